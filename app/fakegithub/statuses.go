package fakegithub

import (
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"
)

// maxStatusDescription is GitHub's limit on a commit status description, in characters.
const maxStatusDescription = 140

var statusStates = []string{"error", "failure", "pending", "success"}

// createStatus is POST /repos/{owner}/{repo}/statuses/{sha}, by the App's bot.
func (s *Server) createStatus(c *call) {
	sha := c.r.PathValue("sha")
	var req struct {
		State       string `json:"state"`
		TargetURL   string `json:"target_url"`
		Description string `json:"description"`
		Context     string `json:"context"`
	}
	if !c.decode(&req) {
		return
	}
	switch {
	case req.State == "":
		c.missing("Status", "state")
		return
	case !slices.Contains(statusStates, req.State):
		c.invalid("Validation Failed", fieldError{Resource: "Status", Field: "state", Code: "invalid"})
		return
	case utf8.RuneCountInString(req.Description) > maxStatusDescription:
		c.invalid("Validation Failed", fieldError{Resource: "Status", Field: "description", Code: "custom",
			Message: "description is too long (maximum is 140 characters)"})
		return
	case !c.knownCommit(sha):
		c.invalid("No commit found for SHA: " + sha)
		return
	}
	if req.Context == "" {
		req.Context = "default"
	}
	st := &Status{Repo: c.repo.repo.String(), ID: s.newID(), SHA: strings.ToLower(sha), State: req.State,
		Context: req.Context, Description: req.Description, TargetURL: req.TargetURL, CreatedAt: s.now().UTC()}
	c.repo.statuses = append(c.repo.statuses, st)
	out := c.statusJSON(st)
	c.w.Header().Set("Location", out["url"].(string))
	c.json(http.StatusCreated, out)
}

// statusJSON is a status. Callers hold mu.
func (c *call) statusJSON(st *Status) jsonObject {
	bot := c.bot()
	return jsonObject{
		"id": st.ID, "node_id": nodeID("StatusContext", st.ID), "url": c.apiURL("/statuses/" + st.SHA),
		"avatar_url": bot["avatar_url"], "state": st.State, "description": optString(st.Description),
		"target_url": optString(st.TargetURL), "context": st.Context, "created_at": timestamp(st.CreatedAt),
		"updated_at": timestamp(st.CreatedAt), "creator": bot,
	}
}

// getCombinedStatus is GET /repos/{owner}/{repo}/commits/{ref}/status: the latest status of each context and
// their combined state (failure if any failed or errored, else pending if any is pending or there is none, else
// success).
func (s *Server) getCombinedStatus(c *call, ref string) {
	sha, ok := c.refSHA(ref)
	if !ok {
		c.fail(http.StatusNotFound, "No commit found for SHA: "+ref)
		return
	}
	latest := map[string]*Status{}
	var order []string
	for _, st := range c.repo.statuses {
		if st.SHA != sha {
			continue
		}
		if latest[st.Context] == nil {
			order = append(order, st.Context)
		}
		latest[st.Context] = st
	}
	state := "success"
	statuses := []jsonObject{}
	for _, ctx := range order {
		st := latest[ctx]
		switch {
		case st.State == "failure" || st.State == "error":
			state = "failure"
		case st.State == "pending" && state != "failure":
			state = "pending"
		}
		statuses = append(statuses, c.simpleStatusJSON(st))
	}
	if len(order) == 0 {
		state = "pending"
	}
	c.json(http.StatusOK, jsonObject{"state": state, "sha": sha, "total_count": len(statuses),
		"statuses": paginate(c, statuses), "repository": c.repository(c.repo),
		"commit_url": c.apiURL("/commits/" + sha), "url": c.apiURL("/commits/" + sha + "/status")})
}

// simpleStatusJSON is a simple-commit-status.
func (c *call) simpleStatusJSON(st *Status) jsonObject {
	out := c.statusJSON(st)
	delete(out, "creator")
	out["required"] = false
	return out
}
