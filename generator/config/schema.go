package config

import (
	"reflect"
	"strings"
	"sync"

	"github.com/sdkgen/sdkgen/generator/document"
)

// The schema of sdkgen.yml is read once from the Go types of this package (their struct tags, see types.go) and
// then shared, read-only, by the validating decoder, the JSON Schema writer and Marshal, so the three can never
// disagree about which keys exist.

// shape is how a Go type of the configuration is written in YAML.
type shape uint8

const (
	shapeString  shape = iota
	shapeBool          // bool
	shapeInt           // int, int64
	shapeFloat         // float64
	shapeAny           // *document.Node: any value, kept as written
	shapeStruct        // an object with fixed keys (possibly with a scalar shorthand)
	shapeMap           // Map[V]: an object with free keys, in order
	shapeList          // []T
	shapePointer       // *T: optional; for *string also "string | null"
	shapeCustom        // a customValue, which reads and describes itself
)

// rules are the value checks a field's tags attach to a scalar. On a map or list field they apply to each value.
type rules struct {
	enum   []string
	open   bool // enum lists the known values; others are accepted (editions warn on their own)
	format string
}

// typeInfo describes one Go type of the configuration.
type typeInfo struct {
	goType reflect.Type
	shape  shape
	elem   *typeInfo // pointer target, list item or map value

	// Structs.
	fields       []*fieldInfo          // keys in declaration order, inline structs flattened in place
	byKey        map[string]*fieldInfo // keys and aliases
	ptrFields    [][]int               // Ptr fields of the struct and of the structs it inlines
	boolShort    bool                  // a YAML boolean may stand for the object
	stringShort  bool                  // a YAML string may stand for the object
	words        []string              // the only strings the shorthand accepts (enumShorthand)
	shortKey     string                // the key a string shorthand stands for (its rules apply to the string)
	hasShorthand bool                  // the type can write itself back as a shorthand
}

// fieldInfo describes one key of a struct.
type fieldInfo struct {
	key        string
	alias      string
	index      []int
	required   bool
	rules      rules
	doc        string
	def        string
	deprecated string
	typ        *typeInfo
}

// keys returns the keys (and aliases) a struct accepts, in declaration order.
func (t *typeInfo) keys() []string {
	var out []string
	for _, f := range t.fields {
		out = append(out, f.key)
		if f.alias != "" {
			out = append(out, f.alias)
		}
	}
	return out
}

// structElem returns the struct a field leads to through pointers, or nil.
func (t *typeInfo) structElem() *typeInfo {
	for t != nil && t.shape == shapePointer {
		t = t.elem
	}
	if t != nil && t.shape == shapeStruct {
		return t
	}
	return nil
}

var (
	nodeType         = reflect.TypeFor[*document.Node]()
	pointerType      = reflect.TypeFor[document.Pointer]()
	customType       = reflect.TypeFor[customValue]()
	boolShortType    = reflect.TypeFor[boolShorthand]()
	stringShortType  = reflect.TypeFor[stringShorthand]()
	shortWriterType  = reflect.TypeFor[shorthandWriter]()
	configPackage    = reflect.TypeFor[Config]().PkgPath()
	registryInstance = sync.OnceValue(buildRegistry)
)

// registry holds the typeInfo of every type reachable from Config, and of the types that custom values decode
// their parts into. It is built once and never changed.
type registry struct {
	types map[reflect.Type]*typeInfo
}

func schemaRegistry() *registry { return registryInstance() }

func buildRegistry() *registry {
	r := &registry{types: map[reflect.Type]*typeInfo{}}
	// Custom values decode their parts through the registry, so the types they use are roots too.
	for _, t := range []reflect.Type{
		reflect.TypeFor[Config](),
		reflect.TypeFor[[]*PaginationScheme](),
		reflect.TypeFor[[]*IgnorePlace](),
		reflect.TypeFor[Map[string]](),
		reflect.TypeFor[[]string](),
	} {
		r.info(t)
	}
	return r
}

// lookup returns the typeInfo of t. Every type the package decodes is reachable from a root; any other type is
// described afresh (in a private registry, so the shared one is never written after it is built).
func (r *registry) lookup(t reflect.Type) *typeInfo {
	if ti, ok := r.types[t]; ok {
		return ti
	}
	return (&registry{types: map[reflect.Type]*typeInfo{}}).info(t)
}

func (r *registry) info(t reflect.Type) *typeInfo {
	if ti, ok := r.types[t]; ok {
		return ti
	}
	ti := &typeInfo{goType: t}
	r.types[t] = ti // before recursing: Resource contains Map[*Resource]
	switch {
	case t == nodeType:
		ti.shape = shapeAny
	case reflect.PointerTo(t).Implements(customType):
		ti.shape = shapeCustom
	case t.Kind() == reflect.Pointer:
		ti.shape, ti.elem = shapePointer, r.info(t.Elem())
	case t.Kind() == reflect.String:
		ti.shape = shapeString
	case t.Kind() == reflect.Bool:
		ti.shape = shapeBool
	case t.Kind() == reflect.Int || t.Kind() == reflect.Int64:
		ti.shape = shapeInt
	case t.Kind() == reflect.Float64:
		ti.shape = shapeFloat
	case t.Kind() == reflect.Slice:
		ti.shape, ti.elem = shapeList, r.info(t.Elem())
	case isMapType(t):
		ti.shape, ti.elem = shapeMap, r.info(mapValueType(t))
	case t.Kind() == reflect.Struct:
		ti.shape = shapeStruct
		r.fillStruct(ti)
	default:
		ti.shape = shapeAny
	}
	return ti
}

// isMapType reports whether t is an instantiation of Map.
func isMapType(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && t.PkgPath() == configPackage && strings.HasPrefix(t.Name(), "Map[")
}

// mapValueType returns V of Map[V].
func mapValueType(t reflect.Type) reflect.Type {
	entries, _ := t.FieldByName("Entries")
	value, _ := entries.Type.Elem().FieldByName("Value")
	return value.Type
}

func (r *registry) fillStruct(ti *typeInfo) {
	t := ti.goType
	ti.byKey = map[string]*fieldInfo{}
	r.collectFields(ti, t, nil)
	pt := reflect.PointerTo(t)
	ti.boolShort = pt.Implements(boolShortType)
	ti.stringShort = pt.Implements(stringShortType)
	ti.hasShorthand = pt.Implements(shortWriterType)
	zero := reflect.New(t).Interface()
	if e, ok := zero.(enumShorthand); ok {
		ti.words = e.shorthandValues()
	}
	if k, ok := zero.(shorthandKeyer); ok {
		ti.shortKey = k.shorthandKey()
	}
}

// collectFields adds the keys of struct t (reached through index prefix) to ti, flattening inline structs.
func (r *registry) collectFields(ti *typeInfo, t reflect.Type, prefix []int) {
	for i := range t.NumField() {
		sf := t.Field(i)
		index := append(append([]int(nil), prefix...), i)
		tag := sf.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		switch {
		case sf.Name == "Ptr" && sf.Type == pointerType:
			ti.ptrFields = append(ti.ptrFields, index)
		case opts == "inline" && sf.Type.Kind() == reflect.Struct:
			r.collectFields(ti, sf.Type, index)
		case name == "-" || name == "" || !sf.IsExported():
			// Not a key: filled by the decoder from the form used (Enabled, Shorthand, ...).
		default:
			f := &fieldInfo{
				key:        name,
				alias:      sf.Tag.Get("alias"),
				index:      index,
				required:   sf.Tag.Get("required") == "true",
				doc:        sf.Tag.Get("doc"),
				def:        sf.Tag.Get("default"),
				deprecated: sf.Tag.Get("deprecated"),
				rules: rules{
					enum:   splitEnum(sf.Tag.Get("enum")),
					open:   sf.Tag.Get("kind") == "open",
					format: sf.Tag.Get("format"),
				},
				typ: r.info(sf.Type),
			}
			ti.fields = append(ti.fields, f)
			ti.byKey[f.key] = f
			if f.alias != "" {
				ti.byKey[f.alias] = f
			}
		}
	}
}

func splitEnum(tag string) []string {
	if tag == "" {
		return nil
	}
	return strings.Split(tag, "|")
}

// setPtrs stores p in every Ptr field of the struct value v.
func (t *typeInfo) setPtrs(v reflect.Value, p document.Pointer) {
	for _, idx := range t.ptrFields {
		v.FieldByIndex(idx).Set(reflect.ValueOf(p))
	}
}
