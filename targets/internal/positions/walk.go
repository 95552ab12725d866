package positions

import (
	"encoding"
	"encoding/base64"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Visitor receives what the JSON encoding of a value holds, without encoding it: every string value with the key
// of the nearest enclosing object (direct when that object holds the string itself, not in an array), and the
// name of every object whose "kind" is "named". Either may be nil.
type Visitor struct {
	String func(s, key string, direct bool)
	Named  func(name string)
}

// errUnencodable is what json.Marshal would fail with: a NaN or infinite number, a channel, a function.
var errUnencodable = errors.New("value has no JSON encoding")

// WalkJSON visits v as json.Marshal followed by json.Unmarshal into an `any` would give it, walking the Go value
// by reflection (encoding the IR of a large API and decoding it took most of the time spent counting). It fails
// where json.Marshal would. Values with their own JSON or text encoding, structs with embedded fields or
// `,string` options, and maps with keys that are not plain UTF-8 strings go through encoding/json itself.
func WalkJSON(v any, vis Visitor) error {
	if vis.String == nil {
		vis.String = func(string, string, bool) {}
	}
	w := walker{vis: vis}
	w.value(reflect.ValueOf(v), "", false)
	return w.err
}

type walker struct {
	vis Visitor
	err error
}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// value visits one JSON value found under key.
func (w *walker) value(v reflect.Value, key string, direct bool) {
	if w.err != nil || !v.IsValid() {
		return
	}
	if ownEncoding(v.Type()) {
		w.viaJSON(v, key, direct)
		return
	}
	if v.CanAddr() && ownEncoding(reflect.PointerTo(v.Type())) {
		w.viaJSON(v.Addr(), key, direct)
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			w.value(v.Elem(), key, direct)
		}
	case reflect.String:
		w.vis.String(validUTF8(v.String()), key, direct)
	case reflect.Float32, reflect.Float64:
		if f := v.Float(); math.IsNaN(f) || math.IsInf(f, 0) {
			w.err = errUnencodable
		}
	case reflect.Slice, reflect.Array:
		w.list(v, key, direct)
	case reflect.Map:
		w.mapping(v)
	case reflect.Struct:
		w.object(v)
	case reflect.Chan, reflect.Func, reflect.Complex64, reflect.Complex128, reflect.UnsafePointer:
		w.err = errUnencodable
	}
}

// list visits an array; a byte slice is a base64 string.
func (w *walker) list(v reflect.Value, key string, direct bool) {
	if v.Kind() == reflect.Slice && v.IsNil() {
		return
	}
	if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 && !ownEncoding(reflect.PointerTo(v.Type().Elem())) {
		w.vis.String(base64.StdEncoding.EncodeToString(v.Bytes()), key, direct)
		return
	}
	for i := range v.Len() {
		w.value(v.Index(i), key, false)
	}
}

// mapping visits an object held in a map.
func (w *walker) mapping(v reflect.Value) {
	if v.IsNil() {
		return
	}
	if !plainKeys(v) {
		w.viaJSON(v, "", false)
		return
	}
	if w.vis.Named != nil {
		kind := v.MapIndex(reflect.ValueOf("kind").Convert(v.Type().Key()))
		name := v.MapIndex(reflect.ValueOf("name").Convert(v.Type().Key()))
		w.named(kind, name)
	}
	for it := v.MapRange(); it.Next(); {
		w.value(it.Value(), it.Key().String(), true)
	}
}

// plainKeys reports whether a map's keys are strings that encode as themselves.
func plainKeys(v reflect.Value) bool {
	kt := v.Type().Key()
	if kt.Kind() != reflect.String || ownEncoding(kt) {
		return false
	}
	for it := v.MapRange(); it.Next(); {
		if !utf8.ValidString(it.Key().String()) {
			return false
		}
	}
	return true
}

// object visits a struct as the object encoding/json makes of it.
func (w *walker) object(v reflect.Value) {
	plan := planOf(v.Type())
	if plan.viaJSON {
		w.viaJSON(v, "", false)
		return
	}
	present := func(i int) reflect.Value {
		if i < 0 {
			return reflect.Value{}
		}
		f := plan.fields[i]
		fv := v.Field(f.index)
		if f.omitEmpty && isEmpty(fv) {
			return reflect.Value{}
		}
		return fv
	}
	if w.vis.Named != nil {
		w.named(present(plan.kind), present(plan.name))
	}
	for i, f := range plan.fields {
		if fv := present(i); fv.IsValid() {
			w.value(fv, f.name, true)
		}
	}
}

// named reports an object's name when its kind is "named"; kind and name are the object's members, invalid when
// absent.
func (w *walker) named(kind, name reflect.Value) {
	if k, ok := w.jsonString(kind); !ok || k != string(ir.Named) {
		return
	}
	if n, ok := w.jsonString(name); ok {
		w.vis.Named(n)
	}
}

// jsonString is the string a value encodes as, if it encodes as one.
func (w *walker) jsonString(v reflect.Value) (string, bool) {
	for v.IsValid() && (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && !ownEncoding(v.Type()) {
		if v.IsNil() {
			return "", false
		}
		v = v.Elem()
	}
	switch {
	case !v.IsValid():
		return "", false
	case ownEncoding(v.Type()):
		var s string
		data, err := json.Marshal(v.Interface())
		if err != nil || json.Unmarshal(data, &s) != nil {
			return "", false
		}
		return s, true
	case v.Kind() == reflect.String:
		return validUTF8(v.String()), true
	}
	return "", false
}

// viaJSON visits a value the walker does not model by encoding and decoding it.
func (w *walker) viaJSON(v reflect.Value, key string, direct bool) {
	if !v.CanInterface() {
		return
	}
	data, err := json.Marshal(v.Interface())
	if err != nil {
		w.err = err
		return
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		w.err = err
		return
	}
	w.value(reflect.ValueOf(doc), key, direct)
}

// ownEncoding reports whether a type encodes itself (json.Marshaler or encoding.TextMarshaler, on the value).
func ownEncoding(t reflect.Type) bool {
	return t.Implements(jsonMarshaler) || t.Implements(textMarshaler)
}

// isEmpty is encoding/json's test for omitempty.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}

// validUTF8 is s as encoding/json writes it: each byte of an invalid sequence becomes U+FFFD.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// structPlan is how encoding/json lays out a struct type: its encoded fields, and which are "kind" and "name"
// (-1: none). viaJSON is set for the layouts the walker does not model (embedded fields, `,string`, omitzero, clashing names).
type structPlan struct {
	fields     []planField
	kind, name int
	viaJSON    bool
}

type planField struct {
	name      string
	index     int
	omitEmpty bool
}

var plans sync.Map // reflect.Type -> *structPlan

func planOf(t reflect.Type) *structPlan {
	if p, ok := plans.Load(t); ok {
		return p.(*structPlan)
	}
	p := &structPlan{kind: -1, name: -1}
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous {
			p.viaJSON = true
			break
		}
		if !sf.IsExported() {
			continue
		}
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if strings.Contains(","+opts+",", ",string,") || strings.Contains(","+opts+",", ",omitzero,") || !validTagName(name) {
			p.viaJSON = true
			break
		}
		if name == "" {
			name = sf.Name
		}
		if slices.ContainsFunc(p.fields, func(f planField) bool { return f.name == name }) {
			p.viaJSON = true // encoding/json drops both fields of a clash
			break
		}
		switch name {
		case "kind":
			p.kind = len(p.fields)
		case "name":
			p.name = len(p.fields)
		}
		p.fields = append(p.fields, planField{name: name, index: i, omitEmpty: strings.Contains(","+opts+",", ",omitempty,")})
	}
	actual, _ := plans.LoadOrStore(t, p)
	return actual.(*structPlan)
}

// validTagName accepts tag names that encoding/json certainly uses as given; others (which it may ignore) go
// through it.
func validTagName(name string) bool {
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_-.$@", r) {
			return false
		}
	}
	return true
}
