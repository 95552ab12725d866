package spec

import (
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// withHead starts an inline YAML spec whose paths follow on line 4.
func withHead(lines ...string) string {
	return yamlSpec(append([]string{`openapi: 3.1.0`, `info: {title: T, version: "1"}`, `paths:`}, lines...)...)
}

// withComponents starts an inline YAML spec without paths; what follows starts on line 4 too.
func withComponents(lines ...string) string {
	return yamlSpec(append([]string{`openapi: 3.1.0`, `info: {title: T, version: "1"}`, `paths: {}`}, lines...)...)
}

// TestDiagnostics has one case per diagnostic code and shape of problem, each pinned to the line and column an
// editor should jump to: a scalar's value (a $ref, an operationId, a wrong type name), an object's or array's key.
func TestDiagnostics(t *testing.T) {
	seen := map[diag.Code]bool{}
	for _, tt := range diagnosticCases() {
		t.Run(tt.name, func(t *testing.T) {
			doc, diags := load(t, tt.file, tt.src)
			if got := summary(diags); !slices.Equal(got, tt.want) {
				t.Fatalf("got %v, want %v:%s", got, tt.want, dump(diags))
			}
			if tt.message != "" && !strings.Contains(diags[0].Message, tt.message) {
				t.Errorf("message %q does not contain %q", diags[0].Message, tt.message)
			}
			if diags[0].Level != diag.DefaultLevel(diags[0].Code) || diags[0].File != tt.file {
				t.Errorf("level %v file %q", diags[0].Level, diags[0].File)
			}
			if (doc == nil) != tt.nilDoc {
				t.Errorf("document %v, want nil: %v", doc, tt.nilDoc)
			}
		})
		for _, w := range tt.want {
			code, _, _ := strings.Cut(w, "@")
			seen[diag.Code(code)] = true
		}
	}
	for _, code := range emittedCodes {
		if !seen[code] {
			t.Errorf("no test case for %s", code)
		}
	}
}

type diagnosticCase struct {
	name, file, src string
	want            []string // Code@line:col, in order
	message         string   // a part of the first message
	nilDoc          bool
}

// diagnosticCases are small specs with one problem each; FuzzLoad seeds from them too.
func diagnosticCases() []diagnosticCase {
	return []diagnosticCase{
		{
			name: "root is not an object", file: "a.json", src: `[1]`,
			want: []string{"Spec/UnsupportedVersion@1:1"}, message: "not an array", nilDoc: true,
		},
		{
			name: "no openapi field", file: "a.yaml", src: yamlSpec(`info: {title: T}`),
			want: []string{"Spec/UnsupportedVersion@1:1"}, message: "no openapi field", nilDoc: true,
		},
		{
			name: "swagger 2", file: "a.yaml", src: yamlSpec(`info: {title: T}`, `swagger: "2.0"`),
			want: []string{"Spec/UnsupportedVersion@2:10"}, message: "Swagger 2.0", nilDoc: true,
		},
		{
			name: "openapi 3.2", file: "a.json", src: "{\n  \"openapi\": \"3.2.0\"\n}",
			want: []string{"Spec/UnsupportedVersion@2:14"}, message: `openapi "3.2.0"`, nilDoc: true,
		},
		{
			name: "external file ref", file: "a.yaml",
			src: withHead(
				`  /pets:`,
				`    get:`,
				`      responses:`,
				`        '200':`,
				`          description: ok`,
				`          content:`,
				`            application/json:`,
				`              schema: {$ref: 'pet.yaml#/Pet'}`,
			),
			want: []string{"Spec/ExternalRef@11:30"}, message: `"pet.yaml#/Pet" points outside this file`,
		},
		{
			name: "external URL ref in JSON", file: "a.json",
			src: `{"openapi": "3.0.3", "paths": {},
"components": {"schemas": {"Pet": {"$ref": "https://example.com/pet.json"}}}}`,
			want: []string{"Spec/ExternalRef@2:44"},
		},
		{
			name: "discriminator mapping to another file", file: "a.yaml",
			src: withComponents(
				`components:`,
				`  schemas:`,
				`    Pet:`,
				`      oneOf: [{type: object}]`,
				`      discriminator:`,
				`        propertyName: kind`,
				`        mapping: {dog: dog.yaml}`,
			),
			want: []string{"Spec/ExternalRef@10:24"},
		},
		{
			name: "missing schema", file: "a.yaml",
			src: withComponents(
				`components:`,
				`  schemas:`,
				`    Pet:`,
				`      properties:`,
				`        owner: {$ref: '#/components/schemas/Person'}`,
			),
			want: []string{"Spec/RefNotFound@8:23"}, message: `#/components/schemas has no member "Person"`,
		},
		{
			name: "anchor fragment", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Pet: {$ref: '#pet'}`),
			want: []string{"Spec/RefNotFound@6:17"}, message: "plain-name fragments",
		},
		{
			name: "discriminator mapping to an unknown name", file: "a.yaml",
			src: withComponents(
				`components:`,
				`  schemas:`,
				`    Pet:`,
				`      oneOf: [{$ref: '#/components/schemas/Cat'}]`,
				`      discriminator:`,
				`        propertyName: kind`,
				`        mapping:`,
				`          cat: Cat`,
				`          dog: Dog`,
				`    Cat: {type: object}`,
			),
			want: []string{"Spec/RefNotFound@12:16"}, message: `"Dog" names no schema`,
		},
		{
			name: "parameter ref loop", file: "a.yaml",
			src: withHead(
				`  /a:`,
				`    get:`,
				`      parameters:`,
				`        - $ref: '#/components/parameters/A'`,
				`      responses: {}`,
				`    post:`,
				`      parameters:`,
				`        - $ref: '#/components/parameters/B'`,
				`      responses: {}`,
				`components:`,
				`  parameters:`,
				`    A:`,
				`      $ref: '#/components/parameters/B'`,
				`    B:`,
				`      $ref: '#/components/parameters/A'`,
			),
			// Reported once, where the loop closes, though two operations lead into it.
			want:    []string{"Spec/CircularRef@18:13"},
			message: "#/components/parameters/A -> #/components/parameters/B -> #/components/parameters/A",
		},
		{
			name: "schema ref loop without content", file: "a.yaml",
			src: withComponents(
				`components:`,
				`  schemas:`,
				`    A: {$ref: '#/components/schemas/B', description: an alias}`,
				`    B: {$ref: '#/components/schemas/A'}`,
			),
			want: []string{"Spec/CircularRef@6:15"}, message: "loops without reaching a schema",
		},
		{
			name: "paths is an array", file: "a.yaml", src: yamlSpec(`openapi: 3.0.0`, `paths: []`),
			want: []string{"Spec/Invalid@2:1"}, message: `"paths" must be an object, not an array`,
		},
		{
			name: "schema is a string", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Pet: a pet`),
			want: []string{"Spec/Invalid@6:10"}, message: `a schema must be an object (or, in 3.1, a boolean), not "a pet"`,
		},
		{
			name: "required is not a list", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Pet:`, `      type: object`, `      required: name`),
			want: []string{"Spec/Invalid@8:17"}, message: `"required" must be an array, not a string`,
		},
		{
			name: "required: true on a property", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Pet:`, `      properties:`, `        name: {type: string, required: true}`),
			want: []string{"Spec/Invalid@8:40"}, message: "Swagger 2",
		},
		{
			name: "unknown type", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Upload: {type: file}`),
			want: []string{"Spec/Invalid@6:20"}, message: "type: file is Swagger 2",
		},
		{
			name: "parameter without in", file: "a.yaml",
			src:  withHead(`  /a:`, `    get:`, `      parameters:`, `        - name: q`, `      responses: {}`),
			want: []string{"Spec/Invalid@7:11"}, message: `parameter "q" needs in`,
		},
		{
			name: "parameter listed twice", file: "a.yaml",
			src: withHead(
				`  /a:`,
				`    get:`,
				`      parameters:`,
				`        - {name: q, in: query}`,
				`        - {name: q, in: query}`,
				`      responses: {}`,
			),
			want: []string{"Spec/Invalid@8:11"}, message: "listed twice (first at line 7)",
		},
		{
			name: "bad response key", file: "a.yaml",
			src:  withHead(`  /a:`, `    get:`, `      responses:`, `        ok: {description: fine}`),
			want: []string{"Spec/Invalid@7:9"}, message: `response key "ok"`,
		},
		{
			name: "upper-case method", file: "a.yaml",
			src:  withHead(`  /a:`, `    GET: {responses: {}}`),
			want: []string{"Spec/Invalid@5:5"}, message: `write "get"`,
		},
		{
			name: "security scheme without type", file: "a.yaml",
			src:  withComponents(`components:`, `  securitySchemes:`, `    key: {name: X-Key, in: header}`),
			want: []string{"Spec/Invalid@6:5"}, message: "needs a type",
		},
		{
			name: "apiKey in body", file: "a.json",
			src: `{"openapi": "3.0.3", "paths": {}, "components": {"securitySchemes": {
  "key": {"type": "apiKey", "name": "k", "in": "body"}}}}`,
			want: []string{"Spec/Invalid@2:48"}, message: `in: "body"`,
		},
		{
			name: "not", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Name:`, `      type: string`, `      not: {enum: [admin]}`),
			want: []string{"Spec/Unsupported@8:7"}, message: "not is not supported",
		},
		{
			name: "if then else", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Pet: {type: object, if: {required: [a]}, then: {required: [b]}}`),
			want: []string{"Spec/Unsupported@6:25"}, message: "if/then/else",
		},
		{
			name: "dynamic ref", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Tree: {$dynamicRef: '#node'}`),
			want: []string{"Spec/Unsupported@6:25"}, message: "$dynamicRef",
		},
		{
			name: "duplicate operationId", file: "a.yaml",
			src: withHead(
				`  /a:`,
				`    get: {operationId: list, responses: {}}`,
				`  /b:`,
				`    get: {operationId: list, responses: {}}`,
			),
			want: []string{"Spec/DuplicateOperationId@7:24"}, message: "also used at line 5",
		},
		{
			name: "template without path parameter", file: "a.yaml",
			src:  withHead(`  /pets/{id}:`, `    get: {responses: {}}`),
			want: []string{"Method/MissingPathParam@5:5"}, message: `has {id} but get declares no path parameter "id"`,
		},
		{
			name: "path parameter not in the template", file: "a.json",
			src: `{"openapi": "3.0.3", "paths": {"/pets": {
  "get": {"parameters": [{"name": "id", "in": "path", "schema": {"type": "string"}}], "responses": {}}}}}`,
			want: []string{"Method/MissingPathParam@2:26"}, message: `path parameter "id" is not in the path "/pets"`,
		},
		{
			name: "path-level path parameter not in the template, once for the path", file: "a.yaml",
			src: withHead(
				`  /pets:`,
				`    parameters: [{name: id, in: path}]`,
				`    get: {responses: {}}`,
				`    post: {responses: {}}`,
			),
			want: []string{"Method/MissingPathParam@5:18"},
		},
		{
			name: "lookahead pattern", file: "a.yaml",
			src:  withComponents(`components:`, `  schemas:`, `    Id: {type: string, pattern: '^(?!0)\d+$'}`),
			want: []string{"Schema/PatternNotValid@6:33"}, message: "cannot be compiled by Go's RE2",
		},
		{
			name: "lookbehind pattern in JSON", file: "a.json",
			src:  `{"openapi": "3.1.0", "components": {"schemas": {"Id": {"pattern": "(?<=a)b"}}}}`,
			want: []string{"Schema/PatternNotValid@1:67"},
		},
	}
}

// emittedCodes lists every code Load emits; docs/spec-support.md lists the same.
var emittedCodes = []diag.Code{
	diag.SpecUnsupportedVersion, diag.SpecExternalRef, diag.SpecRefNotFound, diag.SpecCircularRef, diag.SpecInvalid,
	diag.SpecUnsupported, diag.SpecDuplicateOpID, diag.MethodMissingPathParam, diag.SchemaPatternNotValid,
}
