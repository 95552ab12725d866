package webhooks

import (
	"context"
	"encoding/json"
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

// ciPayload is the part of a check_suite, check_run or workflow_run payload the handlers read. Decoding only
// that keeps deliveries usable whose other fields go-github's event types cannot read (octokit's examples carry
// timestamps such as "2018-04-25 20:42:10" in the check suite's app).
type ciPayload struct {
	Action       string `json:"action"`
	Installation struct {
		ID int64 `json:"id"`
	} `json:"installation"`
	Repository struct {
		FullName string `json:"full_name"`
	} `json:"repository"`
	CheckSuite  *ciObject `json:"check_suite"`
	CheckRun    *ciObject `json:"check_run"`
	WorkflowRun *ciObject `json:"workflow_run"`
}

// ciObject is the suite, run or workflow run a CI delivery is about.
type ciObject struct {
	ID         int64  `json:"id"`
	HeadSHA    string `json:"head_sha"`
	Status     string `json:"status"`
	Conclusion string `json:"conclusion"`
}

// handleCI decodes a CI delivery, takes the object it is about with pick, and hands its report to ci.
func handleCI(ctx context.Context, ci CIResults, logger *slog.Logger, eventType, deliveryID string, payload []byte,
	pick func(*ciPayload) *ciObject) error {
	var p ciPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return malformed(eventType, "%v", err)
	}
	repo, err := parseRepo(p.Repository.FullName)
	if err != nil {
		return malformed(eventType, "repository: %v", err)
	}
	obj := pick(&p)
	if obj == nil {
		return malformed(eventType, "no %s object", eventType)
	}
	return reportCI(ctx, ci, logger, CIReport{InstallationID: p.Installation.ID, Repo: repo, HeadSHA: obj.HeadSHA,
		Event: eventType, Action: p.Action, ID: obj.ID, Status: obj.Status, Conclusion: obj.Conclusion, DeliveryID: deliveryID})
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
