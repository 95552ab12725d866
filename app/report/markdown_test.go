package report

import (
	"fmt"
	"strings"
	"testing"
)

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"plain words":               "plain words",
		"a\nb\r\nc\td":              "a b  c d",
		"<script>&amp;":             "&lt;script&gt;&amp;amp;",
		"**b** _i_ `c` [l](u) ~s~":  `\*\*b\*\* \_i\_ \` + "`c\\`" + ` \[l\](u) \~s\~`,
		`a|b $x$ \`:                 `a\|b \$x\$ \\`,
		"@octocat #12 C# a@ #":      "@\u2060octocat #\u206012 C# a@ #",
		"bidi\u202eevil\x00\x1b[0m": `bidievil\[0m`,
		"bad \xff utf8":             "bad \uFFFD utf8",
	} {
		if got := text(in); got != want {
			t.Errorf("text(%q) = %q, want %q", in, got, want)
		}
	}
	if got := htmlText(`"*x*" <b>`); got != "&quot;*x*&quot; &lt;b&gt;" {
		t.Errorf("htmlText = %q", got)
	}
}

func TestCode(t *testing.T) {
	for in, want := range map[string]string{
		"x":         "`x`",
		"a`b":       "``a`b``",
		"`edge`":    "`` `edge` ``",
		"a``b```c":  "````a``b```c````",
		"two\nline": "`two line`",
		"":          "",
	} {
		if got := code(in); got != want {
			t.Errorf("code(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMessage(t *testing.T) {
	for in, want := range map[string]string{
		"Did you mean `get /a`?":    "Did you mean `get /a`?",
		"``a`b`` and *x*":           "``a`b`` and \\*x\\*",
		"unclosed `span <b>":        "unclosed \\`span &lt;b&gt;",
		"`</details>`":              "`</details>`",
		"mismatched ``a` rest":      "mismatched \\`\\`a\\` rest",
		"two `a` spans `b`":         "two `a` spans `b`",
		"span with\nnewline `a\nb`": "span with newline `a b`",
	} {
		if got := message(in); got != want {
			t.Errorf("message(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSafeURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://github.com/a/b/tree/preview/x": "https://github.com/a/b/tree/preview/x",
		"https://github.com/a/b/tree/x)y(z":     "https://github.com/a/b/tree/x%29y%28z",
		"https://h/a b<c>[d]`e'\"|":             "https://h/a%20b%3Cc%3E%5Bd%5D%60e%27%22%7C",
		"http://127.0.0.1:8080/x":               "http://127.0.0.1:8080/x",
		"javascript:alert(1)":                   "",
		"/relative/path":                        "",
		"":                                      "",
		"https://":                              "",
		"data:text/html,<script>":               "",
	} {
		if got := safeURL(in); got != want {
			t.Errorf("safeURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFenced(t *testing.T) {
	for _, tc := range []struct{ info, body, want string }{
		{"", "x", "```\nx\n```\n"},
		{"diff", "+a\n", "```diff\n+a\n```\n"},
		{"", "```\n````` x\n", "``````\n```\n````` x\n``````\n"},
		{"", "", "```\n```\n"},
	} {
		if got := fenced(tc.info, tc.body); got != tc.want {
			t.Errorf("fenced(%q, %q) = %q, want %q", tc.info, tc.body, got, tc.want)
		}
	}
}

func TestFairShares(t *testing.T) {
	for _, tc := range []struct {
		needs       []int
		total       int
		want        string
		description string
	}{
		{[]int{10, 20}, 100, "[10 20]", "everything fits"},
		{[]int{10, 1000, 1000}, 110, "[10 50 50]", "the small one whole, the large ones split the rest"},
		{[]int{1000, 10, 1000}, 111, "[50 10 51]", "order does not matter; the remainder goes to the last"},
		{[]int{100, 100}, -5, "[0 0]", "nothing left"},
		{nil, 100, "[]", "no pieces"},
	} {
		if got := fmt.Sprint(fairShares(tc.needs, tc.total)); got != tc.want {
			t.Errorf("%s: fairShares(%v, %d) = %s, want %s", tc.description, tc.needs, tc.total, got, tc.want)
		}
	}
}

func TestTruncateMarkdown(t *testing.T) {
	if got := truncateMarkdown("short\n", 100); got != "short\n" {
		t.Errorf("a short text is kept: %q", got)
	}
	long := "intro\n\n<details>\n<summary>x</summary>\n\n````diff\n" + strings.Repeat("+line\n", 1000)
	got := truncateMarkdown(long+"````\n\n</details>\n", 2000)
	if len(got) >= 2000 {
		t.Fatalf("%d bytes, want < 2000", len(got))
	}
	checkWellFormed(t, got)
	if !strings.Contains(got, "more characters are not shown") {
		t.Errorf("the cut is not explained:\n%s", got)
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 65536: "65,536", 1234567: "1,234,567",
		-4200: "-4,200"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestCutBudgets checks the cutters' promise: at most budget bytes, or their shortest form, and need() is the
// whole piece.
func TestCutBudgets(t *testing.T) {
	diff, files := bigDiff("a```b.ts", 300, 20)
	tgt := sdkTarget("go", MergeConflict)
	tgt.Diff, tgt.Files = diff, files
	tgt.Conflicts = conflictReport().Targets[0].Conflicts
	tgt.Conflicts = append(tgt.Conflicts, tgt.Conflicts...)
	for name, c := range map[string]cutter{"diff": newDiffBlock("acme-go", &tgt), "conflicts": newConflictBlock(&tgt)} {
		full := c.cut(1 << 30)
		if c.need() != len(full) {
			t.Errorf("%s: need() = %d, the whole piece is %d bytes", name, c.need(), len(full))
		}
		shortest := len(c.cut(0))
		for budget := 0; budget <= len(full)+10; budget += 7 {
			got := c.cut(budget)
			if len(got) > max(budget, shortest) {
				t.Fatalf("%s: cut(%d) is %d bytes", name, budget, len(got))
			}
			checkWellFormed(t, got)
		}
	}
}
