package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
)

// previewWorker runs preview jobs: it drops a job whose head commit is no longer the pull request's newest, and
// otherwise hands the request to the runner. An error is retried with backoff, up to MaxAttempts.
type previewWorker struct {
	river.WorkerDefaults[PreviewArgs]
	runner  PreviewRunner
	fresh   preview.Freshness
	timeout time.Duration
	logger  *slog.Logger
}

// Timeout bounds one attempt.
func (w *previewWorker) Timeout(*river.Job[PreviewArgs]) time.Duration { return w.timeout }

func (w *previewWorker) Work(ctx context.Context, job *river.Job[PreviewArgs]) error {
	req := job.Args.Request
	log := w.logger.With(RequestAttrs(req)...).With("job_id", job.ID, "attempt", job.Attempt)
	latest, err := w.fresh.IsLatest(ctx, req.Repo, req.PR, req.HeadSHA)
	if err != nil {
		return fmt.Errorf("check that %s is still the newest head of %s#%d: %w", req.HeadSHA, req.Repo, req.PR, err)
	}
	if !latest {
		log.InfoContext(ctx, "preview build superseded by a newer head commit; not running it")
		return river.JobCancel(fmt.Errorf("head %s of %s#%d was superseded", req.HeadSHA, req.Repo, req.PR))
	}
	start := time.Now()
	log.InfoContext(ctx, "preview build started")
	if err := w.runner.RunPreview(ctx, req); err != nil {
		log.WarnContext(ctx, "preview build failed", "error", err, "duration", time.Since(start))
		return fmt.Errorf("preview build of %s#%d at %s: %w", req.Repo, req.PR, req.HeadSHA, err)
	}
	log.InfoContext(ctx, "preview build finished", "duration", time.Since(start))
	return nil
}

// RequestAttrs are the log fields of a preview request.
func RequestAttrs(req preview.Request) []any {
	return []any{
		"delivery_id", req.DeliveryID, "installation_id", req.InstallationID,
		"repository", req.Repo.String(), "pull_request", req.PR, "head_sha", req.HeadSHA,
	}
}

// mergeWorker runs merge jobs. An error is retried with backoff, up to MaxAttempts: a merge build is safe to run
// again (an SDK repository that has the generation is up to date).
type mergeWorker struct {
	river.WorkerDefaults[MergeArgs]
	runner  MergeRunner
	timeout time.Duration
	logger  *slog.Logger
}

// Timeout bounds one attempt.
func (w *mergeWorker) Timeout(*river.Job[MergeArgs]) time.Duration { return w.timeout }

func (w *mergeWorker) Work(ctx context.Context, job *river.Job[MergeArgs]) error {
	req := job.Args.Request
	log := w.logger.With(MergeAttrs(req)...).With("job_id", job.ID, "attempt", job.Attempt)
	start := time.Now()
	log.InfoContext(ctx, "merge build started")
	if err := w.runner.RunMerge(ctx, req); err != nil {
		log.WarnContext(ctx, "merge build failed", "error", err, "duration", time.Since(start))
		return err
	}
	log.InfoContext(ctx, "merge build finished", "duration", time.Since(start))
	return nil
}

// MergeAttrs are the log fields of a merge request.
func MergeAttrs(req mergebuild.Request) []any {
	return []any{
		"delivery_id", req.DeliveryID, "installation_id", req.InstallationID,
		"repository", req.Repo.String(), "pull_request", req.PR, "merge_commit_sha", req.MergeCommitSHA,
	}
}
