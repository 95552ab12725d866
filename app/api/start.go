package api

import (
	"cmp"
	"context"
	"log/slog"
	"net/http"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/targets"
)

// BuildStarter records a project's build and enqueues it: the /v1 API's builds create and the web app's builds
// both start here, so that both read a repository project's spec the same way and queue the same record.
type BuildStarter struct {
	Store     *store.Store
	Scheduler Scheduler
	Registry  *targets.Registry
	Logger    *slog.Logger
	// Repos reads a repository project's files; nil: such a project's builds need the spec inline.
	Repos RepoFiles
}

// BuildOrder is one build to start.
type BuildOrder struct {
	OrgID   string
	Project store.OrgProject
	// Request holds the inline spec and config (nil: the project's), the targets (none: every configured one),
	// the SDK branch and a repository project's ref.
	Request BuildRequest
	// Source says who asked when the spec is the project's upload ("api" when empty); a repository project's
	// build says where its spec was read instead.
	Source         string
	IdempotencyKey string
}

// Start reads the build's inputs, picks its targets, records it queued and enqueues it. created is false when
// the order's idempotency key names an earlier build of the same request (which is returned, and enqueued again
// if it is still queued: the job is unique by build, and this finishes the work of an earlier call that recorded
// the build but failed before it was enqueued). Errors the caller can fix are *Error.
func (s BuildStarter) Start(ctx context.Context, o BuildOrder) (b builds.Build, created bool, err error) {
	spec, config, source, err := s.inputs(ctx, o.Project, o.Request)
	if err != nil {
		return builds.Build{}, false, err
	}
	names, err := s.targets(spec, config, o.Request.Targets)
	if err != nil {
		return builds.Build{}, false, err
	}
	results := make([]builds.TargetResult, len(names))
	for i, n := range names {
		results[i] = builds.TargetResult{Target: n, Status: string(builds.Queued)}
	}
	if source == "" {
		source = cmp.Or(o.Source, "api")
	}
	hash := requestHash(o.Project.ID, spec, config, names, o.Request.Branch)
	b, created, err = s.Store.CreateBuild(ctx, store.NewBuild{
		Build: builds.Build{OrgID: o.OrgID, ProjectID: o.Project.ID, Trigger: builds.API, Status: builds.Queued,
			Branch: o.Request.Branch, Source: source, SpecHash: builds.Hash(spec), ConfigHash: builds.Hash(config), Targets: results},
		Spec: spec, Config: config, IdempotencyKey: o.IdempotencyKey, RequestHash: hash,
	})
	if err != nil {
		return builds.Build{}, false, err
	}
	if !created {
		first, err := s.Store.BuildRequestHash(ctx, o.OrgID, b.ID)
		if err != nil {
			return builds.Build{}, false, err
		}
		if first != hash {
			return builds.Build{}, false, &Error{Status: http.StatusUnprocessableEntity, Code: codeConflict,
				Message: "the Idempotency-Key was used with a different request; use a new key for a new build"}
		}
	}
	if b.Status == builds.Queued {
		if err := s.Scheduler.ScheduleAPIBuild(ctx, b.ID); err != nil {
			return builds.Build{}, false, err
		}
	}
	return b, created, nil
}
