package requestconfig

import (
	"bytes"
	"context"
	"log"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// secretSettings carry credentials in a header, a query param and Authorization.
func secretSettings() *Settings {
	s := testSettings()
	s.Auth = append(s.Auth, AuthScheme{Name: "QueryKey", Kind: AuthAPIKeyQuery, ParamName: "key", Value: "token"})
	s.Security = [][]string{{"ApiKeyAuth", "BearerAuth", "QueryKey"}}
	return s
}

func TestDebugLogRedactsCredentials(t *testing.T) {
	var logged syncBuffer
	var debug bytes.Buffer
	f := newFake(reply(500, `{"error":{"message":"boom"}}`, "Set-Cookie", "session=s3cr3t-cookie"), ok200)
	opts := append(base(f, &clock{}, secretSettings()), WithClientValue("api_key", "s3cr3t-key"), WithClientValue("token", "s3cr3t-token"),
		withLogger(&logged, slog.LevelDebug), WithDebugLog(log.New(&debug, "", 0)))
	if err := ExecuteNewRequest(context.Background(), http.MethodPost, "items", map[string]string{"name": "w"}, nil, opts...); err != nil {
		t.Fatal(err)
	}
	if f.last(t).req.URL.Query().Get("key") != "s3cr3t-token" {
		t.Fatal("the query key was not sent")
	}
	for name, out := range map[string]string{"slog": logged.String(), "WithDebugLog": debug.String()} {
		if strings.Contains(out, "s3cr3t") {
			t.Errorf("%s shows a credential:\n%s", name, out)
		}
		for _, want := range []string{"POST https://api.acme.test/v1/items?key=***", "X-Api-Key: ***", "Authorization: ***", `{"name":"w"}`, "boom", "500"} {
			if !strings.Contains(strings.ReplaceAll(out, `\"`, `"`), want) {
				t.Errorf("%s lacks %q:\n%s", name, want, out)
			}
		}
	}
}

func TestRetriesLoggedAtInfo(t *testing.T) {
	var logged syncBuffer
	f := newFake(reply(503, `{}`), ok200)
	if err := call(f, http.MethodGet, "items", nil, nil, withLogger(&logged, slog.LevelInfo)); err != nil {
		t.Fatal(err)
	}
	out := logged.String()
	if !strings.Contains(out, "level=INFO msg=\"retrying request\"") || !strings.Contains(out, `reason="status 503"`) ||
		!strings.Contains(out, "delay=1ms") || strings.Contains(out, "level=DEBUG") {
		t.Errorf("log:\n%s", out)
	}
	logged = syncBuffer{}
	_ = call(newFake(reply(503, `{}`), ok200), http.MethodGet, "items", nil, nil, withLogger(&logged, slog.LevelWarn))
	if logged.String() != "" {
		t.Errorf("warn level logged: %s", logged.String())
	}
}

func TestParseLevel(t *testing.T) {
	cases := map[string]slog.Level{"debug": slog.LevelDebug, "INFO": slog.LevelInfo, " warn ": slog.LevelWarn,
		"error": slog.LevelError, "off": levelOff, "": slog.LevelWarn, "verbose": slog.LevelWarn}
	for in, want := range cases {
		if got := parseLevel(in); got != want {
			t.Errorf("parseLevel(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestProcessLoggerReadsItsLevelOnce(t *testing.T) {
	t.Setenv("SDKGENRCTESTLOG_LOG", "debug")
	s := &Settings{EnvPrefix: "SDKGENRCTESTLOG"}
	cfg := &RequestConfig{Context: context.Background()}
	l := cfg.logger(s)
	if !l.Enabled(context.Background(), slog.LevelDebug) {
		t.Error("SDKGENRCTESTLOG_LOG=debug not honoured")
	}
	t.Setenv("SDKGENRCTESTLOG_LOG", "off")
	if cfg.logger(s) != l {
		t.Error("the logger was built again")
	}
}
