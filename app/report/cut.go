package report

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// diffBlock is a target's unified diff in a collapsible block, cut at a line boundary to fit a budget.
type diffBlock struct {
	summary    string
	lines      []string // with their "\n"
	size       int      // bytes of the whole diff
	fence      string
	compareURL string
}

func newDiffBlock(name string, t *Target) *diffBlock {
	diff := strings.ToValidUTF8(t.Diff, "\uFFFD")
	if diff != "" && !strings.HasSuffix(diff, "\n") {
		diff += "\n"
	}
	lines := strings.SplitAfter(diff, "\n")
	return &diffBlock{
		summary:    "Diff of " + name + ": " + diffStat(t.Files),
		lines:      lines[:len(lines)-1], // the empty string after the last "\n"
		size:       len(diff),
		fence:      fenceFor(diff),
		compareURL: t.CompareURL,
	}
}

// cut renders the block in at most budget bytes, showing as many whole lines as fit, or only the note saying
// the diff was left out when not even that fits.
func (d *diffBlock) cut(budget int) string {
	if d.need() <= budget {
		return d.wrap(len(d.lines), "")
	}
	// The note's numbers are at most these, so its length is bounded by the longer of its two forms.
	total := len(d.lines)
	worst := max(len(d.note(total, total, d.size)), len(d.note(0, total, d.size)))
	fences := 2*len(d.fence) + len("diff\n") + len("\n") + len("\n") // the fence lines, and a blank line before the note
	room := budget - len(d.wrap(0, strings.Repeat("x", worst))) - fences
	shown, used := 0, 0
	for shown < len(d.lines) && used+len(d.lines[shown]) <= room {
		used += len(d.lines[shown])
		shown++
	}
	return d.wrap(shown, d.note(shown, total-shown, d.size-used))
}

// need is len(d.wrap(len(d.lines), "")), without building it.
func (d *diffBlock) need() int {
	return len(details(d.summary, "")) + 2*len(d.fence) + len("diff\n") + len("\n") + d.size
}

func (d *diffBlock) wrap(shown int, note string) string {
	var body strings.Builder
	if shown > 0 {
		body.WriteString(d.fence + "diff\n")
		for _, l := range d.lines[:shown] {
			body.WriteString(l)
		}
		body.WriteString(d.fence + "\n")
	}
	if note != "" {
		if shown > 0 {
			body.WriteString("\n")
		}
		body.WriteString(note + "\n")
	}
	return details(d.summary, body.String())
}

// note says the diff was cut and how much of it is not shown.
func (d *diffBlock) note(shown, hiddenLines, hiddenBytes int) string {
	total := len(d.lines)
	var s string
	if shown == 0 {
		s = fmt.Sprintf("✂️ The diff (%s, %s) was left out to stay under GitHub's %s-character limit.",
			plural(total, "line", "lines"), plural(hiddenBytes, "byte", "bytes"), thousands(CommentLimit))
	} else {
		s = fmt.Sprintf("✂️ The diff was cut to stay under GitHub's %s-character limit: showing the first %s of %s "+
			"lines; %s (%s) not shown.", thousands(CommentLimit), thousands(shown), thousands(total),
			plural(hiddenLines, "line", "lines"), plural(hiddenBytes, "byte", "bytes"))
	}
	if l := link("See the whole comparison", d.compareURL); l != "" {
		s += " " + l + "."
	}
	return s
}

// conflictBlock is the custom code a target's change would conflict with: per file, the conflicting hunks as
// diff blocks, cut at a hunk boundary to fit a budget.
type conflictBlock struct {
	intro  string
	chunks []string // a hunk each, the first of a file with the file's line
	pr     string
}

func newConflictBlock(t *Target) *conflictBlock {
	where := "the SDK repository"
	if t.SDKRepo != "" {
		where = code(clip(t.SDKRepo, maxName))
	}
	intro := "⚠️ Once merged, this change would conflict with custom code in " + where + ":\n\n"
	if t.Conclusion == MergeConflict || t.Conclusion == UpstreamMergeConflict {
		intro = "The custom code in " + where + " that conflicts:\n\n"
	}
	b := &conflictBlock{intro: intro, pr: t.ConflictPR}
	for _, f := range t.Conflicts {
		b.chunks = append(b.chunks, conflictChunks(f)...)
	}
	return b
}

// conflictChunks renders a file's conflicting hunks (or only its line, for binary files and mode changes).
func conflictChunks(f sdkrepo.CustomFile) []string {
	head := code(f.Path) + " (" + customChange(f) + " in the SDK repository"
	if f.MovedTo != "" {
		head += "; this change moves it to " + code(clip(f.MovedTo, maxName))
	}
	head += ")"
	var chunks []string
	for _, h := range f.Hunks {
		if h.Outcome != sdkrepo.OutcomeConflict {
			continue
		}
		body := fenced("diff", h.Header+"\n"+strings.Join(h.Lines, "\n"))
		if len(chunks) == 0 {
			body = head + ":\n\n" + body
		}
		chunks = append(chunks, body+"\n")
	}
	if len(chunks) == 0 && f.Outcome == sdkrepo.OutcomeConflict {
		chunks = append(chunks, "- "+head+"\n\n")
	}
	return chunks
}

func customChange(f sdkrepo.CustomFile) string {
	switch {
	case f.Binary:
		return "binary file changed"
	case f.Change == sdkrepo.CustomAdded:
		return "added"
	case f.Change == sdkrepo.CustomDeleted:
		return "deleted"
	case f.Change == sdkrepo.CustomMode:
		return "file mode changed"
	}
	return "changed"
}

func (b *conflictBlock) cut(budget int) string {
	var s strings.Builder
	s.WriteString(b.intro)
	room := budget - len(b.intro)
	if full := b.size(); full > room {
		room -= len(b.note(len(b.chunks))) // the longest note: fewer hidden hunks never print longer
	}
	shown := 0
	for _, c := range b.chunks {
		if len(c) > room {
			break
		}
		s.WriteString(c)
		room -= len(c)
		shown++
	}
	s.WriteString(b.note(len(b.chunks) - shown))
	return s.String()
}

func (b *conflictBlock) need() int { return len(b.intro) + b.size() }

func (b *conflictBlock) size() int {
	n := 0
	for _, c := range b.chunks {
		n += len(c)
	}
	return n
}

// note says how many conflicting hunks were left out, and where to see them.
func (b *conflictBlock) note(hidden int) string {
	if hidden == 0 {
		return ""
	}
	s := fmt.Sprintf("✂️ %s not shown, to stay under GitHub's %s-character limit.",
		plural(hidden, "more conflicting hunk is", "more conflicting hunks are"), thousands(CommentLimit))
	if l := link("the conflict pull request", b.pr); l != "" {
		s = strings.TrimSuffix(s, ".") + ": see " + l + "."
	}
	return s + "\n\n"
}
