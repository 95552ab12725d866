// Package java is the java target: a Maven multi-module library repository with a hand-written runtime core on
// Jackson (runtime/, copied with the SDK's package and class prefix), a transport module on OkHttp, and the client,
// services, models, tests and docs written from the IR.
//
// The generated code compiles to Java 8 bytecode (`--release 8`) with every javac lint warning an error, and is
// already formatted the way google-java-format (AOSP style) formats it.
//
// Three parts write the tree, each in its own files:
//   - runtime.go: the runtime core (runtime/core) and the OkHttp transport (runtime/client-okhttp), copied;
//   - code.go and the files it calls: the client, services, models, params, pages and the tests of each method;
//   - repository.go: the Maven build, scripts/, README.md, api.md and the shared scaffold.
//
// layout.go is the contract between them: module folders, package names and the class prefix.
package java

import (
	"context"
	"fmt"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
)

// Version is the version a new package starts at; releases bump it in the repository.
const Version = "0.0.1"

// Banner starts every generated source file.
const Banner = "// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// Target generates the java target.
type Target struct{}

// Key is java.
func (Target) Key() string { return "java" }

// gen holds what one generation needs.
type gen struct {
	api     *ir.API
	cfg     *config.JavaTarget
	edition string
	spec    []byte
	names   *naming.Namer
	layout  layout
	out     *tree.Tree
	// snippets are the README's examples, which the code writes and the README shows.
	snippets []readmeSnippet
}

// Generate writes the library repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.JavaTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the java target needs its sdkgen.yml section")
	}
	names := javaNamer(in.API.Casings)
	g := &gen{
		api: in.API, cfg: cfg, edition: in.Edition, spec: in.Spec, names: names,
		layout: newLayout(in.API, cfg, names), out: tree.New(),
	}
	for _, part := range []func() error{g.runtime, g.code, g.repository} {
		if err := part(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}
