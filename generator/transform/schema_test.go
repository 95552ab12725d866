package transform

import (
	"os"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// moneySpec has one named Money schema and inline copies of it that differ in the ways matches_schema must see
// through (annotations, key order, order of required) or not (an extra property, a format).
const moneySpec = `components:
  schemas:
    Money:
      type: object
      description: An amount of money.
      properties:
        amount: {type: integer, description: Minor units}
        currency: {type: string}
      required: [amount, currency]
    Order:
      type: object
      properties:
        total:
          description: The order total.
          title: Total
          properties:
            currency: {type: string, example: EUR}
            amount: {type: integer}
          type: object
          required: [currency, amount]
        tax:
          type: object
          properties:
            amount: {type: integer}
            currency: {type: string}
            note: {type: string}
          required: [amount, currency]
        refund:
          type: object
          properties:
            amount: {type: integer, format: int64}
            currency: {type: string}
          required: [amount, currency]
        history:
          type: array
          items:
            type: object
            properties:
              amount: {type: integer}
              currency: {type: string}
            required: [amount, currency]
            example: {amount: 1, currency: EUR}
    Examples:
      type: object
      default: {type: object, properties: {amount: {type: integer}, currency: {type: string}}, required: [amount, currency]}
`

func TestMatchesSchema(t *testing.T) {
	const order = schemas + "/Order/properties"
	const ref = "{$ref: '#/components/schemas/Money'}"
	tests := []transformCase{{
		name: "inline copies become references",
		spec: moneySpec,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      reason: the upstream spec inlines Money",
			"      args:",
			"        target: {matches_schema: $.components.schemas.Money}",
			"        value: {$ref: '#/components/schemas/Money'}",
		),
		want: map[string]string{
			order + "/total":                   ref,
			order + "/history/items":           ref,
			order + "/tax/type":                "object",
			order + "/refund/type":             "object",
			schemas + "/Money/type":            "object",
			schemas + "/Examples/default/type": "object",
		},
	}, {
		name: "ignore paths are relative to each compared schema",
		spec: moneySpec,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target:",
			"          matches_schema: $.components.schemas.Money",
			"          ignore: [$.properties.amount.format, $.properties.note]",
			"        value: {$ref: '#/components/schemas/Money'}",
		),
		want: map[string]string{order + "/total": ref, order + "/tax": ref, order + "/refund": ref, order + "/history/items": ref},
	}, {
		name: "matches_schema must select one schema",
		spec: moneySpec,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: {matches_schema: $.components.schemas.*}",
		),
		diags: []wantDiag{{diag.TransformConflict, 5, 34, `matches_schema "$.components.schemas.*" matches 3 values`}},
	}, {
		name: "matches_schema that matches nothing",
		spec: moneySpec,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: {matches_schema: $.components.schemas.Cash}",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 5, 34, `matches_schema "$.components.schemas.Cash" matches nothing`}},
	}, {
		name: "a schema without copies",
		spec: moneySpec,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target:",
			"          - $.components.schemas.Examples",
			"          - matches_schema: $.components.schemas.Order",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 7, 13, "no other schema in the spec equals the one at /components/schemas/Order"}},
	}, {
		name: "a bad ignore path",
		spec: moneySpec,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: {matches_schema: $.components.schemas.Money, ignore: [$, '$.a[]', 3], extra: 1}",
		),
		diags: []wantDiag{
			{diag.TransformInvalid, 5, 71, `ignore "$" would ignore the whole schema`},
			{diag.TransformInvalid, 5, 74, `ignore "$.a[]" is not a valid JSONPath`},
			{diag.TransformInvalid, 5, 83, "ignore must be a JSONPath string, not a number"},
			{diag.TransformInvalid, 5, 87, `unknown key "extra" in the target`},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestSchemaEqual(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"{type: string}", "{type: string, description: x, title: y, example: z, examples: [z]}", true},
		{"{type: string}", "{type: string, format: uuid}", false},
		{"{type: [string, 'null']}", "{type: ['null', string]}", true},
		{"{required: [a, b]}", "{required: [b, a]}", true},
		{"{required: [a, a]}", "{required: [a, b]}", false},
		{"{enum: [a, b]}", "{enum: [b, a]}", false},
		{"{properties: {description: {type: string}}}", "{properties: {}}", false},
		{"{properties: {title: {type: string}}}", "{properties: {title: {type: string, title: T}}}", true},
		{"{default: {description: a}}", "{default: {description: b}}", false},
		{"{x-kind: {description: a}}", "{x-kind: {description: b}}", false},
		{"{allOf: [{type: string, description: a}]}", "{allOf: [{type: string}]}", true},
		{"{maximum: 1}", "{maximum: 1.0}", true},
		{"{a: 1, b: 2}", "{b: 2, a: 1}", true},
		{"{a: 1}", "{a: '1'}", false},
	}
	for _, tt := range tests {
		a, b := parseYAML(t, tt.a), parseYAML(t, tt.b)
		if got := schemaEqual(a, b, ctxSchema, nil, nil); got != tt.want {
			t.Errorf("schemaEqual(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
		if tt.want && hashNode(a, ctxSchema, nil) != hashNode(b, ctxSchema, nil) {
			t.Errorf("%s and %s are equal but hash differently", tt.a, tt.b)
		}
	}
}

// BenchmarkMatchesSchema runs matches_schema over a real 1 MB spec: the cost should be a few passes over the
// document, not one per schema.
func BenchmarkMatchesSchema(b *testing.B) {
	data, err := os.ReadFile("../../testdata/specs/discord/openapi.json")
	if err != nil {
		b.Skip(err)
	}
	spec, err := document.ParseJSON("openapi.json", data, document.SpecLimits)
	if err != nil {
		b.Fatal(err)
	}
	p, err := ParsePath("$..[?(@.type == 'null')]") // 317 copies of {type: "null"}
	if err != nil {
		b.Fatal(err)
	}
	ref := p.Select(spec)[0].Node
	ignore, _ := ParsePath("$.format")
	b.ResetTimer()
	for range b.N {
		if len(newSchemaMatcher(ref, nil).find(spec)) == 0 {
			b.Fatal("no copies found")
		}
		newSchemaMatcher(ref, []*Path{ignore}).find(spec)
	}
}
