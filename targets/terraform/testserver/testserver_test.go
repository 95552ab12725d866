package testserver_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/targets/terraform/testserver"
)

func load(t *testing.T, dir string) *testserver.Server {
	t.Helper()
	spec, err := os.ReadFile(dir + "/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(dir + "/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("%v", res.Diagnostics)
	}
	return testserver.New(res.API)
}

func do(t *testing.T, srv *httptest.Server, method, path, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	data, _ := io.ReadAll(res.Body)
	return res.StatusCode, strings.TrimSpace(string(data))
}

// TestCRUD walks the example's accounts through create, read, list, delete and the 404s after.
func TestCRUD(t *testing.T) {
	srv := httptest.NewServer(load(t, "../../../examples/acme"))
	defer srv.Close()
	steps := []struct {
		method, path, body string
		status             int
		want               string
	}{
		{"POST", "/accounts", `{"name":"Ada"}`, 201, `{"id":"id-1","name":"Ada","status":"active"}`},
		{"GET", "/accounts/id-1", "", 200, `{"id":"id-1","name":"Ada","status":"active"}`},
		{"GET", "/accounts", "", 200, `{"data":[{"id":"id-1","name":"Ada","status":"active"}],"next_cursor":null}`},
		{"GET", "/accounts?cursor=abc", "", 200, `{"data":[],"next_cursor":null}`},
		{"POST", "/accounts/id-1/cards", `{}`, 404, ""},
		{"DELETE", "/accounts/id-1", "", 204, ""},
		{"GET", "/accounts/id-1", "", 404, ""},
		{"DELETE", "/accounts/id-1", "", 404, ""},
	}
	for _, s := range steps {
		status, body := do(t, srv, s.method, s.path, s.body)
		if status != s.status || (s.want != "" && body != s.want) {
			t.Errorf("%s %s = %d %s, want %d %s", s.method, s.path, status, body, s.status, s.want)
		}
	}
}

// TestPatchAndUnwrap updates the kitchen sink's accounts, whose reads wrap the object in data.
func TestPatchAndUnwrap(t *testing.T) {
	srv := httptest.NewServer(load(t, "../../../testdata/kitchen-sink"))
	defer srv.Close()
	if status, body := do(t, srv, "POST", "/accounts", `{"name":"Ada","nickname":"a"}`); status != 201 || !strings.Contains(body, `"id":"id-1"`) {
		t.Fatalf("create = %d %s", status, body)
	}
	if status, body := do(t, srv, "PATCH", "/accounts/id-1", `{"name":"Grace","nickname":null}`); status != 200 || !strings.Contains(body, `"name":"Grace"`) || strings.Contains(body, "nickname") {
		t.Errorf("patch = %d %s", status, body)
	}
	if status, body := do(t, srv, "GET", "/accounts/id-1", ""); status != 200 || !strings.HasPrefix(body, `{"data":{`) {
		t.Errorf("read = %d %s", status, body)
	}
}

// TestNestedServerSetValues creates and patches a widget of the terraform target's nested spec: the server sets the
// read-only values inside objects and arrays of objects, returns sets in another order, and a merge patch merges
// nested objects.
func TestNestedServerSetValues(t *testing.T) {
	srv := httptest.NewServer(load(t, "../testdata/nested"))
	defer srv.Close()
	steps := []struct {
		method, path, body string
		want               []string
		absent             []string
	}{
		{"POST", "/widgets", `{"name":"w","dimensions":{"width":1,"height":2},"parts":[{"sku":"a"},{"sku":"b"}]}`,
			[]string{`"area":1.5`, `{"serial":"server-serial","sku":"a"}`, `"audit":{"created_by":"server-created_by","revisions":1}`}, nil},
		// Sets (uniqueItems arrays) come back in the reverse order, lists in the order sent.
		{"POST", "/widgets", `{"name":"s","dimensions":{"width":1,"height":2},"tags":["x","y"],"ports":[{"name":"a"},{"name":"b"}],"parts":[{"sku":"a"},{"sku":"b"}]}`,
			[]string{`"tags":["y","x"]`, `"ports":[{"exposed_at":"server-exposed_at","name":"b"},{"exposed_at":"server-exposed_at","name":"a"}]`, `"parts":[{"serial":"server-serial","sku":"a"},{"serial":"server-serial","sku":"b"}]`}, nil},
		{"PATCH", "/widgets/id-1", `{"dimensions":{"width":3,"unit":"mm"},"parts":null}`,
			[]string{`"dimensions":{"area":1.5,"height":2,"unit":"mm","width":3}`}, []string{`"parts"`}},
	}
	for _, s := range steps {
		_, body := do(t, srv, s.method, s.path, s.body)
		for _, w := range s.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s %s = %s, want %s in it", s.method, s.path, body, w)
			}
		}
		for _, a := range s.absent {
			if strings.Contains(body, a) {
				t.Errorf("%s %s = %s, want no %s", s.method, s.path, body, a)
			}
		}
	}
}
