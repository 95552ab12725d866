package example

import (
	"encoding/json"
	"reflect"
	"regexp"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func ptr[T any](v T) *T { return &v }

func TestRefPrimitives(t *testing.T) {
	b := Builder{API: &ir.API{}, Skipped: func([]string) bool { return false }}
	cases := []struct {
		name string
		t    ir.TypeRef
		ex   any
		want any
	}{
		{"string", ir.TypeRef{Kind: ir.String}, nil, "string"},
		{"uuid", ir.TypeRef{Kind: ir.String, Format: "uuid"}, nil, "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"},
		{"binary is a file", ir.TypeRef{Kind: ir.String, Format: "binary"}, nil, File{}},
		{"example kept", ir.TypeRef{Kind: ir.String}, "hello", "hello"},
		{"example of the wrong shape dropped", ir.TypeRef{Kind: ir.Integer}, "ten", json.Number("1")},
		{"fractional example of an integer dropped", ir.TypeRef{Kind: ir.Integer}, 1.5, json.Number("1")},
		{"whole example of an integer kept", ir.TypeRef{Kind: ir.Integer}, 3.0, json.Number("3")},
		{"minimum", ir.TypeRef{Kind: ir.Integer, Constraints: &ir.Constraints{Minimum: ptr(5.0)}}, nil, json.Number("5")},
		{"exclusive maximum", ir.TypeRef{Kind: ir.Number, Constraints: &ir.Constraints{Maximum: ptr(0.0), ExclusiveMaximum: true}}, nil, json.Number("-0.5")},
		{"min length", ir.TypeRef{Kind: ir.String, Constraints: &ir.Constraints{MinLength: ptr(int64(10))}}, nil, "stringxxxx"},
		{"bad date example", ir.TypeRef{Kind: ir.String, Format: "date"}, "yesterday", "2019-12-27"},
		{"array", ir.TypeRef{Kind: ir.Array, Elem: &ir.TypeRef{Kind: ir.Boolean}}, nil, []any{true}},
		{"map", ir.TypeRef{Kind: ir.Map, Elem: &ir.TypeRef{Kind: ir.Integer}}, nil, Object{{"foo", json.Number("1")}}},
		{"const", ir.TypeRef{Kind: ir.String, Const: "fixed"}, nil, "fixed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := b.Ref(c.t, c.ex, 0); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %#v, want %#v", got, c.want)
			}
		})
	}
}

// TestPatternExamples: a made-up string matches the pattern it was made for.
func TestPatternExamples(t *testing.T) {
	for _, p := range []string{`^[A-Z]{2}$`, `^sk_(live|test)_[a-z0-9]{8,}$`, `^\d{3}-\d{4}$`, `^[^@]+@[^@]+\.com$`, `^(?:v\d+\.)?\d+$`} {
		s, ok := (Builder{}).patternExample(p, nil)
		if !ok {
			t.Errorf("%s: no example", p)
			continue
		}
		if !regexp.MustCompile(p).MatchString(s) {
			t.Errorf("%s: %q does not match", p, s)
		}
	}
}

// TestNamedTypes: objects get their required properties (all with All), skipped and read-only ones are left out,
// enums their first member, unions their first variant the language keeps.
func TestNamedTypes(t *testing.T) {
	api := &ir.API{Types: []*ir.Type{
		{Name: "pet", Kind: "object", Properties: []*ir.Property{
			{Name: "id", WireName: "id", Type: ir.TypeRef{Kind: ir.String}, Required: true, ReadOnly: true},
			{Name: "name", WireName: "name", Type: ir.TypeRef{Kind: ir.String}, Required: true, Example: "Rex"},
			{Name: "age", WireName: "age", Type: ir.TypeRef{Kind: ir.Integer}},
			{Name: "secret", WireName: "secret", Type: ir.TypeRef{Kind: ir.String}, Skip: []string{"python"}},
			{Name: "kind", WireName: "kind", Type: ir.TypeRef{Kind: ir.Named, Name: "kind"}, Required: true},
		}},
		{Name: "kind", Kind: "enum", Enum: &ir.Enum{Base: ir.String, Members: []ir.EnumMember{{Name: "dog", Value: "dog"}}}},
		{Name: "either", Kind: "union", Union: &ir.Union{Variants: []ir.Variant{
			{Name: "skipped", Type: ir.TypeRef{Kind: ir.Integer}, Skip: []string{"python"}},
			{Name: "text", Type: ir.TypeRef{Kind: ir.String}},
		}}},
	}}
	skipped := func(s []string) bool { return len(s) > 0 && s[0] == "python" }
	required := Builder{API: api, Skipped: skipped}
	if got, want := required.Ref(ir.TypeRef{Kind: ir.Named, Name: "pet"}, nil, 0), (Object{{"name", "Rex"}, {"kind", "dog"}}); !reflect.DeepEqual(got, want) {
		t.Errorf("required: got %#v, want %#v", got, want)
	}
	all := Builder{API: api, Skipped: skipped, All: true}
	if got, want := all.Ref(ir.TypeRef{Kind: ir.Named, Name: "pet"}, nil, 0), (Object{{"name", "Rex"}, {"age", json.Number("1")}, {"kind", "dog"}}); !reflect.DeepEqual(got, want) {
		t.Errorf("all: got %#v, want %#v", got, want)
	}
	if got := required.Ref(ir.TypeRef{Kind: ir.Named, Name: "either"}, nil, 0); got != "string" {
		t.Errorf("union: got %#v", got)
	}
}
