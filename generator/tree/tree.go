// Package tree is the in-memory file tree targets return: repository-relative paths to bytes, with an executable
// bit. Paths are checked when added, so no target can write outside its output, into .git, or through "..".
package tree

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"slices"
	"strings"
)

// File is one generated file.
type File struct {
	Data       []byte
	Executable bool
}

// Tree is a set of generated files.
type Tree struct {
	files map[string]File
}

// New returns an empty tree.
func New() *Tree { return &Tree{files: map[string]File{}} }

// Add sets a regular file.
func (t *Tree) Add(p string, data []byte) error { return t.put(p, File{Data: data}) }

// AddExecutable sets an executable file (a script).
func (t *Tree) AddExecutable(p string, data []byte) error {
	return t.put(p, File{Data: data, Executable: true})
}

func (t *Tree) put(p string, f File) error {
	if err := ValidPath(p); err != nil {
		return err
	}
	t.files[p] = f
	return nil
}

// File returns the file at p.
func (t *Tree) File(p string) (File, bool) {
	f, ok := t.files[p]
	return f, ok
}

// Len returns the number of files.
func (t *Tree) Len() int { return len(t.files) }

// Paths returns every path, sorted.
func (t *Tree) Paths() []string {
	paths := make([]string, 0, len(t.files))
	for p := range t.files {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	return paths
}

// Hash returns a SHA-256 over every path, mode and content, to compare trees cheaply.
func (t *Tree) Hash() string {
	h := sha256.New()
	for _, p := range t.Paths() {
		f := t.files[p]
		fmt.Fprintf(h, "%s\x00%t\x00%d\x00", p, f.Executable, len(f.Data))
		h.Write(f.Data)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// ValidPath reports why p cannot be a generated file's path: it must be relative, clean, use forward slashes,
// stay inside the tree and stay out of any .git folder.
func ValidPath(p string) error {
	switch {
	case p == "" || p == ".":
		return fmt.Errorf("empty file path")
	case strings.ContainsAny(p, "\\\x00"):
		return fmt.Errorf("file path %q contains a backslash or NUL", p)
	case strings.HasPrefix(p, "/"):
		return fmt.Errorf("file path %q is absolute", p)
	case path.Clean(p) != p:
		return fmt.Errorf("file path %q is not clean (use %q)", p, path.Clean(p))
	case p == ".." || strings.HasPrefix(p, "../"):
		return fmt.Errorf("file path %q leaves the output directory", p)
	}
	for _, seg := range strings.Split(p, "/") {
		// git refuses a .git folder at any depth (and case-insensitive file systems fold .GIT into .git): a
		// generated file there could plant hooks or config in a nested repository.
		if strings.EqualFold(seg, ".git") {
			return fmt.Errorf("file path %q is inside a .git folder", p)
		}
	}
	return nil
}
