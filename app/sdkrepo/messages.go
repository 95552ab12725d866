package sdkrepo

import (
	"fmt"
	"strings"
)

// generationMessage names what the generation was made from, so `git log generated` answers "which spec and
// config produced this?" without sdkgen. The trailers are machine-readable.
func (p *plan) generationMessage() string {
	g := p.gen
	var b strings.Builder
	fmt.Fprintf(&b, "codegen: %s from spec %s and config %s\n\n", orUnknown(g.Target, "sdk"), short(g.SpecHash), short(g.ConfigHash))
	fmt.Fprintf(&b, "Pristine generator output. Triggered by %s.\n\n", orUnknown(g.Trigger, "an unnamed trigger"))
	if g.Target != "" {
		fmt.Fprintf(&b, "Sdkgen-Target: %s\n", g.Target)
	}
	fmt.Fprintf(&b, "Sdkgen-Spec-SHA256: %s\n", orUnknown(g.SpecHash, "unknown"))
	fmt.Fprintf(&b, "Sdkgen-Config-SHA256: %s\n", orUnknown(g.ConfigHash, "unknown"))
	fmt.Fprintf(&b, "Sdkgen-Trigger: %s\n", oneLine(orUnknown(g.Trigger, "unknown")))
	if msg := MessageTrailer(g.Message); msg != "" {
		b.WriteString(msg + "\n")
	}
	return b.String()
}

// MessageTrailerKey names the trailer that records, on a generation commit, the conventional commit message the
// generation was made for. A generation that conflicts reaches the working branch through a person's resolution,
// whose message is git's default; app/release reads this trailer so the release notes keep the message.
const MessageTrailerKey = "Sdkgen-Message"

// MessageTrailer is the trailer holding msg, "" for an empty one. A message of several lines is folded as git
// folds trailers: each further line indented by a space; blank lines are dropped, since they would end the
// trailer block.
func MessageTrailer(msg string) string {
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(strings.TrimSpace(msg), "\r\n", "\n"), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return ""
	}
	return MessageTrailerKey + ": " + strings.Join(lines, "\n ")
}

// mergeMessage is the merge commit's message on the working branch: the caller's conventional commit, or a
// neutral one.
func (p *plan) mergeMessage() string {
	msg := strings.TrimSpace(p.gen.Message)
	if msg == "" {
		msg = fmt.Sprintf("codegen: merge %s generated from spec %s and config %s", orUnknown(p.gen.Target, "sdk"), short(p.gen.SpecHash), short(p.gen.ConfigHash))
	}
	c := p.result.Generator
	return fmt.Sprintf("%s\n\nMerges branch '%s' into %s: the generator added %d, changed %d and removed %d files%s.\n",
		msg, GeneratedBranch, p.opts.Branch, c.Added, c.Modified, c.Removed, movedClause(c.Renamed))
}

// movedClause counts the moves the merge followed. They are only the files people had edited: another file the
// generator moved is counted as removed and added, as the merge handles it.
func movedClause(moved int) string {
	switch moved {
	case 0:
		return ""
	case 1:
		return ", and moved 1 file people had edited (their edits moved with it)"
	}
	return fmt.Sprintf(", and moved %d files people had edited (their edits moved with them)", moved)
}

func short(h string) string {
	if h == "" {
		return "unknown"
	}
	return h[:min(12, len(h))]
}

func orUnknown(s, fallback string) string {
	if strings.TrimSpace(s) == "" {
		return fallback
	}
	return s
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
