package sdkrepo

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
)

// initialBranch is HEAD's branch in a clone of an empty repository.
const initialBranch = "main"

// Clone clones remote into dir (which must not exist or be empty) with every branch as a local branch
// (refs/heads/*), without checking out a work tree when bare is true. HEAD follows the remote's HEAD; a clone of
// an empty repository has no branches and HEAD on an unborn main. Tags are not fetched. The clone records the
// remote as `origin`, without credentials.
func Clone(ctx context.Context, remote Remote, dir string, bare bool) (_ *Repo, err error) {
	ep, err := remote.resolve()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, ep.fail("clone", err)
	}
	created, err := prepareCloneDir(dir)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			removeClone(dir, created)
		}
	}()
	r, err := initClone(ep, dir, bare)
	if err != nil {
		return nil, err
	}
	head, err := r.fetchEveryBranch(ctx, ep)
	if err != nil {
		return nil, err
	}
	if head == "" { // an empty remote: HEAD stays on the unborn initial branch
		return r, nil
	}
	if err := r.pointHeadAt(ep, head); err != nil {
		return nil, err
	}
	if !bare {
		if err := r.checkOutClone(ep, head); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// prepareCloneDir checks that dir does not exist or is an empty directory, and reports whether it did not exist.
func prepareCloneDir(dir string) (created bool, err error) {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return true, nil
	case err != nil:
		return false, fmt.Errorf("clone into %s: %w", dir, err)
	case len(entries) > 0:
		return false, fmt.Errorf("clone into %s: the directory is not empty", dir)
	}
	return false, nil
}

// removeClone removes what a failed Clone wrote: dir itself when Clone created it, else its contents (it was
// empty before).
func removeClone(dir string, created bool) {
	if created {
		_ = os.RemoveAll(dir)
		return
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		_ = os.RemoveAll(filepath.Join(dir, e.Name()))
	}
}

// initClone creates the empty repository a clone starts as, with the remote recorded as origin (without
// credentials).
func initClone(ep *endpoint, dir string, bare bool) (*Repo, error) {
	g, err := git.PlainInitWithOptions(dir, &git.PlainInitOptions{
		Bare:        bare,
		InitOptions: git.InitOptions{DefaultBranch: plumbing.NewBranchReferenceName(initialBranch)},
	})
	if err != nil {
		return nil, fmt.Errorf("clone %s: create repository in %s: %w", ep.display, dir, err)
	}
	if _, err := g.CreateRemote(&config.RemoteConfig{Name: "origin", URLs: []string{ep.display}}); err != nil {
		return nil, fmt.Errorf("clone %s: record remote in %s: %w", ep.display, dir, err)
	}
	return &Repo{git: g, dir: dir}, nil
}

// fetchEveryBranch fetches all of the remote's branches as local branches, and returns the one HEAD should point
// to ("" when the remote has none).
func (r *Repo) fetchEveryBranch(ctx context.Context, ep *endpoint) (head string, err error) {
	heads, remoteHead, err := ep.remoteBranches(ctx)
	if err != nil {
		return "", ep.fail("clone", err)
	}
	if len(heads) == 0 {
		return "", nil
	}
	names := slices.Sorted(maps.Keys(heads))
	if err := r.fetchBranches(ctx, ep, "clone", names, false); err != nil {
		return "", err
	}
	return cloneHead(heads, remoteHead, names[0]), nil
}

// cloneHead picks the branch a clone's HEAD points to: the remote's HEAD when it names one of its branches, else
// main, else master, else first (the first branch by name).
func cloneHead(heads map[string]plumbing.Hash, remoteHead, first string) string {
	for _, b := range []string{remoteHead, "main", "master"} {
		if _, ok := heads[b]; ok {
			return b
		}
	}
	return first
}

// pointHeadAt makes HEAD a symbolic reference to branch.
func (r *Repo) pointHeadAt(ep *endpoint, branch string) error {
	headRef := plumbing.NewSymbolicReference(plumbing.HEAD, plumbing.NewBranchReferenceName(branch))
	if err := r.git.Storer.SetReference(headRef); err != nil {
		return fmt.Errorf("clone %s: set HEAD to %s: %w", ep.display, branch, err)
	}
	return nil
}

// checkOutClone fills the work tree of a fresh clone with branch.
func (r *Repo) checkOutClone(ep *endpoint, branch string) error {
	w, err := r.git.Worktree()
	if err != nil {
		return fmt.Errorf("clone %s: open work tree %s: %w", ep.display, r.dir, err)
	}
	hash, err := r.BranchHead(branch)
	if err != nil {
		return err
	}
	if err := w.Reset(&git.ResetOptions{Commit: hash, Mode: git.HardReset}); err != nil {
		return fmt.Errorf("clone %s: check out %s in %s: %w", ep.display, branch, r.dir, err)
	}
	return nil
}
