package jobs_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// A process that dies mid-build leaves its job running in the database; the next process on the same database
// finishes it, exactly once. The first process is "killed" by closing its database under it: from then on it can
// record nothing, as after kill -9.
func TestCrashMidBuildResumes(t *testing.T) {
	t.Run("sqlite: retried when the next process starts", func(t *testing.T) {
		crashAndResume(t, storetest.SQLiteURL(t), jobs.Options{})
	})
	t.Run("postgres: retried by River's rescuer", func(t *testing.T) {
		if testing.Short() {
			t.Skip("waits for River's rescuer (30 s)")
		}
		url := storetest.PostgresURL(t)
		crashAndResume(t, url, jobs.Options{JobTimeout: time.Second, RescueAfter: 2 * time.Second})
	})
}

func crashAndResume(t *testing.T, url string, opts jobs.Options) {
	ctx := context.Background()
	started, release := make(chan struct{}), make(chan struct{})
	stuck := newFakeRunner(func(context.Context, preview.Request) error {
		close(started)
		<-release // a build that never gets to finish
		return nil
	})
	first := openStore(t, url)
	optsA := opts
	optsA.Workers, optsA.Runner = 1, stuck
	optsA.PollInterval = 50 * time.Millisecond
	qa, err := jobs.New(ctx, first, optsA)
	if err != nil {
		t.Fatal(err)
	}
	if err := qa.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// The crashed process's client cannot record anything any more; let it go quickly.
		close(release)
		stopCtx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
		defer cancel()
		_ = qa.Stop(stopCtx)
	})
	s, err := qa.SchedulePreview(ctx, request(1, "a1", "d1"), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	<-started
	_ = first.Close() // the crash

	runner := newFakeRunner(nil)
	optsB := opts
	optsB.Workers, optsB.Runner = 1, runner
	qb := newQueue(t, openStore(t, url), optsB)
	// River's rescuer first runs about 30 s after the process starts (its fixed interval), so a 30 s wait was a race
	// it lost on a loaded CI machine; rescue itself is asserted, not its timing.
	job := waitStateWithin(t, qb, s.JobID, rivertype.JobStateCompleted, 2*time.Minute)
	if runner.count() != 1 {
		t.Errorf("the second process ran the build %d times, want 1", runner.count())
	}
	if job.Attempt != 2 || len(job.Errors) != 1 || !strings.Contains(job.Errors[0].Error, "tuck") &&
		!strings.Contains(job.Errors[0].Error, "stopped before it finished") {
		t.Errorf("resumed job: attempt %d, errors %+v", job.Attempt, job.Errors)
	}
}
