package jobs

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/store"
)

// engine is River's client for one driver. River's client is generic over the driver's transaction type; the
// queue needs no transactions of its own, so it sees this non-generic view.
type engine interface {
	insert(ctx context.Context, args river.JobArgs) (*rivertype.JobInsertResult, error)
	cancel(ctx context.Context, id int64) error
	get(ctx context.Context, id int64) (*rivertype.JobRow, error)
	start(ctx context.Context) error
	stop(ctx context.Context) error
	stopAndCancel(ctx context.Context) error
	validate(ctx context.Context) error
	rescueOrphans(ctx context.Context) (int, error)
	observe(o Observer)
}

type riverEngine[TTx any] struct {
	client   *river.Client[TTx]
	migrator *rivermigrate.Migrator[TTx]
}

func newSQLiteEngine(ctx context.Context, st *store.Store, config *river.Config) (engine, error) {
	driver := riversqlite.New(st.DB())
	e, err := newEngine[*sql.Tx](driver, config)
	if err != nil {
		return nil, err
	}
	if _, err := e.migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return nil, fmt.Errorf("apply River's migrations: %w", err)
	}
	return e, nil
}

// riverMigrationLockKey serialises River's migrations when several processes start together on PostgreSQL.
const riverMigrationLockKey = 0x5d6b6e01

func newPostgresEngine(ctx context.Context, st *store.Store, config *river.Config) (engine, error) {
	driver := riverpgxv5.New(st.PgxPool())
	e, err := newEngine[pgx.Tx](driver, config)
	if err != nil {
		return nil, err
	}
	// River applies each migration in its own transaction (a new enum value cannot be used in the transaction
	// that adds it); a session lock on one pooled connection keeps other processes waiting meanwhile.
	conn, err := st.PgxPool().Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("apply River's migrations: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, riverMigrationLockKey); err != nil {
		return nil, fmt.Errorf("lock River's migrations: %w", err)
	}
	defer func() {
		_, _ = conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, riverMigrationLockKey)
	}()
	if _, err := e.migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return nil, fmt.Errorf("apply River's migrations: %w", err)
	}
	return e, nil
}

func newEngine[TTx any](driver riverdriver.Driver[TTx], config *river.Config) (*riverEngine[TTx], error) {
	client, err := river.NewClient(driver, config)
	if err != nil {
		return nil, fmt.Errorf("set up the job queue: %w", err)
	}
	migrator, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: config.Logger})
	if err != nil {
		return nil, fmt.Errorf("set up River's migrations: %w", err)
	}
	return &riverEngine[TTx]{client: client, migrator: migrator}, nil
}

func (e *riverEngine[TTx]) insert(ctx context.Context, args river.JobArgs) (*rivertype.JobInsertResult, error) {
	return e.client.Insert(ctx, args, nil)
}

func (e *riverEngine[TTx]) cancel(ctx context.Context, id int64) error {
	_, err := e.client.JobCancel(ctx, id)
	return err
}

func (e *riverEngine[TTx]) get(ctx context.Context, id int64) (*rivertype.JobRow, error) {
	return e.client.JobGet(ctx, id)
}

func (e *riverEngine[TTx]) start(ctx context.Context) error { return e.client.Start(ctx) }

func (e *riverEngine[TTx]) stop(ctx context.Context) error { return e.client.Stop(ctx) }

func (e *riverEngine[TTx]) stopAndCancel(ctx context.Context) error {
	return e.client.StopAndCancel(ctx)
}

func (e *riverEngine[TTx]) validate(ctx context.Context) error {
	res, err := e.migrator.Validate(ctx)
	if err != nil {
		return fmt.Errorf("check River's migrations: %w", err)
	}
	if !res.OK {
		return fmt.Errorf("the job queue's migrations are not applied: %s", strings.Join(res.Messages, "; "))
	}
	return nil
}

// rescueOrphans makes the jobs left running (by a process that died) available again at once, as River's rescuer
// would after RescueAfter: recording the interrupted attempt, discarding jobs out of attempts.
func (e *riverEngine[TTx]) rescueOrphans(ctx context.Context) (int, error) {
	res, err := e.client.JobList(ctx, river.NewJobListParams().States(rivertype.JobStateRunning).First(10000))
	if err != nil {
		return 0, err
	}
	if len(res.Jobs) == 0 {
		return 0, nil
	}
	now := time.Now().UTC()
	params := &riverdriver.JobRescueManyParams{Schema: e.client.Schema()}
	for _, job := range res.Jobs {
		attemptErr, err := json.Marshal(rivertype.AttemptError{
			At: now, Attempt: max(job.Attempt, 0), Error: "sdkgen: the process running this job stopped before it finished",
		})
		if err != nil {
			return 0, err
		}
		state, finalized := rivertype.JobStateAvailable, (*time.Time)(nil)
		if job.Attempt >= job.MaxAttempts {
			state, finalized = rivertype.JobStateDiscarded, &now
		}
		params.ID = append(params.ID, job.ID)
		params.Error = append(params.Error, attemptErr)
		params.FinalizedAt = append(params.FinalizedAt, finalized)
		params.ScheduledAt = append(params.ScheduledAt, now)
		params.State = append(params.State, string(state))
	}
	if _, err := e.client.Driver().GetExecutor().JobRescueMany(ctx, params); err != nil {
		return 0, err
	}
	return len(res.Jobs), nil
}

// observe forwards finished attempts to o until the client stops; call it after start.
func (e *riverEngine[TTx]) observe(o Observer) {
	events, cancel := e.client.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed,
		river.EventKindJobCancelled, river.EventKindJobSnoozed)
	stopped := e.client.Stopped()
	go func() {
		defer cancel()
		for {
			select {
			case ev, ok := <-events:
				if !ok {
					return
				}
				var run time.Duration
				if ev.JobStats != nil {
					run = ev.JobStats.RunDuration
				}
				o.JobFinished(ev.Job.Kind, string(ev.Job.State), run)
			case <-stopped:
				return
			}
		}
	}()
}
