package typescript

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// printWidth is prettier's printWidth in the generated .prettierrc.json. Constructs whose length depends on the
// spec (imports, unions, signatures) are written on one line when they fit and broken the way prettier breaks
// them otherwise, so generated files pass `prettier --check` as written.
const printWidth = 110

// writer builds one TypeScript file with two-space indentation.
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
	w.b.WriteString(strings.Repeat("  ", w.indent))
	w.b.WriteString(s)
	w.b.WriteString("\n")
}

func (w *writer) blank() { w.b.WriteString("\n") }

// open writes a line and indents what follows; close dedents and writes a line.
func (w *writer) open(format string, args ...any) {
	w.line(format, args...)
	w.indent++
}

func (w *writer) close(format string, args ...any) {
	w.indent--
	w.line(format, args...)
}

// width is the room left on the current line.
func (w *writer) width() int { return printWidth - 2*w.indent }

func (w *writer) String() string { return w.b.String() }

// doc writes a JSDoc comment of text and tags; nothing when both are empty. "*/" in text cannot end the comment.
func (w *writer) doc(text string, tags ...string) {
	lines := docLines(text)
	for _, t := range tags {
		if t != "" {
			if len(lines) > 0 {
				lines = append(lines, "")
			}
			lines = append(lines, docLines(t)...)
		}
	}
	if len(lines) == 0 {
		return
	}
	w.line("/**")
	for _, l := range lines {
		if l == "" {
			w.line(" *")
		} else {
			w.line(" * %s", l)
		}
	}
	w.line(" */")
}

// irregularSpace turns the whitespace eslint's no-irregular-whitespace rejects (in comments too) into spaces.
var irregularSpace = strings.NewReplacer("\u000b", " ", "\u000c", " ", "\ufeff", " ", "\u1680", " ", "\u180e", " ",
	"\u2000", " ", "\u2001", " ", "\u2002", " ", "\u2003", " ", "\u2004", " ", "\u2005", " ", "\u2006", " ",
	"\u2007", " ", "\u2008", " ", "\u2009", " ", "\u200a", " ", "\u200b", " ", "\u202f", " ", "\u205f", " ",
	"\u3000", " ")

// docLines splits text into comment lines: trimmed of trailing space, no leading or trailing blank lines, and
// nothing that ends the comment early.
func docLines(text string) []string {
	text = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n", "\u0085", "\n").Replace(text)
	text = irregularSpace.Replace(text)
	text = strings.ReplaceAll(text, "*/", "*\\/")
	var out []string
	for _, l := range strings.Split(text, "\n") {
		out = append(out, strings.TrimRight(l, " \t\r\u00a0"))
	}
	for len(out) > 0 && out[0] == "" {
		out = out[1:]
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// deprecatedTag is the @deprecated tag for d, in the language's message when it has one.
func deprecatedTag(d *ir.Deprecation, lang string) string {
	if d == nil {
		return ""
	}
	msg := d.Message
	if m, ok := d.ByLang[lang]; ok {
		msg = m
	} else if m, ok := d.ByLang["typescript"]; ok {
		msg = m
	}
	if msg == "" {
		return "@deprecated"
	}
	return "@deprecated " + msg
}

// str is a TypeScript string literal as prettier writes it: single quotes unless the text holds more single than
// double quotes. Control characters, line separators and backslashes are escaped, so no text can end the literal or
// the line.
func str(s string) string {
	quote := '\''
	if strings.Count(s, "'") > strings.Count(s, `"`) {
		quote = '"'
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
		case r < 0x20 || r == 0x7f || r == 0x2028 || r == 0x2029 || r == utf8.RuneError:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteRune(quote)
	return b.String()
}

// jsNumber is a number literal as prettier prints it: lower case, no plus sign or leading zeros in the exponent and
// no exponent of zero, a digit before the point, no trailing zeros after the first decimal and no trailing point.
func jsNumber(s string) string {
	s = strings.ToLower(s)
	mant, exp, hasExp := strings.Cut(s, "e")
	sign := ""
	if mant != "" && (mant[0] == '-' || mant[0] == '+') {
		sign, mant = mant[:1], mant[1:]
	}
	if strings.HasPrefix(mant, ".") {
		mant = "0" + mant
	}
	if whole, frac, ok := strings.Cut(mant, "."); ok {
		if trimmed := strings.TrimRight(frac, "0"); trimmed != "" || frac == "" {
			frac = trimmed
		} else {
			frac = "0"
		}
		mant = whole
		if frac != "" {
			mant += "." + frac
		}
	}
	if hasExp {
		expSign := ""
		if exp != "" && (exp[0] == '-' || exp[0] == '+') {
			expSign, exp = strings.TrimPrefix(exp[:1], "+"), exp[1:]
		}
		if exp = strings.TrimLeft(exp, "0"); exp != "" {
			mant += "e" + expSign + exp
		}
	}
	return sign + mant
}

// key is an object or interface key as prettier writes it (quoteProps "as-needed"): the name itself when it is an
// ES5 identifier name, Unicode letters included, else a string literal.
func key(name string) string {
	if isIdentifierName(name) {
		return name
	}
	return str(name)
}

// isIdentifierName reports whether s is an ES5 IdentifierName: a letter (Lu, Ll, Lt, Lm, Lo, Nl), $ or _, then
// those, combining marks, digits, connector punctuation, ZWNJ and ZWJ. Reserved words are identifier names too.
func isIdentifierName(s string) bool {
	for i, r := range s {
		start := r == '$' || r == '_' || unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl)
		part := unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) || r == '\u200c' || r == '\u200d'
		if !start && (i == 0 || !part) {
			return false
		}
	}
	return s != ""
}

// member is how a property is read: .name for identifiers, ['name'] otherwise.
func member(name string) string {
	if naming.IsIdentifier(name) {
		return "." + name
	}
	return "[" + str(name) + "]"
}

// fits reports whether s fits on a line at the writer's indentation.
func (w *writer) fits(s string) bool { return utf8.RuneCountInString(s) <= w.width() }

// list writes head + items joined by ", " + tail on one line when it fits, and otherwise one item per line with
// a trailing comma, the way prettier breaks argument, parameter and import lists.
func (w *writer) list(head string, items []string, tail string) {
	one := head + strings.Join(items, ", ") + tail
	if len(items) == 0 || w.fits(one) {
		w.line("%s", one)
		return
	}
	w.open("%s", head)
	for _, it := range items {
		w.line("%s,", it)
	}
	w.close("%s", tail)
}

// union writes `head A | B | C` + tail as prettier lays out a type after a property's colon or an alias's `=`:
// on the head's line when it fits; a property whose type is one type reference or'd with null stays there anyway;
// else on the next line, indented, when it fits there; else one member per line with leading bars.
func (w *writer) union(head string, members []string, tail string, property bool) {
	joined := strings.Join(members, " | ")
	if w.fits(head+" "+joined+tail) || (property && (len(members) < 2 || hugs(members))) {
		w.line("%s %s%s", head, joined, tail)
		return
	}
	w.indent++
	fitsBelow := w.fits(joined + tail)
	w.indent--
	if fitsBelow || len(members) < 2 {
		w.open("%s", head)
		w.line("%s%s", joined, tail)
		w.indent--
		return
	}
	w.open("%s", head)
	for i, m := range members {
		if i == len(members)-1 {
			w.line("| %s%s", m, tail)
		} else {
			w.line("| %s", m)
		}
	}
	w.indent--
}

// hugs reports whether prettier keeps a union on the property's line however long: one type reference (a name,
// possibly generic) with null or undefined.
func hugs(members []string) bool {
	refs := 0
	for _, m := range members {
		switch {
		case m == "null" || m == "undefined":
		case m != "" && m[0] >= 'A' && m[0] <= 'Z':
			refs++
		default:
			return false
		}
	}
	return refs == 1 && len(members) > 1
}

// objectField writes one `name: value,` property (or `{ ... },` element) of an object or array literal, on one line
// when it fits. Otherwise, as prettier does: an inline object value is expanded one property per line, recursively,
// and a string value moves below its key when valueGoesBelowKey says so; anything else stays on the line.
func (w *writer) objectField(f string) {
	if w.fits(f + ",") {
		w.line("%s,", f)
		return
	}
	name, val, isProperty := splitProperty(f)
	head := name + ": "
	if !isProperty {
		head, val = "", f
	}
	switch {
	case strings.HasPrefix(val, "{ ") && strings.HasSuffix(val, " }"):
		w.open("%s{", head)
		for _, item := range splitTopLevel(val[2 : len(val)-2]) {
			w.objectField(item)
		}
		w.close("},")
	case isProperty && isStringLiteral(val) && valueGoesBelowKey(name, ""):
		w.open("%s:", name)
		w.line("%s,", val)
		w.indent--
	default:
		w.line("%s,", f)
	}
}

// splitProperty splits `name: value` at its first colon outside string literals and brackets.
func splitProperty(f string) (name, val string, ok bool) {
	depth := 0
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		case '\'', '"', '`':
			i = skipString(f, i)
		case ':':
			if depth == 0 && strings.HasPrefix(f[i:], ": ") {
				return f[:i], f[i+2:], true
			}
		}
	}
	return "", "", false
}

// skipString returns the index of the quote that closes the string literal opening at s[i].
func skipString(s string, i int) int {
	q := s[i]
	for i++; i < len(s) && s[i] != q; i++ {
		if s[i] == '\\' {
			i++
		}
	}
	return i
}

// isStringLiteral reports whether s is exactly one quoted string literal.
func isStringLiteral(s string) bool {
	return s != "" && (s[0] == '\'' || s[0] == '"') && skipString(s, 0) == len(s)-1
}

// destructure writes `const { a, b, ...rest } = from;`, broken one name per line when it does not fit (a rest
// element takes no trailing comma).
func (w *writer) destructure(picks []string, rest, from string) {
	items := append(append([]string{}, picks...), "..."+rest)
	one := "const { " + strings.Join(items, ", ") + " } = " + from + ";"
	if w.fits(one) {
		w.line("%s", one)
		return
	}
	w.open("const {")
	for _, p := range picks {
		w.line("%s,", p)
	}
	w.line("...%s", rest)
	w.close("} = %s;", from)
}

// splitTopLevel splits a comma-separated list at the commas outside brackets and string literals.
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		case '\'', '"', '`':
			i = skipString(s, i)
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// lineComment is text for a // comment: one line, whatever the text holds.
func lineComment(text string) string {
	return strings.Join(strings.Fields(strings.NewReplacer("\u2028", " ", "\u2029", " ").Replace(text)), " ")
}
