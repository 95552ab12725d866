package report

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// sectionKind is where a target goes in the comment, in the order the sections appear.
type sectionKind int

const (
	failures sectionKind = iota
	mergeConflicts
	regressionsSection
	successes
	pending // still building: listed in the running note instead
)

var sectionTitles = [...]string{failures: "Failures", mergeConflicts: "Merge conflicts",
	regressionsSection: "Regressions", successes: "Successes"}

type section struct {
	kind    sectionKind
	title   string
	targets []*Target
}

// sectionsOf sorts the targets into the comment's sections, in report order within each, leaving out empty ones.
func sectionsOf(r *Report) []section {
	var all [pending]section
	for i := range r.Targets {
		t := &r.Targets[i]
		k := sectionOf(t, r.Running)
		if k == pending {
			continue
		}
		all[k].targets = append(all[k].targets, t)
	}
	var out []section
	for k, s := range all {
		if len(s.targets) > 0 {
			out = append(out, section{kind: sectionKind(k), title: sectionTitles[k], targets: s.targets})
		}
	}
	return out
}

func sectionOf(t *Target, running bool) sectionKind {
	switch t.Conclusion {
	case "":
		if running {
			return pending
		}
		return failures // a finished build without a conclusion for a target did not produce it
	case Fatal, TimedOut:
		return failures
	case MergeConflict, UpstreamMergeConflict:
		return mergeConflicts
	case Success, Noop, Note, Warning, Error:
		if len(regressions(t)) > 0 {
			return regressionsSection
		}
		return successes
	}
	return failures // a conclusion this version does not know: do not pass it off as a success
}

// regressions says how the head is worse than the base for a target: today, each level of new fatal, error or
// warning diagnostics ("2 new errors"). This is where build, lint and test checks that went from success on the
// base to failure on the head (§5) will add theirs ("lint: success → failure") once preview builds run them.
func regressions(t *Target) []string {
	counts := diag.List(t.NewDiagnostics).Count()
	var out []string
	for _, lv := range []diag.Level{diag.Fatal, diag.Error, diag.Warning} {
		if n := counts[lv]; n > 0 {
			out = append(out, plural(n, "new "+lv.String(), "new "+lv.String()+"s"))
		}
	}
	return out
}

// status says what happened to a target, in its section's terms.
func status(kind sectionKind, t *Target) string {
	switch kind {
	case failures:
		return failureStatus(t)
	case mergeConflicts:
		return conflictStatus(t) + problemNote(t)
	case regressionsSection:
		return "Regressed: " + strings.Join(regressions(t), ", ") + ". " + diffSummary(t) + "\n\n" + problemNote(t)
	}
	return diffSummary(t) + "\n\n" + problemNote(t)
}

// problemNote shows a Failure text on a target that still generated (its SDK repository could not be reached,
// say): the SDK diff is there, but the preview branches or the custom-code check are not.
func problemNote(t *Target) string {
	f := strings.TrimSpace(t.Failure)
	if f == "" {
		return ""
	}
	return "⚠️ Not everything could be done for this SDK:\n\n" + fenced("", clip(f, maxFailure)) + "\n"
}

func failureStatus(t *Target) string {
	var s string
	switch t.Conclusion {
	case TimedOut:
		s = "⏱️ The build timed out."
	case Fatal:
		s = "❌ Generation failed: nothing was generated."
	case "":
		s = "❌ The build finished without a result for this target."
	default:
		s = fmt.Sprintf("❌ The build ended with %s.", code(string(t.Conclusion)))
	}
	s += "\n\n"
	if f := strings.TrimSpace(t.Failure); f != "" {
		s += fenced("", clip(f, maxFailure)) + "\n"
	}
	return s
}

// conflictStatus explains a target whose updates are paused by a conflict, and why to re-run afterwards.
func conflictStatus(t *Target) string {
	pr := link("the conflict pull request", t.ConflictPR)
	var s string
	if t.Conclusion == UpstreamMergeConflict {
		s = "⚠️ The base branch has a conflict with custom code in the SDK repository"
	} else {
		s = "⚠️ The generated code conflicts with custom code in the SDK repository, and updates to this SDK are paused"
	}
	if pr != "" {
		s += ": resolve it in " + pr
	}
	return s + ". Re-run this preview after resolving it (push a commit, for example): otherwise a new conflict " +
		"pull request is opened once this one is merged.\n\n"
}

// diffSummary is the target's diff stat as a sentence.
func diffSummary(t *Target) string {
	if len(t.Files) == 0 {
		return "No changes to the generated code."
	}
	return diffStat(t.Files) + "." + renameList(t.Files)
}

// maxRenamesListed bounds the renames the comment names; the diff shows every one.
const maxRenamesListed = 10

// renameList names the files the change moved ("Renamed: `a.ts` → `a/a.ts` (93% similar)"), so a move reads as
// one file, not as a deletion and an addition.
func renameList(files []FileChange) string {
	var items []string
	for _, f := range files {
		if f.Status == "renamed" {
			items = append(items, fmt.Sprintf("%s → %s (%d%% similar)", code(clip(f.OldPath, maxName)), code(clip(f.Path, maxName)), f.Similarity))
		}
	}
	if len(items) == 0 {
		return ""
	}
	more := ""
	if len(items) > maxRenamesListed {
		more = fmt.Sprintf(", and %s more", thousands(len(items)-maxRenamesListed))
		items = items[:maxRenamesListed]
	}
	return " Renamed: " + strings.Join(items, ", ") + more + "."
}

// diffStat counts the changed files by status, and their lines: "3 files changed (1 added, 1 renamed, 1 modified;
// 1 binary), +120 -8 lines". A renamed file counts the lines its move changed, as git diff --stat -M does.
func diffStat(files []FileChange) string {
	var added, removed, renamed, modified, binary, plus, minus int
	for _, f := range files {
		switch f.Status {
		case "added":
			added++
		case "removed":
			removed++
		case "renamed":
			renamed++
		default:
			modified++
		}
		if f.Binary {
			binary++
		}
		plus += f.Added
		minus += f.Removed
	}
	var kinds []string
	for _, k := range []struct {
		n    int
		name string
	}{{added, "added"}, {removed, "removed"}, {renamed, "renamed"}, {modified, "modified"}} {
		if k.n > 0 {
			kinds = append(kinds, thousands(k.n)+" "+k.name)
		}
	}
	stat := plural(len(files), "file", "files") + " changed (" + strings.Join(kinds, ", ")
	if binary > 0 {
		stat += "; " + thousands(binary) + " binary"
	}
	return stat + "), +" + thousands(plus) + " -" + thousands(minus) + " lines"
}
