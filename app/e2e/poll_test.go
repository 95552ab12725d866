package e2e

import (
	"bytes"
	"encoding/json"
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestSpecURLPolledEndToEnd: `sdkgen serve` polls a project's spec URL, served by a local https server the test
// override lets through: the first fetch builds once, unchanged fetches (304) build nothing, a change builds
// exactly once more; a redirect to the metadata address is refused and shown on the project.
func TestSpecURLPolledEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds and runs the sdkgen and fakegithub binaries; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	spec := read(t, "../../examples/acme/openapi.yml")
	var mu sync.Mutex
	current, etag, notModified := spec, `"1"`, 0
	mux := http.NewServeMux()
	mux.HandleFunc("/openapi.yml", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if r.Header.Get("If-None-Match") == etag {
			notModified++
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", etag)
		_, _ = w.Write([]byte(current))
	})
	mux.HandleFunc("/to-metadata", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://169.254.169.254/latest/meta-data/", http.StatusFound)
	})
	srv := httptest.NewTLSServer(mux)
	t.Cleanup(srv.Close)
	dir := t.TempDir()
	ca := filepath.Join(dir, "ca.pem")
	if err := os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o644); err != nil {
		t.Fatal(err)
	}
	e := startWith(t, fakeSetup(t), &env{extraEnv: []string{"SDKGEN_SPEC_POLL=1s",
		"SDKGEN_SPEC_POLL_TEST_ALLOW=" + srv.Listener.Addr().String(), "SDKGEN_SPEC_POLL_TEST_CA_FILE=" + ca}})
	token := strings.TrimSpace(e.cli(t, nil, 0, "serve", "token", "create", "--org", "acme"))
	call := func(method, path string, body any) []byte {
		t.Helper()
		data, _ := json.Marshal(body)
		req, _ := http.NewRequest(method, e.appURL+path, bytes.NewReader(data))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode >= 300 {
			t.Fatalf("%s %s: %v %v", method, path, res, err)
		}
		defer func() { _ = res.Body.Close() }()
		var buf bytes.Buffer
		_, _ = buf.ReadFrom(res.Body)
		return buf.Bytes()
	}
	call("POST", "/v1/projects", map[string]any{"name": "polled", "config": read(t, "../../examples/acme/sdkgen.yml"),
		"spec": map[string]any{"kind": "url", "url": srv.URL + "/openapi.yml"}})
	builds := func() int {
		var list struct {
			Data []struct{ Trigger, Status string }
		}
		_ = json.Unmarshal(call("GET", "/v1/builds?project=polled&limit=100", nil), &list)
		for _, b := range list.Data {
			if b.Trigger != "poll" {
				t.Errorf("a %s build in a polled project", b.Trigger)
			}
		}
		return len(list.Data)
	}
	waitUntil := func(what string, done func() bool) {
		t.Helper()
		deadline := time.Now().Add(2 * time.Minute)
		for !done() {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s\n%s", what, e.appLog)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	waitUntil("the first poll build", func() bool { return builds() == 1 })
	waitUntil("three unchanged polls", func() bool { mu.Lock(); defer mu.Unlock(); return notModified >= 3 })
	if n := builds(); n != 1 {
		t.Fatalf("%d builds after unchanged polls, want 1", n)
	}
	mu.Lock()
	current, etag = strings.Replace(spec, "Check that the API is up", "Check that the API answers", 1), `"2"`
	seen := notModified
	mu.Unlock()
	waitUntil("the changed spec's build", func() bool { return builds() == 2 })
	waitUntil("three more unchanged polls", func() bool { mu.Lock(); defer mu.Unlock(); return notModified >= seen+3 })
	if n := builds(); n != 2 {
		t.Errorf("%d builds after the change, want exactly 2", n)
	}
	call("PATCH", "/v1/projects/polled", map[string]any{"spec": map[string]any{"kind": "url", "url": srv.URL + "/to-metadata"}})
	waitUntil("the refused redirect on the project", func() bool {
		return strings.Contains(string(call("GET", "/v1/projects/polled", nil)), "169.254.169.254 is internal")
	})
	if n := builds(); n != 2 {
		t.Errorf("%d builds after the refused redirect, want 2", n)
	}
}
