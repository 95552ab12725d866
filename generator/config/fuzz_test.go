package config

import (
	"bytes"
	"path/filepath"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/document"
)

// FuzzLoad feeds arbitrary bytes to Load: it must never panic, every diagnostic must be located, and a
// configuration that loads without errors must survive a Marshal round trip.
func FuzzLoad(f *testing.F) {
	for _, data := range realConfigs(f) {
		f.Add(data)
	}
	fixtures, _ := filepath.Glob(filepath.Join("testdata", "*", "*.yml"))
	for _, name := range fixtures {
		rel, _ := filepath.Rel("testdata", name)
		f.Add(readFixture(f, rel))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, list := load(data)
		for _, d := range list {
			if d.File != "sdkgen.yml" || d.Line == 0 {
				t.Fatalf("unlocated diagnostic: %s", d)
			}
		}
		if cfg == nil {
			return
		}
		if _, err := Marshal(cfg); err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		roundTrip(t, data)
	})
}

// TestMutations replaces each value of the kitchen-sink configuration, in turn, by values of other kinds:
// Load must not panic, every diagnostic must be located, and Marshal must still work. Byte-level fuzzing rarely
// reaches these shapes.
func TestMutations(t *testing.T) {
	root, _, err := document.Parse("sdkgen.yml", readFixture(t, "valid/kitchen_sink.yml"), document.ConfigLimits)
	if err != nil {
		t.Fatal(err)
	}
	replacements := []*document.Node{
		{Kind: document.Null},
		document.NewBool(true),
		{Kind: document.Number, Value: "-1"},
		document.NewString("x"),
		{Kind: document.Array, Items: []*document.Node{document.NewString("x")}},
		document.NewObject(document.Field{Key: "x", Value: document.NewBool(false)}),
	}
	var slots []**document.Node
	collectSlots(root, &slots)
	for i, slot := range slots {
		original := *slot
		// Two kinds per value, rotating, keep the test fast; over all values every kind is tried everywhere
		// that matters (objects, lists and scalars alike).
		for _, r := range []*document.Node{replacements[i%6], replacements[(i+3)%6]} {
			if r.Kind == original.Kind {
				continue
			}
			*slot = r
			data, err := yamlOf(root)
			if err != nil {
				t.Fatal(err)
			}
			cfg, list := load(data)
			for _, d := range list {
				if d.Line == 0 {
					t.Fatalf("unlocated diagnostic %s in:\n%s", d, data)
				}
			}
			if _, err := Marshal(cfg); cfg != nil && err != nil {
				t.Fatalf("Marshal: %v", err)
			}
		}
		*slot = original
	}
}

// collectSlots returns the address of every value below n, so each can be swapped in place.
func collectSlots(n *document.Node, slots *[]**document.Node) {
	for i := range n.Items {
		*slots = append(*slots, &n.Items[i])
		collectSlots(n.Items[i], slots)
	}
	for i := range n.Fields {
		*slots = append(*slots, &n.Fields[i].Value)
		collectSlots(n.Fields[i].Value, slots)
	}
}

func yamlOf(n *document.Node) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	if err := enc.Encode(nodeToYAML(n)); err != nil {
		return nil, err
	}
	return buf.Bytes(), enc.Close()
}
