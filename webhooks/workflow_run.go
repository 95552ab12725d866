package webhooks

import (
	"context"
	"log/slog"
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
	return handleCI(ctx, h.CI, h.Logger, eventType, deliveryID, payload, func(p *ciPayload) *ciObject { return p.WorkflowRun })
}
