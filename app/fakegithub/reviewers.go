package fakegithub

import (
	"net/http"
	"slices"
	"strings"
)

// requestReviewersBody is the body of POST .../pulls/{number}/requested_reviewers.
type requestReviewersBody struct {
	Reviewers     []string `json:"reviewers"`
	TeamReviewers []string `json:"team_reviewers"`
}

// requestReviewers is POST /repos/{owner}/{repo}/pulls/{number}/requested_reviewers: it adds users and teams to
// the pull request's requested reviewers and answers the pull request (201). As GitHub does, it refuses (422) a
// request naming the pull request's author, and on a closed pull request.
func (s *Server) requestReviewers(c *call) {
	ps, ok := c.pullByNumber()
	if !ok {
		return
	}
	var req requestReviewersBody
	if !c.decode(&req) {
		return
	}
	author := ps.User
	switch {
	case ps.State != "open":
		c.invalid("Reviews may only be requested from open pull requests")
		return
	case slices.ContainsFunc(req.Reviewers, func(r string) bool { return strings.EqualFold(r, author) }):
		c.invalid("Review cannot be requested from pull request author.")
		return
	}
	ps.RequestedReviewers = addNew(ps.RequestedReviewers, req.Reviewers)
	ps.RequestedTeams = addNew(ps.RequestedTeams, req.TeamReviewers)
	ps.updated = s.now()
	c.json(http.StatusCreated, c.pullJSON(ps, false))
}

// addNew appends the names list lacks (case-insensitively, as GitHub's logins and slugs are).
func addNew(list, names []string) []string {
	for _, n := range names {
		if n != "" && !slices.ContainsFunc(list, func(l string) bool { return strings.EqualFold(l, n) }) {
			list = append(list, n)
		}
	}
	return list
}

// reviewersJSON lists the requested users, and teamsJSON the requested teams, as a pull request shows them.
func (c *call) reviewersJSON(ps *pullState) []jsonObject {
	out := []jsonObject{}
	for _, login := range ps.RequestedReviewers {
		out = append(out, c.user(login, ""))
	}
	return out
}

func (c *call) teamsJSON(ps *pullState) []jsonObject {
	out := []jsonObject{}
	org := c.repo.repo.Owner
	for _, slug := range ps.RequestedTeams {
		id := c.s.userID(org + "/" + slug) // one id space is enough for a fake
		api := c.api + "/organizations/" + org + "/team/" + slug
		out = append(out, jsonObject{
			"id": id, "node_id": nodeID("Team", id), "url": api, "members_url": api + "/members{/member}",
			"name": slug, "slug": slug, "description": nil, "permission": "pull", "privacy": "closed",
			"html_url": c.web + "/orgs/" + org + "/teams/" + slug, "repositories_url": api + "/repos",
			"parent": nil, "type": "organization",
		})
	}
	return out
}
