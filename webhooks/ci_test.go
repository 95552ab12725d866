package webhooks_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"testing"

	"github.com/sdkgen/sdkgen/webhooks"
	"github.com/sdkgen/sdkgen/webhooks/webhookstest"
)

// fakeCI knows the preview commits of one SDK repository and records the reports on them.
type fakeCI struct {
	fakeScheduler
	repo    webhooks.Repo
	sha     string
	reports []webhooks.CIReport
}

func (f *fakeCI) ReportCI(_ context.Context, r webhooks.CIReport) (webhooks.Scheduled, bool, error) {
	if r.Repo != f.repo || r.HeadSHA != f.sha {
		return webhooks.Scheduled{}, false, nil
	}
	f.reports = append(f.reports, r)
	return webhooks.Scheduled{JobID: 1}, true, nil
}

// ciDelivery is a completion delivery of event about sha in acme/acme-go, from installation 9 (0: none).
func ciDelivery(t *testing.T, event, sha string, installation int64) delivery {
	t.Helper()
	object := map[string]any{"id": 77, "head_sha": sha, "status": "completed", "conclusion": "failure"}
	body := map[string]any{"action": "completed", event: object,
		"repository": map[string]any{"full_name": "acme/acme-go", "name": "acme-go", "owner": map[string]any{"login": "acme"}}}
	if installation != 0 {
		body["installation"] = map[string]any{"id": installation}
	}
	data, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return signed(event, "d-"+event, data)
}

func TestCIEvents(t *testing.T) {
	sdk := webhooks.Repo{Owner: "acme", Name: "acme-go"}
	preview := "0123456789abcdef0123456789abcdef01234567"
	logger := slog.New(slog.DiscardHandler)
	for _, event := range []string{"check_suite", "check_run", "workflow_run"} {
		for _, tc := range []struct {
			name         string
			sha          string
			installation int64
			status       int
			reported     bool
		}{
			{"a preview commit", preview, 9, http.StatusOK, true},
			{"another commit", "fedcba9876543210fedcba9876543210fedcba98", 9, http.StatusOK, false},
			{"a repository webhook, not the App's", preview, 0, http.StatusOK, false},
			{"no head commit", "", 9, http.StatusBadRequest, false},
		} {
			t.Run(event+"/"+tc.name, func(t *testing.T) {
				ci := &fakeCI{repo: sdk, sha: preview}
				h, err := webhooks.NewDispatcher(capturedSecret, webhooks.Handlers(webhooks.Actions{Builds: ci, CI: ci}, logger), logger)
				if err != nil {
					t.Fatal(err)
				}
				if w := post(t, h, ciDelivery(t, event, tc.sha, tc.installation)); w.Code != tc.status {
					t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body)
				}
				if !tc.reported {
					if len(ci.reports) != 0 {
						t.Errorf("reports = %+v, want none", ci.reports)
					}
					return
				}
				want := webhooks.CIReport{InstallationID: 9, Repo: sdk, HeadSHA: preview, Event: event, Action: "completed",
					ID: 77, Status: "completed", Conclusion: "failure", DeliveryID: "d-" + event}
				if len(ci.reports) != 1 || ci.reports[0] != want {
					t.Errorf("reports = %+v\nwant      [%+v]", ci.reports, want)
				}
			})
		}
	}
	t.Run("without CI actions the events are ignored", func(t *testing.T) {
		h, err := webhooks.NewDispatcher(capturedSecret, webhooks.Handlers(webhooks.Actions{Builds: &fakeScheduler{}}, logger), logger)
		if err != nil {
			t.Fatal(err)
		}
		if w := post(t, h, ciDelivery(t, "check_suite", preview, 9)); w.Code != http.StatusAccepted {
			t.Errorf("status %d, want 202", w.Code)
		}
	})
}

// Fields the handlers do not read never make a delivery malformed (octokit's check_run examples carry
// timestamps go-github's event types refuse); a delivery without its object is.
func TestCIEventsReadOnlyWhatTheyNeed(t *testing.T) {
	sdk := webhooks.Repo{Owner: "acme", Name: "acme-go"}
	preview := "0123456789abcdef0123456789abcdef01234567"
	logger := slog.New(slog.DiscardHandler)
	ci := &fakeCI{repo: sdk, sha: preview}
	h, err := webhooks.NewDispatcher(capturedSecret, webhooks.Handlers(webhooks.Actions{Builds: ci, CI: ci}, logger), logger)
	if err != nil {
		t.Fatal(err)
	}
	odd := webhookstest.Edited(t, ciDelivery(t, "check_run", preview, 9), func(p map[string]any) {
		p["check_run"].(map[string]any)["check_suite"] = map[string]any{"app": map[string]any{"created_at": "2018-04-25 20:42:10"}}
	})
	if w := post(t, h, odd); w.Code != http.StatusOK || len(ci.reports) != 1 {
		t.Errorf("status %d, %d reports; want 200 and the report", w.Code, len(ci.reports))
	}
	none := webhookstest.Edited(t, ciDelivery(t, "workflow_run", preview, 9), func(p map[string]any) { delete(p, "workflow_run") })
	if w := post(t, h, none); w.Code != http.StatusBadRequest {
		t.Errorf("a workflow_run delivery without its run: status %d, want 400", w.Code)
	}
}
