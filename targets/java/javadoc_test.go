package java

import (
	"strings"
	"testing"
)

func TestJavadocText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Ends */ a comment", "Ends *&#47; a comment"},
		{"@deprecated tag and {@link X}", "&#64;deprecated tag and {&#64;link X}"},
		{`a \u000a b`, "a &#92;u000a b"},
		{"<b>bold</b> & co", "&lt;b&gt;bold&lt;/b&gt; &amp; co"},
		{"two\nlines\u2028and\tmore  spaces", "two lines and more spaces"},
		{"a URL https://x.example/*/y", "a URL https://x.example/*&#47;y"},
	} {
		if got := javadocText(tc.in); got != tc.want {
			t.Errorf("javadocText(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestJavadocLayout(t *testing.T) {
	long := strings.Repeat("word ", 40)
	for _, tc := range []struct {
		name, text string
		depth      int
		want       string
	}{
		{"one line", "Lists things.", 1, "    /** Lists things. */\n"},
		{"columns are characters, not bytes", strings.Repeat("URL‑endpoint ", 6) + "end of it", 1,
			"    /** " + strings.Repeat("URL‑endpoint ", 6) + "end of it */\n"},
		{"empty", "  \n", 1, ""},
		{"filled", long, 1, "    /**\n     * " + strings.TrimSpace(strings.Repeat("word ", 18)) + "\n     * " +
			strings.TrimSpace(strings.Repeat("word ", 18)) + "\n     * word word word word\n     */\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newJFile("p")
			f.depth = tc.depth
			f.javadoc(tc.text)
			if got := f.b.String(); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}
