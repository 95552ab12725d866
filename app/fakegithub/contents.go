package fakegithub

import (
	"encoding/base64"
	"maps"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// contentView is a repository's files at a ref, as the contents API sees them: SetFiles' files at that ref laid
// over the git tree of the commit the ref names.
type contentView struct {
	ref     string
	overlay map[string][]byte // nil when SetFiles gave nothing at ref
	g       *gitRepo
	commit  *object.Commit // nil when git has no such ref
}

// contentEntry is a file or directory of a contentView.
type contentEntry struct {
	path  string
	dir   bool
	sha   string
	size  int64
	data  []byte        // a file's content, when read
	blob  plumbing.Hash // a git file's blob, to read its content lazily
	isGit bool
}

// contentView returns the repository's files at ref (its default branch when empty); false when neither SetFiles
// nor git know the ref.
func (c *call) contentView(ref string) (*contentView, bool) {
	if ref == "" {
		ref = c.repo.defaultBranch
	}
	v := &contentView{ref: ref, overlay: c.repo.files[ref]}
	if v.overlay == nil {
		v.overlay = c.repo.files[strings.TrimPrefix(ref, "refs/heads/")]
	}
	if c.repo.gitDir != "" {
		if g, err := openGit(c.repo.gitDir); err == nil {
			v.g = g
			if h, ok := g.resolve(ref); ok {
				v.commit = g.commit(h)
			}
		}
	}
	return v, v.overlay != nil || v.commit != nil
}

// lookup returns the file or directory at p ("" is the root).
func (v *contentView) lookup(p string) (contentEntry, bool) {
	if data, ok := v.overlay[p]; ok {
		return contentEntry{path: p, sha: blobHash(data).String(), size: int64(len(data)), data: data}, true
	}
	if v.commit != nil {
		if e, ok := v.g.fileAt(v.commit, p); ok && e.Mode != filemode.Submodule {
			return v.gitEntry(p, e), true
		}
	}
	if p == "" || v.overlayHasDir(p) {
		return contentEntry{path: p, dir: true, sha: syntheticTreeSHA(p)}, true
	}
	return contentEntry{}, false
}

// gitEntry is the contentEntry of a git tree entry at p.
func (v *contentView) gitEntry(p string, e *object.TreeEntry) contentEntry {
	if e.Mode == filemode.Dir {
		return contentEntry{path: p, dir: true, sha: e.Hash.String(), isGit: true}
	}
	return contentEntry{path: p, sha: e.Hash.String(), size: v.g.blobSize(e.Hash), blob: e.Hash, isGit: true}
}

// overlayHasDir reports whether SetFiles gave a file under directory p.
func (v *contentView) overlayHasDir(p string) bool {
	for f := range v.overlay {
		if strings.HasPrefix(f, p+"/") {
			return true
		}
	}
	return false
}

// syntheticTreeSHA stands for the tree of a directory that only SetFiles' files make up, which has no git tree.
func syntheticTreeSHA(p string) string {
	return plumbing.ComputeHash(plumbing.TreeObject, []byte(p)).String()
}

// list returns the entries of directory dir, sorted by name; SetFiles' entries win over git's.
func (v *contentView) list(dir string) []contentEntry {
	byName := map[string]contentEntry{}
	if v.commit != nil {
		if e, ok := v.g.fileAt(v.commit, dir); ok && e.Mode == filemode.Dir {
			for _, child := range v.g.treeEntries(e.Hash) {
				if child.Mode != filemode.Submodule {
					byName[child.Name] = v.gitEntry(path.Join(dir, child.Name), &child)
				}
			}
		}
	}
	prefix := dir + "/"
	if dir == "" {
		prefix = ""
	}
	for f := range v.overlay {
		rest, ok := strings.CutPrefix(f, prefix)
		if !ok {
			continue
		}
		name, _, nested := strings.Cut(rest, "/")
		if e, ok := v.lookup(path.Join(dir, name)); ok && (!nested || e.dir) {
			byName[name] = e
		}
	}
	var out []contentEntry
	for _, name := range slices.Sorted(maps.Keys(byName)) {
		out = append(out, byName[name])
	}
	return out
}

// content returns a file's bytes.
func (v *contentView) content(e contentEntry) ([]byte, error) {
	if !e.isGit {
		return e.data, nil
	}
	return v.g.readBlob(e.blob)
}

// escapePath escapes each segment of a repository path for a URL.
func escapePath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

// entryJSON is a content item (a file without its content, or a directory).
func (c *call) entryJSON(e contentEntry, ref string) jsonObject {
	self := c.apiURL("/contents/" + escapePath(e.path) + "?ref=" + url.QueryEscape(ref))
	kind, gitURL := "file", c.apiURL("/git/blobs/"+e.sha)
	html := c.htmlURL("/blob/" + escapePath(ref) + "/" + escapePath(e.path))
	var download any = c.web + "/_fake/raw/repos/" + c.repo.repo.String() + "/" + escapePath(e.path) + "?ref=" + url.QueryEscape(ref)
	if e.dir {
		kind, gitURL, download = "dir", c.apiURL("/git/trees/"+e.sha), nil
		html = c.htmlURL("/tree/" + escapePath(ref) + "/" + escapePath(e.path))
	}
	return jsonObject{"type": kind, "name": path.Base("/" + e.path), "path": e.path, "sha": e.sha, "size": e.size,
		"url": self, "git_url": gitURL, "html_url": html, "download_url": download,
		"_links": jsonObject{"self": self, "git": gitURL, "html": html}}
}

// getContents is GET /repos/{owner}/{repo}/contents/{path}: a file (raw with Accept: application/vnd.github.raw)
// or a directory listing.
func (s *Server) getContents(c *call) {
	p, ok := c.contentPath()
	if !ok {
		return
	}
	v, ok := c.contentView(c.r.URL.Query().Get("ref"))
	if !ok {
		c.fail(http.StatusNotFound, "No commit found for the ref "+c.r.URL.Query().Get("ref"))
		return
	}
	e, ok := v.lookup(p)
	if !ok {
		c.notFound()
		return
	}
	if e.dir {
		out := []jsonObject{}
		for _, child := range v.list(p) {
			out = append(out, c.entryJSON(child, v.ref))
		}
		c.json(http.StatusOK, out)
		return
	}
	data, err := v.content(e)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return
	}
	if strings.Contains(c.r.Header.Get("Accept"), ".raw") {
		c.w.Header().Set("Content-Type", "application/octet-stream")
		_, _ = c.w.Write(data)
		return
	}
	out := c.entryJSON(e, v.ref)
	out["content"], out["encoding"] = wrapBase64(data), "base64"
	c.json(http.StatusOK, out)
}

// contentPath reads the {path} of a contents request; one that leaves the repository answers 404.
func (c *call) contentPath() (string, bool) {
	raw := c.r.PathValue("path")
	p := cleanPath(raw)
	if p == "" && strings.Trim(raw, "/.") != "" {
		c.notFound()
		return "", false
	}
	return p, true
}

// getRaw serves a file's bytes at the download_url the contents API hands out.
func (s *Server) getRaw(c *call) {
	p, ok := c.contentPath()
	if !ok {
		return
	}
	v, ok := c.contentView(c.r.URL.Query().Get("ref"))
	e, found := v.lookup(p)
	if !ok || !found || e.dir {
		c.notFound()
		return
	}
	data, err := v.content(e)
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return
	}
	c.w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = c.w.Write(data)
}

// putContentsRequest is the body of PUT /repos/{owner}/{repo}/contents/{path}.
type putContentsRequest struct {
	Message   *string  `json:"message"`
	Content   *string  `json:"content"`
	SHA       string   `json:"sha"`
	Branch    string   `json:"branch"`
	Committer *gitUser `json:"committer"`
	Author    *gitUser `json:"author"`
}

// putContents is PUT /repos/{owner}/{repo}/contents/{path}: a commit that creates (201) or replaces (200) one
// file on a branch.
func (s *Server) putContents(c *call) {
	p := cleanPath(c.r.PathValue("path"))
	var req putContentsRequest
	if p == "" {
		c.notFound()
		return
	}
	if !c.decode(&req) {
		return
	}
	data, ok := c.checkPutContents(req)
	if !ok {
		return
	}
	g, ok := c.gitRepo()
	if !ok {
		return
	}
	if req.Branch == "" {
		req.Branch = c.repo.defaultBranch
	}
	parent, existed, ok := c.putContentsParent(g, req, p)
	if !ok {
		return
	}
	commit, ok := c.commitFile(g, req, p, data, parent)
	if !ok {
		return
	}
	status := http.StatusCreated
	if existed {
		status = http.StatusOK
	}
	content := c.entryJSON(contentEntry{path: p, sha: blobHash(data).String(), size: int64(len(data))}, req.Branch)
	c.json(status, jsonObject{"content": content, "commit": c.gitCommitJSON(commit)})
}

// checkPutContents checks the required fields of a contents write and returns the decoded content.
func (c *call) checkPutContents(req putContentsRequest) ([]byte, bool) {
	switch {
	case req.Message == nil:
		c.invalid("Invalid request.\n\n\"message\" wasn't supplied.")
		return nil, false
	case req.Content == nil:
		c.invalid("Invalid request.\n\n\"content\" wasn't supplied.")
		return nil, false
	}
	data, err := base64.StdEncoding.DecodeString(*req.Content)
	if err != nil {
		c.invalid("content is not valid Base64")
		return nil, false
	}
	return data, true
}

// putContentsParent returns the commit a contents write goes on top of (zero for the first commit of an empty
// repository) and whether the file exists there. A missing branch, or a sha that does not match the file's (or is
// missing for an existing file), answers as GitHub does.
func (c *call) putContentsParent(g *gitRepo, req putContentsRequest, p string) (plumbing.Hash, bool, bool) {
	parent, ok := g.branch(req.Branch)
	if !ok {
		if len(g.refs("refs/heads/")) > 0 {
			c.fail(http.StatusNotFound, "Branch "+req.Branch+" not found")
			return parent, false, false
		}
		return plumbing.ZeroHash, false, true
	}
	e, exists := g.fileAt(g.commit(parent), p)
	switch {
	case exists && e.Mode == filemode.Dir:
		c.invalid("Invalid request.\n\n" + p + " is a directory.")
		return parent, false, false
	case exists && req.SHA == "":
		c.invalid("Invalid request.\n\n\"sha\" wasn't supplied.")
		return parent, false, false
	case exists && req.SHA != e.Hash.String():
		c.fail(http.StatusConflict, p+" does not match "+req.SHA)
		return parent, false, false
	}
	return parent, exists, true
}

// commitFile commits data at p on top of parent and moves the branch there.
func (c *call) commitFile(g *gitRepo, req putContentsRequest, p string, data []byte, parent plumbing.Hash) (*object.Commit, bool) {
	blob, err := g.writeBlob(data)
	var base plumbing.Hash
	var parents []plumbing.Hash
	if !parent.IsZero() {
		base, parents = g.commit(parent).TreeHash, []plumbing.Hash{parent}
	}
	var tree plumbing.Hash
	if err == nil {
		tree, err = g.editTree(base, []treeEdit{{path: p, mode: filemode.Regular, hash: blob}})
	}
	if err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return nil, false
	}
	commit := &object.Commit{Message: *req.Message, TreeHash: tree, ParentHashes: parents}
	commit.Author, _ = req.Author.signature(c.botSignature())
	commit.Committer, _ = req.Committer.signature(commit.Author)
	if commit.Hash, err = g.writeCommit(commit); err != nil {
		c.fail(http.StatusInternalServerError, err.Error())
		return nil, false
	}
	if !c.moveRef(g, plumbing.NewBranchReferenceName(req.Branch).String(), commit.Hash, parent) {
		return nil, false
	}
	return commit, true
}
