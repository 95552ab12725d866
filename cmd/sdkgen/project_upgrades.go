package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
)

// newProjectUpgradesCmd shows or switches a repository's generator upgrade pull requests (docs/github-app.md).
func newProjectUpgradesCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "upgrades OWNER/REPO [on|off]",
		Short: "Show, or switch on or off, the generator upgrade pull requests of a repository's SDKs",
		Args:  cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			set := len(args) == 2
			if set && args[1] != "on" && args[1] != "off" {
				return usageErrorf("want on or off, not %q", args[1])
			}
			return withStore(cmd, func(st *store.Store, repo gh.Repo) error {
				if set {
					if err := st.SetRepoUpgradesOff(cmd.Context(), repo, args[1] == "off"); err != nil {
						return err
					}
				}
				off, err := st.RepoUpgradesOff(cmd.Context(), repo)
				if err != nil {
					return err
				}
				fmt.Fprintf(s.out, "%s: generator upgrade pull requests %s\n", repo, onOff(!off))
				return nil
			}, args[0])
		},
	}
	config.RegisterFlags(cmd.Flags())
	return cmd
}
