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

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestSpecURLPolledEndToEnd: `sdkgen serve` polls a project's spec URL, served by a local https server the test
// override lets through: the first fetch builds once, unchanged fetches (304) build nothing, a change builds
// exactly once more. Each build updates the SDK repository behind the fake GitHub as a merged pull request does
// (one generation each, people's edits kept) and leads to its release pull request; a redirect to the metadata
// address is refused and shown on the project.
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
	setup := fakeSetup(t)
	e := startWith(t, setup, &env{extraEnv: []string{"SDKGEN_SPEC_POLL=1s",
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
	// The captured pull request's sdkgen.yml: the go target's production_repo is the SDK repository.
	config := filesAt(t, setup, capture(t, "pull_request.opened").base)["sdkgen.yml"]
	call("POST", "/v1/projects", map[string]any{"name": "polled", "config": config,
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
	e.waitFor("the SDK repository's first generation", func(st fakegithub.State) bool { return branches(st, sdkRepo)["main"] != "" })
	oneReleasePR(t, e)
	waitUntil("three unchanged polls", func() bool { mu.Lock(); defer mu.Unlock(); return notModified >= 3 })
	if n := builds(); n != 1 {
		t.Fatalf("%d builds after unchanged polls, want 1", n)
	}
	gitDir := filepath.Join(e.dir, "git", "acme", "acme-go.git")
	generations := func() string { return git(t, gitDir, "rev-list", "--count", "generated") }
	if n := generations(); n != "1" {
		t.Fatalf("%s: %s generations after unchanged polls, want 1", sdkRepo, n)
	}
	people := pushAsPerson(t, gitDir, "lib/ours.go", "package lib\n")
	mu.Lock()
	current, etag = strings.Replace(spec, "Check that the API is up", "Check that the API answers", 1), `"2"`
	seen := notModified
	mu.Unlock()
	waitUntil("the changed spec's build", func() bool { return builds() == 2 })
	waitUntil("three more unchanged polls", func() bool { mu.Lock(); defer mu.Unlock(); return notModified >= seen+3 })
	if n := builds(); n != 2 {
		t.Errorf("%d builds after the change, want exactly 2", n)
	}
	e.waitFor("the change in the SDK repository", func(st fakegithub.State) bool { return branches(st, sdkRepo)["main"] != people })
	if n := generations(); n != "2" {
		t.Errorf("%s: %s generations after one change, want 2", sdkRepo, n)
	}
	if git(t, gitDir, "grep", "-l", "-F", "Check that the API answers", "main") == "" {
		t.Error("main lacks the changed spec's code")
	}
	if git(t, gitDir, "show", "main:lib/ours.go") != "package lib" {
		t.Error("the update lost a person's file")
	}
	if msg := git(t, gitDir, "log", "-1", "--format=%B", "main"); !strings.HasPrefix(msg, "feat: update the SDK from the API's spec URL") {
		t.Errorf("main's commit message:\n%s", msg)
	}
	call("PATCH", "/v1/projects/polled", map[string]any{"spec": map[string]any{"kind": "url", "url": srv.URL + "/to-metadata"}})
	waitUntil("the refused redirect on the project", func() bool {
		return strings.Contains(string(call("GET", "/v1/projects/polled", nil)), "169.254.169.254 is internal")
	})
	if n := builds(); n != 2 {
		t.Errorf("%d builds after the refused redirect, want 2", n)
	}
}

// pushAsPerson commits a file of a person's onto main of the bare repository gitDir and returns main's new head.
func pushAsPerson(t *testing.T, gitDir, path, content string) string {
	work := t.TempDir()
	person := personGit(t, work)
	person("clone", "-q", gitDir, ".")
	if err := os.MkdirAll(filepath.Dir(filepath.Join(work, path)), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(work, path), content)
	person("add", "-A")
	person("commit", "-q", "-m", "feat: a file of ours")
	person("push", "-q", "origin", "main")
	return git(t, gitDir, "rev-parse", "main")
}
