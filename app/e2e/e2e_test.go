// Package e2e runs the GitHub App end to end with real processes: the `sdkgen serve` binary against the fake
// GitHub (app/fakegithub/cmd/fakegithub) as its own process, fed the real captured webhook deliveries. It needs
// the two binaries built, so it runs in the full suite (SDKGEN_LONG_TESTS=1, as make test sets).
package e2e

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// The captured deliveries: a GitHub App (id 2010729) installed as 87385964 on derekg1729/test-repo, pull request
// 315 opened at head eeb67d6e… and synchronized to b47337c4…, base cf4f8010… (../shared/testdata/SOURCES.md).
const (
	webhookSecret  = "402786017574bd28f9d8f7a18648939751c47fe09077d56e10f0444f14fbb73b"
	appID          = 2010729
	installationID = 87385964
	apiRepo        = "derekg1729/test-repo"
	sdkRepo        = "acme/acme-go"
	prNumber       = 315
	impostor       = "<!-- sdkgen:preview -->\n## sdkgen SDK previews\n\nNot sdkgen's."
)

// env is one end-to-end run: the fake GitHub and the App, each a process.
type env struct {
	t       testing.TB
	dir     string
	bin     string
	keyFile string
	fakeURL string
	appURL  string
	app     *exec.Cmd
	appLog  *bytes.Buffer
	// dbURL and workers configure the App; SQLite in the run's folder and the default when empty.
	dbURL   string
	workers int
	// reconcile is SDKGEN_RELEASE_RECONCILE; "0" (never) when empty, so that only the webhooks release.
	reconcile string
	// extraEnv is added to the App's environment.
	extraEnv []string
}

func TestPreviewBuildEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds and runs the sdkgen and fakegithub binaries; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e := start(t)
	opened := capture(t, "pull_request.opened")

	// A bad signature is refused and nothing runs; a malformed payload is a 400.
	if code := e.post(opened.event, "bad-sig", opened.body, "sha256="+strings.Repeat("0", 64)); code != http.StatusUnauthorized {
		t.Errorf("bad signature: %d, want 401", code)
	}
	if code := e.post("pull_request", "malformed", []byte("{not json"), sign([]byte("{not json"))); code != http.StatusBadRequest {
		t.Errorf("malformed payload: %d, want 400", code)
	}

	// The opened delivery, posted twice (a redelivery), builds once.
	for range 2 {
		if code := e.post(opened.event, opened.delivery, opened.body, opened.signature); code/100 != 2 {
			t.Fatalf("opened delivery: %d\n%s", code, e.appLog)
		}
	}
	st := e.waitFor("the preview of the opened head", func(st fakegithub.State) bool { return completedRuns(st, opened.head) == exampleTargets(t) })
	comments := botComments(st)
	if len(comments) != 1 {
		t.Fatalf("%d comments, want exactly one", len(comments))
	}
	body := comments[0].Body
	if testing.Verbose() {
		t.Logf("the comment:\n%s", body)
	}
	for _, want := range []string{"sdkgen SDK previews", "acme-typescript", "acme-go", "status"} {
		if !strings.Contains(body, want) {
			t.Errorf("the comment lacks %q:\n%s", want, body)
		}
	}
	for _, c := range st.Comments {
		if c.User == "impostor[bot]" && c.Body != impostor {
			t.Errorf("another App's comment was changed:\n%s", c.Body)
		}
	}
	if n, want := runsFor(st, opened.head), exampleTargets(t); n != want {
		t.Errorf("%d check runs for the opened head, want one per target (%d): the redelivery must not build again", n, want)
	}
	if !hasBranch(st, sdkRepo, "preview/"+opened.headRef) || !hasBranch(st, sdkRepo, "preview/base/"+opened.headRef) {
		t.Errorf("preview branches missing on %s: %+v", sdkRepo, branches(st, sdkRepo))
	}

	// A push to the pull request updates the same comment.
	sync := capture(t, "pull_request.synchronize")
	if code := e.post(sync.event, sync.delivery, sync.body, sync.signature); code/100 != 2 {
		t.Fatalf("synchronize delivery: %d", code)
	}
	st = e.waitFor("the preview of the pushed head", func(st fakegithub.State) bool { return completedRuns(st, sync.head) == exampleTargets(t) })
	if comments := botComments(st); len(comments) != 1 || comments[0].ID != botComments(st)[0].ID || !strings.Contains(comments[0].Body, sync.head[:7]) {
		t.Errorf("want the one comment updated for %s; got %d comments", sync.head[:7], len(comments))
	}
	if !strings.Contains(botComments(st)[0].Body, "limit") {
		t.Errorf("the updated comment should show the second spec change (limit became required):\n%s", botComments(st)[0].Body)
	}
}

// TestKillMidBuildResumes: kill -9 of the server while a build runs, then a restart, finishes the build.
func TestKillMidBuildResumes(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e := start(t)
	opened := capture(t, "pull_request.opened")
	if code := e.post(opened.event, opened.delivery, opened.body, opened.signature); code/100 != 2 {
		t.Fatalf("opened delivery: %d", code)
	}
	e.waitFor("the build to start", func(st fakegithub.State) bool { return runsFor(st, opened.head) > 0 })
	if completedRuns(e.state(), opened.head) == exampleTargets(t) {
		t.Skip("the build finished before it could be killed (machine too fast for this check)")
	}
	if err := e.app.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = e.app.Wait()
	e.startApp()
	st := e.waitFor("the resumed build", func(st fakegithub.State) bool { return completedRuns(st, opened.head) == exampleTargets(t) })
	if n := len(botComments(st)); n != 1 {
		t.Errorf("%d comments after the restart, want one", n)
	}
}

func start(t *testing.T) *env { return startTB(t, fakeSetup(t)) }

// startTB builds both binaries and starts the fake GitHub with setup, then the App.
func startTB(t testing.TB, setup fakegithub.Setup) *env { return startWith(t, setup, &env{}) }

// startWith is startTB with the App configured as e says (dbURL, workers, reconcile).
func startWith(t testing.TB, setup fakegithub.Setup, e *env) *env {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is required (scripts/install-test-deps installs it)")
	}
	e.t, e.dir = t, t.TempDir()
	e.bin = filepath.Join(e.dir, "bin")
	build(t, e.bin, "../../cmd/sdkgen", "../fakegithub/cmd/fakegithub")
	e.keyFile = writeKey(t, e.dir)
	e.startFake(setup)
	e.startApp()
	return e
}

func build(t testing.TB, out string, pkgs ...string) {
	t.Helper()
	cmd := exec.Command("go", append([]string{"build", "-o", out + "/"}, pkgs...)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
}

func writeKey(t testing.TB, dir string) string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "app.pem")
	data := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// startFake runs the fake GitHub with the API repository's spec and sdkgen.yml at the deliveries' commits and an
// empty SDK repository for the go target.
func (e *env) startFake(s fakegithub.Setup) {
	setup := filepath.Join(e.dir, "setup.json")
	data, err := json.Marshal(s)
	if err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(setup, data, 0o644); err != nil {
		e.t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(e.bin, "fakegithub"), "--app-id", fmt.Sprint(appID), "--private-key-file", e.keyFile,
		"--dir", filepath.Join(e.dir, "git"), "--setup", setup)
	out, err := cmd.StdoutPipe()
	if err != nil {
		e.t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "listening on ") {
		e.t.Fatalf("fakegithub did not start: %q %v", line, err)
	}
	e.fakeURL = strings.TrimSpace(strings.TrimPrefix(line, "listening on "))
	go func() { _, _ = io.Copy(io.Discard, out) }()
}

func fakeSetup(t testing.TB) fakegithub.Setup {
	opened, sync := capture(t, "pull_request.opened"), capture(t, "pull_request.synchronize")
	spec := read(t, "../../examples/acme/openapi.yml")
	config := strings.Replace(read(t, "../../examples/acme/sdkgen.yml"), "  go:\n    package_name: acme\n",
		"  go:\n    package_name: acme\n    production_repo: "+sdkRepo+"\n", 1)
	// The pull request's real change: a status filter on accounts.list, then limit becomes required.
	statusParam := "        - name: limit\n          in: query\n"
	head1 := strings.Replace(spec, statusParam, "        - name: status\n          in: query\n          description: Only accounts in this state.\n          schema: { type: string, enum: [open, closed] }\n"+statusParam, 1)
	head2 := strings.Replace(head1, statusParam, statusParam+"          required: true\n", 1)
	files := func(ref, spec string) fakegithub.SetupFiles {
		return fakegithub.SetupFiles{Repo: apiRepo, Ref: ref, Files: map[string]string{"openapi.yml": spec, "sdkgen.yml": config}}
	}
	return fakegithub.Setup{
		Installations: []fakegithub.Installation{{ID: installationID, Account: "derekg1729", Repos: []string{apiRepo, sdkRepo}}},
		Repos:         []fakegithub.SetupRepo{{Repo: apiRepo, DefaultBranch: "main"}, {Repo: sdkRepo, DefaultBranch: "main"}},
		Files:         []fakegithub.SetupFiles{files(opened.base, spec), files(opened.head, head1), files(sync.head, head2)},
		PullRequests: []fakegithub.PullRequest{{
			Repo: apiRepo, Number: prNumber, Title: opened.title,
			Head: fakegithub.PullRequestBranch{Ref: opened.headRef, SHA: sync.head},
			Base: fakegithub.PullRequestBranch{Ref: "main", SHA: opened.base},
		}},
		// Another App's comment that copies sdkgen's marker must never be taken for (or edited as) sdkgen's.
		Comments: []fakegithub.IssueComment{{Repo: apiRepo, Number: prNumber, User: "impostor[bot]", Body: impostor}},
	}
}

// startApp runs `sdkgen serve` on a free port with its SQLite database in the run's folder (the same one after a
// restart).
func (e *env) startApp() {
	port := freePort(e.t)
	e.appURL = "http://127.0.0.1:" + port
	e.appLog = &bytes.Buffer{}
	cmd := exec.Command(filepath.Join(e.bin, "sdkgen"), "serve")
	cmd.Dir = e.dir
	cmd.Env = e.appEnv(port)
	cmd.Stdout, cmd.Stderr = e.appLog, e.appLog
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	e.app = cmd
	e.t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if e.t.Failed() {
			e.t.Logf("sdkgen serve log:\n%s", e.appLog)
		}
	})
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(e.appURL + "/readyz"); err == nil {
			_ = resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	e.t.Fatalf("sdkgen serve not ready:\n%s", e.appLog)
}

// appEnv configures the App the way docs/github-app.md says: environment variables only.
func (e *env) appEnv(port string) []string {
	db := e.dbURL
	if db == "" {
		db = "sqlite://sdkgen.db"
	}
	env := append(os.Environ(),
		"GITHUB_APP_INTEGRATION_ID="+fmt.Sprint(appID), "GITHUB_APP_PRIVATE_KEY_FILE="+e.keyFile,
		"GITHUB_APP_WEBHOOK_SECRET="+webhookSecret, "GITHUB_V3_API_URL="+e.fakeURL+"/",
		"SDKGEN_LISTEN=127.0.0.1:"+port, "SDKGEN_DATABASE_URL="+db, "SDKGEN_LOG_LEVEL=debug",
		"SDKGEN_RELEASE_RECONCILE="+cmp.Or(e.reconcile, "0"), "GITHUB_APP_CLIENT_ID=Iv1.fakeclient",
	)
	if e.workers > 0 {
		env = append(env, fmt.Sprintf("SDKGEN_WORKERS=%d", e.workers))
	}
	return append(env, e.extraEnv...)
}

func freePort(t testing.TB) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = l.Close() }()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	return port
}

// post delivers a webhook and returns the status code.
func (e *env) post(event, delivery string, body []byte, signature string) int {
	e.t.Helper()
	req, err := http.NewRequest(http.MethodPost, e.appURL+"/api/github/hook", bytes.NewReader(body))
	if err != nil {
		e.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-GitHub-Event", event)
	req.Header.Set("X-GitHub-Delivery", delivery)
	req.Header.Set("X-Hub-Signature-256", signature)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	_ = resp.Body.Close()
	return resp.StatusCode
}

func (e *env) state() fakegithub.State {
	e.t.Helper()
	resp, err := http.Get(e.fakeURL + "/_fake/state")
	if err != nil {
		e.t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	var st fakegithub.State
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		e.t.Fatal(err)
	}
	return st
}

// waitFor polls the fake GitHub until done says the App got there (3 minutes at most).
func (e *env) waitFor(what string, done func(fakegithub.State) bool) fakegithub.State {
	e.t.Helper()
	var st fakegithub.State
	if !e.poll(func() bool { st = e.state(); return done(st) }) {
		e.t.Fatalf("timed out waiting for %s; check runs: %+v", what, st.CheckRuns)
	}
	return st
}

// poll calls done every 100 ms until it is true, for 3 minutes at most; false when it never was.
func (e *env) poll(done func() bool) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	for !done() {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(100 * time.Millisecond):
		}
	}
	return true
}

func botComments(st fakegithub.State) []fakegithub.IssueComment {
	var out []fakegithub.IssueComment
	for _, c := range st.Comments {
		if c.Repo == apiRepo && c.Number == prNumber && c.User == "sdkgen[bot]" {
			out = append(out, c)
		}
	}
	return out
}

func runsFor(st fakegithub.State, head string) int {
	n := 0
	for _, r := range st.CheckRuns {
		if r.HeadSHA == head {
			n++
		}
	}
	return n
}

func completedRuns(st fakegithub.State, head string) int {
	n := 0
	for _, r := range st.CheckRuns {
		if r.HeadSHA == head && r.Status == "completed" {
			n++
		}
	}
	return n
}

func branches(st fakegithub.State, repo string) map[string]string {
	for _, r := range st.Repos {
		if r.Repo == repo {
			return r.Branches
		}
	}
	return nil
}

func hasBranch(st fakegithub.State, repo, branch string) bool {
	_, ok := branches(st, repo)[branch]
	return ok
}

// delivery is a captured webhook delivery: the byte-exact body and the headers GitHub sent with it.
type delivery struct {
	event, delivery, signature string
	body                       []byte
	base, head, headRef, title string
}

func capture(t testing.TB, name string) delivery {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("testdata", name+".body.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Headers map[string]string `json:"headers"`
	}
	if err := json.Unmarshal([]byte(read(t, filepath.Join("testdata", name+".capture.json"))), &c); err != nil {
		t.Fatal(err)
	}
	var p struct {
		PullRequest struct {
			Title string `json:"title"`
			Head  struct{ Ref, SHA string }
			Base  struct{ SHA string }
		} `json:"pull_request"`
	}
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	return delivery{
		event: c.Headers["x-github-event"], delivery: c.Headers["x-github-delivery"],
		signature: c.Headers["x-hub-signature-256"], body: body,
		base: p.PullRequest.Base.SHA, head: p.PullRequest.Head.SHA, headRef: p.PullRequest.Head.Ref, title: p.PullRequest.Title,
	}
}

func sign(body []byte) string {
	mac := hmac.New(sha256.New, []byte(webhookSecret))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// exampleTargets is how many check runs a preview of the example posts: one per target examples/acme configures
// that this sdkgen builds.
func exampleTargets(t testing.TB) int {
	t.Helper()
	cfg := config.Load("sdkgen.yml", []byte(read(t, "../../examples/acme/sdkgen.yml")), &diag.Collector{})
	n := 0
	for _, name := range cfg.Targets.Configured() {
		if config.TargetBuilt(name) {
			n++
		}
	}
	return n
}

func read(t testing.TB, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestExamplePayloads posts every octokit example delivery (all pull_request actions, installation events, push,
// check suites and runs, status, ping), signed: each is acknowledged, and the server stays healthy.
func TestExamplePayloads(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e := start(t)
	files, err := filepath.Glob("testdata/octokit-examples/*.json")
	if err != nil || len(files) < 70 {
		t.Fatalf("example payloads: %d, %v", len(files), err)
	}
	for _, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		event, _, _ := strings.Cut(filepath.Base(f), ".")
		code := e.post(event, "example-"+filepath.Base(f), body, sign(body))
		if code != http.StatusOK && code != http.StatusAccepted {
			t.Errorf("%s: %d, want 200 or 202", filepath.Base(f), code)
		}
	}
	resp, err := http.Get(e.appURL + "/healthz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("healthz after the examples: %v %v", resp, err)
	}
	_ = resp.Body.Close()
}
