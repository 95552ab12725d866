package fakegithub

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// The git database API: blobs, trees, commits and references, read from and written to the bare repository.

// gitRepo opens the repository's git repository; for a repository without one it answers 409 as GitHub does for
// an empty repository, and returns false.
func (c *call) gitRepo() (*gitRepo, bool) {
	if c.repo.gitDir == "" {
		c.fail(http.StatusConflict, "Git Repository is empty.")
		return nil, false
	}
	g, err := openGit(c.repo.gitDir)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return nil, false
	}
	return g, true
}

// apiURL is the repository's API URL followed by path.
func (c *call) apiURL(path string) string { return c.repoAPI(c.repo) + path }

// htmlURL is the repository's web URL followed by path.
func (c *call) htmlURL(path string) string { return c.repoHTML(c.repo) + path }

// wrapBase64 encodes data in base64 with a newline every 60 characters, as GitHub does.
func wrapBase64(data []byte) string {
	enc := base64.StdEncoding.EncodeToString(data)
	var b strings.Builder
	for len(enc) > 60 {
		b.WriteString(enc[:60] + "\n")
		enc = enc[60:]
	}
	b.WriteString(enc + "\n")
	return b.String()
}

// createBlob is POST /repos/{owner}/{repo}/git/blobs.
func (s *Server) createBlob(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	var req struct {
		Content  *string `json:"content"`
		Encoding string  `json:"encoding"`
	}
	if !c.decode(&req) {
		return
	}
	if req.Content == nil {
		c.missing("Blob", "content")
		return
	}
	data := []byte(*req.Content)
	switch req.Encoding {
	case "", "utf-8":
	case "base64":
		var err error
		if data, err = base64.StdEncoding.DecodeString(*req.Content); err != nil {
			c.invalid("Invalid Base64 content", fieldError{Resource: "Blob", Field: "content", Code: "invalid"})
			return
		}
	default:
		c.invalid("Validation Failed", fieldError{Resource: "Blob", Field: "encoding", Code: "invalid"})
		return
	}
	h, err := g.writeBlob(data)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return
	}
	c.w.Header().Set("Location", c.apiURL("/git/blobs/"+h.String()))
	c.json(http.StatusCreated, jsonObject{"sha": h.String(), "url": c.apiURL("/git/blobs/" + h.String())})
}

// getBlob is GET /repos/{owner}/{repo}/git/blobs/{file_sha}.
func (s *Server) getBlob(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	sha := c.r.PathValue("sha")
	h := plumbing.NewHash(sha)
	if !isSHA(sha) || g.objectType(h) != plumbing.BlobObject {
		c.notFound()
		return
	}
	data, err := g.readBlob(h)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return
	}
	c.json(http.StatusOK, jsonObject{"sha": sha, "node_id": nodeID("Blob", sha), "size": len(data),
		"url": c.apiURL("/git/blobs/" + sha), "content": wrapBase64(data), "encoding": "base64"})
}

// treeEntryRequest is one entry of POST /repos/{owner}/{repo}/git/trees. SHA is absent, null (delete the path
// from base_tree) or a SHA.
type treeEntryRequest struct {
	Path    string          `json:"path"`
	Mode    string          `json:"mode"`
	Type    string          `json:"type"`
	SHA     json.RawMessage `json:"sha"`
	Content *string         `json:"content"`
}

// createTree is POST /repos/{owner}/{repo}/git/trees.
func (s *Server) createTree(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	var req struct {
		BaseTree string             `json:"base_tree"`
		Tree     []treeEntryRequest `json:"tree"`
	}
	if !c.decode(&req) {
		return
	}
	if req.Tree == nil {
		c.missing("Tree", "tree")
		return
	}
	var base plumbing.Hash
	if req.BaseTree != "" {
		if base, ok = c.treeish(g, req.BaseTree); !ok {
			c.invalid("Invalid tree info", fieldError{Resource: "Tree", Field: "base_tree", Code: "invalid"})
			return
		}
	}
	edits, msg := treeEdits(g, req.Tree)
	if msg != "" {
		c.invalid(msg)
		return
	}
	h, err := g.editTree(base, edits)
	if err != nil {
		c.invalid("GitRPC::BadObjectState")
		return
	}
	c.w.Header().Set("Location", c.apiURL("/git/trees/"+h.String()))
	c.json(http.StatusCreated, c.treeJSON(g, h, false))
}

// treeModes are the modes a tree entry may have, with the object type each needs.
var treeModes = map[string]string{
	"100644": "blob", "100755": "blob", "120000": "blob", "040000": "tree", "160000": "commit",
}

// treeEdits turns create-tree entries into edits, writing the blobs of entries given by content. It returns
// GitHub's message for the first invalid entry.
func treeEdits(g *gitRepo, entries []treeEntryRequest) ([]treeEdit, string) {
	var edits []treeEdit
	for i, e := range entries {
		p := cleanPath(e.Path)
		wantType, okMode := treeModes[e.Mode]
		if p == "" || !okMode || e.Type != wantType {
			return nil, fmt.Sprintf("tree.%d contains a malformed path, mode or type", i)
		}
		mode, _ := filemode.New(e.Mode)
		edit := treeEdit{path: p, mode: mode}
		switch sha := strings.TrimSpace(string(e.SHA)); {
		case e.Content != nil && sha == "":
			h, err := g.writeBlob([]byte(*e.Content))
			if err != nil {
				return nil, err.Error()
			}
			edit.hash = h
		case sha == "null":
			edit.remove = true
		case sha != "" && e.Content == nil:
			var s string
			if json.Unmarshal(e.SHA, &s) != nil || !isSHA(s) {
				return nil, fmt.Sprintf("tree.%d.sha is not a SHA", i)
			}
			edit.hash = plumbing.NewHash(s)
			if e.Type != "commit" && g.objectType(edit.hash).String() != e.Type {
				return nil, "GitRPC::BadObjectState"
			}
		default:
			return nil, fmt.Sprintf("tree.%d needs either sha or content", i)
		}
		edits = append(edits, edit)
	}
	return edits, ""
}

// treeish resolves a tree SHA, or a commit SHA or ref to its tree.
func (c *call) treeish(g *gitRepo, ref string) (plumbing.Hash, bool) {
	if isSHA(ref) && g.objectType(plumbing.NewHash(ref)) == plumbing.TreeObject {
		return plumbing.NewHash(ref), true
	}
	if h, ok := g.resolve(ref); ok {
		if commit := g.commit(h); commit != nil {
			return commit.TreeHash, true
		}
	}
	return plumbing.ZeroHash, false
}

// getTree is GET /repos/{owner}/{repo}/git/trees/{tree_sha}; any value of recursive lists subtrees too.
func (s *Server) getTree(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	h, ok := c.treeish(g, c.r.PathValue("sha"))
	if !ok {
		c.notFound()
		return
	}
	c.json(http.StatusOK, c.treeJSON(g, h, c.r.URL.Query().Has("recursive")))
}

// treeJSON is a git-tree.
func (c *call) treeJSON(g *gitRepo, h plumbing.Hash, recursive bool) jsonObject {
	entries := []jsonObject{}
	var walk func(prefix string, tree plumbing.Hash)
	walk = func(prefix string, tree plumbing.Hash) {
		for _, e := range g.treeEntries(tree) {
			entries = append(entries, c.treeEntryJSON(g, prefix+e.Name, e))
			if recursive && e.Mode == filemode.Dir {
				walk(prefix+e.Name+"/", e.Hash)
			}
		}
	}
	walk("", h)
	return jsonObject{"sha": h.String(), "url": c.apiURL("/git/trees/" + h.String()), "tree": entries, "truncated": false}
}

// treeEntryJSON is one entry of a git-tree.
func (c *call) treeEntryJSON(g *gitRepo, path string, e object.TreeEntry) jsonObject {
	sha := e.Hash.String()
	out := jsonObject{"path": path, "mode": fmt.Sprintf("%06o", uint32(e.Mode)), "sha": sha}
	switch e.Mode {
	case filemode.Dir:
		out["type"], out["url"] = "tree", c.apiURL("/git/trees/"+sha)
	case filemode.Submodule:
		out["type"] = "commit"
	default:
		out["type"], out["url"], out["size"] = "blob", c.apiURL("/git/blobs/"+sha), g.blobSize(e.Hash)
	}
	return out
}

// gitUser is the author or committer of POST /repos/{owner}/{repo}/git/commits.
type gitUser struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	Date  string `json:"date"`
}

// signature returns u as a commit signature, filling what is missing from def.
func (u *gitUser) signature(def signature) (signature, error) {
	if u == nil {
		return def, nil
	}
	sig := signature{Name: u.Name, Email: u.Email, When: def.When}
	if sig.Name == "" || sig.Email == "" {
		sig.Name, sig.Email = def.Name, def.Email
	}
	if u.Date != "" {
		t, err := time.Parse(time.RFC3339, u.Date)
		if err != nil {
			return sig, err
		}
		sig.When = t
	}
	return sig, nil
}

// botSignature is the App bot's commit signature, at the current time.
func (c *call) botSignature() signature {
	login := c.s.botLogin()
	return signature{Name: login, Email: fmt.Sprintf("%d+%s@users.noreply.github.com", c.s.userID(login), login),
		When: c.s.now().Truncate(time.Second)}
}

// commitRequest is the body of POST /repos/{owner}/{repo}/git/commits.
type commitRequest struct {
	Message   *string  `json:"message"`
	Tree      string   `json:"tree"`
	Parents   []string `json:"parents"`
	Author    *gitUser `json:"author"`
	Committer *gitUser `json:"committer"`
}

// createCommit is POST /repos/{owner}/{repo}/git/commits.
func (s *Server) createCommit(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	var req commitRequest
	if !c.decode(&req) {
		return
	}
	switch {
	case req.Message == nil:
		c.missing("Commit", "message")
		return
	case !isSHA(req.Tree) || g.objectType(plumbing.NewHash(req.Tree)) != plumbing.TreeObject:
		c.invalid("Tree SHA does not exist")
		return
	}
	commit := &object.Commit{Message: *req.Message, TreeHash: plumbing.NewHash(req.Tree)}
	for _, p := range req.Parents {
		if !isSHA(p) || g.commit(plumbing.NewHash(p)) == nil {
			c.invalid("Parent SHA does not exist or is not a commit jsonObject")
			return
		}
		commit.ParentHashes = append(commit.ParentHashes, plumbing.NewHash(p))
	}
	var err1, err2 error
	commit.Author, err1 = req.Author.signature(c.botSignature())
	commit.Committer, err2 = req.Committer.signature(commit.Author)
	if err1 != nil || err2 != nil {
		c.invalid("Validation Failed", fieldError{Resource: "Commit", Field: "date", Code: "invalid"})
		return
	}
	h, err := g.writeCommit(commit)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return
	}
	commit.Hash = h
	c.w.Header().Set("Location", c.apiURL("/git/commits/"+h.String()))
	c.json(http.StatusCreated, c.gitCommitJSON(commit))
}

// getCommit is GET /repos/{owner}/{repo}/git/commits/{commit_sha}.
func (s *Server) getCommit(c *call) {
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	sha := c.r.PathValue("sha")
	commit := g.commit(plumbing.NewHash(sha))
	if !isSHA(sha) || commit == nil {
		c.notFound()
		return
	}
	c.json(http.StatusOK, c.gitCommitJSON(commit))
}

// gitUserJSON is a commit's author or committer.
func gitUserJSON(sig signature) jsonObject {
	return jsonObject{"name": sig.Name, "email": sig.Email, "date": timestamp(sig.When)}
}

// gitCommitJSON is a git-commit.
func (c *call) gitCommitJSON(commit *object.Commit) jsonObject {
	sha := commit.Hash.String()
	parents := []jsonObject{}
	for _, p := range commit.ParentHashes {
		parents = append(parents, jsonObject{"sha": p.String(), "url": c.apiURL("/git/commits/" + p.String()),
			"html_url": c.htmlURL("/commit/" + p.String())})
	}
	return jsonObject{
		"sha": sha, "node_id": nodeID("Commit", sha), "url": c.apiURL("/git/commits/" + sha),
		"html_url": c.htmlURL("/commit/" + sha), "author": gitUserJSON(commit.Author),
		"committer": gitUserJSON(commit.Committer), "message": commit.Message, "parents": parents,
		"tree":         jsonObject{"sha": commit.TreeHash.String(), "url": c.apiURL("/git/trees/" + commit.TreeHash.String())},
		"verification": unverified(),
	}
}

// unverified is the verification of an unsigned commit.
func unverified() jsonObject {
	return jsonObject{"verified": false, "reason": "unsigned", "signature": nil, "payload": nil, "verified_at": nil}
}
