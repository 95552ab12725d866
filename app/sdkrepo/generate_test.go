package sdkrepo

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var tsOptions = Options{KeepFiles: []string{"README.md", "docs/**"}, CustomPaths: []string{"src/lib/", "examples/"}}

func firstGeneration() map[string]string {
	return map[string]string{
		"src/client.ts":      lines(20, nil),
		"src/models.ts":      lines(10, nil),
		"src/removed.ts":     "export const removed = 1;\n",
		"src/edited-gone.ts": "export const gone = 1;\n",
		"scripts/build*":     "#!/bin/sh\necho build\n",
		"README.md":          "# SDK\n",
		"src/lib/.keep":      "",
		"examples/.keep":     "",
		"package.json":       "{}\n",
	}
}

func TestFirstGenerationCreatesBothBranches(t *testing.T) {
	dir := newGitRepo(t)
	res := apply(t, dir, firstGeneration(), tsOptions)
	if res.Status != StatusCreated || res.Generator.Added != 9 {
		t.Fatalf("status %s, generator %+v", res.Status, res.Generator)
	}
	if gitRun(t, dir, "rev-parse", "main") != gitRun(t, dir, "rev-parse", "generated") {
		t.Error("main and generated should both start at the first generation")
	}
	if head := gitRun(t, dir, "symbolic-ref", "HEAD"); head != "refs/heads/main" {
		t.Errorf("HEAD = %s, want refs/heads/main (the unborn master of git init is replaced)", head)
	}
	if got := readFile(t, dir, "src/models.ts"); got != lines(10, nil) {
		t.Errorf("work tree not checked out: %q", got)
	}
	if mode := gitRun(t, dir, "ls-tree", "main", "scripts/build"); !strings.HasPrefix(mode, "100755") {
		t.Errorf("scripts/build mode: %s", mode)
	}
	msg := gitRun(t, dir, "log", "-1", "--format=%B", "generated")
	for _, want := range []string{"Sdkgen-Spec-SHA256: 5pec", "Sdkgen-Config-SHA256: c0nf", "Sdkgen-Trigger: test"} {
		if !strings.Contains(msg, want) {
			t.Errorf("generation commit message lacks %q:\n%s", want, msg)
		}
	}
	checkHealthy(t, dir)
}

// TestPeopleEditsSurviveGenerations is the core promise: every kind of edit people make is still there after a
// generation that changes the same files elsewhere, removes files and touches kept paths.
func TestPeopleEditsSurviveGenerations(t *testing.T) {
	dir := newGitRepo(t)
	gen := firstGeneration()
	apply(t, dir, gen, tsOptions)

	// People: edit a generated file, add files, delete a generated file, edit keep_files and custom folder
	// paths, edit a file the generator will remove.
	writeFile(t, dir, "src/client.ts", lines(20, map[int]string{3: "line 3 // tuned by people"}))
	writeFile(t, dir, "src/helpers.ts", "export const helper = 1;\n")
	writeFile(t, dir, "src/lib/extra.ts", "export const extra = 1;\n")
	writeFile(t, dir, "README.md", "# SDK\n\nWritten by people.\n")
	if err := os.Remove(filepath.Join(dir, "src/models.ts")); err != nil {
		t.Fatal(err)
	}
	commitAll(t, dir, "feat: custom code")
	before := gitRun(t, dir, "rev-parse", "main")

	// The spec changes: the same file elsewhere, the README, a removed file.
	gen["src/client.ts"] = lines(20, map[int]string{18: "line 18 changed by the spec"})
	gen["README.md"] = "# SDK v2\n"
	delete(gen, "src/removed.ts")
	gen["src/new.ts"] = "export const added = 1;\n"
	res := apply(t, dir, gen, tsOptions)

	if res.Status != StatusMerged {
		t.Fatalf("status %s, conflicts %+v", res.Status, res.Conflicts)
	}
	if got := parents(t, dir, "main"); len(got) != 2 || got[0] != before || got[1] != gitRun(t, dir, "rev-parse", "generated") {
		t.Errorf("main should be a two-parent merge of the previous main and generated; parents %v", got)
	}
	want := lines(20, map[int]string{3: "line 3 // tuned by people", 18: "line 18 changed by the spec"})
	if got := readFile(t, dir, "src/client.ts"); got != want {
		t.Errorf("src/client.ts:\n%s\nwant\n%s", got, want)
	}
	for p, want := range map[string]string{
		"src/helpers.ts": "export const helper = 1;\n", "src/lib/extra.ts": "export const extra = 1;\n",
		"README.md": "# SDK\n\nWritten by people.\n", "src/new.ts": "export const added = 1;\n",
	} {
		if got := show(t, dir, "main", p); got != want {
			t.Errorf("%s = %q, want %q", p, got, want)
		}
	}
	for _, gone := range []string{"src/models.ts", "src/removed.ts"} {
		if exists(t, dir, "main", gone) {
			t.Errorf("%s should stay deleted", gone)
		}
	}
	if mode := gitRun(t, dir, "ls-tree", "main", "scripts/build"); !strings.HasPrefix(mode, "100755") {
		t.Errorf("scripts/build lost its executable bit: %s", mode)
	}
	if show(t, dir, "generated", "README.md") != "# SDK v2\n" {
		t.Error("generated must hold the pristine output")
	}
	wantCustom := []string{
		"kept added src/helpers.ts", "kept added src/lib/extra.ts", "kept deleted src/models.ts",
		"kept modified README.md", "merged modified src/client.ts",
	}
	if got := customPaths(res); !slices.Equal(got, wantCustom) {
		t.Errorf("custom code report:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(wantCustom, "\n"))
	}
	if graph := gitRun(t, dir, "log", "--graph", "--oneline", "main"); !strings.Contains(graph, "|\\") {
		t.Errorf("git log --graph shows no merge:\n%s", graph)
	}
	checkHealthy(t, dir)
}

func TestSameGenerationTwiceIsUpToDate(t *testing.T) {
	dir := newGitRepo(t)
	gen := firstGeneration()
	apply(t, dir, gen, tsOptions)
	gen["src/new.ts"] = "x\n"
	apply(t, dir, gen, tsOptions)
	head := gitRun(t, dir, "rev-parse", "main")
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusUpToDate || gitRun(t, dir, "rev-parse", "main") != head {
		t.Errorf("status %s; main moved: %v", res.Status, gitRun(t, dir, "rev-parse", "main") != head)
	}
	if n := gitRun(t, dir, "rev-list", "--count", "generated"); n != "2" {
		t.Errorf("generated has %s commits, want 2 (no commit for an identical generation)", n)
	}
}

// TestConflictLeavesWorkingBranchAlone covers the whole conflict cycle: the conflict branches, the recipe a
// person follows, the resolution brought onto main, and the next generation merging cleanly on top.
func TestConflictLeavesWorkingBranchAlone(t *testing.T) {
	dir := newGitRepo(t)
	gen := firstGeneration()
	apply(t, dir, gen, tsOptions)
	writeFile(t, dir, "src/client.ts", lines(20, map[int]string{5: "line 5 by people", 15: "line 15 by people"}))
	commitAll(t, dir, "fix: people's line 5")
	mainBefore, genBefore := gitRun(t, dir, "rev-parse", "main"), gitRun(t, dir, "rev-parse", "generated")

	gen["src/client.ts"] = lines(20, map[int]string{5: "line 5 by the spec"})
	gen["src/models.ts"] = lines(10, map[int]string{1: "models changed"})
	res := apply(t, dir, gen, tsOptions)

	if res.Status != StatusConflict {
		t.Fatalf("status %s, want conflict", res.Status)
	}
	if gitRun(t, dir, "rev-parse", "main") != mainBefore || gitRun(t, dir, "rev-parse", "generated") != genBefore {
		t.Fatal("a conflict must leave main and generated where they were")
	}
	if readFile(t, dir, "src/client.ts") != lines(20, map[int]string{5: "line 5 by people", 15: "line 15 by people"}) {
		t.Fatal("the work tree must not get conflict markers")
	}
	if got := gitRun(t, dir, "rev-parse", NextConflictBranch); got != mainBefore {
		t.Errorf("%s = %s, want main's head %s", NextConflictBranch, got, mainBefore)
	}
	if got := parents(t, dir, GeneratedConflictBranch); len(got) != 1 || got[0] != genBefore {
		t.Errorf("%s should sit on the previous generation; parents %v", GeneratedConflictBranch, got)
	}
	if len(res.Conflicts) != 1 || res.Conflicts[0].Path != "src/client.ts" || res.Conflicts[0].Kind != ConflictContent {
		t.Fatalf("conflicts %+v", res.Conflicts)
	}
	h := res.Conflicts[0].Hunks
	if len(h) != 1 || h[0].Ours != (LineRange{5, 1}) || !strings.Contains(h[0].Text, "<<<<<<< HEAD\nline 5 by people\n=======\nline 5 by the spec\n>>>>>>> generated--merge-conflict\n") {
		t.Errorf("conflict hunks %+v", h)
	}
	var client CustomFile
	for _, c := range res.Custom {
		if c.Path == "src/client.ts" {
			client = c
		}
	}
	if client.Outcome != OutcomeConflict || len(client.Hunks) != 2 || client.Hunks[0].Outcome != OutcomeConflict || client.Hunks[1].Outcome != OutcomeMerged {
		t.Errorf("custom report for src/client.ts: %+v", client)
	}
	checkHealthy(t, dir)

	// A person follows the recipe of the conflict pull request.
	gitRun(t, dir, "checkout", "-q", NextConflictBranch)
	if _, err := gitTry(dir, "merge", GeneratedConflictBranch); err == nil {
		t.Fatal("git merge should stop on the same conflict")
	}
	writeFile(t, dir, "src/client.ts", lines(20, map[int]string{5: "line 5 by the spec, adjusted by people", 15: "line 15 by people"}))
	commitAll(t, dir, "fix: resolve the generated code conflict")
	gitRun(t, dir, "checkout", "-q", "main")

	res = apply(t, dir, gen, tsOptions)
	if res.Resolution == nil || res.Resolution.From != NextConflictBranch || res.Status != StatusUpToDate {
		t.Fatalf("status %s, resolution %+v", res.Status, res.Resolution)
	}
	if got := readFile(t, dir, "src/client.ts"); !strings.Contains(got, "adjusted by people") || !strings.Contains(readFile(t, dir, "src/models.ts"), "models changed") {
		t.Errorf("the resolution did not reach main:\n%s", got)
	}
	for _, b := range []string{GeneratedConflictBranch, NextConflictBranch} {
		if _, err := gitTry(dir, "rev-parse", "--verify", "-q", "refs/heads/"+b); err == nil {
			t.Errorf("%s should be deleted once resolved", b)
		}
	}
	checkHealthy(t, dir)

	// The next generation merges cleanly on top of the resolution.
	gen["src/client.ts"] = lines(20, map[int]string{5: "line 5 by the spec", 19: "line 19 by the spec"})
	res = apply(t, dir, gen, tsOptions)
	if res.Status != StatusMerged {
		t.Fatalf("after the resolution the next generation should merge; status %s conflicts %+v", res.Status, res.Conflicts)
	}
	want := lines(20, map[int]string{5: "line 5 by the spec, adjusted by people", 15: "line 15 by people", 19: "line 19 by the spec"})
	if got := readFile(t, dir, "src/client.ts"); got != want {
		t.Errorf("src/client.ts:\n%s", got)
	}
	checkHealthy(t, dir)
}

// openConflict leaves a repository with an open conflict on src/models.ts line 2 and returns the generation that
// caused it.
func openConflict(t *testing.T) (string, map[string]string) {
	t.Helper()
	dir := newGitRepo(t)
	gen := firstGeneration()
	apply(t, dir, gen, tsOptions)
	writeFile(t, dir, "src/models.ts", lines(10, map[int]string{2: "people"}))
	commitAll(t, dir, "people")
	gen["src/models.ts"] = lines(10, map[int]string{2: "spec"})
	if res := apply(t, dir, gen, tsOptions); res.Status != StatusConflict {
		t.Fatalf("status %s, want conflict", res.Status)
	}
	return dir, gen
}

func TestResolutionMergedStraightIntoMain(t *testing.T) {
	dir, gen := openConflict(t)
	// Someone resolves on main directly.
	_, _ = gitTry(dir, "merge", GeneratedConflictBranch)
	writeFile(t, dir, "src/models.ts", lines(10, map[int]string{2: "both"}))
	commitAll(t, dir, "resolve on main")

	gen["src/new.ts"] = "new\n"
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusMerged || res.Resolution == nil || res.Resolution.From != "main" {
		t.Fatalf("status %s resolution %+v", res.Status, res.Resolution)
	}
	if readFile(t, dir, "src/models.ts") != lines(10, map[int]string{2: "both"}) || readFile(t, dir, "src/new.ts") != "new\n" {
		t.Error("resolution or new generation missing")
	}
	checkHealthy(t, dir)
}

func TestResolutionWhileMainMovedIsMerged(t *testing.T) {
	dir, gen := openConflict(t)

	gitRun(t, dir, "checkout", "-q", NextConflictBranch)
	_, _ = gitTry(dir, "merge", GeneratedConflictBranch)
	writeFile(t, dir, "src/models.ts", lines(10, map[int]string{2: "resolved"}))
	commitAll(t, dir, "resolve")
	gitRun(t, dir, "checkout", "-q", "main")
	writeFile(t, dir, "src/other.ts", "meanwhile\n")
	commitAll(t, dir, "feat: meanwhile on main")

	res := apply(t, dir, gen, tsOptions)
	if res.Resolution == nil || res.Status != StatusUpToDate {
		t.Fatalf("status %s resolution %+v", res.Status, res.Resolution)
	}
	if got := parents(t, dir, "main"); len(got) != 2 {
		t.Errorf("bringing the resolution onto a moved main should merge; parents %v", got)
	}
	if readFile(t, dir, "src/models.ts") != lines(10, map[int]string{2: "resolved"}) || readFile(t, dir, "src/other.ts") != "meanwhile\n" {
		t.Error("lost the resolution or main's new commit")
	}
	checkHealthy(t, dir)
}

func TestCleanGenerationSupersedesOpenConflict(t *testing.T) {
	dir, gen := openConflict(t)

	// A second conflicting generation stacks onto the open conflict branch.
	gen["src/models.ts"] = lines(10, map[int]string{2: "spec again"})
	first := gitRun(t, dir, "rev-parse", GeneratedConflictBranch)
	if res := apply(t, dir, gen, tsOptions); res.Status != StatusConflict {
		t.Fatalf("status %s", res.Status)
	}
	if got := parents(t, dir, GeneratedConflictBranch); len(got) != 1 || got[0] != first {
		t.Errorf("the open conflict branch should gain a commit; parents %v, want %s", got, first)
	}

	// The spec change is reverted: nothing conflicts any more.
	gen["src/models.ts"] = lines(10, nil)
	gen["src/new.ts"] = "new\n"
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusMerged {
		t.Fatalf("status %s conflicts %+v", res.Status, res.Conflicts)
	}
	for _, b := range []string{GeneratedConflictBranch, NextConflictBranch} {
		if _, err := gitTry(dir, "rev-parse", "--verify", "-q", "refs/heads/"+b); err == nil {
			t.Errorf("%s should be gone with the conflict", b)
		}
	}
	checkHealthy(t, dir)
}

func TestConflictKinds(t *testing.T) {
	tests := []struct {
		name   string
		people func(t *testing.T, dir string)
		spec   func(gen map[string]string)
		want   ConflictKind
		path   string
	}{
		{
			name:   "generator deletes a file people edited",
			people: func(t *testing.T, dir string) { writeFile(t, dir, "src/edited-gone.ts", "export const gone = 2;\n") },
			spec:   func(gen map[string]string) { delete(gen, "src/edited-gone.ts") },
			want:   ConflictDeletedByGenerator, path: "src/edited-gone.ts",
		},
		{
			name: "people delete a file the generator changes",
			people: func(t *testing.T, dir string) {
				if err := os.Remove(filepath.Join(dir, "src/models.ts")); err != nil {
					t.Fatal(err)
				}
			},
			spec: func(gen map[string]string) { gen["src/models.ts"] = "changed\n" },
			want: ConflictDeletedByPeople, path: "src/models.ts",
		},
		{
			name:   "binary file changed on both sides",
			people: func(t *testing.T, dir string) { writeFile(t, dir, "logo.png", "\x89PNG\x00people") },
			spec:   func(gen map[string]string) { gen["logo.png"] = "\x89PNG\x00spec" },
			want:   ConflictBinary, path: "logo.png",
		},
		{
			name: "people replace a folder the generator writes into with a symlink",
			people: func(t *testing.T, dir string) {
				if err := os.Symlink("..", filepath.Join(dir, "docs-out")); err != nil {
					t.Fatal(err)
				}
			},
			spec: func(gen map[string]string) { gen["docs-out/index.md"] = "escape?\n" },
			want: ConflictFileDirectory, path: "docs-out",
		},
		{
			name:   "both add the same path differently",
			people: func(t *testing.T, dir string) { writeFile(t, dir, "src/both.ts", "people\n") },
			spec:   func(gen map[string]string) { gen["src/both.ts"] = "spec\n" },
			want:   ConflictContent, path: "src/both.ts",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := newGitRepo(t)
			gen := firstGeneration()
			gen["logo.png"] = "\x89PNG\x00base"
			apply(t, dir, gen, tsOptions)
			tt.people(t, dir)
			commitAll(t, dir, "people")
			main := gitRun(t, dir, "rev-parse", "main")
			tt.spec(gen)
			res := apply(t, dir, gen, tsOptions)
			if res.Status != StatusConflict || len(res.Conflicts) != 1 || res.Conflicts[0].Kind != tt.want || res.Conflicts[0].Path != tt.path {
				t.Fatalf("status %s conflicts %+v, want one %s on %s", res.Status, res.Conflicts, tt.want, tt.path)
			}
			if gitRun(t, dir, "rev-parse", "main") != main {
				t.Error("main moved on a conflict")
			}
			checkHealthy(t, dir)
		})
	}
}

func TestKeepFilesAreNeverDeletedOrOverwritten(t *testing.T) {
	dir := newGitRepo(t)
	gen := firstGeneration()
	gen["docs/guide.md"] = "generated guide\n"
	apply(t, dir, gen, tsOptions)
	// Nobody edits anything; the generator changes the README and stops writing docs/ and examples/.keep.
	gen["README.md"] = "# new README\n"
	delete(gen, "docs/guide.md")
	delete(gen, "examples/.keep")
	gen["src/lib/.keep"] = "changed keep\n"
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusMerged {
		t.Fatalf("status %s", res.Status)
	}
	for p, want := range map[string]string{"README.md": "# SDK\n", "docs/guide.md": "generated guide\n", "examples/.keep": "", "src/lib/.keep": ""} {
		if !exists(t, dir, "main", p) || show(t, dir, "main", p) != want {
			t.Errorf("%s should be kept as %q", p, want)
		}
	}
	checkHealthy(t, dir)
}

func TestCRLFFilesMergeKeepingLineEndings(t *testing.T) {
	dir := newGitRepo(t)
	crlf := func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
	gen := map[string]string{"win.txt": crlf(lines(10, nil)), "tail.txt": "a\nb\nc"}
	apply(t, dir, gen, Options{})
	writeFile(t, dir, "win.txt", crlf(lines(10, map[int]string{2: "people"})))
	writeFile(t, dir, "tail.txt", "people\nb\nc")
	commitAll(t, dir, "people")
	gen["win.txt"] = crlf(lines(10, map[int]string{9: "spec"}))
	gen["tail.txt"] = "a\nb\nspec"
	res := apply(t, dir, gen, Options{})
	if res.Status != StatusMerged {
		t.Fatalf("status %s", res.Status)
	}
	if got := show(t, dir, "main", "win.txt"); got != crlf(lines(10, map[int]string{2: "people", 9: "spec"})) {
		t.Errorf("win.txt = %q", got)
	}
	if got := show(t, dir, "main", "tail.txt"); got != "people\nb\nspec" {
		t.Errorf("tail.txt = %q (the missing final newline must stay missing)", got)
	}
}

func TestPlanWritesNothing(t *testing.T) {
	dir := newGitRepo(t)
	gen := firstGeneration()
	apply(t, dir, gen, tsOptions)
	writeFile(t, dir, "src/client.ts", lines(20, map[int]string{1: "people"}))
	commitAll(t, dir, "people")
	refs := gitRun(t, dir, "show-ref")
	objects := gitRun(t, dir, "count-objects")
	gen["src/client.ts"] = lines(20, map[int]string{1: "spec"})
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Plan(context.Background(), Generation{Files: genTree(t, gen)}, tsOptions)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != StatusConflict || len(res.Custom) != 1 || res.Custom[0].Outcome != OutcomeConflict {
		t.Errorf("plan: status %s custom %+v", res.Status, res.Custom)
	}
	if gitRun(t, dir, "show-ref") != refs || gitRun(t, dir, "count-objects") != objects {
		t.Error("Plan wrote to the repository")
	}
}

func TestBareRepository(t *testing.T) {
	requireGit(t)
	dir := filepath.Join(t.TempDir(), "bare.git")
	gitRun(t, filepath.Dir(dir), "init", "-q", "--bare", "-b", "main", dir)
	gen := firstGeneration()
	apply(t, dir, gen, tsOptions)
	gen["src/new.ts"] = "new\n"
	if res := apply(t, dir, gen, tsOptions); res.Status != StatusMerged {
		t.Fatalf("status %s", res.Status)
	}
	if out := gitRun(t, dir, "fsck", "--strict", "--no-dangling"); out != "" {
		t.Error(out)
	}
}

// TestBadInput: each mistake gets an error that says what is wrong, and the repository is left as it was.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string)
		opts  Options
		want  string
	}{
		{
			name:  "uncommitted changes",
			setup: func(t *testing.T, dir string) { writeFile(t, dir, "src/client.ts", "work in progress\n") },
			want:  "uncommitted changes (src/client.ts)",
		},
		{
			name: "staged changes",
			setup: func(t *testing.T, dir string) {
				writeFile(t, dir, "staged.ts", "x\n")
				gitRun(t, dir, "add", "staged.ts")
			},
			want: "uncommitted changes (staged.ts)",
		},
		{
			name:  "untracked file the generation would overwrite",
			setup: func(t *testing.T, dir string) { writeFile(t, dir, "src/new.ts", "mine, not committed\n") },
			want:  "untracked files in",
		},
		{name: "missing branch", opts: Options{Branch: "develop"}, want: `branch "develop" does not exist`},
		{name: "keep_files outside the repository", opts: Options{KeepFiles: []string{"../secrets"}}, want: `keep_files entry "../secrets": is outside the repository`},
		{name: "absolute keep_files", opts: Options{KeepFiles: []string{"/etc/passwd"}}, want: "is an absolute path"},
		{name: "working branch sdkgen owns", opts: Options{Branch: "generated"}, want: "sdkgen owns that branch"},
		{name: "invalid branch name", opts: Options{Branch: "a..b"}, want: "not a valid branch name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := newGitRepo(t)
			gen := firstGeneration()
			apply(t, dir, gen, tsOptions)
			if tt.setup != nil {
				tt.setup(t, dir)
			}
			refs := gitRun(t, dir, "show-ref")
			status := gitRun(t, dir, "status", "--porcelain")
			gen["src/new.ts"] = "generated\n"
			_, err := applyErr(dir, genTree(t, gen), tt.opts)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one containing %q", err, tt.want)
			}
			if gitRun(t, dir, "show-ref") != refs || gitRun(t, dir, "status", "--porcelain") != status {
				t.Error("a failed generation changed the repository")
			}
		})
	}
	t.Run("not a repository", func(t *testing.T) {
		if _, err := Open(t.TempDir()); err == nil || !strings.Contains(err.Error(), "is not a git repository") {
			t.Errorf("error %v", err)
		}
	})
}

// TestFirstGenerationAfterAnInterruptedOne: a first generation that stopped after creating `generated` (but not
// the working branch) is picked up by the next one instead of refusing a repository "with branches".
func TestFirstGenerationAfterAnInterruptedOne(t *testing.T) {
	dir := newGitRepo(t)
	apply(t, dir, firstGeneration(), tsOptions)
	gitRun(t, dir, "checkout", "-q", "--detach")
	gitRun(t, dir, "branch", "-D", "main")
	gen := firstGeneration()
	gen["src/new.ts"] = "new\n"
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusCreated || gitRun(t, dir, "rev-parse", "main") != gitRun(t, dir, "rev-parse", "generated") {
		t.Fatalf("status %s", res.Status)
	}
	if got := parents(t, dir, "generated"); len(got) != 1 {
		t.Errorf("the new generation should continue generated's history; parents %v", got)
	}
}

func TestCustomCodeWithoutAGeneration(t *testing.T) {
	dir := newGitRepo(t)
	apply(t, dir, firstGeneration(), tsOptions)
	writeFile(t, dir, "src/client.ts", lines(20, map[int]string{4: "people"}))
	writeFile(t, dir, "src/lib/mine.ts", "mine\n")
	commitAll(t, dir, "people")
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	custom, err := r.CustomCode(context.Background(), tsOptions)
	if err != nil {
		t.Fatal(err)
	}
	if len(custom) != 2 || custom[0].Path != "src/client.ts" || custom[1].Path != "src/lib/mine.ts" || !custom[1].Protected {
		t.Fatalf("custom code %+v", custom)
	}
	h := custom[0].Hunks
	if len(h) != 1 || h[0].Header != "@@ -1,7 +1,7 @@" || !slices.Contains(h[0].Lines, "+people") || !slices.Contains(h[0].Lines, "-line 4") || h[0].Outcome != OutcomeKept {
		t.Errorf("hunks %+v", h)
	}
}

// TestFirstGenerationBesidePreviewBranches: a repository that so far holds only the preview branches sdkgen pushed
// is still empty to people, so its first generation creates the branches.
func TestFirstGenerationBesidePreviewBranches(t *testing.T) {
	dir := newGitRepo(t)
	writeFile(t, dir, "preview.txt", "preview\n")
	gitRun(t, dir, "checkout", "-q", "-b", "preview/feature")
	commitAll(t, dir, "preview: typescript output")
	gitRun(t, dir, "branch", "-q", "preview/base/feature")
	gitRun(t, dir, "checkout", "-q", "--detach")
	res := apply(t, dir, firstGeneration(), tsOptions)
	if res.Status != StatusCreated {
		t.Fatalf("status %s", res.Status)
	}
	if !OwnedBranch("preview/base/feature") || !OwnedBranch("release--main") || OwnedBranch("main") || OwnedBranch("feature") {
		t.Error("OwnedBranch")
	}
}
