package fakegithub

// The fake's git repositories are ordinary bare repositories, read and written with go-git. References are moved by
// `git update-ref` instead: it takes git's own ref locks and compares the old value, so an API write racing a push
// that git http-backend is receiving cannot silently overwrite it.

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// signature is a commit's author or committer.
type signature = object.Signature

// gitTool runs the git command, isolated from the user's and the system's git configuration.
type gitTool struct {
	path    string // the git command
	backend string // git http-backend
	home    string // HOME for git, without a configuration
}

// newGitTool finds git and its http-backend.
func newGitTool() (*gitTool, error) {
	path, backend, err := lookPathGit()
	if err != nil {
		return nil, err
	}
	home, err := os.MkdirTemp("", "fakegithub-home-*")
	if err != nil {
		return nil, fmt.Errorf("create git's home directory: %w", err)
	}
	return &gitTool{path: path, backend: backend, home: home}, nil
}

// env is the environment git runs in: the process's, without its GIT_ variables (a test run from a git hook has
// GIT_DIR set, which would point git elsewhere), and a HOME without configuration.
func (t *gitTool) env() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GIT_") {
			env = append(env, kv)
		}
	}
	return append(env, "GIT_CONFIG_NOSYSTEM=1", "HOME="+t.home, "XDG_CONFIG_HOME="+t.home, "GIT_TERMINAL_PROMPT=0")
}

// run runs git with args in the repository at gitDir.
func (t *gitTool) run(gitDir string, args ...string) error {
	cmd := exec.Command(t.path, append([]string{"--git-dir=" + gitDir}, args...)...)
	cmd.Env = t.env()
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(string(out)))
	}
	return nil
}

// output runs git with args in the repository at gitDir and returns its standard output and exit code; an error
// is returned only when git could not run at all.
func (t *gitTool) output(gitDir string, args ...string) (string, int, error) {
	cmd := exec.Command(t.path, append([]string{"--git-dir=" + gitDir}, args...)...)
	cmd.Env = t.env()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return string(out), exit.ExitCode(), nil
	}
	if err != nil {
		return "", -1, fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return string(out), 0, nil
}

// initBare creates a bare repository at dir whose HEAD is branch, accepting pushes over HTTP.
func (t *gitTool) initBare(dir, branch string) error {
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return err
	}
	if err := t.run(dir, "init", "--quiet", "--bare", dir); err != nil {
		return err
	}
	if err := t.run(dir, "symbolic-ref", "HEAD", "refs/heads/"+branch); err != nil {
		return err
	}
	return t.run(dir, "config", "http.receivepack", "true")
}

// errRefChanged is returned when a reference is not at the value an update expected.
var errRefChanged = errors.New("the reference changed meanwhile")

// updateRef moves ref from old to new: old zero means ref must not exist, new zero deletes it.
func (t *gitTool) updateRef(gitDir, ref string, newHash, old plumbing.Hash) error {
	args := []string{"update-ref", ref, newHash.String(), old.String()}
	if newHash.IsZero() {
		args = []string{"update-ref", "-d", ref, old.String()}
	}
	if err := t.run(gitDir, args...); err != nil {
		return fmt.Errorf("%w: %w", errRefChanged, err)
	}
	return nil
}

// gitRepo is a bare repository opened with go-git.
type gitRepo struct {
	dir string
	r   *git.Repository
}

// openGit opens the bare repository at dir. It is opened afresh for every use, so it sees what pushes wrote.
func openGit(dir string) (*gitRepo, error) {
	r, err := git.PlainOpen(dir)
	if err != nil {
		return nil, fmt.Errorf("open git repository %s: %w", dir, err)
	}
	return &gitRepo{dir: dir, r: r}, nil
}

// branch returns the commit branch points to.
func (g *gitRepo) branch(name string) (plumbing.Hash, bool) {
	ref, err := g.r.Reference(plumbing.NewBranchReferenceName(name), true)
	if err != nil {
		return plumbing.ZeroHash, false
	}
	return ref.Hash(), true
}

// branches maps every branch to its commit.
func (g *gitRepo) branches() map[string]string {
	out := map[string]string{}
	for _, ref := range g.refs("refs/heads/") {
		out[ref.Name().Short()] = ref.Hash().String()
	}
	return out
}

// tags maps every tag to the commit it points to.
func (g *gitRepo) tags() map[string]string {
	out := map[string]string{}
	for _, ref := range g.refs("refs/tags/") {
		out[ref.Name().Short()] = g.peel(ref.Hash()).String()
	}
	return out
}

// peel returns the commit an annotated tag (or a chain of them) points to; any other object is returned as is.
func (g *gitRepo) peel(h plumbing.Hash) plumbing.Hash {
	for range 10 {
		t, err := g.r.TagObject(h)
		if err != nil {
			return h
		}
		h = t.Target
	}
	return h
}

// refs returns the references whose names start with prefix, by name.
func (g *gitRepo) refs(prefix string) []*plumbing.Reference {
	iter, err := g.r.References()
	if err != nil {
		return nil
	}
	var out []*plumbing.Reference
	_ = iter.ForEach(func(ref *plumbing.Reference) error {
		if ref.Type() == plumbing.HashReference && strings.HasPrefix(ref.Name().String(), prefix) {
			out = append(out, ref)
		}
		return nil
	})
	slices.SortFunc(out, func(a, b *plumbing.Reference) int { return strings.Compare(a.Name().String(), b.Name().String()) })
	return out
}

// ref returns the reference named name (refs/...), which must be a direct one.
func (g *gitRepo) ref(name string) (*plumbing.Reference, bool) {
	ref, err := g.r.Reference(plumbing.ReferenceName(name), false)
	if err != nil || ref.Type() != plumbing.HashReference {
		return nil, false
	}
	return ref, true
}

// resolve returns the commit ref names: a SHA (full or abbreviated), a branch, a tag or a full reference name.
func (g *gitRepo) resolve(ref string) (plumbing.Hash, bool) {
	if ref == "" || strings.ContainsAny(ref, "~^:@{}") && !strings.HasPrefix(ref, "refs/") {
		return plumbing.ZeroHash, false
	}
	h, err := g.r.ResolveRevision(plumbing.Revision(ref))
	if err != nil {
		return plumbing.ZeroHash, false
	}
	return *h, true
}

// commit returns the commit h, nil when there is none.
func (g *gitRepo) commit(h plumbing.Hash) *object.Commit {
	c, err := g.r.CommitObject(h)
	if err != nil {
		return nil
	}
	return c
}

// objectType returns the type of object h, InvalidObject when there is none.
func (g *gitRepo) objectType(h plumbing.Hash) plumbing.ObjectType {
	obj, err := g.r.Storer.EncodedObject(plumbing.AnyObject, h)
	if err != nil {
		return plumbing.InvalidObject
	}
	return obj.Type()
}

// readBlob returns the content of blob h.
func (g *gitRepo) readBlob(h plumbing.Hash) ([]byte, error) {
	b, err := g.r.BlobObject(h)
	if err != nil {
		return nil, err
	}
	rd, err := b.Reader()
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(rd)
	if cerr := rd.Close(); err == nil {
		err = cerr
	}
	return data, err
}

// writeBlob stores data as a blob.
func (g *gitRepo) writeBlob(data []byte) (plumbing.Hash, error) {
	obj := g.r.Storer.NewEncodedObject()
	obj.SetType(plumbing.BlobObject)
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
	return g.r.Storer.SetEncodedObject(obj)
}

// writeCommit stores c.
func (g *gitRepo) writeCommit(c *object.Commit) (plumbing.Hash, error) {
	obj := g.r.Storer.NewEncodedObject()
	if err := c.Encode(obj); err != nil {
		return plumbing.ZeroHash, err
	}
	return g.r.Storer.SetEncodedObject(obj)
}

// writeTree stores a tree of entries, sorted the way git sorts them (a directory as if its name ended in "/").
func (g *gitRepo) writeTree(entries []object.TreeEntry) (plumbing.Hash, error) {
	sortKey := func(e object.TreeEntry) string {
		if e.Mode == filemode.Dir {
			return e.Name + "/"
		}
		return e.Name
	}
	slices.SortFunc(entries, func(a, b object.TreeEntry) int { return strings.Compare(sortKey(a), sortKey(b)) })
	obj := g.r.Storer.NewEncodedObject()
	if err := (&object.Tree{Entries: entries}).Encode(obj); err != nil {
		return plumbing.ZeroHash, err
	}
	return g.r.Storer.SetEncodedObject(obj)
}

// treeEdit sets or removes one path of a tree.
type treeEdit struct {
	path   string // slash-separated, relative to the tree
	mode   filemode.FileMode
	hash   plumbing.Hash
	remove bool
}

// editTree applies edits to tree base (the empty tree when zero) and stores the result. Directories left empty
// disappear, as in git; the root tree may be empty.
func (g *gitRepo) editTree(base plumbing.Hash, edits []treeEdit) (plumbing.Hash, error) {
	entries, err := g.editEntries(base, edits)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	return g.writeTree(entries)
}

// editEntries returns the entries of tree base with edits applied, storing the subtrees they change.
func (g *gitRepo) editEntries(base plumbing.Hash, edits []treeEdit) ([]object.TreeEntry, error) {
	entries := map[string]object.TreeEntry{}
	if !base.IsZero() {
		t, err := g.r.TreeObject(base)
		if err != nil {
			return nil, fmt.Errorf("tree %s: %w", base, err)
		}
		for _, e := range t.Entries {
			entries[e.Name] = e
		}
	}
	nested := map[string][]treeEdit{}
	for _, e := range edits {
		first, rest, deeper := strings.Cut(e.path, "/")
		switch {
		case deeper:
			e.path = rest
			nested[first] = append(nested[first], e)
		case e.remove:
			delete(entries, first)
		default:
			entries[first] = object.TreeEntry{Name: first, Mode: e.mode, Hash: e.hash}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(nested)) {
		var sub plumbing.Hash
		if old, ok := entries[name]; ok && old.Mode == filemode.Dir {
			sub = old.Hash
		}
		subEntries, err := g.editEntries(sub, nested[name])
		if err != nil {
			return nil, err
		}
		delete(entries, name)
		if len(subEntries) > 0 {
			h, err := g.writeTree(subEntries)
			if err != nil {
				return nil, err
			}
			entries[name] = object.TreeEntry{Name: name, Mode: filemode.Dir, Hash: h}
		}
	}
	return slices.Collect(maps.Values(entries)), nil
}

// commitFiles commits files onto branch and moves the branch there; a branch that does not exist starts at from
// (a root commit when from is empty or does not exist either). A nil content removes the path.
func (g *gitRepo) commitFiles(t *gitTool, branch, from, message string, sig signature, files map[string][]byte) (plumbing.Hash, error) {
	old, exists := g.branch(branch)
	parent, hasParent := old, exists
	if !exists && from != "" {
		parent, hasParent = g.branch(from)
	}
	var baseTree plumbing.Hash
	var parents []plumbing.Hash
	if hasParent {
		c := g.commit(parent)
		if c == nil {
			return plumbing.ZeroHash, fmt.Errorf("branch %s points to a missing commit %s", branch, parent)
		}
		baseTree, parents = c.TreeHash, []plumbing.Hash{parent}
	}
	var edits []treeEdit
	for _, p := range slices.Sorted(maps.Keys(files)) {
		e := treeEdit{path: cleanPath(p), remove: files[p] == nil, mode: filemode.Regular}
		if e.path == "" {
			return plumbing.ZeroHash, fmt.Errorf("invalid path %q", p)
		}
		if !e.remove {
			h, err := g.writeBlob(files[p])
			if err != nil {
				return plumbing.ZeroHash, err
			}
			e.hash = h
		}
		edits = append(edits, e)
	}
	tree, err := g.editTree(baseTree, edits)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	h, err := g.writeCommit(&object.Commit{Author: sig, Committer: sig, Message: message, TreeHash: tree, ParentHashes: parents})
	if err != nil {
		return plumbing.ZeroHash, err
	}
	return h, t.updateRef(g.dir, plumbing.NewBranchReferenceName(branch).String(), h, old)
}

// fileAt returns the entry at path in commit c's tree: a blob, a tree, a link or a submodule.
func (g *gitRepo) fileAt(c *object.Commit, path string) (*object.TreeEntry, bool) {
	if c == nil {
		return nil, false
	}
	tree, err := c.Tree()
	if err != nil {
		return nil, false
	}
	if path == "" {
		return &object.TreeEntry{Mode: filemode.Dir, Hash: tree.Hash}, true
	}
	e, err := tree.FindEntry(path)
	if err != nil {
		return nil, false
	}
	return e, true
}

// treeEntries returns the entries of tree h.
func (g *gitRepo) treeEntries(h plumbing.Hash) []object.TreeEntry {
	t, err := g.r.TreeObject(h)
	if err != nil {
		return nil
	}
	return t.Entries
}

// blobSize returns the size of blob h.
func (g *gitRepo) blobSize(h plumbing.Hash) int64 {
	obj, err := g.r.Storer.EncodedObject(plumbing.BlobObject, h)
	if err != nil {
		return 0
	}
	return obj.Size()
}

// blobHash is the git object id of data as a blob, which is what the contents API calls a file's sha.
func blobHash(data []byte) plumbing.Hash {
	return plumbing.ComputeHash(plumbing.BlobObject, data)
}

// cleanPath normalises a repository path: slash-separated, no leading or trailing slash, no empty, "." or ".."
// segments. It returns "" for a path that is none of those or leaves the repository.
func cleanPath(p string) string {
	var parts []string
	for _, seg := range strings.Split(p, "/") {
		switch seg {
		case "", ".":
		case "..":
			return ""
		default:
			parts = append(parts, seg)
		}
	}
	return strings.Join(parts, "/")
}

// isSHA reports whether s is a full hexadecimal object id.
func isSHA(s string) bool {
	_, err := hex.DecodeString(s)
	return len(s) == 40 && err == nil
}
