package transform

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/document"
)

// Path is a parsed JSONPath (the RFC 9535 subset described in docs/transforms.md).
type Path struct {
	text     string
	segments []segment
}

// String returns the path as written.
func (p *Path) String() string { return p.text }

// segment is one step of a path: .name, [selectors] or their descendant forms (..name, ..[selectors]).
type segment struct {
	descendant bool
	selectors  []selector
}

type selectorKind uint8

const (
	selName selectorKind = iota
	selIndex
	selWildcard
	selSlice
	selFilter
)

type selector struct {
	kind   selectorKind
	name   string
	index  int64
	slice  slice
	filter expr
}

// slice is [start:end:step]; a nil bound takes its default.
type slice struct {
	start, end, step *int64
}

// maxNesting bounds filter nesting (parentheses, ! and filters inside filters), so a hostile path cannot exhaust
// the stack.
const maxNesting = 64

// maxIndex is the largest index RFC 9535 allows (I-JSON's exact integer range); it also keeps slice arithmetic
// far from overflow.
const maxIndex = 1<<53 - 1

// ParsePath parses a JSONPath. Errors are *PathError with the column of the problem.
func ParsePath(src string) (*Path, error) {
	p, err := parsePath(src)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func parsePath(src string) (*Path, *PathError) {
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	ps := &parser{src: src, toks: toks}
	first := ps.next()
	if first.kind != tokRoot {
		return nil, ps.errorf(first, "a JSONPath starts with $")
	}
	segs, err := ps.segments()
	if err != nil {
		return nil, err
	}
	if t := ps.peek(); t.kind != tokEOF {
		return nil, ps.errorf(t, "unexpected %s; expected ., .. or [", describe(t))
	}
	return &Path{text: src, segments: segs}, nil
}

type parser struct {
	src   string
	toks  []token
	i     int
	depth int
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tokEOF {
		p.i++
	}
	return t
}

func (p *parser) col(t token) int { return newPathError(p.src, t.off, "").Col }

func (p *parser) errorf(t token, format string, args ...any) *PathError {
	return newPathError(p.src, t.off, format, args...)
}

// describe names a token in an error message.
func describe(t token) string {
	switch t.kind {
	case tokEOF:
		return "end of path"
	case tokName:
		return strconv.Quote(t.text)
	case tokString:
		return "string " + strconv.Quote(t.text)
	case tokNumber:
		return "number " + t.text
	case tokRegex:
		return "regular expression"
	}
	return strconv.Quote(tokenText(t.kind))
}

func tokenText(k tokenKind) string {
	switch k {
	case tokRoot:
		return "$"
	case tokCurrent:
		return "@"
	case tokDot:
		return "."
	case tokDotDot:
		return ".."
	case tokLBracket:
		return "["
	case tokRBracket:
		return "]"
	case tokLParen:
		return "("
	case tokRParen:
		return ")"
	case tokComma:
		return ","
	case tokColon:
		return ":"
	case tokStar:
		return "*"
	case tokQuestion:
		return "?"
	case tokEq:
		return "=="
	case tokNe:
		return "!="
	case tokLt:
		return "<"
	case tokLe:
		return "<="
	case tokGt:
		return ">"
	case tokGe:
		return ">="
	case tokMatch:
		return "=~"
	case tokAnd:
		return "&&"
	case tokOr:
		return "||"
	case tokNot:
		return "!"
	}
	return "token"
}

// segments parses segments until something that cannot start one.
func (p *parser) segments() ([]segment, *PathError) {
	var segs []segment
	for {
		var seg segment
		var err *PathError
		switch p.peek().kind {
		case tokDot:
			seg, err = p.dotSegment(false)
		case tokDotDot:
			seg, err = p.dotSegment(true)
		case tokLBracket:
			seg.selectors, err = p.bracket()
		default:
			return segs, nil
		}
		if err != nil {
			return nil, err
		}
		segs = append(segs, seg)
	}
}

// dotSegment parses .name, .*, ..name, ..* and ..[selectors].
func (p *parser) dotSegment(descendant bool) (segment, *PathError) {
	dot := p.next()
	t := p.peek()
	if t.space && t.kind != tokEOF {
		return segment{}, p.errorf(t, "no space is allowed after %s", describe(dot))
	}
	seg := segment{descendant: descendant}
	switch {
	case t.kind == tokName:
		p.next()
		seg.selectors = []selector{{kind: selName, name: t.text}}
	case t.kind == tokStar:
		p.next()
		seg.selectors = []selector{{kind: selWildcard}}
	case t.kind == tokLBracket && descendant:
		sels, err := p.bracket()
		if err != nil {
			return segment{}, err
		}
		seg.selectors = sels
	default:
		return segment{}, p.errorf(t, "expected a member name or * after %s, found %s (use ['...'] for names with other characters)", describe(dot), describe(t))
	}
	return seg, nil
}

// bracket parses [selector, selector, ...].
func (p *parser) bracket() ([]selector, *PathError) {
	p.next() // [
	var sels []selector
	for {
		sel, err := p.selector()
		if err != nil {
			return nil, err
		}
		sels = append(sels, sel)
		switch t := p.next(); t.kind {
		case tokRBracket:
			return sels, nil
		case tokComma:
		default:
			return nil, p.errorf(t, "expected , or ] but found %s", describe(t))
		}
	}
}

func (p *parser) selector() (selector, *PathError) {
	t := p.peek()
	switch t.kind {
	case tokString:
		p.next()
		return selector{kind: selName, name: t.text}, nil
	case tokStar:
		p.next()
		return selector{kind: selWildcard}, nil
	case tokQuestion:
		p.next()
		e, err := p.nested(p.orExpr)
		return selector{kind: selFilter, filter: e}, err
	case tokNumber, tokColon:
		return p.indexOrSlice()
	}
	return selector{}, p.errorf(t, "expected a quoted name, an index, *, a slice or a ?filter but found %s", describe(t))
}

// indexOrSlice parses [n] or [start:end:step].
func (p *parser) indexOrSlice() (selector, *PathError) {
	var bounds [3]*int64
	for part := 0; part < 3; part++ {
		if t := p.peek(); t.kind == tokNumber {
			n, err := p.integer()
			if err != nil {
				return selector{}, err
			}
			bounds[part] = &n
		}
		if part == 0 && p.peek().kind != tokColon {
			if bounds[0] == nil {
				return selector{}, p.errorf(p.peek(), "expected an index")
			}
			return selector{kind: selIndex, index: *bounds[0]}, nil
		}
		if part == 2 || p.peek().kind != tokColon {
			break
		}
		p.next()
	}
	return selector{kind: selSlice, slice: slice{start: bounds[0], end: bounds[1], step: bounds[2]}}, nil
}

func (p *parser) integer() (int64, *PathError) {
	t := p.next()
	n, err := strconv.ParseInt(t.text, 10, 64)
	if err != nil {
		if strings.ContainsAny(t.text, ".eE") {
			return 0, p.errorf(t, "an index must be a whole number, not %s", t.text)
		}
		return 0, p.errorf(t, "index %s is out of range", t.text)
	}
	if n > maxIndex || n < -maxIndex {
		return 0, p.errorf(t, "index %s is out of range", t.text)
	}
	return n, nil
}

// nested runs a parse step one nesting level deeper, refusing absurd depths.
func (p *parser) nested(step func() (expr, *PathError)) (expr, *PathError) {
	if p.depth >= maxNesting {
		return nil, p.errorf(p.peek(), "the filter nests deeper than %d levels", maxNesting)
	}
	p.depth++
	defer func() { p.depth-- }()
	return step()
}

func (p *parser) orExpr() (expr, *PathError) {
	first, err := p.andExpr()
	if err != nil {
		return nil, err
	}
	terms := []expr{first}
	for p.peek().kind == tokOr {
		p.next()
		e, err := p.andExpr()
		if err != nil {
			return nil, err
		}
		terms = append(terms, e)
	}
	if len(terms) == 1 {
		return first, nil
	}
	return orExpr(terms), nil
}

func (p *parser) andExpr() (expr, *PathError) {
	first, err := p.unaryExpr()
	if err != nil {
		return nil, err
	}
	terms := []expr{first}
	for p.peek().kind == tokAnd {
		p.next()
		e, err := p.unaryExpr()
		if err != nil {
			return nil, err
		}
		terms = append(terms, e)
	}
	if len(terms) == 1 {
		return first, nil
	}
	return andExpr(terms), nil
}

// unaryExpr parses !(...), !@.x (negated existence) or a primary. As in RFC 9535, ! does not apply to a bare
// comparison: !@.a == 1 would read differently in JavaScript and here, so it must be written !(@.a == 1).
func (p *parser) unaryExpr() (expr, *PathError) {
	if p.peek().kind != tokNot {
		return p.primaryExpr()
	}
	not := p.next()
	inner, err := p.nested(p.unaryExpr)
	if err != nil {
		return nil, err
	}
	if _, isCompare := inner.(compareExpr); isCompare {
		return nil, p.errorf(not, "put the comparison in parentheses after !, as in !(@.a == 1)")
	}
	if _, isMatch := inner.(matchExpr); isMatch {
		return nil, p.errorf(not, "put the comparison in parentheses after !, as in !(@.a =~ /x/)")
	}
	return notExpr{inner}, nil
}

func (p *parser) primaryExpr() (expr, *PathError) {
	if p.peek().kind == tokLParen {
		open := p.next()
		e, err := p.nested(p.orExpr)
		if err != nil {
			return nil, err
		}
		if t := p.next(); t.kind != tokRParen {
			return nil, p.errorf(t, "expected ) to close the ( at column %d, found %s", p.col(open), describe(t))
		}
		return parenExpr{e}, nil
	}
	return p.comparison()
}

// comparison parses a comparison, a regex match, or an existence test (a query alone).
func (p *parser) comparison() (expr, *PathError) {
	start := p.peek()
	left, err := p.operand()
	if err != nil {
		return nil, err
	}
	op := p.peek()
	switch op.kind {
	case tokEq, tokNe, tokLt, tokLe, tokGt, tokGe:
		p.next()
		right, err := p.operand()
		if err != nil {
			return nil, err
		}
		if err := p.checkComparable(start, left, op, right); err != nil {
			return nil, err
		}
		return compareExpr{op: op.kind, left: left, right: right}, nil
	case tokMatch:
		p.next()
		return p.regexMatch(start, left)
	}
	if left.query == nil {
		return nil, p.errorf(start, "a value alone is not a condition; compare it, e.g. @.x == %s", tokenSource(p.src, start))
	}
	return existsExpr{q: left.query}, nil
}

func tokenSource(src string, t token) string {
	if t.kind == tokString {
		return strconv.Quote(t.text)
	}
	return t.text
}

func (p *parser) checkComparable(start token, left operand, op token, right operand) *PathError {
	if left.query != nil && !left.query.singular {
		return p.errorf(start, "a comparison needs a query for one value (only .name, ['name'] and [index] steps)")
	}
	if right.query != nil && !right.query.singular {
		return p.errorf(op, "a comparison needs a query for one value on the right of %s (only .name, ['name'] and [index] steps)", describe(op))
	}
	return nil
}

// regexMatch parses the right side of =~: /source/flags or a quoted pattern. The match is unanchored, as
// JavaScript's RegExp.test is; use ^ and $ to anchor.
func (p *parser) regexMatch(start token, left operand) (expr, *PathError) {
	if left.query != nil && !left.query.singular {
		return nil, p.errorf(start, "=~ needs a query for one value (only .name, ['name'] and [index] steps)")
	}
	t := p.next()
	if t.kind != tokRegex && t.kind != tokString {
		return nil, p.errorf(t, "expected a regular expression such as /^x-/ after =~")
	}
	source := t.text
	if t.flags != "" {
		source = "(?" + t.flags + ")" + source
	}
	re, err := regexp.Compile(source)
	if err != nil {
		return nil, p.errorf(t, "invalid regular expression: %v", err)
	}
	return matchExpr{left: left, re: re}, nil
}

// operand parses a literal or a query (@... or $...).
func (p *parser) operand() (operand, *PathError) {
	t := p.next()
	switch t.kind {
	case tokCurrent, tokRoot:
		if next := p.peek(); next.kind == tokName && !next.space {
			return operand{}, p.errorf(t, "%s%s is not supported (a jsonpath-plus extension); write %s.%s for a member", tokenText(t.kind), next.text, tokenText(t.kind), next.text)
		}
		segs, err := p.segments()
		if err != nil {
			return operand{}, err
		}
		return operand{query: &query{absolute: t.kind == tokRoot, segments: segs, singular: isSingular(segs)}}, nil
	case tokString:
		return operand{literal: &document.Node{Kind: document.String, Value: t.text}}, nil
	case tokNumber:
		return operand{literal: &document.Node{Kind: document.Number, Value: t.text}}, nil
	case tokName:
		return p.wordOperand(t)
	}
	return operand{}, p.errorf(t, "expected @, $, a string, a number, true, false or null but found %s", describe(t))
}

func (p *parser) wordOperand(t token) (operand, *PathError) {
	switch t.text {
	case "true", "false":
		return operand{literal: &document.Node{Kind: document.Bool, Value: t.text}}, nil
	case "null":
		return operand{literal: &document.Node{Kind: document.Null}}, nil
	}
	if p.peek().kind == tokLParen {
		return operand{}, p.errorf(t, "function %s() is not supported; use =~ for regular expressions", t.text)
	}
	return operand{}, p.errorf(t, "unexpected word %q; strings need quotes", t.text)
}

// isSingular reports whether segments select at most one node: only child names and indices.
func isSingular(segs []segment) bool {
	for _, s := range segs {
		if s.descendant || len(s.selectors) != 1 {
			return false
		}
		if k := s.selectors[0].kind; k != selName && k != selIndex {
			return false
		}
	}
	return true
}
