// Package markdown escapes text from the spec or sdkgen.yml for the READMEs and API indexes targets write, so no
// HTML, link, emphasis or code block can be injected.
package markdown

import "strings"

// Text escapes s for markdown prose, on one line.
func Text(s string) string {
	var b strings.Builder
	for _, r := range strings.ReplaceAll(s, "\n", " ") {
		if strings.ContainsRune("\\`*_{}[]<>()#+!|~", r) {
			b.WriteRune('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Fence is a fenced code block whose fence is longer than any backtick run inside, so code cannot close it.
func Fence(lang, code string) string {
	f := strings.Repeat("`", max(3, longestBackticks(code)+1))
	return f + lang + "\n" + strings.TrimRight(code, "\n") + "\n" + f + "\n"
}

// Code is s in a code span whose backtick run is longer than any inside it, on one line.
func Code(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	n := longestBackticks(s)
	if n == 0 {
		return "`" + s + "`"
	}
	f := strings.Repeat("`", n+1)
	return f + " " + s + " " + f
}

// URL escapes the characters that would end a link destination.
func URL(u string) string {
	return strings.NewReplacer("(", "%28", ")", "%29", " ", "%20", "<", "%3C", ">", "%3E").Replace(u)
}

func longestBackticks(s string) int {
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	return longest
}
