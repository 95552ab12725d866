package wildcheck_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/internal/corpus"
	"github.com/sdkgen/sdkgen/targets/builtin"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/openapi"
)

// root is the repository root, seen from this package.
const root = "../../.."

// TestRealConfigurationSDKs generates every configured target that sdkgen builds for each real configuration and
// runs each SDK's scripts/bootstrap, lint, build and test (against the mock server its scripts start, unless the
// configuration sets settings.disable_mock_tests) in a clean environment: no Prism, no uv, no rye beforehand.
func TestRealConfigurationSDKs(t *testing.T) {
	toolchain.Require(t)
	if os.Getenv("SDKGEN_WILD_PAIRS") == "" {
		t.Skip("run by scripts/check-wild, which names the pairs (SDKGEN_WILD_PAIRS: a slice, or all)")
	}
	pairs, err := corpus.FromEnv(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pairs {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			outs := render(t, p)
			for _, out := range outs {
				if !p.Checks(out.Target) && out.Target != "openapi" {
					continue // a slice entry that narrows the pair; the SDK is still written beside a target built on it
				}
				t.Run(out.Target, func(t *testing.T) {
					dir := filepath.Join(t.TempDir(), out.Target)
					if err := out.Tree.WriteDir(dir); err != nil {
						t.Fatal(err)
					}
					if out.Target == "openapi" {
						checkDocumentedSpec(t, p.Spec, filepath.Join(dir, openapi.OutputPath))
						return
					}
					if out.Target == "cli" || out.Target == "terraform" {
						besideGoSDK(t, dir, outs)
					}
					if out.Target == "sql" {
						besidePythonSDK(t, dir, outs)
					}
					t.Log(toolchain.RunScripts(t, dir, toolchain.CleanEnv(t)))
				})
			}
		})
	}
}

// besideGoSDK writes the Go SDK of the same run next to a CLI or provider, where its go.mod looks for it, and builds
// a CLI that names a published SDK against it instead (scripts/link): the published one is an older version of
// another API description.
func besideGoSDK(t *testing.T, cliDir string, outs []codegen.Output) {
	t.Helper()
	i := slices.IndexFunc(outs, func(o codegen.Output) bool { return o.Target == "go" })
	if i < 0 {
		t.Skip("the configuration has no go target for the CLI to build on")
	}
	goDir := filepath.Join(filepath.Dir(cliDir), "go")
	if err := outs[i].Tree.WriteDir(goDir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(cliDir, "scripts", "link")); err == nil {
		toolchain.Run(t, cliDir, toolchain.CleanEnv(t), "./scripts/link", goDir)
	}
}

// besidePythonSDK writes the Python SDK of the same run next to a SQL extension, where its scripts/bootstrap looks
// for it (../python).
func besidePythonSDK(t *testing.T, sqlDir string, outs []codegen.Output) {
	t.Helper()
	i := slices.IndexFunc(outs, func(o codegen.Output) bool { return o.Target == "python" })
	if i < 0 {
		t.Skip("the configuration has no python target for the SQL extension to call")
	}
	if err := outs[i].Tree.WriteDir(filepath.Join(filepath.Dir(sqlDir), "python")); err != nil {
		t.Fatal(err)
	}
}

// render loads a pair and runs every configured target this sdkgen builds, and the openapi target whether it is
// configured or not: the documented spec is what every project's API reference is made from.
func render(t *testing.T, p corpus.Pair) []codegen.Output {
	t.Helper()
	res, err := p.Load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	reg := builtin.Registry()
	var selected []string
	if len(codegen.NotBuilt(res, reg)) < len(res.API.Targets) {
		if selected, err = codegen.Select(res, reg, nil); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Contains(selected, "openapi") {
		selected = append(selected, "openapi")
	}
	outs, err := codegen.Render(context.Background(), res, reg, selected)
	if err != nil {
		t.Fatal(err)
	}
	return outs
}

// checkDocumentedSpec loads the openapi target's output with kin-openapi and validates it: what sdkgen writes for
// documentation sites must be a description other tools read. A spec that kin already rejects as written (an
// empty server variable default, say) is only required to load: sdkgen documents the API, it does not repair it.
func checkDocumentedSpec(t *testing.T, input, output string) {
	t.Helper()
	doc, err := loadSpec(output)
	if err != nil {
		t.Fatalf("%s does not load: %v", output, err)
	}
	if err := validateSpec(doc); err != nil {
		if in, loadErr := loadSpec(input); loadErr == nil && validateSpec(in) != nil {
			t.Logf("the input spec is not valid for kin-openapi either, so only loading is checked: %v", validateSpec(in))
			return
		}
		t.Errorf("%s is not a valid OpenAPI description: %v", output, err)
	}
}

func loadSpec(path string) (*openapi3.T, error) {
	return openapi3.NewLoader().LoadFromFile(path)
}

func validateSpec(doc *openapi3.T) error {
	return doc.Validate(context.Background(), openapi3.DisableExamplesValidation())
}
