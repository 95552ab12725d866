package sdkrepo

import (
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/object"
)

// planResolution looks for a resolved conflict. A conflict is resolved once the generation on
// generated--merge-conflict is part of the working branch (a person merged it there) or of next--merge-conflict
// (the conflict pull request was merged). The resolution is brought onto the working branch, and that
// generation becomes the base of the next merge, so the next generation merges cleanly on top of it.
func (p *plan) planResolution() error {
	c := p.conflictGen
	if c == nil {
		return nil
	}
	if contains(p.working, c) {
		p.resolution = &resolutionStep{generation: c}
		p.result.Resolution = &Resolution{From: p.opts.Branch, Generation: c.Hash}
		return nil
	}
	n := p.conflictNext
	if n == nil || !contains(n, c) {
		return nil // still open
	}
	p.result.Resolution = &Resolution{From: NextConflictBranch, Generation: c.Hash}
	if contains(n, p.working) {
		p.resolution = &resolutionStep{generation: c, fastTo: n}
		return nil
	}
	merged, err := p.mergeBranches(p.working, n)
	if err != nil {
		return err
	}
	p.resolution = &resolutionStep{generation: c, mergeWith: n, merged: merged}
	return nil
}

// mergeBranches merges two lines of people's history (the working branch moved while the conflict was being
// resolved on next--merge-conflict), the way git merge would.
func (p *plan) mergeBranches(ours, theirs *object.Commit) (*treeMerge, error) {
	bases, err := ours.MergeBase(theirs)
	if err != nil {
		return nil, fmt.Errorf("find the merge base of %s and %s: %w", p.opts.Branch, NextConflictBranch, err)
	}
	var base *object.Commit
	if len(bases) > 0 {
		base = bases[0]
	}
	sides := make([]files, 3)
	for i, c := range []*object.Commit{base, ours, theirs} {
		if sides[i], err = p.repo.readFiles(c); err != nil {
			return nil, err
		}
	}
	m, err := mergeTrees(sides[0], sides[1], sides[2], &protection{}, nil, p.repo.blob)
	if err != nil {
		return nil, err
	}
	if len(m.conflicts) > 0 {
		paths := make([]string, len(m.conflicts))
		for i, c := range m.conflicts {
			paths[i] = c.Path
		}
		return nil, fmt.Errorf("the conflict resolution on %s conflicts with newer commits on %s (%s); run `git merge %s` on %s, resolve, commit, and generate again",
			NextConflictBranch, p.opts.Branch, strings.Join(paths, ", "), NextConflictBranch, p.opts.Branch)
	}
	return m, nil
}

// contains reports whether commit c is head or one of its ancestors.
func contains(head, c *object.Commit) bool {
	if head == nil || c == nil {
		return false
	}
	if head.Hash == c.Hash {
		return true
	}
	ok, err := c.IsAncestor(head)
	return err == nil && ok
}
