package appwire_test

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/store"
)

// slowRunner signals when a build starts and finishes it when told.
type slowRunner struct{ started, finish chan struct{} }

func (r *slowRunner) RunPreview(context.Context, preview.Request) error {
	close(r.started)
	<-r.finish
	return nil
}

func (r *slowRunner) RunMerge(context.Context, mergebuild.Request) error { return nil }

// On shutdown the server stops taking deliveries but lets the running build finish and record its result.
func TestShutdownLetsRunningBuildsFinish(t *testing.T) {
	db := "sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")
	cfg := config.Config{
		AppID: 1, WebhookSecret: secret, APIURL: "http://127.0.0.1:1/", Listen: "127.0.0.1:0",
		DatabaseURL: config.DatabaseURL(db), Workers: 1, JobTimeout: time.Minute, MaxAttempts: 3,
		ShutdownTimeout: 30 * time.Second,
	}
	runner := &slowRunner{started: make(chan struct{}), finish: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv, err := server.New(ctx, cfg, server.Serve, withRunner(runner), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	addr := make(chan net.Addr, 1)
	done := make(chan error, 1)
	go func() { done <- srv.Run(ctx, func(a net.Addr) { addr <- a }) }()
	base := "http://" + (<-addr).String()
	body, sig := pullRequest(1, "d-1")
	if code, err := postDelivery(http.DefaultClient, base, body, sig, "d-1"); err != nil || code != 200 {
		t.Fatalf("delivery: %d, %v", code, err)
	}
	<-runner.started
	cancel() // SIGTERM
	select {
	case err := <-done:
		t.Fatalf("Run returned (%v) while a build was running", err)
	case <-time.After(200 * time.Millisecond):
	}
	if _, err := postDelivery(http.DefaultClient, base, body, sig, "d-2"); err == nil {
		t.Error("a delivery was accepted after shutdown began")
	}
	close(runner.finish)
	if err := <-done; err != nil {
		t.Fatalf("Run: %v", err)
	}
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = st.Close() }()
	q, err := jobs.New(context.Background(), st, jobs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	head, err := st.LatestHead(context.Background(), pullRequestRepo, 1)
	if err != nil {
		t.Fatal(err)
	}
	job, err := q.Job(context.Background(), head.JobID)
	if err != nil || job.State != rivertype.JobStateCompleted {
		t.Errorf("job after shutdown: %v, %v; want completed", job, err)
	}
}
