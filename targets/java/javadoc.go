package java

import (
	"strings"
)

// javadocText makes spec text inert inside a Javadoc comment: HTML special characters, "@" (a block tag) and the
// "/" of "*/" become entities, a backslash too (javac reads \u escapes even in comments, so \u000a would end the line), and
// every run of white space, line breaks included, becomes one space (one paragraph, as the formatter reflows it).
func javadocText(text string) string {
	var b strings.Builder
	for _, r := range text {
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
		default:
			if r < ' ' || r == 0x7f || r == 0x85 || r == 0x2028 || r == 0x2029 {
				r = ' '
			}
			b.WriteRune(r)
		}
	}
	return strings.ReplaceAll(strings.Join(strings.Fields(b.String()), " "), "*/", "*&#47;")
}

// javadoc writes a Javadoc comment of spec text at f's indentation, laid out as google-java-format lays it out:
// one line when it fits the column limit, else the words filled greedily between "/**" and " */" lines. Nothing
// is written for empty text.
func (f *jfile) javadoc(text string) {
	text = javadocText(text)
	if text == "" {
		return
	}
	indent := strings.Repeat("    ", f.depth)
	if len(indent)+len("/** ")+columns(text)+len(" */") <= lineWidth {
		f.b.WriteString(indent + "/** " + text + " */\n")
		return
	}
	f.b.WriteString(indent + "/**\n")
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(indent)+len(" * ")+columns(line)+1+columns(w) > lineWidth {
			f.b.WriteString(indent + " * " + line + "\n")
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	f.b.WriteString(indent + " * " + line + "\n" + indent + " */\n")
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
