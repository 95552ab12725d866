package fakegithub_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// generation is a generation of an SDK with the given files.
func generation(t *testing.T, message string, files map[string]string) sdkrepo.Generation {
	t.Helper()
	tr := tree.New()
	for p, content := range files {
		if err := tr.Add(p, []byte(content)); err != nil {
			t.Fatal(err)
		}
	}
	sum := sha256.Sum256([]byte(message))
	return sdkrepo.Generation{Files: tr, Target: "go", SpecHash: hex.EncodeToString(sum[:]),
		ConfigHash: hex.EncodeToString(sum[:]), Trigger: "test", Message: message}
}

// TestSDKRepositoryOverSmartHTTP runs the App's SDK repository flow against the fake: clone an empty repository
// with an installation token, generate, push generated and main, see a person's edit arrive, generate again,
// push again; and a push the remote must refuse.
func TestSDKRepositoryOverSmartHTTP(t *testing.T) {
	f := newFixture(t)
	token := f.token()
	url, err := gh.GitURL(f.url+"/", sdkRepo)
	if err != nil {
		t.Fatal(err)
	}
	remote := sdkrepo.Remote{URL: url, Token: token}
	r, err := sdkrepo.Clone(f.ctx, remote, filepath.Join(t.TempDir(), "sdk.git"), true)
	if err != nil {
		t.Fatal(err)
	}
	first := generation(t, "feat: first", map[string]string{"go.mod": "module acme\n", "client.go": "package acme\n"})
	res, err := r.Apply(f.ctx, first, sdkrepo.Options{})
	if err != nil || res.Status != sdkrepo.StatusCreated {
		t.Fatalf("first generation: %+v, %v", res, err)
	}
	if err := r.Push(f.ctx, remote, sdkrepo.PushUpdate{Branches: []string{sdkrepo.GeneratedBranch, "main"}}); err != nil {
		t.Fatal(err)
	}
	api := f.installationClient(nil)
	branch, _, err := api.Repositories.GetBranch(f.ctx, "acme", "acme-go", "main", 0)
	if err != nil || branch.GetCommit().GetSHA() != res.Head.String() {
		t.Fatalf("main after the push = %v, %v; want %s", branch, err, res.Head)
	}
	file, _, _, err := api.Repositories.GetContents(f.ctx, "acme", "acme-go", "client.go", nil)
	if content := fileContent(file); err != nil || content != "package acme\n" {
		t.Fatalf("client.go from the pushed main = %q, %v", content, err)
	}

	f.commit(sdkRepo, "main", map[string]string{"lib/helpers.go": "package lib\n"}) // a person's edit
	if _, err := r.Fetch(f.ctx, remote, "main", sdkrepo.GeneratedBranch); err != nil {
		t.Fatal(err)
	}
	second := generation(t, "feat: second", map[string]string{"go.mod": "module acme\n", "client.go": "package acme\n\nconst V = 2\n"})
	if res, err = r.Apply(f.ctx, second, sdkrepo.Options{}); err != nil || res.Status != sdkrepo.StatusMerged {
		t.Fatalf("second generation: %+v, %v", res, err)
	}
	if err := r.Push(f.ctx, remote, sdkrepo.PushUpdate{Branches: []string{sdkrepo.GeneratedBranch, "main"}}); err != nil {
		t.Fatal(err)
	}
	if got := branchesOf(t, f, sdkRepo)["main"]; got != res.Head.String() {
		t.Fatalf("main on the fake = %s, want %s", got, res.Head)
	}

	f.commit(sdkRepo, "main", map[string]string{"README.md": "# edited meanwhile\n"})
	third := generation(t, "feat: third", map[string]string{"go.mod": "module acme\n", "client.go": "package acme\n\nconst V = 3\n"})
	if _, err := r.Apply(f.ctx, third, sdkrepo.Options{}); err != nil {
		t.Fatal(err)
	}
	var perr *sdkrepo.PushError
	err = r.Push(f.ctx, remote, sdkrepo.PushUpdate{Branches: []string{"main"}})
	if !errors.As(err, &perr) || perr.Kind != sdkrepo.PushNonFastForward {
		t.Fatalf("a push over a moved branch = %v, want non-fast-forward", err)
	}
	if strings.Contains(f.logs.String(), token) {
		t.Errorf("the token reached the log:\n%s", f.logs.String())
	}
}

func TestGitAuth(t *testing.T) {
	f := newFixture(t)
	other := gh.Repo{Owner: "umbrella", Name: "sdk"}
	if err := f.srv.AddRepo(other, "main"); err != nil {
		t.Fatal(err)
	}
	f.srv.AddInstallation(88, "umbrella", other)
	f.commit(sdkRepo, "main", map[string]string{"go.mod": "module acme\n"})
	token := f.token()
	for _, tc := range []struct {
		name  string
		repo  gh.Repo
		token string
		want  sdkrepo.PushErrorKind
	}{
		{"the installation's token", sdkRepo, token, ""},
		{"no token", sdkRepo, "", sdkrepo.PushAuth},
		{"a made-up token", sdkRepo, "ghs_madeup", sdkrepo.PushAuth},
		{"another installation's repository", other, token, sdkrepo.PushFailed},
		{"a repository that does not exist", gh.Repo{Owner: "acme", Name: "nothing"}, token, sdkrepo.PushFailed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url, _ := gh.GitURL(f.url+"/", tc.repo)
			_, err := sdkrepo.Clone(f.ctx, sdkrepo.Remote{URL: url, Token: tc.token}, filepath.Join(t.TempDir(), "c"), true)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("clone: %v", err)
			case tc.want == sdkrepo.PushAuth && !strings.Contains(errString(err), "authentication"):
				t.Fatalf("clone = %v, want an authentication error", err)
			case tc.want == sdkrepo.PushFailed && err == nil:
				t.Fatal("the clone should fail")
			}
		})
	}
	status, header, _ := f.do("GET", "/acme/acme-go.git/info/refs?service=git-upload-pack", "", nil)
	if status != http.StatusUnauthorized || !strings.HasPrefix(header.Get("WWW-Authenticate"), "Basic") {
		t.Errorf("git without credentials: %d, WWW-Authenticate %q", status, header.Get("WWW-Authenticate"))
	}
}

// TestGitCommandLine clones and pushes with the git command, which end-to-end tests and people use.
func TestGitCommandLine(t *testing.T) {
	f := newFixture(t)
	f.commit(sdkRepo, "main", map[string]string{"go.mod": "module acme\n"})
	token := f.token()
	url := strings.Replace(f.url, "http://", "http://x-access-token:"+token+"@", 1) + "/acme/acme-go.git"
	hookEnv := filepath.Join(t.TempDir(), "hook-env")
	hook := filepath.Join(f.srv.GitDir(sdkRepo), "hooks", "pre-receive")
	if err := os.WriteFile(hook, []byte("#!/bin/sh\nenv > "+hookEnv+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "clone")
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Env = append(cmd.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+t.TempDir(), "GIT_TERMINAL_PROMPT=0",
			"GIT_AUTHOR_NAME=P", "GIT_AUTHOR_EMAIL=p@example.com", "GIT_COMMITTER_NAME=P", "GIT_COMMITTER_EMAIL=p@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("clone", "--quiet", url, dir)
	run("-C", dir, "checkout", "--quiet", "-b", "feature")
	run("-C", dir, "commit", "--quiet", "--allow-empty", "-m", "feature")
	run("-C", dir, "push", "--quiet", "origin", "feature")
	if branchesOf(t, f, sdkRepo)["feature"] == "" {
		t.Fatal("the pushed branch is not on the fake")
	}
	if env, err := os.ReadFile(hookEnv); err != nil || strings.Contains(string(env), token) ||
		strings.Contains(string(env), "HTTP_AUTHORIZATION") {
		t.Errorf("the repository's hooks see the credentials (%v):\n%s", err, env)
	}
	// A pull request opened through the API follows its head branch as it is pushed to, as GitHub's do.
	api := f.installationClient(nil)
	pr, _, err := api.PullRequests.Create(f.ctx, "acme", "acme-go", &github.NewPullRequest{Title: ptr("release: 0.1.0"),
		Head: ptr("feature"), Base: ptr("main")})
	if err != nil {
		t.Fatal(err)
	}
	run("-C", dir, "commit", "--quiet", "--allow-empty", "-m", "more")
	run("-C", dir, "push", "--quiet", "origin", "feature")
	got, _, err := api.PullRequests.Get(f.ctx, "acme", "acme-go", pr.GetNumber())
	if want := branchesOf(t, f, sdkRepo)["feature"]; err != nil || got.GetHead().GetSHA() != want || got.GetCommits() != 2 {
		t.Errorf("head after a push = %s (%d commits), %v; want %s (2 commits)", got.GetHead().GetSHA(), got.GetCommits(), err, want)
	}
}

// branchesOf returns the branches of repo on the fake.
func branchesOf(t *testing.T, f *fixture, repo gh.Repo) map[string]string {
	t.Helper()
	for _, r := range f.srv.State().Repos {
		if r.Repo == repo.String() {
			return r.Branches
		}
	}
	t.Fatalf("no repository %s", repo)
	return nil
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
