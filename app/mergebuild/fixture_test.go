package mergebuild

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
)

// The API repository's inputs: the acme example with two targets, each with its SDK repository.
const (
	specPath   = "../../examples/acme/openapi.yml"
	configPath = "../../examples/acme/sdkgen.yml"
	// statusSummary is a spec line that shows in the generated Go code; rewording changes that line.
	statusSummary = "Check that the API is up"
	rewordedSum   = "Check whether the API is up and running"
)

var (
	apiRepo = gh.Repo{Owner: "acme", Name: "api"}
	goRepo  = gh.Repo{Owner: "acme", Name: "acme-go"}
	pyRepo  = gh.Repo{Owner: "acme", Name: "acme-python"}
)

// fixture is the fake GitHub (app/fakegithub) with real bare git repositories behind it: the API repository, and
// the SDK repositories of the go and python targets, all in installation 7 of the App.
type fixture struct {
	t       *testing.T
	srv     *fakegithub.Server
	url     string
	builder *Builder
	logs    *bytes.Buffer
	spec    string
	config  string
	mainSHA string // the API repository's main
	prs     int
}

// newFixture starts the fake GitHub; pythonRepo is the python target's production_repo (pyRepo normally), and
// every repository in accessible is part of the installation.
func newFixture(t *testing.T, pythonRepo gh.Repo, accessible ...gh.Repo) *fixture {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	srv, url := fakegithub.StartTest(t, fakegithub.Options{AppID: 42})
	for _, r := range []gh.Repo{apiRepo, goRepo, pyRepo, pythonRepo} {
		if srv.GitDir(r) == "" {
			if err := srv.AddRepo(r, "main"); err != nil {
				t.Fatal(err)
			}
		}
	}
	srv.AddInstallation(7, "acme", append([]gh.Repo{apiRepo}, accessible...)...)
	factory, err := gh.NewFactory(url, 42, srv.PrivateKeyPEM(), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, srv: srv, url: url, logs: &bytes.Buffer{}, spec: read(t, specPath), config: twoTargets(t, pythonRepo)}
	f.builder = NewBuilder(Options{Factory: factory, APIURL: url, WorkDir: t.TempDir(), AppLogin: "sdkgen[bot]",
		Logger: slog.New(slog.NewTextHandler(f.logs, nil))})
	f.mainSHA = f.commit("main", "start", map[string]string{"README.md": "# The Acme API\n"})
	return f
}

// twoTargets is the acme sdkgen.yml with only the go and python targets, in their SDK repositories, and
// codeflow.reviewers.
func twoTargets(t *testing.T, python gh.Repo) string {
	cfg := read(t, configPath)
	i := strings.Index(cfg, "\ntargets:\n")
	if i < 0 {
		t.Fatal("the acme sdkgen.yml has no targets section")
	}
	return cfg[:i] + "\ncodeflow:\n  reviewers: ['@acme/sdk-team', octocat]\n" + fmt.Sprintf("\ntargets:\n  go:\n    package_name: acme\n    production_repo: %s\n"+
		"  python:\n    package_name: acme\n    publish: { pypi: true }\n    production_repo: %s\n", goRepo, python)
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func (f *fixture) commit(branch, message string, files map[string]string) string {
	return f.commitTo(apiRepo, branch, message, files)
}

func (f *fixture) commitTo(repo gh.Repo, branch, message string, files map[string]string) string {
	f.t.Helper()
	data := map[string][]byte{}
	for p, s := range files {
		data[p] = []byte(s)
	}
	sha, err := f.srv.Commit(repo, branch, message, data)
	if err != nil {
		f.t.Fatal(err)
	}
	return sha
}

// merged makes a pull request from a new branch with files into main, merges it (main gets the same files) and
// returns the merge build's request.
func (f *fixture) merged(title string, files map[string]string) Request {
	f.t.Helper()
	f.prs++
	branch := fmt.Sprintf("change-%d", f.prs)
	base := f.mainSHA
	head := f.commit(branch, title, files)
	f.mainSHA = f.commit("main", fmt.Sprintf("Merge pull request from %s", branch), files)
	pr := f.srv.AddPullRequest(apiRepo, fakegithub.PullRequest{Title: title, State: "closed", Merged: true,
		MergeCommitSHA: f.mainSHA, Head: fakegithub.PullRequestBranch{Ref: branch, SHA: head},
		Base: fakegithub.PullRequestBranch{Ref: "main", SHA: base}})
	return Request{InstallationID: 7, Repo: apiRepo, PR: pr, Title: title, BaseRef: "main", BaseSHA: base,
		HeadRef: branch, HeadSHA: head, MergeCommitSHA: f.mainSHA, DefaultBranch: "main",
		DeliveryID: fmt.Sprintf("delivery-%d", f.prs)}
}

// addSDKs merges the pull request that adds sdkgen to the API repository: both SDK repositories start.
func (f *fixture) addSDKs() Request {
	f.t.Helper()
	req := f.merged("Add the SDKs", map[string]string{"openapi.yml": f.spec, "sdkgen.yml": f.config})
	f.run(req)
	return req
}

// rewordStatus merges the pull request that rewords the status call's summary.
func (f *fixture) rewordStatus() Request {
	f.t.Helper()
	if !strings.Contains(f.spec, statusSummary) {
		f.t.Fatalf("the acme spec lacks %q", statusSummary)
	}
	return f.merged("Reword the status summary", map[string]string{"openapi.yml": strings.Replace(f.spec, statusSummary, rewordedSum, 1)})
}

func (f *fixture) run(req Request) {
	f.t.Helper()
	if err := f.runErr(req); err != nil {
		f.t.Fatalf("RunMerge: %v\nlogs:\n%s", err, f.logs)
	}
}

func (f *fixture) runErr(req Request) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	return f.builder.RunMerge(ctx, req)
}

// editPreviewComment posts the App's preview comment with the commit message a person edited into it, and
// another App's copy of it with another message, which must be ignored.
func (f *fixture) editPreviewComment(pr int, message string) {
	body := report.Comment(&report.Report{Repo: apiRepo, PR: pr, Project: "acme", CommitMessage: message})
	f.srv.AddComment(apiRepo, pr, "impostor[bot]", report.Comment(&report.Report{CommitMessage: "fix: the impostor's"}))
	f.srv.AddComment(apiRepo, pr, "sdkgen[bot]", body)
}

// previewComment is the App's sticky preview comment on pull request pr.
func (f *fixture) previewComment(pr int) string {
	f.t.Helper()
	for _, c := range f.srv.Comments(apiRepo, pr) {
		if c.User == "sdkgen[bot]" && report.IsPreviewComment(c.Body) {
			return c.Body
		}
	}
	f.t.Fatalf("no preview comment on #%d", pr)
	return ""
}

// outcomeComments are the App's outcome comments on pull request pr.
func (f *fixture) outcomeComments(pr int) []gh.Comment {
	var out []gh.Comment
	for _, c := range f.srv.Comments(apiRepo, pr) {
		if c.User == "sdkgen[bot]" && IsOutcomeComment(c.Body) {
			out = append(out, c)
		}
	}
	return out
}

// outcomeComment is the one outcome comment on pr.
func (f *fixture) outcomeComment(pr int) string {
	f.t.Helper()
	cs := f.outcomeComments(pr)
	if len(cs) != 1 {
		f.t.Fatalf("%d outcome comments on #%d, want 1", len(cs), pr)
	}
	return cs[0].Body
}

// git runs git in repo's bare repository on the fake.
func (f *fixture) git(repo gh.Repo, args ...string) string {
	f.t.Helper()
	cmd := exec.Command("git", append([]string{"-C", f.srv.GitDir(repo)}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		f.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// branches lists repo's branches and their commits.
func (f *fixture) branches(repo gh.Repo) map[string]string {
	out := map[string]string{}
	for _, line := range strings.Split(f.git(repo, "for-each-ref", "--format=%(refname:short) %(objectname)", "refs/heads"), "\n") {
		if name, sha, ok := strings.Cut(line, " "); ok {
			out[name] = sha
		}
	}
	return out
}

// fileWith returns the first Go file on repo's main that contains s.
func (f *fixture) fileWith(repo gh.Repo, s string) string {
	f.t.Helper()
	out := f.git(repo, "grep", "-l", "-F", s, "main", "--", "*.go")
	first, _, _ := strings.Cut(out, "\n")
	_, path, ok := strings.Cut(first, ":")
	if !ok {
		f.t.Fatalf("no Go file on main of %s contains %q", repo, s)
	}
	return path
}

func (f *fixture) show(repo gh.Repo, rev, path string) string {
	f.t.Helper()
	return f.git(repo, "show", rev+":"+path)
}

func mustContain(t *testing.T, what, s string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, s)
		}
	}
}
