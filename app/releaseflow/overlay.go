package releaseflow

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// overlay stores the tree of base with files written over it (added, or replacing the file at that path, whose
// mode is kept) and returns its hash. Only the trees on the paths of files are rewritten: the release commit
// changes a handful of files in a repository of thousands.
func overlay(s storer.EncodedObjectStorer, base plumbing.Hash, files map[string][]byte) (plumbing.Hash, error) {
	byDir := map[string]map[string][]byte{} // first path segment -> rest -> content ("" rest: a file here)
	for p, data := range files {
		if err := tree.ValidPath(p); err != nil {
			return plumbing.ZeroHash, fmt.Errorf("release file %q: %w", p, err)
		}
		head, rest, _ := strings.Cut(p, "/")
		if byDir[head] == nil {
			byDir[head] = map[string][]byte{}
		}
		byDir[head][rest] = data
	}
	return overlayDir(s, base, byDir, "")
}

// overlayDir rewrites the tree base (zero: an empty one) at the folder named at.
func overlayDir(s storer.EncodedObjectStorer, base plumbing.Hash, byDir map[string]map[string][]byte, at string) (plumbing.Hash, error) {
	entries, err := treeEntries(s, base)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("read the tree of %q: %w", at+"/", err)
	}
	for _, name := range sortedKeys(byDir) {
		i := slices.IndexFunc(entries, func(e object.TreeEntry) bool { return e.Name == name })
		e, err := overlayEntry(s, entries, i, name, byDir[name], at)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		if i >= 0 {
			entries[i] = e
		} else {
			entries = append(entries, e)
		}
	}
	sort.Sort(object.TreeEntrySorter(entries))
	return store(s, &object.Tree{Entries: entries})
}

// overlayEntry is the new entry name of a folder: the file written there, or the folder below rewritten.
func overlayEntry(s storer.EncodedObjectStorer, entries []object.TreeEntry, i int, name string, below map[string][]byte, at string) (object.TreeEntry, error) {
	p := strings.TrimPrefix(at+"/"+name, "/")
	if data, isFile := below[""]; isFile {
		if len(below) > 1 {
			return object.TreeEntry{}, fmt.Errorf("release file %q is also a folder of other release files", p)
		}
		mode := filemode.Regular
		if i >= 0 && entries[i].Mode == filemode.Executable {
			mode = filemode.Executable
		} else if i >= 0 && entries[i].Mode != filemode.Regular {
			return object.TreeEntry{}, fmt.Errorf("release file %q: the repository has a folder, link or submodule there", p)
		}
		h, err := storeBlob(s, data)
		return object.TreeEntry{Name: name, Mode: mode, Hash: h}, err
	}
	sub := plumbing.ZeroHash
	if i >= 0 {
		if entries[i].Mode != filemode.Dir {
			return object.TreeEntry{}, fmt.Errorf("release files under %q: the repository has a file there", p)
		}
		sub = entries[i].Hash
	}
	next := map[string]map[string][]byte{}
	for rest, data := range below {
		head, tail, _ := strings.Cut(rest, "/")
		if next[head] == nil {
			next[head] = map[string][]byte{}
		}
		next[head][tail] = data
	}
	h, err := overlayDir(s, sub, next, p)
	return object.TreeEntry{Name: name, Mode: filemode.Dir, Hash: h}, err
}

func treeEntries(s storer.EncodedObjectStorer, h plumbing.Hash) ([]object.TreeEntry, error) {
	if h.IsZero() {
		return nil, nil
	}
	t, err := object.GetTree(s, h)
	if err != nil {
		return nil, err
	}
	return slices.Clone(t.Entries), nil
}

func storeBlob(s storer.EncodedObjectStorer, data []byte) (plumbing.Hash, error) {
	obj := s.NewEncodedObject()
	obj.SetType(plumbing.BlobObject)
	obj.SetSize(int64(len(data)))
	w, err := obj.Writer()
	if err != nil {
		return plumbing.ZeroHash, err
	}
	if _, err := w.Write(data); err != nil {
		return plumbing.ZeroHash, err
	}
	if err := w.Close(); err != nil {
		return plumbing.ZeroHash, err
	}
	h, err := s.SetEncodedObject(obj)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store a blob: %w", err)
	}
	return h, nil
}

func store(s storer.EncodedObjectStorer, t *object.Tree) (plumbing.Hash, error) {
	obj := s.NewEncodedObject()
	if err := t.Encode(obj); err != nil {
		return plumbing.ZeroHash, err
	}
	h, err := s.SetEncodedObject(obj)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store a tree: %w", err)
	}
	return h, nil
}

// fileAt reads a file of a commit; ok is false when it does not exist there.
func fileAt(c *object.Commit, p string) (data []byte, ok bool, err error) {
	f, err := c.File(p)
	if err != nil {
		return nil, false, nil //nolint:nilerr // not found, or a folder: not a file here
	}
	r, err := f.Reader()
	if err != nil {
		return nil, false, fmt.Errorf("read %s at %s: %w", p, c.Hash, err)
	}
	defer func() { _ = r.Close() }()
	var b bytes.Buffer
	if _, err := b.ReadFrom(r); err != nil {
		return nil, false, fmt.Errorf("read %s at %s: %w", p, c.Hash, err)
	}
	return b.Bytes(), true, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
