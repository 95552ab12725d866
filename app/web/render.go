package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"slices"
	"time"

	"github.com/sdkgen/sdkgen/app/store"
)

// page is what every template gets: the layout's title and user, the CSRF token for its forms, and the page's
// own data.
type page struct {
	Title string
	User  string
	CSRF  string
	Data  any
}

// withVisit fills the signed-in user's part of a page.
func withVisit(v *visit, title string, data any) page {
	return page{Title: title, User: v.sess.UserLogin, CSRF: v.sess.CSRF, Data: data}
}

var funcs = template.FuncMap{
	"when": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format("2006-01-02 15:04:05 UTC")
	},
	"whenp": func(t *time.Time) string {
		if t == nil {
			return ""
		}
		return t.UTC().Format("2006-01-02 15:04:05 UTC")
	},
	"has":      slices.Contains[[]string],
	"inc":      func(n int) int { return n + 1 },
	"dec":      func(n int) int { return n - 1 },
	"tokensOf": tokensOf,
	"took":     took,
}

// tokensData is the "tokens" section's: the organization's tokens, the page to come back to, and the CSRF token.
type tokensData struct {
	Org    store.Org
	Tokens []store.Token
	Back   string
	CSRF   string
}

// tokensOf takes the "tokens" section's data out of a page whose Data map has Org, Tokens and Back.
func tokensOf(p page) (tokensData, error) {
	m, ok := p.Data.(map[string]any)
	if !ok {
		return tokensData{}, errors.New("the page has no tokens")
	}
	org, _ := m["Org"].(store.Org)
	tokens, _ := m["Tokens"].([]store.Token)
	back, _ := m["Back"].(string)
	return tokensData{Org: org, Tokens: tokens, Back: back, CSRF: p.CSRF}, nil
}

// render writes a page; a template failure is logged and answered with the 500 page (the buffer keeps a half
// page from going out).
func (w *Web) render(rw http.ResponseWriter, r *http.Request, status int, name string, p page) {
	t := w.pages[name]
	var buf bytes.Buffer
	if t == nil {
		w.opts.Logger.ErrorContext(r.Context(), "web: no template", "page", name)
		status, t = http.StatusInternalServerError, w.pages["error"]
		p = page{Title: "Something went wrong", Data: errorData(status)}
	}
	if err := t.Execute(&buf, p); err != nil {
		w.opts.Logger.ErrorContext(r.Context(), "web: render", "page", name, "error", err)
		buf.Reset()
		status = http.StatusInternalServerError
		_ = w.pages["error"].Execute(&buf, page{Title: "Something went wrong", Data: errorData(status)})
	}
	rw.Header().Set("Content-Type", "text/html; charset=utf-8")
	rw.Header().Set("Cache-Control", "no-store")
	rw.WriteHeader(status)
	_, _ = rw.Write(buf.Bytes())
}

// errorInfo is what an error page says: the status and a sentence, never the failure itself.
type errorInfo struct {
	Status  int
	Message string
}

func errorData(status int) errorInfo {
	msg := map[int]string{
		http.StatusNotFound:              "There is nothing here, or you do not have access to it.",
		http.StatusForbidden:             "This request was refused. Reload the page and try again.",
		http.StatusTooManyRequests:       "Too many requests from your address. Wait a minute and try again.",
		http.StatusRequestEntityTooLarge: "The upload is too large.",
		http.StatusServiceUnavailable:    "Sign-in is not set up on this service.",
	}[status]
	if msg == "" {
		msg = "Something went wrong on our side. The service's log has the details."
	}
	return errorInfo{Status: status, Message: msg}
}

// errorPage answers a status with its page.
func (w *Web) errorPage(rw http.ResponseWriter, r *http.Request, status int) {
	p := page{Title: http.StatusText(status), Data: errorData(status)}
	if sess, _, err := w.session(r); err == nil {
		p.User, p.CSRF = sess.UserLogin, sess.CSRF
	}
	w.render(rw, r, status, "error", p)
}

// fail answers a handler's error: its page for the known ones, else a logged 500.
func (w *Web) fail(rw http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, errNotFound):
		w.errorPage(rw, r, http.StatusNotFound)
	case errors.Is(err, errForbidden):
		w.errorPage(rw, r, http.StatusForbidden)
	case errors.Is(err, errTooMany):
		rw.Header().Set("Retry-After", "60")
		w.errorPage(rw, r, http.StatusTooManyRequests)
	case errors.Is(err, errTooLarge):
		w.errorPage(rw, r, http.StatusRequestEntityTooLarge)
	case errors.Is(err, errSignInOff):
		w.errorPage(rw, r, http.StatusServiceUnavailable)
	default:
		w.opts.Logger.ErrorContext(r.Context(), "web: request failed", "path", r.URL.Path, "error", err)
		w.errorPage(rw, r, http.StatusInternalServerError)
	}
}

func writeJSON(rw http.ResponseWriter, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	rw.Header().Set("Content-Type", "application/json")
	rw.Header().Set("Cache-Control", "no-store")
	_, err = rw.Write(data)
	return err
}

// cspReport logs a Content-Security-Policy violation a browser reports (a script or style the policy blocked:
// hostile text that got through, or a page that needs fixing). Tests fail on any.
func (w *Web) cspReport(rw http.ResponseWriter, r *http.Request) {
	if !w.reports.allow(clientAddress(r)) {
		rw.WriteHeader(http.StatusTooManyRequests)
		return
	}
	data, _ := io.ReadAll(io.LimitReader(r.Body, 16<<10))
	w.opts.Logger.WarnContext(r.Context(), "web: csp violation", "report", fmt.Sprintf("%.2000s", data))
	rw.WriteHeader(http.StatusNoContent)
}
