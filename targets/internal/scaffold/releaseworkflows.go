package scaffold

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

const (
	releasePleaseAction = "googleapis/release-please-action@v4"
	releaseCreated      = "needs.release.outputs.release_created == 'true'"
	assetsWorkflow      = "publish-release-assets.yml"
	doctorWorkflow      = "release-doctor.yml"
)

// releaseWorkflows are the workflows of production repositories: create-releases.yml (unless the sdkgen App
// releases), one publish workflow per registry, publish-release-assets.yml and release-doctor.yml when they have
// something to do.
func (p *plan) releaseWorkflows() []workflow {
	doctor := p.doctorGroups()
	var flows []workflow
	if !p.API.Settings.ReleasesByApp {
		flows = append(flows, workflow{"create-releases.yml", p.createReleasesWorkflow(len(doctor) > 0)})
	}
	for _, r := range p.publishing {
		flows = append(flows, workflow{"publish-" + r.Name + ".yml", p.publishWorkflow(r)})
	}
	if len(p.assets) > 0 {
		flows = append(flows, workflow{assetsWorkflow, p.assetsWorkflow()})
	}
	if len(doctor) > 0 {
		flows = append(flows, workflow{doctorWorkflow, p.doctorWorkflow(doctor)})
	}
	return flows
}

// createReleasesWorkflow runs release-please on the release branch and, once it made a release, calls the publish
// workflows: a release made with the default token starts no workflow by itself.
func (p *plan) createReleasesWorkflow(doctor bool) *yaml.Node {
	jobs := []any{"release", p.releaseJob(doctor)}
	published := []string{"release"}
	for _, r := range p.publishing {
		id := "publish-" + r.Name
		jobs = append(jobs, id, mapping(
			"needs", "release",
			"if", releaseCreated,
			"permissions", r.permissions(),
			"uses", "./"+workflowDir+"publish-"+r.Name+".yml",
			"secrets", "inherit",
		))
		published = append(published, id)
	}
	if len(p.assets) > 0 {
		jobs = append(jobs, "publish-release-assets", mapping(
			"needs", published,
			"if", releaseCreated,
			"permissions", mapping("contents", "write"),
			"uses", "./"+workflowDir+assetsWorkflow,
			"with", mapping("tag", "${{ needs.release.outputs.tag_name }}"),
			"secrets", "inherit",
		))
	}
	return mapping(
		"name", "Create releases",
		"on", mapping(
			"push", mapping("branches", []string{branchFilter(p.releaseBranch)}),
			"workflow_dispatch", mapping(),
		),
		"permissions", mapping("contents", "read"),
		"jobs", mapping(jobs...),
	)
}

func (p *plan) releaseJob(doctor bool) *yaml.Node {
	return mapping(
		"name", "release",
		"runs-on", runner,
		"timeout-minutes", 10,
		"if", repoCondition(p.production),
		"permissions", mapping("contents", "write", "issues", "write", "pull-requests", "write",
			"actions", when(doctor, "write")),
		"outputs", mapping(
			"release_created", "${{ steps.release.outputs.release_created }}",
			"tag_name", "${{ steps.release.outputs.tag_name }}",
		),
		"steps", sequence[any](
			mapping("id", "release", "uses", releasePleaseAction, "with", mapping(
				"config-file", "release-please-config.json",
				"manifest-file", ".release-please-manifest.json",
				"target-branch", ActionsLiteral(p.releaseBranch),
			)),
			when(p.prerelease, p.prereleaseStep()),
			when(len(p.API.Settings.Reviewers) > 0, p.reviewersStep()),
			when(doctor, doctorDispatchStep()),
		),
	)
}

// prereleaseStep marks every release a pre-release: release-please does so only for 0.x and pre-release versions.
func (p *plan) prereleaseStep() *yaml.Node {
	return mapping(
		"name", "Mark the release as a pre-release",
		"if", "steps.release.outputs.release_created == 'true'",
		"env", mapping("GH_TOKEN", "${{ github.token }}", "TAG", "${{ steps.release.outputs.tag_name }}"),
		"run", `gh release edit "$TAG" --prerelease --repo "$GITHUB_REPOSITORY"`,
	)
}

// reviewersStep requests codeflow.reviewers one at a time through the REST API. The default token cannot see
// the organization's teams, so a team request may fail: that warns rather than failing the release.
func (p *plan) reviewersStep() *yaml.Node {
	lines := []string{
		"request_review() {",
		`  gh api --method POST "repos/$GITHUB_REPOSITORY/pulls/$PR/requested_reviewers" -f "$1" >/dev/null ||`,
		`    echo "::warning::Could not request a review from ${1#*=}: team reviews need a token that can read the organization"`,
		"}",
	}
	for _, r := range p.API.Settings.Reviewers {
		field := "reviewers[]=" + strings.TrimPrefix(r, "@")
		if org, team, isTeam := strings.Cut(strings.TrimPrefix(r, "@"), "/"); isTeam && org != "" {
			field = "team_reviewers[]=" + team
		}
		lines = append(lines, "request_review "+shellWord(field))
	}
	return mapping(
		"name", "Request reviews of the release PR",
		"if", "steps.release.outputs.prs_created == 'true'",
		"env", mapping("GH_TOKEN", "${{ github.token }}", "PR", "${{ fromJSON(steps.release.outputs.pr).number }}"),
		"run", strings.Join(lines, "\n"),
	)
}

// doctorDispatchStep starts the release doctor on the release PR's branch: GitHub starts no workflow for a pull
// request opened with the default token, but does for workflow_dispatch.
func doctorDispatchStep() *yaml.Node {
	return mapping(
		"name", "Run the release doctor on the release PR",
		"if", "steps.release.outputs.prs_created == 'true'",
		"env", mapping("GH_TOKEN", "${{ github.token }}", "BRANCH", "${{ fromJSON(steps.release.outputs.pr).headBranchName }}"),
		"run", `gh workflow run `+doctorWorkflow+` --repo "$GITHUB_REPOSITORY" --ref "$BRANCH"`,
	)
}

func (r Registry) permissions() *yaml.Node {
	if r.Release {
		return mapping("contents", "write")
	}
	if r.OIDC {
		return mapping("contents", "read", "id-token", "write")
	}
	return mapping("contents", "read")
}

// publishWorkflow publishes to one registry: called by create-releases.yml, on releases published by people, or
// by hand with the directory of a sub-package.
func (p *plan) publishWorkflow(r Registry) *yaml.Node {
	path := mapping("description", "Directory of the package to publish, relative to the repository root",
		"required", false, "default", ".", "type", "string")
	env := append(p.secretsEnv(r.Secrets), "PACKAGE_PATH", "${{ inputs.path || '.' }}")
	if r.Release {
		env = append(env, "GITHUB_TOKEN", "${{ github.token }}")
	}
	return mapping(
		"name", "Publish "+r.title(),
		"on", mapping(
			"release", mapping("types", []string{"published"}),
			"workflow_dispatch", mapping("inputs", mapping("path", path)),
			"workflow_call", mapping("inputs", mapping("path", path)),
		),
		"permissions", mapping("contents", "read"),
		"jobs", mapping("publish", mapping(
			"name", "publish",
			"runs-on", runner,
			"timeout-minutes", 10,
			"if", repoCondition(p.production),
			"environment", when(r.Environment != "", ActionsLiteral(r.Environment)),
			"permissions", r.permissions(),
			"steps", sequence(p.prepare(nil, mapping(
				"name", "Publish to "+r.title(),
				"run", "./bin/publish-"+r.Name,
				"env", mapping(env...),
			))...),
		)),
	)
}

// secretsEnv passes each secret under its own name, preferring the organization-specific one.
func (p *plan) secretsEnv(secrets []string) []any {
	var kv []any
	for _, s := range secrets {
		value := "${{ secrets." + s + " }}"
		if p.secretPrefix != "" {
			value = "${{ secrets." + p.secretPrefix + s + " || secrets." + s + " }}"
		}
		kv = append(kv, s, value)
	}
	return kv
}

// assetsWorkflow builds the tagged commit and attaches publish.vcs.release_assets to its release.
func (p *plan) assetsWorkflow() *yaml.Node {
	tagInput := mapping("description", "Tag of the release to attach the files to, e.g. v1.2.3", "required", true, "type", "string")
	tag := "${{ inputs.tag || github.event.release.tag_name }}"
	upload := mapping(
		"name", "Upload release assets",
		"env", mapping("GH_TOKEN", "${{ github.token }}", "TAG", tag),
		"run", p.uploadAssetsCommand(),
	)
	return mapping(
		"name", "Publish release assets",
		"on", mapping(
			"release", mapping("types", []string{"published"}),
			"workflow_dispatch", mapping("inputs", mapping("tag", tagInput)),
			"workflow_call", mapping("inputs", mapping("tag", tagInput)),
		),
		"permissions", mapping("contents", "write"),
		"jobs", mapping("upload", mapping(
			"name", "upload release assets",
			"runs-on", runner,
			"timeout-minutes", 10,
			"if", repoCondition(p.production),
			"steps", sequence(p.prepare(mapping("ref", tag), runStep("Build", p.Commands.Build), upload)...),
		)),
	)
}

// uploadAssetsCommand uploads every asset as one quoted word: "./path", or "./path#name" for a display name.
// The "./" keeps a path that starts with "-" from reading as an option.
func (p *plan) uploadAssetsCommand() string {
	words := []string{`gh release upload "$TAG" --clobber --repo "$GITHUB_REPOSITORY"`}
	for _, a := range p.assets {
		arg := "./" + a.Path
		if a.Name != "" {
			arg += "#" + a.Name
		}
		words = append(words, shellWord(arg))
	}
	return strings.Join(words, " \\\n  ")
}

// doctorGroup is the registries whose secrets live in one environment: a job sees only its own environment's
// secrets, so the release doctor checks each environment in its own job.
type doctorGroup struct {
	environment string
	registries  []Registry
}

// doctorGroups groups the registries that need secrets by environment, in order of first appearance.
func (p *plan) doctorGroups() []doctorGroup {
	var groups []doctorGroup
	for _, r := range p.publishing {
		if len(r.Secrets) == 0 {
			continue
		}
		i := slices.IndexFunc(groups, func(g doctorGroup) bool { return g.environment == r.Environment })
		if i < 0 {
			groups = append(groups, doctorGroup{environment: r.Environment})
			i = len(groups) - 1
		}
		groups[i].registries = append(groups[i].registries, r)
	}
	return groups
}

// doctorWorkflow runs bin/check-release-environment on release PRs and by hand.
func (p *plan) doctorWorkflow(groups []doctorGroup) *yaml.Node {
	var jobs []any
	for i, g := range groups {
		id := "release_doctor"
		if len(groups) > 1 {
			id = fmt.Sprintf("release_doctor_%d", i+1)
		}
		jobs = append(jobs, id, p.doctorJob(g))
	}
	return mapping(
		"name", "Release doctor",
		"on", mapping(
			"pull_request", mapping("branches", []string{branchFilter(p.releaseBranch)}),
			"workflow_dispatch", mapping(),
		),
		"permissions", mapping("contents", "read"),
		"jobs", mapping(jobs...),
	)
}

// releasePRCondition limits the release doctor's pull request runs to release PRs: the sdkgen App's, from
// release--<working branch>, or release-please's.
func (p *plan) releasePRCondition() string {
	prefix := "release-please--"
	if p.API.Settings.ReleasesByApp {
		prefix = "release--"
	}
	return "(github.event_name != 'pull_request' || startsWith(github.head_ref, '" + prefix + "'))"
}

func (p *plan) doctorJob(g doctorGroup) *yaml.Node {
	command := "./bin/check-release-environment"
	var env []any
	seen := map[string]bool{}
	for _, r := range g.registries {
		command += " " + r.Name
		for _, s := range r.Secrets {
			if !seen[s] {
				seen[s] = true
				env = append(env, p.secretsEnv([]string{s})...)
			}
		}
	}
	return mapping(
		"name", "release doctor",
		"runs-on", runner,
		"timeout-minutes", 5,
		"if", repoCondition(p.production)+" && "+p.releasePRCondition(),
		"environment", when(g.environment != "", ActionsLiteral(g.environment)),
		"steps", sequence(
			mapping("uses", checkoutAction),
			mapping("name", "Check the release environment", "run", command, "env", mapping(env...)),
		),
	)
}
