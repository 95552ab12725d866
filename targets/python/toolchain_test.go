package python_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/python"
)

// prism is the mock server the TypeScript toolchain installs (scripts/install-test-deps).
var prism, _ = filepath.Abs("../typescript/toolchain/node_modules/.bin/prism")

// prepare generates a package and installs it into a fresh virtual environment, with every extra.
func prepare(t *testing.T, specPath, configPath string) (toolchain.Generated, []string) {
	t.Helper()
	g := toolchain.Generate(t, python.Target{}, specPath, configPath)
	env := toolchain.PythonVenv(t, g.Dir, extras(t, g.Dir)...)
	return g, env
}

// extras are the optional-dependency extras a generated pyproject.toml declares.
func extras(t *testing.T, dir string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "pyproject.toml"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(data), "[project.optional-dependencies]\n")
	section, _, _ = strings.Cut(section, "\n\n")
	var out []string
	for _, l := range strings.Split(section, "\n") {
		if name, _, ok := strings.Cut(l, " = "); ok && !strings.Contains(name, "websockets") && name != "ws" {
			out = append(out, name)
		}
	}
	return out
}

// TestToolchain installs each package into a fresh virtual environment the way its CI would, then lints it (ruff,
// ruff format --check, pyright strict, import), builds the wheel, and runs its tests (runtime tests, and the
// generated tests against Prism mocking the spec, sync and async, loose and strict).
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct{ name, dir string }{
		{"kitchen-sink", "../../testdata/kitchen-sink"},
		{"acme", "../../examples/acme"},
		{"honcho", "../../testdata/pairs/honcho"},
		{"lumaai", "../../testdata/pairs/lumaai"},
		{"onebusaway", "../../testdata/pairs/onebusaway"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, env := prepare(t, filepath.Join(c.dir, specName(t, c.dir)), filepath.Join(c.dir, "sdkgen.yml"))
			toolchain.Run(t, g.Dir, env, "./scripts/lint")
			toolchain.Run(t, g.Dir, env, "./scripts/build")
			url := toolchain.Prism(t, prism, g.SpecFile)
			out := toolchain.Run(t, g.Dir, append(env, "TEST_API_BASE_URL="+url), "./scripts/test", "-q", "-p", "no:cacheprovider")
			t.Log(lastLines(out, 4))
		})
	}
}

// TestHostilePackageLoadsInert type-checks and lints the hostile spec's package, imports it and builds a client:
// nothing from the spec may run.
func TestHostilePackageLoadsInert(t *testing.T) {
	toolchain.Require(t)
	dir := "../../testdata/hostile"
	g, env := prepare(t, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	toolchain.Run(t, g.Dir, env, "./scripts/lint")
	toolchain.Run(t, g.Dir, env, "python", "-c", `
import os
import hostile
from hostile.types import Thing, Kind
hostile.Hostile(api_key="k")
hostile.AsyncHostile(api_key="k")
assert "SDKGEN_PWNED" not in os.environ, "spec text ran: " + os.environ["SDKGEN_PWNED"]`)
}

// TestConformance runs the cross-language conformance scenarios through the sync client, then the async one.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	dir := t.TempDir()
	spec, cfg := filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml")
	if err := os.WriteFile(spec, conformance.Spec(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg, conformance.Config(), 0o644); err != nil {
		t.Fatal(err)
	}
	g, env := prepare(t, spec, cfg)
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
	toolchain.Run(t, g.Dir, env, "ruff", "check", "conformance")
	toolchain.Run(t, g.Dir, env, "ruff", "format", "--check", "conformance")
	toolchain.Run(t, g.Dir, env, "pyright", "conformance/driver.py")
	for _, mode := range []string{"sync", "async"} {
		t.Run(mode, func(t *testing.T) {
			cmd := exec.Command(filepath.Join(g.Dir, ".venv/bin/python"), "conformance/driver.py", mode)
			cmd.Dir = g.Dir
			cmd.Env = append(os.Environ(), env...)
			conformance.Run(t, cmd)
		})
	}
}

// TestToolchainGuessedConfig lints the packages of two large real specs, Discord's (242 operations) and Twilio's
// (197, form-encoded bodies), with the configuration `sdkgen init` guesses: configurations nobody tuned.
func TestToolchainGuessedConfig(t *testing.T) {
	toolchain.Require(t)
	for _, spec := range []string{"../../testdata/specs/discord/openapi.json", "../../testdata/specs/twilio/twilio_api_v2010.json"} {
		t.Run(filepath.Base(filepath.Dir(spec)), func(t *testing.T) {
			g, env := prepare(t, spec, toolchain.InitConfig(t, spec))
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
