package tree

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestValidPath(t *testing.T) {
	for _, p := range []string{"README.md", "src/a/b.ts", ".github/workflows/ci.yml", "scripts/test"} {
		if err := ValidPath(p); err != nil {
			t.Errorf("ValidPath(%q) = %v", p, err)
		}
	}
	for _, p := range []string{"", ".", "/etc/passwd", "../x", "a/../../x", "a//b", "./a", ".git/config", ".git", "sub/.git/hooks/pre-commit", ".GIT/config", `a\b`, "a\x00b"} {
		if err := ValidPath(p); err == nil {
			t.Errorf("ValidPath(%q) = nil, want an error", p)
		}
	}
}

func mustTree(t *testing.T, files map[string]string) *Tree {
	t.Helper()
	tr := New()
	for p, data := range files {
		if err := tr.Add(p, []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

func read(t *testing.T, dir, p string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestWriteDirReplacesOwnFilesOnly(t *testing.T) {
	dir := t.TempDir()
	if err := mustTree(t, map[string]string{"a.txt": "1", "old.txt": "x"}).WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	// A person adds a file sdkgen never wrote; the next write must leave it alone.
	if err := os.WriteFile(filepath.Join(dir, "mine.txt"), []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := mustTree(t, map[string]string{"a.txt": "2"}).WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	if got := read(t, dir, "a.txt"); got != "2" {
		t.Errorf("a.txt = %q, want 2", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "old.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("old.txt should be deleted, stat err = %v", err)
	}
	if got := read(t, dir, "mine.txt"); got != "keep" {
		t.Errorf("mine.txt = %q", got)
	}
}

func TestWriteDirRefusesToLoseEdits(t *testing.T) {
	dir := t.TempDir()
	if err := mustTree(t, map[string]string{"a.txt": "1", "b.txt": "1"}).WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("edited"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "c.txt"), []byte("person"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The new tree would overwrite the edited a.txt and the person's c.txt: nothing may be written.
	err := mustTree(t, map[string]string{"a.txt": "2", "b.txt": "2", "c.txt": "gen"}).WriteDir(dir)
	var ce *ConflictError
	if !errors.As(err, &ce) || len(ce.Paths) != 2 || ce.Paths[0] != "a.txt" || ce.Paths[1] != "c.txt" {
		t.Fatalf("err = %v, want a conflict on a.txt and c.txt", err)
	}
	if read(t, dir, "a.txt") != "edited" || read(t, dir, "b.txt") != "1" || read(t, dir, "c.txt") != "person" {
		t.Error("a refused write changed files")
	}
	// Deleting an edited file is refused too.
	err = mustTree(t, map[string]string{"b.txt": "2"}).WriteDir(dir)
	if !errors.As(err, &ce) || len(ce.Paths) != 1 || ce.Paths[0] != "a.txt" {
		t.Fatalf("err = %v, want a conflict on a.txt", err)
	}
}

func TestWriteDirExecutableAndSymlink(t *testing.T) {
	dir := t.TempDir()
	tr := New()
	if err := tr.AddExecutable("scripts/test", []byte("#!/bin/sh\n")); err != nil {
		t.Fatal(err)
	}
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(dir, "scripts/test"))
	if err != nil || info.Mode().Perm() != 0o755 {
		t.Fatalf("mode = %v, err = %v", info.Mode(), err)
	}
	outside := filepath.Join(t.TempDir(), "target")
	if err := os.Symlink(outside, filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	if err := mustTree(t, map[string]string{"link.txt": "x"}).WriteDir(dir); err == nil {
		t.Fatal("writing through a symlink should fail")
	}
	if _, err := os.Stat(outside); !errors.Is(err, os.ErrNotExist) {
		t.Error("a file was created outside the output directory")
	}
}

func TestHashIsStable(t *testing.T) {
	a := mustTree(t, map[string]string{"x": "1", "y": "2"})
	b := mustTree(t, map[string]string{"y": "2", "x": "1"})
	if a.Hash() != b.Hash() {
		t.Error("hash depends on insertion order")
	}
	if err := b.AddExecutable("x", []byte("1")); err != nil {
		t.Fatal(err)
	}
	if a.Hash() == b.Hash() {
		t.Error("hash ignores the executable bit")
	}
}
