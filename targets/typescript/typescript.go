// Package typescript is the typescript target and the legacy node target: an npm package repository with a
// hand-written fetch runtime (runtime/, copied verbatim) and resources, types, tests and docs written from the IR.
//
// The generated package builds for ESM and CommonJS with tsc, type-checks in strict mode, passes eslint and is
// already formatted the way prettier formats it: every construct whose length depends on the spec is written on
// one line when it fits and broken the way prettier breaks it otherwise.
package typescript

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
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

//go:embed all:runtime/src all:runtime/tests
var runtimeFS embed.FS

// nodeRuntimeFS holds the modules only the legacy node target ships: the deep imports its SDKs had (`core`,
// `_shims/index`), over the same runtime.
//
//go:embed all:runtime-node/src
var nodeRuntimeFS embed.FS

//go:embed all:static
var staticFS embed.FS

// Version is the version a new package starts at; releases bump it in the repository.
const Version = "0.0.1"

// Banner starts every generated source file.
const Banner = "// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// Target generates the typescript target, or the deprecated node target when Legacy is set.
type Target struct {
	Legacy bool
}

// Key is typescript, or node for the legacy target.
func (t Target) Key() string {
	if t.Legacy {
		return "node"
	}
	return "typescript"
}

// gen holds what one generation needs.
type gen struct {
	api     *ir.API
	lang    string
	cfg     *config.TypeScriptTarget
	edition string
	spec    []byte
	names   *names
	out     *tree.Tree
	modules map[string]*module
	// example makes up test and snippet values; made on first use.
	exampleBuilder example.Builder
}

// Generate writes the package repository.
func (t Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.TypeScriptTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the %s target needs its sdkgen.yml section", t.Key())
	}
	g := &gen{api: in.API, lang: t.Key(), cfg: cfg, edition: in.Edition, spec: in.Spec, out: tree.New(), modules: map[string]*module{}}
	g.names = newNames(in.API, g.lang)
	g.planSides()
	steps := []func() error{g.runtime, g.sources, g.repository, g.docs, g.tests, g.mcpServer}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// runtime copies the hand-written runtime with the banner, and the node target's own modules.
func (g *gen) runtime() error {
	if err := g.copyRuntime(runtimeFS, "runtime"); err != nil {
		return err
	}
	if g.lang == "node" {
		return g.copyRuntime(nodeRuntimeFS, "runtime-node")
	}
	return nil
}

func (g *gen) copyRuntime(fsys embed.FS, root string) error {
	return fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".ts") {
			return err
		}
		data, err := fsys.ReadFile(p)
		if err != nil {
			return err
		}
		return g.add(strings.TrimPrefix(p, root+"/"), Banner+"\n\n"+string(data))
	})
}

func (g *gen) add(p, content string) error { return g.out.Add(p, []byte(content)) }

func (g *gen) addExecutable(p, content string) error { return g.out.AddExecutable(p, []byte(content)) }

// module returns the module at a path, creating it.
func (g *gen) module(p string) *module {
	m, ok := g.modules[p]
	if !ok {
		m = newModule(p)
		g.modules[p] = m
	}
	return m
}

// sources writes the API's modules: resources with their types, the client, pagination, errors and the index.
func (g *gen) sources() error {
	for _, r := range g.api.Resources() {
		g.resource(r)
	}
	for _, t := range g.api.Types {
		g.declareType(g.module(g.names.moduleOf(t)), t)
	}
	g.client()
	g.pages()
	g.errors()
	g.constants()
	g.resourcesIndex()
	g.index()
	paths := make([]string, 0, len(g.modules))
	for p := range g.modules {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if err := g.add(p, g.modules[p].render(Banner)); err != nil {
			return err
		}
	}
	return nil
}

// included reports whether something skipped or limited per language is generated for this target.
func (g *gen) included(skip, only []string) bool {
	langs := []string{g.lang}
	if g.lang == "node" {
		langs = append(langs, "typescript")
	}
	for _, l := range langs {
		if slices.Contains(skip, l) {
			return false
		}
	}
	if len(only) == 0 {
		return true
	}
	return slices.ContainsFunc(langs, func(l string) bool { return slices.Contains(only, l) })
}

// methods are a resource's methods generated for this target.
func (g *gen) methods(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "http" && g.included(m.Skip, m.Only) {
			out = append(out, m)
		}
	}
	return out
}

// subresources are a resource's children generated for this target.
func (g *gen) subresources(r *ir.Resource) []*ir.Resource {
	var out []*ir.Resource
	for _, s := range r.Subresources {
		if g.included(s.Skip, s.Only) {
			out = append(out, s)
		}
	}
	return out
}

// resource writes a resource class: its subresources as properties, then its methods and their params types.
func (g *gen) resource(r *ir.Resource) {
	if !g.included(r.Skip, r.Only) {
		return
	}
	mod := g.module(g.names.resourceModule(r))
	w := &mod.body
	class := g.names.classes[r]
	w.doc(r.Description, deprecatedTag(r.Deprecated, g.lang))
	w.open("export class %s extends %s {", class, mod.use(resourceModule, "APIResource"))
	first := true
	for _, s := range g.subresources(r) {
		sc := mod.use(g.names.resourceModule(s), g.names.classes[s])
		w.writeCall(g.names.camel(s.Name)+": "+sc+" = new "+sc, []value{code("this._client")}, ";")
		first = false
	}
	var calls []*call
	for _, m := range g.methods(r) {
		if !first {
			w.blank()
		}
		first = false
		c := g.planCall(m)
		calls = append(calls, c)
		g.method(mod, c, "this._client")
	}
	g.webhookMethods(mod, r, first)
	w.close("}")
	collapseEmptyClass(w, class)
	for _, c := range calls {
		g.declareParams(mod, c)
	}
}

// collapseEmptyClass rewrites a class body that stayed empty as `{}`, as prettier writes it.
func collapseEmptyClass(w *writer, class string) {
	s := w.b.String()
	open := " {\n}\n"
	if strings.HasSuffix(s, open) && strings.Contains(s[strings.LastIndex(s[:len(s)-len(open)], "\n")+1:], "class "+class+" ") {
		w.b.Reset()
		w.b.WriteString(strings.TrimSuffix(s, open) + " {}\n")
	}
}

// resourcesIndex re-exports every module under src/resources.
func (g *gen) resourcesIndex() {
	idx := g.module("src/resources/index.ts")
	var specs []string
	for p := range g.modules {
		if strings.HasPrefix(p, "src/resources/") && p != idx.path {
			specs = append(specs, relImport(idx.path, p))
		}
	}
	sort.Strings(specs)
	for _, s := range specs {
		idx.body.line("export * from %s;", str(s))
	}
}
