package config

import (
	"reflect"
	"testing"
)

// TestSchemaTags checks the struct tags of every type the registry knows: each exported field is a key (or a
// Ptr, or explicitly not a key), formats exist, enums sit on values that can hold them, and no type falls back
// to "any" by accident.
func TestSchemaTags(t *testing.T) {
	reg := schemaRegistry()
	for goType, ti := range reg.types {
		if ti.shape == shapeAny && goType != nodeType {
			t.Errorf("%v is not a shape the decoder knows", goType)
		}
		if ti.shape != shapeStruct {
			continue
		}
		for i := range goType.NumField() {
			sf := goType.Field(i)
			if _, ok := sf.Tag.Lookup("yaml"); !ok && sf.IsExported() && sf.Name != "Ptr" {
				t.Errorf("%v.%s has no yaml tag", goType, sf.Name)
			}
		}
		for _, f := range ti.fields {
			if f.rules.format != "" {
				if _, ok := lookupFormat(f.rules.format); !ok {
					t.Errorf("%v.%s: unknown format %q", goType, f.key, f.rules.format)
				}
			}
			if len(f.rules.enum) > 0 && !holdsWords(f.typ) {
				t.Errorf("%v.%s: enum on a %v", goType, f.key, f.typ.goType)
			}
			if f.def != "" && f.required {
				t.Errorf("%v.%s: a required key has no default", goType, f.key)
			}
		}
		if ti.stringShort && ti.words == nil && ti.shortKey == "" {
			t.Errorf("%v: a string shorthand needs shorthandKey or shorthandValues", goType)
		}
		if (ti.boolShort || ti.stringShort) && !ti.hasShorthand {
			t.Errorf("%v: a shorthand type must implement shorthandWriter so Marshal keeps the form", goType)
		}
	}
}

// holdsWords reports whether enum values can apply to t: strings, lists or maps of them, and the custom
// values that take rules.
func holdsWords(t *typeInfo) bool {
	switch t.shape {
	case shapeString, shapeCustom:
		return true
	case shapePointer, shapeList, shapeMap:
		return holdsWords(t.elem)
	}
	return false
}

func TestRegistryCoversCustomParts(t *testing.T) {
	for _, typ := range []reflect.Type{reflect.TypeFor[*PaginationScheme](), reflect.TypeFor[*IgnorePlace](), reflect.TypeFor[Map[string]]()} {
		if _, ok := schemaRegistry().types[typ]; !ok {
			t.Errorf("%v is not registered", typ)
		}
	}
}
