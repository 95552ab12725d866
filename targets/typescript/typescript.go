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
	"maps"
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

// banner starts every generated source file: settings.file_header (a licence, say), then the generated-file note.
func (g *gen) banner() string {
	return g.fileHeader() + Banner
}

// fileHeader is settings.file_header as line comments, each line ending in a newline; "" when unset.
func (g *gen) fileHeader() string {
	text := strings.TrimSpace(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(g.api.Settings.FileHeader))
	if text == "" {
		return ""
	}
	var b strings.Builder
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimRight(l, " \t"); l == "" {
			b.WriteString("//\n")
		} else {
			b.WriteString("// " + l + "\n")
		}
	}
	return b.String()
}

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
	g.planNesting()
	// The sources come first: the runtime modules an SDK ships depend on what they import.
	steps := []func() error{g.sources, g.runtime, g.repository, g.docs, g.tests, g.clientTests, g.mcpServer}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// runtime copies the hand-written runtime with the banner, and the node target's own modules, leaving out the
// optional modules the generated ones do not use (runtimeset.go).
func (g *gen) runtime() error {
	files, err := runtimeFiles(runtimeFS, "runtime")
	if err != nil {
		return err
	}
	if g.lang == "node" {
		node, err := runtimeFiles(nodeRuntimeFS, "runtime-node")
		if err != nil {
			return err
		}
		maps.Copy(files, node)
	}
	dropped := g.unusedRuntime(files)
	shipped := map[string]string{}
	for p, src := range files {
		if !dropsWith(p, files, dropped, map[string]bool{}) {
			shipped[p] = src
		}
	}
	return g.addRuntime(shipped)
}

// copyRuntime copies a whole hand-written runtime folder: the MCP server's, which has no optional modules.
func (g *gen) copyRuntime(fsys fs.FS, root string) error {
	files, err := runtimeFiles(fsys, root)
	if err != nil {
		return err
	}
	return g.addRuntime(files)
}

// addRuntime writes runtime files under the banner, in path order.
func (g *gen) addRuntime(files map[string]string) error {
	for _, p := range slices.Sorted(maps.Keys(files)) {
		if err := g.add(p, g.banner()+"\n\n"+files[p]); err != nil {
			return err
		}
	}
	return nil
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
		if _, nested := g.names.parent[t.Name]; !nested {
			g.declareType(g.module(g.names.moduleOf(t)), t)
		}
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
		if err := g.add(p, g.modules[p].render(g.banner())); err != nil {
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
