package option_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/requestconfig"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/option"
)

// received is what the test server saw of one request.
type received struct {
	method, path, query, body string
	header                    http.Header
}

// server answers each request with the next status of statuses (the last repeats) and records it.
type server struct {
	*httptest.Server
	mu  sync.Mutex
	got []received
}

func newServer(t *testing.T, statuses ...int) *server {
	s := &server{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		n := len(s.got)
		s.got = append(s.got, received{r.Method, r.URL.Path, r.URL.RawQuery, string(body), r.Header.Clone()})
		s.mu.Unlock()
		if strings.HasSuffix(r.URL.Path, "/slow") && n == 0 {
			time.Sleep(150 * time.Millisecond)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(statuses[min(n, len(statuses)-1)])
		_, _ = w.Write([]byte(`{"id":"item_1","data":{"name":"Widget"}}`))
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *server) requests() []received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]received(nil), s.got...)
}

func settings(url string) *requestconfig.Settings {
	return &requestconfig.Settings{
		ClientName: "Acme", Version: "1.0.0", BaseURL: url + "/default", MaxRetries: 2,
		Environments:      map[string]string{"sandbox": url + "/sandbox"},
		InitialRetryDelay: time.Millisecond, MaxRetryDelay: time.Millisecond,
		Options:  []requestconfig.ClientOption{{Name: "api_key", Env: "ACME_API_KEY", Arg: "option.WithAPIKey"}},
		Auth:     []requestconfig.AuthScheme{{Name: "Key", Kind: requestconfig.AuthAPIKeyHeader, ParamName: "X-Api-Key", Value: "api_key"}},
		Security: [][]string{{"Key"}},
	}
}

// do makes a call the way a generated method does: the client's options, then the call's.
func do(s *server, method, path string, params, dst any, opts ...option.RequestOption) error {
	client := []option.RequestOption{requestconfig.WithSettings(settings(s.URL)), option.WithClientValue("api_key", "k1")}
	return requestconfig.ExecuteNewRequest(context.Background(), method, path, params, dst, append(client, opts...)...)
}

func TestURLOptions(t *testing.T) {
	s := newServer(t, 200)
	for _, opts := range [][]option.RequestOption{nil, {option.WithEnvironment("sandbox")}, {option.WithBaseURL(s.URL + "/custom/")}} {
		if err := do(s, http.MethodGet, "items", nil, nil, opts...); err != nil {
			t.Fatal(err)
		}
	}
	got := s.requests()
	if got[0].path != "/default/items" || got[1].path != "/sandbox/items" || got[2].path != "/custom/items" {
		t.Errorf("paths %q %q %q", got[0].path, got[1].path, got[2].path)
	}
	if got[0].header.Get("X-Api-Key") != "k1" || got[0].header.Get("User-Agent") != "Acme/Go 1.0.0" {
		t.Errorf("headers %v", got[0].header)
	}
	if err := do(s, http.MethodGet, "items", nil, nil, option.WithBaseURL(s.URL), option.WithEnvironment("sandbox")); err == nil {
		t.Error("an environment and a base URL together")
	}
}

func TestHeaderAndQueryOptions(t *testing.T) {
	s := newServer(t, 200)
	err := do(s, http.MethodGet, "items?keep=1&drop=1", nil, nil,
		option.WithHeader("X-One", "1"), option.WithHeaderAdd("X-One", "2"), option.WithHeader("X-Gone", "x"), option.WithHeaderDel("X-Gone"),
		option.WithQuery("a", "1"), option.WithQueryAdd("a", "2"), option.WithQueryDel("drop"))
	if err != nil {
		t.Fatal(err)
	}
	r := s.requests()[0]
	if strings.Join(r.header.Values("X-One"), ",") != "1,2" || r.header.Get("X-Gone") != "" || r.query != "a=1&a=2&keep=1" {
		t.Errorf("headers %v, query %q", r.header, r.query)
	}
}

func TestBodyOptions(t *testing.T) {
	s := newServer(t, 200)
	if err := do(s, http.MethodPost, "items", map[string]any{"name": "w", "old": 1}, nil,
		option.WithJSONSet("meta.owner", "ada"), option.WithJSONDel("old")); err != nil {
		t.Fatal(err)
	}
	if err := do(s, http.MethodPost, "raw", nil, nil, option.WithRequestBody("text/plain", "hello")); err != nil {
		t.Fatal(err)
	}
	got := s.requests()
	if got[0].body != `{"name":"w","meta":{"owner":"ada"}}` {
		t.Errorf("JSON body %s", got[0].body)
	}
	if got[1].body != "hello" || got[1].header.Get("Content-Type") != "text/plain" {
		t.Errorf("raw body %q %q", got[1].body, got[1].header.Get("Content-Type"))
	}
}

func TestResponseOptions(t *testing.T) {
	s := newServer(t, 200)
	var res *http.Response
	var decoded struct{ ID string }
	if err := do(s, http.MethodGet, "items", nil, &decoded, option.WithResponseInto(&res)); err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if decoded.ID != "item_1" || res.StatusCode != 200 || !strings.Contains(string(body), "item_1") {
		t.Errorf("decoded %+v, response %d %s", decoded, res.StatusCode, body)
	}
	var instead map[string]any
	var ignored struct{ ID string }
	if err := do(s, http.MethodGet, "items", nil, &ignored, option.WithResponseBodyInto(&instead)); err != nil {
		t.Fatal(err)
	}
	if ignored.ID != "" || instead["id"] != "item_1" {
		t.Errorf("ignored %+v, instead %v", ignored, instead)
	}
}

func TestRetryAndTimeoutOptions(t *testing.T) {
	s := newServer(t, 503)
	_ = do(s, http.MethodGet, "items", nil, nil, option.WithMaxRetries(1))
	if n := len(s.requests()); n != 2 {
		t.Errorf("WithMaxRetries(1): %d requests", n)
	}
	slow := newServer(t, 200)
	if err := do(slow, http.MethodGet, "slow", nil, nil, option.WithRequestTimeout(50*time.Millisecond)); err != nil {
		t.Fatalf("the retry after a timeout failed: %v", err)
	}
	got := slow.requests()
	if len(got) != 2 || got[0].header.Get("X-Sdkgen-Timeout") != "0" {
		t.Errorf("%d requests, timeout header %q", len(got), got[0].header.Get("X-Sdkgen-Timeout"))
	}
	err := do(newServer(t, 200), http.MethodGet, "slow", nil, nil, option.WithRequestTimeout(50*time.Millisecond), option.WithMaxRetries(0))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("timeout error %v", err)
	}
}

type countingClient struct{ n int }

func (c *countingClient) Do(req *http.Request) (*http.Response, error) {
	c.n++
	return http.DefaultClient.Do(req)
}

func TestClientMiddlewareIdempotencyAndDebugLog(t *testing.T) {
	s := newServer(t, 500, 200)
	client := &countingClient{}
	var order []string
	mw := func(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
		order = append(order, req.Header.Get("X-Sdkgen-Retry-Count"))
		return next(req)
	}
	var logged bytes.Buffer
	err := do(s, http.MethodPost, "items", map[string]string{"a": "b"}, nil, option.WithHTTPClient(client), option.WithMiddleware(mw),
		option.WithIdempotencyKey("key-1"), option.WithDebugLog(log.New(&logged, "", 0)))
	if err != nil {
		t.Fatal(err)
	}
	got := s.requests()
	if client.n != 2 || strings.Join(order, ",") != "0,1" {
		t.Errorf("client saw %d requests, middleware %v", client.n, order)
	}
	if got[0].header.Get("Idempotency-Key") != "key-1" || got[1].header.Get("Idempotency-Key") != "key-1" {
		t.Errorf("idempotency keys %q %q", got[0].header.Get("Idempotency-Key"), got[1].header.Get("Idempotency-Key"))
	}
	if out := logged.String(); !strings.Contains(out, "POST "+s.URL+"/default/items") || !strings.Contains(out, "X-Api-Key: ***") || strings.Contains(out, "k1") {
		t.Errorf("debug log:\n%s", out)
	}
}
