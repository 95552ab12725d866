package specpoll

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"log/slog"
	"time"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// DefaultInterval is how often a spec URL is fetched.
const DefaultInterval = time.Hour

// maxBackoff caps the wait after failures in a row.
const maxBackoff = 24 * time.Hour

// Scheduler enqueues the job that runs a recorded build.
type Scheduler interface {
	ScheduleAPIBuild(ctx context.Context, buildID string) error
}

// Poller fetches the spec URLs of projects that are due and builds the ones whose spec changed.
type Poller struct {
	Store     *store.Store
	Scheduler Scheduler
	Fetcher   Fetcher
	// Registry tells which targets to build; builtin.Registry() when nil.
	Registry *targets.Registry
	// Interval between fetches of one project (DefaultInterval when 0); failures back off from it.
	Interval time.Duration
	Logger   *slog.Logger
	Now      func() time.Time
}

func (p *Poller) defaults() {
	if p.Registry == nil {
		p.Registry = builtin.Registry()
	}
	if p.Interval <= 0 {
		p.Interval = DefaultInterval
	}
	if p.Logger == nil {
		p.Logger = slog.New(slog.DiscardHandler)
	}
	if p.Now == nil {
		p.Now = time.Now
	}
}

// PollDue polls, one after the other, every project whose spec URL is due. One job runs it at a time, so a
// project is never fetched twice at once.
func (p *Poller) PollDue(ctx context.Context) error {
	p.defaults()
	projects, err := p.Store.PolledProjects(ctx)
	if err != nil {
		return err
	}
	for _, proj := range projects {
		if !p.Due(proj) {
			continue
		}
		if _, err := p.Poll(ctx, proj); err != nil && ctx.Err() != nil {
			return err
		}
	}
	return nil
}

// Due reports whether a project's spec URL should be fetched now: an interval after the last fetch, doubled for
// each failure in a row (at most a day), plus the project's own jitter (up to a tenth of the interval), so that
// projects do not all fetch at the same minute.
func (p *Poller) Due(proj store.OrgProject) bool {
	p.defaults()
	if proj.Poll.CheckedAt.IsZero() {
		return true
	}
	wait := p.Interval << min(proj.Poll.Failures, 10)
	wait = min(wait, maxBackoff) + jitter(proj.ID, p.Interval/10)
	return !p.Now().Before(proj.Poll.CheckedAt.Add(wait))
}

func jitter(id string, span time.Duration) time.Duration {
	if span <= 0 {
		return 0
	}
	h := fnv.New64a()
	_, _ = h.Write([]byte(id))
	return time.Duration(h.Sum64() % uint64(span))
}

// Poll fetches a project's spec URL conditionally. An unchanged spec (304, or the same bytes) does nothing; a
// changed one becomes the project's spec and starts a build (trigger poll), whose id it returns. A failure is
// recorded on the project and logged once (not again while it stays the same).
func (p *Poller) Poll(ctx context.Context, proj store.OrgProject) (string, error) {
	p.defaults()
	log := p.Logger.With("project_id", proj.ID, "org_id", proj.OrgID)
	state := proj.Poll
	state.CheckedAt = p.Now().UTC()
	res, err := p.Fetcher.Fetch(ctx, proj.Spec.URL, Validators{ETag: proj.Poll.ETag, LastModified: proj.Poll.LastModified})
	if err == nil {
		var id string
		id, err = p.build(ctx, proj, res)
		if err == nil {
			state.ETag, state.LastModified, state.Error, state.Failures = res.Validators.ETag, res.Validators.LastModified, "", 0
			return id, p.Store.SetPollState(ctx, proj.ID, state)
		}
	}
	if err.Error() != proj.Poll.Error {
		log.WarnContext(ctx, "the spec URL could not be polled", "error", err, "failures", state.Failures+1)
	}
	state.Error, state.Failures = err.Error(), state.Failures+1
	return "", errors.Join(err, p.Store.SetPollState(ctx, proj.ID, state))
}

// build records and schedules the build of a changed spec; "" when it did not change.
func (p *Poller) build(ctx context.Context, proj store.OrgProject, res Result) (string, error) {
	if res.NotModified || builds.Hash(res.Spec) == builds.Hash(proj.Spec.Upload) {
		return "", nil
	}
	if len(proj.Config) == 0 {
		return "", errors.New("the project has no sdkgen.yml to build the spec with")
	}
	names := apibuild.ConfiguredTargets(p.Logger, p.Registry, res.Spec, proj.Config)
	if len(names) == 0 {
		return "", errors.New("sdkgen.yml configures no target this sdkgen builds (or does not load)")
	}
	results := make([]builds.TargetResult, len(names))
	for i, n := range names {
		results[i] = builds.TargetResult{Target: n, Status: string(builds.Queued)}
	}
	b, _, err := p.Store.CreateBuild(ctx, store.NewBuild{
		Build: builds.Build{OrgID: proj.OrgID, ProjectID: proj.ID, Trigger: builds.Poll, Status: builds.Queued,
			Source: proj.Spec.URL, SpecHash: builds.Hash(res.Spec), ConfigHash: builds.Hash(proj.Config), Targets: results},
		Spec: res.Spec, Config: proj.Config,
	})
	if err != nil {
		return "", err
	}
	if err := p.Scheduler.ScheduleAPIBuild(ctx, b.ID); err != nil {
		return "", fmt.Errorf("schedule the build of the changed spec: %w", err)
	}
	// The spec becomes the project's once its build is on its way: a failure before leaves it changed, so the
	// next poll builds it.
	proj.Spec.Upload = res.Spec
	if _, err := p.Store.UpdateProject(ctx, proj); err != nil {
		return "", err
	}
	p.Logger.InfoContext(ctx, "the spec URL changed; building", "project_id", proj.ID, "build_id", b.ID)
	return b.ID, nil
}
