package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/generator/config"
)

func newMigrateCmd(s streams) *cobra.Command {
	var file string
	var check bool
	cmd := &cobra.Command{
		Use:   "migrate --config PATH [--check]",
		Short: "Rewrite the older forms of an sdkgen.yml into today's, keeping comments and key order",
		Long: "Rewrite the older forms of an sdkgen.yml (the 2024 package: layout, settings.edition, older key spellings, " +
			"bare-string pagination purposes) into today's form, in place, keeping comments, anchors and key order. " +
			"Prints each change; writes nothing when nothing changes. With --check, writes nothing and exits 1 when a " +
			"rewrite is needed.",
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if file == "" {
				return usageErrorf("migrate needs --config")
			}
			return migrate(s, file, check)
		},
	}
	cmd.Flags().StringVar(&file, "config", "", "sdkgen.yml to rewrite")
	cmd.Flags().BoolVar(&check, "check", false, "write nothing; exit 1 when the file needs a rewrite (for CI)")
	return cmd
}

func migrate(s streams, file string, check bool) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	out, changes, err := config.Migrate(file, data)
	if err != nil {
		return &exitError{code: exitProblems, err: fmt.Errorf("%s: %w", file, err)}
	}
	for _, c := range changes {
		fmt.Fprintf(s.out, "%s:%s\n", file, c)
	}
	switch {
	case bytes.Equal(out, data):
		fmt.Fprintf(s.out, "%s is up to date\n", file)
		return nil
	case check:
		fmt.Fprintf(s.out, "%s needs sdkgen migrate\n", file)
		return &exitError{code: exitProblems}
	}
	if err := writeFileAtomic(file, out); err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	fmt.Fprintf(s.out, "%s rewritten\n", file)
	return nil
}
