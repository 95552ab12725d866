package build_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// withSchemas adds components.schemas and POST /x, which takes and answers X, configured by schemaConfig.
func withSchemas(schemas string) string {
	spec := strings.Replace(baseSpec, "paths:", "components:\n  schemas:\n"+schemas+"paths:", 1) +
		"  /x:\n    post:\n      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/X'}}}}\n" +
		"      responses: {\"200\": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/X'}}}}}\n"
	return spec
}

var schemaConfig = withResources("resources:\n  things:\n    methods:\n      get: get /things\n      x: post /x\n")

func i64(n int64) *int64 { return &n }

func f64(f float64) *float64 { return &f }

// TestValueConstraints: the keywords of primitives, arrays and maps are on their TypeRef.
func TestValueConstraints(t *testing.T) {
	for _, tc := range []struct {
		name, schema string
		want         *ir.Constraints
	}{
		{"multipleOf", "{type: number, multipleOf: 0.5, minimum: 1}", &ir.Constraints{MultipleOf: f64(0.5), Minimum: f64(1)}},
		{"a pattern RE2 cannot compile, kept and flagged", "{type: string, pattern: '^(?!x)'}", &ir.Constraints{Pattern: "^(?!x)", PatternNotRE2: true}},
		{"array sizes", "{type: array, items: {type: string}, minItems: 2, maxItems: 5, uniqueItems: true}", &ir.Constraints{MinItems: i64(2), MaxItems: i64(5), UniqueItems: true}},
		{"map sizes", "{type: object, additionalProperties: {type: string}, minProperties: 1, maxProperties: 3}", &ir.Constraints{MinProperties: i64(1), MaxProperties: i64(3)}},
		{"an object that allows no key", "{type: object, additionalProperties: false}", &ir.Constraints{Closed: [][]string{{}}}},
		{"none", "{type: array, items: {type: string}}", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			api, _ := build(t, withSchemas("    X: {type: object, properties: {v: "+tc.schema+"}}\n"), schemaConfig)
			got := api.Type("x").Properties[0].Type.Constraints
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("constraints = %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestObjectConstraints: an object's own keywords, and those of the allOf members merged into it, are on its Type.
func TestObjectConstraints(t *testing.T) {
	open := "    A: {type: object, required: [a], properties: {a: {type: string}, kind: {type: string}}}\n"
	closedB := "    B: {type: object, properties: {b: {type: string}}, additionalProperties: false}\n"
	for _, tc := range []struct {
		name, schemas string
		want          *ir.Constraints
		unsatisfiable string // in Unsatisfiable, which want leaves out
	}{
		{name: "property counts", schemas: "    X: {type: object, properties: {a: {type: string}}, minProperties: 1, maxProperties: 2}\n",
			want: &ir.Constraints{MinProperties: i64(1), MaxProperties: i64(2)}},
		{name: "closed", schemas: "    X: {type: object, properties: {a: {type: string}, b: {type: string}}, additionalProperties: false}\n",
			want: &ir.Constraints{Closed: [][]string{{"a", "b"}}}},
		{name: "an open and a closed member: the closed one's keys", schemas: open +
			"    X: {allOf: [{$ref: '#/components/schemas/A'}, {type: object, properties: {b: {type: string}, a: {type: string}}, additionalProperties: false}]}\n",
			want: &ir.Constraints{Closed: [][]string{{"b", "a"}}}},
		{name: "a member requires what a closed one does not allow", schemas: open + closedB +
			"    X: {allOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]}\n",
			want: &ir.Constraints{Closed: [][]string{{"b"}}}, unsatisfiable: "`a` is required, and the part at #/components/schemas/B"},
		{name: "anyOf of required lists", schemas: "    X: {type: object, properties: {a: {type: string}, b: {type: string}}, anyOf: [{required: [a]}, {required: [b]}]}\n",
			want: &ir.Constraints{RequiredAlternatives: [][]string{{"a"}, {"b"}}}},
		{name: "oneOf of required lists", schemas: "    X: {type: object, properties: {a: {type: string}, b: {type: string}}, oneOf: [{required: [a]}, {required: [a, b]}]}\n",
			want: &ir.Constraints{RequiredAlternatives: [][]string{{"a"}, {"a", "b"}}, RequiredExclusive: true}},
		{name: "required lists none of which a closed object allows", schemas: "    X: {type: object, properties: {a: {type: string}}, additionalProperties: false, anyOf: [{required: [b]}]}\n",
			want: &ir.Constraints{Closed: [][]string{{"a"}}, RequiredAlternatives: [][]string{{"b"}}}, unsatisfiable: "allows no list of required properties"},
		{name: "members with different consts", schemas: open +
			"    X: {allOf: [{$ref: '#/components/schemas/A'}, {properties: {kind: {const: x}}}, {properties: {kind: {const: y}}}]}\n",
			want: &ir.Constraints{}, unsatisfiable: "allOf members set `kind` to different consts, \"x\" and \"y\""},
		{name: "more keys required than a closed object allows", schemas: "    X: {type: object, properties: {a: {type: string}}, additionalProperties: false, minProperties: 2}\n",
			want: &ir.Constraints{Closed: [][]string{{"a"}}, MinProperties: i64(2)}, unsatisfiable: "minProperties is 2, and additionalProperties: false allows 1 keys"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			api, diags := build(t, withSchemas(tc.schemas), schemaConfig)
			got := api.Type("x").Constraints
			if got == nil {
				t.Fatalf("no constraints, want %+v", tc.want)
			}
			reason := got.Unsatisfiable
			stripped := *got
			stripped.Unsatisfiable = ""
			if !reflect.DeepEqual(&stripped, tc.want) {
				t.Errorf("constraints = %+v, want %+v", stripped, *tc.want)
			}
			if !strings.Contains(reason, tc.unsatisfiable) || (reason == "") != (tc.unsatisfiable == "") {
				t.Errorf("unsatisfiable = %q, want one saying %q", reason, tc.unsatisfiable)
			}
			if warned := strings.Contains(dump(diags), "Schema/Unsatisfiable"); warned != (tc.unsatisfiable != "") {
				t.Errorf("a Schema/Unsatisfiable warning is due exactly when no value satisfies the schema:\n%s", dump(diags))
			}
		})
	}
}

// TestRestatedConst: an allOf member that restates a property with a const makes the property that const.
func TestRestatedConst(t *testing.T) {
	api, _ := build(t, withSchemas("    A: {type: object, required: [kind], properties: {kind: {type: string, description: the kind}}}\n"+
		"    X: {allOf: [{$ref: '#/components/schemas/A'}, {required: [kind], properties: {kind: {type: string, const: evm}}}]}\n"), schemaConfig)
	kind := api.Type("x").Properties[0]
	if kind.Type.Const != "evm" || kind.Description != "the kind" || !kind.Required {
		t.Errorf("kind = %+v (type %+v), want the const of the later member with the first member's description", kind, kind.Type)
	}
}

// TestInlineBodyConstraints: a flattened body without a named type keeps its object-level keywords on the Body.
func TestInlineBodyConstraints(t *testing.T) {
	spec := withPaths("  /roles:\n    patch:\n      requestBody: {content: {application/json: {schema: {type: object, properties: {add: {type: string}, remove: {type: string}}, " +
		"additionalProperties: false, anyOf: [{required: [add]}, {required: [remove]}]}}}}\n      responses: {\"204\": {description: ok}}\n")
	api, _ := build(t, spec, withResources("resources:\n  things:\n    methods:\n      get: get /things\n      roles: patch /roles\n"))
	body := method(t, api, "client.things.roles").Body
	want := &ir.Constraints{Closed: [][]string{{"add", "remove"}}, RequiredAlternatives: [][]string{{"add"}, {"remove"}}}
	if body.Type != nil || !reflect.DeepEqual(body.Constraints, want) {
		t.Errorf("body %+v with constraints %+v, want no type and %+v", body, body.Constraints, want)
	}
}

// TestOperationsInSpecOrder: every operation of the spec, configured or not, in the order the spec writes them.
func TestOperationsInSpecOrder(t *testing.T) {
	spec := withPaths("  /b/{id}:\n    parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n" +
		"    delete:\n      responses: {\"204\": {description: ok}}\n    get:\n      responses: {\"204\": {description: ok}}\n" +
		"  /a:\n    post:\n      responses: {\"204\": {description: ok}}\n")
	api, _ := build(t, spec, baseConfig+"unspecified_endpoints: [\"delete /b/{id}\", \"get /b/{id}\", post /a]\n")
	want := []string{"delete /b/{id}", "get /b/{id}", "post /a", "get /things"} // withPaths writes them before /things
	if !slices.Equal(api.Operations, want) {
		t.Errorf("operations = %v, want %v", api.Operations, want)
	}
}

// TestEnumKeepsEachValueOnce: a value listed twice (Stripe's API versions, as converted by APIs.guru) is one member,
// or Go declares the same constant twice.
func TestEnumKeepsEachValueOnce(t *testing.T) {
	api, _ := build(t, withSchemas("    X: {type: object, properties: {v: {type: string, enum: [a, b, a, \"1\", b]}, n: {type: integer, enum: [1, 1, 2]}}}\n"), schemaConfig)
	for i, want := range [][]any{{"a", "b", "1"}, {int64(1), int64(2)}} {
		var got []any
		for _, m := range api.Type(api.Type("x").Properties[i].Type.Name).Enum.Members {
			got = append(got, m.Value)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("property %d: enum values = %#v, want %#v", i, got, want)
		}
	}
}
