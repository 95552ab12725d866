package sdkrepo

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// entry is one file of a flattened git tree. Comparing entries compares content and mode without reading blobs.
type entry struct {
	Hash plumbing.Hash
	Mode filemode.FileMode
}

// files is a flattened tree: repository path -> entry. Directories are implied by the paths.
type files map[string]entry

// readFiles flattens a commit's tree. A nil commit is the empty tree (no generation yet).
func (r *Repo) readFiles(c *object.Commit) (files, error) {
	out := files{}
	if c == nil {
		return out, nil
	}
	if err := r.flattenTree(c.TreeHash, "", out); err != nil {
		return nil, fmt.Errorf("read the tree of commit %s: %w", c.Hash, err)
	}
	return out, nil
}

func (r *Repo) flattenTree(h plumbing.Hash, prefix string, out files) error {
	t, err := object.GetTree(r.git.Storer, h)
	if err != nil {
		return err
	}
	for _, e := range t.Entries {
		p := prefix + e.Name
		if e.Mode == filemode.Dir {
			if err := r.flattenTree(e.Hash, p+"/", out); err != nil {
				return err
			}
			continue
		}
		out[p] = entry{Hash: e.Hash, Mode: e.Mode}
	}
	return nil
}

// blob returns a blob's content.
func (r *Repo) blob(h plumbing.Hash) ([]byte, error) {
	b, err := object.GetBlob(r.git.Storer, h)
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	rd, err := b.Reader()
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	defer func() { _ = rd.Close() }() // io.Copy reads to EOF, where zlib checks its sum; Close only frees the reader
	var buf bytes.Buffer
	buf.Grow(int(b.Size))
	if _, err := io.Copy(&buf, rd); err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	return buf.Bytes(), nil
}

// blobHash is the id git gives data as a blob, computed without storing it.
func blobHash(data []byte) plumbing.Hash {
	return plumbing.ComputeHash(plumbing.BlobObject, data)
}

// writeBlob stores data as a blob unless the repository already has it (most files of a new generation are
// unchanged, and rewriting their objects is the slowest part of a commit).
func (r *Repo) writeBlob(data []byte) (plumbing.Hash, error) {
	h := blobHash(data)
	if r.git.Storer.HasEncodedObject(h) == nil {
		return h, nil
	}
	obj := r.git.Storer.NewEncodedObject()
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
	stored, err := r.git.Storer.SetEncodedObject(obj)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store blob: %w", err)
	}
	return stored, nil
}

// writeTree stores the nested trees of a flattened tree and returns the root tree's hash. Blobs must already be
// stored.
func (r *Repo) writeTree(fs files) (plumbing.Hash, error) {
	root := &dirNode{}
	for p, e := range fs {
		root.insert(strings.Split(p, "/"), e)
	}
	return r.storeDir(root, "")
}

// dirNode is a directory while a flattened tree is turned back into git trees.
type dirNode struct {
	files map[string]entry
	dirs  map[string]*dirNode
}

func (d *dirNode) insert(parts []string, e entry) {
	if len(parts) == 1 {
		if d.files == nil {
			d.files = map[string]entry{}
		}
		d.files[parts[0]] = e
		return
	}
	if d.dirs == nil {
		d.dirs = map[string]*dirNode{}
	}
	sub := d.dirs[parts[0]]
	if sub == nil {
		sub = &dirNode{}
		d.dirs[parts[0]] = sub
	}
	sub.insert(parts[1:], e)
}

func (r *Repo) storeDir(d *dirNode, at string) (plumbing.Hash, error) {
	t := &object.Tree{}
	for name, e := range d.files {
		if _, clash := d.dirs[name]; clash {
			return plumbing.ZeroHash, fmt.Errorf("%s is both a file and a directory", path.Join(at, name))
		}
		t.Entries = append(t.Entries, object.TreeEntry{Name: name, Mode: e.Mode, Hash: e.Hash})
	}
	for name, sub := range d.dirs {
		h, err := r.storeDir(sub, path.Join(at, name))
		if err != nil {
			return plumbing.ZeroHash, err
		}
		t.Entries = append(t.Entries, object.TreeEntry{Name: name, Mode: filemode.Dir, Hash: h})
	}
	sort.Sort(object.TreeEntrySorter(t.Entries))
	return r.storeObject(t)
}

// encoder is a git object go-git can encode: a tree or a commit.
type encoder interface {
	Encode(plumbing.EncodedObject) error
}

func (r *Repo) storeObject(o encoder) (plumbing.Hash, error) {
	obj := r.git.Storer.NewEncodedObject()
	if err := o.Encode(obj); err != nil {
		return plumbing.ZeroHash, err
	}
	if r.git.Storer.HasEncodedObject(obj.Hash()) == nil {
		return obj.Hash(), nil
	}
	h, err := r.git.Storer.SetEncodedObject(obj)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store %s: %w", obj.Type(), err)
	}
	return h, nil
}

// writeCommit stores a commit of tree with the given parents.
func (r *Repo) writeCommit(tree plumbing.Hash, parents []plumbing.Hash, msg string, sig object.Signature) (*object.Commit, error) {
	c := &object.Commit{
		Author: sig, Committer: sig, Message: msg, TreeHash: tree, ParentHashes: parents,
	}
	h, err := r.storeObject(c)
	if err != nil {
		return nil, err
	}
	return r.git.CommitObject(h)
}

// WriteTree stores the files of a generated tree (blobs the repository lacks, and the nested trees) and returns
// the root tree's hash, for commits outside the generation flow (preview branches).
func (r *Repo) WriteTree(t *tree.Tree) (plumbing.Hash, error) {
	fs, data := generationFiles(t)
	for _, d := range data {
		if _, err := r.writeBlob(d); err != nil {
			return plumbing.ZeroHash, err
		}
	}
	return r.writeTree(fs)
}

// CommitOnBranch stores a commit of treeHash with parents (zero hashes left out) and points branch at it. It
// touches no work tree: it is for branches nobody has checked out (preview branches in the service's clones).
func (r *Repo) CommitOnBranch(branch string, treeHash plumbing.Hash, parents []plumbing.Hash, msg string, sig object.Signature) (plumbing.Hash, error) {
	var ps []plumbing.Hash
	for _, p := range parents {
		if !p.IsZero() {
			ps = append(ps, p)
		}
	}
	c, err := r.writeCommit(treeHash, ps, msg, sig)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store the commit for %s: %w", branch, err)
	}
	ref := plumbing.NewHashReference(plumbing.NewBranchReferenceName(branch), c.Hash)
	if err := r.git.Storer.SetReference(ref); err != nil {
		return plumbing.ZeroHash, fmt.Errorf("point %s at %s: %w", branch, c.Hash, err)
	}
	return c.Hash, nil
}

// OverlayTree stores the tree baseTree with files written over it (added as regular files, or replacing the file
// at that path, whose mode is kept) and returns its hash: a commit that changes a few files of a generated
// repository (a release's version files). Unchanged trees are not written again.
func (r *Repo) OverlayTree(baseTree plumbing.Hash, changed map[string][]byte) (plumbing.Hash, error) {
	fs := files{}
	if !baseTree.IsZero() {
		if err := r.flattenTree(baseTree, "", fs); err != nil {
			return plumbing.ZeroHash, fmt.Errorf("read tree %s: %w", baseTree, err)
		}
	}
	for p, data := range changed {
		if err := tree.ValidPath(p); err != nil {
			return plumbing.ZeroHash, err
		}
		h, err := r.writeBlob(data)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		mode := filemode.Regular
		if e, ok := fs[p]; ok {
			mode = e.Mode
		}
		fs[p] = entry{Hash: h, Mode: mode}
	}
	return r.writeTree(fs)
}
