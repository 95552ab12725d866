package e2e

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestConflictKeepsMessageEndToEnd: an API pull request whose generation conflicts with a person's edit of the
// SDK gets a conflict pull request; the person resolves it with git's default merge message; the next API merge
// brings the resolution onto main; and the release pull request still lists the conflicting pull request's
// commit message.
func TestConflictKeepsMessageEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e, _ := mergedEnd(t, &env{})
	oneReleasePR(t, e)
	gitDir := filepath.Join(e.dir, "git", "acme", "acme-go.git")
	const filter = "Only accounts in this state."
	path := strings.Fields(git(t, gitDir, "grep", "-l", "-F", filter, "main"))[0]
	path = strings.TrimPrefix(path, "main:")

	work := t.TempDir()
	person := personGit(t, work)
	person("clone", "-q", gitDir, ".")
	data, err := os.ReadFile(filepath.Join(work, path))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, path), []byte(strings.Replace(string(data), filter, "Only the accounts in this state, ours.", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	person("commit", "-q", "-am", "docs: our words for the status filter")
	person("push", "-q", "origin", "main")

	history := &apiHistory{merge: mergeCommit(t, capture(t, "pull_request.closed").body),
		files: filesAt(t, fakeSetup(t), capture(t, "pull_request.synchronize").head)}
	conflicting := e.mergeAPIPullRequest(history, 316, "feat(api): describe the status filter", "Only accounts whose state is this.")
	st := e.waitFor("the conflict", func(st fakegithub.State) bool { return strings.Contains(outcomeOf(st, conflicting), "conflicts") })
	if !strings.Contains(outcomeOf(st, conflicting), "conflict pull request") {
		t.Fatalf("the outcome comment names no conflict pull request:\n%s", outcomeOf(st, conflicting))
	}

	// The resolution recipe of the conflict pull request, keeping the generated text, with git's default message.
	person("fetch", "-q", "origin")
	person("checkout", "-q", "next--merge-conflict")
	person("merge", "--no-edit", "origin/generated--merge-conflict")
	person("checkout", "--theirs", "--", path)
	person("add", "-A")
	person("commit", "-q", "--no-edit")
	person("push", "-q", "origin", "next--merge-conflict")

	next := e.mergeAPIPullRequest(history, 317, "fix: say which state", "Only accounts in the given state.")
	e.waitFor("the merge after the resolution", func(st fakegithub.State) bool {
		return strings.Contains(outcomeOf(st, next), "merged into `main`")
	})
	st = e.waitFor("the release pull request with the conflicting pull request's message", func(st fakegithub.State) bool {
		pr := releasePR(st)
		return pr != nil && strings.Contains(pr.Body, "say which state")
	})
	if body := releasePR(st).Body; !strings.Contains(body, "**api:** describe the status filter") {
		t.Errorf("the release pull request lost the conflicting pull request's message:\n%s", body)
	}
}

// personGit runs git in dir as a person would, failing the test on an error except for a merge that conflicts.
func personGit(t *testing.T, dir string) func(args ...string) {
	return func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=Octo Cat", "-c", "user.email=octocat@example.com"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil && args[0] != "merge" {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

// apiHistory is the API repository's main as the test merges pull requests into it: the last merge commit and
// its files.
type apiHistory struct {
	merge string
	files map[string]string
}

// mergeAPIPullRequest merges API pull request number, titled title, which rewords the status filter's description
// from the words h's spec has to words: the fake gets its files and pull request, and the App its "closed"
// delivery (the captured one, changed to this pull request).
func (e *env) mergeAPIPullRequest(h *apiHistory, number int, title, words string) int {
	e.t.Helper()
	var p map[string]any
	if err := json.Unmarshal(capture(e.t, "pull_request.closed").body, &p); err != nil {
		e.t.Fatal(err)
	}
	base, mergeSHA := h.merge, fmt.Sprintf("%040x", number)
	files := maps.Clone(h.files)
	files["openapi.yml"] = statusFilter.ReplaceAllString(files["openapi.yml"], "${1}"+words)
	head := fmt.Sprintf("change-%d", number)
	e.setup(fakegithub.Setup{
		Files: []fakegithub.SetupFiles{{Repo: apiRepo, Ref: mergeSHA, Files: files}},
		PullRequests: []fakegithub.PullRequest{{Repo: apiRepo, Number: number, Title: title, State: "closed", Merged: true,
			MergeCommitSHA: mergeSHA, Head: fakegithub.PullRequestBranch{Ref: head, SHA: mergeSHA},
			Base: fakegithub.PullRequestBranch{Ref: "main", SHA: base}}},
	})
	body := p["pull_request"].(map[string]any)
	p["number"] = number
	body["number"], body["title"], body["merge_commit_sha"] = number, title, mergeSHA
	body["head"].(map[string]any)["ref"], body["head"].(map[string]any)["sha"] = head, mergeSHA
	body["base"].(map[string]any)["sha"] = base
	out, err := json.Marshal(p)
	if err != nil {
		e.t.Fatal(err)
	}
	if code := e.post("pull_request", fmt.Sprintf("merged-%d", number), out, sign(out)); code != http.StatusOK {
		e.t.Fatalf("merge delivery of #%d: %d\n%s", number, code, e.appLog)
	}
	h.merge, h.files = mergeSHA, files
	return number
}

// statusFilter is the description of the status filter the captured pull request added.
var statusFilter = regexp.MustCompile(`(- name: status\n\s+in: query\n\s+description: )[^\n]*`)

// outcomeOf is the merge build's outcome comment on API pull request number, "" when there is none yet.
func outcomeOf(st fakegithub.State, number int) string {
	for _, c := range st.Comments {
		if c.Repo == apiRepo && c.Number == number && c.User == "sdkgen[bot]" && strings.Contains(c.Body, "<!-- sdkgen:merge -->") {
			return c.Body
		}
	}
	return ""
}
