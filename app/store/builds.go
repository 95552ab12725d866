package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/internal/version"
)

// NewBuild is a build to record: its record (targets with their first status) and, for API and poll builds, the
// inputs the job builds from.
type NewBuild struct {
	builds.Build
	Spec, Config []byte
	// IdempotencyKey makes the creation idempotent per organization; RequestHash is the request it was used with.
	IdempotencyKey, RequestHash string
}

// CreateBuild records a new build. With an idempotency key already used in the organization, it records
// nothing and returns the existing build with created false (concurrent creations with one key give one build).
func (s *Store) CreateBuild(ctx context.Context, nb NewBuild) (b builds.Build, created bool, err error) {
	nb.ID = newID("bld_")
	if nb.GeneratorVersion == "" {
		nb.GeneratorVersion = version.Current()
	}
	editions, surfaceJSON, err := buildExtras(nb.Build)
	if err != nil {
		return builds.Build{}, false, err
	}
	if nb.CreatedAt.IsZero() {
		nb.CreatedAt = time.Now().UTC()
	}
	requested := make([]string, len(nb.Targets))
	for i, t := range nb.Targets {
		requested[i] = t.Target
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, `INSERT INTO sdkgen_builds (id, org_id, project_id, trigger_kind, status, branch,
			source, spec_hash, config_hash, requested_targets, idempotency_key, request_hash, spec, config, error,
			created_at, started_at, finished_at, generator_version, editions, surface)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT DO NOTHING`,
			nb.ID, nb.OrgID, nb.ProjectID, string(nb.Trigger), string(nb.Status), nb.Branch, nb.Source, nb.SpecHash,
			nb.ConfigHash, strings.Join(requested, ","), nb.IdempotencyKey, nb.RequestHash, nb.Spec, nb.Config,
			nb.Error, nanos(nb.CreatedAt), nanosPtr(nb.StartedAt), nanosPtr(nb.FinishedAt), nb.GeneratorVersion,
			editions, surfaceJSON)
		if err != nil {
			return fmt.Errorf("record a build: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		created = true
		return s.writeTargets(ctx, tx, nb.ID, nb.Targets)
	})
	if err != nil {
		return builds.Build{}, false, err
	}
	if !created {
		b, err = s.buildByKey(ctx, nb.OrgID, nb.IdempotencyKey)
		return b, false, err
	}
	b, err = s.Build(ctx, nb.OrgID, nb.ID)
	return b, true, err
}

// ErrKeyReused is returned when an idempotency key comes back with another request.
var ErrKeyReused = errors.New("the idempotency key was used with a different request")

// BuildRequestHash returns the request hash an idempotency key was first used with.
func (s *Store) BuildRequestHash(ctx context.Context, orgID, id string) (string, error) {
	var h string
	err := s.queryRow(ctx, s.db, `SELECT request_hash FROM sdkgen_builds WHERE org_id = ? AND id = ?`, orgID, id).Scan(&h)
	if err != nil {
		return "", fmt.Errorf("read build %s: %w", id, err)
	}
	return h, nil
}

func (s *Store) buildByKey(ctx context.Context, orgID, key string) (builds.Build, error) {
	var id string
	err := s.queryRow(ctx, s.db, `SELECT id FROM sdkgen_builds WHERE org_id = ? AND idempotency_key = ?`, orgID, key).Scan(&id)
	if err != nil {
		return builds.Build{}, fmt.Errorf("read the build of an idempotency key: %w", err)
	}
	return s.Build(ctx, orgID, id)
}

func nanosPtr(t *time.Time) int64 {
	if t == nil {
		return 0
	}
	return nanos(*t)
}

// writeTargets replaces a build's target rows; an archive already stored stays when the new result has none.
func (s *Store) writeTargets(ctx context.Context, tx *sql.Tx, buildID string, targets []builds.TargetResult) error {
	for i, t := range targets {
		diags, err := json.Marshal(nonNilSlice(t.Diagnostics))
		if err != nil {
			return err
		}
		diff := []byte("null")
		if t.Diff != nil {
			diff, _ = json.Marshal(t.Diff)
		}
		_, err = s.exec(ctx, tx, `INSERT INTO sdkgen_build_targets (build_id, target, position, status, failure,
			diagnostics, diff, sdk_repo, commit_sha, preview_branch, archive, started_at, finished_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (build_id, target) DO UPDATE SET position = excluded.position, status = excluded.status,
			failure = excluded.failure, diagnostics = excluded.diagnostics, diff = excluded.diff,
			sdk_repo = excluded.sdk_repo, commit_sha = excluded.commit_sha, preview_branch = excluded.preview_branch,
			archive = COALESCE(excluded.archive, sdkgen_build_targets.archive),
			started_at = CASE WHEN excluded.started_at = 0 THEN sdkgen_build_targets.started_at ELSE excluded.started_at END,
			finished_at = CASE WHEN excluded.finished_at = 0 THEN sdkgen_build_targets.finished_at ELSE excluded.finished_at END`,
			buildID, t.Target, i, t.Status, t.Failure, string(diags), string(diff), t.SDKRepo, t.Commit,
			t.PreviewBranch, t.Archive, nanosPtr(t.StartedAt), nanosPtr(t.FinishedAt))
		if err != nil {
			return fmt.Errorf("record target %s of build %s: %w", t.Target, buildID, err)
		}
	}
	return nil
}

func nonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// StartBuild marks a queued build running; false when it is no longer queued (cancelled meanwhile).
func (s *Store) StartBuild(ctx context.Context, id string, at time.Time) (bool, error) {
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_builds SET status = ?, started_at = ? WHERE id = ? AND status IN (?, ?)`,
		string(builds.Running), nanos(at), id, string(builds.Queued), string(builds.Running))
	if err != nil {
		return false, fmt.Errorf("start build %s: %w", id, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// ResumeBuild marks running a build that is queued, running, or failed by an earlier attempt of its job (the job
// is retried only after a failure a retry may fix); false when it was cancelled or completed meanwhile.
func (s *Store) ResumeBuild(ctx context.Context, id string, at time.Time) (bool, error) {
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_builds SET status = ?, started_at = ?, error = '', finished_at = 0
		WHERE id = ? AND status IN (?, ?, ?)`, string(builds.Running), nanos(at), id, string(builds.Queued),
		string(builds.Running), string(builds.Failed))
	if err != nil {
		return false, fmt.Errorf("resume build %s: %w", id, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// FinishBuild records a build's outcome: status, error, finish time and targets. A cancelled build stays
// cancelled.
func (s *Store) FinishBuild(ctx context.Context, id string, b builds.Build) error {
	editions, surfaceJSON, err := buildExtras(b)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, `UPDATE sdkgen_builds SET status = ?, error = ?, finished_at = ?,
			spec_hash = CASE WHEN ? = '' THEN spec_hash ELSE ? END,
			config_hash = CASE WHEN ? = '' THEN config_hash ELSE ? END,
			generator_version = CASE WHEN ? = '' THEN generator_version ELSE ? END,
			editions = CASE WHEN ? = '' THEN editions ELSE ? END,
			surface = COALESCE(?, surface)
			WHERE id = ? AND status <> ?`,
			string(b.Status), b.Error, nanosPtr(b.FinishedAt), b.SpecHash, b.SpecHash, b.ConfigHash, b.ConfigHash,
			b.GeneratorVersion, b.GeneratorVersion, editions, editions, surfaceJSON, id, string(builds.Cancelled))
		if err != nil {
			return fmt.Errorf("finish build %s: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return s.writeTargets(ctx, tx, id, b.Targets)
	})
}

// CancelBuild cancels a build that has not finished; it returns the build as it is after.
func (s *Store) CancelBuild(ctx context.Context, orgID, id string) (builds.Build, error) {
	now := time.Now().UnixNano()
	_, err := s.exec(ctx, s.db, `UPDATE sdkgen_builds SET status = ?, finished_at = ? WHERE org_id = ? AND id = ?
		AND status IN (?, ?)`, string(builds.Cancelled), now, orgID, id, string(builds.Queued), string(builds.Running))
	if err != nil {
		return builds.Build{}, fmt.Errorf("cancel build %s: %w", id, err)
	}
	return s.Build(ctx, orgID, id)
}

const buildColumns = `id, org_id, project_id, trigger_kind, status, branch, source, spec_hash, config_hash, error,
	created_at, started_at, finished_at, generator_version, editions`

// Build returns an organization's build with its targets; ErrNotFound when the organization has none of that id.
func (s *Store) Build(ctx context.Context, orgID, id string) (builds.Build, error) {
	list, err := s.buildList(ctx, `org_id = ? AND id = ?`, orgID, id)
	if err != nil {
		return builds.Build{}, err
	}
	if len(list) == 0 {
		return builds.Build{}, fmt.Errorf("build %s: %w", id, ErrNotFound)
	}
	return list[0], nil
}

// BuildInputs returns the spec and sdkgen.yml an API or poll build runs on.
func (s *Store) BuildInputs(ctx context.Context, id string) (spec, config []byte, err error) {
	err = s.queryRow(ctx, s.db, `SELECT spec, config FROM sdkgen_builds WHERE id = ?`, id).Scan(&spec, &config)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, fmt.Errorf("build %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("read the inputs of build %s: %w", id, err)
	}
	return spec, config, nil
}

// BuildOrg returns the organization of a build (for the build job, which has only its id).
func (s *Store) BuildOrg(ctx context.Context, id string) (string, error) {
	var org string
	err := s.queryRow(ctx, s.db, `SELECT org_id FROM sdkgen_builds WHERE id = ?`, id).Scan(&org)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("build %s: %w", id, ErrNotFound)
	}
	return org, err
}

// BuildFilter selects builds to list.
type BuildFilter struct {
	OrgID     string
	ProjectID string // empty: every project
	// Before is a cursor: only builds created before the build of this id.
	Before string
	Limit  int
}

// Builds lists builds newest first.
func (s *Store) Builds(ctx context.Context, f BuildFilter) ([]builds.Build, error) {
	where, args := `org_id = ?`, []any{f.OrgID}
	if f.ProjectID != "" {
		where, args = where+` AND project_id = ?`, append(args, f.ProjectID)
	}
	if f.Before != "" {
		where += ` AND (created_at, id) < (SELECT created_at, id FROM sdkgen_builds WHERE id = ? AND org_id = ?)`
		args = append(args, f.Before, f.OrgID)
	}
	limit := f.Limit
	if limit <= 0 || limit > 100 {
		limit = 100
	}
	return s.buildList(ctx, fmt.Sprintf(`%s ORDER BY created_at DESC, id DESC LIMIT %d`, where, limit), args...)
}

// PreviousBuild returns the newest completed build of the same project created before b; ErrNotFound when none.
func (s *Store) PreviousBuild(ctx context.Context, b builds.Build) (builds.Build, error) {
	list, err := s.buildList(ctx, `org_id = ? AND project_id = ? AND status = ? AND (created_at, id) < (?, ?)
		ORDER BY created_at DESC, id DESC LIMIT 1`, b.OrgID, b.ProjectID, string(builds.Completed), nanos(b.CreatedAt), b.ID)
	if err != nil {
		return builds.Build{}, err
	}
	if len(list) == 0 {
		return builds.Build{}, fmt.Errorf("a build before %s: %w", b.ID, ErrNotFound)
	}
	return list[0], nil
}

func (s *Store) buildList(ctx context.Context, where string, args ...any) ([]builds.Build, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+buildColumns+` FROM sdkgen_builds WHERE `+where), args...)
	if err != nil {
		return nil, fmt.Errorf("read builds: %w", err)
	}
	var out []builds.Build
	for rows.Next() {
		var b builds.Build
		var trigger, status string
		var created, started, finished int64
		var editions string
		if err := rows.Scan(&b.ID, &b.OrgID, &b.ProjectID, &trigger, &status, &b.Branch, &b.Source, &b.SpecHash,
			&b.ConfigHash, &b.Error, &created, &started, &finished, &b.GeneratorVersion, &editions); err != nil {
			_ = rows.Close()
			return nil, fmt.Errorf("read a build: %w", err)
		}
		if editions != "" {
			if err := json.Unmarshal([]byte(editions), &b.Editions); err != nil {
				_ = rows.Close()
				return nil, fmt.Errorf("editions of build %s: %w", b.ID, err)
			}
		}
		b.Trigger, b.Status = builds.Trigger(trigger), builds.Status(status)
		b.CreatedAt, b.StartedAt, b.FinishedAt = fromNanos(created), timePtr(started), timePtr(finished)
		out = append(out, b)
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Targets, err = s.buildTargets(ctx, out[i].ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (s *Store) buildTargets(ctx context.Context, buildID string) ([]builds.TargetResult, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT target, status, failure, diagnostics, diff, sdk_repo,
		commit_sha, preview_branch, archive IS NOT NULL, started_at, finished_at FROM sdkgen_build_targets
		WHERE build_id = ? ORDER BY position`),
		buildID)
	if err != nil {
		return nil, fmt.Errorf("read the targets of build %s: %w", buildID, err)
	}
	defer func() { _ = rows.Close() }()
	out := []builds.TargetResult{}
	for rows.Next() {
		var t builds.TargetResult
		var diags, diff string
		var started, finished int64
		if err := rows.Scan(&t.Target, &t.Status, &t.Failure, &diags, &diff, &t.SDKRepo, &t.Commit, &t.PreviewBranch,
			&t.HasArchive, &started, &finished); err != nil {
			return nil, fmt.Errorf("read a target of build %s: %w", buildID, err)
		}
		if err := json.Unmarshal([]byte(diags), &t.Diagnostics); err != nil {
			return nil, fmt.Errorf("diagnostics of build %s: %w", buildID, err)
		}
		if err := json.Unmarshal([]byte(diff), &t.Diff); err != nil {
			return nil, fmt.Errorf("diff of build %s: %w", buildID, err)
		}
		t.StartedAt, t.FinishedAt = timePtr(started), timePtr(finished)
		out = append(out, t)
	}
	return out, rows.Err()
}

// Archive returns a build target's output archive (.tar.gz); ErrNotFound when there is none.
func (s *Store) Archive(ctx context.Context, orgID, buildID, target string) ([]byte, error) {
	var data []byte
	err := s.queryRow(ctx, s.db, `SELECT t.archive FROM sdkgen_build_targets t JOIN sdkgen_builds b ON b.id = t.build_id
		WHERE b.org_id = ? AND b.id = ? AND t.target = ?`, orgID, buildID, target).Scan(&data)
	switch {
	case errors.Is(err, sql.ErrNoRows), err == nil && data == nil:
		return nil, fmt.Errorf("archive of %s in build %s: %w", target, buildID, ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("read the archive of %s in build %s: %w", target, buildID, err)
	}
	return data, nil
}

// StartRepoBuild implements builds.Recorder: it records a running build of a GitHub repository in the
// organization of the repository's owner and its repository project (both made the first time), keyed so that a
// retried job finds its record again.
func (s *Store) StartRepoBuild(ctx context.Context, repo builds.RepoBuild, b builds.Build) (string, error) {
	org, err := s.EnsureOrg(ctx, repo.Owner)
	if err != nil {
		return "", err
	}
	p, err := s.RepoProject(ctx, org.ID, repo.Owner+"/"+repo.Name)
	if err != nil {
		return "", err
	}
	now := time.Now().UTC()
	b.OrgID, b.ProjectID, b.Status, b.StartedAt = org.ID, p.ID, builds.Running, &now
	rec, _, err := s.CreateBuild(ctx, NewBuild{Build: b, IdempotencyKey: repo.Key})
	if err != nil {
		return "", err
	}
	if _, err := s.StartBuild(ctx, rec.ID, now); err != nil {
		return "", err
	}
	return rec.ID, nil
}

var _ builds.Recorder = (*Store)(nil)
