package terraform_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/terraform"
)

var update = flag.Bool("update", false, "rewrite golden files")

// withTargets returns a temporary copy of a config with a go and a terraform section added where it has none (the
// examples were written for other languages); the terraform section infers every service.
func withTargets(t *testing.T, configPath, name string) string {
	t.Helper()
	return toolchain.WithSections(t, configPath,
		toolchain.Section{Key: "go", Body: "    package_name: " + name + "\n"},
		toolchain.Section{Key: "terraform", Body: "    provider_name: " + name + "\n    production_repo: " + name + "/terraform-provider-" + name +
			"\n    publish: { tf_registry: false }\n    options:\n      infer_all_services: true\n"})
}

func specIn(t *testing.T, dir string) string { return toolchain.SpecIn(t, dir) }

func generate(t *testing.T, dir, name string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, terraform.Target{}, specIn(t, dir), withTargets(t, filepath.Join(dir, "sdkgen.yml"), name))
	return tr
}

// goldenCases are the configurations whose provider is kept in testdata/golden.
var goldenCases = map[string]struct{ dir, name string }{
	"acme":         {"../../examples/acme", "acme"},
	"kitchen-sink": {"../../testdata/kitchen-sink", "acme"},
	// nested holds every nested shape: objects, lists of objects, sets, maps, unions, server-set values in them.
	"nested": {"testdata/nested", "shapes"},
}

// TestGolden compares every generated file except the runtime copies (internal/apijson, internal/parity) with
// testdata/golden.
func TestGolden(t *testing.T) {
	for name, c := range goldenCases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.dir, c.name)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/terraform", *update, func(p string) bool {
				return !strings.HasPrefix(p, "internal/apijson/") && !strings.HasPrefix(p, "internal/parity/")
			})
		})
	}
}

// TestDeterministic generates twice and compares.
func TestDeterministic(t *testing.T) {
	a := generate(t, "../../testdata/kitchen-sink", "acme")
	b := generate(t, "../../testdata/kitchen-sink", "acme")
	if a.Hash() != b.Hash() {
		t.Error("two generations differ")
	}
}

// TestInstallTestDepsWarmsTheTools keeps scripts/install-test-deps building the tools the providers' scripts run.
func TestInstallTestDepsWarmsTheTools(t *testing.T) {
	script, err := os.ReadFile("../../scripts/install-test-deps")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"tfplugindocs@" + terraform.TfplugindocsVersion, "targets/terraform/_deps/go.mod.txt", "targets/terraform/toolchain/install-tofu"} {
		if !strings.Contains(string(script), want) {
			t.Errorf("scripts/install-test-deps does not run %s", want)
		}
	}
}
