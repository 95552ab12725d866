package web_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/web"
)

// createAcme signs in and creates project "acme-api" in acme from the example spec, with the TypeScript and
// Python SDKs configured; it returns the config editor's page.
func createAcme(t *testing.T, b *browser) string {
	t.Helper()
	b.signIn()
	b.get("/orgs/acme/new")
	res, _ := b.upload("/orgs/acme/new", map[string][]string{"name": {"acme-api"}, "source": {"upload"},
		"targets": {"typescript", "python"}}, readFile(t, "../../examples/acme/openapi.yml"))
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/orgs/acme/projects/acme-api/config" {
		t.Fatalf("create: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	_, body := b.get(res.Header.Get("Location"))
	return body
}

var textarea = regexp.MustCompile(`(?s)<textarea[^>]*>(.*?)</textarea>`)

// unescape reads the textarea's text back as a browser would.
func unescape(s string) string {
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'", "&amp;", "&").Replace(s)
}

// New project: sdkgen.yml guessed as init guesses it, shown with no error; a broken edit is refused with its
// diagnostic on its line and nothing kept; the fixed one is kept and its first build starts.
func TestNewProjectConfigEditorAndFirstBuild(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	body := createAcme(t, b)
	m := textarea.FindStringSubmatch(body)
	if m == nil || !strings.Contains(body, `id="config-ok"`) {
		t.Fatalf("the editor shows no config, or errors:\n%s", body)
	}
	guessed := unescape(m[1])
	if !strings.Contains(guessed, "typescript:") || !strings.Contains(guessed, "python:") || strings.Contains(guessed, "\n  go:") {
		t.Errorf("the guess does not configure the targets picked:\n%s", guessed)
	}
	broken := strings.Replace(guessed, "list: get /accounts\n", "list: get /no-such-path\n", 1)
	res, body := b.post("/orgs/acme/projects/acme-api/config", url.Values{"config": {broken}})
	line := strings.Count(broken[:strings.Index(broken, "get /no-such-path")], "\n") + 1
	if res.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `id="config-errors"`) {
		t.Fatalf("a broken config: %d\n%s", res.StatusCode, body)
	}
	onLine := regexp.MustCompile(`(?s)<li id="L` + strconv.Itoa(line) + `"[^>]*>.*?<div class="diag" data-line="` + strconv.Itoa(line) + `" data-column="\d+">`)
	if !onLine.MatchString(body) {
		t.Errorf("no diagnostic on line %d:\n%s", line, body)
	}
	if len(f.sched.list()) != 0 {
		t.Error("a broken config started a build")
	}
	res, _ = b.post("/orgs/acme/projects/acme-api/config", url.Values{"config": {guessed}, "targets": {"python"},
		"sdk_repo_python": {"acme/acme-python"}, "sdk_repo_typescript": {""}})
	if res.StatusCode != http.StatusSeeOther || len(f.sched.list()) != 1 {
		t.Fatalf("the fixed config: %d, %d builds scheduled", res.StatusCode, len(f.sched.list()))
	}
	build, err := f.st.Build(context.Background(), orgID(t, f, "acme"), f.sched.list()[0])
	if err != nil || len(build.Targets) != 1 || build.Targets[0].Target != "python" || build.Trigger != builds.API {
		t.Errorf("the first build: %+v, %v; want python alone", build, err)
	}
	if p, _ := f.st.OrgProjectByName(context.Background(), orgID(t, f, "acme"), "acme-api"); len(p.SDKRepos) != 1 || p.SDKRepos["python"] != "acme/acme-python" {
		t.Errorf("SDK repositories %v, want python's", p.SDKRepos)
	}
	_, page := b.get("/orgs/acme/projects/acme-api")
	if !strings.Contains(page, build.ID) || !strings.Contains(page, `data-poll="/orgs/acme/projects/acme-api/builds.json"`) {
		t.Errorf("the project page does not list the running build live:\n%s", page)
	}
	res, js := b.get("/orgs/acme/projects/acme-api/builds.json")
	if res.StatusCode != 200 || !strings.Contains(js, `"status":"queued"`) || !strings.Contains(js, `"done":false`) {
		t.Errorf("builds.json: %d %s", res.StatusCode, js)
	}
	if res, _ := b.post("/orgs/acme/projects/acme-api/settings", url.Values{"fail_on": {"warning"}, "sdk_repo_python": {""}}); res.StatusCode != http.StatusSeeOther {
		t.Errorf("settings: %d", res.StatusCode)
	}
	if p, _ := f.st.OrgProjectByName(context.Background(), orgID(t, f, "acme"), "acme-api"); p.FailOn != "warning" || len(p.SDKRepos) != 0 {
		t.Errorf("after the settings: fail_on %q, SDK repositories %v", p.FailOn, p.SDKRepos)
	}
	if res, body := b.post("/orgs/acme/projects/acme-api/settings", url.Values{"fail_on": {"<b>sometimes</b>"}}); res.StatusCode != http.StatusUnprocessableEntity ||
		!strings.Contains(body, "&lt;b&gt;sometimes") {
		t.Errorf("a bad fail_on: %d, want 422 saying why", res.StatusCode)
	}
}

// A user sees only their organizations' projects, builds and archives: the others are 404s, as are unknown ones.
func TestOtherOrgsAreNotFound(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	globex, _ := f.st.EnsureOrg(ctx, "globex")
	p, err := f.st.CreateProject(ctx, store.OrgProject{OrgID: globex.ID, Name: "secret", Spec: store.SpecSource{Kind: store.SpecFromUpload, Upload: []byte("x")}})
	if err != nil {
		t.Fatal(err)
	}
	bld, _, err := f.st.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: globex.ID, ProjectID: p.ID, Trigger: builds.API, Status: builds.Queued}})
	if err != nil {
		t.Fatal(err)
	}
	b := f.browser()
	b.signIn()
	for _, path := range []string{"/orgs/globex", "/orgs/globex/projects/secret", "/orgs/acme/projects/secret",
		"/orgs/globex/builds/" + bld.ID, "/orgs/acme/builds/" + bld.ID, "/orgs/acme/builds/" + bld.ID + "/status.json",
		"/orgs/acme/builds/" + bld.ID + "/targets/go/archive", "/orgs/globex/projects/secret/builds.json"} {
		if res, body := b.get(path); res.StatusCode != http.StatusNotFound || strings.Contains(body, "secret") {
			t.Errorf("%s: %d, want a 404 that names nothing", path, res.StatusCode)
		}
	}
	b.get("/orgs/acme")
	if res, _ := b.post("/orgs/globex/projects/secret/settings", url.Values{"fail_on": {"never"}}); res.StatusCode != http.StatusNotFound {
		t.Errorf("settings of another org's project: %d, want 404", res.StatusCode)
	}
}

// A hostile spec's names and descriptions are text on every page: no tag of theirs reaches the HTML.
func TestHostileSpecIsEscaped(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.signIn()
	b.get("/orgs/acme/new")
	res, _ := b.upload("/orgs/acme/new", map[string][]string{"name": {"hostile"}, "source": {"upload"}, "targets": {"typescript"}},
		readFile(t, "testdata/hostile.yml"))
	if res.StatusCode != http.StatusSeeOther {
		t.Fatalf("create: %d", res.StatusCode)
	}
	_, editor := b.get("/orgs/acme/projects/hostile/config")
	broken := "organization:\n  name: \"<script>window.__pwned = 10</script>\"\n" + unescape(textarea.FindStringSubmatch(editor)[1])
	_, rejected := b.post("/orgs/acme/projects/hostile/config", url.Values{"config": {broken}})
	for name, page := range map[string]string{"editor": editor, "rejected": rejected} {
		for _, tag := range []string{"<script>window", "<img src=x", "<svg", "<iframe", "<style>", "<b onmouseover", "</textarea><"} {
			if strings.Contains(page, tag) {
				t.Errorf("the %s page has the spec's %q unescaped", name, tag)
			}
		}
	}
}

// The build page of a real build: per target its outcome and archive, the API changes against the previous
// build with their class, and the file-by-file diff; the archive downloads.
func TestBuildPage(t *testing.T) {
	if testing.Short() {
		t.Skip("generates the Python SDK twice")
	}
	f := newFixture(t)
	b := f.browser()
	createAcme(t, b)
	ctx := context.Background()
	run := func() builds.Build {
		t.Helper()
		ids := f.sched.list()
		id := ids[len(ids)-1]
		if err := (&apibuild.Runner{Store: f.st}).RunAPIBuild(ctx, id); err != nil {
			t.Fatal(err)
		}
		bld, err := f.st.Build(ctx, orgID(t, f, "acme"), id)
		if err != nil || bld.Status != builds.Completed {
			t.Fatalf("build: %+v, %v", bld, err)
		}
		return bld
	}
	_, editor := b.get("/orgs/acme/projects/acme-api/config")
	config := unescape(textarea.FindStringSubmatch(editor)[1])
	b.post("/orgs/acme/projects/acme-api/config", url.Values{"config": {config}, "targets": {"python"}})
	run()
	// A second build without the accounts.delete method: a breaking change.
	b.post("/orgs/acme/projects/acme-api/config", url.Values{"config": {strings.Replace(config,
		"      delete: delete /accounts/{account_id}\n", "", 1)}, "targets": {"python"}})
	second := run()
	if py := second.Targets[0]; py.StartedAt == nil || py.FinishedAt == nil || py.FinishedAt.Before(*py.StartedAt) {
		t.Errorf("python's generation time was not recorded: %v to %v", py.StartedAt, py.FinishedAt)
	}
	res, page := b.get("/orgs/acme/builds/" + second.ID)
	if res.StatusCode != 200 {
		t.Fatalf("build page: %d", res.StatusCode)
	}
	took := regexp.MustCompile(`data-field="target-duration">[0-9.]+m?s<`)
	if !took.MatchString(page) {
		t.Errorf("the build page shows no duration for python")
	}
	if _, list := b.get("/orgs/acme/projects/acme-api"); len(took.FindAllString(list, -1)) != 2 {
		t.Errorf("the project page does not show python's duration in both builds")
	}
	if _, js := b.get("/orgs/acme/projects/acme-api/builds.json"); !regexp.MustCompile(`"target":"python","status":"[a-z]+","duration":"[0-9.]+m?s"`).MatchString(js) {
		t.Errorf("builds.json has no target duration: %s", js)
	}
	if status := between(page, `id="target-python">python: <span class="status status-`, `"`); status != "success" && status != "warning" {
		t.Errorf("python's outcome on the page: %q", status)
	}
	for _, want := range []string{"Download the python SDK",
		`class="breaking">breaking`, `id="diff-total"`, `<tr class="del">`, `<tr class="gap">`} {
		if !strings.Contains(page, want) {
			t.Errorf("the build page lacks %q", want)
		}
	}
	link := between(page, `<a href="/orgs/acme/builds/`+second.ID+`/source/`, `"`)
	if link == "" {
		t.Fatalf("no diagnostic links to its line")
	}
	file, anchor, _ := strings.Cut(link, "#")
	res, src := b.get("/orgs/acme/builds/" + second.ID + "/source/" + file)
	if res.StatusCode != 200 || !strings.Contains(src, `<li id="`+anchor+`"`) {
		t.Errorf("the source page of %s: %d, no line %s", file, res.StatusCode, anchor)
	}
	if res, _ := b.get("/orgs/acme/builds/" + second.ID + "/source/etc-passwd"); res.StatusCode != http.StatusNotFound {
		t.Errorf("an input the build does not have: %d, want 404", res.StatusCode)
	}
	res, data := b.get("/orgs/acme/builds/" + second.ID + "/targets/python/archive")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/gzip" {
		t.Fatalf("archive: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	zr, err := gzip.NewReader(bytes.NewReader([]byte(data)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(zr); err != nil {
		t.Errorf("the archive does not unpack: %v", err)
	}
}

// A preview build's page links to its pull request and to the preview branch in the SDK repository, on the
// configured GitHub.
func TestBuildPageLinksToGitHub(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.signIn()
	ctx := context.Background()
	org := orgID(t, f, "acme")
	p, err := f.st.RepoProject(ctx, org, "acme/api")
	if err != nil {
		t.Fatal(err)
	}
	bld, _, err := f.st.CreateBuild(ctx, store.NewBuild{Build: builds.Build{OrgID: org, ProjectID: p.ID, Trigger: builds.Preview,
		Status: builds.Completed, Source: "acme/api#12 at 0123abc", Targets: []builds.TargetResult{{Target: "go", Status: "success",
			SDKRepo: "acme/acme-go", PreviewBranch: "preview/api/pr-12"}}}})
	if err != nil {
		t.Fatal(err)
	}
	_, page := b.get("/orgs/acme/builds/" + bld.ID)
	web := strings.TrimSuffix(f.opts.OAuth.APIURL, "/api/v3/")
	for _, want := range []string{`href="` + web + `/acme/api/pull/12"`, `href="` + web + `/acme/acme-go/tree/preview/api/pr-12"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the build page lacks %s", want)
		}
	}
}

// repoFiles is a repository as the App's installation reads it: the example's spec and sdkgen.yml, or an
// unreadable repository.
type repoFiles struct {
	t    *testing.T
	fail bool
	read []store.SpecSource
}

func (r *repoFiles) ReadProjectFiles(_ context.Context, src store.SpecSource) (apibuild.RepoInputs, error) {
	r.read = append(r.read, src)
	if r.fail {
		return apibuild.RepoInputs{}, fmt.Errorf("%w: the App is not installed on %s", apibuild.ErrRepoUnreadable, src.Repo)
	}
	return apibuild.RepoInputs{Spec: readFile(r.t, "../../examples/acme/openapi.yml"), Config: readFile(r.t, "../../examples/acme/sdkgen.yml"),
		SpecPath: src.Path, Source: src.Repo + ":" + src.Path + "@main"}, nil
}

// A project whose spec is in a GitHub repository is built from the web as the /v1 API builds it: its files are
// read through the App's installation, its first build starts at creation, and "Build now" starts another. A
// repository the App cannot read is said on the project page, and nothing is queued.
func TestRepositoryProjectBuilds(t *testing.T) {
	repo := &repoFiles{t: t}
	f := newFixture(t, func(o *web.Options) { o.Repos = repo })
	b := f.browser()
	b.signIn()
	b.get("/orgs/acme/new")
	res, _ := b.post("/orgs/acme/new", url.Values{"name": {"from-repo"}, "source": {"repo"}, "repo": {"acme/api"},
		"path": {"openapi.yml"}})
	if res.StatusCode != http.StatusSeeOther || !strings.HasPrefix(res.Header.Get("Location"), "/orgs/acme/projects/from-repo?started=") {
		t.Fatalf("create: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	if len(f.sched.list()) != 1 || len(repo.read) != 1 || repo.read[0].Repo != "acme/api" {
		t.Fatalf("the first build: %v scheduled, %v read", f.sched.list(), repo.read)
	}
	first, err := f.st.Build(context.Background(), orgID(t, f, "acme"), f.sched.list()[0])
	if err != nil || first.Source != "acme/api:openapi.yml@main" || len(first.Targets) == 0 || first.SpecHash == "" {
		t.Fatalf("the first build: %+v, %v", first, err)
	}
	_, page := b.get("/orgs/acme/projects/from-repo")
	if !strings.Contains(page, "Build now") {
		t.Errorf("the project page offers no build:\n%s", page)
	}
	if res, _ := b.post("/orgs/acme/projects/from-repo/builds", url.Values{}); res.StatusCode != http.StatusSeeOther || len(f.sched.list()) != 2 {
		t.Errorf("build now: %d, %d scheduled", res.StatusCode, len(f.sched.list()))
	}
	repo.fail = true
	res, body := b.post("/orgs/acme/projects/from-repo/builds", url.Values{})
	if res.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, `id="build-error"`) ||
		!strings.Contains(body, "not installed on acme/api") || len(f.sched.list()) != 2 {
		t.Errorf("an unreadable repository: %d, %d scheduled\n%s", res.StatusCode, len(f.sched.list()), body)
	}
}

// Without a way to read repositories, a repository project is kept and its page says it cannot be built here.
func TestRepositoryProjectWithoutRepos(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	b.signIn()
	b.get("/orgs/acme/new")
	res, body := b.post("/orgs/acme/new", url.Values{"name": {"from-repo"}, "source": {"repo"}, "repo": {"acme/api"},
		"path": {"openapi.yml"}})
	if res.StatusCode != http.StatusOK || !strings.Contains(body, "does not read GitHub repositories") ||
		strings.Contains(body, "Build now") || len(f.sched.list()) != 0 {
		t.Errorf("create: %d, %d scheduled\n%s", res.StatusCode, len(f.sched.list()), body)
	}
}

// The editor's check runs sdkgen's diagnostics on the text being typed and answers them located at their line
// and column, as the page does; it keeps nothing, needs the CSRF token, and is another organization's 404.
func TestConfigCheck(t *testing.T) {
	f := newFixture(t)
	b := f.browser()
	page := createAcme(t, b)
	if !strings.Contains(page, `data-check="/orgs/acme/projects/acme-api/config/check"`) || !strings.Contains(page, `src="/assets/editor.js"`) {
		t.Fatalf("the editor page does not load the editor script over its textarea:\n%s", page)
	}
	guessed := unescape(textarea.FindStringSubmatch(page)[1])
	broken := strings.Replace(guessed, "list: get /accounts\n", "list: get /no-such-path\n", 1)
	line := strings.Count(broken[:strings.Index(broken, "get /no-such-path")], "\n") + 1
	col := strings.Index(broken[strings.LastIndex(broken[:strings.Index(broken, "get /no-such-path")], "\n")+1:], "get /no-such-path") + 1
	res, body := b.post("/orgs/acme/projects/acme-api/config/check", url.Values{"config": {broken}})
	var got struct {
		Errors      int `json:"errors"`
		Diagnostics []struct {
			Line, Column int
			Level, Code  string
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(body), &got); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("check: %d %v\n%s", res.StatusCode, err, body)
	}
	if got.Errors == 0 || len(got.Diagnostics) == 0 || got.Diagnostics[0].Line != line || got.Diagnostics[0].Column != col ||
		got.Diagnostics[0].Code != "Endpoint/NotFound" || got.Diagnostics[0].Level != "error" {
		t.Errorf("check: %+v; want Endpoint/NotFound at %d:%d", got, line, col)
	}
	if p, _ := f.st.OrgProjectByName(context.Background(), orgID(t, f, "acme"), "acme-api"); strings.Contains(string(p.Config), "no-such-path") {
		t.Error("a check kept the text")
	}
	if _, body := b.post("/orgs/acme/projects/acme-api/config/check", url.Values{"config": {guessed}}); !strings.Contains(body, `"errors":0`) {
		t.Errorf("the guessed config checks with errors: %s", body)
	}
	if res, _ := b.post("/orgs/acme/projects/acme-api/config/check", url.Values{"config": {guessed}, "csrf": {"forged"}}); res.StatusCode != http.StatusForbidden {
		t.Errorf("a check without the CSRF token: %d, want 403", res.StatusCode)
	}
	if res, _ := b.post("/orgs/globex/projects/acme-api/config/check", url.Values{"config": {guessed}}); res.StatusCode != http.StatusNotFound {
		t.Errorf("a check in another organization: %d, want 404", res.StatusCode)
	}
}
