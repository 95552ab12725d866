package cli_test

import (
	"archive/zip"
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
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

// TestPublishedGoSDK builds a CLI on a published Go SDK (options.go_sdk_package and go_sdk_version): the Go SDK of
// the same config is published as v0.1.0 on a module proxy in a folder (GOPROXY=file://...), as the real proxy
// serves it, and the CLI's scripts fetch it from there (scripts/bootstrap's go get), lint, build and run the tests
// that need no mock server.
func TestPublishedGoSDK(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	const version = "v0.1.0"
	config := withTargets(t, "../../examples/acme/sdkgen.yml", "acme")
	sdk, _, _ := toolchain.Tree(t, golang.Target{}, "../../examples/acme/openapi.yml", config)
	mod, _ := sdk.File("go.mod")
	module := strings.TrimSpace(strings.TrimPrefix(strings.SplitN(string(mod.Data), "\n", 2)[0], "module "))
	proxy := t.TempDir()
	publishModule(t, proxy, module, version, sdk)

	text, err := os.ReadFile(config)
	if err != nil {
		t.Fatal(err)
	}
	published := strings.Replace(string(text), "\n  cli:\n", "\n  cli:\n    options:\n      go_sdk_package: "+module+"\n      go_sdk_version: "+version+"\n", 1)
	if err := os.WriteFile(config, []byte(published), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, _ := toolchain.Tree(t, cli.Target{}, "../../examples/acme/openapi.yml", config)
	dir := filepath.Join(t.TempDir(), "cli")
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	if f, _ := tr.File("go.mod"); !strings.Contains(string(f.Data), module+" "+version) || strings.Contains(string(f.Data), "replace") {
		t.Fatalf("go.mod does not require the published SDK:\n%s", f.Data)
	}
	// A module cache of its own, so the made-up version never reaches the shared one; the other modules come
	// from the shared cache's download folder, which is laid out as a proxy too.
	env := toolchain.CleanEnv(t)
	shared := ""
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "GOMODCACHE="); ok {
			shared = v
		}
	}
	cache := t.TempDir()
	env = append(env, "GOMODCACHE="+cache, "GOSUMDB=off",
		"GOPROXY=file://"+filepath.ToSlash(proxy)+",file://"+filepath.ToSlash(filepath.Join(shared, "cache", "download")))
	t.Cleanup(func() { _ = toolchain.Command(dir, env, "go", "clean", "-modcache").Run() }) // its files are read-only
	for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
		toolchain.Run(t, dir, env, script)
	}
	toolchain.Run(t, dir, append(env, "SKIP_MOCK_TESTS=true"), "go", "test", "-count=1", "./...")
}

// publishModule lays a module version out in a folder as a Go module proxy serves it: list, .info, .mod, .zip.
func publishModule(t *testing.T, proxy, module, version string, files *tree.Tree) {
	t.Helper()
	dir := filepath.Join(proxy, filepath.FromSlash(escapeModulePath(module)), "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// Folders with a go.mod of their own (examples/) are other modules: the zip leaves them out, as go does.
	var nested []string
	for _, p := range files.Paths() {
		if path.Base(p) == "go.mod" && p != "go.mod" {
			nested = append(nested, path.Dir(p)+"/")
		}
	}
	var zipped bytes.Buffer
	zw := zip.NewWriter(&zipped)
	for _, p := range files.Paths() {
		if slices.ContainsFunc(nested, func(dir string) bool { return strings.HasPrefix(p, dir) }) {
			continue
		}
		f, _ := files.File(p)
		w, err := zw.Create(module + "@" + version + "/" + p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(f.Data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	mod, _ := files.File("go.mod")
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": []byte(`{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`),
		version + ".mod":  mod.Data,
		version + ".zip":  zipped.Bytes(),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// escapeModulePath is a module path as proxies spell it: each upper-case letter as ! and its lower case.
func escapeModulePath(module string) string {
	var b strings.Builder
	for _, r := range module {
		if r >= 'A' && r <= 'Z' {
			b.WriteString("!" + string(r+'a'-'A'))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
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
