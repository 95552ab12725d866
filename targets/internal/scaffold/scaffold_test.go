package scaffold_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/golden"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

var update = flag.Bool("update", false, "rewrite golden files")

const npmScript = "#!/usr/bin/env bash\nset -euo pipefail\ncd \"${PACKAGE_PATH:-.}\"\nnpm publish --access public\n"

// fullRepo is a TypeScript SDK with every option on: the golden configuration.
func fullRepo() scaffold.Repo {
	production := "acme/acme-node#main"
	return scaffold.Repo{
		API: &ir.API{
			Organization: ir.Organization{
				Name: "acme", Contact: "support@acme.example", SecurityContact: "security@acme.example",
				SecurityPolicyURL:   "https://acme.example/security",
				SecurityPolicyTerms: "Our bug bounty covers the API and this SDK.\nSee the policy for what is in scope.",
				UploadSpec:          true,
			},
			Client: ir.Client{Name: "acme", EnvPrefix: "ACME"},
			Settings: ir.Settings{
				License:               ir.License{SPDX: "Apache-2.0"},
				CodeOwners:            map[string][]string{"*": {"@acme/sdk-team"}, "src/lib/": {"@acme/sdk-team", "dev@acme.example"}},
				Reviewers:             []string{"@acme/sdk-team", "octocat"},
				ReleaseEnvironment:    "production",
				PublishPackages:       true,
				DetectBreakingChanges: true,
			},
			Stats: ir.Stats{ConfiguredEndpoints: 5, SpecHash: "0123456789abcdef0123456789abcdef", ConfigHash: "fedcba9876543210fedcba9876543210"},
		},
		Common: &config.TargetCommon{
			ProductionRepo: &production,
			StagingRepo:    "sdkgen-staging/acme-typescript",
			KeepFiles:      []string{"src/custom.ts"},
		},
		Publish: config.PublishCommon{
			VCS: &config.VCSPublish{ReleaseAssets: []*config.ReleaseAsset{
				{Path: "dist/acme.tgz", Name: "Package tarball"},
				{Path: "openapi.yml"},
			}},
			Release: &config.ReleasePublish{Branch: "main", Prerelease: true},
		},
		Lang:        "typescript",
		LangTitle:   "TypeScript",
		Version:     "0.1.0",
		PackageName: "@acme/sdk",
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint",
			Format: "./scripts/format", Test: "./scripts/test",
			Install:               "npm install git+ssh://git@github.com/acme/acme-node.git",
			Example:               "npx tsx examples/<example>.ts",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements:  []string{"Node.js 20 or later, with npm"},
		BootstrapNote: "`./scripts/bootstrap` installs the dependencies with pnpm.",
		Test:          scaffold.TestRun{Env: `export PATH="$PWD/node_modules/.bin:$PATH"`, Command: "vitest run", Args: "Arguments go to vitest."},
		// YAML in, JSON out: the repository's copy is JSON whatever the spec was written in.
		Spec:       []byte("openapi: 3.1.0\ninfo: {title: Acme, version: \"1\"}\npaths:\n  /status:\n    get:\n      responses:\n        \"200\": {description: ok, content: {application/json: {example: {n: 0.0}}}}\n"),
		Setup:      []scaffold.Step{{Name: "Set up Node", Uses: "actions/setup-node@v4", With: map[string]string{"node-version": "20"}}},
		CustomDirs: []string{"src/lib/"},
		Registries: []scaffold.Registry{
			{Name: "npm", Script: npmScript, Secrets: []string{"NPM_TOKEN"}},
			{Name: "jsr", Title: "JSR", Script: "#!/usr/bin/env bash\nset -euo pipefail\nnpx jsr publish\n", OIDC: true},
		},
		ExtraVersionFiles: []string{"src/version.ts", "README.md"},
		ReleaseType:       "node",
		Artifact:          "dist",
	}
}

// minimalRepo is fullRepo with every option off: no production or staging repository, no uploaded spec.
func minimalRepo() scaffold.Repo {
	r := fullRepo()
	api := *r.API
	api.Organization = ir.Organization{Name: "acme"}
	api.Settings = ir.Settings{License: ir.License{SPDX: "Apache-2.0"}, ReleaseEnvironment: "production", PublishPackages: true}
	r.API = &api
	r.Common = nil
	r.Publish = config.PublishCommon{}
	r.Registries = r.Registries[:1]
	return r
}

func generate(t *testing.T, r scaffold.Repo) *tree.Tree {
	t.Helper()
	tr := tree.New()
	if err := scaffold.Add(tr, r); err != nil {
		t.Fatal(err)
	}
	return tr
}

func content(t *testing.T, tr *tree.Tree, p string) string {
	t.Helper()
	f, ok := tr.File(p)
	if !ok {
		t.Fatalf("%s is missing; files: %v", p, tr.Paths())
	}
	return string(f.Data)
}

func TestGolden(t *testing.T) {
	golden.Check(t, generate(t, fullRepo()), filepath.Join("testdata", "golden"), "./targets/internal/scaffold", *update, nil)
}

// TestExecutables: scripts are executable, nothing else is.
func TestExecutables(t *testing.T) {
	tr := generate(t, fullRepo())
	want := []string{"bin/check-release-environment", "bin/publish-jsr", "bin/publish-npm", "scripts/mock", "scripts/test", "scripts/utils/upload-artifact.sh"}
	var got []string
	for _, p := range tr.Paths() {
		if f, _ := tr.File(p); f.Executable {
			got = append(got, p)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("executables = %v, want %v", got, want)
	}
}

// configurations are the cases the file-set and workflow tests run over.
var configurations = []struct {
	name    string
	mutate  func(*scaffold.Repo)
	present []string
	absent  []string
	check   func(t *testing.T, tr *tree.Tree)
}{
	{
		name: "minimal",
		present: []string{
			"LICENSE", "SECURITY.md", "CONTRIBUTING.md", ".stats.yml", scaffold.SpecPath, "scripts/mock", "scripts/test",
			"scripts/utils/upload-artifact.sh", "bin/check-release-environment", "bin/publish-npm", ".github/workflows/ci.yml", "release-please-config.json",
			".release-please-manifest.json", ".devcontainer/devcontainer.json", "examples/.keep", "src/lib/.keep",
		},
		absent: []string{
			".github/workflows/create-releases.yml", ".github/workflows/publish-npm.yml", ".github/workflows/release-doctor.yml",
			".github/workflows/detect-breaking-changes.yml", ".github/workflows/publish-release-assets.yml", "CODEOWNERS",
		},
		check: func(t *testing.T, tr *tree.Tree) {
			ci := workflowOf(t, tr, "ci.yml")
			if _, ok := ci.Jobs["test"]; !ok {
				t.Error("ci.yml runs no tests without an uploaded spec, though the repository keeps its spec")
			}
			if !strings.Contains(content(t, tr, "scripts/test"), "./scripts/mock --daemon") {
				t.Error("scripts/test does not start the mock server")
			}
			var spec map[string]any
			if err := json.Unmarshal([]byte(content(t, tr, scaffold.SpecPath)), &spec); err != nil || spec["openapi"] != "3.1.0" {
				t.Errorf("%s is not the spec as JSON (%v):\n%s", scaffold.SpecPath, err, content(t, tr, scaffold.SpecPath))
			}
			if strings.Contains(content(t, tr, ".github/workflows/ci.yml"), "upload-artifact") {
				t.Error("ci.yml uploads builds outside a staging repository")
			}
			if strings.Contains(content(t, tr, ".stats.yml"), "openapi_spec_url") {
				t.Error(".stats.yml has a spec URL though the spec is not uploaded")
			}
			if !strings.Contains(content(t, tr, "CONTRIBUTING.md"), "does not publish releases") {
				t.Error("CONTRIBUTING.md describes releases of a repository without release workflows")
			}
		},
	},
	{
		name:    "production repository",
		mutate:  func(r *scaffold.Repo) { r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node#next")} },
		present: []string{".github/workflows/create-releases.yml", ".github/workflows/publish-npm.yml", ".github/workflows/release-doctor.yml"},
		check: func(t *testing.T, tr *tree.Tree) {
			create := workflowOf(t, tr, "create-releases.yml")
			if got := create.On["push"].(map[string]any)["branches"]; !equalJSON(got, []any{"next"}) {
				t.Errorf("create-releases runs on %v, want the production branch next", got)
			}
			publish := workflowOf(t, tr, "publish-npm.yml")
			if got := publish.Jobs["publish"]["if"]; got != "github.repository == 'acme/acme-node'" {
				t.Errorf("publish job condition = %v", got)
			}
			if got := publish.Jobs["publish"]["environment"]; got != "production" {
				t.Errorf("publish environment = %v, want production", got)
			}
		},
	},
	{
		name: "releases by the App",
		mutate: func(r *scaffold.Repo) {
			r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node")}
			r.API.Settings.ReleasesByApp = true
		},
		present: []string{".github/workflows/publish-npm.yml", ".github/workflows/release-doctor.yml", "release-please-config.json"},
		absent:  []string{".github/workflows/create-releases.yml"},
		check: func(t *testing.T, tr *tree.Tree) {
			for _, p := range tr.Paths() {
				if strings.Contains(content(t, tr, p), "release-please-action") {
					t.Errorf("%s runs release-please beside the App", p)
				}
			}
			if _, ok := workflowOf(t, tr, "publish-npm.yml").On["release"]; !ok {
				t.Error("publish-npm.yml does not run on the App's releases")
			}
			job := workflowOf(t, tr, "release-doctor.yml").Jobs["release_doctor"]
			if cond, _ := job["if"].(string); !strings.Contains(cond, "startsWith(github.head_ref, 'release--')") {
				t.Errorf("the release doctor runs on %q, not the App's release pull requests", cond)
			}
		},
	},
	{
		name:   "staging repository",
		mutate: func(r *scaffold.Repo) { r.Common = &config.TargetCommon{StagingRepo: "sdkgen-staging/acme-typescript"} },
		check: func(t *testing.T, tr *tree.Tree) {
			build := workflowOf(t, tr, "ci.yml").Jobs["build"]
			if !equalJSON(build["permissions"], map[string]any{"contents": "read", "id-token": "write"}) {
				t.Errorf("staging build permissions = %v", build["permissions"])
			}
			if !strings.Contains(content(t, tr, ".github/workflows/ci.yml"), "run: ./scripts/utils/upload-artifact.sh 'dist'") {
				t.Error("staging build does not upload dist")
			}
		},
	},
	{
		name:   "upload spec",
		mutate: func(r *scaffold.Repo) { r.API.Organization.UploadSpec = true },
		check: func(t *testing.T, tr *tree.Tree) {
			if _, ok := workflowOf(t, tr, "ci.yml").Jobs["test"]; !ok {
				t.Error("ci.yml has no test job")
			}
			want := "openapi_spec_url: https://storage.sdkgen.dev/acme/acme-0123456789abcdef0123456789abcdef.yml\n"
			if !strings.Contains(content(t, tr, ".stats.yml"), want) {
				t.Errorf(".stats.yml lacks %q:\n%s", want, content(t, tr, ".stats.yml"))
			}
		},
	},
	{
		name:   "mock tests off",
		mutate: func(r *scaffold.Repo) { r.API.Settings.DisableMockTests = true },
		check: func(t *testing.T, tr *tree.Tree) {
			test := content(t, tr, "scripts/test")
			if strings.Contains(test, "scripts/mock") || !strings.Contains(test, "\nvitest run \"$@\"\n") {
				t.Errorf("scripts/test of an SDK without mock tests:\n%s", test)
			}
			if !strings.Contains(content(t, tr, "CONTRIBUTING.md"), "settings.disable_mock_tests") {
				t.Error("CONTRIBUTING.md does not say the API's tests are off")
			}
		},
	},
	{
		name:   "no spec",
		mutate: func(r *scaffold.Repo) { r.Spec = nil },
		absent: []string{scaffold.SpecPath},
	},
	{
		name:    "detect breaking changes",
		mutate:  func(r *scaffold.Repo) { r.API.Settings.DetectBreakingChanges = true },
		present: []string{".github/workflows/detect-breaking-changes.yml"},
	},
	{
		name: "custom licence",
		mutate: func(r *scaffold.Repo) {
			r.API.Settings.License = ir.License{SPDX: "LicenseRef-Acme", Contents: "Acme licence\n", Extension: "md"}
		},
		present: []string{"LICENSE.md"},
		absent:  []string{"LICENSE"},
		check: func(t *testing.T, tr *tree.Tree) {
			if got := content(t, tr, "LICENSE.md"); got != "Acme licence\n" {
				t.Errorf("LICENSE.md = %q", got)
			}
		},
	},
	{
		name: "release assets",
		mutate: func(r *scaffold.Repo) {
			r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node")}
			r.Publish.VCS = &config.VCSPublish{ReleaseAssets: []*config.ReleaseAsset{{Path: "dist/acme.tgz"}}}
		},
		present: []string{".github/workflows/publish-release-assets.yml"},
		check: func(t *testing.T, tr *tree.Tree) {
			job := workflowOf(t, tr, "create-releases.yml").Jobs["publish-release-assets"]
			if !equalJSON(job["needs"], []any{"release", "publish-npm"}) {
				t.Errorf("assets are uploaded before publishing ends: needs %v", job["needs"])
			}
			if !strings.Contains(content(t, tr, ".github/workflows/publish-release-assets.yml"), `'./dist/acme.tgz'`) {
				t.Error("publish-release-assets.yml does not upload dist/acme.tgz")
			}
		},
	},
	{
		name: "OIDC only",
		mutate: func(r *scaffold.Repo) {
			r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node")}
			r.Registries = []scaffold.Registry{{Name: "npm", Script: npmScript, OIDC: true}}
		},
		present: []string{".github/workflows/publish-npm.yml"},
		absent:  []string{".github/workflows/release-doctor.yml"},
		check: func(t *testing.T, tr *tree.Tree) {
			publish := workflowOf(t, tr, "publish-npm.yml").Jobs["publish"]
			if !equalJSON(publish["permissions"], map[string]any{"contents": "read", "id-token": "write"}) {
				t.Errorf("OIDC publish permissions = %v", publish["permissions"])
			}
			if strings.Contains(content(t, tr, ".github/workflows/publish-npm.yml"), "NPM_TOKEN") {
				t.Error("OIDC publish reads a token")
			}
			caller := workflowOf(t, tr, "create-releases.yml").Jobs["publish-npm"]
			if !equalJSON(caller["permissions"], publish["permissions"]) {
				t.Errorf("create-releases grants %v to a job that needs %v", caller["permissions"], publish["permissions"])
			}
		},
	},
	{
		name:    "token",
		mutate:  func(r *scaffold.Repo) { r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node")} },
		present: []string{".github/workflows/release-doctor.yml"},
		check: func(t *testing.T, tr *tree.Tree) {
			step := workflowOf(t, tr, "publish-npm.yml").Jobs["publish"]["steps"].([]any)
			env := step[len(step)-1].(map[string]any)["env"]
			want := map[string]any{"NPM_TOKEN": "${{ secrets.ACME_NPM_TOKEN || secrets.NPM_TOKEN }}", "PACKAGE_PATH": "${{ inputs.path || '.' }}"}
			if !equalJSON(env, want) {
				t.Errorf("publish env = %v, want %v", env, want)
			}
			if !strings.Contains(content(t, tr, ".github/workflows/release-doctor.yml"), "./bin/check-release-environment npm") {
				t.Error("the release doctor does not check npm")
			}
		},
	},
	{
		name: "environments per registry",
		mutate: func(r *scaffold.Repo) {
			r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node")}
			r.Registries = []scaffold.Registry{
				{Name: "npm", Script: npmScript, Secrets: []string{"NPM_TOKEN"}},
				{Name: "jsr", Script: npmScript, Secrets: []string{"JSR_TOKEN"}, Environment: "jsr"},
			}
		},
		check: func(t *testing.T, tr *tree.Tree) {
			jobs := workflowOf(t, tr, "release-doctor.yml").Jobs
			if jobs["release_doctor_1"]["environment"] != "production" || jobs["release_doctor_2"]["environment"] != "jsr" {
				t.Errorf("the release doctor does not check each environment in its own job: %v", jobs)
			}
		},
	},
	{
		name: "publishing off",
		mutate: func(r *scaffold.Repo) {
			r.Common = &config.TargetCommon{ProductionRepo: ptr("acme/acme-node")}
			r.API.Settings.PublishPackages = false
		},
		present: []string{".github/workflows/create-releases.yml", "bin/check-release-environment"},
		absent:  []string{"bin/publish-npm", ".github/workflows/publish-npm.yml", ".github/workflows/release-doctor.yml"},
		check: func(t *testing.T, tr *tree.Tree) {
			if !strings.Contains(content(t, tr, "bin/check-release-environment"), "publishes to no package registry") {
				t.Error("check-release-environment checks registries that do not publish")
			}
		},
	},
	{
		name: "code owners",
		mutate: func(r *scaffold.Repo) {
			r.API.Settings.CodeOwners = map[string][]string{"docs/my file.md": {"@a"}, "*": {"@b"}}
		},
		present: []string{"CODEOWNERS"},
		check: func(t *testing.T, tr *tree.Tree) {
			if got, want := content(t, tr, "CODEOWNERS"), "* @b\ndocs/my\\ file.md @a\n"; got != want {
				t.Errorf("CODEOWNERS = %q, want %q", got, want)
			}
		},
	},
	{name: "full", mutate: func(r *scaffold.Repo) { *r = fullRepo() }},
}

func ptr[T any](v T) *T { return &v }

func TestFilesPerConfiguration(t *testing.T) {
	for _, c := range configurations {
		t.Run(c.name, func(t *testing.T) {
			r := minimalRepo()
			if c.mutate != nil {
				c.mutate(&r)
			}
			tr := generate(t, r)
			for _, p := range c.present {
				if _, ok := tr.File(p); !ok {
					t.Errorf("%s is missing", p)
				}
			}
			for _, p := range c.absent {
				if _, ok := tr.File(p); ok {
					t.Errorf("%s is written", p)
				}
			}
			if c.check != nil {
				c.check(t, tr)
			}
		})
	}
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// parsedWorkflow is a workflow read back with yaml.v3.
type parsedWorkflow struct {
	Name        string                    `yaml:"name"`
	On          map[string]any            `yaml:"on"`
	Permissions map[string]string         `yaml:"permissions"`
	Jobs        map[string]map[string]any `yaml:"jobs"`
}

func workflowOf(t *testing.T, tr *tree.Tree, name string) parsedWorkflow {
	t.Helper()
	var w parsedWorkflow
	if err := yaml.Unmarshal([]byte(content(t, tr, ".github/workflows/"+name)), &w); err != nil {
		t.Fatalf("%s does not parse: %v", name, err)
	}
	return w
}

func TestDeterministic(t *testing.T) {
	r := fullRepo()
	r.API.Settings.CodeOwners = map[string][]string{}
	for _, p := range []string{"a/", "b/", "c/", "d/", "e/", "f/", "g/", "h/"} {
		r.API.Settings.CodeOwners[p] = []string{"@acme/" + strings.TrimSuffix(p, "/")}
	}
	first := generate(t, r).Hash()
	for range 5 {
		if again := generate(t, r).Hash(); again != first {
			t.Fatal("two runs on the same input differ")
		}
	}
}

// TestWorkflowsAreValid reads back every workflow of every configuration and checks what GitHub would reject:
// jobs without a runner or steps, steps with both or neither of uses and run, needs on unknown jobs, calls of
// workflows that are not reusable, and timeouts outside 5–10 minutes.
func TestWorkflowsAreValid(t *testing.T) {
	repos := map[string]scaffold.Repo{"hostile": hostileRepo()}
	for _, c := range configurations {
		r := minimalRepo()
		if c.mutate != nil {
			c.mutate(&r)
		}
		repos[c.name] = r
	}
	for name, r := range repos {
		tr := generate(t, r)
		for _, p := range tr.Paths() {
			if file, ok := strings.CutPrefix(p, ".github/workflows/"); ok {
				t.Run(name+"/"+file, func(t *testing.T) { checkWorkflow(t, tr, file) })
			}
		}
	}
}

func checkWorkflow(t *testing.T, tr *tree.Tree, file string) {
	w := workflowOf(t, tr, file)
	if w.Name == "" || len(w.On) == 0 || len(w.Jobs) == 0 {
		t.Fatalf("needs a name, triggers and jobs: %+v", w)
	}
	for id, job := range w.Jobs {
		for _, need := range asStrings(job["needs"]) {
			if _, ok := w.Jobs[need]; !ok {
				t.Errorf("job %s needs unknown job %s", id, need)
			}
		}
		if uses, ok := job["uses"].(string); ok {
			callee := workflowOf(t, tr, strings.TrimPrefix(uses, "./.github/workflows/"))
			if _, ok := callee.On["workflow_call"]; !ok {
				t.Errorf("job %s calls %s, which is not reusable", id, uses)
			}
			continue
		}
		if job["runs-on"] == nil {
			t.Errorf("job %s has no runner", id)
		}
		if minutes, _ := job["timeout-minutes"].(int); minutes < 5 || minutes > 10 {
			t.Errorf("job %s times out after %v minutes, want 5 to 10", id, job["timeout-minutes"])
		}
		steps, _ := job["steps"].([]any)
		if len(steps) == 0 {
			t.Errorf("job %s has no steps", id)
		}
		for i, s := range steps {
			step, _ := s.(map[string]any)
			if (step["uses"] == nil) == (step["run"] == nil) {
				t.Errorf("job %s step %d needs exactly one of uses and run: %v", id, i+1, step)
			}
		}
	}
}

// asStrings reads a needs value: one job or a list.
func asStrings(v any) []string {
	switch v := v.(type) {
	case string:
		return []string{v}
	case []any:
		var out []string
		for _, x := range v {
			s, _ := x.(string)
			out = append(out, s)
		}
		return out
	}
	return nil
}
