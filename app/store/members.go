package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// CreateMemberToken is CreateToken for a member who logged in (sdkgen auth login): the token is revoked when the
// member leaves the organization (RemoveMember, ForgetMembers).
func (s *Store) CreateMemberToken(ctx context.Context, orgID, name, userLogin string) (Token, string, error) {
	t, secret, err := s.CreateToken(ctx, orgID, name)
	if err != nil {
		return t, secret, err
	}
	if _, err := s.exec(ctx, s.db, `UPDATE sdkgen_api_tokens SET user_login = ? WHERE id = ?`,
		strings.ToLower(userLogin), t.ID); err != nil {
		return Token{}, "", fmt.Errorf("record whose token %s is: %w", t.ID, err)
	}
	return t, secret, nil
}

// RemoveMember forgets a user of an organization (they left it, or lost access to it) and revokes the tokens
// their logins made; it returns how many it revoked.
func (s *Store) RemoveMember(ctx context.Context, orgID, userLogin string) (int, error) {
	return s.dropMembers(ctx, `org_id = ? AND user_login = ?`, orgID, strings.ToLower(userLogin))
}

// ForgetMembers forgets every user of an organization (the App was uninstalled from its account: nobody has
// access through it any more) and revokes the tokens their logins made; tokens made by an administrator stay.
func (s *Store) ForgetMembers(ctx context.Context, orgID string) (int, error) {
	return s.dropMembers(ctx, `org_id = ? AND user_login <> ''`, orgID)
}

// dropMembers deletes the members and revokes the live member tokens that where selects (in both tables).
func (s *Store) dropMembers(ctx context.Context, where string, args ...any) (int, error) {
	var revoked int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `DELETE FROM sdkgen_org_members WHERE `+where, args...); err != nil {
			return fmt.Errorf("remove members: %w", err)
		}
		res, err := s.exec(ctx, tx, `UPDATE sdkgen_api_tokens SET revoked_at = ? WHERE revoked_at = 0 AND `+where,
			append([]any{time.Now().UnixNano()}, args...)...)
		if err != nil {
			return fmt.Errorf("revoke the tokens of removed members: %w", err)
		}
		revoked, _ = res.RowsAffected()
		return nil
	})
	return int(revoked), err
}
