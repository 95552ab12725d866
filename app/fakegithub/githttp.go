package fakegithub

import (
	"bytes"
	"net/http"
	"net/http/cgi"
	"strings"
	"sync"

	"github.com/sdkgen/sdkgen/app/gh"
)

// gitTokenUser is the basic-auth user name of git over HTTPS with an installation token.
const gitTokenUser = "x-access-token"

// gitPath reports whether p is a git smart-HTTP path, /<owner>/<name>.git/..., and names the repository.
func gitPath(p string) (owner, name string, ok bool) {
	segs := strings.SplitN(strings.TrimPrefix(p, "/"), "/", 3)
	if len(segs) < 2 || segs[0] == "" {
		return "", "", false
	}
	name, ok = strings.CutSuffix(segs[1], ".git")
	return segs[0], name, ok && name != ""
}

// serveGit serves git smart HTTP for repo through git http-backend, to clients that authenticate with basic auth
// as x-access-token and an installation token that may see the repository (pushes included, as for an App with
// contents: write). Others get 401 with a Basic challenge, or 404 for a repository they may not see.
func (s *Server) serveGit(w http.ResponseWriter, r *http.Request, repo gh.Repo) {
	user, pass, hasAuth := r.BasicAuth()
	s.mu.Lock()
	at, valid := s.installationToken(pass)
	rs := s.lookupRepo(repo)
	visible := valid && rs != nil && rs.gitDir != "" && s.canAccess(at, repoKey(repo))
	var canonical gh.Repo
	if visible {
		canonical = rs.repo
	}
	s.mu.Unlock()
	switch {
	case !hasAuth || user != gitTokenUser || !valid:
		w.Header().Set("WWW-Authenticate", `Basic realm="GitHub"`)
		http.Error(w, "Invalid username or token. Password authentication is not supported for Git operations.",
			http.StatusUnauthorized)
		return
	case !visible:
		http.Error(w, "Repository not found.", http.StatusNotFound)
		return
	}
	s.gitBackend(canonical).ServeHTTP(w, withGitPath(r, repo, canonical))
}

// withGitPath returns r with its path naming the repository as it is spelled on disk, and without its
// Authorization header, which CGI would hand to git (and any hook) as HTTP_AUTHORIZATION.
func withGitPath(r *http.Request, asked, canonical gh.Repo) *http.Request {
	rest := strings.TrimPrefix(r.URL.Path, "/"+asked.Owner+"/"+asked.Name+".git")
	r2 := r.Clone(r.Context())
	r2.Header.Del("Authorization")
	r2.URL.Path = "/" + canonical.Owner + "/" + canonical.Name + ".git" + rest
	r2.URL.RawPath = ""
	return r2
}

// gitBackend is git http-backend as a CGI handler over the repositories directory.
func (s *Server) gitBackend(repo gh.Repo) http.Handler {
	env := append(s.git.env(), "GIT_PROJECT_ROOT="+s.dir, "GIT_HTTP_EXPORT_ALL=1", "REMOTE_USER="+gitTokenUser)
	return &cgi.Handler{Path: s.git.backend, Env: env, Stderr: &logWriter{logf: s.logf, prefix: "git http-backend " + repo.String() + ": "}}
}

// logWriter sends what git http-backend writes on stderr to Options.Logf, a line at a time.
type logWriter struct {
	mu     sync.Mutex
	logf   func(string, ...any)
	prefix string
	buf    bytes.Buffer
}

func (w *logWriter) Write(p []byte) (int, error) {
	if w.logf == nil {
		return len(p), nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	for {
		line, err := w.buf.ReadString('\n')
		if err != nil {
			w.buf.WriteString(line)
			return len(p), nil
		}
		w.logf("fakegithub: %s%s", w.prefix, strings.TrimRight(line, "\n"))
	}
}
