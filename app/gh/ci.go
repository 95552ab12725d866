package gh

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/google/go-github/v66/github"
)

// ErrForbidden is returned (wrapped) when GitHub answers 403: the installation lacks a permission (checks: read,
// actions: read) on the repository.
var ErrForbidden = errors.New("forbidden on GitHub")

// CIRun is one check run of a commit as CI reports it: an Actions job, or another CI App's check.
type CIRun struct {
	Name       string
	Status     string // queued, in_progress, completed
	Conclusion string // completed runs only
	// App is the slug of the App that made the run (github-actions for workflow jobs).
	App     string
	HTMLURL string
	// Summary and Text are the run's output; test reporters put the failed count there.
	Summary, Text string
	// SuiteID is the check suite the run belongs to (one per workflow run for Actions).
	SuiteID int64
}

// CIReader reads the CI results of a commit. The installation clients of NewFactory implement it.
type CIReader interface {
	// CIRuns lists every check run of the commit sha (the latest of each name), from every App.
	CIRuns(ctx context.Context, repo Repo, sha string) ([]CIRun, error)
}

func (c *client) CIRuns(ctx context.Context, repo Repo, sha string) ([]CIRun, error) {
	opts := &github.ListCheckRunsOptions{Filter: github.String("latest"), ListOptions: github.ListOptions{PerPage: 100}}
	var out []CIRun
	for {
		page, resp, err := c.gh.Checks.ListCheckRunsForRef(ctx, repo.Owner, repo.Name, sha, opts)
		if err != nil {
			return nil, ciError("list the check runs of "+repo.String()+"@"+sha, err)
		}
		for _, r := range page.CheckRuns {
			out = append(out, CIRun{Name: r.GetName(), Status: r.GetStatus(), Conclusion: r.GetConclusion(),
				App: r.GetApp().GetSlug(), HTMLURL: r.GetHTMLURL(), Summary: r.GetOutput().GetSummary(),
				Text: r.GetOutput().GetText(), SuiteID: r.GetCheckSuite().GetID()})
		}
		if resp.NextPage == 0 {
			return out, nil
		}
		opts.Page = resp.NextPage
	}
}

// ciError is apiError, adding ErrForbidden when GitHub answered 403.
func ciError(what string, err error) error {
	var er *github.ErrorResponse
	if errors.As(err, &er) && er.Response != nil && er.Response.StatusCode == http.StatusForbidden {
		return fmt.Errorf("%s: %w: %w", what, ErrForbidden, err)
	}
	return apiError(what, err)
}

// CheckRunReader reads one check run back (its output, to add to it). The installation clients of NewFactory
// implement it.
type CheckRunReader interface {
	CheckRun(ctx context.Context, repo Repo, id int64) (CheckRun, error)
}

func (c *client) CheckRun(ctx context.Context, repo Repo, id int64) (CheckRun, error) {
	cr, _, err := c.gh.Checks.GetCheckRun(ctx, repo.Owner, repo.Name, id)
	if err != nil {
		return CheckRun{}, apiError(fmt.Sprintf("read check run %d in %s", id, repo), err)
	}
	return CheckRun{Name: cr.GetName(), HeadSHA: cr.GetHeadSHA(), Status: cr.GetStatus(), Conclusion: cr.GetConclusion(),
		DetailsURL: cr.GetDetailsURL(), Title: cr.GetOutput().GetTitle(), Summary: cr.GetOutput().GetSummary(),
		Text: cr.GetOutput().GetText()}, nil
}
