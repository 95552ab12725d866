package report

import "strings"

// checkSummary is the check run's markdown: why it passed or failed, what happened, the API changes, the new
// diagnostics and the conflicting custom code. The diff goes in the run's text.
func checkSummary(r *Report, t *Target, conclusion string) string {
	kind := sectionOf(t, false)
	var b strings.Builder
	b.WriteString("**" + text(targetName(r, t)) + "**: " + verdict(t.Conclusion, r.FailOn, conclusion) + "\n\n")
	b.WriteString(status(kind, t))
	if len(t.Conflicts) > 0 {
		b.WriteString(newConflictBlock(t).cut(CommentLimit / 2))
	}
	b.WriteString(surfaceDetails(t.Surface))
	b.WriteString(diagnosticsDetails(t.NewDiagnostics))
	return b.String()
}

// verdict says why the check has its conclusion: "the result is `warning` and `fail_on` is `error`, so this check
// passes."
func verdict(c Conclusion, failOn, conclusion string) string {
	if failOn == "" {
		failOn = "error"
	}
	s := "the result is " + code(string(c)) + " and " + code("fail_on") + " is " + code(failOn)
	switch conclusion {
	case "failure", "timed_out":
		return s + ", so this check fails."
	case "neutral":
		return s + ", so this check only reports it."
	}
	return s + ", so this check passes."
}
