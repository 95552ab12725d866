package releaseflow_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/releaseflow"
)

const installationID = 7

var sdkRepo = gh.Repo{Owner: "acme", Name: "acme-node"}

// fixture is an SDK repository on the fake GitHub, with real git behind it, and a Flow pointed at it.
type fixture struct {
	t       *testing.T
	ctx     context.Context
	srv     *fakegithub.Server
	url     string
	factory gh.Factory
	flow    *releaseflow.Flow
}

// releasedFiles is a typescript SDK repository at its release 0.1.0: the version files app/release edits for the
// typescript target, a changelog, and the publish workflow the typescript target generates.
func releasedFiles(t *testing.T) map[string][]byte {
	t.Helper()
	workflow, err := os.ReadFile("../../targets/typescript/testdata/golden/honcho-node/.github/workflows/publish-npm.yml")
	if err != nil {
		t.Fatal(err)
	}
	return map[string][]byte{
		"package.json":                      []byte("{\n  \"name\": \"acme\",\n  \"version\": \"0.1.0\"\n}\n"),
		".release-please-manifest.json":     []byte("{\n  \".\": \"0.1.0\"\n}\n"),
		"src/version.ts":                    []byte("export const VERSION = '0.1.0'; // x-release-please-version\n"),
		"CHANGELOG.md":                      []byte("# Changelog\n\n## 0.1.0 (2025-01-02)\n\n### Features\n\n* first release\n"),
		"api.md":                            []byte("# Acme API\n"),
		"openapi.json":                      []byte(`{"openapi":"3.1.0"}` + "\n"),
		".github/workflows/publish-npm.yml": workflow,
	}
}

// newFixture makes the SDK repository with its 0.1.0 release tagged on main.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	srv, url := fakegithub.StartTest(t, fakegithub.Options{AppID: 42})
	if err := srv.AddRepo(sdkRepo, "main"); err != nil {
		t.Fatal(err)
	}
	srv.AddInstallation(installationID, "acme", sdkRepo)
	factory, err := gh.NewFactory(url, 42, srv.PrivateKeyPEM(), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	f := &fixture{t: t, ctx: ctx, srv: srv, url: url, factory: factory}
	f.flow = f.flowWith(factory)
	f.tag("v0.1.0", f.commitBytes("main", "feat: first release", releasedFiles(t)))
	return f
}

// flowWith is a Flow on factory's clients.
func (f *fixture) flowWith(factory gh.Factory) *releaseflow.Flow {
	now := func() time.Time { return time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC) }
	return releaseflow.New(releaseflow.Options{Factory: factory, APIURL: f.url, WorkDir: f.t.TempDir(), Now: now})
}

// crashing makes clients whose named call fails once, the way a process that dies there leaves the work.
type crashing struct {
	gh.Factory
	mu   sync.Mutex
	once map[string]bool // call name -> still to fail
}

var errCrash = errors.New("the process stopped here")

func (c *crashing) crash(call string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	fail := c.once[call]
	c.once[call] = false
	return fail
}

func (c *crashing) Installation(ctx context.Context, id int64) (gh.Client, error) {
	client, err := c.Factory.Installation(ctx, id)
	return crashingClient{Client: client, c: c}, err
}

type crashingClient struct {
	gh.Client
	c *crashing
}

func (cc crashingClient) CreatePullRequest(ctx context.Context, repo gh.Repo, pr gh.NewPullRequest) (gh.PullRequest, error) {
	if cc.c.crash("CreatePullRequest") {
		return gh.PullRequest{}, errCrash
	}
	return cc.Client.CreatePullRequest(ctx, repo, pr)
}

func (cc crashingClient) UploadReleaseAsset(ctx context.Context, repo gh.Repo, id int64, name string, data []byte) error {
	if cc.c.crash("UploadReleaseAsset") {
		return errCrash
	}
	return cc.Client.UploadReleaseAsset(ctx, repo, id, name, data)
}

func (f *fixture) commit(branch, message string, files map[string]string) string {
	f.t.Helper()
	b := map[string][]byte{}
	for p, s := range files {
		b[p] = []byte(s)
	}
	return f.commitBytes(branch, message, b)
}

func (f *fixture) commitBytes(branch, message string, files map[string][]byte) string {
	f.t.Helper()
	sha, err := f.srv.Commit(sdkRepo, branch, message, files)
	if err != nil {
		f.t.Fatal(err)
	}
	return sha
}

// git runs git in the SDK repository's bare repository on the fake.
func (f *fixture) git(args ...string) string {
	f.t.Helper()
	cmd := exec.Command("git", append([]string{"--git-dir", f.srv.GitDir(sdkRepo)}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		f.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func (f *fixture) tag(name, sha string) { f.git("update-ref", "refs/tags/"+name, sha) }

func (f *fixture) show(ref, path string) string { return f.git("show", ref+":"+path) }

func (f *fixture) request(settings releaseflow.Settings) releaseflow.RefreshRequest {
	return releaseflow.RefreshRequest{InstallationID: installationID, Repo: sdkRepo, Branch: "main",
		Target: "typescript", Settings: settings}
}

func (f *fixture) refresh(settings releaseflow.Settings) *releaseflow.RefreshResult {
	f.t.Helper()
	res, err := f.flow.Refresh(f.ctx, f.request(settings))
	if err != nil {
		f.t.Fatal(err)
	}
	return res
}

// pulls lists the pull requests of the SDK repository from the release branch.
func (f *fixture) pulls() []fakegithub.PullRequest {
	var out []fakegithub.PullRequest
	for _, p := range f.srv.State().PullRequests {
		if p.Head.Ref == releaseflow.ReleaseBranch("main") {
			out = append(out, p)
		}
	}
	return out
}

// merge merges the release pull request as a person would, and returns the publish request the webhook makes of
// it.
func (f *fixture) merge(number int, settings releaseflow.Settings) releaseflow.PublishRequest {
	f.t.Helper()
	pr, ok := f.srv.PullRequest(sdkRepo, number)
	if !ok {
		f.t.Fatalf("no pull request #%d", number)
	}
	sha, err := f.srv.MergePullRequest(sdkRepo, number, "octocat")
	if err != nil {
		f.t.Fatal(err)
	}
	version, err := releaseflow.VersionFromTitle(pr.Title)
	if err != nil {
		f.t.Fatal(err)
	}
	return releaseflow.PublishRequest{InstallationID: installationID, Repo: sdkRepo, PR: number, Version: version,
		MergeSHA: sha, Branch: "main", Target: "typescript", Settings: settings}
}

func mustContain(t *testing.T, what, s string, subs ...string) {
	t.Helper()
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			t.Errorf("%s lacks %q:\n%s", what, sub, s)
		}
	}
}
