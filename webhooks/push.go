package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"

	"github.com/google/go-github/v66/github"
)

// Push handles push deliveries: a push to an SDK repository's working branch may change the next release, so
// its release pull request is refreshed. Pushes elsewhere (API repositories, other branches, tags, deleted
// branches) and the App's own pushes do nothing here: a merge build schedules the refresh of what it pushed.
type Push struct {
	Releases ReleaseFlow
	// AppLogin is the App's bot login ("sdkgen[bot]"); pushes it made are skipped. When empty they are not
	// recognised, which costs nothing: the refresh of a head is one job, whoever asks for it.
	AppLogin string
	Logger   *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *Push) Handles() []string { return []string{"push"} }

// Handle implements githubapp.EventHandler.
func (h *Push) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.PushEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	repo, err := parseRepo(ev.GetRepo().GetFullName())
	if err != nil {
		return malformed(eventType, "repository: %v", err)
	}
	branch, isBranch := strings.CutPrefix(ev.GetRef(), "refs/heads/")
	sender := ev.GetSender().GetLogin()
	log := h.Logger.With("delivery_id", deliveryID, "event", eventType, "installation_id", ev.GetInstallation().GetID(),
		"repository", repo.String(), "ref", ev.GetRef(), "sender", sender)
	switch {
	case ev.GetInstallation().GetID() == 0:
		log.WarnContext(ctx, "delivery has no installation (a repository webhook, not the App's): ignored")
		return nil
	case !isBranch || ev.GetDeleted() || ev.GetAfter() == "":
		log.DebugContext(ctx, "not a push to a branch: nothing to refresh")
		return nil
	case h.AppLogin != "" && strings.EqualFold(sender, h.AppLogin):
		log.DebugContext(ctx, "the App's own push: its job refreshes the release")
		return nil
	}
	req := BranchPush{InstallationID: ev.GetInstallation().GetID(), Repo: repo, Branch: branch, Head: ev.GetAfter(),
		Reason: "push by " + sender, DeliveryID: deliveryID}
	s, ok, err := h.Releases.RefreshRelease(ctx, req)
	if err != nil {
		return err
	}
	if !ok {
		log.DebugContext(ctx, "not an SDK repository's working branch")
		return nil
	}
	log.InfoContext(ctx, "release refresh scheduled", "branch", branch, "head_sha", req.Head, "job_id", s.JobID,
		"duplicate", s.Duplicate)
	return nil
}
