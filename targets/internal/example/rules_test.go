package example

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func arrayOf(elem ir.TypeRef, c *ir.Constraints) ir.TypeRef {
	return ir.TypeRef{Kind: ir.Array, Elem: &elem, Constraints: c}
}

func prop(name string, required bool) *ir.Property {
	return &ir.Property{Name: name, WireName: name, Type: ir.TypeRef{Kind: ir.String}, Required: required}
}

// rulesAPI has objects whose rules decide which properties an example has.
var rulesAPI = &ir.API{Types: []*ir.Type{
	{Name: "overlay", Kind: "object", Properties: []*ir.Property{prop("position", false), prop("type", true), prop("text", false)},
		Constraints: &ir.Constraints{Closed: [][]string{{"type", "text", "encoding"}}}},
	{Name: "clash", Kind: "object", Properties: []*ir.Property{prop("type", true)},
		Constraints: &ir.Constraints{Closed: [][]string{{"position"}}, Unsatisfiable: "`type` is required, and a closed part does not allow it"}},
	{Name: "location", Kind: "object", Properties: []*ir.Property{prop("coordinates", false), prop("address", false)},
		Constraints: &ir.Constraints{RequiredAlternatives: [][]string{{"coordinates"}, {"address"}}}},
	{Name: "one_location", Kind: "object", Properties: []*ir.Property{prop("coordinates", false), prop("address", false)},
		Constraints: &ir.Constraints{RequiredAlternatives: [][]string{{"coordinates"}, {"address"}}, RequiredExclusive: true}},
	{Name: "both_locations", Kind: "object", Properties: []*ir.Property{prop("coordinates", true), prop("address", true)},
		Constraints: &ir.Constraints{RequiredAlternatives: [][]string{{"coordinates"}, {"address"}}, RequiredExclusive: true}},
	{Name: "closed_location", Kind: "object", Properties: []*ir.Property{prop("coordinates", false)},
		Constraints: &ir.Constraints{RequiredAlternatives: [][]string{{"address"}}}},
	{Name: "some", Kind: "object", Properties: []*ir.Property{prop("a", false), prop("b", false), prop("c", false)},
		Constraints: &ir.Constraints{MinProperties: ptr(int64(2))}},
	{Name: "few", Kind: "object", Properties: []*ir.Property{prop("a", true), prop("b", false), prop("c", false)},
		Constraints: &ir.Constraints{MaxProperties: ptr(int64(2))}},
	{Name: "color", Kind: "enum", Enum: &ir.Enum{Base: ir.String, Members: []ir.EnumMember{{Name: "red", Value: "red"}, {Name: "blue", Value: "blue"}}}},
}}

// TestObjectRules: an example object keeps to the keys its closed parts allow, meets one of its required
// alternatives (only one for a oneOf) and its property counts, or says why it cannot.
func TestObjectRules(t *testing.T) {
	b := New(rulesAPI, func([]string) bool { return false })
	cases := []struct {
		name     string
		typ      string
		optional bool // every property the rules allow, as a union variant's second candidate asks
		want     any
		failure  string
	}{
		{"closed parts keep optional properties out", "overlay", true, Object{{"type", "string"}, {"text", "string"}}, ""},
		{"a required property no part allows", "clash", false, nil, "`type` is required"},
		{"the first required alternative", "location", false, Object{{"coordinates", "string"}}, ""},
		{"an alternative already met", "location", true, Object{{"coordinates", "string"}, {"address", "string"}}, ""},
		{"a oneOf of required lists takes one", "one_location", true, Object{{"coordinates", "string"}}, ""},
		{"required properties that meet two lists of a oneOf", "both_locations", false, nil, "its oneOf takes only one"},
		{"an alternative of a property the object lacks", "closed_location", false, nil, "one of the required lists (`address`)"},
		{"optional properties up to minProperties", "some", false, Object{{"a", "string"}, {"b", "string"}}, ""},
		{"optional properties down to maxProperties", "few", true, Object{{"a", "string"}, {"b", "string"}}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkMade(t, b, named(c.typ), func(s Builder) any { return s.object(rulesAPI.Type(c.typ), 0, c.optional) }, c.want, c.failure)
		})
	}
}

// TestCollectionAndNumberRules: arrays meet their item counts with different items when asked, maps their key
// counts, numbers their multipleOf, or the value says why none can.
func TestCollectionAndNumberRules(t *testing.T) {
	b := New(rulesAPI, func([]string) bool { return false })
	digits := str(&ir.Constraints{Pattern: `^(0|[1-9][0-9]*)$`})
	cases := []struct {
		name    string
		t       ir.TypeRef
		want    any
		failure string
	}{
		{"minItems", arrayOf(ir.TypeRef{Kind: ir.Boolean}, &ir.Constraints{MinItems: ptr(int64(3))}), []any{true, true, true}, ""},
		{"maxItems 0", arrayOf(ir.TypeRef{Kind: ir.Boolean}, &ir.Constraints{MaxItems: ptr(int64(0))}), []any{}, ""},
		{"unique strings of a pattern", arrayOf(digits, &ir.Constraints{MinItems: ptr(int64(2)), UniqueItems: true}), []any{"0", "1"}, ""},
		{"unique enum members", arrayOf(named("color"), &ir.Constraints{MinItems: ptr(int64(2)), UniqueItems: true}), []any{"red", "blue"}, ""},
		{"unique integers", arrayOf(ir.TypeRef{Kind: ir.Integer}, &ir.Constraints{MinItems: ptr(int64(2)), UniqueItems: true}), []any{json.Number("1"), json.Number("2")}, ""},
		{"more unique items than values", arrayOf(ir.TypeRef{Kind: ir.Boolean}, &ir.Constraints{MinItems: ptr(int64(3)), UniqueItems: true}), nil, "no 3 different items"},
		{"minItems above maxItems", arrayOf(ir.TypeRef{Kind: ir.Boolean}, &ir.Constraints{MinItems: ptr(int64(3)), MaxItems: ptr(int64(2))}), nil, "minItems is above maxItems"},
		{"minProperties of a map", ir.TypeRef{Kind: ir.Map, Elem: &ir.TypeRef{Kind: ir.Boolean}, Constraints: &ir.Constraints{MinProperties: ptr(int64(2))}},
			Object{{"foo", true}, {"foo2", true}}, ""},
		{"a map that allows no key", ir.TypeRef{Kind: ir.Map, Elem: &ir.TypeRef{Kind: ir.Boolean}, Constraints: &ir.Constraints{Closed: [][]string{{}}}}, Object{}, ""},
		{"a closed map with minProperties", ir.TypeRef{Kind: ir.Map, Elem: &ir.TypeRef{Kind: ir.Boolean}, Constraints: &ir.Constraints{Closed: [][]string{{}}, MinProperties: ptr(int64(1))}},
			nil, "between 1 and"},
		{"integer multipleOf above the minimum", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{MultipleOf: ptr(5.0), Minimum: ptr(7.0)}}, json.Number("10"), ""},
		{"integer multipleOf of a fraction", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{MultipleOf: ptr(2.5)}}, json.Number("5"), ""},
		{"number multipleOf whose multiples are inexact", ir.TypeRef{Kind: ir.Number, Constraints: &ir.Constraints{MultipleOf: ptr(0.1), Minimum: ptr(0.25)}}, nil, ""},
		{"no multiple in range", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{MultipleOf: ptr(10.0), Minimum: ptr(1.0), Maximum: ptr(9.0)}}, nil, "no multiple of 10"},
		{"a pattern RE2 cannot compile", str(&ir.Constraints{Pattern: `^(?!x)[a-z]+$`, PatternNotRE2: true}), nil, "uses what Go's RE2 lacks"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkMade(t, b, c.t, func(s Builder) any { return s.Ref(c.t, nil, 0) }, c.want, c.failure)
		})
	}
}

// TestSpecExamplesUnderRules: a spec example is taken only when it meets the rules, which a pattern RE2 cannot
// compile never lets anyone check.
func TestSpecExamplesUnderRules(t *testing.T) {
	b := New(rulesAPI, func([]string) bool { return false })
	cases := []struct {
		name    string
		t       ir.TypeRef
		example any
		taken   bool
	}{
		{"a key a closed part does not allow", named("overlay"), map[string]any{"type": "t", "position": "p"}, false},
		{"the allowed keys", named("overlay"), map[string]any{"type": "t", "text": "x"}, true},
		{"too few items", arrayOf(ir.TypeRef{Kind: ir.String}, &ir.Constraints{MinItems: ptr(int64(2))}), []any{"a"}, false},
		{"repeated items", arrayOf(ir.TypeRef{Kind: ir.String}, &ir.Constraints{UniqueItems: true}), []any{"a", "a"}, false},
		{"not a multiple", ir.TypeRef{Kind: ir.Number, Constraints: &ir.Constraints{MultipleOf: ptr(0.5)}}, 0.7, false},
		{"a multiple", ir.TypeRef{Kind: ir.Number, Constraints: &ir.Constraints{MultipleOf: ptr(0.5)}}, 1.5, true},
		{"a pattern nobody can check", str(&ir.Constraints{Pattern: `^(?!x)`, PatternNotRE2: true}), "abc", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := b.Ref(c.t, c.example, 0)
			if taken := reflect.DeepEqual(got, Normalize(c.example)); taken != c.taken {
				t.Errorf("got %#v from example %#v: taken %v, want %v", got, c.example, taken, c.taken)
			}
		})
	}
}

// TestFlatBodyRules: the params of a flattened body are picked under the body's rules: an optional param joins a
// required-params call to meet a required alternative, and an unsatisfiable body type skips the call.
func TestFlatBodyRules(t *testing.T) {
	bodyParam := func(name string, required bool) *ir.Param {
		return &ir.Param{Name: name, WireName: name, In: "body", Type: ir.TypeRef{Kind: ir.String}, Required: required}
	}
	inline := &ir.Method{
		Params: []*ir.Param{bodyParam("add", false), bodyParam("remove", false), bodyParam("note", false)},
		Body: &ir.Body{Encoding: "json", Flattened: true, Required: true, Constraints: &ir.Constraints{
			Closed: [][]string{{"add", "remove"}}, RequiredAlternatives: [][]string{{"add"}, {"remove"}}, RequiredExclusive: true}},
	}
	clash := &ir.Method{
		Params: []*ir.Param{bodyParam("type", true)},
		Body:   &ir.Body{Encoding: "json", Flattened: true, Required: true, Type: ptr(named("clash"))},
	}
	b := New(rulesAPI, func([]string) bool { return false })
	cases := []struct {
		name    string
		m       *ir.Method
		all     bool
		body    Object
		failure string
	}{
		{"required params meet an alternative", inline, false, Object{{"add", "string"}}, ""},
		{"all params keep to one alternative and the allowed keys", inline, true, Object{{"add", "string"}}, ""},
		{"an unsatisfiable body type", clash, false, nil, "no valid example of the body: `type` is required"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			call := b.Call(c.m, c.all)
			if !strings.HasPrefix(call.Unsatisfiable, c.failure) || (c.failure == "") != (call.Unsatisfiable == "") {
				t.Errorf("unsatisfiable %q, want one starting %q", call.Unsatisfiable, c.failure)
			}
			if got := call.Request().Body; c.body != nil && !reflect.DeepEqual(got, c.body) {
				t.Errorf("body %#v, want %#v", got, c.body)
			}
		})
	}
}
