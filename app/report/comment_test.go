package report

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

func TestCommentGolden(t *testing.T) {
	skipped := baseReport()
	skipped.Skipped = true
	merged := typicalReport()
	merged.Merged = true
	for _, tc := range []struct {
		file   string
		report *Report
	}{
		{"typical.md", typicalReport()},
		{"merged.md", merged},
		{"fatal.md", fatalReport()},
		{"conflict.md", conflictReport()},
		{"skipped.md", skipped},
		{"running.md", runningReport()},
		{"hostile.md", hostileReport()},
	} {
		t.Run(tc.file, func(t *testing.T) {
			got := Comment(tc.report)
			checkGolden(t, tc.file, got)
			checkWellFormed(t, got)
			if !IsPreviewComment(got) {
				t.Error("IsPreviewComment does not recognise the comment")
			}
		})
	}
}

func TestCommentSections(t *testing.T) {
	got := Comment(typicalReport())
	// Only warnings are new for typescript: a Regression; python and go are Successes; no Failures section.
	if strings.Contains(got, "### Failures") || strings.Contains(got, "### Merge conflicts") {
		t.Error("empty sections must be left out")
	}
	regressions, successes := strings.Index(got, "### Regressions"), strings.Index(got, "### Successes")
	if regressions < 0 || successes < regressions {
		t.Errorf("want Regressions before Successes, got at %d and %d", regressions, successes)
	}
	if ts := strings.Index(got, "**acme-typescript**"); ts < regressions || ts > successes {
		t.Error("typescript, with a new warning, belongs in Regressions")
	}
	got = Comment(fatalReport())
	if f, m := strings.Index(got, "### Failures"), strings.Index(got, "### Successes"); f < 0 || m < f {
		t.Error("want Failures before Successes")
	}
}

func TestCommentHostile(t *testing.T) {
	got := Comment(hostileReport())
	prose := outsideCode(got)
	for _, bad := range []string{"<script", "</summary><", "[click](https://evil", "@octocat", "#1 ", "<!-- ~~",
		"javascript:", "\u202e", "a)b<c>"} {
		if strings.Contains(prose, bad) {
			t.Errorf("%q reached the markdown unescaped", bad)
		}
	}
	// The message reads back exactly, whatever it holds.
	if msg, ok := CommitMessage(got); !ok || msg != strings.TrimSpace(hostileReport().CommitMessage) {
		t.Errorf("CommitMessage = %q, %v", msg, ok)
	}
}

func TestCommentHugeDiff(t *testing.T) {
	r := baseReport()
	big1, files1 := bigDiff("src/a.ts", 20000, 40)
	big2, files2 := bigDiff("src/b.py", 30000, 60)
	small, files3 := bigDiff("x.go", 10, 10)
	for _, tc := range []struct {
		name  string
		diff  string
		files []FileChange
	}{{"typescript", big1, files1}, {"python", big2, files2}, {"go", small, files3}} {
		tgt := sdkTarget(tc.name, Success)
		tgt.Diff, tgt.Files = tc.diff, tc.files
		r.Targets = append(r.Targets, tgt)
	}
	got := Comment(r)
	if len(got) >= CommentLimit {
		t.Fatalf("the comment is %d bytes, want < %d", len(got), CommentLimit)
	}
	if len(got) < CommentLimit-2000 {
		t.Errorf("the comment is %d bytes: the cut diffs should use the room up to %d", len(got), CommentLimit)
	}
	checkWellFormed(t, got)
	blocks := diffBlocks(got)
	if len(blocks) != 3 {
		t.Fatalf("want 3 diff blocks, got %d", len(blocks))
	}
	for i, full := range []string{big1, big2, small} {
		if !strings.HasPrefix(full, blocks[i]) || !strings.HasSuffix(blocks[i], "\n") {
			t.Errorf("diff %d is not cut at a line boundary of the original", i)
		}
	}
	if blocks[2] != small {
		t.Error("a small diff should be shown whole")
	}
	if a, b := len(blocks[0]), len(blocks[1]); a < b*9/10 || b < a*9/10 {
		t.Errorf("two large diffs should share the room fairly: %d and %d bytes", a, b)
	}
	for _, want := range []string{"The diff was cut to stay under GitHub's 65,536-character limit: showing the first",
		"of 20,003 lines", "of 30,003 lines", "See the whole comparison"} {
		if !strings.Contains(got, want) {
			t.Errorf("the comment does not say %q", want)
		}
	}
}

// TestCommentTooMuchEverywhere renders a report whose fixed parts alone exceed the limit: the last-resort cut
// must still leave well-formed markdown under the limit.
func TestCommentTooMuchEverywhere(t *testing.T) {
	r := baseReport()
	for i := range 60 {
		tgt := sdkTarget(fmt.Sprintf("t%02d", i), Error)
		tgt.Diff, tgt.Files = bigDiff("f.txt", 100, 50)
		for j := range 12 {
			tgt.NewDiagnostics = append(tgt.NewDiagnostics, diag.Diagnostic{Code: "A/B", Level: diag.Error,
				Message: fmt.Sprintf("%d %s", j, strings.Repeat("long message ", 100))})
		}
		tgt.Failure = strings.Repeat("failure\n", 300)
		tgt.Conclusion = Fatal
		r.Targets = append(r.Targets, tgt)
	}
	got := Comment(r)
	if len(got) >= CommentLimit {
		t.Fatalf("the comment is %d bytes, want < %d", len(got), CommentLimit)
	}
	checkWellFormed(t, got)
	if !strings.Contains(got, "This was cut to stay under GitHub's 65,536-character limit") {
		t.Error("the last-resort cut should say so")
	}
}

func TestCommentDeterministic(t *testing.T) {
	want := Comment(typicalReport())
	for seed := range uint64(20) {
		r := typicalReport()
		rng := rand.New(rand.NewPCG(seed, seed))
		ts := &r.Targets[0]
		rng.Shuffle(len(ts.NewDiagnostics), func(i, j int) {
			ts.NewDiagnostics[i], ts.NewDiagnostics[j] = ts.NewDiagnostics[j], ts.NewDiagnostics[i]
		})
		rng.Shuffle(len(ts.Surface), func(i, j int) { ts.Surface[i], ts.Surface[j] = ts.Surface[j], ts.Surface[i] })
		if got := Comment(r); got != want {
			t.Fatalf("seed %d: the comment depends on the order of diagnostics or API changes", seed)
		}
	}
}

func TestCommentDiagnosticsCapped(t *testing.T) {
	r := baseReport()
	tgt := sdkTarget("go", Error)
	for i := range 15 {
		tgt.NewDiagnostics = append(tgt.NewDiagnostics, diag.Diagnostic{Code: "Endpoint/NotFound", Level: diag.Error,
			Message: fmt.Sprintf("missing %02d", i)})
	}
	for range 4 {
		tgt.NewDiagnostics = append(tgt.NewDiagnostics, diag.Diagnostic{Code: "Endpoint/IsIgnored", Level: diag.Note})
	}
	r.Targets = []Target{tgt}
	got := Comment(r)
	for _, want := range []string{"<summary>New diagnostics (15 errors, 4 notes)</summary>", "missing 09",
		"- … and 5 more", "4 new notes are not listed."} {
		if !strings.Contains(got, want) {
			t.Errorf("want %q in:\n%s", want, got)
		}
	}
	if strings.Contains(got, "missing 10") || strings.Contains(got, "Endpoint/IsIgnored") {
		t.Error("at most 10 diagnostics are listed, and notes never")
	}
}

func TestIsPreviewComment(t *testing.T) {
	for body, want := range map[string]bool{
		Comment(typicalReport()):                   true,
		"## sdkgen SDK previews\r\n\r\nedited":     true,
		"\n  ## sdkgen SDK previews  \nno marker":  true,
		"Thanks!\n\n" + Marker:                     true,
		"> ## sdkgen SDK previews\n\nquoted":       false,
		"Looks good to me":                         false,
		"## sdkgen SDK previews are great, really": false,
	} {
		if got := IsPreviewComment(body); got != want {
			t.Errorf("IsPreviewComment(%q) = %v, want %v", body, got, want)
		}
	}
}

func TestIsMergedComment(t *testing.T) {
	quoting := typicalReport()
	quoting.CommitMessage = "**Merged.** not really"
	for name, tc := range map[string]struct {
		body string
		want bool
	}{
		"post-merge form":          {MergedComment(typicalReport(), []string{"**go**: merged"}), true},
		"preview":                  {Comment(typicalReport()), false},
		"preview quoting the lead": {Comment(quoting), false},
		"someone else's Merged":    {"Thanks!\n\n**Merged.** by hand", false},
		"running preview":          {Comment(&Report{Running: true}), false},
	} {
		if got := IsMergedComment(tc.body); got != tc.want {
			t.Errorf("%s: IsMergedComment = %v, want %v", name, got, tc.want)
		}
	}
}

// checkWellFormed checks that every fence is closed and every <details> (outside code) is closed, in order.
func checkWellFormed(t *testing.T, md string) {
	t.Helper()
	open, depth := "", 0
	for line := range strings.Lines(md) {
		line = strings.TrimRight(line, "\n")
		if open == "" && strings.Contains(withoutCodeSpans(line), "details>") && line != "</details>" &&
			!strings.HasPrefix(line, "<details>") {
			t.Errorf("a details tag outside our own lines: %q", line)
		}
		open, depth = trackBlocks(line, open, depth)
		if depth < 0 {
			t.Fatal("</details> without <details>")
		}
	}
	if open != "" || depth != 0 {
		t.Errorf("unclosed fence %q or %d unclosed <details>", open, depth)
	}
}

// outsideCode is md without its fenced blocks and code spans: the text GitHub interprets.
func outsideCode(md string) string {
	var b strings.Builder
	open, depth := "", 0
	for line := range strings.Lines(md) {
		wasOpen := open
		open, depth = trackBlocks(strings.TrimRight(line, "\n"), open, depth)
		if wasOpen == "" && open == "" {
			b.WriteString(withoutCodeSpans(line))
		}
	}
	return b.String()
}

// withoutCodeSpans removes the code spans of a line of markdown, minding backslash escapes as CommonMark does.
func withoutCodeSpans(s string) string {
	var b strings.Builder
	for s != "" {
		i := strings.IndexAny(s, "`\\")
		if i < 0 {
			b.WriteString(s)
			break
		}
		if s[i] == '\\' {
			end := min(i+2, len(s))
			b.WriteString(s[:end])
			s = s[end:]
			continue
		}
		b.WriteString(s[:i])
		n := runAt(s[i:], '`')
		rest := s[i+n:]
		if end := closingRun(rest, n); end >= 0 {
			s = rest[end+n:]
			continue
		}
		b.WriteString(s[i : i+n])
		s = rest
	}
	return b.String()
}

// diffBlocks returns the content of each ```diff block of a comment that is a target's diff (not a hunk).
func diffBlocks(md string) []string {
	var out []string
	var cur *strings.Builder
	open, depth := "", 0
	for line := range strings.Lines(md) {
		wasOpen := open
		open, depth = trackBlocks(strings.TrimRight(line, "\n"), open, depth)
		switch {
		case wasOpen == "" && open != "" && strings.HasSuffix(line, "diff\n"):
			cur = &strings.Builder{}
		case wasOpen != "" && open == "" && cur != nil:
			out = append(out, cur.String())
			cur = nil
		case cur != nil:
			cur.WriteString(line)
		}
	}
	return out
}

// BenchmarkCommentHugeDiffs renders a comment whose three diffs (about 10 MB together) must be cut.
func BenchmarkCommentHugeDiffs(b *testing.B) {
	r := baseReport()
	for _, name := range []string{"typescript", "python", "go"} {
		tgt := sdkTarget(name, Success)
		tgt.Diff, tgt.Files = bigDiff("src/"+name, 60000, 50)
		r.Targets = append(r.Targets, tgt)
	}
	for b.Loop() {
		if len(Comment(r)) >= CommentLimit {
			b.Fatal("too long")
		}
	}
}

// FuzzComment checks the comment's promises whatever the strings hold: under the limit, fences and <details>
// closed, nothing interpreted outside them but our own markup, and the commit message read back unchanged.
func FuzzComment(f *testing.F) {
	f.Add("feat: x", "diag `x` <b>", "+a\n", "name")
	f.Add(hostile, hostile, hostile, hostile)
	f.Add("```\n````", "`", "```", "</details>")
	f.Fuzz(func(t *testing.T, msg, diagMessage, diff, name string) {
		r := hostileReport()
		r.CommitMessage = msg
		r.Targets[0].NewDiagnostics[0].Message = diagMessage
		r.Targets[0].Diff = diff
		r.Targets[0].Surface[0].Name = name
		got := Comment(r)
		if len(got) >= CommentLimit {
			t.Fatalf("%d bytes", len(got))
		}
		checkWellFormed(t, got)
		if prose := outsideCode(got); strings.Contains(prose, "<script") || strings.Contains(prose, "<b>") {
			t.Fatalf("HTML reached the markdown:\n%s", got)
		}
		want := strings.TrimSpace(normalizeNewlines(strings.ToValidUTF8(msg, "\uFFFD")))
		if back, ok := CommitMessage(got); back != want || ok != (want != "") {
			t.Fatalf("message %q read back as %q, %v", want, back, ok)
		}
	})
}
