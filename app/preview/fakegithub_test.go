package preview

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
)

// TestAgainstFakeGitHub runs a preview build the way the service does: the go-github client from gh.NewFactory
// (App JWT, installation tokens, REST) against app/fakegithub, and the SDK repositories over git smart HTTP at
// the URLs gh.GitURL derives from the API URL.
func TestAgainstFakeGitHub(t *testing.T) {
	requireGit(t)
	srv, url := fakegithub.StartTest(t, fakegithub.Options{AppID: 42})
	api := gh.Repo{Owner: "acme", Name: "api"}
	node, python := gh.Repo{Owner: "lumalabs", Name: "lumaai-node"}, gh.Repo{Owner: "lumalabs", Name: "lumaai-python"}
	for _, r := range []gh.Repo{api, node, python} {
		if err := srv.AddRepo(r, "main"); err != nil {
			t.Fatal(err)
		}
	}
	srv.AddInstallation(7, "acme", api, node, python)
	spec, config := readPair(t)
	baseSHA, err := srv.Commit(api, "main", "add the API", map[string][]byte{"openapi.yml": []byte(spec), "sdkgen.yml": []byte(config)})
	if err != nil {
		t.Fatal(err)
	}
	headSHA, err := srv.Commit(api, "feature/ping", "describe ping", map[string][]byte{"openapi.yml": []byte(edit(t, spec, pingChange))})
	if err != nil {
		t.Fatal(err)
	}
	pr := srv.AddPullRequest(api, fakegithub.PullRequest{Title: "Describe ping better",
		Head: fakegithub.PullRequestBranch{Ref: "feature/ping"}, Base: fakegithub.PullRequestBranch{Ref: "main"}})

	factory, err := gh.NewFactory(url, 42, srv.PrivateKeyPEM(), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBuilder(Options{Factory: factory, APIURL: url, WorkDir: t.TempDir(), AppLogin: "sdkgen[bot]"})
	req := Request{InstallationID: 7, Repo: api, PR: pr, Title: "Describe ping better", BaseRef: "main",
		BaseSHA: baseSHA, HeadRef: "feature/ping", HeadSHA: headSHA}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for range 2 { // a redelivered job: still one comment
		if err := b.RunPreview(ctx, req); err != nil {
			t.Fatal(err)
		}
	}

	comments := srv.Comments(api, pr)
	if len(comments) != 1 || comments[0].User != "sdkgen[bot]" {
		t.Fatalf("comments = %+v, want one by sdkgen[bot]", comments)
	}
	mustContain(t, "the comment", comments[0].Body, "lumaai-node", "lumaai-python", "diff --git",
		"npm install "+url+"/lumalabs/lumaai-node.git#preview/feature/ping")
	completed := map[string]string{}
	for _, r := range srv.CheckRuns(api) {
		if r.HeadSHA == headSHA && r.Status == "completed" {
			completed[r.Name] = r.Conclusion
		}
	}
	if completed["sdkgen / node"] != "success" || completed["sdkgen / python"] != "success" {
		t.Errorf("completed check runs = %v, want node and python successful", completed)
	}
	checkLatePreviewAfterMerge(ctx, t, srv, factory, b, req)
	for _, r := range []gh.Repo{node, python} {
		checkPreviewBranches(t, srv.GitDir(r), "feature/ping")
		if strings.Contains(gitCmd(t, srv.GitDir(r), "log", "--format=%B", "preview/feature/ping"), "ghs_") {
			t.Errorf("%s: a commit message carries a token", r)
		}
	}
}

// checkLatePreviewAfterMerge: once the merge build has turned the comment into its post-merge form, or once the pull
// request is merged, a preview job that finishes later (a slow or redelivered one) leaves the comment alone, and
// still completes its check runs.
func checkLatePreviewAfterMerge(ctx context.Context, t *testing.T, srv *fakegithub.Server, factory gh.Factory, b *Builder, req Request) {
	t.Helper()
	client, err := factory.Installation(ctx, req.InstallationID)
	if err != nil {
		t.Fatal(err)
	}
	merged := report.MergedComment(&report.Report{Project: req.Repo.Name, HeadSHA: "feedface", CommitMessage: "docs: describe ping"},
		[]string{"**node** (`lumalabs/lumaai-node`): ✅ merged into `main`."})
	if err := client.UpdateComment(ctx, req.Repo, srv.Comments(req.Repo, req.PR)[0].ID, merged); err != nil {
		t.Fatal(err)
	}
	if err := b.RunPreview(ctx, req); err != nil {
		t.Fatal(err)
	}
	if comments := srv.Comments(req.Repo, req.PR); len(comments) != 1 || comments[0].Body != merged {
		t.Errorf("a preview after the merge rewrote the post-merge comment: %+v", comments)
	}
	// Merged, and the merge build has not rewritten the comment yet: the preview leaves it to the merge build.
	before := report.Comment(&report.Report{Project: req.Repo.Name, HeadSHA: "0ld"})
	if err := client.UpdateComment(ctx, req.Repo, srv.Comments(req.Repo, req.PR)[0].ID, before); err != nil {
		t.Fatal(err)
	}
	if _, err := srv.MergePullRequest(req.Repo, req.PR, "octocat"); err != nil {
		t.Fatal(err)
	}
	if err := b.RunPreview(ctx, req); err != nil {
		t.Fatal(err)
	}
	if comments := srv.Comments(req.Repo, req.PR); len(comments) != 1 || comments[0].Body != before {
		t.Errorf("a preview of a merged pull request rewrote its comment: %+v", comments)
	}
	for _, r := range srv.CheckRuns(req.Repo) {
		if r.HeadSHA == req.HeadSHA && r.Status != "completed" {
			t.Errorf("check run %s left %s", r.Name, r.Status)
		}
	}
}
