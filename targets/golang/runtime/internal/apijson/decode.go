package apijson

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/respjson"
)

// UnmarshalRoot decodes a response struct (or union struct) tolerantly: each tagged field is decoded on its own,
// and its respjson.Field in the JSON metadata struct records whether it was absent, null, valid, or present but of
// the wrong type (the Go field then stays zero). Unknown keys go to JSON.ExtraFields and JSON.raw keeps the whole
// input. Data that is not an object leaves the struct zero with raw kept and is not an error: callers read what
// arrived through Valid() and RawJSON() instead of failing on a server that changed. Only malformed JSON fails.
func UnmarshalRoot(data []byte, ptr any) error {
	rv := reflect.ValueOf(ptr)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("apijson: UnmarshalRoot needs a non-nil pointer")
	}
	if rv.Elem().Kind() != reflect.Struct {
		return json.Unmarshal(data, ptr)
	}
	if !json.Valid(data) {
		return json.Unmarshal(data, new(any)) // the syntax error
	}
	decodeStruct(strings.Trim(string(data), " \t\r\n"), rv.Elem())
	return nil
}

// Port decodes the raw JSON of a union into one of its variants, ignoring errors (the union was decoded
// tolerantly already, and a variant that does not fit stays zero).
func Port(raw string, dst any) {
	_ = json.Unmarshal([]byte(raw), dst)
}

// decodeInfo is the cached decoding plan of a response struct type.
type decodeInfo struct {
	fields map[string]*decodeField
	meta   int // index of the JSON metadata struct, or -1
	raw    int // index of JSON.raw, or -1
	extras int // index of JSON.ExtraFields, or -1
	// object: the metadata has ExtraFields, so the type is an object and not a union: a non-object value where
	// this type is expected is a type error.
	object bool
}

type decodeField struct {
	index  int
	meta   int // index of the field's respjson.Field in the metadata struct, or -1
	decode decodeFunc
}

// decodeFunc decodes a non-null raw value into v, reporting whether it fit.
type decodeFunc func(raw string, v reflect.Value) bool

var (
	decodeInfos    sync.Map // reflect.Type -> *decodeInfo
	respFieldType  = reflect.TypeOf(respjson.Field{})
	extraFieldType = reflect.TypeOf(map[string]respjson.Field(nil))
)

func decodeInfoOf(t reflect.Type) *decodeInfo {
	if info, ok := decodeInfos.Load(t); ok {
		return info.(*decodeInfo)
	}
	info, _ := decodeInfos.LoadOrStore(t, buildDecodeInfo(t))
	return info.(*decodeInfo)
}

func buildDecodeInfo(t reflect.Type) *decodeInfo {
	info := &decodeInfo{fields: map[string]*decodeField{}, meta: -1, raw: -1, extras: -1}
	var meta reflect.Type
	if sf, ok := t.FieldByName("JSON"); ok && len(sf.Index) == 1 && sf.Type.Kind() == reflect.Struct && sf.Tag.Get("json") == "-" {
		info.meta, meta = sf.Index[0], sf.Type
		info.raw = metaIndex(meta, "raw", reflect.TypeOf(""))
		info.extras = metaIndex(meta, "ExtraFields", extraFieldType)
		info.object = info.extras >= 0
	}
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		f, ok := parseField(sf, "json")
		if !ok || i == info.meta {
			continue
		}
		df := &decodeField{index: i, meta: -1, decode: decoderFor(sf.Type, f.format)}
		if meta != nil {
			df.meta = metaIndex(meta, sf.Name, respFieldType)
		}
		info.fields[f.name] = df
	}
	return info
}

func metaIndex(meta reflect.Type, name string, want reflect.Type) int {
	if sf, ok := meta.FieldByName(name); ok && len(sf.Index) == 1 && sf.Type == want {
		return sf.Index[0]
	}
	return -1
}

// decodeStruct fills the struct v from the trimmed JSON s.
func decodeStruct(s string, v reflect.Value) {
	info := decodeInfoOf(v.Type())
	v.SetZero()
	var meta reflect.Value
	if info.meta >= 0 {
		meta = v.Field(info.meta)
		if info.raw >= 0 {
			*(*string)(fieldPointer(meta.Field(info.raw))) = s
		}
	}
	if s == "" || s[0] != '{' {
		return
	}
	var extras map[string]respjson.Field
	eachMember(s, func(key, raw string) {
		f := info.fields[key]
		if f == nil {
			if info.extras >= 0 {
				if extras == nil {
					extras = map[string]respjson.Field{}
				}
				extras[key] = respjson.NewField(raw)
			}
			return
		}
		status := decodeMember(f, raw, v.Field(f.index))
		if f.meta >= 0 {
			*(*respjson.Field)(fieldPointer(meta.Field(f.meta))) = status
		}
	})
	if extras != nil {
		*(*map[string]respjson.Field)(fieldPointer(meta.Field(info.extras))) = extras
	}
}

func decodeMember(f *decodeField, raw string, fv reflect.Value) respjson.Field {
	if raw == respjson.Null {
		fv.SetZero()
		return respjson.NewField(raw)
	}
	if f.decode(raw, fv) {
		return respjson.NewField(raw)
	}
	fv.SetZero()
	return respjson.NewInvalidField(raw)
}

// fieldPointer addresses a field of an addressable struct, exported or not (JSON.raw is unexported); the caller
// checked the field's type when the plan was built.
func fieldPointer(v reflect.Value) unsafe.Pointer {
	return unsafe.Pointer(v.UnsafeAddr())
}

// decoderFor picks a decoder by type once, so decoding a field is a plain call; scalars avoid encoding/json.
func decoderFor(t reflect.Type, format string) decodeFunc {
	switch {
	case t == timeType:
		return timeDecoder(format)
	case reflect.PointerTo(t).Implements(unmarshalerType):
		return unmarshalerDecoder(t)
	}
	switch t.Kind() {
	case reflect.String:
		return decodeString
	case reflect.Bool:
		return decodeBool
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return decodeInt
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return decodeUint
	case reflect.Float32, reflect.Float64:
		return decodeFloat
	case reflect.Pointer:
		return pointerDecoder(t, format)
	case reflect.Struct:
		if sf, ok := t.FieldByName("JSON"); ok && sf.Tag.Get("json") == "-" {
			return func(raw string, v reflect.Value) bool {
				if decodeInfoOf(t).object && raw[0] != '{' {
					return false
				}
				decodeStruct(raw, v)
				return true
			}
		}
	}
	return decodeAny
}

// unmarshalerDecoder calls a type's own UnmarshalJSON (nested generated types); a generated object type given a
// non-object is a type error even though its UnmarshalJSON would accept it.
func unmarshalerDecoder(t reflect.Type) decodeFunc {
	return func(raw string, v reflect.Value) bool {
		if t.Kind() == reflect.Struct && raw[0] != '{' && decodeInfoOf(t).object {
			return false
		}
		return v.Addr().Interface().(json.Unmarshaler).UnmarshalJSON([]byte(raw)) == nil
	}
}

func pointerDecoder(t reflect.Type, format string) decodeFunc {
	elem := decoderFor(t.Elem(), format)
	return func(raw string, v reflect.Value) bool {
		p := reflect.New(t.Elem())
		if !elem(raw, p.Elem()) {
			return false
		}
		v.Set(p)
		return true
	}
}

// timeDecoder parses RFC 3339 date-times, and for format "date" first 2006-01-02.
func timeDecoder(format string) decodeFunc {
	layouts := []string{time.RFC3339Nano}
	if format == "date" {
		layouts = []string{"2006-01-02", time.RFC3339Nano}
	}
	return func(raw string, v reflect.Value) bool {
		s, ok := stringValue(raw)
		if !ok {
			return false
		}
		for _, layout := range layouts {
			if t, err := time.Parse(layout, s); err == nil {
				v.Set(reflect.ValueOf(t))
				return true
			}
		}
		return false
	}
}

// stringValue returns the text of a JSON string.
func stringValue(raw string) (string, bool) {
	if len(raw) < 2 || raw[0] != '"' {
		return "", false
	}
	if s := raw[1 : len(raw)-1]; !strings.Contains(s, `\`) && utf8.ValidString(s) {
		return s, true
	}
	var s string
	return s, json.Unmarshal([]byte(raw), &s) == nil
}

func decodeString(raw string, v reflect.Value) bool {
	s, ok := stringValue(raw)
	if ok {
		v.SetString(s)
	}
	return ok
}

func decodeBool(raw string, v reflect.Value) bool {
	if raw != "true" && raw != "false" {
		return false
	}
	v.SetBool(raw == "true")
	return true
}

func decodeInt(raw string, v reflect.Value) bool {
	n, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || v.OverflowInt(n) {
		return false
	}
	v.SetInt(n)
	return true
}

func decodeUint(raw string, v reflect.Value) bool {
	n, err := strconv.ParseUint(raw, 10, 64)
	if err != nil || v.OverflowUint(n) {
		return false
	}
	v.SetUint(n)
	return true
}

func decodeFloat(raw string, v reflect.Value) bool {
	n, err := strconv.ParseFloat(raw, v.Type().Bits())
	if err != nil {
		return false
	}
	v.SetFloat(n)
	return true
}

// decodeAny handles slices, maps, interfaces and plain structs with encoding/json (elements of generated types
// still decode through their own UnmarshalJSON).
func decodeAny(raw string, v reflect.Value) bool {
	return json.Unmarshal([]byte(raw), v.Addr().Interface()) == nil
}
