package fakegithub_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

// openPull commits change onto a new branch off main of sdkRepo and opens a pull request from it.
func openPull(t *testing.T, f *fixture, branch string, change map[string]string) int {
	t.Helper()
	f.commit(sdkRepo, branch, change)
	return f.srv.AddPullRequest(sdkRepo, fakegithub.PullRequest{Title: "update " + branch,
		Head: fakegithub.PullRequestBranch{Ref: branch}, Base: fakegithub.PullRequestBranch{Ref: "main"}})
}

// TestMergePullRequest merges with a merge commit and with a squash, and checks the commits git has afterwards.
func TestMergePullRequest(t *testing.T) {
	f := newFixture(t)
	f.commit(sdkRepo, "main", map[string]string{"a.txt": "a\n", "b.txt": "b\n"})
	merged := openPull(t, f, "edit-a", map[string]string{"a.txt": "a2\n"})
	squashed := openPull(t, f, "edit-c", map[string]string{"c.txt": "c\n"})
	moved := f.commit(sdkRepo, "main", map[string]string{"b.txt": "b2\n"}) // main moves on meanwhile
	api := f.installationClient(nil)

	res, _, err := api.PullRequests.Merge(f.ctx, "acme", "acme-go", merged, "", nil)
	if err != nil || !res.GetMerged() || res.GetMessage() != "Pull Request successfully merged" {
		t.Fatalf("merge = %v, %v", res, err)
	}
	commit, _, err := api.Git.GetCommit(f.ctx, "acme", "acme-go", res.GetSHA())
	wantMessage := fmt.Sprintf("Merge pull request #%d from acme/edit-a\n\nupdate edit-a", merged)
	if err != nil || len(commit.Parents) != 2 || commit.Parents[0].GetSHA() != moved || commit.GetMessage() != wantMessage ||
		commit.GetAuthor().GetName() != "sdkgen[bot]" || commit.GetCommitter().GetEmail() != "noreply@github.com" {
		t.Fatalf("merge commit = %v, %v", commit, err)
	}
	for path, want := range map[string]string{"a.txt": "a2\n", "b.txt": "b2\n"} {
		if got := fileAt(t, f, api, path, "main"); got != want {
			t.Errorf("%s on main after the merge = %q, want %q (both sides)", path, got, want)
		}
	}

	res, _, err = api.PullRequests.Merge(f.ctx, "acme", "acme-go", squashed, "", &github.PullRequestOptions{MergeMethod: "squash"})
	if err != nil {
		t.Fatal(err)
	}
	commit, _, err = api.Git.GetCommit(f.ctx, "acme", "acme-go", res.GetSHA())
	wantMessage = fmt.Sprintf("update edit-c (#%d)\n\n* change edit-c", squashed)
	if err != nil || len(commit.Parents) != 1 || commit.GetMessage() != wantMessage {
		t.Fatalf("squash commit = %v, %v", commit, err)
	}
	pr := findPull(t, f, sdkRepo, squashed)
	if !pr.Merged || pr.State != "closed" || pr.MergeCommitSHA != res.GetSHA() || pr.MergedBy != "sdkgen[bot]" {
		t.Errorf("squashed pull request = %+v", pr)
	}
	if got := fileAt(t, f, api, "c.txt", "main"); got != "c\n" {
		t.Errorf("c.txt after the squash = %q", got)
	}
}

func fileAt(t *testing.T, f *fixture, api *github.Client, path, ref string) string {
	t.Helper()
	file, _, _, err := api.Repositories.GetContents(f.ctx, "acme", "acme-go", path, &github.RepositoryContentGetOptions{Ref: ref})
	if err != nil {
		t.Fatalf("%s at %s: %v", path, ref, err)
	}
	return fileContent(file)
}

// TestMergeRefusals checks that the fake refuses the merges GitHub refuses, with its answers, and leaves the base
// branch and the pull request alone.
func TestMergeRefusals(t *testing.T) {
	f := newFixture(t)
	f.commit(sdkRepo, "main", map[string]string{"a.txt": "a\n"})
	conflict := openPull(t, f, "conflict", map[string]string{"a.txt": "theirs\n"})
	f.commit(sdkRepo, "main", map[string]string{"a.txt": "ours\n"})
	ok := openPull(t, f, "ok", map[string]string{"ok.txt": "ok\n"})
	draft := f.srv.AddPullRequest(sdkRepo, fakegithub.PullRequest{Title: "draft", Draft: true,
		Head: fakegithub.PullRequestBranch{Ref: "ok"}, Base: fakegithub.PullRequestBranch{Ref: "main"}})
	done := openPull(t, f, "done", map[string]string{"done.txt": "done\n"})
	if _, err := f.srv.MergePullRequest(sdkRepo, done, ""); err != nil {
		t.Fatal(err)
	}
	recorded := gh.Repo{Owner: "acme", Name: "recorded"}
	f.srv.AddInstallation(testInstallationID, "acme", recorded)
	noGit := f.srv.AddPullRequest(recorded, fakegithub.PullRequest{Title: "t", Head: fakegithub.PullRequestBranch{Ref: "x", SHA: sha('1')},
		Base: fakegithub.PullRequestBranch{Ref: "main", SHA: sha('2')}})
	main := findRepo(f.srv.State(), "acme/acme-go").Branches["main"]
	auth := "token " + f.token()
	path := func(repo string, n int) string { return fmt.Sprintf("/repos/acme/%s/pulls/%d/merge", repo, n) }
	for _, tc := range []struct {
		name, path, auth string
		body             any
		want             int
		message          string
	}{
		{"conflict", path("acme-go", conflict), auth, nil, 405, "Pull Request is not mergeable"},
		{"head moved", path("acme-go", ok), auth, map[string]any{"sha": sha('3')}, 409, "Head branch was modified. Review and try the merge again."},
		{"draft", path("acme-go", draft), auth, nil, 405, "Pull Request is still a draft"},
		{"merged already", path("acme-go", done), auth, nil, 405, "Pull Request is not mergeable"},
		{"rebase", path("acme-go", ok), auth, map[string]any{"merge_method": "rebase"}, 405, "fakegithub: merge_method rebase is not supported (use merge or squash)"},
		{"unknown method", path("acme-go", ok), auth, map[string]any{"merge_method": "octopus"}, 422, "Validation Failed"},
		{"no git repository", path("recorded", noGit), auth, nil, 405, "Pull Request is not mergeable"},
		{"unknown pull request", path("acme-go", 99), auth, nil, 404, "Not Found"},
		{"bad JSON", path("acme-go", ok), auth, []byte("{"), 400, "Problems parsing JSON"},
		{"no token", path("acme-go", ok), "", nil, 401, "Requires authentication"},
	} {
		status, _, body := f.do("PUT", tc.path, tc.auth, tc.body)
		if status != tc.want || githubError(t, body)["message"] != tc.message {
			t.Errorf("%s: merge = %d %s, want %d %q", tc.name, status, body, tc.want, tc.message)
		}
	}
	if got := findRepo(f.srv.State(), "acme/acme-go").Branches["main"]; got != main {
		t.Errorf("main moved from %s to %s on refused merges", main, got)
	}
	if pr := findPull(t, f, sdkRepo, conflict); pr.State != "open" || pr.Merged {
		t.Errorf("the conflicting pull request = %+v, want it open", pr)
	}
	status, _, body := f.do("PUT", path("acme-go", ok), auth, nil) // no body: every field is optional
	var res struct {
		SHA    string `json:"sha"`
		Merged bool   `json:"merged"`
	}
	if err := json.Unmarshal(body, &res); err != nil || status != http.StatusOK || !res.Merged {
		t.Errorf("merge without a body = %d %s", status, body)
	}
}

func sha(c byte) string {
	b := make([]byte, 40)
	for i := range b {
		b[i] = c
	}
	return string(b)
}
