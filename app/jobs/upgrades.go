package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
)

// UpgradeKind is the kind of the periodic job that opens generator upgrade pull requests (app/upgrades).
const UpgradeKind = "generator_upgrade"

// DefaultUpgradeCheck is how often the upgrade job looks for SDK repositories built by an older generator; it
// also runs when the workers start, so a restart on a new version opens the pull requests at once.
const DefaultUpgradeCheck = time.Hour

// UpgradeArgs is the upgrade job's payload: nothing, it looks at every SDK repository.
type UpgradeArgs struct{}

// Kind implements river.JobArgs.
func (UpgradeArgs) Kind() string { return UpgradeKind }

// InsertOpts keeps one upgrade job waiting or running at a time: two at once could open a pull request twice.
func (UpgradeArgs) InsertOpts() river.InsertOpts { return ReleaseReconcileArgs{}.InsertOpts() }

// UpgradeRunner opens or updates the generator upgrade pull requests that are due (app/upgrades' Upgrader).
type UpgradeRunner interface {
	RunUpgrades(ctx context.Context) error
}

// upgradeJobs is the upgrade job as River's periodic job, run at start and every UpgradeCheck on the elected
// leader only; nothing without an upgrade runner or with a negative interval.
func (q *Queue) upgradeJobs() []*river.PeriodicJob {
	if q.opts.Workers == 0 || q.opts.Upgrades == nil || q.opts.UpgradeCheck < 0 {
		return nil
	}
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(q.opts.UpgradeCheck),
		func() (river.JobArgs, *river.InsertOpts) { return UpgradeArgs{}, nil },
		&river.PeriodicJobOpts{ID: UpgradeKind, RunOnStart: true})}
}

type upgradeWorker struct {
	river.WorkerDefaults[UpgradeArgs]
	runner  UpgradeRunner
	timeout time.Duration
	logger  *slog.Logger
}

func (w *upgradeWorker) Timeout(*river.Job[UpgradeArgs]) time.Duration { return w.timeout }

func (w *upgradeWorker) Work(ctx context.Context, job *river.Job[UpgradeArgs]) error {
	if w.runner == nil {
		return river.JobCancel(errors.New("this process opens no generator upgrade pull requests"))
	}
	if err := w.runner.RunUpgrades(ctx); err != nil {
		w.logger.WarnContext(ctx, "generator upgrades failed", "job_id", job.ID, "attempt", job.Attempt, "error", err)
		return err
	}
	return nil
}
