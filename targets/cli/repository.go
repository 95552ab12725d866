package cli

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// The modules the CLI builds on, with the versions the runtime is tested with. Each supports Go 1.22.
var dependencies = []struct{ path, version string }{
	{"github.com/creack/pty", "v1.1.24"},
	{"github.com/urfave/cli/v3", "v3.14.0"},
	{"go.yaml.in/yaml/v3", "v3.0.5"},
	{"golang.org/x/term", "v0.25.0"},
}

// indirectDependencies are what those need.
var indirectDependencies = []struct{ path, version string }{{"golang.org/x/sys", "v0.26.0"}}

// goSum lists the hashes of the dependencies (the SDK built in the same run needs none: it is replaced).
const goSum = `github.com/creack/pty v1.1.24 h1:bJrF4RRfyJnbTJqzRLHzcGaZK1NeM5kTC9jGgovnR1s=
github.com/creack/pty v1.1.24/go.mod h1:08sCNb52WyoAwi2QDyzUCTgcvVFhUzewun7wtTfvcwE=
github.com/stretchr/testify v1.12.1 h1:EuwCh5fleGS7H32xRwO3wRGT7DxrDhLAT6FF8MpWDWE=
github.com/stretchr/testify v1.12.1/go.mod h1:MDEgiDPPsNp5cuIrHPPCyornHKgEVbtFUmoNlxoYthg=
github.com/urfave/cli/v3 v3.14.0 h1:a8414NQlHJs0c/iBsulKLzlES0n/lEAskbL2LKpU4/s=
github.com/urfave/cli/v3 v3.14.0/go.mod h1:vXn6HxPNccJSzQr2QvwVncOKrgYGIHU0HY5h8B2nQj4=
go.yaml.in/yaml/v3 v3.0.5 h1:N6y/pJk8buWs9NY5ERU2HSMfm+IuD/OtfdAnq6kESPw=
go.yaml.in/yaml/v3 v3.0.5/go.mod h1:HVTZu1O7/Vkt2N+BFy8Zza+lnLsABggaTM2ZpNIGuKg=
golang.org/x/sys v0.26.0 h1:KHjCJyddX0LoSTb3J+vWpupP9p0oznkqVk/IfjymZbo=
golang.org/x/sys v0.26.0/go.mod h1:/VUhepiaJMQUp4+oa/7Zr1D23ma6VTLIYjOOTFZPUcA=
golang.org/x/term v0.25.0 h1:WtHI/ltw4NvSUig5KARz9h521QvRC8RmF/cuYqifU24=
golang.org/x/term v0.25.0/go.mod h1:RPyXicDX+6vLxogjjRxjgD2TKtmAO6NZBsBRfrOLu7M=
`

// siblingSDK is where the SDK of the same run is, relative to the CLI: `sdkgen generate --out DIR` writes the go
// target to DIR/go next to DIR/cli.
const siblingSDK = "../go"

// embeddedSDKDir is where a CLI whose sdkgen.yml has no go section carries the Go SDK, relative to the CLI.
const embeddedSDKDir = "./sdk"

// placeholderVersion is the version go.mod requires of a replaced module.
const placeholderVersion = "v0.0.0-00010101000000-000000000000"

// goMod is go.mod: the SDK, published (go_sdk_version) or replaced with the one of the same run, and the
// dependencies.
func (g *gen) goMod() string {
	var b strings.Builder
	fmt.Fprintf(&b, "module %s\n\ngo %s\n\nrequire (\n", g.module, g.goVersion())
	fmt.Fprintf(&b, "\t%s %s\n", g.sdkPath, firstNonEmpty(g.sdkVersion, placeholderVersion))
	for _, d := range dependencies {
		fmt.Fprintf(&b, "\t%s %s\n", d.path, d.version)
	}
	b.WriteString(")\n\nrequire (\n")
	for _, d := range indirectDependencies {
		fmt.Fprintf(&b, "\t%s %s // indirect\n", d.path, d.version)
	}
	b.WriteString(")\n")
	if g.sdkVersion == "" {
		fmt.Fprintf(&b, "\nreplace %s => %s\n", g.sdkPath, g.sdkDir)
	}
	return b.String()
}

// repository writes go.mod, the scripts, the release configuration, the README and the shared files.
func (g *gen) repository() error {
	files := []struct{ path, data string }{
		{"go.mod", g.goMod()},
		{"go.sum", goSum},
		{".gitignore", ".prism.log\n.prism.pid\n*.test\n*.out\n/dist/\n/completions/\n/" + g.bin + "\n"},
		{".goreleaser.yml", g.goreleaser()},
		{"README.md", g.readme()},
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
		{"scripts/build", strings.ReplaceAll(buildScript, "BIN", g.bin)},
		{"scripts/link", g.linkScript()},
		{"scripts/completions", strings.ReplaceAll(completionsScript, "BIN", g.bin)},
		{"scripts/detect-breaking-changes", detectBreakingChanges},
	}
	for _, s := range scripts {
		if err := g.out.AddExecutable(s.path, []byte(s.data)); err != nil {
			return err
		}
	}
	return g.scaffold()
}

func (g *gen) bootstrapScript() string {
	s := `#!/usr/bin/env bash
# Checks that Go is installed and downloads the modules the CLI needs. The Go SDK comes from SDK_SOURCE.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v go >/dev/null 2>&1; then
  echo "scripts/bootstrap: install Go first (https://go.dev/dl/); go.mod says which version" >&2
  exit 1
fi
`
	if g.sdkVersion == "" {
		s = strings.Replace(s, "SDK_SOURCE", "the folder go.mod's replace names ("+g.sdkDir+" by default; see scripts/link)", 1)
		s += `sdk_dir="$(sed -n 's/^replace .* => \(.*\)$/\1/p' go.mod | head -n 1)"
` + g.cloneSDK() + `if [ -n "$sdk_dir" ] && [ ! -f "$sdk_dir/go.mod" ]; then
  echo "scripts/bootstrap: the Go SDK is not at $sdk_dir: generate it there, or run ./scripts/link <path to the SDK>" >&2
  exit 1
fi
go mod download
`
		return s
	}
	s = strings.Replace(s, "SDK_SOURCE", "the module proxy ("+g.sdkPath+" "+g.sdkVersion+")", 1)
	// go get records the published SDK's hashes in go.sum; after scripts/link the local checkout needs none.
	return s + "if ! grep -q '^replace ' go.mod; then\n  go get " + scaffold.ShellQuote(g.sdkPath+"@"+g.sdkVersion) + "\nfi\ngo mod download\n"
}

// cloneSDK is the bootstrap step that clones the Go SDK's repository (the go target's production_repo) into
// ../go when it is missing there, as on CI; empty when the SDK has no repository.
func (g *gen) cloneSDK() string {
	if g.goCfg.ProductionRepo == nil {
		return ""
	}
	repo, branch, _ := strings.Cut(*g.goCfg.ProductionRepo, "#")
	if repo == "" || !modulePattern.MatchString(repo) {
		return ""
	}
	args := "--depth 1"
	if branch != "" {
		args += " --branch " + scaffold.ShellQuote(branch)
	}
	return `if [ "$sdk_dir" = "` + g.sdkDir + `" ] && [ ! -f "$sdk_dir/go.mod" ] && command -v git >/dev/null 2>&1; then
  echo "==> cloning the Go SDK into $sdk_dir"
  git clone ` + args + ` ` + scaffold.ShellQuote("https://github.com/"+repo+".git") + ` "$sdk_dir"
fi
`
}

func (g *gen) linkScript() string {
	return `#!/usr/bin/env bash
# Builds the CLI against a local checkout of the Go SDK: ./scripts/link [path] points go.mod's replace at path
# (default ` + g.sdkDir + `, where sdkgen generate writes the SDK); ./scripts/link --unlink removes it and
# uses the published version go.mod requires.
set -euo pipefail
cd "$(dirname "$0")/.."

module=` + scaffold.ShellQuote(g.sdkPath) + `
if [ "${1:-}" = "--unlink" ]; then
  go mod edit -dropreplace "$module"
  echo "using the published $module"
  exit 0
fi
dir="${1:-` + g.sdkDir + `}"
if [ ! -f "$dir/go.mod" ]; then
  echo "scripts/link: $dir has no go.mod: give the path of a checkout of $module" >&2
  exit 1
fi
go mod edit -replace "$module=$dir"
echo "building against the SDK in $dir"
`
}

const lintScript = `#!/usr/bin/env bash
# Checks the formatting, builds and vets the CLI, and compiles the tests without running them.
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
`

const buildScript = `#!/usr/bin/env bash
# Builds the BIN binary into ./BIN (releases are built by goreleaser: see .goreleaser.yml).
set -euo pipefail
cd "$(dirname "$0")/.."

go build -o BIN ./cmd/BIN
`

const completionsScript = `#!/usr/bin/env bash
# Writes the shell completions of BIN into completions/ (goreleaser runs it before packaging them).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p completions
go run ./cmd/BIN completion bash >completions/BIN.bash
go run ./cmd/BIN completion zsh >completions/BIN.zsh
go run ./cmd/BIN completion fish >completions/BIN.fish
go run ./cmd/BIN completion pwsh >completions/BIN.ps1
`

// scaffold adds the files every repository shares, with a release that builds the archives with goreleaser.
func (g *gen) scaffold() error {
	api := g.api
	if api.Organization.Name == "" {
		cp := *api
		cp.Organization.Name = api.Client.Name
		api = &cp
	}
	common := g.cfg.TargetCommon
	return scaffold.Add(g.out, scaffold.Repo{
		API: api, Common: &common, Publish: g.cfg.Publish.PublishCommon,
		Lang: "go", LangTitle: "Go", Version: Version, PackageName: g.module,
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock",
			Install:               "go install " + g.module + "/cmd/" + g.bin + "@latest",
			Example:               "go run ./cmd/" + g.bin + " --help",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			"Go " + g.goVersion() + " or later, and the Go SDK in " + g.sdkDir + " (or see scripts/link)",
			"Node.js 20 or later with npm, which the mock server of the tests runs on",
		},
		Test: scaffold.TestRun{Command: "go test ./...", Args: "Arguments go to go test (e.g. -run TestHelp)."},
		Spec: g.spec,
		Setup: []scaffold.Step{{
			Name: "Set up Go", Uses: "actions/setup-go@v5",
			With: map[string]string{"go-version": scaffold.ActionsLiteral(g.goVersion())},
		}},
		CustomDirs:        []string{"lib/"},
		ExtraVersionFiles: []string{"pkg/cmd/root.go", "README.md"},
		ReleaseType:       "go",
		Registries:        g.registries(),
	})
}

// registries is the release of the binaries: goreleaser builds the archives and packages, uploads them to the
// release and updates the Homebrew tap.
func (g *gen) registries() []scaffold.Registry {
	var secrets []string
	if g.cfg.Publish.Homebrew != nil {
		secrets = append(secrets, "HOMEBREW_TAP_GITHUB_TOKEN")
	}
	if g.macOSSigning() {
		secrets = append(secrets, "MACOS_SIGN_P12", "MACOS_SIGN_PASSWORD", "MACOS_NOTARY_KEY", "MACOS_NOTARY_KEY_ID", "MACOS_NOTARY_ISSUER_ID")
	}
	return []scaffold.Registry{{
		Name: "release", Title: "GitHub Releases", Secrets: secrets, Environment: g.cfg.Publish.ReleaseEnvironment, Release: true,
		Script: `#!/usr/bin/env bash
# Builds the release archives and packages with goreleaser and uploads them to the GitHub release of the current
# tag` + homebrewNote(g.cfg.Publish.Homebrew) + `.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"

go run github.com/goreleaser/goreleaser/v2@v2.12.0 release --clean
`,
	}}
}

func homebrewNote(h *config.HomebrewPublish) string {
	if h == nil {
		return ""
	}
	return ", then updates the Homebrew formula in " + h.TapRepo
}

// macOSSigning reports whether publish.macos is an object of signing and notarisation settings (true only builds
// the macOS archives, which every release has).
func (g *gen) macOSSigning() bool {
	n := g.cfg.Publish.MacOS
	return n != nil && n.Kind == document.Object
}

const detectBreakingChanges = `#!/usr/bin/env bash
# Runs the command tests of the previous release (a v* tag, or the ref given) against this version: a test that
# fails calls a command or flag this version removed or changed incompatibly. The tests run against the mock
# server, as ./scripts/test runs them.
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)}"
if [ -z "$base" ]; then
  echo "no previous release to compare with"
  exit 0
fi
previous_tests="$(git ls-tree --name-only "$base" pkg/cmd/ | grep '_test\.go$' || true)"
if [ -z "$previous_tests" ]; then
  echo "$base has no command tests to run"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar --exclude=./.git -cf - . | tar -xf - -C "$work"
rm -f "$work"/pkg/cmd/*_test.go
# shellcheck disable=SC2086 # one test file per word; Go file names have no spaces
git archive "$base" $previous_tests | tar -xf - -C "$work"
sdk_dir="$(sed -n 's/^replace .* => \(.*\)$/\1/p' go.mod | head -n 1)"
if [ -n "$sdk_dir" ] && [ "${sdk_dir#/}" = "$sdk_dir" ]; then
  (cd "$work" && go mod edit -replace "$(sed -n 's/^replace \(.*\) => .*$/\1/p' go.mod | head -n 1)=$(cd "$OLDPWD" && cd "$sdk_dir" && pwd)")
fi

echo "==> running the command tests of $base against this version"
(cd "$work" && ./scripts/test ./pkg/cmd/)
`
