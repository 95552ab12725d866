package clikit

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// sample is the document the golden files of the output formats print.
const sample = `{"name":"Ada","tags":["a","b"],"n":1.5,"ok":true,"none":null,"nested":{"z":1,"a":[]}}`

// TestFormatsGolden compares each format's output with testdata/format.<name>.
func TestFormatsGolden(t *testing.T) {
	for _, format := range []string{FormatJSON, FormatJSONL, FormatPretty, FormatRaw, FormatYAML} {
		t.Run(format, func(t *testing.T) {
			var out bytes.Buffer
			if err := Write(&out, []byte(sample), format, false); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join("testdata", "format."+format))
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != string(want) {
				t.Errorf("--format %s:\n%s\nwant:\n%s", format, out.String(), want)
			}
		})
	}
}

// TestPrettyColours checks that pretty output on a terminal is coloured and otherwise the same.
func TestPrettyColours(t *testing.T) {
	var plain, coloured bytes.Buffer
	if err := Write(&plain, []byte(sample), FormatPretty, false); err != nil {
		t.Fatal(err)
	}
	if err := Write(&coloured, []byte(sample), FormatPretty, true); err != nil {
		t.Fatal(err)
	}
	stripped := ansi.ReplaceAll(coloured.Bytes(), nil)
	if !bytes.Contains(coloured.Bytes(), []byte(colorKey)) || !bytes.Equal(stripped, plain.Bytes()) {
		t.Errorf("coloured output:\n%q\nplain:\n%q", coloured.String(), plain.String())
	}
}

// TestAutoAndExploreFallBack checks that auto and explore print JSON and pretty JSON when the output is no terminal.
func TestAutoAndExploreFallBack(t *testing.T) {
	for format, want := range map[string]string{FormatAuto: FormatJSON, FormatExplore: FormatPretty, FormatYAML: FormatYAML} {
		if got := resolve(format, &bytes.Buffer{}); got != want {
			t.Errorf("%s resolves to %s, want %s", format, got, want)
		}
	}
}

// TestItemsOfAList checks that the items of a list print as YAML documents and JSON lines.
func TestItemsOfAList(t *testing.T) {
	for format, want := range map[string]string{
		FormatJSONL: "{\"a\":1}\n{\"a\":2}\n",
		FormatYAML:  "a: 1\n---\na: 2\n",
	} {
		var out bytes.Buffer
		p := NewPrinter(&out, nil, format, "")
		for _, doc := range []string{`{"a":1}`, `{"a":2}`} {
			if err := p.Item([]byte(doc)); err != nil {
				t.Fatal(err)
			}
		}
		if out.String() != want {
			t.Errorf("%s: %q, want %q", format, out.String(), want)
		}
	}
}

func TestCheckFormat(t *testing.T) {
	for _, f := range Formats {
		if err := CheckFormat("format", f); err != nil {
			t.Error(err)
		}
	}
	if err := CheckFormat("format", "xml"); ExitCode(err) != ExitUsage {
		t.Errorf("xml: %v", err)
	}
}
