package webhooks

import (
	"context"
	"log/slog"
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
	return handleCI(ctx, h.CI, h.Logger, eventType, deliveryID, payload, func(p *ciPayload) *ciObject { return p.CheckRun })
}
