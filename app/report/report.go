// Package report is what a preview build found (Report) and how it is shown on GitHub: the sticky pull request
// comment and one check run per target. Rendering sees only the Report, never the build.
package report

import (
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// Conclusion is a target's outcome (SERVICE-BEHAVIOUR.md §4.4).
type Conclusion string

// Conclusions, from best to worst.
const (
	Success               Conclusion = "success"
	Noop                  Conclusion = "noop" // the target's output did not change
	Note                  Conclusion = "note"
	Warning               Conclusion = "warning"
	Error                 Conclusion = "error"
	Fatal                 Conclusion = "fatal" // nothing was generated
	MergeConflict         Conclusion = "merge_conflict"
	UpstreamMergeConflict Conclusion = "upstream_merge_conflict"
	TimedOut              Conclusion = "timed_out"
)

// Report is everything a preview build found; comments and check runs are rendered from it alone.
type Report struct {
	Repo    gh.Repo
	PR      int
	BaseSHA string
	HeadSHA string
	HeadRef string
	// Project names the SDKs in the comment ("<project>-<target>"): sdkgen.yml's organization name.
	Project string
	// CommitMessage is what the merged pull request will commit to the SDKs (default: the pull request title);
	// people change it by editing the fenced block of the comment.
	CommitMessage string
	// Skipped is set when neither the spec nor sdkgen.yml changed: the comment says no SDK changes.
	Skipped bool
	// Running is set while targets are still building: the comment says results are partial. A target without a
	// Conclusion is one still building.
	Running bool
	// Merged is set for the comment written after the pull request merged: it drops the commit-message hint.
	Merged    bool
	UpdatedAt time.Time
	// FailOn is the level at which a target's check run fails: fatal, error (the default), warning, note or never.
	FailOn string
	// SpecPath and ConfigPath are the spec and sdkgen.yml in the API repository; check-run annotations point there.
	SpecPath, ConfigPath string
	Targets              []Target
	// CI is the CI result of each target's preview branch (app/cistatus), in the comment's CI section.
	CI []CILine
	// Editions are the editions the pull request moves in sdkgen.yml, with their behaviour changes.
	Editions []EditionChange
}

// Target is one target's comparison of base and head.
type Target struct {
	Target     string // sdkgen.yml key: typescript, python, go, ...
	Conclusion Conclusion
	// Failure says why a fatal target produced nothing (or timed out).
	Failure string
	// NewDiagnostics are the head's diagnostics for this target (and the shared ones) that the base did not
	// have, by code, message, config ref and spec ref. Ignored diagnostics are never here.
	NewDiagnostics []diag.Diagnostic
	// Files are the generated files that differ between base and head.
	Files []FileChange
	// Diff is the unified diff of every changed file (base -> head), in path order; renderers cut it.
	Diff string
	// Surface is the change to the public API surface, with a first breaking-change classification.
	Surface []surface.Change
	// Install is the preview install snippet (empty when the target has no SDK repository).
	Install string
	// SDKRepo is the target's production_repo ("owner/name"), empty when it has none; PreviewBranch and
	// BaseBranch are the branches pushed there (preview/<head ref>, preview/base/<head ref>).
	SDKRepo       string
	PreviewBranch string
	BaseBranch    string
	// CodeURL is the SDK repository's tree at the preview branch, CompareURL its base...head comparison.
	CodeURL, CompareURL string
	// Conflicts is the custom code on the SDK repository's working branch that this change would conflict
	// with once merged (only hunks with outcome conflict).
	Conflicts []sdkrepo.CustomFile
	// ConflictPR links an open conflict pull request on the SDK repository, when there is one.
	ConflictPR string
}

// FileChange is one generated file that differs between base and head.
type FileChange struct {
	Path string
	// Status is added, removed, modified or renamed.
	Status string
	// OldPath is where a renamed file was on the base, and Similarity how much of it the head kept (percent, as
	// git's "similarity index"); renames are detected as `git diff -M` does.
	OldPath        string
	Similarity     int
	Added, Removed int // lines
	Binary         bool
}
