package requestconfig

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// The core tests run against fake, a scripted HTTP client: no network, no real sleeping (the hooks record the
// delays instead).

// answer produces one response (or error) of the script.
type answer func(*http.Request) (*http.Response, error)

// seen is one request the fake received.
type seen struct {
	req  *http.Request
	body string
}

// fake answers requests from a script, in order; the last answer repeats.
type fake struct {
	mu     sync.Mutex
	script []answer
	got    []seen
}

func newFake(script ...answer) *fake { return &fake{script: script} }

func (f *fake) Do(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		body, _ = io.ReadAll(req.Body)
		_ = req.Body.Close()
	}
	f.mu.Lock()
	n := len(f.got)
	f.got = append(f.got, seen{req: req, body: string(body)})
	a := f.script[min(n, len(f.script)-1)]
	f.mu.Unlock()
	return a(req)
}

func (f *fake) requests() []seen {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]seen(nil), f.got...)
}

func (f *fake) last(t *testing.T) seen {
	t.Helper()
	got := f.requests()
	if len(got) == 0 {
		t.Fatal("no request was sent")
	}
	return got[len(got)-1]
}

// reply answers with a status, a body and header pairs ("Name", "value", ...).
func reply(status int, body string, header ...string) answer {
	return func(req *http.Request) (*http.Response, error) {
		h := http.Header{"Content-Type": {"application/json"}}
		for i := 0; i+1 < len(header); i += 2 {
			h.Set(header[i], header[i+1])
		}
		return &http.Response{StatusCode: status, Status: http.StatusText(status), Header: h, Request: req,
			Body: io.NopCloser(strings.NewReader(body))}, nil
	}
}

var ok200 = reply(200, `{"id":"item_1","name":"Widget"}`)

// hang waits for the attempt's context to end, as a server that never answers.
func hang(req *http.Request) (*http.Response, error) {
	<-req.Context().Done()
	return nil, req.Context().Err()
}

// clock records the delays the retry loop asks for and answers random and now.
type clock struct {
	mu     sync.Mutex
	sleeps []time.Duration
	u      float64
	at     time.Time
}

func (c *clock) delays() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]time.Duration(nil), c.sleeps...)
}

// withClock replaces sleeping, randomness and time with c.
func withClock(c *clock) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.hooks.sleep = func(ctx context.Context, d time.Duration) error {
			c.mu.Lock()
			c.sleeps = append(c.sleeps, d)
			c.mu.Unlock()
			return ctx.Err()
		}
		cfg.hooks.random = func() float64 { return c.u }
		cfg.hooks.now = func() time.Time { return c.at }
		return nil
	})
}

// withLogger sends the slog output to buf at the given level.
func withLogger(buf *syncBuffer, level slog.Level) RequestOption {
	return RequestOptionFunc(func(cfg *RequestConfig) error {
		cfg.hooks.logger = slog.New(slog.NewTextHandler(buf, &slog.HandlerOptions{Level: level}))
		return nil
	})
}

type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// testSettings is a kitchen-sink API: three auth alternatives, an environment pair, a default header.
func testSettings() *Settings {
	return &Settings{
		ClientName: "Acme", Lang: "go", Version: "1.2.3", EnvPrefix: "SDKGENRCTEST",
		BaseURL:      "https://api.acme.test/v1",
		Environments: map[string]string{"production": "https://api.acme.test/v1", "sandbox": "https://sandbox.acme.test/v1"},
		Timeout:      5 * time.Second, MaxRetries: 2, InitialRetryDelay: time.Millisecond, MaxRetryDelay: 4 * time.Millisecond,
		IdempotencyHeader: "Idempotency-Key",
		Headers:           map[string]string{"X-Acme-Client": "sdk"},
		Options: []ClientOption{
			{Name: "api_key", Env: "ACME_API_KEY", Arg: "option.WithAPIKey"},
			{Name: "username", Env: "ACME_USERNAME", Arg: "option.WithUsername"},
			{Name: "password", Env: "ACME_PASSWORD", Arg: "option.WithPassword"},
			{Name: "token", Env: "ACME_TOKEN", Arg: "option.WithToken"},
			{Name: "org_id", SendInHeader: "X-Org-Id", Default: "org_default"},
			{Name: "tenant", SendAsQueryParam: "tenant"},
		},
		Auth: []AuthScheme{
			{Name: "ApiKeyAuth", Kind: AuthAPIKeyHeader, ParamName: "X-Api-Key", Value: "api_key"},
			{Name: "BasicAuth", Kind: AuthBasic, Username: "username", Password: "password"},
			{Name: "BearerAuth", Kind: AuthBearer, Value: "token"},
		},
		Security:        [][]string{{"ApiKeyAuth"}, {"BasicAuth"}, {"BearerAuth"}},
		MessageProperty: "error.message",
	}
}

// base are the options of a client over f: settings, the fake, an API key and a recording clock.
func base(f *fake, c *clock, s *Settings) []RequestOption {
	if s == nil {
		s = testSettings()
	}
	return []RequestOption{WithSettings(s), WithHTTPClient(f), WithClientValue("api_key", "key-1"), withClock(c)}
}

// call runs one call over f with the client options of base plus opts.
func call(f *fake, method, path string, params, dst any, opts ...RequestOption) error {
	c := &clock{}
	return ExecuteNewRequest(context.Background(), method, path, params, dst, append(base(f, c, nil), opts...)...)
}

// uuidKey is an idempotency key: sdkgen-go-retry-<uuid4 in lower-case hex>.
var uuidKey = regexp.MustCompile(`^sdkgen-go-retry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
