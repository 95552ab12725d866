package preview

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// crashingTarget is a python target with a bug.
type crashingTarget struct{}

func (crashingTarget) Key() string { return "python" }

func (crashingTarget) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	var resources []string
	return nil, errors.New(resources[len(in.API.Resources())]) // an index out of range: the kind of bug a target can have
}

func TestPanickingTargetIsFatalNotACrash(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	f.opts.Registry = targets.NewRegistry(typescript.Target{Legacy: true}, crashingTarget{})
	f.run(f.req)
	if py := f.target("python"); py.Conclusion != report.Fatal || !strings.Contains(py.Failure, "sdkgen crashed generating python") {
		t.Errorf("python = %s (%q), want fatal saying it crashed", py.Conclusion, py.Failure)
	}
	if node := f.target("node"); node.Conclusion != report.Success {
		t.Errorf("node = %s, want success: another target's crash does not stop it", node.Conclusion)
	}
}

func TestFirstPullRequestAddingSdkgen(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	node := f.sdkRepo("lumalabs/lumaai-node")
	f.sdkRepo("lumalabs/lumaai-python")
	req := f.req
	req.BaseSHA = f.gh.commit(map[string]string{"README.md": "# acme api\n"})
	f.run(req)
	n := f.target("node")
	// Every diagnostic of the head is new (the lumaai pair has warnings), so the conclusion is theirs.
	if n.Conclusion != report.Warning || len(n.Files) == 0 || len(n.Surface) == 0 {
		t.Fatalf("node = %s with %d files and %d API changes, want everything added", n.Conclusion, len(n.Files), len(n.Surface))
	}
	for _, fc := range n.Files {
		if fc.Status != "added" {
			t.Errorf("%s is %s; with no sdkgen on the base every file is added", fc.Path, fc.Status)
		}
	}
	if files := gitCmd(t, node, "ls-tree", "-r", "--name-only", "preview/base/feature/ping"); files != "" {
		t.Errorf("the base preview branch should be empty, has:\n%s", files)
	}
}

func TestNoSdkgenProjectPostsNothing(t *testing.T) {
	for _, settings := range []Projects{nil, overrides{{Owner: "acme", Name: "api"}: {FailOn: "warning"}}} {
		f := newFixture(t)
		f.opts.Projects = settings // a fail_on alone still discovers the files
		req := f.req
		req.HeadSHA = f.gh.commit(map[string]string{"openapi.yml": f.spec})
		f.run(req)
		if log := f.gh.writeLog(); log != "" {
			t.Errorf("a repository without sdkgen.yml (settings %v) got:\n%s", settings, log)
		}
	}
}

func TestMissingSpecAtHead(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	req := f.req
	req.HeadSHA = f.gh.commit(map[string]string{"sdkgen.yml": f.config})
	f.run(req)
	for _, name := range []string{"node", "python"} {
		if tg := f.target(name); tg.Conclusion != report.Fatal || !strings.Contains(tg.Failure, "openapi.yml does not exist") {
			t.Errorf("%s = %s (%q), want fatal naming the missing spec", name, tg.Conclusion, tg.Failure)
		}
	}
}

func TestUnparseableHeadConfig(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	req := f.req
	req.BaseSHA = f.gh.commit(map[string]string{"README.md": "# acme api\n"})
	req.HeadSHA = f.push(f.spec, "organization: [\n")
	f.run(req)
	cfg := f.target(configTarget)
	if cfg.Conclusion != report.Fatal || len(cfg.NewDiagnostics) == 0 {
		t.Errorf("config = %+v, want fatal with the syntax error", cfg)
	}
	if r := f.gh.runsAt(req.HeadSHA)["sdkgen / config"]; r == nil || len(r.Annotations) == 0 {
		t.Errorf("the config check run should annotate sdkgen.yml: %+v", r)
	}
}

type overrides map[gh.Repo]Project

func (o overrides) Project(_ context.Context, repo gh.Repo) (Project, bool, error) {
	p, ok := o[repo]
	return p, ok, nil
}

func TestProjectOverride(t *testing.T) {
	f := newFixture(t)
	f.noSDKRepos()
	f.opts.Projects = overrides{f.req.Repo: {SpecPath: "api/spec.yml", ConfigPath: "api/sdk.yml"}}
	req := f.req
	req.BaseSHA = f.gh.commit(map[string]string{"api/spec.yml": f.spec, "api/sdk.yml": f.config})
	broken := strings.Replace(f.config, "    python:\n", "    python:\n        pakage_name: lumaai\n", 1)
	req.HeadSHA = f.gh.commit(map[string]string{"api/spec.yml": f.headSpec, "api/sdk.yml": broken})
	f.run(req)
	r := f.gh.runsAt(req.HeadSHA)["sdkgen / python"]
	if r == nil || len(r.Annotations) == 0 || r.Annotations[0].Path != "api/sdk.yml" {
		t.Errorf("python check run = %+v, want annotations on api/sdk.yml", r)
	}
}

func TestDiscoverProject(t *testing.T) {
	fake := newFakeGitHub()
	repo := gh.Repo{Owner: "acme", Name: "api"}
	for _, tc := range []struct {
		files    []string
		wantSpec string
		wantErr  error
	}{
		{[]string{"sdkgen.yml", "openapi.yml"}, "openapi.yml", nil},
		{[]string{"sdkgen.yml", "openapi.json", "openapi.yaml"}, "openapi.yaml", nil},
		{[]string{"sdkgen.yml", "openapi.json"}, "openapi.json", nil},
		{[]string{"sdkgen.yml"}, "openapi.yml", nil}, // reported as missing by the build
		{[]string{"openapi.yml"}, "", ErrNoProject},
	} {
		files := map[string]string{}
		for _, p := range tc.files {
			files[p] = "x: 1\n"
		}
		sha := fake.commit(files)
		p, err := DiscoverProject(context.Background(), fake, repo, sha)
		if !errors.Is(err, tc.wantErr) || p.SpecPath != tc.wantSpec || (err == nil && p.ConfigPath != "sdkgen.yml") {
			t.Errorf("%v: DiscoverProject = %+v, %v; want spec %q, error %v", tc.files, p, err, tc.wantSpec, tc.wantErr)
		}
	}
}
