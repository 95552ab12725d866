package main

import (
	"context"

	"github.com/sdkgen/sdkgen/generator"
)

// inputFlags are the --spec and --config flags most commands take.
type inputFlags struct {
	spec, config string
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
