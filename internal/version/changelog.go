package version

import (
	"slices"
	"strings"
)

// Entry is one version's section of the changelog.
type Entry struct {
	Version string
	Lines   []Line
}

// Line is one change. Targets are the target keys it touches; All is set for "[all]"; a line with neither is
// about sdkgen itself and changes no SDK.
type Line struct {
	Targets []string
	All     bool
	Text    string
}

// Touches reports whether the line changes the SDK of target.
func (l Line) Touches(target string) bool { return l.All || slices.Contains(l.Targets, target) }

// Changelog is the embedded changelog, newest version first.
func Changelog() []Entry { return ParseChangelog(changelogText) }

// ParseChangelog reads a changelog: "## VERSION" headings (text after the version is ignored), each followed by
// "- [targets] text" lines; other lines are prose.
func ParseChangelog(text string) []Entry {
	var out []Entry
	for raw := range strings.Lines(text) {
		line := strings.TrimSpace(raw)
		switch {
		case strings.HasPrefix(line, "## "):
			fields := strings.Fields(strings.TrimPrefix(line, "## "))
			if len(fields) > 0 {
				out = append(out, Entry{Version: fields[0]})
			}
		case strings.HasPrefix(line, "- ") && len(out) > 0:
			e := &out[len(out)-1]
			e.Lines = append(e.Lines, parseLine(strings.TrimPrefix(line, "- ")))
		}
	}
	return out
}

// parseLine reads "[go, python] text".
func parseLine(s string) Line {
	if !strings.HasPrefix(s, "[") {
		return Line{Text: s}
	}
	tags, text, ok := strings.Cut(s[1:], "]")
	if !ok {
		return Line{Text: s}
	}
	l := Line{Text: strings.TrimSpace(text)}
	for t := range strings.SplitSeq(tags, ",") {
		switch t = strings.TrimSpace(t); t {
		case "":
		case "all":
			l.All = true
		default:
			l.Targets = append(l.Targets, t)
		}
	}
	return l
}

// Since returns the lines of the versions newer than from and not newer than to that touch target, grouped by
// version, newest first. An empty from takes every version up to to.
func Since(entries []Entry, from, to, target string) []Entry {
	var out []Entry
	for _, e := range entries {
		if Compare(e.Version, to) > 0 || (from != "" && Compare(e.Version, from) <= 0) {
			continue
		}
		var lines []Line
		for _, l := range e.Lines {
			if l.Touches(target) {
				lines = append(lines, l)
			}
		}
		if len(lines) > 0 {
			out = append(out, Entry{Version: e.Version, Lines: lines})
		}
	}
	return out
}
