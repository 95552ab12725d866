package preview

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
)

// CI follows the CI runs of the preview commits pushed to SDK repositories (app/cistatus), so that the comment
// says whether each SDK builds, lints and passes its tests.
type CI interface {
	// Pushed records a preview commit pushed to an SDK repository.
	Pushed(ctx context.Context, p PushedPreview) error
	// Lines are the CI lines of the previews a pull request's head pushed, for the comment.
	Lines(ctx context.Context, repo gh.Repo, pr int, headSHA string) ([]report.CILine, error)
	// ChecksCompleted adds the CI results known so far to the check runs the build just completed (a result
	// that came before would otherwise wait for the next one).
	ChecksCompleted(ctx context.Context, repo gh.Repo, pr int, headSHA string) error
}

// PushedPreview is a preview commit a build pushed to a target's SDK repository.
type PushedPreview struct {
	InstallationID int64
	APIRepo        gh.Repo
	PR             int
	APIHeadSHA     string
	Project        string
	Target         string
	FailOn         string
	// CheckRunID is the target's check run on the API repository's head.
	CheckRunID int64
	SDKRepo    gh.Repo
	Branch     string
	SHA        string
	// BaseSHA is the head of the SDK repository's working branch when the preview was pushed ("" without one):
	// the commit whose CI result tells whether a failure is new.
	BaseSHA string
	// Workflows are the pushed commit's files under .github/workflows/ (path -> content).
	Workflows map[string][]byte
	PushedAt  time.Time
}

// workflowDir holds the pushed output's workflows.
const workflowDir = ".github/workflows/"

// notePush tells the CI follower about the head preview commit s pushed. A failure is logged: the preview
// stands without its CI line.
func (s *sdkSync) notePush(ctx context.Context) {
	ci := s.b.opts.CI
	if ci == nil || s.headCommit.IsZero() {
		return
	}
	repo, bd := s.repo, s.b
	p := PushedPreview{InstallationID: bd.req.InstallationID, APIRepo: bd.req.Repo, PR: bd.req.PR,
		APIHeadSHA: bd.req.HeadSHA, Project: bd.report.Project, Target: s.t.Target, FailOn: bd.report.FailOn,
		CheckRunID: bd.checkRunID(s.t.Target), SDKRepo: repo, Branch: s.t.PreviewBranch, SHA: s.headCommit.String(),
		BaseSHA: s.workingHead().String(), Workflows: map[string][]byte{}, PushedAt: bd.opts.Now().UTC()}
	if p.BaseSHA == plumbing.ZeroHash.String() {
		p.BaseSHA = ""
	}
	for _, path := range s.head.Tree.Paths() {
		if strings.HasPrefix(path, workflowDir) {
			f, _ := s.head.Tree.File(path)
			p.Workflows[path] = slices.Clone(f.Data)
		}
	}
	if err := ci.Pushed(ctx, p); err != nil {
		bd.log.Warn("could not record the preview commit for its CI result", "target", s.t.Target, "sdk_repo", repo.String(), "error", err)
	}
}

// workingHead is the SDK repository's working branch head in the clone, zero when it has none.
func (s *sdkSync) workingHead() plumbing.Hash {
	h, err := s.git.BranchHead(s.head.Repository.Branch)
	if err != nil {
		return plumbing.ZeroHash
	}
	return h
}

// checkRunID is the target's check run made at the start (before the SDK repository work), 0 when none.
func (bd *build) checkRunID(target string) int64 { return bd.checkRuns[target] }

// ciLines are the CI lines of this head's previews; none without a CI follower or when they cannot be read.
func (bd *build) ciLines(ctx context.Context) []report.CILine {
	if bd.opts.CI == nil {
		return nil
	}
	lines, err := bd.opts.CI.Lines(ctx, bd.req.Repo, bd.req.PR, bd.req.HeadSHA)
	if err != nil {
		bd.log.Warn("could not read the CI results of the previews", "error", err)
	}
	return lines
}

// catchUpCI posts the comment again when a CI result arrived while it was being posted: the CI follower
// rewrites only a CI section that is already there, so a result recorded in between would otherwise wait for
// the next event.
func (bd *build) catchUpCI(ctx context.Context) error {
	lines := bd.ciLines(ctx)
	if slices.Equal(lines, bd.report.CI) {
		return nil
	}
	bd.report.CI = lines
	existing, err := bd.stickyComment(ctx)
	if err != nil {
		return err
	}
	return bd.postComment(ctx, existing, report.Comment(bd.report))
}

// ciChecks lets the CI follower add what it knows to the completed check runs; a failure is logged.
func (bd *build) ciChecks(ctx context.Context) {
	if bd.opts.CI == nil {
		return
	}
	if err := bd.opts.CI.ChecksCompleted(ctx, bd.req.Repo, bd.req.PR, bd.req.HeadSHA); err != nil {
		bd.log.Warn("could not add the CI results to the check runs", "error", err)
	}
}
