package ir

import "testing"

// TestUnionObject merges a union of objects: required and read-only only where every variant says so, a
// discriminator's differing constants dropped, differing types made any value; a union with a non-object variant
// is no object.
func TestUnionObject(t *testing.T) {
	str := TypeRef{Kind: String}
	api := &API{Types: []*Type{
		{Name: "A", Kind: "object", Properties: []*Property{
			{WireName: "kind", Type: TypeRef{Kind: String, Const: "a"}, Required: true},
			{WireName: "id", Type: str, ReadOnly: true, Required: true},
			{WireName: "size", Type: TypeRef{Kind: Integer}},
			{WireName: "url", Type: str, Required: true},
		}},
		{Name: "B", Kind: "object", Properties: []*Property{
			{WireName: "kind", Type: TypeRef{Kind: String, Const: "b"}, Required: true},
			{WireName: "id", Type: str, Required: true},
			{WireName: "size", Type: str},
		}},
		{Name: "AB", Kind: "union", Union: &Union{Variants: []Variant{{Type: TypeRef{Kind: Named, Name: "A"}}, {Type: TypeRef{Kind: Named, Name: "B"}}}}},
		{Name: "AS", Kind: "union", Union: &Union{Variants: []Variant{{Type: TypeRef{Kind: Named, Name: "A"}}, {Type: str}}}},
	}}
	got := api.UnionObject(api.Type("AB"))
	if got == nil || got.Kind != "object" || len(got.Properties) != 4 {
		t.Fatalf("UnionObject(AB) = %+v", got)
	}
	want := map[string]struct {
		required, readOnly bool
		kind               TypeKind
		constant           any
	}{
		"kind": {true, false, String, nil},
		"id":   {true, false, String, nil},
		"size": {false, false, Unknown, nil},
		"url":  {false, false, String, nil},
	}
	for _, p := range got.Properties {
		w := want[p.WireName]
		if p.Required != w.required || p.ReadOnly != w.readOnly || p.Type.Kind != w.kind || p.Type.Const != w.constant {
			t.Errorf("%s: required %v read-only %v kind %s const %v, want %+v", p.WireName, p.Required, p.ReadOnly, p.Type.Kind, p.Type.Const, w)
		}
	}
	if api.Type("A").Properties[0].Type.Const != "a" {
		t.Error("merging changed the variant's own property")
	}
	if got := api.UnionObject(api.Type("AS")); got != nil {
		t.Errorf("UnionObject(AS) = %+v, want nil: a variant is a string", got)
	}
}
