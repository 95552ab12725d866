package diag

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// WriteText prints each diagnostic that is not ignored as a compiler-style line followed by the source line and a
// caret under the column, then a summary line. sources maps file names to their bytes; files it lacks are printed
// without an excerpt.
func (l List) WriteText(w io.Writer, sources map[string][]byte) error {
	var b strings.Builder
	shown := 0
	for _, d := range l {
		if d.Ignored {
			continue
		}
		shown++
		b.WriteString(d.String())
		b.WriteByte('\n')
		if excerpt := Excerpt(sources[d.File], d.Line, d.Column); excerpt != "" {
			b.WriteString(excerpt)
		}
	}
	if shown > 0 {
		b.WriteString(l.Summary())
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Summary says how many diagnostics of each level there are: "2 errors, 1 warning".
func (l List) Summary() string {
	counts := l.Count()
	var parts []string
	for _, lv := range []Level{Fatal, Error, Warning, Note} {
		if n := counts[lv]; n > 0 {
			name := lv.String()
			if n > 1 {
				name += "s"
			}
			parts = append(parts, fmt.Sprintf("%d %s", n, name))
		}
	}
	if len(parts) == 0 {
		return "no problems"
	}
	return strings.Join(parts, ", ")
}

// Excerpt returns the source line with a caret under the column (1-based, in characters), indented and
// numbered, or "" when the line is not in data.
func Excerpt(data []byte, line, col int) string {
	if len(data) == 0 || line <= 0 {
		return ""
	}
	text, ok := sourceLine(data, line)
	if !ok {
		return ""
	}
	text = strings.TrimRight(text, "\r")
	const maxWidth = 160
	runes := []rune(text)
	start := 0
	if col > maxWidth-20 { // long minified lines: show a window around the column
		start = col - 40
	}
	end := min(len(runes), start+maxWidth)
	shown := string(runes[min(start, len(runes)):end])
	prefix, suffix := "", ""
	if start > 0 {
		prefix = "…"
	}
	if end < len(runes) {
		suffix = "…"
	}
	num := fmt.Sprintf("%d", line)
	pad := strings.Repeat(" ", len(num))
	caretCol := max(col-start, 1) - 1 + utf8.RuneCountInString(prefix)
	// Tabs keep their width in the caret line so the caret lands under the right character.
	var caret strings.Builder
	for i, r := range []rune(prefix + shown) {
		if i >= caretCol {
			break
		}
		if r == '\t' {
			caret.WriteByte('\t')
		} else {
			caret.WriteByte(' ')
		}
	}
	return fmt.Sprintf(" %s | %s%s%s\n %s | %s^\n", num, prefix, shown, suffix, pad, caret.String())
}

func sourceLine(data []byte, line int) (string, bool) {
	for i := 1; i < line; i++ {
		nl := bytes.IndexByte(data, '\n')
		if nl < 0 {
			return "", false
		}
		data = data[nl+1:]
	}
	if nl := bytes.IndexByte(data, '\n'); nl >= 0 {
		data = data[:nl]
	}
	return string(data), true
}
