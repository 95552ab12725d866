package webhooks_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"testing"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/jobs"
	"github.com/sdkgen/sdkgen/app/releaseflow"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/app/store/storetest"
	"github.com/sdkgen/sdkgen/webhooks"
)

// releaseScheduler is a fakeScheduler that also takes the release flow's jobs, as app/jobs.Queue does.
type releaseScheduler struct {
	fakeScheduler
	mu        sync.Mutex
	refreshes []releaseflow.RefreshRequest
	publishes []releaseflow.PublishRequest
}

func (r *releaseScheduler) ScheduleReleaseRefresh(_ context.Context, req releaseflow.RefreshRequest) (jobs.Scheduled, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.refreshes = append(r.refreshes, req)
	return jobs.Scheduled{JobID: int64(len(r.refreshes))}, nil
}

func (r *releaseScheduler) SchedulePublish(_ context.Context, req releaseflow.PublishRequest) (jobs.Scheduled, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
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

// edited is a delivery whose JSON payload edit changed, signed again.
func edited(t testing.TB, d delivery, edit func(payload map[string]any)) delivery {
	t.Helper()
	var payload map[string]any
	if err := json.Unmarshal(d.body, &payload); err != nil {
		t.Fatal(err)
	}
	edit(payload)
	body, err := json.Marshal(payload)
	if err != nil {
		t.Fatal(err)
	}
	return signed(d.event, d.id, body)
}

// push is the octokit example push (Codertocat/Hello-World, installation 1), made a push of ref to head.
func push(t testing.TB, ref, head string) delivery {
	return edited(t, example(t, "push", "push.with-installation", "p1"), func(p map[string]any) {
		p["ref"], p["after"], p["deleted"], p["created"] = ref, head, false, false
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
		h := &webhooks.Push{SDKRepos: sdkRepoStore(t, hello), Releases: sched, AppLogin: "codertocat", Logger: slog.New(slog.DiscardHandler)}
		d := push(t, "refs/heads/main", head)
		if err := h.Handle(context.Background(), "push", d.id, d.body); err != nil || len(sched.refreshes) != 0 {
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
