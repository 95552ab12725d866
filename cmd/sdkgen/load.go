package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/generator"
)

// inputFlags are the --spec and --config flags most commands take.
type inputFlags struct {
	spec, config string
}

// register adds --spec and --config to a command.
func (f *inputFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.spec, "spec", "", "OpenAPI 3.0/3.1 description (YAML or JSON)")
	cmd.Flags().StringVar(&f.config, "config", "", "sdkgen.yml")
}

// registerFormat adds --format (text or json).
func registerFormat(cmd *cobra.Command, format *string) {
	cmd.Flags().StringVar(format, "format", "text", "output format: text or json")
}

// load reads both inputs and runs the pipeline up to the IR.
func (f inputFlags) load(ctx context.Context) (*generator.Result, error) {
	specData, err := readFile("spec", f.spec)
	if err != nil {
		return nil, err
	}
	configData, err := readFile("config", f.config)
	if err != nil {
		return nil, err
	}
	return generator.Load(ctx, generator.Input{SpecFile: f.spec, Spec: specData, ConfigFile: f.config, Config: configData}), nil
}
