package main

import (
	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/server"
)

func newWorkerCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "worker",
		Short: "Run build workers only, beside sdkgen serve, sharing a PostgreSQL database",
		Long: "worker runs the builds that sdkgen serve processes enqueue; it needs a postgres:// SDKGEN_DATABASE_URL.\n" +
			"It serves /healthz, /readyz and /metrics on SDKGEN_LISTEN. See docs/github-app.md.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runServer(cmd, s, server.Worker) },
	}
	config.RegisterFlags(cmd.Flags())
	return cmd
}
