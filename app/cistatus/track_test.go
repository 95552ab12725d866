package cistatus_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/cistatus"
	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/store"
)

// ciYML is the trigger part of the generated ci.yml.
const ciYML = "name: CI\non:\n  push:\n    branches-ignore: ['generated', 'preview/base/**']\njobs: {}\n"

// tracked is a Tracker on the fake GitHub and a SQLite store, with an API pull request whose sticky comment
// and completed check run a preview build made, and an SDK repository whose working branch has one commit.
type tracked struct {
	t       *testing.T
	ctx     context.Context
	srv     *fakegithub.Server
	tracker *cistatus.Tracker
	client  gh.Client
	api     gh.Repo
	sdk     gh.Repo
	pr      int
	head    string
	base    string
	run     int64
}

func newTracked(t *testing.T) *tracked {
	srv, url := fakegithub.StartTest(t, fakegithub.Options{AppID: 42})
	tr := &tracked{t: t, ctx: context.Background(), srv: srv, api: gh.Repo{Owner: "acme", Name: "api"},
		sdk: gh.Repo{Owner: "acme", Name: "acme-go"}}
	for _, r := range []gh.Repo{tr.api, tr.sdk} {
		if err := srv.AddRepo(r, "main"); err != nil {
			t.Fatal(err)
		}
	}
	srv.AddInstallation(7, "acme", tr.api, tr.sdk)
	var err error
	if tr.head, err = srv.Commit(tr.api, "feature", "change", map[string][]byte{"openapi.yml": []byte("openapi: 3.1.0\n")}); err != nil {
		t.Fatal(err)
	}
	if tr.base, err = srv.Commit(tr.sdk, "main", "notes", map[string][]byte{"notes.md": []byte("notes\n")}); err != nil {
		t.Fatal(err)
	}
	tr.pr = srv.AddPullRequest(tr.api, fakegithub.PullRequest{Title: "Change", Head: fakegithub.PullRequestBranch{Ref: "feature"},
		Base: fakegithub.PullRequestBranch{Ref: "main"}})
	factory, err := gh.NewFactory(url, 42, srv.PrivateKeyPEM(), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	if tr.client, err = factory.Installation(tr.ctx, 7); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(tr.ctx, "sqlite://"+filepath.Join(t.TempDir(), "sdkgen.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	tr.tracker = &cistatus.Tracker{Factory: factory, Store: st, Timeout: 30 * time.Minute, AppLogin: "sdkgen[bot]"}
	tr.run, err = tr.client.CreateCheckRun(tr.ctx, tr.api, gh.CheckRun{Name: "sdkgen / go", HeadSHA: tr.head,
		Status: "completed", Conclusion: "success", Title: "go: 3 files changed", Summary: "3 files changed"})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// push pushes a preview commit on preview/feature and tells the Tracker, then posts the comment the preview
// build renders from the Tracker's lines.
func (tr *tracked) push(files map[string][]byte) string {
	tr.t.Helper()
	sha, err := tr.srv.Commit(tr.sdk, "preview/feature", "preview", files)
	if err != nil {
		tr.t.Fatal(err)
	}
	workflows := map[string][]byte{}
	for p, data := range files {
		if strings.HasPrefix(p, cistatus.WorkflowDir) {
			workflows[p] = data
		}
	}
	err = tr.tracker.Pushed(tr.ctx, preview.PushedPreview{InstallationID: 7, APIRepo: tr.api, PR: tr.pr, APIHeadSHA: tr.head,
		Project: "acme", Target: "go", FailOn: "error", CheckRunID: tr.run, SDKRepo: tr.sdk, Branch: "preview/feature",
		SHA: sha, BaseSHA: tr.base, Workflows: workflows, PushedAt: time.Now()})
	if err != nil {
		tr.t.Fatal(err)
	}
	lines, err := tr.tracker.Lines(tr.ctx, tr.api, tr.pr, tr.head)
	if err != nil {
		tr.t.Fatal(err)
	}
	body := report.Comment(&report.Report{Project: "acme", HeadSHA: tr.head, Targets: []report.Target{{Target: "go"}}, CI: lines})
	comments := tr.srv.Comments(tr.api, tr.pr)
	if len(comments) == 0 {
		tr.srv.AddComment(tr.api, tr.pr, "sdkgen[bot]", body)
	} else if err := tr.client.UpdateComment(tr.ctx, tr.api, comments[0].ID, body); err != nil {
		tr.t.Fatal(err)
	}
	return sha
}

func (tr *tracked) comment() string { return tr.srv.Comments(tr.api, tr.pr)[0].Body }

func (tr *tracked) checkRun() fakegithub.CheckRun {
	for _, r := range tr.srv.CheckRuns(tr.api) {
		if r.ID == tr.run {
			return r
		}
	}
	tr.t.Fatal("no check run")
	return fakegithub.CheckRun{}
}

func (tr *tracked) ci(setup fakegithub.CISetup) {
	tr.t.Helper()
	setup.Repo = tr.sdk.String()
	if err := tr.srv.SetCI(setup); err != nil {
		tr.t.Fatal(err)
	}
	if _, err := tr.srv.RunCI("http://fake"); err != nil {
		tr.t.Fatal(err)
	}
}

// A newly failing preview fails the target's check run and says why; once CI turns green (a re-run), the run
// goes back to the generation's conclusion, and its summary holds one CI part, the newest.
func TestTrackerFailsAndRestoresTheCheckRun(t *testing.T) {
	tr := newTracked(t)
	sha := tr.push(map[string][]byte{".github/workflows/ci.yml": []byte(ciYML)})
	if !strings.Contains(tr.comment(), "- **acme-go**: ⏳ CI running") {
		t.Fatalf("comment before CI:\n%s", tr.comment())
	}
	commit := cistatus.Commit{InstallationID: 7, SDKRepo: tr.sdk, SHA: sha}

	tr.ci(fakegithub.CISetup{FailedTests: 4, FailBranches: []string{"preview/"}})
	if err := tr.tracker.Update(tr.ctx, commit); err != nil {
		t.Fatal(err)
	}
	if c := tr.comment(); !strings.Contains(c, "test ❌ (4 failed) · newly failing") {
		t.Errorf("comment after the failing CI:\n%s", c)
	}
	if r := tr.checkRun(); r.Conclusion != "failure" || !strings.HasPrefix(r.Summary, "3 files changed") ||
		!strings.Contains(r.Summary, "newly failing") {
		t.Errorf("check run after the failing CI: %s\n%s", r.Conclusion, r.Summary)
	}

	tr.ci(fakegithub.CISetup{}) // re-run, green
	if err := tr.tracker.Update(tr.ctx, commit); err != nil {
		t.Fatal(err)
	}
	if c := tr.comment(); !strings.Contains(c, "- **acme-go**: build ✅ lint ✅ test ✅") {
		t.Errorf("comment after the green re-run:\n%s", c)
	}
	r := tr.checkRun()
	if r.Conclusion != "success" || strings.Count(r.Summary, "CI of the preview branch") != 1 || strings.Contains(r.Summary, "failing") {
		t.Errorf("check run after the green re-run: %s\n%s", r.Conclusion, r.Summary)
	}
	updates := len(r.History)
	if err := tr.tracker.Update(tr.ctx, commit); err != nil { // nothing new
		t.Fatal(err)
	}
	if n := len(tr.checkRun().History); n != updates {
		t.Errorf("an update that changed nothing touched the check run (%d updates, want %d)", n, updates)
	}
}

// No workflow: no CI at once. Never reporting: the timeout row. Forbidden: not readable, never green.
func TestTrackerWithoutResult(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string][]byte
		setup fakegithub.CISetup
		want  string
	}{
		{"no workflow", map[string][]byte{"README.md": []byte("hi\n")}, fakegithub.CISetup{Never: true},
			"⚠️ no CI: the SDK repository has no workflow (.github/workflows/)"},
		{"never reporting", map[string][]byte{".github/workflows/ci.yml": []byte(ciYML)}, fakegithub.CISetup{Never: true},
			"⚠️ no CI result within 30 min"},
		{"forbidden", map[string][]byte{".github/workflows/ci.yml": []byte(ciYML)}, fakegithub.CISetup{Forbidden: true},
			"⚠️ CI results not readable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTracked(t)
			sha := tr.push(tc.files)
			tr.ci(tc.setup)
			if err := tr.tracker.Expire(tr.ctx, cistatus.Commit{InstallationID: 7, SDKRepo: tr.sdk, SHA: sha}); err != nil {
				t.Fatal(err)
			}
			if c := tr.comment(); !strings.Contains(c, "- **acme-go**: "+tc.want) {
				t.Errorf("comment:\n%s\nwant the line %q", c, tc.want)
			}
			if r := tr.checkRun(); r.Conclusion != "success" {
				t.Errorf("a missing result changed the check run's conclusion to %s", r.Conclusion)
			}
		})
	}
}
