// Package php is the php target: a Composer package repository with a hand-written runtime on PSR-18/PSR-17
// (runtime/, copied under src/Core with the package's namespace) and the client, services, raw services, models,
// pagination classes, tests and docs written from the IR.
//
// The generated package passes `php -l`, a strict-types check and PHP_CodeSniffer's PSR-12 under its own
// phpcs.xml; its code is written already in that layout, so scripts/format has nothing to change.
package php

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

//go:embed all:runtime/src all:runtime/tests
var runtimeFS embed.FS

// Version is the version a new package starts at; releases bump it in the repository.
const Version = "0.0.1"

// Banner is in the file-level docblock of every generated PHP file.
const Banner = "File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// runtimeNamespace is the runtime's placeholder namespace; copies get the package's.
const runtimeNamespace = "SdkgenRuntime"

// Target generates the php target.
type Target struct{}

// Key is php.
func (Target) Key() string { return "php" }

// gen holds what one generation needs.
type gen struct {
	api   *ir.API
	cfg   *config.PHPTarget
	spec  []byte
	namer *naming.Namer
	ns    string // the root namespace, e.g. Acme
	out   *tree.Tree
	types map[string]*ir.Type
	// model is each IR type's class name under Models.
	model   map[string]string
	example example.Builder
	answers *mocktest.Answers
}

// Generate writes the Composer package repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.PHPTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the php target needs its sdkgen.yml section")
	}
	g := &gen{
		api: in.API, cfg: cfg, spec: in.Spec, namer: naming.New(in.API.Casings), out: tree.New(),
		types: map[string]*ir.Type{}, model: map[string]string{},
	}
	g.ns = g.namespace(cfg.PackageName)
	for _, t := range in.API.Types {
		g.types[t.Name] = t
	}
	g.example = example.New(in.API, func(skip []string) bool { return slices.Contains(skip, "php") })
	g.answers = mocktest.NewAnswers(in.Spec)
	g.assignNames()
	for _, step := range []func() error{g.runtime, g.sources, g.tests, g.docs, g.repository} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// namespace is package_name as a PHP namespace: each backslash-separated part with its words capitalised and
// joined (acme-sdk: AcmeSdk).
func (g *gen) namespace(name string) string {
	var parts []string
	for _, p := range strings.Split(name, `\`) {
		var words []string
		for _, w := range strings.FieldsFunc(p, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' }) {
			words = append(words, strings.ToUpper(w[:1])+w[1:])
		}
		if p = className(strings.Join(words, "")); p != "" {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 {
		return "Sdk"
	}
	return strings.Join(parts, `\`)
}

// CustomPaths are the folders generation never touches (targets.CustomCoder).
func (Target) CustomPaths(targets.Input) []string { return []string{"src/Lib/", "examples/"} }

// header is the top of every generated PHP file: the opening tag, a docblock with settings.file_header and the
// generated-file note, and strict types (PSR-12's order).
func (g *gen) header() string {
	text := Banner
	if h := strings.TrimSpace(g.api.Settings.FileHeader); h != "" {
		text = h + "\n\n" + Banner
	}
	return "<?php\n\n" + docblock(text, "") + "\ndeclare(strict_types=1);\n\n"
}

// file is a generated PHP file: the header, the namespace, the imports and the body.
func (g *gen) file(namespace string, uses []string, body string) string {
	var b strings.Builder
	b.WriteString(g.header())
	b.WriteString("namespace " + namespace + ";\n\n")
	uses = slices.Compact(slices.Sorted(slices.Values(uses)))
	for _, u := range uses {
		b.WriteString("use " + u + ";\n")
	}
	if len(uses) > 0 {
		b.WriteString("\n")
	}
	b.WriteString(body)
	return b.String()
}

// runtime copies the hand-written runtime into src/Core and its tests into tests/Core, in the package namespace.
func (g *gen) runtime() error {
	return fs.WalkDir(runtimeFS, "runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		text := strings.ReplaceAll(string(data), runtimeNamespace+`\`, g.ns+`\`)
		text = strings.Replace(text, "<?php\n\ndeclare(strict_types=1);\n\n", g.header(), 1)
		return g.add(strings.TrimPrefix(p, "runtime/"), text)
	})
}

func (g *gen) add(p, content string) error { return g.out.Add(p, []byte(content)) }

// included reports whether something skipped or limited per language is generated for PHP.
func included(skip, only []string) bool {
	return !slices.Contains(skip, "php") && (len(only) == 0 || slices.Contains(only, "php"))
}

// methods are a resource's HTTP methods generated for PHP.
func (g *gen) methods(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "http" && included(m.Skip, m.Only) {
			out = append(out, m)
		}
	}
	return out
}

// subresources are a resource's children generated for PHP.
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

// title is the API's display name: readme_title, else the client's name.
func (g *gen) title() string {
	if g.cfg.ReadmeTitle != "" {
		return g.cfg.ReadmeTitle
	}
	return g.namer.Capital(g.api.Client.Name)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}
