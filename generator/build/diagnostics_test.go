package build_test

import (
	"context"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// baseSpec and baseConfig are a minimal valid pair; each case replaces parts of them.
const baseSpec = `openapi: 3.1.0
info: {title: T, version: "1"}
paths:
  /things:
    get:
      parameters:
        - {name: cursor, in: query, schema: {type: string}}
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: {type: array, items: {type: string}}
                  next: {type: [string, "null"]}
`

const baseConfig = `organization: {name: t}
environments: {production: "https://api.t.example"}
settings: {license: MIT}
query_settings: {nested_format: brackets, array_format: comma}
readme:
  example_requests:
    default: {type: request, endpoint: "get /things", params: {}}
    headline: {type: request, endpoint: "get /things", params: {}}
resources:
  things:
    methods:
      get: get /things
`

type diagCase struct {
	name   string
	spec   string // defaults to baseSpec
	config string // defaults to baseConfig
	code   diag.Code
	// inFile is "spec" or "config"; at is text whose first occurrence in that file is where the diagnostic
	// must point (line and column).
	inFile string
	at     string
	offset int // columns to add to at's position
}

func TestBuilderDiagnostics(t *testing.T) {
	for _, tc := range builderCases() {
		t.Run(string(tc.code)+"/"+tc.name, func(t *testing.T) {
			spec, cfg := or(tc.spec, baseSpec), or(tc.config, baseConfig)
			res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml", Config: []byte(cfg)})
			file, src := "sdkgen.yml", cfg
			if tc.inFile == "spec" {
				file, src = "openapi.yml", spec
			}
			line, col := position(t, src, tc.at)
			col += tc.offset
			for _, d := range res.Diagnostics {
				if d.Code == tc.code {
					if d.File != file || d.Line != line || d.Column != col {
						t.Fatalf("%s at %s:%d:%d, want %s:%d:%d\n%s", tc.code, d.File, d.Line, d.Column, file, line, col, d)
					}
					if d.Level != diag.DefaultLevel(tc.code) {
						t.Errorf("level %s, want %s", d.Level, diag.DefaultLevel(tc.code))
					}
					return
				}
			}
			t.Fatalf("no %s diagnostic; got:\n%s", tc.code, dump(res.Diagnostics))
		})
	}
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// position returns the 1-based line and column of the first occurrence of text.
func position(t *testing.T, src, text string) (int, int) {
	t.Helper()
	i := strings.Index(src, text)
	if i < 0 {
		t.Fatalf("marker %q not in the input", text)
	}
	line := strings.Count(src[:i], "\n") + 1
	col := i - strings.LastIndex(src[:i], "\n")
	return line, col
}

func dump(l diag.List) string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString(d.String() + "\n")
	}
	return b.String()
}

// withResources replaces the resources section of the base config.
func withResources(resources string) string {
	return strings.Replace(baseConfig, "resources:\n  things:\n    methods:\n      get: get /things\n", resources, 1)
}

// The terraform target, inferring every service, and a resource with a read and an update method but no create.
const (
	tfTarget    = "targets:\n  go: {package_name: t}\n  terraform: {provider_name: t, production_repo: t/terraform-provider-t, publish: {tf_registry: false}, options: {infer_all_services: true}}\n"
	tfThings    = "resources:\n  things:\n    methods:\n      get: get /things\n      retrieve: get /things/{id}\n      update: put /things/{id}\n"
	tfThingPath = `  /things/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {id: {type: string}, gone: {type: "null"}}}
    put:
      parameters: [{name: force, in: query, required: true, schema: {type: boolean}}]
      requestBody: {content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
      responses: {"204": {description: ok}}
`
)

// withPaths appends path items to the base spec.
func withPaths(paths string) string {
	return strings.Replace(baseSpec, "paths:\n", "paths:\n"+paths, 1)
}

func builderCases() []diagCase {
	return []diagCase{
		{name: "cli method the Go SDK leaves out", code: diag.CLIMethodLeftOut, inFile: "config", at: "get: {endpoint",
			config: withResources("targets:\n  go: {package_name: t}\n  cli: {binary_name: t}\nresources:\n  things:\n    methods:\n      get: {endpoint: get /things, skip: [go]}\n")},
		{name: "sql method the Python SDK leaves out", code: diag.SQLMethodLeftOut, inFile: "config", at: "get: {endpoint",
			config: withResources("targets:\n  python: {package_name: t}\n  sql: {extension_name: t}\nresources:\n  things:\n    methods:\n      get: {endpoint: get /things, skip: [python]}\n")},
		{name: "java method with a form body that is not an object", code: diag.JavaMethodLeftOut, inFile: "config", at: "post /things\n",
			spec:   strings.Replace(baseSpec, "    get:\n", "    post:\n      requestBody:\n        content:\n          application/x-www-form-urlencoded:\n            schema: {type: array, items: {type: string}}\n      responses: {\"204\": {description: sent}}\n    get:\n", 1),
			config: withResources("targets:\n  java: {reverse_domain: com.t}\nresources:\n  things:\n    methods:\n      get: get /things\n      send: post /things\n")},
		{name: "kotlin method with a form body that is not an object", code: diag.KotlinMethodLeftOut, inFile: "config", at: "post /things\n",
			spec:   strings.Replace(baseSpec, "    get:\n", "    post:\n      requestBody:\n        content:\n          application/x-www-form-urlencoded:\n            schema: {type: array, items: {type: string}}\n      responses: {\"204\": {description: sent}}\n    get:\n", 1),
			config: withResources("targets:\n  kotlin: {reverse_domain: com.t}\nresources:\n  things:\n    methods:\n      get: get /things\n      send: post /things\n")},
		{name: "terraform resource without a read method", code: diag.TerraformResourceLeftOut, inFile: "config", at: "things:\n    methods:",
			config: withResources(tfTarget + "resources:\n  things:\n    methods:\n      get: get /things\n")},
		{name: "terraform resource without a create method", code: diag.TerraformDataSourceOnly, inFile: "config", at: "things:\n    methods:",
			spec: withPaths(tfThingPath), config: withResources(tfTarget + tfThings)},
		{name: "terraform update method with a required query param", code: diag.TerraformMethodLeftOut, inFile: "config", at: "put /things/{id}",
			spec: withPaths(tfThingPath), config: withResources(tfTarget + tfThings)},
		{name: "terraform property of type null", code: diag.TerraformPropertyLeftOut, inFile: "config", at: "get /things/{id}",
			spec: withPaths(tfThingPath), config: withResources(tfTarget + tfThings)},
		{name: "terraform properties with one attribute name", code: diag.TerraformPropertyLeftOut, inFile: "config", at: "get /things/{id}",
			spec:   withPaths(strings.Replace(tfThingPath, `gone: {type: "null"}`, `fooBar: {type: string}, foo_bar: {type: string}`, 1)),
			config: withResources(tfTarget + tfThings)},
		{name: "missing endpoint with a suggestion", code: diag.EndpointNotFound, inFile: "config", at: "get /thing\n",
			config: withResources("resources:\n  things:\n    methods:\n      get: get /thing\n      all: get /things\n")},
		{name: "endpoint in both places", code: diag.EndpointBothSpecified, inFile: "config", at: "- get /things", offset: 2,
			config: baseConfig + "unspecified_endpoints:\n  - get /things\n"},
		{name: "unspecified endpoint missing from the spec", code: diag.EndpointNotSpecified, inFile: "config", at: "get /gone",
			config: baseConfig + "unspecified_endpoints:\n  - get /gone\n"},
		{name: "spec endpoint not configured", code: diag.EndpointNotConfigured, inFile: "spec", at: "delete:",
			spec: strings.Replace(baseSpec, "    get:\n", "    delete:\n      responses: {\"204\": {description: gone}}\n    get:\n", 1)},
		{name: "ignored endpoint", code: diag.EndpointIsIgnored, inFile: "config", at: "delete /things",
			spec:   strings.Replace(baseSpec, "    get:\n", "    delete:\n      responses: {\"204\": {description: gone}}\n    get:\n", 1),
			config: baseConfig + "unspecified_endpoints:\n  - delete /things\n"},
		{name: "two methods, one endpoint", code: diag.EndpointMappedTwice, inFile: "config", at: "again: get /things",
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n      again: get /things\n")},
		{name: "x-sdkgen-skip", code: diag.EndpointSkippedBySpec, inFile: "config", at: "get /things\n",
			spec: strings.Replace(baseSpec, "    get:\n", "    get:\n      x-sdkgen-skip: true\n", 1)},
		{name: "method and subresource share a name", code: diag.ResourceNameCollision, inFile: "config", at: "get:\n        methods",
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n    subresources:\n      get:\n        methods: {}\n")},
		{name: "array body without a name", code: diag.MethodBodyParamDefaulted, inFile: "config", at: "add: post /things",
			spec:   withPaths("  /things/add:\n    post:\n      requestBody: {content: {application/json: {schema: {type: array, items: {type: string}}}}}\n      responses: {\"204\": {description: ok}}\n"),
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n      add: post /things/add\n")},
		{name: "an operation with a server of its own", code: diag.MethodServerIgnored, inFile: "spec", at: "servers",
			spec: strings.Replace(baseSpec, "      responses:", "      servers: [{url: \"https://agent-{id}.t.example\", variables: {id: {default: a}}}]\n      responses:", 1)},
		{name: "a GET with an empty JSON body", code: diag.MethodBodyIgnored, inFile: "spec", at: "requestBody",
			spec: strings.Replace(baseSpec, "      responses:", "      requestBody: {content: {application/json: {}}}\n      responses:", 1)},
		{name: "request_body that differs from the spec's", code: diag.MethodSchemaOverridden, inFile: "config", at: "request_body",
			spec:   withPaths("  /things/add:\n    post:\n      requestBody: {content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}\n      responses: {\"204\": {description: ok}}\n"),
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n      add:\n        endpoint: post /things/add\n        request_body: {properties: {name: {type: integer}}}\n")},
		{name: "response the spec already describes", code: diag.ConfigNotApplicable, inFile: "config", at: "response",
			config: withResources("resources:\n  things:\n    methods:\n      get:\n        endpoint: get /things\n        response: {properties: {data: {type: array}}}\n")},
		{name: "positional param that does not exist", code: diag.MethodPositionalNotFound, inFile: "config", at: "nope]",
			config: withResources("resources:\n  things:\n    methods:\n      get: {endpoint: get /things, positional_params: [nope]}\n")},
		{name: "streaming discriminator that does not exist", code: diag.MethodStreamingParam, inFile: "config", at: "stream\n",
			config: withResources("resources:\n  things:\n    methods:\n      get:\n        endpoint: get /things\n        streaming:\n          param_discriminator: stream\n")},
		{name: "unwrap property that does not exist", code: diag.MethodUnwrapNotFound, inFile: "config", at: "items}",
			config: withResources("resources:\n  things:\n    methods:\n      get: {endpoint: get /things, unwrap_response: items}\n")},
		{name: "webhook_unwrap without webhooks", code: diag.MethodWebhooksMissing, inFile: "config", at: "unwrap:",
			config: baseConfig + "  hooks:\n    methods:\n      unwrap: {type: webhook_unwrap}\n"},
		{name: "webhook key option that does not exist", code: diag.MethodWebhookKeyOpt, inFile: "config", at: "secret}",
			spec:   baseSpec + "webhooks:\n  ping:\n    post:\n      requestBody: {content: {application/json: {schema: {type: object, properties: {type: {type: string}}}}}}\n      responses: {\"200\": {description: ok}}\n",
			config: baseConfig + "  hooks:\n    methods:\n      unwrap: {type: webhook_unwrap, webhook_key_opt: secret}\n"},
		{name: "body with an unsupported media type", code: diag.MethodUnsupportedBody, inFile: "spec", at: "requestBody",
			spec:   strings.Replace(baseSpec, "      responses:", "      requestBody: {content: {application/xml: {schema: {type: string}}}}\n      responses:", 1),
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n")},
		{name: "query and body params with one name", code: diag.MethodParamNameCollision, inFile: "spec", at: "post:",
			spec:   withPaths("  /things/add:\n    post:\n      parameters: [{name: id, in: query, schema: {type: string}}]\n      requestBody: {content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}\n      responses: {\"204\": {description: ok}}\n"),
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n      add: post /things/add\n")},
		{name: "cookie parameter", code: diag.MethodCookieParamIgnored, inFile: "spec", at: "{name: session",
			spec: strings.Replace(baseSpec, "        - {name: cursor", "        - {name: session, in: cookie, schema: {type: string}}\n        - {name: cursor", 1)},
		{name: "no 2xx response", code: diag.MethodNoSuccessResponse, inFile: "spec", at: "responses: {\"404\"",
			spec:   withPaths("  /things/x:\n    get:\n      responses: {\"404\": {description: missing}}\n"),
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n      x: get /things/x\n")},
		{name: "default example without a response body", code: diag.ReadmeExampleNoResponse, inFile: "config", at: "\"delete /things\"",
			spec:   strings.Replace(baseSpec, "    get:\n", "    delete:\n      responses: {\"204\": {description: gone}}\n    get:\n", 1),
			config: strings.Replace(withResources("resources:\n  things:\n    methods:\n      get: get /things\n      delete: delete /things\n"), "default: {type: request, endpoint: \"get /things\"", "default: {type: request, endpoint: \"delete /things\"", 1)},
		{name: "example param the method lacks", code: diag.ReadmeExampleParamUnknown, inFile: "config", at: "red",
			config: strings.Replace(baseConfig, "headline: {type: request, endpoint: \"get /things\", params: {}}", "headline: {type: request, endpoint: \"get /things\", params: {colour: red}}", 1)},
		{name: "example endpoint no method configures", code: diag.ReadmeEndpointNotConfigured, inFile: "config", at: "\"get /other\"",
			spec:   withPaths("  /other:\n    get:\n      responses: {\"200\": {description: ok, content: {application/json: {schema: {type: string}}}}}\n"),
			config: strings.Replace(baseConfig, "headline: {type: request, endpoint: \"get /things\"", "headline: {type: request, endpoint: \"get /other\"", 1) + "unspecified_endpoints: [get /other]\n"},
		{name: "paginated names an unknown scheme", code: diag.PaginationSchemeNotFound, inFile: "config", at: "cursor_pag",
			config: withResources("resources:\n  things:\n    methods:\n      get: {endpoint: get /things, paginated: cursor_pag}\n") + cursorScheme},
		{name: "paginated names a scheme the endpoint does not fit", code: diag.PaginationMismatch, inFile: "config", at: "cursor_page}",
			spec:   strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "more: {type: boolean}", 1),
			config: withResources("resources:\n  things:\n    methods:\n      get: {endpoint: get /things, paginated: cursor_page}\n") + cursorScheme},
		{name: "list method without a matching scheme", code: diag.PaginationNoMatch, inFile: "config", at: "list: get /things",
			config: withResources("resources:\n  things:\n    methods:\n      list: get /things\n")},
		{name: "two schemes match equally", code: diag.PaginationAmbiguous, inFile: "config", at: "list: get /things",
			config: withResources("resources:\n  things:\n    methods:\n      list: get /things\n") + cursorScheme + strings.Replace(cursorScheme, "pagination:\n  - name: cursor_page", "  - name: other_page", 1)},
		{name: "required option not used by every alternative", code: diag.ClientOptUnnecessarilyRequired, inFile: "config", at: "token:",
			spec:   strings.Replace(baseSpec, "paths:", "security: [{Bearer: []}, {}]\ncomponents: {securitySchemes: {Bearer: {type: http, scheme: bearer}}}\npaths:", 1),
			config: baseConfig + "client_settings:\n  opts:\n    token: {type: string, auth: {security_scheme: Bearer}}\n"},
		{name: "an option every client has", code: diag.ClientOptBuiltIn, inFile: "config", at: "base_url:",
			config: baseConfig + "client_settings:\n  opts:\n    base_url: {type: string}\n"},
		{name: "option names an unknown scheme", code: diag.ClientOptUnknownScheme, inFile: "config", at: "Bearr",
			spec:   strings.Replace(baseSpec, "paths:", "components: {securitySchemes: {Bearer: {type: http, scheme: bearer}}}\npaths:", 1),
			config: baseConfig + "client_settings:\n  opts:\n    token: {type: string, nullable: true, auth: {security_scheme: Bearr}}\n"},
		{name: "basic auth option without a role", code: diag.ClientOptInvalidRole, inFile: "config", at: "auth: {security_scheme: Basic}",
			spec:   strings.Replace(baseSpec, "paths:", "security: [{Basic: []}]\ncomponents: {securitySchemes: {Basic: {type: http, scheme: basic}}}\npaths:", 1),
			config: baseConfig + "client_settings:\n  opts:\n    user: {type: string, nullable: true, auth: {security_scheme: Basic}}\n"},
		{name: "security names an unknown scheme", code: diag.AuthSchemeNotFound, inFile: "spec", at: "Missing: []",
			spec: strings.Replace(baseSpec, "paths:", "security: [{Missing: []}]\npaths:", 1)},
		{name: "scheme in use without an option", code: diag.AuthSchemeWithoutOpt, inFile: "spec", at: "Bearer: {type",
			spec: strings.Replace(baseSpec, "paths:", "security: [{Bearer: []}]\ncomponents: {securitySchemes: {Bearer: {type: http, scheme: bearer}}}\npaths:", 1)},
		{name: "unsupported scheme type", code: diag.AuthUnsupportedScheme, inFile: "spec", at: "OIDC: {type",
			spec: strings.Replace(baseSpec, "paths:", "security: [{OIDC: []}]\ncomponents: {securitySchemes: {OIDC: {type: openIdConnect, openIdConnectUrl: \"https://id.example/.well-known/openid-configuration\"}}}\npaths:", 1)},
		{name: "model reference that does not resolve", code: diag.ConfigRefInvalid, inFile: "config", at: "Thingy",
			spec:   strings.Replace(baseSpec, "paths:", "components: {schemas: {Thing: {type: object, properties: {a: {type: string}}}}}\npaths:", 1),
			config: baseConfig + "    models:\n      thing: Thingy\n"},
		{name: "model alias to a missing model", code: diag.MethodAliasTarget, inFile: "config", at: "nothing}",
			config: baseConfig + "    models:\n      other: {type: alias, to: nothing}\n"},
		{name: "schema without type", code: diag.SchemaIsAmbiguous, inFile: "spec", at: "next: {description",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {description: anything}", 1)},
		{name: "object without properties", code: diag.SchemaObjectHasNoProperties, inFile: "spec", at: "next: {type: object}",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {type: object}", 1)},
		{name: "single-member enum", code: diag.SchemaEnumHasOneMember, inFile: "spec", at: "enum: [only]",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {type: string, enum: [only]}", 1)},
		{name: "enum value listed twice", code: diag.SchemaEnumDuplicateValue, inFile: "spec", at: "b, a]}",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {type: string, enum: [a, b, b, a]}", 1)},
		{name: "union variant without a name", code: diag.SchemaCannotInferVariantName, inFile: "spec", at: "{type: object, properties: {a",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {oneOf: [{type: object, properties: {a: {type: string}}}, {type: object, properties: {b: {type: string}}}]}", 1)},
		{name: "required property that is not defined", code: diag.SchemaRequiredPropertyMissing, inFile: "spec", at: "required: [ghost]",
			spec: strings.Replace(baseSpec, "                type: object\n", "                type: object\n                required: [ghost]\n", 1)},
		{name: "allOf member that is not an object", code: diag.SchemaIntersectionInline, inFile: "spec", at: "{type: string}]",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {allOf: [{type: object, properties: {a: {type: string}}}, {type: string}]}", 1)},
		{name: "discriminator property missing from a variant", code: diag.SchemaDiscriminatorInvalid, inFile: "spec", at: "{title: B",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {oneOf: [{title: A, type: object, properties: {kind: {type: string}}}, {title: B, type: object, properties: {b: {type: string}}}], discriminator: {propertyName: kind}}", 1)},
		{name: "allOf members that require what another does not allow", code: diag.SchemaUnsatisfiable, inFile: "spec", at: "next: {allOf: [{type: object, required: [a]",
			spec: strings.Replace(baseSpec, "next: {type: [string, \"null\"]}", "next: {allOf: [{type: object, required: [a], properties: {a: {type: string}}}, {type: object, properties: {b: {type: string}}, additionalProperties: false}]}", 1)},
		{name: "two schemas with one name", code: diag.NameCollision, inFile: "spec", at: "thing: {type",
			spec: strings.Replace(baseSpec, "paths:", "components: {schemas: {Thing: {type: object, properties: {a: {type: string}}}, thing: {type: object, properties: {b: {type: string}}}}}\npaths:", 1) +
				"  /both:\n    get:\n      responses: {\"200\": {description: ok, content: {application/json: {schema: {type: array, items: {oneOf: [{$ref: \"#/components/schemas/Thing\"}, {$ref: \"#/components/schemas/thing\"}]}}}}}}\n",
			config: withResources("resources:\n  things:\n    methods:\n      get: get /things\n      both: get /both\n")},
	}
}

const cursorScheme = `pagination:
  - name: cursor_page
    type: cursor
    request:
      cursor: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_param}}
    response:
      data: {type: array, x-sdkgen-pagination-property: {purpose: items}}
      next: {type: string, nullable: true, x-sdkgen-pagination-property: {purpose: next_cursor_field}}
`

func TestBaseInputsAreClean(t *testing.T) {
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(baseSpec), ConfigFile: "sdkgen.yml", Config: []byte(baseConfig)})
	if len(res.Diagnostics) != 0 || res.API == nil {
		t.Fatalf("the base pair must be clean:\n%s", dump(res.Diagnostics))
	}
}

func TestReadmeDefaultRule(t *testing.T) {
	load := func(spec string) diag.List {
		return generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml", Config: []byte(baseConfig)}).Diagnostics
	}
	// A JSON response with examples but no schema is a body of any value: the default example may use it.
	if l := load(strings.Replace(baseSpec, "              schema:\n                type: object\n                properties:\n                  data: {type: array, items: {type: string}}\n                  next: {type: [string, \"null\"]}\n", "              example: {ok: true}\n", 1)); len(l) != 0 {
		t.Errorf("a schemaless JSON body counts as a body:\n%s", dump(l))
	}
	// When no configured method returns a body, the rule cannot be met: a warning, not an error.
	l := load(strings.Replace(baseSpec, "          content:\n", "          x-no-content:\n", 1))
	for _, d := range l {
		if d.Code == diag.ReadmeExampleNoResponse && d.Level != diag.Warning {
			t.Errorf("level %s, want warning: %s", d.Level, d)
		}
	}
	if !strings.Contains(dump(l), "no configured method returns one") {
		t.Errorf("missing the explanation:\n%s", dump(l))
	}
}

func TestModelQueries(t *testing.T) {
	spec := strings.Replace(baseSpec, "paths:", "components: {schemas: {Thing: {type: object, properties: {a: {type: string}}}, Other: {type: object, properties: {a: {type: string}, b: {type: string}}}}}\npaths:", 1)
	for _, tc := range []struct{ query, want string }{
		{"$.components.schemas[?(@.properties.b)]", ""},
		{"$.components.schemas[?(@.properties.a)]", "matches 2 places"},
		{"$.components.schemas.Nope", "matches nothing"},
		{"$.info", "which is not a schema"},
		{"$.components.schemas[?(@.a = 1)]", "not a valid JSONPath"},
	} {
		cfg := baseConfig + "    models:\n      thing:\n        openapi_uri: \"" + tc.query + "\"\n"
		res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml", Config: []byte(cfg)})
		got := dump(res.Diagnostics)
		if tc.want == "" {
			if typ := res.API.Type("thing"); typ == nil || typ.SpecRef != "#/components/schemas/Other" {
				t.Errorf("%s: model not resolved to Other: %+v\n%s", tc.query, typ, got)
			}
			continue
		}
		if !strings.Contains(got, "Config/OpenAPIReferenceInvalid") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: want an invalid reference saying %q, got:\n%s", tc.query, tc.want, got)
		}
	}
}
