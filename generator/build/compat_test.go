package build_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// The IR that the shapes real configurations use produce (see diagnostics_test.go for the base pair).

// build loads a pair and fails on any error.
func build(t *testing.T, spec, cfg string) (*ir.API, diag.List) {
	t.Helper()
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(or(spec, baseSpec)), ConfigFile: "sdkgen.yml", Config: []byte(or(cfg, baseConfig))})
	if res.API == nil || res.Diagnostics.HasErrors() {
		t.Fatalf("want an IR without errors:\n%s", dump(res.Diagnostics))
	}
	return res.API, res.Diagnostics
}

func method(t *testing.T, api *ir.API, call string) *ir.Method {
	t.Helper()
	for _, m := range api.Methods() {
		if m.Call == call {
			return m
		}
	}
	t.Fatalf("no method %s", call)
	return nil
}

func TestInferredItemsField(t *testing.T) {
	nested := withPaths("  /pages:\n    get:\n      parameters: [{name: cursor, in: query, schema: {type: string}}]\n" +
		"      responses: {\"200\": {description: ok, content: {application/json: {schema: {type: object, properties: {" +
		"result: {type: object, properties: {rows: {type: array, items: {type: object, properties: {id: {type: string}}}}}}, next: {type: string}}}}}}}\n")
	for _, tc := range []struct {
		name, spec, scheme string
		list               string // the list method's endpoint
		items              []string
		itemID             []string
	}{
		{name: "the only array field", list: "get /things", items: []string{"data"},
			scheme: "pagination:\n  - name: p\n    type: cursor\n    request: {cursor: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_param}}}\n" +
				"    response:\n      data: {type: array, items: {type: unknown}}\n      next: {type: string, x-sdkgen-pagination-property: next_cursor_field}\n"},
		{name: "no purposes at all", list: "get /things", items: []string{"data"},
			scheme: "pagination:\n  - name: p\n    type: cursor\n    request: {cursor: {type: string}}\n    response: {data: {type: array}, next: {type: string}}\n"},
		{name: "the only array of the only object", spec: nested, list: "get /pages", items: []string{"result", "rows"},
			scheme: "pagination:\n  - name: p\n    type: cursor\n    request: {cursor: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_param}}}\n" +
				"    response:\n      result: {type: object, properties: {rows: {type: array}}}\n      next: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_field}}\n"},
		{name: "cursor_item_id at the response level", spec: strings.Replace(nested, "name: cursor", "name: after", 1), list: "get /pages",
			items: []string{"result", "rows"}, itemID: []string{"id"},
			scheme: "pagination:\n  - name: p\n    type: cursor_id\n    request: {after: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_id_param}}}\n" +
				"    response:\n      result: {type: object, properties: {rows: {type: array}}}\n      id: {type: string, x-sdkgen-pagination-property: {purpose: cursor_item_id}}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := withResources("resources:\n  things:\n    methods:\n      get: get /things\n      list: " + tc.list + "\n")
			api, _ := build(t, tc.spec, cfg+tc.scheme)
			p := method(t, api, "client.things.list").Pagination
			if p == nil || p.Scheme != "p" || !reflect.DeepEqual(p.ItemsPath, tc.items) {
				t.Fatalf("pagination = %+v, want scheme p with items at %v", p, tc.items)
			}
			s := api.Pagination[0]
			if items := s.Role("items"); items == nil || !reflect.DeepEqual(items.Path, tc.items) {
				t.Errorf("the scheme's items field = %+v, want path %v", items, tc.items)
			}
			if s.Param("next_cursor_param") == nil && s.Param("next_cursor_id_param") == nil {
				t.Errorf("the scheme has no cursor parameter: %+v", s.Request)
			}
			if id := s.Role("cursor_item_id"); tc.itemID != nil && (id == nil || !reflect.DeepEqual(id.Path, tc.itemID)) {
				t.Errorf("cursor_item_id = %+v, want path %v", id, tc.itemID)
			}
		})
	}
}

func TestDefaultBodyParamName(t *testing.T) {
	spec := withPaths("  /things/add:\n    post:\n      parameters: PARAMS\n      requestBody: {content: {application/json: {schema: BODY}}}\n      responses: {\"204\": {description: ok}}\n")
	spec = strings.Replace(spec, "paths:", "components: {schemas: {Thing: {type: object, properties: {a: {type: string}}}, Shape: {oneOf: [{type: string}, {type: integer}]}}}\npaths:", 1)
	for _, tc := range []struct {
		name, params, body, option string
		want                       string
	}{
		{name: "array", params: "[]", body: "{type: array, items: {type: string}}", want: "body"},
		{name: "map", params: "[]", body: "{type: object, additionalProperties: {type: string}}", want: "body"},
		{name: "union", params: "[]", body: "{$ref: '#/components/schemas/Shape'}", want: "body"},
		{name: "scalar", params: "[]", body: "{type: string}", want: "body"},
		{name: "array of a model, next to a body parameter", params: "[{name: body, in: query, schema: {type: string}}]",
			body: "{type: array, items: {$ref: '#/components/schemas/Thing'}}", want: "things"},
		{name: "union, next to a body parameter", params: "[{name: body, in: query, schema: {type: string}}]",
			body: "{$ref: '#/components/schemas/Shape'}", want: "shape"},
		{name: "chosen in sdkgen.yml", params: "[]", body: "{type: array, items: {type: string}}", option: ", body_param_name: names", want: "names"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := strings.NewReplacer("PARAMS", tc.params, "BODY", tc.body).Replace(spec)
			cfg := withResources("resources:\n  things:\n    methods:\n      get: get /things\n      add: {endpoint: post /things/add" + tc.option + "}\n")
			api, diags := build(t, s, cfg)
			m := method(t, api, "client.things.add")
			if m.Body == nil || m.Body.Flattened || m.Body.ParamName != tc.want {
				t.Fatalf("body = %+v, want one argument named %s", m.Body, tc.want)
			}
			noted := strings.Contains(dump(diags), "Method/BodyParamNameDefaulted")
			if noted != (tc.option == "") {
				t.Errorf("a note is due exactly when the name is not configured; got:\n%s", dump(diags))
			}
		})
	}
}

func TestSchemalessBodies(t *testing.T) {
	for _, verb := range []string{"get", "delete", "post"} {
		spec := withPaths("  /things/x:\n    " + verb + ":\n      requestBody: {content: {application/json: {}}}\n      responses: {\"204\": {description: ok}}\n")
		api, _ := build(t, spec, withResources("resources:\n  things:\n    methods:\n      get: get /things\n      x: "+verb+" /things/x\n"))
		body := method(t, api, "client.things.x").Body
		if kept := body != nil; kept != (verb == "post") {
			t.Errorf("%s: body %+v; a schemaless body is kept only where requests carry one", verb, body)
		}
		if body != nil && (body.ParamName != "body" || body.Type.Kind != ir.Unknown) {
			t.Errorf("%s: body %+v, want one argument of any value named body", verb, body)
		}
	}
}

func TestMethodRequestBodyAndResponse(t *testing.T) {
	upload := withPaths("  /upload:\n    post:\n      responses: {\"201\": {description: done}}\n")
	declared := withPaths("  /upload:\n    post:\n      requestBody: {content: {multipart/form-data: {schema: {type: object, properties: {file: {type: string, format: binary}}}}}}\n" +
		"      responses: {\"201\": {description: done, content: {application/json: {schema: {type: string}}}}}\n")
	keys := "        request_body:\n          content_type: multipart/form-data\n          properties:\n" +
		"            file: {type: string, format: binary, required: true}\n            model: {type: string, example: small}\n" +
		"        response: {type: string}\n"
	cfg := withResources("resources:\n  things:\n    methods:\n      get: get /things\n      upload:\n        endpoint: post /upload\n" + keys)
	for _, tc := range []struct {
		name, spec string
		codes      []diag.Code
	}{
		{name: "the spec has neither", spec: upload},
		{name: "sdkgen.yml adds a property and the response is the same", spec: declared, codes: []diag.Code{diag.MethodSchemaOverridden, diag.ConfigNotApplicable}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			api, diags := build(t, tc.spec, cfg)
			m := method(t, api, "client.things.upload")
			if m.Body == nil || m.Body.Encoding != "multipart" || !m.Body.Required || !reflect.DeepEqual(m.Body.FileFields, []string{"file"}) {
				t.Errorf("body = %+v, want a required multipart body with the file field", m.Body)
			}
			var params []string
			for _, p := range m.Params {
				params = append(params, p.Name+":"+string(p.Type.Kind)+":"+map[bool]string{true: "required", false: "optional"}[p.Required])
			}
			if want := []string{"file:string:required", "model:string:optional"}; !reflect.DeepEqual(params, want) {
				t.Errorf("params = %v, want %v", params, want)
			}
			if r := m.Response; r == nil || r.Status != "201" || r.Type == nil || r.Type.Kind != ir.String {
				t.Errorf("response = %+v, want a string from the 201 response", r)
			}
			var codes []diag.Code
			for _, d := range diags {
				if d.Code == diag.MethodSchemaOverridden || d.Code == diag.ConfigNotApplicable {
					codes = append(codes, d.Code)
				}
			}
			if !reflect.DeepEqual(codes, tc.codes) {
				t.Errorf("codes = %v, want %v\n%s", codes, tc.codes, dump(diags))
			}
		})
	}
}

func TestForceGeneration(t *testing.T) {
	spec := strings.Replace(baseSpec, "paths:", "components: {schemas: {Event: {type: object, properties: {kind: {type: string}, detail: {type: object, properties: {a: {type: string}}}}}}}\npaths:", 1)
	for _, force := range []bool{false, true} {
		model := "      event: Event\n"
		if force {
			model = "      event: {openapi_uri: Event, force_generation: true}\n"
		}
		api, _ := build(t, spec, baseConfig+"    models:\n"+model)
		for _, name := range []string{"event", "event_detail"} {
			if typ := api.Type(name); typ == nil || typ.Usage.Response != force {
				t.Errorf("force_generation %v: %s = %+v, want response usage %v", force, name, typ, force)
			}
		}
	}
}

func TestEventTypeLists(t *testing.T) {
	api, _ := build(t, "", baseConfig+"streaming:\n  on_event:\n    - {event_type: [message, delta, null], handle: yield}\n    - {event_type: error, handle: error}\n")
	var got []string
	for _, r := range api.Streaming.Rules {
		got = append(got, map[bool]string{true: "<none>", false: r.EventType}[r.EventTypeNull]+"="+r.Handle)
	}
	if want := []string{"message=yield", "delta=yield", "<none>=yield", "error=error"}; !reflect.DeepEqual(got, want) {
		t.Errorf("rules = %v, want %v", got, want)
	}
}

func TestStreamingAlways(t *testing.T) {
	cfg := withResources("resources:\n  things:\n    methods:\n      get:\n        endpoint: get /things\n        streaming: {type: sse, param_discriminator: null}\n")
	api, _ := build(t, "", cfg)
	if s := method(t, api, "client.things.get").Streaming; s == nil || s.ParamDiscriminator != "" {
		t.Errorf("streaming = %+v, want a method that always streams", s)
	}
}

func TestStandaloneAndMethodExamples(t *testing.T) {
	cfg := strings.Replace(baseConfig, "  things:\n", "  things:\n    standalone_api: true\n", 1)
	cfg = strings.Replace(cfg, "    headline:", "    things__get: {type: request, endpoint: \"get /things\", params: {cursor: abc}, assign_to: page}\n    headline:", 1)
	api, _ := build(t, "", cfg)
	if r := api.Root.Subresources[0]; !r.Standalone {
		t.Errorf("%s is not standalone", r.Call)
	}
	want := []ir.MethodExample{{Name: "things__get", Params: map[string]any{"cursor": "abc"}, AssignTo: "page"}}
	if got := method(t, api, "client.things.get").Examples; !reflect.DeepEqual(got, want) {
		t.Errorf("examples = %+v, want %+v", got, want)
	}
	for _, ex := range api.Readme.Examples {
		if ex.Name == "things__get" {
			t.Errorf("a method example is not a README snippet")
		}
	}
}

func TestBuiltinClientOptions(t *testing.T) {
	api, _ := build(t, "", baseConfig+"client_settings:\n  opts:\n    base_url: {type: string, read_env: T_URL}\n    region: {type: string, nullable: true}\n")
	if len(api.ClientOptions) != 1 || api.ClientOptions[0].Name != "region" {
		t.Errorf("client options = %+v, want only region", api.ClientOptions)
	}
	spec := strings.Replace(baseSpec, "paths:", "security: [{Bearer: []}]\ncomponents: {securitySchemes: {Bearer: {type: http, scheme: bearer}}}\npaths:", 1)
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml",
		Config: []byte(baseConfig + "client_settings:\n  opts:\n    timeout: {type: string, auth: {security_scheme: Bearer}}\n")})
	if !strings.Contains(dump(res.Diagnostics), "error[ClientOpt/BuiltIn]") {
		t.Errorf("a built-in name that carries a credential must be an error:\n%s", dump(res.Diagnostics))
	}
}

func TestConstraintOnlyCompositions(t *testing.T) {
	spec := withPaths("  /roles:\n    patch:\n      requestBody: {content: {application/json: {schema: {type: object, properties: {add: {type: string}, remove: {type: string}}, " +
		"anyOf: [{required: [add]}, {required: [remove]}]}}}}\n      responses: {\"204\": {description: ok}}\n")
	api, diags := build(t, spec, withResources("resources:\n  things:\n    methods:\n      get: get /things\n      roles: patch /roles\n"))
	m := method(t, api, "client.things.roles")
	if m.Body == nil || !m.Body.Flattened || len(m.Params) != 2 {
		t.Errorf("body %+v with params %d: an object whose anyOf only requires properties is flattened", m.Body, len(m.Params))
	}
	if strings.Contains(dump(diags), "Schema/") {
		t.Errorf("no schema diagnostic is due:\n%s", dump(diags))
	}
}

func TestServersThatAreEnvironments(t *testing.T) {
	spec := strings.Replace(baseSpec, "      responses:", "      servers: [{url: \"https://api.t.example/\"}]\n      responses:", 1)
	if _, diags := build(t, spec, ""); strings.Contains(dump(diags), "ServerOverrideIgnored") {
		t.Errorf("a server that is an environment is not overridden:\n%s", dump(diags))
	}
}

func TestExampleParamsWrappedInBody(t *testing.T) {
	spec := withPaths("  /search:\n    post:\n      requestBody: {content: {application/json: {schema: {type: object, properties: {query: {type: string}, limit: {type: integer}}}}}}\n" +
		"      responses: {\"200\": {description: ok, content: {application/json: {schema: {type: object, properties: {n: {type: string}}}}}}}\n" +
		"  /tags:\n    put:\n      requestBody: {content: {application/json: {schema: {type: array, items: {type: string}}}}}\n      responses: {\"204\": {description: ok}}\n")
	cfg := withResources("resources:\n  things:\n    methods:\n      get: get /things\n      search: post /search\n      tags: put /tags\n")
	cfg = strings.Replace(cfg, "    headline:", "    things__search: {type: request, endpoint: \"post /search\", params: {body: {query: cats, limit: 5}}}\n"+
		"    things__tags: {type: request, endpoint: \"put /tags\", params: {body: [a, b]}}\n    headline:", 1)
	api, diags := build(t, spec, cfg)
	if strings.Contains(dump(diags), "Readme/UnknownParam") {
		t.Errorf("the body argument and values wrapped in body are the method's:\n%s", dump(diags))
	}
	want := map[string]any{"query": "cats", "limit": int64(5)}
	if got := method(t, api, "client.things.search").Examples[0].Params; !reflect.DeepEqual(got, want) {
		t.Errorf("params = %#v, want the body's values unwrapped: %#v", got, want)
	}
}

func TestParamNameExtensionSpelling(t *testing.T) {
	spec := strings.Replace(baseSpec, "        - {name: cursor, in: query, schema: {type: string}}", "        - {name: cursor, in: query, schema: {type: string}, x-sdkgen-param-name: pageToken}", 1)
	cfg := strings.ReplaceAll(baseConfig, "params: {}", "params: {cursor: x}")
	api, _ := build(t, spec, cfg)
	if p := method(t, api, "client.things.get").Params[0]; p.Name != "page_token" || p.WireName != "cursor" {
		t.Errorf("param = %s (wire %s), want page_token sent as cursor", p.Name, p.WireName)
	}
}
