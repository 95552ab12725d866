package preview

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/internal/version"
)

// recordStart records the preview as a running build (Options.Recorder); its targets are those of the report.
func (bd *build) recordStart(ctx context.Context, headIn Inputs) {
	if bd.opts.Recorder == nil {
		return
	}
	key := fmt.Sprintf("preview:%s:%s#%d@%s", bd.req.DeliveryID, bd.req.Repo, bd.req.PR, bd.req.HeadSHA)
	id, err := bd.opts.Recorder.StartRepoBuild(ctx, builds.RepoBuild{Owner: bd.req.Repo.Owner, Name: bd.req.Repo.Name, Key: key},
		builds.Build{Trigger: builds.Preview, Branch: bd.req.HeadRef,
			Source:   fmt.Sprintf("%s#%d at %s", bd.req.Repo, bd.req.PR, short(bd.req.HeadSHA)),
			SpecHash: builds.Hash(headIn.Spec()), ConfigHash: builds.Hash(headIn.Config()),
			Targets: builds.FromReport(bd.report.Targets, nil)})
	if err != nil {
		bd.log.WarnContext(ctx, "could not record the build", "error", err)
		return
	}
	bd.recordID = id
}

// recordFinish records the build's outcome: completed with every target's result and output archive, cancelled
// when a newer head superseded it, failed (to be retried) otherwise.
func (bd *build) recordFinish(ctx context.Context, runErr error) {
	if bd.recordID == "" {
		return
	}
	b := Finished(bd.head, builds.FromReport(bd.report.Targets, bd.head.AllDiagnostics), runErr)
	if errors.Is(runErr, errSuperseded) {
		b.Status, b.Error = builds.Cancelled, "a newer head commit superseded it"
	}
	if err := bd.opts.Recorder.FinishBuild(context.WithoutCancel(ctx), bd.recordID, b); err != nil {
		bd.log.WarnContext(ctx, "could not record the build's outcome", "error", err)
	}
}

// Finished is a build's outcome from its per-target results and the side it generated (nil when it did not get
// that far): completed, or failed with runErr; each target's output archive comes from the side.
func Finished(side *Side, targets []builds.TargetResult, runErr error) builds.Build {
	now := time.Now().UTC()
	b := builds.Build{Status: builds.Completed, FinishedAt: &now, Targets: targets, GeneratorVersion: version.Current(),
		Editions: side.Editions()}
	if runErr != nil {
		b.Status, b.Error = builds.Failed, runErr.Error()
	}
	for i := range b.Targets {
		if runErr != nil && !builds.Status(b.Targets[i].Status).Done() && b.Targets[i].Status == string(builds.Running) {
			b.Targets[i].Status = string(builds.Failed)
		}
		b.Targets[i].Archive = side.Archive(b.Targets[i].Target)
		b.Targets[i].StartedAt, b.Targets[i].FinishedAt = side.Timing(b.Targets[i].Target)
	}
	return b
}

// AllDiagnostics returns the side's diagnostics that concern target (its own and the shared ones), ignored ones
// included and marked: a build record lists them all.
func (s *Side) AllDiagnostics(target string) []diag.Diagnostic {
	if s == nil || s.res == nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, d := range s.res.Diagnostics {
		if d.Target == "" || d.Target == target {
			out = append(out, d)
		}
	}
	return out
}

// Archive returns target's output on this side as a .tar.gz (folder "<target>/"), nil when it has none.
func (s *Side) Archive(target string) []byte {
	if s == nil {
		return nil
	}
	out, err := s.Output(target)
	if err != nil || out.Tree == nil {
		return nil
	}
	data, err := builds.Archive(out.Tree, target+"/")
	if err != nil {
		return nil
	}
	return data
}

// DiffTrees compares two outputs as previews do (renames detected as git diff -M does): the changed files and
// the unified diff.
var DiffTrees = diffTrees
