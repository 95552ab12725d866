package preview

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// configTarget names the one target reported when sdkgen.yml is too broken to say which targets it configures.
const configTarget = "config"

// defaultCommitMessage is used when the pull request has no title and nobody edited the message.
const defaultCommitMessage = "feat: update the SDKs"

// newReport starts the build's report: the pull request, the project, and the targets the head configures.
func (bd *build) newReport(baseIn, headIn Inputs) *report.Report {
	r := &report.Report{
		Repo: bd.req.Repo, PR: bd.req.PR, BaseSHA: bd.req.BaseSHA, HeadSHA: bd.req.HeadSHA, HeadRef: bd.req.HeadRef,
		Project: bd.req.Repo.Name, UpdatedAt: bd.opts.Now().UTC(), FailOn: cmp.Or(bd.project.FailOn, DefaultFailOn),
		SpecPath: bd.project.SpecPath, ConfigPath: bd.project.ConfigPath,
	}
	headCfg, baseCfg := parseConfig(headIn), parseConfig(baseIn)
	names := configuredTargets(headCfg)
	if headCfg == nil {
		names = configuredTargets(baseCfg)
	}
	for _, cfg := range []*config.Config{headCfg, baseCfg} {
		if cfg != nil && cfg.Organization.Identifier() != "" {
			r.Project = cfg.Organization.Identifier()
			break
		}
	}
	built, notBuilt := builtTargets(bd.opts.Registry, names)
	if len(notBuilt) > 0 {
		bd.log.Info("sdkgen.yml configures targets this version of sdkgen does not build; they are left out", "targets", notBuilt)
	}
	if len(built) == 0 && headCfg == nil {
		built = []string{configTarget}
	}
	for _, n := range built {
		r.Targets = append(r.Targets, report.Target{Target: n})
	}
	r.Editions = report.EditionChanges(baseCfg, headCfg, built)
	return r
}

// parseConfig reads a side's sdkgen.yml for its target names and organization, without the spec. Nil when the
// side has none or it cannot be parsed.
func parseConfig(in Inputs) *config.Config {
	if in.Absent() {
		return nil
	}
	return config.Load(in.configPath, in.config, &diag.Collector{})
}

// start creates one check run per target, in progress, and posts the sticky comment saying results are coming.
func (bd *build) start(ctx context.Context) error {
	if latest, err := bd.isLatest(ctx); err != nil || !latest {
		return errStale(err)
	}
	existing, err := bd.stickyComment(ctx)
	if err != nil {
		return err
	}
	bd.report.CommitMessage = bd.commitMessage(existing)
	running := *bd.report
	running.Running = true
	for i, run := range report.CheckRuns(&running) {
		id, err := bd.client.CreateCheckRun(ctx, bd.req.Repo, run)
		if err != nil {
			return err
		}
		bd.checkRuns[running.Targets[i].Target] = id
	}
	return bd.postComment(ctx, existing, report.Comment(&running))
}

// errStale turns a stale build into a silent stop (errSuperseded), keeping real errors.
func errStale(err error) error {
	if err != nil {
		return err
	}
	return errSuperseded
}

// errSuperseded stops a build whose head is no longer the newest: nothing more is posted.
var errSuperseded = errors.New("superseded by a newer head commit")

// publish posts the final result: the sticky comment and the completed check runs. A build superseded meanwhile
// posts nothing.
func (bd *build) publish(ctx context.Context) error {
	if latest, err := bd.isLatest(ctx); err != nil || !latest {
		return errStale(err)
	}
	bd.report.UpdatedAt = bd.opts.Now().UTC()
	bd.report.CI = bd.ciLines(ctx)
	existing, err := bd.stickyComment(ctx)
	if err != nil {
		return err
	}
	if err := bd.postComment(ctx, existing, report.Comment(bd.report)); err != nil {
		return err
	}
	if err := bd.catchUpCI(ctx); err != nil {
		return err
	}
	if bd.published != nil {
		bd.published(bd.report)
	}
	if err := bd.completeCheckRuns(ctx); err != nil {
		return err
	}
	bd.ciChecks(ctx)
	return nil
}

// publishSkipped rewrites an existing sticky comment to say the SDKs do not change; without one it posts nothing
// (and creates no check run).
func (bd *build) publishSkipped(ctx context.Context) error {
	bd.report.Skipped = true
	bd.report.Targets = nil
	if latest, err := bd.isLatest(ctx); err != nil || !latest {
		return errStale(err)
	}
	existing, err := bd.stickyComment(ctx)
	if err != nil || existing == nil {
		return err
	}
	bd.report.CommitMessage = bd.commitMessage(existing)
	return bd.postComment(ctx, existing, report.Comment(bd.report))
}

// stickyComment finds the App's preview comment on the pull request (the oldest, should there be several).
func (bd *build) stickyComment(ctx context.Context) (*gh.Comment, error) {
	return FindComment(ctx, bd.client, bd.req.Repo, bd.req.PR, bd.appLogin, report.IsPreviewComment)
}

// FindComment returns the oldest comment of the App on a pull request whose body is matches, nil when there is
// none. appLogin is the App's bot login; empty takes any bot's comment (a login ending in "[bot]").
func FindComment(ctx context.Context, client gh.Client, repo gh.Repo, pr int, appLogin string, is func(body string) bool) (*gh.Comment, error) {
	comments, err := client.Comments(ctx, repo, pr)
	if err != nil {
		return nil, err
	}
	for _, c := range comments {
		if isApp(c.User, appLogin) && is(c.Body) {
			return &c, nil
		}
	}
	return nil, nil
}

func isApp(login, appLogin string) bool {
	if appLogin != "" {
		return strings.EqualFold(login, appLogin)
	}
	return strings.HasSuffix(login, "[bot]")
}

// resolveAppLogin learns the App's bot login, so a comment another bot posted with the same marker is never taken
// for sdkgen's.
func (bd *build) resolveAppLogin(ctx context.Context) {
	bd.appLogin = AppLogin(ctx, bd.opts.AppLogin, bd.opts.Factory, bd.log)
}

// AppLogin returns the App's bot login: configured when set, else what the factory says (gh.Identity). It
// returns "" when neither knows (a warning is logged): then any bot's comment counts as the App's.
func AppLogin(ctx context.Context, configured string, factory gh.Factory, log *slog.Logger) string {
	if configured != "" {
		return configured
	}
	id, ok := factory.(gh.Identity)
	if !ok {
		return ""
	}
	login, err := id.AppLogin(ctx)
	if err != nil {
		log.Warn("could not learn the App's login; taking any bot's comments for the App's", "error", err)
		return ""
	}
	return login
}

// commitMessage is the build's commit message (CommitMessage).
func (bd *build) commitMessage(existing *gh.Comment) string {
	return CommitMessage(bd.log, bd.req.Title, existing)
}

// CommitMessage is the message a person edited into the sticky comment sticky (nil when there is none), else the
// pull request's title, as a conventional commit (SERVICE-BEHAVIOUR.md §4.3).
func CommitMessage(log *slog.Logger, title string, sticky *gh.Comment) string {
	msg := title
	if sticky != nil {
		if edited, ok := report.CommitMessage(sticky.Body); ok {
			msg = edited
		}
	}
	normalized, warning := report.Conventional(msg)
	if warning != "" {
		log.Info("commit message normalised", "warning", warning)
	}
	return cmp.Or(normalized, defaultCommitMessage)
}

// postComment updates the sticky comment in place, or creates it when there is none yet. A pull request that is
// merged or closed meanwhile keeps its comment: after a merge the merge build owns it (its post-merge form), and a
// preview that finishes late would otherwise replace the outcome of the merge with a stale preview.
func (bd *build) postComment(ctx context.Context, existing *gh.Comment, body string) error {
	if existing != nil && report.IsMergedComment(existing.Body) {
		bd.log.Info("the pull request is merged and its comment says so: the preview leaves it alone", "comment", existing.ID)
		return nil
	}
	pr, err := bd.client.PullRequest(ctx, bd.req.Repo, bd.req.PR)
	if err != nil {
		return err
	}
	if pr.State == "closed" {
		bd.log.Info("the pull request is closed: the preview leaves its comment alone", "merged", pr.Merged)
		return nil
	}
	return PostComment(ctx, bd.client, bd.req.Repo, bd.req.PR, existing, body)
}

// PostComment replaces existing's body (nothing when it is already body), or creates the comment on the pull
// request when existing is nil or was deleted meanwhile.
func PostComment(ctx context.Context, client gh.Client, repo gh.Repo, pr int, existing *gh.Comment, body string) error {
	if existing == nil {
		_, err := client.CreateComment(ctx, repo, pr, body)
		return err
	}
	if existing.Body == body {
		return nil
	}
	err := client.UpdateComment(ctx, repo, existing.ID, body)
	if errors.Is(err, gh.ErrNotFound) { // deleted meanwhile: post a new one
		_, err = client.CreateComment(ctx, repo, pr, body)
	}
	return err
}

// completeCheckRuns completes each target's check run, sending its annotations MaxAnnotations at a time.
func (bd *build) completeCheckRuns(ctx context.Context) error {
	for i, run := range report.CheckRuns(bd.report) {
		batches := report.Batches(run.Annotations, report.MaxAnnotations)
		run.Annotations = nil
		if len(batches) > 0 {
			run.Annotations = batches[0]
		}
		id, err := bd.completeCheckRun(ctx, bd.report.Targets[i].Target, run)
		if err != nil {
			return err
		}
		for _, batch := range batches[min(1, len(batches)):] {
			more := gh.CheckRun{Name: run.Name, HeadSHA: run.HeadSHA, Title: run.Title, Summary: run.Summary, Annotations: batch}
			if err := bd.client.UpdateCheckRun(ctx, bd.req.Repo, id, more); err != nil {
				return fmt.Errorf("add annotations to %s: %w", run.Name, err)
			}
		}
	}
	return nil
}

// completeCheckRun updates the run created at the start, or creates it completed when there is none.
func (bd *build) completeCheckRun(ctx context.Context, target string, run gh.CheckRun) (int64, error) {
	if id, ok := bd.checkRuns[target]; ok {
		if err := bd.client.UpdateCheckRun(ctx, bd.req.Repo, id, run); !errors.Is(err, gh.ErrNotFound) {
			return id, err
		}
	}
	return bd.client.CreateCheckRun(ctx, bd.req.Repo, run)
}
