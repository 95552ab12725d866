package scaffold

import (
	"fmt"
	"net/url"
	"strings"
)

// ActionsLiteral makes s safe in a GitHub Actions value that Actions evaluates (run, with, env, environment and
// most others): each "${{" becomes the expression ${{ '${{' }}, which yields "${{" itself, so text from the spec or
// config is never evaluated. Apply it after any shell quoting, since Actions substitutes before the shell runs.
func ActionsLiteral(s string) string {
	return strings.ReplaceAll(s, "${{", "${{ '${{' }}")
}

// ShellQuote returns s as one single-quoted shell word; targets quote values in their scripts with it too.
func ShellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// shellWord quotes s for a shell command inside a workflow: shell first, then Actions.
func shellWord(s string) string { return ActionsLiteral(ShellQuote(s)) }

// exprString quotes s as a string literal in a GitHub Actions expression.
func exprString(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// branchFilter escapes the characters GitHub's branch filters read as patterns, so the filter matches s only.
// Actions rejects any "${{" in a trigger, where expressions are not allowed, so "${{" is written "$?{{" ("$" zero
// or once), which matches it and nothing a valid branch name could otherwise hold ("?" is not allowed in one).
func branchFilter(s string) string {
	var b strings.Builder
	for i, r := range s {
		if strings.ContainsRune(`*?+[]\`, r) || i == 0 && r == '!' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return strings.ReplaceAll(b.String(), "${{", "$?{{")
}

// urlSegment percent-encodes everything but RFC 3986's unreserved characters, so a value is one inert path
// segment wherever the URL is pasted.
func urlSegment(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// oneLine turns control characters, line breaks included, into spaces.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if isControl(r) {
			return ' '
		}
		return r
	}, s)
}

// mdText escapes s as markdown text on one line, so a value can neither format, link, mention, nor open HTML or a
// block: inline markup characters are always backslash-escaped (CommonMark allows it for any ASCII punctuation),
// block markers only where they would start one.
func mdText(s string) string {
	var b strings.Builder
	digitsOnly := true
	for i, r := range oneLine(s) {
		switch {
		case strings.ContainsRune("\\`*_[]()<>#$&|~@", r),
			i == 0 && strings.ContainsRune("-+=", r),
			r == '.' && digitsOnly: // "1." starts a list
			b.WriteByte('\\')
		}
		digitsOnly = digitsOnly && r >= '0' && r <= '9'
		b.WriteRune(r)
	}
	return b.String()
}

// mdParagraphs escapes s as markdown text, keeping its line breaks: each line is escaped on its own.
func mdParagraphs(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = mdText(l)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// mdCode writes s as an inline code span, fenced by more backticks than any run inside it.
func mdCode(s string) string {
	s = oneLine(s)
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || strings.HasPrefix(s, " ") || strings.HasSuffix(s, " ") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// mdFence writes lines as a fenced shell block whose fence no line can close.
func mdFence(lines ...string) string {
	body := strings.Join(lines, "\n")
	fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	return fence + "sh\n" + body + "\n" + fence
}

// mdLink links text to an http(s) URL, or writes the URL as text when it is not one.
func mdLink(text, rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return mdText(rawURL)
	}
	dest := strings.NewReplacer("<", "%3C", ">", "%3E", " ", "%20", "\\", "%5C").Replace(oneLine(rawURL))
	return "[" + mdText(text) + "](<" + dest + ">)"
}

func longestRun(s string, c byte) int {
	longest, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	return longest
}
