// Package apibuild runs the builds the /v1 API and the spec URL poller record: it generates the requested
// targets from the build's stored spec and sdkgen.yml, compares each output with the project's previous build,
// and records the outcome, diagnostics, diff summary and output archive per target.
package apibuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// Runner runs recorded builds. It is safe for concurrent use.
type Runner struct {
	Store *store.Store
	// Registry holds the targets; builtin.Registry() when nil.
	Registry *targets.Registry
	// Trees keeps generated trees across builds (preview.Options.Trees); nil keeps none.
	Trees  cache.Store
	Logger *slog.Logger
	// Timeout bounds the generation; targets still running then end timed_out (preview.DefaultTimeout when 0).
	Timeout time.Duration
	// Updater, when set, runs poll builds the way a merged pull request runs (app/mergebuild's Builder): the SDK
	// repositories are updated and their release pull requests refreshed. Without it a poll build only
	// generates and records, like an API build.
	Updater SDKUpdater
}

// SDKUpdater brings a build's inputs into the SDK repositories and records the outcome on the build.
type SDKUpdater interface {
	RunUpdate(ctx context.Context, req mergebuild.UpdateRequest) error
}

// PollMessage is the commit message a poll build's generation gets in the SDK repositories.
const PollMessage = "feat: update the SDK from the API's spec URL"

// SpecName is the file name a stored spec gets in diagnostics: openapi.json for JSON, else openapi.yml.
func SpecName(spec []byte) string {
	if t := bytes.TrimSpace(spec); len(t) > 0 && t[0] == '{' {
		return "openapi.json"
	}
	return "openapi.yml"
}

// ConfiguredTargets are the targets config configures and this sdkgen builds, in sdkgen's order.
func ConfiguredTargets(log *slog.Logger, reg *targets.Registry, spec, config []byte) []string {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return preview.ConfiguredTargets(log, reg, preview.NewInputs(SpecName(spec), spec, "sdkgen.yml", config))
}

// RunAPIBuild runs a recorded build unless it has finished or was cancelled. A build cancelled while it runs keeps
// its cancelled status.
func (r *Runner) RunAPIBuild(ctx context.Context, buildID string) error {
	reg, log := r.Registry, r.Logger
	if reg == nil {
		reg = builtin.Registry()
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	log = log.With("build_id", buildID)
	org, err := r.Store.BuildOrg(ctx, buildID)
	if err != nil {
		return err
	}
	b, err := r.Store.Build(ctx, org, buildID)
	if err != nil {
		return err
	}
	start := r.Store.StartBuild
	if b.Trigger == builds.Poll && r.Updater != nil {
		// An SDK update that failed in a way a retry may fix recorded the failure and asked River to retry.
		start = r.Store.ResumeBuild
	}
	if started, err := start(ctx, buildID, time.Now()); err != nil || !started {
		return err // cancelled or finished already: nothing to do
	}
	spec, config, err := r.Store.BuildInputs(ctx, buildID)
	if err != nil {
		return err
	}
	if b.Trigger == builds.Poll && r.Updater != nil {
		return r.updateSDKs(ctx, b, spec, config, log)
	}
	timeout := r.Timeout
	if timeout <= 0 {
		timeout = preview.DefaultTimeout
	}
	limited, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	names := make([]string, len(b.Targets))
	for i, t := range b.Targets {
		names[i] = t.Target
	}
	side := preview.Generate(limited, log, reg, r.Trees, "build", preview.NewInputs(SpecName(spec), spec, "sdkgen.yml", config), names)
	if err := ctx.Err(); err != nil {
		return err // the job was cancelled or the process stops: River retries it
	}
	previous := r.previousTrees(ctx, b, log)
	results := make([]builds.TargetResult, len(names))
	for i, name := range names {
		results[i] = result(side, name, previous[name])
	}
	return r.Store.FinishBuild(ctx, buildID, preview.Finished(side, results, nil))
}

// updateSDKs runs a poll build through the merge build's path, into the SDK repositories of the project's
// sdk_repos (else of production_repo). The generation's trigger names the build, so a retried job recognises
// what its earlier attempt pushed, and no URL (which may hold a secret) lands in the SDK repositories.
func (r *Runner) updateSDKs(ctx context.Context, b builds.Build, spec, config []byte, log *slog.Logger) error {
	proj, err := r.Store.OrgProjectByID(ctx, b.OrgID, b.ProjectID)
	if err != nil {
		return err
	}
	repos := map[string]gh.Repo{}
	for target, name := range proj.SDKRepos {
		repo, err := gh.ParseRepo(name)
		if err != nil {
			return fmt.Errorf("project %s's SDK repository of %s: %w", proj.Name, target, err)
		}
		repos[target] = repo
	}
	return r.Updater.RunUpdate(ctx, mergebuild.UpdateRequest{BuildID: b.ID, Spec: spec, Config: config,
		SpecName: SpecName(spec), SDKRepos: repos, Message: PollMessage, Previous: r.previousTrees(ctx, b, log),
		Trigger: "spec URL poll, build " + b.ID,
		Cause:   "the new spec at the spec URL of project " + report.Code(proj.Name) + " (build " + report.Code(b.ID) + ")"})
}

// previousTrees returns the outputs of the project's previous completed build, by target.
func (r *Runner) previousTrees(ctx context.Context, b builds.Build, log *slog.Logger) map[string]*tree.Tree {
	out := map[string]*tree.Tree{}
	prev, err := r.Store.PreviousBuild(ctx, b)
	if errors.Is(err, store.ErrNotFound) {
		return out
	}
	if err != nil {
		log.WarnContext(ctx, "could not read the previous build; no diff summary", "error", err)
		return out
	}
	for _, t := range prev.Targets {
		if !t.HasArchive {
			continue
		}
		if tr, err := ArchivedTree(ctx, r.Store, prev.OrgID, prev.ID, t.Target); err == nil {
			out[t.Target] = tr
		}
	}
	return out
}

// ArchivedTree reads a build target's output back from its archive.
func ArchivedTree(ctx context.Context, st *store.Store, orgID, buildID, target string) (*tree.Tree, error) {
	data, err := st.Archive(ctx, orgID, buildID, target)
	if err != nil {
		return nil, err
	}
	return builds.Unarchive(data, target+"/")
}

// result is one target's outcome: fatal without output, else the worst level among its diagnostics that are not
// ignored (success when none); the diff summary against the previous output when there is one.
func result(side *preview.Side, name string, previous *tree.Tree) builds.TargetResult {
	r := builds.TargetResult{Target: name, Diagnostics: side.AllDiagnostics(name)}
	out, err := side.Output(name)
	if err != nil {
		r.Status, r.Failure = "fatal", err.Error()
		return r
	}
	r.Status = Conclusion(r.Diagnostics)
	if previous != nil {
		files, _ := preview.DiffTrees(previous, out.Tree)
		r.Diff = builds.Summarize(files)
	}
	return r
}

// Conclusion is the worst level among the diagnostics that are not ignored, "success" when there is none.
func Conclusion(diags []diag.Diagnostic) string {
	var worst diag.Level
	for _, d := range diags {
		if !d.Ignored && d.Level > worst {
			worst = d.Level
		}
	}
	if worst == 0 {
		return "success"
	}
	return worst.String()
}

// Severity orders conclusions and fail_on levels: note 1, warning 2, error 3, fatal 4 (timed_out and failed count
// as fatal); success and anything else 0.
func Severity(level string) int {
	switch level {
	case "note":
		return 1
	case "warning":
		return 2
	case "error":
		return 3
	case "fatal", "timed_out", "failed":
		return 4
	}
	return 0
}

// Fails reports whether a target's status reaches fail_on (never: nothing fails).
func Fails(status, failOn string) bool {
	if failOn == "never" {
		return false
	}
	if failOn == "" {
		failOn = "error"
	}
	return Severity(status) > 0 && Severity(status) >= Severity(failOn)
}
