package jobs_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// fakeRunner records the builds it ran; run (merge), when set, decides each preview (merge) build's outcome.
type fakeRunner struct {
	mu     sync.Mutex
	ran    []preview.Request
	run    func(ctx context.Context, req preview.Request) error
	done   chan preview.Request
	merges []mergebuild.Request
	merge  func(ctx context.Context, req mergebuild.Request) error
}

func newFakeRunner(run func(ctx context.Context, req preview.Request) error) *fakeRunner {
	return &fakeRunner{run: run, done: make(chan preview.Request, 100)}
}

func (f *fakeRunner) RunMerge(ctx context.Context, req mergebuild.Request) error {
	f.mu.Lock()
	f.merges = append(f.merges, req)
	f.mu.Unlock()
	if f.merge != nil {
		return f.merge(ctx, req)
	}
	return nil
}

func (f *fakeRunner) mergeCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.merges)
}

func (f *fakeRunner) RunPreview(ctx context.Context, req preview.Request) error {
	f.mu.Lock()
	f.ran = append(f.ran, req)
	f.mu.Unlock()
	var err error
	if f.run != nil {
		err = f.run(ctx, req)
	}
	f.done <- req
	return err
}

func (f *fakeRunner) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.ran)
}

func request(pr int, head, delivery string) preview.Request {
	return preview.Request{
		InstallationID: 87385964, Repo: gh.Repo{Owner: "acme", Name: "api"}, PR: pr, Title: "Add pets",
		BaseRef: "main", BaseSHA: "base0", HeadRef: "feature", HeadSHA: head, DeliveryID: delivery,
	}
}

func openStore(t *testing.T, url string) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

func newQueue(t *testing.T, st *store.Store, opts jobs.Options) *jobs.Queue {
	t.Helper()
	if opts.PollInterval == 0 {
		opts.PollInterval = 50 * time.Millisecond
	}
	q, err := jobs.New(context.Background(), st, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = q.Stop(ctx)
	})
	return q
}

// waitState polls a job until it reaches state; builds run asynchronously, so tests wait for outcomes rather
// than assert timings.
func waitState(t *testing.T, q *jobs.Queue, id int64, state rivertype.JobState) *rivertype.JobRow {
	t.Helper()
	return waitStateWithin(t, q, id, state, 30*time.Second)
}

// waitStateWithin is waitState with its own deadline.
func waitStateWithin(t *testing.T, q *jobs.Queue, id int64, state rivertype.JobState, wait time.Duration) *rivertype.JobRow {
	t.Helper()
	deadline := time.Now().Add(wait)
	for {
		job, err := q.Job(context.Background(), id)
		if err != nil {
			t.Fatalf("job %d: %v", id, err)
		}
		if job.State == state {
			return job
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %d is %s, want %s (errors %v)", id, job.State, state, job.Errors)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestSchedulePreview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st := openStore(t, url)
		q := newQueue(t, st, jobs.Options{}) // enqueue only: jobs stay queued
		t0 := time.Date(2025, 10, 15, 7, 0, 0, 0, time.UTC)

		first, err := q.SchedulePreview(ctx, request(1, "a1", "d1"), t0)
		if err != nil || first.JobID == 0 || first.Duplicate || first.Superseded {
			t.Fatalf("first delivery: %+v, %v", first, err)
		}
		again, err := q.SchedulePreview(ctx, request(1, "a1", "d1"), t0)
		if err != nil || again.JobID != first.JobID || !again.Duplicate {
			t.Errorf("the same delivery again: %+v, %v; want duplicate of job %d", again, err, first.JobID)
		}
		newer, err := q.SchedulePreview(ctx, request(1, "b2", "d2"), t0.Add(time.Minute))
		if err != nil || newer.JobID == first.JobID || newer.Cancelled != first.JobID {
			t.Errorf("newer head: %+v, %v; want a new job cancelling %d", newer, err, first.JobID)
		}
		waitState(t, q, first.JobID, rivertype.JobStateCancelled)
		waitState(t, q, newer.JobID, rivertype.JobStateAvailable)

		late, err := q.SchedulePreview(ctx, request(1, "a0", "d0"), t0.Add(-time.Minute))
		if err != nil || !late.Superseded || late.JobID != 0 {
			t.Errorf("late delivery of an older head: %+v, %v; want superseded, nothing enqueued", late, err)
		}
		other, err := q.SchedulePreview(ctx, request(2, "a1", "d3"), t0)
		if err != nil || other.Cancelled != 0 || other.Superseded {
			t.Errorf("another pull request: %+v, %v", other, err)
		}
		counts, err := q.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := []jobs.Count{{Kind: "preview", State: "available", N: 2}, {Kind: "preview", State: "cancelled", N: 1}}
		if len(counts) != len(want) || counts[0] != want[0] || counts[1] != want[1] {
			t.Errorf("Counts = %+v, want %+v", counts, want)
		}
		if err := q.Ready(ctx); err != nil {
			t.Errorf("Ready: %v", err)
		}
	})
}

func TestWorkerRunsAndRetries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st := openStore(t, url)
		var calls int
		runner := newFakeRunner(func(context.Context, preview.Request) error {
			calls++
			return nil
		})
		q := newQueue(t, st, jobs.Options{Workers: 2, Runner: runner})
		s, err := q.SchedulePreview(ctx, request(1, "a1", "d1"), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		waitState(t, q, s.JobID, rivertype.JobStateCompleted)
		got := <-runner.done
		if got != request(1, "a1", "d1") {
			t.Errorf("runner got %+v", got)
		}
	})
}

func TestWorkerFailureIsRetried(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, storetest.SQLiteURL(t))
	runner := newFakeRunner(func(context.Context, preview.Request) error { return errors.New("GitHub said 502") })
	q := newQueue(t, st, jobs.Options{Workers: 1, Runner: runner, MaxAttempts: 3})
	s, err := q.SchedulePreview(ctx, request(1, "a1", "d1"), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	job := waitState(t, q, s.JobID, rivertype.JobStateRetryable)
	last := job.Errors[len(job.Errors)-1]
	if last.Error != "preview build of acme/api#1 at a1: GitHub said 502" || !job.ScheduledAt.After(last.At) {
		t.Errorf("retryable job: errors %+v, scheduled at %s", job.Errors, job.ScheduledAt)
	}
}

func mergeRequest(delivery string) mergebuild.Request {
	return mergebuild.Request{
		InstallationID: 87385964, Repo: gh.Repo{Owner: "acme", Name: "api"}, PR: 7, Title: "Add pets",
		BaseRef: "main", BaseSHA: "base0", HeadRef: "feature", HeadSHA: "head1", MergeCommitSHA: "merge1",
		DefaultBranch: "main", DeliveryID: delivery,
	}
}

// A merge job runs once per delivery (a redelivery is a duplicate) and is retried when the build fails.
func TestMergeJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st := openStore(t, url)
		runner := newFakeRunner(nil)
		fails := 1
		runner.merge = func(context.Context, mergebuild.Request) error {
			if fails > 0 {
				fails--
				return errors.New("GitHub said 502")
			}
			return nil
		}
		q := newQueue(t, st, jobs.Options{Workers: 1, Runner: runner, MaxAttempts: 3})
		first, err := q.ScheduleMerge(ctx, mergeRequest("d1"))
		if err != nil {
			t.Fatal(err)
		}
		again, err := q.ScheduleMerge(ctx, mergeRequest("d1"))
		if err != nil || !again.Duplicate || again.JobID != first.JobID || first.Duplicate {
			t.Fatalf("the redelivery: %+v, %v (first %+v), want a duplicate of the first job", again, err, first)
		}
		job := waitState(t, q, first.JobID, rivertype.JobStateCompleted)
		if job.Kind != jobs.MergeKind || job.Attempt != 2 || len(job.Errors) != 1 || job.Errors[0].Error != "GitHub said 502" {
			t.Errorf("merge job: kind %s, attempt %d, errors %+v; want a merge job that failed once", job.Kind, job.Attempt, job.Errors)
		}
		if n := runner.mergeCount(); n != 2 {
			t.Errorf("the merge build ran %d times, want 2 (one failure, one retry)", n)
		}
	})
}

func TestSupersededJobDoesNotRun(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, storetest.SQLiteURL(t))
	// The job was enqueued by an earlier process; since then a newer head arrived (recorded in the store).
	inserter := newQueue(t, st, jobs.Options{})
	old, err := inserter.SchedulePreview(ctx, request(1, "a1", "d1"), time.Unix(100, 0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.ClaimHead(ctx, gh.Repo{Owner: "acme", Name: "api"}, 1, "b2", time.Unix(200, 0)); err != nil {
		t.Fatal(err)
	}
	runner := newFakeRunner(nil)
	q := newQueue(t, st, jobs.Options{Workers: 1, Runner: runner})
	waitState(t, q, old.JobID, rivertype.JobStateCancelled)
	if runner.count() != 0 {
		t.Errorf("a superseded build ran")
	}
}

func TestOptionsValidation(t *testing.T) {
	st := openStore(t, storetest.SQLiteURL(t))
	for _, opts := range []jobs.Options{
		{Workers: -1},
		{Workers: 1},
		{JobTimeout: time.Minute, RescueAfter: time.Minute},
		{MaxAttempts: -1},
	} {
		if _, err := jobs.New(context.Background(), st, opts); err == nil {
			t.Errorf("New(%+v) should fail", opts)
		}
	}
}
