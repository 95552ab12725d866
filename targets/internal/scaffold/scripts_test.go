package scaffold_test

import (
	"crypto/md5"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
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

const mockSpec = `openapi: 3.1.0
info: {title: Acme, version: "1"}
paths:
  /status:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {ok: {type: boolean}}}
              example: {ok: true}
`

// TestMockScript runs scripts/mock --daemon with a real Prism, reading the spec from each place it looks.
func TestMockScript(t *testing.T) {
	if testing.Short() {
		t.Skip("starts Prism")
	}
	if _, err := os.Stat(prism); err != nil {
		t.Skip("Prism is not installed (npm ci in targets/typescript/toolchain)")
	}
	if portOpen() {
		t.Skip("port 4010 is taken")
	}
	specServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, mockSpec)
	}))
	defer specServer.Close()

	cases := []struct {
		name  string
		setup func(t *testing.T, dir string) []string // returns the script's arguments
	}{
		{"URL from .stats.yml", func(t *testing.T, dir string) []string {
			writeFile(t, filepath.Join(dir, ".stats.yml"), "configured_endpoints: 1\nopenapi_spec_url: "+specServer.URL+"/spec.yml\n")
			return nil
		}},
		{"path argument", func(t *testing.T, dir string) []string {
			writeFile(t, filepath.Join(dir, "spec.yml"), mockSpec)
			return []string{"spec.yml"}
		}},
		{"openapi.yml", func(t *testing.T, dir string) []string {
			writeFile(t, filepath.Join(dir, "openapi.yml"), mockSpec)
			return nil
		}},
	}
	r := minimalRepo()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := mockRepo(t, r)
			args := append([]string{"--daemon"}, c.setup(t, dir)...)
			cmd := exec.Command(filepath.Join(dir, "scripts/mock"), args...)
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			defer stopPrism(t, dir)
			if err != nil {
				t.Fatalf("scripts/mock: %v\n%s", err, out)
			}
			resp, err := (&http.Client{Timeout: 5 * time.Second}).Get("http://127.0.0.1:4010/status")
			if err != nil {
				t.Fatal(err)
			}
			_ = resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Errorf("GET /status = %d, want 200", resp.StatusCode)
			}
		})
	}
}

// mockRepo writes the repository with Prism where a project installs it, and no .stats.yml spec URL.
func mockRepo(t *testing.T, r scaffold.Repo) string {
	t.Helper()
	dir := t.TempDir()
	tr := generate(t, r)
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, ".stats.yml")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "node_modules/.bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(prism, filepath.Join(dir, "node_modules/.bin/prism")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// stopPrism stops the server scripts/mock started, by the process id it wrote, and waits for the port to close.
func stopPrism(t *testing.T, dir string) {
	pid, err := os.ReadFile(filepath.Join(dir, ".prism.pid"))
	if err != nil {
		return
	}
	if err := exec.Command("kill", strings.TrimSpace(string(pid))).Run(); err != nil {
		t.Logf("stop Prism: %v", err)
	}
	for i := 0; i < 50 && portOpen(); i++ {
		time.Sleep(100 * time.Millisecond)
	}
}

// portOpen reports whether something listens on the mock server's port.
func portOpen() bool {
	conn, err := net.Dial("tcp", "127.0.0.1:4010")
	if err != nil {
		return false
	}
	_ = conn.Close()
	return true
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
