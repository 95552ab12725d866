package java

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// declarationPattern is the regular expression cutDeclaration replaced: the oracle its hand-written reading must
// agree with.
var declarationPattern = regexp.MustCompile(`^((?:(?:public|protected|private|static|final) )*[A-Za-z_][\w.]*(?:<.*>)?(?:\[\])*) ([A-Za-z_]\w*(?:\)*;|\)* \{|,|\)*)?)$`)

func cutDeclarationByPattern(s string) (typ, name string, ok bool) {
	m := declarationPattern.FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

// declarationPieces are the fragments random declarations are built of: every token the pattern distinguishes,
// and bytes it must refuse (line breaks, invalid UTF-8, other punctuation).
var declarationPieces = []string{
	"public ", "protected ", "private ", "static ", "final ", "publi ", "public", "final",
	"Foo", "a", "_", "x1", "9", ".", "<", ">", "<String, List<Integer>>", " ", "  ", ")", ")) ", ";", " {", "{", ",",
	"[]", "[", "]", "=", " = ", "(", "é", "\xff", "\n", "-", "->", "\"", "?",
}

// randomDeclaration is, half the time, a declaration of the pattern's shape with one piece inserted somewhere
// (which may or may not break it), else pieces in any order.
func randomDeclaration(r *rand.Rand) string {
	pick := func(from ...string) string { return from[r.IntN(len(from))] }
	var b strings.Builder
	if r.IntN(2) == 0 {
		for range r.IntN(9) {
			b.WriteString(pick(declarationPieces...))
		}
		return b.String()
	}
	for range r.IntN(4) {
		b.WriteString(pick("public ", "protected ", "private ", "static ", "final "))
	}
	b.WriteString(pick("Foo", "a.b.C", "_x", "Map", "java.util.List"))
	b.WriteString(pick("", "", "<String>", "<A, B<C>>", "<>"))
	b.WriteString(pick("", "", "[]", "[][]"))
	b.WriteString(" " + pick("a", "value_1", "X") + pick("", ";", ") {", ")) {", ",", ")", "));"))
	s := b.String()
	at := r.IntN(len(s) + 1)
	return s[:at] + pick(declarationPieces...) + s[at:]
}

func TestCutDeclarationAsPattern(t *testing.T) {
	cases := []string{
		"", " ", "Foo a", "Foo a;", "Foo a) {", "Foo a)) {", "Foo a,", "Foo a))", "Foo {", "Foo  {", "Foo a ) {",
		"public static final Map<String, List<Integer>> values;", "private final JsonField<List<Item>>[] items,",
		"final final", "public a b", "public  Foo a;", "Foo[][] a;", "Foo[]x a;", "Foo<a\nb> c;", "Foo<> c;",
		"Foo< c;", "a.b.C<D>[] e) {", "9Foo a;", "Foo 9a;", "Foo a = b;", "return x;", "Foo a;;", "Foo a,)",
		"static Foo<A> b>", "Foo<A> <B> c;", "protected Foo\xff a;", "Foo<\xff> a;", "Foo é;",
	}
	r := rand.New(rand.NewPCG(1, 26))
	for range 200_000 {
		cases = append(cases, randomDeclaration(r))
	}
	for _, s := range cases {
		typ, name, ok := cutDeclaration(s)
		wantTyp, wantName, wantOK := cutDeclarationByPattern(s)
		if typ != wantTyp || name != wantName || ok != wantOK {
			t.Fatalf("cutDeclaration(%q) = %q, %q, %v; the pattern gives %q, %q, %v", s, typ, name, ok, wantTyp, wantName, wantOK)
		}
	}
}

// lineBefore is how jfile.line wrote a line before its fast path: every line through wrap.
func lineBefore(depth int, parts ...string) string {
	s := strings.Join(parts, "")
	if s == "" {
		return "\n"
	}
	var b strings.Builder
	for _, l := range wrap(depth, s) {
		b.WriteString(l + "\n")
	}
	return b.String()
}

var lineWords = []string{
	"return ", "client", ".accounts()", ".list(", "params", ")", ";", " = ", "\"a long literal with words\"", " + ",
	"Foo<Bar> ", "x", " ", "    ", "é", "😀", "(", ", ", " {", "if (", " && ", " ? ", " : ", "",
}

func TestLineAsWrap(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 26))
	for range 20_000 {
		depth := r.IntN(30)
		parts := make([]string, r.IntN(40))
		for i := range parts {
			parts[i] = lineWords[r.IntN(len(lineWords))]
		}
		f := newJFile("p")
		f.depth = depth
		f.line(parts...)
		if got, want := f.b.String(), lineBefore(depth, parts...); got != want {
			t.Fatalf("line at depth %d of %q:\n%s\nwrap gives:\n%s", depth, parts, got, want)
		}
	}
}

var codeLines = []string{
	"import x;", "/** Uses Foo. */", " * Foo and Bar", "    * Foo", "Foo foo = new Foo();", "FooBar x;", "x.Foo();",
	"\t/** Foo */", "\u00a0* Foo", "", "  ", "Bar$Foo y;", "String s = \"Foo\";", "*/", "/* Foo */", "Foo",
}

func TestUsesOutsideJavadocAsBefore(t *testing.T) {
	names := []string{"Foo", "Bar", "FooBar", "Foo;", "o", "\n", "Foo\nBar", " ", "x", "$Foo", "*"}
	r := rand.New(rand.NewPCG(3, 26))
	for range 20_000 {
		lines := make([]string, r.IntN(8))
		for i := range lines {
			lines[i] = codeLines[r.IntN(len(codeLines))]
		}
		code := strings.Join(lines, "\n") + strings.Repeat("\n", r.IntN(3))
		for _, name := range names {
			if got, want := usesOutsideJavadoc([]byte(code), name), usesName(withoutJavadoc(code), name); got != want {
				t.Fatalf("usesOutsideJavadoc(%q, %q) = %v, want %v", code, name, got, want)
			}
		}
	}
}

// javadocTextBefore and javadocBefore are the former javadocText and jfile.javadoc, the oracles of the one-pass
// versions.
func javadocTextBefore(text string) string {
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

func javadocBefore(depth int, text string) string {
	text = javadocTextBefore(text)
	if text == "" {
		return ""
	}
	indent := strings.Repeat("    ", depth)
	if len(indent)+len("/** ")+columns(text)+len(" */") <= lineWidth {
		return indent + "/** " + text + " */\n"
	}
	out := indent + "/**\n"
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(indent)+len(" * ")+columns(line)+1+columns(w) > lineWidth {
			out += indent + " * " + line + "\n"
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return out + indent + " * " + line + "\n" + indent + " */\n"
}

var docPieces = []string{
	"word", "a", "longerwordthanmost", "URL‑endpoint", "😀", "é", " ", "  ", "\n", "\t", "\u00a0", "\u2028", "\u0085",
	"\u3000", "\x00", "\x7f", "\xff", "*", "/", "*/", "/*", "&", "<", ">", "@", "\\", "\\u000a", "https://x/*/y",
	strings.Repeat("x", 120),
}

func TestJavadocAsBefore(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 26))
	for range 20_000 {
		var b strings.Builder
		for range r.IntN(80) {
			b.WriteString(docPieces[r.IntN(len(docPieces))])
		}
		text, depth := b.String(), r.IntN(12)
		if got, want := javadocText(text), javadocTextBefore(text); got != want {
			t.Fatalf("javadocText(%q) = %q, want %q", text, got, want)
		}
		// Twice, as overloads write it, the second time from the text escaped last.
		f := newJFile("p")
		f.depth = depth
		f.javadoc(text)
		f.javadoc(text)
		if got, want := f.b.String(), strings.Repeat(javadocBefore(depth, text), 2); got != want {
			t.Fatalf("javadoc at depth %d of %q:\n%s\nwant\n%s", depth, text, got, want)
		}
	}
}

// TestRenderedFilesShareNoStorage renders files one after another, each reusing the code buffer the one before
// released: what an earlier file rendered must not change, and no file may carry another's code.
func TestRenderedFilesShareNoStorage(t *testing.T) {
	var rendered [][]byte
	var want []string
	for i := range 50 {
		f := newJFile("p")
		var lines []string
		for j := range i%7 + 1 {
			lines = append(lines, "int x"+strings.Repeat("y", i+j)+";")
			f.line(lines[j])
		}
		body := strings.Join(lines, "\n")
		rendered = append(rendered, f.bytes())
		want = append(want, Banner+"\n\npackage p;\n\n"+body+"\n")
	}
	for i := range rendered {
		if string(rendered[i]) != want[i] {
			t.Fatalf("file %d reads\n%s\nwant\n%s", i, rendered[i], want[i])
		}
	}
}

func TestIsChainAsParts(t *testing.T) {
	pieces := []string{"a", "Foo", ".b(", ".c()", "(", ")", "x", ", ", "<T>", "->", "\"s.t()\"", ".", "[0]", "{", "}"}
	r := rand.New(rand.NewPCG(5, 26))
	for range 20_000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		parts := chainParts(s)
		want := len(parts) > 2 || len(parts) == 2 && strings.Contains(parts[0], "(")
		if got := isChain(s); got != want {
			t.Fatalf("isChain(%q) = %v, its parts %q say %v", s, got, parts, want)
		}
	}
}
