package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
)

// Scheduled says what SchedulePreview did.
type Scheduled struct {
	// JobID is the preview job of this head (0 when Superseded before enqueueing).
	JobID int64
	// Duplicate: the job already existed (a redelivered webhook); nothing new will run.
	Duplicate bool
	// Superseded: a newer head of the pull request is already known; this one will not be built.
	Superseded bool
	// Cancelled is the job of the older head this one superseded, 0 when none.
	Cancelled int64
}

// SchedulePreview enqueues the preview build of a pull request head pushed at pushedAt, unless a newer head is
// already known, and cancels the build of the older head it replaces. The job is unique by its arguments, so the
// same delivery enqueued twice gives one job.
func (q *Queue) SchedulePreview(ctx context.Context, req preview.Request, pushedAt time.Time) (Scheduled, error) {
	claim, err := q.store.ClaimHead(ctx, req.Repo, req.PR, req.HeadSHA, pushedAt)
	if err != nil {
		return Scheduled{}, err
	}
	if !claim.Latest {
		return Scheduled{Superseded: true}, nil
	}
	res, err := q.engine.insert(ctx, PreviewArgs{Request: req})
	if err != nil {
		return Scheduled{}, fmt.Errorf("enqueue the preview build of %s#%d at %s: %w", req.Repo, req.PR, req.HeadSHA, err)
	}
	s := Scheduled{JobID: res.Job.ID, Duplicate: res.UniqueSkippedAsDuplicate}
	current, err := q.store.SetPreviewJob(ctx, req.Repo, req.PR, req.HeadSHA, s.JobID)
	if err != nil {
		return s, err
	}
	if !current {
		// A newer head won between the claim and the insert: this build is already stale.
		s.Superseded = true
		return s, q.Cancel(ctx, s.JobID)
	}
	if prev := claim.Previous; prev.SHA != req.HeadSHA && prev.JobID != 0 {
		if err := q.Cancel(ctx, prev.JobID); err != nil {
			return s, err
		}
		s.Cancelled = prev.JobID
	}
	return s, nil
}

// ScheduleMerge enqueues the merge build of a merged pull request. The job is unique by its arguments, so the
// same delivery enqueued twice gives one job (Duplicate).
func (q *Queue) ScheduleMerge(ctx context.Context, req mergebuild.Request) (Scheduled, error) {
	res, err := q.engine.insert(ctx, MergeArgs{Request: req})
	if err != nil {
		return Scheduled{}, fmt.Errorf("enqueue the merge build of %s#%d: %w", req.Repo, req.PR, err)
	}
	return Scheduled{JobID: res.Job.ID, Duplicate: res.UniqueSkippedAsDuplicate}, nil
}

// Count is how many jobs of a kind are in a state.
type Count struct {
	Kind, State string
	N           int64
}

// Counts counts the jobs in the queue by kind and state, sorted, for metrics.
func (q *Queue) Counts(ctx context.Context) ([]Count, error) {
	rows, err := q.store.DB().QueryContext(ctx,
		`SELECT kind, state, count(*) FROM river_job GROUP BY kind, state ORDER BY kind, state`)
	if err != nil {
		return nil, fmt.Errorf("count jobs: %w", err)
	}
	defer func() { _ = rows.Close() }()
	var counts []Count
	for rows.Next() {
		var c Count
		if err := rows.Scan(&c.Kind, &c.State, &c.N); err != nil {
			return nil, fmt.Errorf("count jobs: %w", err)
		}
		counts = append(counts, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("count jobs: %w", err)
	}
	return counts, nil
}
