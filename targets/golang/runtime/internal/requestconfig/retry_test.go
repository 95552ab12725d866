package requestconfig

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
)

func TestRetriedStatuses(t *testing.T) {
	cases := []struct {
		status      int
		shouldRetry string
		requests    int
	}{
		{408, "", 3}, {409, "", 3}, {429, "", 3}, {500, "", 3}, {503, "", 3}, {599, "", 3},
		{400, "", 1}, {401, "", 1}, {404, "", 1}, {422, "", 1},
		{400, "true", 3}, {503, "false", 1}, {200, "true", 3},
	}
	for _, c := range cases {
		f := newFake(reply(c.status, `{"error":{"message":"boom"}}`, "X-Should-Retry", c.shouldRetry))
		err := call(f, http.MethodGet, "items", nil, nil)
		if n := len(f.requests()); n != c.requests {
			t.Errorf("%d (x-should-retry %q): %d requests, want %d", c.status, c.shouldRetry, n, c.requests)
		}
		var apiErr *apierror.Error
		if c.status >= 400 && (!errors.As(err, &apiErr) || apiErr.StatusCode != c.status) {
			t.Errorf("%d: err = %v", c.status, err)
		}
	}
}

func TestRetryThenSuccess(t *testing.T) {
	f := newFake(reply(500, `{}`), reply(503, `{}`), ok200)
	var res map[string]any
	if err := call(f, http.MethodGet, "items", nil, &res); err != nil {
		t.Fatal(err)
	}
	if len(f.requests()) != 3 || res["id"] != "item_1" {
		t.Errorf("%d requests, res %v", len(f.requests()), res)
	}
}

func TestLastAttemptErrorIsReturned(t *testing.T) {
	f := newFake(reply(500, `{"error":{"message":"first"}}`), reply(502, `{"error":{"message":"last"}}`, "X-Should-Retry", "false"))
	err := call(f, http.MethodGet, "items", nil, nil)
	var apiErr *apierror.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 502 || apiErr.Message != "last" {
		t.Fatalf("err = %v", err)
	}
}

func TestMaxRetriesPrecedence(t *testing.T) {
	two, three := 2, 3
	cases := []struct {
		name     string
		opts     []RequestOption
		requests int
	}{
		{"settings", nil, 3},
		{"method default", []RequestOption{WithMethodDefaults(nil, &three)}, 4},
		{"client beats method default", []RequestOption{WithMaxRetries(0), WithMethodDefaults(nil, &three)}, 1},
		{"call beats client", []RequestOption{WithMaxRetries(0), WithMethodDefaults(nil, &two), WithMaxRetries(1)}, 2},
	}
	for _, c := range cases {
		f := newFake(reply(500, `{}`))
		_ = call(f, http.MethodGet, "items", nil, nil, c.opts...)
		if n := len(f.requests()); n != c.requests {
			t.Errorf("%s: %d requests, want %d", c.name, n, c.requests)
		}
	}
	if err := call(newFake(ok200), http.MethodGet, "items", nil, nil, WithMaxRetries(-1)); err == nil {
		t.Error("negative retries accepted")
	}
}

func TestBackoffSchedule(t *testing.T) {
	s := testSettings()
	s.InitialRetryDelay, s.MaxRetryDelay = 100*time.Millisecond, 500*time.Millisecond
	for _, c := range []struct {
		u    float64
		want []float64 // ms
	}{
		{0, []float64{100, 200, 400, 500, 500}},
		{0.5, []float64{87.5, 175, 350, 437.5, 437.5}},
	} {
		clk := &clock{u: c.u}
		f := newFake(reply(500, `{}`))
		_ = ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, append(base(f, clk, s), WithMaxRetries(5))...)
		got := clk.delays()
		if len(got) != len(c.want) {
			t.Fatalf("u=%v: delays %v", c.u, got)
		}
		for i, w := range c.want {
			if want := time.Duration(w * float64(time.Millisecond)); got[i] != want {
				t.Errorf("u=%v: retry %d waited %v, want %v", c.u, i+1, got[i], want)
			}
		}
	}
}

func TestDefaultBackoff(t *testing.T) {
	s := &Settings{}
	want := []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 8 * time.Second}
	for k, w := range want {
		if got := s.backoff(k+1, 0); got != w {
			t.Errorf("retry %d: %v, want %v", k+1, got, w)
		}
	}
	if got := s.backoff(1000, 0.999); got < 6*time.Second || got > 8*time.Second {
		t.Errorf("retry 1000: %v", got)
	}
}

func TestServerRequestedWaits(t *testing.T) {
	now := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	backoff := time.Millisecond // the first retry's backoff with u = 0
	cases := []struct {
		name   string
		header []string
		want   time.Duration
	}{
		{"retry-after seconds", []string{"Retry-After", "2"}, 2 * time.Second},
		{"retry-after fraction", []string{"Retry-After", "0.25"}, 250 * time.Millisecond},
		{"retry-after-ms", []string{"Retry-After-Ms", "150.5"}, 150500 * time.Microsecond},
		{"retry-after-ms first", []string{"Retry-After-Ms", "40", "Retry-After", "3"}, 40 * time.Millisecond},
		{"http date", []string{"Retry-After", now.Add(30 * time.Second).Format(http.TimeFormat)}, 30 * time.Second},
		{"over 60 s", []string{"Retry-After", "61"}, backoff},
		{"exactly 60 s", []string{"Retry-After", "60"}, 60 * time.Second},
		{"zero", []string{"Retry-After", "0"}, backoff},
		{"date in the past", []string{"Retry-After", now.Add(-time.Minute).Format(http.TimeFormat)}, backoff},
		{"garbage", []string{"Retry-After", "soon"}, backoff},
	}
	for _, c := range cases {
		clk := &clock{at: now}
		f := newFake(reply(429, `{}`, c.header...), ok200)
		if err := ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, base(f, clk, nil)...); err != nil {
			t.Fatal(err)
		}
		if got := clk.delays(); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: waited %v, want %v", c.name, got, c.want)
		}
	}
}

func TestRetryCountHeader(t *testing.T) {
	f := newFake(reply(500, `{}`), reply(500, `{}`), ok200)
	if err := call(f, http.MethodGet, "items", nil, nil); err != nil {
		t.Fatal(err)
	}
	for i, r := range f.requests() {
		if got := r.req.Header.Get("X-Sdkgen-Retry-Count"); got != []string{"0", "1", "2"}[i] {
			t.Errorf("attempt %d sent X-Sdkgen-Retry-Count %q", i, got)
		}
	}
	f = newFake(reply(500, `{}`), ok200)
	if err := call(f, http.MethodGet, "items", nil, nil, WithHeader("X-Sdkgen-Retry-Count", "7")); err != nil {
		t.Fatal(err)
	}
	for i, r := range f.requests() {
		if got := r.req.Header.Get("X-Sdkgen-Retry-Count"); got != "7" {
			t.Errorf("caller's header: attempt %d sent %q", i, got)
		}
	}
}

func TestConnectionErrorsRetried(t *testing.T) {
	refused := func(*http.Request) (*http.Response, error) { return nil, errors.New("connection refused") }
	f := newFake(refused, refused, ok200)
	if err := call(f, http.MethodGet, "items", nil, nil); err != nil {
		t.Fatal(err)
	}
	if len(f.requests()) != 3 {
		t.Errorf("%d requests", len(f.requests()))
	}
	f = newFake(refused)
	err := call(f, http.MethodGet, "items", nil, nil)
	var apiErr *apierror.Error
	if err == nil || errors.As(err, &apiErr) || !strings.Contains(err.Error(), "connection refused") || len(f.requests()) != 3 {
		t.Errorf("exhausted: %v after %d requests", err, len(f.requests()))
	}
}

func TestBodyReadErrorRetried(t *testing.T) {
	broken := func(req *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(iotest.ErrReader(errors.New("reset")))}, nil
	}
	f := newFake(broken, ok200)
	var res map[string]any
	if err := call(f, http.MethodGet, "items", nil, &res); err != nil || res["id"] != "item_1" {
		t.Fatalf("err %v, res %v", err, res)
	}
}

func TestReplayableBodyRetried(t *testing.T) {
	for _, body := range []io.Reader{strings.NewReader("payload"), bytes.NewBufferString("payload"), bytes.NewReader([]byte("payload"))} {
		f := newFake(reply(500, `{}`), ok200)
		if err := call(f, http.MethodPost, "uploads", nil, nil, WithRequestBody("text/plain", body)); err != nil {
			t.Fatal(err)
		}
		got := f.requests()
		if len(got) != 2 || got[0].body != "payload" || got[1].body != "payload" {
			t.Errorf("%T: %d requests: %+v", body, len(got), got)
		}
	}
}

func TestOneShotBodyNotRetried(t *testing.T) {
	f := newFake(reply(500, `{}`), ok200)
	body := io.MultiReader(strings.NewReader("pay"), strings.NewReader("load"))
	err := call(f, http.MethodPost, "uploads", nil, nil, WithRequestBody("application/octet-stream", body))
	var apiErr *apierror.Error
	if !errors.As(err, &apiErr) || len(f.requests()) != 1 || f.last(t).body != "payload" {
		t.Errorf("err %v after %d requests", err, len(f.requests()))
	}
}

func TestIdempotencyKey(t *testing.T) {
	f := newFake(reply(500, `{}`), reply(500, `{}`), ok200)
	if err := call(f, http.MethodPost, "items", nil, nil); err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	for _, r := range f.requests() {
		keys[r.req.Header.Get("Idempotency-Key")] = true
	}
	var key string
	for k := range keys {
		key = k
	}
	if len(keys) != 1 || !uuidKey.MatchString(key) {
		t.Fatalf("keys across retries: %v", keys)
	}
	f2 := newFake(ok200)
	_ = call(f2, http.MethodPost, "items", nil, nil)
	if f2.last(t).req.Header.Get("Idempotency-Key") == key {
		t.Error("two calls share a key")
	}
	f3 := newFake(ok200)
	_ = call(f3, http.MethodGet, "items", nil, nil)
	if _, ok := f3.last(t).req.Header["Idempotency-Key"]; ok {
		t.Error("a GET got a key")
	}
}

func TestCallerIdempotencyKeyWins(t *testing.T) {
	for _, opt := range []RequestOption{WithIdempotencyKey("caller-1"), WithHeader("Idempotency-Key", "caller-1")} {
		f := newFake(reply(500, `{}`), ok200)
		if err := call(f, http.MethodPost, "items", nil, nil, opt); err != nil {
			t.Fatal(err)
		}
		for i, r := range f.requests() {
			if got := r.req.Header.Get("Idempotency-Key"); got != "caller-1" {
				t.Errorf("attempt %d sent %q", i, got)
			}
		}
	}
	s := testSettings()
	s.IdempotencyHeader = ""
	f := newFake(ok200)
	_ = ExecuteNewRequest(context.Background(), http.MethodPost, "items", nil, nil, base(f, &clock{}, s)...)
	if _, ok := f.last(t).req.Header["Idempotency-Key"]; ok {
		t.Error("a key without an idempotency header configured")
	}
	f = newFake(ok200)
	_ = ExecuteNewRequest(context.Background(), http.MethodPost, "items", nil, nil, append(base(f, &clock{}, s), WithIdempotencyKey("k"))...)
	if got := f.last(t).req.Header.Get("Idempotency-Key"); got != "k" {
		t.Errorf("explicit key without a configured header: %q", got)
	}
}
