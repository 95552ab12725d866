package webhooks

import (
	"context"
	"log/slog"

	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/releaseflow"
)

// PublishReleases is the App's Releases: a pull request merged from release--<branch> into an SDK repository
// whose working branch is <branch> (as the store knows it from the merge builds) is released.
type PublishReleases struct {
	SDKRepos SDKRepos
	Releases ReleaseScheduler
	Logger   *slog.Logger
}

// ScheduleRelease implements Releases. A release branch's pull request in an SDK repository is never merge-built:
// one whose title names no version (someone retitled it) is logged and left alone, since tagging a guessed
// version would be worse than tagging none.
func (p PublishReleases) ScheduleRelease(ctx context.Context, pr mergebuild.Request) (bool, error) {
	branch, ok := releaseflow.WorkingBranch(pr.HeadRef)
	if !ok {
		return false, nil
	}
	rec, ok, err := p.SDKRepos.SDKRepo(ctx, pr.Repo, branch)
	if err != nil || !ok {
		return false, err
	}
	log := p.Logger.With("delivery_id", pr.DeliveryID, "repository", pr.Repo.String(), "pull_request", pr.PR,
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
	req := releaseflow.PublishRequest{InstallationID: pr.InstallationID, Repo: pr.Repo, PR: pr.PR, Version: version,
		MergeSHA: pr.MergeCommitSHA, Branch: branch, Target: rec.Target, APIRepo: rec.APIRepo, Settings: refresh.Settings}
	s, err := p.Releases.SchedulePublish(ctx, req)
	if err != nil {
		return true, err
	}
	log.InfoContext(ctx, "release scheduled", "version", version, "job_id", s.JobID, "duplicate", s.Duplicate)
	return true, nil
}
