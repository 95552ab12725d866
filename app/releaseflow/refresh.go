package releaseflow

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/release"
)

// RefreshRequest asks for the release pull request of one SDK repository's working branch to be brought up to
// date. It is the refresh job's payload. Jobs are unique by the fields tagged river:"unique": one per repository,
// branch and head commit that asked.
type RefreshRequest struct {
	InstallationID int64   `json:"installation_id"`
	Repo           gh.Repo `json:"repo" river:"unique"`
	// Branch is the working branch: production_repo's #branch, or main.
	Branch string `json:"branch" river:"unique"`
	// Head is the working branch's commit that asked for the refresh, when known (a push, a merge build); it
	// only tells jobs apart: the refresh always reads the branch as it is when it runs.
	Head string `json:"head,omitempty" river:"unique"`
	// Target is the sdkgen.yml target key; it says which files hold the version.
	Target string `json:"target"`
	// APIRepo is the API repository whose sdkgen.yml names this SDK repository, for logs.
	APIRepo  gh.Repo  `json:"api_repo"`
	Settings Settings `json:"settings"`
	// Reason says what asked ("merge of acme/api#12", "push by octocat"), for logs.
	Reason string `json:"reason,omitempty"`
}

// ErrInvalidRequest is wrapped by the errors of requests that can never run (a job need not retry them).
var ErrInvalidRequest = errors.New("invalid release request")

func (r RefreshRequest) check() error {
	switch {
	case r.InstallationID == 0:
		return fmt.Errorf("%w: release refresh without an installation id", ErrInvalidRequest)
	case r.Repo.Owner == "" || r.Repo.Name == "" || r.Branch == "" || r.Target == "":
		return fmt.Errorf("%w: release refresh of %q (branch %q, target %q) lacks the repository, branch or target",
			ErrInvalidRequest, r.Repo, r.Branch, r.Target)
	}
	return nil
}

// Outcome is what a refresh did.
type Outcome string

// Outcomes of a refresh.
const (
	// NoWorkingBranch: the SDK repository has no working branch yet; nothing to release.
	NoWorkingBranch Outcome = "no_working_branch"
	// NothingToRelease: no releasable commit since the last release. An open release pull request is left alone.
	NothingToRelease Outcome = "nothing_to_release"
	// AwaitingPublish: a merged release pull request has no release yet; Publish makes it, then refreshes.
	AwaitingPublish Outcome = "awaiting_publish"
	// Held: the release branch has commits people pushed; it is kept as it is, and the pull request says so.
	Held Outcome = "held"
	// Opened: the release pull request was opened.
	Opened Outcome = "opened"
	// Updated: the release branch or the pull request's title or description changed.
	Updated Outcome = "updated"
	// Unchanged: the release pull request already proposed exactly this.
	Unchanged Outcome = "unchanged"
)

// RefreshResult is what Refresh did.
type RefreshResult struct {
	Outcome Outcome
	Version string // the proposed version (the awaited one for AwaitingPublish)
	PR      int    // the release pull request, 0 when there is none
	PRURL   string
	Head    string // the release branch's commit
	Check   SecretsCheck
	// People are the commits people pushed to the release branch (Held).
	People []string
}

// refresh is one Refresh under way.
type refresh struct {
	f      *Flow
	req    RefreshRequest
	client gh.Client
	branch string           // the release branch
	base   string           // where the release pull request goes
	pulls  []gh.PullRequest // every pull request from the release branch
	open   *gh.PullRequest
}

// Refresh brings the release pull request of req's working branch up to date: when the commits since the last
// release call for one, the proposal (version files and CHANGELOG.md) is committed onto the release branch
// release--<branch> on top of the working branch, and exactly one pull request titled "release: <version>" is
// opened or updated into publish.release.branch (default: the working branch). Running it again changes nothing.
func (f *Flow) Refresh(ctx context.Context, req RefreshRequest) (*RefreshResult, error) {
	if err := req.check(); err != nil {
		return nil, err
	}
	client, err := f.opts.Factory.Installation(ctx, req.InstallationID)
	if err != nil {
		return nil, err
	}
	r := &refresh{f: f, req: req, client: client, branch: ReleaseBranch(req.Branch), base: req.Branch}
	if req.Settings.ReleaseBranch != "" {
		r.base = req.Settings.ReleaseBranch
	}
	res, err := r.run(ctx)
	if err != nil {
		return nil, fmt.Errorf("refresh the release pull request of %s (%s): %w", req.Repo, req.Branch, err)
	}
	return res, nil
}

func (r *refresh) run(ctx context.Context) (*RefreshResult, error) {
	var err error
	if r.pulls, err = r.client.PullRequests(ctx, r.req.Repo, gh.PullRequestFilter{Head: r.branch, State: "all"}); err != nil {
		return nil, err
	}
	v, awaiting, err := r.awaitingPublish(ctx)
	switch {
	case err != nil:
		return nil, err
	case awaiting:
		return &RefreshResult{Outcome: AwaitingPublish, Version: v}, nil
	}
	r.open = r.openPull()
	c, err := r.f.cloneRepo(ctx, r.client, r.req.Repo)
	if err != nil {
		return nil, err
	}
	defer c.close()
	working, err := c.repo.BranchHead(r.req.Branch)
	switch {
	case err != nil:
		return nil, err
	case working.IsZero():
		return &RefreshResult{Outcome: NoWorkingBranch}, nil
	}
	proposal, ok, err := release.Plan(ctx, c.repo, release.Options{Branch: r.req.Branch,
		Target: release.TargetFor(r.req.Target), RepoURL: strings.TrimSuffix(c.remote.URL, ".git"), Now: r.f.opts.Now(),
		ReleaseBranch: r.req.Settings.ReleaseBranch})
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return &RefreshResult{Outcome: NothingToRelease}, nil
	}
	u, err := r.branchUpdate(c, working)
	if err != nil {
		return nil, err
	}
	return r.propose(ctx, u, proposal)
}

// awaitingPublish reports whether the newest merged release pull request has no release yet: its version is
// then on the working branch but not tagged, and a plan made now would propose it again.
func (r *refresh) awaitingPublish(ctx context.Context) (string, bool, error) {
	_, v, err := unreleased(ctx, r.client, r.req.Repo, r.pulls)
	return v, v != "", err
}

// unreleased returns the newest merged pull request of pulls and its version when it is a release pull request
// whose release does not exist; a zero version otherwise.
func unreleased(ctx context.Context, client gh.Client, repo gh.Repo, pulls []gh.PullRequest) (gh.PullRequest, string, error) {
	var newest *gh.PullRequest
	for i, p := range pulls {
		if p.Merged && (newest == nil || p.Number > newest.Number) {
			newest = &pulls[i]
		}
	}
	if newest == nil {
		return gh.PullRequest{}, "", nil
	}
	v, err := VersionFromTitle(newest.Title)
	if err != nil {
		return gh.PullRequest{}, "", nil //nolint:nilerr // a retitled pull request is no release: nothing to wait for
	}
	_, err = client.ReleaseByTag(ctx, repo, Tag(v))
	switch {
	case errors.Is(err, gh.ErrNotFound):
		return *newest, v, nil
	case err != nil:
		return gh.PullRequest{}, "", err
	}
	return gh.PullRequest{}, "", nil
}

// openPull is the open release pull request: the one into the release base, else any open one from the branch.
func (r *refresh) openPull() *gh.PullRequest {
	var found *gh.PullRequest
	for i, p := range r.pulls {
		if p.State != "open" || p.HeadRef != r.branch {
			continue
		}
		if p.BaseRef == r.base {
			return &r.pulls[i]
		}
		if found == nil {
			found = &r.pulls[i]
		}
	}
	return found
}

func (r *refresh) branchUpdate(c *clone, working plumbing.Hash) (*branchUpdate, error) {
	w, err := c.repo.Git().CommitObject(working)
	if err != nil {
		return nil, fmt.Errorf("read the head of %s: %w", r.req.Branch, err)
	}
	current, err := c.repo.BranchHead(r.branch)
	if err != nil {
		return nil, err
	}
	u := &branchUpdate{clone: c, branch: r.branch, working: w, current: current, open: r.open != nil, sig: r.f.signature()}
	for _, p := range r.pulls {
		if p.Merged && p.HeadSHA == current.String() {
			u.merged = true
		}
	}
	return u, nil
}
