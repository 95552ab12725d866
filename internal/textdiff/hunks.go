package textdiff

import (
	"bytes"
	"io"
	"strconv"
)

// noNewline is the line git prints after a line that lacks its final "\n".
const noNewline = `\ No newline at end of file`

// Hunk is one unified-diff hunk with context lines around its changes.
type Hunk struct {
	// A and B are the hunk's extent in a and b. The header shows them as
	// "@@ -A.Start+1,A.Len +B.Start+1,B.Len @@", except that, like git, an
	// empty range shows its Start unchanged ("-0,0" for an empty file).
	A, B Range
	// Lines are the hunk's lines, each prefixed with ' ', '-' or '+' and
	// without its line ending ("\n" or "\r\n"). A line that lacks its final
	// newline is followed by `\ No newline at end of file`.
	Lines []string
}

// hunkLine is one line of a hunk before formatting.
type hunkLine struct {
	prefix byte
	text   []byte // the raw line, with its line ending
}

// hunkSpan is a hunk before formatting.
type hunkSpan struct {
	a, b  Range
	lines []hunkLine
}

// Hunks groups Diff(a, b) into unified hunks the way git does: changes
// whose gap is at most 2*context lines share a hunk.
func Hunks(a, b []byte, context int) []Hunk {
	spans := hunkSpans(Lines(a), Lines(b), context)
	out := make([]Hunk, len(spans))
	for i, sp := range spans {
		h := Hunk{A: sp.a, B: sp.b}
		for _, l := range sp.lines {
			h.Lines = append(h.Lines, string(l.prefix)+string(trimEOL(l.text)))
			if !hasNewline(l.text) {
				h.Lines = append(h.Lines, noNewline)
			}
		}
		out[i] = h
	}
	return out
}

// trimEOL drops a line's "\n" or "\r\n".
func trimEOL(line []byte) []byte {
	if hasNewline(line) {
		line = line[:len(line)-1]
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
	}
	return line
}

// hunkSpans cuts the edit script into hunks (xdl_get_hunk and
// xdl_emit_diff without function context or ignorable changes).
func hunkSpans(a, b [][]byte, context int) []hunkSpan {
	context = max(context, 0)
	edits := diffLines(a, b)
	var spans []hunkSpan
	for len(edits) > 0 {
		n := 1
		for n < len(edits) && edits[n].A.Start-edits[n-1].A.End() <= 2*context {
			n++
		}
		spans = append(spans, hunkSpanOf(a, b, edits[:n], context))
		edits = edits[n:]
	}
	return spans
}

// hunkSpanOf lays out one hunk holding edits, with up to context lines
// before and after.
func hunkSpanOf(a, b [][]byte, edits []Edit, context int) hunkSpan {
	first, last := edits[0], edits[len(edits)-1]
	s1 := max(first.A.Start-context, 0)
	s2 := max(first.B.Start-context, 0)
	post := min(context, len(a)-last.A.End(), len(b)-last.B.End())
	e1, e2 := last.A.End()+post, last.B.End()+post
	sp := hunkSpan{a: Range{s1, e1 - s1}, b: Range{s2, e2 - s2}}
	add := func(prefix byte, lines [][]byte) {
		for _, l := range lines {
			sp.lines = append(sp.lines, hunkLine{prefix, l})
		}
	}
	at := s2
	for _, e := range edits {
		add(' ', b[at:e.B.Start])
		add('-', a[e.A.Start:e.A.End()])
		add('+', b[e.B.Start:e.B.End()])
		at = e.B.End()
	}
	add(' ', b[at:e2])
	return sp
}

// header formats "@@ -l,s +l,s @@" with git's rules: ",1" is left out, and
// an empty range shows the line before it.
func header(a, b Range) string {
	return "@@ -" + rangeText(a) + " +" + rangeText(b) + " @@"
}

func rangeText(r Range) string {
	if r.Len == 0 {
		return strconv.Itoa(r.Start) + ",0"
	}
	if r.Len == 1 {
		return strconv.Itoa(r.Start + 1)
	}
	return strconv.Itoa(r.Start+1) + "," + strconv.Itoa(r.Len)
}

// String is the hunk's header line, as git prints it.
func (h Hunk) String() string { return header(h.A, h.B) }

// WriteUnified writes a unified diff of a and b: "--- a/oldName",
// "+++ b/newName", then the hunks with their lines as in the input (line
// endings included). Each hunk header ends with the function name git's
// default rule finds (funcName). Like git, it writes nothing when a and b
// are equal.
func WriteUnified(w io.Writer, oldName, newName string, a, b []byte, context int) error {
	al := Lines(a)
	spans := hunkSpans(al, Lines(b), context)
	if len(spans) == 0 {
		return nil
	}
	var buf bytes.Buffer // writes to a bytes.Buffer cannot fail; w's one error is returned
	buf.WriteString("--- a/" + oldName + "\n+++ b/" + newName + "\n")
	var fn funcName
	for _, sp := range spans {
		buf.WriteString(header(sp.a, sp.b))
		if name := fn.before(al, sp.a.Start); name != "" {
			buf.WriteString(" " + name)
		}
		buf.WriteByte('\n')
		for _, l := range sp.lines {
			buf.WriteByte(l.prefix)
			buf.Write(l.text)
			if !hasNewline(l.text) {
				buf.WriteString("\n" + noNewline + "\n")
			}
		}
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// funcName finds the text git appends to a hunk header (xemit.c's
// get_func_line with def_ff): the nearest line of the old file above the
// hunk that starts with a letter, '_' or '$', cut to 80 bytes and trimmed
// of trailing white space. The search stops where the previous hunk's began,
// and when it finds nothing the previous hunk's name is kept.
type funcName struct {
	name    string
	limit   int
	started bool
}

const funcNameMax = 80

func (f *funcName) before(a [][]byte, start int) string {
	if !f.started {
		f.limit, f.started = -1, true
	}
	for l := start - 1; l > f.limit && l >= 0; l-- {
		if name, ok := funcLine(a[l]); ok {
			f.name = name
			break
		}
	}
	f.limit = start - 1
	return f.name
}

func funcLine(rec []byte) (string, bool) {
	if len(rec) == 0 {
		return "", false
	}
	if c := rec[0]; !isIdentStart(c) {
		return "", false
	}
	rec = rec[:min(len(rec), funcNameMax)]
	for len(rec) > 0 && isSpace(rec[len(rec)-1]) {
		rec = rec[:len(rec)-1]
	}
	return string(rec), true
}

// isIdentStart is def_ff's test: a letter (C's isalpha), '_' or '$'.
func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}

// isSpace is C's isspace in the C locale.
func isSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }
