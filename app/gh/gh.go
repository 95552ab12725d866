// Package gh is the part of GitHub's REST API the app uses, behind one small interface: builds are written
// against Client, the service gives them an installation client on go-github, and tests give them one pointed at
// the fake GitHub (app/fakegithub).
package gh

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// ErrNotFound is returned (wrapped) when GitHub answers 404: a file, comment or check run that does not exist.
var ErrNotFound = errors.New("not found on GitHub")

// ErrAlreadyExists is returned (wrapped) when GitHub refuses to create something because it exists already: a
// release of the tag, a release asset of the name, an open pull request from the head into the base. A job that
// resumes after a crash reads the existing one instead.
var ErrAlreadyExists = errors.New("already exists on GitHub")

// Repo names a repository.
type Repo struct{ Owner, Name string }

func (r Repo) String() string { return r.Owner + "/" + r.Name }

// ParseRepo reads "owner/name".
func ParseRepo(s string) (Repo, error) {
	owner, name, ok := strings.Cut(s, "/")
	if !ok || owner == "" || name == "" || strings.Contains(name, "/") {
		return Repo{}, fmt.Errorf("%q is not owner/repository", s)
	}
	return Repo{Owner: owner, Name: name}, nil
}

// Client acts on GitHub as one installation of the App.
type Client interface {
	// File returns a file's content at ref (a commit SHA or a branch); ErrNotFound when it does not exist there.
	File(ctx context.Context, repo Repo, path, ref string) ([]byte, error)
	// Comments lists the comments of a pull request (its issue comments), oldest first.
	Comments(ctx context.Context, repo Repo, number int) ([]Comment, error)
	// CreateComment adds a comment to a pull request.
	CreateComment(ctx context.Context, repo Repo, number int, body string) (Comment, error)
	// UpdateComment replaces a comment's body.
	UpdateComment(ctx context.Context, repo Repo, id int64, body string) error
	// CreateCheckRun creates a check run and returns its id.
	CreateCheckRun(ctx context.Context, repo Repo, run CheckRun) (int64, error)
	// UpdateCheckRun updates a check run.
	UpdateCheckRun(ctx context.Context, repo Repo, id int64, run CheckRun) error
	// Token returns an installation access token, for git over HTTPS (x-access-token basic auth).
	Token(ctx context.Context) (string, error)

	// Repository reads a repository's settings (its default branch).
	Repository(ctx context.Context, repo Repo) (RepoInfo, error)
	// PullRequests lists pull requests by head branch (same repository), base branch and state (open, closed,
	// all; open when empty), newest first; other empty filters match everything.
	PullRequests(ctx context.Context, repo Repo, filter PullRequestFilter) ([]PullRequest, error)
	// PullRequest reads one pull request; ErrNotFound when there is none.
	PullRequest(ctx context.Context, repo Repo, number int) (PullRequest, error)
	// CreatePullRequest opens a pull request; ErrAlreadyExists when one from Head into Base is open.
	CreatePullRequest(ctx context.Context, repo Repo, pr NewPullRequest) (PullRequest, error)
	// UpdatePullRequest replaces a pull request's title and body.
	UpdatePullRequest(ctx context.Context, repo Repo, number int, title, body string) error
	// ReleaseByTag reads the release of a tag; ErrNotFound when there is none.
	ReleaseByTag(ctx context.Context, repo Repo, tag string) (Release, error)
	// CreateRelease creates a release (and its tag at Target when the tag does not exist); ErrAlreadyExists when
	// the tag has a release.
	CreateRelease(ctx context.Context, repo Repo, rel NewRelease) (Release, error)
	// UploadReleaseAsset attaches a file to a release; ErrAlreadyExists when it has an asset of that name. GitHub
	// renames names with characters other than letters, digits and "-_+." ("my sdk.zip" becomes "my.sdk.zip"),
	// and Release.Assets lists the renamed names, so asset names should stick to those characters.
	UploadReleaseAsset(ctx context.Context, repo Repo, releaseID int64, name string, data []byte) error
	// SecretNames lists the names of the Actions secrets a repository's workflows can read (never their values):
	// its own, then its organization's secrets shared with it.
	SecretNames(ctx context.Context, repo Repo) ([]string, error)
	// RequestReviewers asks users (logins) and teams (slugs of the repository's organization) to review a pull
	// request.
	RequestReviewers(ctx context.Context, repo Repo, number int, reviewers Reviewers) error
}

// Reviewers are the users and teams asked to review a pull request.
type Reviewers struct {
	Users []string
	Teams []string // team slugs, without the organization
}

// Empty reports whether nobody is asked.
func (r Reviewers) Empty() bool { return len(r.Users) == 0 && len(r.Teams) == 0 }

// ParseReviewers reads codeflow.reviewers: "octocat" or "@octocat" is a user, "@acme/sdk-team" (or
// "acme/sdk-team") a team of the organization acme. Duplicates are dropped.
func ParseReviewers(handles []string) Reviewers {
	var r Reviewers
	for _, h := range handles {
		h = strings.TrimPrefix(strings.TrimSpace(h), "@")
		if org, team, isTeam := strings.Cut(h, "/"); isTeam {
			if org != "" && team != "" && !slices.Contains(r.Teams, team) {
				r.Teams = append(r.Teams, team)
			}
		} else if h != "" && !slices.Contains(r.Users, h) {
			r.Users = append(r.Users, h)
		}
	}
	return r
}

// RepoInfo is what the App reads of a repository.
type RepoInfo struct {
	DefaultBranch string
	HTMLURL       string
}

// PullRequest is a pull request as merge builds and releases see it.
type PullRequest struct {
	Number  int
	Title   string
	Body    string
	State   string // open or closed
	Merged  bool
	HeadRef string
	HeadSHA string
	BaseRef string
	HTMLURL string
	// MergeSHA is the commit a merged pull request's merge made.
	MergeSHA string
}

// PullRequestFilter selects pull requests; empty fields match everything.
type PullRequestFilter struct {
	Head  string // branch name in the same repository
	Base  string
	State string // open (GitHub's default when empty), closed or all
}

// NewPullRequest is a pull request to open.
type NewPullRequest struct {
	Title, Body string
	Head, Base  string
}

// Release is a published (or draft) release.
type Release struct {
	ID         int64
	Tag        string
	Name       string
	Body       string
	Prerelease bool
	HTMLURL    string
	Assets     []string // names of the attached files
}

// NewRelease is a release to create.
type NewRelease struct {
	Tag        string
	Target     string // branch or commit the tag is created at when it does not exist
	Name, Body string
	Prerelease bool
}

// Factory makes clients: one per installation of the App.
type Factory interface {
	Installation(ctx context.Context, installationID int64) (Client, error)
}

// InstallationFinder is implemented by factories that can ask GitHub which installation of the App has a
// repository (builds without a webhook, such as a polled spec URL's, know only the SDK repositories).
type InstallationFinder interface {
	// RepoInstallation returns the id of the installation that has repo; ErrNotFound when the App is not
	// installed on it.
	RepoInstallation(ctx context.Context, repo Repo) (int64, error)
}

// Identity is implemented by factories that can say who the App is on GitHub: its bot login ("<slug>[bot]"),
// which is how the App recognises its own comments.
type Identity interface {
	AppLogin(ctx context.Context) (string, error)
}

// Comment is an issue or pull request comment.
type Comment struct {
	ID   int64
	Body string
	// User is the author's login ("sdkgen[bot]" for the App's own comments).
	User string
}

// CheckRun is a check run as the app writes it.
type CheckRun struct {
	Name    string
	HeadSHA string
	// Status is queued, in_progress or completed.
	Status string
	// Conclusion (completed runs only): success, failure, neutral, cancelled, skipped, timed_out, action_required.
	Conclusion  string
	DetailsURL  string
	Title       string
	Summary     string // markdown, at most 65,535 characters
	Text        string // markdown, at most 65,535 characters
	Annotations []Annotation
}

// Annotation points a check run at a line of a file in the repository (at most 50 per request).
type Annotation struct {
	Path               string
	StartLine, EndLine int
	// Level is notice, warning or failure.
	Level   string
	Title   string
	Message string
}

// GitURL is the HTTPS clone URL of a repository on the GitHub whose REST API is at apiURL:
// https://api.github.com/ -> https://github.com/owner/repo.git, GitHub Enterprise's https://host/api/v3/ ->
// https://host/owner/repo.git, anything else (the fake GitHub) -> <apiURL>/owner/repo.git.
func GitURL(apiURL string, repo Repo) (string, error) {
	u, err := url.Parse(apiURL)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("GitHub API URL %q is not an absolute URL", apiURL)
	}
	switch {
	case u.Host == "api.github.com":
		u.Host = "github.com"
		u.Path = ""
	case strings.HasSuffix(strings.TrimSuffix(u.Path, "/"), "/api/v3"):
		u.Path = strings.TrimSuffix(strings.TrimSuffix(u.Path, "/"), "/api/v3")
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/" + repo.Owner + "/" + repo.Name + ".git"
	return u.String(), nil
}
