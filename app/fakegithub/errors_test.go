package fakegithub_test

import (
	"encoding/base64"
	"net/http"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

// TestErrorAnswers checks that what GitHub refuses, the fake refuses the same way: 404 for unknown things, 422 for
// validation errors, 409 for conflicts, each with GitHub's error body.
func TestErrorAnswers(t *testing.T) {
	f := newFixture(t)
	main := f.commit(apiRepo, "main", map[string]string{"openapi.yml": "openapi: 3.1.0\n"})
	feature := f.commit(apiRepo, "feature", map[string]string{"openapi.yml": "openapi: 3.1.1\n"})
	f.srv.AddPullRequest(apiRepo, fakegithub.PullRequest{Number: 4, Title: "spec", Head: fakegithub.PullRequestBranch{Ref: "feature"},
		Base: fakegithub.PullRequestBranch{Ref: "main"}})
	f.srv.SetFiles(gh.Repo{Owner: "acme", Name: "recorded"}, "main", map[string][]byte{"a": []byte("a")})
	f.srv.AddInstallation(testInstallationID, "acme", gh.Repo{Owner: "acme", Name: "recorded"})
	if _, err := f.srv.Commit(apiRepo, "old", "old", map[string][]byte{"x": []byte("x")}); err != nil {
		t.Fatal(err)
	}
	blob := base64.StdEncoding.EncodeToString([]byte("openapi: 3.2.0\n"))
	annotations := make([]map[string]any, 51)
	for i := range annotations {
		annotations[i] = map[string]any{"path": "a", "start_line": 1, "end_line": 1, "annotation_level": "notice", "message": "m"}
	}
	auth := "token " + f.token()
	for _, tc := range []struct {
		name, method, path string
		body               any
		want               int
		message            string
	}{
		{"unknown route", "GET", "/nothing/here", nil, 404, "Not Found"},
		{"unknown operation on a repository", "GET", "/repos/acme/api/hooks", nil, 404, "Not Found"},
		{"unknown comment", "GET", "/repos/acme/api/issues/comments/999", nil, 404, "Not Found"},
		{"unknown pull request", "GET", "/repos/acme/api/pulls/9", nil, 404, "Not Found"},
		{"comments of an unknown pull request", "GET", "/repos/acme/api/issues/9/comments", nil, 404, "Not Found"},
		{"unknown check run", "PATCH", "/repos/acme/api/check-runs/999", map[string]any{"status": "completed"}, 404, "Not Found"},
		{"unknown file", "GET", "/repos/acme/api/contents/nothing.yml", nil, 404, "Not Found"},
		{"unknown ref of contents", "GET", "/repos/acme/api/contents/openapi.yml?ref=nope", nil, 404, "No commit found for the ref nope"},
		{"a path out of the repository", "GET", "/repos/acme/api/contents/..%2F..%2Fetc%2Fpasswd", nil, 404, "Not Found"},
		{"unknown branch", "GET", "/repos/acme/api/branches/nope", nil, 404, "Branch not found"},
		{"unknown ref", "GET", "/repos/acme/api/git/ref/heads/nope", nil, 404, "Not Found"},
		{"unknown release", "GET", "/repos/acme/api/releases/tags/v9", nil, 404, "Not Found"},
		{"unknown blob", "GET", "/repos/acme/api/git/blobs/" + strings.Repeat("a", 40), nil, 404, "Not Found"},
		{"bad JSON", "POST", "/repos/acme/api/check-runs", []byte("{"), 400, "Problems parsing JSON"},
		{"existing ref", "POST", "/repos/acme/api/git/refs", map[string]any{"ref": "refs/heads/feature", "sha": main}, 422, "Reference already exists"},
		{"ref without refs/", "POST", "/repos/acme/api/git/refs", map[string]any{"ref": "heads/x", "sha": main}, 422, ""},
		{"ref to nothing", "POST", "/repos/acme/api/git/refs", map[string]any{"ref": "refs/heads/x", "sha": strings.Repeat("b", 40)}, 422, "Object does not exist"},
		{"non-fast-forward", "PATCH", "/repos/acme/api/git/refs/heads/feature", map[string]any{"sha": findBranch(t, f, "old")}, 422, "Update is not a fast forward"},
		{"delete a missing ref", "DELETE", "/repos/acme/api/git/refs/heads/nope", nil, 422, "Reference does not exist"},
		{"commit on a missing tree", "POST", "/repos/acme/api/git/commits", map[string]any{"message": "m", "tree": main}, 422, "Tree SHA does not exist"},
		{"tree entry without sha or content", "POST", "/repos/acme/api/git/trees", map[string]any{"tree": []map[string]any{{"path": "a", "mode": "100644", "type": "blob"}}}, 422, ""},
		{"git data without git", "GET", "/repos/acme/recorded/git/ref/heads/main", nil, 409, "Git Repository is empty."},
		{"check run without name", "POST", "/repos/acme/api/check-runs", map[string]any{"head_sha": main}, 422, "Validation Failed"},
		{"check run on an unknown commit", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": strings.Repeat("c", 40)}, 422, "No commit found for SHA: " + strings.Repeat("c", 40)},
		{"check run on a branch name", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": "main"}, 422, "No commit found for SHA: main"},
		{"completed without conclusion", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": main, "status": "completed"}, 422, "Validation Failed"},
		{"unknown conclusion", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": main, "conclusion": "great"}, 422, "Validation Failed"},
		{"output without summary", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": main, "output": map[string]any{"title": "t"}}, 422, "Validation Failed"},
		{"summary too long", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": main, "output": map[string]any{"title": "t", "summary": strings.Repeat("x", 65536)}}, 422, "Validation Failed"},
		{"51 annotations", "POST", "/repos/acme/api/check-runs", map[string]any{"name": "x", "head_sha": main, "output": map[string]any{"title": "t", "summary": "s", "annotations": annotations}}, 422, "Validation Failed"},
		{"empty comment", "POST", "/repos/acme/api/issues/4/comments", map[string]any{"body": ""}, 422, "Validation Failed"},
		{"comment too long", "POST", "/repos/acme/api/issues/4/comments", map[string]any{"body": strings.Repeat("x", 65537)}, 422, "Validation Failed"},
		{"replace a file without its sha", "PUT", "/repos/acme/api/contents/openapi.yml", map[string]any{"message": "m", "content": blob}, 422, "Invalid request.\n\n\"sha\" wasn't supplied."},
		{"replace a file with a stale sha", "PUT", "/repos/acme/api/contents/openapi.yml", map[string]any{"message": "m", "content": blob, "sha": strings.Repeat("d", 40)}, 409, "openapi.yml does not match " + strings.Repeat("d", 40)},
		{"write to a missing branch", "PUT", "/repos/acme/api/contents/x.yml", map[string]any{"message": "m", "content": blob, "branch": "nope"}, 404, "Branch nope not found"},
		{"status with a bad state", "POST", "/repos/acme/api/statuses/" + feature, map[string]any{"state": "fine"}, 422, "Validation Failed"},
		{"status on an unknown commit", "POST", "/repos/acme/api/statuses/" + strings.Repeat("e", 40), map[string]any{"state": "success"}, 422, "No commit found for SHA: " + strings.Repeat("e", 40)},
		{"pull request from a missing branch", "POST", "/repos/acme/api/pulls", map[string]any{"title": "t", "head": "nope", "base": "main"}, 422, "Validation Failed"},
		{"pull request without commits", "POST", "/repos/acme/api/pulls", map[string]any{"title": "t", "head": "main", "base": "feature"}, 422, "Validation Failed"},
		{"second pull request for a branch", "POST", "/repos/acme/api/pulls", map[string]any{"title": "t", "head": "feature", "base": "main"}, 422, "Validation Failed"},
		{"pull request without title", "POST", "/repos/acme/api/pulls", map[string]any{"head": "feature", "base": "main"}, 422, "Validation Failed"},
		{"close with a bad state", "PATCH", "/repos/acme/api/pulls/4", map[string]any{"state": "merged"}, 422, "Validation Failed"},
		{"release at a missing target", "POST", "/repos/acme/api/releases", map[string]any{"tag_name": "v1", "target_commitish": "nope"}, 422, "Validation Failed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, header, resp := f.do(tc.method, tc.path, auth, tc.body)
			if status != tc.want {
				t.Fatalf("%s %s = %d %s, want %d", tc.method, tc.path, status, resp, tc.want)
			}
			e := githubError(t, resp)
			if (tc.message != "" && e["message"] != tc.message) || !strings.HasPrefix(e["documentation_url"].(string), "https://docs.github.com/rest") {
				t.Errorf("body %s, want message %q and a documentation_url", resp, tc.message)
			}
			if !strings.HasPrefix(header.Get("Content-Type"), "application/json") {
				t.Errorf("Content-Type %q", header.Get("Content-Type"))
			}
		})
	}
	status, _, _ := f.do("POST", "/repos/acme/api/releases", auth, map[string]any{"tag_name": "v1"})
	if status != http.StatusCreated {
		t.Fatalf("first release: %d", status)
	}
	if status, _, body := f.do("POST", "/repos/acme/api/releases", auth, map[string]any{"tag_name": "v1"}); status != 422 ||
		!strings.Contains(string(body), "already_exists") {
		t.Errorf("a second release of a tag: %d %s", status, body)
	}
}

// findBranch returns the commit a branch of apiRepo is at.
func findBranch(t *testing.T, f *fixture, branch string) string {
	t.Helper()
	for _, r := range f.srv.State().Repos {
		if r.Repo == apiRepo.String() && r.Branches[branch] != "" {
			return r.Branches[branch]
		}
	}
	t.Fatalf("no branch %s", branch)
	return ""
}
