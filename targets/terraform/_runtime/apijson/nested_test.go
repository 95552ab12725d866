package apijson

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

type address struct {
	Street  types.String            `tfsdk:"street" json:"streetName,required"`
	Zip     types.String            `tfsdk:"zip" json:"zip,optional"`
	Checked types.Bool              `tfsdk:"checked" json:"checked,computed"`
	Lines   List[types.String]      `tfsdk:"lines" json:"lines,computed_optional"`
	Extra   Map[types.Int64]        `tfsdk:"extra" json:"extra,optional"`
	Owner   Object[owner]           `tfsdk:"owner" json:"owner,optional"`
	Shape   JSON                    `tfsdk:"shape" json:"shape,optional"`
	Tags    Set[types.String]       `tfsdk:"tags" json:"tags,optional"`
	Others  List[Object[owner]]     `tfsdk:"others" json:"others,optional"`
	ByName  Map[Object[owner]]      `tfsdk:"by_name" json:"byName,optional"`
	Matrix  List[List[types.Int64]] `tfsdk:"matrix" json:"matrix,optional"`
}

type owner struct {
	Name types.String `tfsdk:"name" json:"name,required"`
	Seen types.Int64  `tfsdk:"seen" json:"seen,computed"`
}

type nestedModel struct {
	ID      types.String        `tfsdk:"id" json:"id,computed"`
	Address Object[address]     `tfsdk:"address" json:"address,computed_optional"`
	History List[Object[owner]] `tfsdk:"history" json:"history,computed"`
	Labels  Map[types.String]   `tfsdk:"labels" json:"labels,optional"`
	Union   JSON                `tfsdk:"union" json:"union,optional"`
}

func ownerAttrs(computed bool) map[string]schema.Attribute {
	return map[string]schema.Attribute{
		"name": schema.StringAttribute{Required: !computed, Computed: computed},
		"seen": schema.Int64Attribute{Computed: true},
	}
}

func nestedSchema() schema.Schema {
	return schema.Schema{Attributes: map[string]schema.Attribute{
		"id": schema.StringAttribute{Computed: true},
		"address": schema.SingleNestedAttribute{Optional: true, Computed: true, CustomType: ObjectType[address]{}, Attributes: map[string]schema.Attribute{
			"street":  schema.StringAttribute{Required: true},
			"zip":     schema.StringAttribute{Optional: true},
			"checked": schema.BoolAttribute{Computed: true},
			"lines":   schema.ListAttribute{Optional: true, Computed: true, CustomType: ListType[types.String]{}, ElementType: TypeOf[types.String]()},
			"extra":   schema.MapAttribute{Optional: true, CustomType: MapType[types.Int64]{}, ElementType: TypeOf[types.Int64]()},
			"owner":   schema.SingleNestedAttribute{Optional: true, CustomType: ObjectType[owner]{}, Attributes: ownerAttrs(false)},
			"shape":   schema.StringAttribute{Optional: true, CustomType: JSONType{}},
			"tags":    schema.SetAttribute{Optional: true, CustomType: SetType[types.String]{}, ElementType: TypeOf[types.String]()},
			"others": schema.ListNestedAttribute{Optional: true, CustomType: ListType[Object[owner]]{}, NestedObject: schema.NestedAttributeObject{
				CustomType: ObjectType[owner]{}, Attributes: ownerAttrs(false)}},
			"by_name": schema.MapNestedAttribute{Optional: true, CustomType: MapType[Object[owner]]{}, NestedObject: schema.NestedAttributeObject{
				CustomType: ObjectType[owner]{}, Attributes: ownerAttrs(false)}},
			"matrix": schema.ListAttribute{Optional: true, CustomType: ListType[List[types.Int64]]{}, ElementType: TypeOf[List[types.Int64]]()},
		}},
		"history": schema.ListNestedAttribute{Computed: true, CustomType: ListType[Object[owner]]{}, NestedObject: schema.NestedAttributeObject{
			CustomType: ObjectType[owner]{}, Attributes: ownerAttrs(true)}},
		"labels": schema.MapAttribute{Optional: true, CustomType: MapType[types.String]{}, ElementType: types.StringType},
		"union":  schema.StringAttribute{Optional: true, CustomType: JSONType{}},
	}}
}

const nestedBody = `{"id":"n1","address":{"streetName":"Main","zip":null,"checked":true,"lines":["a","b"],"extra":{"k":1},` +
	`"owner":{"name":"Ada","seen":2},"shape":{"b":1, "a":[true]},"tags":["x"],"others":[{"name":"Bob","seen":1}],` +
	`"byName":{"c":{"name":"Cy"}},"matrix":[[1,2],[3]]},"history":[{"name":"Eve","seen":9}],"labels":{"env":"prod"},"union":"text"}`

// TestNestedRoundTrip decodes a response into a model whose values are all null, stores it in a state through the
// framework (which checks every value against the schema's types), reads it back, and encodes it again.
func TestNestedRoundTrip(t *testing.T) {
	ctx := context.Background()
	var m nestedModel
	if err := Unmarshal([]byte(nestedBody), &m); err != nil {
		t.Fatal(err)
	}
	s := nestedSchema()
	state := tfsdk.State{Schema: s, Raw: tftypes.NewValue(s.Type().TerraformType(ctx), nil)}
	if diags := state.Set(ctx, &m); diags.HasError() {
		t.Fatalf("state.Set: %v", diags)
	}
	var back nestedModel
	if diags := state.Get(ctx, &back); diags.HasError() {
		t.Fatalf("state.Get: %v", diags)
	}
	if !back.Address.Equal(m.Address) || !back.History.Equal(m.History) {
		t.Errorf("the state changed the values:\n%v\n%v", back.Address, m.Address)
	}
	got, err := Marshal(&back)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"address":{"byName":{"c":{"name":"Cy"}},"extra":{"k":1},"lines":["a","b"],"matrix":[[1,2],[3]],` +
		`"others":[{"name":"Bob"}],"owner":{"name":"Ada"},"shape":{"b":1,"a":[true]},"streetName":"Main","tags":["x"]},` +
		`"labels":{"env":"prod"},"union":"text"}`
	if string(got) != want {
		t.Errorf("Marshal =\n%s\nwant\n%s", got, want)
	}
}

// TestNestedNullState stores a model of zero values: every nested value is a typed null.
func TestNestedNullState(t *testing.T) {
	ctx := context.Background()
	s := nestedSchema()
	state := tfsdk.State{Schema: s, Raw: tftypes.NewValue(s.Type().TerraformType(ctx), nil)}
	if diags := state.Set(ctx, &nestedModel{}); diags.HasError() {
		t.Fatalf("state.Set of zero values: %v", diags)
	}
	var back nestedModel
	if diags := state.Get(ctx, &back); diags.HasError() || !back.Address.IsNull() || !back.Labels.IsNull() {
		t.Fatalf("state.Get: %v %v", diags, back)
	}
}

// TestNestedPrior checks what a response that lacks nested values does: a known prior value stays (write-only),
// an unknown one becomes null.
func TestNestedPrior(t *testing.T) {
	ctx := context.Background()
	prior, diags := ObjectValueOf(ctx, address{Street: types.StringValue("Main"), Zip: types.StringValue("123"), Checked: types.BoolUnknown()})
	if diags.HasError() {
		t.Fatal(diags)
	}
	m := nestedModel{Address: prior, History: List[Object[owner]]{ListValue: types.ListUnknown(ObjectType[owner]{})}}
	if err := Unmarshal([]byte(`{"id":"n1","address":{"streetName":"Main"}}`), &m); err != nil {
		t.Fatal(err)
	}
	attrs := m.Address.Attributes()
	if attrs["zip"].(types.String).ValueString() != "123" || !attrs["checked"].IsNull() || !m.History.IsNull() {
		t.Errorf("address %v history %v", m.Address, m.History)
	}
}

// TestNestedPatch checks a merge patch of a changed nested object: removed attributes are sent as null.
func TestNestedPatch(t *testing.T) {
	ctx := context.Background()
	before, _ := ObjectValueOf(ctx, address{Street: types.StringValue("Main"), Zip: types.StringValue("123")})
	after, _ := ObjectValueOf(ctx, address{Street: types.StringValue("High")})
	state := nestedModel{Address: before}
	plan := nestedModel{Address: after}
	got, err := MarshalPatch(&plan, &state)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"address":{"byName":null,"extra":null,"owner":null,"shape":null,"streetName":"High","tags":null,"others":null,"matrix":null,"zip":null}}`
	if !sameJSON(t, string(got), want) {
		t.Errorf("MarshalPatch = %s, want %s", got, want)
	}
}

func sameJSON(t *testing.T, a, b string) bool {
	t.Helper()
	ca, errA := canonical(a)
	cb, errB := canonical(b)
	if errA != nil || errB != nil {
		t.Fatalf("not JSON: %v %v", errA, errB)
	}
	return ca == cb
}

// TestJSONSemanticEquality checks that texts of the same JSON value are equal and others are not.
func TestJSONSemanticEquality(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{`{"a":1,"b":[1,2]}`, "{ \"b\": [1, 2],\n \"a\": 1 }", true},
		{`"x"`, `"x"`, true},
		{`{"a":1}`, `{"a":2}`, false},
		{`[1,2]`, `[2,1]`, false},
		{`{"n":1.0,"m":[1e2]}`, `{"m":[100],"n":1}`, true},
		{`1.5`, `1.50`, true},
		{`1.5`, `1.6`, false},
		{`{"a":1}`, `not json`, false},
	}
	for _, tc := range tests {
		got, _ := JSONValue(tc.a).StringSemanticEquals(context.Background(), JSONValue(tc.b))
		if got != tc.want {
			t.Errorf("%s == %s: %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestTypeOf checks that zero values carry their full types.
func TestTypeOf(t *testing.T) {
	if got := TypeOf[List[Object[owner]]]().(ListType[Object[owner]]).ElementType(); !got.Equal(ObjectType[owner]{}) {
		t.Errorf("element type %s", got)
	}
	if got := (ObjectType[owner]{}).AttributeTypes(); len(got) != 2 || !got["seen"].Equal(types.Int64Type) {
		t.Errorf("attribute types %v", got)
	}
	var _ attr.Value = Map[JSON]{}
}

// TestVariants checks that a nested union object's set attributes must belong to one variant.
func TestVariants(t *testing.T) {
	v := Variants{{"kind", "radius"}, {"kind", "side"}}
	tests := []struct {
		attrs map[string]attr.Value
		ok    bool
	}{
		{map[string]attr.Value{"kind": types.StringValue("c"), "radius": types.Float64Value(1), "side": types.Float64Null()}, true},
		{map[string]attr.Value{"kind": types.StringValue("s"), "side": types.Float64Value(1), "radius": types.Float64Unknown()}, true},
		{map[string]attr.Value{"radius": types.Float64Value(1), "side": types.Float64Value(1)}, false},
	}
	for i, tc := range tests {
		if got := !v.check(path.Root("shape"), tc.attrs).HasError(); got != tc.ok {
			t.Errorf("case %d: ok %v, want %v", i, got, tc.ok)
		}
	}
}

type member struct {
	Name   types.String `tfsdk:"name" json:"name,required"`
	Secret types.String `tfsdk:"secret" json:"secret,optional"`
	Seen   types.Int64  `tfsdk:"seen" json:"seen,computed"`
}

type membersModel struct {
	Members Set[Object[member]] `tfsdk:"members" json:"members,optional"`
}

func memberSet(t *testing.T, members ...member) Set[Object[member]] {
	t.Helper()
	ctx := context.Background()
	elems := make([]attr.Value, len(members))
	for i, m := range members {
		o, diags := ObjectValueOf(ctx, m)
		if diags.HasError() {
			t.Fatal(diags)
		}
		elems[i] = o
	}
	sv, diags := types.SetValue(ObjectType[member]{}, elems)
	if diags.HasError() {
		t.Fatal(diags)
	}
	return Set[Object[member]]{SetValue: sv}
}

// TestSetMembersMatchPrior decodes sets of objects the API returns in another order than the plan's: each member
// keeps its own write-only value (matched by value, not position), and a member the prior lacks has none.
func TestSetMembersMatchPrior(t *testing.T) {
	str, num := types.StringValue, types.Int64Value
	planned := memberSet(t,
		member{Name: str("a"), Secret: str("sa"), Seen: types.Int64Unknown()},
		member{Name: str("b"), Secret: str("sb"), Seen: types.Int64Unknown()})
	tests := []struct {
		name, body string
		want       Set[Object[member]]
	}{
		{"reversed", `{"members":[{"name":"b","seen":2},{"name":"a","seen":1}]}`,
			memberSet(t, member{Name: str("a"), Secret: str("sa"), Seen: num(1)}, member{Name: str("b"), Secret: str("sb"), Seen: num(2)})},
		{"a new member", `{"members":[{"name":"c","seen":3},{"name":"a","seen":1}]}`,
			memberSet(t, member{Name: str("a"), Secret: str("sa"), Seen: num(1)}, member{Name: str("c"), Secret: types.StringNull(), Seen: num(3)})},
		{"echoed write-only values", `{"members":[{"name":"b","secret":"sb","seen":2},{"name":"a","secret":"sa","seen":1}]}`,
			memberSet(t, member{Name: str("a"), Secret: str("sa"), Seen: num(1)}, member{Name: str("b"), Secret: str("sb"), Seen: num(2)})},
	}
	for _, tc := range tests {
		m := membersModel{Members: planned}
		if err := Unmarshal([]byte(tc.body), &m); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !m.Members.Equal(tc.want) {
			t.Errorf("%s: members %v, want %v", tc.name, m.Members, tc.want)
		}
	}
}
