package terraform_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/terraform"
)

var update = flag.Bool("update", false, "rewrite golden files")

var (
	targetsLine = regexp.MustCompile(`(?m)^targets:[ \t]*(#.*)?$`)
	hasTarget   = func(key string) *regexp.Regexp { return regexp.MustCompile(`(?m)^  ` + key + `:`) }
)

// withTargets returns a temporary copy of a config with a go and a terraform section added where it has none (the
// examples were written for other languages); the terraform section infers every service.
func withTargets(t *testing.T, configPath, name string) string {
	t.Helper()
	data, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var add string
	if !hasTarget("go").MatchString(text) {
		add += "  go:\n    package_name: " + name + "\n"
	}
	if !hasTarget("terraform").MatchString(text) {
		add += "  terraform:\n    provider_name: " + name + "\n    production_repo: " + name + "/terraform-provider-" + name +
			"\n    publish: { tf_registry: false }\n    options:\n      infer_all_services: true\n"
	}
	if loc := targetsLine.FindStringIndex(text); loc != nil {
		text = text[:loc[1]] + "\n" + strings.TrimSuffix(add, "\n") + text[loc[1]:]
	} else {
		text = strings.TrimRight(text, "\n") + "\ntargets:\n" + add
	}
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// specIn is the OpenAPI file of a folder.
func specIn(t *testing.T, dir string) string {
	t.Helper()
	for _, name := range []string{"openapi.yml", "openapi.yaml", "openapi.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return filepath.Join(dir, name)
		}
	}
	t.Fatalf("no openapi file in %s", dir)
	return ""
}

func generate(t *testing.T, dir, name string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, terraform.Target{}, specIn(t, dir), withTargets(t, filepath.Join(dir, "sdkgen.yml"), name))
	return tr
}

// goldenCases are the configurations whose provider is kept in testdata/golden.
var goldenCases = map[string]struct{ dir, name string }{
	"acme":         {"../../examples/acme", "acme"},
	"kitchen-sink": {"../../testdata/kitchen-sink", "acme"},
}

// TestGolden compares every generated file except the runtime copy (internal/apijson) with testdata/golden.
func TestGolden(t *testing.T) {
	for name, c := range goldenCases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.dir, c.name)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/terraform", *update, func(p string) bool {
				return !strings.HasPrefix(p, "internal/apijson/")
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
