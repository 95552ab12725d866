package java

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func TestJavaNames(t *testing.T) {
	jn := javaNames{namer: javaNamer(nil)}
	cases := []struct{ kind, in, want string }{
		{"class", "agency_id", "AgencyId"},
		{"class", "onebusaway_sdk", "OnebusawaySdk"},
		{"class", "string", "StringModel"},
		{"class", "builder", "BuilderModel"},
		{"class", "3d_model", "N3dModel"},
		{"member", "class", "class_"},
		{"member", "fare_url", "fareUrl"},
		{"accessor", "hash_code", "hashCode_"},
		{"accessor", "validate", "validate_"},
		{"constant", "equipment_reason", "EQUIPMENT_REASON"},
		{"constant", "3ds", "_3DS"},
		{"constant", "", "EMPTY"},
	}
	for _, c := range cases {
		var got string
		switch c.kind {
		case "class":
			got = jn.class(c.in)
		case "member":
			got = jn.member(c.in)
		case "accessor":
			got = jn.accessor(c.in)
		case "constant":
			got = jn.constant(c.in)
		}
		if got != c.want {
			t.Errorf("%s(%q) = %q, want %q", c.kind, c.in, got, c.want)
		}
	}
}

// TestNestedNames: a nested class never takes the name of a class it is nested in, nor a sibling's.
func TestNestedNames(t *testing.T) {
	obj := func(name string, props ...*ir.Property) *ir.Type {
		return &ir.Type{Name: name, Kind: "object", Properties: props}
	}
	named := func(prop, typ string) *ir.Property {
		return &ir.Property{Name: prop, WireName: prop, Type: ir.TypeRef{Kind: ir.Named, Name: typ}}
	}
	api := &ir.API{Types: []*ir.Type{
		obj("data", named("data", "inner"), named("item", "a"),
			&ir.Property{Name: "items", WireName: "items", Type: ir.TypeRef{Kind: ir.Array, Elem: &ir.TypeRef{Kind: ir.Named, Name: "b"}}}),
		obj("inner"), obj("a"), obj("b"),
	}}
	api.Types[0].Model = true
	g := &emitter{gen: &gen{api: api, names: javaNamer(nil)}, jn: javaNames{namer: javaNamer(nil)}, owner: map[*method]*service{}}
	g.cls = newClasses(g)
	top := g.cls.topLevel(api.Types[0])
	var got []string
	for _, n := range top.nested {
		got = append(got, n.name)
	}
	want := []string{"DataModel", "Item", "Item2"}
	if len(got) != len(want) {
		t.Fatalf("nested = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("nested = %v, want %v", got, want)
		}
	}
}

func TestJavaString(t *testing.T) {
	cases := map[string]string{`a"b`: `"a\"b"`, "a\\b": `"a\\b"`, "é": `"\u00e9"`, "😀": `"\ud83d\ude00"`, "*/": `"*/"`}
	for in, want := range cases {
		if got := javaString(in); got != want {
			t.Errorf("javaString(%q) = %s, want %s", in, got, want)
		}
	}
}
