package report

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Every string that comes from a spec, a config or a build (diagnostic messages, file names, diff text, commit
// messages) reaches GitHub markdown through one of these helpers, so that it cannot open a link, an image, an HTML
// element or a code block, close a <details>, or mention a person or reference an issue.

// text escapes s for running markdown text on one line: newlines become spaces, markdown punctuation is
// backslash-escaped, HTML is entity-escaped, and mentions and issue references are broken.
func text(s string) string { return escape(s, true) }

// htmlText escapes s for a raw HTML context such as <summary>, where markdown is not interpreted.
func htmlText(s string) string { return escape(s, false) }

func escape(s string, markdown bool) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	var b strings.Builder
	b.Grow(len(s))
	for i, r := range s {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			b.WriteByte(' ')
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"' && !markdown:
			b.WriteString("&quot;")
		case markdown && strings.ContainsRune("\\`*_[]~|$", r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '@' || r == '#':
			b.WriteRune(r)
			if next, _ := utf8.DecodeRuneInString(s[i+1:]); isWordRune(next) {
				b.WriteRune('\u2060') // WORD JOINER: invisible, and GitHub no longer sees @login or #123
			}
		case invisible(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isWordRune(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// invisible reports control characters and bidirectional overrides, which could make text read differently
// from what it is.
func invisible(r rune) bool {
	return unicode.IsControl(r) || (r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069')
}

// code renders s as an inline code span whose backtick fence is longer than any backtick run inside it.
func code(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			return ' '
		case invisible(r):
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
	if s == "" {
		return ""
	}
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " " // CommonMark strips one space on each side
	}
	return fence + s + fence
}

// message renders a diagnostic message, which is markdown by convention: its code spans stay code spans (rebuilt
// safely), and everything else is escaped text.
func message(s string) string {
	var b strings.Builder
	for s != "" {
		i := strings.IndexByte(s, '`')
		if i < 0 {
			b.WriteString(text(s))
			break
		}
		b.WriteString(text(s[:i]))
		n := runAt(s[i:], '`')
		rest := s[i+n:]
		end := closingRun(rest, n)
		if end < 0 {
			b.WriteString(text(s[i : i+n]))
			s = rest
			continue
		}
		b.WriteString(code(rest[:end]))
		s = rest[end+n:]
	}
	return b.String()
}

// closingRun finds a run of exactly n backticks in s, the end of a code span that began with n.
func closingRun(s string, n int) int {
	for i := 0; i < len(s); {
		if s[i] != '`' {
			i++
			continue
		}
		m := runAt(s[i:], '`')
		if m == n {
			return i
		}
		i += m
	}
	return -1
}

func runAt(s string, c byte) int {
	n := 0
	for n < len(s) && s[n] == c {
		n++
	}
	return n
}

func longestRun(s string, c byte) int {
	longest := 0
	for i := 0; i < len(s); {
		if s[i] != c {
			i++
			continue
		}
		n := runAt(s[i:], c)
		longest = max(longest, n)
		i += n
	}
	return longest
}

// fenceFor returns a backtick fence longer than any backtick run in body, so nothing in body can close it.
func fenceFor(body string) string {
	return strings.Repeat("`", max(3, longestRun(body, '`')+1))
}

// fenced renders body as a fenced code block with the given info string ("diff", "sh", or "").
func fenced(info, body string) string {
	body = strings.ToValidUTF8(body, "\uFFFD")
	if body != "" && !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	fence := fenceFor(body)
	return fence + info + "\n" + body + fence + "\n"
}

// link renders [label](u) when u is an http(s) URL, and "" otherwise. label is markdown the caller escaped.
func link(label, u string) string {
	safe := safeURL(u)
	if safe == "" {
		return ""
	}
	return "[" + label + "](" + safe + ")"
}

// safeURL returns u percent-encoded so that it cannot end a markdown link early, or "" when u is not an absolute
// http(s) URL.
func safeURL(u string) string {
	parsed, err := url.Parse(u)
	if err != nil || (parsed.Scheme != "https" && parsed.Scheme != "http") || parsed.Host == "" {
		return ""
	}
	var b strings.Builder
	for _, c := range []byte(parsed.String()) {
		if c <= ' ' || c >= 0x7f || strings.IndexByte("()<>[]\"'`\\|", c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// details renders a collapsible block; summary is escaped here, body is markdown the caller escaped.
func details(summary, body string) string {
	return "<details>\n<summary>" + htmlText(summary) + "</summary>\n\n" + body + "\n</details>\n\n"
}

// clip shortens s to at most n runes, marking the cut with an ellipsis.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)
	return string(runes[:n-1]) + "…"
}

// plural renders "1 file", "2 files".
func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%s %s", thousands(n), many)
}

// thousands renders n with comma separators: 65,536.
func thousands(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
