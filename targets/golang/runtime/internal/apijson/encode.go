// Package apijson encodes params and decodes responses the way the generated SDK needs: explicit omission instead
// of encoding/json's tags (params), and tolerant field-by-field decoding that never fails on an object (responses).
package apijson

import (
	"bytes"
	"encoding"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"time"
	"unicode/utf8"
)

// EscapeHTML makes every JSON this package writes escape <, > and & (as encoding/json does). The generated client
// sets it to false once, in init, when the SDK is configured with escape_html_in_json: false.
var EscapeHTML = true

// MarshalRoot encodes any value with this package's rules (omission, formats, EscapeHTML).
func MarshalRoot(v any) ([]byte, error) {
	return appendValue(nil, reflect.ValueOf(v), "")
}

// MarshalObject encodes a params struct: shadow points to a copy of obj whose type has no MarshalJSON (so nested
// encoding does not recurse), obj carries the extra fields set with SetExtraFields.
func MarshalObject(obj, shadow any) ([]byte, error) {
	v := reflect.ValueOf(shadow)
	for v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return nil, fmt.Errorf("apijson: MarshalObject needs a struct, got %v", v.Kind())
	}
	var extras map[string]any
	if e, ok := obj.(extraFielder); ok {
		extras = e.ExtraFields()
	}
	return appendObject(nil, v, structInfoOf(v.Type(), "json"), extras)
}

// MarshalUnion encodes the first variant that is not omitted, or null when every variant is omitted. When u is the
// union struct itself, the variants' format tags (dates) apply.
func MarshalUnion(u any, variants ...any) ([]byte, error) {
	var info *structInfo
	if t := reflect.TypeOf(u); t != nil && t.Kind() == reflect.Struct {
		info = structInfoOf(t, "json")
	}
	for i, variant := range variants {
		if IsOmitted(variant) {
			continue
		}
		format := ""
		if info != nil && len(info.fields) == len(variants) {
			format = info.fields[i].format
		}
		return appendValue(nil, reflect.ValueOf(variant), format)
	}
	return []byte("null"), nil
}

// appendValue is the encoder: pointers and interfaces are followed, then wrappers and special types are handled,
// then values by kind.
func appendValue(b []byte, v reflect.Value, format string) ([]byte, error) {
	for v.IsValid() && (v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer) {
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		if v.Type().Implements(readerType) {
			return nil, errReader
		}
		v = v.Elem()
	}
	if !v.IsValid() {
		return append(b, "null"...), nil
	}
	t := v.Type()
	switch {
	case t.Implements(optionalType):
		value, present := v.Interface().(optional).ParamValue()
		if !present {
			return append(b, "null"...), nil
		}
		return appendValue(b, reflect.ValueOf(value), format)
	case t == timeType:
		return appendString(b, formatTime(v.Interface().(time.Time), format)), nil
	case t.Implements(marshalerType):
		return appendMarshaler(b, v.Interface().(json.Marshaler))
	case reflect.PointerTo(t).Implements(marshalerType):
		return appendMarshaler(b, addressable(v).Addr().Interface().(json.Marshaler))
	case t.Implements(textMarshalerType):
		return appendText(b, v.Interface().(encoding.TextMarshaler))
	case reflect.PointerTo(t).Implements(textMarshalerType):
		return appendText(b, addressable(v).Addr().Interface().(encoding.TextMarshaler))
	case t.Implements(readerType) || reflect.PointerTo(t).Implements(readerType):
		return nil, errReader
	}
	return appendKind(b, v, format)
}

var errReader = errors.New("apijson: an io.Reader can only be sent in a multipart body")

// addressable returns v itself when it can be addressed, else an addressable copy (for pointer-receiver methods).
func addressable(v reflect.Value) reflect.Value {
	if v.CanAddr() {
		return v
	}
	p := reflect.New(v.Type()).Elem()
	p.Set(v)
	return p
}

func appendText(b []byte, m encoding.TextMarshaler) ([]byte, error) {
	text, err := m.MarshalText()
	if err != nil {
		return nil, err
	}
	return appendString(b, string(text)), nil
}

func appendKind(b []byte, v reflect.Value, format string) ([]byte, error) {
	switch v.Kind() {
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case reflect.Float32, reflect.Float64:
		return appendFloat(b, v.Float(), v.Type().Bits())
	case reflect.String:
		return appendString(b, v.String()), nil
	case reflect.Struct:
		info := structInfoOf(v.Type(), "json")
		if info.union {
			variant, vformat, ok := presentVariant(v, info)
			if !ok {
				return append(b, "null"...), nil
			}
			return appendValue(b, variant, vformat)
		}
		var extras map[string]any
		if info.extras {
			extras = v.Interface().(extraFielder).ExtraFields()
		}
		return appendObject(b, v, info, extras)
	case reflect.Map:
		return appendMap(b, v, format)
	case reflect.Slice:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return appendString(b, base64.StdEncoding.EncodeToString(v.Bytes())), nil
		}
		return appendArray(b, v, format)
	case reflect.Array:
		return appendArray(b, v, format)
	}
	return nil, fmt.Errorf("apijson: cannot encode a value of type %v", v.Type())
}

// appendObject writes the struct's fields in declaration order, then the extra fields sorted by key; an extra
// field replaces a struct field of the same name.
func appendObject(b []byte, v reflect.Value, info *structInfo, extras map[string]any) ([]byte, error) {
	b = append(b, '{')
	first := true
	var err error
	for i := range info.fields {
		f := &info.fields[i]
		fv := v.Field(f.index)
		if _, replaced := extras[f.name]; replaced || f.omit(fv) {
			continue
		}
		b = appendKey(b, f.name, first)
		first = false
		if f.required && fv.Kind() == reflect.Slice && fv.IsNil() {
			b = append(b, "[]"...)
			continue
		}
		if b, err = appendValue(b, fv, f.format); err != nil {
			return nil, fmt.Errorf("%s: %w", f.name, err)
		}
	}
	for _, key := range sortedKeys(extras) {
		b = appendKey(b, key, first)
		first = false
		if b, err = appendValue(b, reflect.ValueOf(extras[key]), ""); err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
	}
	return append(b, '}'), nil
}

func appendKey(b []byte, key string, first bool) []byte {
	if !first {
		b = append(b, ',')
	}
	return append(appendString(b, key), ':')
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func appendMap(b []byte, v reflect.Value, format string) ([]byte, error) {
	if v.IsNil() {
		return append(b, "null"...), nil
	}
	keys, err := MapKeys(v)
	if err != nil {
		return nil, err
	}
	b = append(b, '{')
	for i, k := range keys {
		b = appendKey(b, k.Name, i == 0)
		if b, err = appendValue(b, k.Value, format); err != nil {
			return nil, fmt.Errorf("%s: %w", k.Name, err)
		}
	}
	return append(b, '}'), nil
}

// MapEntry is one map entry with its key as text.
type MapEntry struct {
	Name  string
	Value reflect.Value
}

// MapKeys returns a map's entries sorted by key text (string, integer or TextMarshaler keys), for deterministic
// output here and in apiquery and apiform.
func MapKeys(v reflect.Value) ([]MapEntry, error) {
	entries := make([]MapEntry, 0, v.Len())
	iter := v.MapRange()
	for iter.Next() {
		name, err := keyText(iter.Key())
		if err != nil {
			return nil, err
		}
		entries = append(entries, MapEntry{name, iter.Value()})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name < entries[j].Name })
	return entries, nil
}

func keyText(k reflect.Value) (string, error) {
	switch {
	case k.Kind() == reflect.String:
		return k.String(), nil
	case k.Type().Implements(textMarshalerType):
		text, err := k.Interface().(encoding.TextMarshaler).MarshalText()
		return string(text), err
	case k.CanInt():
		return strconv.FormatInt(k.Int(), 10), nil
	case k.CanUint():
		return strconv.FormatUint(k.Uint(), 10), nil
	}
	return "", fmt.Errorf("apijson: unsupported map key type %v", k.Type())
}

func appendArray(b []byte, v reflect.Value, format string) ([]byte, error) {
	b = append(b, '[')
	var err error
	for i := 0; i < v.Len(); i++ {
		if i > 0 {
			b = append(b, ',')
		}
		if b, err = appendValue(b, v.Index(i), format); err != nil {
			return nil, fmt.Errorf("[%d]: %w", i, err)
		}
	}
	return append(b, ']'), nil
}

// formatTime writes a date (format "date") or an RFC 3339 date-time with the sub-second digits it has.
func formatTime(t time.Time, format string) string {
	if format == "date" {
		return t.Format("2006-01-02")
	}
	return t.Format(time.RFC3339Nano)
}

// appendFloat formats like encoding/json: no exponent between 1e-6 and 1e21.
func appendFloat(b []byte, f float64, bits int) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, fmt.Errorf("apijson: unsupported number %v", f)
	}
	abs := math.Abs(f)
	fmtByte := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmtByte = 'e'
	}
	b = strconv.AppendFloat(b, f, fmtByte, -1, bits)
	if n := len(b); fmtByte == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 -> e-7
		b = b[:n-1]
	}
	return b, nil
}

// appendMarshaler writes a MarshalJSON result compacted, with HTML escaped or unescaped per EscapeHTML (a
// nested encoding/json call escapes by default, which EscapeHTML = false must undo).
func appendMarshaler(b []byte, m json.Marshaler) ([]byte, error) {
	raw, err := m.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		return nil, fmt.Errorf("apijson: MarshalJSON of %T: %w", m, err)
	}
	if !EscapeHTML {
		return appendUnescapedHTML(b, compact.Bytes()), nil
	}
	var escaped bytes.Buffer
	json.HTMLEscape(&escaped, compact.Bytes())
	return append(b, escaped.Bytes()...), nil
}

// appendUnescapedHTML turns \u003c, \u003e and \u0026 back into <, > and & (a backslash only occurs inside
// strings, so each escape is read whole and other escapes are copied as they are).
func appendUnescapedHTML(b, src []byte) []byte {
	for i := 0; i < len(src); {
		if src[i] != '\\' || i+1 >= len(src) {
			b = append(b, src[i])
			i++
			continue
		}
		if c, ok := htmlEscape(src[i+1:]); ok {
			b = append(b, c)
			i += 6
			continue
		}
		b = append(b, src[i], src[i+1])
		i += 2
	}
	return b
}

func htmlEscape(s []byte) (byte, bool) {
	if len(s) < 5 || s[0] != 'u' || s[1] != '0' || s[2] != '0' {
		return 0, false
	}
	switch string(bytes.ToLower(s[3:5])) {
	case "3c":
		return '<', true
	case "3e":
		return '>', true
	case "26":
		return '&', true
	}
	return 0, false
}

const hexDigits = "0123456789abcdef"

// appendString quotes s as encoding/json does, escaping HTML only when EscapeHTML is set.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && (!EscapeHTML || (c != '<' && c != '>' && c != '&')) {
				i++
				continue
			}
			b = appendEscapedByte(append(b, s[start:i]...), c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(append(b, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(b, s[start:]...), '"')
}

func appendEscapedByte(b []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(b, '\\', c)
	case '\n':
		return append(b, '\\', 'n')
	case '\r':
		return append(b, '\\', 'r')
	case '\t':
		return append(b, '\\', 't')
	}
	return append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
}
