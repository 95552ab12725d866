package mocktest

import (
	"slices"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

func TestSkipReason(t *testing.T) {
	api := &ir.API{Auth: ir.Auth{
		Schemes: []*ir.SecurityScheme{
			{Name: "Bearer", Kind: "http_bearer", Credentials: []ir.Credential{{Role: "value", Option: "token"}}},
			{Name: "Custom", Kind: "http_bearer", SchemeKeyword: "Token", Credentials: []ir.Credential{{Role: "value", Option: "key"}}},
			{Name: "OAuth", Kind: "oauth2"},
		},
		Alternatives: [][]string{{"Bearer"}},
	}}
	cases := []struct {
		name string
		m    *ir.Method
		want string
	}{
		{"plain", &ir.Method{}, ""},
		{"reason for the language", &ir.Method{SkipTestReason: map[string]string{"python": "flaky"}}, "flaky"},
		{"reason for all", &ir.Method{SkipTestReason: map[string]string{"*": ""}}, "skipped in sdkgen.yml"},
		{"another language's reason", &ir.Method{SkipTestReason: map[string]string{"go": "x"}}, ""},
		{"always streams", &ir.Method{Streaming: &ir.MethodStreaming{}}, "the mock server cannot stream server-sent events"},
		{"redirect", &ir.Method{Response: &ir.Response{Status: "302"}}, "the method's documented response is a redirect"},
		{"no credentials for its scheme", &ir.Method{Endpoint: "get /x", Security: [][]string{{"OAuth"}}}, "no client option holds credentials for the security schemes of get /x"},
		{"a scheme Prism cannot check", &ir.Method{Endpoint: "get /y", Security: [][]string{{"Custom"}}}, "no client option holds credentials for the security schemes of get /y"},
		{"no security", &ir.Method{Security: [][]string{}}, ""},
		{"json lines", &ir.Method{Response: &ir.Response{Status: "200", ContentType: "application/x-ndjson", Type: &ir.TypeRef{Kind: ir.Named, Name: "row"}}}, "the mock server sends application/x-ndjson bodies only when they are strings"},
		{"an object as text", &ir.Method{Response: &ir.Response{Status: "200", ContentType: "text/plain", Type: &ir.TypeRef{Kind: ir.Map}}}, "the mock server sends text/plain bodies only when they are strings"},
		{"text", &ir.Method{Response: &ir.Response{Status: "200", ContentType: "text/csv", Type: &ir.TypeRef{Kind: ir.String}}}, ""},
		{"bytes", &ir.Method{Response: &ir.Response{Status: "200", ContentType: "image/png", Binary: true, Type: &ir.TypeRef{Kind: ir.String, Format: "binary"}}}, ""},
		{"problem json", &ir.Method{Response: &ir.Response{Status: "200", ContentType: "application/problem+json", Type: &ir.TypeRef{Kind: ir.Map}}}, ""},
	}
	for _, c := range cases {
		if got := SkipReason(api, c.m, "python"); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
	api.Settings.DisableMockTests = true
	if got := SkipReason(api, &ir.Method{}, "python"); got != "mock tests are disabled (settings.disable_mock_tests)" {
		t.Errorf("disable_mock_tests: got %q", got)
	}
}

// TestCallSkipReason: a call no valid request can be made for is skipped with its reason, after the method's own.
func TestCallSkipReason(t *testing.T) {
	api := &ir.API{}
	m := &ir.Method{}
	cases := []struct {
		name string
		call example.Call
		want string
	}{
		{"valid call", example.Call{Method: m}, ""},
		{"unsatisfiable call", example.Call{Method: m, Unsatisfiable: "no valid example of `x`: why"}, "no valid example of `x`: why"},
		{"the method's reason first", example.Call{Method: &ir.Method{SkipTestReason: map[string]string{"*": "flaky"}}, Unsatisfiable: "why"}, "flaky"},
	}
	for _, c := range cases {
		if got := CallSkipReason(api, c.call, "go"); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestRouteClash: a call is skipped when Prism would route its request to another operation: one without
// placeholders, one scoring higher, or of those scoring the same the one last in the spec, configured or not.
func TestRouteClash(t *testing.T) {
	get := func(path string, params ...string) *ir.Method {
		m := &ir.Method{Kind: "http", HTTPMethod: "get", Path: path, Endpoint: "get " + path}
		for _, p := range params {
			m.Params = append(m.Params, &ir.Param{Name: p, WireName: p, In: "path", Type: ir.TypeRef{Kind: ir.String}, Required: true})
		}
		return m
	}
	changed := get("/items/~{store}~{since}", "store", "since")
	one := get("/items/{store}~{code}", "store", "code")
	me := get("/users/me")
	user := get("/users/{id}", "id")
	file := get("/files/{id}/content", "id")
	files := get("/files/{id}/{part}", "id", "part")
	methods := []*ir.Method{changed, one, me, user, file, files}
	inSpecOrder := []string{"get /users/me", "get /users/{id}", "get /files/{id}/content", "get /files/{id}/{part}"}
	cases := []struct {
		name       string
		operations []string // the spec's, in order; none: only the methods, in their order
		m          *ir.Method
		want       string
	}{
		{"a tie, without the spec's order", nil, changed, "the mock server may route /items/~string~string to get /items/{store}~{code} instead"},
		{"no rival", nil, one, ""},
		{"a tie won by the one last in the spec", append([]string{"get /items/~{store}~{since}", "get /items/{store}~{code}"}, inSpecOrder...), changed,
			"the mock server routes /items/~string~string to get /items/{store}~{code} instead"},
		{"a tie won by the method last in the spec", append([]string{"get /items/{store}~{code}", "get /items/~{store}~{since}"}, inSpecOrder...), changed, ""},
		{"an operation no method configures", append(slices.Clone(inSpecOrder), "get /users/{name}"), user,
			"the mock server routes /users/string to get /users/{name} instead"},
		{"no placeholders", inSpecOrder, me, ""},
		{"a literal segment scores higher", inSpecOrder, file, ""},
		{"beaten by a literal segment", append(slices.Clone(inSpecOrder), "get /files/{id}/string"), files, "the mock server routes /files/string/string to get /files/{id}/string instead"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			api := &ir.API{Root: &ir.Resource{Methods: methods}, Operations: c.operations}
			b := example.New(api, func([]string) bool { return false })
			if got := CallSkipReason(api, b.Call(c.m, false), "go"); got != c.want {
				t.Errorf("%s: got %q, want %q", c.m.Endpoint, got, c.want)
			}
		})
	}
}
