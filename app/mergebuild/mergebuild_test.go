package mergebuild

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// A merged pull request updates every SDK repository: a new commit on `generated`, merged into main with the
// commit message a person edited into the preview comment; people's edits on main survive; running it again
// changes nothing and leaves one comment.
func TestMergeUpdatesSDKRepositories(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	first := f.addSDKs()
	for _, r := range []gh.Repo{goRepo, pyRepo} {
		b := f.branches(r)
		if b["main"] == "" || b["main"] != b["generated"] {
			t.Fatalf("%s after the first merge: branches %v, want main and generated at the first generation", r, b)
		}
	}
	mustContain(t, "the first outcome comment", f.outcomeComment(first.PR), "created `main` with its first generation")
	for _, r := range []gh.Repo{goRepo, pyRepo} { // the App releases: no release-please workflow competes with it
		for _, w := range strings.Fields(f.git(r, "ls-tree", "--name-only", "main", ".github/workflows/")) {
			if strings.Contains(f.show(r, "main", w), "release-please-action") {
				t.Errorf("%s: %s runs release-please beside the App's releases", r, w)
			}
		}
	}

	// People edit the Go SDK: a line of a generated file the next change does not touch, and a file of their own.
	people := f.commitTo(goRepo, "main", "docs: a note of ours", map[string]string{
		"go.mod": f.show(goRepo, "main", "go.mod") + "\n// Maintained by the Acme SDK team.\n", "lib/helpers.go": "package lib\n"})
	genBefore := f.branches(goRepo)["generated"]

	req := f.rewordStatus()
	f.editPreviewComment(req.PR, "feat(api): describe the status call better")
	f.run(req)

	b := f.branches(goRepo)
	if b["generated"] == genBefore {
		t.Fatal("generated did not move")
	}
	if parents := strings.Fields(f.git(goRepo, "log", "-1", "--format=%P", "main")); len(parents) != 2 || parents[0] != people || parents[1] != b["generated"] {
		t.Errorf("main's head has parents %v, want [people's commit %s, generated %s]", parents, people, b["generated"])
	}
	if msg := f.git(goRepo, "log", "-1", "--format=%B", "main"); !strings.HasPrefix(msg, "feat(api): describe the status call better\n") {
		t.Errorf("the merge commit's message is %q, want the message edited into the preview comment", msg)
	}
	mustContain(t, "go.mod on main", f.show(goRepo, "main", "go.mod"), "// Maintained by the Acme SDK team.")
	mustContain(t, "lib/helpers.go on main", f.show(goRepo, "main", "lib/helpers.go"), "package lib")
	mustContain(t, "generated", f.git(goRepo, "log", "-1", "--format=%B", "generated"), "Sdkgen-Trigger: merge of acme/api#2")
	if f.git(goRepo, "grep", "-c", "-F", rewordedSum, "main", "--", "*.go") == "" {
		t.Error("main lacks the reworded summary")
	}
	body := f.outcomeComment(req.PR)
	goMerged := "**go** (`acme/acme-go`): ✅ merged into `main` as [`" + b["main"][:7] + "`](" + f.url + "/acme/acme-go/commit/" + b["main"] + ")"
	mustContain(t, "the outcome comment", body, OutcomeMarker, "feat(api): describe the status call better",
		goMerged, "**python** (`acme/acme-python`): ✅ merged into `main`")
	checkPostMergeComment(t, f.previewComment(req.PR), "feat(api): describe the status call better", goMerged,
		"**python** (`acme/acme-python`): ✅ merged into `main`")

	// A retry (a crash after the push, say) pushes nothing and says the same in the same comment.
	before := map[gh.Repo]map[string]string{goRepo: f.branches(goRepo), pyRepo: f.branches(pyRepo)}
	f.run(req)
	for r, want := range before {
		if got := f.branches(r); !equalMaps(got, want) {
			t.Errorf("%s: the re-run moved branches: %v, was %v", r, got, want)
		}
	}
	if again := f.outcomeComment(req.PR); again != body {
		t.Errorf("the re-run changed the comment:\n%s\nwas:\n%s", again, body)
	}
}

// A person's edit that conflicts with the generation leaves main untouched and opens exactly one conflict pull
// request (also after a re-run), while the other SDK is updated.
func TestConflictOpensOnePullRequest(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.addSDKs()
	path := f.fileWith(goRepo, statusSummary)
	edited := strings.Replace(f.show(goRepo, "main", path), statusSummary, "Ask whether Acme is alive", 1)
	f.commitTo(goRepo, "main", "docs: our own words for status", map[string]string{path: edited + "\n"})
	before := f.branches(goRepo)

	req := f.rewordStatus()
	f.editPreviewComment(req.PR, "docs(api): reword the status call")
	for range 2 { // the second run is a retry: nothing new
		f.run(req)
	}

	b := f.branches(goRepo)
	if b["main"] != before["main"] || b["generated"] != before["generated"] {
		t.Errorf("main or generated moved on a conflict: %v, was %v", b, before)
	}
	if b[sdkrepo.NextConflictBranch] != before["main"] || b[sdkrepo.GeneratedConflictBranch] == "" {
		t.Errorf("conflict branches %v, want %s at main and %s set", b, sdkrepo.NextConflictBranch, sdkrepo.GeneratedConflictBranch)
	}
	if msg := f.git(goRepo, "log", "-1", "--format=%B", sdkrepo.GeneratedConflictBranch); !strings.Contains(msg,
		sdkrepo.MessageTrailer("docs(api): reword the status call")) {
		t.Errorf("the conflicting generation does not record the commit message for the release notes:\n%s", msg)
	}
	if n := f.git(goRepo, "rev-list", "--count", "generated.."+sdkrepo.GeneratedConflictBranch); n != "1" {
		t.Errorf("%s has %s commits over generated, want 1 (a re-run must not add one)", sdkrepo.GeneratedConflictBranch, n)
	}
	var conflictPRs []fakegithub.PullRequest
	for _, pr := range f.srv.State().PullRequests {
		if pr.Repo == goRepo.String() {
			conflictPRs = append(conflictPRs, pr)
		}
	}
	if len(conflictPRs) != 1 {
		t.Fatalf("%d pull requests on %s, want the one conflict pull request: %+v", len(conflictPRs), goRepo, conflictPRs)
	}
	pr := conflictPRs[0]
	if testing.Verbose() {
		t.Logf("the conflict pull request:\n%s\n\nthe outcome comment:\n%s", pr.Body, f.outcomeComment(req.PR))
	}
	if pr.Title != ConflictTitle || pr.Head.Ref != sdkrepo.GeneratedConflictBranch || pr.Base.Ref != sdkrepo.NextConflictBranch || pr.State != "open" {
		t.Errorf("conflict pull request = %+v", pr)
	}
	if strings.Join(pr.RequestedReviewers, ",") != "octocat" || strings.Join(pr.RequestedTeams, ",") != "sdk-team" {
		t.Errorf("conflict pull request asks %v and teams %v, want codeflow.reviewers octocat and sdk-team",
			pr.RequestedReviewers, pr.RequestedTeams)
	}
	mustContain(t, "the conflict pull request", pr.Body, "Updates of this SDK are paused", "`"+path+"`",
		"people and the generator changed the same lines", "```diff\n", "<<<<<<< HEAD", "Ask whether Acme is alive",
		"git reset --hard origin/next--merge-conflict", "git merge origin/generated--merge-conflict",
		"git push origin next--merge-conflict")
	body := f.outcomeComment(req.PR)
	conflictLink := "paused until [the conflict pull request #1](" + f.url + "/acme/acme-go/pull/1)"
	mustContain(t, "the outcome comment", body, "**go** (`acme/acme-go`): ⚠️ the generated code conflicts with custom code in 1 file",
		conflictLink, "**python** (`acme/acme-python`): ✅ merged")
	checkPostMergeComment(t, f.previewComment(req.PR), "docs(api): reword the status call", conflictLink,
		"**python** (`acme/acme-python`): ✅ merged")
	if py := f.branches(pyRepo); py[sdkrepo.GeneratedConflictBranch] != "" {
		t.Errorf("python has conflict branches: %v", py)
	}
}

// A push refused because main moved meanwhile (a person's commit landing between the clone and the push) is
// retried on the new head: the person's commit stays, nothing is forced.
func TestPushRaceIsRetriedOnTheNewHead(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.addSDKs()
	theirs := f.commitTo(goRepo, "race", "docs: pushed meanwhile", map[string]string{"NOTES.md": "ours\n"})
	raceOnce(t, f.srv.GitDir(goRepo), "refs/heads/race")

	req := f.rewordStatus()
	f.run(req)

	if _, err := os.Stat(filepath.Join(f.srv.GitDir(goRepo), "raced")); err != nil {
		t.Fatal("the pre-receive hook never moved main: the race did not happen")
	}
	parents := strings.Fields(f.git(goRepo, "log", "-1", "--format=%P", "main"))
	if len(parents) != 2 || parents[0] != theirs {
		t.Errorf("main's head has parents %v, want the commit pushed meanwhile (%s) first", parents, theirs)
	}
	mustContain(t, "NOTES.md on main", f.show(goRepo, "main", "NOTES.md"), "ours")
	mustContain(t, "the logs", f.logs.String(), "merging again on its new head")
	mustContain(t, "the outcome comment", f.outcomeComment(req.PR), "**go** (`acme/acme-go`): ✅ merged")
}

// raceOnce installs a pre-receive hook that, on the first push only, moves main to ref as if a person's push
// landed first: receive-pack then refuses the update (main is not where the pusher saw it).
func raceOnce(t *testing.T, gitDir, ref string) {
	t.Helper()
	hook := "#!/bin/sh\ncat >/dev/null\n" +
		"[ -e '" + gitDir + "/raced' ] && exit 0\n" +
		"touch '" + gitDir + "/raced'\n" +
		"unset GIT_QUARANTINE_PATH\n" +
		"git update-ref refs/heads/main " + ref + "\n"
	if err := os.MkdirAll(filepath.Join(gitDir, "hooks"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(gitDir, "hooks", "pre-receive"), []byte(hook), 0o755); err != nil {
		t.Fatal(err)
	}
}

// An SDK repository the App cannot access is reported in the comment; the other target still completes, and
// the build is not retried for it (a retry cannot help).
func TestInaccessibleRepositoryIsReported(t *testing.T) {
	secret := gh.Repo{Owner: "acme", Name: "secret-python"}
	f := newFixture(t, secret, apiRepo, goRepo) // the App is not installed on acme/secret-python
	f.addSDKs()
	req := f.rewordStatus()
	f.run(req)
	body := f.outcomeComment(req.PR)
	mustContain(t, "the outcome comment", body, "**go** (`acme/acme-go`): ✅ merged into `main`",
		"**python** (`acme/secret-python`): ❌ not updated: sdkgen cannot access acme/secret-python: install the GitHub App on it")
	if b := f.branches(secret); len(b) != 0 {
		t.Errorf("acme/secret-python got branches: %v", b)
	}
}

// A failure a retry may fix (the SDK repository's server does not answer) is reported and returned, so the job
// is retried.
func TestTransientFailureIsRetried(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.addSDKs()
	gitURL := f.builder.opts.GitURL
	f.builder.opts.GitURL = func(r gh.Repo) (string, error) {
		if r == pyRepo {
			return "http://127.0.0.1:1/acme/acme-python.git", nil
		}
		return gitURL(r)
	}
	req := f.rewordStatus()
	err := f.runErr(req)
	if err == nil || !strings.Contains(err.Error(), "to be retried: python (acme/acme-python)") {
		t.Errorf("RunMerge = %v, want the python repository to be retried", err)
	}
	mustContain(t, "the outcome comment", f.outcomeComment(req.PR), "**go** (`acme/acme-go`): ✅ merged",
		"**python** (`acme/acme-python`): ❌ not updated:")
}

// Inputs that cannot be generated are reported per target and not retried (a retry gives the same); the SDK
// repositories stay as they are.
func TestBrokenInputsAreReported(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.addSDKs()
	before := f.branches(goRepo)
	req := f.merged("Break the config", map[string]string{"sdkgen.yml": f.config + "\nedtion: 2025-10-10\n"})
	f.run(req)
	mustContain(t, "the outcome comment", f.outcomeComment(req.PR), "**go** (`acme/acme-go`): ❌ not updated: sdkgen could not generate it:",
		"edtion")
	if b := f.branches(goRepo); !equalMaps(b, before) {
		t.Errorf("branches moved: %v, were %v", b, before)
	}
}

// Pull requests into another branch, or that change neither the spec nor sdkgen.yml, and repositories without
// sdkgen, build nothing and post nothing.
func TestNothingToBuild(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	noProject := f.merged("Before sdkgen", map[string]string{"README.md": "# Acme\n"})
	f.addSDKs()
	readme := f.merged("Reword the README", map[string]string{"README.md": "# The API of Acme\n"})
	readme.DefaultBranch = "" // asked of GitHub
	otherBase := f.rewordStatus()
	otherBase.BaseRef = "release-1.x"
	before := f.branches(goRepo)
	for name, req := range map[string]Request{"no sdkgen project": noProject, "inputs unchanged": readme,
		"not into the default branch": otherBase} {
		t.Run(name, func(t *testing.T) {
			f.t = t
			f.run(req)
			if cs := f.outcomeComments(req.PR); len(cs) != 0 {
				t.Errorf("comments posted: %+v", cs)
			}
			if b := f.branches(goRepo); !equalMaps(b, before) {
				t.Errorf("branches moved: %v, were %v", b, before)
			}
		})
	}
}

func TestBadRequest(t *testing.T) {
	b := NewBuilder(Options{})
	for name, req := range map[string]Request{
		"no installation":  {Repo: apiRepo, PR: 1, BaseRef: "main", BaseSHA: "a", MergeCommitSHA: "b"},
		"no pull request":  {InstallationID: 1, Repo: apiRepo, BaseRef: "main", BaseSHA: "a", MergeCommitSHA: "b"},
		"no merge commit":  {InstallationID: 1, Repo: apiRepo, PR: 1, BaseRef: "main", BaseSHA: "a"},
		"no base commit":   {InstallationID: 1, Repo: apiRepo, PR: 1, BaseRef: "main", MergeCommitSHA: "b"},
		"no repository":    {InstallationID: 1, PR: 1, BaseRef: "main", BaseSHA: "a", MergeCommitSHA: "b"},
		"no base branch":   {InstallationID: 1, Repo: apiRepo, PR: 1, BaseSHA: "a", MergeCommitSHA: "b"},
		"negative PR":      {InstallationID: 1, Repo: apiRepo, PR: -1, BaseRef: "main", BaseSHA: "a", MergeCommitSHA: "b"},
		"empty repository": {InstallationID: 1, Repo: gh.Repo{Owner: "acme"}, PR: 1, BaseRef: "main", BaseSHA: "a", MergeCommitSHA: "b"},
	} {
		if err := b.RunMerge(t.Context(), req); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// checkPostMergeComment checks the preview comment's post-merge form: merged, the commit message without the
// hint to edit it, and each SDK repository's line (with its commit or conflict pull request link).
func checkPostMergeComment(t *testing.T, body, message string, lines ...string) {
	t.Helper()
	mustContain(t, "the post-merge preview comment", body, append([]string{report.Marker, "**Merged.**",
		"This PR updated the `api` SDKs with this commit message:", "```\n" + message + "\n```", "### SDK updates"}, lines...)...)
	if strings.Contains(body, "Edit this comment") {
		t.Errorf("the post-merge comment still asks to edit the message:\n%s", body)
	}
	if got, ok := report.CommitMessage(body); !ok || got != message {
		t.Errorf("a retried merge build would read the message %q, want %q", got, message)
	}
}
