package fakegithub

import (
	"maps"
	"slices"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Installation is an installation of the App on an account, with the repositories it may act on.
type Installation struct {
	ID      int64    `json:"id"`
	Account string   `json:"account"`
	Repos   []string `json:"repos"` // owner/name
}

// Repository is a repository as GET /_fake/state shows it.
type Repository struct {
	Repo          string `json:"repo"` // owner/name
	ID            int64  `json:"id"`
	DefaultBranch string `json:"default_branch"`
	// GitDir is the bare repository on disk, "" for a recorded repository without one.
	GitDir string `json:"git_dir,omitempty"`
	// Branches maps each git branch to its commit.
	Branches map[string]string `json:"branches,omitempty"`
	// Files lists, per ref, the paths SetFiles gave.
	Files map[string][]string `json:"files,omitempty"`
	// Tags maps each git tag to the commit it points to (an annotated tag's target).
	Tags map[string]string `json:"tags,omitempty"`
	// Secrets are the names of the repository's Actions secrets (SetSecrets).
	Secrets []string `json:"secrets,omitempty"`
	// OrgSecrets are the names of the organization's Actions secrets shared with it (SetOrgSecrets).
	OrgSecrets []string `json:"org_secrets,omitempty"`
}

// PullRequest is a pull request. The head branch is in the same repository as the base.
type PullRequest struct {
	Repo   string `json:"repo,omitempty"` // owner/name, in State and Setup (AddPullRequest names it apart)
	ID     int64  `json:"id,omitempty"`   // set by the server
	Number int    `json:"number"`         // 0 takes the repository's next number
	Title  string `json:"title"`
	Body   string `json:"body,omitempty"`
	State  string `json:"state,omitempty"` // open (the default) or closed
	Draft  bool   `json:"draft,omitempty"`
	Merged bool   `json:"merged,omitempty"`
	// MergeCommitSHA is the merge commit of a merged pull request.
	MergeCommitSHA string `json:"merge_commit_sha,omitempty"`
	// MergedBy is who merged it (the author when empty).
	MergedBy string `json:"merged_by,omitempty"`
	// User is the author's login ("octocat" when empty).
	User string            `json:"user,omitempty"`
	Head PullRequestBranch `json:"head"`
	Base PullRequestBranch `json:"base"`
	// Files is what the files operation lists; when nil it is computed from git (the changes of the head since
	// its merge base with the base), or empty without git.
	Files []PullRequestFile `json:"files,omitempty"`
	// RequestedReviewers and RequestedTeams are the users and team slugs asked to review it (set by the server).
	RequestedReviewers []string `json:"requested_reviewers,omitempty"`
	RequestedTeams     []string `json:"requested_teams,omitempty"`
}

// PullRequestBranch is the head or base of a pull request. An empty SHA is read from the git branch Ref.
type PullRequestBranch struct {
	Ref string `json:"ref"`
	SHA string `json:"sha"`
}

// PullRequestFile is a file a pull request changes.
type PullRequestFile struct {
	Filename         string `json:"filename"`
	SHA              string `json:"sha,omitempty"` // the file's blob at the head (at the base when removed)
	Status           string `json:"status"`        // added, removed, modified, renamed
	Additions        int    `json:"additions"`
	Deletions        int    `json:"deletions"`
	Patch            string `json:"patch,omitempty"`
	PreviousFilename string `json:"previous_filename,omitempty"`
}

// IssueComment is a comment on a pull request (an issue comment), as GET /_fake/state shows it.
type IssueComment struct {
	Repo      string    `json:"repo"`
	Number    int       `json:"number"`
	ID        int64     `json:"id"`
	User      string    `json:"user"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// CheckRun is a check run as the App left it, with the history of its changes.
type CheckRun struct {
	Repo        string     `json:"repo"`
	ID          int64      `json:"id"`
	Name        string     `json:"name"`
	HeadSHA     string     `json:"head_sha"`
	Status      string     `json:"status"`
	Conclusion  string     `json:"conclusion,omitempty"`
	DetailsURL  string     `json:"details_url,omitempty"`
	ExternalID  string     `json:"external_id,omitempty"`
	StartedAt   *time.Time `json:"started_at,omitempty"`
	CompletedAt *time.Time `json:"completed_at,omitempty"`
	Title       string     `json:"title,omitempty"`
	Summary     string     `json:"summary,omitempty"`
	Text        string     `json:"text,omitempty"`
	// Annotations are all the annotations of the run: GitHub appends each request's annotations.
	Annotations []Annotation `json:"annotations,omitempty"`
	// History has the run as it stood after its creation and after each update, oldest first.
	History []CheckRunUpdate `json:"history"`
	// App is the slug of the App that made the run when it is not the App: github-actions for CI's (RunCI).
	App string `json:"app,omitempty"`
}

// CheckRunUpdate is a check run as it stood after one request, with the annotations that request added.
type CheckRunUpdate struct {
	At          time.Time    `json:"at"`
	Name        string       `json:"name"`
	Status      string       `json:"status"`
	Conclusion  string       `json:"conclusion,omitempty"`
	DetailsURL  string       `json:"details_url,omitempty"`
	Title       string       `json:"title,omitempty"`
	Summary     string       `json:"summary,omitempty"`
	Text        string       `json:"text,omitempty"`
	Annotations []Annotation `json:"annotations,omitempty"`
}

// Annotation is a check run annotation.
type Annotation struct {
	Path      string `json:"path"`
	StartLine int    `json:"start_line"`
	EndLine   int    `json:"end_line"`
	Level     string `json:"annotation_level"`
	Title     string `json:"title,omitempty"`
	Message   string `json:"message"`
}

// Run returns the check run in the shape the App writes it.
func (r CheckRun) Run() gh.CheckRun {
	out := gh.CheckRun{Name: r.Name, HeadSHA: r.HeadSHA, Status: r.Status, Conclusion: r.Conclusion,
		DetailsURL: r.DetailsURL, Title: r.Title, Summary: r.Summary, Text: r.Text}
	for _, a := range r.Annotations {
		out.Annotations = append(out.Annotations, gh.Annotation{Path: a.Path, StartLine: a.StartLine,
			EndLine: a.EndLine, Level: a.Level, Title: a.Title, Message: a.Message})
	}
	return out
}

// Status is a commit status.
type Status struct {
	Repo        string    `json:"repo"`
	ID          int64     `json:"id"`
	SHA         string    `json:"sha"`
	State       string    `json:"state"`
	Context     string    `json:"context"`
	Description string    `json:"description,omitempty"`
	TargetURL   string    `json:"target_url,omitempty"`
	CreatedAt   time.Time `json:"created_at"`
}

// Release is a release.
type Release struct {
	Repo            string    `json:"repo"`
	ID              int64     `json:"id"`
	TagName         string    `json:"tag_name"`
	TargetCommitish string    `json:"target_commitish"`
	Name            string    `json:"name,omitempty"`
	Body            string    `json:"body,omitempty"`
	Draft           bool      `json:"draft,omitempty"`
	Prerelease      bool      `json:"prerelease,omitempty"`
	CreatedAt       time.Time `json:"created_at"`
	// Assets are the files uploaded to the release, in upload order.
	Assets []ReleaseAsset `json:"assets,omitempty"`
}

// ReleaseAsset is a file attached to a release. Its content is kept by the server (ReleaseAssetContent).
type ReleaseAsset struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"` // as GitHub renamed it (see assetName)
	Label       string    `json:"label,omitempty"`
	ContentType string    `json:"content_type"`
	Size        int       `json:"size"`
	Digest      string    `json:"digest"` // sha256:<hex>
	Uploader    string    `json:"uploader"`
	CreatedAt   time.Time `json:"created_at"`
}

// copyRelease returns a copy of r that shares nothing with the server's record.
func copyRelease(r *Release) Release {
	out := *r
	out.Assets = slices.Clone(r.Assets)
	return out
}

// Request is one request the server answered.
type Request struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	Query  string `json:"query,omitempty"`
	Status int    `json:"status"`
}

// State is everything the server holds, as GET /_fake/state returns it. Every list is in a stable order:
// installations by id, repositories by name, the rest by repository then creation.
type State struct {
	Installations []Installation `json:"installations"`
	Repos         []Repository   `json:"repos"`
	PullRequests  []PullRequest  `json:"pull_requests"`
	Comments      []IssueComment `json:"comments"`
	CheckRuns     []CheckRun     `json:"check_runs"`
	Statuses      []Status       `json:"statuses"`
	Releases      []Release      `json:"releases"`
	Requests      []Request      `json:"requests"`
}

// installation is an installation of the App.
type installation struct {
	id      int64
	account string
	repos   map[string]gh.Repo // by repoKey
	created time.Time
}

// accessToken is an installation access token.
type accessToken struct {
	installation int64
	repos        map[string]bool // by repoKey; nil: every repository of the installation
	expires      time.Time
}

// repoState is a repository and everything recorded on it.
type repoState struct {
	repo          gh.Repo
	id            int64
	defaultBranch string
	created       time.Time
	gitDir        string                       // "" without a git repository
	files         map[string]map[string][]byte // ref -> path -> content, from SetFiles
	pulls         map[int]*pullState
	lastNumber    int
	comments      []*commentState
	checkRuns     []*CheckRun
	suites        map[string]int64 // head SHA -> the App's check suite there
	statuses      []*Status
	releases      []*Release
	assets        map[int64][]byte     // release asset id -> content
	secrets       map[string]time.Time // Actions secret name -> when it was set
	orgSecrets    map[string]time.Time // the organization's secrets shared with the repository, likewise
}

func newRepoState(r gh.Repo, id int64, defaultBranch string, now time.Time) *repoState {
	return &repoState{repo: r, id: id, defaultBranch: defaultBranch, created: now,
		files: map[string]map[string][]byte{}, pulls: map[int]*pullState{}, suites: map[string]int64{},
		assets: map[int64][]byte{}, secrets: map[string]time.Time{}, orgSecrets: map[string]time.Time{}}
}

// pullState is a pull request with its timestamps.
type pullState struct {
	PullRequest
	created, updated time.Time
	closed, merged   *time.Time
	// track makes an open pull request follow its git branches, as GitHub's do when they are pushed to: true
	// when the server read the SHAs from git (created through the API, or added without SHAs).
	track bool
}

// commentState is an issue comment.
type commentState struct {
	id               int64
	number           int
	user             string
	body             string
	created, updated time.Time
}

// sortedPulls returns the repository's pull requests by number.
func (rs *repoState) sortedPulls() []*pullState {
	var out []*pullState
	for _, n := range slices.Sorted(maps.Keys(rs.pulls)) {
		out = append(out, rs.pulls[n])
	}
	return out
}

// comment returns the comment with id, nil when there is none.
func (rs *repoState) comment(id int64) *commentState {
	for _, c := range rs.comments {
		if c.id == id {
			return c
		}
	}
	return nil
}

// checkRun returns the check run with id, nil when there is none.
func (rs *repoState) checkRun(id int64) *CheckRun {
	for _, c := range rs.checkRuns {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// copyCheckRun returns a deep copy of r, so callers cannot change the server's record.
func copyCheckRun(r *CheckRun) CheckRun {
	out := *r
	out.Annotations = slices.Clone(r.Annotations)
	out.History = make([]CheckRunUpdate, len(r.History))
	for i, h := range r.History {
		h.Annotations = slices.Clone(h.Annotations)
		out.History[i] = h
	}
	return out
}
