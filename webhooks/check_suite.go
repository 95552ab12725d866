package webhooks

import (
	"context"
	"log/slog"
)

// CheckSuite handles check_suite deliveries: a suite of CI checks on a commit of a repository (one per workflow
// run for GitHub Actions) was requested or completed. On a preview commit sdkgen pushed, its CI is read again.
type CheckSuite struct {
	CI     CIResults
	Logger *slog.Logger
}

// Handles implements githubapp.EventHandler.
func (h *CheckSuite) Handles() []string { return []string{"check_suite"} }

// Handle implements githubapp.EventHandler.
func (h *CheckSuite) Handle(ctx context.Context, eventType, deliveryID string, payload []byte) error {
	return handleCI(ctx, h.CI, h.Logger, eventType, deliveryID, payload, func(p *ciPayload) *ciObject { return p.CheckSuite })
}
