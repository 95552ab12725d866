package conformance

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// helperEnv makes the test binary act as a tiny driver (it must not start with CONFORMANCE_: the harness removes
// those).
const helperEnv = "GO_CONFORMANCE_HELPER_DRIVER"

// TestHelperDriver is not a test: run by TestRunScenarios as the driver process, it interprets the scenarios file
// for items.retrieve only, the way a real driver does.
func TestHelperDriver(t *testing.T) {
	if os.Getenv(helperEnv) != "1" {
		t.Skip("only runs as the driver of TestRunScenarios")
	}
	base := os.Getenv(EnvBaseURL)
	data, err := os.ReadFile(os.Getenv(EnvScenarios))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	scenarios, err := ParseScenarios(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Println("helper driver starting") // noise the harness must ignore
	for _, s := range scenarios {
		out := helperCall(base+"/s/"+s.Name, s)
		line, _ := json.Marshal(out)
		fmt.Println(string(line))
	}
	os.Exit(0)
}

func helperCall(base string, s Scenario) DriverOutput {
	out := DriverOutput{Scenario: s.Name}
	if v, ok := os.LookupEnv("CONFORMANCE_API_KEY"); ok {
		out.Error = &DriverError{Kind: KindDriver, Message: "the harness leaked CONFORMANCE_API_KEY=" + v}
		return out
	}
	if s.Call.Args[0] == "" {
		out.Error = &DriverError{Kind: KindClient, Message: "empty path param"}
		return out
	}
	req, _ := http.NewRequest("GET", base+"/items/"+url.PathEscape(s.Call.Args[0]), nil)
	if s.Client.APIKey != nil {
		req.Header.Set("X-Api-Key", *s.Client.APIKey)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		out.Error = &DriverError{Kind: KindConnection, Message: err.Error()}
		return out
	}
	defer func() { _ = resp.Body.Close() }()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 400 {
		kind := KindStatus
		if resp.StatusCode == 404 {
			kind = KindNotFound
		}
		out.Error = &DriverError{Kind: kind, Status: resp.StatusCode, Message: string(body), RequestID: resp.Header.Get("x-request-id")}
		return out
	}
	out.Result = body
	return out
}

func TestRunScenarios(t *testing.T) {
	if os.Getenv(helperEnv) == "1" {
		t.Skip("inside the helper driver")
	}
	scenarios, err := ParseScenarios([]byte(`{"scenarios": [
	  {"name": "found", "description": "A plain GET.", "client": {"api_key": "k"},
	   "call": {"method": "items.retrieve", "args": ["a b"]}, "collect": "value",
	   "responses": [{"body": {"id": "a b"}}],
	   "expect": {"request_count": 1,
	     "requests": [{"method": "GET", "path": "/items/a%20b", "query": {}, "headers": {"X-Api-Key": "k"}}],
	     "result": {"id": "a b"}}},
	  {"name": "missing", "description": "A 404.", "client": {},
	   "call": {"method": "items.retrieve", "args": ["x"]}, "collect": "value",
	   "responses": [{"status": 404, "headers": {"x-request-id": "r1"}, "body": {"message": "gone"}}],
	   "expect": {"request_count": 1, "requests": [{"absent_headers": ["X-Api-Key"]}],
	     "error": {"kind": "not_found", "status": 404, "message_contains": ["gone"], "request_id": "r1"}}},
	  {"name": "empty", "description": "No request.", "client": {},
	   "call": {"method": "items.retrieve", "args": [""]}, "collect": "value",
	   "responses": [{"body": {}}],
	   "expect": {"request_count": 0, "error": {"kind": "client"}}}
	]}`))
	if err != nil {
		t.Fatal(err)
	}
	// The harness must hide the caller's CONFORMANCE_* variables from the driver.
	t.Setenv("CONFORMANCE_API_KEY", "leak")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperDriver$")
	cmd.Env = append(os.Environ(), helperEnv+"=1")
	RunScenarios(t, cmd, scenarios)
}

func TestParseOutput(t *testing.T) {
	stdout := strings.Join([]string{
		`starting`,
		``,
		`{"scenario": "a", "result": {"x": 1}}`,
		`{"scenario": "b", "error": {"kind": "timeout", "status": null, "message": "slow"}}`,
		`{"scenario": "a", "result": 2}`,
		`{"result": 3}`,
		`{not json`,
		`{"scenario": "c", "result": [1], "error": {"kind": "api", "status": 200}}`,
	}, "\n")
	outputs, noise, problems := ParseOutput([]byte(stdout))
	if len(outputs) != 3 {
		t.Fatalf("outputs %v", outputs)
	}
	if string(outputs["a"].Result) != `{"x": 1}` {
		t.Errorf("a: the first line wins, got %s", outputs["a"].Result)
	}
	if e := outputs["b"].Error; e == nil || e.Kind != KindTimeout || e.Status != 0 || e.Message != "slow" {
		t.Errorf("b: %+v", e)
	}
	if o := outputs["c"]; string(o.Result) != "[1]" || o.Error == nil || o.Error.Status != 200 {
		t.Errorf("c: %+v", o)
	}
	if len(noise) != 1 || noise[0] != "starting" {
		t.Errorf("noise %q", noise)
	}
	want := []string{`line 5: second line for scenario "a"`, `line 6: no "scenario"`, `line 7: `}
	if len(problems) != len(want) {
		t.Fatalf("problems %q", problems)
	}
	for i, w := range want {
		if !strings.HasPrefix(problems[i], w) {
			t.Errorf("problem %d: %q, want prefix %q", i, problems[i], w)
		}
	}
}

func TestWithoutConformanceVars(t *testing.T) {
	got := withoutConformanceVars([]string{"PATH=/bin", "CONFORMANCE_API_KEY=x", "CONFORMANCE_BASE_URL=y", "XCONFORMANCE_A=1"})
	if strings.Join(got, " ") != "PATH=/bin XCONFORMANCE_A=1" {
		t.Errorf("got %q", got)
	}
}
