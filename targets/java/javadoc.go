package java

import (
	"bytes"
	"strings"
	"unicode"
)

// javadocText makes spec text inert inside a Javadoc comment: HTML special characters, "@" (a block tag) and the
// "/" of "*/" become entities, a backslash too (javac reads \u escapes even in comments, so \u000a would end the line), and
// every run of white space, line breaks included, becomes one space (one paragraph, as the formatter reflows it).
// It is one pass over the text: Javadoc of every overload of every method goes through it.
func javadocText(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	space := false
	for _, r := range text {
		if r < ' ' || r == 0x7f || r == 0x85 || r == 0x2028 || r == 0x2029 || unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '@':
			b.WriteString("&#64;")
		case '\\':
			b.WriteString("&#92;")
		case '/':
			if s := b.String(); s != "" && s[len(s)-1] == '*' {
				b.WriteString("&#47;")
			} else {
				b.WriteByte('/')
			}
		default:
			if r < 0x80 {
				b.WriteByte(byte(r))
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// javadoc writes a Javadoc comment of spec text at f's indentation, laid out as google-java-format lays it out:
// one line when it fits the column limit, else the words filled greedily between "/**" and " */" lines. Nothing
// is written for empty text.
func (f *jfile) javadoc(text string) {
	// Every overload of a method repeats its Javadoc: the text escaped last is kept.
	if f.docText == "" || text != f.docSource {
		f.docSource, f.docText = text, javadocText(text)
	}
	text = f.docText
	if text == "" {
		return
	}
	width := indentWidth * f.depth
	if width+len("/** ")+columns(text)+len(" */") <= lineWidth {
		writeIndent(&f.b, f.depth)
		f.b.writeString("/** ")
		f.b.writeString(text)
		f.b.writeString(" */\n")
		return
	}
	writeIndent(&f.b, f.depth)
	f.b.writeString("/**\n")
	// javadocText leaves the words one space apart.
	lineColumns := 0
	for rest := text; rest != ""; {
		w, after, _ := strings.Cut(rest, " ")
		rest = after
		wordColumns := columns(w)
		if lineColumns > 0 && width+len(" * ")+lineColumns+1+wordColumns > lineWidth {
			f.b.writeByte('\n')
			lineColumns = 0
		}
		if lineColumns == 0 {
			writeIndent(&f.b, f.depth)
			f.b.writeString(" * ")
		} else {
			f.b.writeByte(' ')
			lineColumns++
		}
		f.b.writeString(w)
		lineColumns += wordColumns
	}
	f.b.writeByte('\n')
	writeIndent(&f.b, f.depth)
	f.b.writeString(" */\n")
}

// methodDoc is the text a method's Javadoc says: its description, else its summary.
func methodDoc(summary, description string) string {
	if strings.TrimSpace(description) != "" {
		return description
	}
	return summary
}

// withoutJavadoc is code without its Javadoc lines: a name that spec text mentions is no use of an import (the
// formatter removes an import used only there).
func withoutJavadoc(code string) string {
	lines := strings.Split(code, "\n")
	out := lines[:0]
	for _, l := range lines {
		if !isJavadocLine(l) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// isJavadocLine reports whether a line of code opens or continues a Javadoc comment.
func isJavadocLine(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, "/**") || strings.HasPrefix(t, "*")
}

// isJavadocCode is isJavadocLine of a line of a file's code buffer.
func isJavadocCode(l []byte) bool {
	t := bytes.TrimSpace(l)
	return bytes.HasPrefix(t, []byte("/**")) || bytes.HasPrefix(t, []byte("*"))
}

// columns is how many columns google-java-format counts for text: its UTF-16 code units.
func columns(text string) int {
	n := 0
	for _, r := range text {
		n++
		if r > 0xFFFF {
			n++
		}
	}
	return n
}
