package sql_test

import (
	"os"
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
	cases := []struct{ name, dir, upgrade string }{
		{"kitchen-sink", "../../testdata/kitchen-sink", "previous"},
		// The example's extension is also named acme: the kitchen sink's install script, tagged as release 0.0.0,
		// is a previous version with many more functions and types for the upgrade script to drop.
		{"acme", "../../examples/acme", "0.0.0"},
		{"hostile", "../../testdata/hostile", "previous"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // bootstrap, lint and build overlap; each scripts/test has a mock server port of its own (WithMockServer)
			dir := generateWithSDK(t, c.dir)
			env := toolchain.CleanEnv(t)
			if c.upgrade != "previous" {
				tagRelease(t, dir, env, "v"+c.upgrade, file(t, generate(t, "../../testdata/kitchen-sink"), "sql/acme.sql"))
			}
			out := toolchain.RunScripts(t, dir, env)
			for _, want := range []string{"==> all SQL tests passed", "ok API errors", "==> upgrade from " + c.upgrade + "\n"} {
				if !strings.Contains(out, want) {
					t.Errorf("the tests did not print %q:\n%s", want, out)
				}
			}
		})
	}
}

// tagRelease makes dir a git repository whose tag holds install as the install script of a released version, and
// whose working tree is the generated one: scripts/build then writes that version's script and the upgrade from it.
func tagRelease(t *testing.T, dir string, env []string, tag, install string) {
	t.Helper()
	current, err := os.ReadFile(filepath.Join(dir, "sql", "acme.sql"))
	if err != nil {
		t.Fatal(err)
	}
	git := func(args ...string) {
		toolchain.Run(t, dir, env, "git", append([]string{"-c", "user.name=sdkgen", "-c", "user.email=sdkgen@example.com"}, args...)...)
	}
	git("init", "-q")
	if err := os.WriteFile(filepath.Join(dir, "sql", "acme.sql"), []byte(install), 0o644); err != nil {
		t.Fatal(err)
	}
	git("add", "-A")
	git("commit", "-q", "-m", "release")
	git("tag", tag)
	if err := os.WriteFile(filepath.Join(dir, "sql", "acme.sql"), current, 0o644); err != nil {
		t.Fatal(err)
	}
}
