package server_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/server"
)

type idleRunner struct{}

func (idleRunner) RunPreview(context.Context, preview.Request) error  { return nil }
func (idleRunner) RunMerge(context.Context, mergebuild.Request) error { return nil }

func newServer(t *testing.T, hook server.NewHook) (*server.Server, error) {
	t.Helper()
	cfg := config.Config{
		AppID: 1, WebhookSecret: "s", APIURL: "http://127.0.0.1:1/", Listen: "127.0.0.1:0",
		DatabaseURL: config.DatabaseURL("sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")),
		Workers:     1, JobTimeout: time.Minute, MaxAttempts: 3, ShutdownTimeout: 5 * time.Second,
	}
	runner := func(server.RunnerDeps) (jobs.Runner, error) { return idleRunner{}, nil }
	srv, err := server.New(context.Background(), cfg, server.Serve, server.Parts{Runner: runner, Hook: hook},
		slog.New(slog.DiscardHandler))
	if err == nil {
		t.Cleanup(func() { _ = srv.Store().Close() })
	}
	return srv, err
}

// The webhook route is the handler Parts.Hook builds, on the server's own queue and store; serve refuses to
// start without one.
func TestHookIsMountedFromParts(t *testing.T) {
	if _, err := newServer(t, nil); err == nil || !strings.Contains(err.Error(), "webhook handlers") {
		t.Errorf("no hook: %v, want an error", err)
	}
	var got server.HookDeps
	srv, err := newServer(t, func(deps server.HookDeps) (http.Handler, error) {
		got = deps
		return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusTeapot) }), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got.Queue != srv.Queue() || got.Store != srv.Store() || got.Config.WebhookSecret != "s" || got.Logger == nil {
		t.Errorf("hook built from %+v", got)
	}
	w := httptest.NewRecorder()
	srv.Handler().ServeHTTP(w, httptest.NewRequest(http.MethodPost, server.HookRoute, nil))
	if w.Code != http.StatusTeapot {
		t.Errorf("POST %s: status %d, want the hook's 418", server.HookRoute, w.Code)
	}
}
