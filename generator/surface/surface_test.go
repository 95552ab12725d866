package surface_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/surface"
)

const baseSpec = `openapi: 3.0.3
info: {title: T, version: "1"}
paths:
  /accounts:
    get:
      parameters:
        - {name: status, in: query, schema: {$ref: "#/components/schemas/AccountStatus"}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Account"}}}}}
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name]
              properties:
                name: {type: string}
                email: {type: string}
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Account"}}}}
  /accounts/{account_id}:
    get:
      parameters:
        - {name: account_id, in: path, required: true, schema: {type: string}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Account"}}}}
    delete:
      parameters:
        - {name: account_id, in: path, required: true, schema: {type: string}}
      responses:
        "204": {description: deleted}
components:
  schemas:
    Account:
      type: object
      required: [id, name]
      properties:
        id: {type: string}
        name: {type: string}
        balance: {type: integer}
        nickname: {type: string, nullable: true}
        status: {$ref: "#/components/schemas/AccountStatus"}
    AccountStatus:
      type: string
      enum: [active, closed]
`

const baseConfig = `organization: {name: t}
environments: {production: "https://api.t.example"}
settings: {license: MIT}
query_settings: {nested_format: brackets, array_format: comma}
readme:
  example_requests:
    default: {type: request, endpoint: "get /accounts", params: {}}
    headline: {type: request, endpoint: "get /accounts", params: {}}
resources:
  accounts:
    models:
      account: "#/components/schemas/Account"
      account_status: "#/components/schemas/AccountStatus"
    methods:
      list: {endpoint: get /accounts, paginated: false}
      create: post /accounts
      retrieve: get /accounts/{account_id}
      delete: delete /accounts/{account_id}
`

// edit replaces old by new in s, failing when old is not there (a test whose edit silently did nothing would
// pass for the wrong reason).
type edit struct{ old, new string }

func apply(t *testing.T, s string, edits []edit) string {
	t.Helper()
	for _, e := range edits {
		if !strings.Contains(s, e.old) {
			t.Fatalf("edit target %q not found", e.old)
		}
		s = strings.Replace(s, e.old, e.new, 1)
	}
	return s
}

func extract(t testing.TB, spec, cfg string) *surface.Surface {
	t.Helper()
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml", Config: []byte(cfg)})
	if !res.OK() {
		t.Fatalf("input does not validate:\n%v", res.Diagnostics)
	}
	return surface.Extract(res.API)
}

func TestDiffOfSpecChanges(t *testing.T) {
	for _, tc := range []struct {
		name       string
		spec, conf []edit
		want       []surface.Change
	}{
		{name: "nothing changed"},
		{
			name: "endpoint removed",
			spec: []edit{{"    delete:\n      parameters:\n        - {name: account_id, in: path, required: true, schema: {type: string}}\n      responses:\n        \"204\": {description: deleted}\n", ""}},
			conf: []edit{{"      delete: delete /accounts/{account_id}\n", ""}},
			want: []surface.Change{{Kind: surface.Removed, Element: surface.Method, Name: "accounts.delete", Detail: "DELETE /accounts/{account_id}", Breaking: true, Reason: "callers of the method stop compiling"}},
		},
		{
			name: "endpoint added",
			spec: []edit{{"components:", "  /ping:\n    get:\n      responses: {\"204\": {description: ok}}\ncomponents:"}},
			conf: []edit{{"    methods:\n", "    methods:\n      ping: get /ping\n"}},
			want: []surface.Change{{Kind: surface.Added, Element: surface.Method, Name: "accounts.ping", Detail: "GET /ping"}},
		},
		{
			name: "optional query param added",
			spec: []edit{{"        - {name: status,", "        - {name: limit, in: query, schema: {type: integer}}\n        - {name: status,"}},
			want: []surface.Change{{Kind: surface.Changed, Element: surface.Method, Name: "accounts.list", Detail: "added optional query param limit"}},
		},
		{
			name: "required query param added",
			spec: []edit{{"        - {name: status,", "        - {name: limit, in: query, required: true, schema: {type: integer}}\n        - {name: status,"}},
			want: []surface.Change{{Kind: surface.Changed, Element: surface.Method, Name: "accounts.list", Detail: "added required query param limit", Breaking: true, Reason: "existing calls lack it"}},
		},
		{
			name: "param made required",
			spec: []edit{{"{name: status, in: query,", "{name: status, in: query, required: true,"}},
			want: []surface.Change{{Kind: surface.Changed, Element: surface.Method, Name: "accounts.list", Detail: "query param status became required", Breaking: true, Reason: "existing calls and values that leave it out are refused"}},
		},
		{
			name: "request field made optional",
			spec: []edit{{"              required: [name]\n", ""}},
			want: []surface.Change{{Kind: surface.Changed, Element: surface.Method, Name: "accounts.create", Detail: "body param name became optional"}},
		},
		{
			name: "field type changed",
			spec: []edit{{"balance: {type: integer}", "balance: {type: string}"}},
			want: []surface.Change{{Kind: surface.Changed, Element: surface.Type, Name: "account.balance", Detail: "type integer -> string", Breaking: true, Reason: "values of the old type no longer fit"}},
		},
		{
			name: "response field removed",
			spec: []edit{{"        balance: {type: integer}\n", ""}},
			want: []surface.Change{{Kind: surface.Removed, Element: surface.Type, Name: "account.balance", Detail: "field", Breaking: true, Reason: "callers reading or setting the field stop compiling"}},
		},
		{
			name: "response field made non-nullable",
			spec: []edit{{"nickname: {type: string, nullable: true}", "nickname: {type: string}"}},
			want: []surface.Change{{Kind: surface.Changed, Element: surface.Type, Name: "account.nickname", Detail: "nullable -> non-nullable", Breaking: true, Reason: "typed SDKs change its type from T | null to T"}},
		},
		{
			name: "enum value removed from a request type",
			spec: []edit{{"enum: [active, closed]", "enum: [active]"}},
			want: []surface.Change{{Kind: surface.Removed, Element: surface.Type, Name: "account_status.closed", Detail: "enum value", Breaking: true, Reason: "callers sending the value are refused"}},
		},
		{
			name: "enum value added to a response type",
			spec: []edit{{"enum: [active, closed]", "enum: [active, closed, frozen]"}},
			want: []surface.Change{{Kind: surface.Added, Element: surface.Type, Name: "account_status.frozen", Detail: "enum value, may now be returned: SDKs accept unknown values, code switching on it should have a default"}},
		},
		{
			name: "model added",
			spec: []edit{{"    AccountStatus:", "    Card:\n      type: object\n      properties:\n        id: {type: string}\n    AccountStatus:"}},
			conf: []edit{{"      account_status:", "      card: \"#/components/schemas/Card\"\n      account_status:"}},
			want: []surface.Change{{Kind: surface.Added, Element: surface.Type, Name: "card", Detail: "object"}},
		},
		{
			name: "path changed",
			spec: []edit{{"  /accounts/{account_id}:", "  /v2/accounts/{account_id}:"}},
			conf: []edit{{"get /accounts/{account_id}", "get /v2/accounts/{account_id}"}, {"delete /accounts/{account_id}", "delete /v2/accounts/{account_id}"}},
			want: []surface.Change{
				{Kind: surface.Changed, Element: surface.Method, Name: "accounts.delete", Detail: "endpoint DELETE /accounts/{account_id} -> DELETE /v2/accounts/{account_id}"},
				{Kind: surface.Changed, Element: surface.Method, Name: "accounts.retrieve", Detail: "endpoint GET /accounts/{account_id} -> GET /v2/accounts/{account_id}"},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base := extract(t, baseSpec, baseConfig)
			head := extract(t, apply(t, baseSpec, tc.spec), apply(t, baseConfig, tc.conf))
			got := surface.Diff(base, head)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Diff:\n got %s\nwant %s", show(got), show(tc.want))
			}
		})
	}
}

func show(v any) string {
	b, _ := json.MarshalIndent(v, "", "  ")
	return string(b)
}

func TestExtractReadsTheIR(t *testing.T) {
	s := extract(t, baseSpec, baseConfig)
	list := s.Methods["accounts.list"]
	if list == nil || list.HTTPMethod != "GET" || list.Path != "/accounts" {
		t.Fatalf("accounts.list: %s", show(list))
	}
	if p := list.Params["status"]; p == nil || *p != (surface.Param{WireName: "status", In: "query", Type: "account_status"}) {
		t.Errorf("accounts.list status param: %s", show(p))
	}
	if r := list.Response; r == nil || r.Type != "account[]" {
		t.Errorf("accounts.list response: %s", show(r))
	}
	if got := s.Methods["accounts.retrieve"].Positional; !reflect.DeepEqual(got, []string{"account_id"}) {
		t.Errorf("accounts.retrieve positional: %v", got)
	}
	acct := s.Types["account"]
	if acct == nil || !acct.Response || acct.Fields["nickname"] == nil || !acct.Fields["nickname"].Nullable || !acct.Fields["id"].Required {
		t.Errorf("account: %s", show(acct))
	}
	if st := s.Types["account_status"]; st == nil || !reflect.DeepEqual(st.EnumValues, []string{`"active"`, `"closed"`}) || !st.Request || !st.Response {
		t.Errorf("account_status: %s", show(st))
	}
}

// realInputs are the kitchen sink (every contract feature) and the real users' pairs.
var realInputs = []struct{ name, spec, config string }{
	{"kitchen-sink", "../../testdata/kitchen-sink/openapi.yml", "../../testdata/kitchen-sink/sdkgen.yml"},
	{"honcho", "../../testdata/pairs/honcho/openapi.json", "../../testdata/pairs/honcho/sdkgen.yml"},
	{"lumaai", "../../testdata/pairs/lumaai/openapi.yml", "../../testdata/pairs/lumaai/sdkgen.yml"},
	{"onebusaway", "../../testdata/pairs/onebusaway/openapi.yml", "../../testdata/pairs/onebusaway/sdkgen.yml"},
}

func loadAPI(t testing.TB, specPath, configPath string) *ir.API {
	t.Helper()
	spec, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: filepath.Base(specPath), Spec: spec, ConfigFile: filepath.Base(configPath), Config: cfg})
	if !res.OK() {
		t.Fatalf("%s does not validate:\n%v", specPath, res.Diagnostics)
	}
	return res.API
}

func TestRealInputsHaveNoChangeAgainstThemselves(t *testing.T) {
	for _, in := range realInputs {
		t.Run(in.name, func(t *testing.T) {
			api := loadAPI(t, in.spec, in.config)
			first, second := surface.Extract(api), surface.Extract(api)
			if len(first.Methods) == 0 || len(first.Types) == 0 {
				t.Fatalf("empty surface: %d methods, %d types", len(first.Methods), len(first.Types))
			}
			if !reflect.DeepEqual(first, second) {
				t.Error("Extract gave two different surfaces for one IR")
			}
			a, _ := json.Marshal(first)
			b, _ := json.Marshal(surface.Extract(loadAPI(t, in.spec, in.config)))
			if string(a) != string(b) {
				t.Error("Extract of a second load differs")
			}
			if got := surface.Diff(first, second); len(got) != 0 {
				t.Errorf("Diff of a surface with itself: %s", show(got))
			}
		})
	}
}

func TestDiffOfNothing(t *testing.T) {
	if got := surface.Diff(nil, surface.Extract(nil)); len(got) != 0 {
		t.Errorf("Diff(nil, empty) = %s", show(got))
	}
	head := &surface.Surface{Types: map[string]*surface.TypeDef{"a": {Kind: "object"}}}
	want := []surface.Change{{Kind: surface.Added, Element: surface.Type, Name: "a", Detail: "object"}}
	if got := surface.Diff(nil, head); !reflect.DeepEqual(got, want) {
		t.Errorf("Diff(nil, head) = %s", show(got))
	}
}

func BenchmarkExtractDiff(b *testing.B) {
	in := realInputs[0]
	api := loadAPI(b, in.spec, in.config)
	base := surface.Extract(api)
	b.ResetTimer()
	for b.Loop() {
		surface.Diff(base, surface.Extract(api))
	}
}

// TestDiffClassification covers the rules the small specs above do not reach, on hand-built surfaces.
func TestDiffClassification(t *testing.T) {
	method := func(edit func(m *surface.MethodDef)) *surface.Surface {
		m := &surface.MethodDef{
			Kind: "http", HTTPMethod: "GET", Path: "/a/{id}", Positional: []string{"id"},
			Params: map[string]*surface.Param{
				"id":    {WireName: "id", In: "path", Type: "string", Required: true},
				"limit": {WireName: "limit", In: "query", Type: "integer", Nullable: true},
			},
			Response:   &surface.Response{Type: "a_list"},
			Pagination: &surface.Pagination{Scheme: "cursor", Item: "a"},
		}
		if edit != nil {
			edit(m)
		}
		return &surface.Surface{Methods: map[string]*surface.MethodDef{"a.list": m}}
	}
	typ := func(t *surface.TypeDef) *surface.Surface {
		return &surface.Surface{Types: map[string]*surface.TypeDef{"pet": t}}
	}
	pet := func(request bool, variants ...string) *surface.TypeDef {
		t := &surface.TypeDef{Kind: "union", Response: !request, Request: request, Discriminator: "kind", Variants: map[string]*surface.Variant{}}
		for _, v := range variants {
			t.Variants[v] = &surface.Variant{Type: v, Values: []string{v}}
		}
		return t
	}
	changed := func(el surface.ElementKind, name, detail, reason string) surface.Change {
		return surface.Change{Kind: surface.Changed, Element: el, Name: name, Detail: detail, Breaking: reason != "", Reason: reason}
	}
	for _, tc := range []struct {
		name       string
		base, head *surface.Surface
		want       []surface.Change
	}{
		{"pagination removed", method(nil), method(func(m *surface.MethodDef) { m.Pagination = nil }),
			[]surface.Change{changed(surface.Method, "a.list", "pagination cursor of a -> none", "the method returns a different page type")}},
		{"streaming added", method(nil), method(func(m *surface.MethodDef) { m.Streaming = &surface.Streaming{Event: "chunk", Param: "stream"} }),
			[]surface.Change{changed(surface.Method, "a.list", "streaming none -> chunk when stream", "the method returns a different stream")}},
		{"response type changed", method(nil), method(func(m *surface.MethodDef) { m.Response.Type = "b_list" }),
			[]surface.Change{changed(surface.Method, "a.list", "response a_list -> b_list", "callers reading the result get a different type")}},
		{"param moved and deprecated", method(nil), method(func(m *surface.MethodDef) {
			m.Params["limit"] = &surface.Param{WireName: "page_size", In: "header", Type: "integer", Nullable: true, Deprecated: true}
		}), []surface.Change{
			changed(surface.Method, "a.list", "header param limit deprecated", ""),
			changed(surface.Method, "a.list", "header param limit sent as header page_size, was query limit", ""),
		}},
		{"request param no longer nullable", method(nil), method(func(m *surface.MethodDef) { m.Params["limit"].Nullable = false }),
			[]surface.Change{changed(surface.Method, "a.list", "query param limit nullable -> non-nullable", "callers sending null are refused")}},
		{"param removed and positional changed", method(nil), method(func(m *surface.MethodDef) { delete(m.Params, "id"); m.Positional = nil; m.Path = "/a" }),
			[]surface.Change{
				changed(surface.Method, "a.list", "endpoint GET /a/{id} -> GET /a", ""),
				changed(surface.Method, "a.list", "positional params [id] -> []", "callers passing arguments by position stop compiling"),
				changed(surface.Method, "a.list", "removed path param id", "callers passing it stop compiling"),
			}},
		{"body argument became required", method(func(m *surface.MethodDef) {
			m.Body = &surface.Body{ContentType: "application/json", Param: "ids", Type: "string[]"}
		}),
			method(func(m *surface.MethodDef) {
				m.Body = &surface.Body{ContentType: "application/json", Param: "ids", Type: "string[]", Required: true}
			}),
			[]surface.Change{changed(surface.Method, "a.list", "request body became required", "existing calls and values that leave it out are refused")}},
		{"skipped for a language", method(nil), method(func(m *surface.MethodDef) { m.Skip = []string{"python"} }),
			[]surface.Change{changed(surface.Method, "a.list", "skipped languages [] -> [python]", "the method is no longer generated for some languages")}},
		{"response variant added", typ(pet(false, "cat")), typ(pet(false, "cat", "dog")),
			[]surface.Change{{Kind: surface.Added, Element: surface.Type, Name: "pet.dog", Detail: "union variant, dog: code handling every variant should have a default"}}},
		{"request variant removed", typ(pet(true, "cat", "dog")), typ(pet(true, "cat")),
			[]surface.Change{{Kind: surface.Removed, Element: surface.Type, Name: "pet.dog", Detail: "union variant, dog", Breaking: true, Reason: "callers using the variant stop compiling"}}},
		{"kind changed", typ(pet(false, "cat")), typ(&surface.TypeDef{Kind: "object", Response: true}),
			[]surface.Change{changed(surface.Type, "pet", "kind union -> object", "values of the old kind no longer fit")}},
		{"response field made optional and nullable", typ(&surface.TypeDef{Kind: "object", Response: true, Fields: map[string]*surface.Field{"name": {Type: "string", Required: true}}}),
			typ(&surface.TypeDef{Kind: "object", Response: true, Fields: map[string]*surface.Field{"name": {Type: "string", Nullable: true}}}),
			[]surface.Change{
				changed(surface.Type, "pet.name", "became optional", "callers reading it may find it missing"),
				changed(surface.Type, "pet.name", "non-nullable -> nullable", "callers reading it may now get null"),
			}},
		{"required field added to a request type", typ(&surface.TypeDef{Kind: "object", Request: true}),
			typ(&surface.TypeDef{Kind: "object", Request: true, Fields: map[string]*surface.Field{"name": {Type: "string", Required: true}}}),
			[]surface.Change{{Kind: surface.Added, Element: surface.Type, Name: "pet.name", Detail: "required field, string", Breaking: true, Reason: "existing values lack the new required field"}}},
		{"enum value removed from a response type", typ(&surface.TypeDef{Kind: "enum", Response: true, EnumBase: "integer", EnumValues: []string{"1", "2"}}),
			typ(&surface.TypeDef{Kind: "enum", Response: true, EnumBase: "integer", EnumValues: []string{"1"}}),
			[]surface.Change{{Kind: surface.Removed, Element: surface.Type, Name: "pet.2", Detail: "enum value, no longer returned"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := surface.Diff(tc.base, tc.head); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Diff:\n got %s\nwant %s", show(got), show(tc.want))
			}
		})
	}
}
