package sdkrepo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
)

// fetchRefPrefix is where Fetch puts the remote's branches before it decides whether the local ones may move.
const fetchRefPrefix = "refs/sdkgen/fetch/"

// remoteName names the transient go-git remote Fetch uses; nothing is written under it.
const remoteName = "sdkgen"

// Fetch updates the local branches named from the remote's branches of the same name. A branch the remote
// does not have is skipped (reported in the returned list of missing names), a local branch that has commits the
// remote lacks is an error naming it (never silently overwritten: nothing local is ever lost). Either every
// branch moves or, on an error, none does.
//
// Like git fetch, it refuses to move the branch checked out in a work tree (the work tree would be left behind);
// there, use git pull --ff-only.
func (r *Repo) Fetch(ctx context.Context, remote Remote, branches ...string) (missing []string, err error) {
	ep, err := remote.resolve()
	if err != nil {
		return nil, err
	}
	if err := checkBranchNames(branches); err != nil {
		return nil, fmt.Errorf("fetch from %s: %w", ep.display, err)
	}
	branches = uniq(branches)
	if len(branches) == 0 {
		return nil, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, ep.fail("fetch from", err)
	}
	heads, _, err := ep.remoteBranches(ctx)
	if err != nil {
		return nil, ep.fail("fetch from", err)
	}
	present, missing := splitByPresence(branches, heads)
	if err := r.fetchBranches(ctx, ep, "fetch from", present, true); err != nil {
		return nil, err
	}
	return missing, nil
}

// splitByPresence splits branches into those the remote has (in heads) and those it does not.
func splitByPresence(branches []string, heads map[string]plumbing.Hash) (present, missing []string) {
	for _, b := range branches {
		if _, ok := heads[b]; ok {
			present = append(present, b)
		} else {
			missing = append(missing, b)
		}
	}
	return present, missing
}

// branchMove is how fetchBranches moves a local branch: from old (zero when the branch does not exist yet) to
// new.
type branchMove struct {
	branch   string
	old, new plumbing.Hash
}

// fetchBranches fetches branches (which the remote has) and fast-forwards the local ones to them, or creates
// them. With guardHead it refuses to move the branch checked out in a work tree. what says what the caller is
// doing ("clone", "fetch from"), for messages.
func (r *Repo) fetchBranches(ctx context.Context, ep *endpoint, what string, branches []string, guardHead bool) (err error) {
	if len(branches) == 0 {
		return nil
	}
	defer func() {
		if rerr := r.removeFetchRefs(ep, what, branches); rerr != nil && err == nil {
			err = rerr
		}
	}()
	if err := r.fetchToTemporaryRefs(ctx, ep, what, branches); err != nil {
		return err
	}
	moves, err := r.planBranchMoves(ep, what, branches)
	if err != nil {
		return err
	}
	if guardHead {
		if err := r.refuseToMoveCheckedOut(ep, what, moves); err != nil {
			return err
		}
	}
	return r.applyBranchMoves(ep, what, moves)
}

// fetchToTemporaryRefs fetches the remote's branches to fetchRefPrefix, leaving the local branches alone.
func (r *Repo) fetchToTemporaryRefs(ctx context.Context, ep *endpoint, what string, branches []string) error {
	specs := make([]config.RefSpec, len(branches))
	for i, b := range branches {
		specs[i] = config.RefSpec("+" + plumbing.NewBranchReferenceName(b).String() + ":" + fetchRefPrefix + b)
	}
	gr := git.NewRemote(r.git.Storer, &config.RemoteConfig{Name: remoteName, URLs: []string{ep.url}})
	err := gr.FetchContext(ctx, &git.FetchOptions{
		RemoteName: remoteName,
		RemoteURL:  ep.url,
		RefSpecs:   specs,
		Auth:       ep.auth,
		Tags:       git.NoTags,
	})
	if err != nil && !errors.Is(err, git.NoErrAlreadyUpToDate) {
		return ep.fail(what, err)
	}
	return nil
}

// removeFetchRefs removes the temporary references of branches, all of them even when one fails, and returns the
// first failure.
func (r *Repo) removeFetchRefs(ep *endpoint, what string, branches []string) error {
	var first error
	for _, b := range branches {
		err := r.git.Storer.RemoveReference(plumbing.ReferenceName(fetchRefPrefix + b))
		if err != nil && first == nil {
			first = fmt.Errorf("%s %s: remove temporary reference %s%s: %w", what, ep.display, fetchRefPrefix, b, err)
		}
	}
	return first
}

// planBranchMoves works out how each fetched branch moves, and refuses, naming them all, when local branches have
// commits the remote lacks.
func (r *Repo) planBranchMoves(ep *endpoint, what string, branches []string) ([]branchMove, error) {
	var moves []branchMove
	var ahead []string
	for _, b := range branches {
		m, ff, err := r.fetchedMove(ep, what, b)
		switch {
		case err != nil:
			return nil, err
		case !ff:
			ahead = append(ahead, b)
		case m.old != m.new:
			moves = append(moves, m)
		}
	}
	if len(ahead) > 0 {
		return nil, aheadError(ep, what, ahead)
	}
	return moves, nil
}

// fetchedMove compares local branch b with what was fetched for it; ff is false when the local branch has
// commits the fetched one lacks.
func (r *Repo) fetchedMove(ep *endpoint, what, b string) (m branchMove, ff bool, err error) {
	fetched, err := r.git.Storer.Reference(plumbing.ReferenceName(fetchRefPrefix + b))
	if err != nil {
		return m, false, fmt.Errorf("%s %s: branch %s was not fetched: %w", what, ep.display, b, err)
	}
	old, err := r.BranchHead(b)
	if err != nil {
		return m, false, err
	}
	m = branchMove{branch: b, old: old, new: fetched.Hash()}
	if old.IsZero() {
		return m, true, nil
	}
	ff, err = r.isAncestor(old, m.new)
	if err != nil {
		return m, false, fmt.Errorf("%s %s: compare local and remote %s: %w", what, ep.display, b, err)
	}
	return m, ff, nil
}

// aheadError refuses a fetch because the local branches ahead have commits the remote lacks.
func aheadError(ep *endpoint, what string, ahead []string) error {
	subject := "local branch " + ahead[0] + " has"
	if len(ahead) > 1 {
		subject = "local branches " + strings.Join(ahead, ", ") + " have"
	}
	return fmt.Errorf("%s %s: %s commits the remote lacks; push or move them first (no branch was updated)",
		what, ep.display, subject)
}

// refuseToMoveCheckedOut refuses moves that include the branch checked out in the work tree, which would be left
// behind.
func (r *Repo) refuseToMoveCheckedOut(ep *endpoint, what string, moves []branchMove) error {
	head, ok := r.checkedOutBranch()
	if !ok {
		return nil
	}
	for _, m := range moves {
		if m.branch == head {
			return fmt.Errorf("%s %s: branch %s is checked out in %s and its work tree would be left behind; run git pull --ff-only there instead (no branch was updated)",
				what, ep.display, head, r.dir)
		}
	}
	return nil
}

// checkedOutBranch returns the branch HEAD points to when the repository has a work tree.
func (r *Repo) checkedOutBranch() (string, bool) {
	if _, err := r.git.Worktree(); err != nil {
		return "", false
	}
	head, err := r.git.Storer.Reference(plumbing.HEAD)
	if err != nil || head.Type() != plumbing.SymbolicReference || !head.Target().IsBranch() {
		return "", false
	}
	return head.Target().Short(), true
}

// applyBranchMoves sets each branch to its new commit, provided it is still where it was when the move was planned.
func (r *Repo) applyBranchMoves(ep *endpoint, what string, moves []branchMove) error {
	for _, m := range moves {
		name := plumbing.NewBranchReferenceName(m.branch)
		var old *plumbing.Reference
		if !m.old.IsZero() {
			old = plumbing.NewHashReference(name, m.old)
		}
		if err := r.git.Storer.CheckAndSetReference(plumbing.NewHashReference(name, m.new), old); err != nil {
			return fmt.Errorf("%s %s: update branch %s to %s: %w", what, ep.display, m.branch, m.new, err)
		}
	}
	return nil
}
