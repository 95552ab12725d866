package golang

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// minGoVersion is the oldest go directive the runtime builds with (slices.Concat, min and max, for-range over
// integers).
const minGoVersion = 22

// goVersionPattern is what a go directive may hold: 1.N, 1.N.P, or a release candidate like 1.N rc1.
var goVersionPattern = regexp.MustCompile(`^1\.([0-9]+)(\.[0-9]+|(rc|beta)[0-9]+)?$`)

// goVersion is the go directive: go_language_version, default 1.22.
func (g *gen) goVersion() string {
	if v := strings.TrimSpace(g.cfg.Options.GoLanguageVersion); v != "" {
		return v
	}
	return "1.22"
}

// checkGoVersion rejects a go_language_version that is not a Go version (it lands in go.mod, the README and CI)
// or is older than the runtime needs.
func (g *gen) checkGoVersion() error {
	v := g.goVersion()
	m := goVersionPattern.FindStringSubmatch(v)
	if m == nil {
		return fmt.Errorf("targets.go.options.go_language_version: %q is not a Go version such as 1.22 or 1.23.4", v)
	}
	if minor, _ := strconv.Atoi(m[1]); minor < minGoVersion {
		return fmt.Errorf("targets.go.options.go_language_version: %q is older than Go 1.%d, which the generated runtime needs", v, minGoVersion)
	}
	return nil
}

// repository writes go.mod, .gitignore, the scripts, examples/go.mod and the files every SDK shares.
func (g *gen) repository() error {
	if err := g.checkGoVersion(); err != nil {
		return err
	}
	files := []struct{ path, data string }{
		{"go.mod", "module " + g.module + "\n\ngo " + g.goVersion() + "\n"},
		{".gitignore", ".prism.log\n.prism.pid\n*.test\n*.out\n.idea/\n.vscode/\n"},
		{"examples/go.mod", g.examplesGoMod()},
	}
	for _, f := range files {
		if err := g.out.Add(f.path, []byte(f.data)); err != nil {
			return err
		}
	}
	scripts := []struct{ path, data string }{
		{"scripts/bootstrap", bootstrapScript},
		{"scripts/format", FormatScript},
		{"scripts/lint", lintScript},
		{"scripts/build", buildScript},
		{"scripts/detect-breaking-changes", detectBreakingChanges},
	}
	for _, s := range scripts {
		if err := g.out.AddExecutable(s.path, []byte(s.data)); err != nil {
			return err
		}
	}
	return g.scaffold()
}

// examplesGoMod makes examples/ a module of its own that uses this repository's code: examples are package main
// programs, one per folder, which `go build ./...` of the SDK leaves out and scripts/lint builds.
func (g *gen) examplesGoMod() string {
	return "module " + g.module + "/examples\n\ngo " + g.goVersion() + "\n\nrequire " + g.module + " v0.0.0-00010101000000-000000000000\n\nreplace " + g.module + " => ../\n"
}

const bootstrapScript = `#!/usr/bin/env bash
# Checks that Go is installed and downloads the modules the SDK and its examples need (the SDK itself needs only
# the standard library).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v go >/dev/null 2>&1; then
  echo "scripts/bootstrap: install Go first (https://go.dev/dl/); go.mod says which version" >&2
  exit 1
fi
go mod download
if [ -f examples/go.mod ]; then
  (cd examples && go mod download)
fi
`

// FormatScript is scripts/format of a Go repository (the cli target's too).
const FormatScript = `#!/usr/bin/env bash
# Formats every Go file with gofmt, simplifications included.
set -euo pipefail
cd "$(dirname "$0")/.."

gofmt -s -w .
`

const lintScript = `#!/usr/bin/env bash
# Checks the formatting, builds the module, vets it, compiles the tests without running them, and builds the
# examples when examples/ has any.
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
go test -run '^$' ./...
if [ -f examples/go.mod ] && [ -n "$(find examples -name '*.go' -print -quit)" ]; then
  echo "==> building the examples"
  bin="$(mktemp -d)"
  trap 'rm -rf "$bin"' EXIT
  (cd examples && go build -o "$bin" ./... && go vet ./...)
fi
`

const buildScript = `#!/usr/bin/env bash
# Builds every package of the module. Go has no artifact to publish: pushing a v* tag is the release.
set -euo pipefail
cd "$(dirname "$0")/.."

go build ./...
`

const detectBreakingChanges = `#!/usr/bin/env bash
# Compiles the API tests of the previous release (a v* tag, or the ref given) against this version: a test that
# no longer compiles uses something this version removed or changed incompatibly. The tests are those of the root
# package (*_test.go at the top level), put in place of this version's in a copy of the repository. When the module
# path changed (a new major version), their imports are pointed at the new one.
set -euo pipefail
cd "$(dirname "$0")/.."

` + scaffold.PreviousRelease + `previous_tests="$(git ls-tree --name-only "$base" | grep '_test\.go$' || true)"
if [ -z "$previous_tests" ]; then
  echo "$base has no tests to compile"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar --exclude=./.git -cf - . | tar -xf - -C "$work"
rm -f "$work"/*_test.go
# shellcheck disable=SC2086 # one test file per word; Go file names have no spaces
git archive "$base" $previous_tests | tar -xf - -C "$work"

old_module="$(git show "$base:go.mod" | sed -n 's/^module[[:space:]]*//p' | head -n 1)"
new_module="$(sed -n 's/^module[[:space:]]*//p' go.mod | head -n 1)"
if [ -n "$old_module" ] && [ "$old_module" != "$new_module" ]; then
  old_pattern="$(printf '%s' "$old_module" | sed 's/[][\.*^$]/\\&/g')"
  for f in "$work"/*_test.go; do
    sed "s|\"$old_pattern\([/\"]\)|\"$new_module\1|g" "$f" >"$f.tmp" && mv "$f.tmp" "$f"
  done
fi

echo "==> compiling the tests of $base against this version"
(cd "$work" && go test -count=1 -run '^$' .)
`

// scaffold adds the repository files every SDK shares (targets/internal/scaffold): LICENSE, SECURITY.md,
// CONTRIBUTING.md, .stats.yml, scripts/mock, .keep files in lib/ and examples/, CI, release and
// detect-breaking-changes workflows. Go has no package registry: the release tag is the release.
func (g *gen) scaffold() error {
	api := scaffold.NamedOrganization(g.api)
	return scaffold.Add(g.out, scaffold.Repo{
		API: api, Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: "go", LangTitle: "Go", Version: Version, PackageName: g.module,
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock",
			Install:               "go mod edit -replace " + g.module + "=/path/to/this/repository",
			Example:               "cd examples && go run ./<example>",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			"Go " + g.goVersion() + " or later",
			"Node.js 20 or later with npm, which the mock server of the tests runs on",
		},
		Test: scaffold.TestRun{Command: "go test ./...", Args: "Arguments go to go test (e.g. -run TestAccountNew)."},
		Spec: g.spec,
		Setup: []scaffold.Step{{
			Name: "Set up Go", Uses: "actions/setup-go@v5",
			With: map[string]string{"go-version": scaffold.ActionsLiteral(g.goVersion())},
		}},
		CustomDirs: []string{"lib/"}, // the scaffold adds examples/

		ExtraVersionFiles: []string{"internal/version.go", "README.md"},
		ReleaseType:       "go",
	})
}

// shellQuote single-quotes s for a shell.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// CustomPaths are the folders generation never touches (targets.CustomCoder): lib/ for people's Go code and
// examples/, which holds its own module.
func (Target) CustomPaths(targets.Input) []string { return []string{"lib/", "examples/"} }
