package report

import (
	"strings"
	"testing"
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
