package releaseflow

import (
	"context"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/release"
)

// propose puts the proposal on the release branch and opens or updates the release pull request. A release
// branch holding people's commits is kept as it is: the pull request only gets a note saying so.
func (r *refresh) propose(ctx context.Context, u *branchUpdate, p *release.Proposal) (*RefreshResult, error) {
	people, err := u.peoplesCommits()
	if err != nil {
		return nil, err
	}
	if len(people) > 0 {
		return r.hold(ctx, u, people)
	}
	head, err := u.commit(p.Version, p.Files)
	if err != nil {
		return nil, err
	}
	pushed := !head.IsZero()
	if pushed {
		if err := u.push(ctx); err != nil {
			return nil, err
		}
	} else {
		head = u.current
	}
	res := &RefreshResult{Version: p.Version, Head: head.String()}
	if res.Check, err = r.checkSecrets(ctx, u, head); err != nil {
		return nil, err
	}
	title, body := Title(p.Version), prBody(p.Version, p.Changelog, res.Check)
	if err := r.upsertPull(ctx, res, title, body, pushed); err != nil {
		return nil, err
	}
	if res.Outcome == Unchanged {
		return res, nil // the release commit has its check already, with this result
	}
	return res, r.reportCheck(ctx, head.String(), res.Check)
}

// checkRunName is the release check's check run on the release commit.
const checkRunName = "sdkgen / release check"

// reportCheck records the release check as a check run on the release commit: failed while a secret is missing,
// so the pull request shows it next to the merge button.
func (r *refresh) reportCheck(ctx context.Context, head string, c SecretsCheck) error {
	run := gh.CheckRun{Name: checkRunName, HeadSHA: head, Status: "completed", Conclusion: "success",
		Title: "All secrets present", Summary: checkSummary(c)}
	switch {
	case len(c.Missing) > 0:
		run.Conclusion, run.Title = "failure", fmt.Sprintf("%d secret(s) missing", len(c.Missing))
	case c.Unknown != "":
		run.Conclusion, run.Title = "neutral", "Secrets not checked"
	case len(c.Needed) == 0:
		run.Title = "No secrets needed"
	}
	_, err := r.client.CreateCheckRun(ctx, r.req.Repo, run)
	return err
}

// upsertPull opens the release pull request, or updates the open one when its title or description differ.
func (r *refresh) upsertPull(ctx context.Context, res *RefreshResult, title, body string, pushed bool) error {
	if r.open == nil {
		pr, err := r.client.CreatePullRequest(ctx, r.req.Repo, gh.NewPullRequest{Title: title, Body: body, Head: r.branch, Base: r.base})
		if err != nil {
			return err
		}
		res.Outcome, res.PR, res.PRURL = Opened, pr.Number, pr.HTMLURL
		r.requestReviews(ctx, pr.Number)
		return nil
	}
	res.Outcome, res.PR, res.PRURL = Unchanged, r.open.Number, r.open.HTMLURL
	if pushed {
		res.Outcome = Updated
	}
	if r.open.Title == title && r.open.Body == body {
		return nil
	}
	res.Outcome = Updated
	return r.client.UpdatePullRequest(ctx, r.req.Repo, r.open.Number, title, body)
}

// requestReviews asks codeflow.reviewers to review the release pull request just opened. A refusal (a reviewer
// who is not a collaborator, a team the App cannot see) is logged: the pull request stands without it.
func (r *refresh) requestReviews(ctx context.Context, number int) {
	reviewers := gh.ParseReviewers(r.req.Settings.Reviewers)
	if err := r.client.RequestReviewers(ctx, r.req.Repo, number, reviewers); err != nil {
		r.f.opts.Logger.WarnContext(ctx, "could not request reviews of the release pull request",
			"repository", r.req.Repo.String(), "pull_request", number, "error", err)
	}
}

// hold leaves a release branch with people's commits alone and says so on its open pull request.
func (r *refresh) hold(ctx context.Context, u *branchUpdate, people []string) (*RefreshResult, error) {
	res := &RefreshResult{Outcome: Held, Head: u.current.String(), People: people}
	r.f.opts.Logger.InfoContext(ctx, "release branch has people's commits; kept as it is",
		"repository", r.req.Repo.String(), "branch", r.branch, "commits", len(people))
	if r.open == nil {
		return res, nil
	}
	res.PR, res.PRURL = r.open.Number, r.open.HTMLURL
	listed := people[:min(len(people), maxListedCommits)]
	if len(people) > len(listed) {
		listed = append(listed, fmt.Sprintf("and %d more", len(people)-len(listed)))
	}
	body := withHeldNote(r.open.Body, r.branch, listed)
	if body == r.open.Body {
		return res, nil
	}
	return res, r.client.UpdatePullRequest(ctx, r.req.Repo, r.open.Number, r.open.Title, body)
}

// checkSecrets is the release check of the release commit head: the secrets its publish workflows need that
// the repository lacks. A repository whose secrets the App may not list gets the reason instead.
func (r *refresh) checkSecrets(ctx context.Context, u *branchUpdate, head plumbing.Hash) (SecretsCheck, error) {
	var c SecretsCheck
	commit, err := object.GetCommit(u.clone.repo.Git().Storer, head)
	if err != nil {
		return c, fmt.Errorf("read the release commit %s: %w", head, err)
	}
	if c.Needed, c.Environments, err = neededSecrets(commit); err != nil || len(c.Needed) == 0 {
		return c, err
	}
	have, err := r.client.SecretNames(ctx, r.req.Repo)
	if err != nil {
		r.f.opts.Logger.WarnContext(ctx, "could not list the SDK repository's secrets", "repository", r.req.Repo.String(), "error", err)
		c.Unknown = "the App could not list the repository's Actions secrets (it needs the Secrets: read permission)"
		return c, nil
	}
	c.Missing = missingSecrets(c.Needed, have)
	return c, nil
}
