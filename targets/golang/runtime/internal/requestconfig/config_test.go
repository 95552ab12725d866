package requestconfig

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestCloneIsIndependent(t *testing.T) {
	f := newFake(ok200)
	cfg, err := NewRequestConfig(context.Background(), http.MethodPost, "items?limit=2", map[string]any{"a": 1}, nil, base(f, &clock{}, nil)...)
	if err != nil {
		t.Fatal(err)
	}
	next := cfg.Clone(context.Background())
	if err := next.Apply(WithQuerySet("cursor", "c2"), WithJSONSet("page", 2), WithHeader("X-Page", "2")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*RequestConfig{cfg, next, cfg} {
		if err := c.Execute(); err != nil {
			t.Fatal(err)
		}
	}
	got := f.requests()
	if got[0].req.URL.RawQuery != "limit=2" || got[0].body != `{"a":1}` || got[0].req.Header.Get("X-Page") != "" {
		t.Errorf("original changed: %q %q", got[0].req.URL.RawQuery, got[0].body)
	}
	if got[1].req.URL.RawQuery != "cursor=c2&limit=2" || got[1].body != `{"a":1,"page":2}` || got[1].req.Header.Get("X-Page") != "2" {
		t.Errorf("clone: %q %q", got[1].req.URL.RawQuery, got[1].body)
	}
	if got[2].req.URL.String() != got[0].req.URL.String() || got[2].req.Header.Get("Idempotency-Key") == got[0].req.Header.Get("Idempotency-Key") {
		t.Error("executing a config twice should give the same URL and a new idempotency key")
	}
}

func TestQueryOptions(t *testing.T) {
	f := newFake(ok200)
	err := call(f, http.MethodGet, "items?a=1&b=2", nil, nil, WithQuerySet("a", "x"), WithQueryAdd("b", "3"), WithQueryAdd("c", "4"),
		WithQueryDel("c"), WithClientValue("tenant", "t1"), WithQuerySet("tenant", "mine"))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).req.URL.RawQuery; got != "a=x&b=2&b=3&tenant=mine" {
		t.Errorf("query %q", got)
	}
}

func TestMiddlewareOrder(t *testing.T) {
	var trace []string
	mw := func(name string) Middleware {
		return func(req *http.Request, next MiddlewareNext) (*http.Response, error) {
			trace = append(trace, name+">")
			req.Header.Set("X-"+name, "1")
			res, err := next(req)
			trace = append(trace, "<"+name)
			return res, err
		}
	}
	f := newFake(reply(500, `{}`), ok200)
	if err := call(f, http.MethodGet, "items", nil, nil, WithMiddleware(mw("A"), nil), WithMiddleware(mw("B"))); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(trace, " "); got != "A> B> <B <A A> B> <B <A" {
		t.Errorf("trace %s", got)
	}
	if h := f.last(t).req.Header; h.Get("X-A") != "1" || h.Get("X-B") != "1" {
		t.Errorf("headers %v", h)
	}
}

func TestOptionErrorsStopTheCall(t *testing.T) {
	boom := RequestOptionFunc(func(*RequestConfig) error { return errors.New("boom") })
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "items", nil, nil, boom); err == nil || len(f.requests()) != 0 {
		t.Errorf("err %v after %d requests", err, len(f.requests()))
	}
	if _, err := NewRequestConfig(context.Background(), "BAD METHOD", "items", nil, nil); err == nil {
		t.Error("invalid method accepted")
	}
	if err := ExecuteNewRequest(context.Background(), http.MethodGet, "x", nil, nil, WithSettings(nil)); err == nil {
		t.Error("nil settings accepted")
	}
}

func TestOverRealHTTP(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch hits.Add(1) {
		case 1:
			time.Sleep(200 * time.Millisecond) // longer than the attempt's timeout
		case 2:
			w.Header().Set("Retry-After-Ms", "1")
			w.WriteHeader(http.StatusServiceUnavailable)
		default:
			body, _ := io.ReadAll(r.Body)
			_, _ = w.Write(body)
		}
	}))
	defer srv.Close()
	var echo map[string]any
	err := ExecuteNewRequest(context.Background(), http.MethodPost, "echo", map[string]any{"n": 1}, &echo,
		WithSettings(testSettings()), WithBaseURL(srv.URL), WithClientValue("api_key", "k"), WithRequestTimeout(50*time.Millisecond))
	if err != nil || echo["n"] != float64(1) || hits.Load() != 3 {
		t.Fatalf("err %v, echo %v, %d hits", err, echo, hits.Load())
	}
	srv.Close()
	err = ExecuteNewRequest(context.Background(), http.MethodGet, "gone?api_key=hidden", nil, nil, WithSettings(testSettings()),
		WithBaseURL(srv.URL), WithClientValue("api_key", "k"), WithMaxRetries(1))
	if err == nil || !strings.Contains(err.Error(), `GET "`+srv.URL+`/gone?api_key=hidden"`) {
		t.Errorf("connection error: %v", err)
	}
}

func TestClientValue(t *testing.T) {
	settings := &Settings{Options: []ClientOption{{Name: "webhook_secret"}, {Name: "region", Default: "us"}}}
	cases := []struct {
		name string
		opts []RequestOption
		want string
	}{
		{"given", []RequestOption{WithSettings(settings), WithClientValue("webhook_secret", "whsec_a")}, "whsec_a"},
		{"the last one given wins", []RequestOption{WithSettings(settings), WithClientValue("webhook_secret", "whsec_a"), WithClientValue("webhook_secret", "whsec_b")}, "whsec_b"},
		{"unset", []RequestOption{WithSettings(settings), WithHeader("X-Other", "1")}, ""},
		{"default", []RequestOption{WithSettings(settings)}, "us"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			option := "webhook_secret"
			if c.name == "default" {
				option = "region"
			}
			got, err := ClientValue(option, c.opts...)
			if err != nil || got != c.want {
				t.Errorf("ClientValue = %q, %v; want %q", got, err, c.want)
			}
		})
	}
}
