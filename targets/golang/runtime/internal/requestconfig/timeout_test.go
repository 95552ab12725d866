package requestconfig

import (
	"context"
	"errors"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
)

func TestTimedOutAttemptsRetriedThenDeadlineExceeded(t *testing.T) {
	f := newFake(hang)
	start := time.Now()
	err := call(f, http.MethodGet, "items", nil, nil, WithRequestTimeout(20*time.Millisecond))
	if !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want DeadlineExceeded", err)
	}
	var apiErr *apierror.Error
	if errors.As(err, &apiErr) {
		t.Errorf("a timeout is not a status error: %v", err)
	}
	if n := len(f.requests()); n != 3 {
		t.Errorf("%d attempts, want 3", n)
	}
	if elapsed := time.Since(start); elapsed < 60*time.Millisecond {
		t.Errorf("three 20 ms attempts took %v", elapsed)
	}
}

func TestTimeoutThenSuccess(t *testing.T) {
	f := newFake(hang, ok200)
	var res map[string]any
	if err := call(f, http.MethodGet, "items", nil, &res, WithRequestTimeout(20*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	if res["id"] != "item_1" || len(f.requests()) != 2 {
		t.Errorf("res %v after %d requests", res, len(f.requests()))
	}
}

func TestSlowBodyCountsAgainstTheTimeout(t *testing.T) {
	slowBody := func(req *http.Request) (*http.Response, error) {
		pr, pw := io.Pipe()
		go func() {
			<-req.Context().Done()
			_ = pw.CloseWithError(req.Context().Err())
		}()
		return &http.Response{StatusCode: 200, Header: http.Header{}, Body: pr}, nil
	}
	f := newFake(slowBody)
	err := call(f, http.MethodGet, "items", nil, new(map[string]any), WithRequestTimeout(20*time.Millisecond), WithMaxRetries(1))
	if !errors.Is(err, context.DeadlineExceeded) || len(f.requests()) != 2 {
		t.Fatalf("err = %v after %d requests", err, len(f.requests()))
	}
}

func TestStreamOutlivesTheTimeout(t *testing.T) {
	stream := func(req *http.Request) (*http.Response, error) {
		pr, pw := io.Pipe()
		go func() {
			time.Sleep(60 * time.Millisecond) // longer than the attempt's timeout
			_, _ = pw.Write([]byte("data: {}\n\n"))
			_ = pw.Close()
		}()
		return &http.Response{StatusCode: 200, Header: http.Header{"Content-Type": {"text/event-stream"}}, Body: pr}, nil
	}
	var raw *http.Response
	if err := call(newFake(stream), http.MethodPost, "chats", nil, &raw, WithRequestTimeout(20*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = raw.Body.Close() }()
	data, err := io.ReadAll(raw.Body)
	if err != nil || string(data) != "data: {}\n\n" {
		t.Fatalf("read %q, %v", data, err)
	}
}

func TestCallerDeadlineNotRetried(t *testing.T) {
	f := newFake(hang)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	err := ExecuteNewRequest(ctx, http.MethodGet, "items", nil, nil, base(f, &clock{}, nil)...)
	if !errors.Is(err, context.DeadlineExceeded) || len(f.requests()) != 1 {
		t.Fatalf("err = %v after %d requests", err, len(f.requests()))
	}
}

func TestCancellationNotRetried(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f := newFake(func(req *http.Request) (*http.Response, error) {
		cancel()
		return nil, errors.New("connection reset")
	})
	err := ExecuteNewRequest(ctx, http.MethodGet, "items", nil, nil, base(f, &clock{}, nil)...)
	if !errors.Is(err, context.Canceled) || len(f.requests()) != 1 {
		t.Fatalf("err = %v after %d requests", err, len(f.requests()))
	}
}

func TestCancellationDuringBackoff(t *testing.T) {
	s := testSettings()
	s.InitialRetryDelay, s.MaxRetryDelay = time.Hour, time.Hour
	ctx, cancel := context.WithCancel(context.Background())
	f := newFake(func(req *http.Request) (*http.Response, error) {
		cancel()
		return reply(503, `{}`)(req)
	})
	opts := []RequestOption{WithSettings(s), WithHTTPClient(f), WithClientValue("api_key", "k")} // real sleeping
	done := make(chan error, 1)
	go func() { done <- ExecuteNewRequest(ctx, http.MethodGet, "items", nil, nil, opts...) }()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) || len(f.requests()) != 1 {
			t.Fatalf("err = %v after %d requests", err, len(f.requests()))
		}
	case <-time.After(5 * time.Second):
		t.Fatal("cancellation did not stop the backoff")
	}
}

func TestTimeoutHeader(t *testing.T) {
	method := 2 * time.Second
	s := testSettings()
	s.Timeout = 0 // the contract's 60 s
	cases := []struct {
		name string
		s    *Settings
		opts []RequestOption
		want string
	}{
		{"settings", nil, nil, "5"},
		{"contract default", s, nil, "60"},
		{"client, rounded down", nil, []RequestOption{WithRequestTimeout(7500 * time.Millisecond)}, "7"},
		{"method default", nil, []RequestOption{WithMethodDefaults(&method, nil)}, "2"},
		{"client beats method default", nil, []RequestOption{WithRequestTimeout(7500 * time.Millisecond), WithMethodDefaults(&method, nil)}, "7"},
		{"call beats client", nil, []RequestOption{WithRequestTimeout(7500 * time.Millisecond), WithRequestTimeout(2500 * time.Millisecond)}, "2"},
		{"under a second", nil, []RequestOption{WithRequestTimeout(200 * time.Millisecond)}, "0"},
		{"no timeout", nil, []RequestOption{WithRequestTimeout(0)}, ""},
	}
	for _, c := range cases {
		f := newFake(ok200)
		if err := ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, append(base(f, &clock{}, c.s), c.opts...)...); err != nil {
			t.Fatal(err)
		}
		if got := f.last(t).req.Header.Get("X-Sdkgen-Timeout"); got != c.want {
			t.Errorf("%s: X-Sdkgen-Timeout %q, want %q", c.name, got, c.want)
		}
	}
	none := testSettings()
	none.NoTimeout = true
	f := newFake(ok200)
	_ = ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, base(f, &clock{}, none)...)
	if _, ok := f.last(t).req.Header["X-Sdkgen-Timeout"]; ok {
		t.Error("NoTimeout still sends X-Sdkgen-Timeout")
	}
}
