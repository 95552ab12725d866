package webhooks_test

import (
	"context"
	"log/slog"
	"testing"

	"github.com/sdkgen/sdkgen/webhooks"
	"github.com/sdkgen/sdkgen/webhooks/webhookstest"
)

// recordingUpgrades knows the pull requests from known head branches as upgrade pull requests.
type recordingUpgrades struct {
	known map[string]bool
	got   []webhooks.ClosedPullRequest
}

func (r *recordingUpgrades) UpgradeClosed(_ context.Context, pr webhooks.ClosedPullRequest) (bool, error) {
	r.got = append(r.got, pr)
	return r.known[pr.HeadRef], nil
}

func TestClosedUpgradePullRequests(t *testing.T) {
	unmerged := func(t *testing.T, headRef, id string) delivery {
		d := webhookstest.Edited(t, mergedFrom(t, headRef, id), func(p map[string]any) {
			p["pull_request"].(map[string]any)["merged"] = false
		})
		d.ID = id
		return d
	}
	tests := []struct {
		name        string
		d           func(t *testing.T) delivery
		wantAsked   bool
		wantMerged  bool
		wantMerges  int
		knownBranch string
	}{
		{"a merged upgrade pull request is recorded, not merge-built",
			func(t *testing.T) delivery { return mergedFrom(t, "sdkgen/upgrade-0.10.0", "u1") }, true, true, 0, "sdkgen/upgrade-0.10.0"},
		{"a closed upgrade pull request is recorded",
			func(t *testing.T) delivery { return unmerged(t, "sdkgen/upgrade-0.10.0", "u2") }, true, false, 0, "sdkgen/upgrade-0.10.0"},
		{"an unknown upgrade branch merged is merge-built as before",
			func(t *testing.T) delivery { return mergedFrom(t, "sdkgen/upgrade-9.9.9", "u3") }, true, true, 1, ""},
		{"another branch is not asked about",
			func(t *testing.T) delivery { return mergedFrom(t, "feature", "u4") }, false, false, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sched, up := &fakeScheduler{}, &recordingUpgrades{known: map[string]bool{tt.knownBranch: tt.knownBranch != ""}}
			h := &webhooks.PullRequest{Previews: sched, Merges: sched, Upgrades: up, Logger: slog.New(slog.DiscardHandler)}
			d := tt.d(t)
			if err := h.Handle(context.Background(), "pull_request", d.ID, d.Body); err != nil {
				t.Fatal(err)
			}
			if asked := len(up.got) == 1; asked != tt.wantAsked {
				t.Fatalf("Upgrades asked %d times, want asked: %v", len(up.got), tt.wantAsked)
			}
			if tt.wantAsked && (up.got[0].Merged != tt.wantMerged || up.got[0].PR == 0 || up.got[0].InstallationID == 0) {
				t.Errorf("UpgradeClosed got %+v", up.got[0])
			}
			if n := len(sched.scheduledMerges()); n != tt.wantMerges {
				t.Errorf("%d merge builds, want %d", n, tt.wantMerges)
			}
		})
	}
}
