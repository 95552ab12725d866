package main

import (
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/internal/appwire"
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
	cmd.AddCommand(newProjectCmd(s), newTokenCmd(s))
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
	srv, err := server.New(ctx, cfg, mode, appwire.Parts, logger)
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	if err := srv.Run(ctx, nil); err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	return nil
}

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
