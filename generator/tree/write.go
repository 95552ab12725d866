package tree

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// ManifestPath is where WriteDir records what it wrote, relative to the output directory.
const ManifestPath = ".sdkgen/manifest.json"

// manifest lists the files a previous WriteDir wrote, with their SHA-256, so the next write knows which files it
// may replace or remove: only those still exactly as it left them.
type manifest struct {
	Files map[string]string `json:"files"`
}

// ConflictError lists files WriteDir refused to touch because a person wrote or changed them.
type ConflictError struct {
	Dir   string
	Paths []string
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s: refusing to overwrite or delete files that were not written by sdkgen or were edited since: %s (move them away, or generate into another directory)",
		e.Dir, strings.Join(e.Paths, ", "))
}

// WriteDir writes the tree into dir. A file sdkgen wrote before and nobody changed is replaced or, when the tree
// no longer has it, deleted. Anything else already in dir is never overwritten or deleted: if the tree needs such
// a path, nothing is written and a ConflictError names the paths. Files in dir that the tree does not mention are
// left alone.
func (t *Tree) WriteDir(dir string) error {
	old, err := readManifest(dir)
	if err != nil {
		return err
	}
	if conflicts := t.conflicts(dir, old); len(conflicts) > 0 {
		return &ConflictError{Dir: dir, Paths: conflicts}
	}
	next := manifest{Files: map[string]string{}}
	for _, p := range t.Paths() {
		f := t.files[p]
		if err := writeFile(dir, p, f); err != nil {
			return err
		}
		next.Files[p] = sum(f.Data)
	}
	for _, p := range sortedPaths(old.Files) {
		if _, still := t.files[p]; !still {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(p))); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("remove %s: %w", p, err)
			}
		}
	}
	return writeManifest(dir, next)
}

// conflicts returns the paths WriteDir must not touch: files the tree would write or delete that are not exactly
// as sdkgen last wrote them.
func (t *Tree) conflicts(dir string, old manifest) []string {
	var out []string
	check := func(p string) {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
		if errors.Is(err, fs.ErrNotExist) {
			return
		}
		if want, ok := old.Files[p]; err != nil || !ok || sum(data) != want {
			if f, ok := t.files[p]; ok && err == nil && slices.Equal(f.Data, data) {
				return // already exactly what the tree holds
			}
			out = append(out, p)
		}
	}
	for _, p := range t.Paths() {
		check(p)
	}
	for _, p := range sortedPaths(old.Files) {
		if _, still := t.files[p]; !still {
			check(p)
		}
	}
	return out
}

func writeFile(dir, p string, f File) error {
	full := filepath.Join(dir, filepath.FromSlash(p))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		return fmt.Errorf("create directory for %s: %w", p, err)
	}
	mode := fs.FileMode(0o644)
	if f.Executable {
		mode = 0o755
	}
	// Refuse to write through a symlink an attacker or a user placed in the output.
	if info, err := os.Lstat(full); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		return fmt.Errorf("%s is a symbolic link; refusing to write through it", p)
	}
	if err := os.WriteFile(full, f.Data, mode); err != nil {
		return fmt.Errorf("write %s: %w", p, err)
	}
	return os.Chmod(full, mode)
}

func readManifest(dir string) (manifest, error) {
	m := manifest{Files: map[string]string{}}
	data, err := os.ReadFile(filepath.Join(dir, ManifestPath))
	if errors.Is(err, fs.ErrNotExist) {
		return m, nil
	}
	if err != nil {
		return m, fmt.Errorf("read %s: %w", ManifestPath, err)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, fmt.Errorf("%s in %s is not valid: %w", ManifestPath, dir, err)
	}
	for p := range m.Files {
		if ValidPath(p) != nil {
			return m, fmt.Errorf("%s in %s lists an invalid path %q", ManifestPath, dir, p)
		}
	}
	return m, nil
}

func writeManifest(dir string, m manifest) error {
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(dir, ManifestPath, File{Data: append(data, '\n')})
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func sortedPaths(m map[string]string) []string {
	paths := make([]string, 0, len(m))
	for p := range m {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	return paths
}
