package fakegithub

import (
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// maxCommentLength is GitHub's limit on a comment's body, in characters.
const maxCommentLength = 65536

// issueRoutes are the comment operations under /repos/{owner}/{repo}/issues/, by method: those on a comment
// (comments/{id}) and those on a pull request's comments ({number}/comments).
var issueRoutes = map[string]struct {
	onComment, onIssue   func(*Server, *call)
	commentDoc, issueDoc string
}{
	"GET":    {(*Server).getComment, (*Server).listComments, "#get-an-issue-comment", "#list-issue-comments"},
	"POST":   {nil, (*Server).createComment, "", "#create-an-issue-comment"},
	"PATCH":  {(*Server).updateComment, nil, "#update-an-issue-comment", ""},
	"DELETE": {(*Server).deleteComment, nil, "#delete-an-issue-comment", ""},
}

// routeIssues serves /repos/{owner}/{repo}/issues/{rest...}.
func (s *Server) routeIssues(c *call) {
	route := issueRoutes[c.r.Method]
	first, second, _ := strings.Cut(c.r.PathValue("rest"), "/")
	switch {
	case first == "comments" && second != "" && !strings.Contains(second, "/") && route.onComment != nil:
		c.r.SetPathValue("id", second)
		c.doc += route.commentDoc
		route.onComment(s, c)
	case second == "comments" && route.onIssue != nil:
		c.r.SetPathValue("number", first)
		c.doc += route.issueDoc
		route.onIssue(s, c)
	default:
		c.notFound()
	}
}

// commentJSON is an issue-comment. Callers hold mu.
func (c *call) commentJSON(cm *commentState) jsonObject {
	id := strconv.FormatInt(cm.id, 10)
	number := strconv.Itoa(cm.number)
	var viaApp any
	if cm.user == c.s.botLogin() {
		viaApp = c.app()
	}
	apiURL := c.apiURL("/issues/comments/" + id)
	return jsonObject{
		"id": cm.id, "node_id": nodeID("IssueComment", cm.id), "url": apiURL,
		"html_url": c.htmlURL("/pull/" + number + "#issuecomment-" + id), "issue_url": c.apiURL("/issues/" + number),
		"body": cm.body, "user": c.user(cm.user, ""), "author_association": "NONE",
		"created_at": timestamp(cm.created), "updated_at": timestamp(cm.updated),
		"performed_via_github_app": viaApp, "reactions": reactions(apiURL),
	}
}

// issueNumber reads the {number} of an issue route; a number that is no pull request of the repository answers 404.
func (c *call) issueNumber() (int, bool) {
	n, ok := c.pathInt("number")
	if !ok {
		return 0, false
	}
	if c.repo.pulls[int(n)] == nil {
		c.notFound()
		return 0, false
	}
	return int(n), true
}

// listComments is GET /repos/{owner}/{repo}/issues/{issue_number}/comments: oldest first, paginated.
func (s *Server) listComments(c *call) {
	number, ok := c.issueNumber()
	if !ok {
		return
	}
	var since time.Time
	if v := c.r.URL.Query().Get("since"); v != "" {
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			c.invalid("Validation Failed", fieldError{Resource: "Issue", Field: "since", Code: "invalid"})
			return
		}
		since = t
	}
	var all []*commentState
	for _, cm := range c.repo.comments {
		if cm.number == number && !cm.updated.Before(since) {
			all = append(all, cm)
		}
	}
	out := []jsonObject{}
	for _, cm := range paginate(c, all) {
		out = append(out, c.commentJSON(cm))
	}
	c.json(http.StatusOK, out)
}

// commentBody reads the body of a comment create or update; a missing, empty or too long one answers 422.
func (c *call) commentBody() (string, bool) {
	var req struct {
		Body *string `json:"body"`
	}
	if !c.decode(&req) {
		return "", false
	}
	switch {
	case req.Body == nil || *req.Body == "":
		c.missing("IssueComment", "body")
		return "", false
	case utf8.RuneCountInString(*req.Body) > maxCommentLength:
		c.invalid("Validation Failed", fieldError{Resource: "IssueComment", Field: "body", Code: "custom",
			Message: "body is too long (maximum is 65536 characters)"})
		return "", false
	}
	return *req.Body, true
}

// createComment is POST /repos/{owner}/{repo}/issues/{issue_number}/comments, by the App's bot.
func (s *Server) createComment(c *call) {
	number, ok := c.issueNumber()
	if !ok {
		return
	}
	body, ok := c.commentBody()
	if !ok {
		return
	}
	now := s.now()
	cm := &commentState{id: s.newID(), number: number, user: s.botLogin(), body: body, created: now, updated: now}
	c.repo.comments = append(c.repo.comments, cm)
	out := c.commentJSON(cm)
	c.w.Header().Set("Location", out["url"].(string))
	c.json(http.StatusCreated, out)
}

// commentByID reads the {id} of a comment route; an unknown comment answers 404.
func (c *call) commentByID() (*commentState, bool) {
	id, ok := c.pathInt("id")
	if !ok {
		return nil, false
	}
	cm := c.repo.comment(id)
	if cm == nil {
		c.notFound()
		return nil, false
	}
	return cm, true
}

// getComment is GET /repos/{owner}/{repo}/issues/comments/{comment_id}.
func (s *Server) getComment(c *call) {
	if cm, ok := c.commentByID(); ok {
		c.json(http.StatusOK, c.commentJSON(cm))
	}
}

// updateComment is PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}.
func (s *Server) updateComment(c *call) {
	cm, ok := c.commentByID()
	if !ok {
		return
	}
	body, ok := c.commentBody()
	if !ok {
		return
	}
	cm.body, cm.updated = body, s.now()
	c.json(http.StatusOK, c.commentJSON(cm))
}

// deleteComment is DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}.
func (s *Server) deleteComment(c *call) {
	cm, ok := c.commentByID()
	if !ok {
		return
	}
	for i, x := range c.repo.comments {
		if x == cm {
			c.repo.comments = append(c.repo.comments[:i], c.repo.comments[i+1:]...)
			break
		}
	}
	c.noContent()
}
