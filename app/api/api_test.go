package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// fixture is the API over a real store, two organizations with a token each, and a scheduler that remembers
// the builds it was asked to run.
type fixture struct {
	t                  *testing.T
	st                 *store.Store
	srv                *httptest.Server
	logs               *syncBuffer
	acme, globex       string // tokens
	acmeOrg, globexOrg store.Org
	sched              *scheduler
	spec, config       string
}

type scheduler struct {
	mu  sync.Mutex
	ids []string
}

func (s *scheduler) ScheduleAPIBuild(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.Contains(s.ids, id) {
		s.ids = append(s.ids, id)
	}
	return nil
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func newFixture(t *testing.T, databaseURL string, opts api.Options) *fixture {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	f := &fixture{t: t, st: st, logs: &syncBuffer{}, sched: &scheduler{}}
	f.acmeOrg, _ = st.EnsureOrg(ctx, "acme")
	f.globexOrg, _ = st.EnsureOrg(ctx, "globex")
	_, f.acme, _ = st.CreateToken(ctx, f.acmeOrg.ID, "ci")
	_, f.globex, _ = st.CreateToken(ctx, f.globexOrg.ID, "ci")
	opts.Store, opts.Scheduler, opts.ValidateResponses = st, f.sched, true
	opts.Logger = slog.New(slog.NewJSONHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	a, err := api.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	f.srv = httptest.NewServer(a)
	t.Cleanup(f.srv.Close)
	spec, _ := os.ReadFile("../../examples/acme/openapi.yml")
	config, _ := os.ReadFile("../../examples/acme/sdkgen.yml")
	f.spec, f.config = string(spec), string(config)
	return f
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(r.body, &v); err != nil {
		t.Fatalf("response %d is not JSON: %v\n%s", r.status, err, r.body)
	}
	return v
}

// diagnostic is the response's one diagnostic.
func (r response) diagnostic(t *testing.T) diag.Diagnostic {
	t.Helper()
	var e struct{ Diagnostics []diag.Diagnostic }
	if err := json.Unmarshal(r.body, &e); err != nil || len(e.Diagnostics) != 1 {
		t.Fatalf("response %d is no error with one diagnostic: %v\n%s", r.status, err, r.body)
	}
	return e.Diagnostics[0]
}

func (f *fixture) do(token, method, path string, body any, header ...string) response {
	f.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, _ := json.Marshal(b)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, f.srv.URL+path, rd)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	data, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: data}
}

func (f *fixture) createProject(token, name string) {
	f.t.Helper()
	r := f.do(token, "POST", "/v1/projects", map[string]any{"name": name,
		"spec": map[string]any{"kind": "upload", "content": f.spec}, "config": f.config, "fail_on": "error"})
	if r.status != http.StatusCreated {
		f.t.Fatalf("create project: %d %s", r.status, r.body)
	}
}

// run runs the scheduled builds as the job would.
func (f *fixture) run() {
	f.t.Helper()
	f.sched.mu.Lock()
	ids := f.sched.ids
	f.sched.ids = nil
	f.sched.mu.Unlock()
	r := &apibuild.Runner{Store: f.st}
	for _, id := range ids {
		if err := r.RunAPIBuild(context.Background(), id); err != nil {
			f.t.Fatalf("run build %s: %v", id, err)
		}
	}
}

// Every route the API serves is in its description, and every operation the description lists is served.
func TestEveryRouteIsDescribed(t *testing.T) {
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{})
	a, _ := api.New(api.Options{Store: f.st, Scheduler: f.sched})
	data, err := api.Description()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := openapi3.NewLoader().LoadFromData(data)
	if err != nil {
		t.Fatal(err)
	}
	if !doc.IsOpenAPI31OrLater() {
		t.Errorf("the description is OpenAPI %s, want 3.1", doc.OpenAPI)
	}
	described, handled := api.Operations(doc), a.Handled()
	slices.Sort(described)
	slices.Sort(handled)
	if !slices.Equal(described, handled) {
		t.Errorf("described operations %v\nhandled operations   %v", described, handled)
	}
	served := f.do("", "GET", "/v1/openapi.json", nil)
	if served.status != 200 || !bytes.Equal(bytes.TrimSpace(served.body), bytes.TrimSpace(data)) {
		t.Errorf("GET /v1/openapi.json = %d, not the description", served.status)
	}
	// Every described path answers something other than "no route" for each of its methods.
	for _, path := range doc.Paths.InMatchingOrder() {
		for method := range doc.Paths.Value(path).Operations() {
			concrete := strings.NewReplacer("{project}", "p", "{build}", "b", "{target}", "go", "{token}", "t").Replace(path)
			r := f.do(f.acme, method, concrete, nil)
			if r.status == 404 && strings.Contains(string(r.body), "no route") {
				t.Errorf("%s %s: no route", method, path)
			}
		}
	}
}

func TestRequestsAndErrors(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		f := newFixture(t, url, api.Options{})
		f.createProject(f.acme, "api")
		revokedRec, revoked, _ := f.st.CreateToken(context.Background(), f.acmeOrg.ID, "old")
		if err := f.st.RevokeToken(context.Background(), f.acmeOrg.ID, revokedRec.ID); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name, token, method, path string
			body                      any
			status                    int
			code                      diag.Code
			line, column              int
		}{
			{name: "no token", method: "GET", path: "/v1/projects", status: 401, code: diag.APIUnauthorized},
			{name: "unknown token", token: store.TokenPrefix + "nope", method: "GET", path: "/v1/projects", status: 401, code: diag.APIUnauthorized},
			{name: "revoked token", token: revoked, method: "GET", path: "/v1/projects", status: 401, code: diag.APIUnauthorized},
			{name: "no route", token: f.acme, method: "GET", path: "/v1/nothing", status: 404, code: diag.APINotFound},
			{name: "wrong method", token: f.acme, method: "DELETE", path: "/v1/projects", status: 405, code: diag.APIMethodNotAllowed},
			{name: "another org's project", token: f.globex, method: "GET", path: "/v1/projects/api", status: 404, code: diag.APINotFound},
			{name: "another org's project, patch", token: f.globex, method: "PATCH", path: "/v1/projects/api", body: map[string]any{"fail_on": "never"}, status: 404, code: diag.APINotFound},
			{name: "build of another org's project", token: f.globex, method: "POST", path: "/v1/builds", body: map[string]any{"project": "api"}, status: 404, code: diag.APINotFound},
			{name: "syntax error", token: f.acme, method: "POST", path: "/v1/projects", body: "{\"name\": \"x\",\n  \"spec\": }", status: 400, code: diag.APIBadRequest, line: 2, column: 11},
			{name: "wrong type", token: f.acme, method: "POST", path: "/v1/builds", body: "{\"project\": \"api\",\n  \"targets\": \"go\"}", status: 400, code: diag.APIBadRequest, line: 2, column: 14},
			{name: "unknown field", token: f.acme, method: "POST", path: "/v1/projects", body: "{\"name\": \"x\", \"spec\": {\"kind\": \"upload\"}, \"colour\": 1}", status: 400, code: diag.APIBadRequest, line: 1, column: 1},
			{name: "missing field", token: f.acme, method: "POST", path: "/v1/projects", body: "{\n\"spec\": {\"kind\": \"upload\"}}", status: 400, code: diag.APIBadRequest, line: 1, column: 1},
			{name: "bad enum", token: f.acme, method: "PATCH", path: "/v1/projects/api", body: "{\"fail_on\": \"loud\"}", status: 400, code: diag.APIBadRequest, line: 1, column: 13},
			{name: "bad limit", token: f.acme, method: "GET", path: "/v1/builds?limit=1000", status: 400, code: diag.APIBadRequest},
			{name: "target not configured", token: f.acme, method: "POST", path: "/v1/builds", body: map[string]any{"project": "api", "targets": []string{"go", "cobol"}}, status: 400, code: diag.APIBadRequest},
			{name: "project name taken", token: f.acme, method: "POST", path: "/v1/projects", body: map[string]any{"name": "api", "spec": map[string]any{"kind": "upload"}}, status: 409, code: diag.APIConflict},
			{name: "http spec url", token: f.acme, method: "POST", path: "/v1/projects", body: map[string]any{"name": "u", "spec": map[string]any{"kind": "url", "url": "http://example.com/openapi.json"}}, status: 400, code: diag.APIBadRequest},
			{name: "another org's token", token: f.globex, method: "DELETE", path: "/v1/tokens/" + revokedRec.ID, status: 404, code: diag.APINotFound},
		} {
			t.Run(tc.name, func(t *testing.T) {
				r := f.do(tc.token, tc.method, tc.path, tc.body)
				if r.status != tc.status {
					t.Fatalf("status %d, want %d: %s", r.status, tc.status, r.body)
				}
				d := r.diagnostic(t)
				if d.Code != tc.code || d.Level != diag.Error || (tc.line != 0 && (d.Line != tc.line || d.Column != tc.column || d.File != "request body")) {
					t.Errorf("diagnostic %+v, want %s at request body:%d:%d", d, tc.code, tc.line, tc.column)
				}
			})
		}
	})
}

func TestProjects(t *testing.T) {
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{})
	f.createProject(f.acme, "api")
	f.createProject(f.globex, "api") // the same name in another organization is another project
	r := f.do(f.acme, "PATCH", "/v1/projects/api", map[string]any{"fail_on": "warning", "sdk_repos": map[string]string{"go": "acme/acme-go"}})
	if r.status != 200 {
		t.Fatalf("update: %d %s", r.status, r.body)
	}
	got := f.do(f.acme, "GET", "/v1/projects/api", nil).json(t)
	if got["fail_on"] != "warning" || got["config"] != f.config || got["spec"].(map[string]any)["hash"] != builds.Hash([]byte(f.spec)) {
		t.Errorf("project after update: %v", got)
	}
	list := f.do(f.acme, "GET", "/v1/projects", nil).json(t)["data"].([]any)
	if len(list) != 1 {
		t.Errorf("acme lists %d projects, want its one", len(list))
	}
}

// A build runs from the project's spec, or from an inline one; it records per target the outcome, diagnostics
// and archive; the second build's diff shows what the spec change did.
func TestBuilds(t *testing.T) {
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{})
	f.createProject(f.acme, "api")
	r := f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "targets": []string{"go", "python"}, "branch": "main"})
	if r.status != 201 {
		t.Fatalf("create build: %d %s", r.status, r.body)
	}
	first := r.json(t)
	id := first["id"].(string)
	if first["status"] != "queued" || first["trigger"] != "api" {
		t.Errorf("new build %v", first)
	}
	f.run()
	b := f.do(f.acme, "GET", "/v1/builds/"+id, nil).json(t)
	if b["status"] != "completed" {
		t.Fatalf("build after running: %v", b)
	}
	for _, tr := range b["targets"].([]any) {
		tr := tr.(map[string]any)
		if tr["has_archive"] != true || tr["status"] == "fatal" {
			t.Errorf("target %v", tr)
		}
	}
	if g := f.do(f.globex, "GET", "/v1/builds/"+id, nil); g.status != 404 {
		t.Errorf("another organization reads the build: %d", g.status)
	}
	archive := f.do(f.acme, "GET", "/v1/builds/"+id+"/targets/go/archive", nil)
	tree, err := builds.Unarchive(archive.body, "go/")
	if archive.status != 200 || err != nil || tree.Len() == 0 {
		t.Fatalf("archive: %d, %v", archive.status, err)
	}
	if _, ok := tree.File("go.mod"); !ok {
		t.Errorf("the go archive has no go.mod: %v", tree.Paths())
	}
	if g := f.do(f.globex, "GET", "/v1/builds/"+id+"/targets/go/archive", nil); g.status != 404 {
		t.Errorf("another organization downloads the archive: %d", g.status)
	}
	firstDiff := f.do(f.acme, "GET", "/v1/builds/"+id+"/diff", nil).json(t)
	if _, ok := firstDiff["previous_build_id"]; ok {
		t.Errorf("the first build has a previous build: %v", firstDiff["previous_build_id"])
	}

	changed := strings.Replace(f.spec, "Check that the API is up", "Check that the Acme API answers", 1)
	if changed == f.spec {
		t.Fatal("the spec edit matched nothing")
	}
	r = f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "spec": changed, "targets": []string{"go"}})
	second := r.json(t)["id"].(string)
	f.run()
	diff := f.do(f.acme, "GET", "/v1/builds/"+second+"/diff", nil).json(t)
	if diff["previous_build_id"] != id {
		t.Errorf("the second build compares with %v, want %s", diff["previous_build_id"], id)
	}
	targets := diff["targets"].([]any)
	if len(targets) != 1 || !strings.Contains(targets[0].(map[string]any)["diff"].(string), "Check that the Acme API answers") {
		t.Errorf("the diff does not show the change: %v", diff)
	}
	sb := f.do(f.acme, "GET", "/v1/builds/"+second, nil).json(t)
	summary := sb["targets"].([]any)[0].(map[string]any)["diff"].(map[string]any)
	if summary["files_modified"].(float64) == 0 {
		t.Errorf("the second build's diff summary shows no change: %v", summary)
	}

	list := f.do(f.acme, "GET", "/v1/builds?project=api&limit=1", nil).json(t)
	if data := list["data"].([]any); len(data) != 1 || data[0].(map[string]any)["id"] != second || list["next_cursor"] != second {
		t.Errorf("list page 1: %v", list)
	}
	page2 := f.do(f.acme, "GET", "/v1/builds?project=api&cursor="+second, nil).json(t)
	if data := page2["data"].([]any); len(data) != 1 || data[0].(map[string]any)["id"] != id {
		t.Errorf("list page 2: %v", page2)
	}
	diags := f.do(f.acme, "GET", "/v1/builds/"+id+"/diagnostics?severity=note&target=go&limit=100", nil)
	if diags.status != 200 {
		t.Errorf("diagnostics: %d %s", diags.status, diags.body)
	}
	for _, d := range diags.json(t)["data"].([]any) {
		if d.(map[string]any)["target"] != "go" {
			t.Errorf("diagnostic of another target: %v", d)
		}
	}
	// Cancelling a finished build changes nothing; a queued one is cancelled and never runs.
	if c := f.do(f.acme, "POST", "/v1/builds/"+id+"/cancel", nil).json(t); c["status"] != "completed" {
		t.Errorf("cancelling a finished build: %v", c)
	}
	third := f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "targets": []string{"go"}}).json(t)["id"].(string)
	if c := f.do(f.acme, "POST", "/v1/builds/"+third+"/cancel", nil).json(t); c["status"] != "cancelled" {
		t.Errorf("cancelling a queued build: %v", c)
	}
	f.run()
	if c := f.do(f.acme, "GET", "/v1/builds/"+third, nil).json(t); c["status"] != "cancelled" {
		t.Errorf("a cancelled build ran: %v", c)
	}
	if strings.Contains(f.logs.String(), f.acme) || strings.Contains(f.logs.String(), f.globex) {
		t.Error("a token is in the logs")
	}
	if !strings.Contains(f.logs.String(), `"token_id":"tok_`) {
		t.Errorf("requests are not logged with their token's id:\n%s", f.logs.String())
	}
}

// 200 concurrent creations with idempotency keys give exactly one build per key; a key reused with another
// request is refused.
func TestIdempotentCreates(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		f := newFixture(t, url, api.Options{Burst: 1000, RatePerMinute: 60000})
		f.createProject(f.acme, "api")
		const keys, perKey = 20, 10
		type created struct {
			key, id string
			status  int
		}
		results := make(chan created, keys*perKey)
		var wg sync.WaitGroup
		for i := range keys * perKey {
			wg.Go(func() {
				key := fmt.Sprintf("key-%d", i%keys)
				r := f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "targets": []string{"go"}}, "Idempotency-Key", key)
				var b struct{ ID string }
				_ = json.Unmarshal(r.body, &b)
				results <- created{key, b.ID, r.status}
			})
		}
		wg.Wait()
		close(results)
		byKey, fresh := map[string]map[string]bool{}, 0
		for r := range results {
			if r.status != 200 && r.status != 201 {
				t.Fatalf("status %d", r.status)
			}
			if r.status == 201 {
				fresh++
			}
			if byKey[r.key] == nil {
				byKey[r.key] = map[string]bool{}
			}
			byKey[r.key][r.id] = true
		}
		for k, ids := range byKey {
			if len(ids) != 1 {
				t.Errorf("key %s gave %d builds", k, len(ids))
			}
		}
		all, _ := f.st.Builds(context.Background(), store.BuildFilter{OrgID: f.acmeOrg.ID, Limit: 100})
		if len(byKey) != keys || len(all) != keys || fresh != keys {
			t.Errorf("%d keys, %d builds, %d created; want %d of each", len(byKey), len(all), fresh, keys)
		}
		r := f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "targets": []string{"python"}}, "Idempotency-Key", "key-0")
		if r.status != 422 || r.diagnostic(t).Code != diag.APIConflict {
			t.Errorf("a key reused for another request: %d %s", r.status, r.body)
		}
	})
}

func TestRateLimitPerToken(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{RatePerMinute: 60, Burst: 2, Now: clock})
	for i, want := range []int{200, 200, 429} {
		if r := f.do(f.acme, "GET", "/v1/projects", nil); r.status != want {
			t.Fatalf("request %d: %d, want %d", i, r.status, want)
		} else if want == 429 && (r.header.Get("Retry-After") != "2" || r.diagnostic(t).Code != diag.APIRateLimited) {
			t.Errorf("429 with Retry-After %q: %s", r.header.Get("Retry-After"), r.body)
		}
	}
	if r := f.do(f.globex, "GET", "/v1/projects", nil); r.status != 200 {
		t.Errorf("another token is limited too: %d", r.status)
	}
	mu.Lock()
	now = now.Add(time.Second)
	mu.Unlock()
	if r := f.do(f.acme, "GET", "/v1/projects", nil); r.status != 200 {
		t.Errorf("after a second: %d", r.status)
	}
}

func TestTokens(t *testing.T) {
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{})
	tok, secret, _ := f.st.CreateToken(context.Background(), f.acmeOrg.ID, "laptop")
	list := f.do(f.acme, "GET", "/v1/tokens", nil)
	if list.status != 200 || strings.Contains(string(list.body), secret) || !strings.Contains(string(list.body), tok.ID) {
		t.Fatalf("tokens: %d %s", list.status, list.body)
	}
	if r := f.do(f.acme, "DELETE", "/v1/tokens/"+tok.ID, nil); r.status != 204 {
		t.Fatalf("revoke: %d %s", r.status, r.body)
	}
	if r := f.do(secret, "GET", "/v1/projects", nil); r.status != 401 {
		t.Errorf("a revoked token: %d", r.status)
	}
}

// A failure of the service is a 500 with diagnostic API/Internal; the details stay in the log.
func TestInternalErrorsStayInTheLog(t *testing.T) {
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{})
	f.createProject(f.acme, "api")
	ctx := context.Background()
	if _, err := f.st.DB().ExecContext(ctx, `DROP TABLE sdkgen_api_projects`); err != nil {
		t.Fatal(err)
	}
	r := f.do(f.acme, "GET", "/v1/projects", nil)
	if d := r.diagnostic(t); r.status != 500 || d.Code != diag.APIInternal || strings.Contains(d.Message, "sdkgen_api_projects") {
		t.Errorf("%d %+v", r.status, d)
	}
	if !strings.Contains(f.logs.String(), "sdkgen_api_projects") {
		t.Errorf("the log lacks the failure:\n%s", f.logs.String())
	}
}

// Diagnostics come a page at a time, with a cursor; a cursor the API did not give is a 400.
func TestDiagnosticsPages(t *testing.T) {
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{})
	f.createProject(f.acme, "api")
	// Keys sdkgen does not know are warnings (Config/IgnoredKey): one per key, for each target.
	config := f.config + "\nfirst_unknown_key: 1\nsecond_unknown_key: 2\n"
	id := f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "config": config, "targets": []string{"go", "python"}}).json(t)["id"].(string)
	f.run()
	all := f.do(f.acme, "GET", "/v1/builds/"+id+"/diagnostics?limit=100", nil).json(t)["data"].([]any)
	if len(all) < 4 {
		t.Fatalf("%d diagnostics, want the two unknown keys for each of two targets: %v", len(all), all)
	}
	if errs := f.do(f.acme, "GET", "/v1/builds/"+id+"/diagnostics?severity=error", nil).json(t)["data"].([]any); len(errs) != 0 {
		t.Errorf("severity=error lists warnings: %v", errs)
	}
	var paged []any
	cursor := ""
	for range len(all) {
		page := f.do(f.acme, "GET", "/v1/builds/"+id+"/diagnostics?limit=1"+cursor, nil).json(t)
		paged = append(paged, page["data"].([]any)...)
		next, ok := page["next_cursor"].(string)
		if !ok {
			break
		}
		cursor = "&cursor=" + next
	}
	if len(paged) != len(all) {
		t.Errorf("paging gave %d diagnostics, want %d", len(paged), len(all))
	}
	if r := f.do(f.acme, "GET", "/v1/builds/"+id+"/diagnostics?cursor=bogus", nil); r.status != 400 {
		t.Errorf("a made-up cursor: %d", r.status)
	}
}

// repoFiles is a repository that holds acme's spec at main and a changed one at next.
type repoFiles struct{ spec, config string }

func (r repoFiles) ReadProjectFiles(_ context.Context, src store.SpecSource) (apibuild.RepoInputs, error) {
	switch {
	case src.Repo != "acme/api" || src.Path != "openapi.yml":
		return apibuild.RepoInputs{}, fmt.Errorf("%w: no %s:%s", apibuild.ErrRepoUnreadable, src.Repo, src.Path)
	case src.Ref == "next":
		return apibuild.RepoInputs{Spec: []byte(r.spec + "\n# next\n"), Config: []byte(r.config), Source: "acme/api:openapi.yml@next"}, nil
	}
	return apibuild.RepoInputs{Spec: []byte(r.spec), Config: []byte(r.config), Source: "acme/api:openapi.yml@" + src.Ref}, nil
}

// A build of a project whose spec is in a GitHub repository reads the spec (and sdkgen.yml) there, at the
// project's ref or the request's; a file that cannot be read is a located 400.
func TestBuildOfRepositoryProject(t *testing.T) {
	spec, _ := os.ReadFile("../../examples/acme/openapi.yml")
	config, _ := os.ReadFile("../../examples/acme/sdkgen.yml")
	f := newFixture(t, storetest.SQLiteURL(t), api.Options{Repos: repoFiles{spec: string(spec), config: string(config)}})
	r := f.do(f.acme, "POST", "/v1/projects", map[string]any{"name": "api",
		"spec": map[string]any{"kind": "repo", "repo": "acme/api", "path": "openapi.yml", "ref": "main"}})
	if r.status != http.StatusCreated || !strings.Contains(string(r.body), `"ref":"main"`) {
		t.Fatalf("create project: %d %s", r.status, r.body)
	}
	for _, tc := range []struct{ ref, spec, source string }{
		{"", string(spec), "acme/api:openapi.yml@main"},
		{"next", string(spec) + "\n# next\n", "acme/api:openapi.yml@next"},
	} {
		r = f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api", "ref": tc.ref, "targets": []string{"go"}})
		if r.status != http.StatusCreated {
			t.Fatalf("build at %q: %d %s", tc.ref, r.status, r.body)
		}
		b := r.json(t)
		if b["source"] != tc.source || b["spec_hash"] != builds.Hash([]byte(tc.spec)) || b["config_hash"] != builds.Hash(config) {
			t.Errorf("build at %q: source %v, spec %v, config %v; want %s and the repository's files", tc.ref, b["source"],
				b["spec_hash"], b["config_hash"], tc.source)
		}
	}
	f.run()
	r = f.do(f.acme, "PATCH", "/v1/projects/api", map[string]any{"spec": map[string]any{"kind": "repo", "repo": "acme/api", "path": "gone.yml"}})
	if r.status != http.StatusOK {
		t.Fatalf("update project: %d %s", r.status, r.body)
	}
	r = f.do(f.acme, "POST", "/v1/builds", map[string]any{"project": "api"})
	if d := r.diagnostic(t); r.status != http.StatusBadRequest || !strings.Contains(d.Message, "no acme/api:gone.yml") || d.ConfigRef != "/project" {
		t.Errorf("unreadable spec: %d %+v", r.status, d)
	}
}
