package mergebuild

import (
	"context"
	"fmt"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/preview"
)

// recordStart records the merge build as running (Options.Recorder), keyed by its delivery so a retry finds it.
func (m *merge) recordStart(ctx context.Context, in preview.Inputs) {
	if m.opts.Recorder == nil {
		return
	}
	key := fmt.Sprintf("merge:%s:%s#%d@%s", m.req.DeliveryID, m.req.Repo, m.req.PR, m.req.MergeCommitSHA)
	id, err := m.opts.Recorder.StartRepoBuild(ctx, builds.RepoBuild{Owner: m.req.Repo.Owner, Name: m.req.Repo.Name, Key: key},
		builds.Build{Trigger: builds.Merge, Branch: m.req.BaseRef,
			Source:   fmt.Sprintf("%s#%d merged as %s", m.req.Repo, m.req.PR, shortSHA(m.req.MergeCommitSHA)),
			SpecHash: builds.Hash(in.Spec()), ConfigHash: builds.Hash(in.Config())})
	if err != nil {
		m.log.WarnContext(ctx, "could not record the build", "error", err)
		return
	}
	m.recordID = id
}

// recordFinish records every generated target: its SDK repository's outcome (merged, up_to_date, conflict,
// failed, with the commit) when it has one, else whether it generated; its diagnostics and output archive.
func (m *merge) recordFinish(ctx context.Context, outcomes []outcome, runErr error) {
	if m.recordID == "" {
		return
	}
	byTarget := map[string]outcome{}
	for _, o := range outcomes {
		byTarget[o.Target] = o
	}
	results := make([]builds.TargetResult, len(m.targets))
	for i, name := range m.targets {
		r := builds.TargetResult{Target: name, Status: "generated", Diagnostics: m.side.AllDiagnostics(name)}
		out, err := m.side.Output(name)
		switch {
		case err != nil:
			r.Status, r.Failure = "fatal", err.Error()
		case m.previous[name] != nil:
			files, _ := preview.DiffTrees(m.previous[name], out.Tree)
			r.Diff = builds.Summarize(files)
		}
		if o, ok := byTarget[name]; ok {
			r.Status, r.SDKRepo, r.Commit = string(o.Status), o.SDKRepo.String(), o.Commit
			if o.Reason != "" {
				r.Failure = o.Reason
			}
		}
		results[i] = r
	}
	b := preview.Finished(m.side, results, runErr)
	b.Surface = m.side.Surface() // what the next generator's upgrade pull request compares with
	if err := m.opts.Recorder.FinishBuild(context.WithoutCancel(ctx), m.recordID, b); err != nil {
		m.log.WarnContext(ctx, "could not record the build's outcome", "error", err)
	}
}
