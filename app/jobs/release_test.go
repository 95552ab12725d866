package jobs_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
)

// fakeReleases records the refreshes and releases it ran. Its merged release pull requests (by repository) are
// unreleased until a publish of them ran, as on GitHub.
type fakeReleases struct {
	mu        sync.Mutex
	refreshes []releaseflow.RefreshRequest
	publishes []releaseflow.PublishRequest
	refreshed chan releaseflow.RefreshRequest
	merged    map[gh.Repo]releaseflow.PublishRequest
}

func newFakeReleases() *fakeReleases {
	return &fakeReleases{refreshed: make(chan releaseflow.RefreshRequest, 100)}
}

func (f *fakeReleases) Refresh(_ context.Context, req releaseflow.RefreshRequest) (*releaseflow.RefreshResult, error) {
	f.mu.Lock()
	f.refreshes = append(f.refreshes, req)
	f.mu.Unlock()
	f.refreshed <- req
	return &releaseflow.RefreshResult{Outcome: releaseflow.Unchanged}, nil
}

func (f *fakeReleases) Unreleased(_ context.Context, req releaseflow.RefreshRequest) (releaseflow.PublishRequest, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	pub, ok := f.merged[req.Repo]
	if !ok || slices.ContainsFunc(f.publishes, func(p releaseflow.PublishRequest) bool { return p.Repo == pub.Repo && p.PR == pub.PR }) {
		return releaseflow.PublishRequest{}, false, nil
	}
	return pub, true, nil
}

func (f *fakeReleases) published() []releaseflow.PublishRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.publishes)
}

func (f *fakeReleases) Publish(_ context.Context, req releaseflow.PublishRequest) (*releaseflow.PublishResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.publishes = append(f.publishes, req)
	if req.Version == "bad" {
		return nil, fmt.Errorf("%w: bad version", releaseflow.ErrInvalidRequest)
	}
	return &releaseflow.PublishResult{Tag: "v" + req.Version, Created: true}, nil
}

var nodeRepo = gh.Repo{Owner: "acme", Name: "acme-node"}

func refreshRequest(head string) releaseflow.RefreshRequest {
	return releaseflow.RefreshRequest{InstallationID: 7, Repo: nodeRepo, Branch: "main", Head: head, Target: "typescript",
		APIRepo: gh.Repo{Owner: "acme", Name: "api"}, Settings: releaseflow.Settings{Prerelease: true}, Reason: "merge of acme/api#1"}
}

// A refresh is recorded in the store and is one job per repository, branch and head while it waits.
func TestScheduleReleaseRefresh(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st := openStore(t, url)
		q := newQueue(t, st, jobs.Options{}) // enqueue only
		first, err := q.ScheduleReleaseRefresh(ctx, refreshRequest("a1"))
		if err != nil || first.Duplicate {
			t.Fatalf("first refresh: %+v, %v", first, err)
		}
		byPush := refreshRequest("a1")
		byPush.Reason = "push by octocat" // the push webhook of the head the merge build pushed
		if again, err := q.ScheduleReleaseRefresh(ctx, byPush); err != nil || !again.Duplicate || again.JobID != first.JobID {
			t.Errorf("same head again: %+v, %v; want a duplicate of %d", again, err, first.JobID)
		}
		if other, err := q.ScheduleReleaseRefresh(ctx, refreshRequest("b2")); err != nil || other.Duplicate {
			t.Errorf("a new head: %+v, %v; want its own job", other, err)
		}
		rec, ok, err := st.SDKRepo(ctx, nodeRepo, "main")
		if err != nil || !ok || rec.Target != "typescript" || rec.InstallationID != 7 {
			t.Fatalf("recorded SDK repository = %+v, %v, %v", rec, ok, err)
		}
		req, err := jobs.RefreshRequestFor(rec)
		if err != nil || !req.Settings.Prerelease || req.APIRepo.Name != "api" {
			t.Errorf("RefreshRequestFor = %+v, %v", req, err)
		}
	})
}

// A release runs once per pull request, then refreshes the release pull request; a request that can never run
// is cancelled rather than retried.
func TestReleaseJobs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st := openStore(t, url)
		releases := newFakeReleases()
		q := newQueue(t, st, jobs.Options{Workers: 2, Runner: newFakeRunner(nil), Releases: releases})
		pub := releaseflow.PublishRequest{InstallationID: 7, Repo: nodeRepo, PR: 3, Version: "0.2.0", MergeSHA: "m1",
			Branch: "main", Target: "typescript"}
		s, err := q.SchedulePublish(ctx, pub)
		if err != nil {
			t.Fatal(err)
		}
		if again, err := q.SchedulePublish(ctx, pub); err != nil || !again.Duplicate {
			t.Errorf("the redelivered merge: %+v, %v; want a duplicate", again, err)
		}
		waitState(t, q, s.JobID, rivertype.JobStateCompleted)
		if got := <-releases.refreshed; got.Reason != "release v0.2.0 published" || got.Branch != "main" || got.Repo != nodeRepo {
			t.Errorf("refresh after the release = %+v", got)
		}
		if again, err := q.SchedulePublish(ctx, pub); err != nil || !again.Duplicate {
			t.Errorf("after the release: %+v, %v; want a duplicate of the completed job", again, err)
		}

		pub.PR, pub.Version = 4, "bad"
		bad, err := q.SchedulePublish(ctx, pub)
		if err != nil {
			t.Fatal(err)
		}
		waitState(t, q, bad.JobID, rivertype.JobStateCancelled)
	})
}

// Without a release runner the release jobs are cancelled, not retried.
func TestReleaseJobsWithoutRunner(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, storetest.SQLiteURL(t))
	q := newQueue(t, st, jobs.Options{Workers: 1, Runner: newFakeRunner(nil)})
	s, err := q.ScheduleReleaseRefresh(ctx, refreshRequest("a1"))
	if err != nil {
		t.Fatal(err)
	}
	waitState(t, q, s.JobID, rivertype.JobStateCancelled)
}

// A Runner that also runs the release flow is the queue's release runner.
func TestReleasesFromRunner(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, storetest.SQLiteURL(t))
	releases := newFakeReleases()
	both := struct {
		*fakeRunner
		*fakeReleases
	}{newFakeRunner(nil), releases}
	q := newQueue(t, st, jobs.Options{Workers: 1, Runner: both})
	s, err := q.ScheduleReleaseRefresh(ctx, refreshRequest("a1"))
	if err != nil {
		t.Fatal(err)
	}
	waitState(t, q, s.JobID, rivertype.JobStateCompleted)
	if got := <-releases.refreshed; got.Head != "a1" {
		t.Errorf("refreshed %+v", got)
	}
}

// The periodic reconcile releases a merged release pull request whose webhook was lost, and one whose webhook
// races it, each exactly once.
func TestReconcileReleasesLostMerges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st := openStore(t, url)
		lost, raced := nodeRepo, gh.Repo{Owner: "acme", Name: "acme-go"}
		releases := newFakeReleases()
		releases.merged = map[gh.Repo]releaseflow.PublishRequest{}
		for i, repo := range []gh.Repo{lost, raced} {
			if err := st.SaveSDKRepo(ctx, store.SDKRepo{Repo: repo, Branch: "main", InstallationID: 7, Target: "go"}); err != nil {
				t.Fatal(err)
			}
			releases.merged[repo] = releaseflow.PublishRequest{InstallationID: 7, Repo: repo, PR: 10 + i, Version: "0.2.0",
				MergeSHA: "m", Branch: "main", Target: "go"}
		}
		q := newQueue(t, st, jobs.Options{Workers: 2, Runner: newFakeRunner(nil), Releases: releases,
			ReconcileInterval: 100 * time.Millisecond})
		if _, err := q.SchedulePublish(ctx, releases.merged[raced]); err != nil { // the webhook of the raced merge
			t.Fatal(err)
		}
		deadline := time.Now().Add(20 * time.Second)
		for len(releases.published()) < 2 && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		time.Sleep(500 * time.Millisecond) // several more periods: nothing is released again
		count := map[gh.Repo]int{}
		for _, p := range releases.published() {
			count[p.Repo]++
		}
		if count[lost] != 1 || count[raced] != 1 || len(count) != 2 {
			t.Errorf("releases per repository %v, want one each for %s and %s", count, lost, raced)
		}
	})
}
