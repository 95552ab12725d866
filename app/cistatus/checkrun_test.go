package cistatus

import (
	"strings"
	"testing"
)

// The CI part added to a check run's summary keeps the generation's conclusion, so that the run can go back to
// it when CI turns green again, and replaces an earlier CI part rather than piling up.
func TestSplitSummary(t *testing.T) {
	generation := "3 files changed"
	first := generation + ciPart + "success -->\n\n**CI of the preview branch**: build ✅ lint ✅ test ❌ · newly failing"
	for _, tc := range []struct {
		name, summary, conclusion string
		wantConclusion, wantRest  string
	}{
		{"no CI part yet", generation, "success", "success", generation},
		{"an earlier CI part that failed the run", first, "failure", "success", generation},
	} {
		got, rest := splitSummary(tc.summary, tc.conclusion)
		if got != tc.wantConclusion || rest != tc.wantRest {
			t.Errorf("%s: splitSummary = %q, %q; want %q, %q", tc.name, got, rest, tc.wantConclusion, tc.wantRest)
		}
	}
	if clipRunes(strings.Repeat("é", 10), 4) != "éééé" {
		t.Error("clipRunes cuts by runes")
	}
}
