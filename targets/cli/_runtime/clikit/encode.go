package clikit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/textproto"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// KV is one query parameter or header.
type KV struct{ Key, Value string }

// flatten writes a query value the way the API's query settings say: arrays as comma (a=1,2), repeat (a=1&a=2),
// brackets (a[]=1&a[]=2) or indices (a[0]=1&a[1]=2); objects as brackets (a[b]=1) or dots (a.b=1).
func flatten(key string, v any, arrayFormat, nestedFormat string) []KV {
	switch t := v.(type) {
	case nil:
		return nil
	case []any:
		if arrayFormat == "comma" {
			parts := make([]string, 0, len(t))
			for _, el := range t {
				parts = append(parts, scalarText(el))
			}
			return []KV{{key, strings.Join(parts, ",")}}
		}
		var out []KV
		for i, el := range t {
			out = append(out, flatten(elementKey(key, i, arrayFormat), el, arrayFormat, nestedFormat)...)
		}
		return out
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var out []KV
		for _, k := range keys {
			sub := key + "[" + k + "]"
			if nestedFormat == "dots" {
				sub = key + "." + k
			}
			out = append(out, flatten(sub, t[k], arrayFormat, nestedFormat)...)
		}
		return out
	}
	return []KV{{key, scalarText(v)}}
}

// elementKey is the key of an array's element i: key[] (brackets), key[i] (indices), else key (repeat).
func elementKey(key string, i int, arrayFormat string) string {
	switch arrayFormat {
	case "brackets":
		return key + "[]"
	case "indices":
		return key + "[" + strconv.Itoa(i) + "]"
	}
	return key
}

// scalarText is a scalar as text in a URL or header; anything else as JSON.
func scalarText(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case json.Number:
		return t.String()
	case int64:
		return strconv.FormatInt(t, 10)
	case float64:
		return strconv.FormatFloat(t, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(t)
	case nil:
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// formBody encodes body properties as application/x-www-form-urlencoded.
func formBody(props map[string]any, arrayFormat, nestedFormat string) []byte {
	values := url.Values{}
	for _, k := range sortedKeys(props) {
		for _, kv := range flatten(k, props[k], arrayFormat, nestedFormat) {
			values.Add(kv.Key, kv.Value)
		}
	}
	return []byte(values.Encode())
}

// multipartBody encodes body properties and files as multipart/form-data and returns the body and its content
// type (with the boundary).
func multipartBody(props map[string]any, files map[string]*File, arrayFormat string) ([]byte, string, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, k := range sortedKeys(props) {
		if err := writeField(w, k, props[k], arrayFormat); err != nil {
			return nil, "", err
		}
	}
	names := make([]string, 0, len(files))
	for k := range files {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		f := files[k]
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, k, f.Name))
		h.Set("Content-Type", "application/octet-stream")
		part, err := w.CreatePart(h)
		if err != nil {
			return nil, "", err
		}
		if _, err := part.Write(f.Data); err != nil {
			return nil, "", err
		}
	}
	if err := w.Close(); err != nil {
		return nil, "", err
	}
	return buf.Bytes(), w.FormDataContentType(), nil
}

func writeField(w *multipart.Writer, key string, v any, arrayFormat string) error {
	switch t := v.(type) {
	case []any:
		for i, el := range t {
			if err := writeField(w, elementKey(key, i, arrayFormat), el, arrayFormat); err != nil {
				return err
			}
		}
		return nil
	case map[string]any:
		b, err := json.Marshal(t)
		if err != nil {
			return err
		}
		return w.WriteField(key, string(b))
	}
	return w.WriteField(key, scalarText(v))
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
