package spec

import (
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// TestEveryValueOfTheWrongKind replaces each value of real specs, one at a time, by a value of every other kind,
// and loads the result: Load must not panic, must return a document (the openapi field aside) and must report
// only catalogued codes.
func TestEveryValueOfTheWrongKind(t *testing.T) {
	files := []string{
		testdata + "specs/oai-examples/v3.0/petstore-expanded.yaml",
		testdata + "specs/oai-examples/v3.0/link-example.yaml",
		testdata + "specs/oai-examples/v3.1/tictactoe.yaml",
		testdata + "specs/oai-examples/v3.1/webhook-example.yaml",
	}
	replacements := []*document.Node{
		{Kind: document.Null},
		{Kind: document.Bool, Value: "false"},
		{Kind: document.Number, Value: "-1"},
		{Kind: document.String, Value: "#/components"},
		{Kind: document.Array, Items: []*document.Node{{Kind: document.String, Value: "x"}}},
		{Kind: document.Object, Fields: []document.Field{{Key: "$ref", Value: &document.Node{Kind: document.String, Value: "#"}}}},
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		root, _, err := document.Parse(file, data, document.SpecLimits)
		if err != nil {
			t.Fatal(err)
		}
		loads := 0
		forEachSlot(root, "", func(p document.Pointer, slot **document.Node) {
			orig := *slot
			for _, r := range replacements {
				if r.Kind == orig.Kind {
					continue
				}
				*slot = r
				loads++
				c := &diag.Collector{Spec: &diag.Source{File: file, Data: data, Root: root}}
				doc := Load(file, root, c)
				checkLoaded(t, p, doc, c.List(), p == "/openapi")
			}
			*slot = orig
		})
		t.Logf("%s: %d loads", filepath.Base(file), loads)
	}
}

// forEachSlot calls fn with every place below n that holds a node, deepest last.
func forEachSlot(n *document.Node, p document.Pointer, fn func(document.Pointer, **document.Node)) {
	for i := range n.Items {
		ip := p.Index(i)
		fn(ip, &n.Items[i])
		forEachSlot(n.Items[i], ip, fn)
	}
	for i := range n.Fields {
		fp := p.Append(n.Fields[i].Key)
		fn(fp, &n.Fields[i].Value)
		forEachSlot(n.Fields[i].Value, fp, fn)
	}
}

func checkLoaded(t *testing.T, p document.Pointer, doc *Document, diags diag.List, versionChanged bool) {
	t.Helper()
	if doc == nil && !versionChanged {
		t.Errorf("%s: no document", p)
	}
	for _, d := range diags {
		if _, ok := diag.Catalog[d.Code]; !ok {
			t.Errorf("%s: uncatalogued code %s", p, d.Code)
		}
	}
	if doc == nil {
		return
	}
	for _, op := range doc.Operations {
		if doc.Endpoint(op.Endpoint()) == nil {
			t.Errorf("%s: %s not indexed", p, op.Endpoint())
		}
	}
}

// FuzzLoad parses arbitrary input as a spec and loads it: no panic, no hang, only catalogued codes.
func FuzzLoad(f *testing.F) {
	for _, dir := range []string{"v3.0", "v3.1"} {
		files, _ := filepath.Glob(testdata + "specs/oai-examples/" + dir + "/*.yaml")
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	for _, c := range diagnosticCases() {
		f.Add([]byte(c.src))
	}
	f.Add([]byte(yamlSpec(`openapi: 3.1.0`, `components: {schemas: {A: {$ref: '#/components/schemas/B'}, B: {$ref: '#/components/schemas/A'}}}`)))
	f.Add([]byte(`{"openapi":"3.0.0","paths":{"/{a}":{"$ref":"#/paths/~1{a}"}}}`))
	lim := document.Limits{MaxBytes: 1 << 20, MaxDepth: 128, MaxNodes: 100_000}
	f.Fuzz(func(t *testing.T, data []byte) {
		type result struct {
			doc   *Document
			diags diag.List
			ok    bool
		}
		var phase atomic.Value
		phase.Store("parse")
		done := make(chan result, 1)
		go func() {
			root, _, err := document.Parse("fuzz", data, lim)
			if err != nil {
				done <- result{}
				return
			}
			phase.Store("load")
			c := &diag.Collector{Spec: &diag.Source{File: "fuzz", Data: data, Root: root}}
			doc := Load("fuzz", root, c)
			resolveAll(doc)
			done <- result{doc, c.List(), true}
		}()
		select {
		case r := <-done:
			if r.ok {
				checkLoaded(t, "", r.doc, r.diags, true)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no result after 10s in %s of %s", phase.Load(), strconv.Quote(string(data)))
		}
	})
}

// resolveAll calls Resolve on every component schema, which must terminate whatever the references.
func resolveAll(doc *Document) {
	if doc == nil {
		return
	}
	for _, s := range doc.Components.Schemas {
		s.Resolve()
	}
}
