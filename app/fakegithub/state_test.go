package fakegithub_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/bradleyfalzon/ghinstallation/v2"
	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

const setupJSON = `{
  "installations": [{"id": 5, "account": "widgets", "repos": ["widgets/api", "widgets/widgets-ts"]}],
  "repos": [{"repo": "widgets/api"}, {"repo": "widgets/widgets-ts", "default_branch": "trunk"}],
  "commits": [
    {"repo": "widgets/api", "branch": "main", "message": "init", "files": {"openapi.yml": "openapi: 3.1.0\n"}},
    {"repo": "widgets/api", "branch": "pets", "files": {"openapi.yml": "openapi: 3.1.0\npaths: {}\n"}}
  ],
  "files": [{"repo": "widgets/api", "ref": "1111111111111111111111111111111111111111", "files": {"sdkgen.yml": "targets: {}\n"}}],
  "pull_requests": [{"repo": "widgets/api", "number": 7, "title": "Add pets", "head": {"ref": "pets"}, "base": {"ref": "main"}}],
  "comments": [{"repo": "widgets/api", "number": 7, "user": "octocat", "body": "first!"}]
}`

// TestStateOverHTTP sets the fake up and reads what it recorded over HTTP, as an end-to-end test driving a
// separate fakegithub process does.
func TestStateOverHTTP(t *testing.T) {
	f := newFixture(t)
	resp, err := http.Post(f.url+"/_fake/setup", "application/json", strings.NewReader(setupJSON))
	if err != nil {
		t.Fatal(err)
	}
	var res fakegithub.SetupResult
	err = json.NewDecoder(resp.Body).Decode(&res)
	_ = resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || len(res.Commits) != 2 || len(res.PullRequests) != 1 {
		t.Fatalf("setup = %d %+v, %v", resp.StatusCode, res, err)
	}

	tok, err := f.srv.Token(5)
	if err != nil {
		t.Fatal(err)
	}
	api := f.tokenClient(tok)
	if _, _, err := api.Issues.CreateComment(f.ctx, "widgets", "api", 7, &github.IssueComment{Body: ptr("sdkgen SDK previews")}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := api.Checks.CreateCheckRun(f.ctx, "widgets", "api", github.CreateCheckRunOptions{Name: "sdkgen", HeadSHA: res.Commits[1]}); err != nil {
		t.Fatal(err)
	}

	status, _, body := f.do("GET", "/_fake/state", "", nil)
	var st fakegithub.State
	if err := json.Unmarshal(body, &st); err != nil || status != http.StatusOK {
		t.Fatalf("state = %d %s, %v", status, body, err)
	}
	pr := st.PullRequests[0]
	if pr.Repo != "widgets/api" || pr.Head.SHA != res.Commits[1] || pr.Base.SHA != res.Commits[0] || pr.State != "open" {
		t.Errorf("pull request = %+v", pr)
	}
	if len(st.Comments) != 2 || st.Comments[1].User != "sdkgen[bot]" || len(st.CheckRuns) != 1 || st.CheckRuns[0].Repo != "widgets/api" {
		t.Errorf("comments %+v, check runs %+v", st.Comments, st.CheckRuns)
	}
	if len(st.Installations) != 2 || st.Installations[0].ID != 5 || len(st.Installations[0].Repos) != 2 {
		t.Errorf("installations = %+v", st.Installations)
	}
	if ts := findRepo(st, "widgets/widgets-ts"); ts.DefaultBranch != "trunk" || ts.GitDir == "" {
		t.Errorf("widgets-ts = %+v", ts)
	}
	if api := findRepo(st, "widgets/api"); api.Branches["pets"] != res.Commits[1] || len(api.Files) != 1 {
		t.Errorf("widgets/api = %+v", api)
	}
	var last fakegithub.Request
	for _, r := range st.Requests {
		if strings.HasPrefix(r.Path, "/_fake/") {
			t.Errorf("state requests hold %s", r.Path)
		}
		last = r
	}
	if last.Method != "POST" || last.Path != "/repos/widgets/api/check-runs" || last.Status != http.StatusCreated {
		t.Errorf("last request = %+v", last)
	}
	for _, key := range []string{`"check_runs"`, `"pull_requests"`, `"head_sha"`, `"default_branch"`} {
		if !strings.Contains(string(body), key) {
			t.Errorf("the state JSON has no %s", key)
		}
	}
}

func TestSetupRefusesBadInput(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		body string
		want int
	}{
		{`{"repos": [{"repo": "x"}]}`, http.StatusUnprocessableEntity},
		{`{"repositories": []}`, http.StatusBadRequest},
		{`{"commits": [{"repo": "acme/nothing", "branch": "main", "files": {}}]}`, http.StatusUnprocessableEntity},
		{`{"installations": [{"account": "acme"}]}`, http.StatusUnprocessableEntity},
		{`[`, http.StatusBadRequest},
	} {
		if status, _, body := f.do("POST", "/_fake/setup", "", []byte(tc.body)); status != tc.want {
			t.Errorf("setup %s = %d %s, want %d", tc.body, status, body, tc.want)
		}
	}
	if status, _, _ := f.do("DELETE", "/_fake/state", "", nil); status != http.StatusMethodNotAllowed {
		t.Errorf("DELETE /_fake/state = %d", status)
	}
}

// TestEnterpriseURLs serves the fake's Handler on a server of the test's own and talks to it the way go-github's
// WithEnterpriseURLs does: the API under /api/v3, git at the root.
func TestEnterpriseURLs(t *testing.T) {
	requireGit(t)
	key := testKey(t)
	srv, err := fakegithub.New(fakegithub.Options{AppID: testAppID, PrivateKeyPEM: key})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	if err := srv.AddRepo(apiRepo, ""); err != nil {
		t.Fatal(err)
	}
	srv.AddInstallation(testInstallationID, "acme", apiRepo)

	itr, err := ghinstallation.New(http.DefaultTransport, testAppID, testInstallationID, key)
	if err != nil {
		t.Fatal(err)
	}
	itr.BaseURL = hs.URL + "/api/v3"
	client, err := github.NewClient(&http.Client{Transport: itr}).WithEnterpriseURLs(hs.URL, hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	repo, _, err := client.Repositories.Get(t.Context(), "acme", "api")
	wantClone, _ := gh.GitURL(hs.URL+"/api/v3/", apiRepo)
	if err != nil || repo.GetURL() != hs.URL+"/api/v3/repos/acme/api" || repo.GetCloneURL() != wantClone {
		t.Fatalf("repo = %s %s, %v; want clone URL %s", repo.GetURL(), repo.GetCloneURL(), err, wantClone)
	}
	if srv.URL() != "" || len(srv.Requests()) != 2 || srv.Requests()[1].Path != "/api/v3/repos/acme/api" {
		t.Errorf("URL %q, requests %+v", srv.URL(), srv.Requests())
	}
}

func findRepo(st fakegithub.State, name string) fakegithub.Repository {
	for _, r := range st.Repos {
		if r.Repo == name {
			return r
		}
	}
	return fakegithub.Repository{}
}
