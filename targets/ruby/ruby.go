// Package ruby is the ruby target: a RubyGems gem repository with a hand-written runtime on the standard library
// (runtime/, copied with the gem's module name) and the client, resources, models, params, type signatures, tests
// and docs written from the IR.
//
// The generated gem passes rubocop under its own .rubocop.yml and `rbs validate`; its code is written already in
// the layout rubocop accepts, so scripts/format has nothing to change.
package ruby

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

//go:embed all:runtime/lib/sdkgen_runtime all:runtime/test/sdkgen_runtime all:runtime/sig
var runtimeFS embed.FS

// Version is the version a new gem starts at; releases bump it in the repository.
const Version = "0.0.1"

// Banner starts every generated Ruby file after the magic comment.
const Banner = "# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// The runtime's placeholders: its module and its require path. Copies get the gem's.
const (
	runtimeModule = "SdkgenRuntime"
	runtimeLib    = "sdkgen_runtime"
)

// Target generates the ruby target.
type Target struct{}

// Key is ruby.
func (Target) Key() string { return "ruby" }

// gen holds what one generation needs.
type gen struct {
	api   *ir.API
	cfg   *config.RubyTarget
	spec  []byte
	namer *naming.Namer
	mod   string // the root module, e.g. Acme
	lib   string // the require path, e.g. acme
	out   *tree.Tree
	types map[string]*ir.Type
	// model is each IR type's class or module name under Models.
	model map[string]string
	// params is each method's params class under Models.
	params map[*ir.Method]string
	// nestedIn is the type whose class declares a type nested by its position (nestByPosition); nested lists
	// those types for each declaring type, in order.
	nestedIn map[string]string
	nested   map[string][]*ir.Type
	example  example.Builder
	answers  *mocktest.Answers
}

// Generate writes the gem repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.RubyTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the ruby target needs its sdkgen.yml section")
	}
	namer := naming.New(in.API.Casings)
	g := &gen{
		api: in.API, cfg: cfg, spec: in.Spec, namer: namer, out: tree.New(), types: map[string]*ir.Type{},
		model: map[string]string{}, params: map[*ir.Method]string{}, nestedIn: map[string]string{}, nested: map[string][]*ir.Type{},
	}
	g.lib = strings.ReplaceAll(strings.ToLower(cfg.GemName), "-", "_")
	g.mod = moduleName(namer, cfg)
	for _, t := range in.API.Types {
		g.types[t.Name] = t
	}
	g.example = example.New(in.API, func(skip []string) bool { return slices.Contains(skip, "ruby") })
	g.answers = mocktest.NewAnswers(in.Spec)
	g.assignNames()
	g.nestByPosition()
	for _, step := range []func() error{g.runtime, g.sources, g.signatures, g.tests, g.docs, g.repository} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// moduleName is package_name, else the gem name in PascalCase (its - and _ separate words).
func moduleName(namer *naming.Namer, cfg *config.RubyTarget) string {
	if cfg.PackageName != nil && *cfg.PackageName != "" {
		return constant(*cfg.PackageName)
	}
	return constant(namer.Pascal(strings.NewReplacer("-", " ", "_", " ").Replace(cfg.GemName)))
}

// CustomPaths are the folders generation never touches (targets.CustomCoder).
func (Target) CustomPaths(in targets.Input) []string {
	cfg, ok := in.Config.(*config.RubyTarget)
	if !ok || cfg == nil {
		return []string{"examples/"}
	}
	return []string{"lib/" + strings.ReplaceAll(strings.ToLower(cfg.GemName), "-", "_") + "/lib/", "examples/"}
}

// banner is the top of every generated Ruby file: the frozen-string magic comment, settings.file_header and the
// generated-file note.
func (g *gen) banner() string {
	lines := []string{"# frozen_string_literal: true", ""}
	for _, l := range strings.Split(strings.TrimSpace(g.api.Settings.FileHeader), "\n") {
		if strings.TrimSpace(g.api.Settings.FileHeader) == "" {
			break
		}
		lines = append(lines, strings.TrimRight("# "+l, " "))
	}
	return strings.Join(append(lines, Banner), "\n") + "\n"
}

// runtime copies the hand-written runtime into lib/<lib>/, its tests into test/<lib>/core/ and its signatures into
// sig/<lib>/, with the module and require path renamed.
func (g *gen) runtime() error {
	return fs.WalkDir(runtimeFS, "runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		rel := strings.ReplaceAll(strings.TrimPrefix(p, "runtime/"), runtimeLib, g.lib)
		text := strings.ReplaceAll(strings.ReplaceAll(string(data), runtimeModule, g.mod), runtimeLib, g.lib)
		if strings.HasSuffix(rel, ".rb") {
			text = g.banner() + strings.TrimPrefix(text, "# frozen_string_literal: true\n")
		}
		return g.out.Add(rel, []byte(text))
	})
}

func (g *gen) add(p, content string) error { return g.out.Add(p, []byte(content)) }

// included reports whether something skipped or limited per language is generated for Ruby.
func included(skip, only []string) bool {
	return !slices.Contains(skip, "ruby") && (len(only) == 0 || slices.Contains(only, "ruby"))
}

// methods are a resource's HTTP methods generated for Ruby.
func (g *gen) methods(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "http" && included(m.Skip, m.Only) {
			out = append(out, m)
		}
	}
	return out
}

// subresources are a resource's children generated for Ruby.
func (g *gen) subresources(r *ir.Resource) []*ir.Resource {
	var out []*ir.Resource
	for _, s := range r.Subresources {
		if included(s.Skip, s.Only) {
			out = append(out, s)
		}
	}
	return out
}

// resources are every generated resource below the root, parents first.
func (g *gen) resources() []*ir.Resource {
	var out []*ir.Resource
	var walk func(r *ir.Resource)
	walk = func(r *ir.Resource) {
		for _, s := range g.subresources(r) {
			out = append(out, s)
			walk(s)
		}
	}
	if g.api.Root != nil {
		walk(g.api.Root)
	}
	return out
}

// title is the API's display name.
func (g *gen) title() string { return g.namer.Capital(g.api.Client.Name) }

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
