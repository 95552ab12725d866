package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/preview"
)

// PreviewScheduler enqueues preview builds (app/jobs.Queue).
type PreviewScheduler interface {
	SchedulePreview(ctx context.Context, req preview.Request, pushedAt time.Time) (jobs.Scheduled, error)
}

// PullRequest handles pull_request deliveries by the trigger table of SERVICE-BEHAVIOUR.md §3: opened,
// synchronize and reopened enqueue a preview build; closed and merged is a merge build (issue 8); every other
// action does nothing.
type PullRequest struct {
	Previews PreviewScheduler
	Logger   *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *PullRequest) Handles() []string { return []string{"pull_request"} }

// Decision is what a pull_request delivery asks for.
type Decision int

const (
	Nothing Decision = iota
	Preview
	Merge
)

// Decide applies the trigger table.
func Decide(action string, merged bool) Decision {
	switch action {
	case "opened", "synchronize", "reopened":
		return Preview
	case "closed":
		if merged {
			return Merge
		}
	}
	return Nothing
}

// Handle implements githubapp.EventHandler.
func (h *PullRequest) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.PullRequestEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	pr := ev.GetPullRequest()
	log := h.Logger.With("delivery_id", deliveryID, "event", eventType, "action", ev.GetAction(),
		"installation_id", ev.GetInstallation().GetID(), "repository", ev.GetRepo().GetFullName(),
		"pull_request", pr.GetNumber())
	decision := Decide(ev.GetAction(), pr.GetMerged())
	switch {
	case decision == Nothing:
		log.DebugContext(ctx, "pull request action needs no build")
		return nil
	case ev.GetInstallation().GetID() == 0:
		log.WarnContext(ctx, "delivery has no installation (a repository webhook, not the App's): ignored")
		return nil
	case decision == Merge:
		log.InfoContext(ctx, "merge builds arrive with issue 8", "base_ref", pr.GetBase().GetRef(),
			"default_branch", ev.GetRepo().GetDefaultBranch(), "merge_commit_sha", pr.GetMergeCommitSHA())
		return nil
	}
	req, err := previewRequest(&ev, deliveryID)
	if err != nil {
		return err
	}
	pushedAt := pr.GetUpdatedAt().Time
	if pushedAt.IsZero() {
		pushedAt = time.Now()
	}
	s, err := h.Previews.SchedulePreview(ctx, req, pushedAt)
	if err != nil {
		return err
	}
	log.InfoContext(ctx, "preview build scheduled", "head_sha", req.HeadSHA, "job_id", s.JobID,
		"duplicate", s.Duplicate, "superseded", s.Superseded, "cancelled_job_id", s.Cancelled)
	return nil
}

// previewRequest reads the build's inputs from the payload; a payload without them is malformed.
func previewRequest(ev *github.PullRequestEvent, deliveryID string) (preview.Request, error) {
	pr := ev.GetPullRequest()
	repo := gh.Repo{Owner: ev.GetRepo().GetOwner().GetLogin(), Name: ev.GetRepo().GetName()}
	if repo.Owner == "" || repo.Name == "" {
		if r, err := gh.ParseRepo(ev.GetRepo().GetFullName()); err == nil {
			repo = r
		}
	}
	req := preview.Request{
		InstallationID: ev.GetInstallation().GetID(), Repo: repo, PR: pr.GetNumber(), Title: pr.GetTitle(),
		BaseRef: pr.GetBase().GetRef(), BaseSHA: pr.GetBase().GetSHA(),
		HeadRef: pr.GetHead().GetRef(), HeadSHA: pr.GetHead().GetSHA(), DeliveryID: deliveryID,
	}
	if req.PR == 0 {
		req.PR = ev.GetNumber()
	}
	switch {
	case repo.Owner == "" || repo.Name == "":
		return req, malformed("pull_request", "no repository owner and name")
	case req.PR <= 0:
		return req, malformed("pull_request", "no pull request number")
	case req.HeadSHA == "" || req.BaseSHA == "":
		return req, malformed("pull_request", "no head or base commit")
	}
	return req, nil
}
