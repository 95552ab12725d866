package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/google/go-github/v66/github"
)

// CheckRun handles check_run deliveries: one CI check (a workflow's job) on a commit was created, or
// completed. On a preview commit sdkgen pushed, its CI is read again, so the comment shows each job as it ends.
type CheckRun struct {
	CI     CIResults
	Logger *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *CheckRun) Handles() []string { return []string{"check_run"} }

// Handle implements githubapp.EventHandler.
func (h *CheckRun) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.CheckRunEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	repo, err := parseRepo(ev.GetRepo().GetFullName())
	if err != nil {
		return malformed(eventType, "repository: %v", err)
	}
	r := ev.GetCheckRun()
	return reportCI(ctx, h.CI, h.Logger, CIReport{InstallationID: ev.GetInstallation().GetID(), Repo: repo,
		HeadSHA: r.GetHeadSHA(), Event: eventType, Action: ev.GetAction(), ID: r.GetID(), Status: r.GetStatus(),
		Conclusion: r.GetConclusion(), DeliveryID: deliveryID})
}
