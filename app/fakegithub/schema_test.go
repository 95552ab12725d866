package fakegithub_test

import (
	"bytes"
	"fmt"
	"io"
	"maps"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// specFile is GitHub's OpenAPI description, cut down to the operations the fake serves.
const specFile = "testdata/api.github.com.fake-server-subset.json"

// apiSpec is the operations of specFile with their response schemas, compiled to JSON Schema.
type apiSpec struct {
	ops        []*specOp
	basicError *jsonschema.Schema
}

// specOp is one operation: how to recognise its requests, and its JSON response schema per status.
type specOp struct {
	id, method, template string
	re                   *regexp.Regexp
	literal              int // literal characters of the template: more is more specific
	schemas              map[string]*jsonschema.Schema
}

// loadSpec reads specFile and compiles every JSON response schema of every operation.
func loadSpec(t *testing.T) *apiSpec {
	t.Helper()
	data, err := os.ReadFile(specFile)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	root := doc.(map[string]any)
	openAPIToJSONSchema(root)
	ops, schemas := collectOperations(t, root)
	root["x-responses"] = schemas
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	const url = "file:///github.json"
	if err := c.AddResource(url, root); err != nil {
		t.Fatal(err)
	}
	compile := func(key string) *jsonschema.Schema {
		sch, err := c.Compile(url + "#/x-responses/" + key)
		if err != nil {
			t.Fatalf("compile %s: %v", key, err)
		}
		return sch
	}
	for _, op := range ops {
		for code := range op.schemas {
			op.schemas[code] = compile(op.id + "_" + code)
		}
	}
	schemas["basic-error"] = map[string]any{"$ref": "#/components/schemas/basic-error"}
	return &apiSpec{ops: ops, basicError: compile("basic-error")}
}

// collectOperations lists the operations of an OpenAPI document and gathers their JSON response schemas under
// keys "<operation>_<status>" (operation ids with / replaced).
func collectOperations(t *testing.T, root map[string]any) ([]*specOp, map[string]any) {
	t.Helper()
	responses := root["components"].(map[string]any)["responses"].(map[string]any)
	schemas := map[string]any{}
	var ops []*specOp
	paths := root["paths"].(map[string]any)
	for _, template := range slices.Sorted(maps.Keys(paths)) {
		for method, raw := range paths[template].(map[string]any) {
			o, ok := raw.(map[string]any)
			if !ok || o["operationId"] == nil {
				continue
			}
			op := newSpecOp(strings.ReplaceAll(o["operationId"].(string), "/", "."), strings.ToUpper(method), template)
			for code, r := range o["responses"].(map[string]any) {
				if sch := responseSchema(r.(map[string]any), responses); sch != nil {
					schemas[op.id+"_"+code] = sch
					op.schemas[code] = nil // compiled later
				}
			}
			ops = append(ops, op)
		}
	}
	return ops, schemas
}

// responseSchema returns the application/json schema of a response, following a $ref to components/responses.
func responseSchema(r map[string]any, responses map[string]any) any {
	if ref, ok := r["$ref"].(string); ok {
		r = responses[strings.TrimPrefix(ref, "#/components/responses/")].(map[string]any)
	}
	content, _ := r["content"].(map[string]any)
	media, _ := content["application/json"].(map[string]any)
	return media["schema"]
}

// newSpecOp makes the request matcher of a path template: a parameter is one path segment, except the ones that
// name a file or a git reference, which may hold slashes.
func newSpecOp(id, method, template string) *specOp {
	param := regexp.MustCompile(`\{[^}]+\}`)
	var pattern strings.Builder
	last := 0
	for _, loc := range param.FindAllStringIndex(template, -1) {
		pattern.WriteString(regexp.QuoteMeta(template[last:loc[0]]))
		switch template[loc[0]:loc[1]] {
		case "{path}", "{ref}", "{tag}", "{tree_sha}":
			pattern.WriteString(`.*`)
		default:
			pattern.WriteString(`[^/]+`)
		}
		last = loc[1]
	}
	pattern.WriteString(regexp.QuoteMeta(template[last:]))
	return &specOp{id: id, method: method, template: template, re: regexp.MustCompile("^" + pattern.String() + "$"),
		literal: len(param.ReplaceAllString(template, "")), schemas: map[string]*jsonschema.Schema{}}
}

// match returns the most specific operation a request is for.
func (s *apiSpec) match(method, path string) *specOp {
	var best *specOp
	for _, op := range s.ops {
		if op.method == method && op.re.MatchString(path) && (best == nil || op.literal > best.literal) {
			best = op
		}
	}
	return best
}

// openAPIToJSONSchema rewrites OpenAPI 3.0's nullable into JSON Schema, in place: a type gains "null" (and an
// enum null), anything else becomes anyOf null or itself.
func openAPIToJSONSchema(v any) any {
	switch x := v.(type) {
	case []any:
		for i := range x {
			x[i] = openAPIToJSONSchema(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = openAPIToJSONSchema(x[k])
		}
		if x["nullable"] != true {
			return x
		}
		delete(x, "nullable")
		if typ, ok := x["type"].(string); ok {
			x["type"] = []any{typ, "null"}
			if enum, ok := x["enum"].([]any); ok {
				x["enum"] = append(enum, nil)
			}
			return x
		}
		return map[string]any{"anyOf": []any{map[string]any{"type": "null"}, x}}
	}
	return v
}

// schemaChecker is a RoundTripper that checks every answer of the fake against the spec: the request must be one
// of its operations, and a JSON answer must match the operation's schema for its status (GitHub's basic error
// for an error status the operation does not list). It records the operations answered with success.
type schemaChecker struct {
	t    *testing.T
	spec *apiSpec
	base http.RoundTripper

	mu      sync.Mutex
	covered map[string]int
}

func newSchemaChecker(t *testing.T) *schemaChecker {
	return &schemaChecker{t: t, spec: loadSpec(t), base: http.DefaultTransport, covered: map[string]int{}}
}

func (sc *schemaChecker) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := sc.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(body))
	if msg := sc.check(req, resp, body); msg != "" {
		sc.t.Errorf("%s %s -> %d: %s\n%s", req.Method, req.URL.Path, resp.StatusCode, msg, truncate(body))
	}
	return resp, nil
}

// check returns what is wrong with one answer, "" when nothing is.
func (sc *schemaChecker) check(req *http.Request, resp *http.Response, body []byte) string {
	path := strings.TrimPrefix(strings.TrimPrefix(req.URL.EscapedPath(), "/api/v3"), "/api/uploads")
	if strings.HasPrefix(path, "/_fake/raw/") {
		return ""
	}
	op := sc.spec.match(req.Method, path)
	if op == nil {
		return "not an operation of " + specFile
	}
	code := strconv.Itoa(resp.StatusCode)
	sch, listed := op.schemas[code]
	if resp.StatusCode < 300 {
		if _, ok := op.schemas[code]; !ok && len(body) > 0 {
			return fmt.Sprintf("status %s is not an answer of %s", code, op.id)
		}
		sc.mu.Lock()
		sc.covered[op.id]++
		sc.mu.Unlock()
	}
	if !listed && resp.StatusCode >= 400 {
		sch = sc.spec.basicError
	}
	if sch == nil || len(body) == 0 {
		return ""
	}
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		return "Content-Type " + resp.Header.Get("Content-Type") + " is not JSON"
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err == nil {
		err = sch.Validate(v)
	}
	if err != nil {
		return fmt.Sprintf("the answer does not match %s's schema for %s: %v", op.id, code, err)
	}
	return ""
}

// uncovered lists the operations of the spec no request reached with success.
func (sc *schemaChecker) uncovered() []string {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	var out []string
	for _, op := range sc.spec.ops {
		if sc.covered[op.id] == 0 {
			out = append(out, op.method+" "+op.template+" ("+op.id+")")
		}
	}
	return out
}

func truncate(b []byte) string {
	if len(b) > 2000 {
		return string(b[:2000]) + "..."
	}
	return string(b)
}

func TestSpecHasTheOperationsTheFakeServes(t *testing.T) {
	spec := loadSpec(t)
	if len(spec.ops) != 44 {
		t.Errorf("%s has %d operations, want 44", specFile, len(spec.ops))
	}
}

// TestSchemaCheckerCatchesWrongAnswers makes sure the checker TestEveryOperation relies on does check.
func TestSchemaCheckerCatchesWrongAnswers(t *testing.T) {
	sc := newSchemaChecker(t)
	for _, tc := range []struct {
		method, path string
		status       int
		body         string
		wantProblem  bool
	}{
		{"GET", "/repos/acme/api/issues/comments/1", 200, `{"id": 1}`, true},                             // required fields missing
		{"GET", "/repos/acme/api/check-runs/1", 200, `{"id": "1"}`, true},                                // wrong type
		{"GET", "/repos/acme/api/pulls/1", 404, `{"message": "Not Found"}`, false},                       // listed error
		{"GET", "/repos/acme/api/issues/comments/1", 401, `{"message": 1}`, true},                        // basic error
		{"GET", "/repos/acme/api/nothing", 200, `{}`, true},                                              // no such operation
		{"GET", "/repos/acme/api/contents/a/b/c.txt", 200, `[]`, false},                                  // an empty directory
		{"GET", "/repos/acme/api/git/ref/heads/feature/x", 200, `{"ref": "refs/heads/feature/x"}`, true}, // incomplete ref
	} {
		req, _ := http.NewRequest(tc.method, "http://fake"+tc.path, nil)
		resp := &http.Response{StatusCode: tc.status, Header: http.Header{"Content-Type": {"application/json"}}}
		if problem := sc.check(req, resp, []byte(tc.body)); (problem != "") != tc.wantProblem {
			t.Errorf("%s %s -> %d %s: problem %q, want one: %v", tc.method, tc.path, tc.status, tc.body, problem, tc.wantProblem)
		}
	}
}
