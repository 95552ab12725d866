package mergebuild

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// ConflictTitle is the title of the conflict pull request (SERVICE-BEHAVIOUR.md §2.3).
const ConflictTitle = "sdkgen: generated code conflicts with your custom code"

// conflictMarker identifies the body sdkgen writes on a conflict pull request.
const conflictMarker = "<!-- sdkgen:merge-conflict -->"

// bodyLimit keeps a pull request's body under GitHub's 65,536 characters, with room for the note on what was
// left out.
const bodyLimit = 60000

// resolveRecipe is the resolution of SERVICE-BEHAVIOUR.md §2.3.
var resolveRecipe = strings.Join([]string{
	"git fetch origin",
	"git checkout " + sdkrepo.NextConflictBranch,
	"git reset --hard origin/" + sdkrepo.NextConflictBranch,
	"git merge origin/" + sdkrepo.GeneratedConflictBranch,
	"# edit the conflicted files",
	"git add -A && git merge --continue",
	"git push origin " + sdkrepo.NextConflictBranch,
}, "\n")

// conflictPR opens the conflict pull request from generated--merge-conflict into next--merge-conflict, or
// updates the one already open (an earlier attempt's, or an earlier merge's still unresolved conflict).
func (u *sdkUpdate) conflictPR(ctx context.Context, conflicts []sdkrepo.FileConflict) (gh.PullRequest, error) {
	client, repo := u.m.client, u.base.SDKRepo
	body := conflictBody(u.m.cause, u.base.Target, u.opts.Branch, conflicts)
	open, err := client.PullRequests(ctx, repo, gh.PullRequestFilter{
		Head: sdkrepo.GeneratedConflictBranch, Base: sdkrepo.NextConflictBranch, State: "open"})
	if err != nil {
		return gh.PullRequest{}, fmt.Errorf("list the open conflict pull requests: %w", err)
	}
	if len(open) > 0 {
		pr := slices.MinFunc(open, func(a, b gh.PullRequest) int { return a.Number - b.Number })
		if pr.Title != ConflictTitle || pr.Body != body {
			if err := client.UpdatePullRequest(ctx, repo, pr.Number, ConflictTitle, body); err != nil {
				return pr, fmt.Errorf("update conflict pull request #%d: %w", pr.Number, err)
			}
		}
		return pr, nil
	}
	pr, err := client.CreatePullRequest(ctx, repo, gh.NewPullRequest{Title: ConflictTitle, Body: body,
		Head: sdkrepo.GeneratedConflictBranch, Base: sdkrepo.NextConflictBranch})
	if err != nil {
		return pr, fmt.Errorf("open the conflict pull request: %w", err)
	}
	u.log.InfoContext(ctx, "conflict pull request opened", "number", pr.Number)
	u.requestReviews(ctx, pr.Number)
	return pr, nil
}

// requestReviews asks codeflow.reviewers to review the conflict pull request just opened: resolving it is theirs.
// A refusal (not a collaborator, a team the App cannot see) is logged; the pull request stands without it.
func (u *sdkUpdate) requestReviews(ctx context.Context, number int) {
	if u.config == nil {
		return
	}
	reviewers := gh.ParseReviewers(u.config.Codeflow.Reviewers)
	if err := u.m.client.RequestReviewers(ctx, u.base.SDKRepo, number, reviewers); err != nil {
		u.log.WarnContext(ctx, "could not request reviews of the conflict pull request", "number", number, "error", err)
	}
}

// conflictBody explains the conflict: what is paused, which files conflict and how, and how to resolve it. cause
// is what the generation came from, in markdown ("the merge of `acme/api#12`").
func conflictBody(cause, target, branch string, conflicts []sdkrepo.FileConflict) string {
	var b strings.Builder
	b.WriteString(conflictMarker + "\n")
	fmt.Fprintf(&b, "The code sdkgen generated for the %s SDK from %s conflicts with custom code on %s.\n\n",
		report.Code(target), cause, report.Code(branch))
	fmt.Fprintf(&b, "**Updates of this SDK are paused until this conflict is resolved**: until then every build of %s "+
		"ends in `merge_conflict` and links here, and %s stays as it is.\n\n", report.Code(target), report.Code(branch))
	fmt.Fprintf(&b, "%s holds the new generated code, %s a snapshot of %s. Once this pull request is merged, the "+
		"next build brings the resolution onto %s, updates %s and carries on.\n\n",
		report.Code(sdkrepo.GeneratedConflictBranch), report.Code(sdkrepo.NextConflictBranch), report.Code(branch), report.Code(branch),
		report.Code(sdkrepo.GeneratedBranch))
	tail := "### How to resolve\n\n" + report.Fenced("sh", resolveRecipe) +
		"\nThen merge this pull request (or resolve the conflicts in GitHub's web editor and merge it).\n"
	fmt.Fprintf(&b, "### Conflicted files (%d)\n\n", len(conflicts))
	b.WriteString(conflictList(conflicts, bodyLimit-b.Len()-len(tail)))
	b.WriteString(tail)
	return b.String()
}

// conflictList renders each conflicted file with its hunks, as `git merge` would show them, within budget
// characters; files that do not fit are counted.
func conflictList(conflicts []sdkrepo.FileConflict, budget int) string {
	var b strings.Builder
	for i, c := range conflicts {
		entry := conflictEntry(c)
		if b.Len()+len(entry) > budget {
			fmt.Fprintf(&b, "✂️ %d more conflicted %s not shown, to stay under GitHub's size limit: see the "+
				"recipe below.\n\n", len(conflicts)-i, plural(len(conflicts)-i, "file is", "files are"))
			break
		}
		b.WriteString(entry)
	}
	return b.String()
}

func conflictEntry(c sdkrepo.FileConflict) string {
	s := "- " + conflictPath(c) + ": " + conflictKind(c.Kind)
	if moved(c) {
		s += " (the generator moved the file; " + report.Code(sdkrepo.NextConflictBranch) + " has people's version at " +
			report.Code(c.OldPath) + ", and git merge shows the conflict at " + report.Code(c.Path) + ")"
	}
	s += "\n"
	for _, h := range c.Hunks {
		s += fmt.Sprintf("\n  %s of %s, %s of the generated code:\n\n", capitalize(lines(h.Ours)),
			report.Code(sdkrepo.NextConflictBranch), lines(h.Theirs))
		s += indent(report.Fenced("diff", h.Text), "  ")
	}
	return s + "\n"
}

// conflictPath names a conflicted file: "`old` → `new`" for one the generator moved.
func conflictPath(c sdkrepo.FileConflict) string {
	if moved(c) {
		return report.Code(c.OldPath) + " → " + report.Code(c.Path)
	}
	return report.Code(c.Path)
}

func moved(c sdkrepo.FileConflict) bool { return c.OldPath != "" && c.OldPath != c.Path }

func conflictKind(k sdkrepo.ConflictKind) string {
	switch k {
	case sdkrepo.ConflictContent:
		return "people and the generator changed the same lines"
	case sdkrepo.ConflictBinary:
		return "a binary file both people and the generator changed"
	case sdkrepo.ConflictDeletedByGenerator:
		return "people edited this file, which the generator no longer writes"
	case sdkrepo.ConflictDeletedByPeople:
		return "people deleted this file, which the generator changed"
	case sdkrepo.ConflictType:
		return "people and the generator disagree on what this path is (file, executable, symlink)"
	case sdkrepo.ConflictFileDirectory:
		return "a file on one side is a folder on the other"
	}
	return report.Text(string(k))
}

// lines names a range of lines: "line 7", "lines 7–9", or "before line 7" for an empty one.
func lines(r sdkrepo.LineRange) string {
	switch r.Count {
	case 0:
		return fmt.Sprintf("before line %d", r.Start)
	case 1:
		return fmt.Sprintf("line %d", r.Start)
	}
	return fmt.Sprintf("lines %d–%d", r.Start, r.Start+r.Count-1)
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func indent(s, prefix string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "")
}
