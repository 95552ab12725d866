// Package preview runs the preview build of a pull request to an API repository: it generates every configured
// target from the base and the head of the pull request, compares them, and reports the result (app/report) as
// the sticky pull request comment, one check run per target, and preview branches in the SDK repositories.
package preview

import (
	"context"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Request is one preview build to run: a pull request at one head commit. It is the durable job's payload, so it
// holds only plain values.
type Request struct {
	InstallationID int64   `json:"installation_id"`
	Repo           gh.Repo `json:"repo"`
	PR             int     `json:"pr"`
	Title          string  `json:"title"`
	BaseRef        string  `json:"base_ref"`
	BaseSHA        string  `json:"base_sha"`
	HeadRef        string  `json:"head_ref"`
	HeadSHA        string  `json:"head_sha"`
	// DeliveryID is the webhook delivery that asked for the build, for logs.
	DeliveryID string `json:"delivery_id"`
}

// Freshness tells a running build whether its head commit is still the pull request's newest, so a build
// superseded by a newer push never posts its result.
type Freshness interface {
	IsLatest(ctx context.Context, repo gh.Repo, pr int, headSHA string) (bool, error)
}
