package java

import (
	"strings"
	"unicode"
)

// reflowStrings splits the string literals of a line that passes the column limit the way google-java-format does
// once it has laid a file out (its StringWrapper): each literal, with the literals joined to it by "+" on the line,
// becomes "text" + " more text" pieces cut before whitespace and packed greedily, continued four columns deeper.
// The formatter leaves its own result so, which makes the split the only layout its check accepts.
func reflowStrings(line string) []string {
	if !needsReflow(line) {
		return []string{line}
	}
	groups := literalGroups(line)
	out := line
	// From the last group to the first, so the earlier groups' offsets still hold; columns are the original line's.
	for i := len(groups) - 1; i >= 0; i-- {
		g := groups[i]
		text := reflowGroup(columns(line[:g.start]), columns(line[g.end:]), stringComponents(g.literals), g.first)
		out = out[:g.start] + text + out[g.end:]
	}
	return strings.Split(out, "\n")
}

// needsReflow reports whether reflowStrings may change a line: code past the column limit.
func needsReflow(line string) bool {
	return len(line) > lineWidth && columns(line) > lineWidth && !isComment(line)
}

func isComment(line string) bool {
	t := strings.TrimLeft(line, " ")
	return strings.HasPrefix(t, "*") || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "//")
}

// literalGroup is a run of string literals joined by " + " on one line: [start, end) in bytes, their texts without
// quotes, and whether the run starts its concatenation (nothing is added before it).
type literalGroup struct {
	start, end int
	literals   []string
	first      bool
}

// literalGroups finds the line's string literals, leaving out those whose method is called ("a".equals(x)).
func literalGroups(line string) []literalGroup {
	var groups []literalGroup
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '\'':
			i = skipQuoted(line, i)
		case '"':
			end := skipQuoted(line, i) + 1
			if strings.HasPrefix(line[end:], ".") {
				i = end - 1
				continue
			}
			lit := line[i+1 : end-1]
			if n := len(groups); n > 0 && line[groups[n-1].end:i] == " + " {
				groups[n-1].end = end
				groups[n-1].literals = append(groups[n-1].literals, lit)
			} else {
				groups = append(groups, literalGroup{start: i, end: end, literals: []string{lit}, first: !strings.HasSuffix(line[:i], " + ")})
			}
			i = end - 1
		}
	}
	return groups
}

// stringComponents cuts the literals' texts before each whitespace (a space, or an escaped tab) and after each run
// of escaped line ends; text without such a cut runs on across the literals.
func stringComponents(literals []string) []string {
	var out []string
	var piece strings.Builder
	for _, text := range literals {
		start := 0
		for idx := 0; idx < len(text); idx++ {
			r := rune(text[idx])
			switch {
			case r < 0x80 && unicode.IsSpace(r), strings.HasPrefix(text[idx:], `\t`):
			case isEscapedLineEnd(text[idx:]):
				for isEscapedLineEnd(text[idx:]) {
					idx += 2
				}
			case r == '\\':
				idx++ // any other escape is one unit: "\\t" is a backslash and a t
				continue
			case r >= 0x80 && startsWithSpace(text[idx:]):
			default:
				continue
			}
			piece.WriteString(text[start:idx])
			out = append(out, piece.String())
			piece.Reset()
			start = idx
		}
		if piece.Len() > 0 {
			out = append(out, piece.String())
			piece.Reset()
		}
		if start < len(text) {
			piece.WriteString(text[start:])
		}
	}
	if piece.Len() > 0 {
		out = append(out, piece.String())
	}
	return out
}

func isEscapedLineEnd(s string) bool { return strings.HasPrefix(s, `\n`) || strings.HasPrefix(s, `\r`) }

func startsWithSpace(s string) bool {
	for _, r := range s {
		return unicode.IsSpace(r)
	}
	return false
}

// reflowGroup packs the components into quoted lines: the first fits between startColumn and the limit (less the
// trailing text after the group on its last line), the others are four columns deeper and start with "+ ".
func reflowGroup(startColumn, trailing int, components []string, first bool) string {
	width := lineWidth - startColumn - 2
	rest := components
	var lines []string
	isFirst := first
	for len(rest) > 0 {
		if total(rest) <= width {
			width -= trailing
		}
		length, n := 0, 0
		for n < len(rest) && (length <= 4 || length+columns(rest[n]) <= width) {
			length += columns(rest[n])
			n++
			if strings.HasSuffix(rest[n-1], `\n`) || strings.HasSuffix(rest[n-1], `\r`) {
				break
			}
		}
		lines = append(lines, strings.Join(rest[:n], ""))
		rest = rest[n:]
		if isFirst {
			width -= 6
			isFirst = false
		}
	}
	indent := startColumn - 2
	if first {
		indent = startColumn + 4
		// Formatting the split again lays the concatenation out as any other, eight columns deeper; that layout stays
		// when all of it fits, so it is the one the formatter's check accepts then.
		if concatFits(startColumn, trailing, lines) {
			indent = startColumn + 8
		}
	}
	return `"` + strings.Join(lines, "\"\n"+strings.Repeat(" ", indent)+`+ "`) + `"`
}

// concatFits reports whether the pieces fit when each after the first starts a line eight columns deeper than the
// first, after "+ ", with the trailing text after the last.
func concatFits(startColumn, trailing int, pieces []string) bool {
	for i, p := range pieces {
		width := startColumn + columns(p) + 2
		if i > 0 {
			width += 8 + 2
		}
		if i == len(pieces)-1 {
			width += trailing
		}
		if width > lineWidth {
			return false
		}
	}
	return true
}

func total(components []string) int {
	n := 0
	for _, c := range components {
		n += columns(c)
	}
	return n
}
