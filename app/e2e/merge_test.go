package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestMergeBuildEndToEnd: after the preview of the captured pull request, its captured merge (pull_request
// closed, merged) updates the SDK repository acme/acme-go (`generated` and `main` get the change, with the pull
// request's title as the commit message) and the pull request gets the outcome comment; the redelivered merge
// pushes nothing more.
func TestMergeBuildEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds and runs the sdkgen and fakegithub binaries; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e, st := mergedEnd(t, &env{}) // the closed delivery is posted twice: one merge build

	b := branches(st, sdkRepo)
	if b["main"] == "" || b["main"] != b["generated"] {
		t.Fatalf("%s branches %v: want main and generated at the first generation", sdkRepo, b)
	}
	gitDir := filepath.Join(e.dir, "git", "acme", "acme-go.git")
	if msg := git(t, gitDir, "log", "-1", "--format=%B", "main"); !strings.Contains(msg, "Sdkgen-Trigger: merge of "+apiRepo+"#315") {
		t.Errorf("main's commit is not the merge's generation:\n%s", msg)
	}
	if git(t, gitDir, "grep", "-l", "-F", "Only accounts in this state", "main") == "" {
		t.Error("main lacks the pull request's change (the status filter of accounts.list)")
	}
	comment := outcomeComment(st)
	for _, want := range []string{"<!-- sdkgen:merge -->", "feat: Test PR Title", "**go** (`acme/acme-go`): ✅ created `main`"} {
		if !strings.Contains(comment, want) {
			t.Errorf("the outcome comment lacks %q:\n%s", want, comment)
		}
	}
	preview := previewComment(st)
	for _, want := range []string{"<!-- sdkgen:preview -->", "**Merged.**", "This PR updated the `test-repo` SDKs with this commit message:",
		"feat: Test PR Title", "**go** (`acme/acme-go`): ✅ created `main` with its first generation, [`" + b["main"][:7] + "`](" +
			e.fakeURL + "/acme/acme-go/commit/" + b["main"] + ")"} {
		if !strings.Contains(preview, want) {
			t.Errorf("the preview comment's post-merge form lacks %q:\n%s", want, preview)
		}
	}
	if strings.Contains(preview, "Edit this comment") {
		t.Errorf("the post-merge comment still asks to edit the message:\n%s", preview)
	}
	if n := git(t, gitDir, "rev-list", "--count", "main"); n != "1" {
		t.Errorf("main has %s commits, want 1: the redelivery must not push again", n)
	}
}

// mergeCommit reads merge_commit_sha from a pull_request delivery.
func mergeCommit(t *testing.T, body []byte) string {
	var p struct {
		PullRequest struct {
			MergeCommitSHA string `json:"merge_commit_sha"`
		} `json:"pull_request"`
	}
	if err := json.Unmarshal(body, &p); err != nil || p.PullRequest.MergeCommitSHA == "" {
		t.Fatalf("no merge_commit_sha in the delivery: %v", err)
	}
	return p.PullRequest.MergeCommitSHA
}

// filesAt returns the API repository's files the setup puts at ref.
func filesAt(t *testing.T, s fakegithub.Setup, ref string) map[string]string {
	for _, f := range s.Files {
		if f.Repo == apiRepo && f.Ref == ref {
			return f.Files
		}
	}
	t.Fatalf("the setup has no files at %s", ref)
	return nil
}

// outcomeComment is the merge build's comment on the pull request, "" when there is none yet.
func outcomeComment(st fakegithub.State) string {
	for _, c := range botComments(st) {
		if strings.Contains(c.Body, "<!-- sdkgen:merge -->") {
			return c.Body
		}
	}
	return ""
}

// previewComment is the App's sticky preview comment on the pull request, "" when there is none.
func previewComment(st fakegithub.State) string {
	for _, c := range botComments(st) {
		if strings.Contains(c.Body, "<!-- sdkgen:preview -->") {
			return c.Body
		}
	}
	return ""
}

func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}
