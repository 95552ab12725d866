package preview

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// render generates one target from a spec and an sdkgen.yml, as the base of a pull request would.
func render(t *testing.T, spec, config, target string) codegen.Output {
	t.Helper()
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec),
		ConfigFile: "sdkgen.yml", Config: []byte(config)})
	if !res.OK() {
		t.Fatalf("the fixture does not load: %v", res.Diagnostics)
	}
	outs, err := codegen.Render(context.Background(), res, builtin.Registry(), []string{target})
	if err != nil {
		t.Fatal(err)
	}
	return outs[0]
}

// seededSDKRepo makes a bare SDK repository whose `generated` and main branches hold out, then lets edit change
// main (people's custom code) in a work tree before it is published.
func (f *fixture) seededSDKRepo(name string, out codegen.Output, edit func(work string)) string {
	f.t.Helper()
	work := f.t.TempDir()
	gitCmd(f.t, work, "init", "-q", "-b", "main")
	r, err := sdkrepo.Open(work)
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := r.Apply(context.Background(), sdkrepo.Generation{Files: out.Tree, Target: out.Target},
		sdkrepo.Options{Branch: "main", KeepFiles: out.Repository.KeepFiles, CustomPaths: out.Repository.CustomPaths}); err != nil {
		f.t.Fatal(err)
	}
	edit(work)
	bare := filepath.Join(f.sdkRoot, name+".git")
	gitCmd(f.t, "", "clone", "-q", "--bare", work, bare)
	return bare
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCustomCodeConflicts(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	f.sdkRepo("lumalabs/lumaai-node")
	const edited = "src/lumaai/resources/ping.py"
	f.seededSDKRepo("lumalabs/lumaai-python", render(t, f.spec, f.config, "python"), func(work string) {
		p := filepath.Join(work, edited)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, p, strings.Replace(string(data), "Check if the API is running", "Check if the API is running (see docs/ping.md)", 1))
		gitCmd(t, work, "commit", "-q", "-am", "docs: point at the ping docs")
	})
	f.run(f.req)

	py := f.target("python")
	if py.Failure != "" || len(py.Conflicts) != 1 || py.Conflicts[0].Path != edited {
		t.Fatalf("python = %+v, want one conflict in %s", py, edited)
	}
	for _, h := range py.Conflicts[0].Hunks {
		if h.Outcome != sdkrepo.OutcomeConflict {
			t.Errorf("hunk %s has outcome %s; only conflicting hunks belong in the report", h.Header, h.Outcome)
		}
	}
	mustContain(t, "the comment", f.comment().Body, edited, "see docs/ping.md")
}

func TestUpstreamMergeConflict(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	f.sdkRepo("lumalabs/lumaai-node")
	f.seededSDKRepo("lumalabs/lumaai-python", render(t, f.spec, f.config, "python"), func(work string) {
		// An open conflict: a generation on generated--merge-conflict that main does not contain.
		gitCmd(t, work, "checkout", "-q", "-b", sdkrepo.GeneratedConflictBranch, sdkrepo.GeneratedBranch)
		writeFile(t, filepath.Join(work, "README.md"), "regenerated\n")
		gitCmd(t, work, "commit", "-q", "-am", "codegen: a generation that conflicted")
		gitCmd(t, work, "checkout", "-q", "main")
	})
	f.run(f.req)
	if py := f.target("python"); py.Conclusion != report.UpstreamMergeConflict || !strings.Contains(py.Failure, "unresolved merge conflict") {
		t.Errorf("python = %s (%s), want upstream_merge_conflict with a note", py.Conclusion, py.Failure)
	}
	if node := f.target("node"); node.Conclusion != report.Success {
		t.Errorf("node = %s, want success: the conflict is python's", node.Conclusion)
	}
}

func TestDivergedPreviewBranchIsRecreated(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	out := render(t, f.spec, f.config, "python")
	const branch = "preview/feature/ping"
	bare := f.seededSDKRepo("acme/sdk", out, func(work string) {
		gitCmd(t, work, "checkout", "-q", "-b", branch, "generated")
		gitCmd(t, work, "commit", "-q", "--allow-empty", "-m", "an earlier preview")
		gitCmd(t, work, "checkout", "-q", "main")
	})
	clone, err := sdkrepo.Clone(context.Background(), sdkrepo.Remote{URL: bare}, filepath.Join(t.TempDir(), "c.git"), true)
	if err != nil {
		t.Fatal(err)
	}
	// Someone rewrites the preview branch after the clone: a push on top of the clone's copy is not a
	// fast-forward any more.
	other := t.TempDir()
	gitCmd(t, other, "clone", "-q", bare, ".")
	gitCmd(t, other, "checkout", "-q", "--orphan", "rewritten")
	gitCmd(t, other, "commit", "-q", "--allow-empty", "-m", "unrelated")
	gitCmd(t, other, "push", "-q", "--force", "origin", "rewritten:"+branch)

	s := &sdkSync{b: &build{log: slog.New(slog.DiscardHandler)}, t: &report.Target{Target: "python"},
		git: clone, remote: sdkrepo.Remote{URL: bare}, message: "acme/api#12 at abc"}
	if _, err := s.pushPreview(context.Background(), branch, out.Tree, plumbing.ZeroHash, "head"); err != nil {
		t.Fatal(err)
	}
	if parent, generated := gitCmd(t, bare, "rev-parse", branch+"^"), gitCmd(t, bare, "rev-parse", "generated"); parent != generated {
		t.Errorf("the recreated %s starts at %s, want generated (%s)", branch, parent, generated)
	}
}

func TestUnchangedPreviewMakesNoCommit(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	node := f.sdkRepo("lumalabs/lumaai-node")
	f.sdkRepo("lumalabs/lumaai-python")
	f.run(f.req)
	before := gitCmd(t, node, "rev-parse", "preview/feature/ping", "preview/base/feature/ping")
	f.run(f.req) // the same build again (a job retried after it pushed)
	if after := gitCmd(t, node, "rev-parse", "preview/feature/ping", "preview/base/feature/ping"); after != before {
		t.Errorf("a build with the same output moved the preview branches:\n%s\n->\n%s", before, after)
	}
}

func TestInstallSnippets(t *testing.T) {
	goTree := tree.New()
	if err := goTree.Add("go.mod", []byte("module github.com/acme/acme-go\n\ngo 1.22\n")); err != nil {
		t.Fatal(err)
	}
	const url = "https://github.com/acme/sdk.git"
	for _, tc := range []struct {
		target string
		tree   *tree.Tree
		want   string
	}{
		{"typescript", tree.New(), "npm install https://github.com/acme/sdk.git#preview/x"},
		{"node", tree.New(), "npm install https://github.com/acme/sdk.git#preview/x"},
		{"python", tree.New(), "pip install 'git+https://github.com/acme/sdk.git@preview/x'"},
		{"go", goTree, "go get github.com/acme/acme-go@preview/x"},
		{"go", tree.New(), "git clone -b preview/x https://github.com/acme/sdk.git"},
		{"openapi", tree.New(), "git clone -b preview/x https://github.com/acme/sdk.git"},
	} {
		if got := install(tc.target, url, "preview/x", tc.tree); got != tc.want {
			t.Errorf("install(%s) = %q, want %q", tc.target, got, tc.want)
		}
	}
}
