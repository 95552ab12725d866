// Package apiform encodes params structs as multipart/form-data (file uploads) and as
// application/x-www-form-urlencoded bodies.
package apiform

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/textproto"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
)

// Format is how nested objects and arrays are keyed (multipart_settings.array_format, Go v1's default being
// FormatIndicesDots).
type Format int

const (
	FormatBrackets    Format = iota // a[b], a[]
	FormatIndices                   // a[b], a[0]
	FormatIndicesDots               // a.b, a.0
	FormatRepeat                    // a[b], a (repeated)
	FormatComma                     // a[b], a=x,y (arrays of objects: a[0][b])
)

// MarshalWithSettings encodes the struct v as multipart/form-data: fields by json tag name, io.Reader values as
// file parts, scalars as text, omitted and null values left out.
func MarshalWithSettings(v any, f Format) (body []byte, contentType string, err error) {
	return marshalMultipart(v, f, "")
}

// marshalMultipart takes the boundary as an argument so tests can fix it; "" is a random one.
func marshalMultipart(v any, f Format, boundary string) ([]byte, string, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if boundary != "" {
		if err := w.SetBoundary(boundary); err != nil {
			return nil, "", err
		}
	}
	fl := flattener(f)
	fl.Text = w.WriteField
	fl.File = func(key string, r io.Reader) error { return writeFile(w, key, r) }
	if err := fl.Fields(v, "json"); err != nil {
		return nil, "", err
	}
	if err := w.Close(); err != nil {
		return nil, "", err
	}
	return buf.Bytes(), w.FormDataContentType(), nil
}

// MarshalURLEncoded encodes the struct v as application/x-www-form-urlencoded, keyed as MarshalWithSettings keys
// multipart fields, in field order. A file cannot be sent this way.
func MarshalURLEncoded(v any, f Format) ([]byte, error) {
	var pairs []string
	fl := flattener(f)
	fl.Text = func(key, value string) error {
		pairs = append(pairs, url.QueryEscape(key)+"="+url.QueryEscape(value))
		return nil
	}
	if err := fl.Fields(v, "json"); err != nil {
		return nil, err
	}
	return []byte(strings.Join(pairs, "&")), nil
}

func flattener(f Format) apijson.Flattener {
	fl := apijson.Flattener{
		Member: func(prefix, name string) string { return prefix + "[" + name + "]" },
		Item:   func(prefix string, i int) string { return prefix + "[" + strconv.Itoa(i) + "]" },
	}
	switch f {
	case FormatBrackets:
		fl.Item = func(prefix string, _ int) string { return prefix + "[]" }
	case FormatIndicesDots:
		fl.Member = func(prefix, name string) string { return prefix + "." + name }
		fl.Item = func(prefix string, i int) string { return prefix + "." + strconv.Itoa(i) }
	case FormatRepeat:
		fl.Item = nil
	case FormatComma:
		fl.Comma = true
	}
	return fl
}

// writeFile writes a file part named by the reader's Filename() or Name() (its base name), with its
// ContentType() when it has one.
func writeFile(w *multipart.Writer, key string, r io.Reader) error {
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="%s"; filename="%s"`, escapeQuotes(key), escapeQuotes(filename(r))))
	h.Set("Content-Type", contentType(r))
	part, err := w.CreatePart(h)
	if err != nil {
		return err
	}
	if _, err := io.Copy(part, r); err != nil {
		return fmt.Errorf("apiform: reading %s: %w", key, err)
	}
	return nil
}

func filename(r io.Reader) string {
	if f, ok := r.(interface{ Filename() string }); ok && f.Filename() != "" {
		return f.Filename()
	}
	if f, ok := r.(interface{ Name() string }); ok && f.Name() != "" {
		return filepath.Base(f.Name())
	}
	return "anonymous_file"
}

func contentType(r io.Reader) string {
	if c, ok := r.(interface{ ContentType() string }); ok && c.ContentType() != "" {
		return c.ContentType()
	}
	return "application/octet-stream"
}

var quoteEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)

func escapeQuotes(s string) string { return quoteEscaper.Replace(s) }
