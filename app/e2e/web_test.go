package e2e

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// TestWebAppInBrowser drives the web app in headless Chromium against `sdkgen serve` and the fake GitHub as real
// processes: sign in with GitHub (from the keyboard), create a project by uploading the example spec, fix a config
// error marked inside the editor at its line and column as it is typed, watch the first build finish live (with
// per-target durations), read the TypeScript diff, download the Python SDK,
// create and revoke a token, sign out; then a hostile spec's pages run none of its script, another organization
// is a 404, a post without the CSRF token is refused, the pages fit 320 px, axe-core finds no serious violation,
// and a 5,000-file diff is usable (timed). The server must receive no CSP violation report. Screenshots of each
// step go to the test's artifact directory (go test -artifacts keeps them; make test-web).
func TestWebAppInBrowser(t *testing.T) {
	if os.Getenv("SDKGEN_LONG_TESTS") == "" {
		t.Skip("builds the binaries and drives Chromium; set SDKGEN_LONG_TESTS=1 (make test does)")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("chromium is required (scripts/install-test-deps installs Debian's)")
	}
	// acme/api holds the example's spec and sdkgen.yml on its default branch, for a repository project.
	example := map[string]string{"openapi.yml": readText(t, "../../examples/acme/openapi.yml"), "sdkgen.yml": readText(t, "../../examples/acme/sdkgen.yml")}
	e := startWith(t, fakegithub.Setup{
		Installations: []fakegithub.Installation{{ID: 1, Account: "acme", Repos: []string{"acme/api"}}, {ID: 2, Account: "globex"}},
		Repos:         []fakegithub.SetupRepo{{Repo: "acme/api", DefaultBranch: "main"}},
		Files:         []fakegithub.SetupFiles{{Repo: "acme/api", Ref: "main", Files: example}},
	}, &env{extraEnv: []string{"GITHUB_APP_CLIENT_SECRET=fake-secret", "GITHUB_APP_SLUG=sdkgen"}})
	e.setWebUser("octocat", "acme", "initech")
	downloads := t.TempDir()
	s := newSession(t, chromium, e.appURL, downloads)

	s.run(chromedp.Navigate(e.appURL + "/"))
	s.accessible("the sign-in page")
	s.keyboardTo("signin")
	s.step("sign-in", chromedp.KeyEvent("\r"), chromedp.WaitVisible(chromedp.CSS(`a[href="/orgs/acme"]`)))
	s.accessible("the organizations page")
	s.step("new-project", chromedp.Click(chromedp.CSS(`a[href="/orgs/acme"]`)),
		chromedp.WaitVisible(chromedp.CSS(`a[href="/orgs/acme/new"]`)), chromedp.Click(chromedp.CSS(`a[href="/orgs/acme/new"]`)),
		chromedp.WaitVisible(chromedp.CSS("#name")))
	s.accessible("the new project form")
	s.step("new-project-filled", chromedp.SendKeys(chromedp.CSS("#name"), "acme-api"),
		chromedp.SetUploadFiles(chromedp.CSS("#spec"), []string{abs(t, "../../examples/acme/openapi.yml")}),
		chromedp.Submit(chromedp.CSS("#name")), chromedp.WaitVisible(chromedp.CSS("#config-ok")))
	s.accessible("the config editor")

	config := get(s, chromedp.Value(chromedp.CSS("#config")))
	broken := strings.Replace(config, "list: get /accounts\n", "list: get /no-such-path\n", 1)
	s.inlineDiagnostic(broken, "get /no-such-path", "Endpoint/NotFound")
	s.accessible("the config editor with a diagnostic")
	s.step("config-fixed", chromedp.SetValue(chromedp.CSS("#config"), config), chromedp.SendKeys(chromedp.CSS("#config"), "\n"),
		chromedp.WaitVisible(chromedp.CSS("#config-ok")), chromedp.WaitNotPresent(chromedp.CSS(".editor-gutter .mark-error")))
	s.step("build-running", chromedp.Submit(chromedp.CSS("#config")), chromedp.WaitVisible(chromedp.CSS("#builds")))
	s.waitText("#builds [data-field=status]", "completed", 5*time.Minute)
	s.shot("build-finished")
	if took := get(s, chromedp.Text(chromedp.CSS("#builds [data-field=target-duration]"))); !strings.ContainsAny(took, "0123456789") {
		t.Errorf("the finished build shows no per-target duration: %q", took)
	}
	s.accessible("the project page")

	s.step("typescript-diff", chromedp.Click(chromedp.CSS("#builds a")), chromedp.WaitVisible(chromedp.CSS("#diff-total")))
	diffTitle, files := get(s, chromedp.Text(chromedp.CSS("#diff-title"))), get(s, chromedp.TextContent(chromedp.CSS(".files")))
	if !strings.Contains(diffTitle, "typescript") || !strings.Contains(files, "package.json") {
		t.Errorf("the TypeScript diff: %q, files %.300q", diffTitle, files)
	}
	s.accessible("the build page")
	s.step("python-download", chromedp.Click(chromedp.CSS(`a[href$="/targets/python/archive"]`)))
	checkArchive(t, waitDownload(t, downloads), "python/pyproject.toml")

	s.step("token-created", chromedp.Click(chromedp.CSS(".crumbs a + a")), chromedp.WaitVisible(chromedp.CSS("#token-name")),
		chromedp.SendKeys(chromedp.CSS("#token-name"), "ci"), chromedp.Submit(chromedp.CSS("#token-name")),
		chromedp.WaitVisible(chromedp.CSS("#token-secret")))
	secret := get(s, chromedp.Value(chromedp.CSS("#token-secret")))
	if code := e.apiStatus(t, secret, "/v1/projects"); code != http.StatusOK {
		t.Errorf("the new token on /v1/projects: %d", code)
	}
	s.step("token-revoked", chromedp.Click(chromedp.CSS(`a[href$="#tokens"]`)), chromedp.WaitNotPresent(chromedp.CSS("#token-secret")),
		chromedp.WaitVisible(chromedp.CSS(`button[aria-label="Revoke token ci"]`)),
		chromedp.Click(chromedp.CSS(`button[aria-label="Revoke token ci"]`)), chromedp.WaitNotPresent(chromedp.CSS(`button[aria-label="Revoke token ci"]`)))
	if code := e.apiStatus(t, secret, "/v1/projects"); code != http.StatusUnauthorized {
		t.Errorf("the revoked token on /v1/projects: %d, want 401", code)
	}
	s.step("signed-out", chromedp.Click(chromedp.CSS(".signout button")), chromedp.WaitVisible(chromedp.CSS("#signin")))

	s.step("signed-in-again", chromedp.Click(chromedp.CSS("#signin")), chromedp.WaitVisible(chromedp.CSS(`a[href="/orgs/acme"]`)))
	s.hostileProject()
	s.repoProject()
	s.refusals()
	s.narrow(e.appURL + "/orgs/acme/projects/acme-api")
	s.bigDiff(e)
	if strings.Contains(e.appLog.String(), "web: csp violation") {
		t.Errorf("the browser reported CSP violations:\n%s", grepLines(e.appLog.String(), "csp violation"))
	}
}

// setWebUser signs login in on the fake GitHub as a member of orgs.
func (e *env) setWebUser(login string, orgs ...string) {
	body := fmt.Sprintf(`{"login":%q,"orgs":["%s"]}`, login, strings.Join(orgs, `","`))
	res, err := http.Post(e.fakeURL+"/_fake/web-user", "application/json", strings.NewReader(body))
	if err != nil || res.StatusCode != http.StatusNoContent {
		e.t.Fatalf("set the fake's web user: %v %v", res, err)
	}
	_ = res.Body.Close()
}

func (e *env) apiStatus(t *testing.T, token, path string) int {
	req, _ := http.NewRequest(http.MethodGet, e.appURL+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	return res.StatusCode
}

// session is one headless Chromium tab.
type session struct {
	t    *testing.T
	ctx  context.Context
	base string
	n    int
	dir  string
	axe  string // axe-core's script, read once
}

func newSession(t *testing.T, chromium, base, downloads string) *session {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.WindowSize(1280, 1000), chromedp.Flag("disable-dev-shm-usage", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// The first run starts the browser: no timeout on it (chromedp.Run's rule).
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	if _, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatalf("downloads: %v", err)
	}
	return &session{t: t, ctx: ctx, base: base, dir: t.ArtifactDir()}
}

func (s *session) run(actions ...chromedp.Action[chromedp.Void]) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(s.ctx, 2*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		s.shot("failed")
		s.t.Fatalf("browser: %v", err)
	}
}

// get runs an action that reads a value.
func get[T any](s *session, action chromedp.Action[T]) T {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(s.ctx, 2*time.Minute)
	defer cancel()
	v, err := chromedp.Run(ctx, action)
	if err != nil {
		s.shot("failed")
		s.t.Fatalf("browser: %v", err)
	}
	return v
}

// step runs actions, then saves a screenshot named after the step.
func (s *session) step(name string, actions ...chromedp.Action[chromedp.Void]) {
	s.t.Helper()
	s.run(actions...)
	s.shot(name)
}

func (s *session) shot(name string) {
	ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil || len(png) == 0 { // a page taller than the browser can paint at once: its first screen
		png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
	}
	if err != nil {
		s.t.Logf("screenshot %s: %v", name, err)
		return
	}
	s.n++
	_ = os.WriteFile(filepath.Join(s.dir, fmt.Sprintf("%02d-%s.png", s.n, name)), png, 0o644)
}

// waitText waits until the element's text is want; the page updates itself (app.js polls).
func (s *session) waitText(selector, want string, timeout time.Duration) {
	s.t.Helper()
	deadline := time.Now().Add(timeout)
	var got string
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
		text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(selector)))
		cancel()
		got = text
		if err == nil && strings.TrimSpace(got) == want {
			return
		}
		if strings.TrimSpace(got) == "failed" {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	s.shot("timeout")
	s.t.Fatalf("%s: %q, want %q", selector, got, want)
}

// inlineDiagnostic types a broken config into the editor and, without saving, reads its diagnostic inside the
// editor: a marker on the gutter's line of the broken text, its text highlighted, and a list entry that puts the
// caret at its line and column, as F8 from the top does too.
func (s *session) inlineDiagnostic(broken, at, code string) {
	s.t.Helper()
	line := strings.Count(broken[:strings.Index(broken, at)], "\n") + 1
	col := strings.Index(broken[strings.LastIndex(broken[:strings.Index(broken, at)], "\n")+1:], at) + 1
	s.step("config-error-inline", chromedp.SetValue(chromedp.CSS("#config"), broken), chromedp.SendKeys(chromedp.CSS("#config"), "\n"),
		chromedp.WaitVisible(chromedp.CSS(".editor-gutter .mark-error")), chromedp.WaitVisible(chromedp.CSS("#config-errors")))
	if marked := get(s, chromedp.Text(chromedp.CSS(".editor-gutter .mark-error"))); marked != fmt.Sprint(line) {
		s.t.Errorf("the gutter marks line %q, want %d", marked, line)
	}
	if mark := get(s, chromedp.TextContent(chromedp.CSS(".editor-backdrop mark"))); !strings.HasPrefix(at, mark) {
		s.t.Errorf("the editor highlights %q, want the start of %q", mark, at)
	}
	entry := get(s, chromedp.Text(chromedp.CSS(".editor-list button")))
	if !strings.Contains(entry, code) || !strings.Contains(entry, fmt.Sprintf("Line %d, column %d", line, col)) {
		s.t.Errorf("the diagnostics list: %q, want %s at %d:%d", entry, code, line, col)
	}
	caret := `(() => { const t = document.activeElement; if (!t || t.id !== "config") return "not in the editor";
		const b = t.value.slice(0, t.selectionStart); return b.split("\n").length + ":" + (b.length - b.lastIndexOf("\n")); })()`
	want := fmt.Sprintf("%d:%d", line, col)
	s.run(chromedp.Click(chromedp.CSS(".editor-list button")))
	if got := get(s, chromedp.Evaluate[string](caret)); got != want {
		s.t.Errorf("the list entry put the caret at %s, want %s", got, want)
	}
	if status := get(s, chromedp.Text(chromedp.CSS("#editor-status"))); !strings.Contains(status, code) {
		s.t.Errorf("the status line at the diagnostic's line: %q", status)
	}
	s.run(chromedp.Evaluate[chromedp.Void](`document.getElementById("config").setSelectionRange(0, 0)`), chromedp.KeyEvent(kb.F8))
	if got := get(s, chromedp.Evaluate[string](caret)); got != want {
		s.t.Errorf("F8 put the caret at %s, want %s", got, want)
	}
}

// keyboardTo presses Tab until the element of that id has the focus (the page is usable from the keyboard).
func (s *session) keyboardTo(id string) {
	s.t.Helper()
	for range 10 {
		s.run(chromedp.KeyEvent("\t"))
		if get(s, chromedp.Evaluate[string](`document.activeElement ? document.activeElement.id : ""`)) == id {
			return
		}
	}
	s.t.Fatalf("ten Tabs do not reach #%s", id)
}

// axeScript is axe-core's browser bundle (scripts/install-test-deps puts it in the cache; SDKGEN_AXE_DIR moves it).
func axeScript(t *testing.T) string {
	dir := os.Getenv("SDKGEN_AXE_DIR")
	if dir == "" {
		home, _ := os.UserHomeDir()
		dir = filepath.Join(home, ".cache", "sdkgen", "axe")
	}
	data, err := os.ReadFile(filepath.Join(dir, "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		t.Fatalf("axe-core (scripts/install-test-deps installs it): %v", err)
	}
	return string(data)
}

// accessible runs axe-core on the page (injected through the DevTools protocol, which the page's CSP does not
// govern) and fails on serious or critical violations.
func (s *session) accessible(page string) {
	s.t.Helper()
	if s.axe == "" {
		s.axe = axeScript(s.t)
	}
	s.run(chromedp.Evaluate[chromedp.Void](s.axe))
	found := get(s, chromedp.Evaluate[[]string](`axe.run(document, {resultTypes: ["violations"]}).then(r =>
		r.violations.filter(v => v.impact === "serious" || v.impact === "critical")
			.map(v => v.id + ": " + v.help + " (" + v.nodes.map(n => n.target.join(" ")).join(", ") + ")"))`,
		chromedp.EvalAwaitPromise))
	for _, v := range found {
		s.t.Errorf("axe-core on %s: %s", page, v)
	}
}

// hostileProject creates a project from a spec whose names and descriptions are markup and script, builds it,
// and opens every page that shows them: nothing of theirs runs.
func (s *session) hostileProject() {
	s.t.Helper()
	s.step("hostile-config", chromedp.Navigate(s.base+"/orgs/acme/new"), chromedp.WaitVisible(chromedp.CSS("#name")),
		chromedp.SendKeys(chromedp.CSS("#name"), "hostile"), chromedp.Click(chromedp.CSS("#target-python")),
		chromedp.Click(chromedp.CSS("#target-go")),
		chromedp.SetUploadFiles(chromedp.CSS("#spec"), []string{abs(s.t, "../web/testdata/hostile.yml")}),
		chromedp.Submit(chromedp.CSS("#name")), chromedp.WaitVisible(chromedp.CSS("#config")))
	s.notPwned("the config editor")
	s.run(chromedp.Submit(chromedp.CSS("#config")), chromedp.WaitVisible(chromedp.CSS("#builds")))
	s.waitText("#builds [data-field=status]", "completed", 5*time.Minute)
	s.notPwned("the project page")
	s.step("hostile-build", chromedp.Click(chromedp.CSS("#builds a")), chromedp.WaitVisible(chromedp.CSS("#diff-total")))
	s.notPwned("the build page")
	s.step("hostile-source", chromedp.Navigate(get(s, chromedp.Location())+"/source/openapi.yml"), chromedp.WaitVisible(chromedp.CSS("#L1")))
	s.notPwned("the build's spec page")
}

// repoProject creates a project whose spec and sdkgen.yml are in acme/api: its first build reads them through the
// App's installation there and finishes.
func (s *session) repoProject() {
	s.t.Helper()
	s.step("repo-project", chromedp.Navigate(s.base+"/orgs/acme/new"), chromedp.WaitVisible(chromedp.CSS("#name")),
		chromedp.SendKeys(chromedp.CSS("#name"), "from-repo"), chromedp.Click(chromedp.CSS("#source-repo")),
		chromedp.SendKeys(chromedp.CSS("#repo"), "acme/api"), chromedp.SendKeys(chromedp.CSS("#path"), "openapi.yml"),
		chromedp.Submit(chromedp.CSS("#name")), chromedp.WaitVisible(chromedp.CSS("#builds")))
	s.waitText("#builds [data-field=status]", "completed", 5*time.Minute)
	s.shot("repo-project-built")
	if source := get(s, chromedp.Text(chromedp.CSS("#builds .muted"))); source != "acme/api:openapi.yml@main" {
		s.t.Errorf("the repository project's build read %q, want acme/api:openapi.yml@main", source)
	}
}

func (s *session) notPwned(page string) {
	s.t.Helper()
	kind := get(s, chromedp.Evaluate[string](`typeof window.__pwned`))
	if kind != "undefined" {
		s.t.Errorf("the hostile spec ran script on %s", page)
	}
}

// refusals: another organization's pages are 404s, and a post without the CSRF token is refused.
func (s *session) refusals() {
	s.t.Helper()
	s.step("other-org", chromedp.Navigate(s.base+"/orgs/globex"))
	title := get(s, chromedp.Title())
	if !strings.Contains(title, "Not Found") {
		s.t.Errorf("another organization's page: title %q, want Not Found", title)
	}
	s.run(chromedp.Navigate(s.base + "/orgs/acme"))
	status := get(s, chromedp.Evaluate[int](
		`fetch("/orgs/acme/tokens", {method: "POST", body: new URLSearchParams({name: "csrf-less"})}).then(r => r.status)`,
		chromedp.EvalAwaitPromise))
	if status != http.StatusForbidden {
		s.t.Errorf("a post without the CSRF token: %d, want 403", status)
	}
}

// narrow checks a page at 320 px: nothing wider than the viewport but the scrolling tables.
func (s *session) narrow(url string) {
	s.t.Helper()
	s.step("narrow-320px", chromedp.EmulateViewport(320, 800), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("#builds")))
	width := get(s, chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
	if width > 320 {
		s.t.Errorf("the project page is %d px wide at 320 px", width)
	}
}

// bigDiff records two builds of acme-api whose TypeScript outputs differ in 5,000 files (in the server's own
// SQLite database), then opens the second one's build page: it must load, list every file and page through the
// diffs in reasonable time. The times are logged.
func (s *session) bigDiff(e *env) {
	s.t.Helper()
	const files = 5000
	id := recordBigBuilds(s.t, filepath.Join(e.dir, "sdkgen.db"), files)
	s.run(chromedp.EmulateViewport(1280, 1000))
	start := time.Now()
	s.step("diff-5000-files", chromedp.Navigate(s.base+"/orgs/acme/builds/"+id), chromedp.WaitVisible(chromedp.CSS("#diff-total")))
	loaded := time.Since(start)
	listed := get(s, chromedp.Evaluate[int](`document.querySelectorAll(".files li").length`))
	start = time.Now()
	s.run(chromedp.Click(chromedp.CSS(`nav[aria-label="Diff pages"] a`)), chromedp.WaitVisible(chromedp.CSS("#f51")))
	paged := time.Since(start)
	s.t.Logf("a %d-file diff: the build page loaded in %v, the next page of diffs in %v", files, loaded, paged)
	if listed != files {
		s.t.Errorf("the file list has %d files, want %d", listed, files)
	}
	if loaded > 20*time.Second || paged > 20*time.Second {
		s.t.Errorf("the %d-file diff is too slow to use: %v to load, %v to page", files, loaded, paged)
	}
}

// recordBigBuilds records two completed builds of acme-api whose TypeScript outputs differ in n files, and
// returns the second's id.
func recordBigBuilds(t *testing.T, dbPath string, n int) string {
	ctx := context.Background()
	st, err := store.Open(ctx, "sqlite://"+dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = st.Close() }()
	org, err := st.OrgByLogin(ctx, "acme")
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.OrgProjectByName(ctx, org.ID, "acme-api")
	if err != nil {
		t.Fatal(err)
	}
	var id string
	for version := range 2 {
		out := tree.New()
		for i := range n {
			var text strings.Builder
			for l := range 60 {
				if l == 30 {
					fmt.Fprintf(&text, "export const v%d = %d; // build %d\n", i, version, version)
					continue
				}
				fmt.Fprintf(&text, "// line %d of file %d\n", l, i)
			}
			if err := out.Add(fmt.Sprintf("src/resources/r%02d/file%04d.ts", i%50, i), []byte(text.String())); err != nil {
				t.Fatal(err)
			}
		}
		archive, err := builds.Archive(out, "typescript/")
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now().UTC()
		b, _, err := st.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: org.ID, ProjectID: p.ID, Trigger: builds.API,
			Status: builds.Running, Source: "e2e: a 5,000-file output", CreatedAt: now, StartedAt: &now}})
		if err != nil {
			t.Fatal(err)
		}
		err = st.FinishBuild(ctx, b.ID, builds.Build{Status: builds.Completed, FinishedAt: &now,
			Targets: []builds.TargetResult{{Target: "typescript", Status: "success", Archive: archive}}})
		if err != nil {
			t.Fatal(err)
		}
		id = b.ID
	}
	return id
}

func abs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// waitDownload waits for the one finished download in dir.
func waitDownload(t *testing.T, dir string) string {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".tar.gz") {
				return filepath.Join(dir, e.Name())
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatal("no download finished")
	return ""
}

// checkArchive checks that a downloaded .tar.gz holds want.
func checkArchive(t *testing.T, path, want string) {
	t.Helper()
	dir := t.TempDir()
	untar(t, path, dir)
	if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(want))); err != nil {
		t.Errorf("%s has no %s: %v", path, want, err)
	}
}

func grepLines(s, word string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, word) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func readText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
