// Package builds is the service's record of a build, whatever started it (a pull request's preview, a merge, the
// /v1 API, a polled spec URL): its inputs as hashes, per target the outcome, the diagnostics, a diff summary, the
// commit or preview branch it produced and a downloadable archive, and its timings. app/store keeps them; the
// build pipelines fill them in through a Recorder.
package builds

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// Trigger is what started a build.
type Trigger string

// Triggers (SERVICE-BEHAVIOUR.md §3).
const (
	Preview Trigger = "preview"
	Merge   Trigger = "merge"
	API     Trigger = "api"
	Poll    Trigger = "poll"
)

// Status is where a build is.
type Status string

// Statuses: queued and running become completed (every target has its outcome), failed (the build could not run)
// or cancelled.
const (
	Queued    Status = "queued"
	Running   Status = "running"
	Completed Status = "completed"
	Failed    Status = "failed"
	Cancelled Status = "cancelled"
)

// Done reports whether a build in status s will not change any more.
func (s Status) Done() bool { return s == Completed || s == Failed || s == Cancelled }

// Build is one build's record.
type Build struct {
	ID        string  `json:"id"`
	OrgID     string  `json:"org_id"`
	ProjectID string  `json:"project_id"`
	Trigger   Trigger `json:"trigger"`
	Status    Status  `json:"status"`
	// Branch is the API build's branch (previews: the pull request's head branch).
	Branch string `json:"branch,omitempty"`
	// Source says where the inputs came from: "acme/api#12 at 0123abc", "upload", a spec URL.
	Source     string         `json:"source,omitempty"`
	SpecHash   string         `json:"spec_hash,omitempty"`
	ConfigHash string         `json:"config_hash,omitempty"`
	Targets    []TargetResult `json:"targets"`
	// GeneratorVersion is the sdkgen that ran the build (internal/version); Editions the edition of each
	// generated target, as its sdkgen.yml resolved it.
	GeneratorVersion string            `json:"generator_version,omitempty"`
	Editions         map[string]string `json:"editions,omitempty"`
	// Surface is the public API surface the build generated, kept so that a newer generator's upgrade pull
	// request can show what it changes; only set when recording.
	Surface *surface.Surface `json:"-"`
	// Error says why a failed build could not run.
	Error      string     `json:"error,omitempty"`
	CreatedAt  time.Time  `json:"created_at"`
	StartedAt  *time.Time `json:"started_at,omitempty"`
	FinishedAt *time.Time `json:"finished_at,omitempty"`
}

// TargetResult is one target's outcome in a build.
type TargetResult struct {
	Target string `json:"target"`
	// Status is queued or running while the target builds, then its conclusion (success, noop, note, warning,
	// error, fatal, merge_conflict, upstream_merge_conflict, timed_out, merged, up_to_date, conflict, failed).
	Status      string            `json:"status"`
	Failure     string            `json:"failure,omitempty"`
	Diagnostics []diag.Diagnostic `json:"diagnostics"`
	Diff        *DiffSummary      `json:"diff,omitempty"`
	// SDKRepo is the production_repo; Commit the commit the output landed in (merge builds), PreviewBranch the
	// branch a preview pushed.
	SDKRepo       string `json:"sdk_repo,omitempty"`
	Commit        string `json:"commit,omitempty"`
	PreviewBranch string `json:"preview_branch,omitempty"`
	// HasArchive tells whether the output can be downloaded (the archive itself is stored apart).
	HasArchive bool `json:"has_archive"`
	// Archive is the output as a .tar.gz; only set when recording.
	Archive []byte `json:"-"`
	// StartedAt and FinishedAt bound the target's generation (nil when not known); the web app shows them.
	StartedAt  *time.Time `json:"-"`
	FinishedAt *time.Time `json:"-"`
}

// DiffSummary counts what changed in a target's output against the build it was compared with.
type DiffSummary struct {
	FilesAdded    int `json:"files_added"`
	FilesRemoved  int `json:"files_removed"`
	FilesModified int `json:"files_modified"`
	FilesRenamed  int `json:"files_renamed"`
	LinesAdded    int `json:"lines_added"`
	LinesRemoved  int `json:"lines_removed"`
}

// Recorder keeps build records. A pipeline calls StartRepoBuild when it begins and FinishBuild with the outcome; a
// recording error is the pipeline's to log, never a reason to fail the build.
type Recorder interface {
	// StartRepoBuild records a running build of a GitHub repository (preview and merge builds) and returns its id.
	// The same key (one per webhook delivery) gives the same record, so a retried job updates its build.
	StartRepoBuild(ctx context.Context, repo RepoBuild, b Build) (string, error)
	// FinishBuild records the build's outcome: its status, targets, error and finish time.
	FinishBuild(ctx context.Context, id string, b Build) error
}

// RepoBuild names the API repository of a webhook build (its owner is the organization) and the build's key.
type RepoBuild struct {
	Owner, Name string
	Key         string
}

// Summarize counts a comparison's file changes.
func Summarize(files []report.FileChange) *DiffSummary {
	s := &DiffSummary{}
	for _, f := range files {
		switch f.Status {
		case "added":
			s.FilesAdded++
		case "removed":
			s.FilesRemoved++
		case "renamed":
			s.FilesRenamed++
		default:
			s.FilesModified++
		}
		s.LinesAdded += f.Added
		s.LinesRemoved += f.Removed
	}
	return s
}

// FromReport turns a preview's per-target comparison into build results: the conclusion (running while it has
// none), the head's diagnostics for the target, the diff summary and the preview branch.
func FromReport(targets []report.Target, diagnostics func(target string) []diag.Diagnostic) []TargetResult {
	out := make([]TargetResult, len(targets))
	for i, t := range targets {
		status := string(t.Conclusion)
		if status == "" {
			status = string(Running)
		}
		out[i] = TargetResult{Target: t.Target, Status: status, Failure: t.Failure, SDKRepo: t.SDKRepo,
			PreviewBranch: t.PreviewBranch}
		if diagnostics != nil {
			out[i].Diagnostics = diagnostics(t.Target)
		}
		if t.Conclusion != "" {
			out[i].Diff = Summarize(t.Files)
		}
	}
	return out
}

// Hash is the hex SHA-256 of an input, as builds record spec and config hashes.
func Hash(data []byte) string {
	if data == nil {
		return ""
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}
