package fakegithub

import (
	"cmp"
	"net/http"
	"slices"
	"strconv"
	"strings"
)

// pullJSON is a pull-request-simple, or with full a pull-request (with merge state and change counts). Callers
// hold mu.
func (c *call) pullJSON(ps *pullState, full bool) jsonObject {
	n := strconv.Itoa(ps.Number)
	self, html, issue := c.apiURL("/pulls/"+n), c.htmlURL("/pull/"+n), c.apiURL("/issues/"+n)
	statuses := c.apiURL("/statuses/" + ps.Head.SHA)
	links := jsonObject{}
	for rel, href := range map[string]string{"self": self, "html": html, "issue": issue,
		"comments": issue + "/comments", "review_comments": self + "/comments",
		"review_comment": c.apiURL("/pulls/comments{/number}"), "commits": self + "/commits", "statuses": statuses} {
		links[rel] = jsonObject{"href": href}
	}
	out := jsonObject{
		"url": self, "id": ps.ID, "node_id": nodeID("PullRequest", ps.ID), "html_url": html,
		"diff_url": html + ".diff", "patch_url": html + ".patch", "issue_url": issue,
		"commits_url": self + "/commits", "review_comments_url": self + "/comments",
		"review_comment_url": c.apiURL("/pulls/comments{/number}"), "comments_url": issue + "/comments",
		"statuses_url": statuses, "number": ps.Number, "state": ps.State, "locked": false, "title": ps.Title,
		"user": c.user(ps.User, ""), "body": optString(ps.Body), "labels": []jsonObject{}, "milestone": nil,
		"active_lock_reason": nil, "created_at": timestamp(ps.created), "updated_at": timestamp(ps.updated),
		"closed_at": optTime(ps.closed), "merged_at": optTime(ps.merged),
		"merge_commit_sha": optString(ps.MergeCommitSHA), "assignee": nil, "assignees": []jsonObject{},
		"requested_reviewers": c.reviewersJSON(ps), "requested_teams": c.teamsJSON(ps), "head": c.pullBranch(ps.Head),
		"base": c.pullBranch(ps.Base), "_links": links, "author_association": "CONTRIBUTOR", "auto_merge": nil,
		"draft": ps.Draft,
	}
	if full {
		c.addPullCounts(out, ps)
	}
	return out
}

// pullBranch is the head or base of a pull request.
func (c *call) pullBranch(b PullRequestBranch) jsonObject {
	owner := c.repo.repo.Owner
	return jsonObject{"label": owner + ":" + b.Ref, "ref": b.Ref, "sha": b.SHA,
		"user": c.user(owner, c.ownerKind(owner)), "repo": c.repository(c.repo)}
}

// addPullCounts adds what only a single pull request shows: merge state, comment and change counts.
func (c *call) addPullCounts(out jsonObject, ps *pullState) {
	files := c.pullFiles(ps)
	additions, deletions, comments := 0, 0, 0
	for _, f := range files {
		additions += f.Additions
		deletions += f.Deletions
	}
	for _, cm := range c.repo.comments {
		if cm.number == ps.Number {
			comments++
		}
	}
	var mergeable any = true
	state := "clean"
	if ps.State != "open" {
		mergeable, state = nil, "unknown"
	}
	var mergedBy any
	if ps.Merged {
		mergedBy = c.user(cmp.Or(ps.MergedBy, ps.User), "")
	}
	out["merged"], out["mergeable"], out["rebaseable"], out["mergeable_state"] = ps.Merged, mergeable, mergeable, state
	out["merged_by"], out["comments"], out["review_comments"], out["maintainer_can_modify"] = mergedBy, comments, 0, false
	out["commits"], out["additions"], out["deletions"], out["changed_files"] = c.pullCommits(ps), additions, deletions, len(files)
}

// pullByNumber reads the {number} of a pull request route; an unknown pull request answers 404.
func (c *call) pullByNumber() (*pullState, bool) {
	n, ok := c.pathInt("number")
	if !ok {
		return nil, false
	}
	ps := c.repo.pulls[int(n)]
	if ps == nil {
		c.notFound()
		return nil, false
	}
	c.followBranches(ps)
	return ps, true
}

// followBranches moves a tracked open pull request's head and base SHAs to where their git branches are now.
func (c *call) followBranches(ps *pullState) {
	if !ps.track || ps.State != "open" || c.repo.gitDir == "" {
		return
	}
	g, err := openGit(c.repo.gitDir)
	if err != nil {
		return
	}
	for _, b := range []*PullRequestBranch{&ps.Head, &ps.Base} {
		if h, ok := g.branch(b.Ref); ok {
			b.SHA = h.String()
		}
	}
}

// listPulls is GET /repos/{owner}/{repo}/pulls.
func (s *Server) listPulls(c *call) {
	q := c.r.URL.Query()
	state := q.Get("state")
	if state == "" {
		state = "open"
	}
	if state != "open" && state != "closed" && state != "all" {
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "state", Code: "invalid"})
		return
	}
	_, head, hasOwner := strings.Cut(q.Get("head"), ":")
	if !hasOwner {
		head = q.Get("head")
	}
	var match []*pullState
	for _, ps := range c.repo.sortedPulls() {
		c.followBranches(ps)
		if (state == "all" || ps.State == state) && (head == "" || ps.Head.Ref == head) &&
			(q.Get("base") == "" || ps.Base.Ref == q.Get("base")) {
			match = append(match, ps)
		}
	}
	sortPulls(match, q.Get("sort"), q.Get("direction"))
	out := []jsonObject{}
	for _, ps := range paginate(c, match) {
		out = append(out, c.pullJSON(ps, false))
	}
	c.json(http.StatusOK, out)
}

// sortPulls orders pull requests as the list operation asks: by creation (the default, newest first) or update.
func sortPulls(pulls []*pullState, by, direction string) {
	if direction == "" {
		direction = "desc"
		if by != "" && by != "created" {
			direction = "asc"
		}
	}
	slices.SortStableFunc(pulls, func(a, b *pullState) int {
		ka, kb := a.created, b.created
		if by == "updated" {
			ka, kb = a.updated, b.updated
		}
		cmp := ka.Compare(kb)
		if cmp == 0 {
			cmp = a.Number - b.Number
		}
		if direction == "desc" {
			return -cmp
		}
		return cmp
	})
}

// createPullRequest is the body of POST /repos/{owner}/{repo}/pulls.
type createPullRequest struct {
	Title *string `json:"title"`
	Head  string  `json:"head"`
	Base  string  `json:"base"`
	Body  string  `json:"body"`
	Draft bool    `json:"draft"`
}

// createPull is POST /repos/{owner}/{repo}/pulls, by the App's bot, from a head branch of the same repository.
func (s *Server) createPull(c *call) {
	var req createPullRequest
	if !c.decode(&req) {
		return
	}
	ps, ok := c.newPull(req)
	if !ok {
		return
	}
	c.repo.lastNumber++
	ps.Number, ps.ID = c.repo.lastNumber, s.newID()
	c.repo.pulls[ps.Number] = ps
	out := c.pullJSON(ps, true)
	c.w.Header().Set("Location", out["url"].(string))
	c.json(http.StatusCreated, out)
}

// newPull checks a create request against the repository's branches and pull requests and returns the pull
// request it makes; otherwise it answers 422 as GitHub does.
func (c *call) newPull(req createPullRequest) (*pullState, bool) {
	switch {
	case req.Title == nil || *req.Title == "":
		c.missing("PullRequest", "title")
		return nil, false
	case req.Head == "":
		c.missing("PullRequest", "head")
		return nil, false
	case req.Base == "":
		c.missing("PullRequest", "base")
		return nil, false
	}
	owner, head, hasOwner := strings.Cut(req.Head, ":")
	if !hasOwner {
		head = req.Head
	} else if !strings.EqualFold(owner, c.repo.repo.Owner) {
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "head", Code: "invalid"})
		return nil, false
	}
	headSHA, baseSHA, ok := c.pullBranchSHAs(head, req.Base)
	if !ok {
		return nil, false
	}
	for _, ps := range c.repo.pulls {
		if ps.State == "open" && ps.Head.Ref == head && ps.Base.Ref == req.Base {
			c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Code: "custom",
				Message: "A pull request already exists for " + c.repo.repo.Owner + ":" + head + "."})
			return nil, false
		}
	}
	now := c.s.now()
	return &pullState{PullRequest: PullRequest{Repo: c.repo.repo.String(), Title: *req.Title, Body: req.Body,
		State: "open", Draft: req.Draft, User: c.s.botLogin(), Head: PullRequestBranch{Ref: head, SHA: headSHA},
		Base: PullRequestBranch{Ref: req.Base, SHA: baseSHA}}, created: now, updated: now, track: true}, true
}

// pullBranchSHAs returns the commits of the head and base branches of a new pull request; missing branches, or a
// head with no commits the base lacks, answer 422.
func (c *call) pullBranchSHAs(head, base string) (string, string, bool) {
	var g *gitRepo
	if c.repo.gitDir != "" {
		g, _ = openGit(c.repo.gitDir)
	}
	if g == nil {
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "head", Code: "invalid"})
		return "", "", false
	}
	baseHash, okBase := g.branch(base)
	headHash, okHead := g.branch(head)
	switch {
	case !okBase:
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "base", Code: "invalid"})
		return "", "", false
	case !okHead:
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "head", Code: "invalid"})
		return "", "", false
	case isFastForward(g, headHash, baseHash):
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Code: "custom",
			Message: "No commits between " + base + " and " + head})
		return "", "", false
	}
	return headHash.String(), baseHash.String(), true
}

// getPull is GET /repos/{owner}/{repo}/pulls/{pull_number}.
func (s *Server) getPull(c *call) {
	if ps, ok := c.pullByNumber(); ok {
		c.json(http.StatusOK, c.pullJSON(ps, true))
	}
}

// updatePullRequest is the body of PATCH /repos/{owner}/{repo}/pulls/{pull_number}.
type updatePullRequest struct {
	Title *string `json:"title"`
	Body  *string `json:"body"`
	State *string `json:"state"`
	Base  *string `json:"base"`
}

// updatePull is PATCH /repos/{owner}/{repo}/pulls/{pull_number}.
func (s *Server) updatePull(c *call) {
	ps, ok := c.pullByNumber()
	if !ok {
		return
	}
	var req updatePullRequest
	if !c.decode(&req) {
		return
	}
	if req.State != nil && *req.State != "open" && *req.State != "closed" {
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "state", Code: "invalid"})
		return
	}
	if req.Base != nil && !c.setPullBase(ps, *req.Base) {
		return
	}
	now := s.now()
	if req.Title != nil {
		ps.Title = *req.Title
	}
	if req.Body != nil {
		ps.Body = *req.Body
	}
	if req.State != nil && *req.State != ps.State && !ps.Merged {
		ps.State, ps.closed = *req.State, nil
		if ps.State == "closed" {
			ps.closed = &now
		}
	}
	ps.updated = now
	c.json(http.StatusOK, c.pullJSON(ps, true))
}

// setPullBase retargets a pull request to branch base, which must exist; otherwise it answers 422.
func (c *call) setPullBase(ps *pullState, base string) bool {
	var sha string
	if c.repo.gitDir != "" {
		if g, err := openGit(c.repo.gitDir); err == nil {
			if h, ok := g.branch(base); ok {
				sha = h.String()
			}
		}
	}
	if sha == "" {
		c.invalid("Validation Failed", fieldError{Resource: "PullRequest", Field: "base", Code: "invalid"})
		return false
	}
	ps.Base = PullRequestBranch{Ref: base, SHA: sha}
	return true
}

// listPullFiles is GET /repos/{owner}/{repo}/pulls/{pull_number}/files.
func (s *Server) listPullFiles(c *call) {
	ps, ok := c.pullByNumber()
	if !ok {
		return
	}
	out := []jsonObject{}
	for _, f := range paginate(c, c.pullFiles(ps)) {
		out = append(out, c.diffEntryJSON(f, ps.Head.SHA))
	}
	c.json(http.StatusOK, out)
}

// diffEntryJSON is a diff-entry of the pull request whose head is headSHA.
func (c *call) diffEntryJSON(f PullRequestFile, headSHA string) jsonObject {
	p := escapePath(f.Filename)
	out := jsonObject{
		"sha": optString(f.SHA), "filename": f.Filename, "status": f.Status, "additions": f.Additions,
		"deletions": f.Deletions, "changes": f.Additions + f.Deletions,
		"blob_url": c.htmlURL("/blob/" + headSHA + "/" + p), "raw_url": c.htmlURL("/raw/" + headSHA + "/" + p),
		"contents_url": c.apiURL("/contents/" + p + "?ref=" + headSHA),
	}
	if f.Patch != "" {
		out["patch"] = f.Patch
	}
	if f.PreviousFilename != "" {
		out["previous_filename"] = f.PreviousFilename
	}
	return out
}
