package tree

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
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
//
// Large SDKs have thousands of files, so dir is listed once (only files already there are read back) and the files
// are written by several goroutines.
func (t *Tree) WriteDir(dir string) error {
	old, err := readManifest(dir)
	if err != nil {
		return err
	}
	onDisk, err := listFiles(dir)
	if err != nil {
		return err
	}
	if conflicts := t.conflicts(dir, old, onDisk); len(conflicts) > 0 {
		return &ConflictError{Dir: dir, Paths: conflicts}
	}
	if err := t.makeDirs(dir); err != nil {
		return err
	}
	if err := t.writeFiles(dir, onDisk); err != nil {
		return err
	}
	next := manifest{Files: map[string]string{}}
	for p, f := range t.files {
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

// listFiles returns the paths (slash-separated, relative to dir) of everything in dir that is not a directory,
// leaving out .git; an empty set when dir does not exist.
func listFiles(dir string) (map[string]bool, error) {
	out := map[string]bool{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		switch {
		case errors.Is(err, fs.ErrNotExist) && p == dir:
			return fs.SkipAll
		case err != nil:
			return err
		case d.IsDir() && d.Name() == ".git":
			return fs.SkipDir
		case d.IsDir():
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		out[filepath.ToSlash(rel)] = true
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", dir, err)
	}
	return out, nil
}

// conflicts returns the paths WriteDir must not touch: files the tree would write or delete that are not exactly
// as sdkgen last wrote them.
func (t *Tree) conflicts(dir string, old manifest, onDisk map[string]bool) []string {
	var out []string
	check := func(p string) {
		if !onDisk[p] {
			return
		}
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
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

// makeDirs creates every folder the tree's files go in, each once.
func (t *Tree) makeDirs(dir string) error {
	dirs := map[string]bool{path.Dir(ManifestPath): true}
	for p := range t.files {
		dirs[path.Dir(p)] = true
	}
	for _, d := range slices.Sorted(maps.Keys(dirs)) {
		if err := os.MkdirAll(filepath.Join(dir, filepath.FromSlash(d)), 0o755); err != nil {
			return fmt.Errorf("create directory %s: %w", d, err)
		}
	}
	return nil
}

// writeFiles writes every file of the tree with a few goroutines; the error reported is the first by path.
func (t *Tree) writeFiles(dir string, onDisk map[string]bool) error {
	paths := t.Paths()
	errs := make([]error, len(paths))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(8, len(paths)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				p := paths[i]
				if onDisk[p] {
					errs[i] = writeFile(dir, p, t.files[p])
				} else {
					errs[i] = createFile(dir, p, t.files[p])
				}
			}
		}()
	}
	for i := range paths {
		next <- i
	}
	close(next)
	wg.Wait()
	return errors.Join(slices.DeleteFunc(errs, func(err error) bool { return err == nil })...)
}

func fileMode(f File) fs.FileMode {
	if f.Executable {
		return 0o755
	}
	return 0o644
}

// createFile writes a file that was not in dir when it was listed; O_EXCL refuses anything that appeared since
// (a symbolic link included), which then takes the careful path of writeFile.
func createFile(dir, p string, f File) error {
	full := filepath.Join(dir, filepath.FromSlash(p))
	out, err := os.OpenFile(full, os.O_WRONLY|os.O_CREATE|os.O_EXCL, fileMode(f))
	if errors.Is(err, fs.ErrExist) {
		return writeFile(dir, p, f)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", p, err)
	}
	_, err = out.Write(f.Data)
	if err == nil {
		err = out.Chmod(fileMode(f)) // the umask may have narrowed the mode
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", p, err)
	}
	return nil
}

func writeFile(dir, p string, f File) error {
	full := filepath.Join(dir, filepath.FromSlash(p))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		return fmt.Errorf("create directory for %s: %w", p, err)
	}
	mode := fileMode(f)
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
