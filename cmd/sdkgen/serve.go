package main

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/store"
)

func newServeCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the GitHub App: webhooks, preview and merge builds and their workers in one process",
		Long: "serve takes GitHub's webhook deliveries on /api/github/hook and runs the builds they ask for.\n" +
			"Configuration: flags, then environment variables, then --config FILE; see docs/github-app.md.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runServer(cmd, s, server.Serve) },
	}
	config.RegisterFlags(cmd.Flags())
	cmd.AddCommand(newProjectCmd(s))
	return cmd
}

// runServer runs serve or worker until SIGTERM or SIGINT, logging JSON to stderr.
func runServer(cmd *cobra.Command, s streams, mode server.Mode) error {
	cfg, err := config.Load(cmd.Flags(), os.Getenv)
	if err != nil {
		return usageErrorf("configuration: %v", err)
	}
	logger := slog.New(slog.NewJSONHandler(s.err, &slog.HandlerOptions{Level: cfg.LogLevel}))
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	srv, err := server.New(ctx, cfg, mode, newRunner, logger)
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	if err := srv.Run(ctx, nil); err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	return nil
}

// newRunner is the real builds, on installation clients from go-githubapp: app/preview's and app/mergebuild's
// Builders, and app/releaseflow's Flow for the release jobs (the queue takes it as its jobs.ReleaseRunner).
func newRunner(deps server.RunnerDeps) (jobs.Runner, error) {
	cfg := deps.Config
	factory, err := gh.NewFactory(cfg.APIURL, cfg.AppID, []byte(cfg.PrivateKey.Reveal()), "sdkgen")
	if err != nil {
		return nil, err
	}
	projects := server.ProjectOverrides{Store: deps.Store}
	// The server's own queue does not exist yet when its runner is made: merge builds enqueue release refreshes
	// through a queue of their own that only enqueues (same database, so the server's workers run them).
	releases, err := jobs.New(context.Background(), deps.Store, jobs.Options{Logger: deps.Logger})
	if err != nil {
		return nil, err
	}
	return runner{
		Builds: jobs.Builds{
			Preview: preview.NewBuilder(preview.Options{
				Factory: factory, APIURL: cfg.APIURL, Freshness: deps.Store, Logger: deps.Logger, Projects: projects,
			}),
			Merge: mergebuild.NewBuilder(mergebuild.Options{
				Factory: factory, APIURL: cfg.APIURL, Logger: deps.Logger, Projects: projects,
				OnWorkingBranch: refreshReleaseOf(releases),
			}),
		},
		Flow: releaseflow.New(releaseflow.Options{Factory: factory, APIURL: cfg.APIURL, Logger: deps.Logger}),
	}, nil
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

// runner runs every job kind: the builds, and the release flow's refreshes and releases.
type runner struct {
	jobs.Builds
	*releaseflow.Flow
}

var _ jobs.ReleaseRunner = runner{}

// withStore opens the server's database (from the same settings as serve) and runs fn on the named repository.
func withStore(cmd *cobra.Command, fn func(st *store.Store, repo gh.Repo) error, name string) error {
	repo, err := gh.ParseRepo(name)
	if err != nil {
		return usageErrorf("%v", err)
	}
	cfg, err := config.Read(cmd.Flags(), os.Getenv)
	if err != nil {
		return usageErrorf("configuration: %v", err)
	}
	st, err := store.Open(cmd.Context(), cfg.DatabaseURL.Reveal())
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	defer func() { _ = st.Close() }()
	if err := fn(st, repo); err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	return nil
}
