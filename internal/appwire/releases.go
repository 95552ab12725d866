package appwire

import (
	"context"
	"log/slog"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/upgrades"
	"github.com/sdkgen/sdkgen/webhooks"
)

// SDKRepos tells which repositories are SDK repositories, and with which working branch, target and release
// settings (app/store.Store, filled by the merge builds).
type SDKRepos interface {
	SDKRepo(ctx context.Context, repo gh.Repo, branch string) (store.SDKRepo, bool, error)
}

// ReleaseQueue enqueues the release flow's jobs (app/jobs.Queue).
type ReleaseQueue interface {
	ScheduleReleaseRefresh(ctx context.Context, req releaseflow.RefreshRequest) (jobs.Scheduled, error)
	SchedulePublish(ctx context.Context, req releaseflow.PublishRequest) (jobs.Scheduled, error)
}

// Actions are the handlers' actions on q and st. When q also enqueues the release flow (a ReleaseQueue, as
// app/jobs.Queue is) and st knows the SDK repositories (SDKRepos, as app/store.Store does), releases are handled
// too; otherwise merged release pull requests are skipped (webhooks.SkipReleases).
func Actions(q Queue, st Installations, logger *slog.Logger) webhooks.Actions {
	a := webhooks.Actions{Builds: builds{q}}
	if st != nil {
		a.Installations = installations{st}
	}
	if m, ok := st.(Members); ok {
		a.Members = members{m}
	}
	releases, canRelease := q.(ReleaseQueue)
	repos, knowsRepos := st.(SDKRepos)
	if canRelease && knowsRepos {
		a.Releases = releaseFlow{repos: repos, queue: releases, logger: logger}
	}
	ciQueue, followsCI := q.(CIQueue)
	previews, knowsPreviews := st.(CIPreviews)
	if followsCI && knowsPreviews {
		a.CI = ciResults{previews: previews, queue: ciQueue}
	}
	if u, ok := st.(upgrades.Store); ok {
		a.Upgrades = upgradeOutcomes{st: u}
	}
	return a
}

// releaseFlow is the App's webhooks.ReleaseFlow: SDK repositories are those the store knows from the merge builds.
type releaseFlow struct {
	repos  SDKRepos
	queue  ReleaseQueue
	logger *slog.Logger
}

// ScheduleRelease releases a pull request merged from release--<branch> into an SDK repository whose working
// branch is <branch>. A release branch's pull request in an SDK repository is never merge-built: one whose title
// names no version (someone retitled it) is logged and left alone, since tagging a guessed version would be worse
// than tagging none.
func (f releaseFlow) ScheduleRelease(ctx context.Context, pr webhooks.MergeRequest) (bool, error) {
	branch, ok := releaseflow.WorkingBranch(pr.HeadRef)
	if !ok {
		return false, nil
	}
	rec, ok, err := f.repos.SDKRepo(ctx, gh.Repo(pr.Repo), branch)
	if err != nil || !ok {
		return false, err
	}
	log := f.logger.With("delivery_id", pr.DeliveryID, "repository", pr.Repo.String(), "pull_request", pr.PR,
		"head_ref", pr.HeadRef, "merge_commit_sha", pr.MergeCommitSHA)
	version, err := releaseflow.VersionFromTitle(pr.Title)
	if err != nil {
		log.WarnContext(ctx, "a release pull request was merged without a version in its title: nothing released", "error", err)
		return true, nil
	}
	refresh, err := jobs.RefreshRequestFor(rec)
	if err != nil {
		return true, err
	}
	req := releaseflow.PublishRequest{InstallationID: pr.InstallationID, Repo: gh.Repo(pr.Repo), PR: pr.PR,
		Version: version, MergeSHA: pr.MergeCommitSHA, Branch: branch, Target: rec.Target, APIRepo: rec.APIRepo,
		Settings: refresh.Settings}
	s, err := f.queue.SchedulePublish(ctx, req)
	if err != nil {
		return true, err
	}
	log.InfoContext(ctx, "release scheduled", "version", version, "job_id", s.JobID, "duplicate", s.Duplicate)
	return true, nil
}

// RefreshRelease refreshes the release pull request of an SDK repository's working branch, with the target and
// release settings the store recorded.
func (f releaseFlow) RefreshRelease(ctx context.Context, push webhooks.BranchPush) (webhooks.Scheduled, bool, error) {
	rec, ok, err := f.repos.SDKRepo(ctx, gh.Repo(push.Repo), push.Branch)
	if err != nil || !ok {
		return webhooks.Scheduled{}, false, err
	}
	req, err := jobs.RefreshRequestFor(rec)
	if err != nil {
		return webhooks.Scheduled{}, true, err
	}
	req.InstallationID, req.Head, req.Reason = push.InstallationID, push.Head, push.Reason
	s, err := f.queue.ScheduleReleaseRefresh(ctx, req)
	return scheduled(s), true, err
}

// upgradeOutcomes records what became of generator upgrade pull requests in the store (app/upgrades).
type upgradeOutcomes struct{ st upgrades.Store }

func (u upgradeOutcomes) UpgradeClosed(ctx context.Context, pr webhooks.ClosedPullRequest) (bool, error) {
	return upgrades.RecordClosed(ctx, u.st, gh.Repo(pr.Repo), pr.PR, pr.Merged)
}
