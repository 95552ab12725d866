package mergebuild

import (
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// heads reads where branches point (the zero hash for a missing one).
func heads(git *sdkrepo.Repo, branches []string) (map[string]plumbing.Hash, error) {
	out := map[string]plumbing.Hash{}
	for _, b := range branches {
		h, err := git.BranchHead(b)
		if err != nil {
			return nil, err
		}
		out[b] = h
	}
	return out, nil
}

// pushUpdate is what the generation changed among branches since before: the branches it moved or created, and
// those it deleted.
func pushUpdate(git *sdkrepo.Repo, branches []string, before map[string]plumbing.Hash) (sdkrepo.PushUpdate, error) {
	after, err := heads(git, branches)
	if err != nil {
		return sdkrepo.PushUpdate{}, err
	}
	var u sdkrepo.PushUpdate
	for _, b := range branches {
		switch {
		case after[b] == before[b]:
		case after[b].IsZero():
			u.Deletions = append(u.Deletions, b)
		default:
			u.Branches = append(u.Branches, b)
		}
	}
	return u, nil
}

// sameTree reports whether commits a and b both exist and hold the same files.
func sameTree(git *sdkrepo.Repo, a, b plumbing.Hash) bool {
	if a.IsZero() || b.IsZero() {
		return false
	}
	ca, errA := git.Git().CommitObject(a)
	cb, errB := git.Git().CommitObject(b)
	return errA == nil && errB == nil && ca.TreeHash == cb.TreeHash
}

func remove(names []string, name string) []string {
	return slices.DeleteFunc(names, func(n string) bool { return n == name })
}

// madeBy reports whether generation commit gen was triggered by trigger (its Sdkgen-Trigger trailer, see
// docs/sdk-repositories.md).
func madeBy(git *sdkrepo.Repo, gen plumbing.Hash, trigger string) bool {
	if gen.IsZero() {
		return false
	}
	c, err := git.Git().CommitObject(gen)
	return err == nil && strings.Contains(c.Message, "\nSdkgen-Trigger: "+trigger+"\n")
}

// mergeSearchDepth bounds the walk back along the working branch for the commit that merged a generation.
const mergeSearchDepth = 200

// mergeCommitOf finds the commit on head's first-parent line that merged gen (gen itself when it started the
// branch), or head when it is not within mergeSearchDepth commits.
func mergeCommitOf(git *sdkrepo.Repo, head, gen plumbing.Hash) plumbing.Hash {
	h := head
	for range mergeSearchDepth {
		if h == gen {
			return h
		}
		c, err := git.Git().CommitObject(h)
		if err != nil || len(c.ParentHashes) == 0 {
			break
		}
		if slices.Contains(c.ParentHashes[1:], gen) {
			return h
		}
		h = c.ParentHashes[0]
	}
	return head
}
