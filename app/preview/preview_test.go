package preview

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
)

// The lumaai pair: a real spec and sdkgen.yml (targets node and python, each with a production_repo).
const pairDir = "../../testdata/pairs/lumaai"

// pingChange changes an endpoint of the lumaai spec: the ping description is reworded (existing lines of the
// SDKs change) and its response gains a field (the API surface changes).
var pingChange = []struct{ old, new string }{
	{"description: Check if the API is running", "description: Check whether the API is up and running"},
	{"                                        description: The message\n",
		"                                        description: The message\n" +
			"                                    version:\n" +
			"                                        type: string\n" +
			"                                        description: The API version\n"},
}

// secondChange is a later push to the same pull request.
var secondChange = []struct{ old, new string }{
	{"summary: Ping\n", "summary: Ping the API\n"},
}

func readPair(t testing.TB) (spec, config string) {
	t.Helper()
	s, err := os.ReadFile(filepath.Join(pairDir, "openapi.yml"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := os.ReadFile(filepath.Join(pairDir, "sdkgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	return string(s), string(c)
}

func edit(t testing.TB, s string, edits ...[]struct{ old, new string }) string {
	t.Helper()
	for _, es := range edits {
		for _, e := range es {
			if strings.Count(s, e.old) != 1 {
				t.Fatalf("the edit of %q does not match exactly once", e.old)
			}
			s = strings.Replace(s, e.old, e.new, 1)
		}
	}
	return s
}

// fixture is an API repository on the fake GitHub with its pull request, and local bare SDK repositories.
type fixture struct {
	t        *testing.T
	gh       *fakeGitHub
	sdkRoot  string
	opts     Options
	req      Request
	spec     string
	config   string
	headSpec string
	report   *report.Report // the last one posted
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{t: t, gh: newFakeGitHub(), sdkRoot: t.TempDir()}
	f.spec, f.config = readPair(t)
	f.headSpec = edit(t, f.spec, pingChange)
	f.opts = Options{
		Factory: f.gh, APIURL: "https://api.github.com/", WorkDir: t.TempDir(),
		Now:    func() time.Time { return time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC) },
		GitURL: func(r gh.Repo) (string, error) { return filepath.Join(f.sdkRoot, r.Owner, r.Name+".git"), nil },
	}
	f.req = Request{InstallationID: 1, Repo: gh.Repo{Owner: "acme", Name: "api"}, PR: 12, Title: "Describe ping better",
		BaseRef: "main", HeadRef: "feature/ping", DeliveryID: "d-1",
		BaseSHA: f.gh.commit(map[string]string{"openapi.yml": f.spec, "sdkgen.yml": f.config})}
	f.req.HeadSHA = f.push(f.headSpec, f.config)
	return f
}

// noSDKRepos makes every SDK repository unreachable: the targets report it and the rest of the build goes on.
func (f *fixture) noSDKRepos() {
	f.opts.GitURL = func(r gh.Repo) (string, error) { return "", fmt.Errorf("%s: %w", r, os.ErrNotExist) }
}

// push commits a new head of the pull request.
func (f *fixture) push(spec, config string) string {
	return f.gh.commit(map[string]string{"openapi.yml": spec, "sdkgen.yml": config, "README.md": "# acme api\n"})
}

// sdkRepo creates an empty bare SDK repository the App can push to.
func (f *fixture) sdkRepo(name string) string {
	dir := filepath.Join(f.sdkRoot, name+".git")
	gitCmd(f.t, "", "init", "-q", "--bare", "-b", "main", dir)
	return dir
}

func (f *fixture) run(req Request) {
	f.t.Helper()
	b := NewBuilder(f.opts)
	b.published = func(r *report.Report) { f.report = r }
	if err := b.RunPreview(context.Background(), req); err != nil {
		f.t.Fatalf("RunPreview: %v", err)
	}
}

// target returns a target of the last report posted.
func (f *fixture) target(name string) *report.Target {
	f.t.Helper()
	if f.report == nil {
		f.t.Fatal("no report was posted")
	}
	for i := range f.report.Targets {
		if f.report.Targets[i].Target == name {
			return &f.report.Targets[i]
		}
	}
	f.t.Fatalf("the report has no target %s", name)
	return nil
}

// comment returns the App's one sticky comment.
func (f *fixture) comment() gh.Comment {
	f.t.Helper()
	cs := f.gh.appComments()
	if len(cs) != 1 {
		f.t.Fatalf("%d comments by the App, want exactly 1:\n%s", len(cs), f.gh.writeLog())
	}
	return cs[0]
}

func requireGit(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
}

func gitCmd(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=Ada", "GIT_AUTHOR_EMAIL=ada@example.com", "GIT_COMMITTER_NAME=Ada", "GIT_COMMITTER_EMAIL=ada@example.com")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func mustContain(t *testing.T, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s lacks %q", what, w)
		}
	}
	if t.Failed() {
		t.Logf("%s:\n%s", what, body)
	}
}

func TestRealSpecChange(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	node, python := f.sdkRepo("lumalabs/lumaai-node"), f.sdkRepo("lumalabs/lumaai-python")
	f.run(f.req)

	c := f.comment()
	mustContain(t, "the comment", c.Body, report.Marker, "lumaai-node", "lumaai-python", "feat: Describe ping better",
		"diff --git", "Check whether the API is up and running",
		"npm install "+node+"#preview/feature/ping", "pip install 'git+"+python+"@preview/feature/ping'")
	runs := f.gh.runsAt(f.req.HeadSHA)
	if len(runs) != 2 {
		t.Fatalf("%d check runs at the head, want one per target (2):\n%s", len(runs), f.gh.writeLog())
	}
	for _, name := range []string{"sdkgen / node", "sdkgen / python"} {
		r := runs[name]
		if r == nil || r.Status != "completed" || r.Conclusion != "success" {
			t.Errorf("check run %s = %+v, want completed success", name, r)
		}
	}
	log := f.gh.writeLog()
	if !strings.HasPrefix(log, "create check run 1 in_progress\ncreate check run 2 in_progress\ncreate comment 3\n") {
		t.Errorf("the check runs should start in progress and the comment say running before generation:\n%s", log)
	}
	for _, repo := range []string{node, python} {
		checkPreviewBranches(t, repo, "feature/ping")
	}
}

// checkPreviewBranches checks both preview branches exist and that the head's contains the base's, so the SDK
// repository's compare view base...head shows exactly the pull request's change.
func checkPreviewBranches(t *testing.T, repo, ref string) {
	t.Helper()
	base := gitCmd(t, repo, "rev-parse", "preview/base/"+ref)
	head := gitCmd(t, repo, "rev-parse", "preview/"+ref)
	if base == head {
		t.Errorf("%s: the preview branches are at the same commit", repo)
	}
	// Fails the test unless base is an ancestor of head.
	gitCmd(t, repo, "merge-base", "--is-ancestor", base, head)
	gitCmd(t, repo, "fsck", "--strict")
}

func TestNewerHeadUpdatesTheSameComment(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	node := f.sdkRepo("lumalabs/lumaai-node")
	f.sdkRepo("lumalabs/lumaai-python")
	f.run(f.req)
	first := f.comment()
	oldHead := gitCmd(t, node, "rev-parse", "preview/feature/ping")

	second := f.req
	second.HeadSHA = f.push(edit(t, f.headSpec, secondChange), f.config)
	second.DeliveryID = "d-2"
	f.run(second)

	c := f.comment()
	if c.ID != first.ID || c.Body == first.Body {
		t.Errorf("the second build should update comment %d in place; got comment %d", first.ID, c.ID)
	}
	mustContain(t, "the updated comment", c.Body, "Ping the API", f.req.HeadSHA[:0]+second.HeadSHA[:7])
	if runs := f.gh.runsAt(second.HeadSHA); len(runs) != 2 {
		t.Errorf("%d check runs at the new head, want 2", len(runs))
	}
	newHead := gitCmd(t, node, "rev-parse", "preview/feature/ping")
	gitCmd(t, node, "merge-base", "--is-ancestor", oldHead, newHead) // fails the test unless a fast-forward
	checkPreviewBranches(t, node, "feature/ping")
}

func TestEditedCommitMessageSurvives(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	f.run(f.req)
	first := f.comment()
	f.gh.editComment(first.ID, func(body string) string {
		return strings.Replace(body, "feat: Describe ping better", "fix(ping)!: reword the ping docs", 1)
	})
	second := f.req
	second.HeadSHA = f.push(edit(t, f.headSpec, secondChange), f.config)
	f.run(second)
	c := f.comment()
	mustContain(t, "the comment", c.Body, "fix(ping)!: reword the ping docs")
	if strings.Contains(c.Body, "feat: Describe ping better") {
		t.Error("the PR title replaced the message a person edited")
	}
}

func TestSkipWhenInputsUnchanged(t *testing.T) {
	f := newFixture(t)
	same := f.req
	same.HeadSHA = f.push(f.spec, f.config) // another commit, same spec and sdkgen.yml
	f.run(same)
	if log := f.gh.writeLog(); log != "" {
		t.Fatalf("an unchanged build without a comment should post nothing:\n%s", log)
	}

	f.noSDKRepos()
	f.run(f.req) // a change: the sticky comment exists now
	f.run(same)
	c := f.comment()
	mustContain(t, "the skipped comment", c.Body, "No changes were made to the SDKs.")
	if runs := f.gh.runsAt(same.HeadSHA); len(runs) != 0 {
		t.Errorf("a skipped build created %d check runs", len(runs))
	}
}

func TestBrokenHeadConfig(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	broken := strings.Replace(f.config, "    python:\n", "    python:\n        pakage_name: lumaai\n", 1)
	req := f.req
	req.HeadSHA = f.push(f.spec, broken)
	f.run(req)

	runs := f.gh.runsAt(req.HeadSHA)
	for _, name := range []string{"sdkgen / node", "sdkgen / python"} {
		r := runs[name]
		if r == nil || r.Status != "completed" || r.Conclusion != "failure" {
			t.Fatalf("check run %s = %+v, want completed failure", name, r)
		}
		if len(r.Annotations) == 0 || r.Annotations[0].Path != "sdkgen.yml" || r.Annotations[0].Level != "failure" {
			t.Errorf("check run %s annotations = %+v, want a failure on sdkgen.yml", name, r.Annotations)
		}
	}
	mustContain(t, "the comment", f.comment().Body, "Config/UnknownKey", "pakage_name")
}

func TestManyDiagnosticsAreAnnotatedInBatches(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	var b strings.Builder
	for i := range 60 {
		b.WriteString("        unknown_" + strings.Repeat("x", i%5) + string(rune('a'+i%26)) + string(rune('a'+i/26)) + ": 1\n")
	}
	broken := strings.Replace(f.config, "    python:\n", "    python:\n"+b.String(), 1)
	req := f.req
	req.HeadSHA = f.push(f.spec, broken)
	f.run(req)
	r := f.gh.runsAt(req.HeadSHA)["sdkgen / python"]
	if r == nil || len(r.Annotations) < 51 {
		t.Fatalf("python check run = %+v, want more than 50 annotations, sent in batches", r)
	}
}

func TestStaleHeadPostsNothing(t *testing.T) {
	f := newFixture(t)
	f.opts.Freshness = freshness{newest: "a-newer-sha"}
	f.run(f.req)
	if log := f.gh.writeLog(); log != "" {
		t.Errorf("a superseded build posted:\n%s", log)
	}
}

func TestInaccessibleSDKRepository(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	f.sdkRepo("lumalabs/lumaai-node") // python's repository does not exist
	f.run(f.req)
	runs := f.gh.runsAt(f.req.HeadSHA)
	for _, name := range []string{"sdkgen / node", "sdkgen / python"} {
		if r := runs[name]; r == nil || r.Status != "completed" {
			t.Errorf("check run %s = %+v, want completed", name, r)
		}
	}
	mustContain(t, "the comment", f.comment().Body, "npm install")
	py, node := f.target("python"), f.target("node")
	if !strings.Contains(py.Failure, "SDK repository lumalabs/lumaai-python") || py.Install != "" || py.Conclusion != report.Success {
		t.Errorf("python = %+v, want a success whose Failure names its repository, without an install snippet", py)
	}
	if strings.Contains(py.Failure, f.opts.WorkDir) {
		t.Errorf("the failure shows the server's work directory: %s", py.Failure)
	}
	if node.Failure != "" || node.Install == "" {
		t.Errorf("node = %+v, want it previewed", node)
	}
}

func TestTimeout(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	f.opts.Timeout = time.Nanosecond // over before generation starts
	f.run(f.req)
	for name, r := range f.gh.runsAt(f.req.HeadSHA) {
		if r.Status != "completed" || r.Conclusion != "timed_out" {
			t.Errorf("check run %s = %s %s, want completed timed_out", name, r.Status, r.Conclusion)
		}
	}
	if len(f.gh.runsAt(f.req.HeadSHA)) != 2 {
		t.Errorf("want 2 check runs:\n%s", f.gh.writeLog())
	}
}

// supersededAfter answers IsLatest true for its first n questions, then false: a newer push arrives while the
// build runs.
type supersededAfter struct {
	mu sync.Mutex
	n  int
}

func (s *supersededAfter) IsLatest(context.Context, gh.Repo, int, string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.n--
	return s.n >= 0, nil
}

func TestSupersededDuringTheBuildPostsNoResult(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	f.opts.Freshness = &supersededAfter{n: 2} // the build's start and its in-progress posts
	f.run(f.req)
	log := f.gh.writeLog()
	if log != "create check run 1 in_progress\ncreate check run 2 in_progress\ncreate comment 3" {
		t.Errorf("a build superseded while generating should post its start only:\n%s", log)
	}
}
