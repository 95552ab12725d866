package sdkrepo

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// GitHub's "Initialize this repository with": a README (the name and the description on the next line, with no
// final newline, as github.com writes it), a .gitignore template and a license, in one root commit "Initial commit"
// that GitHub commits.
var githubInitialFiles = map[string]string{
	"README.md":  "# acme-node\nThe Acme SDK for Node",
	".gitignore": "# Logs\nlogs\n*.log\nnode_modules/\n",
	"LICENSE":    "MIT License\n\nCopyright (c) 2026 Acme\n",
}

// commitAs commits everything with the given committer and message.
func commitAs(t *testing.T, dir, name, email, msg string) {
	t.Helper()
	gitRun(t, dir, "add", "-A")
	cmd := exec.Command("git", "commit", "-q", "-m", msg)
	cmd.Dir = dir
	cmd.Env = append(gitEnv(filepath.Dir(dir)), "GIT_COMMITTER_NAME="+name, "GIT_COMMITTER_EMAIL="+email)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git commit: %v\n%s", err, out)
	}
}

// githubRepository is a clone of a repository created on GitHub with the initial files, on main.
func githubRepository(t *testing.T, initial map[string]string) string {
	t.Helper()
	dir := newGitRepo(t)
	gitRun(t, dir, "checkout", "-q", "-b", "main")
	for p, data := range initial {
		writeFile(t, dir, p, data)
	}
	commitAs(t, dir, "GitHub", "noreply@github.com", "Initial commit")
	return dir
}

func generationWithRepoFiles() map[string]string {
	gen := firstGeneration()
	gen["README.md"] = "# Acme Node API Library\n\nGenerated.\n"
	gen[".gitignore"] = "node_modules\ndist\n"
	gen["LICENSE"] = "Apache License\nVersion 2.0\n"
	return gen
}

// TestFirstGenerationIntoGitHubInitializedRepository: the README, .gitignore and LICENSE GitHub created are
// replaced by the generated ones (even with README.md in keep_files: that protects people's README, not GitHub's),
// a person's own file is kept, and nothing conflicts.
func TestFirstGenerationIntoGitHubInitializedRepository(t *testing.T) {
	dir := githubRepository(t, githubInitialFiles)
	writeFile(t, dir, "docs/notes.md", "people's notes\n")
	commitAll(t, dir, "docs: notes")
	before := gitRun(t, dir, "rev-parse", "main")

	gen := generationWithRepoFiles()
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusMerged || len(res.Conflicts) != 0 {
		t.Fatalf("status %s, conflicts %+v", res.Status, res.Conflicts)
	}
	for p, want := range gen {
		if got := show(t, dir, "main", strings.TrimSuffix(p, "*")); got != want {
			t.Errorf("%s = %q, want the generated %q", p, got, want)
		}
	}
	if got := show(t, dir, "main", "docs/notes.md"); got != "people's notes\n" {
		t.Errorf("the person's file was lost: %q", got)
	}
	if got := parents(t, dir, "main"); len(got) != 2 || got[0] != before || got[1] != gitRun(t, dir, "rev-parse", "generated") {
		t.Errorf("main should merge the unrelated generation into its history; parents %v", got)
	}
	if len(res.Notes) != 3 || !strings.Contains(res.Notes[0], ".gitignore was the file GitHub created") {
		t.Errorf("notes %q", res.Notes)
	}
	checkHealthy(t, dir)

	// The next generation merges from the first one as usual.
	gen["src/new.ts"] = "new\n"
	if res := apply(t, dir, gen, tsOptions); res.Status != StatusMerged || res.Previous.String() != gitRun(t, dir, "rev-parse", "generated^") {
		t.Errorf("second generation: status %s, previous %s", res.Status, res.Previous)
	}
}

func TestIsGitHubInitialREADME(t *testing.T) {
	for text, want := range map[string]bool{
		"# acme-node\nThe Acme SDK for Node":    true, // with a description
		"# acme-node":                           true, // without one
		"# acme_node.v2\nSDK: Node, Deno & Bun": true,
		"# acme-node\nThe Acme SDK for Node\n":  true, // a final newline a client may add
		"# acme-node\n\nThe Acme SDK for Node":  false,
		"# Acme Node SDK":                       false, // not a repository name
		"# acme-node\nThe SDK\nInstall it":      false,
		"# acme-node\n ":                        false,
		"acme-node":                             false,
		"## acme-node":                          false,
		"":                                      false,
	} {
		if got := isGitHubInitialREADME(text); got != want {
			t.Errorf("isGitHubInitialREADME(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestFirstGenerationKeepsPeoplesFiles: a file that is not exactly what GitHub created is a person's. It is never
// overwritten: the first generation conflicts as usual, and the conflict can be resolved the usual way even though
// the histories are unrelated.
func TestFirstGenerationKeepsPeoplesFiles(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T) string
	}{
		{"README edited after GitHub created it", func(t *testing.T) string {
			dir := githubRepository(t, githubInitialFiles)
			writeFile(t, dir, "README.md", "# acme-node\n\nOur SDK. See the docs.\n")
			commitAll(t, dir, "docs: readme")
			return dir
		}},
		{"README written in GitHub's web editor", func(t *testing.T) string {
			return githubRepository(t, map[string]string{"README.md": "# acme-node\n\nOur SDK.\n\nSee the docs.\n"})
		}},
		{"README written in the web editor with a title GitHub never writes", func(t *testing.T) string {
			return githubRepository(t, map[string]string{"README.md": "# Acme Node SDK\nInstall it with npm."})
		}},
		{"README written in the web editor with a blank line GitHub never writes", func(t *testing.T) string {
			return githubRepository(t, map[string]string{"README.md": "# acme-node\n\nOur SDK."})
		}},
		{"first commit made by a person", func(t *testing.T) string {
			dir := newGitRepo(t)
			gitRun(t, dir, "checkout", "-q", "-b", "main")
			writeFile(t, dir, "README.md", "# acme-node\n")
			commitAll(t, dir, "Initial commit")
			return dir
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := tt.setup(t)
			people := show(t, dir, "main", "README.md")
			main := gitRun(t, dir, "rev-parse", "main")
			opts := Options{CustomPaths: tsOptions.CustomPaths}
			gen := generationWithRepoFiles()
			res := apply(t, dir, gen, opts)
			var conflicts []string
			for _, c := range res.Conflicts {
				conflicts = append(conflicts, string(c.Kind)+" "+c.Path)
			}
			if res.Status != StatusConflict || !slices.Contains(conflicts, "content README.md") || gitRun(t, dir, "rev-parse", "main") != main {
				t.Fatalf("status %s, conflicts %q: the person's README must conflict, main must not move", res.Status, conflicts)
			}
			checkHealthy(t, dir)
			next := gitRun(t, dir, "rev-parse", NextConflictBranch)
			if res := apply(t, dir, gen, opts); res.Status != StatusConflict || gitRun(t, dir, "rev-parse", NextConflictBranch) != next {
				t.Errorf("a re-run moved %s (status %s): it should make the same commit", NextConflictBranch, res.Status)
			}

			// The recipe of the conflict pull request works: the two histories have a common ancestor.
			if base, err := gitTry(dir, "merge-base", GeneratedConflictBranch, NextConflictBranch); err != nil || base == "" {
				t.Fatalf("the conflict branches have no common ancestor, so no pull request can be opened: %v %s", err, base)
			}
			gitRun(t, dir, "checkout", "-q", NextConflictBranch)
			out, err := gitTry(dir, "merge", GeneratedConflictBranch)
			if err == nil || !strings.Contains(out, "CONFLICT (add/add): Merge conflict in README.md") {
				t.Fatalf("git merge should stop on README.md only:\n%s", out)
			}
			writeFile(t, dir, "README.md", people+"\nResolved.\n")
			commitAll(t, dir, "docs: keep our README")
			gitRun(t, dir, "checkout", "-q", "main")

			res = apply(t, dir, gen, opts)
			if res.Resolution == nil || res.Status != StatusUpToDate {
				t.Fatalf("status %s, resolution %+v", res.Status, res.Resolution)
			}
			if got := readFile(t, dir, "README.md"); got != people+"\nResolved.\n" || readFile(t, dir, "src/models.ts") != gen["src/models.ts"] {
				t.Errorf("after the resolution README.md = %q", got)
			}
			checkHealthy(t, dir)
		})
	}
}
