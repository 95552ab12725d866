package jobs_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// countingUpgrades counts the upgrade runs; the first fails, as GitHub being down would.
type countingUpgrades struct{ runs atomic.Int32 }

func (c *countingUpgrades) RunUpgrades(context.Context) error {
	if c.runs.Add(1) == 1 {
		return errors.New("GitHub is down")
	}
	return nil
}

// The upgrade job runs when the workers start and then every UpgradeCheck; a failed run does not stop the next.
// Without a runner, or with a negative interval, it never runs.
func TestUpgradeJobs(t *testing.T) {
	for _, tc := range []struct {
		name     string
		check    time.Duration
		withRun  bool
		wantRuns bool
	}{
		{"periodic from the start", 100 * time.Millisecond, true, true},
		{"never", -1, true, false},
		{"no runner", 100 * time.Millisecond, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := openStore(t, storetest.SQLiteURL(t))
			up := &countingUpgrades{}
			opts := jobs.Options{Workers: 1, Runner: newFakeRunner(nil), UpgradeCheck: tc.check}
			if tc.withRun {
				opts.Upgrades = up
			}
			newQueue(t, st, opts)
			deadline := time.Now().Add(20 * time.Second)
			for up.runs.Load() < 3 && time.Now().Before(deadline) && tc.wantRuns {
				time.Sleep(50 * time.Millisecond)
			}
			if !tc.wantRuns {
				time.Sleep(time.Second)
			}
			if got := up.runs.Load(); (got >= 3) != tc.wantRuns || (!tc.wantRuns && got != 0) {
				t.Errorf("%d upgrade runs, want runs: %v", got, tc.wantRuns)
			}
		})
	}
}
