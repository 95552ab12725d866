package appwire_test

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/mergebuild"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/internal/appwire"
	"github.com/sdkgen/sdkgen/webhooks"
	"github.com/sdkgen/sdkgen/webhooks/webhookstest"
)

// The webhook handlers on the real queue and store, fed the recorded deliveries of webhooks/testdata.

type delivery = webhookstest.Delivery

var (
	captured   = webhookstest.Captured
	example    = webhookstest.Example
	post       = webhookstest.Post
	edited     = webhookstest.Edited
	mergedFrom = webhookstest.MergedFrom
	push       = webhookstest.Push
)

// dispatcher is the App's webhook route on q and st, as appwire.NewHook builds it.
func dispatcher(t testing.TB, q appwire.Queue, st appwire.Installations) http.Handler {
	t.Helper()
	logger := slog.New(slog.DiscardHandler)
	h, err := webhooks.NewDispatcher(webhookstest.CapturedSecret, webhooks.Handlers(appwire.Actions(q, st, logger), logger), logger)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// releaseScheduler records the merge builds and the release flow's jobs the handlers enqueue, in app/jobs.Queue's
// types; previews are taken and dropped. The dispatcher runs one delivery at a time.
type releaseScheduler struct {
	merges    []mergebuild.Request
	refreshes []releaseflow.RefreshRequest
	publishes []releaseflow.PublishRequest
}

func (r *releaseScheduler) SchedulePreview(context.Context, preview.Request, time.Time) (jobs.Scheduled, error) {
	return jobs.Scheduled{}, nil
}

func (r *releaseScheduler) ScheduleMerge(_ context.Context, req mergebuild.Request) (jobs.Scheduled, error) {
	r.merges = append(r.merges, req)
	return jobs.Scheduled{JobID: int64(len(r.merges))}, nil
}

func (r *releaseScheduler) scheduledMerges() []mergebuild.Request { return r.merges }

func (r *releaseScheduler) ScheduleReleaseRefresh(_ context.Context, req releaseflow.RefreshRequest) (jobs.Scheduled, error) {
	r.refreshes = append(r.refreshes, req)
	return jobs.Scheduled{JobID: int64(len(r.refreshes))}, nil
}

func (r *releaseScheduler) SchedulePublish(_ context.Context, req releaseflow.PublishRequest) (jobs.Scheduled, error) {
	r.publishes = append(r.publishes, req)
	return jobs.Scheduled{JobID: int64(len(r.publishes))}, nil
}

// sdkRepoStore is a store that knows repo as an SDK repository with working branch main.
func sdkRepoStore(t *testing.T, repo gh.Repo) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), storetest.SQLiteURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	err = st.SaveSDKRepo(context.Background(), store.SDKRepo{Repo: repo, Branch: "main", InstallationID: 1,
		APIRepo: gh.Repo{Owner: "acme", Name: "api"}, Target: "typescript", Settings: `{"prerelease":true,"assets":[{"path":"a.tgz"}]}`})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestInstallationEventsUpdateTheStore(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = st.Close() }()
		h := dispatcher(t, &releaseScheduler{}, st)
		send := func(event, name string) {
			t.Helper()
			if w := post(t, h, example(t, event, name, name)); w.Code != http.StatusOK {
				t.Fatalf("%s: status %d: %s", name, w.Code, w.Body)
			}
		}
		hello := gh.Repo{Owner: "Codertocat", Name: "Hello-World"}
		space := gh.Repo{Owner: "Codertocat", Name: "Space"}

		send("installation", "installation.created")
		assertRepos(t, st, 957387, hello)
		send("installation_repositories", "installation_repositories.added")
		assertRepos(t, st, 957387, hello, space)
		if inst, err := st.Installation(ctx, 957387); err != nil || inst.Account != "Codertocat" || inst.Suspended {
			t.Errorf("installation = %+v, %v", inst, err)
		}

		send("installation", "installation.suspend")
		if inst, err := st.Installation(ctx, 16598467); err != nil || !inst.Suspended {
			t.Errorf("suspended installation = %+v, %v", inst, err)
		}
		send("installation", "installation.unsuspend")
		if inst, err := st.Installation(ctx, 16598467); err != nil || inst.Suspended {
			t.Errorf("unsuspended installation = %+v, %v", inst, err)
		}

		// installation 2 (octocat) gets a repository, loses it, then uninstalls.
		if err := st.SaveInstallation(ctx, store.Installation{ID: 2, Account: "octocat"},
			[]gh.Repo{{Owner: "octocat", Name: "Hello-World"}, {Owner: "octocat", Name: "Spoon-Knife"}}); err != nil {
			t.Fatal(err)
		}
		send("installation_repositories", "installation_repositories.removed")
		assertRepos(t, st, 2, gh.Repo{Owner: "octocat", Name: "Spoon-Knife"})
		send("installation", "installation.deleted")
		assertRepos(t, st, 2)
		if _, err := st.Installation(ctx, 2); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("deleted installation: %v", err)
		}
	})
}

func assertRepos(t *testing.T, st *store.Store, id int64, want ...gh.Repo) {
	t.Helper()
	got, err := st.Repositories(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("installation %d repositories = %v, want %v", id, got, want)
	}
}

// openQueue opens the store at url and a queue on it, closed when t ends.
func openQueue(t *testing.T, url string) (*store.Store, *jobs.Queue) {
	t.Helper()
	st, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	q, err := jobs.New(context.Background(), st, jobs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return st, q
}

// The same delivery posted twice (GitHub's redelivery keeps the delivery id) enqueues one job.
func TestRedeliveryEnqueuesOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st, q := openQueue(t, url)
		h := dispatcher(t, q, st)
		for i := range 2 {
			if w := post(t, h, captured(t, "pull_request.opened")); w.Code != http.StatusOK {
				t.Fatalf("delivery %d: status %d: %s", i, w.Code, w.Body)
			}
		}
		counts, err := q.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(counts) != 1 || counts[0].N != 1 || counts[0].State != "available" {
			t.Errorf("jobs = %+v, want one available preview job", counts)
		}
		// The next push supersedes it.
		if w := post(t, h, captured(t, "pull_request.synchronize")); w.Code != http.StatusOK {
			t.Fatalf("synchronize: status %d", w.Code)
		}
		counts, _ = q.Counts(ctx)
		want := []jobs.Count{{Kind: "preview", State: "available", N: 1}, {Kind: "preview", State: "cancelled", N: 1}}
		if len(counts) != 2 || counts[0] != want[0] || counts[1] != want[1] {
			t.Errorf("after synchronize: jobs = %+v, want %+v", counts, want)
		}
		head, err := st.LatestHead(ctx, gh.Repo{Owner: "derekg1729", Name: "test-repo"}, 315)
		if err != nil || head.SHA != "b47337c4ca1d0241a46b452efc902c18973b5ad6" {
			t.Errorf("latest head = %+v, %v", head, err)
		}
	})
}

// The captured merged delivery posted twice (a redelivery) enqueues one merge job.
func TestMergeRedeliveryEnqueuesOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, url string) {
		ctx := context.Background()
		st, q := openQueue(t, url)
		h := dispatcher(t, q, st)
		for i := range 2 {
			if w := post(t, h, captured(t, "pull_request.closed")); w.Code != http.StatusOK {
				t.Fatalf("delivery %d: status %d: %s", i, w.Code, w.Body)
			}
		}
		counts, err := q.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if want := (jobs.Count{Kind: jobs.MergeKind, State: "available", N: 1}); len(counts) != 1 || counts[0] != want {
			t.Errorf("jobs = %+v, want one available merge job", counts)
		}
	})
}

func TestPushRefreshesReleases(t *testing.T) {
	hello := gh.Repo{Owner: "Codertocat", Name: "Hello-World"}
	head := "6113728f27ae82c7b1a177c8d03f9e96e0adf246"
	noInstallation := edited(t, push(t, "refs/heads/main", head), func(p map[string]any) { delete(p, "installation") })
	cases := []struct {
		name     string
		delivery delivery
		refresh  bool
	}{
		{"a person's push to the working branch", push(t, "refs/heads/main", head), true},
		{"another branch", push(t, "refs/heads/feature", head), false},
		{"a tag", push(t, "refs/tags/v1.0.0", head), false},
		{"a deleted branch (the example as captured)", example(t, "push", "push.with-installation", "p2"), false},
		{"a repository webhook, not the App's", noInstallation, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sched := &releaseScheduler{}
			if w := post(t, dispatcher(t, sched, sdkRepoStore(t, hello)), tc.delivery); w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			if !tc.refresh {
				if len(sched.refreshes) != 0 {
					t.Errorf("refreshes = %+v, want none", sched.refreshes)
				}
				return
			}
			want := releaseflow.RefreshRequest{InstallationID: 1, Repo: hello, Branch: "main", Head: head, Target: "typescript",
				APIRepo: gh.Repo{Owner: "acme", Name: "api"}, Reason: "push by Codertocat",
				Settings: releaseflow.Settings{Prerelease: true, Assets: []releaseflow.Asset{{Path: "a.tgz"}}}}
			if len(sched.refreshes) != 1 || !equalRefresh(sched.refreshes[0], want) {
				t.Errorf("refreshes = %+v\nwant        [%+v]", sched.refreshes, want)
			}
		})
	}
	t.Run("an unknown repository", func(t *testing.T) {
		sched := &releaseScheduler{}
		other := sdkRepoStore(t, gh.Repo{Owner: "acme", Name: "acme-go"})
		if w := post(t, dispatcher(t, sched, other), push(t, "refs/heads/main", head)); w.Code != http.StatusOK || len(sched.refreshes) != 0 {
			t.Errorf("status %d, refreshes %+v; want none", w.Code, sched.refreshes)
		}
	})
	t.Run("the App's own push", func(t *testing.T) {
		sched := &releaseScheduler{}
		logger := slog.New(slog.DiscardHandler)
		h := &webhooks.Push{Releases: appwire.Actions(sched, sdkRepoStore(t, hello), logger).Releases, AppLogin: "codertocat", Logger: logger}
		d := push(t, "refs/heads/main", head)
		if err := h.Handle(context.Background(), "push", d.ID, d.Body); err != nil || len(sched.refreshes) != 0 {
			t.Errorf("err %v, refreshes %+v; want none", err, sched.refreshes)
		}
	})
}

func equalRefresh(a, b releaseflow.RefreshRequest) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

func TestMergedReleasePullRequests(t *testing.T) {
	repo := gh.Repo{Owner: "derekg1729", Name: "test-repo"} // the captured delivery's
	retitled := func(title string) func(p map[string]any) {
		return func(p map[string]any) { p["pull_request"].(map[string]any)["title"] = title }
	}
	cases := []struct {
		name     string
		delivery delivery
		store    gh.Repo // the SDK repository the store knows
		publish  bool
		merge    bool
	}{
		{"a release pull request", edited(t, mergedFrom(t, "release--main", "r1"), retitled("release: 0.2.0")), repo, true, false},
		{"a retitled one: neither released nor merge-built", mergedFrom(t, "release--main", "r2"), repo, false, false},
		{"another working branch's release branch", edited(t, mergedFrom(t, "release--next", "r3"), retitled("release: 0.2.0")), repo, false, true},
		{"not an SDK repository", edited(t, mergedFrom(t, "release--main", "r4"), retitled("release: 0.2.0")), gh.Repo{Owner: "a", Name: "b"}, false, true},
		{"any other pull request", mergedFrom(t, "feature", "r5"), repo, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sched := &releaseScheduler{}
			if w := post(t, dispatcher(t, sched, sdkRepoStore(t, tc.store)), tc.delivery); w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			if merged := len(sched.scheduledMerges()) == 1; merged != tc.merge {
				t.Errorf("merge build scheduled: %v, want %v", merged, tc.merge)
			}
			if !tc.publish {
				if len(sched.publishes) != 0 {
					t.Errorf("publishes = %+v, want none", sched.publishes)
				}
				return
			}
			want := releaseflow.PublishRequest{InstallationID: 87385964, Repo: repo, PR: 315, Version: "0.2.0",
				MergeSHA: "18cc785ed89e9653ea48823eb5320ab0b691d7da", Branch: "main", Target: "typescript",
				APIRepo:  gh.Repo{Owner: "acme", Name: "api"},
				Settings: releaseflow.Settings{Prerelease: true, Assets: []releaseflow.Asset{{Path: "a.tgz"}}}}
			got, _ := json.Marshal(sched.publishes)
			wantJSON, _ := json.Marshal([]releaseflow.PublishRequest{want})
			if string(got) != string(wantJSON) {
				t.Errorf("publishes = %s\nwant        %s", got, wantJSON)
			}
		})
	}
}
