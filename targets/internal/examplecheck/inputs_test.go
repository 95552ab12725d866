package examplecheck_test

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/internal/corpus"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

// root is the repository root, seen from this package.
const root = "../../.."

// pair is a spec with its sdkgen.yml; config is "" for a bare spec, which gets the configuration `sdkgen init`
// guesses for it.
type pair struct {
	name, spec, config string
}

// pairs are every input of the repository: the kitchen sink, the bundled example, the conformance API, the real
// pairs and wild configurations, and the bare specs; plus the pairs under the directories SDKGEN_WILD_DIRS names
// (colon-separated, as scripts/check-wild passes the team's corpus).
func pairs(t *testing.T) []pair {
	t.Helper()
	out := []pair{
		withConfig("kitchen-sink", filepath.Join(root, "testdata/kitchen-sink")),
		withConfig("acme", filepath.Join(root, "examples/acme")),
		withConfig("conformance", filepath.Join(root, "targets/conformance/api")),
	}
	real, err := corpus.FromEnv(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range real {
		out = append(out, pair{name: p.Name, spec: p.Spec, config: p.Config})
	}
	var bare []string
	for _, glob := range []string{"testdata/specs/*/*.json", "testdata/specs/*/*/*.yaml"} {
		found, _ := filepath.Glob(filepath.Join(root, glob))
		bare = append(bare, found...)
	}
	sort.Strings(bare)
	for _, s := range bare {
		out = append(out, pair{name: "spec-" + strings.TrimSuffix(filepath.Base(s), filepath.Ext(s)), spec: s})
	}
	if len(out) < 10 {
		t.Fatalf("found only %d inputs under %s", len(out), root)
	}
	return out
}

// withConfig is the pair in a directory holding sdkgen.yml and one openapi.* file.
func withConfig(name, dir string) pair {
	specs, _ := filepath.Glob(filepath.Join(dir, "openapi.*"))
	p := pair{name: name, config: filepath.Join(dir, "sdkgen.yml")}
	if len(specs) > 0 {
		p.spec = specs[0]
	}
	return p
}

// load reads a pair and builds its IR; a pair that does not validate is skipped, naming its first error.
func load(t *testing.T, p pair) (*generator.Result, []byte) {
	t.Helper()
	if p.spec == "" {
		t.Skipf("%s has no spec", p.name)
	}
	data, err := os.ReadFile(p.spec)
	if err != nil {
		t.Fatal(err)
	}
	if p.config == "" {
		p.config = toolchain.InitConfig(t, p.spec)
	}
	cfg, err := os.ReadFile(p.config)
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: p.spec, Spec: data, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		for _, d := range res.Diagnostics {
			if d.Level == diag.Error || d.Level == diag.Fatal {
				t.Skipf("%s does not validate yet: %s", p.name, d.Message)
			}
		}
		t.Skipf("%s does not validate yet", p.name)
	}
	return res, data
}
