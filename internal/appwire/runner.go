package appwire

import (
	"context"
	"net/http"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/cistatus"
	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/specpoll"
	"github.com/sdkgen/sdkgen/app/upgrades"
	"github.com/sdkgen/sdkgen/generator/cache"
)

// NewRunner is the real builds, on installation clients from go-githubapp: app/preview's and app/mergebuild's
// Builders, and app/releaseflow's Flow for the release jobs (the queue takes it as its jobs.ReleaseRunner).
func NewRunner(deps server.RunnerDeps) (jobs.Runner, error) {
	cfg := deps.Config
	factory, err := gh.NewFactory(cfg.APIURL, cfg.AppID, []byte(cfg.PrivateKey.Reveal()), "sdkgen")
	if err != nil {
		return nil, err
	}
	projects := server.ProjectOverrides{Store: deps.Store}
	// The server's own queue does not exist yet when its runner is made: merge builds enqueue release refreshes,
	// and the spec poller its builds, through a queue of their own that only enqueues (same database, so the
	// server's workers run them).
	releases, err := jobs.New(context.Background(), deps.Store, jobs.Options{Logger: deps.Logger})
	if err != nil {
		return nil, err
	}
	guard, err := specpoll.TestGuard(cfg.SpecPollTestAllow, cfg.SpecPollTestCAFile)
	if err != nil {
		return nil, err
	}
	tracker := &cistatus.Tracker{Factory: factory, Store: deps.Store, Timeouts: releases, Timeout: cfg.CITimeout,
		Logger: deps.Logger}
	trees := treeCache(cfg.TreeCacheMB)
	merge := mergebuild.NewBuilder(mergebuild.Options{
		Factory: factory, APIURL: cfg.APIURL, Logger: deps.Logger, Projects: projects,
		OnWorkingBranch: refreshReleaseOf(releases), Recorder: deps.Store, Trees: trees,
	})
	return runner{
		Builds: jobs.Builds{
			Preview: preview.NewBuilder(preview.Options{
				Factory: factory, APIURL: cfg.APIURL, Freshness: deps.Store, Logger: deps.Logger, Projects: projects,
				Recorder: deps.Store, CI: tracker, Trees: trees,
			}),
			Merge: merge,
		},
		Flow: releaseflow.New(releaseflow.Options{Factory: factory, APIURL: cfg.APIURL, Logger: deps.Logger}),
		// Poll builds update the SDK repositories through the merge build's path.
		Runner: &apibuild.Runner{Store: deps.Store, Logger: deps.Logger, Timeout: cfg.JobTimeout, Updater: merge,
			Trees: trees},
		Tracker: tracker,
		Poller: &specpoll.Poller{Store: deps.Store, Scheduler: releases, Logger: deps.Logger, Interval: cfg.SpecPoll,
			Fetcher: specpoll.Fetcher{Guard: guard}},
		Upgrader: upgrades.New(upgrades.Options{Factory: factory, APIURL: cfg.APIURL, Store: deps.Store, Projects: projects,
			Logger: deps.Logger, Timeout: cfg.JobTimeout}),
	}, nil
}

// treeCache is the generated trees the process's builds share (a preview's base is the previous preview's, a merge
// commit the last preview's head), at most mb MiB; nil when mb is 0.
func treeCache(mb int) cache.Store {
	if mb <= 0 {
		return nil
	}
	return cache.NewMemory(int64(mb) << 20)
}

// refreshReleaseOf schedules the release pull request's refresh of each SDK repository a merge build updated
// (which also records the repository as an SDK repository, so its pushes and release merges are recognised).
func refreshReleaseOf(q *jobs.Queue) func(context.Context, mergebuild.WorkingBranch) error {
	return func(ctx context.Context, w mergebuild.WorkingBranch) error {
		_, err := q.ScheduleReleaseRefresh(ctx, releaseflow.RefreshRequest{
			InstallationID: w.InstallationID, Repo: w.SDKRepo, Branch: w.Branch, Head: w.Head, Target: w.Target,
			APIRepo: w.APIRepo, Settings: releaseflow.SettingsFor(w.Config, w.Target), Reason: w.Reason,
		})
		return err
	}
}

// runner runs every job kind: the builds, the release flow's refreshes and releases, and the /v1 API's builds.
type runner struct {
	jobs.Builds
	*releaseflow.Flow
	*apibuild.Runner
	*specpoll.Poller
	*cistatus.Tracker
	*upgrades.Upgrader
}

var (
	_ jobs.ReleaseRunner  = runner{}
	_ jobs.APIBuildRunner = runner{}
	_ jobs.SpecPoller     = runner{}
	_ jobs.CIRunner       = runner{}
	_ jobs.UpgradeRunner  = runner{}
)

// NewAPI is the /v1 API on the server's store and queue.
func NewAPI(deps server.APIDeps) (http.Handler, error) {
	opts := api.Options{Store: deps.Store, Scheduler: deps.Queue, Logger: deps.Logger,
		RatePerMinute: deps.Config.APIRate, Burst: max(1, deps.Config.APIRate/10)}
	repos, err := repoSource(deps.Config)
	if err != nil {
		return nil, err
	}
	opts.Repos = repos
	if deps.Config.ClientID != "" {
		opts.Device = &gh.DeviceFlow{APIURL: deps.Config.APIURL, ClientID: deps.Config.ClientID}
	}
	return api.New(opts)
}

// repoSource reads repository projects' files through the App's installations (the /v1 API and the web app).
func repoSource(cfg config.Config) (apibuild.RepoSource, error) {
	factory, err := gh.NewFactory(cfg.APIURL, cfg.AppID, []byte(cfg.PrivateKey.Reveal()), "sdkgen")
	if err != nil {
		return apibuild.RepoSource{}, err
	}
	return apibuild.RepoSource{Factory: factory}, nil
}
