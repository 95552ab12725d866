package mergebuild

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

var renderReq = Request{Repo: apiRepo, PR: 12, MergeCommitSHA: "0123456789abcdef0123456789abcdef01234567"}

// What comes from people (paths, file contents, messages) cannot break out of its code block or span, mention
// anyone, or inject HTML or links.
func TestRenderingEscapes(t *testing.T) {
	hostile := sdkrepo.FileConflict{Path: "src/`evil`.go", Kind: sdkrepo.ConflictContent, Hunks: []sdkrepo.ConflictHunk{{
		Ours: sdkrepo.LineRange{Start: 3, Count: 2}, Theirs: sdkrepo.LineRange{Start: 3, Count: 0},
		Text: "<<<<<<< HEAD\n```\n@octocat <img src=x>\n=======\n>>>>>>> generated--merge-conflict\n"}}}
	body := conflictBody(renderReq.cause(), "go", "main", []sdkrepo.FileConflict{hostile})
	for _, want := range []string{"``src/`evil`.go``", "````diff\n", "Lines 3–4 of `next--merge-conflict`, before line 3 of the generated code"} {
		if !strings.Contains(body, want) {
			t.Errorf("the conflict body lacks %q:\n%s", want, body)
		}
	}

	failed := outcome{Target: "go", SDKRepo: goRepo, Status: statusFailed,
		Reason: "<img src=x> @octocat see [this](https://evil.example) #12\n```"}
	comment := outcomeComment(renderReq, "feat: x\n```\n@octocat", []outcome{failed})
	for _, bad := range []string{"<img", "@octocat see", "[this](", "#12"} {
		if strings.Contains(comment, bad) {
			t.Errorf("the outcome comment contains %q:\n%s", bad, comment)
		}
	}
	if !strings.Contains(comment, "````\nfeat: x\n```\n@octocat\n````\n") {
		t.Errorf("the commit message is not fenced safely:\n%s", comment)
	}
}

func TestOutcomeLines(t *testing.T) {
	web := "https://github.com/acme/acme-go"
	for _, tc := range []struct {
		o    outcome
		want string
	}{
		{outcome{Status: statusMerged, Commit: "abcdef0123", Web: web},
			"✅ merged into `main` as [`abcdef0`](https://github.com/acme/acme-go/commit/abcdef0123)."},
		{outcome{Status: statusMerged, Created: true, Commit: "abcdef0123", Web: web},
			"✅ created `main` with its first generation, [`abcdef0`](https://github.com/acme/acme-go/commit/abcdef0123)."},
		{outcome{Status: statusUpToDate}, "✅ up to date: `main` already has this generated code."},
		{outcome{Status: statusConflict, Conflicts: []sdkrepo.FileConflict{{Path: "client.go"}, movedConflict},
			ConflictPR: gh.PullRequest{Number: 4, HTMLURL: web + "/pull/4"}},
			"⚠️ the generated code conflicts with custom code in 2 files (`client.go`, `chat/completions.go` → " +
				"`chat/completions/completions.go`); `main` stays as it is and updates of this SDK are paused until " +
				"[the conflict pull request #4](https://github.com/acme/acme-go/pull/4) is resolved."},
		{outcome{Status: statusConflict, Conflicts: conflictsAt("a", "b", "c", "d", "e", "f", "g"), ConflictPR: gh.PullRequest{Number: 4}},
			"⚠️ the generated code conflicts with custom code in 7 files (`a`, `b`, `c`, `d`, `e`, 2 more); `main` stays " +
				"as it is and updates of this SDK are paused until #4 is resolved."},
		{outcome{Status: statusFailed, Reason: "boom"}, "❌ not updated: boom"},
	} {
		tc.o.Target, tc.o.SDKRepo, tc.o.Branch = "go", goRepo, "main"
		if got, want := outcomeLine(tc.o), "**go** (`acme/acme-go`): "+tc.want; got != want {
			t.Errorf("outcomeLine(%s) =\n%s\nwant\n%s", tc.o.Status, got, want)
		}
	}
}

// movedConflict is a conflict in a file the generator moved: people's edits are at the old path.
var movedConflict = sdkrepo.FileConflict{Path: "chat/completions/completions.go", OldPath: "chat/completions.go",
	Kind: sdkrepo.ConflictContent}

func conflictsAt(paths ...string) []sdkrepo.FileConflict {
	out := make([]sdkrepo.FileConflict, len(paths))
	for i, p := range paths {
		out[i] = sdkrepo.FileConflict{Path: p, Kind: sdkrepo.ConflictContent}
	}
	return out
}

// A conflict in a moved file names both paths: people look for their edits at the old one.
func TestConflictBodyNamesMoves(t *testing.T) {
	body := conflictBody(renderReq.cause(), "go", "main", []sdkrepo.FileConflict{movedConflict})
	want := "- `chat/completions.go` → `chat/completions/completions.go`: people and the generator changed the same " +
		"lines (the generator moved the file; `next--merge-conflict` has people's version at `chat/completions.go`, " +
		"and git merge shows the conflict at `chat/completions/completions.go`)\n"
	if !strings.Contains(body, want) {
		t.Errorf("the conflict body lacks\n%s\n%s", want, body)
	}
}

// A conflict touching thousands of files still fits in a pull request body, recipe included.
func TestConflictBodyFitsGitHub(t *testing.T) {
	var conflicts []sdkrepo.FileConflict
	for i := range 3000 {
		conflicts = append(conflicts, sdkrepo.FileConflict{Path: fmt.Sprintf("src/file%d.go", i), Kind: sdkrepo.ConflictContent,
			Hunks: []sdkrepo.ConflictHunk{{Ours: sdkrepo.LineRange{Start: 1, Count: 1}, Theirs: sdkrepo.LineRange{Start: 1, Count: 1},
				Text: "<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> generated--merge-conflict\n"}}})
	}
	body := conflictBody(renderReq.cause(), "go", "main", conflicts)
	if len(body) > 65536 {
		t.Errorf("the body has %d characters, over GitHub's 65,536", len(body))
	}
	for _, want := range []string{"### Conflicted files (3000)", "more conflicted files are not shown", "git merge --continue"} {
		if !strings.Contains(body, want) {
			t.Errorf("the body lacks %q", want)
		}
	}
}
