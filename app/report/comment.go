package report

import (
	"strings"
	"unicode/utf8"
)

// Marker is the hidden HTML comment that identifies sdkgen's sticky comment (GitHub keeps it invisible).
const Marker = "<!-- sdkgen:preview -->"

// heading is the sticky comment's first visible line; the contract finds the comment by it.
const heading = "## sdkgen SDK previews"

// IsPreviewComment reports whether body is sdkgen's sticky comment: it carries the Marker, or (for a comment whose
// marker someone deleted) starts with the heading. Callers also check the author, since anyone can paste either.
func IsPreviewComment(body string) bool {
	if strings.Contains(body, Marker) {
		return true
	}
	first, _, _ := strings.Cut(strings.TrimLeft(body, " \t\r\n"), "\n")
	return strings.TrimSpace(first) == heading
}

// Comment renders the sticky pull request comment (SERVICE-BEHAVIOUR.md §5). It stays under GitHub's 65,536
// characters: the diffs and conflicting hunks are cut to fair shares of the room the rest leaves.
func Comment(r *Report) string {
	if r == nil {
		r = &Report{}
	}
	if r.Skipped {
		return header(r) + "No changes were made to the SDKs.\n"
	}
	d := &doc{}
	d.add(header(r))
	d.add(messageSection(r))
	d.add(ciSection(r))
	d.add(editionSection(r))
	for _, s := range sectionsOf(r) {
		d.add("### " + s.title + "\n\n")
		for _, t := range s.targets {
			addTarget(d, r, s.kind, t)
		}
	}
	if r.Running {
		d.add(runningNote(r))
	}
	if s, ok := d.render(CommentLimit); ok {
		return s
	}
	return truncateMarkdown(d.minimal(), CommentLimit)
}

// MergedComment renders the sticky comment in its post-merge form, which replaces the preview once the merge build
// has run (SERVICE-BEHAVIOUR.md §5): the heading, "Merged", the commit message the SDKs got (without the hint, and
// still in the fenced block a retried merge build reads it from), then one markdown line per SDK repository saying
// what the merge did there (from the merge build: a link to its commit, or to the conflict pull request).
func MergedComment(r *Report, outcomes []string) string {
	if r == nil {
		r = &Report{}
	}
	merged := *r
	merged.Merged = true
	var b strings.Builder
	b.WriteString(header(&merged) + mergedLead)
	b.WriteString(messageSection(&merged) + "\n### SDK updates\n\n")
	for _, line := range outcomes {
		b.WriteString("- " + line + "\n")
	}
	return truncateMarkdown(b.String(), CommentLimit)
}

// updatedLead starts the header's line that dates the comment.
const updatedLead = "Last updated: "

// mergedLead starts the post-merge comment's first line after the header.
const mergedLead = "**Merged.** "

// IsMergedComment reports whether body is the sticky comment in its post-merge form (MergedComment): a preview
// build that finishes after the merge must leave it alone.
func IsMergedComment(body string) bool {
	if !IsPreviewComment(body) {
		return false
	}
	// The lead is the first line after "Last updated", so a commit message quoted further down cannot fake it.
	_, rest, ok := strings.Cut(body, "\n"+updatedLead)
	if !ok {
		return false
	}
	_, rest, _ = strings.Cut(rest, "\n")
	return strings.HasPrefix(strings.TrimLeft(rest, "\r\n"), mergedLead)
}

func header(r *Report) string {
	updated := updatedLead + r.UpdatedAt.UTC().Format("2006-01-02 15:04:05 UTC")
	if r.HeadSHA != "" {
		updated += " (commit " + code(string([]rune(r.HeadSHA)[:min(7, utf8.RuneCountInString(r.HeadSHA))])) + ")"
	}
	return Marker + "\n" + heading + "\n\n" + updated + "\n\n"
}

// targetName is how the comment names a target's SDK: <project>-<target>.
func targetName(r *Report, t *Target) string {
	if r.Project == "" {
		return clip(t.Target, maxName)
	}
	return clip(r.Project+"-"+t.Target, maxName)
}

// addTarget writes one target: its line with links, what happened, the diff stat, the API changes, the new
// diagnostics, the installation snippet, the conflicting custom code and the diff.
func addTarget(d *doc, r *Report, kind sectionKind, t *Target) {
	name := targetName(r, t)
	d.add(targetLine(name, t))
	d.add(status(kind, t))
	if len(t.Conflicts) > 0 {
		d.addCut(tierConflicts, newConflictBlock(t))
	}
	d.add(surfaceDetails(t.Surface))
	d.add(diagnosticsDetails(t.NewDiagnostics))
	if strings.TrimSpace(t.Install) != "" {
		d.add(details("Installation", fenced("sh", clip(strings.TrimSpace(t.Install), maxFailure))))
	}
	if t.Diff != "" {
		d.addCut(tierDiffs, newDiffBlock(name, t))
	}
}

// targetLine is "**<project>-<target>**: code · diff", the words linking the preview branch's tree and the
// base...head comparison in the SDK repository when there are ones.
func targetLine(name string, t *Target) string {
	var links []string
	for _, l := range []string{link("code", t.CodeURL), link("diff", t.CompareURL)} {
		if l != "" {
			links = append(links, l)
		}
	}
	line := "**" + text(name) + "**"
	if len(links) > 0 {
		line += ": " + strings.Join(links, " · ")
	}
	return line + "\n\n"
}

func runningNote(r *Report) string {
	var pending []string
	for i := range r.Targets {
		if r.Targets[i].Conclusion == "" {
			pending = append(pending, code(targetName(r, &r.Targets[i])))
		}
	}
	note := "---\n\n⏳ Builds are still running: these results are partial, and this comment is updated as they finish."
	if len(pending) > 0 {
		note += " Still building: " + strings.Join(pending, ", ") + "."
	}
	return note + "\n"
}
