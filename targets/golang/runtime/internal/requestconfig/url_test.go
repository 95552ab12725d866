package requestconfig

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

func TestBaseURLTrailingSlash(t *testing.T) {
	for _, baseURL := range []string{"https://api.acme.test/v1", "https://api.acme.test/v1/"} {
		for _, path := range []string{"items/a%2Fb", "/items/a%2Fb"} {
			f := newFake(ok200)
			if err := call(f, http.MethodGet, path, nil, nil, WithBaseURL(baseURL)); err != nil {
				t.Fatal(err)
			}
			if got := f.last(t).req.URL.String(); got != "https://api.acme.test/v1/items/a%2Fb" {
				t.Errorf("base %q, path %q: requested %s", baseURL, path, got)
			}
		}
	}
}

func TestPathParamsKeepDotSegments(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "items/"+PathEscape("..")+"/"+PathEscape("a b/c"), nil, nil); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).req.URL.String(); got != "https://api.acme.test/v1/items/../a%20b%2Fc" {
		t.Errorf("requested %s", got)
	}
}

func TestAbsoluteURLRequestedAsGiven(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "https://other.test/next?page=2&b=1", nil, nil); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).req.URL.String(); got != "https://other.test/next?page=2&b=1" {
		t.Errorf("requested %s", got)
	}
	f = newFake(ok200)
	if err := call(f, http.MethodGet, "items?limit=2", nil, nil, WithURL("https://other.test/p?cursor=c1")); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).req; got.URL.String() != "https://other.test/p?cursor=c1" || got.Header.Get("X-Api-Key") != "key-1" {
		t.Errorf("WithURL requested %s with key %q", got.URL, got.Header.Get("X-Api-Key"))
	}
}

func TestEnvironments(t *testing.T) {
	t.Setenv("SDKGENRCTEST_BASE_URL", "https://from-env.test")
	cases := []struct {
		name    string
		opts    []RequestOption
		want    string // URL prefix, or "error: <text>"
		wantErr string
	}{
		{"default environment", nil, "https://api.acme.test/v1/items", ""},
		{"named environment", []RequestOption{WithEnvironment("sandbox")}, "https://sandbox.acme.test/v1/items", ""},
		{"explicit base URL", []RequestOption{WithBaseURL("https://custom.test/")}, "https://custom.test/items", ""},
		{"env base URL", []RequestOption{WithBaseURL("https://from-env.test")}, "https://from-env.test/items", ""},
		{"explicit environment beats env base URL", []RequestOption{WithBaseURL("https://from-env.test"), WithEnvironment("sandbox")},
			"https://sandbox.acme.test/v1/items", ""},
		{"environment and base URL", []RequestOption{WithEnvironment("sandbox"), WithBaseURL("https://custom.test")}, "", "both an environment"},
		{"base URL and environment", []RequestOption{WithBaseURL("https://custom.test"), WithEnvironment("sandbox")}, "", "both an environment"},
		{"unknown environment", []RequestOption{WithEnvironment("staging")}, "", `unknown environment "staging" (known: production, sandbox)`},
		{"relative base URL", []RequestOption{WithBaseURL("api.acme.test")}, "", "needs a scheme and a host"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFake(ok200)
			err := call(f, http.MethodGet, "items", nil, nil, c.opts...)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) || len(f.requests()) != 0 {
					t.Fatalf("err = %v after %d requests, want %q before any", err, len(f.requests()), c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := f.last(t).req.URL.String(); got != c.want {
				t.Errorf("requested %s, want %s", got, c.want)
			}
		})
	}
}

func TestNoBaseURL(t *testing.T) {
	s := testSettings()
	s.BaseURL = ""
	f := newFake(ok200)
	err := ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, base(f, &clock{}, s)...)
	if err == nil || !strings.Contains(err.Error(), "SDKGENRCTEST_BASE_URL") {
		t.Fatalf("err = %v", err)
	}
}

func TestServerVariables(t *testing.T) {
	s := testSettings()
	s.BaseURL = "https://{region}.acme.test/{version}"
	s.Options = append(s.Options,
		ClientOption{Name: "region", Env: "ACME_REGION", Arg: "option.WithRegion", Default: "us", ServerVariable: "region"},
		ClientOption{Name: "version", Env: "ACME_VERSION", Arg: "option.WithVersion", ServerVariable: "version"})
	run := func(opts ...RequestOption) (*fake, error) {
		f := newFake(ok200)
		return f, ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, append(base(f, &clock{}, s), opts...)...)
	}
	f, err := run(WithClientValue("version", "v 2/beta"))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).req.URL.String(); got != "https://us.acme.test/v%202%2Fbeta/items" {
		t.Errorf("requested %s", got)
	}
	f, err = run(WithClientValue("version", "v2"), WithClientValue("region", "eu"))
	if err != nil || f.last(t).req.URL.String() != "https://eu.acme.test/v2/items" {
		t.Errorf("err %v", err)
	}
	f, err = run()
	if err == nil || !strings.Contains(err.Error(), "option.WithVersion") || !strings.Contains(err.Error(), "ACME_VERSION") || len(f.requests()) != 0 {
		t.Errorf("missing server variable: err = %v", err)
	}
}

func TestClientValuesSentAsHeaderAndQuery(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "items?x=1", nil, nil); err != nil {
		t.Fatal(err)
	}
	got := f.last(t).req
	if got.Header.Get("X-Org-Id") != "org_default" || got.URL.Query().Has("tenant") {
		t.Errorf("defaults: org %q, query %q", got.Header.Get("X-Org-Id"), got.URL.RawQuery)
	}
	f = newFake(ok200)
	err := call(f, http.MethodGet, "items", nil, nil, WithClientValue("org_id", "org_1"), WithClientValue("tenant", "t1"),
		WithClientValue("tenant", "t2"))
	if err != nil {
		t.Fatal(err)
	}
	got = f.last(t).req
	if got.Header.Get("X-Org-Id") != "org_1" || got.URL.Query().Get("tenant") != "t2" {
		t.Errorf("values: org %q, query %q", got.Header.Get("X-Org-Id"), got.URL.RawQuery)
	}
}

func TestClientValuesIgnoreTheEnvironment(t *testing.T) {
	// Only the generated DefaultClientOptions reads variables; the runtime never does.
	t.Setenv("ACME_API_KEY", "env-key")
	t.Setenv("ACME_TOKEN", "env-token")
	f := newFake(ok200)
	err := ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, WithSettings(testSettings()), WithHTTPClient(f))
	if err == nil || !strings.Contains(err.Error(), "missing credentials") {
		t.Fatalf("err = %v", err)
	}
}
