package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/google/go-github/v66/github"
)

// Organization handles organization deliveries of the App's installations: member_added records the member,
// member_removed forgets them (and the tokens their logins made); invitations and the organization's own
// changes are nothing. GitHub sends them to an App with the organization's members permission that subscribes
// to the organization event.
type Organization struct {
	Members Members
	Logger  *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *Organization) Handles() []string { return []string{"organization"} }

// Handle implements githubapp.EventHandler.
func (h *Organization) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.OrganizationEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	action := ev.GetAction()
	if action != "member_added" && action != "member_removed" {
		return nil
	}
	account, user := ev.GetOrganization().GetLogin(), ev.GetMembership().GetUser()
	if account == "" || user.GetLogin() == "" {
		return malformed(eventType, "%s without the organization or the member", action)
	}
	log := h.Logger.With("delivery_id", deliveryID, "event", eventType, "action", action,
		"installation_id", ev.GetInstallation().GetID(), "account", account, "member", user.GetLogin())
	if ev.GetInstallation().GetID() == 0 {
		log.InfoContext(ctx, "organization delivery without an installation (an organization webhook, not the App's): nothing")
		return nil
	}
	member := User{Login: user.GetLogin(), ID: user.GetID()}
	if action == "member_added" {
		log.InfoContext(ctx, "member recorded")
		return h.Members.AddMember(ctx, account, member)
	}
	log.InfoContext(ctx, "member removed")
	return h.Members.RemoveMember(ctx, account, member)
}
