package webhooks

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"github.com/google/go-github/v66/github"
	"github.com/palantir/go-githubapp/githubapp"
)

// MaxPayloadBytes is the largest body read: GitHub caps deliveries at 25 MB.
const MaxPayloadBytes = 25 << 20

// MalformedError is a delivery whose payload cannot be used (not JSON, or missing what its event must carry): the
// dispatcher answers 400.
type MalformedError struct {
	Event string
	Err   error
}

func (e *MalformedError) Error() string {
	return fmt.Sprintf("malformed %s payload: %v", e.Event, e.Err)
}

func (e *MalformedError) Unwrap() error { return e.Err }

func malformed(event string, format string, args ...any) error {
	return &MalformedError{Event: event, Err: fmt.Errorf(format, args...)}
}

// NewDispatcher serves the webhook route: 401 when the signature does not match secret (nothing is decoded or
// run), 400 for a request or payload it cannot use, 500 when a handler fails (GitHub shows it; redeliver it), and
// otherwise 200 for events a handler took and 202 for events the App ignores.
//
// go-githubapp reports a bad signature as a ValidationError like any other request problem (its default answer is
// 400), so the signature is checked here first, to answer 401.
func NewDispatcher(secret string, handlers []githubapp.EventHandler, logger *slog.Logger) (http.Handler, error) {
	if secret == "" {
		// An empty secret makes go-github skip signature checks; configuration refuses it, and so does this.
		return nil, errors.New("the webhook secret is empty: deliveries could not be authenticated")
	}
	inner := githubapp.NewEventDispatcher(handlers, secret, githubapp.WithErrorCallback(errorCallback(logger)))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "webhook deliveries are POSTed", http.StatusMethodNotAllowed)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxPayloadBytes))
		if err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				http.Error(w, "payload over GitHub's 25 MB limit", http.StatusRequestEntityTooLarge)
				return
			}
			http.Error(w, "cannot read the request body", http.StatusBadRequest)
			return
		}
		if err := checkSignature(r, body, secret); err != nil {
			logger.WarnContext(r.Context(), "webhook signature rejected", "error", err,
				"delivery_id", r.Header.Get(github.DeliveryIDHeader), "event", r.Header.Get(github.EventTypeHeader))
			http.Error(w, "signature does not match the webhook secret", http.StatusUnauthorized)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		inner.ServeHTTP(w, r)
	}), nil
}

// Handlers are the App's event handlers, acting through a. With a.Releases, pushes to SDK repositories refresh
// their release pull requests and merged release pull requests are released; without it merged release pull
// requests are skipped (SkipReleases).
func Handlers(a Actions, logger *slog.Logger) []githubapp.EventHandler {
	pulls := &PullRequest{Previews: a.Builds, Merges: a.Builds, Upgrades: a.Upgrades, Logger: logger}
	handlers := []githubapp.EventHandler{
		pulls,
		&Installation{Store: a.Installations, Members: a.Members, Logger: logger},
		&InstallationRepositories{Store: a.Installations, Logger: logger},
	}
	if a.Members != nil {
		handlers = append(handlers, &Organization{Members: a.Members, Logger: logger})
	}
	if a.Releases != nil {
		pulls.Releases = a.Releases
		handlers = append(handlers, &Push{Releases: a.Releases, Logger: logger})
	}
	if a.CI != nil {
		handlers = append(handlers, &CheckSuite{CI: a.CI, Logger: logger}, &CheckRun{CI: a.CI, Logger: logger},
			&WorkflowRun{CI: a.CI, Logger: logger})
	}
	return handlers
}

// checkSignature checks the HMAC of body the way go-github does: SHA-256 when sent, else SHA-1.
func checkSignature(r *http.Request, body []byte, secret string) error {
	sig := r.Header.Get(github.SHA256SignatureHeader)
	if sig == "" {
		sig = r.Header.Get(github.SHA1SignatureHeader)
	}
	return github.ValidateSignature(sig, body, []byte(secret))
}

// errorCallback answers a failed delivery: 400 for a request or payload problem, 500 for a handler's failure.
func errorCallback(logger *slog.Logger) githubapp.ErrorCallback {
	return func(w http.ResponseWriter, r *http.Request, err error) {
		attrs := []any{"error", err, "delivery_id", r.Header.Get(github.DeliveryIDHeader),
			"event", r.Header.Get(github.EventTypeHeader)}
		var ve githubapp.ValidationError
		var me *MalformedError
		switch {
		case errors.As(err, &ve), errors.As(err, &me):
			logger.WarnContext(r.Context(), "webhook delivery rejected", attrs...)
			http.Error(w, err.Error(), http.StatusBadRequest)
		default:
			logger.ErrorContext(r.Context(), "webhook delivery failed", attrs...)
			http.Error(w, "the delivery could not be recorded; redeliver it", http.StatusInternalServerError)
		}
	}
}
