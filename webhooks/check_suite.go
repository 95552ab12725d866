package webhooks

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/google/go-github/v66/github"
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
	var ev github.CheckSuiteEvent
	if err := json.Unmarshal(payload, &ev); err != nil {
		return malformed(eventType, "%v", err)
	}
	repo, err := parseRepo(ev.GetRepo().GetFullName())
	if err != nil {
		return malformed(eventType, "repository: %v", err)
	}
	s := ev.GetCheckSuite()
	return reportCI(ctx, h.CI, h.Logger, CIReport{InstallationID: ev.GetInstallation().GetID(), Repo: repo,
		HeadSHA: s.GetHeadSHA(), Event: eventType, Action: ev.GetAction(), ID: s.GetID(), Status: s.GetStatus(),
		Conclusion: s.GetConclusion(), DeliveryID: deliveryID})
}
