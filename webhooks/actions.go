package webhooks

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// The handlers decide; what they decide is done through the interfaces below, with plain request types, so this
// package knows nothing of the queue, the store or the builds. internal/appwire implements them on app/jobs and
// app/store and passes them in (Actions).

// Repo is a repository's owner and name.
type Repo struct{ Owner, Name string }

func (r Repo) String() string { return r.Owner + "/" + r.Name }

// parseRepo reads "owner/name".
func parseRepo(s string) (Repo, error) {
	owner, name, ok := strings.Cut(s, "/")
	if !ok || owner == "" || name == "" || strings.Contains(name, "/") {
		return Repo{}, fmt.Errorf("%q is not owner/repository", s)
	}
	return Repo{Owner: owner, Name: name}, nil
}

// AppInstallation is one installation of the App on an account.
type AppInstallation struct {
	ID        int64
	Account   string
	Suspended bool
}

// PreviewRequest asks for the preview build of a pull request's head commit.
type PreviewRequest struct {
	InstallationID int64
	Repo           Repo
	PR             int
	Title          string
	BaseRef        string
	BaseSHA        string
	HeadRef        string
	HeadSHA        string
	// DeliveryID is the webhook delivery that asked for the build.
	DeliveryID string
}

// MergeRequest asks for the build of a merged pull request's merge commit (or, for a release pull request, its
// release: Releases).
type MergeRequest struct {
	InstallationID int64
	Repo           Repo
	PR             int
	Title          string
	BaseRef        string
	BaseSHA        string
	HeadRef        string
	HeadSHA        string
	// MergeCommitSHA is the commit the merge made on the base branch.
	MergeCommitSHA string
	// DefaultBranch is the repository's default branch when the pull request merged.
	DefaultBranch string
	DeliveryID    string
}

// BranchPush is a push of Head to a repository's branch.
type BranchPush struct {
	InstallationID int64
	Repo           Repo
	Branch         string
	Head           string
	// Reason says who pushed ("push by octocat").
	Reason     string
	DeliveryID string
}

// Scheduled is what enqueueing a job did, for the logs.
type Scheduled struct {
	JobID int64
	// Duplicate: the job already existed (a redelivered webhook).
	Duplicate bool
	// Superseded: a newer head of the pull request is already known; this one will not be built.
	Superseded bool
	// Cancelled is the job of the older head this one superseded, 0 when none.
	Cancelled int64
}

// Builds enqueues the builds pull_request deliveries ask for.
type Builds interface {
	// SchedulePreview enqueues the preview build of a head pushed at pushedAt.
	SchedulePreview(ctx context.Context, req PreviewRequest, pushedAt time.Time) (Scheduled, error)
	// ScheduleMerge enqueues the build of a merged pull request.
	ScheduleMerge(ctx context.Context, req MergeRequest) (Scheduled, error)
}

// Installations records the App's installations and the repositories each may access.
type Installations interface {
	SaveInstallation(ctx context.Context, inst AppInstallation, repos []Repo) error
	SetSuspended(ctx context.Context, inst AppInstallation) error
	DeleteInstallation(ctx context.Context, id int64) error
	ChangeRepositories(ctx context.Context, inst AppInstallation, added, removed []Repo) error
}

// Releases is asked about every merged pull request before a merge build is enqueued: a release pull request
// merged in an SDK repository is released instead.
type Releases interface {
	// ScheduleRelease enqueues the release of pr and reports true when pr is a release pull request; for any
	// other pull request it does nothing and reports false.
	ScheduleRelease(ctx context.Context, pr MergeRequest) (release bool, err error)
}

// ReleaseFlow is the release flow the handlers drive: merged release pull requests are released, and pushes to
// an SDK repository's working branch refresh its release pull request.
type ReleaseFlow interface {
	Releases
	// RefreshRelease enqueues the refresh of the release pull request of the pushed branch and reports true when
	// the branch is an SDK repository's working branch; for any other branch it does nothing and reports false.
	RefreshRelease(ctx context.Context, push BranchPush) (s Scheduled, sdkBranch bool, err error)
}

// User is a GitHub user.
type User struct {
	Login string
	ID    int64
}

// Members keeps who may use the service for an account the App is installed on: the members of its
// organization (GitHub identity), refreshed as GitHub tells of people joining and leaving.
type Members interface {
	// AddMember records that user has access to account.
	AddMember(ctx context.Context, account string, user User) error
	// RemoveMember records that user lost access to account (and so the tokens their logins made).
	RemoveMember(ctx context.Context, account string, user User) error
	// ForgetMembers records that nobody has access to account through the App any more (it was uninstalled).
	ForgetMembers(ctx context.Context, account string) error
}

// Actions are what the handlers act through.
type Actions struct {
	Builds        Builds
	Installations Installations
	// Members, when set, follows the members of the accounts the App is installed on (organization and
	// installation events); when nil, members come only from logins.
	Members Members
	// Releases, when set, releases merged release pull requests and refreshes release pull requests on pushes;
	// when nil, merged release pull requests are skipped (SkipReleases) and pushes are not handled.
	Releases ReleaseFlow
	// CI, when set, follows the CI of the preview commits sdkgen pushed (check_suite, check_run and workflow_run
	// deliveries); when nil those events are ignored.
	CI CIResults
	// Upgrades, when set, records what became of generator upgrade pull requests (merged or closed).
	Upgrades Upgrades
}
