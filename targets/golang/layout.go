package golang

import (
	"bytes"
	doccomment "go/doc/comment"
	"math"
	"strings"
	"text/tabwriter"
)

// layout writes the emitter's Go source in gofmt's layout without parsing it: the emitter writes one statement,
// field, spec or element a line, with the spacing gofmt keeps inside a line, and layout adds what go/printer would
// (indentation, the alignment cells of struct fields, const and var groups and key: value elements, trailing
// comment columns, doc comment reformatting, one-line function bodies too long to stay on one line) and hands the
// cells to text/tabwriter configured as go/printer configures it. It returns ok false for any shape it does not
// know (a block comment, a raw string over several lines, a statement continued on the next line, a label...):
// the caller then runs go/format. TestLayoutIsGofmt checks the result against go/format on every file of the
// kitchen sink, acme and the real pairs.
func layout(src string) ([]byte, bool) {
	if strings.IndexByte(src, tabwriter.Escape) >= 0 || strings.ContainsAny(src, "\r\f\v") {
		return nil, false
	}
	l := &layouter{}
	if !l.scan(src) || !l.match() {
		return nil, false
	}
	return l.write()
}

// Bracket kinds: what a bracket's lines hold.
const (
	kindBlock     = iota // statements: a function body, if, for, switch...
	kindList             // a composite literal or an argument list: elements
	kindStruct           // struct fields
	kindInterface        // interface methods
	kindGroup            // the specs of a parenthesised const, var or import
)

// srcLine is one line of the emitter's source.
type srcLine struct {
	lead    int    // leading blanks in the source (doc comments are reformatted only at column 1)
	code    string // the line without its comment and outer blanks
	comment string // the comment ending the line, or the whole line for a comment line
	toks    []ltok // the line's brackets and separators, outside literals and comments
	blank   bool
	parent  int // innermost bracket open at the line's start, -1 at top level
	last    int // innermost bracket open at the line's end
	indent  int
	end     byte   // line break after the line: '\n', or '\f' where go/printer ends an alignment section
	out     string // the line as written to the tabwriter (without indentation)
}

// ltok is a bracket or separator of a line at a byte offset of its code, with its bracket depth within the line.
type ltok struct {
	at    int
	ch    byte
	depth int
}

type bracket struct {
	ch          byte
	kind        int
	open, close int // lines
	parent      int
}

type layouter struct {
	size     int // of the source
	lines    []srcLine
	brackets []bracket
}

// scan splits src into lines and finds their brackets, separators and comments.
func (l *layouter) scan(src string) bool {
	l.size = len(src)
	l.lines = make([]srcLine, 0, strings.Count(src, "\n")+1)
	src = strings.TrimRight(src, "\n")
	for raw := range strings.SplitSeq(src, "\n") {
		trimmed := strings.TrimLeft(raw, " \t")
		ln := srcLine{lead: len(raw) - len(trimmed)}
		trimmed = strings.TrimRight(trimmed, " \t")
		if trimmed == "" {
			ln.blank = true
			l.lines = append(l.lines, ln)
			continue
		}
		code, toks, commentAt, ok := lexLine(trimmed)
		if !ok {
			return false
		}
		if strings.IndexByte(code, '\t') >= 0 || code == `import "C"` {
			return false // a tab in a literal or between tokens; cgo's preamble, which gofmt leaves as it is
		}
		ln.code, ln.toks = code, toks
		if commentAt >= 0 {
			ln.comment = strings.TrimRight(trimmed[commentAt:], " \t")
		}
		l.lines = append(l.lines, ln)
	}
	return true
}

// lexLine finds a line's brackets and separators; code is the line without its trailing comment. A block comment
// or an unterminated literal (a raw string over several lines) is not handled.
func lexLine(s string) (code string, toks []ltok, commentAt int, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\'':
			j := i + 1
			for ; j < len(s) && s[j] != c; j++ {
				if s[j] == '\\' {
					j++
				}
			}
			if j >= len(s) {
				return "", nil, 0, false
			}
			i = j
		case '`':
			j := strings.IndexByte(s[i+1:], '`')
			if j < 0 {
				return "", nil, 0, false
			}
			i += j + 1
		case '/':
			if i+1 < len(s) && s[i+1] == '/' {
				return strings.TrimRight(s[:i], " \t"), toks, i, true
			}
			if i+1 < len(s) && s[i+1] == '*' {
				return "", nil, 0, false
			}
		case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if i > 0 && (isIdentByte(s[i-1]) || s[i-1] == '.') {
				continue
			}
			end := numberEnd(s, i)
			if !normalNumber(s[i:end]) {
				return "", nil, 0, false // go/printer would rewrite it
			}
			i = end - 1
		case '(', '[', '{':
			toks = append(toks, ltok{i, c, depth})
			depth++
		case ')', ']', '}':
			depth--
			toks = append(toks, ltok{i, c, depth})
		case ',', ';':
			toks = append(toks, ltok{i, c, depth})
		case ':':
			if i+1 < len(s) && s[i+1] == '=' {
				i++
				continue
			}
			toks = append(toks, ltok{i, c, depth})
		case '=':
			if i+1 < len(s) && s[i+1] == '=' {
				i++
				continue
			}
			if i > 0 && strings.IndexByte("!<>:+-*/%&|^", s[i-1]) >= 0 {
				continue
			}
			toks = append(toks, ltok{i, c, depth})
		}
	}
	return s, toks, -1, true
}

func isIdentByte(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

// numberEnd is the end of the number literal starting at i.
func numberEnd(s string, i int) int {
	for i < len(s) {
		c := s[i]
		switch {
		case isIdentByte(c) || c == '.':
			i++
		case (c == '+' || c == '-') && strings.IndexByte("eEpP", s[i-1]) >= 0:
			i++
		default:
			return i
		}
	}
	return i
}

// normalNumber reports whether go/printer writes a number literal as it is: lower-case base prefix and exponent,
// no imaginary literal (whose leading zeros it drops).
func normalNumber(lit string) bool {
	if strings.HasSuffix(lit, "i") {
		return false
	}
	if len(lit) > 1 && lit[0] == '0' && strings.IndexByte("XBO", lit[1]) >= 0 {
		return false
	}
	hex := strings.HasPrefix(lit, "0x")
	if hex {
		return !strings.Contains(lit, "P")
	}
	return !strings.Contains(lit, "E")
}

// match pairs brackets across lines and works out each line's context and indentation.
func (l *layouter) match() bool {
	var stack []int
	for k := range l.lines {
		ln := &l.lines[k]
		ln.parent = top(stack)
		if ln.blank || ln.code == "" {
			ln.last = ln.parent
			continue
		}
		start, low := len(stack), len(stack)
		for _, t := range ln.toks {
			switch t.ch {
			case ')', ']', '}':
				if strings.Trim(ln.code[:t.at], ")]}") != "" {
					low = min(low, len(stack)-1) // closed after other code, not at the line's start
				}
			}
			switch t.ch {
			case '(', '[', '{':
				kind, ok := l.kindOf(ln, t, top(stack))
				if !ok {
					return false
				}
				l.brackets = append(l.brackets, bracket{ch: t.ch, kind: kind, open: k, close: -1, parent: top(stack)})
				stack = append(stack, len(l.brackets)-1)
			case ')', ']', '}':
				if len(stack) == 0 || closerOf(l.brackets[top(stack)].ch) != t.ch {
					return false
				}
				l.brackets[top(stack)].close = k
				stack = stack[:len(stack)-1]
			}
		}
		ln.last = top(stack)
		if low < start && len(stack) > low {
			return false // a line that closes a bracket opened before it and opens one: gofmt indents it otherwise
		}
	}
	return len(stack) == 0 && l.indents()
}

func top(stack []int) int {
	if len(stack) == 0 {
		return -1
	}
	return stack[len(stack)-1]
}

func closerOf(open byte) byte {
	switch open {
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}

// kindOf says what a bracket opened on a line holds, from the text before it.
func (l *layouter) kindOf(ln *srcLine, t ltok, parent int) (int, bool) {
	before := ln.code[:t.at]
	switch t.ch {
	case '(':
		if parent == -1 && t.at == len(ln.code)-1 {
			switch before {
			case "const ", "var ", "import ":
				return kindGroup, true
			case "type ":
				return 0, false
			}
		}
		return kindList, true
	case '[':
		return kindList, true
	}
	switch {
	case before == "":
		// An element of a composite literal with its type left out.
		return kindList, parent >= 0 && l.brackets[parent].kind == kindList
	case strings.HasSuffix(before, "struct "):
		return kindStruct, true
	case strings.HasSuffix(before, "interface "):
		return kindInterface, true
	case strings.HasSuffix(before, "struct"), strings.HasSuffix(before, "interface"):
		return kindList, true // struct{} and interface{} on one line; checked when they have lines
	case strings.HasSuffix(before, ": "), strings.HasSuffix(before, ", "):
		return kindList, true // an element of a composite literal with its type left out
	case strings.HasSuffix(before, " "):
		return kindBlock, true
	}
	return kindList, true
}

// indents works out each line's indentation: one more than the line that opened the innermost open bracket, the
// opening line's own for a line that starts by closing it and for a switch's case clauses.
func (l *layouter) indents() bool {
	for k := range l.lines {
		ln := &l.lines[k]
		if ln.blank || ln.code == "" {
			continue
		}
		if ln.parent < 0 {
			if len(ln.toks) > 0 && ln.toks[0].at == 0 && isCloser(ln.toks[0].ch) {
				return false
			}
			continue
		}
		b := l.brackets[ln.parent]
		opener := l.lines[b.open].indent
		switch {
		case isCloser(ln.code[0]):
			ln.indent = opener
		case b.kind == kindBlock && isCaseClause(ln.code):
			if !strings.HasSuffix(ln.code, ":") || !isSwitch(l.lines[b.open].code) {
				return false
			}
			ln.indent = opener
		default:
			ln.indent = opener + 1
		}
	}
	// A comment line takes the indentation of the code after it.
	next := 0
	for k := len(l.lines) - 1; k >= 0; k-- {
		ln := &l.lines[k]
		switch {
		case ln.blank:
		case ln.code == "":
			ln.indent = next
		default:
			next = ln.indent
			if k > 0 && l.lines[k-1].code == "" && !l.lines[k-1].blank && (isCloser(ln.code[0]) || isCaseClause(ln.code)) {
				return false // gofmt indents a comment before a closing line or a case after the code before it
			}
		}
	}
	return true
}

func isCloser(c byte) bool { return c == ')' || c == ']' || c == '}' }

func isCaseClause(code string) bool {
	return strings.HasPrefix(code, "case ") || code == "default:"
}

func isSwitch(code string) bool {
	return strings.HasPrefix(code, "switch ") || strings.HasPrefix(code, "select ") || code == "select {"
}

// write lays out every line and runs the tabwriter.
func (l *layouter) write() ([]byte, bool) {
	for k := range l.lines {
		ln := &l.lines[k]
		ln.end = '\n'
		switch {
		case ln.blank:
		case ln.code == "":
			ln.out = escaped(ln.comment)
		default:
			ln.out = ln.code
			if ln.comment != "" {
				ln.out += "\t" + escaped(ln.comment)
			}
			if !l.plainLine(k) {
				return nil, false
			}
		}
	}
	for b := range l.brackets {
		if !l.bracketLines(b) {
			return nil, false
		}
	}
	if !l.docComments() || !l.declsApart() {
		return nil, false
	}
	return l.render(l.size), true
}

// plainLine checks a line against the shapes layout does not handle and lays out a one-line function.
func (l *layouter) plainLine(k int) bool {
	ln := &l.lines[k]
	code := ln.code
	if strings.HasPrefix(code, "&&") || strings.HasPrefix(code, "||") || strings.HasPrefix(code, ".") {
		return false // a continued expression
	}
	kind := kindBlock
	if ln.parent >= 0 {
		kind = l.brackets[ln.parent].kind
	}
	lastCh := code[len(code)-1]
	switch {
	case strings.HasSuffix(code, "++") || strings.HasSuffix(code, "--"):
	case strings.IndexByte("+-*/%&|^<>=!.", lastCh) >= 0:
		return false
	case lastCh == ',' && kind != kindList:
		return false
	case lastCh == ':' && (kind != kindBlock || !isCaseClause(code)):
		return false
	}
	// A block opened and closed on this line: only a function declaration's body is handled.
	for _, t := range ln.toks {
		if t.ch != '{' {
			continue
		}
		if b := l.bracketAt(k, t); b >= 0 && l.brackets[b].close == k && l.brackets[b].kind == kindBlock {
			if ln.parent != -1 || !strings.HasPrefix(code, "func ") || t.depth != 0 ||
				code[len(code)-1] != '}' || ln.comment != "" {
				return false
			}
			return l.oneLineFunc(ln, t)
		}
	}
	return true
}

// bracketAt is the bracket a line's opening token starts.
func (l *layouter) bracketAt(k int, t ltok) int {
	n := 0
	for _, u := range l.lines[k].toks {
		if u.at == t.at {
			break
		}
		if u.ch == '(' || u.ch == '[' || u.ch == '{' {
			n++
		}
	}
	for b := range l.brackets {
		if l.brackets[b].open == k {
			if n == 0 {
				return b
			}
			n--
		}
	}
	return -1
}

// oneLineFunc keeps a function declaration's body on its line when gofmt does (header and body within 100 bytes,
// at most five statements), its brace in an alignment cell, and otherwise writes one statement a line.
func (l *layouter) oneLineFunc(ln *srcLine, t ltok) bool {
	header := strings.TrimRight(ln.code[:t.at], " ")
	body := strings.TrimSpace(ln.code[t.at+1 : len(ln.code)-1])
	var stmts []string
	if body != "" {
		start := t.at + 1
		for _, u := range ln.toks {
			if u.ch == ';' && u.depth == 1 && u.at > t.at {
				stmts = append(stmts, strings.TrimSpace(ln.code[start:u.at]))
				start = u.at + 1
			}
		}
		stmts = append(stmts, strings.TrimSpace(ln.code[start:len(ln.code)-1]))
	}
	// go/printer measures the header from the column before "func" (its header size is one more than its length).
	if len(header)+1+len(strings.Join(stmts, "; ")) <= 100 && len(stmts) <= 5 {
		ln.out = header + "\v" + ln.code[t.at:]
		return true
	}
	if strings.Contains(body, "{") {
		return false
	}
	ln.out = header + " {\f\t" + strings.Join(stmts, "\n\t") + "\f}"
	return true
}

// children are the lines that start the statements, fields, specs or elements directly inside a bracket.
func (l *layouter) children(b int) []int {
	var out []int
	for k := l.brackets[b].open + 1; k < l.brackets[b].close; k++ {
		ln := &l.lines[k]
		if ln.parent == b && !ln.blank && ln.code != "" && !isCloser(ln.code[0]) {
			out = append(out, k)
		}
	}
	return out
}

// lastLine is the line where the item starting at line k ends: where the brackets it opens are closed; -1 when
// the item closes b itself.
func (l *layouter) lastLine(b, k int) int {
	for {
		x := l.lines[k].last
		if x == b {
			return k
		}
		for x >= 0 && l.brackets[x].parent != b {
			x = l.brackets[x].parent
		}
		if x < 0 {
			return -1
		}
		k = l.brackets[x].close
	}
}

// bracketLines lays out the lines directly inside a bracket that spans lines, as go/printer's code for its kind
// would: alignment cells and the form feeds that end alignment sections.
func (l *layouter) bracketLines(b int) bool {
	br := l.brackets[b]
	if br.close == br.open {
		return true
	}
	kids := l.children(b)
	open, closing := &l.lines[br.open], &l.lines[br.close]
	if len(kids) == 0 {
		return br.kind == kindList || br.kind == kindBlock && open.last == b && closing.code[0] == '}'
	}
	if open.last != b || !strings.HasSuffix(open.code, string(br.ch)) || closing.code[0] != closerOf(br.ch) {
		return false
	}
	ends := make([]int, len(kids))
	for i, k := range kids {
		if ends[i] = l.lastLine(b, k); ends[i] < 0 {
			return false
		}
	}
	open.end = '\f'
	l.lines[ends[len(ends)-1]].end = '\f'
	l.dropBlanks(br)
	for i := 1; i < len(kids); i++ {
		if ends[i-1] > kids[i-1] {
			l.lines[ends[i-1]].end = '\f'
		}
	}
	if br.kind == kindBlock {
		l.caseClauses(kids, ends)
	}
	switch br.kind {
	case kindStruct:
		return l.fields(kids, ends)
	case kindGroup:
		if open.code != "import (" && len(kids) > 1 {
			return l.specs(kids)
		}
	case kindList:
		return l.elements(b, kids, ends)
	}
	return true
}

// caseClauses ends an alignment section after a case clause with a body and after that body, as go/printer does
// (a clause's first statement starts a section, and a clause over several lines ends one).
func (l *layouter) caseClauses(kids, ends []int) {
	for i, k := range kids {
		if !isCaseClause(l.lines[k].code) || i+1 == len(kids) || isCaseClause(l.lines[kids[i+1]].code) {
			continue
		}
		l.lines[k].end = '\f'
		for j := i + 1; j < len(kids); j++ {
			if isCaseClause(l.lines[kids[j]].code) {
				l.lines[ends[j-1]].end = '\f'
				break
			}
		}
	}
}

// dropBlanks drops the blank lines go/printer does not keep: before the closing bracket of anything but a block,
// and after the opening one of fields and specs.
func (l *layouter) dropBlanks(br bracket) {
	if br.kind == kindBlock {
		return
	}
	for k := br.close - 1; k > br.open && l.lines[k].blank; k-- {
		l.lines[k].out = "\x00"
	}
	if br.kind == kindList {
		return
	}
	for k := br.open + 1; k < br.close && l.lines[k].blank; k++ {
		l.lines[k].out = "\x00"
	}
}

// fields lays out struct fields: names, type and tag in cells (go/printer's fieldList).
func (l *layouter) fields(kids, ends []int) bool {
	sep := "\v"
	if len(kids) == 1 {
		sep = " "
	}
	for i, k := range kids {
		ln := &l.lines[k]
		names, typ, tag, ok := splitField(ln.code)
		if !ok {
			return false
		}
		if ends[i] > k {
			// A multi-line type (an inline struct): its tag follows the closing brace.
			closing := &l.lines[ends[i]]
			if tag != "" || ln.comment != "" || closing.comment != "" || !strings.HasSuffix(ln.code, "{") {
				return false
			}
			if closing.code == "}" {
				ln.out = names + sep + typ
				continue
			}
			_, _, ctag, ok := splitField("x} " + strings.TrimPrefix(closing.code, "} "))
			if !ok || ctag == "" || !strings.HasPrefix(closing.code, "} ") || names == "" {
				return false
			}
			ln.out = names + sep + typ
			closing.out = "}" + tagCells(names != "", sep) + ctag
			continue
		}
		out, extra := typ, 2
		if names != "" {
			out, extra = names+sep+typ, 1
		}
		if tag != "" {
			out += tagCells(names != "", sep) + tag
			extra = 0
		}
		ln.out = out + commentCells(extra, sep, ln.comment)
	}
	return true
}

// tagCells are the separators go/printer writes before a field's tag.
func tagCells(named bool, sep string) string {
	if named && sep == "\v" {
		return sep + sep
	}
	return sep
}

// commentCells is a trailing comment with the separators before it: the empty cells still owed, else a tab.
func commentCells(extra int, sep, c string) string {
	if c == "" {
		return ""
	}
	if sep == "\v" && extra > 0 {
		return strings.Repeat(sep, extra) + escaped(c)
	}
	return "\t" + escaped(c)
}

// splitField splits a field's line into names, type and tag.
func splitField(code string) (names, typ, tag string, ok bool) {
	rest := code
	if strings.HasSuffix(code, "`") {
		i := strings.LastIndexByte(code[:len(code)-1], '`')
		if i < 1 || code[i-1] != ' ' {
			return "", "", "", false
		}
		rest, tag = code[:i-1], code[i:]
	} else if strings.HasSuffix(code, `"`) {
		return "", "", "", false
	}
	sp := strings.IndexByte(rest, ' ')
	if sp < 0 {
		return "", rest, tag, true
	}
	if !isIdent(rest[:sp]) {
		return "", "", "", false
	}
	return rest[:sp], strings.TrimLeft(rest[sp+1:], " "), tag, true
}

func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isIdentByte(c) || i == 0 && '0' <= c && c <= '9' {
			return false
		}
	}
	return s != ""
}

// specs lays out the specs of a const or var group: names, type and = values in cells, the type column kept
// through each run of specs with values when one of them has a type (go/printer's valueSpec and keepTypeColumn).
func (l *layouter) specs(kids []int) bool {
	type spec struct{ names, typ, values string }
	specs := make([]spec, len(kids))
	for i, k := range kids {
		ln := &l.lines[k]
		code := ln.code
		sp := strings.IndexByte(code, ' ')
		if sp < 0 {
			if !isIdent(code) {
				return false
			}
			specs[i] = spec{names: code}
			continue
		}
		s := spec{names: code[:sp]}
		if !isIdent(s.names) {
			return false
		}
		s.typ = strings.TrimLeft(code[sp+1:], " ")
		for _, t := range ln.toks {
			if t.ch == '=' && t.depth == 0 {
				if t.at < sp+1 || code[t.at-1] != ' ' || t.at+2 > len(code) || code[t.at+1] != ' ' {
					return false
				}
				s.typ, s.values = strings.TrimSpace(code[sp+1:t.at]), strings.TrimLeft(code[t.at+2:], " ")
				break
			}
		}
		specs[i] = s
	}
	keep := make([]bool, len(specs))
	start, keepType := -1, false
	for i, s := range specs {
		if s.values != "" {
			if start < 0 {
				start, keepType = i, false
			}
		} else if start >= 0 {
			for j := start; j < i; j++ {
				keep[j] = keepType
			}
			start = -1
		}
		if s.typ != "" {
			keepType = true
		}
	}
	for j := start; start >= 0 && j < len(specs); j++ {
		keep[j] = keepType
	}
	for i, k := range kids {
		s, extra := specs[i], 3
		out := s.names
		if s.typ != "" || keep[i] {
			out += "\v"
			extra--
		}
		out += s.typ
		if s.values != "" {
			out += "\v= " + s.values
			extra--
		}
		l.lines[k].out = out + commentCells(extra, "\v", l.lines[k].comment)
	}
	return true
}

// elements lays out the elements of a composite literal or argument list, one a line: a key: value element's
// value in a cell after its key, and a form feed before an element whose key (or whole text) differs much in size
// from those before it (go/printer's exprList).
func (l *layouter) elements(b int, kids, ends []int) bool {
	br := l.brackets[b]
	for k := br.open + 1; k < br.close; k++ {
		if ln := &l.lines[k]; !ln.blank && ln.code == "" {
			return false // a comment between elements
		}
	}
	size, lnsum, count := 0, 0.0, 0
	for i, k := range kids {
		ln := &l.lines[k]
		for _, t := range ln.toks {
			if t.ch == ',' && t.depth == 0 && t.at != len(ln.code)-1 {
				return false // several elements on a line
			}
		}
		prevSize := size
		colon := -1
		if br.ch == '{' {
			for _, t := range ln.toks {
				if t.ch == ':' && t.depth == 0 {
					colon = t.at
					break
				}
			}
		}
		switch {
		case ends[i] > k:
			size = 0
		case colon >= 0:
			size = colon
		default:
			size = len(strings.TrimSuffix(ln.code, ","))
		}
		useFF := true
		if prevSize > 0 && size > 0 {
			if count == 0 || prevSize <= 40 && size <= 40 {
				useFF = false
			} else {
				ratio := float64(size) / math.Exp(lnsum/float64(count))
				useFF = 2.5*ratio <= 1 || 2.5 <= ratio
			}
		}
		if i > 0 {
			if useFF {
				l.lines[ends[i-1]].end = '\f'
			} else if ends[i-1] == kids[i-1] {
				l.lines[ends[i-1]].end = '\n'
			}
			if k-ends[i-1] > 1 {
				lnsum, count = 0, 0
			}
		}
		if len(kids) > 1 && colon >= 0 && size > 0 {
			if colon+2 > len(ln.code) || ln.code[colon+1] != ' ' {
				return false
			}
			ln.out = ln.code[:colon] + ":\v" + strings.TrimLeft(ln.code[colon+2:], " ")
			if ln.comment != "" {
				ln.out += "\t" + escaped(ln.comment)
			}
		}
		if size > 0 {
			lnsum += math.Log(float64(size))
			count++
		}
	}
	return true
}

// declsApart checks that a blank line already separates top-level declarations where gofmt puts one: before a
// declaration with a doc comment and between declarations of different kinds.
func (l *layouter) declsApart() bool {
	prevKind := ""
	for k := range l.lines {
		ln := &l.lines[k]
		if ln.blank || ln.parent != -1 || ln.code == "" {
			continue
		}
		kind, _, _ := strings.Cut(ln.code, " ")
		switch kind {
		case "func", "type", "var", "const", "import":
		default:
			continue
		}
		first := k // the declaration's first line, its doc comment's when it has one
		for first > 0 && !l.lines[first-1].blank && l.lines[first-1].code == "" {
			first--
		}
		if first > 0 && !l.lines[first-1].blank && (first < k || kind != prevKind) {
			return false
		}
		prevKind = kind
	}
	return true
}

// docComments reformats each comment group that gofmt takes for a doc comment (starting at column 1 and followed
// at once by code at column 1) as go/doc/comment prints it, as gofmt does.
func (l *layouter) docComments() bool {
	for s := 0; s < len(l.lines); s++ {
		if l.lines[s].blank || l.lines[s].code != "" {
			continue
		}
		e := s
		for e+1 < len(l.lines) && !l.lines[e+1].blank && l.lines[e+1].code == "" {
			e++
		}
		next := e + 1
		if l.lines[s].lead == 0 && next < len(l.lines) && !l.lines[next].blank && l.lines[next].lead == 0 &&
			(s == 0 || l.lines[s-1].code != "import") {
			group := make([]string, 0, e-s+1)
			for k := s; k <= e; k++ {
				group = append(group, l.lines[k].comment)
			}
			if !plainDoc(group) {
				formatted := formatDoc(group)
				for k := s; k <= e; k++ {
					l.lines[k].out, l.lines[k].blank = "", false
				}
				for i, c := range formatted {
					formatted[i] = escaped(c)
				}
				l.lines[s].out = strings.Join(formatted, "\n")
				for k := s + 1; k <= e; k++ {
					l.lines[k].out = "\x00" // dropped
				}
			}
		}
		s = e
	}
	return true
}

// plainDoc reports whether a doc comment is one paragraph of plain lines, which go/doc/comment prints unchanged:
// no blank or indented line, no line starting like a list item, heading or link definition, no doubled back or
// single quote (which it prints as curly quotes).
func plainDoc(group []string) bool {
	for _, c := range group {
		text, ok := strings.CutPrefix(c, "// ")
		if !ok || text == "" || strings.IndexByte(" \t-*+#[0123456789", text[0]) >= 0 || strings.HasPrefix(text, "•") ||
			strings.Contains(text, "``") || strings.Contains(text, "''") {
			return false
		}
	}
	return true
}

// formatDoc is gofmt's reformatting of a // doc comment: parsed and printed by go/doc/comment, directives last.
func formatDoc(group []string) []string {
	var text strings.Builder
	var directives []string
	for _, c := range group {
		after, ok := strings.CutPrefix(c, "//")
		if !ok {
			return group
		}
		if isDirective(after) {
			directives = append(directives, c)
			continue
		}
		text.WriteString(strings.TrimPrefix(after, " "))
		text.WriteString("\n")
	}
	if text.Len() == 0 {
		return group
	}
	var p doccomment.Parser
	var pr doccomment.Printer
	var out []string
	for line := range strings.SplitSeq(strings.TrimSuffix(string(pr.Comment(p.Parse(text.String()))), "\n"), "\n") {
		switch {
		case line == "":
			out = append(out, "//")
		case line[0] == '\t':
			out = append(out, "//"+line)
		default:
			out = append(out, "// "+line)
		}
	}
	if len(directives) > 0 {
		out = append(out, "//")
		out = append(out, directives...)
	}
	return out
}

// isDirective reports whether a comment (without its //) is a directive such as //go:generate or //line.
func isDirective(c string) bool {
	if strings.HasPrefix(c, "line ") || strings.HasPrefix(c, "extern ") || strings.HasPrefix(c, "export ") {
		return true
	}
	colon := strings.IndexByte(c, ':')
	if colon <= 0 || colon+1 >= len(c) {
		return false
	}
	for i := 0; i <= colon+1; i++ {
		if b := c[i]; i != colon && (b < 'a' || b > 'z') && (b < '0' || b > '9') {
			return false
		}
	}
	return true
}

// escaped protects a comment's text from the tabwriter, as go/printer does.
func escaped(s string) string {
	if strings.IndexByte(s, '\t') < 0 {
		return s
	}
	return "\xff" + s + "\xff" // tabwriter.Escape
}

// render writes the lines through a tabwriter set up as go/printer's (gofmt: spaces for alignment, tabs for
// indentation, tab width 8), one blank line at most where the source has blank lines. The tabwriter aligns the
// lines between two of its flushes (a form feed, or a line without a tab); lines there without alignment cells
// come out as they go in, so only the stretches with cells go through it.
func (l *layouter) render(size int) []byte {
	r := renderer{out: make([]byte, 0, size+size/4)}
	r.tw.Init(&r.buf, 0, 8, 1, ' ', tabwriter.DiscardEmptyColumns|tabwriter.TabIndent)
	blank := false
	for _, ln := range l.lines {
		switch {
		case ln.out == "\x00":
			continue
		case ln.blank:
			blank = len(r.out)+len(r.seg) > 0
			continue
		case blank:
			r.line("", 0, '\n')
			blank = false
		}
		if !strings.ContainsAny(ln.out, "\n\f") {
			r.line(ln.out, ln.indent, ln.end)
			continue
		}
		pieces := strings.Split(ln.out, "\n")
		for i, piece := range pieces {
			end := byte('\n')
			if i == len(pieces)-1 {
				end = ln.end
			}
			sub := strings.Split(piece, "\f")
			for j, s := range sub {
				e := end
				if j < len(sub)-1 {
					e = '\f'
				}
				r.line(s, ln.indent, e)
			}
		}
	}
	r.flush()
	return r.out
}

// renderer collects lines until the tabwriter would flush them and writes them through it when they have cells.
type renderer struct {
	out, seg []byte
	cells    bool // seg has an alignment cell
	tw       tabwriter.Writer
	buf      bytes.Buffer
}

// line adds an indented line and its line break.
func (r *renderer) line(text string, indent int, end byte) {
	r.seg = appendIndent(r.seg, indent)
	r.seg = append(r.seg, text...)
	r.seg = append(r.seg, end)
	code := text
	if i := strings.IndexByte(text, tabwriter.Escape); i >= 0 {
		code = text[:i]
	}
	hasTab := strings.IndexByte(code, '\t') >= 0 || strings.IndexByte(code, '\v') >= 0
	r.cells = r.cells || hasTab
	if end == '\f' || indent == 0 && !hasTab {
		r.flush()
	}
}

// flush writes the collected lines, through the tabwriter when they have cells, as go/printer's trimmer would:
// escapes removed, form feeds as newlines, no blanks before a line break.
func (r *renderer) flush() {
	src := r.seg
	if r.cells {
		r.buf.Reset()
		_, _ = r.tw.Write(r.seg)
		_ = r.tw.Flush()
		src = r.buf.Bytes()
	} else if bytes.IndexByte(src, tabwriter.Escape) < 0 && bytes.IndexByte(src, '\f') < 0 {
		r.out = append(r.out, src...) // lines without cells have nothing to trim
		r.seg = r.seg[:0]
		return
	}
	for _, c := range src {
		switch c {
		case tabwriter.Escape:
			continue
		case '\n', '\f':
			r.out = bytes.TrimRight(r.out, " \t")
			r.out = append(r.out, '\n')
			continue
		}
		r.out = append(r.out, c)
	}
	r.seg, r.cells = r.seg[:0], false
}

func appendIndent(b []byte, n int) []byte {
	for range n {
		b = append(b, '\t')
	}
	return b
}
