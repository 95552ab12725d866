package e2e

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestServeAndWorkerShareWorkOnPostgres: on PostgreSQL, `sdkgen serve` takes the deliveries and a separate
// `sdkgen worker` process builds too; six pull requests pushed at once all get their comment, and the worker
// process ran some of the builds.
func TestServeAndWorkerShareWorkOnPostgres(t *testing.T) {
	base := os.Getenv("SDKGEN_TEST_POSTGRES_URL")
	if os.Getenv("SDKGEN_LONG_TESTS") == "" || base == "" {
		t.Skip("needs SDKGEN_LONG_TESTS=1 and SDKGEN_TEST_POSTGRES_URL (make test sets both via scripts/test-postgres)")
	}
	dbURL := freshSchema(t, base)
	setup, prs := manyPullRequests(t, 6)
	e := startTB(t, setup)
	e.restartOn(dbURL, 1)
	worker := e.runWorker(dbURL)

	for _, pr := range prs {
		if code := e.post("pull_request", "pg-"+pr.head, pr.body, sign(pr.body)); code/100 != 2 {
			t.Fatalf("delivery for #%d: %d", pr.number, code)
		}
	}
	e.waitFor("six comments", func(st fakegithub.State) bool {
		n := 0
		for _, pr := range prs {
			n += completedRuns(st, pr.head)
		}
		return n == 6*exampleTargets(e.t)
	})
	if !strings.Contains(worker.String(), `"msg":"preview build finished"`) {
		t.Errorf("the worker process ran no build; its log:\n%s", worker)
	}
}

// freshSchema creates a schema of its own for the run, so jobs of earlier runs cannot collide with this one's.
func freshSchema(t *testing.T, base string) string {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to %s: %v", base, err)
	}
	defer func() { _ = conn.Close(ctx) }()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "e2e_" + hex.EncodeToString(b)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), base)
		if err == nil {
			_, _ = c.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
			_ = c.Close(context.Background())
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

type syntheticPR struct {
	number int
	head   string
	body   []byte
}

// manyPullRequests sets up n pull requests on the API repository, each with its own head commit and delivery.
func manyPullRequests(t *testing.T, n int) (fakegithub.Setup, []syntheticPR) {
	setup := fakeSetup(t)
	setup.PullRequests, setup.Comments = nil, nil
	opened := capture(t, "pull_request.opened")
	headSpec := setup.Files[1].Files
	var prs []syntheticPR
	for i := range n {
		number := 400 + i
		head := fmt.Sprintf("%040d", number)
		setup.Files = append(setup.Files, fakegithub.SetupFiles{Repo: apiRepo, Ref: head, Files: headSpec})
		setup.PullRequests = append(setup.PullRequests, fakegithub.PullRequest{Repo: apiRepo, Number: number, Title: "PR " + fmt.Sprint(number),
			Head: fakegithub.PullRequestBranch{Ref: fmt.Sprintf("change-%d", number), SHA: head},
			Base: fakegithub.PullRequestBranch{Ref: "main", SHA: opened.base}})
		prs = append(prs, syntheticPR{number: number, head: head, body: withPR(t, opened.body, number, head)})
	}
	return setup, prs
}

// withPR rewrites a delivery's pull request number, head branch and head commit.
func withPR(t *testing.T, body []byte, number int, head string) []byte {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	p["number"] = number
	pr := p["pull_request"].(map[string]any)
	pr["number"] = number
	pr["id"] = 1_000_000 + number
	pr["head"].(map[string]any)["sha"] = head
	pr["head"].(map[string]any)["ref"] = fmt.Sprintf("change-%d", number)
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// restartOn replaces the running App with one on dbURL running workers builds at once.
func (e *env) restartOn(dbURL string, workers int) {
	_ = e.app.Process.Kill()
	_ = e.app.Wait()
	e.dbURL, e.workers = dbURL, workers
	e.startApp()
}

// runWorker starts `sdkgen worker` on dbURL and returns its log.
func (e *env) runWorker(dbURL string) *bytes.Buffer {
	log := &bytes.Buffer{}
	cmd := exec.Command(filepath.Join(e.bin, "sdkgen"), "worker")
	cmd.Dir = e.dir
	cmd.Env = append(e.appEnv(freePort(e.t)), "SDKGEN_DATABASE_URL="+dbURL, "SDKGEN_WORKERS=4")
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if e.t.Failed() {
			e.t.Logf("sdkgen worker log:\n%s", log)
		}
	})
	return log
}
