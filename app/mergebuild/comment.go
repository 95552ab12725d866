package mergebuild

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// OutcomeMarker is the hidden HTML comment that identifies the merge build's comment on a merged pull request
// (the preview's sticky comment has its own, report.Marker).
const OutcomeMarker = "<!-- sdkgen:merge -->"

// IsOutcomeComment reports whether body is a merge build's outcome comment. Callers also check the author.
func IsOutcomeComment(body string) bool { return strings.Contains(body, OutcomeMarker) }

// outcomeComment renders the comment on the merged pull request: the commit message the SDKs got and what
// happened in each SDK repository. It holds no timestamp, so a retry that changes nothing rewrites nothing.
func outcomeComment(req Request, message string, outcomes []outcome) string {
	var b strings.Builder
	b.WriteString(OutcomeMarker + "\n## sdkgen SDK updates\n\n")
	fmt.Fprintf(&b, "This pull request was merged as %s; sdkgen brought it into the SDKs with this commit message:\n\n",
		report.Code(req.MergeCommitSHA[:min(len(req.MergeCommitSHA), 7)]))
	b.WriteString(report.Fenced("", report.Clip(strings.TrimSpace(message), 2000)) + "\n")
	for _, o := range outcomes {
		b.WriteString("- " + outcomeLine(o) + "\n")
	}
	return b.String()
}

// outcomeLine is one target: "**go** (`acme/acme-go`): merged into `main` as abc123".
func outcomeLine(o outcome) string {
	head := "**" + report.Text(o.Target) + "** (" + report.Code(o.SDKRepo.String()) + "): "
	switch o.Status {
	case statusMerged:
		what := "✅ merged into " + report.Code(o.Branch) + " as " + commitLink(o)
		if o.Created {
			what = "✅ created " + report.Code(o.Branch) + " with its first generation, " + commitLink(o)
		}
		return head + what + "."
	case statusUpToDate:
		return head + "✅ up to date: " + report.Code(o.Branch) + " already has this generated code."
	case statusConflict:
		pr := fmt.Sprintf("#%d", o.ConflictPR.Number)
		if l := report.Link("the conflict pull request "+pr, o.ConflictPR.HTMLURL); l != "" {
			pr = l
		}
		return head + fmt.Sprintf("⚠️ the generated code conflicts with custom code in %d %s (%s); %s stays as it is "+
			"and updates of this SDK are paused until %s is resolved.", len(o.Conflicts),
			plural(len(o.Conflicts), "file", "files"), conflictNames(o.Conflicts), report.Code(o.Branch), pr)
	}
	return head + "❌ not updated: " + report.Text(report.Clip(o.Reason, 1000))
}

// commitLink links the working branch's commit in the SDK repository, or names it when there is no web address.
func commitLink(o outcome) string {
	label := report.Code(o.Commit[:min(len(o.Commit), 7)])
	if l := report.Link(label, o.Web+"/commit/"+o.Commit); l != "" {
		return l
	}
	return label
}

// maxNamedConflicts bounds the files the outcome line names; the conflict pull request lists them all.
const maxNamedConflicts = 5

// conflictNames names the first conflicted files, a moved one as "`old` → `new`", and counts the rest.
func conflictNames(conflicts []sdkrepo.FileConflict) string {
	var names []string
	for _, c := range conflicts[:min(len(conflicts), maxNamedConflicts)] {
		names = append(names, conflictPath(c))
	}
	if rest := len(conflicts) - len(names); rest > 0 {
		names = append(names, fmt.Sprintf("%d more", rest))
	}
	return strings.Join(names, ", ")
}
