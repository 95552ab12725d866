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

// diffCommits lists the files that differ from commit a to commit b in path order, with renames detected as
// GitHub does (`git diff -M`: similarity of at least 50%; go-git's own detection wants 60% and scores differently).
func diffCommits(g *gitRepo, a, b *object.Commit) ([]PullRequestFile, error) {
	ta, err := a.Tree()
	if err != nil {
		return nil, err
	}
	tb, err := b.Tree()
	if err != nil {
		return nil, err
	}
	changes, err := object.DiffTreeWithOptions(context.Background(), ta, tb, nil)
	if err != nil {
		return nil, err
	}
	sides, err := readChanges(g, changes)
	if err != nil {
		return nil, err
	}
	out := make([]PullRequestFile, 0, len(sides))
	for _, s := range pairRenames(sides) {
		out = append(out, s.file())
	}
	slices.SortFunc(out, func(x, y PullRequestFile) int { return strings.Compare(x.Filename, y.Filename) })
	return out, nil
}

// fileSide is a file at one commit of a diff: a nil entry when the commit does not have it.
type fileSide struct {
	entry *object.ChangeEntry
	data  []byte
}

// changedPair is one changed file: before and after.
type changedPair struct{ from, to fileSide }

// readChanges reads both sides of each change.
func readChanges(g *gitRepo, changes object.Changes) ([]changedPair, error) {
	out := make([]changedPair, 0, len(changes))
	for _, ch := range changes {
		action, err := ch.Action()
		if err != nil {
			return nil, err
		}
		var p changedPair
		if action != merkletrie.Insert {
			p.from.entry = &ch.From
			if p.from.data, err = g.readBlob(ch.From.TreeEntry.Hash); err != nil {
				return nil, err
			}
		}
		if action != merkletrie.Delete {
			p.to.entry = &ch.To
			if p.to.data, err = g.readBlob(ch.To.TreeEntry.Hash); err != nil {
				return nil, err
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// pairRenames joins the removed files with the added files git would call their renames (empty files included,
// as git diff does). Candidates go in path order, as git's tie-breaks assume.
func pairRenames(pairs []changedPair) []changedPair {
	slices.SortStableFunc(pairs, func(x, y changedPair) int { return strings.Compare(x.path(), y.path()) })
	var removed, added []int
	var sources, destinations []textdiff.RenameFile
	for i, p := range pairs {
		switch {
		case p.to.entry == nil:
			removed = append(removed, i)
			sources = append(sources, renameFile(p.from))
		case p.from.entry == nil:
			added = append(added, i)
			destinations = append(destinations, renameFile(p.to))
		}
	}
	moved := map[int]bool{}
	for _, r := range textdiff.DetectRenames(sources, destinations, textdiff.RenameOptions{RenameEmpty: true}) {
		src, dst := removed[r.From], added[r.To]
		pairs[dst].from, moved[src] = pairs[src].from, true
	}
	out := make([]changedPair, 0, len(pairs)-len(moved))
	for i, p := range pairs {
		if !moved[i] {
			out = append(out, p)
		}
	}
	return out
}

// path is where the change is: its new path, or the old one for a removal.
func (p changedPair) path() string {
	if p.to.entry != nil {
		return p.to.entry.Name
	}
	return p.from.entry.Name
}

func renameFile(s fileSide) textdiff.RenameFile {
	return textdiff.RenameFile{Path: s.entry.Name, Mode: uint32(s.entry.TreeEntry.Mode), Data: s.data}
}

// file describes the change as GitHub does: its status, line counts and patch.
func (p changedPair) file() PullRequestFile {
	var f PullRequestFile
	switch {
	case p.from.entry == nil:
		f = PullRequestFile{Filename: p.to.entry.Name, SHA: p.to.entry.TreeEntry.Hash.String(), Status: "added"}
	case p.to.entry == nil:
		f = PullRequestFile{Filename: p.from.entry.Name, SHA: p.from.entry.TreeEntry.Hash.String(), Status: "removed"}
	default:
		f = PullRequestFile{Filename: p.to.entry.Name, SHA: p.to.entry.TreeEntry.Hash.String(), Status: "modified"}
		if p.from.entry.Name != p.to.entry.Name {
			f.Status, f.PreviousFilename = "renamed", p.from.entry.Name
		}
	}
	if !textdiff.IsBinary(p.from.data) && !textdiff.IsBinary(p.to.data) {
		f.Patch, f.Additions, f.Deletions = patch(p.from.data, p.to.data)
	}
	return f
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
