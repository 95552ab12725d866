package fakegithub_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-github/v66/github"

	"github.com/sdkgen/sdkgen/app/fakegithub"
)

// TestCommentPagination lists many comments a page at a time, as the App does when it looks for its sticky comment.
func TestCommentPagination(t *testing.T) {
	f := newFixture(t)
	sha := strings.Repeat("a", 40)
	f.srv.AddPullRequest(apiRepo, fakegithub.PullRequest{Number: 12, Title: "spec", Head: fakegithub.PullRequestBranch{Ref: "feature", SHA: sha},
		Base: fakegithub.PullRequestBranch{Ref: "main", SHA: strings.Repeat("b", 40)}})
	for i := range 75 {
		user := "octocat"
		if i == 61 {
			user = "sdkgen[bot]"
		}
		f.srv.AddComment(apiRepo, 12, user, fmt.Sprintf("comment %d", i))
	}
	api := f.tokenClient(f.token())

	for _, tc := range []struct {
		perPage, pages int
	}{{0, 3}, {30, 3}, {50, 2}, {100, 1}, {500, 1}} {
		t.Run(fmt.Sprintf("per_page=%d", tc.perPage), func(t *testing.T) {
			var all []*github.IssueComment
			opts := &github.IssueListCommentsOptions{ListOptions: github.ListOptions{PerPage: tc.perPage}}
			pages := 0
			for {
				page, resp, err := api.Issues.ListComments(f.ctx, "acme", "api", 12, opts)
				if err != nil {
					t.Fatal(err)
				}
				all, pages = append(all, page...), pages+1
				if resp.NextPage == 0 {
					break
				}
				opts.Page = resp.NextPage
			}
			if len(all) != 75 || pages != tc.pages || all[0].GetBody() != "comment 0" || all[74].GetBody() != "comment 74" ||
				all[61].GetUser().GetLogin() != "sdkgen[bot]" {
				t.Fatalf("%d comments in %d pages, want 75 in %d", len(all), pages, tc.pages)
			}
		})
	}

	_, header, _ := f.do("GET", "/repos/acme/api/issues/12/comments?page=2", "token "+f.token(), nil)
	want := []string{
		`<` + f.url + `/repos/acme/api/issues/12/comments?page=1&per_page=30>; rel="prev"`,
		`<` + f.url + `/repos/acme/api/issues/12/comments?page=3&per_page=30>; rel="next"`,
		`<` + f.url + `/repos/acme/api/issues/12/comments?page=3&per_page=30>; rel="last"`,
		`<` + f.url + `/repos/acme/api/issues/12/comments?page=1&per_page=30>; rel="first"`,
	}
	if got := header.Get("Link"); got != strings.Join(want, ", ") {
		t.Errorf("Link on page 2:\n%s\nwant\n%s", got, strings.Join(want, ", "))
	}
	if status, header, body := f.do("GET", "/repos/acme/api/issues/12/comments?page=9", "token "+f.token(), nil); status != http.StatusOK ||
		string(body) != "[]\n" || strings.Contains(header.Get("Link"), `rel="next"`) {
		t.Errorf("a page past the end: %d %s %s", status, header.Get("Link"), body)
	}
}

// TestStickyComment is the App's pattern: find its comment by its heading, then update it in place.
func TestStickyComment(t *testing.T) {
	f := newFixture(t)
	number := f.srv.AddPullRequest(apiRepo, fakegithub.PullRequest{Title: "spec", Head: fakegithub.PullRequestBranch{Ref: "feature", SHA: strings.Repeat("a", 40)},
		Base: fakegithub.PullRequestBranch{Ref: "main", SHA: strings.Repeat("b", 40)}})
	api := f.installationClient(nil)
	f.srv.AddComment(apiRepo, number, "octocat", "please review")
	first, _, err := api.Issues.CreateComment(f.ctx, "acme", "api", number, &github.IssueComment{Body: ptr("# sdkgen SDK previews\nbuilding")})
	if err != nil {
		t.Fatal(err)
	}
	f.clock.Advance(1)
	if _, _, err := api.Issues.EditComment(f.ctx, "acme", "api", first.GetID(), &github.IssueComment{Body: ptr("# sdkgen SDK previews\ndone")}); err != nil {
		t.Fatal(err)
	}
	got := f.srv.Comments(apiRepo, number)
	if len(got) != 2 || got[1].ID != first.GetID() || got[1].Body != "# sdkgen SDK previews\ndone" || got[1].User != "sdkgen[bot]" {
		t.Errorf("comments = %+v", got)
	}
	state := f.srv.State()
	if c := state.Comments[1]; c.Number != number || c.Repo != "acme/api" || !c.UpdatedAt.After(c.CreatedAt) {
		t.Errorf("state comment = %+v", c)
	}
}
