package terraform_test

import (
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/terraform"
	"github.com/sdkgen/sdkgen/targets/terraform/testserver"
)

// The toolchain tests write the Go SDK and the provider side by side (DIR/go and DIR/terraform, as `sdkgen
// generate --out DIR` does) and run the provider's own scripts on a clean machine (toolchain.CleanEnv): bootstrap,
// lint, build, and scripts/test with the acceptance tests on, driven by terraform-plugin-testing through the
// OpenTofu binary scripts/install-test-deps builds, against the stateful test server. They run with
// SDKGEN_TOOLCHAIN_TESTS=1.

// generatePair writes the go and terraform targets of a folder's spec and config into a temporary DIR and returns
// DIR/terraform and the API.
func generatePair(t *testing.T, dir, name string) (string, *ir.API) {
	t.Helper()
	config := withTargets(t, filepath.Join(dir, "sdkgen.yml"), name)
	root := t.TempDir()
	var api *ir.API
	for _, target := range []targets.Target{golang.Target{}, terraform.Target{}} {
		tr, res, _ := toolchain.Tree(t, target, specIn(t, dir), config)
		if err := tr.WriteDir(filepath.Join(root, target.Key())); err != nil {
			t.Fatal(err)
		}
		api = res.API
	}
	return filepath.Join(root, "terraform"), api
}

// tofu is the OpenTofu binary targets/terraform/toolchain/install-tofu built (it prints the cached one at once).
func tofu(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("./toolchain/install-tofu").Output()
	if err != nil {
		t.Fatalf("OpenTofu is not built (run ./scripts/install-test-deps): %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestToolchain runs each provider's scripts, then its tests with the acceptance tests on: each resource is
// created from its example, planned again (the plan must be empty), updated, imported and destroyed.
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	bin := tofu(t)
	for name, c := range goldenCases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir, api := generatePair(t, c.dir, c.name)
			srv := httptest.NewServer(testserver.New(api))
			defer srv.Close()
			env := toolchain.CleanEnv(t)
			for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
				toolchain.Run(t, dir, env, script)
			}
			env = append(env, "TF_ACC=1", "TF_ACC_TERRAFORM_PATH="+bin, api.Client.EnvPrefix+"_BASE_URL="+srv.URL)
			// The provider reads its credentials from the environment, as a user's would; the server takes any.
			for _, o := range api.ClientOptions {
				if o.ReadEnv != "" && o.AuthScheme != "" {
					env = append(env, o.ReadEnv+"=test-"+o.Name)
				}
			}
			out := toolchain.Run(t, dir, env, "./scripts/test", "-count=1", "-v", "./...")
			passed := strings.Count(out, "--- PASS")
			if passed == 0 || strings.Contains(out, "--- FAIL") || !strings.Contains(out, "--- PASS: TestAccResource") {
				t.Errorf("%d tests passed:\n%s", passed, out)
			}
			if left := testserver.Collections(srv); len(left) > 0 {
				t.Errorf("the destroy left objects in %v", left)
			}
			toolchain.Run(t, dir, append(env, "TF_CLI="+bin), "./scripts/generate-docs")
			if docs, _ := filepath.Glob(filepath.Join(dir, "docs", "*", "*.md")); len(docs) == 0 {
				t.Error("scripts/generate-docs wrote no resource or data source pages")
			}
			t.Logf("%s: %d tests passed, %d skipped", name, passed, strings.Count(out, "--- SKIP"))
		})
	}
}

// TestHostileProviderBuildsInert builds, lints and vets the hostile spec's provider and runs its tests without
// acceptance tests: nothing from the spec may run (its text tries to inject code into every language).
func TestHostileProviderBuildsInert(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	dir, _ := generatePair(t, "../../testdata/hostile", "hostile")
	env := toolchain.CleanEnv(t)
	for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
		toolchain.Run(t, dir, env, script)
	}
	toolchain.Run(t, dir, env, "./scripts/test", "-count=1", "./...")
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "func init()") {
				t.Errorf("%s:%d: %s", p, i+1, line)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
