package appwire_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/internal/appwire"
)

const secret = "test-webhook-secret"

// countingRunner counts the builds it ran, by delivery; merges holds the merge builds' deliveries.
type countingRunner struct {
	mu     sync.Mutex
	ran    map[string]int
	merges chan string
}

func (r *countingRunner) RunMerge(_ context.Context, req mergebuild.Request) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.merges != nil {
		r.merges <- req.DeliveryID
	}
	return nil
}

func (r *countingRunner) RunPreview(_ context.Context, req preview.Request) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ran == nil {
		r.ran = map[string]int{}
	}
	r.ran[req.DeliveryID]++
	return nil
}

// withRunner is the real server parts with a fake runner.
func withRunner(runner jobs.Runner) server.Parts {
	return server.Parts{Runner: func(server.RunnerDeps) (jobs.Runner, error) { return runner, nil }, Hook: appwire.NewHook}
}

// start runs an in-process sdkgen serve on a SQLite file and returns its base URL.
func start(t testing.TB, runner jobs.Runner) (*server.Server, string) {
	t.Helper()
	cfg := config.Config{
		AppID: 1, WebhookSecret: secret, APIURL: "http://127.0.0.1:1/", Listen: "127.0.0.1:0",
		DatabaseURL: config.DatabaseURL("sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")),
		Workers:     2, JobTimeout: time.Minute, MaxAttempts: 3, ShutdownTimeout: 5 * time.Second,
	}
	ctx, cancel := context.WithCancel(context.Background())
	srv, err := server.New(ctx, cfg, server.Serve, withRunner(runner), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	addr := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() { done <- srv.Run(ctx, func(a net.Addr) { addr <- a }) }()
	var base string
	select {
	case a := <-addr:
		base = "http://" + a.String()
	case err := <-done:
		t.Fatalf("Run: %v", err)
	}
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
	return srv, base
}

// pullRequestRepo is the repository of pullRequest deliveries.
var pullRequestRepo = gh.Repo{Owner: "acme", Name: "api"}

// pullRequest is a minimal signed pull_request delivery for pull request number pr.
func pullRequest(pr int, delivery string) (body []byte, signature string) {
	body = fmt.Appendf(nil, `{"action":"opened","number":%d,"pull_request":{"number":%d,"title":"Change %d",`+
		`"updated_at":"2025-10-15T07:09:59Z","head":{"ref":"feature-%d","sha":"%040d"},`+
		`"base":{"ref":"main","sha":"%040d"}},"repository":{"name":"api","full_name":"acme/api",`+
		`"owner":{"login":"acme"}},"installation":{"id":87385964}}`, pr, pr, pr, pr, pr, 0)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	return body, "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func postDelivery(client *http.Client, base string, body []byte, signature, delivery string) (int, error) {
	req, err := http.NewRequest(http.MethodPost, base+server.HookRoute, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-GitHub-Event", "pull_request")
	req.Header.Set("X-GitHub-Delivery", delivery)
	req.Header.Set("X-Hub-Signature-256", signature)
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
	return resp.StatusCode, nil
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

func TestRoutes(t *testing.T) {
	_, base := start(t, &countingRunner{})
	if code, body := get(t, base+"/healthz"); code != 200 || body != "ok\n" {
		t.Errorf("/healthz: %d %q", code, body)
	}
	if code, body := get(t, base+"/readyz"); code != 200 || body != "ready\n" {
		t.Errorf("/readyz: %d %q", code, body)
	}
	body, sig := pullRequest(7, "d-7")
	if code, err := postDelivery(http.DefaultClient, base, body, sig, "d-7"); err != nil || code != 200 {
		t.Errorf("signed delivery: %d, %v", code, err)
	}
	if code, err := postDelivery(http.DefaultClient, base, body, "sha256=00", "d-bad"); err != nil || code != 401 {
		t.Errorf("bad signature: %d, %v; want 401", code, err)
	}
	_, metrics := get(t, base+"/metrics")
	for _, want := range []string{
		`sdkgen_webhook_deliveries_total{event="pull_request",outcome="accepted"} 1`,
		`sdkgen_webhook_deliveries_total{event="pull_request",outcome="bad_signature"} 1`,
		`sdkgen_webhook_ack_seconds_count{event="pull_request"} 2`,
		`sdkgen_jobs{kind="preview",state=`,
		`go_goroutines`,
	} {
		if !strings.Contains(metrics, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

// A merged pull request's delivery runs a merge build.
func TestMergedPullRequestRunsMergeBuild(t *testing.T) {
	runner := &countingRunner{merges: make(chan string, 1)}
	_, base := start(t, runner)
	body := []byte(`{"action":"closed","number":9,"pull_request":{"number":9,"title":"Change 9","merged":true,` +
		`"merge_commit_sha":"` + strings.Repeat("9", 40) + `","head":{"ref":"feature-9","sha":"` + strings.Repeat("1", 40) +
		`"},"base":{"ref":"main","sha":"` + strings.Repeat("0", 40) + `"}},"repository":{"name":"api",` +
		`"full_name":"acme/api","owner":{"login":"acme"},"default_branch":"main"},"installation":{"id":87385964}}`)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	if code, err := postDelivery(http.DefaultClient, base, body, "sha256="+hex.EncodeToString(mac.Sum(nil)), "m-9"); err != nil || code != 200 {
		t.Fatalf("merged delivery: %d, %v", code, err)
	}
	select {
	case got := <-runner.merges:
		if got != "m-9" {
			t.Errorf("merge build of delivery %q, want m-9", got)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no merge build ran")
	}
}

// A burst of 500 signed deliveries sent at once: every one is acknowledged and enqueued.
func TestBurstOf500(t *testing.T) {
	const n = 500
	runner := &countingRunner{}
	srv, base := start(t, runner)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}, Timeout: time.Minute}
	var wg sync.WaitGroup
	t0 := time.Now()
	codes := make([]int, n)
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body, sig := pullRequest(i+1, fmt.Sprintf("burst-%d", i))
			codes[i], errs[i] = postDelivery(client, base, body, sig, fmt.Sprintf("burst-%d", i))
		}()
	}
	wg.Wait()
	t.Logf("burst acknowledged in %s", time.Since(t0))
	client.CloseIdleConnections()
	for i := range n {
		if errs[i] != nil || codes[i] != http.StatusOK {
			t.Fatalf("delivery %d: status %d, %v", i, codes[i], errs[i])
		}
	}
	counts, err := srv.Queue().Counts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	for _, c := range counts {
		total += c.N
	}
	if total != n {
		t.Errorf("%d jobs enqueued, want %d (%+v)", total, n, counts)
	}
}
