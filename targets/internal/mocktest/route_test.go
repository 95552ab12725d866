package mocktest

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSegmentMatchesAsPrism checks the segment matcher against Prism's regular expression (segmentPattern) on
// hand-picked segments and on random ones over an alphabet of the characters that matter.
func TestSegmentMatchesAsPrism(t *testing.T) {
	cases := []struct{ template, path string }{
		{"{id}", ""}, {"{id}", "abc"}, {"a{id}", "xab"}, {"a{id}b", "ab"}, {"a{id}b", "ba"},
		{"{a}.{b}", "x.y"}, {"{a}.{b}", "xy"}, {"x{a}y{b}z", "xyz"}, {"x{a}y{b}z", "xzy"},
		{"a}b{c", "a}b{c"}, {"a}b{c", "za}b{cz"}, {"{{a}", "q"}, {"{a}}", "q"}, {"{a}}", "q}"},
		{"x{a}y", "x\ny"}, {"x{a}y", "x\n\nxy"}, {"x{a}y", "\xffxy"}, {"\uFFFD{a}", "\xff"},
	}
	for _, c := range cases {
		if got, want := segmentMatches(c.template, c.path), segmentPattern(c.template).MatchString(c.path); got != want {
			t.Errorf("segmentMatches(%q, %q) = %v, Prism's expression says %v", c.template, c.path, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	word := func(alphabet string, n int) string {
		var b strings.Builder
		for range rng.IntN(n) {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		return b.String()
	}
	for range 20000 {
		tmpl, path := word("ab{}.x", 9), word("ab{}.\n", 7)
		if !strings.Contains(tmpl, "{") {
			continue
		}
		if got, want := segmentMatches(tmpl, path), segmentPattern(tmpl).MatchString(path); got != want {
			t.Fatalf("segmentMatches(%q, %q) = %v, Prism's expression says %v", tmpl, path, got, want)
		}
	}
}

func TestRouteMatches(t *testing.T) {
	cases := []struct {
		template, path string
		want           bool
	}{
		{"/files/{id}", "/files/7", true},
		{"/files/{id}", "/files/7/content", false},
		{"/files/{id}/content", "/files/7/content", true},
		{"/files/{id}/content", "/files/7/contents", false},
		{"/files/{id}.json", "/files/7.json", true},
		{"/files/{id}.json", "/files/7.xml", false},
		{"/", "/", true},
		{"", "", true},
		{"/a/", "/a/", true},
		{"/a/", "/a", false},
	}
	for _, c := range cases {
		if got := routeMatches(c.template, c.path); got != c.want {
			t.Errorf("routeMatches(%q, %q) = %v, want %v", c.template, c.path, got, c.want)
		}
	}
}
