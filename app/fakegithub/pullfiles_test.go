package fakegithub_test

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestPullFilesRenames checks that a pull request's files report moves as GitHub does (`git diff -M`: status
// renamed with previous_filename from 50% similarity, no patch for an exact move), and agree with git itself.
func TestPullFilesRenames(t *testing.T) {
	lines := func(n int, text string) string { return strings.Repeat(text+"\n", n) }
	resource := lines(20, "line of the completions resource")
	tests := []struct {
		name       string
		base, head map[string]string // head: "" removes a file
		want       []string
	}{
		{"exact move", map[string]string{"chat/completions.ts": resource},
			map[string]string{"chat/completions.ts": "", "chat/completions/completions.ts": resource},
			[]string{"renamed chat/completions/completions.ts <- chat/completions.ts +0 -0"}},
		{"move keeping 55%", map[string]string{"chat/completions.ts": resource},
			map[string]string{"chat/completions.ts": "", "chat/completions/completions.ts": lines(11, "line of the completions resource") + lines(9, "a different line, same len")},
			[]string{"renamed chat/completions/completions.ts <- chat/completions.ts +9 -9"}},
		{"move keeping 40%", map[string]string{"chat/completions.ts": resource},
			map[string]string{"chat/completions.ts": "", "chat/completions/completions.ts": lines(8, "line of the completions resource") + lines(12, "a different line, same len")},
			[]string{"removed chat/completions.ts +0 -20", "added chat/completions/completions.ts +20 -0"}},
		{"move beside an edit", map[string]string{"a.ts": resource, "b.ts": "one\n"},
			map[string]string{"a.ts": "", "src/a.ts": resource + "more\n", "b.ts": "two\n"},
			[]string{"modified b.ts +1 -1", "renamed src/a.ts <- a.ts +1 -0"}},
		{"empty file moved", map[string]string{"keep.txt": "x\n", "empty": "\n"},
			map[string]string{"empty": "", "dir/empty": "\n"},
			[]string{"renamed dir/empty <- empty +0 -0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			f.commit(apiRepo, "main", tt.base)
			edits := map[string][]byte{}
			for p, c := range tt.head {
				edits[p] = nil
				if c != "" {
					edits[p] = []byte(c)
				}
			}
			if _, err := f.srv.Commit(apiRepo, "feature", "move", edits); err != nil {
				t.Fatal(err)
			}
			n := f.srv.AddPullRequest(apiRepo, fakegithub.PullRequest{Head: fakegithub.PullRequestBranch{Ref: "feature"},
				Base: fakegithub.PullRequestBranch{Ref: "main"}})
			files, _, err := f.installationClient(nil).PullRequests.ListFiles(f.ctx, "acme", "api", n, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := describeFiles(t, files)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("files =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if git := gitNameStatus(t, f.srv.GitDir(apiRepo)); strings.Join(statusOf(files), "\n") != git {
				t.Errorf("files disagree with git diff -M:\n%s\ngit:\n%s", strings.Join(statusOf(files), "\n"), git)
			}
		})
	}
}

// describeFiles is each file's status, path, previous path and line counts; it checks GitHub's invariants: changes
// is additions plus deletions, and a file with no changed lines has no patch.
func describeFiles(t *testing.T, files []*github.CommitFile) []string {
	t.Helper()
	var out []string
	for _, f := range files {
		if f.GetChanges() != f.GetAdditions()+f.GetDeletions() || (f.GetChanges() == 0) != (f.Patch == nil) {
			t.Errorf("%s: changes %d, patch %v", f.GetFilename(), f.GetChanges(), f.Patch)
		}
		s := fmt.Sprintf("%s %s", f.GetStatus(), f.GetFilename())
		if f.PreviousFilename != nil {
			s += " <- " + f.GetPreviousFilename()
		}
		out = append(out, fmt.Sprintf("%s +%d -%d", s, f.GetAdditions(), f.GetDeletions()))
	}
	return out
}

// statusOf is the files as git's --name-status letters (similarity left out).
func statusOf(files []*github.CommitFile) []string {
	letters := map[string]string{"added": "A", "removed": "D", "modified": "M", "renamed": "R"}
	var out []string
	for _, f := range files {
		s := letters[f.GetStatus()]
		if f.PreviousFilename != nil {
			s += " " + f.GetPreviousFilename()
		}
		out = append(out, s+" "+f.GetFilename())
	}
	return out
}

// gitNameStatus is `git diff -M --name-status main...feature` in the bare repository, in path order.
func gitNameStatus(t *testing.T, dir string) string {
	t.Helper()
	out, err := exec.Command("git", "-C", dir, "-c", "diff.renames=true", "diff", "-M", "--name-status", "main...feature").Output()
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for l := range strings.Lines(strings.TrimSpace(string(out))) {
		fields := strings.Fields(l)
		fields[0] = fields[0][:1]
		lines = append(lines, strings.Join(fields, " "))
	}
	return strings.Join(lines, "\n")
}
