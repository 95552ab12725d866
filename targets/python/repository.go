package python

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// devRequirements is targets/python/toolchain/dev-requirements.txt: the dev toolchain every generated package pins,
// which the toolchain tests install.
//
//go:embed toolchain/dev-requirements.txt
var devRequirements string

// bootstrapRequirements is targets/python/toolchain/bootstrap-requirements.txt: the uv that scripts/bootstrap
// installs with pip when the machine has none.
//
//go:embed toolchain/bootstrap-requirements.txt
var bootstrapRequirements string

// devDependencies are the pinned dev tools, in file order.
func devDependencies() []string { return requirementLines(devRequirements) }

// uvRequirement is the pinned uv of scripts/bootstrap.
func uvRequirement() string { return requirementLines(bootstrapRequirements)[0] }

// requirementLines are the requirements of a requirements file: its lines that are not blank or comments.
func requirementLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// dependencies are the runtime's, as ranges users' resolvers pick from.
var dependencies = []string{"anyio>=3.5.0, <5", "httpx>=0.23.0, <1", "pydantic>=1.9, <3", "typing-extensions>=4.10, <5"}

// Extras: standardwebhooks verifies webhook signatures; websockets is declared under its configured name; aiohttp
// backs DefaultAioHttpClient (the name and the packages users of the previous generator's SDKs install).
const (
	standardwebhooksRequirement = "standardwebhooks>=1.0, <2"
	websocketsRequirement       = "websockets>=13, <16"
	aiohttpExtra                = "aiohttp"
)

var aiohttpRequirements = []string{"aiohttp>=3.9, <4", "httpx-aiohttp>=0.1.9, <1"}

// customDirs are the folders generation never touches: people's own code lives there.
func (g *gen) customDirs() []string { return customDirsOf(g.pkg) }

func customDirsOf(pkg string) []string { return []string{"src/" + pkg + "/lib/", "examples/"} }

// CustomPaths are the folders generation never touches (targets.CustomCoder).
func (Target) CustomPaths(in targets.Input) []string {
	cfg, ok := in.Config.(*config.PythonTarget)
	if !ok || cfg == nil {
		return []string{"examples/"}
	}
	return customDirsOf(cfg.ImportName())
}

// repository writes pyproject.toml, .gitignore, the scripts and the files every SDK shares.
func (g *gen) repository() error {
	minors, err := g.supportedMinors()
	if err != nil {
		return err
	}
	files := map[string]string{
		"pyproject.toml":  g.pyproject(minors),
		".gitignore":      ".venv/\n__pycache__/\n*.egg-info/\ndist/\n.pytest_cache/\n.ruff_cache/\n.prism.log\n.prism.pid\n",
		".python-version": fmt.Sprintf("3.%d\n", min(max(minors[0], 12), minors[len(minors)-1])),
	}
	for _, p := range sortedKeys(files) {
		if err := g.add(p, files[p]); err != nil {
			return err
		}
	}
	scripts := map[string]string{
		"scripts/bootstrap": g.bootstrapScript(minors), "scripts/format": formatScript, "scripts/lint": g.lintScript(),
		"scripts/build": buildScript, "scripts/detect-breaking-changes": detectBreakingChanges,
		pytestScriptPath: pytestScript,
	}
	for _, p := range sortedKeys(scripts) {
		if err := g.addExecutable(p, scripts[p]); err != nil {
			return err
		}
	}
	if err := g.add("examples/.keep", "File generated from our OpenAPI spec by sdkgen.\n\nThis directory can be used to store example files demonstrating usage of this SDK.\nIt is ignored by sdkgen and code generation.\n"); err != nil {
		return err
	}
	return g.scaffold(minors)
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return sortedStrings(out)
}

// projectName is the pip install name: project_name, else the package name with _ turned into -.
func (g *gen) projectName() string {
	if g.cfg.ProjectName != "" {
		return g.cfg.ProjectName
	}
	return strings.ReplaceAll(g.pkg, "_", "-")
}

// distributionName is the name published to PyPI (publish.pypi.package_name overrides the project name).
func (g *gen) distributionName() string { return g.installName() }

func (g *gen) requiresPython() string {
	return firstNonEmpty(strings.TrimSpace(g.cfg.Options.PythonVersionRange), ">=3.9")
}

// supportedMinors are the Python 3 minor versions python_version_range allows (config.PythonMinors), oldest first.
func (g *gen) supportedMinors() ([]int, error) {
	minors, err := config.PythonMinors(g.requiresPython())
	if err != nil {
		return nil, fmt.Errorf("targets.python.options.python_version_range: %w", err)
	}
	return minors, nil
}

// toml is a TOML basic string.
func toml(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func tomlList(items []string, indent string) string {
	if len(items) == 0 {
		return "[]"
	}
	var b strings.Builder
	b.WriteString("[\n")
	for _, it := range items {
		b.WriteString(indent + "    " + toml(it) + ",\n")
	}
	b.WriteString(indent + "]")
	return b.String()
}

var spdxPattern = regexp.MustCompile(`^[A-Za-z0-9.+-]+( (AND|OR|WITH) [A-Za-z0-9.+-]+)*$`)

// pyproject is pyproject.toml: metadata, the runtime's dependency ranges, the extras, the pinned dev toolchain for
// uv (dependency-groups) or rye, the hatchling build, and the settings of ruff, pyright and pytest.
func (g *gen) pyproject(minors []int) string {
	var b strings.Builder
	title := g.title()
	b.WriteString("[project]\n")
	fmt.Fprintf(&b, "name = %s\n", toml(g.distributionName()))
	fmt.Fprintf(&b, "version = %s\n", toml(Version))
	fmt.Fprintf(&b, "description = %s\n", toml(fmt.Sprintf("The official Python library for the %s API", title)))
	b.WriteString("readme = \"README.md\"\n")
	licensePath, _, _ := scaffold.LicenseText(g.api)
	if id := firstNonEmpty(g.api.Settings.License.SPDX, "Apache-2.0"); spdxPattern.MatchString(id) {
		fmt.Fprintf(&b, "license = %s\n", toml(id))
	}
	if licensePath != "" {
		fmt.Fprintf(&b, "license-files = [%s]\n", toml(licensePath))
	}
	author := fmt.Sprintf("{ name = %s }", toml(g.names.namer.Pascal(g.api.Organization.Name)))
	if c := g.api.Organization.Contact; strings.Contains(c, "@") {
		author = fmt.Sprintf("{ name = %s, email = %s }", toml(g.names.namer.Pascal(g.api.Organization.Name)), toml(c))
	}
	fmt.Fprintf(&b, "authors = [%s]\n", author)
	fmt.Fprintf(&b, "requires-python = %s\n", toml(g.requiresPython()))
	fmt.Fprintf(&b, "dependencies = %s\n", tomlList(dependencies, ""))
	classifiers := []string{"Typing :: Typed", "Intended Audience :: Developers"}
	for _, m := range minors {
		classifiers = append(classifiers, fmt.Sprintf("Programming Language :: Python :: 3.%d", m))
	}
	classifiers = append(classifiers, "Operating System :: OS Independent", "Topic :: Software Development :: Libraries :: Python Modules")
	if c := g.api.Settings.LicenseClassifier; c != "" {
		classifiers = append(classifiers, c)
	}
	fmt.Fprintf(&b, "classifiers = %s\n", tomlList(classifiers, ""))
	if repo := g.repoSlug(); repo != "" {
		fmt.Fprintf(&b, "\n[project.urls]\nHomepage = %s\nRepository = %s\n", toml("https://github.com/"+repo), toml("https://github.com/"+repo))
	}
	fmt.Fprintf(&b, "\n[project.optional-dependencies]\n%s = %s\n%s = [%s]\n%s = [%s]\n", aiohttpExtra, tomlList(aiohttpRequirements, ""), g.webhooksExtra(), toml(standardwebhooksRequirement), g.websocketsExtra(), toml(websocketsRequirement))
	dev := devDependencies()
	if config.PythonUseUV(g.cfg) {
		fmt.Fprintf(&b, "\n[dependency-groups]\ndev = %s\n", tomlList(dev, ""))
	} else {
		fmt.Fprintf(&b, "\n[tool.rye]\nmanaged = true\ndev-dependencies = %s\n", tomlList(dev, ""))
	}
	b.WriteString("\n[build-system]\nrequires = [\"hatchling>=1.27, <2\"]\nbuild-backend = \"hatchling.build\"\n")
	fmt.Fprintf(&b, "\n[tool.hatch.build.targets.wheel]\npackages = [%s]\n", toml("src/"+g.pkg))
	b.WriteString("\n[tool.hatch.build.targets.sdist]\ninclude = [\"/src\", \"/tests\", \"/README.md\", \"/pyproject.toml\"")
	if licensePath != "" {
		fmt.Fprintf(&b, ", %s", toml("/"+licensePath))
	}
	b.WriteString("]\n")
	fmt.Fprintf(&b, `
[tool.pyright]
typeCheckingMode = "strict"
pythonVersion = "3.%d"
include = ["src", "tests", "examples"]
exclude = [".venv", "**/__pycache__"]
venvPath = "."
venv = ".venv"
# The runtime's resources, pages and responses call the client's protected methods.
reportPrivateUsage = false

[tool.ruff]
line-length = %d
target-version = "py3%d"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "W"]
ignore = ["E501", "UP006", "UP007", "UP035", "UP045"]

[tool.ruff.lint.isort]
combine-as-imports = true
known-first-party = [%s, "tests"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "--tb=short"
asyncio_mode = "auto"
asyncio_default_fixture_loop_scope = "session"
asyncio_default_test_loop_scope = "session"
filterwarnings = ["error::pytest.PytestUnraisableExceptionWarning"]
`, minors[0], lineLength, minors[0], toml(g.pkg))
	return b.String()
}

func (g *gen) webhooksExtra() string {
	return firstNonEmpty(g.cfg.Options.StandardwebhooksExtraName, "webhooks")
}

func (g *gen) websocketsExtra() string {
	return firstNonEmpty(g.cfg.Options.WebsocketsExtraName, "websockets")
}

// repoSlug is owner/repo of production_repo without the branch.
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}

// bootstrapScript installs the package with every extra and the dev toolchain into .venv, made with the python3 on
// the PATH, on a machine that may have neither uv nor rye: uv when it is installed, else uv installed into .venv
// with pip (it is on PyPI), else pip alone. rye projects are synced with rye when it is installed; without it, uv
// installs the same packages (uv reads neither [tool.rye] nor rye's lock files).
func (g *gen) bootstrapScript(minors []int) string {
	rye := !config.PythonUseUV(g.cfg)
	var b strings.Builder
	b.WriteString(`#!/usr/bin/env bash
# Installs the package with every extra and the pinned dev toolchain of pyproject.toml into .venv, which it makes
# with the python3 on the PATH unless .venv exists.
`)
	if rye {
		b.WriteString(`# The project is managed with rye (https://rye.astral.sh): rye installs it when rye is installed. Otherwise uv
# (https://docs.astral.sh/uv/) does: the uv on the PATH, else one this script installs into .venv with pip. Without
# either, pip installs the package.
`)
	} else {
		b.WriteString(`# The project is managed with uv (https://docs.astral.sh/uv/): the uv on the PATH, else one this script installs
# into .venv with pip. Without either, pip installs the package.
`)
	}
	b.WriteString(`set -euo pipefail
cd "$(dirname "$0")/.."

`)
	fmt.Fprintf(&b, "uv_requirement=%s\nextras=%s\ndev=(", scaffold.ShellQuote(uvRequirement()), scaffold.ShellQuote(aiohttpExtra+","+g.webhooksExtra()+","+g.websocketsExtra()))
	for i, d := range devDependencies() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(scaffold.ShellQuote(d))
	}
	b.WriteString(")\n\n")
	b.WriteString(`say() { echo "scripts/bootstrap: $*" >&2; }
fail() {
  say "$*"
  exit 1
}
`)
	if rye {
		b.WriteString(`
if command -v rye >/dev/null 2>&1; then
  exec rye sync --all-features
fi
`)
	}
	fmt.Fprintf(&b, `
if [ ! -x .venv/bin/python ]; then
  python=$(command -v python3 || command -v python || true)
  if [ -z "$python" ]; then
    fail "install Python 3.%[1]d or later first (python3): https://www.python.org/downloads/"
  fi
  if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, %[1]d))'; then
    fail "$python is Python $("$python" -V 2>&1 | cut -d' ' -f2); this package needs 3.%[1]d or later"
  fi
  say "making .venv with $python"
  if ! "$python" -m venv .venv; then
    rm -rf .venv
    fail "$python cannot make a virtual environment: install its venv module (python3-venv on Debian and Ubuntu)"
  fi
fi

uv=
if command -v uv >/dev/null 2>&1; then
  uv=uv
elif [ -x .venv/bin/uv ]; then
  uv=.venv/bin/uv
else
  # An environment uv made has no pip.
  if ! .venv/bin/python -m pip --version >/dev/null 2>&1 && ! .venv/bin/python -m ensurepip >/dev/null; then
    fail ".venv has no pip and cannot get one: remove .venv and run this script again"
  fi
  say "uv is not installed: installing $uv_requirement into .venv with pip"
  if .venv/bin/python -m pip install --quiet --disable-pip-version-check "$uv_requirement"; then
    uv=.venv/bin/uv
  else
    say "pip could not install uv: installing the package with pip"
  fi
fi

`, minors[0])
	install := `if [ -z "$uv" ]; then
  exec .venv/bin/python -m pip install --disable-pip-version-check --editable ".[$extras]" "${dev[@]}"
fi
`
	if rye {
		b.WriteString(install + `exec "$uv" pip install --python .venv/bin/python --editable ".[$extras]" "${dev[@]}"
`)
		return b.String()
	}
	b.WriteString(install + `# uv syncs into the environment it was given; one installed into .venv stays there (--inexact).
sync=(sync --all-extras --python .venv/bin/python)
if [ "$uv" = .venv/bin/uv ]; then
  sync+=(--inexact)
fi
exec "$uv" "${sync[@]}"
`)
	return b.String()
}

// venvPath puts the project's virtual environment first on the PATH when there is one.
const venvPath = `if [ -d .venv/bin ]; then
  export PATH="$PWD/.venv/bin:$PATH"
fi
`

const formatScript = `#!/usr/bin/env bash
# Formats the code and fixes what ruff can fix.
set -euo pipefail
cd "$(dirname "$0")/.."
` + venvPath + `
ruff check --fix .
ruff format .
`

func (g *gen) lintScript() string {
	return `#!/usr/bin/env bash
# Lints (ruff), checks the formatting, type-checks in strict mode (pyright) and imports the package.
set -euo pipefail
cd "$(dirname "$0")/.."
` + venvPath + `
echo "==> ruff check"
ruff check .
echo "==> ruff format --check"
ruff format --check .
echo "==> pyright"
pyright
echo "==> import"
python -c 'import ` + g.pkg + `'
`
}

// pytestScriptPath runs the tests under both major versions of pydantic the package declares; scripts/test calls it
// with the mock server up.
const pytestScriptPath = "scripts/utils/pytest-pydantic-versions"

// pytestScript runs pytest with .venv's pydantic 2, then with pydantic 1, installed once (with the uv or pip at hand,
// which read PIP_FIND_LINKS / UV_FIND_LINKS, so it works offline from a wheelhouse) into a folder inside .venv that
// PYTHONPATH puts ahead of .venv's packages: no second environment to keep in sync with the first.
const pytestScript = `#!/usr/bin/env bash
# Runs pytest under pydantic 2 (.venv's), then under pydantic 1, which it installs once into .venv/pydantic-v1 and
# puts ahead of .venv's packages with PYTHONPATH. SKIP_PYDANTIC_V1=true runs the first only. Arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/../.."
` + venvPath + `
echo "==> pytest with pydantic $(python -c 'import pydantic; print(pydantic.VERSION)')"
python -m pytest "$@"
if [ "${SKIP_PYDANTIC_V1:-}" = "true" ]; then
  exit 0
fi

v1=.venv/pydantic-v1
if [ ! -d "$v1/pydantic" ]; then
  echo "==> installing pydantic 1 into $v1"
  rm -rf "$v1"
  if command -v uv >/dev/null; then
    uv pip install --quiet --python "$(command -v python)" --target "$v1" --no-deps 'pydantic>=1.9, <2'
  else
    python -m pip install --quiet --disable-pip-version-check --target "$v1" --no-deps 'pydantic>=1.9, <2'
  fi
fi
export PYTHONPATH="$PWD/$v1${PYTHONPATH:+:$PYTHONPATH}"
echo "==> pytest with pydantic $(python -c 'import pydantic; print(pydantic.VERSION)')"
python -m pytest "$@"
`

const buildScript = `#!/usr/bin/env bash
# Builds the sdist and the wheel into dist/ with uv, in the Python of .venv (.python-version names the version
# uv would otherwise look for, and download), or the wheel with pip when uv is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
` + venvPath + `
rm -rf dist
if ! command -v uv >/dev/null 2>&1; then
  python -m pip wheel --no-deps --wheel-dir dist .
elif [ -x .venv/bin/python ]; then
  uv build --python .venv/bin/python
else
  uv build
fi
`

const detectBreakingChanges = `#!/usr/bin/env bash
# Type-checks the API tests of the previous release (a v* tag, or the ref given) against this version: a test that
# no longer type-checks uses something this version removed or changed incompatibly.
set -euo pipefail
cd "$(dirname "$0")/.."
` + venvPath + `
` + scaffold.PreviousRelease + `previous="$(mktemp -d)"
trap 'rm -rf "$previous"' EXIT
git archive "$base" tests/api_resources tests/conftest.py tests/utils.py | tar -x -C "$previous"
echo "==> type-checking the tests of $base against this version"
pyright --pythonpath "$(command -v python)" "$previous/tests"
`

// scaffold adds the repository files every SDK shares: LICENSE, SECURITY.md, CONTRIBUTING.md, .stats.yml,
// scripts/mock, CI, release and publish workflows.
func (g *gen) scaffold(minors []int) error {
	// uv builds and publishes in both modes; rye projects also get rye for bootstrap.
	setup := []scaffold.Step{
		{Name: "Set up Python", Uses: "actions/setup-python@v5", With: map[string]string{"python-version": "3.12"}},
		{Name: "Set up uv", Uses: "astral-sh/setup-uv@v6"},
	}
	if !config.PythonUseUV(g.cfg) {
		setup = append(setup, scaffold.Step{Name: "Set up rye", Run: "curl -sSf https://rye.astral.sh/get | RYE_INSTALL_OPTION=\"--yes\" bash\necho \"$HOME/.rye/shims\" >> \"$GITHUB_PATH\""})
	}
	return scaffold.Add(g.out, scaffold.Repo{
		API: g.api, Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: "python", LangTitle: "Python", Version: Version, PackageName: g.distributionName(),
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock", Install: g.installFromSource(),
			Example: ".venv/bin/python examples/<example>.py", DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			fmt.Sprintf("Python 3.%d or later as `python3`, with its `venv` module", minors[0]),
			"Node.js 20 or later with npm, which pyright and the mock server run on",
		},
		BootstrapNote: "`./scripts/bootstrap` makes `.venv` with the `python3` on your PATH (unless `.venv` exists) and " +
			"installs the package, every extra and the pinned dev tools into it with [uv](https://docs.astral.sh/uv/). " +
			"When uv is not installed, it installs uv into `.venv` with pip first; uv and rye need not be installed.",
		Test: scaffold.TestRun{
			Env: venvPath, Command: "./" + pytestScriptPath,
			Args: "Arguments go to pytest (e.g. -k test_create), which runs under pydantic 2 and then 1 (SKIP_PYDANTIC_V1=true: 2 only).",
		},
		Spec:              g.spec,
		Setup:             setup,
		CustomDirs:        g.customDirs(),
		Registries:        g.registries(),
		ExtraVersionFiles: []string{"src/" + g.pkg + "/_version.py"},
		ReleaseType:       "python",
		Artifact:          "dist",
	})
}

func (g *gen) installFromSource() string {
	repo := g.repoSlug()
	if repo == "" {
		return "pip install <path to this repository>"
	}
	return "pip install git+https://github.com/" + repo + ".git"
}

// registries is PyPI when publish.pypi is on: with a token, or trusted publishing (OIDC).
func (g *gen) registries() []scaffold.Registry {
	p := g.cfg.Publish.PyPI
	if p == nil || !p.Enabled {
		return nil
	}
	r := scaffold.Registry{Name: "pypi", Title: "PyPI", Environment: p.ReleaseEnvironment}
	if p.AuthMethod == "oidc" {
		r.OIDC = true
		r.Script = publishPyPI("")
	} else {
		r.Secrets = []string{"PYPI_TOKEN"}
		r.Script = publishPyPI(`--token "$PYPI_TOKEN"`)
	}
	return []scaffold.Registry{r}
}

func publishPyPI(auth string) string {
	publish := "uv publish"
	if auth != "" {
		publish += " " + auth
	} else {
		publish += " --trusted-publishing always"
	}
	return `#!/usr/bin/env bash
# Builds the package and publishes it to PyPI.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"
rm -rf dist
uv build
` + publish + "\n"
}
