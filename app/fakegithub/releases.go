package fakegithub

import (
	"net/http"
	"strconv"

	"github.com/go-git/go-git/v5/plumbing"
)

// createReleaseRequest is the body of POST /repos/{owner}/{repo}/releases.
type createReleaseRequest struct {
	TagName         string `json:"tag_name"`
	TargetCommitish string `json:"target_commitish"`
	Name            string `json:"name"`
	Body            string `json:"body"`
	Draft           bool   `json:"draft"`
	Prerelease      bool   `json:"prerelease"`
}

// createRelease is POST /repos/{owner}/{repo}/releases, by the App's bot. Publishing a release whose tag does not
// exist creates the tag at target_commitish (the default branch when empty), as GitHub does.
func (s *Server) createRelease(c *call) {
	var req createReleaseRequest
	if !c.decode(&req) {
		return
	}
	if req.TagName == "" {
		c.missing("Release", "tag_name")
		return
	}
	for _, r := range c.repo.releases {
		if r.TagName == req.TagName {
			c.invalid("Validation Failed", fieldError{Resource: "Release", Field: "tag_name", Code: "already_exists"})
			return
		}
	}
	if req.TargetCommitish == "" {
		req.TargetCommitish = c.repo.defaultBranch
	}
	if !req.Draft && !c.createTag(req.TagName, req.TargetCommitish) {
		return
	}
	r := &Release{Repo: c.repo.repo.String(), ID: s.newID(), TagName: req.TagName, TargetCommitish: req.TargetCommitish,
		Name: req.Name, Body: req.Body, Draft: req.Draft, Prerelease: req.Prerelease, CreatedAt: s.now().UTC()}
	c.repo.releases = append(c.repo.releases, r)
	out := c.releaseJSON(r)
	c.w.Header().Set("Location", out["url"].(string))
	c.json(http.StatusCreated, out)
}

// createTag creates tag at target in the repository's git repository, unless it exists already or the repository
// has no git repository. A target git cannot resolve answers 422.
func (c *call) createTag(tag, target string) bool {
	if c.repo.gitDir == "" {
		return true
	}
	g, ok := c.gitRepo()
	if !ok {
		return false
	}
	name := plumbing.NewTagReferenceName(tag)
	if _, exists := g.ref(name.String()); exists {
		return true
	}
	h, ok := g.resolve(target)
	if !ok || name.Validate() != nil {
		c.invalid("Validation Failed", fieldError{Resource: "Release", Field: "target_commitish", Code: "invalid"})
		return false
	}
	return c.moveRef(g, name.String(), h, plumbing.ZeroHash)
}

// getReleaseByTag is GET /repos/{owner}/{repo}/releases/tags/{tag}.
func (s *Server) getReleaseByTag(c *call) {
	tag := c.r.PathValue("tag")
	for _, r := range c.repo.releases {
		if r.TagName == tag {
			c.json(http.StatusOK, c.releaseJSON(r))
			return
		}
	}
	c.notFound()
}

// releaseJSON is a release. Callers hold mu.
func (c *call) releaseJSON(r *Release) jsonObject {
	id := strconv.FormatInt(r.ID, 10)
	self := c.apiURL("/releases/" + id)
	var published any
	if !r.Draft {
		published = timestamp(r.CreatedAt)
	}
	return jsonObject{
		"id": r.ID, "node_id": nodeID("Release", r.ID), "url": self, "assets_url": self + "/assets",
		"html_url":    c.htmlURL("/releases/tag/" + escapePath(r.TagName)),
		"upload_url":  c.web + "/api/uploads/repos/" + c.repo.repo.String() + "/releases/" + id + "/assets{?name,label}",
		"tarball_url": c.apiURL("/tarball/" + escapePath(r.TagName)), "zipball_url": c.apiURL("/zipball/" + escapePath(r.TagName)),
		"tag_name": r.TagName, "target_commitish": r.TargetCommitish, "name": optString(r.Name),
		"body": optString(r.Body), "draft": r.Draft, "prerelease": r.Prerelease, "immutable": false,
		"created_at": timestamp(r.CreatedAt), "published_at": published, "updated_at": timestamp(r.CreatedAt),
		"author": c.bot(), "assets": []jsonObject{},
	}
}
