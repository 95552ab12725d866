// Package upgrades opens the generator upgrade pull requests (issue 27): when the service runs a newer sdkgen than
// the one that last built a project's SDKs, each SDK repository gets one pull request from
// `sdkgen/upgrade-<version>` into its working branch, holding the regenerated code merged with the custom code as
// merge builds merge it (app/sdkrepo), with the diff stat, the change to the public API (flagged loudly when it
// breaks callers) and the generator's changelog lines for that target. Merging the pull request is the upgrade;
// closing it keeps the repository on the old generator until the next version.
package upgrades

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/surface"
	"github.com/sdkgen/sdkgen/internal/version"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// BranchPrefix starts an upgrade pull request's head branch: sdkgen/upgrade-0.10.0.
const BranchPrefix = "sdkgen/upgrade-"

// Store is what the upgrades read and record (app/store).
type Store interface {
	SDKRepos(ctx context.Context) ([]store.SDKRepo, error)
	RepoProjectID(ctx context.Context, repo gh.Repo) (id string, found bool, err error)
	LastSDKBuild(ctx context.Context, projectID string) (builds.Build, *surface.Surface, error)
	UpgradesOff(ctx context.Context, projectID string) (bool, error)
	Upgrade(ctx context.Context, repo gh.Repo, branch string) (store.Upgrade, bool, error)
	UpgradeByPR(ctx context.Context, repo gh.Repo, number int) (store.Upgrade, bool, error)
	SaveUpgrade(ctx context.Context, u store.Upgrade) error
	SetUpgradeState(ctx context.Context, repo gh.Repo, number int, state store.UpgradeState) error
}

// DefaultMaxPerRun is how many upgrade pull requests one run opens or updates at most; the others wait for the
// next run, so a new version does not flood GitHub (or the people reviewing).
const DefaultMaxPerRun = 10

// Options configures an Upgrader. Factory, APIURL and Store are required.
type Options struct {
	Factory gh.Factory
	APIURL  string
	Store   Store
	// Projects holds per-repository project settings (which files are the spec and sdkgen.yml); nil discovers.
	Projects preview.Projects
	// GitURL returns an SDK repository's git URL; gh.GitURL(APIURL, repo) when nil.
	GitURL func(gh.Repo) (string, error)
	// Version is the running generator's version (version.Current() when empty); Changelog its changelog
	// (version.Changelog() when nil).
	Version   string
	Changelog []version.Entry
	// MaxPerRun caps the pull requests opened or updated per run (DefaultMaxPerRun when zero).
	MaxPerRun int
	Registry  *targets.Registry
	WorkDir   string
	Timeout   time.Duration
	Logger    *slog.Logger
}

// Upgrader looks for SDK repositories built by an older generator and opens their upgrade pull requests.
type Upgrader struct{ opts Options }

// New returns an Upgrader with opts' defaults filled in.
func New(opts Options) *Upgrader {
	opts.Logger = cmp.Or(opts.Logger, slog.New(slog.DiscardHandler))
	opts.Version = cmp.Or(opts.Version, version.Current())
	if opts.Changelog == nil {
		opts.Changelog = version.Changelog()
	}
	opts.MaxPerRun = cmp.Or(opts.MaxPerRun, DefaultMaxPerRun)
	opts.Timeout = cmp.Or(opts.Timeout, 10*time.Minute)
	if opts.Registry == nil {
		opts.Registry = builtin.Registry()
	}
	if opts.GitURL == nil {
		api := opts.APIURL
		opts.GitURL = func(r gh.Repo) (string, error) { return gh.GitURL(api, r) }
	}
	return &Upgrader{opts: opts}
}

// RunUpgrades opens or updates the upgrade pull request of every SDK repository whose project was last built by
// an older generator, at most MaxPerRun of them. One API repository's failure is logged and the others go on;
// the error reports how many failed, so the job is retried.
func (u *Upgrader) RunUpgrades(ctx context.Context) error {
	repos, err := u.opts.Store.SDKRepos(ctx)
	if err != nil {
		return err
	}
	r := &run{u: u, budget: u.opts.MaxPerRun, log: u.opts.Logger.With("generator_version", u.opts.Version)}
	failed := 0
	for _, group := range byAPIRepo(repos) {
		if err := r.project(ctx, group); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			failed++
			r.log.WarnContext(ctx, "generator upgrade failed", "api_repo", group[0].APIRepo.String(), "error", err)
		}
	}
	r.log.InfoContext(ctx, "generator upgrades done", "sdk_repositories", len(repos), "pull_requests", u.opts.MaxPerRun-r.budget)
	if failed > 0 {
		return fmt.Errorf("the generator upgrades of %d API %s failed", failed, plural(failed, "repository", "repositories"))
	}
	return nil
}

// byAPIRepo groups SDK repositories by the API repository whose sdkgen.yml names them, in the store's order.
// Repositories without one (a polled spec URL's) have no sdkgen.yml to read at a commit and are left out.
func byAPIRepo(repos []store.SDKRepo) [][]store.SDKRepo {
	var groups [][]store.SDKRepo
	index := map[gh.Repo]int{}
	for _, r := range repos {
		if r.APIRepo == (gh.Repo{}) {
			continue
		}
		i, ok := index[r.APIRepo]
		if !ok {
			i = len(groups)
			index[r.APIRepo] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], r)
	}
	return groups
}

// RecordClosed records what became of a pull request closed in an SDK repository: when it is an upgrade pull
// request, merged makes the repository's generator the upgrade's version, and closed unmerged keeps the old one
// until the next version. It reports whether the pull request was an upgrade pull request.
func RecordClosed(ctx context.Context, st Store, repo gh.Repo, number int, merged bool) (bool, error) {
	u, ok, err := st.UpgradeByPR(ctx, repo, number)
	if err != nil || !ok {
		return false, err
	}
	state := store.UpgradeClosed
	if merged {
		state = store.UpgradeMerged
	}
	if u.State == state {
		return true, nil // a redelivery
	}
	return true, st.SetUpgradeState(ctx, repo, number, state)
}

// run is one RunUpgrades under way.
type run struct {
	u      *Upgrader
	budget int // pull requests this run may still open or update
	log    *slog.Logger
}

// project upgrades the SDK repositories of one API repository: it finds the generator that last built them,
// and generates once with this one when any of them is behind.
func (r *run) project(ctx context.Context, group []store.SDKRepo) error {
	apiRepo := group[0].APIRepo
	log := r.log.With("api_repo", apiRepo.String())
	st := r.u.opts.Store
	projectID, found, err := st.RepoProjectID(ctx, apiRepo)
	if err != nil || !found {
		return err
	}
	if off, err := st.UpgradesOff(ctx, projectID); err != nil || off {
		if off {
			log.DebugContext(ctx, "the project switched generator upgrades off")
		}
		return err
	}
	last, lastSurface, err := st.LastSDKBuild(ctx, projectID)
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	p := &projectRun{run: r, apiRepo: apiRepo, projectID: projectID, log: log,
		built: baseline{version: last.GeneratorVersion, surface: lastSurface}}
	defer p.cleanup()
	for _, rec := range group {
		if err := p.sdkRepo(ctx, rec); err != nil {
			return fmt.Errorf("%s: %w", rec.Repo, err)
		}
	}
	return nil
}

// baseline is the generator an SDK repository is on and the API surface it generated.
type baseline struct {
	version string
	surface *surface.Surface
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func removeAll(dir string) {
	if dir != "" {
		_ = os.RemoveAll(dir)
	}
}
