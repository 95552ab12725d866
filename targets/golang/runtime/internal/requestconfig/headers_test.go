package requestconfig

import (
	"context"
	"net/http"
	"runtime"
	"strings"
	"testing"
)

func TestPlatformHeaders(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "items", nil, nil); err != nil {
		t.Fatal(err)
	}
	h := f.last(t).req.Header
	want := map[string]string{
		"User-Agent": "Acme/Go 1.2.3", "X-Sdkgen-Lang": "go", "X-Sdkgen-Package-Version": "1.2.3",
		"X-Sdkgen-Runtime": "go", "X-Sdkgen-Runtime-Version": runtime.Version(), "Accept": "application/json",
		"X-Sdkgen-OS": osName(runtime.GOOS), "X-Sdkgen-Arch": archName(runtime.GOARCH), "X-Sdkgen-Retry-Count": "0",
	}
	for k, v := range want {
		if got := h.Get(k); got != v || got == "" {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	if osName("linux") != "Linux" || osName("darwin") != "MacOS" || archName("amd64") != "x64" || archName("riscv64") != "other:riscv64" {
		t.Error("platform names are not normalised")
	}
}

func TestHeaderPrecedence(t *testing.T) {
	cases := []struct {
		name   string
		client []RequestOption
		call   []RequestOption
		want   string // X-Acme-Client; "-" for absent
	}{
		{"config default", nil, nil, "sdk"},
		{"client beats config", []RequestOption{WithHeader("X-Acme-Client", "client")}, nil, "client"},
		{"call beats client", []RequestOption{WithHeader("X-Acme-Client", "client")}, []RequestOption{WithHeader("x-acme-client", "call")}, "call"},
		{"call removes", []RequestOption{WithHeader("X-Acme-Client", "client")}, []RequestOption{WithHeaderDel("X-Acme-Client")}, "-"},
		{"add keeps", nil, []RequestOption{WithHeaderAdd("X-Acme-Client", "more")}, "sdk,more"},
	}
	for _, c := range cases {
		f := newFake(ok200)
		opts := append(append(base(f, &clock{}, nil), c.client...), c.call...)
		if err := ExecuteNewRequest(context.Background(), http.MethodGet, "items", nil, nil, opts...); err != nil {
			t.Fatal(err)
		}
		h := f.last(t).req.Header
		got := "-"
		if vs, ok := h["X-Acme-Client"]; ok {
			got = strings.Join(vs, ",")
		}
		if got != c.want {
			t.Errorf("%s: X-Acme-Client %q, want %q", c.name, got, c.want)
		}
	}
}

func TestGeneratedHeadersCanBeReplacedOrRemoved(t *testing.T) {
	f := newFake(ok200)
	err := call(f, http.MethodGet, "items", nil, nil, WithHeader("User-Agent", "mine/1"), WithHeaderDel("X-Sdkgen-Lang"),
		WithHeaderDel("X-Sdkgen-Timeout"), WithHeader("Accept", "text/csv"), WithHeaderDel("X-Org-Id"))
	if err != nil {
		t.Fatal(err)
	}
	h := f.last(t).req.Header
	if h.Get("User-Agent") != "mine/1" || h.Get("Accept") != "text/csv" {
		t.Errorf("replaced: %v", h)
	}
	for _, k := range []string{"X-Sdkgen-Lang", "X-Sdkgen-Timeout", "X-Org-Id"} {
		if _, ok := h[k]; ok {
			t.Errorf("%s not removed", k)
		}
	}
}

func TestHeadersBeforeSettingsAreKept(t *testing.T) {
	// A method's own header options (Accept for a stream) may come before the client's WithSettings.
	f := newFake(ok200)
	opts := append([]RequestOption{WithHeader("Accept", "text/event-stream"), WithHeader("User-Agent", "early")}, base(f, &clock{}, nil)...)
	if err := ExecuteNewRequest(context.Background(), http.MethodPost, "chats", nil, nil, opts...); err != nil {
		t.Fatal(err)
	}
	if h := f.last(t).req.Header; h.Get("Accept") != "text/event-stream" || h.Get("User-Agent") != "early" {
		t.Errorf("headers: %v", h)
	}
}

func TestCustomHeadersFromEnvironment(t *testing.T) {
	t.Setenv("SDKGENRCTEST_CUSTOM_HEADERS", "X-Env: e1\nX-Acme-Client: env\r\nnot a header\n: nameless\nX-Spaced :  v 2 ")
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "items", nil, nil); err != nil {
		t.Fatal(err)
	}
	h := f.last(t).req.Header
	if h.Get("X-Env") != "e1" || h.Get("X-Acme-Client") != "env" || h.Get("X-Spaced") != "v 2" {
		t.Errorf("custom headers: %v", h)
	}
	f = newFake(ok200)
	if err := call(f, http.MethodGet, "items", nil, nil, WithHeader("X-Env", "client")); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).req.Header.Get("X-Env"); got != "client" {
		t.Errorf("client header lost to the environment: %q", got)
	}
}
