package cli_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/cli"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

var update = flag.Bool("update", false, "rewrite golden files")

// withTargets returns a temporary copy of a config with a go and a cli section added where it has none: the
// examples were written for other languages.
func withTargets(t *testing.T, configPath, name string) string {
	t.Helper()
	return toolchain.WithSections(t, configPath,
		toolchain.Section{Key: "go", Body: "    package_name: " + name + "\n"},
		toolchain.Section{Key: "cli", Body: "    binary_name: " + name + "\n"})
}

func specIn(t *testing.T, dir string) string { return toolchain.SpecIn(t, dir) }

func generate(t *testing.T, dir, name string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, cli.Target{}, specIn(t, dir), withTargets(t, filepath.Join(dir, "sdkgen.yml"), name))
	return tr
}

// goldenCases are the configurations whose CLI is kept in testdata/golden.
var goldenCases = map[string]struct{ dir, name string }{
	"acme":         {"../../examples/acme", "acme"},
	"kitchen-sink": {"../../testdata/kitchen-sink", "acme"},
}

// TestGolden compares every generated file except the runtime copy (internal/clikit) with testdata/golden.
func TestGolden(t *testing.T) {
	for name, c := range goldenCases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.dir, c.name)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/cli", *update, func(p string) bool {
				return !strings.HasPrefix(p, "internal/clikit/")
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

// TestEveryMethodHasACommand checks that each method of the Go SDK gets a command file entry, and that the
// commands call the SDK by the names the go target gives (golang.Describe).
func TestEveryMethodHasACommand(t *testing.T) {
	tr, res, _ := toolchain.Tree(t, cli.Target{}, specIn(t, "../../testdata/kitchen-sink"), withTargets(t, "../../testdata/kitchen-sink/sdkgen.yml", "acme"))
	sdk, err := golang.Describe(res.API, res.Config.Targets.Go, "")
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, p := range tr.Paths() {
		if strings.HasPrefix(p, "pkg/cmd/") && !strings.HasSuffix(p, "_test.go") {
			f, _ := tr.File(p)
			all.Write(f.Data)
		}
	}
	for m, sm := range sdk.Methods {
		if m.IsSkipped("cli") {
			continue
		}
		call := strings.Join(append(append([]string{"client"}, sm.Services...), sm.Name), ".") + "("
		if sm.AutoPaging != "" {
			call = strings.Join(append(append([]string{"client"}, sm.Services...), sm.AutoPaging), ".") + "("
		}
		if !strings.Contains(all.String(), call) {
			t.Errorf("%s: no command calls %s", m.Call, call)
		}
	}
}

// TestBadModulePathsAreErrors checks that a module path that could break go.mod, scripts or the README is refused.
func TestBadModulePathsAreErrors(t *testing.T) {
	cfg, err := os.ReadFile(withTargets(t, "../../examples/acme/sdkgen.yml", "acme"))
	if err != nil {
		t.Fatal(err)
	}
	spec, err := os.ReadFile("../../examples/acme/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	for _, module := range []string{"x\\nreplace evil => /tmp", "a b", "github.com/x/`y`"} {
		bad := strings.Replace(string(cfg), "    binary_name: acme\n", "    binary_name: acme\n    options:\n      go_module_path_override: \""+module+"\"\n", 1)
		res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: []byte(bad)})
		if !res.OK() {
			t.Fatalf("%v", res.Diagnostics)
		}
		_, err := cli.Target{}.Generate(context.Background(), targets.Input{API: res.API, Config: res.Config.Targets.CLI, Targets: &res.Config.Targets})
		if err == nil || !strings.Contains(err.Error(), "go_module_path_override") {
			t.Errorf("%q: %v", module, err)
		}
	}
}

// TestInstallTestDepsWarmsTheModules keeps scripts/install-test-deps downloading the module versions go.mod pins.
func TestInstallTestDepsWarmsTheModules(t *testing.T) {
	script, err := os.ReadFile("../../scripts/install-test-deps")
	if err != nil {
		t.Fatal(err)
	}
	tr := generate(t, "../../examples/acme", "acme")
	mod, _ := tr.File("go.mod")
	for _, line := range strings.Split(string(mod.Data), "\n") {
		fields := strings.Fields(strings.TrimSuffix(line, " // indirect"))
		if len(fields) == 2 && strings.Contains(fields[0], ".") && !strings.HasPrefix(fields[1], "v0.0.0-") && !strings.Contains(string(script), fields[0]+" "+fields[1]) {
			t.Errorf("scripts/install-test-deps does not download %s %s", fields[0], fields[1])
		}
	}
}

// TestCarriesTheSDKWithoutAGoSection checks that a CLI whose sdkgen.yml has no go section carries the Go SDK
// the go target would write, in sdk/, with go.mod's replace pointing there; with a go section it does not.
func TestCarriesTheSDKWithoutAGoSection(t *testing.T) {
	cfg, err := os.ReadFile("../../examples/acme/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := os.ReadFile("../../examples/acme/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	noGo := withoutGo(string(cfg))
	cases := []struct {
		name, config, replace string
		carries               bool
	}{
		{"no go section", noGo, "=> ./sdk\n", true},
		{"go section", string(cfg), "=> ../go\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if toolchain.HasSection(c.config, "go") == c.carries {
				t.Fatalf("the test's config is wrong:\n%s", c.config)
			}
			config := toolchain.AddSections(c.config, toolchain.Section{Key: "cli", Body: "    binary_name: acme\n"})
			res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: []byte(config)})
			if !res.OK() {
				t.Fatalf("%v", res.Diagnostics)
			}
			tr, err := cli.Target{}.Generate(context.Background(), targets.Input{API: res.API, Config: res.Config.Targets.CLI, Targets: &res.Config.Targets})
			if err != nil {
				t.Fatal(err)
			}
			mod, _ := tr.File("go.mod")
			if !strings.Contains(string(mod.Data), c.replace) {
				t.Errorf("go.mod does not replace the SDK %s:\n%s", c.replace, mod.Data)
			}
			_, sdkMod := tr.File("sdk/go.mod")
			_, client := tr.File("sdk/client.go")
			if sdkMod != c.carries || client != c.carries {
				t.Errorf("sdk/go.mod written: %v, sdk/client.go: %v; want %v", sdkMod, client, c.carries)
			}
		})
	}
}

// withoutGo is a config without its go section, with a cli section where it has none.
func withoutGo(config string) string {
	config = regexp.MustCompile(`(?m)^  go:\n(    .*\n)*`).ReplaceAllString(config, "")
	return toolchain.AddSections(config, toolchain.Section{Key: "cli", Body: "    binary_name: acme\n"})
}
