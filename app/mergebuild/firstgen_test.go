package mergebuild

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// seedAsGitHub gives repo on the fake the root commit GitHub makes for "Initialize this repository with a README"
// (and a .gitignore and a license), then the commits people add on top.
func (f *fixture) seedAsGitHub(repo gh.Repo, initial map[string]string, people ...map[string]string) {
	f.t.Helper()
	work := filepath.Join(f.t.TempDir(), repo.Name)
	gitIn := func(committer string, args ...string) {
		f.t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = work
		name, email, _ := strings.Cut(committer, " ")
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
			"GIT_AUTHOR_NAME=Ada", "GIT_AUTHOR_EMAIL=ada@example.com", "GIT_COMMITTER_NAME="+name, "GIT_COMMITTER_EMAIL="+email)
		if out, err := cmd.CombinedOutput(); err != nil {
			f.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	commit := func(committer, msg string, files map[string]string) {
		for p, data := range files {
			if err := os.MkdirAll(filepath.Dir(filepath.Join(work, p)), 0o755); err != nil {
				f.t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(work, p), []byte(data), 0o644); err != nil {
				f.t.Fatal(err)
			}
		}
		gitIn(committer, "add", "-A")
		gitIn(committer, "commit", "-q", "-m", msg)
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		f.t.Fatal(err)
	}
	gitIn("GitHub noreply@github.com", "init", "-q", "-b", "main")
	commit("GitHub noreply@github.com", "Initial commit", initial)
	for _, files := range people {
		commit("Ada ada@example.com", "docs: ours", files)
	}
	gitIn("Ada ada@example.com", "push", "-q", f.srv.GitDir(repo), "main")
}

// TestFirstGenerationIntoRepositoriesCreatedOnGitHub: the Go SDK's repository was created on GitHub with a README,
// a .gitignore and a license, and a person added notes: the first merge build merges the generation with no
// conflict, the generated README, .gitignore and LICENSE replace GitHub's, and the notes and the history stay. The
// Python SDK's repository has a README a person wrote: it is kept, the generation's conflicts with it, and the
// conflict pull request is between branches with a common ancestor.
func TestFirstGenerationIntoRepositoriesCreatedOnGitHub(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	f.seedAsGitHub(goRepo, map[string]string{"README.md": "# acme-go\nThe Acme Go SDK", ".gitignore": "*.exe\n*.test\n",
		"LICENSE": "MIT License\n\nCopyright (c) 2026 Acme\n"}, map[string]string{"docs/notes.md": "people's notes\n"})
	f.seedAsGitHub(pyRepo, map[string]string{"README.md": "# acme-python"}, map[string]string{"README.md": "# acme-python\n\nOur own words.\n"})
	f.addSDKs()

	b := f.branches(goRepo)
	if b[sdkrepo.GeneratedConflictBranch] != "" || b["main"] == b["generated"] {
		t.Fatalf("go after the first merge: branches %v, want main merging generated, no conflict", b)
	}
	for _, p := range []string{"README.md", ".gitignore", "LICENSE"} {
		if got, want := f.show(goRepo, "main", p), f.show(goRepo, "generated", p); got != want {
			t.Errorf("go %s on main = %q, want the generated one", p, got)
		}
	}
	mustContain(t, "go docs/notes.md", f.show(goRepo, "main", "docs/notes.md"), "people's notes")
	mustContain(t, "go history", f.git(goRepo, "log", "--format=%s", "main"), "Initial commit", "docs: ours")

	py := f.branches(pyRepo)
	if py["main"] == "" || py[sdkrepo.GeneratedConflictBranch] == "" || f.show(pyRepo, "main", "README.md") != "# acme-python\n\nOur own words." {
		t.Fatalf("python: branches %v, README %q; want the person's README kept and a conflict", py, f.show(pyRepo, "main", "README.md"))
	}
	if base := f.git(pyRepo, "merge-base", sdkrepo.GeneratedConflictBranch, sdkrepo.NextConflictBranch); base == "" {
		t.Error("the conflict branches share no commit: GitHub could not open the conflict pull request")
	}
	var prs []fakegithub.PullRequest
	for _, pr := range f.srv.State().PullRequests {
		if pr.Repo == pyRepo.String() {
			prs = append(prs, pr)
		}
	}
	if len(prs) != 1 || !strings.Contains(prs[0].Body, "`README.md`") {
		t.Errorf("python conflict pull requests: %+v", prs)
	}
}
