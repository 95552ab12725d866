package gh

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// recordedGitHub replays GitHub responses recorded in the shape the REST API sends them, and records the
// requests it got.
type recordedGitHub struct {
	t        *testing.T
	mu       sync.Mutex
	requests []string // "METHOD path?query"
	bodies   map[string][]json.RawMessage
	headers  map[string]http.Header // of the last request to each key
	tokens   int
}

func newRecordedGitHub(t *testing.T) (*recordedGitHub, *httptest.Server) {
	g := &recordedGitHub{t: t, bodies: map[string][]json.RawMessage{}, headers: map[string]http.Header{}}
	srv := httptest.NewServer(g)
	t.Cleanup(srv.Close)
	return g, srv
}

// recorded is one recorded response.
type recorded struct {
	status int
	body   string
}

// recordedResponses maps "METHOD path?query" to a status and a JSON body, as recorded from api.github.com.
func recordedResponses() map[string]recorded {
	responses := map[string]recorded{
		"GET /repos/acme/api/contents/openapi.yml?ref=abc123": {200, `{"type":"file","encoding":"base64","size":30,
		"name":"openapi.yml","path":"openapi.yml","sha":"3d21ec53a331a6f037a91c368710b99387d012c1",
		"content":"b3BlbmFwaTogMy4xLjAKaW5mbzoK\nICB0aXRsZTogQWNtZQo=\n"}`},
		"GET /repos/acme/api/contents/big.json?ref=abc123": {200, `{"type":"file","encoding":"none","size":2000000,
		"name":"big.json","path":"big.json","sha":"95d09f2b10159347eece71399a7e2e907ea3df4f","content":""}`},
		"GET /repos/acme/api/git/blobs/95d09f2b10159347eece71399a7e2e907ea3df4f": {200, `{"sha":"95d09f2b10159347eece71399a7e2e907ea3df4f",
		"size":14,"encoding":"base64","content":"eyJiaWciOiB0cnVl\nfQo=\n"}`},
		"GET /repos/acme/api/contents/missing.yml?ref=abc123": {404, `{"message":"Not Found",
		"documentation_url":"https://docs.github.com/rest/repos/contents#get-repository-content","status":"404"}`},
		"GET /repos/acme/api/contents/docs?ref=abc123": {200, `[{"type":"file","name":"a.md","path":"docs/a.md"}]`},
		"GET /repos/acme/api/issues/7/comments?per_page=100": {200, `[
		{"id":1,"body":"first","user":{"login":"octocat","type":"User"}},
		{"id":2,"body":"second","user":{"login":"sdkgen[bot]","type":"Bot"}}]`},
		"GET /repos/acme/api/issues/7/comments?page=2&per_page=100": {200, `[
		{"id":3,"body":"third","user":{"login":"octocat","type":"User"}}]`},
		"POST /repos/acme/api/issues/7/comments":   {201, `{"id":4,"body":"hello","user":{"login":"sdkgen[bot]"}}`},
		"PATCH /repos/acme/api/issues/comments/4":  {200, `{"id":4,"body":"updated","user":{"login":"sdkgen[bot]"}}`},
		"PATCH /repos/acme/api/issues/comments/99": {404, `{"message":"Not Found"}`},
		"POST /repos/acme/api/check-runs":          {201, `{"id":555,"name":"sdkgen/go","status":"completed"}`},
		"PATCH /repos/acme/api/check-runs/555":     {200, `{"id":555,"name":"sdkgen/go","status":"completed"}`},
		"POST /app/installations/42/access_tokens": {201, `{"token":"ghs_installation42","expires_at":"2099-01-01T00:00:00Z"}`},
		"GET /repos/acme/api/pulls/7": {200, `{"number":7,"state":"closed","merged":true,"title":"Describe ping",
		"merge_commit_sha":"e5bd3914e2e596debea16f433f57875b5b90bcd6","head":{"ref":"feature/ping","sha":"abc123"},
		"base":{"ref":"main","sha":"def456"}}`},
		"GET /repos/acme/api/pulls/99": {404, `{"message":"Not Found"}`},
	}
	maps.Copy(responses, releaseResponses())
	return responses
}

// nextPages are the Link rel="next" targets of the recorded first pages.
var nextPages = map[string]string{
	"GET /repos/acme/api/issues/7/comments?per_page=100":                             "/repos/acme/api/issues/7/comments?page=2&per_page=100",
	"GET /repos/acme/sdk/pulls?base=main&head=acme%3Arelease&per_page=100&state=all": "/repos/acme/sdk/pulls?base=main&head=acme%3Arelease&page=2&per_page=100&state=all",
	"GET /repos/acme/sdk/actions/secrets?per_page=100":                               "/repos/acme/sdk/actions/secrets?page=2&per_page=100",
}

func (g *recordedGitHub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.Method + " " + r.URL.Path
	if r.URL.RawQuery != "" {
		key += "?" + r.URL.RawQuery
	}
	body, _ := io.ReadAll(r.Body)
	g.mu.Lock()
	g.requests = append(g.requests, key)
	g.headers[key] = r.Header.Clone()
	if len(body) > 0 {
		g.bodies[key] = append(g.bodies[key], body)
	}
	if r.URL.Path == "/app/installations/42/access_tokens" {
		g.tokens++
	} else if auth := r.Header.Get("Authorization"); auth != "token ghs_installation42" {
		g.t.Errorf("%s: Authorization %q, want the installation token", key, auth)
	}
	g.mu.Unlock()
	resp, ok := recordedResponses()[key]
	if !ok {
		g.t.Errorf("unexpected request %s", key)
		http.NotFound(w, r)
		return
	}
	if next, ok := nextPages[key]; ok {
		w.Header().Set("Link", fmt.Sprintf(`<http://%s%s>; rel="next"`, r.Host, next))
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(resp.status)
	// Recorded URLs pointing back at GitHub (upload_url) name the test server's host.
	_, _ = io.WriteString(w, strings.ReplaceAll(resp.body, "{{host}}", r.Host))
}

func testKey(t *testing.T) []byte {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
}

func newTestClient(t *testing.T) (Client, *recordedGitHub) {
	t.Helper()
	g, srv := newRecordedGitHub(t)
	f, err := NewFactory(srv.URL+"/", 1234, testKey(t), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.Installation(context.Background(), 42)
	if err != nil {
		t.Fatal(err)
	}
	return c, g
}

func TestFile(t *testing.T) {
	c, _ := newTestClient(t)
	ctx := context.Background()
	repo := Repo{Owner: "acme", Name: "api"}
	for _, tc := range []struct {
		path, want string
		err        error
	}{
		{path: "openapi.yml", want: "openapi: 3.1.0\ninfo:\n  title: Acme\n"},
		{path: "big.json", want: "{\"big\": true}\n"},
		{path: "missing.yml", err: ErrNotFound},
		{path: "docs", err: ErrNotFound},
	} {
		got, err := c.File(ctx, repo, tc.path, "abc123")
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("File(%s) error = %v, want %v", tc.path, err, tc.err)
			}
			continue
		}
		if err != nil || string(got) != tc.want {
			t.Errorf("File(%s) = %q, %v; want %q", tc.path, got, err, tc.want)
		}
	}
}

func TestComments(t *testing.T) {
	c, _ := newTestClient(t)
	ctx := context.Background()
	repo := Repo{Owner: "acme", Name: "api"}
	got, err := c.Comments(ctx, repo, 7)
	if err != nil {
		t.Fatal(err)
	}
	want := []Comment{{1, "first", "octocat"}, {2, "second", "sdkgen[bot]"}, {3, "third", "octocat"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Comments = %v, want %v (both pages)", got, want)
	}
	created, err := c.CreateComment(ctx, repo, 7, "hello")
	if err != nil || created.ID != 4 || created.User != "sdkgen[bot]" {
		t.Errorf("CreateComment = %+v, %v", created, err)
	}
	if err := c.UpdateComment(ctx, repo, 4, "updated"); err != nil {
		t.Error(err)
	}
	if err := c.UpdateComment(ctx, repo, 99, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("UpdateComment of a deleted comment: %v, want ErrNotFound", err)
	}
}

func TestCheckRunAnnotationsInBatches(t *testing.T) {
	c, g := newTestClient(t)
	ctx := context.Background()
	repo := Repo{Owner: "acme", Name: "api"}
	run := CheckRun{Name: "sdkgen/go", HeadSHA: "abc123", Status: "completed", Conclusion: "failure",
		Title: "2 errors", Summary: "summary"}
	for i := range 120 {
		run.Annotations = append(run.Annotations, Annotation{Path: "openapi.yml", StartLine: i + 1, EndLine: i + 1,
			Level: "failure", Message: fmt.Sprintf("problem %d", i)})
	}
	id, err := c.CreateCheckRun(ctx, repo, run)
	if err != nil || id != 555 {
		t.Fatalf("CreateCheckRun = %d, %v", id, err)
	}
	if err := c.UpdateCheckRun(ctx, repo, id, run); err != nil {
		t.Fatal(err)
	}
	creates := batchSizes(t, g.bodies["POST /repos/acme/api/check-runs"])
	updates := batchSizes(t, g.bodies["PATCH /repos/acme/api/check-runs/555"])
	if fmt.Sprint(creates) != "[50]" || fmt.Sprint(updates) != "[50 20 50 50 20]" {
		t.Errorf("annotation batches: create %v, updates %v; want [50] and [50 20 50 50 20]", creates, updates)
	}
	var first struct {
		Conclusion string `json:"conclusion"`
		Output     struct {
			Title       string `json:"title"`
			Annotations []struct {
				Path      string `json:"path"`
				StartLine int    `json:"start_line"`
				Level     string `json:"annotation_level"`
			} `json:"annotations"`
		} `json:"output"`
	}
	if err := json.Unmarshal(g.bodies["POST /repos/acme/api/check-runs"][0], &first); err != nil {
		t.Fatal(err)
	}
	a := first.Output.Annotations[0]
	if first.Conclusion != "failure" || first.Output.Title != "2 errors" || a.Path != "openapi.yml" || a.StartLine != 1 || a.Level != "failure" {
		t.Errorf("check run request = %+v", first)
	}
}

func batchSizes(t *testing.T, bodies []json.RawMessage) []int {
	t.Helper()
	var sizes []int
	for _, b := range bodies {
		var req struct {
			Output struct {
				Annotations []json.RawMessage `json:"annotations"`
			} `json:"output"`
		}
		if err := json.Unmarshal(b, &req); err != nil {
			t.Fatal(err)
		}
		sizes = append(sizes, len(req.Output.Annotations))
	}
	return sizes
}

func TestToken(t *testing.T) {
	c, g := newTestClient(t)
	for range 2 {
		tok, err := c.Token(context.Background())
		if err != nil || tok != "ghs_installation42" {
			t.Fatalf("Token = %q, %v", tok, err)
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.tokens != 1 {
		t.Errorf("%d token requests, want 1 (the token is reused until it expires)", g.tokens)
	}
}

func TestNewFactoryRefusesBadInput(t *testing.T) {
	for name, tc := range map[string]struct {
		url string
		key []byte
	}{
		"bad key":      {"https://api.github.com/", []byte("not a key")},
		"relative url": {"api.github.com", testKey(t)},
	} {
		if _, err := NewFactory(tc.url, 1, tc.key, "ua"); err == nil {
			t.Errorf("%s: NewFactory should fail", name)
		} else if strings.Contains(err.Error(), "PRIVATE KEY") {
			t.Errorf("%s: the error quotes the key: %v", name, err)
		}
	}
}

func TestPullRequest(t *testing.T) {
	c, _ := newTestClient(t)
	ctx := context.Background()
	pr, err := c.PullRequest(ctx, Repo{Owner: "acme", Name: "api"}, 7)
	if err != nil || pr.Number != 7 || pr.State != "closed" || !pr.Merged || pr.HeadSHA != "abc123" || pr.BaseRef != "main" {
		t.Errorf("PullRequest = %+v, %v", pr, err)
	}
	if _, err := c.PullRequest(ctx, Repo{Owner: "acme", Name: "api"}, 99); !errors.Is(err, ErrNotFound) {
		t.Errorf("PullRequest of a missing pull request: %v, want ErrNotFound", err)
	}
}
