package fakegithub

import (
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"sort"

	"github.com/sdkgen/sdkgen/app/gh"
)

// AddInstallation installs the App on account with access to repos; an existing installation gets repos added.
// The repositories themselves are added with AddRepo (or SetFiles, AddPullRequest).
func (s *Server) AddInstallation(id int64, account string, repos ...gh.Repo) {
	s.mu.Lock()
	defer s.mu.Unlock()
	inst := s.installations[id]
	if inst == nil {
		inst = &installation{id: id, account: account, repos: map[string]gh.Repo{}, created: s.now()}
		s.installations[id] = inst
	}
	for _, r := range repos {
		inst.repos[repoKey(r)] = r
	}
}

// AddRepo adds a repository whose default branch is defaultBranch ("main" when empty), and creates its bare git
// repository, served at <url>/<owner>/<name>.git. A repository SetFiles or AddPullRequest registered gets its git
// repository now; one that has one already is an error.
func (s *Server) AddRepo(repo gh.Repo, defaultBranch string) error {
	if repo.Owner == "" || repo.Name == "" {
		return fmt.Errorf("fakegithub: add repository %q: owner and name are required", repo)
	}
	if defaultBranch == "" {
		defaultBranch = "main"
	}
	g, err := s.gitCommand()
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.ensureRepo(repo)
	if rs.gitDir != "" {
		return fmt.Errorf("fakegithub: add repository %s: it exists already", repo)
	}
	dir := filepath.Join(s.dir, repo.Owner, repo.Name+".git")
	if err := g.initBare(dir, defaultBranch); err != nil {
		return fmt.Errorf("fakegithub: add repository %s: %w", repo, err)
	}
	rs.gitDir, rs.defaultBranch = dir, defaultBranch
	return nil
}

// SetFiles sets what the contents API returns at ref (a commit SHA or a branch name) in repo, over what its git
// repository has there; later calls add to (and replace paths in) the files at ref. An unknown repository is
// registered without a git repository.
func (s *Server) SetFiles(repo gh.Repo, ref string, files map[string][]byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.ensureRepo(repo)
	at := rs.files[ref]
	if at == nil {
		at = map[string][]byte{}
		rs.files[ref] = at
	}
	for p, content := range files {
		at[cleanPath(p)] = slices.Clone(content)
	}
}

// AddPullRequest adds (or, for an existing number, replaces) a pull request and returns its number. Number 0
// takes the next one, State defaults to open and User to octocat; an empty head or base SHA is read from the git
// branch. An unknown repository is registered without a git repository.
func (s *Server) AddPullRequest(repo gh.Repo, pr PullRequest) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.ensureRepo(repo)
	now := s.now()
	if pr.Number <= 0 {
		pr.Number = rs.lastNumber + 1
	}
	rs.lastNumber = max(rs.lastNumber, pr.Number)
	pr.Repo, pr.ID = repo.String(), s.newID()
	if old := rs.pulls[pr.Number]; old != nil {
		pr.ID = old.ID
	}
	if pr.State == "" {
		pr.State = "open"
	}
	if pr.User == "" {
		pr.User = "octocat"
	}
	pr.Files = slices.Clone(pr.Files)
	ps := &pullState{PullRequest: pr, created: now, updated: now, track: pr.Head.SHA == "" && pr.Base.SHA == ""}
	s.resolvePullSHAs(rs, ps)
	if pr.State == "closed" {
		ps.closed = &now
	}
	if pr.Merged {
		ps.merged = &now
	}
	rs.pulls[pr.Number] = ps
	return pr.Number
}

// resolvePullSHAs fills an empty head or base SHA from the git branch of that name. Callers hold mu.
func (s *Server) resolvePullSHAs(rs *repoState, ps *pullState) {
	for _, b := range []*PullRequestBranch{&ps.Head, &ps.Base} {
		if b.SHA != "" || rs.gitDir == "" {
			continue
		}
		if g, err := openGit(rs.gitDir); err == nil {
			if h, ok := g.branch(b.Ref); ok {
				b.SHA = h.String()
			}
		}
	}
}

// AddComment adds a comment by user (a login) to pull request number, as someone other than the App would.
func (s *Server) AddComment(repo gh.Repo, number int, user, body string) gh.Comment {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.ensureRepo(repo)
	now := s.now()
	c := &commentState{id: s.newID(), number: number, user: user, body: body, created: now, updated: now}
	rs.comments = append(rs.comments, c)
	return gh.Comment{ID: c.id, Body: c.body, User: c.user}
}

// Commit commits files onto branch of repo's git repository, as the repository's owner would push them, and
// returns the commit's SHA. A branch that does not exist yet starts at the default branch (or with a root commit
// when that does not exist either). A nil content deletes the path.
func (s *Server) Commit(repo gh.Repo, branch, message string, files map[string][]byte) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.lookupRepo(repo)
	if rs == nil || rs.gitDir == "" {
		return "", fmt.Errorf("fakegithub: commit to %s: no git repository (AddRepo first)", repo)
	}
	g, err := openGit(rs.gitDir)
	if err != nil {
		return "", err
	}
	sig := signature{Name: repo.Owner, Email: repo.Owner + "@users.noreply.example.com", When: s.now()}
	h, err := g.commitFiles(s.git, branch, rs.defaultBranch, message, sig, files)
	if err != nil {
		return "", fmt.Errorf("fakegithub: commit to %s %s: %w", repo, branch, err)
	}
	return h.String(), nil
}

// Token returns a new installation access token for installation id, as POST
// /app/installations/{id}/access_tokens would, without the App's JWT.
func (s *Server) Token(installationID int64) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.installations[installationID] == nil {
		return "", fmt.Errorf("fakegithub: no installation %d", installationID)
	}
	tok, _, err := s.issueToken(installationID, nil)
	return tok, err
}

// GitDir returns the bare git repository of repo on disk, "" when it has none.
func (s *Server) GitDir(repo gh.Repo) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if rs := s.lookupRepo(repo); rs != nil {
		return rs.gitDir
	}
	return ""
}

// Comments returns the comments of pull request number, oldest first.
func (s *Server) Comments(repo gh.Repo, number int) []gh.Comment {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []gh.Comment
	if rs := s.lookupRepo(repo); rs != nil {
		for _, c := range rs.comments {
			if c.number == number {
				out = append(out, gh.Comment{ID: c.id, Body: c.body, User: c.user})
			}
		}
	}
	return out
}

// CheckRuns returns the check runs of repo, in the order they were created.
func (s *Server) CheckRuns(repo gh.Repo) []CheckRun {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []CheckRun
	if rs := s.lookupRepo(repo); rs != nil {
		for _, r := range rs.checkRuns {
			out = append(out, copyCheckRun(r))
		}
	}
	return out
}

// Statuses returns the commit statuses of repo, in the order they were created.
func (s *Server) Statuses(repo gh.Repo) []Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Status
	if rs := s.lookupRepo(repo); rs != nil {
		for _, st := range rs.statuses {
			out = append(out, *st)
		}
	}
	return out
}

// Releases returns the releases of repo, in the order they were created.
func (s *Server) Releases(repo gh.Repo) []Release {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Release
	if rs := s.lookupRepo(repo); rs != nil {
		for _, r := range rs.releases {
			out = append(out, copyRelease(r))
		}
	}
	return out
}

// PullRequest returns pull request number of repo.
func (s *Server) PullRequest(repo gh.Repo, number int) (PullRequest, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if rs := s.lookupRepo(repo); rs != nil {
		if ps := rs.pulls[number]; ps != nil {
			return ps.PullRequest, true
		}
	}
	return PullRequest{}, false
}

// Requests returns the requests the server answered, oldest first.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.requests)
}

// State returns everything the server holds, as GET /_fake/state does.
func (s *Server) State() State {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := State{Installations: []Installation{}, Repos: []Repository{}, PullRequests: []PullRequest{},
		Comments: []IssueComment{}, CheckRuns: []CheckRun{}, Statuses: []Status{}, Releases: []Release{},
		Requests: slices.Clone(s.requests)}
	if st.Requests == nil {
		st.Requests = []Request{}
	}
	for _, id := range slices.Sorted(maps.Keys(s.installations)) {
		st.Installations = append(st.Installations, s.installations[id].state())
	}
	for _, key := range slices.Sorted(maps.Keys(s.repos)) {
		s.repos[key].appendState(&st)
	}
	return st
}

// state is the installation as State shows it.
func (inst *installation) state() Installation {
	out := Installation{ID: inst.id, Account: inst.account, Repos: []string{}}
	for _, key := range slices.Sorted(maps.Keys(inst.repos)) {
		out.Repos = append(out.Repos, inst.repos[key].String())
	}
	return out
}

// appendState adds the repository and what was recorded on it to st.
func (rs *repoState) appendState(st *State) {
	name := rs.repo.String()
	repo := Repository{Repo: name, ID: rs.id, DefaultBranch: rs.defaultBranch, GitDir: rs.gitDir}
	if g, err := openGit(rs.gitDir); rs.gitDir != "" && err == nil {
		repo.Branches = g.branches()
		repo.Tags = g.tags()
	}
	repo.Secrets, repo.OrgSecrets = sortedNames(rs.secrets), sortedNames(rs.orgSecrets)
	for _, ref := range slices.Sorted(maps.Keys(rs.files)) {
		if repo.Files == nil {
			repo.Files = map[string][]string{}
		}
		repo.Files[ref] = slices.Sorted(maps.Keys(rs.files[ref]))
	}
	st.Repos = append(st.Repos, repo)
	for _, ps := range rs.sortedPulls() {
		st.PullRequests = append(st.PullRequests, ps.PullRequest)
	}
	for _, c := range rs.comments {
		st.Comments = append(st.Comments, IssueComment{Repo: name, Number: c.number, ID: c.id, User: c.user,
			Body: c.body, CreatedAt: c.created, UpdatedAt: c.updated})
	}
	for _, r := range rs.checkRuns {
		st.CheckRuns = append(st.CheckRuns, copyCheckRun(r))
	}
	for _, x := range rs.statuses {
		st.Statuses = append(st.Statuses, *x)
	}
	for _, x := range rs.releases {
		st.Releases = append(st.Releases, copyRelease(x))
	}
}

// Setup is what POST /_fake/setup (and fakegithub --setup FILE) adds, applied in field order.
type Setup struct {
	Installations []Installation `json:"installations,omitempty"`
	Repos         []SetupRepo    `json:"repos,omitempty"`
	Commits       []SetupCommit  `json:"commits,omitempty"`
	Files         []SetupFiles   `json:"files,omitempty"`
	PullRequests  []PullRequest  `json:"pull_requests,omitempty"`
	Comments      []IssueComment `json:"comments,omitempty"` // repo, number, user and body
	Secrets       []SetupSecrets `json:"secrets,omitempty"`
	// CI sets how repositories' CI behaves (SetCI), after the repositories are made.
	CI []CISetup `json:"ci,omitempty"`
}

// SetupSecrets gives a repository Actions secrets (SetSecrets), and organization secrets shared with it
// (SetOrgSecrets): names only, GitHub never shows values.
type SetupSecrets struct {
	Repo     string   `json:"repo"`
	Names    []string `json:"names"`
	OrgNames []string `json:"org_names,omitempty"`
}

// SetupRepo adds a git-backed repository (AddRepo).
type SetupRepo struct {
	Repo          string `json:"repo"` // owner/name
	DefaultBranch string `json:"default_branch,omitempty"`
}

// SetupCommit commits files onto a branch (Commit); a null content deletes the path.
type SetupCommit struct {
	Repo    string             `json:"repo"`
	Branch  string             `json:"branch"`
	Message string             `json:"message,omitempty"`
	Files   map[string]*string `json:"files"`
}

// SetupFiles sets the files the contents API serves at a ref (SetFiles).
type SetupFiles struct {
	Repo  string            `json:"repo"`
	Ref   string            `json:"ref"`
	Files map[string]string `json:"files"`
}

// SetupResult is what Apply did: the SHA of each of Setup.Commits, in order, and the number of each of
// Setup.PullRequests.
type SetupResult struct {
	Commits      []string `json:"commits"`
	PullRequests []int    `json:"pull_requests"`
}

// Apply applies a Setup. It stops at the first error, leaving what it applied before.
func (s *Server) Apply(setup Setup) (SetupResult, error) {
	res := SetupResult{Commits: []string{}, PullRequests: []int{}}
	if err := s.applyRepos(setup); err != nil {
		return res, err
	}
	for i, c := range setup.Commits {
		sha, err := s.applyCommit(c)
		if err != nil {
			return res, fmt.Errorf("commits[%d]: %w", i, err)
		}
		res.Commits = append(res.Commits, sha)
	}
	for i, f := range setup.Files {
		repo, err := gh.ParseRepo(f.Repo)
		if err != nil {
			return res, fmt.Errorf("files[%d]: %w", i, err)
		}
		files := map[string][]byte{}
		for p, content := range f.Files {
			files[p] = []byte(content)
		}
		s.SetFiles(repo, f.Ref, files)
	}
	for i, pr := range setup.PullRequests {
		repo, err := gh.ParseRepo(pr.Repo)
		if err != nil {
			return res, fmt.Errorf("pull_requests[%d]: %w", i, err)
		}
		res.PullRequests = append(res.PullRequests, s.AddPullRequest(repo, pr))
	}
	for i, c := range setup.Comments {
		repo, err := gh.ParseRepo(c.Repo)
		if err != nil {
			return res, fmt.Errorf("comments[%d]: %w", i, err)
		}
		s.AddComment(repo, c.Number, c.User, c.Body)
	}
	for i, sec := range setup.Secrets {
		repo, err := gh.ParseRepo(sec.Repo)
		if err != nil {
			return res, fmt.Errorf("secrets[%d]: %w", i, err)
		}
		s.SetSecrets(repo, sec.Names...)
		s.SetOrgSecrets(repo, sec.OrgNames...)
	}
	for i, c := range setup.CI {
		if err := s.SetCI(c); err != nil {
			return res, fmt.Errorf("ci[%d]: %w", i, err)
		}
	}
	return res, nil
}

// applyRepos applies the installations and repositories of a Setup.
func (s *Server) applyRepos(setup Setup) error {
	for i, inst := range setup.Installations {
		repos, err := parseRepos(inst.Repos)
		if err != nil {
			return fmt.Errorf("installations[%d]: %w", i, err)
		}
		if inst.ID <= 0 {
			return fmt.Errorf("installations[%d]: id is required", i)
		}
		s.AddInstallation(inst.ID, inst.Account, repos...)
	}
	for i, r := range setup.Repos {
		repo, err := gh.ParseRepo(r.Repo)
		if err != nil {
			return fmt.Errorf("repos[%d]: %w", i, err)
		}
		if err := s.AddRepo(repo, r.DefaultBranch); err != nil {
			return fmt.Errorf("repos[%d]: %w", i, err)
		}
	}
	return nil
}

// applyCommit applies one SetupCommit.
func (s *Server) applyCommit(c SetupCommit) (string, error) {
	repo, err := gh.ParseRepo(c.Repo)
	if err != nil {
		return "", err
	}
	if c.Branch == "" {
		return "", errors.New("branch is required")
	}
	files := map[string][]byte{}
	for p, content := range c.Files {
		files[p] = nil
		if content != nil {
			files[p] = []byte(*content)
		}
	}
	msg := c.Message
	if msg == "" {
		msg = "setup"
	}
	return s.Commit(repo, c.Branch, msg, files)
}

// parseRepos reads owner/name strings.
func parseRepos(names []string) ([]gh.Repo, error) {
	var out []gh.Repo
	for _, n := range names {
		r, err := gh.ParseRepo(n)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return repoKey(out[i]) < repoKey(out[j]) })
	return out, nil
}
