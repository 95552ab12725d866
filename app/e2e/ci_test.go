package e2e

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// The SDK repositories of TestCIResultsEndToEnd, one per CI behaviour.
var ciRepos = []struct {
	target, repo string
	ci           fakegithub.CISetup
	// row is what the target's line of the comment's CI section must say in the end.
	row string
}{
	{"go", sdkRepo, fakegithub.CISetup{}, "build ✅ lint ✅ test ✅ · [run]("},
	{"typescript", "acme/acme-node", fakegithub.CISetup{FailedTests: 3, FailBranches: []string{"preview/"}},
		"build ✅ lint ✅ test ❌ (3 failed) · newly failing · [run]("},
	{"python", "acme/acme-python", fakegithub.CISetup{FailedTests: 2}, "build ✅ lint ✅ test ❌ (2 failed) · tests failing on base too"},
	{"ruby", "acme/acme-ruby", fakegithub.CISetup{Never: true}, "⚠️ no CI result within 45 s"},
	{"php", "acme/acme-php", fakegithub.CISetup{Forbidden: true}, "⚠️ CI results not readable"},
}

// ciTimeout is the App's SDKGEN_CI_TIMEOUT in TestCIResultsEndToEnd: long enough for the preview to push and
// post before the green targets' CI is run, short enough to wait for.
const ciTimeout = "45s"

// TestCIResultsEndToEnd: a preview pushes five SDK repositories whose CI (the fake's GitHub Actions) is green,
// fails tests newly, fails tests on the working branch too, never reports, or cannot be read by the App. The
// comment's CI section says so per target, the failing target's check run fails, and redelivered CI deliveries
// update nothing.
func TestCIResultsEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds and runs the sdkgen and fakegithub binaries; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e := startWith(t, ciSetup(t), &env{extraEnv: []string{"SDKGEN_CI_TIMEOUT=" + ciTimeout}})
	opened := capture(t, "pull_request.opened")
	if code := e.post(opened.event, opened.delivery, opened.body, opened.signature); code/100 != 2 {
		t.Fatalf("opened delivery: %d", code)
	}
	st := e.waitFor("the preview", func(st fakegithub.State) bool { return completedRuns(st, opened.head) == exampleTargets(t) })
	body := botComments(st)[0].Body
	for _, r := range ciRepos[:4] {
		if want := "- **acme-" + r.target + "**: ⏳ CI running"; !strings.Contains(body, want) {
			t.Errorf("the preview comment lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "acme-sql**: ") {
		t.Errorf("a target without an SDK repository has no CI line:\n%s", body)
	}

	deliveries := e.runCI()
	// The green target's completion, delivered twice (GitHub's redelivery keeps the delivery id), is one update.
	before := commentUpdates(e.state())
	green := forRepo(deliveries, sdkRepo)
	if len(green) < 3 {
		t.Fatalf("%d CI deliveries for %s, want its check runs, suite and workflow run", len(green), sdkRepo)
	}
	e.postAll(append(green, green...))
	e.waitFor("the green row", func(st fakegithub.State) bool { return strings.Contains(previewComment(st), ciRepos[0].row) })
	time.Sleep(3 * time.Second) // every job of those deliveries has had its turn
	if n := commentUpdates(e.state()) - before; n != 1 {
		t.Errorf("%d comment updates for the green target's deliveries (each posted twice), want 1", n)
	}

	e.postAll(deliveries)
	st = e.waitFor("every CI row", func(st fakegithub.State) bool {
		c := previewComment(st)
		for _, r := range ciRepos {
			if !strings.Contains(c, "- **acme-"+r.target+"**: "+r.row) {
				return false
			}
		}
		return true
	})
	if testing.Verbose() {
		t.Logf("the comment:\n%s", previewComment(st))
	}
	settled := commentUpdates(st)
	e.postAll(deliveries) // all of them again: nothing changes
	time.Sleep(3 * time.Second)
	if n := commentUpdates(e.state()) - settled; n != 0 {
		t.Errorf("redelivered CI deliveries updated the comment %d times, want 0", n)
	}
	checkRunsReflectCI(t, e.state(), opened.head)
}

// ciSetup is the captured pull request's setup with five SDK repositories: each has a commit on its working
// branch (the base of its preview) and the CI behaviour ciRepos gives it.
func ciSetup(t *testing.T) fakegithub.Setup {
	s := fakeSetup(t)
	for i := range s.Files {
		cfg := s.Files[i].Files["sdkgen.yml"]
		for _, r := range ciRepos[1:] {
			cfg = strings.Replace(cfg, "\n  "+r.target+":\n", "\n  "+r.target+":\n    production_repo: "+r.repo+"\n", 1)
		}
		s.Files[i].Files["sdkgen.yml"] = cfg
	}
	custom := "People's notes, not generated.\n"
	for _, r := range ciRepos {
		if r.repo != sdkRepo {
			s.Repos = append(s.Repos, fakegithub.SetupRepo{Repo: r.repo, DefaultBranch: "main"})
			s.Installations[0].Repos = append(s.Installations[0].Repos, r.repo)
		}
		s.Commits = append(s.Commits, fakegithub.SetupCommit{Repo: r.repo, Branch: "main", Message: "notes",
			Files: map[string]*string{"notes/custom.md": &custom}})
		c := r.ci
		c.Repo = r.repo
		s.CI = append(s.CI, c)
	}
	return s
}

// runCI asks the fake GitHub to run CI on every pushed branch head and returns the deliveries it made.
func (e *env) runCI() []fakegithub.CIDelivery {
	e.t.Helper()
	resp, err := http.Post(e.fakeURL+"/_fake/ci", "application/json", nil)
	if err != nil {
		e.t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	var out []fakegithub.CIDelivery
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusOK {
		e.t.Fatalf("POST /_fake/ci: %d %v", resp.StatusCode, err)
	}
	return out
}

func (e *env) postAll(ds []fakegithub.CIDelivery) {
	e.t.Helper()
	for _, d := range ds {
		if code := e.post(d.Event, d.Delivery, d.Payload, sign(d.Payload)); code/100 != 2 {
			e.t.Fatalf("%s delivery %s: %d", d.Event, d.Delivery, code)
		}
	}
}

// forRepo keeps the deliveries about repo.
func forRepo(ds []fakegithub.CIDelivery, repo string) []fakegithub.CIDelivery {
	var out []fakegithub.CIDelivery
	for _, d := range ds {
		var p struct {
			Repository struct {
				FullName string `json:"full_name"`
			} `json:"repository"`
		}
		if json.Unmarshal(d.Payload, &p) == nil && p.Repository.FullName == repo {
			out = append(out, d)
		}
	}
	return out
}

// commentUpdates counts the App's edits of comments on the API repository.
func commentUpdates(st fakegithub.State) int {
	n := 0
	for _, r := range st.Requests {
		if r.Method == http.MethodPatch && strings.HasPrefix(r.Path, "/repos/"+apiRepo+"/issues/comments/") {
			n++
		}
	}
	return n
}

// checkRunsReflectCI: the newly failing target's check run failed, and says why; the target failing on base too
// keeps the generation's conclusion.
func checkRunsReflectCI(t *testing.T, st fakegithub.State, head string) {
	t.Helper()
	runs := map[string]fakegithub.CheckRun{}
	for _, r := range st.CheckRuns {
		if r.HeadSHA == head {
			runs[r.Name] = r
		}
	}
	ts, py := runs["sdkgen / typescript"], runs["sdkgen / python"]
	if ts.Conclusion != "failure" || !strings.Contains(ts.Summary, "newly failing") {
		t.Errorf("typescript's check run: %s\n%s", ts.Conclusion, ts.Summary)
	}
	if py.Conclusion == "failure" || !strings.Contains(py.Summary, "tests failing on base too") {
		t.Errorf("python's check run: %s\n%s", py.Conclusion, py.Summary)
	}
}
