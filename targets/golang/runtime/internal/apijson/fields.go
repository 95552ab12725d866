package apijson

import (
	"encoding"
	"encoding/json"
	"io"
	"reflect"
	"strings"
	"sync"
	"time"
)

// optional is implemented by param.Opt and param.Field. apijson cannot import param (param imports apijson), so
// the wrappers are recognised by their methods.
type optional interface {
	IsOmitted() bool
	IsNull() bool
	ParamValue() (value any, present bool)
}

type omitter interface{ IsOmitted() bool }

type zeroer interface{ IsZero() bool }

// extraFielder is param.APIObject's accessor, promoted into every params struct.
type extraFielder interface{ ExtraFields() map[string]any }

var (
	optionalType      = reflect.TypeOf((*optional)(nil)).Elem()
	omitterType       = reflect.TypeOf((*omitter)(nil)).Elem()
	zeroerType        = reflect.TypeOf((*zeroer)(nil)).Elem()
	extraFielderType  = reflect.TypeOf((*extraFielder)(nil)).Elem()
	marshalerType     = reflect.TypeOf((*json.Marshaler)(nil)).Elem()
	textMarshalerType = reflect.TypeOf((*encoding.TextMarshaler)(nil)).Elem()
	unmarshalerType   = reflect.TypeOf((*json.Unmarshaler)(nil)).Elem()
	readerType        = reflect.TypeOf((*io.Reader)(nil)).Elem()
	timeType          = reflect.TypeOf(time.Time{})
)

// field is one tagged struct field as the encoders see it.
type field struct {
	index     int
	name      string
	format    string
	omitzero  bool
	omitempty bool
	required  bool
	inline    bool
}

// structInfo is the cached field list of a struct type under one tag key (json or query).
type structInfo struct {
	fields []field
	// union: every field is an inline variant (a union params struct); the first present one is the value.
	union bool
	// extras: the struct has param.APIObject's ExtraFields.
	extras bool
}

type infoKey struct {
	t   reflect.Type
	tag string
}

var structInfos sync.Map // infoKey -> *structInfo

func structInfoOf(t reflect.Type, tag string) *structInfo {
	key := infoKey{t, tag}
	if info, ok := structInfos.Load(key); ok {
		return info.(*structInfo)
	}
	info := buildStructInfo(t, tag)
	actual, _ := structInfos.LoadOrStore(key, info)
	return actual.(*structInfo)
}

func buildStructInfo(t reflect.Type, tag string) *structInfo {
	info := &structInfo{extras: t.Implements(extraFielderType)}
	for i := 0; i < t.NumField(); i++ {
		if f, ok := parseField(t.Field(i), tag); ok {
			f.index = i
			info.fields = append(info.fields, f)
		}
	}
	info.union = len(info.fields) > 0
	for _, f := range info.fields {
		info.union = info.union && f.inline
	}
	return info
}

// parseField reads one field's tag. Unexported fields (the embedded paramObj/paramUnion aliases among them),
// untagged embedded structs (APIObject, APIUnion embedded under their own names) and `tag:"-"` are skipped; with
// the query tag, untagged fields are not query params.
func parseField(sf reflect.StructField, tag string) (field, bool) {
	value, tagged := sf.Tag.Lookup(tag)
	if !sf.IsExported() || value == "-" || (sf.Anonymous && !tagged) || (!tagged && tag != "json") {
		return field{}, false
	}
	name, opts, _ := strings.Cut(value, ",")
	if name == "" {
		name = sf.Name
	}
	f := field{name: name, format: sf.Tag.Get("format")}
	for opts != "" {
		var opt string
		opt, opts, _ = strings.Cut(opts, ",")
		switch opt {
		case "omitzero":
			f.omitzero = true
		case "omitempty":
			f.omitempty = true
		case "required":
			f.required = true
		case "inline":
			f.inline = true
		}
	}
	return f, true
}

// omit reports whether the field's value is left out: an omitted param.Opt/param.Field always, a zero value with
// omitzero, an empty one with omitempty. Required fields are always written.
func (f *field) omit(v reflect.Value) bool {
	if v.Type().Implements(omitterType) && !isNilPointer(v) {
		return v.Interface().(omitter).IsOmitted()
	}
	if f.required {
		return false
	}
	return (f.omitzero && isZero(v)) || (f.omitempty && isEmpty(v))
}

func isNilPointer(v reflect.Value) bool {
	return (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && v.IsNil()
}

// isZero follows a type's own IsZero (time.Time, param.Opt) and falls back to the reflect zero value.
func isZero(v reflect.Value) bool {
	if v.Type().Implements(zeroerType) && !isNilPointer(v) {
		return v.Interface().(zeroer).IsZero()
	}
	return v.IsZero()
}

func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	default:
		return v.IsZero()
	}
}

// IsOmitted reports whether v is absent: nil, an omitted param.Opt/param.Field, or a zero value (a nil variant
// pointer, a zero struct). param.IsOmitted and union marshalling use it.
func IsOmitted(v any) bool {
	if v == nil {
		return true
	}
	if o, ok := v.(omitter); ok && !isNilPointer(reflect.ValueOf(v)) {
		return o.IsOmitted()
	}
	return reflect.ValueOf(v).IsZero()
}

// presentVariant returns the first variant of a union params struct that is not omitted.
func presentVariant(v reflect.Value, info *structInfo) (reflect.Value, string, bool) {
	for i := range info.fields {
		f := &info.fields[i]
		fv := v.Field(f.index)
		if !isNilPointer(fv) && !IsOmitted(fv.Interface()) {
			return fv, f.format, true
		}
	}
	return reflect.Value{}, "", false
}
