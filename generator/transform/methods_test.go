package transform

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// methodSpec has an operation whose body and response are shared components, and one with neither.
const methodSpec = `paths:
  /shared:
    post:
      requestBody: {$ref: '#/components/requestBodies/Shared'}
      responses:
        "201": {$ref: '#/components/responses/Created'}
  /bare:
    post:
      responses:
        "404": {description: missing}
components:
  requestBodies:
    Shared: {description: shared body, content: {application/json: {schema: {$ref: '#/components/schemas/Input'}}}}
  responses:
    Created: {description: created, headers: {X-Id: {schema: {type: string}}}, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
  schemas:
    Base: {type: object, properties: {name: {type: string}}, required: [name]}
    Input: {allOf: [{$ref: '#/components/schemas/Base'}, {type: object, properties: {size: {type: integer}, tags: {type: array, items: {type: string}}}}]}
`

// applyMethods loads configText and applies its methods' schemas to methodSpec.
func applyMethods(t *testing.T, configText string) (*document.Node, diag.List) {
	t.Helper()
	c := &diag.Collector{}
	cfg := config.Load("sdkgen.yml", []byte(configText), c)
	spec := parseYAML(t, methodSpec)
	MethodSchemas(spec, cfg, c)
	var own diag.List
	for _, d := range c.List() {
		if d.Code == diag.MethodSchemaOverridden || d.Code == diag.ConfigNotApplicable {
			own = append(own, d)
		}
	}
	return spec, own
}

func methodConfig(endpoint string, keys ...string) string {
	return lines(append([]string{"resources:", "  things:", "    methods:", "      act:", "        endpoint: " + endpoint}, keys...)...)
}

func TestMethodSchemas(t *testing.T) {
	const (
		shared = "/paths/~1shared/post"
		bare   = "/paths/~1bare/post"
	)
	for _, tc := range []struct {
		name   string
		config string
		want   map[string]string
		diags  []wantDiag
	}{{
		name:   "the spec has neither",
		config: methodConfig("post /bare", "        request_body: {properties: {a: {type: string, required: true}, b: {type: object, properties: {c: {type: integer, required: false}}}}}", "        response: {content_type: text/plain, type: string}"),
		want: map[string]string{
			bare + "/requestBody":   "{required: true, content: {application/json: {schema: {properties: {a: {type: string}, b: {type: object, properties: {c: {type: integer}}}}, required: [a]}}}}",
			bare + "/responses/200": "{description: '', content: {text/plain: {schema: {type: string}}}}",
			bare + "/responses/404": "{description: missing}",
		},
	}, {
		name:   "the spec already says it, through references and allOf",
		config: methodConfig("post /shared", "        request_body: {type: object, properties: {name: {type: string, required: true}, size: {type: number}, tags: {items: {type: string}}}}", "        response: {properties: {id: {type: string}}}"),
		want:   map[string]string{shared + "/requestBody": "{$ref: '#/components/requestBodies/Shared'}", shared + "/responses/201": "{$ref: '#/components/responses/Created'}"},
		diags: []wantDiag{
			{diag.ConfigNotApplicable, 6, 9, "request_body changes nothing"},
			{diag.ConfigNotApplicable, 7, 9, "response changes nothing"},
		},
	}, {
		name:   "sdkgen.yml's differs: it replaces the operation's, not the components",
		config: methodConfig("post /shared", "        request_body: {properties: {tags: {type: array, items: {type: integer}}}}", "        response: {type: string}"),
		want: map[string]string{
			shared + "/requestBody":            "{description: shared body, required: false, content: {application/json: {schema: {properties: {tags: {type: array, items: {type: integer}}}}}}}",
			shared + "/responses/201":          "{description: created, headers: {X-Id: {schema: {type: string}}}, content: {application/json: {schema: {type: string}}}}",
			"/components/requestBodies/Shared": "{description: shared body, content: {application/json: {schema: {$ref: '#/components/schemas/Input'}}}}",
		},
		diags: []wantDiag{
			{diag.MethodSchemaOverridden, 6, 9, "property `tags`: items: the spec's is string, sdkgen.yml's is integer"},
			{diag.MethodSchemaOverridden, 7, 9, "the spec's is object, sdkgen.yml's is string"},
		},
	}, {
		name:   "a property, a format or a required name the spec lacks",
		config: methodConfig("post /shared", "        request_body: {properties: {name: {type: string, format: email}, size: {type: integer, required: true}}}"),
		diags:  []wantDiag{{diag.MethodSchemaOverridden, 6, 9, "property `name`: sdkgen.yml's has format email"}},
	}, {
		name:   "an endpoint the spec lacks is left to the builder",
		config: methodConfig("post /nowhere", "        request_body: {type: string}"),
	}} {
		t.Run(tc.name, func(t *testing.T) {
			spec, diags := applyMethods(t, tc.config)
			checkDiags(t, diags, tc.diags)
			for ptr, want := range tc.want {
				checkValue(t, spec, document.Pointer(ptr), want)
			}
		})
	}
}
