// Package fakegithub is a fake of the part of GitHub the App uses, for tests and end-to-end runs. It serves the REST
// operations listed in testdata/api.github.com.fake-server-subset.json with GitHub's JSON, status codes, error bodies
// and authentication (App JWTs, installation tokens), and git over smart HTTP through git http-backend. It records
// what the App did (comments, check runs, statuses, releases, every request) for assertions, in process or over HTTP
// at GET /_fake/state; POST /_fake/setup sets it up from another process (see cmd/fakegithub).
//
// A repository is git-backed, recorded, or both. AddRepo creates a bare git repository, which the git data, refs,
// contents and pull request files operations read and write and which clients clone and push at
// <url>/<owner>/<name>.git. SetFiles gives the files the contents API serves at a ref (a SHA or a branch name), so a
// test can serve the spec and config at the SHAs of recorded webhook deliveries, which no local repository can
// produce; those files are laid over what git has at that ref.
//
// Like GitHub, the fake refuses what GitHub refuses, so tests catch the App's mistakes: comments go on pull requests
// that exist (AddPullRequest, or one the App opened); check runs and statuses go on commits it knows (in git, given
// to SetFiles, or the head or base of a pull request), never on a branch name; a check run output carries a title
// and summary of at most 65,535 characters and at most 50 annotations per request; a release asset name is taken
// once per release.
//
// For merge builds and releases, a pull request can be merged (PUT .../pulls/{n}/merge, or MergePullRequest as a
// person): a real merge or squash commit in the bare repository, refused on conflicts. Publishing a release
// creates its tag at target_commitish; an existing tag at another commit than an explicit target_commitish is
// refused with 422, which GitHub does not do (it releases the existing tag) but which would be a bug in the App.
// Release assets are uploaded where the release's upload_url points, the fake itself. SetSecrets gives a
// repository the names of Actions secrets, which the secrets list operation shows.
//
// The API answers at the server's root and under /api/v3/ (where go-github's WithEnterpriseURLs puts it); git
// answers at the root, where gh.GitURL puts it for either.
package fakegithub

import (
	"crypto/rsa"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Options configures a Server.
type Options struct {
	// AppID is the GitHub App's id: the issuer its JWTs must carry. Required.
	AppID int64
	// PrivateKeyPEM is the App's RSA private key (PKCS#1 or PKCS#8 PEM); the server verifies the App's RS256 JWTs
	// with its public half. When empty, New generates a key, which PrivateKeyPEM returns.
	PrivateKeyPEM []byte
	// AppSlug names the App ("sdkgen" when empty); its comments and commits are by "<slug>[bot]".
	AppSlug string
	// Dir is where the bare git repositories live (<Dir>/<owner>/<name>.git); a temporary directory, removed by
	// Close, when empty.
	Dir string
	// Logf, when set, receives one line per request (method, path, status; never a token).
	Logf func(format string, args ...any)
	// Now is the clock (time.Now when nil), for timestamps, token expiry and JWT checks.
	Now func() time.Time
}

// Server is a fake GitHub. Its methods are safe for concurrent use.
type Server struct {
	appID   int64
	slug    string
	keyPEM  []byte
	key     *rsa.PublicKey
	dir     string
	ownDir  bool
	logf    func(string, ...any)
	now     func() time.Time
	git     *gitTool // nil when the git command is missing
	gitErr  error    // why git is nil
	handler http.Handler
	httpSrv *httptest.Server

	mu            sync.Mutex
	lastID        int64
	users         map[string]int64 // login -> id
	installations map[int64]*installation
	repos         map[string]*repoState // by repoKey
	tokens        map[string]*accessToken
	requests      []Request
	devices       map[string]*deviceLogin // by device code
	userTokens    map[string]*userToken
	webUser       *DeviceApproval     // who signs in through the OAuth web flow (POST /_fake/web-user)
	webCodes      map[string]*webCode // the web flow's codes, by code
	ci            map[string]*ciState // CI of repositories, by repoKey (SetCI)
}

// New makes a Server; Handler serves it, or Start does on a local port.
func New(opts Options) (*Server, error) {
	if opts.AppID <= 0 {
		return nil, errors.New("fakegithub: Options.AppID is required")
	}
	keyPEM := opts.PrivateKeyPEM
	if len(keyPEM) == 0 {
		var err error
		if keyPEM, err = GeneratePrivateKey(); err != nil {
			return nil, err
		}
	}
	key, err := parsePublicKey(keyPEM)
	if err != nil {
		return nil, fmt.Errorf("fakegithub: the App's key: %w", err)
	}
	s := &Server{
		appID: opts.AppID, slug: opts.AppSlug, keyPEM: keyPEM, key: key, dir: opts.Dir, logf: opts.Logf, now: opts.Now,
		users: map[string]int64{}, installations: map[int64]*installation{}, repos: map[string]*repoState{},
		tokens: map[string]*accessToken{}, devices: map[string]*deviceLogin{}, userTokens: map[string]*userToken{},
		webCodes: map[string]*webCode{},
	}
	if s.slug == "" {
		s.slug = "sdkgen"
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.dir == "" {
		if s.dir, err = os.MkdirTemp("", "fakegithub-*"); err != nil {
			return nil, fmt.Errorf("fakegithub: create the repositories directory: %w", err)
		}
		s.ownDir = true
	}
	if s.dir, err = filepath.Abs(s.dir); err != nil {
		return nil, fmt.Errorf("fakegithub: repositories directory: %w", err)
	}
	s.git, s.gitErr = newGitTool()
	s.handler = s.newHandler()
	return s, nil
}

// Handler returns the server's HTTP handler: the REST API, git smart HTTP and the /_fake/ routes.
func (s *Server) Handler() http.Handler { return s.handler }

// Start serves on 127.0.0.1 at a free port and returns the base URL (http://127.0.0.1:PORT).
func (s *Server) Start() (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.httpSrv != nil {
		return "", errors.New("fakegithub: already started")
	}
	s.httpSrv = httptest.NewServer(s.handler)
	return s.httpSrv.URL, nil
}

// URL is the base URL Start returned ("" before Start).
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.httpSrv == nil {
		return ""
	}
	return s.httpSrv.URL
}

// Close stops the server started by Start and removes the temporary directories New made.
func (s *Server) Close() {
	s.mu.Lock()
	srv := s.httpSrv
	s.mu.Unlock()
	if srv != nil {
		srv.Close()
	}
	if s.git != nil {
		_ = os.RemoveAll(s.git.home)
	}
	if s.ownDir {
		_ = os.RemoveAll(s.dir)
	}
}

// PrivateKeyPEM returns the App's private key: Options.PrivateKeyPEM, or the key New generated.
func (s *Server) PrivateKeyPEM() []byte { return append([]byte(nil), s.keyPEM...) }

// AppID returns the App's id.
func (s *Server) AppID() int64 { return s.appID }

// botLogin is the login of the App's bot user, the author of its comments.
func (s *Server) botLogin() string { return s.slug + "[bot]" }

// newID returns a fresh id; every object shares one sequence, so ids are unique and deterministic. Callers hold mu.
func (s *Server) newID() int64 {
	s.lastID++
	return s.lastID
}

// userID returns login's id, giving it one on first use. Callers hold mu.
func (s *Server) userID(login string) int64 {
	key := strings.ToLower(login)
	if id, ok := s.users[key]; ok {
		return id
	}
	id := s.newID()
	s.users[key] = id
	return id
}

// repoKey is the map key of a repository: GitHub's names are case-insensitive.
func repoKey(r gh.Repo) string { return strings.ToLower(r.Owner + "/" + r.Name) }

// lookupRepo returns the repository, nil when there is none. Callers hold mu.
func (s *Server) lookupRepo(r gh.Repo) *repoState { return s.repos[repoKey(r)] }

// ensureRepo returns the repository, registering a recorded one (no git repository, default branch main) when it
// is unknown. Callers hold mu.
func (s *Server) ensureRepo(r gh.Repo) *repoState {
	if rs := s.lookupRepo(r); rs != nil {
		return rs
	}
	rs := newRepoState(r, s.newID(), "main", s.now())
	s.repos[repoKey(r)] = rs
	return rs
}

// gitCommand reports whether git is available, for the operations that need it.
func (s *Server) gitCommand() (*gitTool, error) {
	if s.git == nil {
		return nil, fmt.Errorf("fakegithub: git repositories need the git command: %w", s.gitErr)
	}
	return s.git, nil
}

// lookPathGit finds the git command and its http-backend.
func lookPathGit() (git, backend string, err error) {
	git, err = exec.LookPath("git")
	if err != nil {
		return "", "", err
	}
	out, err := exec.Command(git, "--exec-path").Output()
	if err != nil {
		return "", "", fmt.Errorf("git --exec-path: %w", err)
	}
	backend = strings.TrimSpace(string(out)) + string(os.PathSeparator) + "git-http-backend"
	if _, err := os.Stat(backend); err != nil {
		return "", "", fmt.Errorf("git http-backend: %w", err)
	}
	return git, backend, nil
}
