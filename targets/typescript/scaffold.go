package typescript

import (
	"encoding/json"

	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// scaffold adds the repository files every SDK shares (targets/internal/scaffold): LICENSE, SECURITY.md,
// CONTRIBUTING.md, .stats.yml, scripts/mock, CI, release and publish workflows.
func (g *gen) scaffold() error {
	if err := g.addExecutable("scripts/detect-breaking-changes", detectBreakingChanges); err != nil {
		return err
	}
	if jsr := g.cfg.Publish.JSR; jsr != nil && (jsr.Enabled || jsr.PackageName != "") && g.lang == "typescript" {
		b, _ := json.MarshalIndent(orderedJSON{{"name", jsr.PackageName}, {"version", Version}, {"exports", "./src/index.ts"}}, "", "  ")
		if err := g.add("jsr.json", string(b)+"\n"); err != nil {
			return err
		}
	}
	return scaffold.Add(g.out, scaffold.Repo{
		API: g.api, Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: g.lang, LangTitle: "TypeScript", Version: Version, PackageName: g.cfg.PackageName,
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock", Install: g.installFromSource(),
			Example: "./node_modules/.bin/tsx examples/<example>.ts", DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements:  []string{"Node.js 20 or later, with npm"},
		BootstrapNote: g.bootstrapNote(),
		Test: scaffold.TestRun{
			Env: `export PATH="$PWD/node_modules/.bin:$PATH"`, Command: "vitest run",
			Args: "Arguments go to vitest (e.g. tests/api-resources/accounts.test.ts).",
		},
		Spec:              g.spec,
		Setup:             g.ciSetup(),
		CustomDirs:        customDirs,
		Registries:        g.registries(),
		ExtraVersionFiles: g.versionFiles(),
		ExtraVersionKeys:  g.mcpVersionKeys(),
		ReleaseType:       "node",
		Artifact:          "dist",
	})
}

// bootstrapNote says which package manager scripts/bootstrap uses, when it is not npm.
func (g *gen) bootstrapNote() string {
	pm := g.packageManager()
	runner := packageManagerRunner(pm)
	if runner == "" {
		return ""
	}
	return "`./scripts/bootstrap` installs the dependencies with " + pm + "; when " + pm + " is not installed, npm runs `" +
		runner + "` for it."
}

func (g *gen) installFromSource() string {
	repo := g.repoSlug()
	if repo == "" {
		return "npm install <path to this repository>"
	}
	return g.packageManagerAdd() + " git+https://github.com/" + repo + ".git"
}

func (g *gen) packageManagerAdd() string {
	switch g.packageManager() {
	case "pnpm":
		return "pnpm add"
	case "yarn":
		return "yarn add"
	}
	return "npm install"
}

// ciSetup installs Node (and the configured package manager) in CI jobs.
func (g *gen) ciSetup() []scaffold.Step {
	steps := []scaffold.Step{}
	switch g.packageManager() {
	case "pnpm":
		steps = append(steps, scaffold.Step{Name: "Set up pnpm", Uses: "pnpm/action-setup@v4", With: map[string]string{"version": readToolchain().PackageManagerVersions["pnpm"]}})
	case "yarn":
		steps = append(steps, scaffold.Step{Name: "Enable yarn", Run: "corepack enable"})
	}
	return append(steps, scaffold.Step{Name: "Set up Node", Uses: "actions/setup-node@v4", With: map[string]string{"node-version": "20"}})
}

// versionFiles are the files besides package.json that carry the version.
func (g *gen) versionFiles() []string {
	files := []string{"src/version.ts"}
	if g.mcpEnabled() {
		files = append(files, mcpDir+"package.json", mcpDir+"src/version.ts")
	}
	if _, ok := g.out.File("jsr.json"); ok {
		files = append(files, "jsr.json")
	}
	return files
}

// registries are the configured publish targets with their scripts.
func (g *gen) registries() []scaffold.Registry {
	var out []scaffold.Registry
	if npm := g.cfg.Publish.NPM; npm != nil && (npm.Enabled || npm.Object) {
		r := scaffold.Registry{Name: "npm", Environment: npm.ReleaseEnvironment}
		if npm.AuthMethod == "oidc" {
			r.OIDC = true
			r.Script = publishNPM("npm publish --provenance --access public")
		} else {
			r.Secrets = []string{"NPM_TOKEN"}
			r.Script = publishNPM(`npm config set "//registry.npmjs.org/:_authToken" "$NPM_TOKEN"
npm publish --access public`)
		}
		out = append(out, r)
	}
	if jsr := g.cfg.Publish.JSR; jsr != nil && (jsr.Enabled || jsr.PackageName != "") && g.lang == "typescript" {
		r := scaffold.Registry{Name: "jsr", Title: "JSR", Environment: jsr.ReleaseEnvironment}
		if jsr.UseAccessToken {
			r.Secrets = []string{"JSR_TOKEN"}
			r.Script = publishJSR(`npx -y jsr publish --token "$JSR_TOKEN"`)
		} else {
			r.OIDC = true
			r.Script = publishJSR("npx -y jsr publish")
		}
		out = append(out, r)
	}
	if g.mcpEnabled() {
		if d := g.cfg.Options.MCPServer.Publish.Docker; d != nil && d.Enabled {
			image := d.ImageName
			if d.Registry != "" {
				image = d.Registry + "/" + image
			}
			out = append(out, scaffold.Registry{
				Name: "docker-mcp", Title: "Docker (MCP server)", Environment: d.ReleaseEnvironment,
				Secrets: []string{"DOCKER_USERNAME", "DOCKER_PASSWORD"}, Script: publishDocker(image),
			})
		}
	}
	return out
}

func publishNPM(publish string) string {
	return `#!/usr/bin/env bash
# Publishes the package at PACKAGE_PATH (default: the SDK itself) to npm.
set -euo pipefail
./scripts/build
cd "${PACKAGE_PATH:-.}"
if [ -f tsconfig.json ] && [ "$PWD" != "$(git rev-parse --show-toplevel)" ]; then
  npm install && npm run build
fi
` + publish + "\n"
}

func publishJSR(publish string) string {
	return `#!/usr/bin/env bash
# Publishes the TypeScript sources to JSR (jsr.json).
set -euo pipefail
` + publish + "\n"
}

func publishDocker(image string) string {
	return `#!/usr/bin/env bash
# Builds the MCP server image and pushes it tagged with the package version and latest.
set -euo pipefail
image=` + scaffold.ShellQuote(image) + `
version="$(node -p "require('./packages/mcp-server/package.json').version")"
echo "$DOCKER_PASSWORD" | docker login --username "$DOCKER_USERNAME" --password-stdin "${image%%/*}"
docker build -t "$image:$version" -t "$image:latest" packages/mcp-server
docker push "$image:$version"
docker push "$image:latest"
`
}

const detectBreakingChanges = `#!/usr/bin/env bash
# Type-checks the API tests of the previous release (a v* tag, or the ref given) against this version: a test
# that no longer compiles uses something this version removed or changed incompatibly.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

` + scaffold.PreviousRelease + `previous="tests/previous-release"
rm -rf "$previous"
trap 'rm -rf "$previous"' EXIT
mkdir -p "$previous"
git archive "$base" tests/api-resources | tar -x -C "$previous" --strip-components=2
echo "==> type-checking the tests of $base against this version"
tsc --noEmit -p tsconfig.json
`
