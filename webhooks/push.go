package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
)

// SDKRepos tells which repositories are SDK repositories, and with which working branch, target and release
// settings (app/store, filled by the merge builds).
type SDKRepos interface {
	SDKRepo(ctx context.Context, repo gh.Repo, branch string) (store.SDKRepo, bool, error)
}

// ReleaseScheduler enqueues the release flow's jobs (app/jobs.Queue).
type ReleaseScheduler interface {
	ScheduleReleaseRefresh(ctx context.Context, req releaseflow.RefreshRequest) (jobs.Scheduled, error)
	SchedulePublish(ctx context.Context, req releaseflow.PublishRequest) (jobs.Scheduled, error)
}

// Push handles push deliveries: a push to an SDK repository's working branch may change the next release, so
// its release pull request is refreshed. Pushes elsewhere (API repositories, other branches, tags, deleted
// branches) and the App's own pushes do nothing here: a merge build schedules the refresh of what it pushed.
type Push struct {
	SDKRepos SDKRepos
	Releases ReleaseScheduler
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
	repo, err := gh.ParseRepo(ev.GetRepo().GetFullName())
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
	rec, ok, err := h.SDKRepos.SDKRepo(ctx, repo, branch)
	if err != nil || !ok {
		log.DebugContext(ctx, "not an SDK repository's working branch", "error", err)
		return err
	}
	req, err := jobs.RefreshRequestFor(rec)
	if err != nil {
		return err
	}
	req.InstallationID, req.Head, req.Reason = ev.GetInstallation().GetID(), ev.GetAfter(), "push by "+sender
	s, err := h.Releases.ScheduleReleaseRefresh(ctx, req)
	if err != nil {
		return err
	}
	log.InfoContext(ctx, "release refresh scheduled", "branch", branch, "head_sha", req.Head, "job_id", s.JobID,
		"duplicate", s.Duplicate)
	return nil
}
