package diag

import (
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
	lines := map[string]*lineIndex{}
	for _, d := range l {
		if d.Ignored {
			continue
		}
		b.WriteString(d.String())
		b.WriteByte('\n')
		idx, ok := lines[d.File]
		if !ok {
			idx = newLineIndex(sources[d.File])
			lines[d.File] = idx
		}
		if text, ok := idx.line(d.Line); ok {
			b.WriteString(excerpt(text, d.Line, d.Column))
		}
	}
	b.WriteString(l.Summary())
	b.WriteByte('\n')
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
	text, ok := newLineIndex(data).line(line)
	if !ok {
		return ""
	}
	return excerpt(text, line, col)
}

func excerpt(text string, line, col int) string {
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

// lineIndex finds lines of a file by number without rescanning it for every diagnostic: a spec with a thousand
// warnings must not be read a thousand times.
type lineIndex struct {
	data   []byte
	starts []int
}

func newLineIndex(data []byte) *lineIndex {
	idx := &lineIndex{data: data, starts: []int{0}}
	for i, c := range data {
		if c == '\n' {
			idx.starts = append(idx.starts, i+1)
		}
	}
	return idx
}

// line returns line n (1-based) without its newline.
func (idx *lineIndex) line(n int) (string, bool) {
	if len(idx.data) == 0 || n <= 0 || n > len(idx.starts) {
		return "", false
	}
	start, end := idx.starts[n-1], len(idx.data)
	if n < len(idx.starts) {
		end = idx.starts[n] - 1
	}
	return string(idx.data[start:end]), true
}
