package requestconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"time"
)

// The interfaces a params struct may implement (generated methods).
type (
	urlQuerier interface {
		URLQuery() (url.Values, error)
	}
	multipartMarshaler interface {
		MarshalMultipart() ([]byte, string, error)
	}
	rawBodier interface {
		RawBody() (io.Reader, string)
	}
	// paramValuer is param.Opt and param.Field (README.md's seams): the value and whether it is sent at all.
	paramValuer interface {
		ParamValue() (value any, ok bool)
	}
	// generatedParams is param.APIObject, which every generated params type embeds.
	generatedParams interface {
		ExtraFields() map[string]any
	}
)

// encodeParams turns params into the query, the body and the headers of the request.
func (cfg *RequestConfig) encodeParams(params any) error {
	if isNil(params) {
		return nil
	}
	switch q := params.(type) {
	case urlQuerier:
		values, err := q.URLQuery()
		if err != nil {
			return fmt.Errorf("encoding the query: %w", err)
		}
		mergeQuery(cfg.Request.URL, values)
	case url.Values:
		mergeQuery(cfg.Request.URL, q)
		return nil
	}
	if err := cfg.encodeBody(params); err != nil {
		return err
	}
	return paramHeaders(params, cfg.Request.Header)
}

// encodeBody picks the body by the first interface params implements: multipart, raw, then JSON. A value with
// none of them (a map in a generic client.Post call) is marshalled as JSON too. GET and HEAD send no JSON body, nor
// does a params type with URLQuery or a generated one without MarshalJSON (only path, query and header params).
func (cfg *RequestConfig) encodeBody(params any) error {
	switch p := params.(type) {
	case multipartMarshaler:
		data, contentType, err := p.MarshalMultipart()
		if err != nil {
			return fmt.Errorf("encoding the multipart body: %w", err)
		}
		cfg.setBody(requestBody{data: data}, contentType)
	case rawBodier:
		r, contentType := p.RawBody()
		if r != nil {
			cfg.setBody(readerBody(r), contentType)
		}
	default:
		if m := cfg.Request.Method; m == http.MethodGet || m == http.MethodHead {
			return nil
		}
		if _, body := params.(json.Marshaler); !body {
			// The generator writes no MarshalJSON for a params type without a body.
			_, query := params.(urlQuerier)
			_, generated := params.(generatedParams)
			if query || generated {
				return nil
			}
		}
		data, err := marshalJSON(params)
		if err != nil {
			return fmt.Errorf("encoding the JSON body: %w", err)
		}
		cfg.setBody(requestBody{data: data, isJSON: true}, "application/json")
	}
	return nil
}

// marshalJSON calls a params type's own MarshalJSON directly, so that encoding/json does not re-escape what it
// wrote (apijson.EscapeHTML decides that).
func marshalJSON(v any) ([]byte, error) {
	if m, ok := v.(json.Marshaler); ok {
		return m.MarshalJSON()
	}
	return json.Marshal(v)
}

// setBody replaces the body and its Content-Type.
func (cfg *RequestConfig) setBody(b requestBody, contentType string) {
	cfg.body = b
	if contentType != "" {
		cfg.Request.Header.Set("Content-Type", contentType)
	}
}

// readerBody keeps in-memory readers as replayable data; any other reader is sent once and never retried.
func readerBody(r io.Reader) requestBody {
	switch r.(type) {
	case *bytes.Buffer, *bytes.Reader, *strings.Reader:
		data, err := io.ReadAll(r)
		if err == nil {
			return requestBody{data: data}
		}
	}
	return requestBody{reader: r}
}

// mergeQuery adds values to u's query, replacing keys it already has.
func mergeQuery(u *url.URL, values url.Values) {
	if len(values) == 0 {
		return
	}
	q := u.Query()
	for k, vs := range values {
		q[k] = vs
	}
	u.RawQuery = q.Encode()
}

func isNil(v any) bool {
	if v == nil {
		return true
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
		return rv.IsNil()
	}
	return false
}

// paramHeaders sets the headers of the struct fields tagged `header:"Name"` (omitzero skips zero values).
func paramHeaders(params any, h http.Header) error {
	v := reflect.ValueOf(params)
	for v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return nil
	}
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, ok := f.Tag.Lookup("header")
		name, opts, _ := strings.Cut(tag, ",")
		if !ok || !f.IsExported() || name == "" || name == "-" {
			continue
		}
		s, ok, err := headerValue(v.Field(i), strings.Contains(opts, "omitzero"))
		if err != nil {
			return fmt.Errorf("encoding header %s: %w", name, err)
		}
		if ok {
			h.Set(name, s)
		}
	}
	return nil
}

// headerValue formats a header param: plainly for strings, numbers, bools and string enums, RFC 3339 for times,
// comma-separated for lists. param.Opt and param.Field count only when present and not null.
func headerValue(v reflect.Value, omitZero bool) (string, bool, error) {
	if p, ok := asParamValuer(v); ok {
		value, present := p.ParamValue()
		if !present || value == nil {
			return "", false, nil
		}
		return headerValue(reflect.ValueOf(value), false)
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return "", false, nil
		}
		return headerValue(v.Elem(), false)
	}
	if omitZero && v.IsZero() {
		return "", false, nil
	}
	return scalarValue(v)
}

// asParamValuer finds ParamValue on the value or, for a pointer receiver, on a copy's address.
func asParamValuer(v reflect.Value) (paramValuer, bool) {
	if !v.IsValid() || !v.CanInterface() {
		return nil, false
	}
	if p, ok := v.Interface().(paramValuer); ok {
		return p, true
	}
	ptr := reflect.New(v.Type())
	ptr.Elem().Set(v)
	p, ok := ptr.Interface().(paramValuer)
	return p, ok
}

// scalarValue formats a value that is not optional.
func scalarValue(v reflect.Value) (string, bool, error) {
	if t, ok := v.Interface().(time.Time); ok {
		return t.Format(time.RFC3339), true, nil
	}
	switch v.Kind() {
	case reflect.String:
		return v.String(), true, nil
	case reflect.Bool:
		return strconv.FormatBool(v.Bool()), true, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10), true, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10), true, nil
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'f', -1, v.Type().Bits()), true, nil
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return string(v.Bytes()), true, nil // []byte, json.RawMessage
		}
		return listValue(v)
	}
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return "", false, err
	}
	return jsonScalar(data)
}

// listValue joins the elements of a list with commas (OpenAPI's simple style).
func listValue(v reflect.Value) (string, bool, error) {
	parts := make([]string, 0, v.Len())
	for i := 0; i < v.Len(); i++ {
		s, ok, err := headerValue(v.Index(i), false)
		if err != nil {
			return "", false, err
		}
		if ok {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ","), true, nil
}

// jsonScalar is a JSON value as header text: strings unquoted, null absent, anything else as JSON.
func jsonScalar(data []byte) (string, bool, error) {
	var s string
	if json.Unmarshal(data, &s) == nil {
		return s, true, nil
	}
	text := strings.TrimSpace(string(data))
	return text, text != "null" && text != "", nil
}
