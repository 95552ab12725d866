package generator_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/document"
)

// replacements are the values each node is swapped for: every other kind, and an empty container.
var replacements = []*document.Node{
	{Kind: document.Null},
	{Kind: document.Bool, Value: "true"},
	{Kind: document.Number, Value: "-1"},
	{Kind: document.String, Value: "#/components/schemas/Nope"},
	{Kind: document.Array, Items: []*document.Node{}},
	{Kind: document.Object, Fields: []document.Field{}},
}

// TestPipelineSurvivesMutations replaces nodes of the kitchen-sink spec and config, one at a time, with values of
// the wrong kind and runs the whole pipeline: nothing may panic, and every diagnostic must say where it is. The
// builder sees shapes here that no hand-written case covers.
func TestPipelineSurvivesMutations(t *testing.T) {
	spec, err := os.ReadFile("../testdata/kitchen-sink/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile("../testdata/kitchen-sink/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	// Every slot takes about a minute; go test ./... samples, make test (SDKGEN_LONG_TESTS=1) runs them all.
	stride := 7
	if os.Getenv("SDKGEN_LONG_TESTS") != "" {
		stride = 1
	}
	runs := 0
	for _, target := range []struct {
		name string
		data []byte
		run  func(mutated []byte) *generator.Result
	}{
		{"spec", spec, func(m []byte) *generator.Result {
			return generator.Load(context.Background(), generator.Input{SpecFile: "openapi.json", Spec: m, ConfigFile: "sdkgen.yml", Config: cfg})
		}},
		{"config", cfg, func(m []byte) *generator.Result {
			return generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.json", Config: m})
		}},
	} {
		root, _, err := document.Parse(target.name, target.data, document.SpecLimits)
		if err != nil {
			t.Fatal(err)
		}
		var slots []func(*document.Node) func()
		collectSlots(root, &slots)
		for i := 0; i < len(slots); i += stride {
			for _, r := range replacements {
				restore := slots[i](r)
				mutated, err := document.MarshalJSON(root, "")
				restore()
				if err != nil {
					t.Fatal(err)
				}
				runs++
				checkRun(t, fmt.Sprintf("%s slot %d -> %s", target.name, i, r.Kind), func() *generator.Result { return target.run(mutated) })
			}
		}
	}
	t.Logf("%d pipeline runs", runs)
}

// collectSlots lists a setter for every value in the tree; each returns a function that puts the old value back.
func collectSlots(n *document.Node, out *[]func(*document.Node) func()) {
	switch n.Kind {
	case document.Object:
		for i := range n.Fields {
			f := &n.Fields[i]
			*out = append(*out, func(v *document.Node) func() {
				old := f.Value
				f.Value = v
				return func() { f.Value = old }
			})
			collectSlots(f.Value, out)
		}
	case document.Array:
		for i := range n.Items {
			items, idx := n.Items, i
			*out = append(*out, func(v *document.Node) func() {
				old := items[idx]
				items[idx] = v
				return func() { items[idx] = old }
			})
			collectSlots(n.Items[i], out)
		}
	}
}

func checkRun(t *testing.T, what string, run func() *generator.Result) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("%s: panic: %v", what, p)
		}
	}()
	res := run()
	for _, d := range res.Diagnostics {
		if d.File == "" || d.Line == 0 {
			if d.Code != "Diagnostics/TooManyProblems" {
				t.Errorf("%s: diagnostic without a position: %s", what, d)
			}
		}
	}
}
