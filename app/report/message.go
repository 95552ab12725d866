package report

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// messageLineEnd ends the line after which the comment's first fenced block is the commit message.
const messageLineEnd = "with this commit message:"

// conventionalTypes are the commit types of SERVICE-BEHAVIOUR.md §4.3.
var conventionalTypes = []string{"build", "chore", "ci", "docs", "feat", "fix", "perf", "refactor", "revert", "style",
	"test"}

// conventionalSubject is type(scope)!: subject; the type's case is checked separately.
var conventionalSubject = regexp.MustCompile(`^([A-Za-z]+)(\([^()\n]+\))?(!)?: +\S`)

// messageSection shows the commit message in a fenced block people can edit, with the conventional-commits hint
// while the pull request is open.
func messageSection(r *Report) string {
	sdks := "SDKs"
	if r.Project != "" {
		sdks = "the " + code(clip(r.Project, maxName)) + " SDKs"
	}
	verb := "This PR will update "
	if r.Merged {
		verb = "This PR updated "
	}
	s := verb + sdks + " " + messageLineEnd + "\n\n" + fenced("", strings.TrimSpace(normalizeNewlines(r.CommitMessage))) + "\n"
	if r.Merged {
		return s
	}
	s += "Edit this comment to change the message: it becomes the SDK commit and its changelog entry. Please use a " +
		"[conventional commit](https://www.conventionalcommits.org/en/v1.0.0/), `type(scope)!: subject` with type one of " +
		strings.Join(conventionalTypes, ", ") + ".\n\n"
	if _, warning := Conventional(r.CommitMessage); warning != "" {
		s += "⚠️ " + text(warning) + "\n\n"
	}
	return s
}

// CommitMessage reads the commit message back from a sticky comment a person may have edited: the first fenced
// block after the message line. It reports false when there is no such block, when the block is not closed, or
// when it is empty; the build then keeps its default (the pull request title).
func CommitMessage(body string) (string, bool) {
	lines := strings.Split(normalizeNewlines(body), "\n")
	start := slices.IndexFunc(lines, func(l string) bool { return strings.HasSuffix(strings.TrimSpace(l), messageLineEnd) })
	if start < 0 {
		return "", false
	}
	for i := start + 1; i < len(lines); i++ {
		fence, indent, ok := fenceOpening(lines[i])
		if !ok {
			continue
		}
		for j := i + 1; j < len(lines); j++ {
			if isFenceClosing(lines[j], fence) {
				msg := strings.TrimSpace(strings.Join(dedent(lines[i+1:j], indent), "\n"))
				return msg, msg != ""
			}
		}
		return "", false
	}
	return "", false
}

// fenceOpening recognises a CommonMark code fence: up to three spaces, then three or more backticks (with no
// backtick in the info string) or tildes.
func fenceOpening(line string) (fence string, indent int, ok bool) {
	indent = runAt(line, ' ')
	if indent > 3 || indent == len(line) {
		return "", 0, false
	}
	rest := line[indent:]
	c := rest[0]
	if c != '`' && c != '~' {
		return "", 0, false
	}
	n := runAt(rest, c)
	if n < 3 || (c == '`' && strings.Contains(rest[n:], "`")) {
		return "", 0, false
	}
	return rest[:n], indent, true
}

func isFenceClosing(line, fence string) bool {
	indent := runAt(line, ' ')
	if indent > 3 {
		return false
	}
	rest := line[indent:]
	n := runAt(rest, fence[0])
	return n >= len(fence) && strings.TrimSpace(rest[n:]) == ""
}

// dedent removes up to indent leading spaces from each line, as CommonMark does inside an indented fence.
func dedent(lines []string, indent int) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l[min(indent, runAt(l, ' ')):]
	}
	return out
}

// normalizeNewlines turns CRLF and CR into LF: GitHub's web editor sends CRLF.
func normalizeNewlines(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// Conventional normalises a commit message per SERVICE-BEHAVIOUR.md §4.3. A conventional message
// (type(scope)!: subject) is kept, trimmed; a known type in another case is lowercased; anything else gets
// "feat: " prepended. The second result is a warning for the person who wrote it, "" when nothing changed. An
// empty message stays empty, with a warning: the caller falls back to its default.
func Conventional(msg string) (string, string) {
	msg = strings.TrimSpace(normalizeNewlines(msg))
	if msg == "" {
		return "", "The commit message is empty."
	}
	subject, _, _ := strings.Cut(msg, "\n")
	if m := conventionalSubject.FindStringSubmatch(subject); m != nil {
		typ := strings.ToLower(m[1])
		switch {
		case !slices.Contains(conventionalTypes, typ):
		case typ == m[1]:
			return msg, ""
		default:
			return typ + msg[len(m[1]):], fmt.Sprintf("The commit type %q is lowercased to %q.", m[1], typ)
		}
	}
	return "feat: " + msg, fmt.Sprintf("%q is not a conventional commit (type(scope)!: subject), so it becomes %q.",
		clip(subject, 100), clip("feat: "+subject, 106))
}
