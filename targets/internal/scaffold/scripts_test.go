package scaffold_test

import (
	"bufio"
	"crypto/md5"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

func TestBanner(t *testing.T) {
	for prefix, want := range map[string]string{
		"//": "// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.",
		"#":  "# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.",
		"":   "File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.",
	} {
		if got := scaffold.Banner(prefix); got != want {
			t.Errorf("Banner(%q) = %q, want %q", prefix, got, want)
		}
	}
}

func TestLicenseText(t *testing.T) {
	api := func(l ir.License) *ir.API {
		return &ir.API{Organization: ir.Organization{Name: "acme"}, Settings: ir.Settings{License: l}}
	}
	// The MD5 of https://www.apache.org/licenses/LICENSE-2.0.txt.
	path, text, err := scaffold.LicenseText(api(ir.License{SPDX: "Apache-2.0"}))
	if sum := md5.Sum(text); err != nil || path != "LICENSE" || hex.EncodeToString(sum[:]) != "3b83ef96387f14655fc854ddc3c6bd57" {
		t.Errorf("Apache-2.0: %s, %v, not the canonical text", path, err)
	}
	if _, unset, _ := scaffold.LicenseText(api(ir.License{})); string(unset) != string(text) {
		t.Error("no licence is not Apache-2.0")
	}

	path, text, err = scaffold.LicenseText(api(ir.License{SPDX: "MIT"}))
	if err != nil || path != "LICENSE" || !strings.Contains(string(text), "\nCopyright Acme\n") || !strings.HasPrefix(string(text), "MIT License\n") {
		t.Errorf("MIT: %s, %v:\n%s", path, err, text)
	}
	if year := regexp.MustCompile(`\b(19|20)[0-9]{2}\b`).Find(text); year != nil {
		t.Errorf("MIT text has a year (%s): output would change with the date", year)
	}

	path, text, err = scaffold.LicenseText(api(ir.License{SPDX: "LicenseRef-Acme", Contents: "All rights reserved.\n", Extension: ".txt"}))
	if err != nil || path != "LICENSE.txt" || string(text) != "All rights reserved.\n" {
		t.Errorf("custom: %s, %v, %q", path, err, text)
	}

	if _, _, err := scaffold.LicenseText(api(ir.License{SPDX: "GPL-3.0"})); err == nil {
		t.Error("a licence without a text gives no error")
	}
}

// TestScriptsAreValidBash parses every script, including the hostile configuration's.
func TestScriptsAreValidBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not installed")
	}
	for name, r := range map[string]scaffold.Repo{"full": fullRepo(), "minimal": minimalRepo(), "hostile": hostileRepo()} {
		tr := generate(t, r)
		for _, p := range tr.Paths() {
			if f, _ := tr.File(p); f.Executable {
				if out, err := exec.Command(bash, "-n", "-c", string(f.Data)).CombinedOutput(); err != nil {
					t.Errorf("%s: %s: %v\n%s", name, p, err, out)
				}
			}
		}
	}
}

func TestCheckReleaseEnvironment(t *testing.T) {
	tr := generate(t, fullRepo())
	cases := []struct {
		name     string
		env      []string
		args     []string
		exitCode int
		output   string
	}{
		{"nothing set", nil, nil, 1, "NPM_TOKEN (for npm; or set ACME_NPM_TOKEN)"},
		{"token set", []string{"NPM_TOKEN=x"}, nil, 0, "Every secret publishing needs is set."},
		{"organization token set", []string{"ACME_NPM_TOKEN=x"}, nil, 0, "Every secret publishing needs is set."},
		{"OIDC registry only", nil, []string{"jsr"}, 0, "Every secret publishing needs is set."},
		{"unknown registry", nil, []string{"pypi"}, 2, "unknown registry 'pypi' (known: npm jsr)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := runScriptEnv(t, tr, c.env, "bin/check-release-environment", c.args...)
			if code := exitCode(err); code != c.exitCode || !strings.Contains(out, c.output) {
				t.Errorf("exit %d, want %d; output:\n%s\nwant it to contain %q", code, c.exitCode, out, c.output)
			}
		})
	}
}

func exitCode(err error) int {
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}

// prism is the Prism the TypeScript toolchain installs (targets/typescript/toolchain).
var prism, _ = filepath.Abs("../../typescript/toolchain/node_modules/.bin/prism")

// specWith is a spec of one GET operation that answers 200.
func specWith(path string) string {
	return `openapi: 3.1.0
info: {title: Acme, version: "1"}
paths:
  ` + path + `:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {ok: {type: boolean}}}
              example: {ok: true}
`
}

// mockCase is one run of scripts/mock --daemon: how the repository is set up, and what must come of it.
type mockCase struct {
	name  string
	setup func(t *testing.T, dir string) (args, env []string)
	// from is the folder the script runs from, under the repository; "" is the repository itself.
	from string
	// served answers 200 once the script returns; notServed answers 404. wantErr: the script fails saying so.
	served, notServed, wantErr string
}

// TestMockScript runs scripts/mock --daemon with a real Prism, reading the spec from each place it looks, and stops
// it with --stop: Prism runs under a wrapper process here, as under npm exec, and must stop with it.
func TestMockScript(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Prism")
	}
	if _, err := os.Stat(prism); err != nil {
		t.Skip("Prism is not installed (./scripts/install-test-deps)")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	specServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, specWith("/remote"))
	}))
	defer specServer.Close()
	statsURL := func(url string) func(t *testing.T, dir string) {
		return func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, ".stats.yml"), "configured_endpoints: 1\nopenapi_spec_url: "+url+"\n")
		}
	}
	remoteSpec, deadURL := statsURL(specServer.URL+"/spec.yml"), statsURL("http://127.0.0.1:1/spec.yml")
	noLocalCopy := func(t *testing.T, dir string) {
		if err := os.Remove(filepath.Join(dir, scaffold.SpecPath)); err != nil {
			t.Fatal(err)
		}
	}
	cases := []mockCase{
		{name: "the local copy before the URL", served: "/local", notServed: "/remote", setup: func(t *testing.T, dir string) ([]string, []string) {
			remoteSpec(t, dir)
			return nil, nil
		}},
		{name: "the URL without a local copy", served: "/remote", setup: func(t *testing.T, dir string) ([]string, []string) {
			remoteSpec(t, dir)
			noLocalCopy(t, dir)
			return nil, nil
		}},
		{name: "a path argument before the local copy", served: "/argument", notServed: "/local", setup: func(t *testing.T, dir string) ([]string, []string) {
			writeFile(t, filepath.Join(dir, "spec.yml"), specWith("/argument"))
			return []string{"spec.yml"}, nil
		}},
		{name: "a path relative to the caller's folder", from: "specs", served: "/argument", setup: func(t *testing.T, dir string) ([]string, []string) {
			if err := os.MkdirAll(filepath.Join(dir, "specs"), 0o755); err != nil {
				t.Fatal(err)
			}
			writeFile(t, filepath.Join(dir, "specs/spec.yml"), specWith("/argument"))
			return []string{"spec.yml"}, nil
		}},
		{name: "a URL that does not answer", wantErr: "does not answer", setup: func(t *testing.T, dir string) ([]string, []string) {
			deadURL(t, dir)
			noLocalCopy(t, dir)
			return nil, nil
		}},
		{name: "Prism through npm, fetched before the wait", served: "/local", setup: func(t *testing.T, dir string) ([]string, []string) {
			if err := os.RemoveAll(filepath.Join(dir, "node_modules")); err != nil {
				t.Fatal(err)
			}
			return nil, []string{"PATH=" + fakeNPM(t) + string(os.PathListSeparator) + os.Getenv("PATH")}
		}},
		{name: "a MOCK_SERVER_PORT that is no port", wantErr: "MOCK_SERVER_PORT must be a port number", setup: func(t *testing.T, dir string) ([]string, []string) {
			return nil, []string{"MOCK_SERVER_PORT=80; rm -rf /"}
		}},
		{name: "no Node.js", wantErr: "install Node.js 20 or later", setup: func(t *testing.T, dir string) ([]string, []string) {
			return nil, []string{"PATH=" + toolsWithout(t, "node")}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			toolchain.WithMockPort(t, func() { runMockCase(t, c) })
		})
	}
	t.Run("MOCK_SERVER_PORT", func(t *testing.T) {
		toolchain.WithMockServer(t, nil, func(env []string) {
			dir := mockRepo(t, minimalRepo())
			cmd := exec.Command(filepath.Join(dir, "scripts/mock"), "--daemon")
			cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
			out, err := cmd.CombinedOutput()
			defer stopMock(t, dir)
			if err != nil {
				t.Fatalf("scripts/mock: %v\n%s", err, out)
			}
			if got := statusAt(t, toolchain.MockURL(env), "/local"); got != http.StatusOK {
				t.Errorf("GET /local on %s = %d, want 200:\n%s", toolchain.MockURL(env), got, out)
			}
		})
	})
	t.Run("the port taken", func(t *testing.T) {
		toolchain.WithMockPort(t, func() {
			l, err := net.Listen("tcp", toolchain.MockAddr)
			if err != nil {
				t.Skip(err)
			}
			dir := mockRepo(t, minimalRepo())
			cmd := exec.Command(filepath.Join(dir, "scripts/mock"), "--daemon")
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err == nil || !strings.Contains(string(out), "already listens") {
				t.Errorf("scripts/mock: %v, want a failure saying the port is taken:\n%s", err, out)
			}
			if _, err := os.Stat(filepath.Join(dir, ".prism.pid")); err == nil {
				t.Error("scripts/mock wrote .prism.pid for a server it did not start")
			}
			if err := l.Close(); err != nil {
				t.Fatal(err)
			}
		})
	})
}

func runMockCase(t *testing.T, c mockCase) {
	t.Helper()
	dir := mockRepo(t, minimalRepo())
	args, env := c.setup(t, dir)
	cmd := exec.Command(filepath.Join(dir, "scripts/mock"), append([]string{"--daemon"}, args...)...)
	cmd.Dir = filepath.Join(dir, c.from)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	defer stopMock(t, dir)
	if c.wantErr != "" {
		if err == nil || !strings.Contains(string(out), c.wantErr) {
			t.Errorf("scripts/mock: %v, want a failure saying %q:\n%s", err, c.wantErr, out)
		}
		return
	}
	if err != nil {
		t.Fatalf("scripts/mock: %v\n%s", err, out)
	}
	if got := status(t, c.served); got != http.StatusOK {
		t.Errorf("GET %s = %d, want 200 (%s):\n%s", c.served, got, c.name, out)
	}
	if c.notServed != "" {
		if got := status(t, c.notServed); got != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404: the mock serves the wrong spec", c.notServed, got)
		}
	}
	if strings.Contains(c.name, "npm") && !strings.Contains(string(out), "getting @stoplight/prism-cli@"+scaffold.PrismVersion) {
		t.Errorf("scripts/mock did not say it fetches Prism:\n%s", out)
	}
}

func status(t *testing.T, path string) int {
	t.Helper()
	return statusAt(t, "http://"+toolchain.MockAddr, path)
}

func statusAt(t *testing.T, base, path string) int {
	t.Helper()
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Get(base + path)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	return resp.StatusCode
}

// mockRepo writes the repository with its spec serving /local and, where a project installs Prism, a wrapper that
// runs it as a child process, as npm exec does: stopping only the wrapper's process would leave Prism listening.
func mockRepo(t *testing.T, r scaffold.Repo) string {
	t.Helper()
	dir := t.TempDir()
	r.Spec = []byte(specWith("/local"))
	if err := generate(t, r).WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "node_modules/.bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeExecutable(t, filepath.Join(dir, "node_modules/.bin/prism"), "#!/usr/bin/env bash\n"+shellWord(prism)+" \"$@\" &\nwait\n")
	return dir
}

// fakeNPM is a folder with an npm whose exec runs the installed Prism after a pause, as a first download would.
func fakeNPM(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeExecutable(t, filepath.Join(dir, "npm"), `#!/usr/bin/env bash
# npm exec --yes --package=@stoplight/prism-cli@VERSION -- prism ARGS...
[ "$1 $2 $3 $4" = "exec --yes --package=@stoplight/prism-cli@`+scaffold.PrismVersion+` --" ] && [ "$5" = prism ] || exit 64
shift 5
if [ "$1" = --version ]; then
  sleep 1
  echo `+scaffold.PrismVersion+`
  exit 0
fi
exec `+shellWord(prism)+` "$@"
`)
	return dir
}

// toolsWithout is a folder of the tools the scripts use, found on the PATH, less the ones named.
func toolsWithout(t *testing.T, missing ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, tool := range []string{"bash", "env", "dirname", "cat", "sed", "tr", "rm", "sleep"} {
		if slices.Contains(missing, tool) {
			continue
		}
		path, err := exec.LookPath(tool)
		if err != nil {
			t.Skipf("%s is not installed", tool)
		}
		if err := os.Symlink(path, filepath.Join(dir, tool)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// stopMock stops the server scripts/mock started with scripts/mock --stop, which must leave nothing listening.
func stopMock(t *testing.T, dir string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(dir, "scripts/mock"), "--stop")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("scripts/mock --stop: %v\n%s", err, out)
	}
	if toolchain.MockListening() {
		t.Errorf("something still listens on %s after scripts/mock --stop", toolchain.MockAddr)
	}
}

func shellWord(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func writeExecutable(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o755); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestTestScript runs scripts/test around a stand-in test command that reports whether the mock server answers: the
// script starts Prism only when the tests need it and nothing listens yet, passes its arguments and exit code on,
// and stops what it started, even when the tests fail.
func TestTestScript(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Prism")
	}
	if _, err := os.Stat(prism); err != nil {
		t.Skip("Prism is not installed (./scripts/install-test-deps)")
	}
	cases := []struct {
		name       string
		env        []string
		byHand     bool // a server someone started listens already
		wantMock   bool // the command sees a server at TEST_API_BASE_URL
		wantStatus int
		ownPort    bool // MOCK_SERVER_PORT names a port other than 4010
	}{
		{name: "starts and stops the mock", wantMock: true},
		{name: "failing tests still stop it", env: []string{"EXIT_CODE=3"}, wantMock: true, wantStatus: 3},
		{name: "TEST_API_BASE_URL needs none", env: []string{"TEST_API_BASE_URL=http://127.0.0.1:1"}},
		{name: "SKIP_MOCK_TESTS needs none", env: []string{"SKIP_MOCK_TESTS=true"}},
		{name: "a server started by hand is used and left running", byHand: true, wantMock: true},
		{name: "MOCK_SERVER_PORT moves it", ownPort: true, wantMock: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			toolchain.WithMockPort(t, func() {
				if c.ownPort {
					toolchain.WithMockServer(t, c.env, func(env []string) { runTestScript(t, c.byHand, c.wantMock, c.wantStatus, env) })
					return
				}
				runTestScript(t, c.byHand, c.wantMock, c.wantStatus, c.env)
			})
		})
	}
}

// runTestScript runs scripts/test, whose test command reports whether a server answers at TEST_API_BASE_URL.
func runTestScript(t *testing.T, byHand, wantMock bool, wantStatus int, env []string) {
	t.Helper()
	r := minimalRepo()
	r.Test = scaffold.TestRun{Command: "./check-mock"}
	dir := mockRepo(t, r)
	writeExecutable(t, filepath.Join(dir, "check-mock"), `#!/usr/bin/env bash
address=${TEST_API_BASE_URL#http://}
if (exec 3<>"/dev/tcp/${address%:*}/${address##*:}") 2>/dev/null; then echo "mock: up"; else echo "mock: down"; fi
echo "base: $TEST_API_BASE_URL"
echo "args: $*"
exit "${EXIT_CODE:-0}"
`)
	if byHand {
		l, err := net.Listen("tcp", toolchain.MockAddr)
		if err != nil {
			t.Skip(err)
		}
		defer func() { _ = l.Close() }()
	}
	cmd := exec.Command(filepath.Join(dir, "scripts/test"), "-k", "a b")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if want := "base: " + toolchain.MockURL(env); wantMock && !strings.Contains(string(out), want) {
		t.Errorf("the tests were not told the mock server's address (%s):\n%s", want, out)
	}
	if got := exitCode(err); got != wantStatus {
		t.Errorf("scripts/test exited %d, want %d:\n%s", got, wantStatus, out)
	}
	if got := strings.Contains(string(out), "mock: up"); got != wantMock {
		t.Errorf("the tests saw a mock server: %v, want %v:\n%s", got, wantMock, out)
	}
	if !strings.Contains(string(out), "args: -k a b") {
		t.Errorf("the arguments did not reach the test command:\n%s", out)
	}
	if got := toolchain.MockListening(); got != byHand {
		t.Errorf("after scripts/test something listens on the mock's port: %v, want %v", got, byHand)
	}
}

// TestTestScriptInterrupted: Ctrl-C in a terminal interrupts the tests (SIGINT to the foreground process group),
// and scripts/test still stops the mock server it started, which runs in a process group of its own.
func TestTestScriptInterrupted(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Prism")
	}
	if _, err := os.Stat(prism); err != nil {
		t.Skip("Prism is not installed (./scripts/install-test-deps)")
	}
	toolchain.WithMockPort(t, func() {
		r := minimalRepo()
		r.Test = scaffold.TestRun{Command: "./slow-tests"}
		dir := mockRepo(t, r)
		writeExecutable(t, filepath.Join(dir, "slow-tests"), "#!/usr/bin/env bash\necho running\nexec sleep 60\n")
		cmd := exec.Command(filepath.Join(dir, "scripts/test"))
		cmd.Dir = dir
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // the terminal's foreground group
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stdout)
		for sc.Scan() && sc.Text() != "running" {
		}
		if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, stdout)
		if code := exitCode(cmd.Wait()); code != 130 {
			t.Errorf("scripts/test exited %d after Ctrl-C, want 130", code)
		}
		if toolchain.MockListening() {
			t.Error("the mock server still listens after Ctrl-C")
		}
	})
}
