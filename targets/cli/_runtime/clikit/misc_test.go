package clikit

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"
)

// ansi matches the colour codes of pretty output.
var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

func TestTransform(t *testing.T) {
	doc := []byte(`{"data":[{"id":"a","x.y":1},{"id":"b"}],"meta":{"n":2}}`)
	cases := map[string]string{
		"":             string(doc),
		"data.0.id":    `"a"`,
		"data.#.id":    `["a","b"]`,
		"data.#":       `2`,
		"meta":         `{"n":2}`,
		"data.0.x\\.y": `1`,
		"nope.deeper":  `null`,
		"data.9":       `null`,
	}
	for query, want := range cases {
		got, err := Transform(doc, query)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%q: %s, want %s", query, got, want)
		}
	}
	if _, err := Transform([]byte("not json"), "a"); err == nil {
		t.Error("a transform of text did not fail")
	}
}

func TestFileArguments(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "note.txt")
	bin := filepath.Join(dir, "blob.bin")
	if err := os.WriteFile(text, []byte("héllo"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, []byte{0, 1, 2, 0xff}, 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ arg, want string }{
		{"plain", "plain"},
		{"@@at", "@at"},
		{"@" + text, "héllo"},
		{"@" + bin, "AAEC/w=="},
		{"@file://" + bin, "\x00\x01\x02\xff"},
		{"@data://" + text, "aMOpbGxv"},
	}
	for _, c := range cases {
		got, err := StringValue(c.arg)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.arg, got, c.want)
		}
	}
	if _, err := StringValue("@" + filepath.Join(dir, "missing")); ExitCode(err) != ExitUsage {
		t.Errorf("a missing file: %v", err)
	}
}

func TestParseDocument(t *testing.T) {
	for _, in := range []string{`{"a": [1, "x"]}`, "a:\n  - 1\n  - x\n"} {
		v, err := ParseDocument([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		m, ok := v.(map[string]any)
		if !ok || len(m["a"].([]any)) != 2 {
			t.Errorf("%q: %#v", in, v)
		}
	}
	if _, err := ParseDocument([]byte("a: [")); err == nil {
		t.Error("bad YAML parsed")
	}
}

func TestFlatten(t *testing.T) {
	v := []any{"x", "y"}
	obj := map[string]any{"b": 1, "a": "z"}
	cases := []struct {
		value         any
		array, nested string
		want          []KV
	}{
		{v, "comma", "", []KV{{"k", "x,y"}}},
		{v, "repeat", "", []KV{{"k", "x"}, {"k", "y"}}},
		{v, "brackets", "", []KV{{"k[]", "x"}, {"k[]", "y"}}},
		{v, "indices", "", []KV{{"k[0]", "x"}, {"k[1]", "y"}}},
		{obj, "", "brackets", []KV{{"k[a]", "z"}, {"k[b]", "1"}}},
		{obj, "", "dots", []KV{{"k.a", "z"}, {"k.b", "1"}}},
		{true, "", "", []KV{{"k", "true"}}},
	}
	for _, c := range cases {
		if got := flatten("k", c.value, c.array, c.nested); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%v %s %s: %v, want %v", c.value, c.array, c.nested, got, c.want)
		}
	}
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		err  error
		want int
	}{
		{nil, ExitOK},
		{Usagef("bad"), ExitUsage},
		{fmt.Errorf("wrapped: %w", &APIError{Err: errors.New("404"), Status: 404}), ExitAPI},
		{&net.OpError{Op: "dial", Err: errors.New("refused")}, ExitNetwork},
		{context.DeadlineExceeded, ExitNetwork},
		{errors.New("disk full"), ExitOther},
	}
	for _, c := range cases {
		if got := ExitCode(c.err); got != c.want {
			t.Errorf("%v: %d, want %d", c.err, got, c.want)
		}
	}
}

func TestMultipartAndForm(t *testing.T) {
	body, ct, err := multipartBody(map[string]any{"name": "x"}, map[string]*File{"file": {Name: "a.txt", Data: []byte("hi")}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^multipart/form-data; boundary=`).MatchString(ct) || !regexp.MustCompile(`filename="a.txt"`).Match(body) {
		t.Errorf("%s\n%s", ct, body)
	}
	if got := string(formBody(map[string]any{"b": []any{"1", "2"}, "a": "x y"}, "repeat", "brackets")); got != "a=x+y&b=1&b=2" {
		t.Errorf("form: %s", got)
	}
}

// TestUnwrapped checks that an unwrapped method prints the property the SDK returns.
func TestUnwrapped(t *testing.T) {
	cases := []struct {
		doc  string
		path []string
		want string
	}{
		{`{"data":{"id":1},"meta":2}`, []string{"data"}, `{"id":1}`},
		{`{"a":{"b":[1,2]}}`, []string{"a", "b"}, `[1,2]`},
		{`{"a":{"b":1}}`, nil, `{"a":{"b":1}}`},
		{`{"a":1}`, []string{"data"}, `null`},
		{`{"a":1}`, []string{"a", "b"}, `null`},
		{`not json`, []string{"data"}, `not json`},
	}
	for _, c := range cases {
		if got := string(Unwrapped([]byte(c.doc), c.path)); got != c.want {
			t.Errorf("Unwrapped(%s, %v) = %s, want %s", c.doc, c.path, got, c.want)
		}
	}
}
