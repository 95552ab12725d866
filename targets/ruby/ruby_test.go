package ruby_test

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/ruby"
)

var update = flag.Bool("update", false, "rewrite golden files")

func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, ruby.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// runtimePaths are the generated copies of the hand-written runtime (goldens skip those), for a gem's require path.
func runtimePaths(t *testing.T, lib string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	err := filepath.WalkDir("runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := strings.ReplaceAll(filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator))), "sdkgen_runtime", lib)
		out[rel] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGolden compares every generated file except the runtime copies with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]struct{ dir, lib string }{
		"kitchen-sink": {"../../testdata/kitchen-sink", "acme"},
		"acme":         {"../../examples/acme", "acme"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.dir)
			skip := runtimePaths(t, c.lib)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/ruby", *update, func(p string) bool { return !skip[p] })
		})
	}
}

func TestDeterministic(t *testing.T) {
	a := generate(t, "../../testdata/kitchen-sink")
	b := generate(t, "../../testdata/kitchen-sink")
	if a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// TestRuntimeCopied: every runtime file is in the gem under its require path, with the module renamed, and the
// generated Ruby files start with the magic comment and the banner.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, "../../examples/acme")
	for rel := range runtimePaths(t, "acme") {
		if rel == ".rubocop.yml" || rel == "lib/acme.rb" {
			continue
		}
		f, ok := tr.File(rel)
		if !ok {
			t.Errorf("%s is not in the gem", rel)
			continue
		}
		text := string(f.Data)
		if strings.Contains(text, "SdkgenRuntime") || strings.Contains(text, "sdkgen_runtime") {
			t.Errorf("%s still names the runtime placeholder", rel)
		}
		if strings.HasSuffix(rel, ".rb") && !strings.HasPrefix(text, "# frozen_string_literal: true\n") {
			t.Errorf("%s does not start with the magic comment", rel)
		}
		if strings.HasSuffix(rel, ".rb") && !strings.Contains(text, ruby.Banner) {
			t.Errorf("%s has no generated-file banner", rel)
		}
	}
}

// TestRuntimeTestsHaveNoRealSleep: the runtime's tests replace sleep_for, so none of them waits.
func TestRuntimeTestsHaveNoRealSleep(t *testing.T) {
	err := filepath.WalkDir("runtime/test", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.Contains(string(data), "Kernel.sleep") || strings.Contains(string(data), " sleep(") {
			t.Errorf("%s sleeps", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
