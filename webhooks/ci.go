package webhooks

import (
	"context"
	"log/slog"
)

// CIReport is what a check_suite, check_run or workflow_run delivery says about a commit of a repository.
type CIReport struct {
	InstallationID int64
	Repo           Repo
	HeadSHA        string
	// Event and Action are the delivery's; ID is the suite, run or workflow run it is about.
	Event, Action      string
	ID                 int64
	Status, Conclusion string
	DeliveryID         string
}

// CIResults follows the CI of the preview commits sdkgen pushed to SDK repositories.
type CIResults interface {
	// ReportCI enqueues the reading of the commit's CI and reports true when the commit is a preview commit
	// sdkgen pushed; for any other commit it does nothing and reports false.
	ReportCI(ctx context.Context, r CIReport) (s Scheduled, preview bool, err error)
}

// reportCI hands a delivery's report to ci and logs what happened. Deliveries without an installation (a
// repository webhook, not the App's) are ignored.
func reportCI(ctx context.Context, ci CIResults, logger *slog.Logger, r CIReport) error {
	log := logger.With("delivery_id", r.DeliveryID, "event", r.Event, "action", r.Action, "installation_id",
		r.InstallationID, "repository", r.Repo.String(), "head_sha", r.HeadSHA)
	if r.InstallationID == 0 {
		log.WarnContext(ctx, "delivery has no installation (a repository webhook, not the App's): ignored")
		return nil
	}
	if r.HeadSHA == "" {
		return malformed(r.Event, "no head commit")
	}
	s, ok, err := ci.ReportCI(ctx, r)
	if err != nil {
		return err
	}
	if !ok {
		log.DebugContext(ctx, "not a preview commit sdkgen pushed: nothing to follow")
		return nil
	}
	log.InfoContext(ctx, "CI update scheduled", "job_id", s.JobID, "duplicate", s.Duplicate, "status", r.Status,
		"conclusion", r.Conclusion)
	return nil
}
