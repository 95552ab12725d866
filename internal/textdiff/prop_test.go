package textdiff

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Fixed seeds keep the property tests reproducible: a failure prints the
// case's seed, and the case generator named with it rebuilds the input.
// TEXTDIFF_SOAK=n runs n times as many cases (new seeds after the usual
// ones) for a longer hunt; -short runs a tenth of them.

// caseSet is how many cases of one kind to make, from which seed on.
type caseSet struct {
	count int
	seed  uint64
	make  func(seed uint64) mergeCase
}

func shuffledMedium(seed uint64) mergeCase { return shuffledCase(seed, 1000) }

// shuffledHuge is large enough for xdiff's "good snake" heuristic.
func shuffledHuge(seed uint64) mergeCase { return shuffledCase(seed, 33000) }

var mergeSets = []caseSet{
	{4000, 1_000_000, smallCase},
	{80, 2_000_000, largeCase},
	{100, 9_000_000, runsCase},
	{30, 5_000_000, shuffledMedium},
	{2, 6_000_000, shuffledHuge},
}

var diffSets = []caseSet{
	{1500, 3_000_000, smallCase},
	{50, 4_000_000, largeCase},
	{50, 10_000_000, runsCase},
	{20, 7_000_000, shuffledMedium},
	{1, 8_000_000, shuffledHuge},
}

func soak() int {
	n, err := strconv.Atoi(os.Getenv("TEXTDIFF_SOAK"))
	if err != nil || n < 1 {
		return 1
	}
	return n
}

func makeCases(sets []caseSet) []mergeCase {
	var cases []mergeCase
	for _, set := range sets {
		n := set.count * soak()
		if testing.Short() {
			n = (n + 9) / 10
		}
		for i := range n {
			cases = append(cases, set.make(set.seed+uint64(i)))
		}
	}
	return cases
}

// TestMergeMatchesGit checks Merge against `git merge-file` on thousands of
// generated inputs: the same bytes, and a conflict count equal to git's
// exit status.
func TestMergeMatchesGit(t *testing.T) {
	cases := makeCases(mergeSets)
	want := newGitRunner(t).gitMerge(t, cases)
	failures, conflicted := 0, 0
	for i, c := range cases {
		got := Merge(c.base, c.ours, c.theirs, Labels{Ours: "ours", Base: "base", Theirs: "theirs"})
		n := min(len(got.Conflicts), 127)
		if want[i].code > 0 {
			conflicted++
		}
		if bytes.Equal(got.Data, want[i].out) && n == want[i].code {
			continue
		}
		failures++
		if failures <= 5 {
			t.Errorf("seed %d: merge differs from git (conflicts: got %d, git %d)\n%s\n--- got:\n%q\n--- git:\n%q",
				c.seed, n, want[i].code, describe(c), got.Data, want[i].out)
		}
	}
	if failures > 0 {
		t.Errorf("%d of %d merges differ from git", failures, len(cases))
	}
	t.Logf("%d merges agree with git (%d with conflicts)", len(cases)-failures, conflicted)
}

// TestDiffMatchesGit checks WriteUnified (and so Diff and Hunks) against
// `git diff --no-index --diff-algorithm=myers --no-indent-heuristic -U3`.
func TestDiffMatchesGit(t *testing.T) {
	cases := makeCases(diffSets)
	want := newGitRunner(t).gitDiff(t, cases)
	failures := 0
	for i, c := range cases {
		if want[i].code > 1 {
			t.Fatalf("seed %d: git diff failed with status %d", c.seed, want[i].code)
		}
		gitHunks := hunkText(want[i].out, true)
		var buf bytes.Buffer
		if err := WriteUnified(&buf, "old", "new", c.base, c.ours, 3); err != nil {
			t.Fatal(err)
		}
		ours := hunkText(buf.Bytes(), true)
		fromHunks := renderHunks(Hunks(c.base, c.ours, 3))
		if ours == gitHunks && fromHunks == withoutEOL(hunkText(want[i].out, false)) {
			continue
		}
		failures++
		if failures <= 5 {
			t.Errorf("seed %d: diff differs from git\n%s\n--- got:\n%s\n--- hunks:\n%s\n--- git:\n%s",
				c.seed, describe(c), ours, fromHunks, gitHunks)
		}
	}
	if failures > 0 {
		t.Errorf("%d of %d diffs differ from git", failures, len(cases))
	}
}

// hunkText is a unified diff from its first hunk on, with or without the
// function names git appends to hunk headers.
func hunkText(out []byte, funcNames bool) string {
	s := string(out)
	if i := strings.Index(s, "\n@@ "); i >= 0 {
		s = s[i+1:]
	} else {
		return ""
	}
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if funcNames {
			break
		}
		if strings.HasPrefix(l, "@@ ") {
			if j := strings.Index(l[3:], "@@"); j >= 0 {
				lines[i] = l[:3+j+2] + "\n"
			}
		}
	}
	return strings.Join(lines, "")
}

func renderHunks(hunks []Hunk) string {
	var b strings.Builder
	for _, h := range hunks {
		b.WriteString(h.String() + "\n")
		for _, l := range h.Lines {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// withoutEOL drops each line's "\r\n" ending to "\n", as Hunk.Lines holds
// lines without their endings; a "\r" before a missing final newline is
// part of the line and stays.
func withoutEOL(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if i+1 < len(lines) && lines[i+1] != noNewline {
			lines[i] = strings.TrimSuffix(l, "\r")
		}
	}
	return strings.Join(lines, "\n")
}

func describe(c mergeCase) string {
	return fmt.Sprintf("base:   %q\nours:   %q\ntheirs: %q", c.base, c.ours, c.theirs)
}
