package apiform

import (
	"bytes"
	"io"
	"mime"
	"mime/multipart"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/param"
)

// Fixtures shaped like generated params (see the runtime README).

type paramObj = param.APIObject

type MetaParam struct {
	Label param.Opt[string] `json:"label,omitzero"`
	Sizes []int64           `json:"sizes,omitzero"`
	paramObj
}

//nolint:staticcheck // SA5008: required is an apijson option
type UploadParams struct {
	File        io.Reader            `json:"file,omitzero" format:"binary"`
	Attachments []io.Reader          `json:"attachments,omitzero"`
	Purpose     string               `json:"purpose,required"`
	Count       param.Opt[int64]     `json:"count,omitzero"`
	Public      param.Opt[bool]      `json:"public,omitzero"`
	Note        param.Opt[string]    `json:"note,omitzero"`
	Expires     param.Opt[time.Time] `json:"expires,omitzero" format:"date"`
	Tags        []string             `json:"tags,omitzero"`
	Meta        MetaParam            `json:"meta,omitzero"`
	Items       []MetaParam          `json:"items,omitzero"`
	Trace       param.Opt[string]    `header:"X-Trace,omitzero" json:"-"`
	paramObj
}

func (r UploadParams) MarshalMultipart() ([]byte, string, error) {
	return MarshalWithSettings(r, FormatIndicesDots)
}

type part struct {
	name, filename, contentType, body string
}

func parts(t *testing.T, body []byte, contentType string) []part {
	t.Helper()
	media, params, err := mime.ParseMediaType(contentType)
	if err != nil || media != "multipart/form-data" {
		t.Fatalf("content type %q: %v", contentType, err)
	}
	r := multipart.NewReader(bytes.NewReader(body), params["boundary"])
	var out []part
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(p)
		out = append(out, part{p.FormName(), p.FileName(), p.Header.Get("Content-Type"), string(data)})
	}
}

func TestMultipartGolden(t *testing.T) {
	p := UploadParams{
		File:    param.File(strings.NewReader("hello"), `a "b".txt`, "text/plain"),
		Purpose: "docs",
		Count:   param.NewOpt[int64](0),
		Note:    param.Null[string](),
		Trace:   param.NewOpt("t"),
	}
	body, contentType, err := marshalMultipart(p, FormatBrackets, "BOUNDARY")
	if err != nil {
		t.Fatal(err)
	}
	want := "--BOUNDARY\r\n" +
		"Content-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\".txt\"\r\n" +
		"Content-Type: text/plain\r\n\r\n" +
		"hello\r\n" +
		"--BOUNDARY\r\n" +
		"Content-Disposition: form-data; name=\"purpose\"\r\n\r\n" +
		"docs\r\n" +
		"--BOUNDARY\r\n" +
		"Content-Disposition: form-data; name=\"count\"\r\n\r\n" +
		"0\r\n" +
		"--BOUNDARY--\r\n"
	if string(body) != want {
		t.Errorf("body:\n%s\nwant:\n%s", body, want)
	}
	if contentType != "multipart/form-data; boundary=BOUNDARY" {
		t.Errorf("content type %q", contentType)
	}
}

func TestMultipartFormats(t *testing.T) {
	p := UploadParams{
		Purpose: "p",
		Tags:    []string{"a", "b"},
		Meta:    MetaParam{Label: param.NewOpt("m"), Sizes: []int64{1, 2}},
		Items:   []MetaParam{{Label: param.NewOpt("i0")}, {Sizes: []int64{3}}},
	}
	cases := []struct {
		format Format
		want   string
	}{
		{FormatBrackets, "purpose=p tags[]=a tags[]=b meta[label]=m meta[sizes][]=1 meta[sizes][]=2 items[][label]=i0 items[][sizes][]=3"},
		{FormatIndices, "purpose=p tags[0]=a tags[1]=b meta[label]=m meta[sizes][0]=1 meta[sizes][1]=2 items[0][label]=i0 items[1][sizes][0]=3"},
		{FormatIndicesDots, "purpose=p tags.0=a tags.1=b meta.label=m meta.sizes.0=1 meta.sizes.1=2 items.0.label=i0 items.1.sizes.0=3"},
		{FormatRepeat, "purpose=p tags=a tags=b meta[label]=m meta[sizes]=1 meta[sizes]=2 items[label]=i0 items[sizes]=3"},
		{FormatComma, "purpose=p tags=a,b meta[label]=m meta[sizes]=1,2 items[0][label]=i0 items[1][sizes]=3"},
	}
	for _, c := range cases {
		body, contentType, err := MarshalWithSettings(p, c.format)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, part := range parts(t, body, contentType) {
			got = append(got, part.name+"="+part.body)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("format %d:\n got %s\nwant %s", c.format, strings.Join(got, " "), c.want)
		}
		encoded, err := MarshalURLEncoded(p, c.format)
		if err != nil {
			t.Fatal(err)
		}
		if want := urlEncoded(c.want); string(encoded) != want {
			t.Errorf("format %d, url-encoded:\n got %s\nwant %s", c.format, encoded, want)
		}
	}
}

// urlEncoded turns "k=v k=v" into an escaped form body.
func urlEncoded(pairs string) string {
	r := strings.NewReplacer("[", "%5B", "]", "%5D", ",", "%2C", " ", "&")
	return r.Replace(pairs)
}

type named struct {
	io.Reader
	name string
}

func (n named) Name() string { return n.name }

type typed struct{ io.Reader }

func (typed) Filename() string    { return "typed.bin" }
func (typed) ContentType() string { return "image/png" }

func TestFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.csv")
	if err := os.WriteFile(path, []byte("a,b"), 0o600); err != nil {
		t.Fatal(err)
	}
	osFile, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = osFile.Close() }()
	p := UploadParams{
		File: osFile,
		Attachments: []io.Reader{
			bytes.NewReader([]byte("raw")),
			named{strings.NewReader("n"), "/tmp/dir/named.txt"},
			typed{strings.NewReader("png")},
			param.File(strings.NewReader("x"), "", ""),
			nil,
		},
		Purpose: "p",
	}
	body, contentType, err := MarshalWithSettings(p, FormatIndicesDots)
	if err != nil {
		t.Fatal(err)
	}
	want := []part{
		{"file", "report.csv", "application/octet-stream", "a,b"},
		{"attachments.0", "anonymous_file", "application/octet-stream", "raw"},
		{"attachments.1", "named.txt", "application/octet-stream", "n"},
		{"attachments.2", "typed.bin", "image/png", "png"},
		{"attachments.3", "anonymous_file", "application/octet-stream", "x"},
		{"purpose", "", "", "p"},
	}
	got := parts(t, body, contentType)
	if len(got) != len(want) {
		t.Fatalf("parts: %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("part %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestExtraFieldsAndV1(t *testing.T) {
	p := UploadParams{Purpose: "p"}
	p.SetExtraFields(map[string]any{"purpose": "override", "z": []any{1, 2.5}})
	body, contentType, err := MarshalWithSettings(p, FormatIndices)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, part := range parts(t, body, contentType) {
		got = append(got, part.name+"="+part.body)
	}
	if strings.Join(got, " ") != "purpose=override z[0]=1 z[1]=2.5" {
		t.Errorf("got %v", got)
	}
	v1 := struct {
		Name  param.Field[string]    `json:"name"`
		Null  param.Field[string]    `json:"null"`
		Unset param.Field[string]    `json:"unset"`
		Day   param.Field[time.Time] `json:"day" format:"date"`
	}{Name: param.F("n"), Null: param.NullField[string](), Day: param.F(time.Date(2021, 6, 7, 0, 0, 0, 0, time.UTC))}
	encoded, err := MarshalURLEncoded(v1, FormatIndicesDots)
	if err != nil || string(encoded) != "name=n&day=2021-06-07" {
		t.Errorf("v1: %s, %v", encoded, err)
	}
}

func TestErrors(t *testing.T) {
	if _, err := MarshalURLEncoded(UploadParams{File: strings.NewReader("x")}, FormatBrackets); err == nil {
		t.Error("a file in a url-encoded form: want an error")
	}
	if _, _, err := MarshalWithSettings(UploadParams{File: iotestErr{}}, FormatBrackets); err == nil {
		t.Error("a failing reader: want an error")
	}
	if _, _, err := MarshalWithSettings("x", FormatBrackets); err == nil {
		t.Error("a non-struct: want an error")
	}
}

type iotestErr struct{}

func (iotestErr) Read([]byte) (int, error) { return 0, os.ErrClosed }
