package appwire

import (
	"context"

	"github.com/sdkgen/sdkgen/app/cistatus"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/webhooks"
)

// CIQueue enqueues the reading of a commit's CI (app/jobs.Queue).
type CIQueue interface {
	ScheduleCIUpdate(ctx context.Context, args jobs.CIUpdateArgs) (jobs.Scheduled, error)
}

// CIPreviews tells which commits are preview commits sdkgen pushed (app/store.Store).
type CIPreviews interface {
	CIPreviews(ctx context.Context, sdkRepo gh.Repo, sha string) ([]store.CIPreview, error)
}

// ciResults is the App's webhooks.CIResults: a report on a preview commit the store knows enqueues its update.
type ciResults struct {
	previews CIPreviews
	queue    CIQueue
}

func (c ciResults) ReportCI(ctx context.Context, r webhooks.CIReport) (webhooks.Scheduled, bool, error) {
	rows, err := c.previews.CIPreviews(ctx, gh.Repo(r.Repo), r.HeadSHA)
	if err != nil || len(rows) == 0 {
		return webhooks.Scheduled{}, false, err
	}
	s, err := c.queue.ScheduleCIUpdate(ctx, jobs.CIUpdateArgs{
		Commit: cistatus.Commit{InstallationID: r.InstallationID, SDKRepo: gh.Repo(r.Repo), SHA: rows[0].SHA},
		Report: jobs.CIReport{Event: r.Event, Action: r.Action, ID: r.ID, Status: r.Status, Conclusion: r.Conclusion},
	})
	return scheduled(s), true, err
}
