package scaffold

import (
	"go.yaml.in/yaml/v3"
)

const (
	runner         = "ubuntu-latest"
	checkoutAction = "actions/checkout@v4"
	workflowDir    = ".github/workflows/"
)

// internalBranches are the branches sdkgen writes for itself (SERVICE-BEHAVIOUR.md §1); CI does not build them.
// The preview branch preview/<head> is built: the App shows its CI result in the preview comment (issue 27); its
// base, preview/base/<head>, is not (the App compares with the working branch's CI instead).
var internalBranches = []string{"generated", "*--merge-conflict", "codegen/**", "preview/base/**", "integrated/**"}

// ciCondition runs CI jobs on pushes other than sdkgen's metadata commits, and on pull requests from forks (a
// pull request from a branch of the repository is already built by its pushes).
const ciCondition = "(github.event_name == 'push' && github.event.head_commit.message != 'codegen metadata') || " +
	"(github.event_name == 'pull_request' && github.event.pull_request.head.repo.fork)"

// workflow is one workflow file to write.
type workflow struct {
	name string // file name under .github/workflows/
	root *yaml.Node
}

func (p *plan) workflowFiles() ([]file, error) {
	flows := []workflow{{"ci.yml", p.ciWorkflow()}}
	if p.API.Settings.DetectBreakingChanges {
		flows = append(flows, workflow{"detect-breaking-changes.yml", p.detectBreakingChangesWorkflow()})
	}
	if p.releases() {
		flows = append(flows, p.releaseWorkflows()...)
	}
	out := make([]file, 0, len(flows))
	for _, w := range flows {
		data, err := marshalYAML(w.root)
		if err != nil {
			return nil, err
		}
		out = append(out, file{path: workflowDir + w.name, data: data})
	}
	return out, nil
}

func (p *plan) ciWorkflow() *yaml.Node {
	c := p.Commands
	build := append([]*yaml.Node{runStep("Build", c.Build)}, p.uploadArtifactStep()...)
	return mapping(
		"name", "CI",
		"on", mapping(
			"push", mapping("branches-ignore", internalBranches),
			"pull_request", mapping(),
		),
		"permissions", mapping("contents", "read"),
		"jobs", mapping(
			"lint", p.ciJob("lint", nil, runStep("Lint", c.Lint)),
			"build", p.ciJob("build", p.buildPermissions(), build...),
			// The mock server serves the spec the repository keeps (SpecPath).
			"test", p.ciJob("test", nil, runStep("Run tests", c.Test)),
		),
	)
}

func (p *plan) ciJob(name string, permissions *yaml.Node, steps ...*yaml.Node) *yaml.Node {
	return mapping(
		"name", name,
		"runs-on", runner,
		"timeout-minutes", 10,
		"if", ciCondition,
		"permissions", permissions,
		"steps", sequence(p.prepare(nil, steps...)...),
	)
}

// buildPermissions lets staging builds ask for the OIDC token their upload needs.
func (p *plan) buildPermissions() *yaml.Node {
	if p.staging == "" {
		return nil
	}
	return mapping("contents", "read", "id-token", "write")
}

// uploadArtifactStep uploads staging builds, on pushes to the staging repository only.
func (p *plan) uploadArtifactStep() []*yaml.Node {
	if p.staging == "" {
		return nil
	}
	command := "./scripts/utils/upload-artifact.sh"
	if p.Artifact != "" {
		command += " " + shellWord(p.Artifact)
	}
	return []*yaml.Node{mapping(
		"name", "Upload the build",
		"if", "github.repository == "+exprString(p.staging)+" && github.event_name == 'push'",
		"run", command,
	)}
}

func (p *plan) detectBreakingChangesWorkflow() *yaml.Node {
	return mapping(
		"name", "Detect breaking changes",
		"on", mapping("pull_request", mapping("branches", []string{branchFilter(p.workingBranch)})),
		"permissions", mapping("contents", "read"),
		"jobs", mapping("detect_breaking_changes", mapping(
			"name", "detect breaking changes",
			"runs-on", runner,
			"timeout-minutes", 10,
			// The previous release's tests come from its tag, so the checkout needs the history.
			"steps", sequence(p.prepare(mapping("fetch-depth", 0),
				runStep("Check the previous release's tests against this SDK", p.Commands.DetectBreakingChanges))...),
		)),
	)
}

// prepare returns the steps every building job starts with: checkout (with checkoutWith), the toolchain setup and
// the bootstrap command, then steps.
func (p *plan) prepare(checkoutWith *yaml.Node, steps ...*yaml.Node) []*yaml.Node {
	out := []*yaml.Node{mapping("uses", checkoutAction, "with", checkoutWith)}
	for _, s := range p.Setup {
		out = append(out, mapping("name", when(s.Name != "", s.Name), "uses", when(s.Uses != "", s.Uses),
			"with", when(len(s.With) > 0, s.With), "run", when(s.Run != "", s.Run)))
	}
	out = append(out, runStep("Bootstrap", p.Commands.Bootstrap))
	return append(out, steps...)
}

func runStep(name, command string) *yaml.Node {
	return mapping("name", name, "run", command)
}

// repoCondition runs a job only in one repository: release jobs must not run in staging copies.
func repoCondition(repo string) string {
	return "github.repository == " + exprString(repo)
}
