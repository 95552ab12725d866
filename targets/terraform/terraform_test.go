package terraform_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

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

// TestRegistryRelease checks the release files publish.tf_registry asks for: goreleaser writes what the Terraform
// registry reads (zips of terraform-provider-<name>_v<version>, signed SHA256SUMS, the manifest), and a
// configuration without the registry gets none of it.
func TestRegistryRelease(t *testing.T) {
	tr := generate(t, "testdata/nested", "shapes")
	f, ok := tr.File(".goreleaser.yml")
	data := f.Data
	if !ok {
		t.Fatal("no .goreleaser.yml with publish.tf_registry: true")
	}
	var cfg struct {
		ProjectName string `yaml:"project_name"`
		Builds      []struct {
			Binary string `yaml:"binary"`
		} `yaml:"builds"`
		Checksum struct {
			NameTemplate string `yaml:"name_template"`
		} `yaml:"checksum"`
		Signs   []struct{ Artifacts string } `yaml:"signs"`
		Release struct {
			ExtraFiles []struct {
				NameTemplate string `yaml:"name_template"`
			} `yaml:"extra_files"`
		} `yaml:"release"`
	}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.ProjectName != "terraform-provider-shapes" || len(cfg.Builds) != 1 || cfg.Builds[0].Binary != "{{ .ProjectName }}_v{{ .Version }}" ||
		cfg.Checksum.NameTemplate != "{{ .ProjectName }}_{{ .Version }}_SHA256SUMS" || len(cfg.Signs) != 1 || cfg.Signs[0].Artifacts != "checksum" ||
		len(cfg.Release.ExtraFiles) != 1 || cfg.Release.ExtraFiles[0].NameTemplate != "{{ .ProjectName }}_{{ .Version }}_manifest.json" {
		t.Errorf("the goreleaser configuration does not make a registry release:\n%s", data)
	}
	for _, p := range []string{".github/workflows/publish-terraform-registry.yml", "bin/publish-terraform-registry", "terraform-registry-manifest.json"} {
		if _, ok := tr.File(p); !ok {
			t.Errorf("no %s", p)
		}
	}
	acme := generate(t, "../../examples/acme", "acme")
	for _, p := range []string{".goreleaser.yml", ".github/workflows/publish-terraform-registry.yml"} {
		if _, ok := acme.File(p); ok {
			t.Errorf("%s without publish.tf_registry", p)
		}
	}
}

// TestGenerateDocsOff checks options.generate_docs: false leaves out the docs templates and script.
func TestGenerateDocsOff(t *testing.T) {
	src, err := os.ReadFile("testdata/nested/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	config := filepath.Join(t.TempDir(), "sdkgen.yml")
	off := strings.Replace(string(src), "infer_all_services: true\n", "infer_all_services: true\n      generate_docs: false\n", 1)
	if err := os.WriteFile(config, []byte(off), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, _ := toolchain.Tree(t, terraform.Target{}, specIn(t, "testdata/nested"), config)
	for _, p := range []string{"scripts/generate-docs", "templates/index.md.tmpl"} {
		if _, ok := tr.File(p); ok {
			t.Errorf("%s with generate_docs: false", p)
		}
	}
	if f, _ := tr.File("README.md"); strings.Contains(string(f.Data), "generate-docs") {
		t.Error("the README shows scripts/generate-docs with generate_docs: false")
	}
}
