package e2e

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestReleaseEndToEnd continues a merge build: the SDK repository gets its one release pull request (and no
// release-please workflow beside the App), a person merges it, and its merge (delivered twice, while the periodic
// reconcile runs every second) gives exactly one tag and one release.
func TestReleaseEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e, _ := mergedEnd(t, &env{reconcile: "1s"}) // the reconcile races the webhook: still one release
	pr := oneReleasePR(t, e)

	mergeSHA := e.mergeAsPerson(pr.Number)
	body := releaseMerged(t, pr, mergeSHA)
	for i := range 2 { // a redelivery (and GitHub's retry) must not tag or release twice
		if code := e.post("pull_request", fmt.Sprintf("release-merged-%d", i), body, sign(body)); code != http.StatusOK {
			t.Fatalf("release merge delivery: %d\n%s", code, e.appLog)
		}
	}
	e.waitFor("the release", func(st fakegithub.State) bool { return len(releasesOf(st, sdkRepo)) > 0 })
	time.Sleep(3 * time.Second) // give a duplicate the chance to show up
	st := e.state()
	rels := releasesOf(st, sdkRepo)
	if len(rels) != 1 || rels[0].TagName != "v0.0.1" || !strings.Contains(rels[0].Body, "0.0.1") {
		t.Fatalf("releases %+v, want exactly one v0.0.1 with its changelog", rels)
	}
	for _, r := range st.Repos {
		if r.Repo == sdkRepo && (len(r.Tags) != 1 || r.Tags["v0.0.1"] != mergeSHA) {
			t.Errorf("tags %v, want only v0.0.1 at the release merge %s", r.Tags, mergeSHA)
		}
	}
}

// TestReleaseReconcileEndToEnd: the release pull request's "closed" webhook is lost; the periodic reconcile finds
// the merged pull request without its release and releases it, exactly once.
func TestReleaseReconcileEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e, _ := mergedEnd(t, &env{reconcile: "1s"})
	pr := oneReleasePR(t, e)
	mergeSHA := e.mergeAsPerson(pr.Number) // and no webhook tells the App
	e.waitFor("the release by the reconcile", func(st fakegithub.State) bool { return len(releasesOf(st, sdkRepo)) > 0 })
	time.Sleep(3 * time.Second) // several more reconciles: none may release again
	st := e.state()
	if rels := releasesOf(st, sdkRepo); len(rels) != 1 || rels[0].TagName != "v0.0.1" {
		t.Fatalf("releases %+v, want exactly one v0.0.1", rels)
	}
	for _, r := range st.Repos {
		if r.Repo == sdkRepo && (len(r.Tags) != 1 || r.Tags["v0.0.1"] != mergeSHA) {
			t.Errorf("tags %v, want only v0.0.1 at the release merge %s", r.Tags, mergeSHA)
		}
	}
	if !strings.Contains(e.appLog.String(), "merged release pull request without its release: release scheduled") {
		t.Errorf("the release did not come from the reconcile:\n%s", e.appLog)
	}
}

// oneReleasePR waits for the release pull request of the merge and checks it is the only one, and that the SDK
// repository has no second release mechanism (a release-please workflow) beside the App.
func oneReleasePR(t *testing.T, e *env) *fakegithub.PullRequest {
	t.Helper()
	st := e.waitFor("the release pull request", func(st fakegithub.State) bool { return releasePR(st) != nil })
	pr := releasePR(st)
	if pr.Title != "release: 0.0.1" || pr.Base.Ref != "main" || !strings.Contains(pr.Body, "Automated Release PR") {
		t.Fatalf("release pull request %q into %s:\n%s", pr.Title, pr.Base.Ref, pr.Body)
	}
	var sdkPulls []string
	for _, p := range st.PullRequests {
		if p.Repo == sdkRepo {
			sdkPulls = append(sdkPulls, p.Title)
		}
	}
	if len(sdkPulls) != 1 {
		t.Errorf("pull requests on %s: %q, want the one release pull request", sdkRepo, sdkPulls)
	}
	gitDir := filepath.Join(e.dir, "git", "acme", "acme-go.git")
	for _, w := range strings.Fields(git(t, gitDir, "ls-tree", "--name-only", "main", ".github/workflows/")) {
		if strings.Contains(git(t, gitDir, "show", "main:"+w), "release-please") {
			t.Errorf("%s runs release-please beside the App's release flow", w)
		}
	}
	return pr
}

// mergedEnd runs the preview and the merge build of the captured pull request, whose closed delivery arrives
// twice, with the App configured as app says.
func mergedEnd(t *testing.T, app *env) (*env, fakegithub.State) {
	setup := fakeSetup(t)
	e := startWith(t, setup, app)
	sync, closed := capture(t, "pull_request.synchronize"), capture(t, "pull_request.closed")
	if code := e.post(sync.event, sync.delivery, sync.body, sync.signature); code/100 != 2 {
		t.Fatalf("synchronize delivery: %d", code)
	}
	e.waitFor("the preview", func(st fakegithub.State) bool { return completedRuns(st, sync.head) == exampleTargets(e.t) })
	mergeSHA := mergeCommit(t, closed.body)
	e.setup(fakegithub.Setup{
		Files: []fakegithub.SetupFiles{{Repo: apiRepo, Ref: mergeSHA, Files: filesAt(t, setup, sync.head)}},
		PullRequests: []fakegithub.PullRequest{{Repo: apiRepo, Number: prNumber, Title: closed.title, State: "closed",
			Merged: true, MergeCommitSHA: mergeSHA, Head: fakegithub.PullRequestBranch{Ref: closed.headRef, SHA: closed.head},
			Base: fakegithub.PullRequestBranch{Ref: "main", SHA: closed.base}}},
	})
	for range 2 { // a redelivery: one merge build
		if code := e.post(closed.event, closed.delivery, closed.body, closed.signature); code != http.StatusOK {
			t.Fatalf("closed delivery: %d\n%s", code, e.appLog)
		}
	}
	return e, e.waitFor("the merge build's comment", func(st fakegithub.State) bool { return outcomeComment(st) != "" })
}

func releasePR(st fakegithub.State) *fakegithub.PullRequest {
	for i, pr := range st.PullRequests {
		if pr.Repo == sdkRepo && strings.HasPrefix(pr.Title, "release: ") && pr.State != "closed" {
			return &st.PullRequests[i]
		}
	}
	return nil
}

func releasesOf(st fakegithub.State, repo string) []fakegithub.Release {
	var out []fakegithub.Release
	for _, r := range st.Releases {
		if r.Repo == repo {
			out = append(out, r)
		}
	}
	return out
}

// mergeAsPerson merges a pull request through the fake's REST API (as the installation) and returns the merge
// commit.
func (e *env) mergeAsPerson(number int) string {
	e.t.Helper()
	token := e.installationToken()
	req, err := http.NewRequest(http.MethodPut, fmt.Sprintf("%s/repos/%s/pulls/%d/merge", e.fakeURL, sdkRepo, number),
		strings.NewReader(`{"merge_method":"merge"}`))
	if err != nil {
		e.t.Fatal(err)
	}
	req.Header.Set("Authorization", "token "+token)
	var out struct {
		SHA    string `json:"sha"`
		Merged bool   `json:"merged"`
	}
	e.doJSON(req, &out)
	if !out.Merged || out.SHA == "" {
		e.t.Fatalf("merge of #%d: %+v", number, out)
	}
	return out.SHA
}

// installationToken signs an App JWT with the App's key and exchanges it for an installation token.
func (e *env) installationToken() string {
	e.t.Helper()
	req, err := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/app/installations/%d/access_tokens", e.fakeURL, installationID), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+e.appJWT())
	var out struct {
		Token string `json:"token"`
	}
	e.doJSON(req, &out)
	return out.Token
}

func (e *env) appJWT() string {
	e.t.Helper()
	block, _ := pem.Decode([]byte(read(e.t, e.keyFile)))
	key, err := x509.ParsePKCS1PrivateKey(block.Bytes)
	if err != nil {
		e.t.Fatal(err)
	}
	enc := base64.RawURLEncoding.EncodeToString
	now := time.Now().Unix()
	unsigned := enc([]byte(`{"alg":"RS256","typ":"JWT"}`)) + "." +
		enc(fmt.Appendf(nil, `{"iat":%d,"exp":%d,"iss":"%d"}`, now-30, now+300, appID))
	sum := sha256.Sum256([]byte(unsigned))
	sig, err := rsa.SignPKCS1v15(rand.Reader, key, crypto.SHA256, sum[:])
	if err != nil {
		e.t.Fatal(err)
	}
	return unsigned + "." + enc(sig)
}

func (e *env) doJSON(req *http.Request, out any) {
	e.t.Helper()
	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode/100 != 2 {
		e.t.Fatalf("%s %s: %d", req.Method, req.URL.Path, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		e.t.Fatal(err)
	}
}

// releaseMerged is the pull_request "closed" delivery GitHub sends when the release pull request is merged: the
// captured one, moved to the SDK repository and the release pull request.
func releaseMerged(t *testing.T, pr *fakegithub.PullRequest, mergeSHA string) []byte {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal(capture(t, "pull_request.closed").body, &p); err != nil {
		t.Fatal(err)
	}
	owner, name, _ := strings.Cut(sdkRepo, "/")
	repo := p["repository"].(map[string]any)
	repo["name"], repo["full_name"], repo["default_branch"] = name, sdkRepo, "main"
	repo["owner"].(map[string]any)["login"] = owner
	p["number"] = pr.Number
	body := p["pull_request"].(map[string]any)
	body["number"], body["title"], body["merged"], body["merge_commit_sha"] = pr.Number, pr.Title, true, mergeSHA
	body["head"].(map[string]any)["ref"], body["head"].(map[string]any)["sha"] = pr.Head.Ref, pr.Head.SHA
	body["base"].(map[string]any)["ref"] = "main"
	for _, side := range []string{"head", "base"} {
		if r, ok := body[side].(map[string]any)["repo"].(map[string]any); ok {
			r["name"], r["full_name"] = name, sdkRepo
		}
	}
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
