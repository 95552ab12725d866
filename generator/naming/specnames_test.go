package naming

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"go.yaml.in/yaml/v3"
)

// specNames returns the schema, security scheme and operation names of the real specs in testdata/pairs.
func specNames(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob("../../testdata/pairs/*/openapi.*")
	if len(files) == 0 {
		t.Skip("no specs in testdata/pairs")
	}
	seen := make(map[string]bool)
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Paths      map[string]map[string]any `yaml:"paths"`
			Components struct {
				Schemas         map[string]any `yaml:"schemas"`
				SecuritySchemes map[string]any `yaml:"securitySchemes"`
			} `yaml:"components"`
		}
		if err := yaml.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for name := range doc.Components.Schemas {
			seen[name] = true
		}
		for name := range doc.Components.SecuritySchemes {
			seen[name] = true
		}
		for _, item := range doc.Paths {
			for _, op := range item {
				if m, ok := op.(map[string]any); ok {
					if id, ok := m["operationId"].(string); ok {
						seen[id] = true
					}
				}
			}
		}
	}
	names := make([]string, 0, len(seen))
	for name := range seen {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// TestSpecNamesRoundTrip checks every real name: its casings are valid, and its Pascal, camel and kebab names
// split back into its words.
func TestSpecNamesRoundTrip(t *testing.T) {
	n := New(lumaCasings())
	for _, name := range specNames(t) {
		checkNamer(t, n, name)
		snake := n.Snake(name)
		for _, spelt := range []string{n.Pascal(name), n.Camel(name), n.Kebab(name), n.Capital(name)} {
			if got := n.Snake(spelt); got != snake {
				t.Errorf("%q: Snake(%q) = %q, want %q", name, spelt, got, snake)
			}
		}
	}
}
