package python

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// TestBodySkipReason: a request body the mock server cannot validate as Python writes it is skipped with why; one
// it reads, or whose unread fields are optional, is not.
func TestBodySkipReason(t *testing.T) {
	arg := func(wire string, required bool, v any) testArg {
		return testArg{name: wire, wire: wire, in: "body", required: required, value: v}
	}
	files := []any{example.File{}}
	cases := []struct {
		name, encoding, format string
		args                   []testArg
		want                   string
	}{
		{"form array", "form", "", []testArg{arg("ids", false, []any{"a"})}, "the mock server reads form array fields only as name[]=, and this request repeats ids="},
		{"form scalar", "form", "", []testArg{arg("id", true, "a")}, ""},
		{"required multipart array", "multipart", "", []testArg{arg("files", true, files)}, "the mock server does not read the multipart field files[], so to it the required files is missing"},
		{"required multipart array by index", "multipart", "indices", []testArg{arg("files", true, files)}, "the mock server does not read the multipart field files[0], so to it the required files is missing"},
		{"optional multipart array", "multipart", "brackets", []testArg{arg("tags", false, []any{"a"})}, ""},
		{"repeated multipart array", "multipart", "repeat", []testArg{arg("tags", false, []any{"a"})}, "the mock server reads a multipart field as one value, and this request sends the array tags as repeat"},
		{"required multipart object", "multipart", "", []testArg{arg("meta", true, example.Object{{Key: "k", Val: "v"}})}, "the mock server does not read the multipart field meta[key], so to it the required meta is missing"},
		{"multipart file", "multipart", "", []testArg{arg("file", true, example.File{})}, ""},
		{"json array", "json", "", []testArg{arg("ids", true, []any{"a"})}, ""},
		{"path param", "multipart", "", []testArg{{name: "ids", wire: "ids", in: "path", required: true, value: []any{"a"}}}, ""},
	}
	for _, c := range cases {
		g := &gen{api: &ir.API{Multipart: ir.MultipartSettings{ArrayFormat: c.format}}}
		m := &ir.Method{Body: &ir.Body{Encoding: c.encoding}}
		if got := g.bodySkipReason(m, c.args); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
