package apibuild

import (
	"cmp"
	"context"
	"errors"
	"fmt"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
)

// RepoInputs are a repository project's files as a build reads them.
type RepoInputs struct {
	Spec, Config []byte
	// SpecPath is the spec's path in the repository; Source says where both came from ("acme/api:openapi.yml@main").
	SpecPath, Source string
}

// ErrRepoUnreadable means the project's repository or its files cannot be read: the App is not installed on the
// repository, the ref or a file does not exist. It is the request's fault, not the service's.
var ErrRepoUnreadable = errors.New("the project's repository cannot be read")

// RepoSource reads a project's spec (and sdkgen.yml) from its GitHub repository, through the App's installation
// on that repository. Factory must be a gh.InstallationFinder (go-githubapp's is).
type RepoSource struct{ Factory gh.Factory }

// ReadProjectFiles reads the spec at src.Path (discovered when empty, as previews discover it) and the sdkgen.yml
// at src.ConfigPath (default sdkgen.yml) at src.Ref (default: the repository's default branch). A missing
// sdkgen.yml is not an error (the project or the request may give one); a missing spec is.
func (s RepoSource) ReadProjectFiles(ctx context.Context, src store.SpecSource) (RepoInputs, error) {
	repo, err := gh.ParseRepo(src.Repo)
	if err != nil {
		return RepoInputs{}, fmt.Errorf("%w: %w", ErrRepoUnreadable, err)
	}
	client, err := s.client(ctx, repo)
	if err != nil {
		return RepoInputs{}, err
	}
	ref := src.Ref
	if ref == "" {
		info, err := client.Repository(ctx, repo)
		if err != nil {
			return RepoInputs{}, unreadable(err, "read the default branch of "+repo.String())
		}
		ref = info.DefaultBranch
	}
	project := preview.Project{SpecPath: src.Path, ConfigPath: cmp.Or(src.ConfigPath, preview.DefaultConfigPath)}
	if src.Path == "" {
		project, err = preview.DiscoverProject(ctx, client, repo, ref)
		if err != nil {
			return RepoInputs{}, unreadable(err, "find the spec of "+repo.String()+" at "+ref)
		}
	}
	in, err := preview.ReadInputs(ctx, client, repo, project, ref)
	if err != nil {
		return RepoInputs{}, unreadable(err, "read the spec of "+repo.String()+" at "+ref)
	}
	source := fmt.Sprintf("%s:%s@%s", repo, project.SpecPath, ref)
	if in.Spec() == nil {
		return RepoInputs{}, fmt.Errorf("%w: %s does not exist", ErrRepoUnreadable, source)
	}
	return RepoInputs{Spec: in.Spec(), Config: in.Config(), SpecPath: project.SpecPath, Source: source}, nil
}

// client is the installation client of the App's installation on repo.
func (s RepoSource) client(ctx context.Context, repo gh.Repo) (gh.Client, error) {
	finder, ok := s.Factory.(gh.InstallationFinder)
	if !ok {
		return nil, errors.New("the GitHub client cannot find the App's installation on a repository")
	}
	id, err := finder.RepoInstallation(ctx, repo)
	if err != nil {
		return nil, unreadable(err, "the App is not installed on "+repo.String())
	}
	client, err := s.Factory.Installation(ctx, id)
	if err != nil {
		return nil, err
	}
	return preview.CachedFiles(client), nil
}

// unreadable marks GitHub's 404s (no installation, no ref, no file) as the request's fault.
func unreadable(err error, what string) error {
	if errors.Is(err, gh.ErrNotFound) || errors.Is(err, preview.ErrNoProject) {
		return fmt.Errorf("%w: %s: %w", ErrRepoUnreadable, what, err)
	}
	return fmt.Errorf("%s: %w", what, err)
}
