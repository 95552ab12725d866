package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
)

// Kinds of the release flow's jobs.
const (
	ReleaseRefreshKind = "release_refresh"
	ReleasePublishKind = "release_publish"
)

// ReleaseRefreshArgs is a refresh job's payload: the releaseflow.RefreshRequest, as JSON.
type ReleaseRefreshArgs struct {
	releaseflow.RefreshRequest
}

// Kind implements river.JobArgs.
func (ReleaseRefreshArgs) Kind() string { return ReleaseRefreshKind }

// InsertOpts makes refresh jobs unique by repository, working branch and the head that asked (the request's
// river:"unique" fields) while they wait or run: the merge build that pushed a head and the push webhook of that
// head give one job. Finished jobs do not count, so a later request for the same head runs again (a refresh is
// idempotent); River requires running jobs to count, which is why the head is part of the key: a push arriving
// while a refresh runs (on what it cloned before) gets its own job.
func (ReleaseRefreshArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
		rivertype.JobStateRunning, rivertype.JobStateScheduled,
	}}}
}

// ReleasePublishArgs is a publish job's payload: the releaseflow.PublishRequest, as JSON.
type ReleasePublishArgs struct {
	releaseflow.PublishRequest
}

// Kind implements river.JobArgs.
func (ReleasePublishArgs) Kind() string { return ReleasePublishKind }

// InsertOpts makes publish jobs unique by repository and pull request, finished ones included (for
// CompletedRetention): a redelivered "closed" webhook publishes nothing new.
func (ReleasePublishArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// ReleaseRunner runs the release flow (app/releaseflow's Flow).
type ReleaseRunner interface {
	Refresh(ctx context.Context, req releaseflow.RefreshRequest) (*releaseflow.RefreshResult, error)
	Publish(ctx context.Context, req releaseflow.PublishRequest) (*releaseflow.PublishResult, error)
	// Unreleased finds the merged release pull request of req's working branch that has no release yet.
	Unreleased(ctx context.Context, req releaseflow.RefreshRequest) (releaseflow.PublishRequest, bool, error)
}

// ScheduleReleaseRefresh records req's repository as an SDK repository (its working branch, target and release
// settings, so pushes there and merged release pull requests are recognised) and enqueues the refresh of its
// release pull request. Merge builds call it after pushing a target's working branch, with Head the pushed commit
// and Settings from releaseflow.SettingsFor.
func (q *Queue) ScheduleReleaseRefresh(ctx context.Context, req releaseflow.RefreshRequest) (Scheduled, error) {
	settings, err := json.Marshal(req.Settings)
	if err != nil {
		return Scheduled{}, fmt.Errorf("encode the release settings of %s: %w", req.Repo, err)
	}
	err = q.store.SaveSDKRepo(ctx, store.SDKRepo{Repo: req.Repo, Branch: req.Branch, InstallationID: req.InstallationID,
		APIRepo: req.APIRepo, Target: req.Target, Settings: string(settings)})
	if err != nil {
		return Scheduled{}, err
	}
	return q.insertRefresh(ctx, req)
}

func (q *Queue) insertRefresh(ctx context.Context, req releaseflow.RefreshRequest) (Scheduled, error) {
	res, err := q.engine.insert(ctx, ReleaseRefreshArgs{RefreshRequest: req})
	if err != nil {
		return Scheduled{}, fmt.Errorf("enqueue the release refresh of %s (%s): %w", req.Repo, req.Branch, err)
	}
	return Scheduled{JobID: res.Job.ID, Duplicate: res.UniqueSkippedAsDuplicate}, nil
}

// SchedulePublish enqueues the release of a merged release pull request; the same pull request twice gives one
// job.
func (q *Queue) SchedulePublish(ctx context.Context, req releaseflow.PublishRequest) (Scheduled, error) {
	res, err := q.engine.insert(ctx, ReleasePublishArgs{PublishRequest: req})
	if err != nil {
		return Scheduled{}, fmt.Errorf("enqueue the release of %s#%d: %w", req.Repo, req.PR, err)
	}
	return Scheduled{JobID: res.Job.ID, Duplicate: res.UniqueSkippedAsDuplicate}, nil
}

// RefreshRequestFor is the refresh of an SDK repository's working branch as the store recorded it; the caller
// adds the head and reason.
func RefreshRequestFor(repo store.SDKRepo) (releaseflow.RefreshRequest, error) {
	req := releaseflow.RefreshRequest{InstallationID: repo.InstallationID, Repo: repo.Repo, Branch: repo.Branch,
		Target: repo.Target, APIRepo: repo.APIRepo}
	if repo.Settings != "" {
		if err := json.Unmarshal([]byte(repo.Settings), &req.Settings); err != nil {
			return req, fmt.Errorf("read the release settings of %s (%s): %w", repo.Repo, repo.Branch, err)
		}
	}
	return req, nil
}

// addReleaseWorkers registers the release flow's workers. Without a runner their jobs are cancelled: this process
// was not set up for releases.
func (q *Queue) addReleaseWorkers(workers *river.Workers) {
	river.AddWorker(workers, &refreshWorker{runner: q.opts.Releases, timeout: q.opts.JobTimeout, logger: q.opts.Logger})
	river.AddWorker(workers, &publishWorker{runner: q.opts.Releases, refresh: q.insertRefresh, timeout: q.opts.JobTimeout,
		logger: q.opts.Logger})
	river.AddWorker(workers, &reconcileWorker{runner: q.opts.Releases, store: q.store, schedule: q.SchedulePublish,
		timeout: q.opts.JobTimeout, logger: q.opts.Logger})
}

// refreshWorker runs refresh jobs. Errors are retried; a request that can never run is cancelled.
type refreshWorker struct {
	river.WorkerDefaults[ReleaseRefreshArgs]
	runner  ReleaseRunner
	timeout time.Duration
	logger  *slog.Logger
}

func (w *refreshWorker) Timeout(*river.Job[ReleaseRefreshArgs]) time.Duration { return w.timeout }

func (w *refreshWorker) Work(ctx context.Context, job *river.Job[ReleaseRefreshArgs]) error {
	req := job.Args.RefreshRequest
	log := w.logger.With("job_id", job.ID, "attempt", job.Attempt, "installation_id", req.InstallationID,
		"repository", req.Repo.String(), "branch", req.Branch, "target", req.Target, "reason", req.Reason)
	if w.runner == nil {
		return river.JobCancel(errors.New("this process runs no release flow"))
	}
	res, err := w.runner.Refresh(ctx, req)
	if err != nil {
		log.WarnContext(ctx, "release refresh failed", "error", err)
		return permanent(err)
	}
	log.InfoContext(ctx, "release refresh done", "outcome", string(res.Outcome), "version", res.Version,
		"pull_request", res.PR, "missing_secrets", len(res.Check.Missing), "people_commits", len(res.People))
	return nil
}

// publishWorker runs publish jobs, and once the release exists enqueues a refresh for what was pushed since.
type publishWorker struct {
	river.WorkerDefaults[ReleasePublishArgs]
	runner  ReleaseRunner
	refresh func(ctx context.Context, req releaseflow.RefreshRequest) (Scheduled, error)
	timeout time.Duration
	logger  *slog.Logger
}

func (w *publishWorker) Timeout(*river.Job[ReleasePublishArgs]) time.Duration { return w.timeout }

func (w *publishWorker) Work(ctx context.Context, job *river.Job[ReleasePublishArgs]) error {
	req := job.Args.PublishRequest
	log := w.logger.With("job_id", job.ID, "attempt", job.Attempt, "installation_id", req.InstallationID,
		"repository", req.Repo.String(), "pull_request", req.PR, "version", req.Version)
	if w.runner == nil {
		return river.JobCancel(errors.New("this process runs no release flow"))
	}
	res, err := w.runner.Publish(ctx, req)
	if err != nil {
		log.WarnContext(ctx, "release failed", "error", err)
		return permanent(err)
	}
	log.InfoContext(ctx, "release published", "tag", res.Tag, "created", res.Created, "release_url", res.Release.HTMLURL,
		"uploaded", res.Uploaded, "missing_assets", res.Missing)
	if req.Branch == "" {
		return nil
	}
	if _, err := w.refresh(ctx, req.Refresh()); err != nil {
		return fmt.Errorf("release %s published; enqueue the next refresh: %w", res.Tag, err)
	}
	return nil
}

// permanent cancels the job of a request that can never run, and lets River retry anything else.
func permanent(err error) error {
	if errors.Is(err, releaseflow.ErrInvalidRequest) {
		return river.JobCancel(err)
	}
	return err
}
