package main

import (
	"github.com/spf13/cobra"
)

func newValidateCmd(s streams) *cobra.Command {
	var in inputFlags
	var format string
	cmd := &cobra.Command{
		Use:   "validate --spec PATH --config PATH [--format text|json]",
		Short: "Check a spec and an sdkgen.yml; exit 1 when there is an error or fatal diagnostic",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			res, err := in.load(cmd.Context())
			if err != nil {
				return err
			}
			if format == "json" {
				data, err := res.Diagnostics.JSON()
				if err != nil {
					return err
				}
				if _, err := s.out.Write(append(data, '\n')); err != nil {
					return err
				}
			} else if err := res.Diagnostics.WriteText(s.out, res.Sources); err != nil {
				return err
			}
			if !res.OK() {
				return &exitError{code: exitProblems}
			}
			return nil
		},
	}
	in.register(cmd)
	registerFormat(cmd, &format)
	return cmd
}
