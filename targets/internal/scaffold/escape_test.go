package scaffold

import "testing"

func TestEscapes(t *testing.T) {
	cases := []struct {
		name string
		fn   func(string) string
		in   string
		want string
	}{
		{"actions literal", ActionsLiteral, "a ${{ secrets.X }}", "a ${{ '${{' }} secrets.X }}"},
		{"shell quote", ShellQuote, "it's $(x)", `'it'\''s $(x)'`},
		{"expression string", exprString, "o'brien/x", "'o''brien/x'"},
		{"branch filter", branchFilter, "!rel+ease*${{x}}", `\!rel\+ease\*$?{{x}}`},
		{"url segment", urlSegment, "a b/c$~.", "a%20b%2Fc%24~."},
		{"markdown text", mdText, "*a* [b](c) <d> @e #f", `\*a\* \[b\]\(c\) \<d\> \@e \#f`},
		{"markdown list marker", mdText, "1. x - y", `1\. x - y`},
		{"markdown line start", mdText, "- x", `\- x`},
		{"markdown line break", mdText, "a\n# b", `a \# b`},
		{"code span", mdCode, "a `b` c", "``a `b` c``"},
		{"code span edge backtick", mdCode, "`a", "`` `a ``"},
		{"link", func(u string) string { return mdLink("policy", u) }, "https://x.example/a b>", "[policy](<https://x.example/a%20b%3E>)"},
		{"not a link", func(u string) string { return mdLink("policy", u) }, "javascript:alert(1)", `javascript:alert\(1\)`},
	}
	for _, c := range cases {
		if got := c.fn(c.in); got != c.want {
			t.Errorf("%s(%q) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

func TestFenceOutlastsBackticks(t *testing.T) {
	if got, want := mdFence("echo ````"), "`````sh\necho ````\n`````"; got != want {
		t.Errorf("mdFence = %q, want %q", got, want)
	}
	if got, want := mdFence("a", "b"), "```sh\na\nb\n```"; got != want {
		t.Errorf("mdFence = %q, want %q", got, want)
	}
}

// TestYAMLStringsStayStrings: values YAML 1.1 would read as booleans or numbers are quoted.
func TestYAMLStringsStayStrings(t *testing.T) {
	out, err := marshalYAML(mapping("a", "yes", "b", "on", "c", "123", "d", "plain", "e", when(false, "dropped")))
	if err != nil {
		t.Fatal(err)
	}
	if want := "a: \"yes\"\nb: \"on\"\nc: \"123\"\nd: plain\n"; string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}
