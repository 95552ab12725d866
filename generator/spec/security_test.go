package spec

import (
	"slices"
	"testing"
)

func TestSecuritySchemes(t *testing.T) {
	doc, diags := load(t, "security.yaml", yamlSpec(
		`openapi: 3.1.0`,
		`paths: {}`,
		`components:`,
		`  securitySchemes:`,
		`    basic: {type: http, scheme: Basic, x-sdkgen-auth: {disable_base64: true}}`,
		`    bearer: {type: http, scheme: BEARER, bearerFormat: JWT, description: a token}`,
		`    digest: {type: http, scheme: digest}`,
		`    header: {type: apiKey, in: header, name: X-Api-Key}`,
		`    query: {type: apiKey, in: query, name: key}`,
		`    cookie: {type: apiKey, in: cookie, name: sid}`,
		`    oauth:`,
		`      type: oauth2`,
		`      flows:`,
		`        clientCredentials: {tokenUrl: "https://x.io/token", scopes: {read: r, write: w}}`,
		`        implicit: {authorizationUrl: "https://x.io/auth", scopes: {}}`,
		`        password: {tokenUrl: "https://x.io/token", refreshUrl: "https://x.io/refresh", scopes: {}}`,
		`        authorizationCode: {authorizationUrl: "https://x.io/auth", tokenUrl: "https://x.io/token", scopes: {admin: a}}`,
		`    oidc: {type: openIdConnect, openIdConnectUrl: "https://x.io/.well-known/openid-configuration"}`,
		`    mtls: {type: mutualTLS}`,
		`    alias: {$ref: '#/components/securitySchemes/header'}`,
	))
	if len(diags) > 0 {
		t.Fatalf("diagnostics:%s", dump(diags))
	}
	names := doc.Components.SecuritySchemeNames
	if !slices.Equal(names, []string{"basic", "bearer", "digest", "header", "query", "cookie", "oauth", "oidc", "mtls", "alias"}) {
		t.Fatalf("names %v", names)
	}
	s := doc.Components.SecuritySchemes
	checks := []struct {
		name string
		ok   bool
	}{
		{"basic", s["basic"].Type == "http" && s["basic"].Scheme == "basic" && s["basic"].Extensions["x-sdkgen-auth"] != nil},
		{"bearer", s["bearer"].Scheme == "bearer" && s["bearer"].BearerFormat == "JWT" && s["bearer"].Description == "a token"},
		{"digest", s["digest"].Scheme == "digest"},
		{"header", s["header"].Type == "apiKey" && s["header"].In == "header" && s["header"].ParamName == "X-Api-Key"},
		{"query", s["query"].In == "query" && s["query"].ParamName == "key"},
		{"cookie", s["cookie"].In == "cookie" && s["cookie"].ParamName == "sid"},
		{"oidc", s["oidc"].Type == "openIdConnect" && s["oidc"].OpenIDURL == "https://x.io/.well-known/openid-configuration"},
		{"mtls", s["mtls"].Type == "mutualTLS"},
		{"alias", s["alias"].Name == "alias" && s["alias"].ParamName == "X-Api-Key" && s["alias"].Pointer == "/components/securitySchemes/header"},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("%s: %+v", c.name, s[c.name])
		}
	}
	flows := s["oauth"].Flows
	if len(flows) != 4 || flows[0].Kind != "clientCredentials" || flows[0].TokenURL != "https://x.io/token" || !slices.Equal(flows[0].Scopes, []string{"read", "write"}) ||
		flows[1].Kind != "implicit" || flows[1].AuthorizationURL != "https://x.io/auth" || len(flows[1].Scopes) != 0 ||
		flows[2].RefreshURL != "https://x.io/refresh" || flows[3].Kind != "authorizationCode" || flows[3].Scopes[0] != "admin" {
		t.Errorf("flows %+v", flows)
	}
}

func TestSecurityRequirements(t *testing.T) {
	tests := []struct {
		name        string
		security    string // the operation's security line, or "" for none
		wantSet     bool
		wantOptions [][]string // scheme names per alternative
	}{
		{"absent: the top level applies", "", false, nil},
		{"empty list: no auth", "security: []", true, [][]string{}},
		{"an empty requirement is the no-auth alternative", "security: [{}, {key: []}]", true, [][]string{{}, {"key"}}},
		{"schemes required together", "security: [{key: [], oauth: [read, write]}]", true, [][]string{{"key", "oauth"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, diags := load(t, "req.yaml", yamlSpec(
				`openapi: 3.0.3`,
				`security: [{key: []}]`,
				`paths:`,
				`  /a:`,
				`    get: {responses: {}, `+tt.security+`}`,
			))
			if len(diags) > 0 {
				t.Fatalf("diagnostics:%s", dump(diags))
			}
			if !doc.SecuritySet || len(doc.Security) != 1 {
				t.Errorf("top level %+v", doc.Security)
			}
			op := operation(t, doc, "get /a")
			if op.SecuritySet != tt.wantSet {
				t.Errorf("SecuritySet %v", op.SecuritySet)
			}
			got := [][]string{}
			for _, r := range op.Security {
				names := []string{}
				for _, s := range r.Schemes {
					names = append(names, s.Name)
				}
				got = append(got, names)
			}
			if tt.wantOptions != nil && !slices.EqualFunc(got, tt.wantOptions, slices.Equal) {
				t.Errorf("alternatives %v, want %v", got, tt.wantOptions)
			}
		})
	}
	// Scopes are kept in order.
	doc, _ := load(t, "req.yaml", yamlSpec(`openapi: 3.0.3`, `security: [{oauth: [write, read]}]`, `paths: {}`))
	if !slices.Equal(doc.Security[0].Schemes[0].Scopes, []string{"write", "read"}) {
		t.Errorf("scopes %v", doc.Security[0].Schemes[0].Scopes)
	}
	// No top-level security at all.
	doc, _ = load(t, "req.yaml", yamlSpec(`openapi: 3.0.3`, `paths: {}`))
	if doc.SecuritySet || doc.Security != nil {
		t.Errorf("absent top-level security %+v", doc.Security)
	}
}

func TestBadSecuritySchemesAreLeftOut(t *testing.T) {
	doc, diags := load(t, "bad.yaml", yamlSpec(
		`openapi: 3.1.0`,
		`paths: {}`,
		`components:`,
		`  securitySchemes:`,
		`    a: {type: http}`,
		`    b: {type: apiKey, in: header}`,
		`    c: {type: oauth2}`,
		`    d: {type: openIdConnect}`,
		`    e: {type: basic}`,
		`    f: [not, an, object]`,
		`    g: {type: oauth2, flows: {device: {}, implicit: {scopes: {}}}}`,
		`    ok: {type: http, scheme: bearer}`,
	))
	want := []string{"Spec/Invalid@5:5", "Spec/Invalid@6:5", "Spec/Invalid@7:5", "Spec/Invalid@8:5", "Spec/Invalid@9:15", "Spec/Invalid@10:5", "Spec/Invalid@11:31", "Spec/Invalid@11:43"}
	if got := summary(diags); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v:%s", got, want, dump(diags))
	}
	if !slices.Equal(doc.Components.SecuritySchemeNames, []string{"g", "ok"}) {
		t.Errorf("kept %v", doc.Components.SecuritySchemeNames)
	}
}
