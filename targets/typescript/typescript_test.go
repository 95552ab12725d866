package typescript_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

var update = flag.Bool("update", false, "rewrite golden files")

// generate runs a target on a spec and config from the repository.
func generate(t *testing.T, target typescript.Target, dir string) *tree.Tree {
	t.Helper()
	spec, err := os.ReadFile(filepath.Join(dir, specName(t, dir)))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(filepath.Join(dir, "sdkgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("%s does not validate: %v", dir, res.Diagnostics)
	}
	specBytes, err := res.TargetSpec()
	if err != nil {
		t.Fatal(err)
	}
	tr, err := target.Generate(context.Background(), targets.Input{
		API: res.API, Config: targets.Section(&res.Config.Targets, target.Key()),
		Edition: res.Config.EffectiveTargetEdition(target.Key()), Spec: specBytes,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func specName(t *testing.T, dir string) string {
	t.Helper()
	for _, n := range []string{"openapi.yml", "openapi.json"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			return n
		}
	}
	t.Fatalf("no spec in %s", dir)
	return ""
}

// isRuntime reports whether a generated path is a verbatim copy of the hand-written runtime; goldens skip those.
func isRuntime(p string) bool {
	return strings.HasPrefix(p, "src/core/") || strings.HasPrefix(p, "src/internal/") || strings.HasPrefix(p, "tests/core/")
}

// TestGolden compares every generated file except the runtime copies with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]struct {
		target typescript.Target
		dir    string
	}{
		"kitchen-sink": {typescript.Target{}, "../../testdata/kitchen-sink"},
		"honcho-node":  {typescript.Target{Legacy: true}, "../../testdata/pairs/honcho"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.target, c.dir)
			root := filepath.Join("testdata", "golden", name)
			if *update {
				if err := os.RemoveAll(root); err != nil {
					t.Fatal(err)
				}
			}
			for _, p := range tr.Paths() {
				if isRuntime(p) {
					continue
				}
				f, _ := tr.File(p)
				golden := filepath.Join(root, p)
				if *update {
					if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(golden, f.Data, 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Errorf("%v (go test ./targets/typescript -update creates it)", err)
					continue
				}
				if !bytes.Equal(f.Data, want) {
					t.Errorf("%s differs from %s (go test ./targets/typescript -update, then review the diff)", p, golden)
				}
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	a := generate(t, typescript.Target{}, "../../testdata/kitchen-sink")
	b := generate(t, typescript.Target{}, "../../testdata/kitchen-sink")
	if a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// TestRuntimeCopied: every runtime file is in the package, with the banner and otherwise unchanged.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, typescript.Target{}, "../../examples/acme")
	err := filepath.WalkDir("runtime", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".ts") {
			return err
		}
		want, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, ok := tr.File(strings.TrimPrefix(filepath.ToSlash(p), "runtime/"))
		if !ok {
			t.Errorf("%s is not in the package", p)
			return nil
		}
		if !bytes.Equal(f.Data, []byte(typescript.Banner+"\n\n"+string(want))) {
			t.Errorf("%s is not copied verbatim", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNodeTarget: the legacy target shares the generator, reports itself as node and writes no TS-only files.
func TestNodeTarget(t *testing.T) {
	tr := generate(t, typescript.Target{Legacy: true}, "../../testdata/pairs/lumaai")
	client, ok := tr.File("src/client.ts")
	if !ok {
		t.Fatal("no src/client.ts")
	}
	if !bytes.Contains(client.Data, []byte("lang: 'node'")) {
		t.Error("the node target does not send X-Sdkgen-Lang: node")
	}
	if _, ok := tr.File("MIGRATION.md"); ok {
		t.Error("the node target wrote the typescript migration guide")
	}
}

// TestMigrationGuide: node_migration writes the guide with the configured versions.
func TestMigrationGuide(t *testing.T) {
	tr := generate(t, typescript.Target{}, "testdata/migration")
	f, ok := tr.File("MIGRATION.md")
	if !ok {
		t.Fatal("no MIGRATION.md")
	}
	for _, want := range []string{"version 4.2.0", "Version 5"} {
		if !bytes.Contains(f.Data, []byte(want)) {
			t.Errorf("MIGRATION.md lacks %q:\n%s", want, f.Data)
		}
	}
}

// TestHostileSpecStaysInert: text from the spec cannot end a comment, a string or a template, or a line comment.
// The toolchain test also compiles this package and checks that loading it runs nothing.
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, typescript.Target{}, "../../testdata/hostile")
	code := regexp.MustCompile(`globalThis\.__pwned = \d+`)
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".ts") {
			continue
		}
		f, _ := tr.File(p)
		for i, line := range strings.Split(string(f.Data), "\n") {
			if !code.MatchString(line) {
				continue
			}
			trimmed := strings.TrimSpace(line)
			inComment := strings.HasPrefix(trimmed, "*") || strings.HasPrefix(trimmed, "//")
			inString := regexp.MustCompile(`^[^'"]*(['"]).*globalThis.*['"]`).MatchString(trimmed)
			if !inComment && !inString {
				t.Errorf("%s:%d: spec text reached code: %s", p, i+1, line)
			}
			if inComment && strings.Contains(line, "*/") {
				t.Errorf("%s:%d: a comment can be closed by spec text: %s", p, i+1, line)
			}
		}
	}
}
