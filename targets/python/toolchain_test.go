package python_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/python"
)

// TestToolchain runs each package's scripts on a clean machine, with neither uv nor rye, as its CONTRIBUTING.md
// says: bootstrap (uv installed into .venv with pip, then uv sync for uv projects and uv pip install for rye ones),
// lint (ruff, ruff format --check, pyright strict, import), build (sdist and wheel), and test (the runtime tests, and
// the generated tests against the Prism that scripts/test starts and stops, sync and async, loose and strict).
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct{ name, dir string }{
		{"kitchen-sink", "../../testdata/kitchen-sink"},
		{"acme", "../../examples/acme"},
		{"honcho", "../../testdata/pairs/honcho"},
		{"lumaai", "../../testdata/pairs/lumaai"},
		{"onebusaway", "../../testdata/pairs/onebusaway"},
		{"wild-shapes", "testdata/wild-shapes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			g := toolchain.Generate(t, python.Target{}, filepath.Join(c.dir, specName(t, c.dir)), filepath.Join(c.dir, "sdkgen.yml"))
			out := toolchain.RunScripts(t, g.Dir, toolchain.CleanEnv(t), "-q", "-p", "no:cacheprovider")
			t.Log(lastLines(out, 4))
		})
	}
}

// TestBootstrapWithoutUV: where pip cannot install uv (here: the wheelhouse pip reads has no uv), scripts/bootstrap
// installs the package with pip alone, and the other scripts work on what it installed.
func TestBootstrapWithoutUV(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	dir := "../../examples/acme"
	g := toolchain.Generate(t, python.Target{}, filepath.Join(dir, specName(t, dir)), filepath.Join(dir, "sdkgen.yml"))
	env := toolchain.CleanEnv(t)
	noUV := wheelhouseWithout(t, env, "uv-")
	env = append(env, "PIP_FIND_LINKS="+noUV, "UV_FIND_LINKS="+noUV)
	out := toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	if !strings.Contains(out, "pip could not install uv") {
		t.Errorf("scripts/bootstrap did not fall back to pip:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(g.Dir, ".venv/bin/uv")); err == nil {
		t.Error("uv is in .venv though pip could not install it")
	}
	toolchain.Run(t, g.Dir, env, "./scripts/lint")
	toolchain.Run(t, g.Dir, env, "./scripts/build")
	toolchain.WithMockServer(t, env, func(env []string) {
		toolchain.Run(t, g.Dir, env, "./scripts/test", "-q", "-p", "no:cacheprovider", "tests/core")
	})
}

// wheelhouseWithout is a folder linking the wheels of env's PIP_FIND_LINKS, less those whose names start with prefix.
func wheelhouseWithout(t *testing.T, env []string, prefix string) string {
	t.Helper()
	var wheelhouse string
	for _, v := range env {
		if s, ok := strings.CutPrefix(v, "PIP_FIND_LINKS="); ok {
			wheelhouse = s
		}
	}
	entries, err := os.ReadDir(wheelhouse)
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".whl") && !strings.HasPrefix(e.Name(), prefix) {
			if err := os.Symlink(filepath.Join(wheelhouse, e.Name()), filepath.Join(out, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestHostilePackageLoadsInert type-checks and lints the hostile spec's package, imports it and builds a client:
// nothing from the spec may run.
func TestHostilePackageLoadsInert(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	dir := "../../testdata/hostile"
	g := toolchain.Generate(t, python.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	toolchain.Run(t, g.Dir, env, "./scripts/lint")
	toolchain.Run(t, g.Dir, env, ".venv/bin/python", "-c", `
import os
import hostile
from hostile.types import Thing, Kind
hostile.Hostile(api_key="k")
hostile.AsyncHostile(api_key="k")
assert "SDKGEN_PWNED" not in os.environ, "spec text ran: " + os.environ["SDKGEN_PWNED"]`)
}

// TestConformance runs the cross-language conformance scenarios through the sync client, then the async one, in a
// package bootstrapped as a user would.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	g := toolchain.Generate(t, python.Target{}, "../conformance/api/openapi.yml", "../conformance/api/sdkgen.yml")
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	driver, err := os.ReadFile("conformance/driver.py")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(g.Dir, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(g.Dir, "conformance/driver.py"), driver, 0o644); err != nil {
		t.Fatal(err)
	}
	toolchain.Run(t, g.Dir, env, ".venv/bin/ruff", "check", "conformance")
	toolchain.Run(t, g.Dir, env, ".venv/bin/ruff", "format", "--check", "conformance")
	toolchain.Run(t, g.Dir, env, ".venv/bin/pyright", "conformance/driver.py")
	for _, mode := range []string{"sync", "async"} {
		t.Run(mode, func(t *testing.T) {
			conformance.Run(t, toolchain.Command(g.Dir, env, ".venv/bin/python", "conformance/driver.py", mode))
		})
	}
}

// TestToolchainGuessedConfig bootstraps and lints the packages of two large real specs, Discord's (242 operations)
// and Twilio's (197, form-encoded bodies), with the configuration `sdkgen init` guesses: configurations nobody tuned.
func TestToolchainGuessedConfig(t *testing.T) {
	toolchain.Require(t)
	for _, spec := range []string{"../../testdata/specs/discord/openapi.json", "../../testdata/specs/twilio/twilio_api_v2010.json"} {
		t.Run(filepath.Base(filepath.Dir(spec)), func(t *testing.T) {
			t.Parallel()
			g := toolchain.Generate(t, python.Target{}, spec, toolchain.InitConfig(t, spec))
			env := toolchain.CleanEnv(t)
			toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
			toolchain.Run(t, g.Dir, env, "./scripts/lint")
		})
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
