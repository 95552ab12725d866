package transform

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// inlineSpec writes the same inline schema in two places, and one that differs.
const inlineSpec = `paths:
  /a:
    post:
      requestBody: {content: {application/json: {schema: {type: object, properties: {n: {type: integer}}}}}}
      responses:
        "200": {content: {application/json: {schema: {type: object, properties: {n: {type: integer}}}}}}
  /b:
    post:
      requestBody: {content: {application/json: {schema: {type: object, properties: {m: {type: string}}}}}}
components:
  schemas:
    Wrapper:
      type: object
      properties:
        inner: {type: object, properties: {deep: {type: string}}}
        again: {$ref: '#/components/schemas/Wrapper/properties/inner/properties/deep'}
`

const (
	aBody = "/paths/~1a/post/requestBody/content/application~1json/schema"
	aResp = "/paths/~1a/post/responses/200/content/application~1json/schema"
)

func TestExtractToRefs(t *testing.T) {
	extract := func(ref ...string) string {
		return lines(append([]string{"openapi:", "  transforms:", "    - command: extractToRefs", "      reason: names", "      args:"}, ref...)...)
	}
	tests := []transformCase{{
		name:   "an inline schema becomes a component",
		spec:   inlineSpec,
		config: extract("        ref: {target: $.components.schemas.Wrapper.properties.inner, name: '#/components/schemas/Inner'}"),
		want: map[string]string{
			schemas + "/Inner":                    "{type: object, properties: {deep: {type: string}}}",
			schemas + "/Wrapper/properties/inner": "{$ref: '#/components/schemas/Inner'}",
			// A reference into the moved schema follows it.
			schemas + "/Wrapper/properties/again": "{$ref: '#/components/schemas/Inner/properties/deep'}",
		},
	}, {
		name:   "equal matches share one component, named without the pointer",
		spec:   inlineSpec,
		config: extract("        ref:", `          - {target: "$.paths['/a'].post..schema", name: Count}`),
		want: map[string]string{
			schemas + "/Count": "{type: object, properties: {n: {type: integer}}}",
			aBody:              "{$ref: '#/components/schemas/Count'}",
			aResp:              "{$ref: '#/components/schemas/Count'}",
		},
	}, {
		name:   "a target that is already a $ref is moved as written",
		spec:   inlineSpec,
		config: extract("        ref: {target: $.components.schemas.Wrapper.properties.again, name: Again}"),
		want: map[string]string{
			schemas + "/Again":                    "{$ref: '#/components/schemas/Wrapper/properties/inner/properties/deep'}",
			schemas + "/Wrapper/properties/again": "{$ref: '#/components/schemas/Again'}",
		},
	}, {
		name:   "a spec without components gets them",
		spec:   "paths: {/a: {get: {x-s: {type: string}}}}\n",
		config: extract(`        ref: {target: "$.paths['/a'].get.x-s", name: S}`),
		want:   map[string]string{"/components/schemas/S": "{type: string}", "/paths/~1a/get/x-s": "{$ref: '#/components/schemas/S'}"},
	}, {
		name:   "different matches",
		spec:   inlineSpec,
		config: extract("        ref: {target: $.paths.*.post.requestBody..schema, name: Body}"),
		diags:  []wantDiag{{diag.TransformConflict, 6, 23, "differs from " + aBody}},
	}, {
		name:   "a name already taken",
		spec:   inlineSpec,
		config: extract("        ref: {target: $.components.schemas.Wrapper.properties.inner, name: Wrapper}"),
		diags:  []wantDiag{{diag.TransformConflict, 6, 76, `components.schemas already has "Wrapper"`}},
	}, {
		name:   "a target that is not a schema",
		spec:   inlineSpec,
		config: extract("        ref: {target: $.components.schemas.Wrapper.type, name: T}"),
		diags:  []wantDiag{{diag.TransformConflict, 6, 23, "is a string, not a schema object"}},
	}, {
		name:   "a target that matches nothing",
		spec:   inlineSpec,
		config: extract("        ref: {target: $.components.schemas.Nope, name: T}"),
		diags:  []wantDiag{{diag.TransformNoMatch, 6, 23, `target "$.components.schemas.Nope" matches nothing`}},
	}, {
		name:   "malformed refs",
		spec:   inlineSpec,
		config: extract("        ref:", "          - {target: $.a, name: '#/paths/x'}", "          - {target: $.a, name: 3, other: 1}", "          - {target: $.a}"),
		diags: []wantDiag{
			{diag.TransformInvalid, 7, 33, `name "#/paths/x" must name a component schema`},
			{diag.TransformInvalid, 8, 33, "name must be a string"},
			{diag.TransformInvalid, 8, 36, `unknown key "other" in ref`},
			{diag.TransformInvalid, 9, 13, `extractToRefs needs "name"`},
		},
	}, {
		name:   "no ref",
		spec:   inlineSpec,
		config: extract("        target: $.a"),
		diags: []wantDiag{
			{diag.TransformInvalid, 5, 7, `extractToRefs needs "ref"`},
			{diag.TransformInvalid, 6, 9, `unknown key "target" in args`},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}
