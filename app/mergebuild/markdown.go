package mergebuild

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text from sdkgen.yml, git and GitHub reaches markdown only through these helpers, so it cannot open a link, an
// HTML element or a code block, or mention a person. (app/report keeps the same rules for the preview comment;
// its helpers are unexported.)

// text escapes s for markdown on one line: markdown punctuation is backslash-escaped, HTML entity-escaped,
// mentions and references are broken with an invisible word joiner.
func text(s string) string {
	var b strings.Builder
	s = strings.ToValidUTF8(s, "\uFFFD")
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
		case strings.ContainsRune("\\`*_[]~|$!", r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '@' || r == '#':
			b.WriteRune(r)
			if next, _ := utf8.DecodeRuneInString(s[i+1:]); unicode.IsLetter(next) || unicode.IsDigit(next) {
				b.WriteRune('\u2060')
			}
		case unicode.IsControl(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// code renders s as an inline code span whose fence no backtick run inside can close.
func code(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
	fence := strings.Repeat("`", longestRun(s)+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// fenced renders body as a fenced code block (info "diff", "sh" or "") that nothing in body can close.
func fenced(info, body string) string {
	body = strings.ToValidUTF8(body, "\uFFFD")
	if body != "" && !strings.HasSuffix(body, "\n") {
		body += "\n"
	}
	fence := strings.Repeat("`", max(3, longestRun(body)+1))
	return fence + info + "\n" + body + fence + "\n"
}

func longestRun(s string) int {
	longest, n := 0, 0
	for i := range len(s) {
		if s[i] == '`' {
			n++
			longest = max(longest, n)
		} else {
			n = 0
		}
	}
	return longest
}

// link renders [label](u) for an http(s) URL u, percent-encoding what could end the link; "" for anything
// else. label is markdown the caller escaped.
func link(label, u string) string {
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
	return "[" + label + "](" + b.String() + ")"
}

// clip shortens s to at most n runes, marking the cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}
