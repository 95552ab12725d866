package releaseflow

import (
	"context"
	"fmt"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Unreleased finds a merged release pull request of req's working branch whose release does not exist (its
// "closed" webhook was lost, or its job gave up) and returns the PublishRequest that releases it; ok is false when
// there is none. Only the newest merged release pull request counts, as for Refresh, which waits for it: an older
// one without a release was released by hand or on purpose not at all. Publishing the request is idempotent and
// publish jobs are unique by repository and pull request, so a reconcile racing the webhook releases once.
func (f *Flow) Unreleased(ctx context.Context, req RefreshRequest) (pub PublishRequest, ok bool, err error) {
	if err := req.check(); err != nil {
		return pub, false, err
	}
	client, err := f.opts.Factory.Installation(ctx, req.InstallationID)
	if err != nil {
		return pub, false, err
	}
	pulls, err := client.PullRequests(ctx, req.Repo, gh.PullRequestFilter{Head: ReleaseBranch(req.Branch), State: "closed"})
	if err != nil {
		return pub, false, fmt.Errorf("list the release pull requests of %s (%s): %w", req.Repo, req.Branch, err)
	}
	pr, version, err := unreleased(ctx, client, req.Repo, pulls)
	if err != nil || version == "" || pr.MergeSHA == "" {
		return pub, false, err
	}
	return PublishRequest{InstallationID: req.InstallationID, Repo: req.Repo, PR: pr.Number, Version: version,
		MergeSHA: pr.MergeSHA, Branch: req.Branch, Target: req.Target, APIRepo: req.APIRepo, Settings: req.Settings}, true, nil
}
