package cistatus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/store"
)

// DefaultTimeout is how long a preview commit's CI may take before the comment says no result came.
const DefaultTimeout = 30 * time.Minute

// Store keeps the pushed preview commits and their CI results (app/store.Store).
type Store interface {
	SaveCIPreview(ctx context.Context, p store.CIPreview) error
	CIPreviews(ctx context.Context, sdkRepo gh.Repo, sha string) ([]store.CIPreview, error)
	CIPreviewsOfHead(ctx context.Context, apiRepo gh.Repo, pr int, headSHA string) ([]store.CIPreview, error)
	SetCIResult(ctx context.Context, k store.CIKey, result string) (bool, error)
}

// Commit is a commit of an SDK repository whose CI the Tracker reads; InstallationID is the one that reported
// it (the Tracker acts as the installation of the preview build that pushed it).
type Commit struct {
	InstallationID int64   `json:"installation_id"`
	SDKRepo        gh.Repo `json:"sdk_repo"`
	SHA            string  `json:"sha"`
}

// Timeouts schedules the check that ends a preview commit's wait for CI (app/jobs.Queue).
type Timeouts interface {
	ScheduleCITimeout(ctx context.Context, c Commit, at time.Time) error
}

// Tracker follows the CI of preview commits: app/preview tells it what it pushed (preview.CI), the check_suite,
// check_run and workflow_run deliveries make it read the commit's checks (Update), and the timeout ends the wait
// (Expire). Each new result rewrites the comment's CI section in place and the target's check run.
type Tracker struct {
	Factory  gh.Factory
	Store    Store
	Timeouts Timeouts
	// Timeout is how long CI may take; DefaultTimeout when zero.
	Timeout time.Duration
	// AppLogin is the App's bot login; learned from the factory when empty (preview.AppLogin).
	AppLogin string
	Logger   *slog.Logger
}

var _ preview.CI = (*Tracker)(nil)

func (t *Tracker) timeout() time.Duration {
	if t.Timeout <= 0 {
		return DefaultTimeout
	}
	return t.Timeout
}

func (t *Tracker) log() *slog.Logger {
	if t.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return t.Logger
}

// Pushed implements preview.CI: the commit waits for its CI, unless its workflows never run on the preview
// branch (then it says so at once), and its timeout is scheduled.
func (t *Tracker) Pushed(ctx context.Context, p preview.PushedPreview) error {
	res := Result{State: Running}
	runs, reason := RunsOnPush(p.Workflows, p.Branch)
	if !runs {
		res = Result{State: NoCI, Reason: reason}
	}
	data, err := json.Marshal(res)
	if err != nil {
		return err
	}
	err = t.Store.SaveCIPreview(ctx, store.CIPreview{SDKRepo: p.SDKRepo, SHA: p.SHA, Target: p.Target, BaseSHA: p.BaseSHA,
		InstallationID: p.InstallationID, APIRepo: p.APIRepo, PR: p.PR, APIHeadSHA: p.APIHeadSHA, Project: p.Project,
		CheckRunID: p.CheckRunID, FailOn: p.FailOn, PushedAt: p.PushedAt, Result: string(data)})
	if err != nil || !runs || t.Timeouts == nil {
		return err
	}
	c := Commit{InstallationID: p.InstallationID, SDKRepo: p.SDKRepo, SHA: strings.ToLower(p.SHA)}
	return t.Timeouts.ScheduleCITimeout(ctx, c, p.PushedAt.Add(t.timeout()))
}

// Lines implements preview.CI.
func (t *Tracker) Lines(ctx context.Context, repo gh.Repo, pr int, headSHA string) ([]report.CILine, error) {
	rows, err := t.Store.CIPreviewsOfHead(ctx, repo, pr, headSHA)
	if err != nil {
		return nil, err
	}
	lines := make([]report.CILine, 0, len(rows))
	for _, row := range rows {
		lines = append(lines, report.CILine{Target: row.Target, Row: Row(parse(row.Result), t.timeout(), row.SDKRepo.String())})
	}
	return lines, nil
}

// Update reads the commit's CI and shows what changed (a check_suite, check_run or workflow_run delivery).
func (t *Tracker) Update(ctx context.Context, c Commit) error { return t.follow(ctx, c, false) }

// Expire is Update once the commit's time is up: a result still running becomes TimedOut.
func (t *Tracker) Expire(ctx context.Context, c Commit) error { return t.follow(ctx, c, true) }

func (t *Tracker) follow(ctx context.Context, c Commit, expired bool) error {
	rows, err := t.Store.CIPreviews(ctx, c.SDKRepo, c.SHA)
	if err != nil || len(rows) == 0 {
		return err
	}
	// The installation of the preview build: it pushed the commit, and it may comment on the pull request (the
	// delivery's installation is the SDK repository's, which may be another account's).
	client, err := t.Factory.Installation(ctx, rows[0].InstallationID)
	if err != nil {
		return fmt.Errorf("CI of %s@%s: %w", c.SDKRepo, c.SHA, err)
	}
	login := preview.AppLogin(ctx, t.AppLogin, t.Factory, t.log())
	read, err := t.read(ctx, client, c.SDKRepo, c.SHA, rows[0].BaseSHA, strings.TrimSuffix(login, "[bot]"))
	if err != nil {
		return err
	}
	for _, row := range rows {
		next := advance(parse(row.Result), read, expired)
		data, err := json.Marshal(next)
		if err != nil {
			return err
		}
		changed, err := t.Store.SetCIResult(ctx, row.Key(), string(data))
		if err != nil {
			return err
		}
		log := t.log().With("sdk_repo", c.SDKRepo.String(), "sha", c.SHA, "target", row.Target, "repository",
			row.APIRepo.String(), "pull_request", row.PR, "ci", next.String())
		if !changed {
			log.DebugContext(ctx, "CI result unchanged; nothing to update")
			continue
		}
		log.InfoContext(ctx, "CI result changed")
		if err := t.show(ctx, client, row, next, login); err != nil {
			return err
		}
	}
	return nil
}

// read is the commit's CI result with, when it fails, its base's. self is the App's slug, whose own checks are
// not CI.
func (t *Tracker) read(ctx context.Context, client gh.Client, repo gh.Repo, sha, baseSHA, self string) (Result, error) {
	reader, ok := client.(gh.CIReader)
	if !ok {
		return Result{}, errors.New("the GitHub client cannot read check runs")
	}
	runs, err := reader.CIRuns(ctx, repo, sha)
	if errors.Is(err, gh.ErrForbidden) || errors.Is(err, gh.ErrNotFound) {
		return Result{State: NoPermission, Reason: "GitHub refused to list its check runs; the App needs checks: read and actions: read"}, nil
	}
	if err != nil {
		return Result{}, err
	}
	res := Classify(runs, self)
	if !res.Failing() || baseSHA == "" {
		return res, nil
	}
	baseRuns, err := reader.CIRuns(ctx, repo, baseSHA)
	if err != nil {
		t.log().WarnContext(ctx, "could not read the base's CI result", "sdk_repo", repo.String(), "base_sha", baseSHA, "error", err)
		return res, nil
	}
	if base := Classify(baseRuns, self); base.State == Done {
		res.Base = &base
	}
	return res, nil
}

// advance is the next result of a commit that had prev and now reads as read: what GitHub says wins once it says
// something (a result arriving after the timeout still shows); a commit that still reads as running keeps an
// earlier verdict, and is TimedOut once expired.
func advance(prev, read Result, expired bool) Result {
	switch {
	case read.State != Running:
		return read
	case read.Build != "" || read.Lint != "" || read.Test != "":
		if expired {
			read.State = TimedOut
		}
		return read
	case prev.State != Running && prev.State != "":
		return prev
	case expired:
		return Result{State: TimedOut}
	}
	return read
}

// parse reads a stored result; an empty or unreadable one is Running.
func parse(s string) Result {
	var r Result
	if err := json.Unmarshal([]byte(s), &r); err != nil || r.State == "" {
		return Result{State: Running}
	}
	return r
}

// show rewrites the CI section of the pull request's comment (when it is the comment of this head) and adds the
// result to the target's check run.
func (t *Tracker) show(ctx context.Context, client gh.Client, row store.CIPreview, res Result, login string) error {
	if err := t.rewriteSection(ctx, client, row, login); err != nil {
		return err
	}
	return t.conclude(ctx, client, row, res)
}

// maxRewrites bounds the rewrites of one update: each rewrite that raced another target's (both read the
// comment, then both wrote it) is done again with what the store holds then.
const maxRewrites = 3

// rewriteSection puts the CI lines of the row's head into its comment. The section is rendered from the store,
// not from this result alone, so whichever update writes last shows every target's newest result; an update
// that finds the store moved on while it wrote writes again.
func (t *Tracker) rewriteSection(ctx context.Context, client gh.Client, row store.CIPreview, login string) error {
	for range maxRewrites {
		comment, err := preview.FindComment(ctx, client, row.APIRepo, row.PR, login, report.IsPreviewComment)
		if err != nil || comment == nil || report.IsMergedComment(comment.Body) {
			return err
		}
		lines, err := t.Lines(ctx, row.APIRepo, row.PR, row.APIHeadSHA)
		if err != nil {
			return err
		}
		section := report.CISection(row.Project, row.APIHeadSHA, lines)
		body, ok := report.ReplaceCISection(comment.Body, row.APIHeadSHA, section)
		if !ok {
			return nil // not this head's comment, or posted before its SDKs were pushed: the build renders it
		}
		if err := preview.PostComment(ctx, client, row.APIRepo, row.PR, comment, body); err != nil {
			return err
		}
		after, err := t.Lines(ctx, row.APIRepo, row.PR, row.APIHeadSHA)
		if err != nil || slices.Equal(after, lines) {
			return err
		}
	}
	return nil
}
