package fakegithub

import (
	"net/http"

	"github.com/go-git/go-git/v5/plumbing/object"
)

// getRepo is GET /repos/{owner}/{repo}.
func (s *Server) getRepo(c *call) { c.json(http.StatusOK, c.repository(c.repo)) }

// getBranch is GET /repos/{owner}/{repo}/branches/{branch}.
func (s *Server) getBranch(c *call) {
	name := c.r.PathValue("branch")
	if c.repo.gitDir == "" {
		c.fail(http.StatusNotFound, "Branch not found")
		return
	}
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	h, ok := g.branch(name)
	commit := g.commit(h)
	if !ok || commit == nil {
		c.fail(http.StatusNotFound, "Branch not found")
		return
	}
	self := c.apiURL("/branches/" + name)
	c.json(http.StatusOK, jsonObject{
		"name": name, "commit": c.commitJSON(commit), "protected": false,
		"_links":         jsonObject{"self": self, "html": c.htmlURL("/tree/" + name)},
		"protection_url": self + "/protection",
		"protection": jsonObject{"enabled": false, "required_status_checks": jsonObject{
			"enforcement_level": "off", "contexts": []string{}, "checks": []jsonObject{}}},
	})
}

// commitJSON is a commit (the repository commit, as branches show it; its author and committer are git users
// with no GitHub account).
func (c *call) commitJSON(commit *object.Commit) jsonObject {
	sha := commit.Hash.String()
	parents := []jsonObject{}
	for _, p := range commit.ParentHashes {
		parents = append(parents, jsonObject{"sha": p.String(), "url": c.apiURL("/commits/" + p.String()),
			"html_url": c.htmlURL("/commit/" + p.String())})
	}
	return jsonObject{
		"sha": sha, "node_id": nodeID("Commit", sha), "url": c.apiURL("/commits/" + sha),
		"html_url": c.htmlURL("/commit/" + sha), "comments_url": c.apiURL("/commits/" + sha + "/comments"),
		"author": nil, "committer": nil, "parents": parents,
		"commit": jsonObject{
			"url": c.apiURL("/git/commits/" + sha), "author": gitUserJSON(commit.Author),
			"committer": gitUserJSON(commit.Committer), "message": commit.Message, "comment_count": 0,
			"tree":         jsonObject{"sha": commit.TreeHash.String(), "url": c.apiURL("/git/trees/" + commit.TreeHash.String())},
			"verification": unverified(),
		},
	}
}
