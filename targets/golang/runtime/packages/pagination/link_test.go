package pagination

import "testing"

func TestNextLink(t *testing.T) {
	tests := []struct {
		name   string
		values []string
		want   string
	}{
		{"no header", nil, ""},
		{"next only", []string{`<https://api.example.test/items?page=2>; rel="next"`}, "https://api.example.test/items?page=2"},
		{"prev then next", []string{`<https://x.test/?page=1>; rel="prev", <https://x.test/?page=3>; rel="next"`}, "https://x.test/?page=3"},
		{"no next", []string{`<https://x.test/?page=1>; rel="prev", <https://x.test/?page=9>; rel="last"`}, ""},
		{"unquoted rel", []string{`<https://x.test/2>; rel=next`}, "https://x.test/2"},
		{"rel with several types, upper case", []string{`<https://x.test/2>; rel="prefetch NEXT"`}, "https://x.test/2"},
		{"other params around rel", []string{`<https://x.test/2>; title="a; b, c"; rel="next"; type="text/html"`}, "https://x.test/2"},
		{"comma inside the URI", []string{`<https://x.test/?ids=1,2>; rel="prev", <https://x.test/?ids=3,4>; rel="next"`}, "https://x.test/?ids=3,4"},
		{"escaped quote in a param", []string{`<https://x.test/1>; title="say \"rel=next\""; rel="prev", <https://x.test/2>; rel="next"`}, "https://x.test/2"},
		{"only the first rel counts", []string{`<https://x.test/1>; rel="prev"; rel="next"`}, ""},
		{"next in a second header value", []string{`<https://x.test/1>; rel="prev"`, `<https://x.test/2>; rel="next"`}, "https://x.test/2"},
		{"a bare URL", []string{` https://x.test/2 `}, "https://x.test/2"},
		{"relative target", []string{`</items?page=2>; rel="next"`}, "/items?page=2"},
		{"unterminated target", []string{`<https://x.test/2; rel="next"`}, ""},
		{"params without a value", []string{`<https://x.test/1>; crossorigin; rel="next"`}, "https://x.test/1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := nextLink(tt.values); got != tt.want {
				t.Errorf("nextLink(%q) = %q, want %q", tt.values, got, tt.want)
			}
		})
	}
}
