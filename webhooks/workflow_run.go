package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/google/go-github/v66/github"
)

// WorkflowRun handles workflow_run deliveries: a GitHub Actions workflow run on a commit was requested, is in
// progress or completed. On a preview commit sdkgen pushed, its CI is read again.
type WorkflowRun struct {
	CI     CIResults
	Logger *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *WorkflowRun) Handles() []string { return []string{"workflow_run"} }

// Handle implements githubapp.EventHandler.
func (h *WorkflowRun) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	var ev github.WorkflowRunEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	repo, err := parseRepo(ev.GetRepo().GetFullName())
	if err != nil {
		return malformed(eventType, "repository: %v", err)
	}
	r := ev.GetWorkflowRun()
	return reportCI(ctx, h.CI, h.Logger, CIReport{InstallationID: ev.GetInstallation().GetID(), Repo: repo,
		HeadSHA: r.GetHeadSHA(), Event: eventType, Action: ev.GetAction(), ID: r.GetID(), Status: r.GetStatus(),
		Conclusion: r.GetConclusion(), DeliveryID: deliveryID})
}
