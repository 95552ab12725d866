package clikit

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/urfave/cli/v3"
)

// TestDebugRedacts checks that the dump hides credential headers, query params and values, and keeps the body
// readable for the caller.
func TestDebugRedacts(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"echo":"sk-live-secret"}`)
	}))
	defer srv.Close()
	var errOut bytes.Buffer
	cmd := &cli.Command{Flags: []cli.Flag{&cli.StringFlag{Name: "api-key", Value: "sk-live-secret"}}}
	call := &Call{Cmd: cmd, s: Streams{Err: &errOut}, App: &App{
		Settings:  []Setting{{Name: "api_key", Flag: "api-key", Secret: true}},
		Sensitive: []string{"X-Api-Key", "key"},
	}}
	mw := call.DebugMiddleware()
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/x?key=sk-live-secret&page=2", strings.NewReader(`{"a":1}`))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(`{"a":1}`)), nil }
	req.Header.Set("X-Api-Key", "sk-live-secret")
	req.Header.Set("Authorization", "Bearer sk-live-secret")
	req.Header.Set("Content-Type", "application/json")
	res, err := mw(req, http.DefaultClient.Do)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	if string(body) != `{"echo":"sk-live-secret"}` {
		t.Errorf("the caller lost the body: %q", body)
	}
	dump := errOut.String()
	if strings.Contains(dump, "sk-live-secret") {
		t.Errorf("the dump shows the secret:\n%s", dump)
	}
	for _, want := range []string{"--> request", "<-- response", "page=2", `{"a":1}`, "X-Api-Key: ***"} {
		if !strings.Contains(dump, want) {
			t.Errorf("the dump lacks %q:\n%s", want, dump)
		}
	}
}
