package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/google/go-github/v66/github"
)

// Installation handles installation deliveries: created records the installation with its repositories, deleted
// forgets it, suspend and unsuspend record the state, new_permissions_accepted refreshes it.
type Installation struct {
	Store Installations
	// Members, when set, hears that the installer has access to the account, and that nobody has once the App
	// is uninstalled.
	Members Members
	Logger  *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *Installation) Handles() []string { return []string{"installation"} }

// Handle implements githubapp.EventHandler.
func (h *Installation) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.InstallationEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	inst, err := installation(eventType, ev.GetInstallation())
	if err != nil {
		return err
	}
	log := h.Logger.With("delivery_id", deliveryID, "event", eventType, "action", ev.GetAction(),
		"installation_id", inst.ID, "account", inst.Account)
	switch ev.GetAction() {
	case "created":
		repos, err := repositories(eventType, ev.Repositories)
		if err != nil {
			return err
		}
		if err := h.Store.SaveInstallation(ctx, inst, repos); err != nil {
			return err
		}
		log.InfoContext(ctx, "installation recorded", "repositories", len(repos))
		if sender := ev.GetSender(); h.Members != nil && sender.GetLogin() != "" {
			return h.Members.AddMember(ctx, inst.Account, User{Login: sender.GetLogin(), ID: sender.GetID()})
		}
		return nil
	case "deleted":
		log.InfoContext(ctx, "installation removed")
		if err := h.Store.DeleteInstallation(ctx, inst.ID); err != nil {
			return err
		}
		if h.Members != nil {
			return h.Members.ForgetMembers(ctx, inst.Account)
		}
		return nil
	case "suspend", "unsuspend", "new_permissions_accepted":
		inst.Suspended = ev.GetAction() == "suspend"
		log.InfoContext(ctx, "installation updated", "suspended", inst.Suspended)
		return h.Store.SetSuspended(ctx, inst)
	}
	return nil
}

// installation reads the installation a delivery is about.
func installation(event string, in *github.Installation) (AppInstallation, error) {
	if in.GetID() == 0 {
		return AppInstallation{}, malformed(event, "no installation id")
	}
	return AppInstallation{ID: in.GetID(), Account: in.GetAccount().GetLogin(), Suspended: in.SuspendedAt != nil}, nil
}

// repositories reads the owner/name of each listed repository.
func repositories(event string, in []*github.Repository) ([]Repo, error) {
	repos := make([]Repo, 0, len(in))
	for _, r := range in {
		repo, err := parseRepo(r.GetFullName())
		if err != nil {
			return nil, malformed(event, "repository %v", err)
		}
		repos = append(repos, repo)
	}
	return repos, nil
}
