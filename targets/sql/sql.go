// Package sql is the sql target: a PostgreSQL extension repository whose functions run in PL/Python and call the
// Python SDK the python target generates for the same configuration (python.Describe names everything they call).
//
// The extension has a schema named after it, one composite type per response model (nested objects are jsonb), a
// text domain with a CHECK per enum for arguments, and per method a function returning rows and a _jsonb twin
// returning the raw JSON. The PL/Python bodies hold only identifiers and escaped string literals: spec text never
// becomes SQL or Python. The hand-written runtime (runtime/runtime.py) is the body of <schema>._sdkgen_runtime().
package sql

import (
	"context"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/python"
)

//go:embed runtime/runtime.py
var runtimePy string

// Version is the version a new extension starts at; releases bump it in the repository.
const Version = "0.0.1"

// Target generates the sql target.
type Target struct{}

// Key is sql.
func (Target) Key() string { return "sql" }

// CustomPaths are the folders generation never touches: examples and the released install scripts that upgrade
// scripts start from.
func (Target) CustomPaths(targets.Input) []string { return []string{"examples/", "released/"} }

// gen holds what one generation needs.
type gen struct {
	api *ir.API
	cfg *config.SQLTarget
	sdk *python.Surface
	// pyProject is the Python SDK's pip install name.
	pyProject string
	spec      []byte
	namer     *naming.Namer
	ext       string // the extension's name, also its schema
	out       *tree.Tree
	types     map[string]*ir.Type
	example   example.Builder
	// composites are the composite types made, by IR type name; domains the enum domains.
	composites map[string]*composite
	domains    map[string]string
	// typeNames and funcNames are the names taken in the schema by types (and domains) and by functions.
	typeNames, funcNames map[string]bool
	funcs                []*function
	left                 []string // methods left out, with why (for README and api.md)
}

// Generate writes the extension repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.SQLTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the sql target needs its sdkgen.yml section")
	}
	pyCfg := pythonSection(in)
	sdk, err := python.Describe(in.API, pyCfg)
	if err != nil {
		return nil, err
	}
	ext := extensionName(cfg.ExtensionName)
	if ext == "" {
		return nil, fmt.Errorf("extension_name %q has no letter or digit to name an extension after", cfg.ExtensionName)
	}
	g := &gen{
		api: in.API, cfg: cfg, sdk: sdk, spec: in.Spec, namer: naming.New(in.API.Casings), ext: ext, out: tree.New(),
		types: map[string]*ir.Type{}, composites: map[string]*composite{}, domains: map[string]string{},
		typeNames: map[string]bool{}, funcNames: map[string]bool{},
	}
	g.pyProject = firstNonEmpty(plainText(pyCfg.ProjectName), strings.ReplaceAll(plainText(pyCfg.PackageName), "_", "-"))
	for _, t := range in.API.Types {
		g.types[t.Name] = t
	}
	g.example = example.New(in.API, func(skip []string) bool { return slices.Contains(skip, "python") })
	g.plan()
	for _, step := range []func() error{g.extension, g.tests, g.docs, g.repository} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// pythonSection is the python target's section, or one derived from the organization when sdkgen.yml has none:
// the extension then calls the SDK the python target would generate with its defaults.
func pythonSection(in targets.Input) *config.PythonTarget {
	if in.Targets != nil && in.Targets.Python != nil {
		return in.Targets.Python
	}
	name := identifier(firstNonEmpty(in.API.Organization.Name, in.API.Client.Name, "api"))
	return &config.PythonTarget{PackageName: strings.Trim(name, "_")}
}

// extensionName is extension_name as a PostgreSQL identifier: lower case letters, digits and underscores, starting
// with a letter, at most 63 bytes.
func extensionName(s string) string {
	name := identifier(s)
	if name == "" || strings.Trim(name, "_") == "" {
		return ""
	}
	return name
}

func (g *gen) add(p, content string) error { return g.out.Add(p, []byte(content)) }

// title is the API's display name, reduced to characters that are safe in every file it appears in.
func (g *gen) title() string {
	return plainText(g.namer.Capital(g.api.Client.Name))
}

// plainText keeps letters, digits, spaces and . , - _ of s: text from the config that goes into a control file,
// a SQL comment or a Python string.
func plainText(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', strings.ContainsRune(" .,-_", r):
			b.WriteRune(r)
		}
	}
	return strings.TrimSpace(b.String())
}
