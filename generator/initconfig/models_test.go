package initconfig

import (
	"testing"
)

func TestModelPlacement(t *testing.T) {
	doc := loadSpecText(t, `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /accounts:
    get:
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Account'}}}}}
    post:
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/AccountCreate'}}}}
      responses:
        '201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Account'}}}}
        '400': {description: bad, content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
  /accounts/{id}/friends:
    get:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/FriendList'}}}}
  /accounts/{id}/friends/{fid}:
    get:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}, {name: fid, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {anyOf: [{$ref: '#/components/schemas/Friend'}, {type: 'null'}]}}}}
  /invoices:
    get:
      responses:
        '200': {description: ok, content: {application/json: {schema: {allOf: [{$ref: '#/components/schemas/Envelope'}, {type: object}]}}}}
  /status:
    get:
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Envelope'}}}}
components:
  schemas:
    Account: {type: object}
    AccountCreate: {type: object}
    Error: {type: object}
    Envelope: {type: object}
    Friend: {type: object}
    FriendList: {type: array, items: {$ref: '#/components/schemas/Friend'}}
    Unused: {type: object}
`)
	cfg, r := Guess(doc, Options{})
	want := map[string]string{
		"#/components/schemas/Account":       "accounts",
		"#/components/schemas/AccountCreate": "accounts",
		"#/components/schemas/FriendList":    "accounts.friends",
		"#/components/schemas/Friend":        "accounts.friends",
		"#/components/schemas/Envelope":      "$shared",
	}
	got := modelHomes(cfg)
	for ref, home := range want {
		if got[ref] != home {
			t.Errorf("%s is in %q, want %q", ref, got[ref], home)
		}
	}
	if len(got) != len(want) {
		t.Errorf("models = %v, want only %v", got, want)
	}
	if r.Stats.Models != len(want) {
		t.Errorf("Stats.Models = %d", r.Stats.Models)
	}
	shared, _ := cfg.Resources.Get("$shared")
	if keys := shared.Models.Keys(); len(keys) != 1 || keys[0] != "envelope" {
		t.Errorf("$shared models = %v", keys)
	}
}

func TestModelNamesAreUniqueAcrossResources(t *testing.T) {
	doc := loadSpecText(t, `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /a:
    get: {responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/UserDTO'}}}}}}
  /b:
    get: {responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/user_dto'}}}}}}
components:
  schemas:
    UserDTO: {type: object}
    user_dto: {type: object}
`)
	cfg, _ := Guess(doc, Options{})
	a, _ := cfg.Resources.Get("a")
	b, _ := cfg.Resources.Get("b")
	if !a.Models.Has("user_dto") || !b.Models.Has("user_dto_2") {
		t.Errorf("models: a=%v b=%v", a.Models.Keys(), b.Models.Keys())
	}
}

func TestSchemaRefEscapes(t *testing.T) {
	tests := []struct{ name, want string }{
		{"Pet", "#/components/schemas/Pet"},
		{"a/b~c", "#/components/schemas/a~1b~0c"},
		{"100% Pure", "#/components/schemas/100%25%20Pure"},
	}
	for _, tt := range tests {
		if got := schemaRef(tt.name); got != tt.want {
			t.Errorf("schemaRef(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
