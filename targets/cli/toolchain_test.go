package cli_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/cli"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

// The toolchain tests write the Go SDK and the CLI side by side (DIR/go and DIR/cli, as `sdkgen generate --out
// DIR` does) and run the CLI's own scripts on a clean machine (toolchain.CleanEnv): bootstrap, lint, build, and the
// tests through scripts/test, which starts and stops Prism. They run with SDKGEN_TOOLCHAIN_TESTS=1.

// generatePair writes the go and cli targets of a folder's spec and config into a temporary DIR and returns DIR/cli.
func generatePair(t *testing.T, dir, name string) string {
	t.Helper()
	config := withTargets(t, filepath.Join(dir, "sdkgen.yml"), name)
	root := t.TempDir()
	for _, target := range []targets.Target{golang.Target{}, cli.Target{}} {
		tr, _, _ := toolchain.Tree(t, target, specIn(t, dir), config)
		if err := tr.WriteDir(filepath.Join(root, target.Key())); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(root, "cli")
}

// TestToolchain runs each CLI's scripts as its README says, then its tests against the mock server.
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	for name, c := range goldenCases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := generatePair(t, c.dir, c.name)
			out := toolchain.RunScripts(t, dir, toolchain.CleanEnv(t), "-count=1", "-v", "./...")
			passed := strings.Count(out, "--- PASS")
			if passed == 0 || strings.Contains(out, "--- FAIL") {
				t.Errorf("%d tests passed:\n%s", passed, out)
			}
			t.Logf("%s: %d tests passed, %d skipped", name, passed, strings.Count(out, "--- SKIP"))
			checkHelpGolden(t, dir, c.name, filepath.Join("testdata", "help", name+".txt"))
		})
	}
}

// checkHelpGolden compares, byte for byte, the --help of the built binary and of every command under it with a
// golden file (go test ./targets/cli -update rewrites it), so a change of wording, order or layout is reviewed.
func checkHelpGolden(t *testing.T, dir, bin, golden string) {
	t.Helper()
	env := toolchain.CleanEnv(t)
	var all strings.Builder
	queue := [][]string{nil}
	for len(queue) > 0 {
		words := queue[0]
		queue = queue[1:]
		out, err := toolchain.Command(dir, env, "./"+bin, append(append([]string{}, words...), "--help")...).CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s --help: %v\n%s", bin, strings.Join(words, " "), err, out)
		}
		all.WriteString("$ " + strings.Join(append([]string{bin}, words...), " ") + " --help\n" + string(out) + "\n")
		for _, sub := range subcommands(string(out)) {
			queue = append(queue, append(append([]string{}, words...), sub))
		}
	}
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(all.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test ./targets/cli -update writes it)", err)
	}
	if string(want) != all.String() {
		t.Errorf("--help differs from %s (SDKGEN_TOOLCHAIN_TESTS=1 go test ./targets/cli -run TestToolchain -update, then review the diff):\n%s", golden, firstDifference(string(want), all.String()))
	}
}

// subcommands are the command names a --help lists under COMMANDS, but help and completion, which urfave/cli adds.
func subcommands(help string) []string {
	var names []string
	in := false
	sc := bufio.NewScanner(strings.NewReader(help))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasSuffix(line, "COMMANDS:"):
			in = true
		case in && strings.TrimSpace(line) == "":
			in = false
		case in && strings.HasPrefix(line, "   ") && !strings.HasPrefix(line, "    "):
			name := strings.TrimSuffix(strings.Fields(line)[0], ",")
			if name != "help" && name != "completion" {
				names = append(names, name)
			}
		}
	}
	return names
}

// firstDifference shows the first line where two texts differ.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n want: %s\n  got: %s", i+1, wl, gl)
		}
	}
	return ""
}

// TestCLIWithoutGoSection builds, lints and vets a CLI generated alone from a config without a go section, which
// carries the Go SDK in sdk/, and runs its tests that need no mock server.
func TestCLIWithoutGoSection(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	cfg, err := os.ReadFile("../../examples/acme/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	config := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(config, []byte(withoutGo(string(cfg))), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, _ := toolchain.Tree(t, cli.Target{}, "../../examples/acme/openapi.yml", config)
	dir := filepath.Join(t.TempDir(), "cli")
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	env := toolchain.CleanEnv(t)
	for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
		toolchain.Run(t, dir, env, script)
	}
	toolchain.Run(t, dir, append(env, "SKIP_MOCK_TESTS=true"), "go", "test", "-count=1", "./...")
}

// TestHostileCLIBuildsInert builds, lints and vets the hostile spec's CLI and runs its tests without the mock
// server and its --help: nothing from the spec may run (its text tries to inject code into every language).
func TestHostileCLIBuildsInert(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	dir := generatePair(t, "../../testdata/hostile", "hostile")
	env := toolchain.CleanEnv(t)
	for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
		toolchain.Run(t, dir, env, script)
	}
	toolchain.Run(t, dir, append(env, "SKIP_MOCK_TESTS=true"), "go", "test", "-count=1", "./...")
	// The spec's injection attempts are data: --help shows them as text, and no generated line runs them.
	help := toolchain.Run(t, dir, env, "./hostile", "--help")
	if !strings.Contains(help, "globalThis.__pwned") {
		t.Errorf("--help does not show the hostile description as text:\n%s", help)
	}
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
	if _, err := os.Stat(filepath.Join(dir, "hostile")); err != nil {
		t.Errorf("scripts/build made no binary: %v", err)
	}
}
