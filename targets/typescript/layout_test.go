package typescript

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// TestKey: an object key is quoted only when prettier (quoteProps "as-needed") would keep the quotes.
func TestKey(t *testing.T) {
	cases := map[string]string{
		"retries":        "retries",
		"integration_id": "integration_id",
		"$ref":           "$ref",
		"größe":          "größe",
		"class":          "class",
		"X-Trace-Id":     "'X-Trace-Id'",
		"1":              "'1'",
		"2fa":            "'2fa'",
		"a b":            "'a b'",
		"":               "''",
	}
	for name, want := range cases {
		if got := key(name); got != want {
			t.Errorf("key(%q) = %s, want %s", name, got, want)
		}
	}
}

// TestLongPropertyValues: a property value that does not fit moves below its key as prettier moves it: a string
// after a key of five columns or more, never after a shorter key, never a number or boolean.
func TestLongPropertyValues(t *testing.T) {
	long := strings.Repeat("x", 120)
	cases := []struct {
		name string
		head string
		val  value
		want []string
	}{
		{"short key keeps a string", "url: ", long, []string{"url: '" + long + "',"}},
		{"four columns keep it", "'ab': ", long, []string{"'ab': '" + long + "',"}},
		{"five columns move it", "value: ", long, []string{"value:", "  '" + long + "',"}},
		{"a number stays", "amount: ", json.Number(strings.Repeat("9", 120)), []string{"amount: " + strings.Repeat("9", 120) + ","}},
		{"a negative number moves", "amount: ", json.Number("-" + strings.Repeat("9", 120)), []string{"amount:", "  -" + strings.Repeat("9", 120) + ","}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var w writer
			w.writeValue(c.head, c.val, ",")
			if got := strings.Split(strings.TrimSuffix(w.String(), "\n"), "\n"); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
		})
	}
}

// TestObjectField: a field written as code is laid out by the same rules, nested objects expanded recursively.
func TestObjectField(t *testing.T) {
	long := strings.Repeat("y", 100)
	cases := []struct {
		name  string
		field string
		want  []string
	}{
		{"fits", "state: 'disallow'", []string{"state: 'disallow',"}},
		{"long string below a long key", "message: '" + long + "'", []string{"message:", "  '" + long + "',"}},
		{"long string after a short key", "url: '" + long + "'", []string{"url: '" + long + "',"}},
		{
			"nested objects expand", "browser: { state: 'disallow', message: '" + long + "' }",
			[]string{"browser: {", "  state: 'disallow',", "  message:", "    '" + long + "',", "},"},
		},
		{
			"an element object expands", "{ handle: 'yield', 'a: b': '" + long + "' }",
			[]string{"{", "  handle: 'yield',", "  'a: b':", "    '" + long + "',", "},"},
		},
		{"code stays", "stream: " + long + " ?? false", []string{"stream: " + long + " ?? false,"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var w writer
			w.objectField(c.field)
			if got := strings.TrimSuffix(w.String(), "\n"); got != strings.Join(c.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", got, strings.Join(c.want, "\n"))
			}
		})
	}
}

// TestJSNumber: numbers are written as prettier prints them.
func TestJSNumber(t *testing.T) {
	cases := map[string]string{
		"1": "1", "1.0": "1.0", "1.00": "1.0", "1.50": "1.5", "1e+21": "1e21", "1E5": "1e5", ".5": "0.5", "5.": "5",
		"1e-07": "1e-7", "1.0e+00": "1.0", "-0.0": "-0.0", "10.00e5": "10.0e5", "-1.5e-10": "-1.5e-10", "0": "0",
	}
	for in, want := range cases {
		if got := jsNumber(in); got != want {
			t.Errorf("jsNumber(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestMultipartArrays: a mock test sending an array in a multipart body is skipped when Prism cannot take it: always
// when the SDK repeats the field or joins it with commas, and when the array is required for name[] and name[0].
func TestMultipartArrays(t *testing.T) {
	files := &ir.Param{Name: "files", WireName: "files", In: "body", Required: true}
	tags := &ir.Param{Name: "tags", WireName: "tags", In: "body"}
	upload := &ir.Method{Body: &ir.Body{Encoding: "multipart"}, Params: []*ir.Param{files, tags}}
	jsonBody := &ir.Method{Body: &ir.Body{Encoding: "json"}, Params: []*ir.Param{files}}
	required := example.Call{Method: upload, Params: []example.Arg{{Param: files, Value: []any{example.File{}}}}}
	optional := example.Call{Method: upload, Params: []example.Arg{{Param: files, Value: example.File{}}, {Param: tags, Value: []any{"a"}}}}
	cases := []struct {
		name, format string
		call         example.Call
		want         string
	}{
		{"required, brackets", "", required, "the mock server reads no multipart array (files[] is another field to it), and files is required"},
		{"required, indices", "indices", required, "the mock server reads no multipart array (files[] is another field to it), and files is required"},
		{"optional, brackets", "brackets", optional, ""},
		{"optional, repeat", "repeat", optional, "the mock server reads a repeated multipart field as one value, never as the array tags"},
		{"optional, comma", "comma", optional, "the mock server reads a repeated multipart field as one value, never as the array tags"},
		{"not multipart", "repeat", example.Call{Method: jsonBody, Params: required.Params}, ""},
	}
	for _, c := range cases {
		g := &gen{api: &ir.API{Multipart: ir.MultipartSettings{ArrayFormat: c.format}}}
		if got := g.multipartArrays(c.call); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestUploadValue: a string example of a file param (a URL or a path, as readme examples give them) becomes a value
// the param's Uploadable type takes, so README snippets and examples/ compile; other values stay as they are.
func TestUploadValue(t *testing.T) {
	binary := ir.TypeRef{Kind: ir.String, Format: "binary"}
	cases := []struct {
		name string
		t    ir.TypeRef
		v    value
		want value
	}{
		{"url", binary, "https://example.com/a.jpg", code("await fetch('https://example.com/a.jpg')")},
		{"path", binary, "/tmp/a.jpg", code("fs.createReadStream('/tmp/a.jpg')")},
		{"already code", binary, code("fs.createReadStream('x')"), code("fs.createReadStream('x')")},
		{"plain string param", ir.TypeRef{Kind: ir.String}, "https://example.com", "https://example.com"},
	}
	for _, c := range cases {
		if got := uploadValue(c.t, c.v); got != c.want {
			t.Errorf("%s: uploadValue = %#v, want %#v", c.name, got, c.want)
		}
	}
}
