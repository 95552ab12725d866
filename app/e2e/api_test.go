package e2e

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/internal/version"
)

// TestServiceAPIEndToEnd drives the /v1 API of a real `sdkgen serve` with the real CLI binary: a token made by
// `sdkgen serve token create`, `projects create`, `builds create --wait` (TypeScript, Python and Go), `builds
// download` (the Go SDK builds, the Python one compiles), a second build whose diff shows the spec change, a
// pull request's preview readable later as a build record, and a build of a project whose spec is in the API
// repository, read at a ref through the App's installation. No token appears in the server's log.
func TestServiceAPIEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds and runs the sdkgen and fakegithub binaries; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e := start(t)
	token := e.cli(t, nil, 0, "serve", "token", "create", "--org", "acme", "--name", "e2e")
	token = strings.TrimSpace(token)
	env := []string{"SDKGEN_API_KEY=" + token, "SDKGEN_API_URL=" + e.appURL}

	spec := filepath.Join(e.dir, "openapi.yml")
	config := filepath.Join(e.dir, "sdkgen.yml")
	writeFile(t, spec, read(t, "../../examples/acme/openapi.yml"))
	writeFile(t, config, read(t, "../../examples/acme/sdkgen.yml"))
	e.cli(t, env, 0, "projects", "create", "api", "--spec", spec, "--config", config, "--fail-on", "error")
	if out := e.cli(t, env, 0, "projects", "list"); !strings.HasPrefix(out, "api\tprj_") {
		t.Errorf("projects list: %q", out)
	}
	if out := e.cli(t, env, 0, "projects", "get", "api"); !strings.Contains(out, `"fail_on": "error"`) {
		t.Errorf("projects get: %s", out)
	}
	// Generator upgrade pull requests: on by default, switched off and on again.
	for _, step := range []struct{ args, want string }{
		{"list", "\tupgrades on\n"},
		{"upgrades api off", "api: generator upgrade pull requests off\n"},
		{"list", "\tupgrades off\n"},
		{"upgrades api on", "api: generator upgrade pull requests on\n"},
	} {
		if out := e.cli(t, env, 0, append([]string{"projects"}, strings.Fields(step.args)...)...); !strings.Contains(out, step.want) {
			t.Errorf("projects %s: %q, want %q", step.args, out, step.want)
		}
	}

	first := strings.TrimSpace(e.cli(t, env, 0, "builds", "create", "--project", "api", "--target", "typescript",
		"--target", "python", "--target", "go", "--wait", "--poll", "200ms"))
	var b builds.Build
	if err := json.Unmarshal([]byte(e.cli(t, env, 0, "builds", "get", first)), &b); err != nil {
		t.Fatal(err)
	}
	if b.Status != builds.Completed || len(b.Targets) != 3 {
		t.Fatalf("build %+v", b)
	}
	out := filepath.Join(e.dir, "out")
	files := strings.Fields(e.cli(t, env, 0, "builds", "download", first, "--out", out))
	if len(files) != 3 {
		t.Fatalf("downloaded %v, want three archives", files)
	}
	sdks := filepath.Join(e.dir, "sdks")
	for _, f := range files {
		untar(t, f, sdks)
	}
	run(t, filepath.Join(sdks, "go"), "go", "build", "./...")
	if _, err := exec.LookPath("python3"); err == nil {
		run(t, filepath.Join(sdks, "python"), "python3", "-m", "compileall", "-q", "src")
	}
	if _, err := os.Stat(filepath.Join(sdks, "typescript", "package.json")); err != nil {
		t.Errorf("the typescript archive: %v", err)
	}

	changed := strings.Replace(read(t, spec), "Check that the API is up", "Check that the Acme API answers", 1)
	writeFile(t, spec, changed)
	second := strings.TrimSpace(e.cli(t, env, 0, "builds", "create", "--project", "api", "--spec", spec, "--target", "go", "--wait", "--poll", "200ms"))
	diff := e.apiGet(t, token, "/v1/builds/"+second+"/diff")
	if !strings.Contains(diff, `"previous_build_id":"`+first+`"`) || !strings.Contains(diff, "Check that the Acme API answers") {
		t.Errorf("the second build's diff does not show the change:\n%.2000s", diff)
	}
	if list := e.cli(t, env, 0, "builds", "list", "--project", "api"); !strings.HasPrefix(list, second+"\tapi\tcompleted") ||
		!strings.Contains(list, "\tsdkgen "+version.Current()+"\n") {
		t.Errorf("builds list (with the generator version that ran each build): %q", list)
	}
	if got := e.apiGet(t, token, "/v1/builds/"+second); !strings.Contains(got, `"generator_version":"`+version.Current()+`"`) ||
		!strings.Contains(got, `"editions":{"":"2025-10-08","go":"go.2025-10-08"}`) {
		t.Errorf("the build's JSON lacks its generator version or editions:\n%.2000s", got)
	}

	// A pull request's preview is a build record too, readable with a token of the repository owner's org.
	opened := capture(t, "pull_request.opened")
	if code := e.post(opened.event, opened.delivery, opened.body, opened.signature); code/100 != 2 {
		t.Fatalf("opened delivery: %d", code)
	}
	e.waitFor("the preview", func(st fakegithub.State) bool { return completedRuns(st, opened.head) == exampleTargets(t) })
	owner := strings.TrimSpace(e.cli(t, nil, 0, "serve", "token", "create", "--org", strings.Split(apiRepo, "/")[0]))
	previews := e.apiGet(t, owner, "/v1/builds")
	if !strings.Contains(previews, `"trigger":"preview"`) || !strings.Contains(previews, opened.headRef) {
		t.Errorf("the preview's build record: %.2000s", previews)
	}
	if strings.Contains(previews, first) {
		t.Error("another organization's token lists acme's builds")
	}

	// A project whose spec is in the API repository: its build reads the files at the ref through the App's
	// installation.
	ownerEnv := []string{"SDKGEN_API_KEY=" + owner, "SDKGEN_API_URL=" + e.appURL}
	e.cli(t, ownerEnv, 0, "projects", "create", "byref", "--spec-repo", apiRepo, "--ref", opened.head)
	byRef := strings.TrimSpace(e.cli(t, ownerEnv, 0, "builds", "create", "--project", "byref", "--target", "go", "--wait", "--poll", "200ms"))
	var rb builds.Build
	if err := json.Unmarshal([]byte(e.cli(t, ownerEnv, 0, "builds", "get", byRef)), &rb); err != nil {
		t.Fatal(err)
	}
	head := filesAt(t, fakeSetup(t), opened.head)
	if rb.Status != builds.Completed || rb.Source != apiRepo+":openapi.yml@"+opened.head ||
		rb.SpecHash != builds.Hash([]byte(head["openapi.yml"])) || rb.ConfigHash != builds.Hash([]byte(head["sdkgen.yml"])) {
		t.Errorf("the build of the repository's spec: %+v", rb)
	}
	for _, secret := range []string{token, owner} {
		if strings.Contains(e.appLog.String(), secret) {
			t.Error("a token is in the server's log")
		}
	}
}

// cli runs the sdkgen binary with env added, expecting exit status code, and returns its standard output.
func (e *env) cli(t *testing.T, env []string, code int, args ...string) string {
	t.Helper()
	cmd := exec.Command(filepath.Join(e.bin, "sdkgen"), args...)
	cmd.Dir = e.dir
	cmd.Env = append(e.appEnv("0"), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if got := cmd.ProcessState.ExitCode(); got != code {
		t.Fatalf("sdkgen %s: exit %d (%v), want %d\n%s%s", strings.Join(args, " "), got, err, code, stdout.String(), stderr.String())
	}
	return stdout.String()
}

func (e *env) apiGet(t *testing.T, token, path string) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, e.appURL+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, res.StatusCode, data)
	}
	return string(data)
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// untar extracts a downloaded archive into dir.
func untar(t *testing.T, archive, dir string) {
	t.Helper()
	data, err := os.ReadFile(archive)
	if err != nil {
		t.Fatal(err)
	}
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(hdr.Name))
		if !strings.HasPrefix(p, dir+string(filepath.Separator)) {
			t.Fatalf("archive entry %q leaves the folder", hdr.Name)
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(tr)
		if err := os.WriteFile(p, body, os.FileMode(hdr.Mode)); err != nil {
			t.Fatal(err)
		}
	}
}

func run(t *testing.T, dir, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s %s in %s: %v\n%s", name, strings.Join(args, " "), dir, err, out)
	}
}

// TestAuthLoginEndToEnd: `sdkgen auth login` completes GitHub's device flow (the fake's) through the service and
// saves a token of the user's organization (mode 0600) that the remote commands then use; `auth status` shows
// it, `auth logout` revokes it.
func TestAuthLoginEndToEnd(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds and runs the sdkgen and fakegithub binaries; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	e := start(t)
	home := filepath.Join(e.dir, "config")
	env := []string{"XDG_CONFIG_HOME=" + home, "SDKGEN_API_URL=" + e.appURL, "SDKGEN_API_KEY="}
	owner := strings.Split(apiRepo, "/")[0]

	login := exec.Command(filepath.Join(e.bin, "sdkgen"), "auth", "login")
	login.Dir, login.Env = e.dir, append(e.appEnv("0"), env...)
	var stdout bytes.Buffer
	login.Stdout = &stdout
	stderr, err := login.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := login.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stderr).ReadString('\n')
	code, ok := strings.CutPrefix(strings.TrimSpace(line), "First copy your one-time code: ")
	if err != nil || !ok {
		t.Fatalf("auth login printed %q, %v", line, err)
	}
	go func() { _, _ = io.Copy(io.Discard, stderr) }()
	approval, _ := json.Marshal(fakegithub.DeviceApproval{UserCode: code, Login: "octocat", Orgs: []string{owner}})
	res, err := http.Post(e.fakeURL+"/_fake/device", "application/json", bytes.NewReader(approval))
	if err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatalf("approve the device login: %v %v", res, err)
	}
	_ = res.Body.Close()
	if err := login.Wait(); err != nil {
		t.Fatalf("auth login: %v\n%s", err, stdout.String())
	}
	if !strings.Contains(stdout.String(), "as octocat, organization "+owner) {
		t.Errorf("auth login said %q", stdout.String())
	}
	creds := filepath.Join(home, "sdkgen", "credentials.json")
	info, err := os.Stat(creds)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("the credentials: %v, mode %v", err, info.Mode())
	}
	if out := e.cli(t, env, 0, "auth", "status"); !strings.Contains(out, "organization "+owner) {
		t.Errorf("auth status: %q", out)
	}
	e.cli(t, env, 0, "projects", "list") // the saved token works
	var saved struct{ Token string }
	data, _ := os.ReadFile(creds)
	_ = json.Unmarshal(data, &saved)
	if strings.Contains(e.appLog.String(), saved.Token) {
		t.Error("the login's token is in the server's log")
	}
	e.cli(t, env, 0, "auth", "logout")
	if _, err := os.Stat(creds); !os.IsNotExist(err) {
		t.Errorf("the credentials outlive logout: %v", err)
	}
	req, _ := http.NewRequest(http.MethodGet, e.appURL+"/v1/projects", nil)
	req.Header.Set("Authorization", "Bearer "+saved.Token)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusUnauthorized {
		t.Errorf("the logged-out token still works: %v %v", res, err)
	} else {
		_ = res.Body.Close()
	}
	e.cli(t, env, 2, "projects", "list") // not logged in: a usage error
}
