package fakegithub

import (
	"errors"
	"net/http"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
)

// refJSON is a git-ref.
func (c *call) refJSON(g *gitRepo, ref *plumbing.Reference) jsonObject {
	name := ref.Name().String()
	sha := ref.Hash().String()
	kind, objURL := "commit", c.apiURL("/git/commits/"+sha)
	if g.objectType(ref.Hash()) == plumbing.TagObject {
		kind, objURL = "tag", c.apiURL("/git/tags/"+sha)
	}
	return jsonObject{"ref": name, "node_id": nodeID("Ref", c.repo.repo.String()+":"+name),
		"url":    c.apiURL("/git/" + name),
		"object": jsonObject{"type": kind, "sha": sha, "url": objURL}}
}

// refName is the full reference name of a {ref} path value: heads/main -> refs/heads/main.
func refName(path string) string { return "refs/" + strings.TrimPrefix(path, "refs/") }

// listMatchingRefs is GET /repos/{owner}/{repo}/git/matching-refs/{ref}.
func (s *Server) listMatchingRefs(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	out := []jsonObject{}
	for _, ref := range g.refs(refName(c.r.PathValue("ref"))) {
		out = append(out, c.refJSON(g, ref))
	}
	c.json(http.StatusOK, out)
}

// getRef is GET /repos/{owner}/{repo}/git/ref/{ref}.
func (s *Server) getRef(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	ref, ok := g.ref(refName(c.r.PathValue("ref")))
	if !ok {
		c.notFound()
		return
	}
	c.json(http.StatusOK, c.refJSON(g, ref))
}

// createRef is POST /repos/{owner}/{repo}/git/refs.
func (s *Server) createRef(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	var req struct {
		Ref string `json:"ref"`
		SHA string `json:"sha"`
	}
	if !c.decode(&req) {
		return
	}
	name := plumbing.ReferenceName(req.Ref)
	switch {
	case !strings.HasPrefix(req.Ref, "refs/") || strings.Count(req.Ref, "/") < 2 || name.Validate() != nil:
		c.invalid("Reference name must start with 'refs/' and have at least two slashes.")
		return
	case !isSHA(req.SHA) || g.objectType(plumbing.NewHash(req.SHA)) == plumbing.InvalidObject:
		c.invalid("Object does not exist")
		return
	}
	if _, exists := g.ref(req.Ref); exists {
		c.invalid("Reference already exists")
		return
	}
	ref := plumbing.NewHashReference(name, plumbing.NewHash(req.SHA))
	if !c.moveRef(g, req.Ref, ref.Hash(), plumbing.ZeroHash) {
		return
	}
	c.w.Header().Set("Location", c.apiURL("/git/"+req.Ref))
	c.json(http.StatusCreated, c.refJSON(g, ref))
}

// updateRef is PATCH /repos/{owner}/{repo}/git/refs/{ref}: a fast-forward unless force is true.
func (s *Server) updateRef(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	var req struct {
		SHA   string `json:"sha"`
		Force bool   `json:"force"`
	}
	if !c.decode(&req) {
		return
	}
	old, exists := g.ref(refName(c.r.PathValue("ref")))
	newHash := plumbing.NewHash(req.SHA)
	switch {
	case !exists:
		c.invalid("Reference does not exist")
		return
	case !isSHA(req.SHA) || g.objectType(newHash) == plumbing.InvalidObject:
		c.invalid("Object does not exist")
		return
	case !req.Force && !isFastForward(g, old.Hash(), newHash):
		c.invalid("Update is not a fast forward")
		return
	}
	if !c.moveRef(g, old.Name().String(), newHash, old.Hash()) {
		return
	}
	c.json(http.StatusOK, c.refJSON(g, plumbing.NewHashReference(old.Name(), newHash)))
}

// deleteRef is DELETE /repos/{owner}/{repo}/git/refs/{ref}.
func (s *Server) deleteRef(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	old, exists := g.ref(refName(c.r.PathValue("ref")))
	if !exists {
		c.invalid("Reference does not exist")
		return
	}
	if c.moveRef(g, old.Name().String(), plumbing.ZeroHash, old.Hash()) {
		c.noContent()
	}
}

// moveRef moves ref from old to newHash with git update-ref; when a push moved it meanwhile it answers 422 as
// GitHub does, and returns false.
func (c *call) moveRef(g *gitRepo, ref string, newHash, old plumbing.Hash) bool {
	err := c.s.git.updateRef(g.dir, ref, newHash, old)
	switch {
	case errors.Is(err, errRefChanged):
		c.invalid("Reference cannot be updated")
		return false
	case err != nil:
		c.fail(http.StatusInternalServerError, err.Error())
		return false
	}
	return true
}

// isFastForward reports whether moving a reference from old to newHash keeps old in its history.
func isFastForward(g *gitRepo, old, newHash plumbing.Hash) bool {
	if old == newHash {
		return true
	}
	oc, nc := g.commit(old), g.commit(newHash)
	if oc == nil || nc == nil {
		return false
	}
	ok, err := oc.IsAncestor(nc)
	return err == nil && ok
}
