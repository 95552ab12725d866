// Package python is the python target: a PyPI package repository with a hand-written runtime on httpx and pydantic
// (runtime/, copied verbatim) and the client, resources, types, pagination, tests and docs written from the IR.
//
// The generated package type-checks with pyright in strict mode, passes ruff and is already formatted the way
// `ruff format` formats it: every construct whose length depends on the spec is written on one line when it fits
// and broken in the form ruff keeps otherwise (code.go).
package python

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"regexp"
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

//go:embed all:runtime/src/sdkgen_runtime all:runtime/tests
var runtimeFS embed.FS

// Version is the version a new package starts at; releases bump it in the repository.
const Version = "0.0.1"

// Banner starts every generated source file.
const Banner = "# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// runtimePackage is the import name the hand-written runtime's tests use; copies get the SDK's.
const runtimePackage = "sdkgen_runtime"

// Target generates the python target.
type Target struct{}

// Key is python.
func (Target) Key() string { return "python" }

// gen holds what one generation needs.
type gen struct {
	api     *ir.API
	cfg     *config.PythonTarget
	edition string
	spec    []byte
	pkg     string // import name
	names   *names
	out     *tree.Tree
	modules map[string]*module
	// declared holds, per types module, the names declared so far: a reference to a later one is quoted.
	declared    map[*module]map[string]bool
	lazy        bool // writing a class body, where annotations are lazy and need no quotes
	testModules map[string]*module
	// Worked out once: each method's arguments, call chain, and each resource's child attributes.
	plans  map[*ir.Method]*pcall
	chains map[*ir.Method]string
	attrs  map[*ir.Resource]map[*ir.Resource]string
	// example makes up test and snippet values; made on first use.
	example example.Builder
	// answers knows the mock server's answers the tests check; read from the spec on first use.
	answers *mocktest.Answers
}

// Generate writes the package repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.PythonTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the python target needs its sdkgen.yml section")
	}
	pkg := cfg.ImportName()
	api, returns := methodResponses(in.API, naming.New(in.API.Casings))
	g := &gen{
		api: api, cfg: cfg, edition: in.Edition, spec: in.Spec, pkg: pkg, out: tree.New(), modules: map[string]*module{},
		plans: map[*ir.Method]*pcall{}, chains: map[*ir.Method]string{}, attrs: map[*ir.Resource]map[*ir.Resource]string{},
	}
	g.names = newNames(api, pkg)
	g.names.returns = returns
	steps := []func() error{g.runtime, g.sources, g.tests, g.docs, g.repository}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// banner is the comment every generated Python file starts with: settings.file_header, then the generated-file note.
func (g *gen) banner() string {
	var lines []string
	for _, l := range docLines(g.api.Settings.FileHeader) {
		l = strings.ReplaceAll(l, `\\`, `\`)
		if l == "" {
			lines = append(lines, "#")
		} else {
			lines = append(lines, "# "+l)
		}
	}
	return strings.Join(append(lines, Banner), "\n")
}

// runtime copies the hand-written runtime into src/<package>/ and its tests into tests/, with the banner; the tests
// import the package under its real name.
func (g *gen) runtime() error {
	unused := g.unusedRuntime()
	return fs.WalkDir(runtimeFS, "runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.Contains(p, "__pycache__") {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, "runtime/")
		if unused[rel] {
			return nil
		}
		switch {
		case rel == "src/"+runtimePackage+"/__init__.py":
			return nil // the package's own __init__.py is generated
		case rel == "src/"+runtimePackage+"/_exceptions.py":
			rel = "src/" + g.pkg + "/_exceptions.py"
			data = append(data, g.clientErrorAlias()...)
		case strings.HasPrefix(rel, "src/"+runtimePackage+"/"):
			rel = "src/" + g.pkg + strings.TrimPrefix(rel, "src/"+runtimePackage)
		case strings.HasPrefix(rel, "tests/"):
			data = []byte(renamePackage(string(data), g.pkg))
		default:
			return nil
		}
		if strings.HasSuffix(rel, ".py") {
			data = []byte(g.banner() + "\n\n" + string(data))
		}
		return g.out.Add(rel, data)
	})
}

// clientErrorAlias names the runtime's base error after the client in _exceptions.py, where the previous SDKs
// declared it (`from acme._exceptions import AcmeError`).
func (g *gen) clientErrorAlias() string {
	name := g.names.client() + "Error"
	return fmt.Sprintf("\n\n%s = ClientError\n\"\"\"The base of every error this library raises.\"\"\"\n", name)
}

// runtimeImport is a one-line `from sdkgen_runtime... import` statement of a runtime test: the module's rest and the
// imported names.
var runtimeImport = regexp.MustCompile(`(?m)^from ` + runtimePackage + `((?:\.\w+)*) import ([^(\n]+)$`)

// renamePackage makes a runtime test import the package under its real name. A one-line import of it that the
// longer name pushes past the line length is parenthesised with one name per line, as ruff formats it; a
// parenthesised one stays so (its trailing comma keeps it so for ruff too).
func renamePackage(src, pkg string) string {
	src = runtimeImport.ReplaceAllStringFunc(src, func(stmt string) string {
		m := runtimeImport.FindStringSubmatch(stmt)
		return strings.Join(importLines(pkg+m[1], strings.Split(m[2], ", ")), "\n")
	})
	return strings.ReplaceAll(src, runtimePackage, pkg)
}

func (g *gen) add(p, content string) error { return g.out.Add(p, []byte(content)) }

func (g *gen) addExecutable(p, content string) error { return g.out.AddExecutable(p, []byte(content)) }

// module returns the module at a dotted name, creating it; pkg says whether it is a package's __init__.py.
func (g *gen) module(name string, pkg bool) *module {
	p := g.names.modulePath(name, pkg)
	m, ok := g.modules[p]
	if !ok {
		m = newModule(p, g.pkg)
		g.modules[p] = m
	}
	return m
}

// sources writes the package's generated modules: types, resources, the client, pagination, errors, constants and
// the package __init__ files.
func (g *gen) sources() error {
	g.types()
	g.paramsTypes()
	for _, r := range g.api.Resources() {
		g.resource(r)
	}
	g.client()
	g.pages()
	g.errorClasses()
	g.constants()
	g.version()
	g.packageInits()
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
	return g.add("src/"+g.pkg+"/lib/.keep", "File generated from our OpenAPI spec by sdkgen.\n\nThis directory can be used to store custom files to expand the SDK.\nIt is ignored by sdkgen and code generation.\n")
}

// included reports whether something skipped or limited per language is generated for Python.
func included(skip, only []string) bool {
	if slices.Contains(skip, "python") {
		return false
	}
	return len(only) == 0 || slices.Contains(only, "python")
}

// methods are a resource's HTTP methods generated for Python.
func (g *gen) methods(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "http" && included(m.Skip, m.Only) {
			out = append(out, m)
		}
	}
	return out
}

// optionalRuntime are the runtime's modules that only some APIs need, with their tests: each is left out of a
// package whose API has no method that needs it.
var optionalRuntime = map[string]struct {
	files []string
	used  func(g *gen, r *ir.Resource) bool
}{
	"webhooks": {
		files: []string{"src/" + runtimePackage + "/_webhooks.py", "tests/core/test_webhooks.py"},
		used:  func(g *gen, r *ir.Resource) bool { return len(g.webhookMethods(r)) > 0 },
	},
	// The package's public pagination module builds on _pages whenever sdkgen.yml declares page schemes.
	"pagination": {
		files: []string{"src/" + runtimePackage + "/_pages.py", "tests/core/test_pagination.py"},
		used: func(g *gen, r *ir.Resource) bool {
			return len(g.api.Pagination) > 0 || slices.ContainsFunc(g.methods(r), func(m *ir.Method) bool { return m.Pagination != nil })
		},
	},
	"streaming": {
		files: []string{"src/" + runtimePackage + "/_streaming.py", "tests/core/test_streaming.py"},
		used: func(g *gen, r *ir.Resource) bool {
			return slices.ContainsFunc(g.methods(r), func(m *ir.Method) bool { return m.Streaming != nil })
		},
	},
}

// usesRuntime reports whether the package gets the optional runtime module named in optionalRuntime.
func (g *gen) usesRuntime(name string) bool {
	return !g.unusedRuntime()[optionalRuntime[name].files[0]]
}

// unusedRuntime are the runtime paths (as under runtime/) of the optional modules the API does not use.
func (g *gen) unusedRuntime() map[string]bool {
	out := map[string]bool{}
	for _, opt := range optionalRuntime {
		if g.api.Root == nil || !g.anyResource([]*ir.Resource{g.api.Root}, func(r *ir.Resource) bool { return opt.used(g, r) }) {
			for _, f := range opt.files {
				out[f] = true
			}
		}
	}
	return out
}

// anyResource reports whether any generated resource of the tree satisfies has.
func (g *gen) anyResource(rs []*ir.Resource, has func(*ir.Resource) bool) bool {
	return slices.ContainsFunc(rs, func(r *ir.Resource) bool {
		return included(r.Skip, r.Only) && (has(r) || g.anyResource(g.subresources(r), has))
	})
}

// webhookMethods are a resource's webhook_unwrap methods generated for Python.
func (g *gen) webhookMethods(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "webhook_unwrap" && included(m.Skip, m.Only) {
			out = append(out, m)
		}
	}
	return out
}

// subresources are a resource's children generated for Python.
func (g *gen) subresources(r *ir.Resource) []*ir.Resource {
	var out []*ir.Resource
	for _, s := range r.Subresources {
		if included(s.Skip, s.Only) {
			out = append(out, s)
		}
	}
	return out
}

// title is the API's display name.
func (g *gen) title() string {
	if g.cfg.ReadmeTitle != "" {
		return g.cfg.ReadmeTitle
	}
	return g.names.namer.Capital(g.api.Client.Name)
}

func sortedStrings(s []string) []string {
	sort.Strings(s)
	return s
}
