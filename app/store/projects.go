package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// DefaultConfigPath is the sdkgen.yml an override names when it names only the spec.
const DefaultConfigPath = "sdkgen.yml"

// Project is a repository's project settings. SpecPath and ConfigPath override which files are its spec and its
// sdkgen.yml; both empty means the build discovers them: sdkgen.yml and the first of openapi.yml, openapi.yaml,
// openapi.json at the root. FailOn is the level at which a target's check run fails (FailOnLevels); empty means
// the default, error.
type Project struct {
	Repo       gh.Repo
	SpecPath   string
	ConfigPath string
	FailOn     string
}

// FailOnLevels lists the values of fail_on (SERVICE-BEHAVIOUR.md §4.4), from the most severe.
func FailOnLevels() []string { return []string{"fatal", "error", "warning", "note", "never"} }

// ValidateFailOn accepts one of FailOnLevels.
func ValidateFailOn(level string) error {
	if !slices.Contains(FailOnLevels(), level) {
		return fmt.Errorf("fail_on %q: want one of %s", level, strings.Join(FailOnLevels(), ", "))
	}
	return nil
}

// ValidatePath accepts a repository-relative file path: not empty, no leading slash, no "..", no empty or "." segments.
func ValidatePath(p string) error {
	switch {
	case p == "":
		return fmt.Errorf("empty path")
	case strings.HasPrefix(p, "/"), strings.Contains(p, "\\"):
		return fmt.Errorf("%q: want a path relative to the repository root, with forward slashes", p)
	case path.Clean(p) != p, p == ".", strings.HasPrefix(p, "../"), p == "..":
		return fmt.Errorf("%q: want a clean path inside the repository (no '..', '.', '//' or trailing '/')", p)
	}
	return nil
}

// ProjectOverride returns a repository's project settings; ok is false when it has none.
func (s *Store) ProjectOverride(ctx context.Context, repo gh.Repo) (p Project, ok bool, err error) {
	p = Project{Repo: repo}
	err = s.queryRow(ctx, s.db, `SELECT spec_path, config_path, fail_on FROM sdkgen_projects WHERE repo_key = ?`,
		repoKey(repo)).Scan(&p.SpecPath, &p.ConfigPath, &p.FailOn)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Project{}, false, nil
	case err != nil:
		return Project{}, false, fmt.Errorf("read the project override of %s: %w", repo, err)
	}
	return p, true, nil
}

// SetProject records a repository's project settings, replacing any it had. It sets the paths (ConfigPath
// defaults to DefaultConfigPath), FailOn, or both.
func (s *Store) SetProject(ctx context.Context, p Project) error {
	if err := checkProject(&p); err != nil {
		return fmt.Errorf("project override of %s: %w", p.Repo, err)
	}
	_, err := s.exec(ctx, s.db, `INSERT INTO sdkgen_projects (repo_key, owner, name, spec_path, config_path, fail_on,
		updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (repo_key) DO UPDATE SET owner = excluded.owner,
		name = excluded.name, spec_path = excluded.spec_path, config_path = excluded.config_path,
		fail_on = excluded.fail_on, updated_at = excluded.updated_at`,
		repoKey(p.Repo), p.Repo.Owner, p.Repo.Name, p.SpecPath, p.ConfigPath, p.FailOn, time.Now().Unix())
	if err != nil {
		return fmt.Errorf("record the project override of %s: %w", p.Repo, err)
	}
	return nil
}

// checkProject validates p and fills in the default sdkgen.yml path of an override that names a spec.
func checkProject(p *Project) error {
	if p.FailOn != "" {
		if err := ValidateFailOn(p.FailOn); err != nil {
			return err
		}
	}
	switch {
	case p.SpecPath == "" && p.ConfigPath != "":
		return fmt.Errorf("the sdkgen.yml path %q needs a spec path (discovery finds both or neither)", p.ConfigPath)
	case p.SpecPath == "" && p.FailOn == "":
		return errors.New("it sets nothing: give the spec path, fail_on, or both")
	case p.SpecPath == "":
		return nil // discovered files, own fail_on
	case p.ConfigPath == "":
		p.ConfigPath = DefaultConfigPath
	}
	for _, file := range []string{p.SpecPath, p.ConfigPath} {
		if err := ValidatePath(file); err != nil {
			return err
		}
	}
	return nil
}

// DeleteProject removes a repository's project override: its files are discovered again.
func (s *Store) DeleteProject(ctx context.Context, repo gh.Repo) error {
	if _, err := s.exec(ctx, s.db, `DELETE FROM sdkgen_projects WHERE repo_key = ?`, repoKey(repo)); err != nil {
		return fmt.Errorf("remove the project override of %s: %w", repo, err)
	}
	return nil
}
