package requestconfig

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

// authCall runs a GET with credentials given as client values over s (testSettings when nil) and returns the
// request sent.
func authCall(t *testing.T, s *Settings, opts ...RequestOption) (*http.Request, error) {
	t.Helper()
	if s == nil {
		s = testSettings()
	}
	f := newFake(ok200)
	all := append([]RequestOption{WithSettings(s), WithHTTPClient(f), withClock(&clock{})}, opts...)
	err := ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, all...)
	if err != nil {
		if len(f.requests()) != 0 {
			t.Errorf("a request was sent before the error %v", err)
		}
		return nil, err
	}
	return f.last(t).req, nil
}

func TestAuthAlternatives(t *testing.T) {
	v := WithClientValue
	cases := []struct {
		name       string
		opts       []RequestOption
		header     string
		want       string
		absentAuth bool
	}{
		{"api key", []RequestOption{v("api_key", "k1")}, "X-Api-Key", "k1", true},
		{"basic", []RequestOption{v("username", "ada"), v("password", "s3cret")}, "Authorization", "Basic YWRhOnMzY3JldA==", false},
		{"bearer", []RequestOption{v("token", "t1")}, "Authorization", "Bearer t1", false},
		{"first alternative wins", []RequestOption{v("token", "t1"), v("username", "ada"), v("password", "p"), v("api_key", "k1")}, "X-Api-Key", "k1", true},
		{"basic before bearer", []RequestOption{v("token", "t1"), v("username", "ada"), v("password", "s3cret")}, "Authorization", "Basic YWRhOnMzY3JldA==", false},
		{"incomplete alternative skipped", []RequestOption{v("username", "ada"), v("token", "t1")}, "Authorization", "Bearer t1", false},
		{"empty value is no value", []RequestOption{v("api_key", ""), v("token", "t1")}, "Authorization", "Bearer t1", false},
		{"per-call header wins", []RequestOption{v("token", "t1"), WithHeader("Authorization", "Bearer mine")}, "Authorization", "Bearer mine", false},
	}
	for _, c := range cases {
		req, err := authCall(t, nil, c.opts...)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := req.Header.Get(c.header); got != c.want {
			t.Errorf("%s: %s = %q, want %q", c.name, c.header, got, c.want)
		}
		if _, has := req.Header["Authorization"]; c.absentAuth && has {
			t.Errorf("%s: Authorization sent too", c.name)
		}
	}
}

func TestMissingCredentials(t *testing.T) {
	_, err := authCall(t, nil)
	if err == nil {
		t.Fatal("no error without credentials")
	}
	for _, want := range []string{"ACME_API_KEY", "ACME_USERNAME", "ACME_PASSWORD", "ACME_TOKEN", "option.WithAPIKey", "option.WithToken"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}

func TestEmptyAlternativeNeedsNothing(t *testing.T) {
	s := testSettings()
	s.Security = [][]string{{"BearerAuth"}, {}}
	req, err := authCall(t, s)
	if err != nil {
		t.Fatal(err)
	}
	if req.Header.Get("Authorization") != "" {
		t.Errorf("auth %q", req.Header.Get("Authorization"))
	}
	req, _ = authCall(t, s, WithClientValue("token", "t1"))
	if req.Header.Get("Authorization") != "Bearer t1" {
		t.Errorf("auth %q", req.Header.Get("Authorization"))
	}
	s.Security = nil
	if _, err := authCall(t, s); err != nil {
		t.Errorf("no security: %v", err)
	}
}

func TestMethodSecurity(t *testing.T) {
	req, err := authCall(t, nil, WithClientValue("api_key", "k1"), WithClientValue("token", "t1"), WithSecurity([][]string{}))
	if err != nil {
		t.Fatal(err)
	}
	if req.Header.Get("X-Api-Key") != "" || req.Header.Get("Authorization") != "" {
		t.Errorf("security [] sent credentials: %v", req.Header)
	}
	if _, err := authCall(t, nil, WithSecurity([][]string{})); err != nil {
		t.Errorf("security [] without credentials: %v", err)
	}
	req, _ = authCall(t, nil, WithClientValue("api_key", "k1"), WithClientValue("token", "t1"), WithSecurity([][]string{{"BearerAuth"}}))
	if req.Header.Get("Authorization") != "Bearer t1" || req.Header.Get("X-Api-Key") != "" {
		t.Errorf("method alternative not used: %v", req.Header)
	}
	_, err = authCall(t, nil, WithClientValue("api_key", "k1"), WithSecurity([][]string{{"BearerAuth"}}))
	if err == nil || !strings.Contains(err.Error(), "ACME_TOKEN") || strings.Contains(err.Error(), "ACME_API_KEY") {
		t.Errorf("method alternative missing: %v", err)
	}
	if _, err := authCall(t, nil, WithSecurity([][]string{{"Nope"}})); err == nil || !strings.Contains(err.Error(), "Nope") {
		t.Errorf("unknown scheme: %v", err)
	}
}

func TestSchemeKinds(t *testing.T) {
	s := &Settings{
		BaseURL: "https://api.acme.test",
		Options: []ClientOption{{Name: "key"}, {Name: "user"}, {Name: "pass"}},
		Auth: []AuthScheme{
			{Name: "Token", Kind: AuthBearer, Value: "key", Keyword: "Token"},
			{Name: "RawBasic", Kind: AuthBasic, Username: "user", Password: "pass", DisableBase64: true},
			{Name: "Query", Kind: AuthAPIKeyQuery, ParamName: "api_key", Value: "key"},
			{Name: "Cookie", Kind: AuthAPIKeyCookie, ParamName: "session", Value: "key"},
		},
	}
	values := []RequestOption{WithClientValue("key", "k1"), WithClientValue("user", "ada"), WithClientValue("pass", "pw")}
	check := func(security []string, opts []RequestOption, test func(*http.Request)) {
		s.Security = [][]string{security}
		req, err := authCall(t, s, append(values, opts...)...)
		if err != nil {
			t.Fatalf("%v: %v", security, err)
		}
		test(req)
	}
	check([]string{"Token"}, nil, func(r *http.Request) {
		if r.Header.Get("Authorization") != "Token k1" {
			t.Errorf("keyword: %q", r.Header.Get("Authorization"))
		}
	})
	check([]string{"RawBasic"}, nil, func(r *http.Request) {
		if r.Header.Get("Authorization") != "Basic ada:pw" {
			t.Errorf("basic without base64: %q", r.Header.Get("Authorization"))
		}
	})
	check([]string{"Query"}, nil, func(r *http.Request) {
		if r.URL.Query().Get("api_key") != "k1" {
			t.Errorf("query key: %q", r.URL.RawQuery)
		}
	})
	check([]string{"Query"}, []RequestOption{WithQuerySet("api_key", "mine")}, func(r *http.Request) {
		if r.URL.Query().Get("api_key") != "mine" {
			t.Errorf("caller's query key: %q", r.URL.RawQuery)
		}
	})
	check([]string{"Cookie", "Token"}, []RequestOption{}, func(r *http.Request) {
		if r.Header.Get("Cookie") != "session=k1" || r.Header.Get("Authorization") != "Token k1" {
			t.Errorf("cookie and bearer together: %v", r.Header)
		}
	})
}
