package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// buildExtras are a build's editions and API surface as their columns hold them: "" and NULL when unset, so an
// update without them keeps what a build recorded.
func buildExtras(b builds.Build) (editions string, surfaceJSON []byte, err error) {
	if len(b.Editions) > 0 {
		data, err := json.Marshal(b.Editions)
		if err != nil {
			return "", nil, fmt.Errorf("record the editions of build %s: %w", b.ID, err)
		}
		editions = string(data)
	}
	if b.Surface != nil {
		if surfaceJSON, err = json.Marshal(b.Surface); err != nil {
			return "", nil, fmt.Errorf("record the API surface of build %s: %w", b.ID, err)
		}
	}
	return editions, surfaceJSON, nil
}

// LastSDKBuild returns the newest completed build of a project that brought a generation into its SDK
// repositories (a merge build, or the build of a polled spec URL), with its generator version and API surface
// (nil when the build recorded none); ErrNotFound when there is none.
func (s *Store) LastSDKBuild(ctx context.Context, projectID string) (builds.Build, *surface.Surface, error) {
	list, err := s.buildList(ctx, `project_id = ? AND status = ? AND trigger_kind IN (?, ?)
		ORDER BY created_at DESC, id DESC LIMIT 1`, projectID, string(builds.Completed), string(builds.Merge), string(builds.Poll))
	if err != nil {
		return builds.Build{}, nil, err
	}
	if len(list) == 0 {
		return builds.Build{}, nil, fmt.Errorf("an SDK build of project %s: %w", projectID, ErrNotFound)
	}
	var data []byte
	if err := s.queryRow(ctx, s.db, `SELECT surface FROM sdkgen_builds WHERE id = ?`, list[0].ID).Scan(&data); err != nil {
		return builds.Build{}, nil, fmt.Errorf("read the API surface of build %s: %w", list[0].ID, err)
	}
	sf, err := decodeSurface(data)
	if err != nil {
		return builds.Build{}, nil, fmt.Errorf("the API surface of build %s: %w", list[0].ID, err)
	}
	return list[0], sf, nil
}

func decodeSurface(data []byte) (*surface.Surface, error) {
	if data == nil {
		return nil, nil
	}
	var sf surface.Surface
	if err := json.Unmarshal(data, &sf); err != nil {
		return nil, err
	}
	return &sf, nil
}

// SetUpgradesOff switches a project's generator upgrade pull requests off (or on again).
func (s *Store) SetUpgradesOff(ctx context.Context, projectID string, off bool) error {
	res, err := s.exec(ctx, s.db, `UPDATE sdkgen_api_projects SET upgrades_off = ? WHERE id = ?`, off, projectID)
	if err != nil {
		return fmt.Errorf("set the upgrades of project %s: %w", projectID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("project %s: %w", projectID, ErrNotFound)
	}
	return nil
}

// UpgradesOff reports whether a project switched its generator upgrade pull requests off.
func (s *Store) UpgradesOff(ctx context.Context, projectID string) (bool, error) {
	var off bool
	err := s.queryRow(ctx, s.db, `SELECT upgrades_off FROM sdkgen_api_projects WHERE id = ?`, projectID).Scan(&off)
	if errors.Is(err, sql.ErrNoRows) {
		return false, fmt.Errorf("project %s: %w", projectID, ErrNotFound)
	}
	if err != nil {
		return false, fmt.Errorf("read the upgrades setting of project %s: %w", projectID, err)
	}
	return off, nil
}

// RepoProjectID returns the id of the repository project of an API repository (in its owner's organization);
// found is false when the service has none.
func (s *Store) RepoProjectID(ctx context.Context, repo gh.Repo) (id string, found bool, err error) {
	p, found, err := s.ownRepoProject(ctx, repo)
	return p.ID, found, err
}

// SetRepoUpgradesOff switches the generator upgrade pull requests of an API repository's project off (or on
// again), making the project the first time as a build would.
func (s *Store) SetRepoUpgradesOff(ctx context.Context, repo gh.Repo, off bool) error {
	org, err := s.EnsureOrg(ctx, repo.Owner)
	if err != nil {
		return err
	}
	p, err := s.RepoProject(ctx, org.ID, repo.String())
	if err != nil {
		return err
	}
	return s.SetUpgradesOff(ctx, p.ID, off)
}

// RepoUpgradesOff reports whether an API repository's project switched generator upgrade pull requests off
// (false for a repository without a project).
func (s *Store) RepoUpgradesOff(ctx context.Context, repo gh.Repo) (bool, error) {
	id, found, err := s.RepoProjectID(ctx, repo)
	if err != nil || !found {
		return false, err
	}
	return s.UpgradesOff(ctx, id)
}
