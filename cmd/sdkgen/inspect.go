package main

import (
	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/generator/inspect"
)

func newInspectCmd(s streams) *cobra.Command {
	var in inputFlags
	var format string
	cmd := &cobra.Command{
		Use:   "inspect --spec PATH --config PATH [--format text|json]",
		Short: "Print the resolved SDK surface: client, environments, methods with call chains, models",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			res, err := in.load(cmd.Context())
			if err != nil {
				return err
			}
			if res.API == nil {
				// Nothing to show: say why, the way validate would.
				_ = res.Diagnostics.WriteText(s.err, res.Sources)
				return &exitError{code: exitProblems}
			}
			report := inspect.Surface(res.API)
			if format == "json" {
				err = report.WriteJSON(s.out)
			} else {
				err = report.WriteText(s.out)
			}
			if err != nil {
				return err
			}
			if !res.OK() {
				_ = res.Diagnostics.WriteText(s.err, res.Sources)
				return &exitError{code: exitProblems}
			}
			return nil
		},
	}
	in.register(cmd)
	registerFormat(cmd, &format)
	return cmd
}
