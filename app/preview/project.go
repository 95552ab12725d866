package preview

import (
	"cmp"
	"context"
	"errors"
	"fmt"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Project says which files of an API repository are its spec and its sdkgen.yml (repository paths), and the level
// at which a target's check run fails.
type Project struct {
	SpecPath   string
	ConfigPath string
	// FailOn is fatal, error, warning, note or never (SERVICE-BEHAVIOUR.md §4.4); empty means DefaultFailOn.
	FailOn string
}

// DefaultFailOn is the fail_on of a project that sets none.
const DefaultFailOn = "error"

// Projects holds per-repository project settings (the service's store). ok is false when a repository has none:
// its files are discovered and fail_on is the default. An override with an empty SpecPath sets only FailOn; its
// files are discovered too.
type Projects interface {
	Project(ctx context.Context, repo gh.Repo) (p Project, ok bool, err error)
}

// FindProject returns a repository's project at ref: the files an override in projects names, else the ones
// discovered at ref (DiscoverProject), with the override's fail_on. projects may be nil (no overrides). Without
// sdkgen.yml it returns ErrNoProject.
func FindProject(ctx context.Context, projects Projects, client gh.Client, repo gh.Repo, ref string) (Project, error) {
	var override Project
	if projects != nil {
		p, ok, err := projects.Project(ctx, repo)
		if err != nil {
			return Project{}, fmt.Errorf("read the project settings of %s: %w", repo, err)
		}
		if ok && p.SpecPath != "" {
			p.ConfigPath = cmp.Or(p.ConfigPath, DefaultConfigPath)
			return p, nil
		}
		override = p
	}
	p, err := DiscoverProject(ctx, client, repo, ref)
	p.FailOn = override.FailOn
	return p, err
}

// ErrNoProject means a repository has no sdkgen.yml: it does not use sdkgen (at that commit), and a preview build
// has nothing to do.
var ErrNoProject = errors.New("no sdkgen project")

// DefaultConfigPath is the sdkgen.yml discovery looks for.
const DefaultConfigPath = "sdkgen.yml"

// DefaultSpecPaths lists the spec files discovery tries, first match wins.
func DefaultSpecPaths() []string { return []string{"openapi.yml", "openapi.yaml", "openapi.json"} }

// DiscoverProject finds a repository's project files at ref: sdkgen.yml and the first of openapi.yml,
// openapi.yaml and openapi.json at the root. Without sdkgen.yml it returns ErrNoProject. Without any spec it
// still returns the project with the first candidate as SpecPath, so the build reports the spec as missing.
func DiscoverProject(ctx context.Context, client gh.Client, repo gh.Repo, ref string) (Project, error) {
	ok, err := exists(ctx, client, repo, DefaultConfigPath, ref)
	if err != nil {
		return Project{}, err
	}
	if !ok {
		return Project{}, fmt.Errorf("%s has no %s at %s: %w", repo, DefaultConfigPath, ref, ErrNoProject)
	}
	candidates := DefaultSpecPaths()
	for _, p := range candidates {
		ok, err := exists(ctx, client, repo, p, ref)
		if err != nil {
			return Project{}, err
		}
		if ok {
			return Project{SpecPath: p, ConfigPath: DefaultConfigPath}, nil
		}
	}
	return Project{SpecPath: candidates[0], ConfigPath: DefaultConfigPath}, nil
}

func exists(ctx context.Context, client gh.Client, repo gh.Repo, path, ref string) (bool, error) {
	_, err := client.File(ctx, repo, path, ref)
	switch {
	case errors.Is(err, gh.ErrNotFound):
		return false, nil
	case err != nil:
		return false, err
	}
	return true, nil
}
