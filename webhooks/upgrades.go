package webhooks

import (
	"context"
	"log/slog"
	"strings"

	"github.com/google/go-github/v66/github"
)

// UpgradeBranchPrefix starts the head branch of a generator upgrade pull request in an SDK repository
// (sdkgen/upgrade-0.10.0; app/upgrades).
const UpgradeBranchPrefix = "sdkgen/upgrade-"

// ClosedPullRequest is a pull request that was closed, merged or not.
type ClosedPullRequest struct {
	InstallationID int64
	Repo           Repo
	PR             int
	HeadRef        string
	Merged         bool
	DeliveryID     string
}

// Upgrades is told of closed pull requests from upgrade branches: merging one is the upgrade, closing it keeps
// the SDK repository on the old generator until the next version.
type Upgrades interface {
	// UpgradeClosed records the outcome and reports whether pr is a generator upgrade pull request; for any
	// other pull request it does nothing and reports false.
	UpgradeClosed(ctx context.Context, pr ClosedPullRequest) (upgrade bool, err error)
}

// upgradeClosed hands a closed pull request from an upgrade branch to Upgrades, and reports whether it was one
// (then nothing else is done with the delivery: an upgrade's merge needs no merge build).
func (h *PullRequest) upgradeClosed(ctx context.Context, log *slog.Logger, ev *github.PullRequestEvent, deliveryID string) (bool, error) {
	pr := ev.GetPullRequest()
	if h.Upgrades == nil || ev.GetAction() != "closed" || !strings.HasPrefix(pr.GetHead().GetRef(), UpgradeBranchPrefix) ||
		ev.GetInstallation().GetID() == 0 {
		return false, nil
	}
	req, err := previewRequest(ev, deliveryID)
	if err != nil {
		return false, err
	}
	upgrade, err := h.Upgrades.UpgradeClosed(ctx, ClosedPullRequest{InstallationID: req.InstallationID, Repo: req.Repo,
		PR: req.PR, HeadRef: req.HeadRef, Merged: pr.GetMerged(), DeliveryID: deliveryID})
	if err == nil && upgrade {
		log.InfoContext(ctx, "generator upgrade pull request closed", "merged", pr.GetMerged(), "head_ref", req.HeadRef)
	}
	return upgrade, err
}
