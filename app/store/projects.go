package store

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

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

// ProjectOverride returns a repository's project settings, which live on the repository project of its owner's
// organization (OrgProject with a repo spec source; only the owner's organization may set how the repository's
// pull requests are checked). ok is false when it has no project or the project sets nothing: discovered files
// and the default fail_on. FailOn is empty for the default, error.
func (s *Store) ProjectOverride(ctx context.Context, repo gh.Repo) (p Project, ok bool, err error) {
	proj, found, err := s.ownRepoProject(ctx, repo)
	if err != nil || !found {
		return Project{}, false, err
	}
	p = Project{Repo: repo, SpecPath: proj.Spec.Path, FailOn: proj.FailOn}
	if p.SpecPath != "" {
		p.ConfigPath = cmp.Or(proj.Spec.ConfigPath, DefaultConfigPath)
	}
	if p.FailOn == defaultFailOn {
		p.FailOn = ""
	}
	return p, p.SpecPath != "" || p.FailOn != "", nil
}

// defaultFailOn is the fail_on of a project that sets none.
const defaultFailOn = "error"

// ownRepoProject returns the repository project of repo in its owner's organization; found is false when there
// is none.
func (s *Store) ownRepoProject(ctx context.Context, repo gh.Repo) (OrgProject, bool, error) {
	org, err := s.OrgByLogin(ctx, repo.Owner)
	if errors.Is(err, ErrNotFound) {
		return OrgProject{}, false, nil
	}
	if err != nil {
		return OrgProject{}, false, err
	}
	found, err := s.projects(ctx, `org_id = ? AND spec_kind = ? AND spec_repo = ? ORDER BY created_at LIMIT 1`,
		org.ID, SpecFromRepo, repoKey(repo))
	if err != nil || len(found) == 0 {
		return OrgProject{}, false, err
	}
	return found[0], true, nil
}

// SetProject records a repository's project settings on its repository project (made the first time, in the
// organization of the repository's owner), replacing the paths and fail_on it had. It sets the paths
// (ConfigPath defaults to DefaultConfigPath), FailOn, or both.
func (s *Store) SetProject(ctx context.Context, p Project) error {
	if err := checkProject(&p); err != nil {
		return fmt.Errorf("project settings of %s: %w", p.Repo, err)
	}
	return s.setRepoSettings(ctx, p)
}

// setRepoSettings writes p's paths and fail_on (empty: the defaults) onto the repository's project.
func (s *Store) setRepoSettings(ctx context.Context, p Project) error {
	org, err := s.EnsureOrg(ctx, p.Repo.Owner)
	if err != nil {
		return err
	}
	proj, err := s.RepoProject(ctx, org.ID, p.Repo.String())
	if err != nil {
		return err
	}
	proj.Spec.Path, proj.Spec.ConfigPath, proj.FailOn = p.SpecPath, p.ConfigPath, cmp.Or(p.FailOn, defaultFailOn)
	if p.SpecPath == "" {
		proj.Spec.ConfigPath = ""
	}
	if _, err := s.UpdateProject(ctx, proj); err != nil {
		return fmt.Errorf("record the project settings of %s: %w", p.Repo, err)
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

// DeleteProject resets a repository's project settings: its files are discovered again and fail_on is the
// default. The project and its builds stay.
func (s *Store) DeleteProject(ctx context.Context, repo gh.Repo) error {
	if _, found, err := s.ownRepoProject(ctx, repo); err != nil || !found {
		return err
	}
	return s.setRepoSettings(ctx, Project{Repo: repo})
}

// adoptProjectSettings moves the rows of sdkgen_projects, the per-repository settings from before projects
// existed, onto the repository projects (made as needed), then removes them. Running it again (a crash between
// the two, processes starting together) writes the same settings.
func (s *Store) adoptProjectSettings(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `SELECT owner, name, spec_path, config_path, fail_on FROM sdkgen_projects ORDER BY repo_key`)
	if err != nil {
		return fmt.Errorf("read the repositories' settings to move into projects: %w", err)
	}
	var old []Project
	for rows.Next() {
		var p Project
		if err := rows.Scan(&p.Repo.Owner, &p.Repo.Name, &p.SpecPath, &p.ConfigPath, &p.FailOn); err != nil {
			_ = rows.Close()
			return fmt.Errorf("read a repository's settings: %w", err)
		}
		old = append(old, p)
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, p := range old {
		if err := s.setRepoSettings(ctx, p); err != nil {
			return fmt.Errorf("move the settings of %s into its project: %w", p.Repo, err)
		}
		if _, err := s.exec(ctx, s.db, `DELETE FROM sdkgen_projects WHERE repo_key = ?`, repoKey(p.Repo)); err != nil {
			return fmt.Errorf("remove the moved settings of %s: %w", p.Repo, err)
		}
	}
	return nil
}
