package sdkrepo

import (
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Test helpers that drive the git CLI: repositories to clone from and push to, commits made with git's plumbing
// (so they work in bare repositories), and a smart-HTTP server in front of git http-backend.

// remoteRequireGit skips the test when the git command is not installed.
func remoteRequireGit(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
}

// remoteGitEnv is the environment of every git command the tests run: no user or system configuration, a fixed
// identity and date, home.
func remoteGitEnv(home string) []string {
	return append(os.Environ(),
		"HOME="+home,
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL="+os.DevNull,
		"GIT_AUTHOR_NAME=Test", "GIT_AUTHOR_EMAIL=test@example.com", "GIT_AUTHOR_DATE=2024-01-02T03:04:05Z",
		"GIT_COMMITTER_NAME=Test", "GIT_COMMITTER_EMAIL=test@example.com", "GIT_COMMITTER_DATE=2024-01-02T03:04:05Z",
	)
}

// remoteGit runs git in dir with extra environment variables, and returns its trimmed output; it fails the test
// when git fails.
func remoteGit(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	out, err := remoteGitTry(dir, env, args...)
	if err != nil {
		t.Fatalf("git %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return out
}

func remoteGitTry(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(remoteGitEnv(os.TempDir()), env...)
	out, err := cmd.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// remoteRevParse returns the commit branch points to in the repository at dir, or "" when it does not exist.
func remoteRevParse(t *testing.T, dir, branch string) string {
	t.Helper()
	out, err := remoteGitTry(dir, nil, "rev-parse", "--verify", "--quiet", "refs/heads/"+branch)
	if err != nil {
		return ""
	}
	return out
}

// remoteFsck fails the test unless git remoteFsck finds the repository at dir complete and consistent.
func remoteFsck(t *testing.T, dir string) {
	t.Helper()
	remoteGit(t, dir, nil, "fsck", "--strict", "--no-dangling")
}

// remoteInitBare creates an empty bare repository at dir, whose HEAD is main.
func remoteInitBare(t *testing.T, dir string) string {
	t.Helper()
	remoteGit(t, filepath.Dir(dir), nil, "init", "--quiet", "--bare", "--initial-branch=main", dir)
	return dir
}

// remoteCommit commits to branch of the repository at dir (bare or not, the work tree is not touched) a change that
// writes content to file, on top of the branch's current commit (a root commit when it does not exist), and
// returns the new commit.
func remoteCommit(t *testing.T, dir, branch, file, content string) string {
	t.Helper()
	parent := remoteRevParse(t, dir, branch)
	index := []string{"GIT_INDEX_FILE=" + filepath.Join(t.TempDir(), "index")}
	if parent != "" {
		remoteGit(t, dir, index, "read-tree", parent)
	} else {
		remoteGit(t, dir, index, "read-tree", "--empty")
	}
	blob := remoteGitStdin(t, dir, content, "hash-object", "-w", "--stdin")
	remoteGit(t, dir, index, "update-index", "--add", "--cacheinfo", "100644,"+blob+","+file)
	tree := remoteGit(t, dir, index, "write-tree")
	args := []string{"commit-tree", tree, "-m", "write " + file + " on " + branch}
	if parent != "" {
		args = append(args, "-p", parent)
	}
	commit := remoteGit(t, dir, nil, args...)
	remoteGit(t, dir, nil, "update-ref", "refs/heads/"+branch, commit)
	return commit
}

func remoteGitStdin(t *testing.T, dir, stdin string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = remoteGitEnv(os.TempDir())
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out))
}

// remoteSeedSDK creates a bare repository at dir with a main and a generated branch, the shape of an SDK repository.
func remoteSeedSDK(t *testing.T, dir string) string {
	t.Helper()
	remoteInitBare(t, dir)
	remoteCommit(t, dir, GeneratedBranch, "client.go", "package sdk\n")
	remoteCommit(t, dir, "main", "client.go", "package sdk\n")
	remoteCommit(t, dir, "main", "README.md", "# SDK\n")
	return dir
}

// remoteSetHook installs an executable hook script in the bare repository at dir.
func remoteSetHook(t *testing.T, dir, hook, script string) {
	t.Helper()
	path := filepath.Join(dir, "hooks", hook)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+script), 0o755); err != nil {
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
	execPath := remoteGit(t, "", nil, "--exec-path")
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
			Env: append(remoteGitEnv(s.root),
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
	remoteGit(t, dir, nil, "config", "http.receivepack", "true")
	return s.URL + "/" + name + ".git", dir
}
