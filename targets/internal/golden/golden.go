// Package golden compares a generated file tree with the copy kept in a test's testdata, the way every target's
// golden tests do: `go test ./targets/<name> -update` rewrites the copy, and a review of the diff follows.
package golden

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// Check compares every file of tr for which keep returns true (every file when keep is nil) with dir/<path>, and
// reports golden files the tree no longer has. With update it rewrites dir instead. pkg is the package path shown
// in the hint, e.g. ./targets/typescript.
func Check(t *testing.T, tr *tree.Tree, dir, pkg string, update bool, keep func(path string) bool) {
	t.Helper()
	if update {
		if err := os.RemoveAll(dir); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]bool{}
	for _, p := range tr.Paths() {
		if keep != nil && !keep(p) {
			continue
		}
		want[p] = true
		f, _ := tr.File(p)
		golden := filepath.Join(dir, filepath.FromSlash(p))
		if update {
			write(t, golden, f.Data)
			continue
		}
		data, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%v (go test %s -update creates it)", err, pkg)
			continue
		}
		if !bytes.Equal(f.Data, data) {
			t.Errorf("%s differs from %s (go test %s -update, then review the diff)", p, golden, pkg)
		}
	}
	if !update {
		reportStale(t, dir, pkg, want)
	}
}

func write(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// reportStale fails for golden files no generated file matches any more.
func reportStale(t *testing.T, dir, pkg string, want map[string]bool) {
	t.Helper()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		if !want[filepath.ToSlash(rel)] {
			t.Errorf("%s is no longer generated (go test %s -update removes it)", path, pkg)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
