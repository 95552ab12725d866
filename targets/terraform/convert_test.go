package terraform

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// TestConvert checks the Go expressions that turn a model value into the type the SDK takes for a path param.
func TestConvert(t *testing.T) {
	g := &gen{}
	tests := []struct {
		kind, to, want, pre string
	}{
		{"String", "string", "m.ID.ValueString()", ""},
		{"String", "int64", "v", "v, err := strconv.ParseInt(m.ID.ValueString(), 10, 64)"},
		{"String", "AccountKind", "sdk.AccountKind(m.ID.ValueString())", ""},
		{"Int64", "int64", "m.ID.ValueInt64()", ""},
		{"Int64", "string", "strconv.FormatInt(m.ID.ValueInt64(), 10)", ""},
		{"Int64", "Level", "sdk.Level(m.ID.ValueInt64())", ""},
		{"Float64", "string", "fmt.Sprint(m.ID.ValueFloat64())", ""},
	}
	for _, tc := range tests {
		var pre strings.Builder
		got := g.convert(&pre, "v", "m.ID", tc.kind, tc.to, "nil, err")
		if got != tc.want || !strings.HasPrefix(pre.String(), tc.pre) || (tc.pre == "") != (pre.Len() == 0) {
			t.Errorf("%s to %s = %q after %q, want %q after %q", tc.kind, tc.to, got, pre.String(), tc.want, tc.pre)
		}
	}
}

// TestTfName checks the attribute names made from wire names.
func TestTfName(t *testing.T) {
	tests := map[string]string{"Account": "account", "url-endpoints": "url_endpoints", "123abc": "abc", "__END__": "end", "a--b": "a_b", "": ""}
	for in, want := range tests {
		if got := tfName(in); got != want {
			t.Errorf("tfName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestInferRole checks the CRUD roles methods take from their HTTP method and path.
func TestInferRole(t *testing.T) {
	tests := []struct {
		verb, path string
		paged      bool
		want       string
	}{
		{"post", "/accounts", false, "create"},
		{"get", "/accounts/{id}", false, "read"},
		{"get", "/accounts", true, "list"},
		{"patch", "/accounts/{id}", false, "update"},
		{"PUT", "/accounts/{id}", false, "update"},
		{"delete", "/accounts/{id}", false, "delete"},
		{"post", "/accounts/{id}/link", false, "create"}, // a candidate: pickCreate keeps the one read's path extends
		{"get", "/status", false, ""},
	}
	for _, tc := range tests {
		m := &ir.Method{HTTPMethod: tc.verb, Path: tc.path}
		if tc.paged {
			m.Pagination = &ir.MethodPagination{}
		}
		if got := m.InferredTerraformRole(); got != tc.want {
			t.Errorf("%s %s = %q, want %q", tc.verb, tc.path, got, tc.want)
		}
	}
}

// TestPickCreate keeps the POST on the read method's collection, not an action on an item.
func TestPickCreate(t *testing.T) {
	link := &ir.Method{HTTPMethod: "post", Path: "/accounts/{id}/link"}
	create := &ir.Method{HTTPMethod: "post", Path: "/accounts"}
	read := &ir.Method{HTTPMethod: "get", Path: "/accounts/{id}"}
	if got := pickCreate([]*ir.Method{link, create}, read); got != create {
		t.Errorf("pickCreate chose %v", got)
	}
	if got := pickCreate([]*ir.Method{link}, read); got != nil {
		t.Errorf("pickCreate chose the action %v", got)
	}
	if got := pickCreate([]*ir.Method{link}, nil); got != link {
		t.Errorf("without a read method pickCreate chose %v", got)
	}
}

// TestShape checks the attribute kind each property type becomes.
func TestShape(t *testing.T) {
	str := ir.TypeRef{Kind: ir.String}
	named := func(n string) *ir.TypeRef { return &ir.TypeRef{Kind: ir.Named, Name: n} }
	obj := &ir.Type{Name: "Obj", Kind: "object", Properties: []*ir.Property{{WireName: "a", Type: str}}}
	api := &ir.API{Types: []*ir.Type{
		obj,
		{Name: "Color", Kind: "enum", Enum: &ir.Enum{Base: ir.String, Members: []ir.EnumMember{{Value: "red"}}}},
		{Name: "Self", Kind: "object", Recursive: true, Properties: []*ir.Property{{WireName: "next", Type: *named("Self")}}},
		{Name: "Free", Kind: "object"},
		{Name: "Dict", Kind: "object", AdditionalProperties: &ir.TypeRef{Kind: ir.Integer}},
		{Name: "Objs", Kind: "union", Union: &ir.Union{Variants: []ir.Variant{{Type: *named("Obj")}}}},
		{Name: "Mixed", Kind: "union", Union: &ir.Union{Variants: []ir.Variant{{Type: str}, {Type: ir.TypeRef{Kind: ir.Integer}}}}},
	}}
	g := &gen{api: api, names: naming.New(api.Casings), types: map[string]*ir.Type{}, unions: map[string]*ir.Type{}, firstVariant: map[*ir.Type]map[string]*ir.Property{}, variants: map[*ir.Type][][]string{}}
	for _, typ := range api.Types {
		g.types[typ.Name] = typ
	}
	tests := []struct {
		name string
		t    *ir.TypeRef
		want string
	}{
		{"string", &str, "types.String"},
		{"enum", named("Color"), "types.String"},
		{"object", named("Obj"), "apijson.Object[XModel]"},
		{"list of objects", &ir.TypeRef{Kind: ir.Array, Elem: named("Obj")}, "apijson.List[apijson.Object[XModel]]"},
		{"set", &ir.TypeRef{Kind: ir.Array, Elem: &str, Constraints: &ir.Constraints{UniqueItems: true}}, "apijson.Set[types.String]"},
		{"set of objects", &ir.TypeRef{Kind: ir.Array, Elem: named("Obj"), Constraints: &ir.Constraints{UniqueItems: true}}, "apijson.Set[apijson.Object[XModel]]"},
		{"map", &ir.TypeRef{Kind: ir.Map, Elem: &str}, "apijson.Map[types.String]"},
		{"map object", named("Dict"), "apijson.Map[types.Int64]"},
		{"union of objects", named("Objs"), "apijson.Object[XModel]"},
		{"union of primitives", named("Mixed"), "apijson.JSON"},
		{"recursive", named("Self"), "apijson.JSON"},
		{"free-form object", named("Free"), "apijson.JSON"},
		{"any", &ir.TypeRef{Kind: ir.Unknown}, "apijson.JSON"},
	}
	for _, tc := range tests {
		s := &service{structNames: map[string]bool{}}
		a := &attribute{name: "x", mode: "optional"}
		if !g.shape(s, a, tc.t, nil, "X", 0) {
			t.Errorf("%s: left out", tc.name)
			continue
		}
		if got := goType(a); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	if g.shape(&service{structNames: map[string]bool{}}, &attribute{}, &ir.TypeRef{Kind: ir.Null}, nil, "X", 0) {
		t.Error("a null type has an attribute")
	}
}
