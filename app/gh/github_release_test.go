package gh

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// releaseResponses are the recorded answers to the calls of merge builds and releases.
func releaseResponses() map[string]recorded {
	return map[string]recorded{
		"GET /repos/acme/sdk": {200, `{"id":1296269,"name":"sdk","full_name":"acme/sdk","private":false,
		"html_url":"https://github.com/acme/sdk","default_branch":"trunk","owner":{"login":"acme","type":"Organization"}}`},
		"GET /repos/acme/gone": {404, `{"message":"Not Found",
		"documentation_url":"https://docs.github.com/rest/repos/repos#get-a-repository","status":"404"}`},
		"GET /repos/acme/sdk/pulls?base=main&head=acme%3Arelease&per_page=100&state=all": {200, `[
		{"number":12,"state":"open","title":"release: 1.3.0","body":"notes","merged_at":null,
		"html_url":"https://github.com/acme/sdk/pull/12",
		"head":{"ref":"release","sha":"1111111111111111111111111111111111111111","label":"acme:release"},
		"base":{"ref":"main","sha":"2222222222222222222222222222222222222222","label":"acme:main"}}]`},
		"GET /repos/acme/sdk/pulls?base=main&head=acme%3Arelease&page=2&per_page=100&state=all": {200, `[
		{"number":9,"state":"closed","title":"release: 1.2.0","body":"","merged_at":"2024-05-01T10:00:00Z",
		"html_url":"https://github.com/acme/sdk/pull/9",
		"head":{"ref":"release","sha":"3333333333333333333333333333333333333333"},"base":{"ref":"main"}}]`},
		"GET /repos/acme/sdk/pulls": {200, `[]`},
		"POST /repos/acme/sdk/pulls": {201, `{"number":13,"state":"open","title":"release: 1.4.0","body":"b",
		"merged":false,"html_url":"https://github.com/acme/sdk/pull/13",
		"head":{"ref":"release","sha":"4444444444444444444444444444444444444444"},"base":{"ref":"main"}}`},
		"PATCH /repos/acme/sdk/pulls/13": {200, `{"number":13,"state":"open","title":"release: 1.5.0"}`},
		"PATCH /repos/acme/sdk/pulls/99": {404, `{"message":"Not Found"}`},
		"GET /repos/acme/sdk/releases/tags/v1.2.0": {200, `{"id":9001,"tag_name":"v1.2.0","name":"v1.2.0",
		"body":"## 1.2.0","draft":false,"prerelease":true,"html_url":"https://github.com/acme/sdk/releases/tag/v1.2.0",
		"upload_url":"https://uploads.github.com/repos/acme/sdk/releases/9001/assets{?name,label}",
		"assets":[{"id":1,"name":"sdk.tar.gz","state":"uploaded","size":10},{"id":2,"name":"sdk.zip","state":"uploaded","size":12}]}`},
		"GET /repos/acme/sdk/releases/tags/v9.9.9": {404, `{"message":"Not Found",
		"documentation_url":"https://docs.github.com/rest/releases/releases#get-a-release-by-tag-name","status":"404"}`},
		"POST /repos/acme/sdk/releases": {201, `{"id":9002,"tag_name":"v1.3.0","name":"1.3.0","body":"## 1.3.0",
		"draft":false,"prerelease":false,"html_url":"https://github.com/acme/sdk/releases/tag/v1.3.0",
		"upload_url":"http://{{host}}/uploads/repos/acme/sdk/releases/9002/assets{?name,label}","assets":[]}`},
		"GET /repos/acme/sdk/releases/9002": {200, `{"id":9002,"tag_name":"v1.3.0",
		"upload_url":"http://{{host}}/uploads/repos/acme/sdk/releases/9002/assets{?name,label}","assets":[]}`},
		"POST /uploads/repos/acme/sdk/releases/9002/assets?name=sdk+1.3.0.tar.gz": {201, `{"id":3,
		"name":"sdk.1.3.0.tar.gz","state":"uploaded","size":5,"content_type":"application/gzip"}`},
		"GET /repos/acme/sdk/releases/404": {404, `{"message":"Not Found"}`},
		"POST /repos/acme/dup/releases": {422, `{"message":"Validation Failed","errors":[{"resource":"Release",
		"code":"already_exists","field":"tag_name"}],"documentation_url":"https://docs.github.com/rest/releases/releases#create-a-release","status":"422"}`},
		"POST /repos/acme/dup/pulls": {422, `{"message":"Validation Failed","errors":[{"resource":"PullRequest",
		"code":"custom","message":"A pull request already exists for acme:release."}],
		"documentation_url":"https://docs.github.com/rest/pulls/pulls#create-a-pull-request","status":"422"}`},
		"POST /repos/acme/bad/releases": {422, `{"message":"Validation Failed","errors":[{"resource":"Release",
		"code":"invalid","field":"target_commitish"}],"documentation_url":"https://docs.github.com/rest/releases/releases#create-a-release","status":"422"}`},
		"GET /repos/acme/sdk/actions/secrets?per_page=100": {200, `{"total_count":3,"secrets":[
		{"name":"NPM_TOKEN","created_at":"2024-01-10T14:59:22Z","updated_at":"2024-01-10T14:59:22Z"},
		{"name":"PYPI_TOKEN","created_at":"2024-01-10T14:59:22Z","updated_at":"2024-01-10T14:59:22Z"}]}`},
		"GET /repos/acme/sdk/actions/secrets?page=2&per_page=100": {200, `{"total_count":3,"secrets":[
		{"name":"SONATYPE_PASSWORD","created_at":"2024-01-10T14:59:22Z","updated_at":"2024-01-10T14:59:22Z"}]}`},
		"GET /repos/acme/sdk/actions/organization-secrets?per_page=100": {200, `{"total_count":1,"secrets":[
		{"name":"ACME_DOCKER_TOKEN","created_at":"2024-01-10T14:59:22Z","updated_at":"2024-01-10T14:59:22Z","visibility":"selected"}]}`},
		"GET /repos/octocat/sdk/actions/secrets?per_page=100": {200, `{"total_count":1,"secrets":[
		{"name":"NPM_TOKEN","created_at":"2024-01-10T14:59:22Z","updated_at":"2024-01-10T14:59:22Z"}]}`},
		"GET /repos/octocat/sdk/actions/organization-secrets?per_page=100": {404, `{"message":"Not Found",
		"documentation_url":"https://docs.github.com/rest/actions/secrets#list-repository-organization-secrets","status":"404"}`},
		"POST /repos/acme/sdk/pulls/13/requested_reviewers": {201, `{"number":13,"state":"open",
		"requested_reviewers":[{"login":"octocat"}],"requested_teams":[{"slug":"sdk-team"}]}`},
		"POST /repos/acme/sdk/pulls/14/requested_reviewers": {422, `{"message":"Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the acme/sdk repository.",
		"documentation_url":"https://docs.github.com/rest/pulls/review-requests#request-reviewers-for-a-pull-request","status":"422"}`},
		"GET /repos/acme/private/actions/secrets?per_page=100": {403, `{"message":"Resource not accessible by integration",
		"documentation_url":"https://docs.github.com/rest/actions/secrets#list-repository-secrets","status":"403"}`},
	}
}

var sdkRepo = Repo{Owner: "acme", Name: "sdk"}

func TestRepository(t *testing.T) {
	c, _ := newTestClient(t)
	got, err := c.Repository(context.Background(), sdkRepo)
	if err != nil || got != (RepoInfo{DefaultBranch: "trunk", HTMLURL: "https://github.com/acme/sdk"}) {
		t.Errorf("Repository = %+v, %v", got, err)
	}
	if _, err := c.Repository(context.Background(), Repo{Owner: "acme", Name: "gone"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("Repository of a missing repository: %v, want ErrNotFound", err)
	}
}

func TestPullRequests(t *testing.T) {
	c, _ := newTestClient(t)
	got, err := c.PullRequests(context.Background(), sdkRepo, PullRequestFilter{Head: "release", Base: "main", State: "all"})
	want := []PullRequest{
		{Number: 12, Title: "release: 1.3.0", Body: "notes", State: "open", HeadRef: "release",
			HeadSHA: "1111111111111111111111111111111111111111", BaseRef: "main", HTMLURL: "https://github.com/acme/sdk/pull/12"},
		{Number: 9, Title: "release: 1.2.0", State: "closed", Merged: true, HeadRef: "release",
			HeadSHA: "3333333333333333333333333333333333333333", BaseRef: "main", HTMLURL: "https://github.com/acme/sdk/pull/9"},
	}
	if err != nil || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
		t.Errorf("PullRequests = %+v, %v\nwant both pages, merged read from merged_at: %+v", got, err, want)
	}
}

func TestCreateAndUpdatePullRequest(t *testing.T) {
	c, g := newTestClient(t)
	ctx := context.Background()
	pr, err := c.CreatePullRequest(ctx, sdkRepo, NewPullRequest{Title: "release: 1.4.0", Body: "b", Head: "release", Base: "main"})
	if err != nil || pr.Number != 13 || pr.State != "open" || pr.Merged || pr.HeadRef != "release" {
		t.Fatalf("CreatePullRequest = %+v, %v", pr, err)
	}
	if err := c.UpdatePullRequest(ctx, sdkRepo, 13, "release: 1.5.0", "new notes"); err != nil {
		t.Fatal(err)
	}
	if err := c.UpdatePullRequest(ctx, sdkRepo, 99, "t", "b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("UpdatePullRequest of a missing pull request: %v, want ErrNotFound", err)
	}
	for key, want := range map[string]string{
		"POST /repos/acme/sdk/pulls":     `{"title":"release: 1.4.0","head":"release","base":"main","body":"b"}`,
		"PATCH /repos/acme/sdk/pulls/13": `{"title":"release: 1.5.0","body":"new notes"}`,
	} {
		if got := requestBodies(t, g, key); got != want+"\n" {
			t.Errorf("%s sent %s, want %s", key, got, want)
		}
	}
}

func requestBodies(t *testing.T, g *recordedGitHub, key string) string {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	var s string
	for _, b := range g.bodies[key] {
		s += string(b)
	}
	return s
}

func TestReleaseByTag(t *testing.T) {
	c, _ := newTestClient(t)
	ctx := context.Background()
	got, err := c.ReleaseByTag(ctx, sdkRepo, "v1.2.0")
	want := Release{ID: 9001, Tag: "v1.2.0", Name: "v1.2.0", Body: "## 1.2.0", Prerelease: true,
		HTMLURL: "https://github.com/acme/sdk/releases/tag/v1.2.0", Assets: []string{"sdk.tar.gz", "sdk.zip"}}
	if err != nil || fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", want) {
		t.Errorf("ReleaseByTag = %+v, %v; want %+v", got, err, want)
	}
	if _, err := c.ReleaseByTag(ctx, sdkRepo, "v9.9.9"); !errors.Is(err, ErrNotFound) {
		t.Errorf("ReleaseByTag of a tag without a release: %v, want ErrNotFound", err)
	}
}

func TestCreateReleaseAndUploadAsset(t *testing.T) {
	c, g := newTestClient(t)
	ctx := context.Background()
	rel, err := c.CreateRelease(ctx, sdkRepo, NewRelease{Tag: "v1.3.0", Target: "main", Name: "1.3.0", Body: "## 1.3.0"})
	if err != nil || rel.ID != 9002 || rel.Tag != "v1.3.0" || rel.Prerelease || len(rel.Assets) != 0 {
		t.Fatalf("CreateRelease = %+v, %v", rel, err)
	}
	want := `{"tag_name":"v1.3.0","target_commitish":"main","name":"1.3.0","body":"## 1.3.0","prerelease":false}` + "\n"
	if got := requestBodies(t, g, "POST /repos/acme/sdk/releases"); got != want {
		t.Errorf("CreateRelease sent %s, want %s", got, want)
	}
	if err := c.UploadReleaseAsset(ctx, sdkRepo, 9002, "sdk 1.3.0.tar.gz", []byte("bytes")); err != nil {
		t.Fatal(err)
	}
	upload := "POST /uploads/repos/acme/sdk/releases/9002/assets?name=sdk+1.3.0.tar.gz"
	if got := requestBodies(t, g, upload); got != "bytes" {
		t.Errorf("uploaded %q, want the asset's bytes", got)
	}
	g.mu.Lock()
	h := g.headers[upload]
	g.mu.Unlock()
	if ct := h.Get("Content-Type"); ct != "application/gzip" && ct != "application/x-gzip" {
		t.Errorf("upload Content-Type = %q, want gzip's", ct)
	}
	for name, tc := range map[string]struct {
		id    int64
		asset string
		err   error
	}{
		"missing release": {404, "a.zip", ErrNotFound},
		"path as name":    {9002, "dist/a.zip", nil},
		"empty name":      {9002, "", nil},
	} {
		err := c.UploadReleaseAsset(ctx, sdkRepo, tc.id, tc.asset, []byte("x"))
		if err == nil || (tc.err != nil && !errors.Is(err, tc.err)) {
			t.Errorf("%s: UploadReleaseAsset error = %v, want one (%v)", name, err, tc.err)
		}
	}
}

func TestUploadURL(t *testing.T) {
	for _, tc := range []struct{ template, want string }{
		{"https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}", "https://uploads.github.com/repos/o/r/releases/1/assets?name=a+b.zip"},
		{"https://ghe.example.com/api/uploads/repos/o/r/releases/1/assets{?name,label}", "https://ghe.example.com/api/uploads/repos/o/r/releases/1/assets?name=a+b.zip"},
		{"", ""},
		{"/relative{?name}", ""},
	} {
		got, err := uploadURL(tc.template, "a b.zip")
		if got != tc.want || (tc.want == "") != (err != nil) {
			t.Errorf("uploadURL(%q) = %q, %v; want %q", tc.template, got, err, tc.want)
		}
	}
}

func TestSecretNames(t *testing.T) {
	c, _ := newTestClient(t)
	ctx := context.Background()
	got, err := c.SecretNames(ctx, sdkRepo)
	if err != nil || fmt.Sprint(got) != "[NPM_TOKEN PYPI_TOKEN SONATYPE_PASSWORD ACME_DOCKER_TOKEN]" {
		t.Errorf("SecretNames = %v, %v; want both pages and the organization's shared secret", got, err)
	}
	got, err = c.SecretNames(ctx, Repo{Owner: "octocat", Name: "sdk"})
	if err != nil || fmt.Sprint(got) != "[NPM_TOKEN]" {
		t.Errorf("SecretNames of a user's repository = %v, %v; want its own secrets", got, err)
	}
	if _, err := c.SecretNames(ctx, Repo{Owner: "acme", Name: "private"}); err == nil || errors.Is(err, ErrNotFound) {
		t.Errorf("SecretNames without the secrets permission: %v, want a 403 error", err)
	}
}

func TestRequestReviewers(t *testing.T) {
	c, g := newTestClient(t)
	ctx := context.Background()
	r := ParseReviewers([]string{"@octocat", "octocat", "@acme/sdk-team", " "})
	if fmt.Sprint(r) != "{[octocat] [sdk-team]}" {
		t.Fatalf("ParseReviewers = %v", r)
	}
	if err := c.RequestReviewers(ctx, sdkRepo, 13, r); err != nil {
		t.Fatal(err)
	}
	body := g.bodies["POST /repos/acme/sdk/pulls/13/requested_reviewers"]
	if len(body) != 1 || string(body[0]) != `{"reviewers":["octocat"],"team_reviewers":["sdk-team"]}`+"\n" {
		t.Errorf("request body %s", body)
	}
	if err := c.RequestReviewers(ctx, sdkRepo, 14, r); err == nil {
		t.Error("a refused request gave no error")
	}
	if err := c.RequestReviewers(ctx, sdkRepo, 15, Reviewers{}); err != nil {
		t.Errorf("nobody to ask: %v, want no request", err)
	}
}

func TestAlreadyExists(t *testing.T) {
	c, _ := newTestClient(t)
	ctx := context.Background()
	dup, bad := Repo{Owner: "acme", Name: "dup"}, Repo{Owner: "acme", Name: "bad"}
	_, err := c.CreateRelease(ctx, dup, NewRelease{Tag: "v1.0.0"})
	if !errors.Is(err, ErrAlreadyExists) {
		t.Errorf("CreateRelease of a released tag: %v, want ErrAlreadyExists", err)
	}
	_, err = c.CreatePullRequest(ctx, dup, NewPullRequest{Title: "t", Head: "release", Base: "main"})
	if !errors.Is(err, ErrAlreadyExists) {
		t.Errorf("CreatePullRequest of an open head: %v, want ErrAlreadyExists", err)
	}
	_, err = c.CreateRelease(ctx, bad, NewRelease{Tag: "v1.0.0", Target: "nope"})
	if err == nil || errors.Is(err, ErrAlreadyExists) || errors.Is(err, ErrNotFound) {
		t.Errorf("CreateRelease at a bad target: %v, want a plain error", err)
	}
}
