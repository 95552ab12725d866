package markdown

import "testing"

func TestEscapes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Text("a *b* [c](d)\n<e>"), `a \*b\* \[c\]\(d\) \<e\>`},
		{Fence("sh", "x ``` y\n"), "````sh\nx ``` y\n````\n"},
		{Code("a"), "`a`"},
		{Code("a `b`"), "`` a `b` ``"},
		{URL("https://x.example/a b(c)"), "https://x.example/a%20b%28c%29"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
