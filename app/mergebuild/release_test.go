package mergebuild

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// TestConflictMessageReachesTheRelease follows a conflicting generation to the release pull request, on the fake
// GitHub: a person resolves the conflict with git's default merge message, the next merge build brings the
// resolution onto main, and the release pull request lists the API pull request's commit message (a feature, so
// a minor release) instead of "codegen related update".
func TestConflictMessageReachesTheRelease(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.addSDKs()
	f.git(goRepo, "tag", "v0.1.0", "main")
	path := f.fileWith(goRepo, statusSummary)
	edited := strings.Replace(f.show(goRepo, "main", path), statusSummary, "Ask whether Acme is alive", 1)
	f.commitTo(goRepo, "main", "docs: our own words for status", map[string]string{path: edited + "\n"})
	conflicting := f.rewordStatus()
	f.editPreviewComment(conflicting.PR, "feat(api): reword the status call")
	f.run(conflicting)
	if b := f.branches(goRepo); b[sdkrepo.GeneratedConflictBranch] == "" {
		t.Fatalf("no conflict: branches %v", b)
	}

	resolveTakingTheirs(t, f.srv.GitDir(goRepo), path)
	next := f.merged("fix: a better status summary", map[string]string{
		"openapi.yml": strings.Replace(f.spec, statusSummary, "Check that Acme answers", 1)})
	f.run(next)
	mustContain(t, "the outcome comment", f.outcomeComment(next.PR), "**go** (`acme/acme-go`): ✅ merged into `main`")

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	factory, err := gh.NewFactory(f.url, 42, f.srv.PrivateKeyPEM(), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	flow := releaseflow.New(releaseflow.Options{Factory: factory, APIURL: f.url, WorkDir: t.TempDir()})
	res, err := flow.Refresh(ctx, releaseflow.RefreshRequest{InstallationID: 7, Repo: goRepo, Branch: "main", Target: "go"})
	if err != nil {
		t.Fatal(err)
	}
	pr, _ := f.srv.PullRequest(goRepo, res.PR)
	if res.Version != "0.2.0" {
		t.Errorf("release %s, want 0.2.0: the conflicted generation's feat counts", res.Version)
	}
	mustContain(t, "the release pull request", pr.Body, "**api:** reword the status call", "a better status summary",
		"our own words for status")
	if strings.Contains(pr.Body, "codegen related update") {
		t.Errorf("the resolved generation is released as a codegen update:\n%s", pr.Body)
	}
}

// resolveTakingTheirs resolves the open conflict of the bare repository gitDir as SERVICE-BEHAVIOUR.md §2.3's
// recipe does, keeping the generated side of path, and pushes next--merge-conflict with git's default message.
func resolveTakingTheirs(t *testing.T, gitDir, path string) {
	t.Helper()
	work := t.TempDir()
	run := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-C", work, "-c", "user.name=Octo Cat", "-c", "user.email=octocat@example.com"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil && args[0] != "merge" {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("clone", "-q", gitDir, ".")
	run("checkout", "-q", sdkrepo.NextConflictBranch)
	run("merge", "--no-edit", "origin/"+sdkrepo.GeneratedConflictBranch) // conflicts
	run("checkout", "--theirs", "--", path)
	run("add", "-A")
	run("commit", "-q", "--no-edit")
	run("push", "-q", "origin", sdkrepo.NextConflictBranch)
}
