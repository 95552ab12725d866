package fakegithub_test

import (
	"strings"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
)

// TestCheckRunHistory follows a check run from queued to completed and checks what the fake recorded.
func TestCheckRunHistory(t *testing.T) {
	f := newFixture(t)
	head := strings.Repeat("a", 40) // a recorded webhook's head: known through the pull request
	f.srv.AddPullRequest(apiRepo, fakegithub.PullRequest{Number: 3, Title: "spec",
		Head: fakegithub.PullRequestBranch{Ref: "feature", SHA: head}, Base: fakegithub.PullRequestBranch{Ref: "main", SHA: strings.Repeat("b", 40)}})
	api := f.installationClient(nil)
	run, _, err := api.Checks.CreateCheckRun(f.ctx, "acme", "api", github.CreateCheckRunOptions{Name: "sdkgen / typescript", HeadSHA: head})
	if err != nil || run.GetStatus() != "queued" || run.GetDetailsURL() != run.GetHTMLURL() || run.PullRequests[0].GetNumber() != 3 {
		t.Fatalf("create = %v, %v", run, err)
	}
	annotation := func(line int) *github.CheckRunAnnotation {
		return &github.CheckRunAnnotation{Path: ptr("openapi.yml"), StartLine: &line, EndLine: &line,
			AnnotationLevel: ptr("warning"), Message: ptr("no operationId")}
	}
	updates := []github.UpdateCheckRunOptions{
		{Name: "sdkgen / typescript", Status: ptr("in_progress"), DetailsURL: ptr("https://sdkgen.example/builds/1")},
		{Name: "sdkgen / typescript", Output: &github.CheckRunOutput{Title: ptr("2 warnings"), Summary: ptr("generating"),
			Annotations: []*github.CheckRunAnnotation{annotation(3)}}},
		{Name: "sdkgen / typescript", Conclusion: ptr("neutral"), Output: &github.CheckRunOutput{Title: ptr("2 warnings"),
			Summary: ptr("done"), Text: ptr("details"), Annotations: []*github.CheckRunAnnotation{annotation(9)}}},
	}
	for _, u := range updates {
		if _, _, err := api.Checks.UpdateCheckRun(f.ctx, "acme", "api", run.GetID(), u); err != nil {
			t.Fatal(err)
		}
	}
	runs := f.srv.CheckRuns(apiRepo)
	if len(runs) != 1 {
		t.Fatalf("%d runs recorded", len(runs))
	}
	got := runs[0]
	want := gh.CheckRun{Name: "sdkgen / typescript", HeadSHA: head, Status: "completed", Conclusion: "neutral",
		DetailsURL: "https://sdkgen.example/builds/1", Title: "2 warnings", Summary: "done", Text: "details"}
	if g := got.Run(); g.Status != want.Status || g.Conclusion != want.Conclusion || g.DetailsURL != want.DetailsURL ||
		g.Summary != want.Summary || g.Text != want.Text || len(g.Annotations) != 2 || g.Annotations[1].StartLine != 9 {
		t.Errorf("run = %+v, want %+v with 2 annotations", g, want)
	}
	var statuses []string
	for _, h := range got.History {
		statuses = append(statuses, h.Status)
	}
	if strings.Join(statuses, ",") != "queued,in_progress,in_progress,completed" || len(got.History[2].Annotations) != 1 ||
		got.CompletedAt == nil || got.StartedAt == nil {
		t.Errorf("history %v, run %+v", statuses, got)
	}
}

// TestListCheckRunsForRef lists runs by SHA or branch, the latest of each name unless filter=all.
func TestListCheckRunsForRef(t *testing.T) {
	f := newFixture(t)
	head := f.commit(apiRepo, "main", map[string]string{"openapi.yml": "x"})
	api := f.installationClient(nil)
	for _, name := range []string{"sdkgen / go", "sdkgen / go", "sdkgen / python"} {
		if _, _, err := api.Checks.CreateCheckRun(f.ctx, "acme", "api", github.CreateCheckRunOptions{Name: name, HeadSHA: head}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		ref  string
		opts *github.ListCheckRunsOptions
		want int
	}{
		{head, nil, 2},
		{"main", nil, 2},
		{head, &github.ListCheckRunsOptions{Filter: ptr("all")}, 3},
		{head, &github.ListCheckRunsOptions{CheckName: ptr("sdkgen / python")}, 1},
		{head, &github.ListCheckRunsOptions{Status: ptr("completed")}, 0},
		{head, &github.ListCheckRunsOptions{AppID: ptr(int64(1))}, 0},
	} {
		list, _, err := api.Checks.ListCheckRunsForRef(f.ctx, "acme", "api", tc.ref, tc.opts)
		if err != nil || list.GetTotal() != tc.want || len(list.CheckRuns) != tc.want {
			t.Errorf("list %s %+v = %v, %v; want %d", tc.ref, tc.opts, list, err, tc.want)
		}
	}
}

// TestCombinedStatus combines the latest status of each context as GitHub does.
func TestCombinedStatus(t *testing.T) {
	for _, tc := range []struct {
		states []string // context:state, in order
		want   string
	}{
		{nil, "pending"},
		{[]string{"a:success"}, "success"},
		{[]string{"a:success", "b:pending"}, "pending"},
		{[]string{"a:pending", "b:failure"}, "failure"},
		{[]string{"a:error", "a:success"}, "success"},
		{[]string{"a:success", "b:error"}, "failure"},
	} {
		t.Run(strings.Join(tc.states, ","), func(t *testing.T) {
			f := newFixture(t)
			head := f.commit(apiRepo, "main", map[string]string{"openapi.yml": "x"})
			api := f.tokenClient(f.token())
			for _, s := range tc.states {
				ctx, state, _ := strings.Cut(s, ":")
				if _, _, err := api.Repositories.CreateStatus(f.ctx, "acme", "api", head, &github.RepoStatus{State: &state, Context: &ctx}); err != nil {
					t.Fatal(err)
				}
			}
			got, _, err := api.Repositories.GetCombinedStatus(f.ctx, "acme", "api", "main", nil)
			if err != nil || got.GetState() != tc.want {
				t.Errorf("combined = %v, %v; want %s", got.GetState(), err, tc.want)
			}
			if n := len(f.srv.Statuses(apiRepo)); n != len(tc.states) {
				t.Errorf("%d statuses recorded", n)
			}
		})
	}
}
