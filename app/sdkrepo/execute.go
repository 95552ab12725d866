package sdkrepo

import (
	"context"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// refUpdates are the branch moves of one generation, applied together at the end so that a failure before them
// changes no branch. A zero hash deletes the branch.
type refUpdates struct {
	order []string
	to    map[string]plumbing.Hash
}

func (u *refUpdates) set(branch string, h plumbing.Hash) {
	if u.to == nil {
		u.to = map[string]plumbing.Hash{}
	}
	if _, ok := u.to[branch]; !ok {
		u.order = append(u.order, branch)
	}
	u.to[branch] = h
}

// execute writes the planned objects and moves the branches.
func (p *plan) execute(ctx context.Context, wt *workTree) error {
	var u refUpdates
	var err error
	if p.result.Status == StatusCreated {
		err = p.executeFirst(&u)
	} else {
		err = p.executeMerge(&u)
	}
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := p.repo.pointUnbornHead(wt, p.opts.Branch); err != nil {
		return err
	}
	notes, err := p.repo.moveBranches(u, p.headsFound(), wt)
	p.result.Notes = append(p.result.Notes, notes...)
	return err
}

func (p *plan) executeFirst(u *refUpdates) error {
	var parents []plumbing.Hash
	if p.generated != nil {
		parents = []plumbing.Hash{p.generated.Hash}
	}
	g, err := p.commitGeneration(parents)
	if err != nil {
		return err
	}
	u.set(GeneratedBranch, g)
	u.set(p.opts.Branch, g)
	p.result.Generated, p.result.Head = g, g
	return nil
}

func (p *plan) executeMerge(u *refUpdates) error {
	head, prevGen, err := p.executeResolution(u)
	if err != nil {
		return err
	}
	switch p.result.Status {
	case StatusUpToDate:
		p.dropStaleConflict(u)
	case StatusMerged:
		g, err := p.commitGeneration(parentsOf(prevGen))
		if err != nil {
			return err
		}
		m, err := p.commitFiles(p.merge, []plumbing.Hash{head, g}, p.mergeMessage())
		if err != nil {
			return err
		}
		u.set(GeneratedBranch, g)
		u.set(p.opts.Branch, m)
		p.result.Generated, head = g, m
		p.dropStaleConflict(u)
	case StatusConflict:
		if err := p.executeConflict(u, head, prevGen); err != nil {
			return err
		}
	}
	p.result.Head = head
	return nil
}

// executeResolution brings a resolved conflict onto the working branch. It returns the working branch's head
// and the previous generation afterwards.
func (p *plan) executeResolution(u *refUpdates) (head, prevGen plumbing.Hash, err error) {
	head = p.working.Hash
	if p.generated != nil {
		prevGen = p.generated.Hash
	}
	s := p.resolution
	if s == nil {
		return head, prevGen, nil
	}
	switch {
	case s.fastTo != nil:
		head = s.fastTo.Hash
	case s.merged != nil:
		msg := fmt.Sprintf("Merge branch '%s' into %s\n\nBrings the resolution of a generated code conflict onto %s.\n",
			NextConflictBranch, p.opts.Branch, p.opts.Branch)
		if head, err = p.commitFiles(s.merged, []plumbing.Hash{p.working.Hash, s.mergeWith.Hash}, msg); err != nil {
			return head, prevGen, err
		}
	}
	u.set(p.opts.Branch, head)
	u.set(GeneratedBranch, s.generation.Hash)
	u.set(GeneratedConflictBranch, plumbing.ZeroHash)
	if p.conflictNext != nil {
		u.set(NextConflictBranch, plumbing.ZeroHash)
	}
	return head, s.generation.Hash, nil
}

// executeConflict leaves the working branch alone: the generation goes onto generated--merge-conflict (on top of
// an earlier unresolved one, so an open pull request just gains a commit) and next--merge-conflict starts at the
// working branch, unless people already committed a partial resolution there.
func (p *plan) executeConflict(u *refUpdates, head, prevGen plumbing.Hash) error {
	parent := prevGen
	if p.resolution == nil && p.conflictGen != nil && (p.generated == nil || contains(p.conflictGen, p.generated)) {
		parent = p.conflictGen.Hash
	}
	parents, next := parentsOf(parent), head
	nextIsOurs := p.resolution != nil || p.conflictNext == nil || contains(p.working, p.conflictNext)
	if p.result.Previous.IsZero() {
		var err error
		if parents, next, nextIsOurs, err = p.relateFirstGeneration(parents, head, nextIsOurs); err != nil {
			return err
		}
	}
	g, err := p.commitGeneration(parents)
	if err != nil {
		return err
	}
	u.set(GeneratedConflictBranch, g)
	p.result.Generated = g
	if nextIsOurs {
		u.set(NextConflictBranch, next)
	} else {
		p.result.Notes = append(p.result.Notes, fmt.Sprintf("%s has commits that are not on %s yet (a resolution in progress?); it was left as it is", NextConflictBranch, p.opts.Branch))
	}
	return nil
}

// relateFirstGeneration gives a first generation's conflict branches a common ancestor, the empty root: the
// generation descends from it, and next--merge-conflict is the working branch merged with it (same files). It
// returns the generation's parents, the commit for next--merge-conflict and whether sdkgen may move that branch
// (it made the one there).
func (p *plan) relateFirstGeneration(parents []plumbing.Hash, head plumbing.Hash, nextIsOurs bool) ([]plumbing.Hash, plumbing.Hash, bool, error) {
	root, err := p.repo.emptyRoot()
	if err != nil {
		return nil, head, false, err
	}
	rootCommit, err := p.repo.git.CommitObject(root)
	if err != nil {
		return nil, head, false, err
	}
	hasRoot := false
	for _, h := range parents {
		c, err := p.repo.git.CommitObject(h)
		if err != nil {
			return nil, head, false, err
		}
		hasRoot = hasRoot || contains(c, rootCommit)
	}
	if !hasRoot {
		parents = append(parents, root)
	}
	headCommit, err := p.repo.git.CommitObject(head)
	if err != nil {
		return nil, head, false, err
	}
	msg := fmt.Sprintf("Merge the empty root into %s\n\nGives %s and the first generation on %s a common ancestor, so that they can be merged.\n",
		NextConflictBranch, NextConflictBranch, GeneratedConflictBranch)
	// Signed like the empty root, at the head's time: a re-run for the same head makes the same commit.
	sig := emptyRootSignature
	sig.When = headCommit.Committer.When
	next, err := p.repo.writeCommit(headCommit.TreeHash, []plumbing.Hash{head, root}, msg, sig)
	if err != nil {
		return nil, head, false, fmt.Errorf("commit %s: %w", NextConflictBranch, err)
	}
	return parents, next.Hash, nextIsOurs || isEmptyRootMerge(p.conflictNext, p.working, root), nil
}

// dropStaleConflict deletes the conflict branches of an earlier generation that a newer one superseded by merging
// cleanly. next--merge-conflict is kept when it has commits the working branch lacks: nothing people wrote is
// deleted.
func (p *plan) dropStaleConflict(u *refUpdates) {
	if p.resolution != nil || p.conflictGen == nil {
		return
	}
	u.set(GeneratedConflictBranch, plumbing.ZeroHash)
	if p.conflictNext == nil {
		return
	}
	if contains(p.working, p.conflictNext) {
		u.set(NextConflictBranch, plumbing.ZeroHash)
		return
	}
	p.result.Notes = append(p.result.Notes, fmt.Sprintf("the conflict is gone with this generation, but %s has commits that are not on %s; it was kept", NextConflictBranch, p.opts.Branch))
}

func parentsOf(h plumbing.Hash) []plumbing.Hash {
	if h.IsZero() {
		return nil
	}
	return []plumbing.Hash{h}
}

// commitGeneration commits the pristine generated files.
func (p *plan) commitGeneration(parents []plumbing.Hash) (plumbing.Hash, error) {
	for _, data := range p.theirsData {
		if _, err := p.repo.writeBlob(data); err != nil {
			return plumbing.ZeroHash, err
		}
	}
	t, err := p.repo.writeTree(p.theirs)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("write the generated tree: %w", err)
	}
	c, err := p.repo.writeCommit(t, parents, p.generationMessage(), p.sig)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("commit the generation: %w", err)
	}
	return c.Hash, nil
}

// commitFiles commits the result of a merge.
func (p *plan) commitFiles(m *treeMerge, parents []plumbing.Hash, msg string) (plumbing.Hash, error) {
	for _, data := range m.newBlobs {
		if _, err := p.repo.writeBlob(data); err != nil {
			return plumbing.ZeroHash, err
		}
	}
	t, err := p.repo.writeTree(m.result)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("write the merged tree: %w", err)
	}
	c, err := p.repo.writeCommit(t, parents, msg, p.sig)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("commit the merge: %w", err)
	}
	return c.Hash, nil
}

// headsFound are the branch heads the plan was computed from; moving a branch checks it is still there.
func (p *plan) headsFound() map[string]plumbing.Hash {
	found := map[string]plumbing.Hash{}
	for branch, c := range map[string]*object.Commit{
		p.opts.Branch: p.working, GeneratedBranch: p.generated,
		GeneratedConflictBranch: p.conflictGen, NextConflictBranch: p.conflictNext,
	} {
		if c != nil {
			found[branch] = c.Hash
		}
	}
	return found
}
