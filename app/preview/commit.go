package preview

import (
	"fmt"
	"path"
	"sort"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// Writing a generated tree as a git commit. app/sdkrepo keeps its object helpers private to its merge engine;
// a preview commit needs only blobs, trees and one commit, written here with go-git's storer.

// writeTree stores every file of t as blobs and nested trees, and returns the root tree's hash.
func writeTree(r *git.Repository, t *tree.Tree) (plumbing.Hash, error) {
	root := &dir{}
	for _, p := range t.Paths() {
		f, _ := t.File(p)
		h, err := storeBlob(r, f.Data)
		if err != nil {
			return plumbing.ZeroHash, fmt.Errorf("store %s: %w", p, err)
		}
		m := filemode.Regular
		if f.Executable {
			m = filemode.Executable
		}
		root.insert(strings.Split(p, "/"), object.TreeEntry{Mode: m, Hash: h})
	}
	return root.store(r, "")
}

// dir is a directory while a file tree is turned into git trees.
type dir struct {
	files map[string]object.TreeEntry
	dirs  map[string]*dir
}

func (d *dir) insert(parts []string, e object.TreeEntry) {
	if len(parts) == 1 {
		if d.files == nil {
			d.files = map[string]object.TreeEntry{}
		}
		e.Name = parts[0]
		d.files[parts[0]] = e
		return
	}
	if d.dirs == nil {
		d.dirs = map[string]*dir{}
	}
	sub := d.dirs[parts[0]]
	if sub == nil {
		sub = &dir{}
		d.dirs[parts[0]] = sub
	}
	sub.insert(parts[1:], e)
}

func (d *dir) store(r *git.Repository, at string) (plumbing.Hash, error) {
	t := &object.Tree{}
	for name, e := range d.files {
		if _, clash := d.dirs[name]; clash {
			return plumbing.ZeroHash, fmt.Errorf("%s is both a file and a directory", path.Join(at, name))
		}
		t.Entries = append(t.Entries, e)
	}
	for name, sub := range d.dirs {
		h, err := sub.store(r, path.Join(at, name))
		if err != nil {
			return plumbing.ZeroHash, err
		}
		t.Entries = append(t.Entries, object.TreeEntry{Name: name, Mode: filemode.Dir, Hash: h})
	}
	sort.Sort(object.TreeEntrySorter(t.Entries))
	return storeObject(r, t)
}

// storeBlob stores data as a blob unless the repository has it already (most files of a preview are unchanged).
func storeBlob(r *git.Repository, data []byte) (plumbing.Hash, error) {
	h := plumbing.ComputeHash(plumbing.BlobObject, data)
	if r.Storer.HasEncodedObject(h) == nil {
		return h, nil
	}
	obj := r.Storer.NewEncodedObject()
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
	return r.Storer.SetEncodedObject(obj)
}

type encoder interface {
	Encode(plumbing.EncodedObject) error
}

func storeObject(r *git.Repository, o encoder) (plumbing.Hash, error) {
	obj := r.Storer.NewEncodedObject()
	if err := o.Encode(obj); err != nil {
		return plumbing.ZeroHash, err
	}
	if r.Storer.HasEncodedObject(obj.Hash()) == nil {
		return obj.Hash(), nil
	}
	return r.Storer.SetEncodedObject(obj)
}

// writeCommit stores a commit of treeHash with parents (zero hashes left out) and points branch at it.
func writeCommit(r *git.Repository, branch string, treeHash plumbing.Hash, parents []plumbing.Hash, msg string, sig object.Signature) (plumbing.Hash, error) {
	c := &object.Commit{Author: sig, Committer: sig, Message: msg, TreeHash: treeHash}
	for _, p := range parents {
		if !p.IsZero() {
			c.ParentHashes = append(c.ParentHashes, p)
		}
	}
	h, err := storeObject(r, c)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store the commit for %s: %w", branch, err)
	}
	ref := plumbing.NewHashReference(plumbing.NewBranchReferenceName(branch), h)
	if err := r.Storer.SetReference(ref); err != nil {
		return plumbing.ZeroHash, fmt.Errorf("point %s at %s: %w", branch, h, err)
	}
	return h, nil
}
