package main

import (
	"os"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/sdkgen/sdkgen/generator/initconfig"
)

func newInitCmd(s streams) *cobra.Command {
	var opts initconfig.RunOptions
	cmd := &cobra.Command{
		Use:   "init --spec PATH [--out PATH] [--yes]",
		Short: "Guess a complete sdkgen.yml from a spec (prompts on a terminal; --yes takes the defaults)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.SpecPath == "" {
				return usageErrorf("--spec is required")
			}
			opts.IsTerminal = isTerminal(s.in)
			if err := initconfig.Run(cmd.Context(), s.in, s.out, opts); err != nil {
				return &exitError{code: exitProblems, err: err}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.SpecPath, "spec", "", "OpenAPI 3.0/3.1 description to guess from")
	cmd.Flags().StringVar(&opts.OutPath, "out", "", "where to write the configuration (default "+initconfig.DefaultOutPath+"); an existing file is never overwritten")
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "take every guessed default without asking")
	return cmd
}

// isTerminal reports whether r is an interactive terminal, so init knows whether anyone can answer its
// questions. (A character-device check is not enough: /dev/null is one.)
func isTerminal(r any) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
