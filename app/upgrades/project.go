package upgrades

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/surface"
	"github.com/sdkgen/sdkgen/internal/version"
)

// projectRun upgrades the SDK repositories of one API repository. The generation is made once, for the first
// repository that needs it.
type projectRun struct {
	*run
	apiRepo   gh.Repo
	projectID string
	log       *slog.Logger
	built     baseline // the generator of the project's newest SDK build

	// Set by generate.
	client  gh.Client
	in      preview.Inputs
	side    *preview.Side
	surface *surface.Surface // the API surface this generator makes of the inputs
	workDir string
	token   string
}

// sdkRepo decides whether one SDK repository needs an upgrade pull request, and opens or updates it.
func (p *projectRun) sdkRepo(ctx context.Context, rec store.SDKRepo) error {
	cur := p.u.opts.Version
	log := p.log.With("sdk_repo", rec.Repo.String(), "branch", rec.Branch, "target", rec.Target)
	prev, has, err := p.u.opts.Store.Upgrade(ctx, rec.Repo, rec.Branch)
	if err != nil {
		return err
	}
	from := p.built
	if has && prev.State == store.UpgradeMerged && version.Compare(prev.Version, from.version) > 0 {
		from = baseline{version: prev.Version, surface: prev.Surface}
	}
	switch {
	case from.version == "":
		log.InfoContext(ctx, "the SDKs were built before sdkgen recorded its version: no upgrade pull request")
		return nil
	case version.Compare(cur, from.version) <= 0:
		return nil
	case has && version.Compare(prev.Version, cur) >= 0:
		log.DebugContext(ctx, "this version's upgrade is already handled", "state", string(prev.State), "pull_request", prev.PR)
		return nil
	case p.budget <= 0:
		log.InfoContext(ctx, "upgrade pull requests are rate-limited: this repository waits for the next run", "from_version", from.version)
		return nil
	}
	if err := p.generate(ctx, rec); err != nil {
		return err
	}
	p.budget--
	up := &repoUpgrade{p: p, rec: rec, from: from, log: log.With("from_version", from.version)}
	if has && prev.State == store.UpgradeOpen {
		up.open = &prev
	}
	return up.run(ctx)
}

// generate reads the project's spec and sdkgen.yml on the API repository's default branch and generates every
// configured target with this generator, once per run.
func (p *projectRun) generate(ctx context.Context, rec store.SDKRepo) error {
	if p.side != nil {
		return nil
	}
	client, err := p.u.opts.Factory.Installation(ctx, rec.InstallationID)
	if err != nil {
		return fmt.Errorf("the App's installation %d: %w", rec.InstallationID, err)
	}
	p.client = preview.CachedFiles(client)
	info, err := p.client.Repository(ctx, p.apiRepo)
	if err != nil {
		return fmt.Errorf("read the default branch of %s: %w", p.apiRepo, err)
	}
	project, err := preview.FindProject(ctx, p.u.opts.Projects, p.client, p.apiRepo, info.DefaultBranch)
	if err != nil {
		return fmt.Errorf("find the sdkgen project of %s on %s: %w", p.apiRepo, info.DefaultBranch, err)
	}
	if p.in, err = preview.ReadInputs(ctx, p.client, p.apiRepo, project, info.DefaultBranch); err != nil {
		return err
	}
	if p.in.Absent() {
		return errors.Join(preview.ErrNoProject, fmt.Errorf("no %s on %s's %s", project.ConfigPath, p.apiRepo, info.DefaultBranch))
	}
	limited, cancel := context.WithTimeout(ctx, p.u.opts.Timeout)
	defer cancel()
	names := preview.ConfiguredTargets(p.log, p.u.opts.Registry, p.in)
	p.side = preview.Generate(limited, p.log, p.u.opts.Registry, nil, "default branch", p.in, names)
	if f := p.side.Failure(); f != "" {
		return fmt.Errorf("generate %s's SDKs: %s", p.apiRepo, f)
	}
	p.surface = p.side.Surface()
	if p.u.opts.WorkDir != "" {
		if err := os.MkdirAll(p.u.opts.WorkDir, 0o700); err != nil {
			return fmt.Errorf("make the work directory: %w", err)
		}
	}
	if p.workDir, err = os.MkdirTemp(p.u.opts.WorkDir, "sdkgen-upgrade-"); err != nil {
		return fmt.Errorf("make a work directory: %w", err)
	}
	if p.token, err = p.client.Token(ctx); err != nil {
		return fmt.Errorf("get an installation token for git: %w", err)
	}
	return nil
}

func (p *projectRun) cleanup() { removeAll(p.workDir) }
