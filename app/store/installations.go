package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// ErrNotFound is returned (wrapped) when a row does not exist.
var ErrNotFound = errors.New("not found in the store")

// Installation is one installation of the App on an account.
type Installation struct {
	ID        int64
	Account   string
	Suspended bool
}

// repoKey is a repository's key: GitHub names are case-insensitive.
func repoKey(r gh.Repo) string { return strings.ToLower(r.Owner + "/" + r.Name) }

// SaveInstallation records an installation with its complete list of repositories (installation created, or
// new permissions accepted), replacing what was known.
func (s *Store) SaveInstallation(ctx context.Context, inst Installation, repos []gh.Repo) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.upsertInstallation(ctx, tx, inst); err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, `DELETE FROM sdkgen_installation_repositories WHERE installation_id = ?`,
			inst.ID); err != nil {
			return fmt.Errorf("clear repositories of installation %d: %w", inst.ID, err)
		}
		return s.addRepositories(ctx, tx, inst.ID, repos)
	})
}

// SetSuspended records that an installation was suspended or unsuspended.
func (s *Store) SetSuspended(ctx context.Context, inst Installation) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return s.upsertInstallation(ctx, tx, inst) })
}

// DeleteInstallation forgets an uninstalled installation and its repositories.
func (s *Store) DeleteInstallation(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `DELETE FROM sdkgen_installation_repositories WHERE installation_id = ?`,
			id); err != nil {
			return fmt.Errorf("delete repositories of installation %d: %w", id, err)
		}
		if _, err := s.exec(ctx, tx, `DELETE FROM sdkgen_installations WHERE id = ?`, id); err != nil {
			return fmt.Errorf("delete installation %d: %w", id, err)
		}
		return nil
	})
}

// ChangeRepositories adds and removes repositories of an installation (installation_repositories events). The
// installation is recorded too, since its own event may have gone to an earlier deployment.
func (s *Store) ChangeRepositories(ctx context.Context, inst Installation, added, removed []gh.Repo) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.upsertInstallation(ctx, tx, inst); err != nil {
			return err
		}
		for _, r := range removed {
			if _, err := s.exec(ctx, tx,
				`DELETE FROM sdkgen_installation_repositories WHERE installation_id = ? AND repo_key = ?`,
				inst.ID, repoKey(r)); err != nil {
				return fmt.Errorf("remove %s from installation %d: %w", r, inst.ID, err)
			}
		}
		return s.addRepositories(ctx, tx, inst.ID, added)
	})
}

func (s *Store) upsertInstallation(ctx context.Context, tx *sql.Tx, inst Installation) error {
	_, err := s.exec(ctx, tx, `INSERT INTO sdkgen_installations (id, account, suspended, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET account = excluded.account, suspended = excluded.suspended,
		updated_at = excluded.updated_at`, inst.ID, inst.Account, inst.Suspended, time.Now().Unix())
	if err != nil {
		return fmt.Errorf("save installation %d: %w", inst.ID, err)
	}
	return nil
}

func (s *Store) addRepositories(ctx context.Context, tx *sql.Tx, id int64, repos []gh.Repo) error {
	for _, r := range repos {
		_, err := s.exec(ctx, tx, `INSERT INTO sdkgen_installation_repositories (installation_id, repo_key, owner, name)
			VALUES (?, ?, ?, ?) ON CONFLICT (installation_id, repo_key) DO UPDATE SET owner = excluded.owner,
			name = excluded.name`, id, repoKey(r), r.Owner, r.Name)
		if err != nil {
			return fmt.Errorf("add %s to installation %d: %w", r, id, err)
		}
	}
	return nil
}

// Installation returns an installation; ErrNotFound when it is not recorded.
func (s *Store) Installation(ctx context.Context, id int64) (Installation, error) {
	inst := Installation{ID: id}
	err := s.queryRow(ctx, s.db, `SELECT account, suspended FROM sdkgen_installations WHERE id = ?`, id).
		Scan(&inst.Account, &inst.Suspended)
	if errors.Is(err, sql.ErrNoRows) {
		return Installation{}, fmt.Errorf("installation %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Installation{}, fmt.Errorf("read installation %d: %w", id, err)
	}
	return inst, nil
}

// Repositories lists the repositories of an installation, sorted by owner/name.
func (s *Store) Repositories(ctx context.Context, installationID int64) ([]gh.Repo, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(
		`SELECT owner, name FROM sdkgen_installation_repositories WHERE installation_id = ? ORDER BY repo_key`),
		installationID)
	if err != nil {
		return nil, fmt.Errorf("list repositories of installation %d: %w", installationID, err)
	}
	defer func() { _ = rows.Close() }()
	var repos []gh.Repo
	for rows.Next() {
		var r gh.Repo
		if err := rows.Scan(&r.Owner, &r.Name); err != nil {
			return nil, fmt.Errorf("list repositories of installation %d: %w", installationID, err)
		}
		repos = append(repos, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list repositories of installation %d: %w", installationID, err)
	}
	sort.Slice(repos, func(i, j int) bool { return repoKey(repos[i]) < repoKey(repos[j]) })
	return repos, nil
}

// InstallationOf returns the installation that has repo; ErrNotFound when none has.
func (s *Store) InstallationOf(ctx context.Context, repo gh.Repo) (int64, error) {
	var id int64
	err := s.queryRow(ctx, s.db, `SELECT installation_id FROM sdkgen_installation_repositories WHERE repo_key = ?
		ORDER BY installation_id LIMIT 1`, repoKey(repo)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("installation of %s: %w", repo, ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("find the installation of %s: %w", repo, err)
	}
	return id, nil
}
