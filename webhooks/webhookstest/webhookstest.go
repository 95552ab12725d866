// Package webhookstest reads the recorded deliveries of webhooks/testdata (real captured deliveries and
// octokit's examples), signs them and posts them to a handler: for the tests of webhooks/ (on fakes) and of the
// assembled App (internal/appwire, on the real queue and store).
package webhookstest

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// CapturedSecret signed the captured deliveries (testdata/SOURCES.md).
const CapturedSecret = "402786017574bd28f9d8f7a18648939751c47fe09077d56e10f0444f14fbb73b"

// Delivery is one webhook request.
type Delivery struct {
	Event, ID string
	Body      []byte
	Signature string
}

// testdata is webhooks/testdata, wherever the test runs from.
func testdata() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata")
}

// Captured reads a real delivery: its byte-exact body and the headers GitHub sent.
func Captured(t testing.TB, name string) Delivery {
	t.Helper()
	dir := filepath.Join(testdata(), "captured-github-app")
	body := ReadFile(t, filepath.Join(dir, name+".body.json"))
	var capture struct {
		Headers map[string]string `json:"headers"`
	}
	if err := json.Unmarshal(ReadFile(t, filepath.Join(dir, name+".capture.json")), &capture); err != nil {
		t.Fatal(err)
	}
	h := capture.Headers
	return Delivery{Event: h["x-github-event"], ID: h["x-github-delivery"], Body: body, Signature: h["x-hub-signature-256"]}
}

// Example reads an octokit example payload and signs it with CapturedSecret.
func Example(t testing.TB, event, name, id string) Delivery {
	t.Helper()
	return Signed(event, id, ReadFile(t, filepath.Join(testdata(), "octokit-examples", name+".json")))
}

// Signed is a delivery of body signed with CapturedSecret.
func Signed(event, id string, body []byte) Delivery {
	return Delivery{Event: event, ID: id, Body: body, Signature: Sign(CapturedSecret, body)}
}

// Sign is GitHub's X-Hub-Signature-256 of body.
func Sign(secret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// Edited is d with its JSON payload changed by edit, signed again.
func Edited(t testing.TB, d Delivery, edit func(payload map[string]any)) Delivery {
	t.Helper()
	var payload map[string]any
	if err := json.Unmarshal(d.Body, &payload); err != nil {
		t.Fatal(err)
	}
	edit(payload)
	body, err := json.Marshal(payload)
	if err != nil {
		t.Fatal(err)
	}
	return Signed(d.Event, d.ID, body)
}

// MergedFrom is the captured merged pull request with another head branch, delivered as id.
func MergedFrom(t testing.TB, headRef, id string) Delivery {
	t.Helper()
	d := Edited(t, Captured(t, "pull_request.closed"), func(p map[string]any) {
		p["pull_request"].(map[string]any)["head"].(map[string]any)["ref"] = headRef
	})
	d.ID = id
	return d
}

// Push is the octokit example push (Codertocat/Hello-World, installation 1), made a push of ref to head.
func Push(t testing.TB, ref, head string) Delivery {
	t.Helper()
	return Edited(t, Example(t, "push", "push.with-installation", "p1"), func(p map[string]any) {
		p["ref"], p["after"], p["deleted"], p["created"] = ref, head, false, false
	})
}

// ReadFile reads a file or fails the test.
func ReadFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Request is d as GitHub posts it.
func (d Delivery) Request() *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/api/github/hook", bytes.NewReader(d.Body))
	r.Header.Set("Content-Type", "application/json")
	if d.Event != "" {
		r.Header.Set("X-GitHub-Event", d.Event)
	}
	r.Header.Set("X-GitHub-Delivery", d.ID)
	if d.Signature != "" {
		r.Header.Set("X-Hub-Signature-256", d.Signature)
	}
	return r
}

// Post serves d with h.
func Post(t testing.TB, h http.Handler, d Delivery) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, d.Request())
	return w
}
