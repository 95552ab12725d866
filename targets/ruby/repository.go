package ruby

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// RubyVersion is the oldest Ruby the gems support, and the one their tests run on here (Debian 12's ruby 3.1).
const RubyVersion = "3.1"

// rubocopConfig is the .rubocop.yml of every gem (and of the runtime: runtime/.rubocop.yml is the same file).
//
//go:embed runtime/.rubocop.yml
var rubocopConfig string

// devGems are the development gems with the version ranges the Gemfile asks for: the ones Debian 12 packages
// (rubocop 1.39, minitest 5.17, rake 13, rbs 2.1 bundled with ruby 3.1) are inside them.
var devGems = [][2]string{
	{"minitest", "~> 5.15"},
	{"rake", "~> 13.0"},
	{"rbs", ">= 2.1"},
	{"rubocop", "~> 1.39"},
}

// gemName is the published name.
func (g *gen) gemName() string { return g.cfg.GemName }

// repoSlug is owner/repo of production_repo without the branch.
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}

// repository writes the gemspec, Gemfile, Rakefile, .rubocop.yml, the scripts and the shared scaffold.
func (g *gen) repository() error {
	files := map[string]string{
		g.gemName() + ".gemspec": g.gemspec(),
		"Gemfile":                g.gemfile(),
		"Rakefile":               rakefile,
		".rubocop.yml":           rubocopConfig,
		".gitignore":             "*.gem\n.bundle/\nvendor/bundle/\nGemfile.lock\n.prism.log\n.prism.pid\n",
		".ruby-version":          RubyVersion + "\n",
		"examples/.keep":         "File generated from our OpenAPI spec by sdkgen.\n\nThis directory can be used to store example files demonstrating usage of this SDK.\nIt is ignored by sdkgen and code generation.\n",
	}
	for _, p := range sortedKeys(files) {
		if err := g.add(p, files[p]); err != nil {
			return err
		}
	}
	scripts := map[string]string{
		"scripts/bootstrap": bootstrapScript(), "scripts/lint": lintScript, "scripts/format": formatScript,
		"scripts/build": g.buildScript(), "scripts/run-tests": runTestsScript,
		"scripts/detect-breaking-changes": detectBreakingChanges,
	}
	for _, p := range sortedKeys(scripts) {
		if err := g.out.AddExecutable(p, []byte(scripts[p])); err != nil {
			return err
		}
	}
	return g.scaffold()
}

// gemspec is <gem>.gemspec: the gem's metadata; it has no runtime dependencies.
func (g *gen) gemspec() string {
	var b strings.Builder
	b.WriteString("# frozen_string_literal: true\n\n")
	fmt.Fprintf(&b, "require_relative %s\n\n", str("lib/"+g.lib+"/version"))
	b.WriteString("Gem::Specification.new do |s|\n")
	fmt.Fprintf(&b, "  s.name = %s\n", str(g.gemName()))
	fmt.Fprintf(&b, "  s.version = %s::VERSION\n", g.mod)
	fmt.Fprintf(&b, "  s.summary = %s\n", str(fmt.Sprintf("Ruby library to access the %s API", g.title())))
	fmt.Fprintf(&b, "  s.authors = [%s]\n", str(g.namer.Pascal(firstNonEmpty(g.api.Organization.Name, g.api.Client.Name))))
	if c := g.api.Organization.Contact; strings.Contains(c, "@") {
		fmt.Fprintf(&b, "  s.email = %s\n", str(c))
	}
	if repo := g.repoSlug(); repo != "" {
		fmt.Fprintf(&b, "  s.homepage = %s\n", str("https://github.com/"+repo))
		fmt.Fprintf(&b, "  s.metadata[\"homepage_uri\"] = s.homepage\n  s.metadata[\"source_code_uri\"] = s.homepage\n")
	}
	fmt.Fprintf(&b, "  s.license = %s\n", str(firstNonEmpty(g.api.Settings.License.SPDX, "Apache-2.0")))
	b.WriteString("  s.metadata[\"rubygems_mfa_required\"] = \"true\"\n")
	fmt.Fprintf(&b, "  s.required_ruby_version = \">= %s\"\n", RubyVersion)
	b.WriteString("  s.files = Dir[\"lib/**/*.rb\", \"sig/**/*.rbs\", \"README.md\", \"LICENSE*\"]\n")
	b.WriteString("  s.require_paths = [\"lib\"]\n")
	b.WriteString("end\n")
	return b.String()
}

// gemfile is the Gemfile: the gemspec and the development gems, for users who reach RubyGems.
func (g *gen) gemfile() string {
	var b strings.Builder
	b.WriteString("# frozen_string_literal: true\n\nsource \"https://rubygems.org\"\n\ngemspec\n\ngroup :development, :test do\n")
	for _, d := range devGems {
		fmt.Fprintf(&b, "  gem %s, %s\n", str(d[0]), str(d[1]))
	}
	b.WriteString("end\n")
	return b.String()
}

const rakefile = `# frozen_string_literal: true

require "rake/testtask"

Rake::TestTask.new(:test) do |t|
  t.libs << "lib" << "test"
  t.test_files = FileList["test/**/*_test.rb"]
end

task default: :test
`

// bootstrapScript checks Ruby and makes the development gems available: when they are installed already (from
// the system's packages, e.g. Debian's ruby-minitest and rubocop) it has nothing to do; else Bundler installs the
// Gemfile's, from the local gem cache first (--local) and RubyGems otherwise.
func bootstrapScript() string {
	gems := make([]string, 0, len(devGems))
	for _, d := range devGems {
		gems = append(gems, d[0])
	}
	return fmt.Sprintf(`#!/usr/bin/env bash
# Makes the development gems (%[2]s) available to scripts/lint, build and test.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "scripts/bootstrap: $*" >&2; }

if ! command -v ruby >/dev/null 2>&1; then
  say "install Ruby %[1]s or later first: https://www.ruby-lang.org/en/downloads/"
  exit 1
fi
if ! ruby -e 'exit(Gem::Version.new(RUBY_VERSION) >= Gem::Version.new("%[1]s"))'; then
  say "ruby is $(ruby -e 'print RUBY_VERSION'); this gem needs %[1]s or later"
  exit 1
fi

gems=(%[2]s)
if ruby -e 'ARGV.each { |name| gem name }' "${gems[@]}" 2>/dev/null; then
  say "the development gems are installed"
  exit 0
fi
if ! command -v bundle >/dev/null 2>&1; then
  say "install Bundler (gem install bundler) or the gems ${gems[*]}"
  exit 1
fi
bundle install --local || bundle install
`, RubyVersion, strings.Join(gems, " "))
}

const lintScript = `#!/usr/bin/env bash
# Checks the code with rubocop and the type signatures under sig/ with rbs validate.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> rubocop"
ruby -e 'gem "rubocop"; load Gem.bin_path("rubocop", "rubocop")' -- --format simple
echo "==> rbs validate"
ruby -e 'gem "rbs"; load Gem.bin_path("rbs", "rbs")' -- -r date -r pathname -I sig validate --silent
echo "==> load"
ruby -Ilib -e 'require File.basename(Dir["lib/*.rb"].first, ".rb")'
`

const formatScript = `#!/usr/bin/env bash
# Formats the code with rubocop's safe corrections.
set -euo pipefail
cd "$(dirname "$0")/.."

ruby -e 'gem "rubocop"; load Gem.bin_path("rubocop", "rubocop")' -- --autocorrect --format quiet
`

func (g *gen) buildScript() string {
	return fmt.Sprintf(`#!/usr/bin/env bash
# Builds the gem into dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p dist
gem build %s --output %s
`, scaffold.ShellQuote(g.gemName()+".gemspec"), scaffold.ShellQuote("dist/"+g.gemName()+"-"+Version+".gem"))
}

// runTestsScript runs each minitest file given (default: every test/**/*_test.rb) in a process of its own, so that
// global test state (WebMock's, a stubbed Kernel#sleep) never leaks from one file into another, and totals the
// results. scripts/test runs it with the mock server around it; -n /pattern/, -e /pattern/ and other minitest
// options pass through to every file.
const runTestsScript = `#!/usr/bin/env bash
# Runs the tests: each file given (default: every test/**/*_test.rb) in its own ruby process; options such as
# -n /pattern/ or -e /pattern/ go to minitest.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
opts=()
for arg in "$@"; do
  case "$arg" in
    *_test.rb) files+=("$arg") ;;
    *) opts+=("$arg") ;;
  esac
done
if [ ${#files[@]} -eq 0 ]; then
  while IFS= read -r f; do files+=("$f"); done < <(find test -name '*_test.rb' | sort)
fi

totals=(0 0 0 0 0)
failed=0
for f in "${files[@]}"; do
  echo "==> $f"
  log=$(mktemp)
  status=0
  ruby -Ilib -Itest -e 'require File.expand_path(ARGV.shift)' "$f" ${opts[@]+"${opts[@]}"} 2>&1 | tee "$log" || status=$?
  summary=$(grep -E '^[0-9]+ runs, [0-9]+ assertions, [0-9]+ failures, [0-9]+ errors, [0-9]+ skips' "$log" | tail -1 || true)
  rm -f "$log"
  if [ "$status" -ne 0 ] || [ -z "$summary" ]; then
    failed=1
  fi
  read -r -a counts <<<"$(echo "$summary" | grep -oE '[0-9]+' | tr '\n' ' ')"
  for i in 0 1 2 3 4; do
    totals[i]=$((totals[i] + ${counts[i]:-0}))
  done
done
echo "==> ${#files[@]} files: ${totals[0]} runs, ${totals[1]} assertions, ${totals[2]} failures, ${totals[3]} errors, ${totals[4]} skips"
exit "$failed"
`

// detectBreakingChanges runs the API tests of the previous release against this version with the mock server: a
// test that fails calls something this version removed or changed incompatibly.
const detectBreakingChanges = `#!/usr/bin/env bash
# Runs the API tests of the previous release (a v* tag, or the ref given) against this version.
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)}"
if [ -z "$base" ]; then
  echo "no previous release to compare with"
  exit 0
fi
previous="$(mktemp -d)"
trap 'rm -rf "$previous"' EXIT
git archive "$base" test | tar -x -C "$previous"
echo "==> running the tests of $base against this version"
mapfile -t files < <(find "$previous/test" -path '*/resources/*' -name '*_test.rb' | sort)
if [ ${#files[@]} -eq 0 ]; then
  echo "$base has no API tests"
  exit 0
fi
./scripts/test "${files[@]}"
`

// scaffold adds the files every SDK repository shares.
func (g *gen) scaffold() error {
	install := "gem install <path to the built gem>"
	if repo := g.repoSlug(); repo != "" {
		install = fmt.Sprintf("gem %s, git: %s (in your Gemfile)", str(g.gemName()), str("https://github.com/"+repo))
	}
	return scaffold.Add(g.out, scaffold.Repo{
		API: g.api, Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: "ruby", LangTitle: "Ruby", Version: Version, PackageName: g.gemName(),
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock", Install: install, Example: "ruby -Ilib examples/<example>.rb",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements:  []string{"Ruby " + RubyVersion + " or later", "Node.js 20 or later with npm, which the mock server runs on"},
		BootstrapNote: "`./scripts/bootstrap` checks Ruby and installs the development gems with Bundler unless they are installed already.",
		Test: scaffold.TestRun{
			Command: "./scripts/run-tests",
			Args:    "Arguments are test files (default: every test/**/*_test.rb) and minitest options such as -n /retrieve/.",
		},
		Spec:              g.spec,
		Setup:             []scaffold.Step{{Name: "Set up Ruby", Uses: "ruby/setup-ruby@v1", With: map[string]string{"ruby-version": RubyVersion}}},
		CustomDirs:        []string{"lib/" + g.lib + "/lib/"},
		Registries:        g.registries(),
		ExtraVersionFiles: []string{"lib/" + g.lib + "/version.rb"},
		ReleaseType:       "ruby",
		Artifact:          "dist",
	})
}

// registries is RubyGems when publish.rubygems is on.
func (g *gen) registries() []scaffold.Registry {
	if g.cfg.Publish.RubyGems == nil || !*g.cfg.Publish.RubyGems {
		return nil
	}
	return []scaffold.Registry{{
		Name: "rubygems", Title: "RubyGems", Secrets: []string{"RUBYGEMS_API_KEY"},
		Script: `#!/usr/bin/env bash
# Builds the gem and pushes it to RubyGems.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"

./scripts/build
GEM_HOST_API_KEY="$RUBYGEMS_API_KEY" gem push dist/*.gem
`,
	}}
}
