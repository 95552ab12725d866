package preview

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// DefaultTimeout bounds a preview build (SERVICE-BEHAVIOUR.md §4.1: at most 10 minutes).
const DefaultTimeout = 10 * time.Minute

// Options configures a Builder. Factory and APIURL are required.
type Options struct {
	Factory gh.Factory
	// APIURL is GitHub's V3 API URL; SDK repository git URLs derive from it (gh.GitURL).
	APIURL string
	// Freshness tells whether a build's head is still the pull request's newest; nil means always.
	Freshness Freshness
	Logger    *slog.Logger
	// WorkDir is where SDK repositories are cloned, in a fresh folder per build; the system's temporary
	// directory when empty.
	WorkDir string
	Now     func() time.Time
	// Projects holds per-repository project settings (files, fail_on); nil discovers the files (DiscoverProject)
	// and uses DefaultFailOn.
	Projects Projects
	// GitURL returns an SDK repository's git URL; gh.GitURL(APIURL, repo) when nil. Tests point it at local
	// repositories.
	GitURL func(gh.Repo) (string, error)
	// Timeout bounds generation and the SDK repository work; DefaultTimeout when zero. Targets still running
	// then end timed_out and the result is posted.
	Timeout time.Duration
	// AppLogin is the App's bot login ("sdkgen[bot]"): only its comments are taken for the sticky comment. Empty
	// accepts any bot login (one ending in "[bot]").
	AppLogin string
	// Registry holds the targets to generate; builtin.Registry() when nil.
	Registry *targets.Registry
	// Trees keeps generated trees across builds (cache.NewMemory), so that a side generated before with the same
	// inputs (the base of the pull request's previous preview, the last merge build) is read back, not generated
	// again; nil keeps none.
	Trees cache.Store
	// Recorder keeps the build's record (outcome, diagnostics, archives); nil records nothing.
	Recorder builds.Recorder
	// CI follows the CI runs of the pushed preview commits for the comment's CI section; nil follows none.
	CI CI
}

// Builder runs preview builds. It is safe for concurrent use.
type Builder struct {
	opts Options
	// published, when set, sees every report the Builder posts (tests read the model, not only its rendering).
	published func(*report.Report)
}

// NewBuilder returns a Builder, filling in the defaults of opts.
func NewBuilder(opts Options) *Builder {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.Registry == nil {
		opts.Registry = builtin.Registry()
	}
	if opts.GitURL == nil {
		api := opts.APIURL
		opts.GitURL = func(r gh.Repo) (string, error) { return gh.GitURL(api, r) }
	}
	return &Builder{opts: opts}
}

// build is one RunPreview under way.
type build struct {
	opts      *Options
	published func(*report.Report)
	req       Request
	log       *slog.Logger
	client    gh.Client
	project   Project
	workDir   string

	base, head *Side
	report     *report.Report
	checkRuns  map[string]int64 // target -> check run id

	tokenOnce sync.Once
	tok       string
	tokErr    error
	appLogin  string // the App's bot login, when known
	recordID  string // the build's record, once started
}

// RunPreview runs the preview build of req (SERVICE-BEHAVIOUR.md §4.1) and posts its result: the sticky comment,
// one check run per target, and the preview branches of the SDK repositories. Problems with the pull request's
// inputs or a target are part of the result; an error means the build could not run or post (GitHub or the
// network failed) and may be retried. A build whose head is no longer the newest posts nothing and returns nil.
func (b *Builder) RunPreview(ctx context.Context, req Request) error {
	if err := checkRequest(req); err != nil {
		return err
	}
	bd := &build{opts: &b.opts, published: b.published, req: req, checkRuns: map[string]int64{}, log: b.opts.Logger.With(
		"delivery", req.DeliveryID, "installation", req.InstallationID, "repository", req.Repo.String(),
		"pull_request", req.PR, "head_sha", req.HeadSHA)}
	if latest, err := bd.isLatest(ctx); err != nil || !latest {
		return err
	}
	client, err := b.opts.Factory.Installation(ctx, req.InstallationID)
	if err != nil {
		return fmt.Errorf("preview of %s#%d: %w", req.Repo, req.PR, err)
	}
	bd.client = newFileCache(client)
	bd.resolveAppLogin(ctx)
	err = bd.run(ctx)
	bd.recordFinish(ctx, err)
	if errors.Is(err, errSuperseded) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("preview of %s#%d at %s: %w", req.Repo, req.PR, short(req.HeadSHA), err)
	}
	return nil
}

func checkRequest(req Request) error {
	switch {
	case req.InstallationID == 0:
		return errors.New("preview request without an installation id")
	case req.Repo.Owner == "" || req.Repo.Name == "" || req.PR <= 0:
		return fmt.Errorf("preview request for %q #%d names no pull request", req.Repo, req.PR)
	case req.BaseSHA == "" || req.HeadSHA == "" || req.HeadRef == "":
		return fmt.Errorf("preview request for %s#%d lacks the base or head commit or the head branch", req.Repo, req.PR)
	}
	return nil
}

// run is the build after the client is known: inputs, skip, start, generate, compare, SDK repositories, post.
func (bd *build) run(ctx context.Context) error {
	project, err := bd.findProject(ctx)
	if errors.Is(err, ErrNoProject) {
		bd.log.Info("no sdkgen project at the head commit; nothing to preview", "reason", err)
		return nil
	}
	if err != nil {
		return err
	}
	bd.project = project
	baseIn, err := ReadInputs(ctx, bd.client, bd.req.Repo, project, bd.req.BaseSHA)
	if err != nil {
		return err
	}
	headIn, err := ReadInputs(ctx, bd.client, bd.req.Repo, project, bd.req.HeadSHA)
	if err != nil {
		return err
	}
	if headIn.Absent() {
		bd.log.Info("no sdkgen.yml at the head commit; nothing to preview", "config", project.ConfigPath)
		return nil
	}
	bd.report = bd.newReport(baseIn, headIn)
	if Unchanged(baseIn, headIn) {
		bd.log.Info("neither the spec nor sdkgen.yml changed; skipping")
		return bd.publishSkipped(ctx)
	}
	if err := bd.start(ctx); err != nil {
		return err
	}
	bd.recordStart(ctx, headIn)
	if err := bd.generateAndCompare(ctx, baseIn, headIn); err != nil {
		return err
	}
	return bd.publish(ctx)
}

// findProject returns the repository's project at the head commit.
func (bd *build) findProject(ctx context.Context) (Project, error) {
	return FindProject(ctx, bd.opts.Projects, bd.client, bd.req.Repo, bd.req.HeadSHA)
}

// generateAndCompare generates both sides within the build's time limit, compares them per target, and does
// the SDK repository work.
func (bd *build) generateAndCompare(ctx context.Context, baseIn, headIn Inputs) error {
	limited, cancel := context.WithTimeout(ctx, bd.opts.Timeout)
	defer cancel()
	bd.base, bd.head = loadSides(limited, bd.log, baseIn, headIn)
	renderAll(limited, bd.log, generation{bd.opts.Registry, bd.opts.Trees}, bd.targetNames(), bd.base, bd.head)
	if err := ctx.Err(); err != nil {
		return err // cancelled from outside (a newer build): nothing to post
	}
	changes := surfaceChanges(bd.log, bd.base, bd.head)
	for i := range bd.report.Targets {
		t := &bd.report.Targets[i]
		*t = compareTarget(t.Target, bd.base, bd.head, changes)
	}
	return bd.syncSDKRepos(limited)
}

// loadSides loads base and head in parallel; a side not loaded in time leaves every target of it timed out.
func loadSides(ctx context.Context, log *slog.Logger, baseIn, headIn Inputs) (base, head *Side) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		base = loadWithin(ctx, log, "base", baseIn)
	}()
	head = loadWithin(ctx, log, "head", headIn)
	<-done
	return base, head
}

func (bd *build) targetNames() []string {
	names := make([]string, len(bd.report.Targets))
	for i, t := range bd.report.Targets {
		names[i] = t.Target
	}
	return names
}

// syncSDKRepos does every target's SDK repository work in parallel (it is network-bound).
func (bd *build) syncSDKRepos(ctx context.Context) error {
	if bd.opts.WorkDir != "" {
		if err := os.MkdirAll(bd.opts.WorkDir, 0o700); err != nil {
			return fmt.Errorf("make the work directory: %w", err)
		}
	}
	dir, err := os.MkdirTemp(bd.opts.WorkDir, "sdkgen-preview-")
	if err != nil {
		return fmt.Errorf("make a work directory: %w", err)
	}
	defer func() { _ = os.RemoveAll(dir) }()
	bd.workDir = dir
	var wg sync.WaitGroup
	for i := range bd.report.Targets {
		wg.Go(func() { bd.syncSDKRepo(ctx, &bd.report.Targets[i]) })
	}
	wg.Wait()
	return nil
}

// token returns the installation token for git, asked for once per build.
func (bd *build) token(ctx context.Context) (string, error) {
	bd.tokenOnce.Do(func() {
		bd.tok, bd.tokErr = bd.client.Token(ctx)
		if bd.tokErr != nil {
			bd.tokErr = fmt.Errorf("get an installation token for git: %w", bd.tokErr)
		}
	})
	return bd.tok, bd.tokErr
}

func (bd *build) signature() object.Signature {
	return object.Signature{Name: "sdkgen", Email: "sdkgen@users.noreply.github.com", When: bd.opts.Now()}
}

func (bd *build) isLatest(ctx context.Context) (bool, error) {
	if bd.opts.Freshness == nil {
		return true, nil
	}
	latest, err := bd.opts.Freshness.IsLatest(ctx, bd.req.Repo, bd.req.PR, bd.req.HeadSHA)
	if err != nil {
		return false, fmt.Errorf("check whether %s is the newest head of %s#%d: %w", short(bd.req.HeadSHA), bd.req.Repo, bd.req.PR, err)
	}
	if !latest {
		bd.log.Info("a newer head commit exists; this build posts nothing")
	}
	return latest, nil
}
