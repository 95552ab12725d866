package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
)

// ReleaseReconcileKind is the kind of the periodic job that releases merged release pull requests whose
// "closed" webhook was lost.
const ReleaseReconcileKind = "release_reconcile"

// DefaultReconcileInterval is how often the release reconcile runs when Options leave it unset.
const DefaultReconcileInterval = 15 * time.Minute

// ReleaseReconcileArgs is the reconcile job's payload: nothing, it looks at every SDK repository.
type ReleaseReconcileArgs struct{}

// Kind implements river.JobArgs.
func (ReleaseReconcileArgs) Kind() string { return ReleaseReconcileKind }

// InsertOpts keeps one reconcile waiting or running at a time: a slow run is not joined by the next period's.
func (ReleaseReconcileArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
		rivertype.JobStateRunning, rivertype.JobStateScheduled,
	}}}
}

// reconcileJobs is the reconcile as River's periodic job, started with the workers (River runs periodic jobs on
// its elected leader only, so several processes on PostgreSQL run it once per period). Nothing without a
// release runner or with a negative interval.
func (q *Queue) reconcileJobs() []*river.PeriodicJob {
	if q.opts.Workers == 0 || q.opts.Releases == nil || q.opts.ReconcileInterval < 0 {
		return nil
	}
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(q.opts.ReconcileInterval),
		func() (river.JobArgs, *river.InsertOpts) { return ReleaseReconcileArgs{}, nil },
		&river.PeriodicJobOpts{ID: ReleaseReconcileKind, RunOnStart: true})}
}

// reconcileWorker asks, for every SDK repository the store knows, whether its newest merged release pull request
// lacks its release, and enqueues that release. Publish jobs are unique by repository and pull request, and a
// release is found by its tag before it is created, so the reconcile racing the webhook's job releases once.
type reconcileWorker struct {
	river.WorkerDefaults[ReleaseReconcileArgs]
	runner   ReleaseRunner
	store    *store.Store
	schedule func(ctx context.Context, req releaseflow.PublishRequest) (Scheduled, error)
	timeout  time.Duration
	logger   *slog.Logger
}

func (w *reconcileWorker) Timeout(*river.Job[ReleaseReconcileArgs]) time.Duration { return w.timeout }

// Work looks at each repository in turn; one that fails (GitHub down, the App uninstalled) is logged and the
// others still run; the next period tries it again.
func (w *reconcileWorker) Work(ctx context.Context, job *river.Job[ReleaseReconcileArgs]) error {
	if w.runner == nil {
		return river.JobCancel(errors.New("this process runs no release flow"))
	}
	repos, err := w.store.SDKRepos(ctx)
	if err != nil {
		return err
	}
	log := w.logger.With("job_id", job.ID, "attempt", job.Attempt)
	released := 0
	for _, rec := range repos {
		rlog := log.With("installation_id", rec.InstallationID, "repository", rec.Repo.String(), "branch", rec.Branch)
		ok, err := w.reconcile(ctx, rec, rlog)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			rlog.WarnContext(ctx, "release reconcile of an SDK repository failed", "error", err)
		}
		if ok {
			released++
		}
	}
	log.InfoContext(ctx, "release reconcile done", "sdk_repositories", len(repos), "releases_scheduled", released)
	return nil
}

func (w *reconcileWorker) reconcile(ctx context.Context, rec store.SDKRepo, log *slog.Logger) (bool, error) {
	req, err := RefreshRequestFor(rec)
	if err != nil {
		return false, err
	}
	pub, ok, err := w.runner.Unreleased(ctx, req)
	if err != nil || !ok {
		return false, err
	}
	s, err := w.schedule(ctx, pub)
	if err != nil {
		return false, err
	}
	log.InfoContext(ctx, "merged release pull request without its release: release scheduled", "pull_request", pub.PR,
		"version", pub.Version, "job_id", s.JobID, "duplicate", s.Duplicate)
	return !s.Duplicate, nil
}
