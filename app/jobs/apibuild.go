package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
)

// APIBuildKind is the kind of the builds the /v1 API (and the spec URL poller) asks for.
const APIBuildKind = "api_build"

// APIBuildArgs is an API build job's payload: the id of the build record, which holds the inputs.
type APIBuildArgs struct {
	BuildID string `json:"build_id"`
}

// Kind implements river.JobArgs.
func (APIBuildArgs) Kind() string { return APIBuildKind }

// InsertOpts makes the job unique by its build: a build runs once however often it is scheduled.
func (APIBuildArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// APIBuildRunner runs one recorded build from its stored inputs (app/apibuild's Runner).
type APIBuildRunner interface {
	RunAPIBuild(ctx context.Context, buildID string) error
}

// ScheduleAPIBuild enqueues the build of a recorded build; scheduling it again does nothing.
func (q *Queue) ScheduleAPIBuild(ctx context.Context, buildID string) error {
	if _, err := q.engine.insert(ctx, APIBuildArgs{BuildID: buildID}); err != nil {
		return fmt.Errorf("enqueue build %s: %w", buildID, err)
	}
	return nil
}

// apiBuildWorker runs API build jobs; without a runner they are cancelled (this process was set up without).
type apiBuildWorker struct {
	river.WorkerDefaults[APIBuildArgs]
	runner  APIBuildRunner
	timeout time.Duration
	logger  *slog.Logger
}

func (w *apiBuildWorker) Timeout(*river.Job[APIBuildArgs]) time.Duration { return w.timeout }

func (w *apiBuildWorker) Work(ctx context.Context, job *river.Job[APIBuildArgs]) error {
	log := w.logger.With("job_id", job.ID, "attempt", job.Attempt, "build_id", job.Args.BuildID)
	if w.runner == nil {
		return river.JobCancel(errors.New("this process runs no API builds"))
	}
	start := time.Now()
	log.InfoContext(ctx, "API build started")
	if err := w.runner.RunAPIBuild(ctx, job.Args.BuildID); err != nil {
		log.WarnContext(ctx, "API build failed", "error", err, "duration", time.Since(start))
		return err
	}
	log.InfoContext(ctx, "API build finished", "duration", time.Since(start))
	return nil
}

// SpecPollKind is the kind of the periodic job that fetches the spec URLs that are due.
const SpecPollKind = "spec_poll"

// DefaultSpecPollCheck is how often the queue looks for spec URLs that are due (each is fetched hourly).
const DefaultSpecPollCheck = 5 * time.Minute

// SpecPollArgs is the poll job's payload: nothing, it looks at every project with a spec URL.
type SpecPollArgs struct{}

// Kind implements river.JobArgs.
func (SpecPollArgs) Kind() string { return SpecPollKind }

// InsertOpts keeps one poll waiting or running at a time, so a project is never fetched twice at once.
func (SpecPollArgs) InsertOpts() river.InsertOpts { return ReleaseReconcileArgs{}.InsertOpts() }

// SpecPoller fetches the spec URLs that are due and builds the changed ones (app/specpoll's Poller).
type SpecPoller interface {
	PollDue(ctx context.Context) error
}

// specPollJobs is the poll as River's periodic job (on the elected leader only); nothing without a poller.
func (q *Queue) specPollJobs() []*river.PeriodicJob {
	if q.opts.Workers == 0 || q.opts.SpecPolls == nil || q.opts.SpecPollCheck < 0 {
		return nil
	}
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(q.opts.SpecPollCheck),
		func() (river.JobArgs, *river.InsertOpts) { return SpecPollArgs{}, nil },
		&river.PeriodicJobOpts{ID: SpecPollKind, RunOnStart: true})}
}

type specPollWorker struct {
	river.WorkerDefaults[SpecPollArgs]
	poller  SpecPoller
	timeout time.Duration
	logger  *slog.Logger
}

func (w *specPollWorker) Timeout(*river.Job[SpecPollArgs]) time.Duration { return w.timeout }

func (w *specPollWorker) Work(ctx context.Context, job *river.Job[SpecPollArgs]) error {
	if w.poller == nil {
		return river.JobCancel(errors.New("this process polls no spec URLs"))
	}
	if err := w.poller.PollDue(ctx); err != nil {
		w.logger.WarnContext(ctx, "spec URL poll failed", "job_id", job.ID, "error", err)
		return err
	}
	return nil
}
