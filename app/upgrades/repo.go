package upgrades

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// repoUpgrade is one SDK repository's upgrade under way.
type repoUpgrade struct {
	p    *projectRun
	rec  store.SDKRepo
	from baseline
	open *store.Upgrade // the repository's open upgrade pull request of an older version, to update
	log  *slog.Logger
}

// run merges the new generation into a copy of the working branch as a merge build would, puts the result on
// the upgrade branch (pushing only that branch: the working branch and `generated` move when people merge), and
// opens or updates the pull request.
func (u *repoUpgrade) run(ctx context.Context) (err error) {
	cur := u.p.u.opts.Version
	out, err := u.p.side.Output(u.rec.Target)
	if err != nil {
		return fmt.Errorf("generate %s: %w", u.rec.Target, err)
	}
	url, err := u.p.u.opts.GitURL(u.rec.Repo)
	if err != nil {
		return err
	}
	remote := sdkrepo.Remote{URL: url, Token: u.p.token}
	dir, err := os.MkdirTemp(u.p.workDir, u.rec.Target+"-")
	if err != nil {
		return fmt.Errorf("make a directory for the clone: %w", err)
	}
	defer func() {
		removeAll(dir)
		err = preview.HideClonePath(err, dir)
	}()
	git, err := sdkrepo.Clone(ctx, remote, filepath.Join(dir, "repo.git"), true)
	if err != nil {
		return err
	}
	working, err := git.BranchHead(u.rec.Branch)
	if err != nil {
		return err
	}
	if working.IsZero() {
		return fmt.Errorf("%s has no branch %s any more", u.rec.Repo, u.rec.Branch)
	}
	res, err := git.Apply(ctx, sdkrepo.Generation{Files: out.Tree, Target: u.rec.Target, SpecHash: sha256Hex(u.p.in.Spec()),
		ConfigHash: sha256Hex(u.p.in.Config()), Trigger: "sdkgen upgrade to " + cur, Message: commitMessage(cur)},
		sdkrepo.Options{Branch: u.rec.Branch, KeepFiles: out.Repository.KeepFiles, CustomPaths: out.Repository.CustomPaths})
	if err != nil {
		return fmt.Errorf("merge the new generation into %s: %w", u.rec.Branch, err)
	}
	switch res.Status {
	case sdkrepo.StatusConflict:
		u.log.WarnContext(ctx, "the new generator's code conflicts with custom code: no upgrade pull request for this version",
			"conflicts", len(res.Conflicts))
		return u.save(ctx, store.Upgrade{State: store.UpgradeConflict})
	case sdkrepo.StatusUpToDate:
		u.log.InfoContext(ctx, "the new generator makes the same code: the repository is on it without a pull request")
		return u.save(ctx, store.Upgrade{State: store.UpgradeMerged})
	case sdkrepo.StatusCreated:
		return fmt.Errorf("%s has no generation on %s", u.rec.Repo, u.rec.Branch)
	}
	head := BranchPrefix + cur
	if u.open != nil {
		head = u.open.HeadBranch // a newer version moves the open pull request's branch on
	}
	moved, err := pointBranch(git, head, res.Head, "sdkgen: upgrade to "+cur)
	if err != nil {
		return err
	}
	if moved {
		if err := git.Push(ctx, remote, sdkrepo.PushUpdate{Branches: []string{head}}); err != nil {
			return err
		}
	}
	files, err := changedFiles(git, working, res.Head)
	if err != nil {
		return err
	}
	desc := description{version: cur, from: u.from.version, target: u.rec.Target, files: files,
		surface: apiChanges(u.from.surface, u.p.surface), changelog: u.p.u.opts.Changelog}
	pr, err := u.publish(ctx, head, desc)
	if err != nil {
		return err
	}
	u.log.InfoContext(ctx, "upgrade pull request ready", "pull_request", pr.Number, "head", head, "files", len(files))
	return u.save(ctx, store.Upgrade{State: store.UpgradeOpen, PR: pr.Number, HeadBranch: head})
}

// publish opens the upgrade pull request, or updates the open one's title and description.
func (u *repoUpgrade) publish(ctx context.Context, head string, d description) (gh.PullRequest, error) {
	title, body := d.title(), d.body()
	client := u.p.client
	if u.open != nil {
		if err := client.UpdatePullRequest(ctx, u.rec.Repo, u.open.PR, title, body); err != nil {
			return gh.PullRequest{}, fmt.Errorf("update the upgrade pull request #%d: %w", u.open.PR, err)
		}
		return gh.PullRequest{Number: u.open.PR}, nil
	}
	pr, err := client.CreatePullRequest(ctx, u.rec.Repo, gh.NewPullRequest{Title: title, Body: body, Head: head, Base: u.rec.Branch})
	if !errors.Is(err, gh.ErrAlreadyExists) {
		return pr, err
	}
	// Opened by an attempt that stopped before recording it: update that one.
	open, err := client.PullRequests(ctx, u.rec.Repo, gh.PullRequestFilter{Head: head, Base: u.rec.Branch, State: "open"})
	if err != nil || len(open) == 0 {
		return gh.PullRequest{}, fmt.Errorf("find the open upgrade pull request from %s: %w", head, err)
	}
	return open[0], client.UpdatePullRequest(ctx, u.rec.Repo, open[0].Number, title, body)
}

// save records the repository's upgrade at this version, with the API surface it brings.
func (u *repoUpgrade) save(ctx context.Context, rec store.Upgrade) error {
	rec.Repo, rec.Branch, rec.ProjectID, rec.Target = u.rec.Repo, u.rec.Branch, u.p.projectID, u.rec.Target
	rec.Version, rec.FromVersion, rec.Surface = u.p.u.opts.Version, u.from.version, u.p.surface
	if u.open != nil && rec.PR == 0 {
		rec.PR, rec.HeadBranch = u.open.PR, u.open.HeadBranch
	}
	if u.open != nil {
		rec.OpenedAt = u.open.OpenedAt
	}
	return u.p.u.opts.Store.SaveUpgrade(ctx, rec)
}

// pointBranch makes branch hold the files of commit to. A new branch starts at to; an existing one moves
// forward only (deleting it would close its pull request): to itself when it descends from the branch, else a
// commit with to's files whose parents are the branch's head and to. It reports whether the branch moved.
func pointBranch(git *sdkrepo.Repo, branch string, to plumbing.Hash, msg string) (bool, error) {
	old, err := git.BranchHead(branch)
	if err != nil {
		return false, err
	}
	target, err := git.Git().CommitObject(to)
	if err != nil {
		return false, fmt.Errorf("read the upgrade commit: %w", err)
	}
	if old.IsZero() {
		ref := plumbing.NewHashReference(plumbing.NewBranchReferenceName(branch), to)
		return true, git.Git().Storer.SetReference(ref)
	}
	current, err := git.Git().CommitObject(old)
	if err != nil {
		return false, fmt.Errorf("read %s: %w", branch, err)
	}
	if current.TreeHash == target.TreeHash {
		return false, nil
	}
	sig := object.Signature{Name: "sdkgen", Email: "sdkgen@users.noreply.github.com", When: time.Now()}
	_, err = git.CommitOnBranch(branch, target.TreeHash, []plumbing.Hash{old, to}, msg+"\n", sig)
	return err == nil, err
}

// apiChanges compares the public API surface the old generator made with the new one's; nil from means the
// old build did not record it (the description says so).
func apiChanges(from, to *surface.Surface) *[]surface.Change {
	if from == nil || to == nil {
		return nil
	}
	changes := surface.Diff(from, to)
	return &changes
}

// commitMessage is the upgrade's conventional commit: the merge of the pull request puts it in the changelog.
func commitMessage(version string) string {
	return "chore(internal): regenerate with sdkgen " + version
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
