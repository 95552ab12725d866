// Package openapi is the openapi target: the documented spec. It writes the input spec, as openapi.transforms
// left it, to openapi.documented.yml with code samples for every generated method in the extensions that
// openapi.code_samples selects (x-codeSamples for Redocly, Mintlify, bump.sh and GitBook; x-readme; or
// x-sdkgen-snippets), for the languages of code_sample_languages that have a snippet writer.
package openapi

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/snippet"
)

// OutputPath is the documented spec's path in the target's repository.
const OutputPath = "openapi.documented.yml"

// Target is the openapi target.
type Target struct{}

// Key returns "openapi".
func (Target) Key() string { return "openapi" }

// writers are the languages code samples exist for. SDK targets add theirs as they are built.
var writers = map[string]struct {
	label  string
	render func(*ir.API, *ir.Method) string
}{
	"curl": {label: "cURL", render: snippet.Curl},
}

// Generate writes the documented spec and a README.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	if len(in.Spec) == 0 {
		return nil, fmt.Errorf("the openapi target needs the spec")
	}
	root, _, err := document.Parse(OutputPath, in.Spec, document.SpecLimits)
	if err != nil {
		return nil, fmt.Errorf("re-read the spec: %w", err)
	}
	langs := sampleLanguages(in.API)
	samples := 0
	for _, m := range in.API.Methods() {
		if m.Kind != "http" || m.SpecRef == "" {
			continue
		}
		ptr, err := document.ParseFragment(m.SpecRef)
		if err != nil {
			return nil, err
		}
		op, err := root.Lookup(ptr)
		if err != nil || op.Kind != document.Object {
			return nil, fmt.Errorf("%s: operation %s not found in the spec", m.Call, m.SpecRef)
		}
		samples += addSamples(op, in.API, m, langs)
	}
	out, err := document.MarshalYAML(root)
	if err != nil {
		return nil, err
	}
	t := tree.New()
	if err := t.Add(OutputPath, out); err != nil {
		return nil, err
	}
	if err := t.Add("README.md", readme(in.API, langs, samples)); err != nil {
		return nil, err
	}
	return t, nil
}

// sampleLanguages keeps the configured languages that have a writer, in order.
func sampleLanguages(api *ir.API) []string {
	if len(api.CodeSamples.Formats) == 0 {
		return nil
	}
	var out []string
	for _, l := range api.CodeSamples.Languages {
		if _, ok := writers[l]; ok {
			out = append(out, l)
		}
	}
	return out
}

// addSamples adds the method's samples to its operation in every selected format and returns how many it added.
// A method mapped twice gets its samples once, from the first mapping.
func addSamples(op *document.Node, api *ir.API, m *ir.Method, langs []string) int {
	if len(langs) == 0 {
		return 0
	}
	for _, f := range api.CodeSamples.Formats {
		if op.Has(f) {
			return 0
		}
	}
	type sample struct{ lang, label, source string }
	var list []sample
	for _, l := range langs {
		w := writers[l]
		list = append(list, sample{lang: l, label: w.label, source: w.render(api, m)})
	}
	for _, f := range api.CodeSamples.Formats {
		switch f {
		case "x-codeSamples":
			items := &document.Node{Kind: document.Array}
			for _, s := range list {
				items.Items = append(items.Items, document.NewObject(
					document.Field{Key: "lang", Value: document.NewString(s.label)},
					document.Field{Key: "label", Value: document.NewString(s.label)},
					document.Field{Key: "source", Value: document.NewString(s.source)},
				))
			}
			op.Set(f, items)
		case "x-readme":
			items := &document.Node{Kind: document.Array}
			for _, s := range list {
				items.Items = append(items.Items, document.NewObject(
					document.Field{Key: "language", Value: document.NewString(s.lang)},
					document.Field{Key: "name", Value: document.NewString(s.label)},
					document.Field{Key: "code", Value: document.NewString(s.source)},
				))
			}
			op.Set(f, document.NewObject(document.Field{Key: "code-samples", Value: items}))
		case "x-sdkgen-snippets":
			obj := document.NewObject()
			for _, s := range list {
				obj.Set(s.lang, document.NewString(s.source))
			}
			op.Set(f, obj)
		}
	}
	return len(list)
}

func readme(api *ir.API, langs []string, samples int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s OpenAPI description\n\n", api.Organization.Name)
	b.WriteString("`" + OutputPath + "` is the API description the SDKs are generated from, as sdkgen read it")
	b.WriteString(" (after the configuration's spec transforms).\n")
	if samples > 0 {
		fmt.Fprintf(&b, "\nIt carries %d code samples (%s) in %s.\n", samples, strings.Join(langs, ", "), strings.Join(backquote(api.CodeSamples.Formats), ", "))
	}
	if slices.Contains(api.CodeSamples.Formats, "x-codeSamples") {
		b.WriteString("\nDocumentation tools that read `x-codeSamples` (Redocly, Mintlify, bump.sh, GitBook) show them next to each operation.\n")
	}
	b.WriteString("\nThis file is generated by sdkgen: edits are overwritten. Change the spec or `sdkgen.yml` instead.\n")
	return []byte(b.String())
}

func backquote(items []string) []string {
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = "`" + s + "`"
	}
	return out
}
