package fakegithub

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

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
	explicitTarget := req.TargetCommitish != ""
	if !explicitTarget {
		req.TargetCommitish = c.repo.defaultBranch
	}
	if !req.Draft && !c.createTag(req.TagName, req.TargetCommitish, explicitTarget) {
		return
	}
	r := &Release{Repo: c.repo.repo.String(), ID: s.newID(), TagName: req.TagName, TargetCommitish: req.TargetCommitish,
		Name: req.Name, Body: req.Body, Draft: req.Draft, Prerelease: req.Prerelease, CreatedAt: s.now().UTC()}
	c.repo.releases = append(c.repo.releases, r)
	out := c.releaseJSON(r)
	c.w.Header().Set("Location", out["url"].(string))
	c.json(http.StatusCreated, out)
}

// createTag creates tag at target in the repository's git repository, unless the repository has no git
// repository or the tag exists already. A target git cannot resolve answers 422. So does an existing tag at
// another commit than an explicit target: GitHub would silently release the existing tag and ignore
// target_commitish, which for the App means releasing code it did not mean to, so the fake refuses it.
func (c *call) createTag(tag, target string, explicitTarget bool) bool {
	if c.repo.gitDir == "" {
		return true
	}
	g, ok := c.gitRepo()
	if !ok {
		return false
	}
	name := plumbing.NewTagReferenceName(tag)
	h, resolved := g.resolve(target)
	if ref, exists := g.ref(name.String()); exists {
		at := g.peel(ref.Hash())
		if explicitTarget && (!resolved || at != h) {
			c.invalid("Validation Failed", fieldError{Resource: "Release", Field: "target_commitish", Code: "custom",
				Message: "fakegithub: tag " + tag + " exists at " + at.String() + ", not at target_commitish " + target +
					" (GitHub would ignore target_commitish and release the existing tag)"})
			return false
		}
		return true
	}
	if !resolved || name.Validate() != nil {
		c.invalid("Validation Failed", fieldError{Resource: "Release", Field: "target_commitish", Code: "invalid"})
		return false
	}
	return c.moveRef(g, name.String(), h, plumbing.ZeroHash)
}

// routeReleases serves GET /repos/{owner}/{repo}/releases/{rest...}: tags/{tag}, {release_id} and
// {release_id}/assets.
func (s *Server) routeReleases(c *call) {
	rest := c.r.PathValue("rest")
	id, assets, _ := strings.Cut(rest, "/")
	switch tag, isTag := strings.CutPrefix(rest, "tags/"); {
	case isTag && tag != "":
		c.r.SetPathValue("tag", tag)
		c.doc += "releases#get-a-release-by-tag-name"
		s.getReleaseByTag(c)
	case assets == "":
		c.r.SetPathValue("release_id", id)
		c.doc += "releases#get-a-release"
		s.getRelease(c)
	case assets == "assets":
		c.r.SetPathValue("release_id", id)
		c.doc += "assets#list-release-assets"
		s.listReleaseAssets(c)
	default:
		c.notFound()
	}
}

// getReleaseByTag is GET /repos/{owner}/{repo}/releases/tags/{tag}. Like GitHub, it does not show drafts.
func (s *Server) getReleaseByTag(c *call) {
	tag := c.r.PathValue("tag")
	for _, r := range c.repo.releases {
		if r.TagName == tag && !r.Draft {
			c.json(http.StatusOK, c.releaseJSON(r))
			return
		}
	}
	c.notFound()
}

// getRelease is GET /repos/{owner}/{repo}/releases/{release_id}.
func (s *Server) getRelease(c *call) {
	if r, ok := c.releaseByID(); ok {
		c.json(http.StatusOK, c.releaseJSON(r))
	}
}

// listReleases is GET /repos/{owner}/{repo}/releases: newest first, paginated.
func (s *Server) listReleases(c *call) {
	newest := slices.Clone(c.repo.releases)
	slices.Reverse(newest)
	out := []jsonObject{}
	for _, r := range paginate(c, newest) {
		out = append(out, c.releaseJSON(r))
	}
	c.json(http.StatusOK, out)
}

// listReleaseAssets is GET /repos/{owner}/{repo}/releases/{release_id}/assets: in upload order, paginated.
func (s *Server) listReleaseAssets(c *call) {
	r, ok := c.releaseByID()
	if !ok {
		return
	}
	out := []jsonObject{}
	for _, a := range paginate(c, r.Assets) {
		out = append(out, c.assetJSON(r, a))
	}
	c.json(http.StatusOK, out)
}

// releaseByID reads the {release_id} of a release route; an unknown release answers 404.
func (c *call) releaseByID() (*Release, bool) {
	id, ok := c.pathInt("release_id")
	if !ok {
		return nil, false
	}
	for _, r := range c.repo.releases {
		if r.ID == id {
			return r, true
		}
	}
	c.notFound()
	return nil, false
}

// releaseJSON is a release. Its upload_url points at the fake itself, in GitHub Enterprise's shape
// (<host>/api/uploads/...), so clients that follow it (as go-github's callers must) upload here. Callers hold mu.
func (c *call) releaseJSON(r *Release) jsonObject {
	id := strconv.FormatInt(r.ID, 10)
	self := c.apiURL("/releases/" + id)
	var published any
	if !r.Draft {
		published = timestamp(r.CreatedAt)
	}
	assets := []jsonObject{}
	for _, a := range r.Assets {
		assets = append(assets, c.assetJSON(r, a))
	}
	return jsonObject{
		"id": r.ID, "node_id": nodeID("Release", r.ID), "url": self, "assets_url": self + "/assets",
		"html_url":    c.htmlURL("/releases/tag/" + escapePath(r.TagName)),
		"upload_url":  c.web + "/api/uploads/repos/" + c.repo.repo.String() + "/releases/" + id + "/assets{?name,label}",
		"tarball_url": c.apiURL("/tarball/" + escapePath(r.TagName)), "zipball_url": c.apiURL("/zipball/" + escapePath(r.TagName)),
		"tag_name": r.TagName, "target_commitish": r.TargetCommitish, "name": optString(r.Name),
		"body": optString(r.Body), "draft": r.Draft, "prerelease": r.Prerelease, "immutable": false,
		"created_at": timestamp(r.CreatedAt), "published_at": published, "updated_at": timestamp(r.CreatedAt),
		"author": c.bot(), "assets": assets,
	}
}
