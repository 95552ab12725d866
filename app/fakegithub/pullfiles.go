package fakegithub

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/utils/merkletrie"

	"github.com/sdkgen/sdkgen/internal/textdiff"
)

// maxPullCommits bounds the history walk that counts a pull request's commits.
const maxPullCommits = 10000

// pullFiles returns the files a pull request changes: PullRequest.Files when the test gave them, else what git
// says changed on the head since its merge base with the base (GitHub's three-dot diff), else nothing.
func (c *call) pullFiles(ps *pullState) []PullRequestFile {
	if ps.Files != nil {
		return ps.Files
	}
	g, head, base := c.pullCommitObjects(ps)
	if g == nil {
		return []PullRequestFile{}
	}
	from := base
	if bases, err := head.MergeBase(base); err == nil && len(bases) > 0 {
		from = bases[0]
	}
	files, err := diffCommits(g, from, head)
	if err != nil {
		return []PullRequestFile{}
	}
	return files
}

// pullCommitObjects returns the git repository and the head and base commits of a pull request; a nil repository
// when git does not have both.
func (c *call) pullCommitObjects(ps *pullState) (*gitRepo, *object.Commit, *object.Commit) {
	if c.repo.gitDir == "" || !isSHA(ps.Head.SHA) || !isSHA(ps.Base.SHA) {
		return nil, nil, nil
	}
	g, err := openGit(c.repo.gitDir)
	if err != nil {
		return nil, nil, nil
	}
	head, base := g.commit(plumbing.NewHash(ps.Head.SHA)), g.commit(plumbing.NewHash(ps.Base.SHA))
	if head == nil || base == nil {
		return nil, nil, nil
	}
	return g, head, base
}

// pullCommits counts the commits of the head that the base does not have (1 when git cannot tell).
func (c *call) pullCommits(ps *pullState) int {
	g, head, base := c.pullCommitObjects(ps)
	if g == nil {
		return 1
	}
	inBase := map[plumbing.Hash]bool{}
	_ = object.NewCommitPreorderIter(base, nil, nil).ForEach(func(cm *object.Commit) error {
		inBase[cm.Hash] = true
		if len(inBase) > maxPullCommits {
			return errStopWalk
		}
		return nil
	})
	n := 0
	_ = object.NewCommitPreorderIter(head, nil, nil).ForEach(func(cm *object.Commit) error {
		if !inBase[cm.Hash] {
			n++
		}
		if n > maxPullCommits {
			return errStopWalk
		}
		return nil
	})
	return n
}

// errStopWalk ends a history walk early.
var errStopWalk = errors.New("stop walking the history")

// diffCommits lists the files that differ from commit a to commit b, with renames detected, in path order.
func diffCommits(g *gitRepo, a, b *object.Commit) ([]PullRequestFile, error) {
	ta, err := a.Tree()
	if err != nil {
		return nil, err
	}
	tb, err := b.Tree()
	if err != nil {
		return nil, err
	}
	changes, err := object.DiffTreeWithOptions(context.Background(), ta, tb, object.DefaultDiffTreeOptions)
	if err != nil {
		return nil, err
	}
	out := []PullRequestFile{}
	for _, ch := range changes {
		f, err := changedFile(g, ch)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	slices.SortFunc(out, func(x, y PullRequestFile) int { return strings.Compare(x.Filename, y.Filename) })
	return out, nil
}

// changedFile describes one change: its status, line counts and patch.
func changedFile(g *gitRepo, ch *object.Change) (PullRequestFile, error) {
	action, err := ch.Action()
	if err != nil {
		return PullRequestFile{}, err
	}
	var before, after []byte
	if action != merkletrie.Insert {
		if before, err = g.readBlob(ch.From.TreeEntry.Hash); err != nil {
			return PullRequestFile{}, err
		}
	}
	if action != merkletrie.Delete {
		if after, err = g.readBlob(ch.To.TreeEntry.Hash); err != nil {
			return PullRequestFile{}, err
		}
	}
	f := PullRequestFile{Filename: ch.To.Name, SHA: ch.To.TreeEntry.Hash.String(), Status: "modified"}
	switch {
	case action == merkletrie.Insert:
		f.Status = "added"
	case action == merkletrie.Delete:
		f.Filename, f.SHA, f.Status = ch.From.Name, ch.From.TreeEntry.Hash.String(), "removed"
	case ch.From.Name != ch.To.Name:
		f.Status, f.PreviousFilename = "renamed", ch.From.Name
	}
	if !textdiff.IsBinary(before) && !textdiff.IsBinary(after) {
		f.Patch, f.Additions, f.Deletions = patch(before, after)
	}
	return f, nil
}

// patch is GitHub's patch of a file (its unified hunks, without file headers) and its added and deleted lines.
func patch(a, b []byte) (text string, additions, deletions int) {
	var hunks []string
	for _, h := range textdiff.Hunks(a, b, 3) {
		for _, l := range h.Lines {
			switch l[0] {
			case '+':
				additions++
			case '-':
				deletions++
			}
		}
		hunks = append(hunks, h.String()+"\n"+strings.Join(h.Lines, "\n"))
	}
	return strings.Join(hunks, "\n"), additions, deletions
}
