// Package jobs is the durable job queue of the service, on River: the webhook handlers enqueue, workers (in
// sdkgen serve, or in sdkgen worker processes on PostgreSQL) run the builds. A job survives restarts and crashes,
// runs once per webhook delivery, retries with backoff, and is cancelled or silenced when a newer head commit of
// the same pull request supersedes it.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
)

// PreviewKind is the kind of preview build jobs.
const PreviewKind = "preview"

// PreviewArgs is a preview job's payload: the preview.Request, as JSON.
type PreviewArgs struct {
	preview.Request
}

// Kind implements river.JobArgs.
func (PreviewArgs) Kind() string { return PreviewKind }

// InsertOpts makes preview jobs unique by their arguments, which hold the delivery id: a redelivered webhook
// finds its job already there (in any state but cancelled and discarded, for as long as CompletedRetention keeps
// finished jobs) and runs nothing new.
func (PreviewArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// MergeKind is the kind of merge build jobs.
const MergeKind = "merge"

// MergeArgs is a merge job's payload: the mergebuild.Request, as JSON.
type MergeArgs struct {
	mergebuild.Request
}

// Kind implements river.JobArgs.
func (MergeArgs) Kind() string { return MergeKind }

// InsertOpts makes merge jobs unique by their arguments (which hold the delivery id), like preview jobs: a
// redelivered webhook runs nothing new.
func (MergeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// PreviewRunner runs one preview build (app/preview's Builder).
type PreviewRunner interface {
	RunPreview(ctx context.Context, req preview.Request) error
}

// MergeRunner runs one merge build (app/mergebuild's Builder).
type MergeRunner interface {
	RunMerge(ctx context.Context, req mergebuild.Request) error
}

// Runner runs every kind of build.
type Runner interface {
	PreviewRunner
	MergeRunner
}

// Builds makes a Runner of a preview runner and a merge runner.
type Builds struct {
	Preview PreviewRunner
	Merge   MergeRunner
}

// RunPreview implements PreviewRunner.
func (b Builds) RunPreview(ctx context.Context, req preview.Request) error {
	return b.Preview.RunPreview(ctx, req)
}

// RunMerge implements MergeRunner.
func (b Builds) RunMerge(ctx context.Context, req mergebuild.Request) error {
	return b.Merge.RunMerge(ctx, req)
}

// Observer hears about finished job attempts, for metrics.
type Observer interface {
	// JobFinished reports an attempt's end: state is the job's state after it (completed, retryable, discarded,
	// cancelled, scheduled when snoozed).
	JobFinished(kind, state string, run time.Duration)
}

// Defaults of Options.
const (
	DefaultJobTimeout  = 10 * time.Minute
	DefaultMaxAttempts = 5
	// CompletedRetention keeps finished jobs, and so their uniqueness, longer than the 3 days over which GitHub
	// lets a delivery be redelivered.
	CompletedRetention = 7 * 24 * time.Hour
)

// Options configure a Queue.
type Options struct {
	// Workers is how many jobs this process runs at once; 0 makes a queue that only enqueues.
	Workers int
	// Runner runs the builds; required when Workers > 0.
	Runner Runner
	// Releases runs the release flow's jobs; Runner when it runs them too (a ReleaseRunner); without either they
	// are cancelled (the process was set up without releases).
	Releases ReleaseRunner
	// APIBuilds runs the builds of the /v1 API; Runner when it runs them too (an APIBuildRunner); without either
	// they are cancelled.
	APIBuilds APIBuildRunner
	// SpecPolls fetches the spec URLs that are due; Runner when it does (a SpecPoller); without either, none are.
	SpecPolls SpecPoller
	// CI follows the CI of preview commits; Runner when it does (a CIRunner); without either, CI jobs are
	// cancelled.
	CI CIRunner
	// SpecPollCheck is how often due spec URLs are looked for (default DefaultSpecPollCheck; negative: never).
	SpecPollCheck time.Duration
	// Upgrades opens generator upgrade pull requests (issue 27); Runner when it does (an UpgradeRunner); without
	// either, none are opened. UpgradeCheck is how often (default DefaultUpgradeCheck; negative: never).
	Upgrades     UpgradeRunner
	UpgradeCheck time.Duration
	// JobTimeout cancels an attempt's context after this long (default DefaultJobTimeout).
	JobTimeout time.Duration
	// RescueAfter is when a job left running by a process that died is retried (default JobTimeout + 1 minute;
	// must exceed JobTimeout). On SQLite, which one process owns, jobs left running are retried at Start.
	RescueAfter time.Duration
	// MaxAttempts per job (default DefaultMaxAttempts); retries back off as River's default policy does.
	MaxAttempts int
	// PollInterval is how often workers look for jobs enqueued by other processes (default 1 s).
	PollInterval time.Duration
	// ReconcileInterval is how often a queue with workers and a release runner looks for merged release pull
	// requests without their release (default DefaultReconcileInterval; negative: never). It also runs at Start.
	ReconcileInterval time.Duration
	Logger            *slog.Logger
	Observer          Observer
}

func (o Options) withDefaults() (Options, error) {
	if r, ok := o.Runner.(ReleaseRunner); ok && o.Releases == nil {
		o.Releases = r
	}
	if r, ok := o.Runner.(APIBuildRunner); ok && o.APIBuilds == nil {
		o.APIBuilds = r
	}
	if r, ok := o.Runner.(SpecPoller); ok && o.SpecPolls == nil {
		o.SpecPolls = r
	}
	if r, ok := o.Runner.(CIRunner); ok && o.CI == nil {
		o.CI = r
	}
	if r, ok := o.Runner.(UpgradeRunner); ok && o.Upgrades == nil {
		o.Upgrades = r
	}
	if o.UpgradeCheck == 0 {
		o.UpgradeCheck = DefaultUpgradeCheck
	}
	if o.SpecPollCheck == 0 {
		o.SpecPollCheck = DefaultSpecPollCheck
	}
	if o.JobTimeout == 0 {
		o.JobTimeout = DefaultJobTimeout
	}
	if o.RescueAfter == 0 {
		o.RescueAfter = o.JobTimeout + time.Minute
	}
	if o.MaxAttempts == 0 {
		o.MaxAttempts = DefaultMaxAttempts
	}
	if o.PollInterval == 0 {
		o.PollInterval = time.Second
	}
	if o.ReconcileInterval == 0 {
		o.ReconcileInterval = DefaultReconcileInterval
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	switch {
	case o.Workers < 0:
		return o, fmt.Errorf("workers must be 0 or more, not %d", o.Workers)
	case o.Workers > 0 && o.Runner == nil:
		return o, errors.New("a queue with workers needs a build runner")
	case o.JobTimeout < 0 || o.RescueAfter <= o.JobTimeout:
		return o, fmt.Errorf("the rescue delay (%s) must exceed the job timeout (%s)", o.RescueAfter, o.JobTimeout)
	case o.MaxAttempts < 1:
		return o, fmt.Errorf("max attempts must be 1 or more, not %d", o.MaxAttempts)
	}
	return o, nil
}

// Queue enqueues jobs and, with workers, runs them.
type Queue struct {
	store  *store.Store
	engine engine
	opts   Options
}

// New sets up the queue on the store's database (SQLite or PostgreSQL, with River's matching driver) and applies
// River's migrations.
func New(ctx context.Context, st *store.Store, opts Options) (*Queue, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	q := &Queue{store: st, opts: opts}
	config := q.riverConfig()
	switch st.Dialect() {
	case store.Postgres:
		q.engine, err = newPostgresEngine(ctx, st, config)
	default:
		q.engine, err = newSQLiteEngine(ctx, st, config)
	}
	if err != nil {
		return nil, err
	}
	return q, nil
}

func (q *Queue) riverConfig() *river.Config {
	workers := river.NewWorkers()
	river.AddWorker(workers, &previewWorker{
		runner: q.opts.Runner, fresh: q.store, timeout: q.opts.JobTimeout, logger: q.opts.Logger,
	})
	river.AddWorker(workers, &mergeWorker{runner: q.opts.Runner, timeout: q.opts.JobTimeout, logger: q.opts.Logger})
	q.addReleaseWorkers(workers)
	q.addCIWorkers(workers)
	river.AddWorker(workers, &apiBuildWorker{runner: q.opts.APIBuilds, timeout: q.opts.JobTimeout, logger: q.opts.Logger})
	river.AddWorker(workers, &specPollWorker{poller: q.opts.SpecPolls, timeout: q.opts.JobTimeout, logger: q.opts.Logger})
	river.AddWorker(workers, &upgradeWorker{runner: q.opts.Upgrades, timeout: q.opts.JobTimeout, logger: q.opts.Logger})
	config := &river.Config{
		CompletedJobRetentionPeriod: CompletedRetention,
		FetchCooldown:               min(q.opts.PollInterval, 100*time.Millisecond),
		FetchPollInterval:           q.opts.PollInterval,
		JobTimeout:                  q.opts.JobTimeout,
		Logger:                      q.opts.Logger.With("component", "river"),
		MaxAttempts:                 q.opts.MaxAttempts,
		PeriodicJobs:                append(append(q.reconcileJobs(), q.specPollJobs()...), q.upgradeJobs()...),
		RescueStuckJobsAfter:        q.opts.RescueAfter,
		Workers:                     workers,
	}
	if q.opts.Workers > 0 {
		config.Queues = map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: q.opts.Workers}}
	}
	return config
}

// Start starts the workers (nothing for a queue that only enqueues). On SQLite it first retries the jobs a
// previous process left running when it died: one process owns a SQLite file, so they cannot be running.
func (q *Queue) Start(ctx context.Context) error {
	if q.opts.Workers == 0 {
		return nil
	}
	if q.store.Dialect() == store.SQLite {
		n, err := q.engine.rescueOrphans(ctx)
		if err != nil {
			return fmt.Errorf("retry jobs left running by the previous process: %w", err)
		}
		if n > 0 {
			q.opts.Logger.InfoContext(ctx, "retrying jobs left running by the previous process", "jobs", n)
		}
	}
	if err := q.engine.start(ctx); err != nil {
		return fmt.Errorf("start the job workers: %w", err)
	}
	if q.opts.Observer != nil {
		q.engine.observe(q.opts.Observer)
	}
	return nil
}

// Stop stops fetching jobs and waits for running ones until ctx ends; then it cancels their contexts and waits
// for them to return, so an interrupted job is retried (soon after a restart on SQLite, after RescueAfter on
// PostgreSQL).
func (q *Queue) Stop(ctx context.Context) error {
	if q.opts.Workers == 0 {
		return nil
	}
	err := q.engine.stop(ctx)
	if err == nil {
		return nil
	}
	if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("stop the job workers: %w", err)
	}
	q.opts.Logger.Warn("jobs still running at the shutdown deadline: cancelling them; they will be retried")
	hard, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := q.engine.stopAndCancel(hard); err != nil {
		return fmt.Errorf("cancel the running jobs: %w", err)
	}
	return nil
}

// Ready reports whether River's migrations are applied.
func (q *Queue) Ready(ctx context.Context) error { return q.engine.validate(ctx) }

// Cancel cancels a job: a queued one never runs, a running one is marked and its result discarded.
func (q *Queue) Cancel(ctx context.Context, jobID int64) error {
	err := q.engine.cancel(ctx, jobID)
	if err != nil && !errors.Is(err, rivertype.ErrNotFound) {
		return fmt.Errorf("cancel job %d: %w", jobID, err)
	}
	return nil
}

// Job returns a job's row, for tests and tools.
func (q *Queue) Job(ctx context.Context, jobID int64) (*rivertype.JobRow, error) {
	return q.engine.get(ctx, jobID)
}
