package fakegithub_test

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

// ghClient is the App's own client (app/gh on go-github) for the fixture's installation.
func (f *fixture) ghClient() gh.Client {
	f.t.Helper()
	factory, err := gh.NewFactory(f.url+"/", testAppID, f.key, "sdkgen-test")
	if err != nil {
		f.t.Fatal(err)
	}
	c, err := factory.Installation(f.ctx, testInstallationID)
	if err != nil {
		f.t.Fatal(err)
	}
	return c
}

// TestReleasePullRequestFlow runs what a release does, through the App's client: open the release pull request,
// update it, merge it (as a person would), create the release on the merge commit and upload its assets.
func TestReleasePullRequestFlow(t *testing.T) {
	f := newFixture(t)
	c := f.ghClient()
	f.commit(sdkRepo, "main", map[string]string{"go.mod": "module acme\n"})
	f.commit(sdkRepo, "release", map[string]string{"CHANGELOG.md": "## 1.0.0\n"})

	info, err := c.Repository(f.ctx, sdkRepo)
	if err != nil || info != (gh.RepoInfo{DefaultBranch: "main", HTMLURL: f.url + "/acme/acme-go"}) {
		t.Fatalf("Repository = %+v, %v", info, err)
	}
	pr, err := c.CreatePullRequest(f.ctx, sdkRepo, gh.NewPullRequest{Title: "release: 0.9.0", Body: "b", Head: "release", Base: "main"})
	if err != nil || pr.Number != 1 || pr.State != "open" || pr.HeadRef != "release" || pr.BaseRef != "main" {
		t.Fatalf("CreatePullRequest = %+v, %v", pr, err)
	}
	if _, err := c.CreatePullRequest(f.ctx, sdkRepo, gh.NewPullRequest{Title: "again", Head: "release", Base: "main"}); !errors.Is(err, gh.ErrAlreadyExists) {
		t.Errorf("a second release pull request: %v, want ErrAlreadyExists", err)
	}
	if err := c.UpdatePullRequest(f.ctx, sdkRepo, pr.Number, "release: 1.0.0", "## 1.0.0"); err != nil {
		t.Fatal(err)
	}
	open, err := c.PullRequests(f.ctx, sdkRepo, gh.PullRequestFilter{Head: "release", Base: "main"})
	if err != nil || len(open) != 1 || open[0].Title != "release: 1.0.0" || open[0].Body != "## 1.0.0" {
		t.Fatalf("open release pull requests = %+v, %v", open, err)
	}

	merge, err := f.srv.MergePullRequest(sdkRepo, pr.Number, "maintainer")
	if err != nil {
		t.Fatal(err)
	}
	if open, err := c.PullRequests(f.ctx, sdkRepo, gh.PullRequestFilter{Head: "release"}); err != nil || len(open) != 0 {
		t.Errorf("open pull requests after the merge = %+v, %v", open, err)
	}
	all, err := c.PullRequests(f.ctx, sdkRepo, gh.PullRequestFilter{Head: "release", State: "all"})
	if err != nil || len(all) != 1 || !all[0].Merged || all[0].State != "closed" {
		t.Fatalf("all release pull requests = %+v, %v", all, err)
	}
	if got, _ := f.srv.PullRequest(sdkRepo, pr.Number); got.MergeCommitSHA != merge || got.MergedBy != "maintainer" {
		t.Errorf("recorded pull request = %+v, want merged at %s by maintainer", got, merge)
	}

	if _, err := c.ReleaseByTag(f.ctx, sdkRepo, "v1.0.0"); !errors.Is(err, gh.ErrNotFound) {
		t.Fatalf("ReleaseByTag before the release: %v, want ErrNotFound", err)
	}
	rel, err := c.CreateRelease(f.ctx, sdkRepo, gh.NewRelease{Tag: "v1.0.0", Target: "main", Name: "1.0.0", Body: "## 1.0.0", Prerelease: true})
	if err != nil || rel.Tag != "v1.0.0" || !rel.Prerelease || rel.HTMLURL != f.url+"/acme/acme-go/releases/tag/v1.0.0" {
		t.Fatalf("CreateRelease = %+v, %v", rel, err)
	}
	for _, name := range []string{"acme-go.tar.gz", "checksums.txt"} {
		if err := c.UploadReleaseAsset(f.ctx, sdkRepo, rel.ID, name, []byte("content of "+name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.UploadReleaseAsset(f.ctx, sdkRepo, rel.ID, "checksums.txt", []byte("again")); !errors.Is(err, gh.ErrAlreadyExists) {
		t.Errorf("a second asset of the same name: %v, want ErrAlreadyExists", err)
	}
	if _, err := c.CreateRelease(f.ctx, sdkRepo, gh.NewRelease{Tag: "v1.0.0", Target: "main"}); !errors.Is(err, gh.ErrAlreadyExists) {
		t.Errorf("a second release of the same tag: %v, want ErrAlreadyExists", err)
	}

	got, err := c.ReleaseByTag(f.ctx, sdkRepo, "v1.0.0")
	if err != nil || got.ID != rel.ID || fmt.Sprint(got.Assets) != "[acme-go.tar.gz checksums.txt]" {
		t.Fatalf("ReleaseByTag = %+v, %v", got, err)
	}
	if data, ok := f.srv.ReleaseAssetContent(sdkRepo, "v1.0.0", "acme-go.tar.gz"); !ok || string(data) != "content of acme-go.tar.gz" {
		t.Errorf("uploaded content = %q, %v", data, ok)
	}
	st := findRepo(f.srv.State(), "acme/acme-go")
	if st.Tags["v1.0.0"] != merge || st.Branches["main"] != merge {
		t.Errorf("tags %v, branches %v; want v1.0.0 and main at the merge commit %s", st.Tags, st.Branches, merge)
	}
	releases := f.srv.Releases(sdkRepo)
	if len(releases) != 1 || len(releases[0].Assets) != 2 || releases[0].Assets[0].Size != len("content of acme-go.tar.gz") ||
		!strings.HasPrefix(releases[0].Assets[0].Digest, "sha256:") || releases[0].Assets[1].ContentType != "text/plain; charset=utf-8" {
		t.Errorf("recorded releases = %+v", releases)
	}
}

// TestCreateReleaseTags checks where a release's tag ends up: created at target_commitish when missing, reused
// when it is there already, refused (422) when it exists at another commit than an explicit target.
func TestCreateReleaseTags(t *testing.T) {
	f := newFixture(t)
	old := f.commit(sdkRepo, "main", map[string]string{"go.mod": "module acme\n"})
	head := f.commit(sdkRepo, "main", map[string]string{"version.go": "package acme\n"})
	side := f.commit(sdkRepo, "side", map[string]string{"side.go": "package acme\n"})
	auth := "token " + f.token()
	for _, tc := range []struct {
		name     string
		body     map[string]any
		want     int
		wantTag  string // the tag's commit afterwards, "" for no tag
		tag      string
		preTagAt string // a tag made before the release
	}{
		{name: "new tag at a branch", tag: "v1.0.0", body: map[string]any{"target_commitish": "main"}, want: 201, wantTag: head},
		{name: "new tag at the default branch", tag: "v1.0.1", body: map[string]any{}, want: 201, wantTag: head},
		{name: "new tag at a SHA", tag: "v1.0.2", body: map[string]any{"target_commitish": side}, want: 201, wantTag: side},
		{name: "existing tag at the target", tag: "v1.1.0", preTagAt: head, body: map[string]any{"target_commitish": "main"}, want: 201, wantTag: head},
		{name: "existing tag elsewhere", tag: "v1.2.0", preTagAt: old, body: map[string]any{"target_commitish": "main"}, want: 422, wantTag: old},
		{name: "existing tag, no target", tag: "v1.3.0", preTagAt: old, body: map[string]any{}, want: 201, wantTag: old},
		{name: "unknown target", tag: "v1.4.0", body: map[string]any{"target_commitish": "nope"}, want: 422},
		{name: "draft makes no tag", tag: "v1.5.0", body: map[string]any{"target_commitish": "main", "draft": true}, want: 201},
	} {
		if tc.preTagAt != "" {
			if status, _, body := f.do("POST", "/repos/acme/acme-go/git/refs", auth,
				map[string]any{"ref": "refs/tags/" + tc.tag, "sha": tc.preTagAt}); status != http.StatusCreated {
				t.Fatalf("%s: tag = %d %s", tc.name, status, body)
			}
		}
		tc.body["tag_name"] = tc.tag
		status, _, body := f.do("POST", "/repos/acme/acme-go/releases", auth, tc.body)
		if status != tc.want {
			t.Errorf("%s: create release = %d %s, want %d", tc.name, status, body, tc.want)
		}
		if status == http.StatusUnprocessableEntity && githubError(t, body)["message"] != "Validation Failed" {
			t.Errorf("%s: error body %s", tc.name, body)
		}
		if got := findRepo(f.srv.State(), "acme/acme-go").Tags[tc.tag]; got != tc.wantTag {
			t.Errorf("%s: tag %s at %q, want %q", tc.name, tc.tag, got, tc.wantTag)
		}
	}
}

// TestUploadReleaseAsset checks the upload operation's answers at both places GitHub serves it.
func TestUploadReleaseAsset(t *testing.T) {
	f := newFixture(t)
	f.commit(sdkRepo, "main", map[string]string{"go.mod": "module acme\n"})
	auth := "token " + f.token()
	status, _, body := f.do("POST", "/repos/acme/acme-go/releases", auth, map[string]any{"tag_name": "v1.0.0"})
	if status != http.StatusCreated {
		t.Fatalf("create release = %d %s", status, body)
	}
	id := fmt.Sprint(githubError(t, body)["id"])
	for _, tc := range []struct {
		name, path, auth string
		want             int
		asset            string // the name GitHub gives the asset
	}{
		{"upload URL", "/api/uploads/repos/acme/acme-go/releases/" + id + "/assets?name=sdk.zip", auth, 201, "sdk.zip"},
		{"uploads.github.com path", "/repos/acme/acme-go/releases/" + id + "/assets?name=sdk.tar.gz&label=Source", auth, 201, "sdk.tar.gz"},
		{"special characters renamed", "/repos/acme/acme-go/releases/" + id + "/assets?name=my%20sdk%20(1).zip", auth, 201, "my.sdk.1.zip"},
		{"same name again", "/repos/acme/acme-go/releases/" + id + "/assets?name=sdk.zip", auth, 422, ""},
		{"renamed to a taken name", "/repos/acme/acme-go/releases/" + id + "/assets?name=my%20sdk%201.zip", auth, 422, ""},
		{"no name", "/repos/acme/acme-go/releases/" + id + "/assets", auth, 422, ""},
		{"unknown release", "/repos/acme/acme-go/releases/999999/assets?name=x.zip", auth, 404, ""},
		{"no token", "/repos/acme/acme-go/releases/" + id + "/assets?name=y.zip", "", 401, ""},
		{"a repository the token may not see", "/repos/other/repo/releases/" + id + "/assets?name=y.zip", auth, 404, ""},
	} {
		status, _, body := f.do("POST", tc.path, tc.auth, []byte("data"))
		if status != tc.want {
			t.Errorf("%s: upload = %d %s, want %d", tc.name, status, body, tc.want)
			continue
		}
		if got := githubError(t, body)["name"]; tc.asset != "" && got != tc.asset {
			t.Errorf("%s: asset named %v, want %s", tc.name, got, tc.asset)
		}
	}
	var names []string
	for _, a := range f.srv.Releases(sdkRepo)[0].Assets {
		names = append(names, a.Name+"/"+a.Label)
	}
	if want := []string{"sdk.zip/", "sdk.tar.gz/Source", "my.sdk.1.zip/"}; !slices.Equal(names, want) {
		t.Errorf("assets %v, want %v", names, want)
	}
}

// TestSecretNames lists more secrets than fit on a page, set up over HTTP as a separate process would.
func TestSecretNames(t *testing.T) {
	f := newFixture(t)
	names := make([]string, 150)
	for i := range names {
		names[i] = fmt.Sprintf("SECRET_%03d", 149-i)
	}
	setup := map[string]any{"secrets": []map[string]any{{"repo": "acme/acme-go", "names": names}}}
	if status, _, body := f.do("POST", "/_fake/setup", "", setup); status != http.StatusOK {
		t.Fatalf("setup = %d %s", status, body)
	}
	got, err := f.ghClient().SecretNames(f.ctx, sdkRepo)
	if err != nil || len(got) != 150 || got[0] != "SECRET_000" || got[149] != "SECRET_149" || !slices.IsSorted(got) {
		t.Errorf("SecretNames = %d names %v..., %v; want 150, sorted", len(got), got[:min(3, len(got))], err)
	}
	if got, err := f.ghClient().SecretNames(f.ctx, apiRepo); err != nil || len(got) != 0 {
		t.Errorf("SecretNames of a repository without secrets = %v, %v", got, err)
	}
	if st := findRepo(f.srv.State(), "acme/acme-go"); len(st.Secrets) != 150 {
		t.Errorf("state lists %d secrets, want 150", len(st.Secrets))
	}
	status, _, body := f.do("GET", "/repos/acme/acme-go/actions/secrets?per_page=2", "token "+f.token(), nil)
	want := `{"secrets":[{"created_at":`
	if status != http.StatusOK || !strings.HasPrefix(string(body), want) || strings.Contains(string(body), "value") ||
		!strings.Contains(string(body), `"total_count":150`) {
		t.Errorf("list secrets = %d %s", status, body)
	}
}

// findPull returns the recorded pull request number of repo.
func findPull(t *testing.T, f *fixture, repo gh.Repo, number int) fakegithub.PullRequest {
	t.Helper()
	pr, ok := f.srv.PullRequest(repo, number)
	if !ok {
		t.Fatalf("no pull request %s#%d", repo, number)
	}
	return pr
}
