package mergebuild

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/transport"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/config"
)

// status is what a merge build did to one SDK repository.
type status string

const (
	statusMerged   status = "merged"     // the generation was merged into the working branch (or created it)
	statusUpToDate status = "up_to_date" // the working branch already had this generation
	statusConflict status = "conflict"   // people's edits conflict: the conflict pull request is open
	statusFailed   status = "failed"     // the repository was not updated
)

// outcome is one target's result, as the pull request comment shows it.
type outcome struct {
	Target  string
	SDKRepo gh.Repo
	Branch  string // the working branch
	Status  status
	// Web is the SDK repository's web address (https://github.com/owner/name).
	Web string
	// Commit is the working branch's commit holding the generation: the merge commit, or the first commit of a
	// repository that had none.
	Commit string
	// Created is set when the generation created the working branch and `generated`.
	Created bool
	// Conflicts are the conflicted files; ConflictPR the pull request that resolves them.
	Conflicts  []sdkrepo.FileConflict
	ConflictPR gh.PullRequest
	// Reason says why a failed target was not updated; retry whether a new attempt may fix it.
	Reason string
	retry  bool
}

// pushAttempts is how often an SDK repository whose branch moved during the build is merged again on the new
// head before the target fails (and the job is retried later).
const pushAttempts = 3

// sdkUpdate brings one target's generation into its SDK repository.
type sdkUpdate struct {
	m      *merge
	base   outcome // the target and its repository
	log    *slog.Logger
	gen    sdkrepo.Generation
	opts   sdkrepo.Options
	config *config.Config // the sdkgen.yml the generation came from
}

// run clones, applies and pushes, again on the new head when a push finds a branch moved, and opens or
// updates the conflict pull request on a conflict. Nothing here fails the other targets.
func (u *sdkUpdate) run(ctx context.Context) outcome {
	o := u.base
	url, err := u.m.opts.GitURL(o.SDKRepo)
	if err != nil {
		return u.failed(o, err)
	}
	o.Web = strings.TrimSuffix(url, ".git")
	remote := sdkrepo.Remote{URL: url, Token: u.m.token}
	for attempt := 1; ; attempt++ {
		a, err := u.attempt(ctx, remote)
		var pe *sdkrepo.PushError
		if errors.As(err, &pe) && pe.Kind == sdkrepo.PushNonFastForward && attempt < pushAttempts {
			u.log.InfoContext(ctx, "a branch moved on the SDK repository meanwhile: merging again on its new head",
				"branch", pe.Branch, "attempt", attempt)
			continue
		}
		if err != nil {
			return u.failed(o, err)
		}
		return u.finish(ctx, o, a)
	}
}

// applied is what one attempt did.
type applied struct {
	res *sdkrepo.Result
	// commit is the working branch's commit holding the generation (merged, created, or merged earlier).
	commit plumbing.Hash
	// earlier is set when the working branch was up to date because an earlier attempt of this very merge build
	// merged the generation: the outcome is still "merged".
	earlier bool
}

// attempt clones the SDK repository afresh, applies the generation and pushes the branches it moved. The push
// is fast-forward only and atomic, so a branch that moved since the clone fails it as a whole.
func (u *sdkUpdate) attempt(ctx context.Context, remote sdkrepo.Remote) (a *applied, err error) {
	dir, err := os.MkdirTemp(u.m.workDir, u.base.Target+"-")
	if err != nil {
		return nil, fmt.Errorf("make a directory for the clone: %w", err)
	}
	defer func() {
		_ = os.RemoveAll(dir)
		err = preview.HideClonePath(err, dir)
	}()
	git, err := sdkrepo.Clone(ctx, remote, filepath.Join(dir, "repo.git"), true)
	if err != nil {
		return nil, err
	}
	branches := []string{u.opts.Branch, sdkrepo.GeneratedBranch, sdkrepo.GeneratedConflictBranch, sdkrepo.NextConflictBranch}
	before, err := heads(git, branches)
	if err != nil {
		return nil, err
	}
	res, err := git.Apply(ctx, u.gen, u.opts)
	if err != nil {
		return nil, fmt.Errorf("merge the generation into %s: %w", u.opts.Branch, err)
	}
	update, err := pushUpdate(git, branches, before)
	if err != nil {
		return nil, err
	}
	if res.Status == sdkrepo.StatusConflict && sameTree(git, before[sdkrepo.GeneratedConflictBranch], res.Generated) {
		// This generation's conflict is open already (an earlier attempt, or an identical one): nothing new.
		update.Branches = remove(update.Branches, sdkrepo.GeneratedConflictBranch)
	}
	if err := git.Push(ctx, remote, update); err != nil {
		return nil, err
	}
	return u.describe(git, res), nil
}

// describe finds the commit to link for a generation that is on the working branch.
func (u *sdkUpdate) describe(git *sdkrepo.Repo, res *sdkrepo.Result) *applied {
	a := &applied{res: res}
	switch res.Status {
	case sdkrepo.StatusMerged, sdkrepo.StatusCreated:
		a.commit = res.Head
	case sdkrepo.StatusUpToDate:
		if madeBy(git, res.Previous, u.gen.Trigger) {
			a.earlier, a.commit = true, mergeCommitOf(git, res.Head, res.Previous)
		}
	}
	return a
}

// finish turns an attempt into the target's outcome, opening or updating the conflict pull request.
func (u *sdkUpdate) finish(ctx context.Context, o outcome, a *applied) outcome {
	switch a.res.Status {
	case sdkrepo.StatusConflict:
		o.Status, o.Conflicts = statusConflict, a.res.Conflicts
		pr, err := u.conflictPR(ctx, a.res.Conflicts)
		if err != nil {
			return u.failed(o, fmt.Errorf("the generation conflicts with custom code, and the conflict pull request "+
				"could not be opened: %w", err))
		}
		o.ConflictPR = pr
	case sdkrepo.StatusUpToDate:
		o.Status = statusUpToDate
		if a.earlier {
			o.Status, o.Commit = statusMerged, a.commit.String()
		}
	default:
		o.Status, o.Commit, o.Created = statusMerged, a.commit.String(), a.res.Status == sdkrepo.StatusCreated
	}
	for _, note := range a.res.Notes {
		u.log.InfoContext(ctx, "SDK repository note", "note", note)
	}
	u.log.InfoContext(ctx, "SDK repository updated", "outcome", string(o.Status), "commit", o.Commit)
	u.announce(ctx, a)
	return o
}

// announce tells OnWorkingBranch that the working branch holds the generation (not on a conflict, which leaves
// it as it was).
func (u *sdkUpdate) announce(ctx context.Context, a *applied) {
	hook := u.m.opts.OnWorkingBranch
	if hook == nil || a.res.Status == sdkrepo.StatusConflict {
		return
	}
	err := hook(ctx, WorkingBranch{
		InstallationID: u.m.installationID, SDKRepo: u.base.SDKRepo, Branch: u.opts.Branch,
		Head: a.res.Head.String(), Target: u.base.Target, APIRepo: u.m.apiRepo, Config: u.config,
		Reason: u.gen.Trigger,
	})
	if err != nil {
		u.log.WarnContext(ctx, "could not schedule the release pull request's refresh", "error", err)
	}
}

// failed records err as the target's failure, saying plainly when the App cannot access the repository.
func (u *sdkUpdate) failed(o outcome, err error) outcome {
	o.Status, o.retry = statusFailed, true
	var pe *sdkrepo.PushError
	switch {
	case inaccessible(err):
		o.retry = false
		o.Reason = fmt.Sprintf("sdkgen cannot access %s: install the GitHub App on it with contents and pull "+
			"requests write permission, or correct production_repo (%v)", o.SDKRepo, err)
	case errors.As(err, &pe) && pe.Kind == sdkrepo.PushDeclined:
		o.retry = false
		o.Reason = fmt.Sprintf("%s refused the push (a protected branch or a hook?): %v", o.SDKRepo, err)
	default:
		o.Reason = err.Error()
	}
	u.log.Warn("SDK repository not updated", "error", err, "retry", o.retry)
	return o
}

// inaccessible reports whether err says the App may not read or write the repository (or cannot see it).
func inaccessible(err error) bool {
	var pe *sdkrepo.PushError
	if errors.As(err, &pe) {
		return pe.Kind == sdkrepo.PushAuth || pe.Kind == sdkrepo.PushPermission
	}
	return errors.Is(err, transport.ErrRepositoryNotFound) || errors.Is(err, transport.ErrAuthenticationRequired) ||
		errors.Is(err, transport.ErrAuthorizationFailed) || errors.Is(err, gh.ErrNotFound)
}
