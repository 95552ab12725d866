package report

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

func TestFailureTextShownOutsideFailures(t *testing.T) {
	r := &Report{Project: "acme", Targets: []Target{{
		Target: "go", Conclusion: Success, Failure: "could not reach acme/acme-go: authentication required",
		Files: []FileChange{{Path: "client.go", Status: "modified", Added: 1, Removed: 1}},
	}}}
	body := Comment(r)
	if !strings.Contains(body, "could not reach acme/acme-go") || !strings.Contains(body, "Not everything could be done") {
		t.Errorf("a successful target's failure text is missing:\n%s", body)
	}
}

func TestDiffSummaryShowsRenames(t *testing.T) {
	tg := &Target{Files: []FileChange{
		{Path: "src/resources/chat/completions/completions.ts", OldPath: "src/resources/chat/completions.ts", Status: "renamed", Similarity: 93, Added: 6, Removed: 4},
		{Path: "src/resources/chat/completions/messages.ts", Status: "added", Added: 40},
	}}
	got := diffSummary(tg)
	want := "2 files changed (1 added, 1 renamed), +46 -4 lines. Renamed: `src/resources/chat/completions.ts` → " +
		"`src/resources/chat/completions/completions.ts` (93% similar)."
	if got != want {
		t.Errorf("diffSummary:\n got %s\nwant %s", got, want)
	}
}

func TestConflictWithAMovedFileNamesBothPaths(t *testing.T) {
	f := sdkrepo.CustomFile{Path: "src/chat/completions.ts", MovedTo: "src/chat/completions/completions.ts", Change: sdkrepo.CustomModified,
		Outcome: sdkrepo.OutcomeConflict, Hunks: []sdkrepo.CustomHunk{{Header: "@@ -1 +1 @@", Lines: []string{"-a", "+b"}, Outcome: sdkrepo.OutcomeConflict}}}
	got := conflictChunks(f)
	want := "`src/chat/completions.ts` (changed in the SDK repository; this change moves it to `src/chat/completions/completions.ts`):"
	if len(got) != 1 || !strings.HasPrefix(got[0], want) {
		t.Errorf("conflictChunks = %q, want it to start with %q", got, want)
	}
}
