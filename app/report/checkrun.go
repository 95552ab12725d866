package report

import (
	"cmp"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// MaxAnnotations is how many annotations GitHub takes in one check-run request.
const MaxAnnotations = 50

// maxAnnotationMessage keeps an annotation's message well under GitHub's 64 KB.
const maxAnnotationMessage = 4000

// CheckRuns renders one check run per target, named "sdkgen / <target>". A target with a Conclusion is a
// completed run whose conclusion follows the report's FailOn (failFrom); one without is in progress. Annotations
// are the target's new diagnostics that point into the spec or sdkgen.yml, all of them, sorted: the caller sends
// them MaxAnnotations at a time (Batches).
func CheckRuns(r *Report) []gh.CheckRun {
	if r == nil {
		return nil
	}
	runs := make([]gh.CheckRun, 0, len(r.Targets))
	for i := range r.Targets {
		runs = append(runs, checkRun(r, &r.Targets[i]))
	}
	return runs
}

func checkRun(r *Report, t *Target) gh.CheckRun {
	run := gh.CheckRun{
		Name:        "sdkgen / " + t.Target,
		HeadSHA:     r.HeadSHA,
		Status:      "completed",
		DetailsURL:  safeURL(cmp.Or(t.CompareURL, t.CodeURL)),
		Annotations: annotations(r, t),
	}
	switch {
	case r.Skipped:
		run.Conclusion, run.Title = "skipped", "No changes: neither the spec nor sdkgen.yml changed"
		return run
	case t.Conclusion == "":
		run.Status, run.Title = "in_progress", "Building"
		return run
	}
	run.Conclusion = checkConclusion(t.Conclusion, r.FailOn)
	run.Title = checkTitle(t)
	run.Summary = truncateMarkdown(checkSummary(r, t, run.Conclusion), CommentLimit)
	if t.Diff != "" {
		run.Text = newDiffBlock(targetName(r, t), t).cut(CommentLimit - 1)
	}
	return run
}

// severity orders conclusions for fail_on. Merge conflicts, timeouts and conclusions this version does not know
// rank above fatal: the target has no new commit, which fails under every fail_on but never (§4.4).
func severity(c Conclusion) int {
	switch c {
	case Success, Noop:
		return 0
	case Note:
		return 1
	case Warning:
		return 2
	case Error:
		return 3
	case Fatal:
		return 4
	}
	return 5
}

// failFrom is the lowest severity that fails under fail_on; an unknown value (sdkgen.yml validation refuses
// them) counts as the default, error.
func failFrom(failOn string) int {
	switch failOn {
	case "note":
		return 1
	case "warning":
		return 2
	case "fatal":
		return 4
	case "never":
		return 6
	}
	return 3
}

// checkConclusion maps a target's conclusion to a GitHub check conclusion: failure (timed_out for a timeout) at or
// above fail_on; below it, neutral for what would fail under the default fail_on (so fail_on never still shows
// it), success otherwise.
func checkConclusion(c Conclusion, failOn string) string {
	sev := severity(c)
	switch {
	case sev >= failFrom(failOn) && c == TimedOut:
		return "timed_out"
	case sev >= failFrom(failOn):
		return "failure"
	case sev >= failFrom("error"):
		return "neutral"
	}
	return "success"
}

func checkTitle(t *Target) string {
	switch t.Conclusion {
	case Fatal:
		return "Generation failed"
	case TimedOut:
		return "Timed out"
	case MergeConflict:
		return "Conflicts with custom code in the SDK repository"
	case UpstreamMergeConflict:
		return "The base branch has a conflict with custom code"
	}
	parts := []string{"No changes to the generated code"}
	if len(t.Files) > 0 {
		parts[0] = diffStat(t.Files)
	}
	if n := countBreaking(t); n > 0 {
		parts = append(parts, plural(n, "breaking API change", "breaking API changes"))
	}
	if newDiagnostics(t) > 0 {
		parts = append(parts, "new: "+diag.List(t.NewDiagnostics).Summary())
	}
	return strings.Join(parts, "; ")
}

// newDiagnostics counts the target's new diagnostics that are not ignored.
func newDiagnostics(t *Target) int {
	n := 0
	for _, c := range diag.List(t.NewDiagnostics).Count() {
		n += c
	}
	return n
}

func countBreaking(t *Target) int {
	n := 0
	for _, c := range t.Surface {
		if c.Breaking {
			n++
		}
	}
	return n
}
