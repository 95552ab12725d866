package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/sdkgen/sdkgen/app/cistatus"
)

// Kinds of the jobs that follow the CI of preview commits (issue 27).
const (
	CIUpdateKind  = "ci_update"
	CITimeoutKind = "ci_timeout"
)

// CIUpdateArgs is a ci_update job's payload: the commit whose CI reported, and what the delivery said about it.
// The delivery's id is left out: the same report delivered twice (GitHub's redelivery) or told by two events is
// one job, and the store only shows a result that changed.
type CIUpdateArgs struct {
	cistatus.Commit
	// Report says what happened: the event, its action, the run or suite it is about and its conclusion.
	Report CIReport `json:"report"`
}

// CIReport is what a check_suite, check_run or workflow_run delivery says about a commit.
type CIReport struct {
	Event      string `json:"event"`
	Action     string `json:"action"`
	ID         int64  `json:"id"`
	Status     string `json:"status"`
	Conclusion string `json:"conclusion"`
}

// Kind implements river.JobArgs.
func (CIUpdateArgs) Kind() string { return CIUpdateKind }

// InsertOpts makes updates unique by their arguments, finished jobs included (for CompletedRetention).
func (CIUpdateArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// CITimeoutArgs is a ci_timeout job's payload: the commit, and when its wait for CI ends.
type CITimeoutArgs struct {
	cistatus.Commit
	At time.Time `json:"at"`
}

// Kind implements river.JobArgs.
func (CITimeoutArgs) Kind() string { return CITimeoutKind }

// InsertOpts runs the job when the wait ends, once per commit and end.
func (a CITimeoutArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{ScheduledAt: a.At, UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// CIRunner follows the CI of preview commits (app/cistatus's Tracker).
type CIRunner interface {
	Update(ctx context.Context, c cistatus.Commit) error
	Expire(ctx context.Context, c cistatus.Commit) error
}

// ScheduleCIUpdate enqueues the reading of a commit's CI after a delivery reported on it.
func (q *Queue) ScheduleCIUpdate(ctx context.Context, args CIUpdateArgs) (Scheduled, error) {
	res, err := q.engine.insert(ctx, args)
	if err != nil {
		return Scheduled{}, fmt.Errorf("enqueue the CI update of %s@%s: %w", args.SDKRepo, args.SHA, err)
	}
	return Scheduled{JobID: res.Job.ID, Duplicate: res.UniqueSkippedAsDuplicate}, nil
}

// ScheduleCITimeout implements cistatus.Timeouts: at at, a commit whose CI has not reported is marked timed out.
func (q *Queue) ScheduleCITimeout(ctx context.Context, c cistatus.Commit, at time.Time) error {
	if _, err := q.engine.insert(ctx, CITimeoutArgs{Commit: c, At: at.UTC().Truncate(time.Second)}); err != nil {
		return fmt.Errorf("schedule the CI timeout of %s@%s: %w", c.SDKRepo, c.SHA, err)
	}
	return nil
}

func (q *Queue) addCIWorkers(workers *river.Workers) {
	river.AddWorker(workers, &ciWorker[CIUpdateArgs]{runner: q.opts.CI, run: CIRunner.Update, what: "CI update",
		timeout: q.opts.JobTimeout, logger: q.opts.Logger})
	river.AddWorker(workers, &ciWorker[CITimeoutArgs]{runner: q.opts.CI, run: CIRunner.Expire, what: "CI timeout check",
		timeout: q.opts.JobTimeout, logger: q.opts.Logger})
}

// ciJobArgs are the payloads of the CI jobs: each names a commit.
type ciJobArgs interface {
	river.JobArgs
	commit() cistatus.Commit
}

func (a CIUpdateArgs) commit() cistatus.Commit  { return a.Commit }
func (a CITimeoutArgs) commit() cistatus.Commit { return a.Commit }

// ciWorker runs one kind of CI job: run on the runner with the job's commit. Errors are retried; without a
// runner the job is cancelled.
type ciWorker[A ciJobArgs] struct {
	river.WorkerDefaults[A]
	runner  CIRunner
	run     func(CIRunner, context.Context, cistatus.Commit) error
	what    string
	timeout time.Duration
	logger  *slog.Logger
}

func (w *ciWorker[A]) Timeout(*river.Job[A]) time.Duration { return w.timeout }

func (w *ciWorker[A]) Work(ctx context.Context, job *river.Job[A]) error {
	if w.runner == nil {
		return river.JobCancel(errors.New("this process does not follow CI results"))
	}
	c := job.Args.commit()
	if err := w.run(w.runner, ctx, c); err != nil {
		w.logger.WarnContext(ctx, w.what+" failed", "job_id", job.ID, "attempt", job.Attempt,
			"sdk_repo", c.SDKRepo.String(), "sha", c.SHA, "error", err)
		return err
	}
	return nil
}
