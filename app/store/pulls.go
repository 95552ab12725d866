package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Head is the newest known head commit of a pull request and the preview job building it.
type Head struct {
	SHA string
	// At is when the head was pushed, as the delivery said (pull_request.updated_at); deliveries can arrive out of
	// order, and a redelivered old event must not make an older commit the newest again.
	At    time.Time
	JobID int64
}

// Claim is ClaimHead's answer.
type Claim struct {
	// Latest is false when a newer head is already recorded: the caller must not build this one.
	Latest bool
	// Previous is the head recorded before (zero for a new pull request).
	Previous Head
}

// ClaimHead records sha as the newest head of a pull request unless a newer one is already recorded. A claim of
// the recorded head itself is Latest (a reopened pull request, a redelivery).
func (s *Store) ClaimHead(ctx context.Context, repo gh.Repo, pr int, sha string, at time.Time) (Claim, error) {
	var c Claim
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		c, err = s.claimHead(ctx, tx, repo, pr, sha, at)
		return err
	})
	if err != nil {
		return Claim{}, fmt.Errorf("record head %s of %s#%d: %w", sha, repo, pr, err)
	}
	return c, nil
}

func (s *Store) claimHead(ctx context.Context, tx *sql.Tx, repo gh.Repo, pr int, sha string, at time.Time) (Claim, error) {
	key := repoKey(repo)
	if _, err := s.exec(ctx, tx, `INSERT INTO sdkgen_pull_requests (repo_key, number, head_sha, head_at)
		VALUES (?, ?, '', 0) ON CONFLICT (repo_key, number) DO NOTHING`, key, pr); err != nil {
		return Claim{}, err
	}
	query := `SELECT head_sha, head_at, preview_job_id FROM sdkgen_pull_requests WHERE repo_key = ? AND number = ?`
	if s.dialect == Postgres {
		query += ` FOR UPDATE`
	}
	var prev Head
	var prevAt int64
	if err := s.queryRow(ctx, tx, query, key, pr).Scan(&prev.SHA, &prevAt, &prev.JobID); err != nil {
		return Claim{}, err
	}
	if prev.SHA != "" {
		prev.At = time.UnixMilli(prevAt).UTC()
	}
	c := Claim{Previous: prev, Latest: prev.SHA == "" || prev.SHA == sha || at.UnixMilli() >= prevAt}
	if !c.Latest {
		return c, nil
	}
	if prev.SHA == sha {
		_, err := s.exec(ctx, tx, `UPDATE sdkgen_pull_requests SET head_at = ? WHERE repo_key = ? AND number = ?
			AND head_at < ?`, at.UnixMilli(), key, pr, at.UnixMilli())
		return c, err
	}
	_, err := s.exec(ctx, tx, `UPDATE sdkgen_pull_requests SET head_sha = ?, head_at = ?, preview_job_id = 0
		WHERE repo_key = ? AND number = ?`, sha, at.UnixMilli(), key, pr)
	return c, err
}

// SetPreviewJob records the job building head sha of a pull request. It reports false, recording nothing, when
// sha is no longer the newest head: a newer push won while the job was being enqueued.
func (s *Store) SetPreviewJob(ctx context.Context, repo gh.Repo, pr int, sha string, jobID int64) (bool, error) {
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_pull_requests SET preview_job_id = ?
		WHERE repo_key = ? AND number = ? AND head_sha = ?`, jobID, repoKey(repo), pr, sha)
	if err != nil {
		return false, fmt.Errorf("record preview job %d of %s#%d: %w", jobID, repo, pr, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("record preview job %d of %s#%d: %w", jobID, repo, pr, err)
	}
	return n == 1, nil
}

// LatestHead returns the newest recorded head of a pull request; ErrNotFound when none is recorded.
func (s *Store) LatestHead(ctx context.Context, repo gh.Repo, pr int) (Head, error) {
	var h Head
	var at int64
	err := s.queryRow(ctx, s.db, `SELECT head_sha, head_at, preview_job_id FROM sdkgen_pull_requests
		WHERE repo_key = ? AND number = ?`, repoKey(repo), pr).Scan(&h.SHA, &at, &h.JobID)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && h.SHA == "") {
		return Head{}, fmt.Errorf("head of %s#%d: %w", repo, pr, ErrNotFound)
	}
	if err != nil {
		return Head{}, fmt.Errorf("read the head of %s#%d: %w", repo, pr, err)
	}
	h.At = time.UnixMilli(at).UTC()
	return h, nil
}

// IsLatest implements app/preview.Freshness: headSHA is the newest head, or no head is recorded (a build not started
// by a webhook).
func (s *Store) IsLatest(ctx context.Context, repo gh.Repo, pr int, headSHA string) (bool, error) {
	h, err := s.LatestHead(ctx, repo, pr)
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return true, nil
		}
		return false, err
	}
	return h.SHA == headSHA, nil
}
