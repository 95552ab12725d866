package releaseflow

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// releaseTrailer marks the commits sdkgen makes on a release branch; any other commit there is a person's.
const releaseTrailer = "Sdkgen-Release: "

// maxListedCommits caps how many of people's commits a note names.
const maxListedCommits = 5

// branchUpdate is the release branch's part of a refresh: the commit that puts the proposal's files on top of the
// working branch, and whether it may replace what the branch holds.
type branchUpdate struct {
	clone   *clone
	branch  string         // the release branch
	working *object.Commit // the working branch's head
	current plumbing.Hash  // the release branch's head, zero when it does not exist
	// merged: current is the head of a merged release pull request, so replacing it loses nothing.
	merged bool
	// open: an open pull request has the release branch as its head; deleting the branch would close it.
	open bool
	sig  object.Signature
}

// peoplesCommits lists the commits of the release branch that are not on the working branch and that sdkgen did
// not make ("abc1234 subject"). A branch whose head a merged pull request took has none left to lose.
func (u *branchUpdate) peoplesCommits() ([]string, error) {
	if u.current.IsZero() || u.merged {
		return nil, nil
	}
	g := u.clone.repo.Git()
	onWorking, err := ancestors(g.Storer, u.working.Hash)
	if err != nil {
		return nil, err
	}
	var people []string
	seen := map[plumbing.Hash]bool{}
	queue := []plumbing.Hash{u.current}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		if seen[h] || onWorking[h] {
			continue
		}
		seen[h] = true
		c, err := g.CommitObject(h)
		if err != nil {
			return nil, fmt.Errorf("read commit %s of %s: %w", h, u.branch, err)
		}
		if !strings.Contains(c.Message, "\n"+releaseTrailer) {
			people = append(people, fmt.Sprintf("%s %s", h.String()[:7], firstLine(c.Message)))
		}
		queue = append(queue, c.ParentHashes...)
	}
	return people, nil
}

// ancestors is the set of commits reachable from h, h included.
func ancestors(s storer.EncodedObjectStorer, h plumbing.Hash) (map[plumbing.Hash]bool, error) {
	c, err := object.GetCommit(s, h)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", h, err)
	}
	set := map[plumbing.Hash]bool{}
	err = object.NewCommitPreorderIter(c, nil, nil).ForEach(func(c *object.Commit) error {
		set[c.Hash] = true
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("walk the history of %s: %w", h, err)
	}
	return set, nil
}

// commit writes the release commit: the working branch's tree with files over it. Its parents keep the push a
// fast-forward while a pull request is open: the working branch's head, and the release branch's head unless it
// is on top of the working branch's head already. With no open pull request the branch starts afresh from the
// working branch (push then deletes the old one first). It returns the zero hash when the branch already holds
// exactly this release on top of the working branch's head.
func (u *branchUpdate) commit(version string, files map[string][]byte) (plumbing.Hash, error) {
	g := u.clone.repo.Git()
	tree, err := u.clone.repo.OverlayTree(u.working.TreeHash, files)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	parents := []plumbing.Hash{u.working.Hash}
	if !u.current.IsZero() && !u.merged {
		cur, err := g.CommitObject(u.current)
		if err != nil {
			return plumbing.ZeroHash, fmt.Errorf("read the head of %s: %w", u.branch, err)
		}
		onWorking, err := u.working.IsAncestor(cur)
		if err != nil {
			return plumbing.ZeroHash, fmt.Errorf("compare %s with the working branch: %w", u.branch, err)
		}
		switch {
		case onWorking && cur.TreeHash == tree:
			return plumbing.ZeroHash, nil // pushed already (by an attempt that stopped before the pull request, too)
		case !u.open:
			// a fresh branch from the working branch; push deletes the old one first
		case onWorking:
			parents = []plumbing.Hash{u.current}
		default:
			parents = append(parents, u.current)
		}
	}
	msg := fmt.Sprintf("%s\n\nThe version files and CHANGELOG.md of %s, on top of %s.\n\n%s%s\n",
		Title(version), Tag(version), u.working.Hash.String()[:12], releaseTrailer, version)
	return u.clone.repo.CommitOnBranch(u.branch, tree, parents, msg, u.sig)
}

// push sends the release branch: a fast-forward while a pull request is open, otherwise the old branch is
// deleted first (its content is sdkgen's or merged already) and the new one pushed. Nothing is ever forced.
func (u *branchUpdate) push(ctx context.Context) error {
	repo, remote := u.clone.repo, u.clone.remote
	if !u.open && !u.current.IsZero() {
		if err := repo.Push(ctx, remote, sdkrepo.PushUpdate{Deletions: []string{u.branch}}); err != nil {
			return fmt.Errorf("replace %s: %w", u.branch, err)
		}
	}
	err := repo.Push(ctx, remote, sdkrepo.PushUpdate{Branches: []string{u.branch}})
	var pe *sdkrepo.PushError
	if errors.As(err, &pe) && pe.Kind == sdkrepo.PushNonFastForward {
		// Someone pushed to the release branch meanwhile: the retry sees their commit and keeps it.
		return fmt.Errorf("%s moved while sdkgen updated it; the next attempt keeps what was pushed: %w", u.branch, err)
	}
	return err
}

func firstLine(msg string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(msg), "\n")
	return strings.TrimSpace(line)
}
