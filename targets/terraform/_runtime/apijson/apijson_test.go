package apijson

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

type model struct {
	ID     types.String  `tfsdk:"id" json:"id,computed"`
	Name   types.String  `tfsdk:"name" json:"name,required"`
	Email  types.String  `tfsdk:"email" json:"email,optional"`
	Size   types.Int64   `tfsdk:"size" json:"size,computed_optional"`
	Ratio  types.Float64 `tfsdk:"ratio" json:"ratio,optional"`
	Tags   types.List    `tfsdk:"tags" json:"tags,optional"`
	Parent types.String  `tfsdk:"parent_id" json:"-"`
}

func planned() model {
	return model{
		ID: types.StringUnknown(), Name: types.StringValue("Ada"), Email: types.StringNull(), Size: types.Int64Unknown(),
		Ratio: types.Float64Value(0.5), Tags: types.ListValueMust(types.StringType, []attr.Value{types.StringValue("a")}),
		Parent: types.StringValue("p1"),
	}
}

func TestMarshal(t *testing.T) {
	m := planned()
	got, err := Marshal(&m)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"name":"Ada","ratio":0.5,"tags":["a"]}`; string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
}

func TestMarshalPatch(t *testing.T) {
	state := planned()
	state.Email = types.StringValue("a@b.c")
	plan := planned()
	plan.Name = types.StringValue("Grace")
	got, err := MarshalPatch(&plan, &state)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"email":null,"name":"Grace"}`; string(got) != want {
		t.Errorf("MarshalPatch = %s, want %s", got, want)
	}
}

func TestUnmarshal(t *testing.T) {
	tests := []struct {
		name, body string
		check      func(t *testing.T, m model)
	}{
		{"server-set fields", `{"id":"x1","name":"Ada","size":3}`, func(t *testing.T, m model) {
			if m.ID.ValueString() != "x1" || m.Size.ValueInt64() != 3 {
				t.Errorf("got %v %v", m.ID, m.Size)
			}
		}},
		{"missing unknown becomes null", `{"id":"x1","name":"Ada"}`, func(t *testing.T, m model) {
			if !m.Size.IsNull() || m.Ratio.ValueFloat64() != 0.5 {
				t.Errorf("size %v ratio %v", m.Size, m.Ratio)
			}
		}},
		{"null and lists", `{"id":"x1","name":"Ada","email":null,"tags":["b","c"]}`, func(t *testing.T, m model) {
			if !m.Email.IsNull() || len(m.Tags.Elements()) != 2 {
				t.Errorf("email %v tags %v", m.Email, m.Tags)
			}
		}},
		{"integral float as integer", `{"id":"x1","size":4.0}`, func(t *testing.T, m model) {
			if m.Size.ValueInt64() != 4 || m.Parent.ValueString() != "p1" {
				t.Errorf("size %v parent %v", m.Size, m.Parent)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := planned()
			if err := Unmarshal([]byte(tc.body), &m); err != nil {
				t.Fatal(err)
			}
			tc.check(t, m)
		})
	}
}

func TestUnmarshalRejects(t *testing.T) {
	for _, body := range []string{`[1]`, `{"size":"big"}`, `{"tags":"a"}`} {
		m := planned()
		if err := Unmarshal([]byte(body), &m); err == nil {
			t.Errorf("Unmarshal(%s) succeeded", body)
		}
	}
}

func TestFieldsRejectUnknownMode(t *testing.T) {
	type bad struct {
		X types.String `json:"x,sometimes"`
	}
	if err := Unmarshal([]byte(`{}`), &bad{}); err == nil {
		t.Error("a field with an unknown mode was accepted")
	}
}

func TestWireNamesWithCommasAndQuotes(t *testing.T) {
	type odd struct {
		A types.String "tfsdk:\"a\" json:\"x,y`z\\\",optional\""
	}
	m := odd{A: types.StringValue("v")}
	got, err := Marshal(&m)
	if err != nil || string(got) != "{\"x,y`z\\\"\":\"v\"}" {
		t.Errorf("Marshal = %s, %v", got, err)
	}
}
