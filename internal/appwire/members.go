package appwire

import (
	"context"
	"errors"

	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/webhooks"
)

// Members keeps the organizations' members (app/store.Store).
type Members interface {
	EnsureOrg(ctx context.Context, login string) (store.Org, error)
	OrgByLogin(ctx context.Context, login string) (store.Org, error)
	AddMember(ctx context.Context, orgID string, m store.Member) error
	RemoveMember(ctx context.Context, orgID, userLogin string) (int, error)
	ForgetMembers(ctx context.Context, orgID string) (int, error)
}

// members records the handlers' membership changes in the organization of the account.
type members struct{ st Members }

func (m members) AddMember(ctx context.Context, account string, u webhooks.User) error {
	org, err := m.st.EnsureOrg(ctx, account)
	if err != nil {
		return err
	}
	return m.st.AddMember(ctx, org.ID, store.Member{Login: u.Login, UserID: u.ID})
}

func (m members) RemoveMember(ctx context.Context, account string, u webhooks.User) error {
	return m.ofOrg(ctx, account, func(orgID string) error {
		_, err := m.st.RemoveMember(ctx, orgID, u.Login)
		return err
	})
}

func (m members) ForgetMembers(ctx context.Context, account string) error {
	return m.ofOrg(ctx, account, func(orgID string) error {
		_, err := m.st.ForgetMembers(ctx, orgID)
		return err
	})
}

// ofOrg runs fn on the account's organization; an account the service never knew has no members to forget.
func (m members) ofOrg(ctx context.Context, account string, fn func(orgID string) error) error {
	org, err := m.st.OrgByLogin(ctx, account)
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	return fn(org.ID)
}
