package spec

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// load parses src (JSON or YAML) as the caller of Load does and returns the document and the diagnostics.
func load(t testing.TB, name, src string) (*Document, diag.List) {
	t.Helper()
	data := []byte(src)
	root, _, err := document.Parse(name, data, document.SpecLimits)
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	c := &diag.Collector{Spec: &diag.Source{File: name, Data: data, Root: root}}
	return Load(name, root, c), c.List()
}

func loadFile(t testing.TB, path string) (*Document, diag.List) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return load(t, path, string(data))
}

// yamlSpec joins lines into a YAML document, so that a test can count lines as it reads them.
func yamlSpec(lines ...string) string { return strings.Join(lines, "\n") + "\n" }

// summary renders diagnostics as "Code@line:col" for comparisons.
func summary(l diag.List) []string {
	out := make([]string, 0, len(l))
	for _, d := range l {
		out = append(out, fmt.Sprintf("%s@%d:%d", d.Code, d.Line, d.Column))
	}
	return out
}

func dump(l diag.List) string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString("\n\t" + d.String())
	}
	return b.String()
}

func operation(t testing.TB, doc *Document, endpoint string) *Operation {
	t.Helper()
	op := doc.Endpoint(endpoint)
	if op == nil {
		t.Fatalf("no operation %q", endpoint)
	}
	return op
}

func param(t testing.TB, op *Operation, in, name string) *Parameter {
	t.Helper()
	for _, p := range op.Parameters {
		if p.In == in && p.Name == name {
			return p
		}
	}
	t.Fatalf("%s has no %s parameter %q", op.Endpoint(), in, name)
	return nil
}

func component(t testing.TB, doc *Document, name string) *Schema {
	t.Helper()
	s := doc.Components.Schemas[name]
	if s == nil {
		t.Fatalf("no component schema %q", name)
	}
	return s
}
