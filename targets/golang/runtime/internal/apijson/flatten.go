package apijson

import (
	"encoding"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"
)

// Flattener turns params into key/value pairs for query strings and forms (apiquery, apiform). The formats differ
// only in how keys nest and how arrays are written; which values are sent follows the JSON rules (omitted and null
// values are left out, unions send their present variant, extra fields are merged).
type Flattener struct {
	Member func(prefix, name string) string  // key of an object member: a[b], a.b
	Item   func(prefix string, i int) string // key of an array item: a[0], a[], a.0; nil repeats the array's key
	Comma  bool                              // arrays of scalars become one comma-joined value
	Text   func(key, value string) error
	File   func(key string, r io.Reader) error // nil: a reader is an error
}

// Fields flattens the fields of the struct v that carry tag (query for query strings, json for forms), named by
// that tag; values nested inside are named by their json tags. Extra fields are sent with the json tag only (in a
// query, they belong to the body).
func (f *Flattener) Fields(v any, tag string) error {
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return fmt.Errorf("apijson: cannot flatten %T, want a params struct", v)
	}
	info := structInfoOf(rv.Type(), tag)
	var extras map[string]any
	if tag == "json" && info.extras {
		extras = rv.Interface().(extraFielder).ExtraFields()
	}
	return f.members(rv, info, extras, func(name string) string { return name })
}

func (f *Flattener) members(v reflect.Value, info *structInfo, extras map[string]any, key func(string) string) error {
	for i := range info.fields {
		field := &info.fields[i]
		fv := v.Field(field.index)
		if _, replaced := extras[field.name]; replaced || field.omit(fv) {
			continue
		}
		if err := f.value(key(field.name), fv, field.format); err != nil {
			return err
		}
	}
	for _, name := range sortedKeys(extras) {
		if err := f.value(key(name), reflect.ValueOf(extras[name]), ""); err != nil {
			return err
		}
	}
	return nil
}

func (f *Flattener) value(key string, v reflect.Value, format string) error {
	v, format, ok := sendable(v, format)
	if !ok {
		return nil
	}
	if r, ok := asReader(v); ok {
		if f.File == nil {
			return fmt.Errorf("apijson: %s: a file can only be sent in a multipart body", key)
		}
		return f.File(key, r)
	}
	if text, ok := scalarText(v, format); ok {
		return f.Text(key, text)
	}
	switch v.Kind() {
	case reflect.Struct:
		info := structInfoOf(v.Type(), "json")
		var extras map[string]any
		if info.extras {
			extras = v.Interface().(extraFielder).ExtraFields()
		}
		return f.members(v, info, extras, func(name string) string { return f.Member(key, name) })
	case reflect.Map:
		entries, err := MapKeys(v)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if err := f.value(f.Member(key, e.Name), e.Value, format); err != nil {
				return err
			}
		}
		return nil
	case reflect.Slice, reflect.Array:
		return f.array(key, v, format)
	}
	return fmt.Errorf("apijson: %s: cannot flatten a value of type %v", key, v.Type())
}

func (f *Flattener) array(key string, v reflect.Value, format string) error {
	if f.Comma {
		if texts, ok := scalarTexts(v, format); ok {
			if len(texts) == 0 {
				return nil
			}
			return f.Text(key, strings.Join(texts, ","))
		}
	}
	for i := 0; i < v.Len(); i++ {
		itemKey := key
		if f.Item != nil {
			itemKey = f.Item(key, i)
		}
		if err := f.value(itemKey, v.Index(i), format); err != nil {
			return err
		}
	}
	return nil
}

// scalarTexts returns the texts of an array's sent items, or false when one of them is not a scalar.
func scalarTexts(v reflect.Value, format string) ([]string, bool) {
	texts := make([]string, 0, v.Len())
	for i := 0; i < v.Len(); i++ {
		item, itemFormat, ok := sendable(v.Index(i), format)
		if !ok {
			continue
		}
		text, ok := scalarText(item, itemFormat)
		if !ok {
			return nil, false
		}
		texts = append(texts, text)
	}
	return texts, true
}

// sendable follows pointers, interfaces, param.Opt/param.Field and unions to the value that is sent; false when
// nothing is (nil, omitted, null, a union without a variant). Readers are returned as they are.
func sendable(v reflect.Value, format string) (reflect.Value, string, bool) {
	for v.IsValid() {
		if _, ok := asReader(v); ok {
			return v, format, true
		}
		switch {
		case (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && v.IsNil():
			return v, format, false
		case v.Type().Implements(optionalType):
			value, present := v.Interface().(optional).ParamValue()
			if !present {
				return v, format, false
			}
			v = reflect.ValueOf(value)
		case v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface:
			v = v.Elem()
		case v.Kind() == reflect.Struct && structInfoOf(v.Type(), "json").union:
			var ok bool
			if v, format, ok = presentVariant(v, structInfoOf(v.Type(), "json")); !ok {
				return v, format, false
			}
		default:
			return v, format, true
		}
	}
	return v, format, false
}

func asReader(v reflect.Value) (io.Reader, bool) {
	if !v.IsValid() || !v.Type().Implements(readerType) || !v.CanInterface() || isNilPointer(v) {
		return nil, false
	}
	r, ok := v.Interface().(io.Reader)
	return r, ok
}

// scalarText formats a scalar for a query or form: booleans true/false, numbers without exponent where possible,
// times RFC 3339 (format "date": 2006-01-02).
func scalarText(v reflect.Value, format string) (string, bool) {
	if v.Type() == timeType {
		return formatTime(v.Interface().(time.Time), format), true
	}
	if v.Type().Implements(textMarshalerType) && v.CanInterface() {
		text, err := v.Interface().(encoding.TextMarshaler).MarshalText()
		return string(text), err == nil
	}
	switch v.Kind() {
	case reflect.String:
		return v.String(), true
	case reflect.Bool:
		return strconv.FormatBool(v.Bool()), true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(v.Uint(), 10), true
	case reflect.Float32, reflect.Float64:
		return formatFloat(v.Float(), v.Type().Bits()), true
	}
	return "", false
}

// formatFloat writes plain digits between 1e-6 and 1e21 (as JavaScript does), an exponent only outside.
func formatFloat(f float64, bits int) string {
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		return strconv.FormatFloat(f, 'g', -1, bits)
	}
	return strconv.FormatFloat(f, 'f', -1, bits)
}
