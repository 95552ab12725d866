package sdkrepo

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
)

// workTree is the checked-out side of a non-bare repository.
type workTree struct {
	wt *git.Worktree
	// branch is the branch HEAD points to ("" when HEAD is detached); unborn when it has no commit yet.
	branch string
	unborn bool
}

// openWorkTree returns nil for a bare repository. A work tree with uncommitted changes to tracked files is an
// error: sdkgen merges committed branches and must not mix its result with work in progress. Untracked files are
// fine unless the generation would write over one (checked in moveBranches).
func (r *Repo) openWorkTree() (*workTree, error) {
	wt, err := r.git.Worktree()
	if errors.Is(err, git.ErrIsBareRepository) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("open the work tree of %s: %w", r.dir, err)
	}
	head, err := r.git.Storer.Reference(plumbing.HEAD)
	if err != nil {
		return nil, fmt.Errorf("read HEAD of %s: %w", r.dir, err)
	}
	w := &workTree{wt: wt}
	if head.Type() != plumbing.SymbolicReference {
		return w, nil
	}
	w.branch = head.Target().Short()
	if _, err := r.git.Storer.Reference(head.Target()); errors.Is(err, plumbing.ErrReferenceNotFound) {
		w.unborn = true
		return w, nil
	}
	return w, r.checkClean(wt)
}

func (r *Repo) checkClean(wt *git.Worktree) error {
	st, err := wt.Status()
	if err != nil {
		return fmt.Errorf("read the status of %s: %w", r.dir, err)
	}
	var dirty []string
	for p, s := range st {
		if changed(s.Staging) || changed(s.Worktree) {
			dirty = append(dirty, p)
		}
	}
	if len(dirty) == 0 {
		return nil
	}
	slices.Sort(dirty)
	shown := dirty[:min(len(dirty), 5)]
	more := ""
	if len(dirty) > len(shown) {
		more = fmt.Sprintf(" and %d more", len(dirty)-len(shown))
	}
	return fmt.Errorf("%s has uncommitted changes (%s%s); commit or stash them first: sdkgen merges into committed branches only",
		r.dir, strings.Join(shown, ", "), more)
}

func changed(c git.StatusCode) bool { return c != git.Unmodified && c != git.Untracked }

// moveBranches applies the branch updates. Each branch must still be where the plan found it (another process
// may have committed meanwhile). The checked-out branch also gets its work tree and index updated, after checking
// that no untracked file would be overwritten.
func (r *Repo) moveBranches(u refUpdates, found map[string]plumbing.Hash, wt *workTree) (notes []string, err error) {
	checkout, skip := plumbing.ZeroHash, ""
	if wt != nil && wt.branch != "" {
		if h, ok := u.to[wt.branch]; ok {
			if h.IsZero() {
				skip = wt.branch
				notes = append(notes, fmt.Sprintf("%s is checked out, so it was not deleted", wt.branch))
			} else if err := r.checkUntracked(found[wt.branch], h); err != nil {
				return nil, err
			} else {
				checkout = h
			}
		}
	}
	for _, b := range u.order {
		if b == skip {
			continue
		}
		if err := r.moveBranch(b, found[b], u.to[b]); err != nil {
			return notes, err
		}
	}
	if checkout.IsZero() {
		return notes, nil
	}
	if err := wt.wt.Reset(&git.ResetOptions{Commit: checkout, Mode: git.MergeReset}); err != nil {
		return notes, fmt.Errorf("update the work tree of %s to %s: %w (the branches are updated; run git reset --merge %s)", r.dir, checkout, err, checkout)
	}
	return notes, nil
}

// moveBranch sets (or, with a zero hash, deletes) a branch that must still point at old.
func (r *Repo) moveBranch(branch string, old, to plumbing.Hash) error {
	name := plumbing.NewBranchReferenceName(branch)
	cur, err := r.git.Storer.Reference(name)
	switch {
	case errors.Is(err, plumbing.ErrReferenceNotFound):
		if !old.IsZero() {
			return fmt.Errorf("branch %s was deleted while generating; nothing else was changed after it, generate again", branch)
		}
	case err != nil:
		return fmt.Errorf("read branch %s: %w", branch, err)
	case cur.Hash() != old:
		return fmt.Errorf("branch %s moved while generating (now %s); generate again", branch, cur.Hash())
	}
	if to.IsZero() {
		if err := r.git.Storer.RemoveReference(name); err != nil {
			return fmt.Errorf("delete branch %s: %w", branch, err)
		}
		return nil
	}
	if err := r.git.Storer.SetReference(plumbing.NewHashReference(name, to)); err != nil {
		return fmt.Errorf("update branch %s: %w", branch, err)
	}
	return nil
}

// checkUntracked refuses to check out a commit that would write over a file git does not track.
func (r *Repo) checkUntracked(from, to plumbing.Hash) error {
	before, err := r.filesAt(from)
	if err != nil {
		return err
	}
	after, err := r.filesAt(to)
	if err != nil {
		return err
	}
	root := r.dir
	var blocked []string
	for p := range after {
		if _, tracked := before[p]; tracked {
			continue
		}
		if untrackedOnDisk(root, p, before) {
			blocked = append(blocked, p)
		}
	}
	if len(blocked) == 0 {
		return nil
	}
	slices.Sort(blocked)
	return fmt.Errorf("untracked files in %s would be overwritten by the generation: %s; move or commit them first",
		root, strings.Join(blocked[:min(len(blocked), 5)], ", "))
}

// untrackedOnDisk reports whether p, or a parent folder of it that git does not track as a folder, exists on disk
// as something git would have to replace.
func untrackedOnDisk(root, p string, tracked files) bool {
	if _, err := os.Lstat(filepath.Join(root, filepath.FromSlash(p))); err == nil {
		return true
	}
	for dir := path.Dir(p); dir != "."; dir = path.Dir(dir) {
		fi, err := os.Lstat(filepath.Join(root, filepath.FromSlash(dir)))
		if err == nil && !fi.IsDir() {
			_, isTracked := tracked[dir]
			return !isTracked
		}
	}
	return false
}

func (r *Repo) filesAt(h plumbing.Hash) (files, error) {
	if h.IsZero() {
		return files{}, nil
	}
	c, err := r.git.CommitObject(h)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", h, err)
	}
	return r.readFiles(c)
}

// pointUnbornHead makes HEAD of a repository without commits point at the working branch, so the first generation
// is checked out where people expect it (git init may have named the unborn branch master).
func (r *Repo) pointUnbornHead(wt *workTree, branch string) error {
	if wt == nil || !wt.unborn || wt.branch == branch {
		return nil
	}
	head := plumbing.NewSymbolicReference(plumbing.HEAD, plumbing.NewBranchReferenceName(branch))
	if err := r.git.Storer.SetReference(head); err != nil {
		return fmt.Errorf("point HEAD at %s: %w", branch, err)
	}
	wt.branch = branch
	return nil
}
