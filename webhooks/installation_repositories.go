package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/google/go-github/v66/github"
)

// InstallationRepositories handles installation_repositories deliveries: repositories added to or removed from an
// installation.
type InstallationRepositories struct {
	Store  Installations
	Logger *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *InstallationRepositories) Handles() []string { return []string{"installation_repositories"} }

// Handle implements githubapp.EventHandler.
func (h *InstallationRepositories) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.InstallationRepositoriesEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	inst, err := installation(eventType, ev.GetInstallation())
	if err != nil {
		return err
	}
	added, err := repositories(eventType, ev.RepositoriesAdded)
	if err != nil {
		return err
	}
	removed, err := repositories(eventType, ev.RepositoriesRemoved)
	if err != nil {
		return err
	}
	h.Logger.InfoContext(ctx, "installation repositories changed", "delivery_id", deliveryID, "event", eventType,
		"action", ev.GetAction(), "installation_id", inst.ID, "account", inst.Account,
		"added", len(added), "removed", len(removed))
	return h.Store.ChangeRepositories(ctx, inst, added, removed)
}
