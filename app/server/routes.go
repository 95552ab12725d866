package server

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/google/go-github/v66/github"
	"github.com/palantir/go-githubapp/githubapp"
)

// HookRoute is where GitHub posts deliveries (app.yml's hook_attributes.url).
const HookRoute = githubapp.DefaultWebhookRoute

// APIRoute is the prefix of the service's own API (app/api).
const APIRoute = "/v1/"

// routes: the webhook (when hook is set), the /v1 API (when api is set), the web app under / (when web is
// set), /healthz (the process is up), /readyz (the database answers and its
// migrations are applied), /metrics (Prometheus).
func routes(hook, api, web http.Handler, ready func(context.Context) error, metrics *Metrics, logger *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	if hook != nil {
		mux.Handle(HookRoute, observeDeliveries(hook, metrics, logger))
	}
	if api != nil {
		mux.Handle(APIRoute, api)
	}
	if web != nil {
		mux.Handle("/", web)
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
		defer cancel()
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if err := ready(ctx); err != nil {
			logger.WarnContext(ctx, "not ready", "error", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte("not ready: " + err.Error() + "\n"))
			return
		}
		_, _ = w.Write([]byte("ready\n"))
	})
	mux.Handle("GET /metrics", metrics.Handler())
	return mux
}

// knownEvents bound the event label: the header is the sender's to choose.
var knownEvents = map[string]bool{
	"pull_request": true, "installation": true, "installation_repositories": true, "push": true, "ping": true,
	"check_run": true, "check_suite": true, "workflow_run": true, "issue_comment": true, "organization": true,
}

// observeDeliveries logs every delivery and records it in the metrics.
func observeDeliveries(next http.Handler, metrics *Metrics, logger *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		took := time.Since(start)
		event := r.Header.Get(github.EventTypeHeader)
		if !knownEvents[event] {
			event = "other"
		}
		outcome := outcomeOf(rec.status)
		metrics.Delivery(event, outcome, took)
		logger.InfoContext(r.Context(), "webhook delivery", "delivery_id", r.Header.Get(github.DeliveryIDHeader),
			"event", r.Header.Get(github.EventTypeHeader), "status", rec.status, "outcome", outcome,
			"duration_ms", float64(took.Microseconds())/1000)
	})
}

func outcomeOf(status int) string {
	switch {
	case status == http.StatusOK:
		return "accepted"
	case status == http.StatusAccepted:
		return "ignored"
	case status == http.StatusUnauthorized:
		return "bad_signature"
	case status >= 400 && status < 500:
		return "malformed"
	}
	return "error"
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}
