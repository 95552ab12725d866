package fakegithub_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/gh"
)

// TestEveryOperation drives each of the 44 operations through go-github v66, authenticated the way the App is
// (ghinstallation: a JWT for the App, then an installation token), and checks every answer against GitHub's
// OpenAPI schemas as well as the fields the App reads.
func TestEveryOperation(t *testing.T) {
	f := newFixture(t)
	sc := newSchemaChecker(t)
	app, api := f.appClient(sc), f.installationClient(sc)

	checkApp(t, f, app)
	checkRepo(t, f, api)
	head := checkGitData(t, f, api)
	number := checkPulls(t, f, api, head)
	checkComments(t, f, api, number)
	checkCheckRuns(t, f, api, head)
	checkStatusesAndReleases(t, f, api, head)
	checkContents(t, f, api)
	checkReleaseAssets(t, f, api)
	checkSecrets(t, f, api)
	checkReviewers(t, f, api, number)
	checkMerge(t, f, api, number)

	if missing := sc.uncovered(); len(missing) > 0 {
		t.Errorf("operations never answered with success:\n%s", strings.Join(missing, "\n"))
	}
	if tok := f.token(); strings.Contains(f.logs.String(), "ghs_") {
		t.Errorf("a token reached the log (%s...):\n%s", tok[:4], f.logs.String())
	}
}

func checkApp(t *testing.T, f *fixture, app *github.Client) {
	got, _, err := app.Apps.Get(f.ctx, "")
	if err != nil || got.GetID() != testAppID || got.GetSlug() != "sdkgen" {
		t.Fatalf("GET /app = %v, %v", got, err)
	}
	tok, _, err := app.Apps.CreateInstallationToken(f.ctx, testInstallationID,
		&github.InstallationTokenOptions{Repositories: []string{"api"}})
	if err != nil || !strings.HasPrefix(tok.GetToken(), "ghs_") || tok.GetExpiresAt().IsZero() ||
		len(tok.Repositories) != 1 || tok.Repositories[0].GetFullName() != "acme/api" {
		t.Fatalf("create token = %v, %v", tok, err)
	}
	inst, _, err := app.Apps.FindRepositoryInstallation(f.ctx, "acme", "api")
	if err != nil || inst.GetID() != testInstallationID || inst.GetAccount().GetLogin() != "acme" {
		t.Fatalf("repository installation = %v, %v", inst, err)
	}
}

func checkRepo(t *testing.T, f *fixture, api *github.Client) {
	repo, _, err := api.Repositories.Get(f.ctx, "acme", "api")
	wantClone, _ := gh.GitURL(f.url+"/", apiRepo)
	if err != nil || repo.GetDefaultBranch() != "main" || repo.GetCloneURL() != wantClone ||
		repo.GetHTMLURL() != f.url+"/acme/api" || repo.GetOwner().GetLogin() != "acme" {
		t.Fatalf("GET repo = %v, %v", repo, err)
	}
}

// checkGitData builds a commit with the git database API, puts a branch on it, and returns the branch's head.
func checkGitData(t *testing.T, f *fixture, api *github.Client) string {
	base := f.commit(apiRepo, "main", map[string]string{"openapi.yml": "openapi: 3.1.0\n", "sdkgen.yml": "targets: {}\n"})
	blob, _, err := api.Git.CreateBlob(f.ctx, "acme", "api", &github.Blob{Content: ptr("aGVsbG8K"), Encoding: ptr("base64")})
	if err != nil || blob.GetSHA() != "ce013625030ba8dba906f756967f9e9ca394464a" {
		t.Fatalf("create blob = %v, %v", blob, err)
	}
	if got, _, err := api.Git.GetBlob(f.ctx, "acme", "api", blob.GetSHA()); err != nil || got.GetSize() != 6 {
		t.Fatalf("get blob = %v, %v", got, err)
	}
	baseCommit, _, err := api.Git.GetCommit(f.ctx, "acme", "api", base)
	if err != nil || baseCommit.GetTree().GetSHA() == "" {
		t.Fatalf("get commit = %v, %v", baseCommit, err)
	}
	tree, _, err := api.Git.CreateTree(f.ctx, "acme", "api", baseCommit.GetTree().GetSHA(), []*github.TreeEntry{
		{Path: ptr("docs/hello.txt"), Mode: ptr("100644"), Type: ptr("blob"), SHA: blob.SHA},
		{Path: ptr("sdkgen.yml"), Mode: ptr("100644"), Type: ptr("blob"), Content: ptr("targets: {go: {}}\n")},
	})
	if err != nil || len(tree.Entries) != 3 {
		t.Fatalf("create tree = %v, %v", tree, err)
	}
	full, _, err := api.Git.GetTree(f.ctx, "acme", "api", tree.GetSHA(), true)
	if err != nil || len(full.Entries) != 4 { // docs, docs/hello.txt, openapi.yml, sdkgen.yml
		t.Fatalf("get tree = %v, %v", full, err)
	}
	commit, _, err := api.Git.CreateCommit(f.ctx, "acme", "api", &github.Commit{Message: ptr("feat: go"),
		Tree: &github.Tree{SHA: tree.SHA}, Parents: []*github.Commit{{SHA: &base}}}, nil)
	if err != nil || commit.GetAuthor().GetName() != "sdkgen[bot]" || len(commit.Parents) != 1 {
		t.Fatalf("create commit = %v, %v", commit, err)
	}
	checkRefs(t, f, api, base, commit.GetSHA())
	return commit.GetSHA()
}

// checkRefs creates, reads, lists, moves and deletes references; it leaves the branch feature at head.
func checkRefs(t *testing.T, f *fixture, api *github.Client, base, head string) {
	ref, _, err := api.Git.CreateRef(f.ctx, "acme", "api", &github.Reference{Ref: ptr("refs/heads/feature"),
		Object: &github.GitObject{SHA: &base}})
	if err != nil || ref.GetObject().GetSHA() != base {
		t.Fatalf("create ref = %v, %v", ref, err)
	}
	ref.Object.SHA = &head
	if got, _, err := api.Git.UpdateRef(f.ctx, "acme", "api", ref, false); err != nil || got.GetObject().GetSHA() != head {
		t.Fatalf("update ref = %v, %v", got, err)
	}
	if got, _, err := api.Git.GetRef(f.ctx, "acme", "api", "heads/feature"); err != nil || got.GetObject().GetSHA() != head {
		t.Fatalf("get ref = %v, %v", got, err)
	}
	if _, _, err := api.Git.CreateRef(f.ctx, "acme", "api", &github.Reference{Ref: ptr("refs/heads/doomed"),
		Object: &github.GitObject{SHA: &base}}); err != nil {
		t.Fatal(err)
	}
	refs, _, err := api.Git.ListMatchingRefs(f.ctx, "acme", "api", &github.ReferenceListOptions{Ref: "heads/"})
	if err != nil || len(refs) != 3 || refs[0].GetRef() != "refs/heads/doomed" {
		t.Fatalf("matching refs = %v, %v", refs, err)
	}
	if _, err := api.Git.DeleteRef(f.ctx, "acme", "api", "heads/doomed"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := api.Repositories.GetBranch(f.ctx, "acme", "api", "doomed", 0); err == nil {
		t.Fatal("the deleted branch is still there")
	}
	branch, _, err := api.Repositories.GetBranch(f.ctx, "acme", "api", "feature", 0)
	if err != nil || branch.GetCommit().GetSHA() != head || branch.GetProtected() {
		t.Fatalf("get branch = %v, %v", branch, err)
	}
}

// checkPulls opens a pull request from feature (at head) and returns its number.
func checkPulls(t *testing.T, f *fixture, api *github.Client, head string) int {
	pr, _, err := api.PullRequests.Create(f.ctx, "acme", "api", &github.NewPullRequest{Title: ptr("Go SDK"),
		Head: ptr("acme:feature"), Base: ptr("main"), Body: ptr("adds go")})
	if err != nil || pr.GetNumber() != 1 || pr.GetHead().GetSHA() != head || pr.GetUser().GetLogin() != "sdkgen[bot]" ||
		pr.GetHTMLURL() != f.url+"/acme/api/pull/1" || pr.GetChangedFiles() != 2 {
		t.Fatalf("create pull = %v, %v", pr, err)
	}
	list, _, err := api.PullRequests.List(f.ctx, "acme", "api", &github.PullRequestListOptions{Head: "acme:feature"})
	if err != nil || len(list) != 1 || list[0].GetNumber() != 1 {
		t.Fatalf("list pulls = %v, %v", list, err)
	}
	files, _, err := api.PullRequests.ListFiles(f.ctx, "acme", "api", 1, nil)
	if err != nil || len(files) != 2 || files[0].GetFilename() != "docs/hello.txt" || files[0].GetStatus() != "added" ||
		files[1].GetPatch() != "@@ -1 +1 @@\n-targets: {}\n+targets: {go: {}}" {
		t.Fatalf("pull files = %v, %v", files, err)
	}
	edited, _, err := api.PullRequests.Edit(f.ctx, "acme", "api", 1, &github.PullRequest{Title: ptr("Go SDK!")})
	if err != nil || edited.GetTitle() != "Go SDK!" {
		t.Fatalf("edit pull = %v, %v", edited, err)
	}
	got, _, err := api.PullRequests.Get(f.ctx, "acme", "api", 1)
	if err != nil || got.GetTitle() != "Go SDK!" || got.GetBase().GetRef() != "main" || !got.GetMergeable() {
		t.Fatalf("get pull = %v, %v", got, err)
	}
	return 1
}

func checkComments(t *testing.T, f *fixture, api *github.Client, number int) {
	f.srv.AddComment(apiRepo, number, "octocat", "looks good")
	c, _, err := api.Issues.CreateComment(f.ctx, "acme", "api", number, &github.IssueComment{Body: ptr("## sdkgen SDK previews")})
	if err != nil || c.GetUser().GetLogin() != "sdkgen[bot]" || c.GetUser().GetType() != "Bot" ||
		!strings.HasPrefix(c.GetHTMLURL(), f.url+"/acme/api/pull/1#issuecomment-") || c.GetCreatedAt().IsZero() {
		t.Fatalf("create comment = %v, %v", c, err)
	}
	if _, _, err := api.Issues.EditComment(f.ctx, "acme", "api", c.GetID(), &github.IssueComment{Body: ptr("## sdkgen SDK previews\nv2")}); err != nil {
		t.Fatal(err)
	}
	got, _, err := api.Issues.GetComment(f.ctx, "acme", "api", c.GetID())
	if err != nil || got.GetBody() != "## sdkgen SDK previews\nv2" {
		t.Fatalf("get comment = %v, %v", got, err)
	}
	list, _, err := api.Issues.ListComments(f.ctx, "acme", "api", number, nil)
	if err != nil || len(list) != 2 || list[0].GetUser().GetLogin() != "octocat" || list[1].GetID() != c.GetID() {
		t.Fatalf("list comments = %v, %v", list, err)
	}
	if _, err := api.Issues.DeleteComment(f.ctx, "acme", "api", list[0].GetID()); err != nil {
		t.Fatal(err)
	}
	want := []gh.Comment{{ID: c.GetID(), Body: "## sdkgen SDK previews\nv2", User: "sdkgen[bot]"}}
	if got := f.srv.Comments(apiRepo, number); len(got) != 1 || got[0] != want[0] {
		t.Fatalf("recorded comments = %v, want %v", got, want)
	}
}

func checkCheckRuns(t *testing.T, f *fixture, api *github.Client, head string) {
	run, _, err := api.Checks.CreateCheckRun(f.ctx, "acme", "api", github.CreateCheckRunOptions{Name: "sdkgen / go",
		HeadSHA: head, Status: ptr("in_progress")})
	if err != nil || run.GetStatus() != "in_progress" || run.GetApp().GetID() != testAppID || len(run.PullRequests) != 1 {
		t.Fatalf("create check run = %v, %v", run, err)
	}
	upd, _, err := api.Checks.UpdateCheckRun(f.ctx, "acme", "api", run.GetID(), github.UpdateCheckRunOptions{
		Name: "sdkgen / go", Conclusion: ptr("failure"), Output: &github.CheckRunOutput{Title: ptr("1 error"),
			Summary: ptr("Generation failed"), Annotations: []*github.CheckRunAnnotation{{Path: ptr("sdkgen.yml"),
				StartLine: ptr(1), EndLine: ptr(1), AnnotationLevel: ptr("failure"), Message: ptr("bad target")}}}})
	if err != nil || upd.GetStatus() != "completed" || upd.GetConclusion() != "failure" || upd.GetOutput().GetAnnotationsCount() != 1 {
		t.Fatalf("update check run = %v, %v", upd, err)
	}
	if got, _, err := api.Checks.GetCheckRun(f.ctx, "acme", "api", run.GetID()); err != nil || got.GetOutput().GetTitle() != "1 error" {
		t.Fatalf("get check run = %v, %v", got, err)
	}
	list, _, err := api.Checks.ListCheckRunsForRef(f.ctx, "acme", "api", "feature", nil)
	if err != nil || list.GetTotal() != 1 || list.CheckRuns[0].GetID() != run.GetID() {
		t.Fatalf("list check runs = %v, %v", list, err)
	}
	runs := f.srv.CheckRuns(apiRepo)
	if len(runs) != 1 || len(runs[0].History) != 2 || runs[0].History[0].Status != "in_progress" ||
		runs[0].Run().Annotations[0].Message != "bad target" {
		t.Fatalf("recorded check runs = %+v", runs)
	}
}

func checkStatusesAndReleases(t *testing.T, f *fixture, api *github.Client, head string) {
	st, _, err := api.Repositories.CreateStatus(f.ctx, "acme", "api", head, &github.RepoStatus{State: ptr("success"),
		Context: ptr("sdkgen"), Description: ptr("SDKs built")})
	if err != nil || st.GetState() != "success" || st.GetCreator().GetLogin() != "sdkgen[bot]" {
		t.Fatalf("create status = %v, %v", st, err)
	}
	combined, _, err := api.Repositories.GetCombinedStatus(f.ctx, "acme", "api", "feature", nil)
	if err != nil || combined.GetState() != "success" || combined.GetSHA() != head || combined.GetTotalCount() != 1 {
		t.Fatalf("combined status = %v, %v", combined, err)
	}
	rel, _, err := api.Repositories.CreateRelease(f.ctx, "acme", "acme-go", &github.RepositoryRelease{
		TagName: ptr("v0.1.0"), TargetCommitish: ptr("main"), Name: ptr("v0.1.0"), Body: ptr("first")})
	if err == nil {
		t.Fatalf("a release on an empty repository = %v", rel)
	}
	f.commit(sdkRepo, "main", map[string]string{"go.mod": "module acme\n"})
	rel, _, err = api.Repositories.CreateRelease(f.ctx, "acme", "acme-go", &github.RepositoryRelease{
		TagName: ptr("v0.1.0"), TargetCommitish: ptr("main"), Name: ptr("v0.1.0"), Body: ptr("first")})
	if err != nil || rel.GetHTMLURL() != f.url+"/acme/acme-go/releases/tag/v0.1.0" {
		t.Fatalf("create release = %v, %v", rel, err)
	}
	got, _, err := api.Repositories.GetReleaseByTag(f.ctx, "acme", "acme-go", "v0.1.0")
	if err != nil || got.GetID() != rel.GetID() || got.GetAuthor().GetLogin() != "sdkgen[bot]" {
		t.Fatalf("release by tag = %v, %v", got, err)
	}
	if tag, _, err := api.Git.GetRef(f.ctx, "acme", "acme-go", "tags/v0.1.0"); err != nil || tag.GetObject().GetType() != "commit" {
		t.Fatalf("the release's tag = %v, %v", tag, err)
	}
}

// checkContents reads files from git and from SetFiles, and writes one.
func checkContents(t *testing.T, f *fixture, api *github.Client) {
	recorded := "0123456789abcdef0123456789abcdef01234567"
	f.srv.SetFiles(apiRepo, recorded, map[string][]byte{"openapi.yml": []byte("openapi: 3.0.3\n")})
	for _, tc := range []struct{ ref, want string }{{"main", "openapi: 3.1.0\n"}, {recorded, "openapi: 3.0.3\n"}} {
		file, _, _, err := api.Repositories.GetContents(f.ctx, "acme", "api", "openapi.yml",
			&github.RepositoryContentGetOptions{Ref: tc.ref})
		content := fileContent(file)
		if err != nil || content != tc.want {
			t.Fatalf("openapi.yml at %s = %q, %v; want %q", tc.ref, content, err, tc.want)
		}
	}
	_, dir, _, err := api.Repositories.GetContents(f.ctx, "acme", "api", "", nil)
	if err != nil || len(dir) != 2 || dir[0].GetName() != "openapi.yml" || dir[1].GetType() != "file" {
		t.Fatalf("root listing = %v, %v", dir, err)
	}
	created, _, err := api.Repositories.CreateFile(f.ctx, "acme", "api", "docs/new.md",
		&github.RepositoryContentFileOptions{Message: ptr("docs: new"), Content: []byte("# New\n")})
	if err != nil || created.GetContent().GetPath() != "docs/new.md" {
		t.Fatalf("create file = %v, %v", created, err)
	}
	updated, _, err := api.Repositories.UpdateFile(f.ctx, "acme", "api", "docs/new.md",
		&github.RepositoryContentFileOptions{Message: ptr("docs: newer"), Content: []byte("# Newer\n"),
			SHA: created.GetContent().SHA})
	if err != nil || updated.Parents[0].GetSHA() != created.GetSHA() {
		t.Fatalf("update file = %v, %v", updated, err)
	}
}

// checkReleaseAssets uploads an asset the way go-github does (to its UploadURL, here the fake's /api/uploads/) and
// reads the release back by id, in the list, and with its assets.
func checkReleaseAssets(t *testing.T, f *fixture, api *github.Client) {
	rel, _, err := api.Repositories.GetReleaseByTag(f.ctx, "acme", "acme-go", "v0.1.0")
	if err != nil || rel.GetUploadURL() != f.url+"/api/uploads/repos/acme/acme-go/releases/"+strconv.FormatInt(rel.GetID(), 10)+"/assets{?name,label}" {
		t.Fatalf("release = %v, %v", rel, err)
	}
	file := filepath.Join(t.TempDir(), "acme-go.zip")
	if err := os.WriteFile(file, []byte("zip bytes"), 0o600); err != nil {
		t.Fatal(err)
	}
	fh, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = fh.Close() }()
	uploads, err := api.WithEnterpriseURLs(f.url+"/api/v3/", f.url+"/api/uploads/")
	if err != nil {
		t.Fatal(err)
	}
	asset, _, err := uploads.Repositories.UploadReleaseAsset(f.ctx, "acme", "acme-go", rel.GetID(),
		&github.UploadOptions{Name: "acme-go.zip", Label: "Go SDK"}, fh)
	if err != nil || asset.GetName() != "acme-go.zip" || asset.GetSize() != 9 || asset.GetContentType() != "application/zip" ||
		asset.GetState() != "uploaded" || asset.GetUploader().GetLogin() != "sdkgen[bot]" {
		t.Fatalf("upload asset = %v, %v", asset, err)
	}
	got, _, err := api.Repositories.GetRelease(f.ctx, "acme", "acme-go", rel.GetID())
	if err != nil || len(got.Assets) != 1 || got.Assets[0].GetID() != asset.GetID() {
		t.Fatalf("get release = %v, %v", got, err)
	}
	assets, _, err := api.Repositories.ListReleaseAssets(f.ctx, "acme", "acme-go", rel.GetID(), nil)
	if err != nil || len(assets) != 1 || assets[0].GetLabel() != "Go SDK" {
		t.Fatalf("list assets = %v, %v", assets, err)
	}
	list, _, err := api.Repositories.ListReleases(f.ctx, "acme", "acme-go", nil)
	if err != nil || len(list) != 1 || list[0].GetTagName() != "v0.1.0" {
		t.Fatalf("list releases = %v, %v", list, err)
	}
}

func checkSecrets(t *testing.T, f *fixture, api *github.Client) {
	f.srv.SetSecrets(sdkRepo, "NPM_TOKEN", "GO_PROXY_TOKEN")
	secrets, _, err := api.Actions.ListRepoSecrets(f.ctx, "acme", "acme-go", nil)
	if err != nil || secrets.TotalCount != 2 || secrets.Secrets[0].Name != "GO_PROXY_TOKEN" || secrets.Secrets[1].CreatedAt.IsZero() {
		t.Fatalf("list secrets = %+v, %v", secrets, err)
	}
	f.srv.SetOrgSecrets(sdkRepo, "ORG_PYPI_TOKEN")
	shared, _, err := api.Actions.ListRepoOrgSecrets(f.ctx, "acme", "acme-go", nil)
	if err != nil || shared.TotalCount != 1 || shared.Secrets[0].Name != "ORG_PYPI_TOKEN" {
		t.Fatalf("list organization secrets = %+v, %v", shared, err)
	}
}

// checkReviewers requests a user's and a team's review of pull request number, and refuses its author.
func checkReviewers(t *testing.T, f *fixture, api *github.Client, number int) {
	pr, _, err := api.PullRequests.RequestReviewers(f.ctx, "acme", "api", number,
		github.ReviewersRequest{Reviewers: []string{"hubot"}, TeamReviewers: []string{"sdk-team"}})
	if err != nil || len(pr.RequestedReviewers) != 1 || pr.RequestedReviewers[0].GetLogin() != "hubot" ||
		len(pr.RequestedTeams) != 1 || pr.RequestedTeams[0].GetSlug() != "sdk-team" {
		t.Fatalf("request reviewers = %v, %v", pr, err)
	}
	_, resp, err := api.PullRequests.RequestReviewers(f.ctx, "acme", "api", number,
		github.ReviewersRequest{Reviewers: []string{pr.GetUser().GetLogin()}})
	if err == nil || resp.StatusCode != 422 {
		t.Fatalf("requesting the author's review = %v, want 422", err)
	}
}

// checkMerge merges pull request number (feature into main, which moved since) with a merge commit.
func checkMerge(t *testing.T, f *fixture, api *github.Client, number int) {
	res, _, err := api.PullRequests.Merge(f.ctx, "acme", "api", number, "", nil)
	if err != nil || !res.GetMerged() || len(res.GetSHA()) != 40 {
		t.Fatalf("merge = %v, %v", res, err)
	}
	pr, _, err := api.PullRequests.Get(f.ctx, "acme", "api", number)
	if err != nil || !pr.GetMerged() || pr.GetState() != "closed" || pr.GetMergeCommitSHA() != res.GetSHA() ||
		pr.GetMergedBy().GetLogin() != "sdkgen[bot]" {
		t.Fatalf("merged pull = %v, %v", pr, err)
	}
	branch, _, err := api.Repositories.GetBranch(f.ctx, "acme", "api", "main", 0)
	if err != nil || branch.GetCommit().GetSHA() != res.GetSHA() || len(branch.GetCommit().Parents) != 2 {
		t.Fatalf("main after the merge = %v, %v", branch, err)
	}
}
