package naming

import (
	"cmp"
	"slices"
	"strings"
)

// token is a mixed-case spelling kept whole while splitting, because the case rules would cut it ("OAuth" would
// give o, auth). It stands for words, usually one.
type token struct {
	text  string
	words []string
}

// defaultTokens are the brand spellings every Namer keeps whole.
var defaultTokens = sortTokens([]token{
	{"OAuth", []string{"oauth"}},
	{"iOS", []string{"ios"}},
	{"iPadOS", []string{"ipados"}},
	{"macOS", []string{"macos"}},
	{"tvOS", []string{"tvos"}},
	{"watchOS", []string{"watchos"}},
	{"iPhone", []string{"iphone"}},
	{"iPad", []string{"ipad"}},
	{"IPv4", []string{"ipv4"}},
	{"IPv6", []string{"ipv6"}},
})

// sortTokens orders tokens longest first, so the longest spelling wins, then by text for determinism.
func sortTokens(tokens []token) []token {
	slices.SortStableFunc(tokens, func(a, b token) int {
		if c := cmp.Compare(len(b.text), len(a.text)); c != 0 {
			return c
		}
		return strings.Compare(a.text, b.text)
	})
	return tokens
}

// Split returns the lower-case words of s; the package documentation gives the rules. It returns nil when s has
// no ASCII letter or digit.
func Split(s string) []string {
	return splitWords(s, defaultTokens)
}

// segment is one word of the input as written; tok is the token it starts with, if any.
type segment struct {
	raw string
	tok *token
}

// words lower-cases the segment, replacing a token's text by the token's words.
func (sg segment) words() []string {
	n := 0
	if sg.tok != nil {
		n = len(sg.tok.words)
	}
	if n == 0 {
		return []string{strings.ToLower(sg.raw)}
	}
	out := append([]string(nil), sg.tok.words[:n-1]...)
	return append(out, sg.tok.words[n-1]+strings.ToLower(sg.raw[len(sg.tok.text):]))
}

func splitWords(s string, tokens []token) []string {
	var words []string
	for _, sg := range segments(s, tokens) {
		words = append(words, sg.words()...)
	}
	return words
}

// segments cuts s into words as written.
func segments(s string, tokens []token) []segment {
	s = foldLatin(s)
	var out []segment
	for i := 0; i < len(s); {
		if !isAlnum(s[i]) {
			i++
			continue
		}
		end := i
		for end < len(s) && isAlnum(s[end]) {
			end++
		}
		out = splitRun(out, s[i:end], tokens)
		i = end
	}
	return out
}

// splitRun appends the words of run, a string of ASCII letters and digits.
func splitRun(out []segment, run string, tokens []token) []segment {
	for start := 0; start < len(run); {
		tok := matchToken(run[start:], tokens)
		from, hasLower := start, false
		if tok != nil {
			// Whatever follows a token's text starts a new word unless it is digits or a plural "s".
			from, hasLower = start+len(tok.text), true
		}
		end := wordEnd(run, start, from, hasLower)
		out = append(out, segment{raw: run[start:end], tok: tok})
		start = end
	}
	return out
}

// wordEnd returns where the word that starts at start ends, scanning from from; hasLower says whether
// run[start:from] has a lower-case letter.
func wordEnd(run string, start, from int, hasLower bool) int {
	for i := from; i < len(run); i++ {
		c := run[i]
		if i > start && isUpper(c) && startsWord(run, i, hasLower) {
			return i
		}
		if isLower(c) {
			hasLower = true
		}
	}
	return len(run)
}

// startsWord reports whether the capital at run[i] starts a new word. After a lower-case letter it always does.
// In an upper-case run (digits included) it does when a lower-case letter follows, unless that letter is a lone
// plural "s" ("IDs").
func startsWord(run string, i int, hasLower bool) bool {
	if hasLower {
		return true
	}
	next := i + 1
	if next >= len(run) || !isLower(run[next]) {
		return false
	}
	return !pluralS(run[next:])
}

// pluralS reports whether rest is an "s" that ends its word.
func pluralS(rest string) bool {
	return rest != "" && rest[0] == 's' && (len(rest) == 1 || !isLower(rest[1]))
}

// matchToken returns the longest token that starts s and ends a word there.
func matchToken(s string, tokens []token) *token {
	for i := range tokens {
		t := &tokens[i]
		if !strings.HasPrefix(s, t.text) {
			continue
		}
		if rest := s[len(t.text):]; rest == "" || !isLower(rest[0]) || pluralS(rest) {
			return t
		}
	}
	return nil
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isAlnum(c byte) bool { return isLower(c) || isUpper(c) || isDigit(c) }
