// Package parity checks that a model struct and its schema describe the same attributes: the generated
// model_test.go of each service calls it, so a hand edit that drifts one from the other fails the tests.
package parity

import (
	"reflect"
	"strings"
	"testing"
)

// Attrs are the tfsdk names of a model's fields, with their json tags; an embedded struct's fields count as the
// model's own (a resource's model embeds the shared Model beside its timeouts block).
func Attrs(model any) map[string]string {
	out := map[string]string{}
	addAttrs(reflect.TypeOf(model), out)
	return out
}

func addAttrs(t reflect.Type, out map[string]string) {
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			addAttrs(f.Type, out)
			continue
		}
		out[f.Tag.Get("tfsdk")] = f.Tag.Get("json")
	}
}

// SameNames reports each attribute that only the model or only the schema has.
func SameNames[A any](t testing.TB, what string, model map[string]string, schema map[string]A) {
	t.Helper()
	for name := range model {
		if _, ok := schema[name]; !ok {
			t.Errorf("%s: the model has %s, the schema does not", what, name)
		}
	}
	for name := range schema {
		if _, ok := model[name]; !ok {
			t.Errorf("%s: the schema has %s, the model does not", what, name)
		}
	}
}

// Flagged is a schema attribute's required, optional and computed flags.
type Flagged interface {
	IsRequired() bool
	IsOptional() bool
	IsComputed() bool
}

// SameModes reports each attribute whose schema flags disagree with the json tag's mode; a field that is not part
// of the JSON (json:"-", a path parameter) must be required.
func SameModes[A any](t testing.TB, model map[string]string, schema map[string]A) {
	t.Helper()
	for name, tag := range model {
		v, present := schema[name]
		a, ok := any(v).(Flagged)
		if !present || !ok || tag == "" {
			continue // SameNames reports a missing attribute; a field without a json tag is no API value
		}
		mode := "required"
		if tag != "-" {
			mode = tag[strings.LastIndex(tag, ",")+1:]
		}
		if got := modeOf(a); got != mode {
			t.Errorf("%s: the schema makes it %s, the model's json tag %s", name, got, mode)
		}
	}
}

func modeOf(a Flagged) string {
	switch {
	case a.IsRequired():
		return "required"
	case a.IsOptional() && a.IsComputed():
		return "computed_optional"
	case a.IsOptional():
		return "optional"
	}
	return "computed"
}
