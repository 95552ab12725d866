package webhooks_test

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/webhooks"
	"github.com/sdkgen/sdkgen/webhooks/webhookstest"
)

// The recorded deliveries and how they are posted (webhooks/webhookstest).
type delivery = webhookstest.Delivery

var (
	captured = webhookstest.Captured
	example  = webhookstest.Example
	signed   = webhookstest.Signed
	post     = webhookstest.Post
	Sign     = webhookstest.Sign
)

const capturedSecret = webhookstest.CapturedSecret

func sha1MAC(secret string, body []byte) []byte {
	mac := hmac.New(sha1.New, []byte(secret))
	mac.Write(body)
	return mac.Sum(nil)
}

// fakeScheduler records the preview and merge builds asked for.
type fakeScheduler struct {
	mu       sync.Mutex
	requests []webhooks.PreviewRequest
	merges   []webhooks.MergeRequest
	err      error
}

func (f *fakeScheduler) ScheduleMerge(_ context.Context, req webhooks.MergeRequest) (webhooks.Scheduled, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return webhooks.Scheduled{}, f.err
	}
	f.merges = append(f.merges, req)
	return webhooks.Scheduled{JobID: int64(len(f.merges))}, nil
}

func (f *fakeScheduler) scheduledMerges() []webhooks.MergeRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]webhooks.MergeRequest(nil), f.merges...)
}

func (f *fakeScheduler) SchedulePreview(_ context.Context, req webhooks.PreviewRequest, _ time.Time) (webhooks.Scheduled, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return webhooks.Scheduled{}, f.err
	}
	f.requests = append(f.requests, req)
	return webhooks.Scheduled{JobID: int64(len(f.requests))}, nil
}

func (f *fakeScheduler) scheduled() []webhooks.PreviewRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]webhooks.PreviewRequest(nil), f.requests...)
}

func dispatcher(t testing.TB, previews webhooks.Builds, st webhooks.Installations) http.Handler {
	t.Helper()
	logger := slog.New(slog.DiscardHandler)
	h, err := webhooks.NewDispatcher(capturedSecret, webhooks.Handlers(webhooks.Actions{Builds: previews, Installations: st}, logger), logger)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestPullRequestTriggers(t *testing.T) {
	capturedRepo := webhooks.Repo{Owner: "derekg1729", Name: "test-repo"}
	exampleRepo := webhooks.Repo{Owner: "Codertocat", Name: "Hello-World"}
	for _, tc := range []struct {
		name       string
		delivery   func(t testing.TB) delivery
		wantStatus int
		want       *webhooks.PreviewRequest // the exact request, when checked
		build      bool                     // a build is scheduled
	}{
		{"captured opened", func(t testing.TB) delivery { return captured(t, "pull_request.opened") }, 200, &webhooks.PreviewRequest{
			InstallationID: 87385964, Repo: capturedRepo, PR: 315, Title: "Test PR Title",
			BaseRef: "main", BaseSHA: "cf4f801049f678c0253179636aeabea6946de7e9",
			HeadRef: "cogni-e2e-1759155366275", HeadSHA: "eeb67d6e0f131d27102080b6bb50be2ddae28cc3",
			DeliveryID: "f73f08d0-a995-11f0-8d11-0b9d0ae424e4",
		}, true},
		{"captured synchronize", func(t testing.TB) delivery { return captured(t, "pull_request.synchronize") }, 200, &webhooks.PreviewRequest{
			InstallationID: 87385964, Repo: capturedRepo, PR: 315, Title: "Test PR Title",
			BaseRef: "main", BaseSHA: "cf4f801049f678c0253179636aeabea6946de7e9",
			HeadRef: "cogni-e2e-1759155366275", HeadSHA: "b47337c4ca1d0241a46b452efc902c18973b5ad6",
			DeliveryID: "bdbd8c70-a996-11f0-8782-22a89d285e1b",
		}, true},
		{"captured closed and merged: a merge build, no preview", func(t testing.TB) delivery { return captured(t, "pull_request.closed") }, 200, nil, false},
		{"example opened", func(t testing.TB) delivery { return example(t, "pull_request", "pull_request.opened", "e1") }, 200, &webhooks.PreviewRequest{
			InstallationID: 1, Repo: exampleRepo, PR: 2, Title: "Update the README with new information.",
			BaseRef: "master", BaseSHA: "f95f852bd8fca8fcc58a9a2d6c842781e32a215e",
			HeadRef: "changes", HeadSHA: "ec26c3e57ca3a959ca5aad62de7213c562f8c821", DeliveryID: "e1",
		}, true},
		{"example reopened", func(t testing.TB) delivery { return example(t, "pull_request", "pull_request.reopened", "e2") }, 200, nil, true},
		{"example synchronize", func(t testing.TB) delivery { return example(t, "pull_request", "pull_request.synchronize", "e3") }, 200, nil, true},
		{"closed, not merged: nothing", func(t testing.TB) delivery { return example(t, "pull_request", "pull_request.closed", "e4") }, 200, nil, false},
		{"labeled: nothing", func(t testing.TB) delivery { return example(t, "pull_request", "pull_request.labeled", "e5") }, 200, nil, false},
		{"no installation (a repository webhook): nothing", func(t testing.TB) delivery { return example(t, "pull_request", "pull_request.opened.0", "e6") }, 200, nil, false},
		{"an event the App ignores", func(t testing.TB) delivery { return captured(t, "check_suite.requested") }, 202, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			previews := &fakeScheduler{}
			w := post(t, dispatcher(t, previews, nil), tc.delivery(t))
			if w.Code != tc.wantStatus {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.wantStatus, w.Body)
			}
			got := previews.scheduled()
			wantBuild := tc.build
			if !wantBuild {
				if len(got) != 0 {
					t.Errorf("scheduled %+v, want nothing", got)
				}
				return
			}
			if len(got) != 1 {
				t.Fatalf("scheduled %d builds, want 1", len(got))
			}
			if tc.want != nil && got[0] != *tc.want {
				t.Errorf("request = %+v\nwant      %+v", got[0], *tc.want)
			}
		})
	}
}

// capturedMerge is the merge build the captured pull_request.closed delivery (merged) asks for.
var capturedMerge = webhooks.MergeRequest{
	InstallationID: 87385964, Repo: webhooks.Repo{Owner: "derekg1729", Name: "test-repo"}, PR: 315, Title: "Test PR Title",
	BaseRef: "main", BaseSHA: "cf4f801049f678c0253179636aeabea6946de7e9",
	HeadRef: "cogni-e2e-1759155366275", HeadSHA: "b47337c4ca1d0241a46b452efc902c18973b5ad6",
	MergeCommitSHA: "18cc785ed89e9653ea48823eb5320ab0b691d7da", DefaultBranch: "main",
	DeliveryID: "c16510a0-a996-11f0-86fe-90260285066c",
}

var mergedFrom = webhookstest.MergedFrom

// recordingReleases takes release pull requests by a prefix of its own.
type recordingReleases struct{ got []webhooks.MergeRequest }

func (r *recordingReleases) ScheduleRelease(_ context.Context, pr webhooks.MergeRequest) (bool, error) {
	if !strings.HasPrefix(pr.HeadRef, "release--") {
		return false, nil
	}
	r.got = append(r.got, pr)
	return true, nil
}

func TestMergedPullRequests(t *testing.T) {
	t.Run("captured closed and merged enqueues the merge build", func(t *testing.T) {
		sched := &fakeScheduler{}
		if w := post(t, dispatcher(t, sched, nil), captured(t, "pull_request.closed")); w.Code != http.StatusOK {
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		if got := sched.scheduledMerges(); len(got) != 1 || got[0] != capturedMerge {
			t.Errorf("merges = %+v\nwant       [%+v]", got, capturedMerge)
		}
		if n := len(sched.scheduled()); n != 0 {
			t.Errorf("%d previews scheduled", n)
		}
	})
	t.Run("a release pull request is skipped until releases exist", func(t *testing.T) {
		sched := &fakeScheduler{}
		if w := post(t, dispatcher(t, sched, nil), mergedFrom(t, "release--main", "r1")); w.Code != http.StatusOK {
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		if got := sched.scheduledMerges(); len(got) != 0 {
			t.Errorf("merges = %+v, want none", got)
		}
	})
	t.Run("Releases takes release pull requests, the others are merge-built", func(t *testing.T) {
		sched, releases := &fakeScheduler{}, &recordingReleases{}
		h := &webhooks.PullRequest{Previews: sched, Merges: sched, Releases: releases, Logger: slog.New(slog.DiscardHandler)}
		for _, d := range []delivery{mergedFrom(t, "release--main", "r2"), mergedFrom(t, "feature", "r3")} {
			if err := h.Handle(context.Background(), "pull_request", d.ID, d.Body); err != nil {
				t.Fatal(err)
			}
		}
		if len(releases.got) != 1 || releases.got[0].HeadRef != "release--main" || releases.got[0].MergeCommitSHA != capturedMerge.MergeCommitSHA {
			t.Errorf("releases = %+v", releases.got)
		}
		if got := sched.scheduledMerges(); len(got) != 1 || got[0].HeadRef != "feature" {
			t.Errorf("merges = %+v, want the feature branch's", got)
		}
	})
	t.Run("a merged pull request without its merge commit is malformed", func(t *testing.T) {
		body := bytes.Replace(captured(t, "pull_request.closed").Body, []byte(`"merge_commit_sha":"18cc785ed89e9653ea48823eb5320ab0b691d7da"`), []byte(`"merge_commit_sha":null`), 1)
		sched := &fakeScheduler{}
		if w := post(t, dispatcher(t, sched, nil), signed("pull_request", "m", body)); w.Code != http.StatusBadRequest {
			t.Errorf("status %d, want 400", w.Code)
		}
	})
}

func TestBadSignatureIs401AndRunsNothing(t *testing.T) {
	good := captured(t, "pull_request.opened")
	tampered := good
	tampered.Body = bytes.Replace(good.Body, []byte("Test PR Title"), []byte("Evil PR Title"), 1)
	for name, d := range map[string]delivery{
		"wrong secret":      {Event: good.Event, ID: good.ID, Body: good.Body, Signature: Sign("not-the-secret", good.Body)},
		"tampered body":     tampered,
		"no signature":      {Event: good.Event, ID: good.ID, Body: good.Body},
		"garbled signature": {Event: good.Event, ID: good.ID, Body: good.Body, Signature: "sha256=zz"},
		"sha1 of the wrong secret": {Event: good.Event, ID: good.ID, Body: good.Body,
			Signature: "sha1=" + hex.EncodeToString(sha1MAC("not-the-secret", good.Body))},
	} {
		t.Run(name, func(t *testing.T) {
			previews := &fakeScheduler{}
			if w := post(t, dispatcher(t, previews, nil), d); w.Code != http.StatusUnauthorized {
				t.Errorf("status %d, want 401", w.Code)
			}
			if n := len(previews.scheduled()); n != 0 {
				t.Errorf("%d builds scheduled", n)
			}
		})
	}
}

func TestMalformedIs400(t *testing.T) {
	noHead := []byte(`{"action":"opened","number":1,"installation":{"id":1},` +
		`"repository":{"name":"api","full_name":"acme/api","owner":{"login":"acme"}},"pull_request":{"number":1}}`)
	noInstallationID := []byte(`{"action":"created","installation":{}}`)
	for name, d := range map[string]delivery{
		"not JSON":                   signed("pull_request", "m1", []byte(`{"action": "opened", `)),
		"JSON of the wrong shape":    signed("pull_request", "m2", []byte(`{"action": ["opened"]}`)),
		"no head commit":             signed("pull_request", "m3", noHead),
		"no installation id":         signed("installation", "m4", noInstallationID),
		"no event header":            signed("", "m5", []byte(`{}`)),
		"repositories not JSON":      signed("installation_repositories", "m6", []byte(`[`)),
		"installation not an object": signed("installation", "m7", []byte(`{"installation": 5}`)),
	} {
		t.Run(name, func(t *testing.T) {
			previews := &fakeScheduler{}
			w := post(t, dispatcher(t, previews, &fakeInstallations{}), d)
			if w.Code != http.StatusBadRequest {
				t.Errorf("status %d, want 400: %s", w.Code, w.Body)
			}
			if n := len(previews.scheduled()); n != 0 {
				t.Errorf("%d builds scheduled", n)
			}
		})
	}
}

func TestSchedulerFailureIs500(t *testing.T) {
	previews := &fakeScheduler{err: errors.New("database is locked")}
	if w := post(t, dispatcher(t, previews, nil), captured(t, "pull_request.opened")); w.Code != http.StatusInternalServerError {
		t.Errorf("status %d, want 500", w.Code)
	}
}

func TestMethodAndEmptySecret(t *testing.T) {
	r := httptest.NewRequest(http.MethodGet, "/api/github/hook", nil)
	w := httptest.NewRecorder()
	dispatcher(t, &fakeScheduler{}, nil).ServeHTTP(w, r)
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET: status %d", w.Code)
	}
	if _, err := webhooks.NewDispatcher("", nil, slog.New(slog.DiscardHandler)); err == nil {
		t.Error("an empty secret should be refused")
	}
}

func TestDecide(t *testing.T) {
	for _, tc := range []struct {
		action string
		merged bool
		want   webhooks.Decision
	}{
		{"opened", false, webhooks.Preview}, {"synchronize", false, webhooks.Preview},
		{"reopened", false, webhooks.Preview}, {"closed", true, webhooks.Merge}, {"closed", false, webhooks.Nothing},
		{"edited", false, webhooks.Nothing}, {"labeled", false, webhooks.Nothing},
		{"ready_for_review", false, webhooks.Nothing}, {"", false, webhooks.Nothing},
	} {
		if got := webhooks.Decide(tc.action, tc.merged); got != tc.want {
			t.Errorf("Decide(%q, %v) = %v, want %v", tc.action, tc.merged, got, tc.want)
		}
	}
}
