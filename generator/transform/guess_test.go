package transform

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// unionSpec has unions a constant property tells apart, and ones it does not.
const unionSpec = `components:
  schemas:
    Cat: {type: object, properties: {name: {type: string}, kind: {const: cat}}}
    Dog: {allOf: [{$ref: '#/components/schemas/Base'}, {type: object, properties: {kind: {enum: [dog]}}}]}
    Base: {type: object, properties: {name: {type: string}}}
    Pet: {oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]}
    Shape:
      anyOf:
        - {type: object, properties: {sides: {const: "3"}, type: {const: triangle}}}
        - {type: object, properties: {sides: {const: "4"}, type: {const: square}}}
    Same: {oneOf: [{type: object, properties: {kind: {const: a}}}, {type: object, properties: {kind: {const: a}}}]}
    Loose: {oneOf: [{$ref: '#/components/schemas/Cat'}, {type: string}]}
    Tagged: {oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}], discriminator: {propertyName: name}}
`

func TestGuessDiscriminantUnions(t *testing.T) {
	guess := lines("openapi:", "  transforms:", "    - command: guessDiscriminantUnions")
	tests := []transformCase{{
		name:   "unions a constant property tells apart",
		spec:   unionSpec,
		config: guess,
		want: map[string]string{
			schemas + "/Pet/discriminator":    "{propertyName: kind, mapping: {cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog'}}",
			schemas + "/Shape/discriminator":  "{propertyName: type}",
			schemas + "/Same/discriminator":   absent,
			schemas + "/Loose/discriminator":  absent,
			schemas + "/Tagged/discriminator": "{propertyName: name}",
		},
	}, {
		name:   "nothing to guess",
		spec:   "components: {schemas: {A: {oneOf: [{type: string}, {type: integer}]}}}\n",
		config: guess,
		diags:  []wantDiag{{diag.TransformNoMatch, 3, 7, "no oneOf or anyOf is left"}},
	}, {
		name:   "no args",
		spec:   unionSpec,
		config: guess + "      args: {target: $}\n",
		diags:  []wantDiag{{diag.TransformInvalid, 4, 7, "guessDiscriminantUnions takes no args"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}
