package initconfig

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// repoRoot is where the shared test inputs live, relative to this package.
const repoRoot = "../.."

// loadSpecText loads a spec written inline in a test.
func loadSpecText(t *testing.T, text string) *spec.Document {
	t.Helper()
	return loadSpecBytes(t, "openapi.yml", []byte(text))
}

// loadSpecFile loads a spec from the repository's testdata.
func loadSpecFile(t *testing.T, rel string) *spec.Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, rel))
	if err != nil {
		t.Fatal(err)
	}
	return loadSpecBytes(t, rel, data)
}

func loadSpecBytes(t *testing.T, file string, data []byte) *spec.Document {
	t.Helper()
	root, _, err := document.Parse(file, data, document.SpecLimits)
	if err != nil {
		t.Fatalf("parsing %s: %v", file, err)
	}
	c := &diag.Collector{Spec: &diag.Source{File: file, Data: data, Root: root}}
	doc := spec.Load(file, root, c)
	if doc == nil {
		t.Fatalf("loading %s: %v", file, c.List())
	}
	return doc
}

// methodPaths maps every configured endpoint to the dotted path of its method(s): accounts.friends.list.
func methodPaths(cfg *config.Config) map[string][]string {
	out := map[string][]string{}
	var walk func(prefix string, res *config.Resource)
	walk = func(prefix string, res *config.Resource) {
		for _, m := range res.Methods.Entries {
			out[m.Value.Endpoint] = append(out[m.Value.Endpoint], prefix+m.Key)
		}
		for _, s := range res.Subresources.Entries {
			walk(prefix+s.Key+".", s.Value)
		}
	}
	for _, r := range cfg.Resources.Entries {
		walk(r.Key+".", r.Value)
	}
	return out
}

// modelHomes maps each model reference to the dotted path of the resource that declares it.
func modelHomes(cfg *config.Config) map[string]string {
	out := map[string]string{}
	var walk func(prefix string, res *config.Resource)
	walk = func(prefix string, res *config.Resource) {
		for _, m := range res.Models.Entries {
			out[m.Value.OpenAPIURI] = prefix
		}
		for _, s := range res.Subresources.Entries {
			walk(prefix+"."+s.Key, s.Value)
		}
	}
	for _, r := range cfg.Resources.Entries {
		walk(r.Key, r.Value)
	}
	return out
}
