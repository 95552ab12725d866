// Package requestconfig builds and executes the requests of a generated SDK: base URL and environments, params
// encoding, headers, auth, idempotency, per-attempt timeouts, retries with backoff, logging and response decoding
// (SDK-QUALITY.md §1–§7, §9, §10). Everything API-specific arrives as a Settings value.
package requestconfig

import (
	"context"
	"io"
	"log"
	"log/slog"
	"maps"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"time"
)

// RequestOption changes a request before it is sent. Options apply in order: the client's (starting with
// WithSettings), the method's own, then the call's.
type RequestOption interface {
	Apply(*RequestConfig) error
}

// RequestOptionFunc adapts a function to RequestOption.
type RequestOptionFunc func(*RequestConfig) error

// Apply calls f.
func (f RequestOptionFunc) Apply(cfg *RequestConfig) error { return f(cfg) }

// HTTPDoer sends one HTTP request: *http.Client or anything wrapping one.
type HTTPDoer interface {
	Do(*http.Request) (*http.Response, error)
}

// Middleware sees every attempt: it may change the request, call next, and inspect or replace the response.
type Middleware = func(*http.Request, MiddlewareNext) (*http.Response, error)

// MiddlewareNext continues an attempt through the remaining middleware and the HTTP client.
type MiddlewareNext = func(*http.Request) (*http.Response, error)

// RequestConfig is one call being built and then executed. Request holds the method, the URL (relative to the base
// URL unless absolute) with its query, and the headers options set; Execute derives every attempt from it and
// leaves it unchanged, so a config can be cloned and executed again (pagination).
type RequestConfig struct {
	Context context.Context
	Request *http.Request
	// ResponseInto, when set, receives the final response. Its body is left unread when nothing is decoded from
	// it; otherwise it is read, decoded and replaced by an in-memory copy.
	ResponseInto **http.Response

	settings     *Settings
	dst          any
	unwrap       []string
	body         requestBody
	values       map[string]string
	baseURL      string
	environment  string
	security     [][]string
	securitySet  bool
	maxRetries   *int
	methodMax    *int
	timeout      *time.Duration
	methodTime   *time.Duration
	client       HTTPDoer
	middlewares  []Middleware
	debugLog     *log.Logger
	idemKey      string
	touched      map[string]bool // canonical header names set or removed by header options
	touchedQuery map[string]bool // query params set or removed by query options
	hooks        hooks
}

// hooks are the clock, randomness and logger, replaced by the package's tests.
type hooks struct {
	sleep  func(context.Context, time.Duration) error
	random func() float64
	now    func() time.Time
	logger *slog.Logger
}

// requestBody is the request body: data is replayed on every attempt; a reader is sent once, so a call with one is
// never retried (net/http could not replay it either: it has no GetBody).
type requestBody struct {
	data   []byte
	reader io.Reader
	isJSON bool
}

func (b requestBody) replayable() bool { return b.reader == nil }

// NewRequestConfig builds a call: path is relative to the base URL (or absolute), params is nil or a params struct
// (see README.md for the interfaces it may implement), dst receives the decoded response. The options apply last.
func NewRequestConfig(ctx context.Context, method, path string, params any, dst any, opts ...RequestOption) (*RequestConfig, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	req, err := http.NewRequestWithContext(ctx, method, path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	cfg := &RequestConfig{Context: ctx, Request: req, dst: dst}
	if err := cfg.encodeParams(params); err != nil {
		return nil, err
	}
	if err := cfg.Apply(opts...); err != nil {
		return nil, err
	}
	return cfg, nil
}

// ExecuteNewRequest builds a call and executes it: the whole of a generated method's work.
func ExecuteNewRequest(ctx context.Context, method, path string, params any, dst any, opts ...RequestOption) error {
	cfg, err := NewRequestConfig(ctx, method, path, params, dst, opts...)
	if err != nil {
		return err
	}
	return cfg.Execute()
}

// Apply applies options in order and stops at the first error.
func (cfg *RequestConfig) Apply(opts ...RequestOption) error {
	for _, o := range opts {
		if o == nil {
			continue
		}
		if err := o.Apply(cfg); err != nil {
			return err
		}
	}
	return nil
}

// Clone copies the config for another request with ctx: changing the copy's headers, query or body leaves cfg
// alone.
func (cfg *RequestConfig) Clone(ctx context.Context) *RequestConfig {
	if ctx == nil {
		ctx = cfg.Context
	}
	c := *cfg
	c.Context = ctx
	c.Request = cfg.Request.Clone(ctx)
	c.unwrap = slices.Clone(cfg.unwrap)
	c.body.data = slices.Clone(cfg.body.data)
	c.values = maps.Clone(cfg.values)
	c.middlewares = slices.Clone(cfg.middlewares)
	c.touched = maps.Clone(cfg.touched)
	c.touchedQuery = maps.Clone(cfg.touchedQuery)
	return &c
}

// settingsOrZero is the settings, or empty ones (contract defaults) when no WithSettings was given.
func (cfg *RequestConfig) settingsOrZero() *Settings {
	if cfg.settings == nil {
		return &Settings{}
	}
	return cfg.settings
}

// ClientValue is the value the options give the client option called name: the one WithClientValue set (an
// option.With<Option>, or DefaultClientOptions from the environment), else its default, else "". Webhook
// verification reads the secret with it.
func ClientValue(name string, opts ...RequestOption) (string, error) {
	cfg, err := NewRequestConfig(context.Background(), http.MethodPost, "", nil, nil, opts...)
	if err != nil {
		return "", err
	}
	for _, o := range cfg.settingsOrZero().Options {
		if o.Name == name {
			v, _ := cfg.value(o)
			return v, nil
		}
	}
	return cfg.values[name], nil
}

// value is a client option's value: the one given, else its default.
func (cfg *RequestConfig) value(o ClientOption) (string, bool) {
	if v := cfg.values[o.Name]; v != "" {
		return v, true
	}
	return o.Default, o.Default != ""
}

func (cfg *RequestConfig) touch(name string) {
	if cfg.touched == nil {
		cfg.touched = map[string]bool{}
	}
	cfg.touched[http.CanonicalHeaderKey(name)] = true
}

func (cfg *RequestConfig) isTouched(name string) bool {
	return cfg.touched[http.CanonicalHeaderKey(name)]
}

// editQuery changes the request's query and remembers that an option owns key.
func (cfg *RequestConfig) editQuery(key string, edit func(url.Values)) {
	q := cfg.Request.URL.Query()
	edit(q)
	cfg.Request.URL.RawQuery = q.Encode()
	if cfg.touchedQuery == nil {
		cfg.touchedQuery = map[string]bool{}
	}
	cfg.touchedQuery[key] = true
}

func (cfg *RequestConfig) sleep(d time.Duration) error {
	if cfg.hooks.sleep != nil {
		return cfg.hooks.sleep(cfg.Context, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-cfg.Context.Done():
		return cfg.Context.Err()
	case <-t.C:
		return nil
	}
}

func (cfg *RequestConfig) random() float64 {
	if cfg.hooks.random != nil {
		return cfg.hooks.random()
	}
	return rand.Float64()
}

func (cfg *RequestConfig) now() time.Time {
	if cfg.hooks.now != nil {
		return cfg.hooks.now()
	}
	return time.Now()
}
