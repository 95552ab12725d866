package python

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// lineLength is ruff's line-length in the generated pyproject.toml. Constructs whose length depends on the spec are
// written on one line when they fit and broken otherwise in a form `ruff format` keeps (see layout), so generated
// files pass `ruff format --check` as written.
const lineLength = 120

// writer builds one Python file with four-space indentation.
type writer struct {
	b      strings.Builder
	indent int
}

func (w *writer) line(format string, args ...any) {
	s := format
	if len(args) > 0 {
		s = fmt.Sprintf(format, args...)
	}
	if s == "" {
		w.b.WriteString("\n")
		return
	}
	w.b.WriteString(strings.Repeat("    ", w.indent))
	w.b.WriteString(s)
	w.b.WriteString("\n")
}

func (w *writer) blank() { w.b.WriteString("\n") }

// blanks ends the current block with n blank lines (two between top-level definitions, one between methods),
// unless the file is empty.
func (w *writer) blanks(n int) {
	if w.b.Len() == 0 {
		return
	}
	s := w.b.String()
	trailing := len(s) - len(strings.TrimRight(s, "\n")) - 1
	for i := trailing; i < n; i++ {
		w.b.WriteString("\n")
	}
}

// open writes a line and indents what follows; close dedents.
func (w *writer) open(format string, args ...any) {
	w.line(format, args...)
	w.indent++
}

func (w *writer) close() { w.indent-- }

func (w *writer) String() string { return w.b.String() }

// class writes `class name(bases):`, broken like a call when it does not fit, and indents the body.
func (w *writer) class(name string, bases ...string) {
	items := make([]doc, len(bases))
	for i, b := range bases {
		items[i] = txt(b)
	}
	head := txt("class " + name)
	if len(bases) > 0 {
		head = call("class "+name, items...)
	}
	w.emit(cat(head, txt(":")))
	w.indent++
}

// emit writes a laid-out expression statement (see layout).
func (w *writer) emit(d doc) {
	for _, l := range render(d, 4*w.indent) {
		w.b.WriteString(l)
		w.b.WriteString("\n")
	}
}

// docstring writes a docstring of text at the current indentation; nothing when text is empty. Several lines start
// below the opening quotes, so indentation inside the text (an Args list) survives ruff's normalisation.
func (w *writer) docstring(text string) {
	lines := docLines(text)
	switch len(lines) {
	case 0:
		return
	case 1:
		l := lines[0]
		if strings.HasPrefix(l, `"`) {
			l = `\` + l
		}
		w.line(`"""%s"""`, closeSafe(l))
		return
	}
	w.line(`"""`)
	for _, l := range lines {
		w.line("%s", l)
	}
	w.line(`"""`)
}

// docLines prepares text for a docstring the way ruff format normalises one, so it stays as written: escapes that
// keep it a valid string which no text can end, no trailing whitespace, no leading or trailing blank lines, and the
// lines' common indentation removed.
func docLines(text string) []string {
	text = lineBreaks.Replace(text)
	var b strings.Builder
	for _, r := range text {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\t':
			b.WriteString("    ")
		case r == '\n':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f || r == utf8.RuneError || r == '\u00a0' || r == '\u200b' || r == '\ufeff':
			b.WriteRune(' ')
		default:
			b.WriteRune(r)
		}
	}
	text = strings.ReplaceAll(b.String(), `"""`, `\"\"\"`)
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		lines = append(lines, strings.TrimRight(l, " "))
	}
	for len(lines) > 0 && strings.TrimSpace(lines[0]) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	common := -1
	for _, l := range lines {
		if l == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " "))
		if common < 0 || n < common {
			common = n
		}
	}
	for i := range lines {
		if lines[i] != "" {
			lines[i] = lines[i][common:]
		}
	}
	return lines
}

// lineBreaks turns every line break Python or an editor might see into \n.
var lineBreaks = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n", "\u0085", "\n")

// closeSafe keeps a one-line docstring's text from running into its closing quotes.
func closeSafe(s string) string {
	if strings.HasSuffix(s, `"`) && !strings.HasSuffix(s, `\"`) {
		return s[:len(s)-1] + `\"`
	}
	return s
}

// comment writes text as # comment lines.
func (w *writer) comment(text string) {
	for _, l := range docLines(text) {
		l = strings.ReplaceAll(l, `\\`, `\`)
		if l == "" {
			w.line("#")
		} else {
			w.line("# %s", l)
		}
	}
}

// str is a Python string literal as ruff format writes it: double quotes unless the text holds more double quotes
// than single ones. Control characters, line separators and backslashes are escaped, so no text can end the
// literal or the line.
func str(s string) string {
	quote := '"'
	if strings.Count(s, `"`) > strings.Count(s, "'") {
		quote = '\''
	}
	var b strings.Builder
	b.WriteRune(quote)
	for _, r := range s {
		switch {
		case r == quote || r == '\\':
			b.WriteRune('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f || r == utf8.RuneError:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r == 0x85 || r == 0x2028 || r == 0x2029 || (r >= 0x80 && r < 0xa0) || r == 0xfeff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteRune(quote)
	return b.String()
}

// textWidth is how many columns ruff counts for s: East Asian wide and full-width characters take two.
func textWidth(s string) int {
	n := 0
	for _, r := range s {
		if r < utf8.RuneSelf {
			n++ // ASCII is never East Asian wide
			continue
		}
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// doc is an expression or statement line that may have to be broken over several lines: text and bracketed
// groups, concatenated.
type doc []part

// part is text, or a bracketed group of comma-separated items.
type part struct {
	text  string
	group *group
}

// group is a bracketed, comma-separated list: a call's arguments, a subscript, a list, dict or tuple literal.
type group struct {
	open, close string
	items       []doc
	// subscript marks the brackets of a subscript (Optional[...]): ruff does not treat a trailing comma after a
	// single element there as a request to keep it broken.
	subscript bool
	// tuple marks a parenthesised tuple, whose single element keeps its comma.
	tuple bool
}

func txt(s string) doc { return doc{{text: s}} }

// call is name(items...).
func call(name string, items ...doc) doc {
	return doc{{text: name}, {group: &group{open: "(", close: ")", items: items}}}
}

// sub is name[items...], a subscript.
func sub(name string, items ...doc) doc {
	return doc{{text: name}, {group: &group{open: "[", close: "]", items: items, subscript: true}}}
}

// list is [items...].
func list(items ...doc) doc { return doc{{group: &group{open: "[", close: "]", items: items}}} }

// dict is {items...}; items are `key: value` docs.
func dict(items ...doc) doc { return doc{{group: &group{open: "{", close: "}", items: items}}} }

// tuple is (items...), with the trailing comma a one-element tuple needs.
func tuple(items ...doc) doc {
	return doc{{group: &group{open: "(", close: ")", items: items, tuple: true}}}
}

// cat joins docs.
func cat(ds ...doc) doc {
	var out doc
	for _, d := range ds {
		out = append(out, d...)
	}
	return out
}

// kw is name=value.
func kw(name string, value doc) doc { return cat(txt(name+"="), value) }

// flat renders d on one line.
func flat(d doc) string {
	var b strings.Builder
	for _, p := range d {
		if p.group == nil {
			b.WriteString(p.text)
			continue
		}
		g := p.group
		b.WriteString(g.open)
		for i, it := range g.items {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(flat(it))
		}
		if g.tuple && len(g.items) == 1 {
			b.WriteString(",")
		}
		b.WriteString(g.close)
	}
	return b.String()
}

// render lays d out at an indentation of indent columns, as ruff format would leave it. A line that fits is written
// as is. Otherwise, in order:
//   - an item inside brackets with `|` between its parts breaks before each `|` (a long union annotation);
//   - the value of an assignment or return, or the context manager of a with, goes in parentheses when the line up
//     to the bracket it would break does not fit but would inside them;
//   - the last group is broken (the first for a `def` line, as ruff splits signatures at their parameters): one item
//     per line with a trailing comma, which ruff keeps as written (its "magic trailing comma"), except a
//     single-element subscript, which gets no comma.
//
// Items that still do not fit are broken the same way, recursively.
func render(d doc, indent int) []string { return renderAt(d, indent, false) }

func renderAt(d doc, indent int, inBrackets bool) []string {
	pad := strings.Repeat(" ", indent)
	line := flat(d)
	if indent+textWidth(line) <= lineLength {
		return []string{pad + line}
	}
	if operands := splitUnion(d); inBrackets && len(operands) > 1 {
		out := renderAt(operands[0], indent, true)
		for _, o := range operands[1:] {
			out = append(out, renderAt(cat(txt("| "), o), indent, true)...)
		}
		return out
	}
	if !inBrackets {
		if lines, ok := renderParenthesized(d, indent); ok {
			return lines
		}
	}
	at := breakPoint(d)
	if at < 0 {
		if name, ann, ok := strings.Cut(line, ": "); ok && !inBrackets && identifier.MatchString(name) && identifier.MatchString(ann) {
			// ruff puts a long annotation without brackets in parentheses
			return []string{pad + name + ": (", pad + "    " + ann, pad + ")"}
		}
		return []string{pad + line}
	}
	g := d[at].group
	head := flat(d[:at]) + g.open
	tail := g.close + flat(d[at+1:])
	if len(g.items) == 0 {
		return []string{pad + head + tail}
	}
	out := []string{pad + head}
	for _, it := range g.items {
		item := it
		if !g.subscript || len(g.items) > 1 || g.tuple {
			item = cat(it, txt(","))
		}
		out = append(out, renderAt(item, indent+4, true)...)
	}
	return append(out, pad+tail)
}

// splitUnion splits d at the ` | ` operators outside brackets and string literals.
func splitUnion(d doc) []doc {
	var out []doc
	var cur doc
	for _, p := range d {
		if p.group != nil {
			cur = append(cur, p)
			continue
		}
		text := p.text
		for {
			i := operatorIndex(text, " | ")
			if i < 0 {
				break
			}
			if text[:i] != "" {
				cur = append(cur, part{text: text[:i]})
			}
			out = append(out, cur)
			cur = nil
			text = text[i+3:]
		}
		if text != "" {
			cur = append(cur, part{text: text})
		}
	}
	return append(out, cur)
}

// operatorIndex is the index of op in text outside string literals, or -1.
func operatorIndex(text, op string) int {
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0 && c == '\\':
			i++
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case strings.HasPrefix(text[i:], op):
			return i
		}
	}
	return -1
}

// renderParenthesized writes the value of an assignment or return, or the context manager of a with statement,
// in parentheses, as ruff does when that makes the line up to the next break fit: the line up to the value's own
// bracket is too long but fits inside the parentheses, or the value has no bracket at all.
func renderParenthesized(d doc, indent int) ([]string, bool) {
	lhs, inner, tail, ok := splitAssignment(d)
	with := false
	if !ok {
		lhs, inner, tail, ok = splitWith(d)
		with = ok
	}
	if !ok || indent+textWidth(lhs+"(") > lineLength {
		return nil, false
	}
	if at := breakPoint(inner); at >= 0 {
		head := lhs + flat(inner[:at]) + inner[at].group.open
		innerFits := indent+4+textWidth(flat(inner[:at])+inner[at].group.open) <= lineLength
		// A with statement is parenthesised whenever its head does not fit; a value only when that helps.
		if indent+textWidth(head) <= lineLength || (!with && !innerFits) {
			return nil, false
		}
	}
	pad := strings.Repeat(" ", indent)
	out := []string{pad + lhs + "("}
	out = append(out, render(inner, indent+4)...)
	return append(out, pad+")"+tail), true
}

// splitWith splits `with x as y:` into `with `, `x as y` and `:`.
func splitWith(d doc) (string, doc, string, bool) {
	if len(d) < 2 || d[0].group != nil || d[len(d)-1].group != nil || !strings.HasSuffix(d[len(d)-1].text, ":") {
		return "", nil, "", false
	}
	text := d[0].text
	for _, kw := range []string{"async with ", "with "} {
		if strings.HasPrefix(text, kw) {
			inner := append(doc{{text: strings.TrimPrefix(text, kw)}}, d[1:len(d)-1]...)
			inner = append(inner, part{text: strings.TrimSuffix(d[len(d)-1].text, ":")})
			return kw, inner, ":", true
		}
	}
	return "", nil, "", false
}

var identifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.]*$`)

// assignable matches the left-hand side of an assignment: a name or attribute, with an annotation.
var assignable = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.]*(: [^"'=]*)?$`)

// splitAssignment splits `x = value` (x possibly annotated), `return value` and `await value` into the part up to
// the value and the value.
func splitAssignment(d doc) (string, doc, string, bool) {
	if len(d) == 0 || d[0].group != nil {
		return "", nil, "", false
	}
	for _, kw := range []string{"return ", "await "} {
		if rest, ok := strings.CutPrefix(d[0].text, kw); ok {
			return kw, append(doc{{text: rest}}, d[1:]...), "", true
		}
	}
	for i, p := range d {
		if p.group != nil {
			continue
		}
		j := operatorIndex(p.text, " = ")
		if j < 0 {
			continue
		}
		lhs := flat(d[:i]) + p.text[:j]
		if !assignable.MatchString(lhs) {
			return "", nil, "", false
		}
		rest := append(doc{{text: p.text[j+3:]}}, d[i+1:]...)
		return lhs + " = ", rest, "", true
	}
	return "", nil, "", false
}

// breakPoint is the index of the group render breaks, or -1.
func breakPoint(d doc) int {
	first, last := -1, -1
	for i, p := range d {
		if p.group != nil {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if len(d) > 0 && d[0].group == nil && (strings.HasPrefix(d[0].text, "def ") || strings.HasPrefix(d[0].text, "async def ")) {
		return first
	}
	return last
}
