package release

import (
	"regexp"
	"slices"
	"strings"
)

// Commit is a commit on the working branch since the last release.
type Commit struct {
	Hash, Message string
}

// Change is a commit read as a conventional commit: one changelog line and one input to the version bump.
type Change struct {
	// Type is a SERVICE-BEHAVIOUR.md §4.3 type (lowercased), TypeOther for a message that is not a conventional
	// commit, or TypeRelease for sdkgen's own release commits.
	Type  string
	Scope string
	// Breaking is set by `!` after the type or scope, or by a BREAKING CHANGE footer.
	Breaking bool
	Subject  string
	// BreakingNote is the BREAKING CHANGE footer's text; empty when only `!` marked the change.
	BreakingNote string
	Hash         string
}

// Types that are not conventional commit types.
const (
	// TypeOther is a message that is not a conventional commit: it bumps the patch version and is listed under
	// "Other Changes" with its first line as the subject.
	TypeOther = "other"
	// TypeRelease is sdkgen's release commit ("release: 1.2.0"): never a change of its own.
	TypeRelease = "release"
)

// conventionalTypes are the types of SERVICE-BEHAVIOUR.md §4.3.
var conventionalTypes = []string{"build", "chore", "ci", "docs", "feat", "fix", "perf", "refactor", "revert", "style", "test"}

var (
	// conventionalSubject is type(scope)!: subject.
	conventionalSubject = regexp.MustCompile(`^([A-Za-z]+)(?:\(([^()\r\n]*)\))?(!)?:[ \t]+(\S.*)$`)
	// breakingFooter is the footer that marks a breaking change; the spec allows both spellings.
	breakingFooter = regexp.MustCompile(`^BREAKING[ -]CHANGE:[ \t]*(.*)$`)
	// defaultMergeSubject is the subject git and GitHub give a merge commit. GitHub puts the pull request's title
	// in the body, so that is where the conventional message is.
	defaultMergeSubject = regexp.MustCompile(`^Merge (pull request #\d+ from |(remote-tracking )?branch(es)? |tag |commit |[0-9a-f]{7,40}\b)`)
	// releaseSubject is the commit (or squashed pull request) of sdkgen's release pull request.
	releaseSubject = regexp.MustCompile(`^release: v?\d+\.\d+\.\d+\S*( \(#\d+\))?$`)
	// codegenSubject is sdkgen's own message for generated code: a generation commit on `generated`, a merge of
	// one without a conventional message, or a metadata push.
	codegenSubject = regexp.MustCompile(`^codegen(: |\s+metadata$)`)
)

// codegenChange is the changelog line for generated code that came without a conventional message, as
// SERVICE-BEHAVIOUR.md §6.4's example writes it.
func codegenChange(hash string) Change {
	return Change{Type: "chore", Scope: "internal", Subject: "codegen related update", Hash: hash}
}

// ParseCommit reads a commit message as a conventional commit, `type(scope)!: subject` with an optional
// BREAKING CHANGE footer. The subject of git's or GitHub's default merge message is skipped for the first body
// line (GitHub's pull request title). A message that is not conventional is TypeOther with its first line as the
// subject; sdkgen's "codegen: ..." messages become "chore(internal): codegen related update".
func ParseCommit(c Commit) Change {
	lines := messageLines(c.Message)
	subject := firstLine(lines)
	ch := parseSubject(subject)
	if defaultMergeSubject.MatchString(subject) {
		if title := parseSubject(firstLine(lines[1:])); title.Type != TypeOther {
			ch = title
		}
	}
	ch.Hash = c.Hash
	if note, ok := breakingNote(lines[1:]); ok {
		ch.Breaking, ch.BreakingNote = true, note
	}
	return ch
}

// parseSubject reads the first line of a message.
func parseSubject(subject string) Change {
	switch {
	case releaseSubject.MatchString(subject):
		return Change{Type: TypeRelease, Subject: subject}
	case codegenSubject.MatchString(subject):
		return codegenChange("")
	}
	m := conventionalSubject.FindStringSubmatch(subject)
	if m == nil || !slices.Contains(conventionalTypes, strings.ToLower(m[1])) {
		return Change{Type: TypeOther, Subject: subject}
	}
	return Change{Type: strings.ToLower(m[1]), Scope: strings.TrimSpace(m[2]), Breaking: m[3] == "!", Subject: strings.TrimSpace(m[4])}
}

// breakingNote finds a BREAKING CHANGE footer in the body; its text runs to the end of its paragraph.
func breakingNote(body []string) (string, bool) {
	for i, l := range body {
		m := breakingFooter.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		note := []string{strings.TrimSpace(m[1])}
		for _, more := range body[i+1:] {
			if strings.TrimSpace(more) == "" {
				break
			}
			note = append(note, strings.TrimSpace(more))
		}
		return strings.TrimSpace(strings.Join(note, " ")), true
	}
	return "", false
}

// messageLines splits a message into lines without their line endings; it always has at least one line.
func messageLines(msg string) []string {
	return strings.Split(strings.ReplaceAll(strings.TrimSpace(msg), "\r\n", "\n"), "\n")
}

// firstLine is the first non-blank line, trimmed.
func firstLine(lines []string) string {
	for _, l := range lines {
		if s := strings.TrimSpace(l); s != "" {
			return s
		}
	}
	return ""
}
