package mergebuild

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// recorder keeps the outcomes RunUpdate records.
type recorder struct{ finished map[string]builds.Build }

func (r *recorder) StartRepoBuild(context.Context, builds.RepoBuild, builds.Build) (string, error) {
	return "", nil
}

func (r *recorder) FinishBuild(_ context.Context, id string, b builds.Build) error {
	r.finished[id] = b
	return nil
}

// An update without a pull request (a polled spec URL's build) takes the merge path: it finds the App's
// installation on the SDK repository, merges the generation into main keeping people's edits, announces the
// working branch for the release pull request, records the outcome on its build, and a retry pushes nothing.
func TestRunUpdateTakesTheMergePath(t *testing.T) {
	f := newFixture(t, pyRepo, apiRepo, goRepo, pyRepo)
	rec := &recorder{finished: map[string]builds.Build{}}
	var announced []WorkingBranch
	f.builder.opts.Recorder = rec
	f.builder.opts.OnWorkingBranch = func(_ context.Context, w WorkingBranch) error {
		announced = append(announced, w)
		return nil
	}
	previous := map[string]*tree.Tree{}
	update := func(id, spec string, repos map[string]gh.Repo) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		err := f.builder.RunUpdate(ctx, UpdateRequest{BuildID: id, Spec: []byte(spec), Config: []byte(f.config),
			SpecName: "openapi.yml", Trigger: "spec URL poll, build " + id, Cause: "build " + id,
			Message: "feat: update from the spec URL", SDKRepos: repos, Previous: previous})
		if err != nil {
			t.Fatalf("RunUpdate: %v\nlogs:\n%s", err, f.logs)
		}
	}
	update("bld_1", f.spec, nil)
	if b := f.branches(goRepo); b["main"] == "" || b["main"] != b["generated"] {
		t.Fatalf("%s after the first update: %v, want main at the first generation", goRepo, b)
	}
	for _, tr := range rec.finished["bld_1"].Targets {
		out, err := builds.Unarchive(tr.Archive, tr.Target+"/")
		if err != nil {
			t.Fatal(err)
		}
		previous[tr.Target] = out
	}
	people := f.commitTo(goRepo, "main", "docs: a note of ours", map[string]string{"lib/helpers.go": "package lib\n"})

	update("bld_2", strings.Replace(f.spec, statusSummary, rewordedSum, 1), nil)
	if parents := strings.Fields(f.git(goRepo, "log", "-1", "--format=%P", "main")); len(parents) != 2 || parents[0] != people {
		t.Errorf("main's head has parents %v, want people's commit %s first", parents, people)
	}
	mustContain(t, "lib/helpers.go on main", f.show(goRepo, "main", "lib/helpers.go"), "package lib")
	mustContain(t, "main's message", f.git(goRepo, "log", "-1", "--format=%B", "main"), "feat: update from the spec URL")
	mustContain(t, "generated", f.git(goRepo, "log", "-1", "--format=%B", "generated"), "Sdkgen-Trigger: spec URL poll, build bld_2")
	if f.git(goRepo, "grep", "-c", "-F", rewordedSum, "main", "--", "*.go") == "" {
		t.Error("main lacks the reworded summary")
	}
	got := rec.finished["bld_2"]
	if got.Status != builds.Completed || len(got.Targets) != 2 {
		t.Fatalf("recorded %+v, want a completed build of go and python", got)
	}
	for _, tr := range got.Targets {
		if tr.Target == "go" && (tr.Diff == nil || tr.Diff.FilesModified == 0) {
			t.Errorf("go's diff summary against the previous output: %+v, want modified files", tr.Diff)
		}
		if tr.Status != string(statusMerged) || tr.Commit == "" || len(tr.Archive) == 0 {
			t.Errorf("target %s recorded as %q at %q (archive %d bytes), want merged with its commit and archive",
				tr.Target, tr.Status, tr.Commit, len(tr.Archive))
		}
	}
	if len(announced) != 4 || announced[3].InstallationID != 7 || announced[3].Reason != "spec URL poll, build bld_2" {
		t.Errorf("announced %+v, want each update's two working branches, in installation 7", announced)
	}

	before := f.branches(goRepo)
	update("bld_2", strings.Replace(f.spec, statusSummary, rewordedSum, 1), nil)
	if after := f.branches(goRepo); !equalMaps(after, before) {
		t.Errorf("the retry moved branches: %v, was %v", after, before)
	}
	if tr := rec.finished["bld_2"].Targets[0]; tr.Status != string(statusMerged) {
		t.Errorf("the retry recorded %q, want merged (its earlier attempt's generation)", tr.Status)
	}

	// The project's SDK repositories override production_repo; one the App is not installed on is reported,
	// not retried.
	update("bld_3", f.spec, map[string]gh.Repo{"go": {Owner: "elsewhere", Name: "sdk"}, "python": {Owner: "elsewhere", Name: "sdk"}})
	for _, tr := range rec.finished["bld_3"].Targets {
		if tr.Status != string(statusFailed) || !strings.Contains(tr.Failure, "cannot access elsewhere/sdk") {
			t.Errorf("target %s recorded %q (%s), want failed: not accessible", tr.Target, tr.Status, tr.Failure)
		}
	}
}
