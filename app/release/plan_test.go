package release

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// testRepo is a real SDK repository on disk: sdkgen generates into it with sdkrepo.Apply (the Go SDK of the
// bundled example) and people commit with the git CLI. Every commit is a minute after the previous one, so
// commit order and hashes are deterministic.
type testRepo struct {
	t     *testing.T
	dir   string
	repo  *sdkrepo.Repo
	clock time.Time
	gen   *tree.Tree // the Go SDK as generated, before each test's own changes
}

func newTestRepo(t *testing.T, gen *tree.Tree) *testRepo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("SDKGEN_TOOLCHAIN_TESTS") != "" {
			t.Fatal("git is not installed (scripts/install-test-deps installs it)")
		}
		t.Skip("git is not installed")
	}
	r := &testRepo{t: t, dir: filepath.Join(t.TempDir(), "acme-go"), clock: time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC), gen: gen}
	if err := os.Mkdir(r.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	r.git("init", "-q", "-b", "main")
	repo, err := sdkrepo.Open(r.dir)
	if err != nil {
		t.Fatal(err)
	}
	r.repo = repo
	return r
}

// tick is the next commit's time.
func (r *testRepo) tick() time.Time {
	r.clock = r.clock.Add(time.Minute)
	return r.clock
}

// git runs the git CLI isolated from the machine's configuration and returns its trimmed output.
func (r *testRepo) git(args ...string) string {
	r.t.Helper()
	out, err := r.gitTry(args...)
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

func (r *testRepo) gitTry(args ...string) (string, error) {
	when := r.tick().Format(time.RFC3339)
	cmd := exec.Command("git", args...)
	cmd.Dir = r.dir
	home := filepath.Dir(r.dir)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+home, "XDG_CONFIG_HOME="+home,
		"GIT_AUTHOR_NAME=Person", "GIT_AUTHOR_EMAIL=person@example.com", "GIT_AUTHOR_DATE="+when,
		"GIT_COMMITTER_NAME=Person", "GIT_COMMITTER_EMAIL=person@example.com", "GIT_COMMITTER_DATE="+when)
	out, err := cmd.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// commit writes a file and commits it as a person; it returns the commit.
func (r *testRepo) commit(p, data, msg string) string {
	r.t.Helper()
	r.write(p, data)
	r.git("add", "-A")
	r.git("commit", "-q", "-m", msg)
	return r.git("rev-parse", "HEAD")
}

func (r *testRepo) write(p, data string) {
	r.t.Helper()
	full := filepath.Join(r.dir, filepath.FromSlash(p))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(full, []byte(data), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// generate brings a generation into main as the merge build does: the generated Go SDK plus extra files.
func (r *testRepo) generate(msg string, extra map[string]string) *sdkrepo.Result {
	r.t.Helper()
	files := tree.New()
	for _, p := range r.gen.Paths() {
		f, _ := r.gen.File(p)
		if err := files.Add(p, f.Data); err != nil {
			r.t.Fatal(err)
		}
	}
	for p, data := range extra {
		if err := files.Add(p, []byte(data)); err != nil {
			r.t.Fatal(err)
		}
	}
	sig := object.Signature{Name: "sdkgen", Email: "bot@sdkgen.dev", When: r.tick()}
	res, err := r.repo.Apply(context.Background(), sdkrepo.Generation{
		Files: files, Target: "go", SpecHash: "5bec", ConfigHash: "c0f1", Trigger: "merge of acme/api#1", Message: msg,
	}, sdkrepo.Options{Branch: "main", CustomPaths: []string{"lib/", "examples/"}, Author: &sig})
	if err != nil {
		r.t.Fatalf("Apply: %v", err)
	}
	return res
}

func (r *testRepo) plan() (*Proposal, bool) {
	r.t.Helper()
	p, ok, err := Plan(context.Background(), r.repo, Options{
		Branch: "main", Target: TargetFor("go"), RepoURL: "https://github.com/acme/acme-go", Now: r.clock,
	})
	if err != nil {
		r.t.Fatalf("Plan: %v", err)
	}
	return p, ok
}

// line is how a test states an expected change: "type(scope)!: subject @hash".
func line(c Change) string {
	s := c.Type
	if c.Scope != "" {
		s += "(" + c.Scope + ")"
	}
	if c.Breaking {
		s += "!"
	}
	return s + ": " + c.Subject + " @" + c.Hash
}

func checkChanges(t *testing.T, got []Change, want ...string) {
	t.Helper()
	var lines []string
	for _, c := range got {
		lines = append(lines, line(c))
	}
	if !slices.Equal(lines, want) {
		t.Errorf("changes, newest first:\n got %s\nwant %s", strings.Join(lines, "\n     "), strings.Join(want, "\n     "))
	}
}

func goSDK(t *testing.T) *tree.Tree {
	t.Helper()
	return renderAcme(t, nil)["go"]
}

func TestPlanSinceTag(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	r.generate("", nil)
	r.commit("lib/helper.go", "package lib\n", "feat(client): add a helper")
	r.git("tag", "v0.1.0")

	fix := r.commit("lib/helper.go", "package lib\n\n// Helper helps.\n", "fix(lib): document the helper")
	cards := r.generate("feat(api): add cards", map[string]string{"cards.txt": "cards\n"}).Head.String()

	// A pull request merged with a merge commit: its title in the body stands for its commits.
	r.git("checkout", "-q", "-b", "logo")
	r.commit("lib/logo.go", "package lib\n", "wip")
	r.commit("lib/logo.go", "package lib // logo\n", "more wip")
	r.git("checkout", "-q", "main")
	r.git("merge", "-q", "--no-ff", "logo", "-m", "Merge pull request #5 from me/logo", "-m", "docs(readme): add logo")
	logo := r.git("rev-parse", "HEAD")

	// A branch merged with git's default message: its commits count one by one.
	r.git("checkout", "-q", "-b", "misc")
	tidy := r.commit("lib/tidy.go", "package lib\n", "chore: tidy")
	notes := r.commit("NOTES.md", "notes\n", "Update notes")
	r.git("checkout", "-q", "main")
	r.git("merge", "-q", "--no-ff", "--no-edit", "misc")

	neutral := r.generate("", map[string]string{"cards.txt": "cards v2\n"}).Head.String()
	ci := r.commit(".github/workflows/extra.yml", "on: push\n", "ci: cache modules")

	p, ok := r.plan()
	if !ok {
		t.Fatal("no release proposed")
	}
	if p.Version != "0.2.0" || p.Tag != "v0.2.0" || p.Previous != "0.1.0" || p.Base.String() != r.git("rev-parse", "main") {
		t.Errorf("version %s, tag %s, previous %s, base %s", p.Version, p.Tag, p.Previous, p.Base)
	}
	checkChanges(t, p.Changes,
		"ci: cache modules @"+ci,
		"chore(internal): codegen related update @"+neutral,
		"other: Update notes @"+notes,
		"chore: tidy @"+tidy,
		"docs(readme): add logo @"+logo,
		"feat(api): add cards @"+cards,
		"fix(lib): document the helper @"+fix,
	)
	if got := sortedKeys(p.Files); !slices.Equal(got, []string{ManifestFile, ChangelogFile, "README.md", "internal/version.go"}) {
		t.Errorf("files %v", got)
	}
	if got := string(p.Files["internal/version.go"]); !strings.Contains(got, `PackageVersion = "0.2.0"`) {
		t.Errorf("internal/version.go:\n%s", got)
	}
	wantEntry := Changelog("0.2.0", "0.1.0", r.clock, "https://github.com/acme/acme-go", p.Changes)
	if p.Changelog != wantEntry || string(p.Files[ChangelogFile]) != "# Changelog\n\n"+wantEntry {
		t.Errorf("changelog:\n%s\nfile:\n%s", p.Changelog, p.Files[ChangelogFile])
	}
	for _, want := range []string{
		"Full Changelog: [v0.1.0...v0.2.0](https://github.com/acme/acme-go/compare/v0.1.0...v0.2.0)",
		"### Features\n\n* **api:** add cards ([" + cards[:7] + "](https://github.com/acme/acme-go/commit/" + cards + "))\n",
	} {
		if !strings.Contains(p.Changelog, want) {
			t.Errorf("changelog lacks %q:\n%s", want, p.Changelog)
		}
	}
}

func TestPlanNeverReleased(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	first := r.generate("", nil).Head.String()

	p, ok := r.plan()
	if !ok {
		t.Fatal("the first generation proposes no release")
	}
	if p.Version != "0.0.1" || p.Previous != "" {
		t.Errorf("version %s, previous %q", p.Version, p.Previous)
	}
	checkChanges(t, p.Changes, "chore(internal): codegen related update @"+first)
	// The generator already wrote 0.0.1: only the changelog changes.
	if got := sortedKeys(p.Files); !slices.Equal(got, []string{ChangelogFile}) {
		t.Errorf("files %v", got)
	}
	if strings.Contains(p.Changelog, "Full Changelog") {
		t.Errorf("a first release has no compare link:\n%s", p.Changelog)
	}

	r.commit("lib/helper.go", "package lib\n", "feat: add a helper")
	if p, _ = r.plan(); p.Version != "0.1.0" || len(p.Files) != 4 {
		t.Errorf("with a feature: version %s, files %v", p.Version, sortedKeys(p.Files))
	}
}

func TestPlanNothingToRelease(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	r.generate("", nil)
	r.git("tag", "v0.0.1")
	if _, ok := r.plan(); ok {
		t.Error("a release proposed with no commit since the tag")
	}

	// The release pull request merged with a merge commit, tagged on its own head: the merge is no change.
	r.git("checkout", "-q", "-b", "release--main")
	r.commit("CHANGELOG.md", "# Changelog\n\n## 0.1.0 (2025-01-01)\n", "release: 0.1.0")
	r.git("tag", "v0.1.0")
	r.git("checkout", "-q", "main")
	r.git("merge", "-q", "--no-ff", "release--main", "-m", "Merge pull request #9 from acme/release--main", "-m", "release: 0.1.0")
	if p, ok := r.plan(); ok {
		t.Errorf("a release proposed after merging the release pull request: %+v", p.Changes)
	}
}

func TestPlanTags(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	r.generate("", nil)
	r.commit("lib/a.go", "package lib\n", "feat: a")
	r.git("tag", "-a", "v0.9.0", "-m", "annotated")
	r.commit("lib/b.go", "package lib\n", "feat: b")
	r.git("tag", "v0.10.0") // lexically before v0.9.0
	r.git("tag", "v0.10.0-rc.1")
	r.git("tag", "v-next")
	r.git("tag", "0.99.0") // no v: not a release tag
	r.git("checkout", "-q", "-b", "elsewhere")
	r.commit("lib/c.go", "package lib\n", "feat: c")
	r.git("tag", "v9.0.0") // not reachable from main
	r.git("checkout", "-q", "main")
	breaking := r.commit("lib/d.go", "package lib\n", "fix: d\n\nBREAKING CHANGE: d replaces b")

	p, ok := r.plan()
	if !ok || p.Previous != "0.10.0" || p.Version != "0.11.0" {
		t.Fatalf("proposal %v: previous %s, version %s", ok, p.Previous, p.Version)
	}
	checkChanges(t, p.Changes, "fix!: d @"+breaking)
	if !strings.Contains(p.Changelog, "### ⚠ BREAKING CHANGES\n\n* d replaces b ([") {
		t.Errorf("changelog:\n%s", p.Changelog)
	}

	r.git("tag", "-a", "v1.0.0", "-m", "one")
	r.commit("lib/e.go", "package lib\n", "feat!: e")
	if p, _ = r.plan(); p.Version != "2.0.0" || p.Previous != "1.0.0" {
		t.Errorf("after 1.0: %s -> %s", p.Previous, p.Version)
	}
}

// TestPlanConflictResolution: a generation that conflicted with people's edits reaches main through the
// resolution merge, which has no conventional message: it is released under the message the generation was made
// for (its Sdkgen-Message trailer), on the resolution's line, and the generation commits never appear.
func TestPlanConflictResolution(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	r.generate("", map[string]string{"notes.txt": "one\ntwo\nthree\n"})
	r.git("tag", "v1.0.0")
	edit := r.commit("notes.txt", "one\nTWO by people\nthree\n", "fix: people's wording")
	if res := r.generate("feat(api): new field", map[string]string{"notes.txt": "one\nTWO by sdkgen\nthree\n"}); res.Status != sdkrepo.StatusConflict {
		t.Fatalf("status %s, want a conflict", res.Status)
	}

	// The recipe of SERVICE-BEHAVIOUR.md §2.3, with git's default merge message.
	r.git("checkout", "-q", sdkrepo.NextConflictBranch)
	if out, err := r.gitTry("merge", "--no-edit", sdkrepo.GeneratedConflictBranch); err == nil {
		t.Fatalf("the merge did not conflict: %s", out)
	}
	r.write("notes.txt", "one\nTWO by both\nthree\n")
	r.git("add", "-A")
	r.git("commit", "-q", "--no-edit")
	resolution := r.git("rev-parse", "HEAD")
	r.git("checkout", "-q", "main")

	res := r.generate("fix(api): correct docs", map[string]string{"notes.txt": "one\nTWO by sdkgen\nthree\n", "docs.txt": "docs\n"})
	if res.Status != sdkrepo.StatusMerged || res.Resolution == nil {
		t.Fatalf("status %s, resolution %v", res.Status, res.Resolution)
	}
	p, ok := r.plan()
	if !ok || p.Version != "1.1.0" {
		t.Fatalf("proposal %v, version %s, want 1.1.0 (the conflicted generation's feat)", ok, p.Version)
	}
	checkChanges(t, p.Changes,
		"fix(api): correct docs @"+res.Head.String(),
		"feat(api): new field @"+resolution,
		"fix: people's wording @"+edit,
	)
}

func TestRecordedMessage(t *testing.T) {
	for _, tc := range []struct{ message, want string }{
		{"codegen: go\n\nSdkgen-Spec-SHA256: a\nSdkgen-Trigger: merge of acme/api#1\n", ""},
		{"codegen: go\n\nSdkgen-Spec-SHA256: a\n" + sdkrepo.MessageTrailer("feat(api): add pets") + "\n", "feat(api): add pets"},
		{"codegen: go\n\nSdkgen-Spec-SHA256: a\n" + sdkrepo.MessageTrailer("fix!: drop v1\n\nBREAKING CHANGE: v1 is gone\r\n") +
			"\nSdkgen-Other: x\n", "fix!: drop v1\n\nBREAKING CHANGE: v1 is gone"},
	} {
		if got := recordedMessage(tc.message); got != tc.want {
			t.Errorf("recordedMessage(%q) = %q, want %q", tc.message, got, tc.want)
		}
	}
}

func TestPlanErrors(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	r.commit("README.md", "# acme\n", "feat: start by hand")
	ctx := context.Background()
	for _, tc := range []struct {
		name    string
		opts    Options
		wantErr string
	}{
		{"missing branch", Options{Branch: "trunk", Target: TargetFor("go")}, "branch trunk does not exist"},
		{"missing version file", Options{Target: TargetFor("go")}, "main at "},
		{"missing version file named", Options{Target: TargetFor("go")}, ManifestFile + " is missing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ok, err := Plan(ctx, r.repo, tc.opts)
			if ok || err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ok %v, error %v; want one with %q", ok, err, tc.wantErr)
			}
		})
	}
	// The openapi target has no version file: the changelog alone.
	p, ok, err := Plan(ctx, r.repo, Options{Target: TargetFor("openapi")})
	if err != nil || !ok || fmt.Sprint(sortedKeys(p.Files)) != "[CHANGELOG.md]" {
		t.Errorf("openapi: %v %v %v", ok, err, p)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := Plan(cancelled, r.repo, Options{Target: TargetFor("openapi")}); err == nil {
		t.Error("a cancelled plan worked")
	}
}

// TestPlanSeesTagsOnTheReleaseBranch: with publish.release.branch set, release pull requests merge into that
// branch and its tags are there, not on the working branch; they still count as released.
func TestPlanSeesTagsOnTheReleaseBranch(t *testing.T) {
	r := newTestRepo(t, goSDK(t))
	r.generate("", nil)
	r.git("branch", "stable")
	r.commit("lib/a.go", "package lib\n", "feat: a")
	r.git("checkout", "-q", "-b", "release--main")
	r.commit("CHANGELOG.md", "# Changelog\n", "release: 0.1.0")
	r.git("checkout", "-q", "stable")
	r.git("merge", "-q", "--no-ff", "release--main", "-m", "Merge pull request #1 from acme/release--main", "-m", "release: 0.1.0")
	r.git("tag", "v0.1.0")
	r.git("checkout", "-q", "main")
	fix := r.commit("lib/b.go", "package lib\n", "fix: b")

	plan := func(releaseBranch string) *Proposal {
		p, ok, err := Plan(context.Background(), r.repo, Options{
			Branch: "main", Target: TargetFor("go"), Now: r.clock, ReleaseBranch: releaseBranch,
		})
		if err != nil || !ok {
			t.Fatalf("Plan: %v %v", ok, err)
		}
		return p
	}
	if p := plan("stable"); p.Previous != "0.1.0" || p.Version != "0.1.1" {
		t.Errorf("with the release branch: %s -> %s, want 0.1.0 -> 0.1.1", p.Previous, p.Version)
	} else {
		checkChanges(t, p.Changes, "fix: b @"+fix)
	}
	if p := plan(""); p.Previous != "" {
		t.Errorf("without it the stable tag is not seen (previous %q): the test does not test anything", p.Previous)
	}
}
