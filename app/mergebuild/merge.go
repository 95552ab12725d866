package mergebuild

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// merge is one RunMerge (or RunUpdate) under way.
type merge struct {
	opts *Options
	req  Request // the merged pull request (RunMerge only)
	// client acts as installationID; RunUpdate finds them once it knows the SDK repositories.
	client         gh.Client
	installationID int64
	apiRepo        gh.Repo // the API repository (RunMerge only)
	// trigger names the generation in the SDK repositories (Sdkgen-Trigger), cause says it in markdown.
	trigger, cause string
	// sdkRepos overrides production_repo per target (RunUpdate: the project's SDK repositories).
	sdkRepos map[string]gh.Repo
	// previous holds the outputs of the project's previous build per target (RunUpdate), for the diff summary.
	previous map[string]*tree.Tree
	log      *slog.Logger
	appLogin string
	workDir  string // a fresh folder for this build's clones
	token    string
	side     *preview.Side // the generation, once made
	targets  []string      // the targets generated
	recordID string        // the build's record, once started
}

// run is the build after the client is known: decide, generate, update the SDK repositories, report.
func (m *merge) run(ctx context.Context) error {
	in, ok, err := m.changedInputs(ctx)
	if err != nil || !ok {
		return err
	}
	m.recordStart(ctx, in)
	outcomes, err := m.build(ctx, in)
	m.recordFinish(ctx, outcomes, err)
	return err
}

// build is the merge build once it is known to have work: generate, update the SDK repositories, report.
func (m *merge) build(ctx context.Context, in preview.Inputs) ([]outcome, error) {
	m.appLogin = preview.AppLogin(ctx, m.opts.AppLogin, m.opts.Factory, m.log)
	sticky, err := preview.FindComment(ctx, m.client, m.req.Repo, m.req.PR, m.appLogin, report.IsPreviewComment)
	if err != nil {
		return nil, fmt.Errorf("read the preview comment for its commit message: %w", err)
	}
	message := preview.CommitMessage(m.log, m.req.Title, sticky)
	outcomes, err := m.updateSDKs(ctx, in, message)
	if err != nil {
		return outcomes, err
	}
	if len(outcomes) == 0 {
		m.log.InfoContext(ctx, "no configured target has a production_repo: no SDK repository to update")
		return nil, nil
	}
	if err := m.postComment(ctx, message, outcomes); err != nil {
		return outcomes, err
	}
	if err := m.rewritePreview(ctx, sticky, message, outcomes); err != nil {
		return outcomes, err
	}
	return outcomes, retryable(outcomes)
}

// rewritePreview turns the preview's sticky comment (when the pull request has one) into its post-merge form:
// merged, with the commit message and, per SDK repository, the link to the commit the generation landed in or to
// the conflict pull request.
func (m *merge) rewritePreview(ctx context.Context, sticky *gh.Comment, message string, outcomes []outcome) error {
	if sticky == nil {
		return nil
	}
	lines := make([]string, len(outcomes))
	for i, o := range outcomes {
		lines[i] = outcomeLine(o)
	}
	body := report.MergedComment(&report.Report{Project: m.req.Repo.Name, HeadSHA: m.req.MergeCommitSHA,
		CommitMessage: message, UpdatedAt: time.Now().UTC()}, lines)
	if err := preview.PostComment(ctx, m.client, m.req.Repo, m.req.PR, sticky, body); err != nil {
		return fmt.Errorf("rewrite the preview comment into its post-merge form: %w", err)
	}
	return nil
}

// changedInputs reads the project's files at the merge commit, and reports false (logged) when there is nothing
// to build: the pull request did not target the default branch, the repository has no sdkgen project, or neither
// the spec nor sdkgen.yml changed between the pull request's base and the merge commit.
func (m *merge) changedInputs(ctx context.Context) (preview.Inputs, bool, error) {
	def, err := m.defaultBranch(ctx)
	if err != nil {
		return preview.Inputs{}, false, err
	}
	if m.req.BaseRef != def {
		m.log.InfoContext(ctx, "the pull request did not target the default branch: no merge build",
			"base_ref", m.req.BaseRef, "default_branch", def)
		return preview.Inputs{}, false, nil
	}
	project, err := preview.FindProject(ctx, m.opts.Projects, m.client, m.req.Repo, m.req.MergeCommitSHA)
	if errors.Is(err, preview.ErrNoProject) {
		m.log.InfoContext(ctx, "no sdkgen project at the merge commit: nothing to build", "reason", err)
		return preview.Inputs{}, false, nil
	}
	if err != nil {
		return preview.Inputs{}, false, err
	}
	base, err := preview.ReadInputs(ctx, m.client, m.req.Repo, project, m.req.BaseSHA)
	if err != nil {
		return preview.Inputs{}, false, err
	}
	merged, err := preview.ReadInputs(ctx, m.client, m.req.Repo, project, m.req.MergeCommitSHA)
	if err != nil {
		return preview.Inputs{}, false, err
	}
	switch {
	case merged.Absent():
		m.log.InfoContext(ctx, "no sdkgen.yml at the merge commit: nothing to build", "config", project.ConfigPath)
		return merged, false, nil
	case preview.Unchanged(base, merged):
		m.log.InfoContext(ctx, "neither the spec nor sdkgen.yml changed: the SDKs stay as they are")
		return merged, false, nil
	}
	return merged, true, nil
}

// defaultBranch is the API repository's default branch: the request's, else GitHub's.
func (m *merge) defaultBranch(ctx context.Context) (string, error) {
	if m.req.DefaultBranch != "" {
		return m.req.DefaultBranch, nil
	}
	info, err := m.client.Repository(ctx, m.req.Repo)
	if err != nil {
		return "", fmt.Errorf("read the default branch of %s: %w", m.req.Repo, err)
	}
	return info.DefaultBranch, nil
}

// updateSDKs generates every configured target at the merge commit and brings each one that has a
// production_repo into its SDK repository, the repositories in parallel (the work is network-bound).
func (m *merge) updateSDKs(ctx context.Context, in preview.Inputs, message string) ([]outcome, error) {
	limited, cancel := context.WithTimeout(ctx, m.opts.Timeout)
	defer cancel()
	names := preview.ConfiguredTargets(m.log, m.opts.Registry, in)
	side := preview.Generate(limited, m.log, m.opts.Registry, m.opts.Trees, "merge commit", in, names)
	m.side, m.targets = side, names
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	outcomes, updates := m.plan(side, names, in, message, limited.Err() != nil)
	if len(updates) == 0 {
		if len(outcomes) == 0 && side.Failure() != "" { // not even the production repositories are known
			return nil, errors.New(side.Failure())
		}
		return outcomes, nil
	}
	if err := m.connect(ctx, updates); err != nil {
		if !inaccessible(err) {
			return nil, err
		}
		for i, u := range updates {
			if u != nil {
				outcomes[i] = u.failed(u.base, err)
			}
		}
		return outcomes, nil
	}
	if err := m.prepare(ctx); err != nil {
		return nil, err
	}
	defer func() { _ = os.RemoveAll(m.workDir) }()
	var wg sync.WaitGroup
	for i, u := range updates {
		if u != nil {
			wg.Go(func() { outcomes[i] = u.run(limited) })
		}
	}
	wg.Wait()
	return outcomes, nil
}

// plan makes one outcome per target with a production_repo: failed already when it has no output (or a bad
// production_repo), else to be filled by its update (the update at the same index). A target without output is
// retried only when the time ran out.
func (m *merge) plan(side *preview.Side, names []string, in preview.Inputs, message string, outOfTime bool) ([]outcome, []*sdkUpdate) {
	var outcomes []outcome
	var updates []*sdkUpdate
	for _, name := range names {
		repo, ok, err := side.ProductionRepo(name)
		if r, set := m.sdkRepos[name]; set {
			repo, ok, err = r, true, nil
		}
		if !ok {
			continue
		}
		o := outcome{Target: name, SDKRepo: repo}
		out, genErr := side.Output(name)
		switch {
		case err != nil:
			o.Status, o.Reason = statusFailed, fmt.Sprintf("production_repo: %v", err)
		case genErr != nil:
			o.Status, o.Reason, o.retry = statusFailed, fmt.Sprintf("sdkgen could not generate it: %v", genErr), outOfTime
		}
		var u *sdkUpdate
		if o.Status == "" {
			o.Branch = out.Repository.Branch
			u = &sdkUpdate{m: m, base: o, log: m.log.With("target", name, "sdk_repo", repo.String()),
				gen: sdkrepo.Generation{Files: out.Tree, Target: name, SpecHash: sha256Hex(in.Spec()),
					ConfigHash: sha256Hex(in.Config()), Trigger: m.trigger, Message: message},
				opts: sdkrepo.Options{Branch: out.Repository.Branch, KeepFiles: out.Repository.KeepFiles,
					CustomPaths: out.Repository.CustomPaths},
				config: side.Config()}
		}
		outcomes, updates = append(outcomes, o), append(updates, u)
	}
	return outcomes, updates
}

// prepare makes the build's work folder and gets the installation token git uses.
func (m *merge) prepare(ctx context.Context) error {
	if m.opts.WorkDir != "" {
		if err := os.MkdirAll(m.opts.WorkDir, 0o700); err != nil {
			return fmt.Errorf("make the work directory: %w", err)
		}
	}
	dir, err := os.MkdirTemp(m.opts.WorkDir, "sdkgen-merge-")
	if err != nil {
		return fmt.Errorf("make a work directory: %w", err)
	}
	m.workDir = dir
	if m.token, err = m.client.Token(ctx); err != nil {
		_ = os.RemoveAll(dir)
		return fmt.Errorf("get an installation token for git: %w", err)
	}
	return nil
}

// postComment writes the outcome comment on the merged pull request, in place of the one an earlier attempt
// wrote.
func (m *merge) postComment(ctx context.Context, message string, outcomes []outcome) error {
	existing, err := preview.FindComment(ctx, m.client, m.req.Repo, m.req.PR, m.appLogin, IsOutcomeComment)
	if err != nil {
		return fmt.Errorf("find the outcome comment: %w", err)
	}
	body := outcomeComment(m.req, message, outcomes)
	if err := preview.PostComment(ctx, m.client, m.req.Repo, m.req.PR, existing, body); err != nil {
		return fmt.Errorf("post the outcome comment: %w", err)
	}
	return nil
}

// retryable is an error naming the targets whose failure a new attempt may fix, nil when there are none.
func retryable(outcomes []outcome) error {
	var failed []string
	for _, o := range outcomes {
		if o.Status == statusFailed && o.retry {
			failed = append(failed, fmt.Sprintf("%s (%s): %s", o.Target, o.SDKRepo, o.Reason))
		}
	}
	if len(failed) == 0 {
		return nil
	}
	return fmt.Errorf("%d SDK %s not updated, to be retried: %s", len(failed), plural(len(failed), "repository", "repositories"),
		strings.Join(failed, "; "))
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
