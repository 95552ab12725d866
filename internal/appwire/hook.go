package appwire

import (
	"context"
	"net/http"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/webhooks"
)

// Parts are the real server parts: the webhook handlers and the runner of every job kind.
var Parts = server.Parts{Runner: NewRunner, Hook: NewHook, API: NewAPI, Web: NewWeb}

// NewHook is the webhook route: the App's handlers on the server's queue and store.
func NewHook(deps server.HookDeps) (http.Handler, error) {
	a := Actions(deps.Queue, deps.Store, deps.Logger)
	return webhooks.NewDispatcher(deps.Config.WebhookSecret.Reveal(), webhooks.Handlers(a, deps.Logger), deps.Logger)
}

// Queue enqueues the builds (app/jobs.Queue).
type Queue interface {
	SchedulePreview(ctx context.Context, req preview.Request, pushedAt time.Time) (jobs.Scheduled, error)
	ScheduleMerge(ctx context.Context, req mergebuild.Request) (jobs.Scheduled, error)
}

// Installations keeps the installations and their repositories (app/store.Store).
type Installations interface {
	SaveInstallation(ctx context.Context, inst store.Installation, repos []gh.Repo) error
	SetSuspended(ctx context.Context, inst store.Installation) error
	DeleteInstallation(ctx context.Context, id int64) error
	ChangeRepositories(ctx context.Context, inst store.Installation, added, removed []gh.Repo) error
}

// builds enqueues the handlers' builds on a Queue.
type builds struct{ q Queue }

func (b builds) SchedulePreview(ctx context.Context, req webhooks.PreviewRequest, pushedAt time.Time) (webhooks.Scheduled, error) {
	s, err := b.q.SchedulePreview(ctx, previewRequest(req), pushedAt)
	return scheduled(s), err
}

func (b builds) ScheduleMerge(ctx context.Context, req webhooks.MergeRequest) (webhooks.Scheduled, error) {
	s, err := b.q.ScheduleMerge(ctx, mergeRequest(req))
	return scheduled(s), err
}

// installations records the handlers' installations in an Installations.
type installations struct{ st Installations }

func (i installations) SaveInstallation(ctx context.Context, inst webhooks.AppInstallation, repos []webhooks.Repo) error {
	return i.st.SaveInstallation(ctx, store.Installation(inst), ghRepos(repos))
}

func (i installations) SetSuspended(ctx context.Context, inst webhooks.AppInstallation) error {
	return i.st.SetSuspended(ctx, store.Installation(inst))
}

func (i installations) DeleteInstallation(ctx context.Context, id int64) error {
	return i.st.DeleteInstallation(ctx, id)
}

func (i installations) ChangeRepositories(ctx context.Context, inst webhooks.AppInstallation, added, removed []webhooks.Repo) error {
	return i.st.ChangeRepositories(ctx, store.Installation(inst), ghRepos(added), ghRepos(removed))
}

func previewRequest(r webhooks.PreviewRequest) preview.Request {
	return preview.Request{InstallationID: r.InstallationID, Repo: gh.Repo(r.Repo), PR: r.PR, Title: r.Title,
		BaseRef: r.BaseRef, BaseSHA: r.BaseSHA, HeadRef: r.HeadRef, HeadSHA: r.HeadSHA, DeliveryID: r.DeliveryID}
}

func mergeRequest(r webhooks.MergeRequest) mergebuild.Request {
	return mergebuild.Request{InstallationID: r.InstallationID, Repo: gh.Repo(r.Repo), PR: r.PR, Title: r.Title,
		BaseRef: r.BaseRef, BaseSHA: r.BaseSHA, HeadRef: r.HeadRef, HeadSHA: r.HeadSHA,
		MergeCommitSHA: r.MergeCommitSHA, DefaultBranch: r.DefaultBranch, DeliveryID: r.DeliveryID}
}

func scheduled(s jobs.Scheduled) webhooks.Scheduled {
	return webhooks.Scheduled{JobID: s.JobID, Duplicate: s.Duplicate, Superseded: s.Superseded, Cancelled: s.Cancelled}
}

func ghRepos(repos []webhooks.Repo) []gh.Repo {
	out := make([]gh.Repo, len(repos))
	for i, r := range repos {
		out[i] = gh.Repo(r)
	}
	return out
}
