package report

import (
	"slices"
	"strings"
)

// CommentLimit is GitHub's limit on the size of a comment body, and of a check run's summary and text (65,536
// characters). Rendered bodies stay strictly below it; they are measured in bytes, which is never fewer.
const CommentLimit = 65536

// Cut tiers: what is most worth reading gets its share of the space first.
const (
	tierConflicts = iota // custom code the change would conflict with
	tierDiffs            // the generated code's diff
	tiers
)

// doc is a markdown document made of fixed pieces and pieces that can be cut to a budget (diffs, conflicting
// hunks). The fixed pieces are laid out first; the cut pieces share what is left below the limit, tier by tier.
type doc struct{ pieces []piece }

type piece struct {
	text string
	cut  cutter // nil for a fixed piece
	tier int
}

// cutter is a piece that can be cut to a budget.
type cutter interface {
	// need is the length of the whole piece.
	need() int
	// cut renders the piece in at most budget bytes, or in its shortest form (a note that it was left out) when
	// budget is smaller than that.
	cut(budget int) string
}

func (d *doc) add(s string) { d.pieces = append(d.pieces, piece{text: s}) }

func (d *doc) addCut(tier int, c cutter) { d.pieces = append(d.pieces, piece{cut: c, tier: tier}) }

// render lays the document out below limit with fair shares for the cut pieces, and reports whether it fits.
func (d *doc) render(limit int) (string, bool) {
	avail := limit - 1
	for _, p := range d.pieces {
		if p.cut == nil {
			avail -= len(p.text)
		}
	}
	budgets := make([]int, len(d.pieces))
	for tier := range tiers {
		var idx, needs []int
		for i, p := range d.pieces {
			if p.cut != nil && p.tier == tier {
				idx = append(idx, i)
				needs = append(needs, p.cut.need())
			}
		}
		for k, share := range fairShares(needs, avail) {
			budgets[idx[k]] = share
			avail -= share
		}
	}
	s := d.join(budgets)
	return s, len(s) < limit
}

// minimal renders every cut piece in its shortest form.
func (d *doc) minimal() string { return d.join(make([]int, len(d.pieces))) }

func (d *doc) join(budgets []int) string {
	var b strings.Builder
	for i, p := range d.pieces {
		if p.cut == nil {
			b.WriteString(p.text)
		} else {
			b.WriteString(p.cut.cut(budgets[i]))
		}
	}
	return b.String()
}

// fairShares splits total between needs so that no one gets more than it needs and the rest is shared equally:
// small pieces are shown whole, and the large ones split what remains.
func fairShares(needs []int, total int) []int {
	order := make([]int, len(needs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return needs[a] - needs[b] })
	shares := make([]int, len(needs))
	left := max(total, 0)
	for k, i := range order {
		shares[i] = min(needs[i], left/(len(order)-k))
		left -= shares[i]
	}
	return shares
}

// truncateMarkdown cuts s at a line boundary to stay below limit, closing an open code fence and open <details>
// so the rest of the page renders, and says how much was left out. It is the last resort when even the shortest
// form of a document is too long.
func truncateMarkdown(s string, limit int) string {
	if len(s) < limit {
		return s
	}
	const reserve = 400 // the note, a closing fence and a few </details>
	var b strings.Builder
	var open string // the fence of the code block we are in, if any
	depth := 0
	for line := range strings.Lines(s) {
		if b.Len()+len(line)+len(open)+depth*len("</details>\n")+reserve >= limit {
			break
		}
		b.WriteString(line)
		open, depth = trackBlocks(strings.TrimRight(line, "\r\n"), open, depth)
	}
	kept := b.Len()
	if open != "" {
		b.WriteString(open + "\n")
	}
	b.WriteString("\n" + strings.Repeat("</details>\n\n", depth))
	b.WriteString("_This was cut to stay under GitHub's " + thousands(CommentLimit) + "-character limit: " +
		thousands(len(s)-kept) + " more characters are not shown._\n")
	return b.String()
}

// trackBlocks follows the fences and <details> elements this package writes (always at the start of a line).
func trackBlocks(line, open string, depth int) (string, int) {
	switch {
	case open != "":
		if strings.TrimSpace(line) == open {
			return "", depth
		}
	case strings.HasPrefix(line, "```"):
		return line[:runAt(line, '`')], depth
	case strings.HasPrefix(line, "<details"):
		return "", depth + 1
	case line == "</details>" && depth > 0:
		return "", depth - 1
	}
	return open, depth
}
