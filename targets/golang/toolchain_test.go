package golang_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/internal/corpus"
	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

// The toolchain tests run generated Go modules' own scripts on a clean machine (toolchain.CleanEnv), as a user does:
// bootstrap, lint (gofmt, go vet, the tests compiled, the examples built), build, and test, against the Prism that
// scripts/test starts and stops. They run with SDKGEN_TOOLCHAIN_TESTS=1.

// tcSpec is the OpenAPI file of a test pair folder.
func tcSpec(t *testing.T, dir string) string {
	t.Helper()
	for _, name := range []string{"openapi.yml", "openapi.yaml", "openapi.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return filepath.Join(dir, name)
		}
	}
	t.Fatalf("no openapi.{yml,yaml,json} in %s", dir)
	return ""
}

var (
	targetsLine = regexp.MustCompile(`(?m)^targets:[ \t]*(#.*)?$`)
	indentLine  = regexp.MustCompile(`(?m)^([ \t]+)\S`)
	unindented  = regexp.MustCompile(`(?m)^\S`)
)

// withGoTarget returns configPath, or a temporary copy of it with a go target (package pkg) added to its targets
// when it has none: most real configs were written for other languages.
func withGoTarget(t *testing.T, configPath, pkg string) string {
	t.Helper()
	data, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	out := strings.TrimRight(text, "\n") + "\ntargets:\n  go:\n    package_name: " + pkg + "\n"
	if loc := targetsLine.FindStringIndex(text); loc != nil {
		// The targets mapping runs until the next line that is not indented.
		rest := text[loc[1]:]
		section := rest
		if end := unindented.FindStringIndex(rest); end != nil {
			section = rest[:end[0]]
		}
		indent := "  "
		if m := indentLine.FindStringSubmatch(section); m != nil {
			indent = m[1]
		}
		if regexp.MustCompile(`(?m)^` + indent + `go:[ \t]*(#.*)?$`).MatchString(section) {
			return configPath
		}
		out = text[:loc[1]] + "\n" + indent + "go:\n" + indent + indent + "package_name: " + pkg + rest
	}
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// generateModule writes the go target of a spec and config into a temporary folder.
func generateModule(t *testing.T, specPath, configPath, pkg string) toolchain.Generated {
	t.Helper()
	return toolchain.Generate(t, golang.Target{}, specPath, withGoTarget(t, configPath, pkg))
}

// bootstrapLintBuild runs what a user runs before the tests: scripts/bootstrap, scripts/lint and scripts/build.
func bootstrapLintBuild(t *testing.T, dir string, env []string) {
	t.Helper()
	for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
		toolchain.Run(t, dir, env, script)
	}
}

// testSummary counts the tests of a `go test -json` run.
type testSummary struct {
	passed, failed, skipped int
	failures                []string // each failing test with its output
	skips                   []string // package and name of each skipped test
	packageFailures         []string // packages that failed outside any test (build errors, panics)
}

func (s testSummary) String() string {
	out := fmt.Sprintf("%d passed, %d failed, %d skipped", s.passed, s.failed, s.skipped)
	if len(s.skips) > 0 {
		out += " (" + strings.Join(s.skips, ", ") + ")"
	}
	return out
}

// goTest runs the module's tests through scripts/test (which passes its arguments to go test) with -json, and
// summarises them per test. It fails the test when a test or a package fails, showing only what failed.
func goTest(t *testing.T, dir string, env []string) testSummary {
	t.Helper()
	args := []string{"-json", "-count=1"}
	cmd := toolchain.Command(dir, env, "./scripts/test", args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	runErr := cmd.Run()
	name := "./scripts/test"
	t.Logf("%s %s: %s", name, strings.Join(args, " "), time.Since(start).Round(time.Millisecond))

	type event struct {
		Action  string
		Package string
		Test    string
		Output  string
	}
	var s testSummary
	outputs := map[string]*strings.Builder{}
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(make([]byte, 0, 1<<20), 64<<20)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue
		}
		key := e.Package + " " + e.Test
		if e.Action == "output" {
			if outputs[key] == nil {
				outputs[key] = &strings.Builder{}
			}
			outputs[key].WriteString(e.Output)
			continue
		}
		if e.Test == "" {
			if e.Action == "fail" {
				s.packageFailures = append(s.packageFailures, key+"\n"+tailOf(outputs[key], 4000))
			}
			continue
		}
		switch e.Action {
		case "pass":
			s.passed++
		case "skip":
			s.skipped++
			s.skips = append(s.skips, key)
		case "fail":
			s.failed++
			s.failures = append(s.failures, key+"\n"+tailOf(outputs[key], 4000))
		}
	}
	for _, f := range s.failures {
		t.Errorf("FAIL %s", f)
	}
	for _, f := range s.packageFailures {
		if s.failed == 0 {
			t.Errorf("FAIL package %s", f)
		}
	}
	if runErr != nil && s.failed == 0 && len(s.packageFailures) == 0 {
		t.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), runErr, lastChars(stderr.String(), 4000))
	}
	if stderr.Len() > 0 && t.Failed() {
		t.Logf("%s stderr:\n%s", name, lastChars(stderr.String(), 4000))
	}
	return s
}

func tailOf(b *strings.Builder, n int) string {
	if b == nil {
		return ""
	}
	return lastChars(b.String(), n)
}

func lastChars(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "...\n" + s[len(s)-n:]
}

// TestToolchain runs each module's scripts as its CONTRIBUTING.md says, then its tests through scripts/test, which
// starts and stops Prism: the runtime's core tests and the generated tests of every method.
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct{ name, dir, pkg string }{
		{"kitchen-sink", "../../testdata/kitchen-sink", "acme"},
		{"acme", "../../examples/acme", "acme"},
		{"honcho", "../../testdata/pairs/honcho", "honcho"},
		{"lumaai", "../../testdata/pairs/lumaai", "lumaai"},
		{"onebusaway", "../../testdata/pairs/onebusaway", "onebusaway"},
		{"realworld", "testdata/realworld", "t"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			g := generateModule(t, tcSpec(t, c.dir), filepath.Join(c.dir, "sdkgen.yml"), c.pkg)
			env := toolchain.CleanEnv(t)
			bootstrapLintBuild(t, g.Dir, env)
			var s testSummary
			toolchain.WithMockServer(t, env, func(env []string) { s = goTest(t, g.Dir, env) })
			t.Logf("%s tests: %s", c.name, s)
			if s.passed == 0 {
				t.Errorf("no test passed")
			}
		})
	}
}

// TestHostileModuleBuildsInert builds and vets the hostile spec's module and runs its test binaries and a program
// that constructs a client and encodes params: nothing from the spec may end up as code (the spec's text tries to
// add `func init() { panic("GO_PWNED_n") }`).
func TestHostileModuleBuildsInert(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	dir := "../../testdata/hostile"
	g := generateModule(t, tcSpec(t, dir), filepath.Join(dir, "sdkgen.yml"), "hostile")
	env := toolchain.CleanEnv(t)
	bootstrapLintBuild(t, g.Dir, env)
	s := goTest(t, g.Dir, append(env, "SKIP_MOCK_TESTS=true"))
	t.Logf("hostile tests (no mock server): %s", s)

	module := readModulePath(t, g.Dir)
	prog := `package main

import (
	"fmt"

	hostile "` + module + `"
	"` + module + `/option"
)

func main() {
	client := hostile.NewClient(option.WithAPIKey("k"), option.WithBaseURL("http://127.0.0.1:1"))
	_ = client
	fmt.Println("inert")
}
`
	if err := os.MkdirAll(filepath.Join(g.Dir, "cmd/inert"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(g.Dir, "cmd/inert/main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	out := toolchain.Run(t, g.Dir, env, "go", "run", "./cmd/inert")
	if strings.TrimSpace(out) != "inert" || strings.Contains(out, "PWNED") {
		t.Errorf("the hostile module's program printed %q", out)
	}
	// No generated source may hold the payload outside a comment or a string: its panic text only ever appears
	// quoted or commented.
	err := filepath.WalkDir(g.Dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "func init()") && strings.Contains(line, "PWNED") {
				t.Errorf("%s:%d: %s", p, i+1, line)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// readModulePath is the module path of a generated go.mod.
func readModulePath(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if m, ok := strings.CutPrefix(l, "module "); ok {
			return strings.TrimSpace(m)
		}
	}
	t.Fatalf("go.mod has no module line:\n%s", data)
	return ""
}

// driverSource is the conformance driver as a file of the generated module: conformance/driver.go without its
// `ignore` build constraint (which keeps it out of sdkgen's own module).
func driverSource(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("conformance/driver.go")
	if err != nil {
		t.Fatal(err)
	}
	src, ok := bytes.CutPrefix(data, []byte("//go:build ignore\n\n"))
	if !ok {
		t.Fatal("conformance/driver.go must start with //go:build ignore and a blank line")
	}
	return src
}

// TestConformance runs the cross-language conformance scenarios with the Go driver (conformance/driver.go),
// copied into a module generated from the conformance API as conformance/main.go.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	g := generateModule(t, "../conformance/api/openapi.yml", "../conformance/api/sdkgen.yml", "conformance")
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	if err := os.MkdirAll(filepath.Join(g.Dir, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(g.Dir, "conformance/main.go"), driverSource(t), 0o644); err != nil {
		t.Fatal(err)
	}
	if out := toolchain.Run(t, g.Dir, env, "gofmt", "-l", "conformance"); strings.TrimSpace(out) != "" {
		t.Errorf("the driver is not gofmt-clean: %s", out)
	}
	toolchain.Run(t, g.Dir, env, "go", "vet", "./conformance")
	bin := filepath.Join(t.TempDir(), "conformance-driver")
	toolchain.Run(t, g.Dir, env, "go", "build", "-o", bin, "./conformance")
	conformance.Run(t, toolchain.Command(g.Dir, env, bin))
}

// TestToolchainGuessedConfig runs the scripts up to the build for the modules of two large real specs, Discord's
// (242 operations) and Twilio's (197, form-encoded bodies), with the configuration `sdkgen init` guesses (a go target
// added when the guess has none): configurations nobody tuned. Their mock tests would take minutes on Prism, so they
// are left to the smaller cases; scripts/lint compiles their tests.
func TestToolchainGuessedConfig(t *testing.T) {
	toolchain.Require(t)
	for _, spec := range []string{"../../testdata/specs/discord/openapi.json", "../../testdata/specs/twilio/twilio_api_v2010.json"} {
		name := filepath.Base(filepath.Dir(spec))
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			g := generateModule(t, spec, toolchain.InitConfig(t, spec), name)
			bootstrapLintBuild(t, g.Dir, toolchain.CleanEnv(t))
		})
	}
}

// TestRealConfigurationsAsGo generates a Go module for every real configuration, with a go target added to a copy
// of the config when it has none, runs its scripts as TestToolchain does and compiles its README programs and
// api.md signatures against it: few real configs configure Go, and real specs and README examples are the best
// test of the emitter. The mock tests run even where settings.disable_mock_tests turns them off for the
// configuration's own SDKs: what is tested is the go target's requests against the spec. The scripts of a
// configuration whose go target runs its mock tests are left to targets/internal/wildcheck, which runs them as
// written. scripts/check-wild
// runs this test with the pairs it names (SDKGEN_WILD_PAIRS, SDKGEN_WILD_DIRS).
func TestRealConfigurationsAsGo(t *testing.T) {
	toolchain.Require(t)
	if os.Getenv("SDKGEN_WILD_PAIRS") == "" {
		t.Skip("run by scripts/check-wild, which names the pairs (SDKGEN_WILD_PAIRS: a slice, or all)")
	}
	pairs, err := corpus.FromEnv("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pairs {
		if !p.Checks("go") {
			continue // a slice entry that narrows the pair to other targets
		}
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			config := withGoTarget(t, p.Config, p.Name)
			in, goCfg := loadPair(t, p.Spec, config)
			// wildcheck builds a go target the configuration does not skip, and runs its mock tests unless told not to.
			asWritten := config == p.Config && !goCfg.Skip && !in.API.Settings.DisableMockTests
			in.API.Settings.DisableMockTests = false
			tr, err := golang.Target{}.Generate(t.Context(), in)
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), "go")
			if err := tr.WriteDir(dir); err != nil {
				t.Fatal(err)
			}
			env := toolchain.CleanEnv(t)
			vetDocs(t, tr, dir, filepath.Join(t.TempDir(), "docs"), append(env, "GOFLAGS=-mod=mod", "GOPROXY=off"), "go")
			if asWritten {
				t.Log("its go target's scripts and mock tests run in targets/internal/wildcheck")
				return
			}
			bootstrapLintBuild(t, dir, env)
			var s testSummary
			toolchain.WithMockServer(t, env, func(env []string) { s = goTest(t, dir, env) })
			t.Logf("%s tests: %s", p.Name, s)
		})
	}
}
