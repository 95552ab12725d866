package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// CIPreview is a preview commit a preview build pushed to an SDK repository for one target, with what showing
// its CI result needs: the pull request and head of the API repository, the check run of the target there, and
// the SDK repository's commit the preview was based on (its working branch's head then, "" when it had none).
type CIPreview struct {
	SDKRepo        gh.Repo
	SHA            string
	Target         string
	BaseSHA        string
	InstallationID int64
	APIRepo        gh.Repo
	PR             int
	APIHeadSHA     string
	// Project names the SDKs in the comment (<project>-<target>).
	Project    string
	CheckRunID int64
	FailOn     string
	PushedAt   time.Time
	// Result is the CI result as JSON (app/cistatus.Result); the store does not read it.
	Result string
}

// CIKey names one CIPreview.
type CIKey struct {
	SDKRepo gh.Repo
	SHA     string
	Target  string
}

// Key is the preview's key.
func (p CIPreview) Key() CIKey { return CIKey{SDKRepo: p.SDKRepo, SHA: p.SHA, Target: p.Target} }

// SaveCIPreview records a pushed preview commit. A commit pushed before (a later head of the pull request that
// changed nothing in this SDK reuses its commit) keeps its CI result and takes the new pull request head, check
// run and base: its CI ran once, for the same files.
func (s *Store) SaveCIPreview(ctx context.Context, p CIPreview) error {
	if p.SDKRepo.Owner == "" || p.SDKRepo.Name == "" || p.SHA == "" || p.Target == "" {
		return fmt.Errorf("record the preview of %s at %q (target %q): repository, commit and target are required",
			p.SDKRepo, p.SHA, p.Target)
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_ci_previews (sdk_repo, sha, target, sdk_owner, sdk_name,
		base_sha, installation_id, api_repo, pr, api_head_sha, project, check_run_id, fail_on, pushed_at, result)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (sdk_repo, sha, target) DO UPDATE SET base_sha = excluded.base_sha,
		installation_id = excluded.installation_id, api_repo = excluded.api_repo, pr = excluded.pr,
		api_head_sha = excluded.api_head_sha, project = excluded.project, check_run_id = excluded.check_run_id,
		fail_on = excluded.fail_on`,
		repoKey(p.SDKRepo), strings.ToLower(p.SHA), p.Target, p.SDKRepo.Owner, p.SDKRepo.Name, strings.ToLower(p.BaseSHA),
		p.InstallationID, p.APIRepo.String(), p.PR, strings.ToLower(p.APIHeadSHA), p.Project, p.CheckRunID, p.FailOn,
		p.PushedAt.Unix(), p.Result)
	if err != nil {
		return fmt.Errorf("record the preview of %s at %s: %w", p.SDKRepo, p.SHA, err)
	}
	return nil
}

const ciPreviewColumns = `sdk_owner, sdk_name, sha, target, base_sha, installation_id, api_repo, pr, api_head_sha,
	project, check_run_id, fail_on, pushed_at, result`

// CIPreviews returns the previews pushed as commit sha of an SDK repository (one per target pushed there),
// none when sha is no preview commit.
func (s *Store) CIPreviews(ctx context.Context, sdkRepo gh.Repo, sha string) ([]CIPreview, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+ciPreviewColumns+` FROM sdkgen_ci_previews WHERE sdk_repo = ? AND sha = ?
		ORDER BY target`), repoKey(sdkRepo), strings.ToLower(sha))
	if err != nil {
		return nil, fmt.Errorf("read the previews of %s at %s: %w", sdkRepo, sha, err)
	}
	return scanCIPreviews(rows)
}

// CIPreviewsOfHead returns the previews a pull request's head commit pushed, by target.
func (s *Store) CIPreviewsOfHead(ctx context.Context, apiRepo gh.Repo, pr int, headSHA string) ([]CIPreview, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+ciPreviewColumns+` FROM sdkgen_ci_previews
		WHERE api_repo = ? AND pr = ? AND api_head_sha = ? ORDER BY target, sdk_repo`),
		apiRepo.String(), pr, strings.ToLower(headSHA))
	if err != nil {
		return nil, fmt.Errorf("read the previews of %s#%d at %s: %w", apiRepo, pr, headSHA, err)
	}
	return scanCIPreviews(rows)
}

func scanCIPreviews(rows *sql.Rows) ([]CIPreview, error) {
	defer func() { _ = rows.Close() }()
	var out []CIPreview
	for rows.Next() {
		var p CIPreview
		var apiRepo string
		var pushed int64
		if err := rows.Scan(&p.SDKRepo.Owner, &p.SDKRepo.Name, &p.SHA, &p.Target, &p.BaseSHA, &p.InstallationID,
			&apiRepo, &p.PR, &p.APIHeadSHA, &p.Project, &p.CheckRunID, &p.FailOn, &pushed, &p.Result); err != nil {
			return nil, fmt.Errorf("read a preview: %w", err)
		}
		repo, err := gh.ParseRepo(apiRepo)
		if err != nil {
			return nil, fmt.Errorf("read a preview of %s: API repository: %w", p.SDKRepo, err)
		}
		p.APIRepo, p.PushedAt = repo, time.Unix(pushed, 0).UTC()
		out = append(out, p)
	}
	return out, rows.Err()
}

// SetCIResult records a preview's CI result and reports whether it changed: an event that tells nothing new
// (a redelivery, or a second event of the same completion) changes nothing.
func (s *Store) SetCIResult(ctx context.Context, k CIKey, result string) (changed bool, err error) {
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_ci_previews SET result = ?
		WHERE sdk_repo = ? AND sha = ? AND target = ? AND result <> ?`,
		result, repoKey(k.SDKRepo), strings.ToLower(k.SHA), k.Target, result)
	if err != nil {
		return false, fmt.Errorf("record the CI result of %s at %s: %w", k.SDKRepo, k.SHA, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}
