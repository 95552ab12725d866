// Package mergebuild runs the merge build of a pull request merged into an API repository's default branch
// (SERVICE-BEHAVIOUR.md §4.2): every configured target is generated at the merge commit and brought into its SDK
// repository through app/sdkrepo (a new commit on `generated`, merged into the working branch keeping people's
// edits), and the merged pull request gets a comment with the outcome per target. A conflict with people's edits
// leaves the working branch alone and opens the conflict pull request of §2.3 in the SDK repository.
//
// Project discovery, input reading, target rendering and the App's comments are app/preview's; this package adds
// what happens to the SDK repositories and how the outcome is reported.
package mergebuild

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// Request is one merge build: a pull request merged into an API repository. It is the durable job's payload, so
// it holds only plain values.
type Request struct {
	InstallationID int64   `json:"installation_id"`
	Repo           gh.Repo `json:"repo"`
	PR             int     `json:"pr"`
	Title          string  `json:"title"`
	BaseRef        string  `json:"base_ref"`
	BaseSHA        string  `json:"base_sha"`
	HeadRef        string  `json:"head_ref"`
	HeadSHA        string  `json:"head_sha"`
	// MergeCommitSHA is the commit the merge made on the base branch: what the SDKs are generated from.
	MergeCommitSHA string `json:"merge_commit_sha"`
	// DefaultBranch is the repository's default branch when the pull request merged; empty asks GitHub.
	DefaultBranch string `json:"default_branch"`
	// DeliveryID is the webhook delivery that asked for the build, for logs (and the job's uniqueness).
	DeliveryID string `json:"delivery_id"`
}

// Trigger is what the SDK repositories' generation commits say started them ("merge of acme/api#12").
func (r Request) Trigger() string { return fmt.Sprintf("merge of %s#%d", r.Repo, r.PR) }

// cause is what a conflict pull request says the generation came from.
func (r Request) cause() string {
	return "the merge of " + report.Code(fmt.Sprintf("%s#%d", r.Repo, r.PR))
}

func (r Request) check() error {
	switch {
	case r.InstallationID == 0:
		return errors.New("merge request without an installation id")
	case r.Repo.Owner == "" || r.Repo.Name == "" || r.PR <= 0:
		return fmt.Errorf("merge request for %q #%d names no pull request", r.Repo, r.PR)
	case r.BaseSHA == "" || r.MergeCommitSHA == "" || r.BaseRef == "":
		return fmt.Errorf("merge request for %s#%d lacks the base branch, its commit or the merge commit", r.Repo, r.PR)
	}
	return nil
}

// DefaultTimeout bounds the generation and the SDK repository work of one merge build.
const DefaultTimeout = 10 * time.Minute

// Options configures a Builder. Factory and APIURL are required.
type Options struct {
	Factory gh.Factory
	// APIURL is GitHub's V3 API URL; SDK repository git URLs derive from it (gh.GitURL).
	APIURL string
	Logger *slog.Logger
	// WorkDir is where SDK repositories are cloned, in a fresh folder per build; the system's temporary
	// directory when empty.
	WorkDir string
	// Projects holds per-repository project settings; nil discovers the files (preview.DiscoverProject).
	Projects preview.Projects
	// GitURL returns an SDK repository's git URL; gh.GitURL(APIURL, repo) when nil. Tests point it elsewhere.
	GitURL func(gh.Repo) (string, error)
	// Timeout bounds generation and the SDK repository work; DefaultTimeout when zero.
	Timeout time.Duration
	// AppLogin is the App's bot login ("sdkgen[bot]"): only its comments count as the App's. Empty asks the
	// factory (gh.Identity), else accepts any bot login.
	AppLogin string
	// Registry holds the targets to generate; builtin.Registry() when nil.
	Registry *targets.Registry
	// Trees keeps generated trees across builds (preview.Options.Trees): a merge commit whose inputs the pull
	// request's last preview generated is read back; nil keeps none.
	Trees cache.Store
	// OnWorkingBranch, when set, hears of every working branch a merge build brought a generation onto (merged,
	// created, or already up to date), so the SDK repository's release pull request can be refreshed. An error
	// is logged; it does not fail the build, whose SDK update is done.
	OnWorkingBranch func(ctx context.Context, u WorkingBranch) error
	// Recorder keeps the build's record (per-target outcome, commit, diagnostics, archives); nil records nothing.
	Recorder builds.Recorder
}

// WorkingBranch is an SDK repository's working branch that holds a new generation.
type WorkingBranch struct {
	InstallationID int64
	SDKRepo        gh.Repo
	Branch         string
	Head           string // the commit holding the generation
	Target         string
	APIRepo        gh.Repo
	// Config is the API repository's sdkgen.yml at the merge commit (publish settings of the target).
	Config *config.Config
	// Reason says what moved it: "merge of owner/api#12".
	Reason string
}

// Builder runs merge builds. It is safe for concurrent use.
type Builder struct{ opts Options }

// NewBuilder returns a Builder, filling in the defaults of opts.
func NewBuilder(opts Options) *Builder {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
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

// RunMerge runs the merge build of req: when the pull request targeted the default branch and changed the spec
// or sdkgen.yml, every target with a production_repo is generated at the merge commit and merged into its SDK
// repository, and the pull request gets a comment with the outcome per target. A target's problem (an SDK
// repository the App cannot access, a conflict) is part of the outcome; an error means the build could not run
// or report, or a target failed in a way a retry may fix. Running it again is safe: an SDK repository that has
// the generation already is up to date, and an open conflict pull request is updated rather than opened twice.
func (b *Builder) RunMerge(ctx context.Context, req Request) error {
	if err := req.check(); err != nil {
		return err
	}
	client, err := b.opts.Factory.Installation(ctx, req.InstallationID)
	if err != nil {
		return fmt.Errorf("merge build of %s#%d: %w", req.Repo, req.PR, err)
	}
	m := &merge{opts: &b.opts, req: req, client: preview.CachedFiles(client), installationID: req.InstallationID,
		apiRepo: req.Repo, trigger: req.Trigger(), cause: req.cause(), log: b.opts.Logger.With(
			"delivery_id", req.DeliveryID, "installation_id", req.InstallationID, "repository", req.Repo.String(),
			"pull_request", req.PR, "merge_commit_sha", req.MergeCommitSHA)}
	if err := m.run(ctx); err != nil {
		return fmt.Errorf("merge build of %s#%d at %s: %w", req.Repo, req.PR, shortSHA(req.MergeCommitSHA), err)
	}
	return nil
}

func shortSHA(sha string) string { return sha[:min(len(sha), 12)] }
