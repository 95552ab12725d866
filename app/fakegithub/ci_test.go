package fakegithub_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

func TestRunCI(t *testing.T) {
	f := newFixture(t)
	sc := newSchemaChecker(t)
	api := f.installationClient(sc)
	main := f.commit(sdkRepo, "main", map[string]string{"README.md": "base\n"})
	preview := f.commit(sdkRepo, "preview/feature", map[string]string{"README.md": "head\n"})
	if err := f.srv.SetCI(fakegithub.CISetup{Repo: sdkRepo.String(), FailedTests: 3, FailBranches: []string{"preview/"}}); err != nil {
		t.Fatal(err)
	}
	deliveries, err := f.srv.RunCI(f.url)
	if err != nil {
		t.Fatal(err)
	}
	// Per branch head: three jobs' check_run, the check_suite and the workflow_run, each decodable by go-github.
	if len(deliveries) != 10 {
		t.Fatalf("%d deliveries, want 10: %+v", len(deliveries), deliveries)
	}
	conclusions := map[string]string{}
	for _, d := range deliveries {
		ev, err := github.ParseWebHook(d.Event, d.Payload)
		if err != nil {
			t.Fatalf("%s: %v", d.Event, err)
		}
		if s, ok := ev.(*github.CheckSuiteEvent); ok {
			if s.GetInstallation().GetID() != testInstallationID || s.GetRepo().GetFullName() != sdkRepo.String() {
				t.Errorf("check_suite delivery = %s", d.Payload)
			}
			conclusions[s.GetCheckSuite().GetHeadSHA()] = s.GetCheckSuite().GetConclusion()
		}
	}
	if conclusions[main] != "success" || conclusions[preview] != "failure" {
		t.Errorf("suite conclusions = %v; want main green and the preview failing", conclusions)
	}

	runs, _, err := api.Checks.ListCheckRunsForRef(f.ctx, sdkRepo.Owner, sdkRepo.Name, preview, nil)
	if err != nil || runs.GetTotal() != 3 {
		t.Fatalf("check runs of the preview = %v, %v", runs, err)
	}
	for _, r := range runs.CheckRuns {
		want := "success"
		if r.GetName() == "test" {
			want = "failure"
		}
		if r.GetApp().GetSlug() != "github-actions" || r.GetConclusion() != want {
			t.Errorf("%s: app %s, conclusion %s; want github-actions, %s", r.GetName(), r.GetApp().GetSlug(), r.GetConclusion(), want)
		}
	}
	own := &github.ListCheckRunsOptions{AppID: github.Int64(testAppID)}
	if runs, _, err := api.Checks.ListCheckRunsForRef(f.ctx, sdkRepo.Owner, sdkRepo.Name, preview, own); err != nil || runs.GetTotal() != 0 {
		t.Errorf("the App's own check runs = %v, %v; want none", runs, err)
	}
	if again, err := f.srv.RunCI(f.url); err != nil || len(again) != 0 {
		t.Errorf("a second RunCI = %d deliveries, %v; want none (no new heads)", len(again), err)
	}

	if err := f.srv.SetCI(fakegithub.CISetup{Repo: sdkRepo.String(), Forbidden: true}); err != nil {
		t.Fatal(err)
	}
	_, _, err = api.Checks.ListCheckRunsForRef(f.ctx, sdkRepo.Owner, sdkRepo.Name, preview, nil)
	var er *github.ErrorResponse
	if !errors.As(err, &er) || er.Response.StatusCode != http.StatusForbidden {
		t.Errorf("forbidden check runs: %v, want 403", err)
	}

	if err := f.srv.SetCI(fakegithub.CISetup{Repo: sdkRepo.String(), Never: true}); err != nil {
		t.Fatal(err)
	}
	f.commit(sdkRepo, "preview/feature", map[string]string{"README.md": "newer\n"})
	if never, err := f.srv.RunCI(f.url); err != nil || len(never) != 0 {
		t.Errorf("CI that never reports made %d deliveries, %v", len(never), err)
	}
	if err := f.srv.SetCI(fakegithub.CISetup{Repo: "acme/nope"}); err == nil {
		t.Error("CI of an unknown repository should be refused")
	}
}
