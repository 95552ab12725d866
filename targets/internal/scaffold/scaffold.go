// Package scaffold writes the repository files every generated SDK repository shares (SERVICE-BEHAVIOUR.md §8):
// LICENSE, SECURITY.md, CONTRIBUTING.md, .stats.yml, the spec the SDK was generated from (SpecPath), scripts/mock,
// scripts/test, scripts/utils/upload-artifact.sh, bin/check-release-environment, bin/publish-<registry>, the GitHub Actions workflows, the release-please config and
// manifest, CODEOWNERS, .devcontainer/ and a .keep file in each hand-written-code folder. Targets describe their
// language in a Repo; the README is theirs.
//
// Every value that comes from the spec or sdkgen.yml is escaped for where it lands: workflows are built as YAML
// nodes and every evaluated value goes through ActionsLiteral, shell words are single-quoted, markdown is
// backslash-escaped or put in code spans, JSON goes through encoding/json. Values that name GitHub things (secrets,
// reviewers, code owners, repositories) are checked instead, and Add returns an error for a bad one. The output is
// deterministic: no timestamps, and map entries sorted.
//
// sdkgen choices (no source settles these):
//   - Releases use release-please (googleapis/release-please-action@v4): create-releases.yml runs it on pushes to
//     the release branch (publish.release.branch, else the production branch, else main). Release PRs are titled
//     "release: <version>" with the header "Automated Release PR"; their head branch is release-please's.
//   - A release created with the workflow's default token starts no other workflow, so create-releases.yml calls
//     the publish workflows itself (they are reusable, workflow_call) once release-please reports a release. They
//     also run on "release: published" for releases people publish by hand, and from workflow_dispatch.
//   - release-please marks only 0.x and pre-release versions as pre-releases, so with publish.release.prerelease
//     create-releases.yml also runs "gh release edit --prerelease". It requests codeflow.reviewers with
//     "gh pr edit", and starts release-doctor.yml on the release PR with workflow_dispatch, because GitHub does not
//     start workflows for pull requests opened with the default token.
//   - When the sdkgen GitHub App generates (ir.Settings.ReleasesByApp), it opens the release PRs and makes the
//     releases itself, so create-releases.yml is not written: two release mechanisms would compete. The publish
//     workflows run on the App's "release: published" (a release made with an App's token starts workflows), and
//     the release doctor runs on the App's release PRs (head release--<working branch>).
//   - create-releases.yml, publish-*.yml and release-doctor.yml are written only when production_repo is set, and
//     their jobs run only in that repository: staging repositories receive the same files and must not publish.
//   - A secret NAME may be given as <ENV PREFIX>_NAME, which wins (ACME_NPM_TOKEN before NPM_TOKEN).
//   - codeflow.publish_packages: false leaves out every registry: no bin/publish-*, no publish workflows, nothing
//     for the release doctor to check. Release assets are still uploaded, by publish-release-assets.yml.
//   - Every repository keeps the spec it was generated from at .sdkgen/openapi.json (indented JSON whatever the input was),
//     so that scripts/mock, and with it scripts/test and CI's test job, work on any clone; the .stats.yml URL of an
//     uploaded spec is used only when the local copy is missing and the URL answers.
//   - scripts/mock --daemon starts Prism in a process group of its own (bash job control, which macOS has too, unlike
//     setsid) and --stop ends the whole group: Prism runs under npm exec or a shell, whose pid alone would outlive.
//   - The uploaded spec's URL is https://storage.sdkgen.dev/<organization>/<client name>-<spec hash>.yml.
//   - Staging CI uploads its build to https://pkg.sdkgen.dev/<owner>/<repo>/<commit sha>.tar.gz with the
//     workflow's OIDC token (audience pkg.sdkgen.dev).
//   - sdkgen's security contact in SECURITY.md is security@sdkgen.dev.
//   - CODEOWNERS lists the code_owners patterns in byte order (GitHub applies the last matching line), and is
//     written at the repository root.
//   - ci.yml skips the internal branches of SERVICE-BEHAVIOUR.md §1 (generated, *--merge-conflict, codegen/**,
//     preview/base/**, integrated/**) and pushes whose message is "codegen metadata", and runs pull requests from
//     forks only (pushes already cover the others). It builds the preview branches preview/<head>, whose result
//     the App shows in the preview comment (issue 27).
package scaffold

import (
	"fmt"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// Repo describes one SDK repository.
type Repo struct {
	API     *ir.API
	Common  *config.TargetCommon // production_repo, staging_repo, keep_files; nil means none set
	Publish config.PublishCommon // publish.vcs.release_assets, publish.release.{branch,prerelease}
	// Lang is the target key (typescript, node, python, go); it picks the dev container image.
	Lang string
	// LangTitle is the language as people write it: TypeScript, Python, Go.
	LangTitle string
	// Version is the current version, written into the release manifest (e.g. "0.0.1").
	Version string
	// PackageName is the registry name, shown in CONTRIBUTING.md.
	PackageName string
	Commands    Commands
	// Requirements are what a contributor installs before scripts/bootstrap, as CONTRIBUTING.md lists them, e.g.
	// "Node.js 20 or later, with npm". Markdown: a target escapes any value from the spec or config it puts there.
	Requirements []string
	// BootstrapNote says what scripts/bootstrap does, for CONTRIBUTING.md; optional. Markdown, as Requirements.
	BootstrapNote string
	// Test is how the SDK runs its tests: scripts/test runs it with the mock server around it. Empty: the target
	// writes scripts/test itself.
	Test TestRun
	// Spec is the spec the SDK was generated from (targets.Input.Spec): written to SpecPath for the mock server.
	Spec []byte
	// Setup are the CI steps that install the language toolchain (e.g. actions/setup-node). They run in every job
	// that builds, after the checkout and before the bootstrap command, and are written as given: a target that
	// puts a value from the spec or config in them must pass it through ActionsLiteral.
	Setup []Step
	// CustomDirs are the folders the generator never touches, e.g. "src/lib/". "examples/" is always added. Each
	// gets a .keep file.
	CustomDirs []string
	// Registries are the package registries the SDK publishes to, one per configured publish target.
	Registries []Registry
	// ExtraVersionFiles are the files release-please bumps besides the manifest and the release type's own.
	ExtraVersionFiles []string
	// ExtraVersionKeys are JSON values that hold the version besides those (a sub-package's dependency on the
	// SDK), written as release-please's {type: json, path, jsonpath} extra-files after ExtraVersionFiles.
	ExtraVersionKeys []VersionKey
	// ReleaseType is the release-please release type: node, python, go.
	ReleaseType string
	// Artifact is the build output that staging CI uploads (e.g. "dist"); empty uploads the source tree.
	Artifact string
}

// VersionKey is a JSON string that holds the version: the file, and the JSONPath to the value
// (`$.dependencies['acme']`).
type VersionKey struct {
	Path     string `json:"path"`
	JSONPath string `json:"jsonpath"`
}

// Commands are shell commands run from the repository root. CI runs Bootstrap, Lint, Build, Test and
// DetectBreakingChanges; CONTRIBUTING.md shows them all.
type Commands struct {
	Bootstrap string // e.g. ./scripts/bootstrap
	Build     string
	Lint      string
	Format    string
	Test      string
	// Mock starts the mock server (default ./scripts/mock).
	Mock string
	// Install installs the SDK from this repository's source in another project, e.g.
	// "npm install git+ssh://git@github.com/acme/acme-node.git".
	Install string
	// Example runs one example, e.g. "npx tsx examples/<example>.ts"; optional.
	Example string
	// DetectBreakingChanges checks the previous release's tests against this SDK (required with
	// codeflow.detect_breaking_changes). It runs in a checkout with the full history and tags.
	DetectBreakingChanges string
}

// Step is a GitHub Actions step: Uses (with With) or Run.
type Step struct {
	Name string
	Uses string
	With map[string]string
	Run  string
}

// Registry is one package registry the SDK publishes to.
type Registry struct {
	// Name names the workflow and script (publish-<name>.yml, bin/publish-<name>): npm, jsr, pypi.
	Name string
	// Title is the registry as people write it (npm, JSR, PyPI); default Name.
	Title string
	// Script is the contents of bin/publish-<name>. It runs from the repository root after the bootstrap
	// command, with the secrets in its environment and PACKAGE_PATH set to the directory to publish (the
	// workflow_dispatch "path" input, default ".").
	Script string
	// Secrets are the environment variables the script needs (e.g. NPM_TOKEN); empty for OIDC.
	Secrets []string
	// Environment is the GitHub environment the publish job runs in; default codeflow.release_environment.
	Environment string
	// OIDC adds "permissions: id-token: write" for trusted publishing.
	OIDC bool
	// Release is set when the script uploads to the repository's own GitHub release (the cli target's binaries):
	// the job gets "contents: write" and GITHUB_TOKEN.
	Release bool
}

func (r Registry) title() string {
	if r.Title != "" {
		return r.Title
	}
	return r.Name
}

// NamedOrganization is api, or a copy of it whose organization is named after the client when it has no name: the
// IR names the client after the organization, but an IR built by hand may give only the client's name.
func NamedOrganization(api *ir.API) *ir.API {
	if api.Organization.Name != "" {
		return api
	}
	cp := *api
	cp.Organization.Name = api.Client.Name
	return &cp
}

// Add writes every shared file into t. It returns an error, and writes nothing, when r is not valid.
func Add(t *tree.Tree, r Repo) error {
	p, err := newPlan(r)
	if err != nil {
		return err
	}
	files, err := p.files()
	if err != nil {
		return err
	}
	for _, f := range files {
		add := t.Add
		if f.executable {
			add = t.AddExecutable
		}
		if err := add(f.path, f.data); err != nil {
			return fmt.Errorf("scaffold: %w", err)
		}
	}
	return nil
}

// file is one file Add writes.
type file struct {
	path       string
	data       []byte
	executable bool
}

// files renders every file of the plan; it fails only when rendering fails, so nothing is half written.
func (p *plan) files() ([]file, error) {
	var out []file
	for _, build := range []func() ([]file, error){p.docFiles, p.repoFiles, p.specFile, p.scriptFiles, p.releaseFiles, p.workflowFiles} {
		fs, err := build()
		if err != nil {
			return nil, fmt.Errorf("scaffold: %w", err)
		}
		out = append(out, fs...)
	}
	return out, nil
}
