package preview

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/tree"
)

func newTree(t *testing.T, files map[string]string, executable ...string) *tree.Tree {
	t.Helper()
	tr := tree.New()
	for p, data := range files {
		if err := tr.Add(p, []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range executable {
		f, _ := tr.File(p)
		if err := tr.AddExecutable(p, f.Data); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

// numbered is a file of n numbered lines with a tag, lines in edits replaced.
func numbered(tag string, n int, edits map[int]string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if e, ok := edits[i]; ok {
			b.WriteString(e + "\n")
			continue
		}
		fmt.Fprintf(&b, "%s line %d\n", tag, i)
	}
	return b.String()
}

// diffFixture's base and head: a file of every status, a binary one, a mode change, files without a final
// newline, and renames: a resource moved into its own folder with a few lines changed, an exact move, and a move
// that also made the file executable.
func diffFixture(t *testing.T) (base, head *tree.Tree) {
	base = newTree(t, map[string]string{
		"src/chat/completions.ts": numbered("completions", 40, nil),
		"docs/a.md":               numbered("doc", 5, nil),
		"bin/run":                 numbered("run", 8, nil),
		"assets/icon.png":         "\x89PNG\x00" + numbered("pixel", 30, nil),
		"README.md":               "# acme\n\nOld intro.\n",
		"removed.txt":             "gone\nsoon\n",
		"same.txt":                "unchanged\n",
		"logo.png":                "\x89PNG\x00\x01",
		"scripts/test":            "#!/bin/sh\nexit 0\n",
		"src/no-eol.txt":          "a\nb",
	})
	head = newTree(t, map[string]string{
		"src/chat/completions/completions.ts": numbered("completions", 40, map[int]string{1: "import '../../core';", 20: "  messages = new Messages();"}),
		"src/chat/completions/messages.ts":    numbered("messages", 30, nil),
		"docs/b.md":                           numbered("doc", 5, nil),
		"scripts/run":                         numbered("run", 8, map[int]string{8: "exec run"}),
		"assets/img/icon.png":                 "\x89PNG\x00" + numbered("pixel", 30, map[int]string{3: "changed"}),
		"README.md":                           "# acme\n\nNew intro.\nMore.\n",
		"added.txt":                           "new\n",
		"same.txt":                            "unchanged\n",
		"logo.png":                            "\x89PNG\x00\x02",
		"scripts/test":                        "#!/bin/sh\nexit 0\n",
		"src/no-eol.txt":                      "a\nc",
	}, "scripts/test", "scripts/run")
	return base, head
}

func TestDiffTrees(t *testing.T) {
	base, head := diffFixture(t)
	files, _ := diffTrees(base, head)
	want := []report.FileChange{
		{Path: "README.md", Status: "modified", Added: 2, Removed: 1},
		{Path: "added.txt", Status: "added", Added: 1},
		{Path: "assets/img/icon.png", Status: "renamed", OldPath: "assets/icon.png", Similarity: 96, Binary: true},
		{Path: "docs/b.md", Status: "renamed", OldPath: "docs/a.md", Similarity: 100},
		{Path: "logo.png", Status: "modified", Binary: true},
		{Path: "removed.txt", Status: "removed", Removed: 2},
		{Path: "scripts/run", Status: "renamed", OldPath: "bin/run", Similarity: 87, Added: 1, Removed: 1},
		{Path: "scripts/test", Status: "modified"},
		{Path: "src/chat/completions/completions.ts", Status: "renamed", OldPath: "src/chat/completions.ts", Similarity: 93, Added: 2, Removed: 2},
		{Path: "src/chat/completions/messages.ts", Status: "added", Added: 30},
		{Path: "src/no-eol.txt", Status: "modified", Added: 1, Removed: 1},
	}
	if fmt.Sprint(files) != fmt.Sprint(want) {
		t.Errorf("diffTrees files:\n got %v\nwant %v", files, want)
	}
}

// TestDiffMatchesGit checks the unified diff is the one git prints for the same two trees.
func TestDiffMatchesGit(t *testing.T) {
	requireGit(t)
	base, head := diffFixture(t)
	_, got := diffTrees(base, head)
	dir := t.TempDir()
	gitCmd(t, dir, "init", "-q", "-b", "main")
	commitTree := func(tr *tree.Tree) string {
		gitCmd(t, dir, "rm", "-rq", "--ignore-unmatch", ".")
		for _, p := range tr.Paths() {
			f, _ := tr.File(p)
			mode := os.FileMode(0o644)
			if f.Executable {
				mode = 0o755
			}
			if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, p), f.Data, mode); err != nil {
				t.Fatal(err)
			}
		}
		gitCmd(t, dir, "add", "-A")
		gitCmd(t, dir, "commit", "-q", "--allow-empty", "-m", "x")
		return gitCmd(t, dir, "rev-parse", "HEAD")
	}
	b, h := commitTree(base), commitTree(head)
	cmd := exec.Command("git", "diff", "--no-color", "-M", "--no-ext-diff", "--abbrev=7", b, h)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	want := stripIndexLines(string(out))
	if got != want {
		t.Errorf("diff differs from git's:\n--- got\n%s\n--- git\n%s", got, want)
	}
}

// stripIndexLines drops git's "index <hash>..<hash>" lines: a preview diff has no blob ids to show.
func stripIndexLines(s string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(line, "index ") {
			b.WriteString(line)
		}
	}
	return b.String()
}

func TestNewDiagnostics(t *testing.T) {
	d := func(code diag.Code, msg, cref, sref string, lvl diag.Level) diag.Diagnostic {
		return diag.Diagnostic{Code: code, Message: msg, ConfigRef: cref, SpecRef: sref, Level: lvl, Line: 3}
	}
	old := d("Schema/X", "same", "", "/paths/~1a", diag.Warning)
	moved := old
	moved.Line = 40 // the same finding on another line is not new
	base := diag.List{old, d("Config/Y", "fixed", "/targets", "", diag.Error)}
	ignored := d("Schema/Z", "ignored", "", "", diag.Error)
	ignored.Ignored = true
	fresh := d("Schema/X", "same", "", "/paths/~1b", diag.Warning)
	head := diag.List{moved, fresh, fresh, ignored}
	got := newDiagnostics(base, head)
	if len(got) != 1 || got[0].SpecRef != "/paths/~1b" {
		t.Errorf("newDiagnostics = %v, want only the one at /paths/~1b, once", got)
	}
}

func TestConclusion(t *testing.T) {
	for _, tc := range []struct {
		levels []diag.Level
		want   report.Conclusion
	}{
		{nil, report.Success},
		{[]diag.Level{diag.Note}, report.Note},
		{[]diag.Level{diag.Note, diag.Warning}, report.Warning},
		{[]diag.Level{diag.Error, diag.Warning}, report.Error},
	} {
		var l diag.List
		for _, lv := range tc.levels {
			l = append(l, diag.Diagnostic{Level: lv})
		}
		if got := conclusion(l); got != tc.want {
			t.Errorf("conclusion(%v) = %s, want %s", tc.levels, got, tc.want)
		}
	}
}
