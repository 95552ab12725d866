package sql_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/python"
	"github.com/sdkgen/sdkgen/targets/sql"
)

// generateWithSDK writes the extension and, next to it (../python, where scripts/bootstrap looks), the Python SDK
// of the same configuration, as `sdkgen generate --out DIR` does.
func generateWithSDK(t *testing.T, dir string) string {
	t.Helper()
	spec, cfg := filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml")
	g := toolchain.Generate(t, sql.Target{}, spec, cfg)
	sdk, _, _ := toolchain.Tree(t, python.Target{}, spec, cfg)
	if err := sdk.WriteDir(filepath.Join(filepath.Dir(g.Dir), "python")); err != nil {
		t.Fatal(err)
	}
	return g.Dir
}

// TestToolchain runs each extension's scripts on a clean machine as its CONTRIBUTING.md says: bootstrap (the Python
// SDK into .python/), lint (every body compiles, every function is SECURITY INVOKER with its search_path), build
// (make, the PGXN zip) and test: a throwaway cluster, CREATE EXTENSION, the SQL tests of every method against the
// Prism that scripts/test starts and stops, DROP EXTENSION leaving nothing, and the upgrade script. The hostile spec's
// extension goes through the same: its payloads must neither break the scripts nor run.
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct{ name, dir string }{
		{"kitchen-sink", "../../testdata/kitchen-sink"},
		{"acme", "../../examples/acme"},
		{"hostile", "../../testdata/hostile"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // bootstrap, lint and build overlap; RunScripts runs one scripts/test at a time (WithMockPort)
			dir := generateWithSDK(t, c.dir)
			out := toolchain.RunScripts(t, dir, toolchain.CleanEnv(t))
			for _, want := range []string{"==> all SQL tests passed", "ok API errors", "==> upgrade from "} {
				if !strings.Contains(out, want) {
					t.Errorf("the tests did not print %q:\n%s", want, out)
				}
			}
		})
	}
}
