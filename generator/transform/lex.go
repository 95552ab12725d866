package transform

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// tokenKind is the kind of one lexical token of a JSONPath.
type tokenKind uint8

const (
	tokEOF      tokenKind = iota
	tokRoot               // $
	tokCurrent            // @
	tokDot                // .
	tokDotDot             // ..
	tokLBracket           // [
	tokRBracket           // ]
	tokLParen             // (
	tokRParen             // )
	tokComma              // ,
	tokColon              // :
	tokStar               // *
	tokQuestion           // ?
	tokName               // a member name after . or .., or a bare word such as true
	tokString             // a quoted string, unescaped
	tokNumber             // a number literal as written
	tokRegex              // /source/flags after =~
	tokEq                 // ==
	tokNe                 // !=
	tokLt                 // <
	tokLe                 // <=
	tokGt                 // >
	tokGe                 // >=
	tokMatch              // =~
	tokAnd                // &&
	tokOr                 // ||
	tokNot                // !
)

// token is one lexical unit, with its byte offset in the path so errors can give a column.
type token struct {
	kind  tokenKind
	text  string // name, unescaped string, number literal or regex source
	flags string // regex flags
	off   int
	space bool // blank space precedes the token
}

// PathError is a JSONPath that does not parse. Col is 1-based and counts characters of the path text.
type PathError struct {
	Path string
	Col  int
	Msg  string
}

func (e *PathError) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

func newPathError(src string, off int, format string, args ...any) *PathError {
	off = min(max(off, 0), len(src))
	return &PathError{Path: src, Col: utf8.RuneCountInString(src[:off]) + 1, Msg: fmt.Sprintf(format, args...)}
}

type lexer struct {
	src  string
	i    int
	toks []token
}

// lex splits a JSONPath into tokens. It is context-sensitive in two places: right after . or .. a member name may
// contain digits, '-' and '$' anywhere (responses.200, x-sdkgen-any, $ref), and after =~ a '/' opens a regex.
func lex(src string) ([]token, *PathError) {
	l := &lexer{src: src}
	for {
		space := l.skipSpace()
		if l.i >= len(src) {
			l.toks = append(l.toks, token{kind: tokEOF, off: l.i, space: space})
			return l.toks, nil
		}
		t, err := l.next()
		if err != nil {
			return nil, err
		}
		t.space = space
		l.toks = append(l.toks, t)
	}
}

func (l *lexer) skipSpace() bool {
	start := l.i
	for l.i < len(l.src) && strings.IndexByte(" \t\r\n", l.src[l.i]) >= 0 {
		l.i++
	}
	return l.i > start
}

func (l *lexer) prev() tokenKind {
	if len(l.toks) == 0 {
		return tokEOF
	}
	return l.toks[len(l.toks)-1].kind
}

func (l *lexer) errorf(off int, format string, args ...any) *PathError {
	return newPathError(l.src, off, format, args...)
}

func (l *lexer) next() (token, *PathError) {
	start := l.i
	c := l.src[l.i]
	if p := l.prev(); (p == tokDot || p == tokDotDot) && isMemberChar(l.src, l.i) {
		return l.memberName()
	}
	if k, n := punctuation(l.src[l.i:]); n > 0 {
		l.i += n
		return token{kind: k, off: start}, nil
	}
	switch {
	case c == '\'' || c == '"':
		return l.quoted()
	case c == '/' && l.prev() == tokMatch:
		return l.regex()
	case c == '-' || isDigit(c):
		return l.number()
	case isWordStart(l.src, l.i):
		return l.word(), nil
	case c == '=':
		return token{}, l.errorf(start, "a single '=' is not an operator; use == to compare")
	case c == '&' || c == '|':
		return token{}, l.errorf(start, "use %c%c, not a single %c", c, c, c)
	}
	r, _ := utf8.DecodeRuneInString(l.src[l.i:])
	if r == utf8.RuneError {
		return token{}, l.errorf(start, "invalid UTF-8")
	}
	return token{}, l.errorf(start, "unexpected character %q", r)
}

// punctuation recognises the fixed tokens at the start of s, longest first, and returns their byte length.
func punctuation(s string) (tokenKind, int) {
	// JavaScript's strict operators, which configs written for jsonpath-plus use, mean the same here.
	if strings.HasPrefix(s, "===") {
		return tokEq, 3
	}
	if strings.HasPrefix(s, "!==") {
		return tokNe, 3
	}
	if len(s) >= 2 {
		switch s[:2] {
		case "..":
			return tokDotDot, 2
		case "==":
			return tokEq, 2
		case "!=":
			return tokNe, 2
		case "<=":
			return tokLe, 2
		case ">=":
			return tokGe, 2
		case "=~":
			return tokMatch, 2
		case "&&":
			return tokAnd, 2
		case "||":
			return tokOr, 2
		}
	}
	if k := singleCharToken(s[0]); k != tokEOF {
		return k, 1
	}
	return tokEOF, 0
}

func singleCharToken(c byte) tokenKind {
	switch c {
	case '$':
		return tokRoot
	case '@':
		return tokCurrent
	case '.':
		return tokDot
	case '[':
		return tokLBracket
	case ']':
		return tokRBracket
	case '(':
		return tokLParen
	case ')':
		return tokRParen
	case ',':
		return tokComma
	case ':':
		return tokColon
	case '*':
		return tokStar
	case '?':
		return tokQuestion
	case '<':
		return tokLt
	case '>':
		return tokGt
	case '!':
		return tokNot
	}
	return tokEOF
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// isWordStart reports whether a bare word (true, false, null) starts at i.
func isWordStart(s string, i int) bool { return isLetter(s[i]) || s[i] == '_' }

// isMemberChar reports whether the character at i can be part of a dotted member name: RFC 9535's name
// characters plus '-' and '$', which real configs use in dotted form ($..x-sdkgen-any, $..$ref).
func isMemberChar(s string, i int) bool {
	c := s[i]
	if c >= utf8.RuneSelf {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return r != utf8.RuneError
	}
	return isLetter(c) || isDigit(c) || c == '_' || c == '-' || c == '$'
}

func (l *lexer) memberName() (token, *PathError) {
	start := l.i
	for l.i < len(l.src) && isMemberChar(l.src, l.i) {
		_, n := utf8.DecodeRuneInString(l.src[l.i:])
		l.i += n
	}
	return token{kind: tokName, text: l.src[start:l.i], off: start}, nil
}

func (l *lexer) word() token {
	start := l.i
	for l.i < len(l.src) && (isLetter(l.src[l.i]) || isDigit(l.src[l.i]) || l.src[l.i] == '_') {
		l.i++
	}
	return token{kind: tokName, text: l.src[start:l.i], off: start}
}

// number reads -?digits(.digits)?([eE][+-]?digits)?.
func (l *lexer) number() (token, *PathError) {
	start := l.i
	if l.src[l.i] == '-' {
		l.i++
	}
	if !l.digits() {
		return token{}, l.errorf(start, "'-' must be followed by a number")
	}
	if l.i+1 < len(l.src) && l.src[l.i] == '.' && isDigit(l.src[l.i+1]) {
		l.i++
		l.digits()
	}
	if l.i < len(l.src) && (l.src[l.i] == 'e' || l.src[l.i] == 'E') {
		l.i++
		if l.i < len(l.src) && (l.src[l.i] == '+' || l.src[l.i] == '-') {
			l.i++
		}
		if !l.digits() {
			return token{}, l.errorf(l.i, "an exponent needs digits")
		}
	}
	return token{kind: tokNumber, text: l.src[start:l.i], off: start}, nil
}

func (l *lexer) digits() bool {
	start := l.i
	for l.i < len(l.src) && isDigit(l.src[l.i]) {
		l.i++
	}
	return l.i > start
}

// quoted reads a single- or double-quoted string with JSON-style escapes.
func (l *lexer) quoted() (token, *PathError) {
	start := l.i
	quote := l.src[l.i]
	l.i++
	var b strings.Builder
	for l.i < len(l.src) {
		switch c := l.src[l.i]; c {
		case quote:
			l.i++
			return token{kind: tokString, text: b.String(), off: start}, nil
		case '\\':
			if err := l.escape(&b); err != nil {
				return token{}, err
			}
		default:
			b.WriteByte(c)
			l.i++
		}
	}
	return token{}, l.errorf(start, "unterminated string: add the closing %c", quote)
}

func (l *lexer) escape(b *strings.Builder) *PathError {
	start := l.i
	l.i++ // the backslash
	if l.i >= len(l.src) {
		return l.errorf(start, "a backslash ends the path")
	}
	c := l.src[l.i]
	l.i++
	if i := strings.IndexByte(`\/'"bfnrt`, c); i >= 0 {
		b.WriteByte("\\/'\"\b\f\n\r\t"[i])
		return nil
	}
	if c != 'u' {
		return l.errorf(start, "unknown escape \\%c", c)
	}
	r, ok := l.hex4()
	if !ok {
		return l.errorf(start, "\\u needs four hex digits")
	}
	if r >= 0xD800 && r < 0xDC00 && strings.HasPrefix(l.src[l.i:], `\u`) {
		save := l.i
		l.i += 2
		if lo, ok := l.hex4(); ok && lo >= 0xDC00 && lo < 0xE000 {
			r = (r-0xD800)<<10 + (lo - 0xDC00) + 0x10000
		} else {
			l.i = save
		}
	}
	b.WriteRune(r)
	return nil
}

func (l *lexer) hex4() (rune, bool) {
	if l.i+4 > len(l.src) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(l.src[l.i : l.i+4]) {
		var d byte
		switch {
		case isDigit(c):
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			d = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(d)
	}
	l.i += 4
	return r, true
}

// regex reads /source/flags, JavaScript style, as jsonpath-plus users write it. "\/" stands for '/'; other
// escapes are passed to the regexp engine unchanged.
func (l *lexer) regex() (token, *PathError) {
	start := l.i
	l.i++
	var b strings.Builder
	for l.i < len(l.src) && l.src[l.i] != '/' {
		if l.src[l.i] == '\\' && l.i+1 < len(l.src) {
			if l.src[l.i+1] != '/' {
				b.WriteByte('\\')
			}
			l.i++
		}
		b.WriteByte(l.src[l.i])
		l.i++
	}
	if l.i >= len(l.src) {
		return token{}, l.errorf(start, "unterminated regular expression: add the closing /")
	}
	l.i++
	flagStart := l.i
	for l.i < len(l.src) && isLetter(l.src[l.i]) {
		if !strings.ContainsRune("ims", rune(l.src[l.i])) {
			return token{}, l.errorf(l.i, "unknown regular expression flag %q (i, m and s are supported)", l.src[l.i])
		}
		l.i++
	}
	return token{kind: tokRegex, text: b.String(), flags: l.src[flagStart:l.i], off: start}, nil
}
