package sdkrepo

import (
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Test helpers that drive the git CLI: repositories to clone from and push to, commits made with git's plumbing
// (so they work in bare repositories), and a smart-HTTP server in front of git http-backend. They build on
// gitcli_test.go's requireGit, gitEnv, gitRun and gitTry.

// gitCommand is the command gitTry runs (git in dir, isolated by gitEnv), with extra environment variables.
func gitCommand(dir string, env []string, args ...string) *exec.Cmd {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(gitEnv(filepath.Dir(dir)), env...)
	return cmd
}

// gitRunWithEnv is gitRun with extra environment variables (commitFileOnBranch's private index).
func gitRunWithEnv(t testing.TB, dir string, env []string, args ...string) string {
	t.Helper()
	out, err := gitCommand(dir, env, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("git %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return strings.TrimSpace(string(out))
}

// gitRunWithInput is gitRun with input on git's stdin. It returns stdout alone, so that an object id git prints
// is not mixed with its warnings.
func gitRunWithInput(t testing.TB, dir, input string, args ...string) string {
	t.Helper()
	cmd := gitCommand(dir, nil, args...)
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git %s in %s: %v", strings.Join(args, " "), dir, err)
	}
	return strings.TrimSpace(string(out))
}

// branchHash returns the commit branch points to in the repository at dir, or "" when it does not exist.
func branchHash(t *testing.T, dir, branch string) string {
	t.Helper()
	out, err := gitTry(dir, "rev-parse", "--verify", "--quiet", "refs/heads/"+branch)
	if err != nil {
		return ""
	}
	return out
}

// checkFsck fails the test unless git fsck finds the repository at dir complete and consistent. Unlike
// checkHealthy it asks nothing of a work tree, so it suits bare repositories.
func checkFsck(t *testing.T, dir string) {
	t.Helper()
	gitRun(t, dir, "fsck", "--strict", "--no-dangling")
}

// remoteInitBare creates an empty bare repository at dir, whose HEAD is main.
func remoteInitBare(t *testing.T, dir string) string {
	t.Helper()
	gitRun(t, filepath.Dir(dir), "init", "--quiet", "--bare", "--initial-branch=main", dir)
	return dir
}

// commitFileOnBranch commits to branch of the repository at dir a change that writes content to file, on top of
// the branch's current commit (a root commit when it does not exist), and returns the new commit. Unlike
// commitAll it uses git's plumbing with an index of its own, so it works in bare repositories and leaves any work
// tree alone.
func commitFileOnBranch(t *testing.T, dir, branch, file, content string) string {
	t.Helper()
	parent := branchHash(t, dir, branch)
	index := []string{"GIT_INDEX_FILE=" + filepath.Join(t.TempDir(), "index")}
	if parent != "" {
		gitRunWithEnv(t, dir, index, "read-tree", parent)
	} else {
		gitRunWithEnv(t, dir, index, "read-tree", "--empty")
	}
	blob := gitRunWithInput(t, dir, content, "hash-object", "-w", "--stdin")
	gitRunWithEnv(t, dir, index, "update-index", "--add", "--cacheinfo", "100644,"+blob+","+file)
	tree := gitRunWithEnv(t, dir, index, "write-tree")
	args := []string{"commit-tree", tree, "-m", "write " + file + " on " + branch}
	if parent != "" {
		args = append(args, "-p", parent)
	}
	commit := gitRun(t, dir, args...)
	gitRun(t, dir, "update-ref", "refs/heads/"+branch, commit)
	return commit
}

// remoteSeedSDK creates a bare repository at dir with a main and a generated branch, the shape of an SDK repository.
func remoteSeedSDK(t *testing.T, dir string) string {
	t.Helper()
	remoteInitBare(t, dir)
	commitFileOnBranch(t, dir, GeneratedBranch, "client.go", "package sdk\n")
	commitFileOnBranch(t, dir, "main", "client.go", "package sdk\n")
	commitFileOnBranch(t, dir, "main", "README.md", "# SDK\n")
	return dir
}

// remoteSetHook installs an executable hook script in the bare repository at dir.
func remoteSetHook(t *testing.T, dir, hook, script string) {
	t.Helper()
	path := filepath.Join(dir, "hooks", hook)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	// Written under the fork lock: a git process forked by a parallel test while the file is still open for writing
	// would keep it open until its exec, and git running the hook in that window fails with ETXTBSY ("text file
	// busy"), a refusal without the hook's message (golang/go#22315).
	syscall.ForkLock.Lock()
	err := os.WriteFile(path, []byte("#!/bin/sh\n"+script), 0o755)
	syscall.ForkLock.Unlock()
	if err != nil {
		t.Fatal(err)
	}
}

// gitServer is a smart-HTTP git server (git http-backend behind net/http/cgi) serving the bare repositories under
// root to clients that authenticate as x-access-token with its token, as GitHub serves an installation.
type gitServer struct {
	URL      string
	root     string
	token    string
	readOnly string // a token that may fetch but not push (403 on receive-pack, as GitHub answers)
}

// newGitServer starts a server for token; readOnly, when not empty, is a second token that may fetch but not push.
func newGitServer(t *testing.T, token, readOnly string) *gitServer {
	t.Helper()
	execPath := gitRun(t, "", "--exec-path")
	backend := filepath.Join(execPath, "git-http-backend")
	if _, err := os.Stat(backend); err != nil {
		t.Skipf("git http-backend is not installed: %v", err)
	}
	s := &gitServer{root: t.TempDir(), token: token, readOnly: readOnly}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		user, pass, ok := r.BasicAuth()
		if ok && user == "x-access-token" && s.readOnly != "" && pass == s.readOnly {
			if strings.HasSuffix(r.URL.Path, "/git-receive-pack") || r.URL.Query().Get("service") == "git-receive-pack" {
				http.Error(w, "Permission to sdk.git denied", http.StatusForbidden)
				return
			}
			pass = s.token
		}
		if !ok || user != "x-access-token" || pass != s.token {
			w.Header().Set("WWW-Authenticate", `Basic realm="sdk"`)
			// Echo the credentials, as a careless server might, so the tests see they are redacted.
			http.Error(w, "bad credentials "+user+":"+pass, http.StatusUnauthorized)
			return
		}
		h := &cgi.Handler{
			Path: backend,
			Env: append(gitEnv(s.root),
				"GIT_PROJECT_ROOT="+s.root,
				"GIT_HTTP_EXPORT_ALL=1",
				"REMOTE_USER="+user,
			),
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}

// repo creates a bare repository name.git on the server that accepts pushes, seeded by seed when it is not nil,
// and returns its URL and directory.
func (s *gitServer) repo(t *testing.T, name string, seed func(*testing.T, string) string) (string, string) {
	t.Helper()
	dir := filepath.Join(s.root, name+".git")
	if seed != nil {
		seed(t, dir)
	} else {
		remoteInitBare(t, dir)
	}
	gitRun(t, dir, "config", "http.receivepack", "true")
	return s.URL + "/" + name + ".git", dir
}
