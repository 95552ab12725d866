package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

func newGenerateCmd(s streams) *cobra.Command {
	var in inputFlags
	var out string
	var names []string
	cmd := &cobra.Command{
		Use:   "generate --spec PATH --config PATH --out DIR [--target NAME]...",
		Short: "Validate, then write DIR/<target>/ for each requested target (default: every configured one)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return usageErrorf("--out is required")
			}
			res, err := in.load(cmd.Context())
			if err != nil {
				return err
			}
			if !res.OK() {
				_ = res.Diagnostics.WriteText(s.err, res.Sources)
				return &exitError{code: exitProblems, err: fmt.Errorf("not generating: fix the errors above first")}
			}
			reg := builtin.Registry()
			selected, err := generator.SelectTargets(res, reg, names)
			if err != nil {
				return &exitError{code: exitProblems, err: err}
			}
			outputs, err := generator.Generate(cmd.Context(), res, reg, selected, out)
			if err != nil {
				return &exitError{code: exitProblems, err: err}
			}
			if res.Diagnostics.Worst() > 0 {
				_ = res.Diagnostics.WriteText(s.err, res.Sources)
			}
			for _, o := range outputs {
				fmt.Fprintf(s.out, "%s: wrote %d files to %s\n", o.Target, o.Tree.Len(), o.Dir)
			}
			return nil
		},
	}
	in.register(cmd)
	cmd.Flags().StringVar(&out, "out", "", "output directory; each target is written to DIR/<target>/")
	cmd.Flags().StringArrayVar(&names, "target", nil, "target to generate (repeatable); default: every configured, non-skipped target")
	return cmd
}
