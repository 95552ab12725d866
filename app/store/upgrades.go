package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// UpgradeState is where an SDK repository's newest generator upgrade pull request is.
type UpgradeState string

// Upgrade states.
const (
	UpgradeOpen   UpgradeState = "open"
	UpgradeMerged UpgradeState = "merged" // merged: the SDK repository is on the new generator
	UpgradeClosed UpgradeState = "closed" // closed unmerged: the project stays on the old one until the next version
	// UpgradeConflict: the new generation conflicts with custom code, so no pull request could hold it merged;
	// the next version tries again.
	UpgradeConflict UpgradeState = "conflict"
)

// Upgrade is an SDK repository's newest generator upgrade pull request.
type Upgrade struct {
	Repo      gh.Repo
	Branch    string // the working branch the pull request goes into
	ProjectID string
	Target    string
	// Version is the generator version it brings; FromVersion the one it upgrades from.
	Version, FromVersion string
	State                UpgradeState
	PR                   int
	HeadBranch           string // sdkgen/upgrade-<version of the first pull request>
	// Surface is the new version's API surface: once merged, what the next upgrade compares with.
	Surface   *surface.Surface
	OpenedAt  time.Time
	UpdatedAt time.Time
}

// SaveUpgrade records an SDK repository's newest upgrade pull request, replacing what was known.
func (s *Store) SaveUpgrade(ctx context.Context, u Upgrade) error {
	var sf []byte
	if u.Surface != nil {
		var err error
		if sf, err = json.Marshal(u.Surface); err != nil {
			return fmt.Errorf("record the upgrade of %s: %w", u.Repo, err)
		}
	}
	now := time.Now().UTC()
	if u.OpenedAt.IsZero() {
		u.OpenedAt = now
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_upgrades (repo_key, branch, owner, name, project_id, target, version,
		from_version, state, pr_number, head_branch, surface, opened_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (repo_key, branch) DO UPDATE SET owner = excluded.owner, name = excluded.name,
		project_id = excluded.project_id, target = excluded.target, version = excluded.version,
		from_version = excluded.from_version, state = excluded.state, pr_number = excluded.pr_number,
		head_branch = excluded.head_branch, surface = excluded.surface, opened_at = excluded.opened_at,
		updated_at = excluded.updated_at`,
		repoKey(u.Repo), u.Branch, u.Repo.Owner, u.Repo.Name, u.ProjectID, u.Target, u.Version, u.FromVersion,
		string(u.State), u.PR, u.HeadBranch, sf, nanos(u.OpenedAt), nanos(now))
	if err != nil {
		return fmt.Errorf("record the upgrade of %s (branch %s): %w", u.Repo, u.Branch, err)
	}
	return nil
}

const upgradeColumns = `owner, name, branch, project_id, target, version, from_version, state, pr_number, head_branch,
	surface, opened_at, updated_at`

// Upgrade returns the newest upgrade pull request of an SDK repository's working branch; ok is false when it
// never had one.
func (s *Store) Upgrade(ctx context.Context, repo gh.Repo, branch string) (Upgrade, bool, error) {
	return s.upgradeWhere(ctx, `repo_key = ? AND branch = ?`, repoKey(repo), branch)
}

// UpgradeByPR returns the upgrade whose pull request is number in repo; ok is false when it is none.
func (s *Store) UpgradeByPR(ctx context.Context, repo gh.Repo, number int) (Upgrade, bool, error) {
	return s.upgradeWhere(ctx, `repo_key = ? AND pr_number = ?`, repoKey(repo), number)
}

func (s *Store) upgradeWhere(ctx context.Context, where string, args ...any) (Upgrade, bool, error) {
	u, err := s.scanUpgrade(s.queryRow(ctx, s.db, `SELECT `+upgradeColumns+` FROM sdkgen_upgrades WHERE `+where, args...))
	if errors.Is(err, sql.ErrNoRows) {
		return Upgrade{}, false, nil
	}
	return u, err == nil, err
}

// SetUpgradeState records what became of an upgrade pull request (merged or closed), unless it is no longer the
// repository's newest one.
func (s *Store) SetUpgradeState(ctx context.Context, repo gh.Repo, number int, state UpgradeState) error {
	_, err := s.exec(ctx, s.db, `UPDATE sdkgen_upgrades SET state = ?, updated_at = ? WHERE repo_key = ? AND pr_number = ?`,
		string(state), time.Now().UnixNano(), repoKey(repo), number)
	if err != nil {
		return fmt.Errorf("record the upgrade pull request %s#%d as %s: %w", repo, number, state, err)
	}
	return nil
}

func (s *Store) scanUpgrade(row *sql.Row) (Upgrade, error) {
	var u Upgrade
	var state string
	var sf []byte
	var opened, updated int64
	err := row.Scan(&u.Repo.Owner, &u.Repo.Name, &u.Branch, &u.ProjectID, &u.Target, &u.Version, &u.FromVersion,
		&state, &u.PR, &u.HeadBranch, &sf, &opened, &updated)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return Upgrade{}, err
		}
		return Upgrade{}, fmt.Errorf("read an upgrade: %w", err)
	}
	u.State, u.OpenedAt, u.UpdatedAt = UpgradeState(state), fromNanos(opened), fromNanos(updated)
	if u.Surface, err = decodeSurface(sf); err != nil {
		return Upgrade{}, fmt.Errorf("the upgrade of %s: API surface: %w", u.Repo, err)
	}
	return u, nil
}
