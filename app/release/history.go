package release

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// generationTrailer is the trailer app/sdkrepo writes on every generation commit (the pristine output on
// `generated`); people's commits and merge commits never carry it.
const generationTrailer = "Sdkgen-Spec-SHA256:"

// history reads a repository's commits, each at most once.
type history struct {
	ctx     context.Context
	git     *git.Repository
	commits map[plumbing.Hash]*object.Commit
}

func newHistory(ctx context.Context, r *git.Repository) *history {
	return &history{ctx: ctx, git: r, commits: map[plumbing.Hash]*object.Commit{}}
}

func (h *history) commit(hash plumbing.Hash) (*object.Commit, error) {
	if c, ok := h.commits[hash]; ok {
		return c, nil
	}
	c, err := h.git.CommitObject(hash)
	if err != nil {
		return nil, fmt.Errorf("read commit %s (is the clone shallow?): %w", hash, err)
	}
	h.commits[hash] = c
	return c, nil
}

// ancestors are the commits reachable from start, start included.
func (h *history) ancestors(start plumbing.Hash) (map[plumbing.Hash]bool, error) {
	seen := map[plumbing.Hash]bool{}
	stack := []plumbing.Hash{start}
	for len(stack) > 0 {
		if err := h.ctx.Err(); err != nil {
			return nil, err
		}
		hash := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[hash] {
			continue
		}
		seen[hash] = true
		c, err := h.commit(hash)
		if err != nil {
			return nil, err
		}
		stack = append(stack, c.ParentHashes...)
	}
	return seen, nil
}

// releaseTag is a `v<semver>` tag and the commit it points to.
type releaseTag struct {
	name    string
	version Version
	commit  plumbing.Hash
}

// lastRelease is the highest `v<semver>` tag (by semver precedence, then name) whose commit is reachable; nil
// when there is none. Other tags are ignored.
func (h *history) lastRelease(reachable map[plumbing.Hash]bool) (*releaseTag, error) {
	refs, err := h.git.Tags()
	if err != nil {
		return nil, fmt.Errorf("list tags: %w", err)
	}
	var last *releaseTag
	err = refs.ForEach(func(ref *plumbing.Reference) error {
		name := ref.Name().Short()
		v, ok := tagVersion(name)
		if !ok {
			return nil
		}
		t := &releaseTag{name: name, version: v, commit: h.peel(ref.Hash())}
		if reachable[t.commit] && (last == nil || t.newer(last)) {
			last = t
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list tags: %w", err)
	}
	return last, nil
}

// tagVersion reads a release tag's version: v<semver>, no component prefix (§6.3).
func tagVersion(name string) (Version, bool) {
	rest, ok := strings.CutPrefix(name, "v")
	if !ok {
		return Version{}, false
	}
	v, err := ParseVersion(rest)
	return v, err == nil
}

func (t *releaseTag) newer(than *releaseTag) bool {
	if c := t.version.Compare(than.version); c != 0 {
		return c > 0
	}
	return t.name < than.name
}

// peel follows annotated tags to what they point at.
func (h *history) peel(hash plumbing.Hash) plumbing.Hash {
	for range 10 { // a tag of a tag of ...; git itself gives up too
		tag, err := h.git.TagObject(hash)
		if err != nil {
			return hash
		}
		hash = tag.Target
	}
	return hash
}

// step is a commit the walk visits; via is the merge without a conventional message it came in through.
type step struct {
	hash, via plumbing.Hash
}

// dated is a change with the time of the commit it stands for.
type dated struct {
	Change
	when time.Time
}

// changesSince walks from head to the released commits and returns what counts, newest first (see the package
// documentation for which commits count).
func (h *history) changesSince(head plumbing.Hash, released map[plumbing.Hash]bool) ([]Change, error) {
	queue := []step{{hash: head}}
	seen := map[plumbing.Hash]bool{}
	byHash := map[string]dated{} // one line per commit, and one per merge that brought in generations
	for len(queue) > 0 {
		if err := h.ctx.Err(); err != nil {
			return nil, err
		}
		s := queue[0]
		queue = queue[1:]
		if seen[s.hash] || released[s.hash] {
			continue
		}
		seen[s.hash] = true
		next, d, err := h.visit(s)
		if err != nil {
			return nil, err
		}
		if d != nil && d.Type != TypeRelease {
			byHash[d.Hash] = *d
		}
		queue = append(queue, next...)
	}
	return newestFirst(byHash), nil
}

// visit says what one commit contributes and which of its parents the walk follows.
func (h *history) visit(s step) ([]step, *dated, error) {
	c, err := h.commit(s.hash)
	if err != nil {
		return nil, nil, err
	}
	if isGeneration(c) {
		d, err := h.generationChange(c, s.via)
		return nil, d, err // a generation's parents are generations too
	}
	ch := ParseCommit(Commit{Hash: c.Hash.String(), Message: c.Message})
	own := &dated{Change: ch, when: c.Committer.When}
	firstParent := follow(c.ParentHashes[:min(1, len(c.ParentHashes))], s.via)
	switch {
	case len(c.ParentHashes) <= 1:
		return firstParent, own, nil
	case ch.Type != TypeOther:
		return firstParent, own, nil // the merge's message stands for everything it merged
	}
	next := firstParent
	for _, p := range c.ParentHashes[1:] {
		next = append(next, step{hash: p, via: c.Hash})
	}
	return next, nil, nil
}

// generationChange is the line for a generation no conventional message covers: it belongs to the merge that
// brought it in, or to the generation itself when it is on the working branch's own line (the first generation
// of a new repository). A generation brought in by a merge (a conflicted generation comes in through a person's
// resolution merge) is released under the conventional message it was made for, its Sdkgen-Message trailer;
// without one, and for the first generation (whose release is the SDK's first, 0.0.1), it is a codegen update.
func (h *history) generationChange(gen *object.Commit, via plumbing.Hash) (*dated, error) {
	by := gen
	if !via.IsZero() {
		var err error
		if by, err = h.commit(via); err != nil {
			return nil, err
		}
	}
	ch := codegenChange(by.Hash.String())
	if msg := recordedMessage(gen.Message); msg != "" && !via.IsZero() {
		if recorded := ParseCommit(Commit{Hash: by.Hash.String(), Message: msg}); recorded.Type != TypeOther {
			ch = recorded
		}
	}
	return &dated{Change: ch, when: by.Committer.When}, nil
}

// messageTrailer starts the trailer app/sdkrepo writes with the generation's conventional commit message
// (sdkrepo.MessageTrailerKey; release does not import sdkrepo).
const messageTrailer = "Sdkgen-Message:"

// recordedMessage unfolds the Sdkgen-Message trailer of a generation commit's message: its first line is the
// subject, the indented lines that follow are the body. "" when there is none.
func recordedMessage(commitMessage string) string {
	lines := messageLines(commitMessage)
	for i, l := range lines {
		subject, ok := strings.CutPrefix(l, messageTrailer)
		if !ok {
			continue
		}
		var body []string
		for _, next := range lines[i+1:] {
			if next == "" || (next[0] != ' ' && next[0] != '\t') {
				break
			}
			body = append(body, strings.TrimSpace(next))
		}
		msg := strings.TrimSpace(subject)
		if len(body) > 0 {
			msg += "\n\n" + strings.Join(body, "\n")
		}
		return msg
	}
	return ""
}

func follow(parents []plumbing.Hash, via plumbing.Hash) []step {
	out := make([]step, 0, len(parents))
	for _, p := range parents {
		out = append(out, step{hash: p, via: via})
	}
	return out
}

// isGeneration reports whether c is a generation commit: app/sdkrepo's pristine output, with its trailers.
func isGeneration(c *object.Commit) bool {
	if len(c.ParentHashes) > 1 {
		return false
	}
	for _, l := range messageLines(c.Message)[1:] {
		if strings.HasPrefix(l, generationTrailer) {
			return true
		}
	}
	return false
}

func newestFirst(byHash map[string]dated) []Change {
	all := make([]dated, 0, len(byHash))
	for _, d := range byHash {
		all = append(all, d)
	}
	sort.Slice(all, func(i, j int) bool {
		if !all[i].when.Equal(all[j].when) {
			return all[i].when.After(all[j].when)
		}
		return all[i].Hash < all[j].Hash
	})
	out := make([]Change, len(all))
	for i, d := range all {
		out[i] = d.Change
	}
	return out
}
