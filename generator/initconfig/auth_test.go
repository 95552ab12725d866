package initconfig

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

func TestClientOpts(t *testing.T) {
	tests := []struct {
		name     string
		security string // top-level security and components.securitySchemes, as YAML
		want     []string
		note     string
	}{
		{
			name:     "bearer",
			security: "security: [{token: []}]\ncomponents: {securitySchemes: {token: {type: http, scheme: bearer}}}",
			want:     []string{"api_key string nullable=false env=ACME_API_KEY scheme=token role="},
		},
		{
			name:     "bearer that may be omitted",
			security: "security: [{token: []}, {}]\ncomponents: {securitySchemes: {token: {type: http, scheme: bearer}}}",
			want:     []string{"api_key string nullable=true env=ACME_API_KEY scheme=token role="},
		},
		{
			name:     "basic",
			security: "security: [{basicAuth: []}]\ncomponents: {securitySchemes: {basicAuth: {type: http, scheme: basic}}}",
			want: []string{
				"username string nullable=false env=ACME_USERNAME scheme=basicAuth role=username",
				"password string nullable=false env=ACME_PASSWORD scheme=basicAuth role=password",
			},
		},
		{
			name: "api key and bearer as alternatives",
			security: "security: [{key: []}, {jwt: []}]\ncomponents: {securitySchemes: {" +
				"jwt: {type: http, scheme: bearer}, key: {type: apiKey, in: header, name: X-Key}}}",
			want: []string{
				"bearer_token string nullable=true env=ACME_BEARER_TOKEN scheme=jwt role=",
				"api_key string nullable=true env=ACME_API_KEY scheme=key role=",
			},
		},
		{
			name: "oauth2 client credentials, and an implicit flow that is noted",
			security: "security: [{cc: []}, {implicit: []}]\ncomponents: {securitySchemes: {" +
				"cc: {type: oauth2, flows: {clientCredentials: {tokenUrl: 'https://acme.example/token', scopes: {}}}}, " +
				"implicit: {type: oauth2, flows: {implicit: {authorizationUrl: 'https://acme.example/auth', scopes: {}}}}}}",
			want: []string{
				"client_id string nullable=true env=ACME_CLIENT_ID scheme=cc role=client_id",
				"client_secret string nullable=true env=ACME_CLIENT_SECRET scheme=cc role=client_secret",
			},
			note: "without a client-credentials flow",
		},
		{
			name:     "defined but unused",
			security: "components: {securitySchemes: {token: {type: http, scheme: bearer}}}",
			note:     "no security requirement uses them",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "openapi: 3.1.0\ninfo: {title: Acme, version: '1'}\npaths: {}\n" + tt.security + "\n"
			cfg, r := Guess(loadSpecText(t, text), Options{})
			var got []string
			for _, e := range cfg.ClientSettings.Opts.Entries {
				got = append(got, describeOpt(e.Key, e.Value))
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("opts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if tt.note != "" && !hasNote(r, tt.note) {
				t.Errorf("no note containing %q in %v", tt.note, r.Notes)
			}
		})
	}
}

func TestClientOptsFromOperationSecurity(t *testing.T) {
	doc := loadSpecText(t, `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /a:
    get: {security: [{bot: []}], responses: {'200': {description: ok}}}
  /b:
    get: {security: [{user: []}], responses: {'200': {description: ok}}}
components:
  securitySchemes:
    bot: {type: apiKey, in: header, name: Authorization}
    user: {type: http, scheme: bearer}
`)
	cfg, _ := Guess(doc, Options{})
	var got []string
	for _, e := range cfg.ClientSettings.Opts.Entries {
		got = append(got, describeOpt(e.Key, e.Value))
	}
	want := []string{
		"api_key string nullable=true env=ACME_API_KEY scheme=bot role=",
		"bearer_token string nullable=true env=ACME_BEARER_TOKEN scheme=user role=",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("opts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func describeOpt(name string, o *config.ClientOpt) string {
	var b strings.Builder
	b.WriteString(name + " " + o.Type)
	b.WriteString(" nullable=" + map[bool]string{true: "true", false: "false"}[o.Nullable])
	b.WriteString(" env=" + o.ReadEnv)
	if o.Auth != nil {
		b.WriteString(" scheme=" + o.Auth.SecurityScheme + " role=" + o.Auth.Role)
	}
	return b.String()
}
