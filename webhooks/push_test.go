package webhooks_test

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/webhooks"
	"github.com/sdkgen/sdkgen/webhooks/webhookstest"
)

// fakeReleaseFlow knows one SDK repository's working branch; it records the refreshes and the release pull
// requests (head branch release--<branch>) it was given.
type fakeReleaseFlow struct {
	fakeScheduler
	sdkRepo   webhooks.Repo
	branch    string
	refreshes []webhooks.BranchPush
	releases  []webhooks.MergeRequest
}

func (f *fakeReleaseFlow) RefreshRelease(_ context.Context, push webhooks.BranchPush) (webhooks.Scheduled, bool, error) {
	if push.Repo != f.sdkRepo || push.Branch != f.branch {
		return webhooks.Scheduled{}, false, nil
	}
	f.refreshes = append(f.refreshes, push)
	return webhooks.Scheduled{JobID: int64(len(f.refreshes))}, true, nil
}

func (f *fakeReleaseFlow) ScheduleRelease(_ context.Context, pr webhooks.MergeRequest) (bool, error) {
	if pr.Repo != f.sdkRepo || pr.HeadRef != "release--"+f.branch {
		return false, nil
	}
	f.releases = append(f.releases, pr)
	return true, nil
}

func releaseDispatcher(t testing.TB, flow *fakeReleaseFlow) http.Handler {
	t.Helper()
	logger := slog.New(slog.DiscardHandler)
	h, err := webhooks.NewDispatcher(capturedSecret, webhooks.Handlers(webhooks.Actions{Builds: flow, Releases: flow}, logger), logger)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestPushRefreshesReleases(t *testing.T) {
	hello := webhooks.Repo{Owner: "Codertocat", Name: "Hello-World"}
	head := "6113728f27ae82c7b1a177c8d03f9e96e0adf246"
	push := webhookstest.Push
	noInstallation := webhookstest.Edited(t, push(t, "refs/heads/main", head), func(p map[string]any) { delete(p, "installation") })
	for _, tc := range []struct {
		name     string
		delivery delivery
		sdkRepo  webhooks.Repo
		refresh  bool
	}{
		{"a person's push to the working branch", push(t, "refs/heads/main", head), hello, true},
		{"another branch", push(t, "refs/heads/feature", head), hello, false},
		{"a tag", push(t, "refs/tags/v1.0.0", head), hello, false},
		{"a deleted branch (the example as captured)", example(t, "push", "push.with-installation", "p2"), hello, false},
		{"a repository webhook, not the App's", noInstallation, hello, false},
		{"an unknown repository", push(t, "refs/heads/main", head), webhooks.Repo{Owner: "acme", Name: "acme-go"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			flow := &fakeReleaseFlow{sdkRepo: tc.sdkRepo, branch: "main"}
			if w := post(t, releaseDispatcher(t, flow), tc.delivery); w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			if !tc.refresh {
				if len(flow.refreshes) != 0 {
					t.Errorf("refreshes = %+v, want none", flow.refreshes)
				}
				return
			}
			want := webhooks.BranchPush{InstallationID: 1, Repo: hello, Branch: "main", Head: head,
				Reason: "push by Codertocat", DeliveryID: "p1"}
			if len(flow.refreshes) != 1 || flow.refreshes[0] != want {
				t.Errorf("refreshes = %+v\nwant        [%+v]", flow.refreshes, want)
			}
		})
	}
	t.Run("the App's own push", func(t *testing.T) {
		flow := &fakeReleaseFlow{sdkRepo: hello, branch: "main"}
		h := &webhooks.Push{Releases: flow, AppLogin: "codertocat", Logger: slog.New(slog.DiscardHandler)}
		d := push(t, "refs/heads/main", head)
		if err := h.Handle(context.Background(), "push", d.ID, d.Body); err != nil || len(flow.refreshes) != 0 {
			t.Errorf("err %v, refreshes %+v; want none", err, flow.refreshes)
		}
	})
}

// A merged release pull request goes to the release flow, never to a merge build; any other is merge-built.
func TestMergedPullRequestsWithReleaseFlow(t *testing.T) {
	repo := webhooks.Repo{Owner: "derekg1729", Name: "test-repo"} // the captured delivery's
	for _, headRef := range []string{"release--main", "release--next", "feature"} {
		t.Run(headRef, func(t *testing.T) {
			flow := &fakeReleaseFlow{sdkRepo: repo, branch: "main"}
			if w := post(t, releaseDispatcher(t, flow), mergedFrom(t, headRef, "r-"+headRef)); w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			released, merged := len(flow.releases) == 1, len(flow.scheduledMerges()) == 1
			if want := headRef == "release--main"; released != want || merged == want {
				t.Errorf("released %v, merge-built %v; want released %v", released, merged, want)
			}
			if released && (flow.releases[0].MergeCommitSHA != capturedMerge.MergeCommitSHA || !strings.HasPrefix(flow.releases[0].HeadRef, "release--")) {
				t.Errorf("release = %+v", flow.releases[0])
			}
		})
	}
}
