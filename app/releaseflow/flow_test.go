package releaseflow_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/releaseflow"
)

// assets are the publish.vcs.release_assets of the tests: one named, one by its path, one the repository lacks.
var assets = []releaseflow.Asset{{Path: "api.md"}, {Name: "acme-openapi.json", Path: "openapi.json"}, {Path: "dist/missing.tgz"}}

// TestReleaseFlow goes from commits on main to a published release: the release pull request is opened, updated
// by a second refresh, merged, and released exactly once even when Publish runs again.
func TestReleaseFlow(t *testing.T) {
	f := newFixture(t)
	settings := releaseflow.Settings{Assets: assets}
	f.commit("main", "feat(api): add pets", map[string]string{"src/pets.ts": "export {};\n"})
	f.commit("main", "fix: retry on 503", map[string]string{"src/retry.ts": "export {};\n"})

	first := f.refresh(settings)
	if first.Outcome != releaseflow.Opened || first.Version != "0.2.0" || first.PR == 0 {
		t.Fatalf("first refresh = %+v, want release 0.2.0 opened", first)
	}
	pr, _ := f.srv.PullRequest(sdkRepo, first.PR)
	if pr.Title != "release: 0.2.0" || pr.Base.Ref != "main" || pr.Head.Ref != "release--main" {
		t.Errorf("release pull request = %q from %s into %s", pr.Title, pr.Head.Ref, pr.Base.Ref)
	}
	mustContain(t, "the pull request's description", pr.Body, "Automated Release PR", "## 0.2.0 (2025-06-01)",
		"### Features", "**api:** add pets", "### Bug Fixes", "retry on 503", "### Release check",
		"`HONCHO_NPM_TOKEN` or `NPM_TOKEN`, read by publish-npm.yml", "environments `production`")
	checkReleaseFiles(t, f, "release--main", "0.2.0")

	if again := f.refresh(settings); again.Outcome != releaseflow.Unchanged || again.PR != first.PR || again.Head != first.Head {
		t.Errorf("refresh with nothing new = %+v, want the same pull request unchanged", again)
	}
	checkRun(t, f, first.Head, "failure") // once: the unchanged refresh adds none

	f.srv.SetSecrets(sdkRepo, "NPM_TOKEN")
	f.commit("main", "feat: add owners", map[string]string{"src/owners.ts": "export {};\n"})
	second := f.refresh(settings)
	if second.Outcome != releaseflow.Updated || second.PR != first.PR || second.Version != "0.2.0" {
		t.Fatalf("refresh after a new commit = %+v, want pull request #%d updated", second, first.PR)
	}
	if f.git("merge-base", "--is-ancestor", first.Head, second.Head) != "" {
		t.Error("the release branch did not move forward")
	}
	pr, _ = f.srv.PullRequest(sdkRepo, first.PR)
	mustContain(t, "the updated description", pr.Body, "add owners", "All secrets present")
	checkRun(t, f, second.Head, "success")
	if strings.Contains(pr.Body, "lacks") {
		t.Errorf("NPM_TOKEN is set, yet the description says it is missing:\n%s", pr.Body)
	}
	if n := len(f.pulls()); n != 1 {
		t.Fatalf("%d release pull requests, want 1", n)
	}

	req := f.merge(first.PR, settings)
	if res := f.refresh(settings); res.Outcome != releaseflow.AwaitingPublish || res.Version != "0.2.0" {
		t.Errorf("refresh between merge and release = %+v, want awaiting the publish of 0.2.0", res)
	}
	for run := range 2 { // a second run (a retried job) tags and releases nothing more
		res, err := f.flow.Publish(f.ctx, req)
		if err != nil {
			t.Fatalf("publish run %d: %v", run+1, err)
		}
		if res.Created != (run == 0) || res.Tag != "v0.2.0" || len(res.Missing) != 1 || res.Missing[0] != "dist/missing.tgz" {
			t.Errorf("publish run %d = %+v", run+1, res)
		}
	}
	checkRelease(t, f, req, false)
	if res := f.refresh(settings); res.Outcome != releaseflow.NothingToRelease {
		t.Errorf("refresh after the release = %+v, want nothing to release", res)
	}

	// The next cycle: the merged release branch is replaced (nothing of it is lost: it was merged).
	f.commit("main", "fix: close idle connections", map[string]string{"src/pool.ts": "export {};\n"})
	next := f.refresh(settings)
	if next.Outcome != releaseflow.Opened || next.Version != "0.2.1" || next.PR == first.PR {
		t.Fatalf("refresh after a fix = %+v, want release 0.2.1 in a new pull request", next)
	}
	if parent := f.git("rev-parse", "release--main^"); parent != f.git("rev-parse", "main") || f.git("rev-list", "--count", "main..release--main") != "1" {
		t.Errorf("release--main is not one commit on top of main: parent %s", parent)
	}
	checkReleaseFiles(t, f, "release--main", "0.2.1")
}

// checkRun checks the release check's one check run on head.
func checkRun(t *testing.T, f *fixture, head, conclusion string) {
	t.Helper()
	var got []string
	for _, r := range f.srv.CheckRuns(sdkRepo) {
		if r.HeadSHA == head && r.Name == "sdkgen / release check" {
			got = append(got, r.Conclusion)
		}
	}
	if len(got) != 1 || got[0] != conclusion {
		t.Errorf("release checks on %s = %v, want one %s", head, got, conclusion)
	}
}

// checkReleaseFiles checks the version files and the changelog on branch.
func checkReleaseFiles(t *testing.T, f *fixture, branch, version string) {
	t.Helper()
	for path, want := range map[string]string{
		"package.json":                  `"version": "` + version + `"`,
		".release-please-manifest.json": `".": "` + version + `"`,
		"src/version.ts":                "VERSION = '" + version + "'",
		"CHANGELOG.md":                  "## " + version + " (2025-06-01)",
	} {
		mustContain(t, branch+":"+path, f.show(branch, path), want)
	}
	mustContain(t, branch+":CHANGELOG.md", f.show(branch, "CHANGELOG.md"), "## 0.1.0 (2025-01-02)")
}

// checkRelease checks that req's merge produced exactly one tag and one release, with its assets.
func checkRelease(t *testing.T, f *fixture, req releaseflow.PublishRequest, prerelease bool) {
	t.Helper()
	releases := f.srv.Releases(sdkRepo)
	if len(releases) != 1 {
		t.Fatalf("%d releases, want 1: %+v", len(releases), releases)
	}
	rel := releases[0]
	if rel.TagName != "v"+req.Version || rel.Name != rel.TagName || rel.Prerelease != prerelease {
		t.Errorf("release = %+v, want v%s, prerelease %v", rel, req.Version, prerelease)
	}
	mustContain(t, "the release notes", rel.Body, "## "+req.Version+" (2025-06-01)", "add pets", "retry on 503")
	if strings.Contains(rel.Body, "## 0.1.0") {
		t.Errorf("the release notes hold more than their entry:\n%s", rel.Body)
	}
	if got := f.git("rev-parse", "v"+req.Version+"^{commit}"); got != req.MergeSHA {
		t.Errorf("tag v%s is at %s, want the merge commit %s", req.Version, got, req.MergeSHA)
	}
	if tags := f.git("tag", "--list", "v*"); tags != "v0.1.0\nv"+req.Version {
		t.Errorf("tags = %q", tags)
	}
	var names []string
	for _, a := range rel.Assets {
		names = append(names, a.Name)
	}
	if strings.Join(names, ",") != "api.md,acme-openapi.json" {
		t.Errorf("assets = %v, want api.md and acme-openapi.json once each", names)
	}
	if data, ok := f.srv.ReleaseAssetContent(sdkRepo, rel.TagName, "acme-openapi.json"); !ok || string(data) != `{"openapi":"3.1.0"}`+"\n" {
		t.Errorf("acme-openapi.json = %q, %v", data, ok)
	}
}

// TestPrereleaseAndReleaseBranch: publish.release.branch is where the pull request goes, and
// publish.release.prerelease marks the release.
func TestPrereleaseAndReleaseBranch(t *testing.T) {
	f := newFixture(t)
	f.commit("stable", "chore: start the stable branch", map[string]string{"STABLE.md": "stable\n"})
	f.commit("main", "feat(api): add pets", map[string]string{"src/pets.ts": "export {};\n"})
	f.commit("main", "fix: retry on 503", map[string]string{"src/retry.ts": "export {};\n"})
	settings := releaseflow.Settings{ReleaseBranch: "stable", Prerelease: true, Assets: assets}

	res := f.refresh(settings)
	pr, _ := f.srv.PullRequest(sdkRepo, res.PR)
	if res.Outcome != releaseflow.Opened || pr.Base.Ref != "stable" || pr.Head.Ref != "release--main" {
		t.Fatalf("refresh = %+v, pull request from %s into %s; want release--main into stable", res, pr.Head.Ref, pr.Base.Ref)
	}
	req := f.merge(res.PR, settings)
	if _, err := f.flow.Publish(f.ctx, req); err != nil {
		t.Fatal(err)
	}
	checkRelease(t, f, req, true)
	if f.git("merge-base", "--is-ancestor", req.MergeSHA, "stable") != "" {
		t.Error("the tagged merge commit is not on stable")
	}
}

// TestNothingToRelease: no commit since the last release opens no pull request.
func TestNothingToRelease(t *testing.T) {
	f := newFixture(t)
	if res := f.refresh(releaseflow.Settings{}); res.Outcome != releaseflow.NothingToRelease || res.PR != 0 {
		t.Errorf("refresh = %+v, want nothing to release", res)
	}
	if n := len(f.pulls()); n != 0 {
		t.Errorf("%d release pull requests, want none", n)
	}
	missing := releaseflow.RefreshRequest{InstallationID: installationID, Repo: sdkRepo, Branch: "develop", Target: "typescript"}
	if res, err := f.flow.Refresh(f.ctx, missing); err != nil || res.Outcome != releaseflow.NoWorkingBranch {
		t.Errorf("refresh of a missing branch = %+v, %v", res, err)
	}
}

// TestInvalidRequests: requests that can never run say so, for the jobs to stop retrying them.
func TestInvalidRequests(t *testing.T) {
	f := newFixture(t)
	refreshes := []releaseflow.RefreshRequest{
		{Repo: sdkRepo, Branch: "main", Target: "go"},
		{InstallationID: installationID, Repo: sdkRepo, Target: "go"},
		{InstallationID: installationID, Repo: sdkRepo, Branch: "main"},
	}
	for _, req := range refreshes {
		if _, err := f.flow.Refresh(f.ctx, req); !errors.Is(err, releaseflow.ErrInvalidRequest) {
			t.Errorf("Refresh(%+v) = %v, want ErrInvalidRequest", req, err)
		}
	}
	good := releaseflow.PublishRequest{InstallationID: installationID, Repo: sdkRepo, PR: 1, Version: "0.2.0", MergeSHA: "abc"}
	bad := []func(r *releaseflow.PublishRequest){
		func(r *releaseflow.PublishRequest) { r.Version = "v0.2.0" },
		func(r *releaseflow.PublishRequest) { r.MergeSHA = "" },
		func(r *releaseflow.PublishRequest) { r.PR = 0 },
	}
	for i, change := range bad {
		req := good
		change(&req)
		if _, err := f.flow.Publish(f.ctx, req); !errors.Is(err, releaseflow.ErrInvalidRequest) {
			t.Errorf("bad publish request %d = %v, want ErrInvalidRequest", i, err)
		}
	}
}

// TestPeoplesCommitsKept: a commit a person pushed to the release branch is never overwritten.
func TestPeoplesCommitsKept(t *testing.T) {
	f := newFixture(t)
	f.commit("main", "feat: add pets", map[string]string{"src/pets.ts": "export {};\n"})
	first := f.refresh(releaseflow.Settings{})
	theirs := f.commit("release--main", "docs: reword the changelog", map[string]string{"NOTES.md": "by hand\n"})
	f.commit("main", "fix: retry on 503", map[string]string{"src/retry.ts": "export {};\n"})

	res := f.refresh(releaseflow.Settings{})
	if res.Outcome != releaseflow.Held || res.PR != first.PR || len(res.People) != 1 || !strings.Contains(res.People[0], "reword the changelog") {
		t.Fatalf("refresh = %+v, want the branch held for the person's commit", res)
	}
	if head := f.git("rev-parse", "release--main"); head != theirs {
		t.Errorf("release--main = %s, want the person's commit %s kept", head, theirs)
	}
	pr, _ := f.srv.PullRequest(sdkRepo, first.PR)
	mustContain(t, "the description", pr.Body, "has commits sdkgen did not make", "reword the changelog", "## 0.2.0")
	if again := f.refresh(releaseflow.Settings{}); again.Outcome != releaseflow.Held {
		t.Errorf("second refresh = %+v", again)
	}
	if pr2, _ := f.srv.PullRequest(sdkRepo, first.PR); strings.Count(pr2.Body, "has commits sdkgen did not make") != 1 {
		t.Errorf("the note was added twice:\n%s", pr2.Body)
	}
}

// TestCrashes: a refresh that stopped after pushing the release branch, and a release that stopped after creating
// the release, are finished by their retry without pushing, tagging or releasing again.
func TestCrashes(t *testing.T) {
	f := newFixture(t)
	f.commit("main", "feat: add pets", map[string]string{"src/pets.ts": "export {};\n"})
	c := &crashing{Factory: f.factory, once: map[string]bool{"CreatePullRequest": true, "UploadReleaseAsset": true}}
	flow := f.flowWith(c)
	settings := releaseflow.Settings{Assets: assets}

	if _, err := flow.Refresh(f.ctx, f.request(settings)); !errors.Is(err, errCrash) {
		t.Fatalf("first refresh = %v, want the crash", err)
	}
	pushed := f.git("rev-parse", "release--main")
	res, err := flow.Refresh(f.ctx, f.request(settings))
	if err != nil || res.Outcome != releaseflow.Opened || res.Head != pushed {
		t.Fatalf("retried refresh = %+v, %v; want the pull request opened on the pushed %s", res, err, pushed)
	}

	req := f.merge(res.PR, settings)
	if _, err := flow.Publish(f.ctx, req); !errors.Is(err, errCrash) {
		t.Fatalf("first publish = %v, want the crash", err)
	}
	again, err := flow.Publish(f.ctx, req)
	if err != nil || again.Created || strings.Join(again.Uploaded, ",") != "api.md,acme-openapi.json" {
		t.Fatalf("retried publish = %+v, %v; want the assets uploaded to the existing release", again, err)
	}
	if n := len(f.srv.Releases(sdkRepo)); n != 1 {
		t.Errorf("%d releases, want 1", n)
	}
}

// TestReviewersAndOrganizationSecrets: the release pull request asks codeflow.reviewers (a user and a team) for
// a review, and the release check counts the organization's secrets shared with the repository.
func TestReviewersAndOrganizationSecrets(t *testing.T) {
	f := newFixture(t)
	f.srv.SetOrgSecrets(sdkRepo, "NPM_TOKEN")
	f.commit("main", "feat(api): add pets", map[string]string{"src/pets.ts": "export {};\n"})
	res := f.refresh(releaseflow.Settings{Reviewers: []string{"@acme/sdk-team", "octocat"}})
	if res.Outcome != releaseflow.Opened {
		t.Fatalf("refresh = %+v, want a release pull request opened", res)
	}
	pr, _ := f.srv.PullRequest(sdkRepo, res.PR)
	if strings.Join(pr.RequestedReviewers, ",") != "octocat" || strings.Join(pr.RequestedTeams, ",") != "sdk-team" {
		t.Errorf("requested reviewers %v and teams %v, want octocat and sdk-team", pr.RequestedReviewers, pr.RequestedTeams)
	}
	mustContain(t, "the description", pr.Body, "All secrets present")
	checkRun(t, f, res.Head, "success")
}

// TestUnreleasedFindsALostMerge: a merged release pull request whose webhook never came is found, once, with the
// publish request the webhook would have made; after its release nothing is left to find.
func TestUnreleasedFindsALostMerge(t *testing.T) {
	f := newFixture(t)
	f.commit("main", "feat(api): add pets", map[string]string{"src/pets.ts": "export {};\n"})
	if _, ok, err := f.flow.Unreleased(f.ctx, f.request(releaseflow.Settings{})); err != nil || ok {
		t.Fatalf("Unreleased before any release pull request = %v, %v; want none", ok, err)
	}
	opened := f.refresh(releaseflow.Settings{})
	if _, ok, err := f.flow.Unreleased(f.ctx, f.request(releaseflow.Settings{})); err != nil || ok {
		t.Fatalf("Unreleased with the release pull request open = %v, %v; want none", ok, err)
	}
	want := f.merge(opened.PR, releaseflow.Settings{}) // the webhook of this merge is lost
	got, ok, err := f.flow.Unreleased(f.ctx, f.request(releaseflow.Settings{}))
	if err != nil || !ok || !reflect.DeepEqual(got, want) {
		t.Fatalf("Unreleased = %+v, %v, %v; want %+v", got, ok, err, want)
	}
	if _, err := f.flow.Publish(f.ctx, got); err != nil {
		t.Fatal(err)
	}
	if again, ok, err := f.flow.Unreleased(f.ctx, f.request(releaseflow.Settings{})); err != nil || ok {
		t.Errorf("Unreleased after the release = %+v, %v, %v; want none", again, ok, err)
	}
}
