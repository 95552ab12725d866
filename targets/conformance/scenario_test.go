package conformance

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// loadAPI builds the IR of the conformance API the way `sdkgen validate` and `sdkgen inspect` do.
func loadAPI(t *testing.T) *generator.Result {
	t.Helper()
	res := generator.Load(context.Background(), generator.Input{
		SpecFile: "api/openapi.yml", Spec: Spec(), ConfigFile: "api/sdkgen.yml", Config: Config(),
	})
	if res.API == nil {
		t.Fatalf("the conformance API does not build:\n%v", res.Diagnostics)
	}
	return res
}

func TestAPIValidatesWithoutWarnings(t *testing.T) {
	res := loadAPI(t)
	for _, d := range res.Diagnostics {
		if !d.Ignored && d.Level >= diag.Warning {
			t.Errorf("%s %s: %s", d.Level, d.Code, d.Message)
		}
	}
}

func TestScenariosParse(t *testing.T) {
	scenarios, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	if len(scenarios) < 90 {
		t.Fatalf("only %d scenarios", len(scenarios))
	}
}

// methodsByCall indexes the API's methods as "resource.method".
func methodsByCall(api *ir.API) map[string]*ir.Method {
	out := map[string]*ir.Method{}
	for _, m := range api.Methods() {
		out[strings.TrimPrefix(m.Call, "client.")] = m
	}
	return out
}

// TestScenariosMatchAPI checks every call against the API surface that `sdkgen inspect` shows: the method exists,
// it takes the given positional args and params, and what is collected fits it.
func TestScenariosMatchAPI(t *testing.T) {
	scenarios, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	methods := methodsByCall(loadAPI(t).API)
	for _, s := range scenarios {
		m, ok := methods[s.Call.Method]
		if !ok {
			t.Errorf("%s: no method %s in api/", s.Name, s.Call.Method)
			continue
		}
		if len(s.Call.Args) != len(m.Positional) {
			t.Errorf("%s: %d args for %s, which takes %v", s.Name, len(s.Call.Args), s.Call.Method, m.Positional)
		}
		wire := map[string]string{}
		for _, p := range m.Params {
			if p.In != "path" {
				wire[p.WireName] = p.In
			}
		}
		for k := range s.Call.Params {
			if _, ok := wire[k]; !ok {
				t.Errorf("%s: param %q is not a param of %s", s.Name, k, s.Call.Method)
			}
		}
		for k := range s.Call.Files {
			if wire[k] != "body" || m.Body == nil || m.Body.Encoding != "multipart" {
				t.Errorf("%s: file %q is not a multipart body param of %s", s.Name, k, s.Call.Method)
			}
		}
		switch s.Collect {
		case CollectItems, CollectPages:
			if m.Pagination == nil {
				t.Errorf("%s: collects %s from %s, which is not paginated", s.Name, s.Collect, s.Call.Method)
			}
		case CollectEvents:
			if m.Streaming == nil {
				t.Errorf("%s: collects events from %s, which does not stream", s.Name, s.Call.Method)
			} else if m.Streaming.ParamDiscriminator != "" && !s.Call.Stream {
				t.Errorf("%s: collects events from %s without stream: true", s.Name, s.Call.Method)
			}
		}
		if s.Call.Stream && (m.Streaming == nil || m.Streaming.ParamDiscriminator == "") {
			t.Errorf("%s: stream: true on %s, which has no param_discriminator", s.Name, s.Call.Method)
		}
		if s.Call.Stream && s.Collect != CollectEvents {
			t.Errorf("%s: stream: true must collect events", s.Name)
		}
	}
}

// TestScenariosCover checks that the suite keeps covering what the brief and the contract list.
func TestScenariosCover(t *testing.T) {
	scenarios, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	methods := methodsByCall(loadAPI(t).API)
	used := map[string]bool{}
	kinds := map[string]bool{}
	statuses := map[int]bool{}
	collects := map[string]bool{}
	for _, s := range scenarios {
		used[s.Call.Method] = true
		collects[s.Collect] = true
		if s.Expect.Error != nil {
			kinds[s.Expect.Error.Kind] = true
			statuses[s.Expect.Error.Status] = true
		}
	}
	for call := range methods {
		if !used[call] {
			t.Errorf("no scenario calls %s", call)
		}
	}
	for _, k := range knownKinds {
		if !kinds[k] {
			t.Errorf("no scenario expects error kind %s", k)
		}
	}
	for _, st := range []int{400, 401, 403, 404, 409, 422, 429, 500, 503, 418} {
		if !statuses[st] {
			t.Errorf("no scenario expects an error with status %d", st)
		}
	}
	for _, c := range []string{CollectValue, CollectItems, CollectPages, CollectEvents} {
		if !collects[c] {
			t.Errorf("no scenario collects %s", c)
		}
	}
}

// TestScenariosConsistent checks rules a scenario can break without failing to parse.
func TestScenariosConsistent(t *testing.T) {
	scenarios, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scenarios {
		n := *s.Expect.RequestCount
		// An error that is raised before sending cannot come with requests, and the reverse.
		if e := s.Expect.Error; e != nil && e.Kind == KindClient && n != 0 {
			t.Errorf("%s: a client error with %d requests", s.Name, n)
		}
		if n == 0 && (s.Expect.Error == nil || s.Expect.Error.Kind != KindClient) {
			t.Errorf("%s: no request but no client error", s.Name)
		}
		// A scenario expecting success must end on a scripted success.
		if s.Expect.Error == nil && n > 0 {
			last := s.Responses[n-1]
			if last.Status >= 400 || last.Disconnect || last.DelayMS > 0 {
				t.Errorf("%s: expects success but request %d gets status %d", s.Name, n, last.Status)
			}
		}
		// {base_url} only where the server expands it.
		for i, r := range s.Responses {
			for k, v := range r.Headers {
				if strings.Contains(v, "{") && !regexp.MustCompile(`^[^{]*(\{(base_url|http_date\+\d+)\}[^{]*)*$`).MatchString(v) {
					t.Errorf("%s: response %d header %s: unknown placeholder in %q", s.Name, i, k, v)
				}
			}
		}
		for k, v := range s.Client.Env {
			if !strings.HasPrefix(k, "CONFORMANCE_") {
				t.Errorf("%s: env %s: the harness only clears CONFORMANCE_* variables", s.Name, k)
			}
			if strings.Contains(v, "{") && v != "{base_url}" {
				t.Errorf("%s: env %s: only {base_url} is expanded", s.Name, k)
			}
		}
		if s.Client.ZeroArgs && s.Client.Env["CONFORMANCE_BASE_URL"] != "{base_url}" {
			t.Errorf("%s: zero_args without CONFORMANCE_BASE_URL={base_url} cannot reach the server", s.Name)
		}
	}
}

func TestParseScenariosRejects(t *testing.T) {
	valid := `{"name": "ok", "description": "d", "client": {}, "call": {"method": "items.retrieve"}, "collect": "value",
		"responses": [{"status": 200, "body": {}}], "expect": {"request_count": 1, "result": {}}}`
	tests := []struct {
		name, file, want string
	}{
		{"unknown key", `{"scenarios": [{"nmae": "x"}]}`, `unknown field "nmae"`},
		{"not snake case", `{"scenarios": [` + strings.Replace(valid, `"ok"`, `"Not-Snake"`, 1) + `]}`, "snake_case"},
		{"duplicate", `{"scenarios": [` + valid + `,` + valid + `]}`, "duplicate name"},
		{"no description", `{"scenarios": [` + strings.Replace(valid, `"d"`, `" "`, 1) + `]}`, "description is empty"},
		{"bad method", `{"scenarios": [` + strings.Replace(valid, `items.retrieve`, `retrieve`, 1) + `]}`, "not resource.method"},
		{"bad collect", `{"scenarios": [` + strings.Replace(valid, `"value"`, `"all"`, 1) + `]}`, `collect "all"`},
		{"no request count", `{"scenarios": [` + strings.Replace(valid, `"request_count": 1, `, ``, 1) + `]}`, "request_count is required"},
		{"count beyond script", `{"scenarios": [` + strings.Replace(valid, `"request_count": 1`, `"request_count": 2`, 1) + `]}`, "exceeds the 1 scripted"},
		{"no outcome", `{"scenarios": [` + strings.Replace(valid, `, "result": {}`, ``, 1) + `]}`, "needs a result or an error"},
		{"unknown kind", `{"scenarios": [` + strings.Replace(valid, `"result": {}`, `"error": {"kind": "oops"}`, 1) + `]}`, `kind "oops"`},
		{"bad pattern", `{"scenarios": [` + strings.Replace(valid, `"request_count": 1`, `"request_count": 1, "requests": [{"header_patterns": {"A": "("}}]`, 1) + `]}`, "header_patterns[A]"},
		{"two bodies", `{"scenarios": [` + strings.Replace(valid, `"body": {}`, `"body": {}, "text": "x"`, 1) + `]}`, "at most one of"},
		{"too many gaps", `{"scenarios": [` + strings.Replace(valid, `"request_count": 1`, `"request_count": 1, "gaps_ms": [{"min": 1, "max": 2}]`, 1) + `]}`, "gaps_ms has 1 entries"},
	}
	if _, err := ParseScenarios([]byte(`{"scenarios": [` + valid + `]}`)); err != nil {
		t.Fatalf("the valid scenario is rejected: %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseScenarios([]byte(tt.file))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestEmbeddedFiles(t *testing.T) {
	for name, b := range map[string][]byte{"spec": Spec(), "config": Config(), "scenarios": ScenariosJSON()} {
		if len(b) == 0 {
			t.Errorf("%s is empty", name)
		}
	}
	if !slices.Equal(Spec(), specYAML) {
		t.Error("Spec() differs from the embedded file")
	}
	b := Config()
	b[0] = 'X' // callers get a copy
	if Config()[0] == 'X' {
		t.Error("Config() returns the embedded bytes, not a copy")
	}
}
