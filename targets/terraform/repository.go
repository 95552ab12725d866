package terraform

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// The modules the provider builds on, resolved together (scripts/install-test-deps downloads them): _deps/go.mod
// lists them and _deps/go.sum their hashes. The SDK of the same run needs none: it is replaced.
var (
	//go:embed _deps/go.mod.txt
	depsMod string
	//go:embed _deps/go.sum
	depsSum string
)

// localSDK is where the SDK of the same run is, relative to the provider: `sdkgen generate --out DIR` writes the go
// target to DIR/go next to DIR/terraform.
const localSDK = "../go"

// placeholderVersion is the version go.mod requires of a replaced module.
const placeholderVersion = "v0.0.0-00010101000000-000000000000"

// TfplugindocsVersion is the tfplugindocs scripts/generate-docs runs.
const TfplugindocsVersion = "v0.25.0"

// goMod is go.mod: the SDK, published (go_sdk_version) or replaced with the one of the same run, and the
// framework's modules with what they need.
func (g *gen) goMod() string {
	requires := depsMod[strings.Index(depsMod, "require ("):]
	var b strings.Builder
	fmt.Fprintf(&b, "module %s\n\ngo %s\n\nrequire %s %s\n\n%s", g.module, g.goVersion(), g.sdkPath, firstNonEmpty(g.sdkVersion, placeholderVersion), requires)
	if g.sdkVersion == "" {
		fmt.Fprintf(&b, "\nreplace %s => %s\n", g.sdkPath, localSDK)
	}
	return b.String()
}

// repository writes go.mod, the scripts, examples, docs templates, the registry manifest, lint settings, the
// README and the shared files.
func (g *gen) repository() error {
	// The shared files first: this target's scripts/test (acceptance tests, no mock server) replaces theirs.
	if err := g.scaffold(); err != nil {
		return err
	}
	files := []struct{ path, data string }{
		{"go.mod", g.goMod()},
		{"go.sum", depsSum},
		{".gitignore", "*.test\n*.out\n/dist/\n/terraform-provider-" + g.provider + "\n/.docs-schema.json\n"},
		{".golangci.yml", golangciConfig},
		{"terraform-registry-manifest.json", "{\n  \"version\": 1,\n  \"metadata\": {\n    \"protocol_versions\": [\"6.0\"]\n  }\n}\n"},
		{"README.md", g.readme()},
		{"examples/provider/provider.tf", g.providerExample()},
	}
	if g.registryRelease() {
		files = append(files, struct{ path, data string }{".goreleaser.yml", g.goreleaser()})
	}
	if g.docs() {
		files = append(files, struct{ path, data string }{"templates/index.md.tmpl", indexTemplate})
	}
	for _, s := range g.services {
		tn := g.typeName(s)
		if s.resource {
			files = append(files,
				struct{ path, data string }{"examples/resources/" + tn + "/resource.tf", g.resourceExample(s, false)},
				struct{ path, data string }{"examples/resources/" + tn + "/import.sh", "# " + importID(s) + "\nterraform import " + tn + ".example " + strings.ReplaceAll(importID(s), "<id>", "example-id") + "\n"},
				struct{ path, data string }{"internal/services/" + s.pkg + "/testdata/resource_update.tf", g.resourceExample(s, true)},
				struct{ path, data string }{"internal/services/" + s.pkg + "/testdata/data_source.tf", g.dataSourceExample(s, true)})
		}
		if s.dataSource {
			files = append(files, struct{ path, data string }{"examples/data-sources/" + tn + "/data-source.tf", g.singleDataExample(s)})
		}
		if s.itemsOK {
			files = append(files, struct{ path, data string }{"examples/data-sources/" + g.listTypeName(s) + "/data-source.tf", g.listDataExample(s)})
		}
	}
	for _, f := range files {
		if err := g.out.Add(f.path, []byte(f.data)); err != nil {
			return err
		}
	}
	scripts := []struct{ path, data string }{
		{"scripts/bootstrap", g.bootstrapScript()},
		{"scripts/format", golang.FormatScript},
		{"scripts/lint", lintScript},
		{"scripts/build", strings.ReplaceAll(buildScript, "PROVIDER", g.provider)},
		{"scripts/test", strings.ReplaceAll(testScript, "BASE_URL_ENV", g.baseURLEnv())},
		{"scripts/detect-breaking-changes", detectBreakingChanges},
	}
	if g.docs() {
		scripts = append(scripts, struct{ path, data string }{"scripts/generate-docs", g.generateDocsScript()})
	}
	for _, s := range scripts {
		if err := g.out.AddExecutable(s.path, []byte(s.data)); err != nil {
			return err
		}
	}
	return nil
}

func (g *gen) singleDataExample(s *service) string {
	c := *s
	c.itemsOK = false
	return g.dataSourceExample(&c, false)
}

func (g *gen) listDataExample(s *service) string {
	c := *s
	c.dataSource = false
	return g.dataSourceExample(&c, false)
}

func (g *gen) providerExample() string {
	var b strings.Builder
	fmt.Fprintf(&b, "terraform {\n  required_providers {\n    %s = {\n      source = %q\n    }\n  }\n}\n\n", g.provider, g.namespace+"/"+g.provider)
	fmt.Fprintf(&b, "# Every attribute falls back to an environment variable: %s", g.baseURLEnv())
	for _, s := range g.settings() {
		if s.env != "" {
			b.WriteString(", " + s.env)
		}
	}
	fmt.Fprintf(&b, ".\nprovider %q {\n}\n", g.provider)
	return b.String()
}

func (g *gen) bootstrapScript() string {
	s := `#!/usr/bin/env bash
# Checks that Go is installed and downloads the modules the provider needs.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v go >/dev/null 2>&1; then
  echo "scripts/bootstrap: install Go first (https://go.dev/dl/); go.mod says which version" >&2
  exit 1
fi
`
	if g.sdkVersion == "" {
		s += `sdk_dir="$(sed -n 's/^replace .* => \(.*\)$/\1/p' go.mod | head -n 1)"
if [ -n "$sdk_dir" ] && [ ! -f "$sdk_dir/go.mod" ]; then
  echo "scripts/bootstrap: the Go SDK is not at $sdk_dir: generate it there (sdkgen generate --out DIR writes DIR/go)" >&2
  exit 1
fi
`
	} else {
		s += "go get " + g.sdkPath + "@" + g.sdkVersion + "\n"
	}
	return s + "go mod download\n"
}

const lintScript = `#!/usr/bin/env bash
# Checks the formatting, builds and vets the provider, and compiles the tests without running them; golangci-lint
# (.golangci.yml) runs too when it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> gofmt"
unformatted="$(gofmt -l .)"
if [ -n "$unformatted" ]; then
  echo "these files are not formatted (run ./scripts/format):" >&2
  echo "$unformatted" >&2
  exit 1
fi
echo "==> go build"
go build ./...
echo "==> go vet"
go vet ./...
echo "==> compiling the tests"
go test -run '^$' ./... >/dev/null
if command -v golangci-lint >/dev/null 2>&1; then
  echo "==> golangci-lint"
  golangci-lint run ./...
fi
`

const buildScript = `#!/usr/bin/env bash
# Builds the provider binary into ./terraform-provider-PROVIDER.
set -euo pipefail
cd "$(dirname "$0")/.."

go build -o terraform-provider-PROVIDER .
`

const testScript = `#!/usr/bin/env bash
# Runs the tests: the model/schema parity tests and the runtime's always; the acceptance tests (create, an empty
# plan, update, import, destroy) with TF_ACC=1, BASE_URL_ENV set to a server they may create objects on, and
# TF_ACC_TERRAFORM_PATH set to a terraform or tofu binary. Arguments go to go test.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${TF_ACC:-}" ] && [ -z "${TF_ACC_TERRAFORM_PATH:-}" ] && command -v tofu >/dev/null 2>&1; then
  export TF_ACC_TERRAFORM_PATH="$(command -v tofu)"
fi
# OpenTofu resolves providers on its own registry host.
if [ -n "${TF_ACC_TERRAFORM_PATH:-}" ]; then
  case "$("$TF_ACC_TERRAFORM_PATH" version 2>/dev/null || true)" in
    OpenTofu*) export TF_ACC_PROVIDER_HOST="${TF_ACC_PROVIDER_HOST:-registry.opentofu.org}" ;;
  esac
fi
go test "${@:-./...}"
`

// generateDocsScript writes docs/ with tfplugindocs from the provider's schema, which it gets from a terraform or
// tofu binary that runs the provider built here (a dev override: nothing is downloaded from a registry).
func (g *gen) generateDocsScript() string {
	return `#!/usr/bin/env bash
# Generates docs/ from templates/, examples/ and the provider's schema with tfplugindocs. The schema comes from
# "providers schema -json" of a terraform or tofu binary (TF_CLI, else tofu or terraform on PATH) running the
# provider built here through a dev override, so no registry is contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

tf="${TF_CLI:-$(command -v tofu || command -v terraform || true)}"
if [ -z "$tf" ]; then
  echo "scripts/generate-docs: install OpenTofu or Terraform (or set TF_CLI)" >&2
  exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
go build -o "$work/terraform-provider-` + g.provider + `" .
cat >"$work/cli.tfrc" <<EOF
provider_installation {
  dev_overrides {
    "` + g.namespace + "/" + g.provider + `" = "$work"
  }
  direct {}
}
EOF
cp examples/provider/provider.tf "$work/main.tf"
(cd "$work" && TF_CLI_CONFIG_FILE="$work/cli.tfrc" "$tf" providers schema -json) >.docs-schema.json
# tfplugindocs finds the provider under its short name (the registry host differs between terraform and tofu).
sed -i.bak 's|"[^"]*/` + g.namespace + "/" + g.provider + `":|"` + g.provider + `":|' .docs-schema.json
rm -f .docs-schema.json.bak
go run github.com/hashicorp/terraform-plugin-docs/cmd/tfplugindocs@` + TfplugindocsVersion + ` generate \
  --provider-name ` + g.provider + ` --providers-schema .docs-schema.json
rm -f .docs-schema.json
`
}

// detectBreakingChanges compares the schemas of the previous release with this version's: an attribute removed,
// retyped or newly required breaks existing configurations and states.
const detectBreakingChanges = `#!/usr/bin/env bash
# Lists the attributes of the previous release (a v* tag, or the ref given) that this version removed, retyped or
# made required: each breaks configurations or states written for that release. Exits 1 when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)}"
if [ -z "$base" ]; then
  echo "no previous release to compare with"
  exit 0
fi
# attributes prints "<file> <attribute> <type>" and "<file> <attribute> required" for each schema attribute.
attributes() {
  sed -n 's/^[[:space:]]*"\([a-z0-9_]*\)": [a-z]*\.\([A-Za-z0-9]*\)Attribute{\(.*\)$/\1 \2 \3/p' | while read -r name kind rest; do
    echo "$1 $name $kind"
    case "$rest" in Required:*) echo "$1 $name required" ;; esac
  done
}
old="$(mktemp)"
new="$(mktemp)"
trap 'rm -f "$old" "$new"' EXIT
for f in $(git ls-tree -r --name-only "$base" internal/services | grep '/schema\.go$' || true); do
  git show "$base:$f" | attributes "$f" >>"$old"
done
for f in internal/services/*/schema.go; do
  [ -f "$f" ] && attributes "$f" <"$f" >>"$new"
done
broken="$(sort -u "$old" | comm -23 - <(sort -u "$new") | grep -v ' required$' || true)"
required="$(sort -u "$new" | comm -23 - <(sort -u "$old") | grep ' required$' || true)"
if [ -n "$broken$required" ]; then
  [ -n "$broken" ] && echo "removed or retyped since $base:" && echo "$broken"
  [ -n "$required" ] && echo "required since $base:" && echo "$required"
  exit 1
fi
echo "no breaking schema changes since $base"
`

const golangciConfig = `version: "2"
linters:
  default: standard
  enable:
    - errorlint
    - gocritic
    - misspell
    - unconvert
formatters:
  enable:
    - gofmt
`

const indexTemplate = `---
page_title: "{{.ProviderShortName}} Provider"
description: |-
{{ .Description | plainmarkdown | trimspace | prefixlines "  " }}
---

# {{.ProviderShortName}} Provider

{{ .Description | trimspace }}

## Example Usage

{{ tffile "examples/provider/provider.tf" }}

{{ .SchemaMarkdown | trimspace }}
`

func (g *gen) readme() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Terraform provider for the %s API\n\n", g.title())
	fmt.Fprintf(&b, "The `%s` provider manages the %s API's objects with Terraform or OpenTofu. It is built on "+
		"terraform-plugin-framework and calls the API through the Go SDK (`%s`).\n\n", g.provider, g.title(), g.sdkPath)
	b.WriteString("## Usage\n\n```hcl\n" + g.providerExample() + "```\n\n## Configuration\n\n| Attribute | Environment variable |\n|---|---|\n")
	fmt.Fprintf(&b, "| `base_url` | `%s` |\n", g.baseURLEnv())
	for _, s := range g.settings() {
		fmt.Fprintf(&b, "| `%s` | %s |\n", s.attr, codeOrDash(s.env))
	}
	b.WriteString("\n## Resources and data sources\n\n| Type | Resource | Data source | List data source |\n|---|---|---|---|\n")
	for _, s := range g.services {
		list := "—"
		if s.itemsOK {
			list = "`" + g.listTypeName(s) + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", g.typeName(s), yesNo(s.resource), yesNo(s.dataSource), list)
	}
	b.WriteString("\nImport an object by its id: `terraform import <type>.<name> <id>` (objects under a parent: `<parent id>/<id>`).\n\n")
	b.WriteString("## Development\n\n- `./scripts/bootstrap`, `./scripts/lint`, `./scripts/build`, `./scripts/test`.\n" +
		"- Acceptance tests: `TF_ACC=1 " + g.baseURLEnv() + "=<server> TF_ACC_TERRAFORM_PATH=$(command -v tofu) ./scripts/test`: each resource is created from its example, planned again (the plan must be empty), updated, imported and destroyed.\n")
	if g.docs() {
		b.WriteString("- `./scripts/generate-docs` writes docs/ with tfplugindocs.\n")
	}
	b.WriteString("- `internal/services/<name>/custom.go` is hand-written and kept across generations.\n")
	return b.String()
}

// docsCommand is the command CONTRIBUTING.md shows for the docs, "" without them.
func (g *gen) docsCommand() string {
	if g.docs() {
		return "./scripts/generate-docs"
	}
	return ""
}

// docs reports whether the provider documents itself with tfplugindocs (options.generate_docs, default true):
// templates/ and scripts/generate-docs.
func (g *gen) docs() bool {
	return g.cfg.Options.GenerateDocs == nil || *g.cfg.Options.GenerateDocs
}

func codeOrDash(s string) string {
	if s == "" {
		return "—"
	}
	return "`" + s + "`"
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "—"
}

// scaffold adds the files every repository shares.
func (g *gen) scaffold() error {
	api := g.api
	if api.Organization.Name == "" {
		cp := *api
		cp.Organization.Name = firstNonEmpty(api.Client.Name, g.provider)
		api = &cp
	}
	common := g.cfg.TargetCommon
	repo := scaffold.Repo{
		API: api, Common: &common, Publish: g.cfg.Publish.PublishCommon,
		Lang: "go", LangTitle: "Go", Version: Version, PackageName: g.module,
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Example: g.docsCommand(),
			Install:               "terraform init   # after adding " + g.namespace + "/" + g.provider + " to required_providers",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			"Go " + g.goVersion() + " or later, and the Go SDK next to this repository (" + localSDK + ")",
			"OpenTofu or Terraform, for the acceptance tests and scripts/generate-docs",
		},
		Test: scaffold.TestRun{Command: "go test ./...", Args: "Arguments go to go test (e.g. -run TestAccResource)."},
		Setup: []scaffold.Step{{
			Name: "Set up Go", Uses: "actions/setup-go@v5",
			With: map[string]string{"go-version": scaffold.ActionsLiteral(g.goVersion())},
		}},
		CustomDirs:        []string{"lib/"},
		ExtraVersionFiles: []string{"main.go"},
		ReleaseType:       "go",
		Registries:        g.registries(),
	}
	return scaffold.Add(g.out, repo)
}
