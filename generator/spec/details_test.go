package spec

import (
	"slices"
	"testing"

	"github.com/sdkgen/sdkgen/generator/document"
)

func TestDiscordDetails(t *testing.T) {
	doc, _ := loadFile(t, testdata+"specs/discord/openapi.json")

	t.Run("path-level parameter merged, ref chain to a component", func(t *testing.T) {
		op := operation(t, doc, "get /applications/{application_id}")
		p := param(t, op, "path", "application_id")
		if !p.Required || p.Pointer != "/paths/~1applications~1{application_id}/parameters/0" {
			t.Errorf("required %v, pointer %s", p.Required, p.Pointer)
		}
		if p.Schema.Ref != component(t, doc, "SnowflakeType") || p.Schema.RefPointer != "/components/schemas/SnowflakeType" {
			t.Fatalf("schema ref %v %s", p.Schema.Ref, p.Schema.RefPointer)
		}
		target := p.Schema.Resolve()
		if target.Name != "SnowflakeType" || target.Format != "snowflake" || target.Pattern != "^(0|[1-9][0-9]*)$" || !target.IsType("string") {
			t.Errorf("resolved to %+v", target)
		}
		// The same path-level parameter is shared by the other operation of the path item.
		if other := param(t, operation(t, doc, "patch /applications/{application_id}"), "path", "application_id"); other != p {
			t.Errorf("path-level parameter read twice")
		}
	})

	t.Run("3.1 type array", func(t *testing.T) {
		name := component(t, doc, "AccountResponse").Property("name")
		if !name.IsType("string") || !name.Nullable {
			t.Errorf("types %v nullable %v", name.Types, name.Nullable)
		}
	})

	t.Run("security alternatives", func(t *testing.T) {
		if doc.SecuritySet {
			t.Errorf("discord has no top-level security")
		}
		op := operation(t, doc, "get /gateway")
		if !op.SecuritySet || len(op.Security) != 2 || len(op.Security[0].Schemes) != 0 || op.Security[1].Schemes[0].Name != "BotToken" {
			t.Errorf("security %+v", op.Security)
		}
	})

	t.Run("security schemes", func(t *testing.T) {
		if !slices.Equal(doc.Components.SecuritySchemeNames, []string{"BotToken", "OAuth2"}) {
			t.Fatalf("schemes %v", doc.Components.SecuritySchemeNames)
		}
		bot := doc.Components.SecuritySchemes["BotToken"]
		if bot.Type != "apiKey" || bot.In != "header" || bot.ParamName != "Authorization" || bot.Description != "Discord bot token" {
			t.Errorf("BotToken %+v", bot)
		}
		oauth := doc.Components.SecuritySchemes["OAuth2"]
		var kinds []string
		for _, f := range oauth.Flows {
			kinds = append(kinds, f.Kind)
		}
		if !slices.Equal(kinds, []string{"implicit", "clientCredentials", "authorizationCode"}) {
			t.Fatalf("flows %v", kinds)
		}
		code := oauth.Flows[2]
		if code.AuthorizationURL != "https://discord.com/api/oauth2/authorize" || code.TokenURL != "https://discord.com/api/oauth2/token" ||
			code.RefreshURL != "https://discord.com/api/oauth2/token" || code.Scopes[0] != "activities.invites.write" || !slices.Contains(code.Scopes, "role_connections.write") {
			t.Errorf("authorizationCode flow %+v", code)
		}
	})
}

func TestTwilioDetails(t *testing.T) {
	doc, _ := loadFile(t, testdata+"specs/twilio/twilio_api_v2010.json")

	t.Run("3.0 nullable", func(t *testing.T) {
		token := component(t, doc, "api.v2010.account").Property("auth_token")
		if !token.IsType("string") || !token.Nullable || token.Extensions["x-twilio"] == nil {
			t.Errorf("auth_token %+v", token)
		}
	})

	t.Run("top-level security", func(t *testing.T) {
		if !doc.SecuritySet || len(doc.Security) != 1 || doc.Security[0].Schemes[0].Name != "accountSid_authToken" {
			t.Errorf("security %+v", doc.Security)
		}
		basic := doc.Components.SecuritySchemes["accountSid_authToken"]
		if basic.Type != "http" || basic.Scheme != "basic" {
			t.Errorf("scheme %+v", basic)
		}
		// Every twilio operation repeats the requirement.
		for _, op := range doc.Operations {
			if !op.SecuritySet || len(op.Security) != 1 || op.Security[0].Schemes[0].Name != "accountSid_authToken" {
				t.Errorf("%s: security %+v", op.Endpoint(), op.Security)
			}
		}
	})
}

func TestPetstoreDetails(t *testing.T) {
	doc, _ := loadFile(t, testdata+"specs/oai-examples/v3.0/petstore.yaml")
	if doc.Info.Title != "Swagger Petstore" || doc.Info.LicenseName != "MIT" || len(doc.Servers) != 1 || doc.Servers[0].URL != "http://petstore.swagger.io/v1" {
		t.Errorf("info %+v servers %+v", doc.Info, doc.Servers)
	}
	list := operation(t, doc, "get /pets")
	if list.OperationID != "listPets" || !slices.Equal(list.Tags, []string{"pets"}) || list.Pointer != "/paths/~1pets/get" {
		t.Errorf("operation %+v", list)
	}
	var statuses []string
	for _, r := range list.Responses {
		statuses = append(statuses, r.Status)
	}
	if !slices.Equal(statuses, []string{"200", "default"}) {
		t.Errorf("statuses %v", statuses)
	}
	ok := list.Responses[0]
	if len(ok.Headers) != 1 || ok.Headers[0].Name != "x-next" || !ok.Headers[0].Schema.IsType("string") {
		t.Errorf("headers %+v", ok.Headers)
	}
	body := ok.Content[0]
	if body.Type != "application/json" || body.Schema.Resolve() != component(t, doc, "Pets") {
		t.Errorf("body %+v", body)
	}
	pets := component(t, doc, "Pets")
	if pets.Items.Ref != component(t, doc, "Pet") || pets.Items.Pointer != "/components/schemas/Pets/items" {
		t.Errorf("items %+v", pets.Items)
	}
	limit := param(t, list, "query", "limit")
	if limit.Required || limit.Schema.Format != "int32" || *limit.Schema.Maximum != 100 {
		t.Errorf("limit %+v", limit)
	}
}

func TestWebhooks(t *testing.T) {
	doc, diags := loadFile(t, testdata+"specs/oai-examples/v3.1/webhook-example.yaml")
	if len(diags) != 0 || len(doc.Webhooks) != 1 {
		t.Fatalf("%d webhooks:%s", len(doc.Webhooks), dump(diags))
	}
	hook := doc.Webhooks[0]
	if hook.Path != "newPet" || hook.Method != "post" || hook.Pointer != "/webhooks/newPet/post" || hook.RequestBody == nil {
		t.Errorf("webhook %+v", hook)
	}
	if doc.Endpoint("post newPet") != nil {
		t.Errorf("webhooks are not endpoints")
	}
}

// TestInlineDetails covers what the real specs do not: path item $refs, response $refs with their status,
// parameter content, header and cookie parameters, operation overrides and security semantics.
func TestInlineDetails(t *testing.T) {
	doc, diags := load(t, "inline.yaml", yamlSpec(
		`openapi: 3.0.3`,
		`info: {title: T, version: 1.0, contact: {name: N, email: e@x.io, url: "https://x.io"}, termsOfService: "https://x.io/tos"}`,
		`servers:`,
		`  - url: https://{region}.x.io:{port}`,
		`    variables:`,
		`      region: {default: eu, enum: [eu, us]}`,
		`      port: {default: 443, enum: [443, 8443]}`,
		`security: [{key: []}, {}]`,
		`paths:`,
		`  /things/{id}:`,
		`    parameters:`,
		`      - {name: id, in: path, schema: {type: string}}`,
		`      - {name: verbose, in: query, schema: {type: boolean}}`,
		`      - {name: Accept, in: header, schema: {type: string}}`,
		`    get:`,
		`      operationId: getThing`,
		`      security: []`,
		`      x-sdkgen-skip: true`,
		`      parameters:`,
		`        - {name: verbose, in: query, required: true, schema: {type: integer}}`,
		`        - $ref: '#/components/parameters/Filter'`,
		`        - {name: session, in: cookie, schema: {type: string}}`,
		`        - {name: X-Trace, in: header, schema: {type: string}}`,
		`      responses:`,
		`        '200': {$ref: '#/components/responses/Thing'}`,
		`        4XX: {$ref: '#/components/responses/Thing'}`,
		`        default: {description: error}`,
		`  /alias/{id}:`,
		`    $ref: '#/paths/~1things~1{id}'`,
		`components:`,
		`  securitySchemes:`,
		`    key: {type: apiKey, in: header, name: X-Key, x-sdkgen-auth: {custom: true}}`,
		`  parameters:`,
		`    Filter:`,
		`      name: filter`,
		`      in: query`,
		`      content:`,
		`        application/json:`,
		`          schema: {type: object}`,
		`  responses:`,
		`    Thing:`,
		`      description: a thing`,
		`      headers:`,
		`        Content-Type: {schema: {type: string}}`,
		`        X-Rate: {$ref: '#/components/headers/Rate'}`,
		`  headers:`,
		`    Rate: {required: true, schema: {type: integer}}`,
	))
	// The alias path item repeats the operationId: that is a real duplicate at the same pointer, so not reported.
	if len(diags) != 0 {
		t.Fatalf("diagnostics:%s", dump(diags))
	}
	if doc.Info.Version != "1.0" || doc.Info.ContactEmail != "e@x.io" || doc.Info.ContactURL != "https://x.io" || doc.Info.TermsOfService != "https://x.io/tos" {
		t.Errorf("info %+v", doc.Info)
	}
	port := doc.Servers[0].Variables[1]
	if port.Name != "port" || port.Default != "443" || !slices.Equal(port.Enum, []string{"443", "8443"}) {
		t.Errorf("server variable %+v", port)
	}
	if !doc.SecuritySet || len(doc.Security) != 2 || len(doc.Security[1].Schemes) != 0 {
		t.Errorf("top-level security %+v", doc.Security)
	}
	if key := doc.Components.SecuritySchemes["key"]; key.Extensions["x-sdkgen-auth"] == nil {
		t.Errorf("x-sdkgen-auth not kept")
	}

	op := operation(t, doc, "get /things/{id}")
	if !op.SecuritySet || len(op.Security) != 0 || op.Extensions["x-sdkgen-skip"] == nil {
		t.Errorf("security: [] must mean no auth: %+v", op)
	}
	var names []string
	for _, p := range op.Parameters {
		names = append(names, p.In+" "+p.Name)
	}
	if want := []string{"path id", "query verbose", "query filter", "cookie session", "header X-Trace"}; !slices.Equal(names, want) {
		t.Errorf("parameters %v, want %v", names, want)
	}
	if v := param(t, op, "query", "verbose"); !v.Required || !v.Schema.IsType("integer") {
		t.Errorf("the operation's parameter must win: %+v", v)
	}
	if f := param(t, op, "query", "filter"); f.ContentType != "application/json" || !f.Schema.IsType("object") || f.Pointer != "/components/parameters/Filter" {
		t.Errorf("content parameter %+v", f)
	}

	if len(op.Responses) != 3 || op.Responses[0].Status != "200" || op.Responses[1].Status != "4XX" || op.Responses[2].Status != "default" {
		t.Fatalf("responses %+v", op.Responses)
	}
	thing := op.Responses[1]
	if thing.Pointer != "/components/responses/Thing" || thing.Description != "a thing" || len(thing.Headers) != 1 {
		t.Fatalf("response %+v", thing)
	}
	if h := thing.Headers[0]; h.Name != "X-Rate" || !h.Required || !h.Schema.IsType("integer") || h.Pointer != "/components/headers/Rate" {
		t.Errorf("header %+v", h)
	}

	alias := operation(t, doc, "get /alias/{id}")
	if alias.Pointer != document.Pointer("/paths/~1things~1{id}/get") || alias.Path != "/alias/{id}" || len(alias.Parameters) != 5 {
		t.Errorf("path item $ref: %+v", alias)
	}
}
