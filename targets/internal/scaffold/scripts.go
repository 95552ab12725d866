package scaffold

import (
	_ "embed"
	"fmt"
	"strings"
	"text/template"
)

// PrismVersion is the Prism (@stoplight/prism-cli) that scripts/mock runs when the project has none of its own. The
// TypeScript target pins the same version as a devDependency (targets/typescript/toolchain/package.json; a test
// there keeps the two equal).
const PrismVersion = "5.16.0"

// SpecPath is where every SDK repository keeps the spec it was generated from (after openapi.transforms), as JSON:
// scripts/mock serves it, so tests run on a fresh clone and in CI without the spec being published anywhere.
const SpecPath = ".sdkgen/openapi.json"

var (
	//go:embed assets/mock.sh.tmpl
	mockTemplate string
	//go:embed assets/upload-artifact.sh
	uploadArtifactScript []byte
	//go:embed assets/check-release-environment.tmpl
	checkReleaseTemplate string
)

// checkRelease is rendered with shell-quoted values only ("sh").
var (
	checkRelease = template.Must(template.New("check-release-environment").
			Funcs(template.FuncMap{"sh": ShellQuote}).Parse(checkReleaseTemplate))
	mockScript = template.Must(template.New("mock").Parse(mockTemplate))
)

// TestRun is how an SDK runs its tests; scaffold writes scripts/test around it, with the mock server.
type TestRun struct {
	// Env is shell code run from the repository root before anything else, e.g. putting .venv/bin on the PATH.
	Env string
	// Command runs the tests; the script's arguments follow it.
	Command string
	// Args says what the script's arguments are, for its header comment.
	Args string
}

func (p *plan) scriptFiles() ([]file, error) {
	check, err := render(checkRelease, p.checkReleaseData())
	if err != nil {
		return nil, err
	}
	mock, err := render(mockScript, struct{ PrismPackage, SpecPath string }{"@stoplight/prism-cli@" + PrismVersion, SpecPath})
	if err != nil {
		return nil, err
	}
	out := []file{
		{path: "scripts/mock", data: mock, executable: true},
		{path: "scripts/utils/upload-artifact.sh", data: uploadArtifactScript, executable: true},
		{path: "bin/check-release-environment", data: check, executable: true},
	}
	if p.Test.Command != "" {
		out = append(out, file{path: "scripts/test", data: []byte(p.testScript()), executable: true})
	}
	for _, r := range p.publishing {
		out = append(out, file{path: "bin/publish-" + r.Name, data: []byte(r.Script), executable: true})
	}
	return out, nil
}

// PreviousRelease is the start of every scripts/detect-breaking-changes: $base is the ref given, else the latest v*
// tag, and without either the script has nothing to compare with and exits.
const PreviousRelease = `base="${1:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)}"
if [ -z "$base" ]; then
  echo "no previous release to compare with"
  exit 0
fi
`

// mockStart starts the mock server unless the tests have a server already, and stops it when the script ends. A
// server someone started by hand is used and left running.
const mockStart = `if [ -z "${TEST_API_BASE_URL:-}" ] && [ "${SKIP_MOCK_TESTS:-}" != "true" ]; then
  mock_port=${MOCK_SERVER_PORT:-4010}
  export TEST_API_BASE_URL="http://127.0.0.1:$mock_port"
  if (exec 3<>"/dev/tcp/127.0.0.1/$mock_port") 2>/dev/null; then
    echo "==> using the mock server that already listens on 127.0.0.1:$mock_port"
  else
    echo "==> starting the mock server"
    trap './scripts/mock --stop' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    ./scripts/mock --daemon
  fi
fi
`

// testScript is scripts/test: the mock server's start and stop around the target's test command.
func (p *plan) testScript() string {
	var b strings.Builder
	b.WriteString("#!/usr/bin/env bash\n")
	if p.API.Settings.DisableMockTests {
		b.WriteString("# Runs the tests. The API's tests are off (settings.disable_mock_tests), so no mock server is needed.\n")
	} else {
		b.WriteString(`# Runs the tests. The API's tests need a mock server: TEST_API_BASE_URL when it is set, else Prism on
# 127.0.0.1:4010 (MOCK_SERVER_PORT chooses another port), which this script starts (./scripts/mock --daemon) when
# nothing listens there yet and stops when the tests end. SKIP_MOCK_TESTS=true skips the tests that need the mock
# server.
`)
	}
	if p.Test.Args != "" {
		fmt.Fprintf(&b, "# %s\n", p.Test.Args)
	}
	b.WriteString("set -euo pipefail\ncd \"$(dirname \"$0\")/..\"\n")
	if p.Test.Env != "" {
		b.WriteString(strings.TrimRight(p.Test.Env, "\n") + "\n")
	}
	if !p.API.Settings.DisableMockTests {
		b.WriteString("\n" + mockStart)
	}
	fmt.Fprintf(&b, "\n%s \"$@\"\n", p.Test.Command)
	return b.String()
}

// specFile is the spec the SDK was generated from, at SpecPath, re-encoded as indented JSON whatever it was read
// from: one path for every repository, a text that diffs line by line from one generation to the next, and an
// encoding without YAML's ambiguities (every JSON text is YAML too, for tools that want YAML).
func (p *plan) specFile() ([]file, error) {
	if len(p.Spec) == 0 {
		return nil, nil
	}
	data, err := specJSON(p.Spec)
	if err != nil {
		return nil, err
	}
	return []file{{path: SpecPath, data: data}}, nil
}

type checkReleaseData struct {
	Prefix     string
	Registries []string
	Needs      [][]string // registry, secret and, when there is one, its organization-specific name
}

func (p *plan) checkReleaseData() checkReleaseData {
	d := checkReleaseData{Prefix: p.secretPrefix}
	for _, r := range p.publishing {
		d.Registries = append(d.Registries, r.Name)
		for _, s := range r.Secrets {
			need := []string{r.Name, s}
			if p.secretPrefix != "" {
				need = append(need, p.secretPrefix+s)
			}
			d.Needs = append(d.Needs, need)
		}
	}
	return d
}
