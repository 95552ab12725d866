package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"time"

	"github.com/google/go-github/v66/github"
)

// PreviewScheduler enqueues preview builds.
type PreviewScheduler interface {
	SchedulePreview(ctx context.Context, req PreviewRequest, pushedAt time.Time) (Scheduled, error)
}

// MergeScheduler enqueues merge builds.
type MergeScheduler interface {
	ScheduleMerge(ctx context.Context, req MergeRequest) (Scheduled, error)
}

// ReleaseBranchPrefix starts the head branch of a release pull request in an SDK repository (release--main;
// SERVICE-BEHAVIOUR.md §6).
const ReleaseBranchPrefix = "release--"

// SkipReleases is the Releases of an App that does not release yet: a merged pull request whose head branch
// starts with ReleaseBranchPrefix is recognised, logged and skipped (neither released nor merge-built).
type SkipReleases struct{ Logger *slog.Logger }

// ScheduleRelease implements Releases.
func (s SkipReleases) ScheduleRelease(ctx context.Context, pr MergeRequest) (bool, error) {
	if !strings.HasPrefix(pr.HeadRef, ReleaseBranchPrefix) {
		return false, nil
	}
	s.Logger.InfoContext(ctx, "a release pull request was merged; this sdkgen does not release yet, so it is skipped",
		"repository", pr.Repo.String(), "pull_request", pr.PR, "head_ref", pr.HeadRef, "delivery_id", pr.DeliveryID)
	return true, nil
}

// PullRequest handles pull_request deliveries by the trigger table of SERVICE-BEHAVIOUR.md §3: opened,
// synchronize and reopened enqueue a preview build; closed and merged enqueues a merge build, or the release of
// a release pull request (Releases); every other action does nothing.
type PullRequest struct {
	Previews PreviewScheduler
	Merges   MergeScheduler
	// Releases takes merged release pull requests; nil is SkipReleases.
	Releases Releases
	// Upgrades, when set, takes closed generator upgrade pull requests (head branch UpgradeBranchPrefix...).
	Upgrades Upgrades
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
	if upgrade, err := h.upgradeClosed(ctx, log, &ev, deliveryID); err != nil || upgrade {
		return err
	}
	decision := Decide(ev.GetAction(), pr.GetMerged())
	switch {
	case decision == Nothing:
		log.DebugContext(ctx, "pull request action needs no build")
		return nil
	case ev.GetInstallation().GetID() == 0:
		log.WarnContext(ctx, "delivery has no installation (a repository webhook, not the App's): ignored")
		return nil
	case decision == Merge:
		return h.merged(ctx, log, &ev, deliveryID)
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

// merged enqueues the release of a merged release pull request, or else the merge build of the pull request.
func (h *PullRequest) merged(ctx context.Context, log *slog.Logger, ev *github.PullRequestEvent, deliveryID string) error {
	req, err := mergeRequest(ev, deliveryID)
	if err != nil {
		return err
	}
	releases := h.Releases
	if releases == nil {
		releases = SkipReleases{Logger: h.Logger}
	}
	if release, err := releases.ScheduleRelease(ctx, req); err != nil || release {
		return err
	}
	s, err := h.Merges.ScheduleMerge(ctx, req)
	if err != nil {
		return err
	}
	log.InfoContext(ctx, "merge build scheduled", "merge_commit_sha", req.MergeCommitSHA, "base_ref", req.BaseRef,
		"default_branch", req.DefaultBranch, "job_id", s.JobID, "duplicate", s.Duplicate)
	return nil
}

// mergeRequest reads a merged pull request from the payload; one without its merge commit is malformed.
func mergeRequest(ev *github.PullRequestEvent, deliveryID string) (MergeRequest, error) {
	p, err := previewRequest(ev, deliveryID)
	if err != nil {
		return MergeRequest{}, err
	}
	req := MergeRequest{
		InstallationID: p.InstallationID, Repo: p.Repo, PR: p.PR, Title: p.Title, BaseRef: p.BaseRef,
		BaseSHA: p.BaseSHA, HeadRef: p.HeadRef, HeadSHA: p.HeadSHA,
		MergeCommitSHA: ev.GetPullRequest().GetMergeCommitSHA(), DefaultBranch: ev.GetRepo().GetDefaultBranch(),
		DeliveryID: deliveryID,
	}
	if req.MergeCommitSHA == "" {
		return req, malformed("pull_request", "a merged pull request without merge_commit_sha")
	}
	return req, nil
}

// previewRequest reads the build's inputs from the payload; a payload without them is malformed.
func previewRequest(ev *github.PullRequestEvent, deliveryID string) (PreviewRequest, error) {
	pr := ev.GetPullRequest()
	repo := Repo{Owner: ev.GetRepo().GetOwner().GetLogin(), Name: ev.GetRepo().GetName()}
	if repo.Owner == "" || repo.Name == "" {
		if r, err := parseRepo(ev.GetRepo().GetFullName()); err == nil {
			repo = r
		}
	}
	req := PreviewRequest{
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
