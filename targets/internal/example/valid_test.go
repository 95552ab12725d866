package example

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func named(name string) ir.TypeRef { return ir.TypeRef{Kind: ir.Named, Name: name} }

func str(c *ir.Constraints) ir.TypeRef { return ir.TypeRef{Kind: ir.String, Constraints: c} }

// schemaAPI has the shapes examples get wrong: unions that need a discriminator value or a variant no other one
// matches, read-only properties in spec examples, recursion through required properties.
var schemaAPI = &ir.API{Types: []*ir.Type{
	{Name: "cat", Kind: "object", Properties: []*ir.Property{
		{Name: "kind", WireName: "kind", Type: ir.TypeRef{Kind: ir.String}, Required: true},
		{Name: "lives", WireName: "lives", Type: ir.TypeRef{Kind: ir.Integer}},
	}},
	{Name: "dog", Kind: "object", Properties: []*ir.Property{
		{Name: "kind", WireName: "kind", Type: ir.TypeRef{Kind: ir.String}, Required: true},
	}},
	{Name: "pet", Kind: "union", Union: &ir.Union{Discriminator: "kind", Exclusive: true, Variants: []ir.Variant{
		{Name: "cat", Type: named("cat"), DiscriminatorValues: []string{"cat"}},
		{Name: "dog", Type: named("dog"), DiscriminatorValues: []string{"dog"}},
	}}},
	{Name: "amount", Kind: "union", Union: &ir.Union{Exclusive: true, Variants: []ir.Variant{
		{Name: "whole", Type: ir.TypeRef{Kind: ir.Integer}},
		{Name: "fraction", Type: ir.TypeRef{Kind: ir.Number}},
	}}},
	{Name: "loose", Kind: "object", Properties: []*ir.Property{
		{Name: "a", WireName: "a", Type: ir.TypeRef{Kind: ir.String}},
	}},
	{Name: "tight", Kind: "object", Properties: []*ir.Property{
		{Name: "a", WireName: "a", Type: ir.TypeRef{Kind: ir.Boolean}},
	}},
	{Name: "either", Kind: "union", Union: &ir.Union{Exclusive: true, Variants: []ir.Variant{
		{Name: "loose", Type: named("loose")},
		{Name: "tight", Type: named("tight")},
	}}},
	{Name: "other", Kind: "object", Properties: []*ir.Property{
		{Name: "b", WireName: "b", Type: ir.TypeRef{Kind: ir.Boolean}},
	}},
	{Name: "vague", Kind: "union", Union: &ir.Union{Exclusive: true, Variants: []ir.Variant{
		{Name: "loose", Type: named("loose")},
		{Name: "other", Type: named("other")},
	}}},
	{Name: "account", Kind: "object", Properties: []*ir.Property{
		{Name: "id", WireName: "id", Type: ir.TypeRef{Kind: ir.String}, ReadOnly: true},
		{Name: "name", WireName: "name", Type: ir.TypeRef{Kind: ir.String}, Required: true},
	}},
	{Name: "node", Kind: "object", Properties: []*ir.Property{
		{Name: "next", WireName: "next", Type: named("node"), Required: true},
	}},
}}

func TestUnionExamples(t *testing.T) {
	b := New(schemaAPI, func([]string) bool { return false })
	cases := []struct {
		name string
		t    ir.TypeRef
		want any
	}{
		{"the discriminator value of the variant", named("pet"), Object{{"kind", "cat"}}},
		{"a oneOf value no other variant matches", named("amount"), json.Number("1.5")},
		{"optional properties tell variants apart", named("either"), Object{{"a", "string"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := b.scoped()
			got := s.Ref(c.t, nil, 0)
			if !reflect.DeepEqual(got, c.want) || s.failed() {
				t.Errorf("got %#v (failure %q), want %#v", got, s.reason(), c.want)
			}
			if !b.Valid(got, c.t) {
				t.Errorf("%#v is not valid for its own type", got)
			}
		})
	}
}

// TestSpecExamples: a spec example is used without its read-only properties, and only when valid for its type.
func TestSpecExamples(t *testing.T) {
	b := New(schemaAPI, func([]string) bool { return false })
	cases := []struct {
		name    string
		t       ir.TypeRef
		example any
		want    any
	}{
		{"read-only property dropped", named("account"), map[string]any{"id": "acc_1", "name": "Ann"}, Object{{"name", "Ann"}}},
		{"unknown property refused", named("account"), map[string]any{"name": "Ann", "nickname": "A"}, Object{{"name", "string"}}},
		{"below the minimum refused", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{Minimum: ptr(10.0)}}, 3.0, json.Number("10")},
		{"const wins over the example", ir.TypeRef{Kind: ir.String, Const: "v1"}, "v2", "v1"},
		{"invalid uuid refused", ir.TypeRef{Kind: ir.String, Format: "uuid"}, "abc", "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"},
		{"invalid email refused", ir.TypeRef{Kind: ir.String, Format: "email"}, "a@", "dev@example.com"},
		{"valid date-time kept", ir.TypeRef{Kind: ir.String, Format: "date-time"}, "2024-01-02T03:04:05Z", "2024-01-02T03:04:05Z"},
		{"discriminated example kept", named("pet"), map[string]any{"kind": "dog"}, Object{{"kind", "dog"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := b.Ref(c.t, c.example, 0); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %#v, want %#v", got, c.want)
			}
		})
	}
}

// TestConstrainedValues: made-up values meet every constraint together, or the value says why none can.
func TestConstrainedValues(t *testing.T) {
	b := New(schemaAPI, func([]string) bool { return false })
	cases := []struct {
		name    string
		t       ir.TypeRef
		want    any
		failure string
	}{
		{"pattern and minimum length", str(&ir.Constraints{Pattern: `^[a-z]+$`, MinLength: ptr(int64(5))}), "aaaaa", ""},
		{"bounded repetition and minimum length", str(&ir.Constraints{Pattern: `^x\d{1,8}$`, MinLength: ptr(int64(4))}), "x000", ""},
		{"pattern too short for the minimum length", str(&ir.Constraints{Pattern: `^ab$`, MinLength: ptr(int64(3))}), nil, "matches the pattern"},
		{"integer above a fractional minimum", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{Minimum: ptr(1.5)}}, json.Number("2"), ""},
		{"empty range", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{Minimum: ptr(3.0), Maximum: ptr(2.0)}}, json.Number("2"), "between the minimum and the maximum"},
		{"required recursion", named("node"), nil, "nests itself"},
		{"oneOf of objects that accept each other's values", named("vague"), nil, "matches several of its oneOf variants"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkMade(t, b, c.t, func(s Builder) any { return s.Ref(c.t, nil, 0) }, c.want, c.failure)
		})
	}
}

// TestCall: the call's params, body and wire request, and the reasons a call cannot be made valid.
func TestCall(t *testing.T) {
	impossible := str(&ir.Constraints{Pattern: `^ab$`, MinLength: ptr(int64(3))})
	m := &ir.Method{
		Params: []*ir.Param{
			{Name: "id", WireName: "id", In: "path", Type: ir.TypeRef{Kind: ir.String}, Required: true, Example: ""},
			{Name: "limit", WireName: "limit", In: "query", Type: ir.TypeRef{Kind: ir.Integer}},
			{Name: "odd", WireName: "odd", In: "query", Type: impossible},
			{Name: "stream", WireName: "stream", In: "body", Type: ir.TypeRef{Kind: ir.Boolean}},
			{Name: "pet", WireName: "pet", In: "body", Type: named("pet"), Required: true},
			{Name: "created", WireName: "created", In: "body", Type: ir.TypeRef{Kind: ir.String}, ReadOnly: true, Required: true},
			{Name: "version", WireName: "X-Version", In: "header", Type: ir.TypeRef{Kind: ir.String}, Skip: []string{"go"}},
		},
		Positional: []string{"id"},
		Body:       &ir.Body{Encoding: "json", Flattened: true, Required: true},
		Streaming:  &ir.MethodStreaming{ParamDiscriminator: "stream"},
	}
	b := New(schemaAPI, func(skip []string) bool { return len(skip) > 0 })
	required, all := b.Call(m, false), b.Call(m, true)
	if required.Unsatisfiable != "" || all.Unsatisfiable != "" {
		t.Errorf("an optional param no value can be made for must be left out, not fail the call: %q, %q", required.Unsatisfiable, all.Unsatisfiable)
	}
	want := Request{
		Path: map[string]any{"id": "string"}, Query: map[string]any{"limit": json.Number("1")}, Header: map[string]any{},
		Body: Object{{"stream", false}, {"pet", Object{{"kind", "cat"}, {"lives", json.Number("1")}}}}, HasBody: true,
	}
	if got := all.Request(); !reflect.DeepEqual(got, want) {
		t.Errorf("all params: got %#v, want %#v", got, want)
	}
	if got := required.Request(); len(got.Query) != 0 || !reflect.DeepEqual(got.Path, want.Path) {
		t.Errorf("required params: got %#v", got)
	}
	m.Params[2].Required = true
	if got := b.Call(m, false).Unsatisfiable; !strings.HasPrefix(got, "no valid example of `odd`: ") {
		t.Errorf("a required param no value can be made for: got %q", got)
	}
}

// TestQueryArrays: a query array is written so that the mock server reads it back as one.
func TestQueryArrays(t *testing.T) {
	nullable := ir.TypeRef{Kind: ir.Array, Elem: &ir.TypeRef{Kind: ir.String}, Nullable: true}
	plain := ir.TypeRef{Kind: ir.Array, Elem: &ir.TypeRef{Kind: ir.String}}
	cases := []struct {
		name, format string
		t            ir.TypeRef
		required     bool
		want         any
		failure      string
	}{
		{"nullable array, repeated keys", "repeat", nullable, true, []any{"string", "string"}, ""},
		{"plain array, repeated keys", "repeat", plain, true, []any{"string"}, ""},
		{"plain array, commas", "comma", plain, true, []any{"string"}, ""},
		{"optional nullable array, commas", "comma", nullable, false, nil, ""},
		{"required nullable array, commas", "comma", nullable, true, []any{"string"}, "joins the items with commas"},
		{"required array, brackets", "brackets", plain, true, []any{"string"}, "writes brackets keys"},
		{"optional array, brackets", "brackets", plain, false, []any{"string"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &ir.Method{Params: []*ir.Param{{Name: "tags", WireName: "tags", In: "query", Type: c.t, Required: c.required}}}
			api := &ir.API{Query: ir.QuerySettings{ArrayFormat: c.format}}
			call := New(api, func([]string) bool { return false }).Call(m, true)
			if got := call.Request().Query["tags"]; !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %#v, want %#v", got, c.want)
			}
			if !strings.Contains(call.Unsatisfiable, c.failure) || (c.failure == "") != (call.Unsatisfiable == "") {
				t.Errorf("unsatisfiable %q, want one saying %q", call.Unsatisfiable, c.failure)
			}
		})
	}
}

// checkMade makes a value of a type and checks it: equal to want (unless want is nil), invalid with a reason that
// says failure, or valid without any when failure is "".
func checkMade(t *testing.T, b Builder, typ ir.TypeRef, build func(Builder) any, want any, failure string) {
	t.Helper()
	s := b.scoped()
	got := build(s)
	if want != nil && !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	if (failure == "") != (s.reason() == "") || !strings.Contains(s.reason(), failure) {
		t.Errorf("failure %q, want one saying %q", s.reason(), failure)
	}
	if valid := b.Valid(got, typ); valid != (failure == "") {
		t.Errorf("valid = %v for %#v, want %v", valid, got, failure == "")
	}
}
