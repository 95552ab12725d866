package release

import (
	"fmt"
	"strings"
	"time"
)

// ChangelogFile is the changelog at the root of every SDK repository.
const ChangelogFile = "CHANGELOG.md"

// changelogSection is a CHANGELOG.md section and the change type it lists.
type changelogSection struct {
	Type, Title string
}

// changelogSections are SERVICE-BEHAVIOUR.md §6.4's, in its order (test and ci are hidden), the same as
// targets/internal/scaffold writes into release-please-config.json; messages that are not conventional come
// last.
var changelogSections = []changelogSection{
	{"feat", "Features"},
	{"fix", "Bug Fixes"},
	{"perf", "Performance Improvements"},
	{"revert", "Reverts"},
	{"chore", "Chores"},
	{"docs", "Documentation"},
	{"style", "Styles"},
	{"refactor", "Refactors"},
	{"build", "Build System"},
	{TypeOther, "Other Changes"},
}

// breakingTitle heads the section release-please puts first, listing every breaking change.
const breakingTitle = "⚠ BREAKING CHANGES"

// Changelog renders the CHANGELOG.md entry of a release: the heading `## <version> (<YYYY-MM-DD>)` (the date in
// its own location), the "Full Changelog: vA...vB" compare line when there is a previous version (a link with
// repoURL, e.g. https://github.com/acme/acme-go), the breaking changes, then one section per type. Bullets are
// `* **scope:** subject ([sha](url))`, in the order given. The entry ends with a newline.
func Changelog(version, previous string, date time.Time, repoURL string, changes []Change) string {
	repoURL = strings.TrimSuffix(strings.TrimSuffix(repoURL, "/"), ".git")
	var b strings.Builder
	fmt.Fprintf(&b, "## %s (%s)\n", version, date.Format(time.DateOnly))
	if previous != "" {
		fmt.Fprintf(&b, "\nFull Changelog: %s\n", compareLink(repoURL, "v"+previous, "v"+version))
	}
	var breaking []Change
	for _, c := range changes {
		if c.Breaking && c.Type != TypeRelease {
			note := c
			if c.BreakingNote != "" {
				note.Subject = c.BreakingNote
			}
			breaking = append(breaking, note)
		}
	}
	writeSection(&b, breakingTitle, breaking, repoURL)
	for _, s := range changelogSections {
		var in []Change
		for _, c := range changes {
			if c.Type == s.Type {
				in = append(in, c)
			}
		}
		writeSection(&b, s.Title, in, repoURL)
	}
	return b.String()
}

func compareLink(repoURL, from, to string) string {
	text := from + "..." + to
	if repoURL == "" {
		return text
	}
	return fmt.Sprintf("[%s](%s/compare/%s)", text, repoURL, text)
}

func writeSection(b *strings.Builder, title string, changes []Change, repoURL string) {
	if len(changes) == 0 {
		return
	}
	fmt.Fprintf(b, "\n### %s\n\n", title)
	for _, c := range changes {
		b.WriteString("* " + bullet(c, repoURL) + "\n")
	}
}

// bullet is one change: `**scope:** subject ([sha](url))`.
func bullet(c Change, repoURL string) string {
	s := oneLine(c.Subject)
	if c.Scope != "" {
		s = "**" + oneLine(c.Scope) + ":** " + s
	}
	if c.Hash == "" {
		return s
	}
	short := c.Hash[:min(7, len(c.Hash))]
	if repoURL == "" {
		return s + " (" + short + ")"
	}
	return fmt.Sprintf("%s ([%s](%s/commit/%s))", s, short, repoURL, c.Hash)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// withEntry returns CHANGELOG.md with the entry added above the newest one (the first `## ` heading), or in place
// of an entry already there for the same version (a release pull request proposed again). Without a changelog it
// starts one.
func withEntry(changelog []byte, exists bool, version, entry string) []byte {
	if !exists || strings.TrimSpace(string(changelog)) == "" {
		return []byte("# Changelog\n\n" + entry)
	}
	text, nl := string(changelog), "\n"
	if strings.Contains(text, "\r\n") {
		nl = "\r\n" // keep the file's line endings
		entry = strings.ReplaceAll(entry, "\n", nl)
	}
	lines := strings.SplitAfter(text, "\n")
	at, end := entrySpan(lines, version)
	before, after := strings.Join(lines[:at], ""), strings.Join(lines[end:], "")
	if before != "" && !strings.HasSuffix(before, nl+nl) {
		before = strings.TrimRight(before, "\r\n") + nl + nl
	}
	if after != "" {
		entry += nl
	}
	return []byte(before + entry + after)
}

// entrySpan is where the entry goes: the lines of the entry for the same version, or an empty span at the newest
// entry's heading (the end of the file without one).
func entrySpan(lines []string, version string) (at, end int) {
	at = -1
	for i, l := range lines {
		if !strings.HasPrefix(l, "## ") {
			continue
		}
		if isEntryHeading(l, version) {
			return i, nextEntry(lines, i+1)
		}
		if at < 0 {
			at = i
		}
	}
	if at < 0 {
		at = len(lines)
	}
	return at, at
}

// ChangelogEntry returns the entry of version in a CHANGELOG.md, from its heading to the next entry's, or "" when
// there is none: the release notes of a merged release pull request.
func ChangelogEntry(changelog, version string) string {
	lines := strings.SplitAfter(strings.ReplaceAll(changelog, "\r\n", "\n"), "\n")
	at, end := entrySpan(lines, version)
	if at == end {
		return ""
	}
	return strings.TrimSpace(strings.Join(lines[at:end], "")) + "\n"
}

// isEntryHeading reports whether a line heads the entry of version: `## 1.2.0 (2025-01-02)`, `## [1.2.0](...)`.
func isEntryHeading(line, version string) bool {
	rest := strings.TrimPrefix(strings.TrimSpace(line), "## ")
	rest = strings.TrimPrefix(rest, "[")
	after, ok := strings.CutPrefix(rest, version)
	return ok && (after == "" || strings.HasPrefix(after, " ") || strings.HasPrefix(after, "]"))
}

func nextEntry(lines []string, from int) int {
	for i := from; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], "## ") {
			return i
		}
	}
	return len(lines)
}
