package main

import (
	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/generator/config"
)

func newSchemaCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the JSON Schema of sdkgen.yml (for editors: # yaml-language-server: $schema=...)",
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			_, err := s.out.Write(config.JSONSchema())
			return err
		},
	}
}
