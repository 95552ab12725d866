package preview

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/internal/codegen"
)

// BranchPrefix starts the name of every preview branch sdkgen pushes to an SDK repository.
const BranchPrefix = sdkrepo.PreviewBranchPrefix

// Preview branches of a pull request whose head branch is ref.
func previewBranch(ref string) string     { return BranchPrefix + ref }
func previewBaseBranch(ref string) string { return BranchPrefix + "base/" + ref }

// ProductionRepo returns the SDK repository the side's sdkgen.yml names for target (production_repo without
// #branch); ok is false when it names none (or the side's inputs did not load).
func (s *Side) ProductionRepo(target string) (repo gh.Repo, ok bool, err error) {
	if s.res == nil || s.res.Config == nil {
		return gh.Repo{}, false, nil
	}
	common := s.res.Config.Targets.Common(target)
	if common == nil || common.ProductionRepo == nil || *common.ProductionRepo == "" {
		return gh.Repo{}, false, nil
	}
	name, _, _ := strings.Cut(*common.ProductionRepo, "#")
	repo, err = gh.ParseRepo(name)
	return repo, true, err
}

// sdkSync is one target's work in its SDK repository: push both preview branches and find the custom code the
// head output would conflict with.
type sdkSync struct {
	b        *build
	t        *report.Target
	repo     gh.Repo
	remote   sdkrepo.Remote
	git      *sdkrepo.Repo
	base     *tree.Tree
	head     *codegen.Output
	sig      object.Signature
	message  string
	baseHead plumbing.Hash // the commit pushed to the base preview branch
	// headCommit is the commit pushed to the preview branch.
	headCommit plumbing.Hash
}

// syncSDKRepo fills the SDK repository parts of t. Nothing that goes wrong here stops the build: the target
// reports it as its Failure and the other targets go on.
func (b *build) syncSDKRepo(ctx context.Context, t *report.Target) {
	head := b.head.output(t.Target)
	repo, ok, err := b.head.ProductionRepo(t.Target)
	if !ok || head.out == nil {
		return
	}
	if err != nil {
		t.Failure = fmt.Sprintf("production_repo: %v", err)
		return
	}
	t.SDKRepo = repo.String()
	t.PreviewBranch, t.BaseBranch = previewBranch(b.req.HeadRef), previewBaseBranch(b.req.HeadRef)
	s := &sdkSync{b: b, t: t, repo: repo, head: head.out, base: tree.New(), sig: b.signature(),
		message: fmt.Sprintf("%s/%s#%d at %s", b.req.Repo.Owner, b.req.Repo.Name, b.req.PR, short(b.req.HeadSHA))}
	if bo := b.base.output(t.Target); bo.out != nil {
		s.base = bo.out.Tree
	}
	if err := s.run(ctx); err != nil {
		b.log.Warn("SDK repository preview failed", "target", t.Target, "sdk_repo", t.SDKRepo, "error", err)
		t.Failure = fmt.Sprintf("SDK repository %s: %v", t.SDKRepo, err)
	}
}

// run clones the SDK repository, pushes the preview branches and reports the conflicting custom code. Until
// the branches are pushed the target has no preview: no branches, links or install snippet.
func (s *sdkSync) run(ctx context.Context) (err error) {
	url, err := s.b.opts.GitURL(s.repo)
	if err != nil {
		return s.noPreview(err)
	}
	token, err := s.b.token(ctx)
	if err != nil {
		return s.noPreview(err)
	}
	s.remote = sdkrepo.Remote{URL: url, Token: token}
	dir, err := os.MkdirTemp(s.b.workDir, s.t.Target+"-")
	if err != nil {
		return s.noPreview(fmt.Errorf("make a directory for the clone: %w", err))
	}
	defer func() {
		_ = os.RemoveAll(dir)
		err = HideClonePath(err, dir)
	}()
	if s.git, err = sdkrepo.Clone(ctx, s.remote, filepath.Join(dir, "repo.git"), true); err != nil {
		return s.noPreview(err)
	}
	// Plan before the preview branches exist locally: in an empty repository they would pass for people's work.
	// A failed plan still leaves the previews worth pushing.
	planErr := s.customCode(ctx)
	if err := s.pushPreviews(ctx); err != nil {
		return s.noPreview(err)
	}
	s.notePush(ctx)
	s.t.Install = install(s.t.Target, url, s.t.PreviewBranch, s.head.Tree)
	web := strings.TrimSuffix(url, ".git")
	s.t.CodeURL = web + "/tree/" + s.t.PreviewBranch
	s.t.CompareURL = web + "/compare/" + s.t.BaseBranch + "..." + s.t.PreviewBranch
	return planErr
}

// HideClonePath leaves the server's folder dir, holding a clone at dir/repo.git, out of err's message: comments
// show it.
func HideClonePath(err error, dir string) error {
	if err == nil || !strings.Contains(err.Error(), dir) {
		return err
	}
	return &cloneError{err: err, dir: dir}
}

// cloneError is an error whose message names the clone rather than its folder.
type cloneError struct {
	err error
	dir string
}

func (e *cloneError) Error() string {
	msg := strings.ReplaceAll(e.err.Error(), filepath.Join(e.dir, "repo.git"), "the clone")
	return strings.ReplaceAll(msg, e.dir, "the clone's folder")
}

func (e *cloneError) Unwrap() error { return e.err }

// noPreview clears the preview branches of a target whose SDK repository could not be updated.
func (s *sdkSync) noPreview(err error) error {
	s.t.PreviewBranch, s.t.BaseBranch = "", ""
	return err
}

// pushPreviews pushes the base output to the base preview branch and the head output on top of it to the
// preview branch: the head commit's second parent is the base commit, so the SDK repository's compare view
// base...head shows exactly the pull request's change.
func (s *sdkSync) pushPreviews(ctx context.Context) error {
	var err error
	s.baseHead, err = s.pushPreview(ctx, s.t.BaseBranch, s.base, plumbing.ZeroHash, "base")
	if err != nil {
		return err
	}
	s.headCommit, err = s.pushPreview(ctx, s.t.PreviewBranch, s.head.Tree, s.baseHead, "head")
	return err
}

// pushPreview commits files onto branch (after its previous preview commit, or `generated` when it has none)
// and pushes it, fast-forward only. A branch that moved on the remote meanwhile (diverged) is deleted and
// created again from `generated`: no force push is ever made.
func (s *sdkSync) pushPreview(ctx context.Context, branch string, files *tree.Tree, also plumbing.Hash, what string) (plumbing.Hash, error) {
	prev, err := s.git.BranchHead(branch)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	h, err := s.commit(branch, prev, files, also, what)
	if err != nil {
		return plumbing.ZeroHash, err
	}
	err = s.git.Push(ctx, s.remote, sdkrepo.PushUpdate{Branches: []string{branch}})
	var pe *sdkrepo.PushError
	if !errors.As(err, &pe) || pe.Kind != sdkrepo.PushNonFastForward {
		return h, err
	}
	s.b.log.Info("preview branch diverged; recreating it", "sdk_repo", s.t.SDKRepo, "branch", branch)
	if err := s.git.Push(ctx, s.remote, sdkrepo.PushUpdate{Deletions: []string{branch}}); err != nil {
		return plumbing.ZeroHash, err
	}
	if h, err = s.commit(branch, plumbing.ZeroHash, files, also, what); err != nil {
		return plumbing.ZeroHash, err
	}
	return h, s.git.Push(ctx, s.remote, sdkrepo.PushUpdate{Branches: []string{branch}})
}

// commit writes files as a commit on top of prev (or `generated` when prev is zero), with also as a second
// parent. It reuses prev when prev already holds exactly that.
func (s *sdkSync) commit(branch string, prev plumbing.Hash, files *tree.Tree, also plumbing.Hash, what string) (plumbing.Hash, error) {
	g := s.git.Git()
	treeHash, err := s.git.WriteTree(files)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("write the %s output: %w", what, err)
	}
	first := prev
	if first.IsZero() {
		if first, err = s.git.BranchHead(sdkrepo.GeneratedBranch); err != nil {
			return plumbing.ZeroHash, err
		}
	}
	if !prev.IsZero() {
		if c, err := g.CommitObject(prev); err == nil && c.TreeHash == treeHash && (also.IsZero() || s.contains(c, also)) {
			return prev, nil
		}
	}
	msg := fmt.Sprintf("preview: %s output of %s (%s)\n\nPreview of %s for %s, not a release.\n",
		s.t.Target, s.message, what, s.t.Target, s.message)
	parents := []plumbing.Hash{first}
	if also != first {
		parents = append(parents, also)
	}
	return s.git.CommitOnBranch(branch, treeHash, parents, msg, s.sig)
}

// contains reports whether commit h is c or one of its ancestors.
func (s *sdkSync) contains(c *object.Commit, h plumbing.Hash) bool {
	if c.Hash == h {
		return true
	}
	other, err := s.git.Git().CommitObject(h)
	if err != nil {
		return false
	}
	ok, err := other.IsAncestor(c)
	return err == nil && ok
}

// customCode plans the head output's merge into the working branch and keeps the custom code that would
// conflict with it. An unresolved conflict already open in the repository makes the target
// upstream_merge_conflict.
func (s *sdkSync) customCode(ctx context.Context) error {
	working, err := s.git.BranchHead(s.head.Repository.Branch)
	if err != nil || working.IsZero() {
		return err // no working branch yet: no custom code
	}
	open, err := s.git.BranchHead(sdkrepo.GeneratedConflictBranch)
	if err != nil {
		return err
	}
	res, err := s.git.Plan(ctx, sdkrepo.Generation{Files: s.head.Tree, Target: s.t.Target, Trigger: "preview of " + s.message},
		sdkrepo.Options{Branch: s.head.Repository.Branch, KeepFiles: s.head.Repository.KeepFiles,
			CustomPaths: s.head.Repository.CustomPaths, Author: &s.sig})
	if err != nil {
		return fmt.Errorf("plan the merge into %s: %w", s.head.Repository.Branch, err)
	}
	if !open.IsZero() && res.Resolution == nil && s.t.Conclusion != report.Fatal && s.t.Conclusion != report.TimedOut {
		s.t.Conclusion = report.UpstreamMergeConflict
		s.t.Failure = fmt.Sprintf("%s has an unresolved merge conflict (branch %s); resolve it, then re-run this "+
			"build, or the merge of this pull request will open another conflict", s.t.SDKRepo, sdkrepo.GeneratedConflictBranch)
	}
	s.t.Conflicts = conflicting(res.Custom)
	return nil
}

// conflicting keeps the custom files, and their hunks, whose outcome is a conflict.
func conflicting(files []sdkrepo.CustomFile) []sdkrepo.CustomFile {
	var out []sdkrepo.CustomFile
	for _, f := range files {
		if f.Outcome != sdkrepo.OutcomeConflict {
			continue
		}
		var hunks []sdkrepo.CustomHunk
		for _, h := range f.Hunks {
			if h.Outcome == sdkrepo.OutcomeConflict {
				hunks = append(hunks, h)
			}
		}
		f.Hunks = hunks
		out = append(out, f)
	}
	return out
}

// install is the preview install snippet of SERVICE-BEHAVIOUR.md §5.6.
func install(target, gitURL, branch string, head *tree.Tree) string {
	switch target {
	case "typescript", "node":
		return fmt.Sprintf("npm install %s#%s", gitURL, branch)
	case "python":
		return fmt.Sprintf("pip install 'git+%s@%s'", gitURL, branch)
	case "go":
		if module := goModule(head); module != "" {
			return fmt.Sprintf("go get %s@%s", module, branch)
		}
	}
	return fmt.Sprintf("git clone -b %s %s", branch, gitURL)
}

// goModule reads the module path from a generated go.mod.
func goModule(t *tree.Tree) string {
	f, ok := t.File("go.mod")
	if !ok {
		return ""
	}
	for _, line := range strings.Split(string(f.Data), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}
