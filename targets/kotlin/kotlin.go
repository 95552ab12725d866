// Package kotlin is the kotlin target: a Maven multi-module library repository with a hand-written runtime written
// in Kotlin (runtime/, copied with the SDK's package and class prefix), a transport module on OkHttp, and the
// client, services (blocking, and async with suspend functions), models, params and tests written from the IR.
//
// The generated code compiles with kotlin-maven-plugin to Java 8 bytecode with warnings as errors, and is already
// formatted the way ktfmt (--kotlinlang-style) formats it.
//
// The runtime shares no code with the java target's: it is Kotlin, so a Java SDK never needs the Kotlin standard
// library, and the Kotlin SDK reads like Kotlin (nullable types instead of Optional, Sequence and Flow, suspend).
// The two share the build's machinery (targets/internal/jvm: the versions-file format and scripts/utils/maven).
package kotlin

import (
	"context"
	"fmt"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
)

// Version is the version a new package starts at; releases bump it in the repository.
const Version = "0.0.1"

// Banner starts every generated source file.
const Banner = "// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// Target generates the kotlin target.
type Target struct{}

// Key is kotlin.
func (Target) Key() string { return "kotlin" }

// gen holds what one generation needs.
type gen struct {
	api    *ir.API
	cfg    *config.JavaTarget
	spec   []byte
	names  names
	layout layout
	types  map[string]*ir.Type
	out    *tree.Tree
	cls    *classes
	// params is each method's params class, declared once for the blocking and the async services.
	params map[*ir.Method]*class
}

// Generate writes the library repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.JavaTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the kotlin target needs its sdkgen.yml section")
	}
	g := newGen(in.API, cfg)
	g.spec = in.Spec
	for _, part := range []func() error{g.runtime, g.code, g.repository} {
		if err := part(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

func newGen(api *ir.API, cfg *config.JavaTarget) *gen {
	n := newNames(api.Casings)
	g := &gen{api: api, cfg: cfg, names: n, layout: newLayout(api, cfg, n), types: map[string]*ir.Type{}, out: tree.New()}
	for _, t := range api.Types {
		g.types[t.Name] = t
	}
	g.cls = newClasses(g)
	g.params = map[*ir.Method]*class{}
	return g
}
