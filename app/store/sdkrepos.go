package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// SDKRepo is an SDK repository the App writes to: one target's production_repo with its working branch, as the
// last merge build that pushed there described it. The release flow learns from it which repositories and
// branches are SDK repositories (a push there refreshes the release pull request; a merged release pull
// request publishes) and with which settings.
type SDKRepo struct {
	Repo           gh.Repo
	Branch         string // the working branch
	InstallationID int64
	APIRepo        gh.Repo // the API repository whose sdkgen.yml names it
	Target         string  // the sdkgen.yml target key
	// Settings are the target's release settings as JSON (app/releaseflow.Settings); the store does not read them.
	Settings string
}

// SaveSDKRepo records an SDK repository's working branch, replacing what was known of it.
func (s *Store) SaveSDKRepo(ctx context.Context, r SDKRepo) error {
	if r.Repo.Owner == "" || r.Repo.Name == "" || r.Branch == "" || r.Target == "" {
		return fmt.Errorf("record SDK repository %s (branch %q, target %q): repository, branch and target are required",
			r.Repo, r.Branch, r.Target)
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_sdk_repositories (repo_key, branch, owner, name, installation_id,
		api_repo, target, settings, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (repo_key, branch) DO UPDATE SET owner = excluded.owner, name = excluded.name,
		installation_id = excluded.installation_id, api_repo = excluded.api_repo, target = excluded.target,
		settings = excluded.settings, updated_at = excluded.updated_at`,
		repoKey(r.Repo), r.Branch, r.Repo.Owner, r.Repo.Name, r.InstallationID, r.APIRepo.String(), r.Target,
		r.Settings, time.Now().Unix())
	if err != nil {
		return fmt.Errorf("record SDK repository %s (branch %s): %w", r.Repo, r.Branch, err)
	}
	return nil
}

// SDKRepo returns what is known of an SDK repository's working branch; ok is false when repo is not an SDK
// repository with that working branch.
func (s *Store) SDKRepo(ctx context.Context, repo gh.Repo, branch string) (r SDKRepo, ok bool, err error) {
	var apiRepo string
	err = s.queryRow(ctx, s.db, `SELECT owner, name, installation_id, api_repo, target, settings
		FROM sdkgen_sdk_repositories WHERE repo_key = ? AND branch = ?`, repoKey(repo), branch).
		Scan(&r.Repo.Owner, &r.Repo.Name, &r.InstallationID, &apiRepo, &r.Target, &r.Settings)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return SDKRepo{}, false, nil
	case err != nil:
		return SDKRepo{}, false, fmt.Errorf("read SDK repository %s (branch %s): %w", repo, branch, err)
	}
	r.Branch = branch
	if r.APIRepo, err = parseAPIRepo(apiRepo); err != nil {
		return SDKRepo{}, false, fmt.Errorf("read SDK repository %s (branch %s): API repository: %w", repo, branch, err)
	}
	return r, true, nil
}

// parseAPIRepo reads the api_repo column: owner/name, or nothing ("", or the "/" of an unknown one).
func parseAPIRepo(s string) (gh.Repo, error) {
	if s == "" || s == (gh.Repo{}).String() {
		return gh.Repo{}, nil
	}
	return gh.ParseRepo(s)
}

// SDKRepos lists every SDK repository's working branch the store knows, by repository and branch.
func (s *Store) SDKRepos(ctx context.Context) ([]SDKRepo, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT owner, name, branch, installation_id, api_repo, target, settings
		FROM sdkgen_sdk_repositories ORDER BY repo_key, branch`)
	if err != nil {
		return nil, fmt.Errorf("list the SDK repositories: %w", err)
	}
	defer func() { _ = rows.Close() }()
	var out []SDKRepo
	for rows.Next() {
		var r SDKRepo
		var apiRepo string
		if err := rows.Scan(&r.Repo.Owner, &r.Repo.Name, &r.Branch, &r.InstallationID, &apiRepo, &r.Target, &r.Settings); err != nil {
			return nil, fmt.Errorf("list the SDK repositories: %w", err)
		}
		if r.APIRepo, err = parseAPIRepo(apiRepo); err != nil {
			return nil, fmt.Errorf("list the SDK repositories: %s: API repository: %w", r.Repo, err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list the SDK repositories: %w", err)
	}
	return out, nil
}
