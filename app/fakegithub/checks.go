package fakegithub

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-git/go-git/v5/plumbing"
)

// GitHub's limits on a check run's output.
const (
	maxOutputLength      = 65535
	maxAnnotationsPerReq = 50
)

// checkRunRequest is the body of a check run create or update; nil fields were not sent.
type checkRunRequest struct {
	Name        *string         `json:"name"`
	HeadSHA     *string         `json:"head_sha"`
	DetailsURL  *string         `json:"details_url"`
	ExternalID  *string         `json:"external_id"`
	Status      *string         `json:"status"`
	StartedAt   *time.Time      `json:"started_at"`
	Conclusion  *string         `json:"conclusion"`
	CompletedAt *time.Time      `json:"completed_at"`
	Output      *checkRunOutput `json:"output"`
}

// checkRunOutput is a check run's output as sent.
type checkRunOutput struct {
	Title       *string      `json:"title"`
	Summary     *string      `json:"summary"`
	Text        *string      `json:"text"`
	Annotations []Annotation `json:"annotations"`
}

var (
	checkStatuses    = []string{"queued", "in_progress", "completed"}
	checkConclusions = []string{"success", "failure", "neutral", "cancelled", "skipped", "timed_out", "action_required"}
	annotationLevels = []string{"notice", "warning", "failure"}
)

// checkRunInvalid returns the field error of the first thing GitHub would refuse in req, nil when it is valid.
func checkRunInvalid(req checkRunRequest) *fieldError {
	bad := func(field, code, msg string) *fieldError {
		return &fieldError{Resource: "CheckRun", Field: field, Code: code, Message: msg}
	}
	switch {
	case req.Status != nil && !slices.Contains(checkStatuses, *req.Status):
		return bad("status", "invalid", "")
	case req.Conclusion != nil && !slices.Contains(checkConclusions, *req.Conclusion):
		return bad("conclusion", "invalid", "")
	case req.Output == nil:
		return nil
	case req.Output.Title == nil || *req.Output.Title == "":
		return bad("output.title", "missing_field", "")
	case req.Output.Summary == nil || *req.Output.Summary == "":
		return bad("output.summary", "missing_field", "")
	case len(req.Output.Annotations) > maxAnnotationsPerReq:
		return bad("output.annotations", "custom", fmt.Sprintf("Only %d annotations are allowed per request", maxAnnotationsPerReq))
	}
	for _, field := range []*string{req.Output.Summary, req.Output.Text} {
		if field != nil && utf8.RuneCountInString(*field) > maxOutputLength {
			return bad("output", "custom", fmt.Sprintf("Only %d characters are allowed; %d were supplied.",
				maxOutputLength, utf8.RuneCountInString(*field)))
		}
	}
	for i, a := range req.Output.Annotations {
		if a.Path == "" || a.StartLine <= 0 || a.EndLine < a.StartLine || a.Message == "" ||
			!slices.Contains(annotationLevels, a.Level) {
			return bad(fmt.Sprintf("output.annotations[%d]", i), "invalid", "")
		}
	}
	return nil
}

// apply changes run as req asks, the way GitHub does: a conclusion completes the run, completing needs one.
func (req checkRunRequest) apply(run *CheckRun, now time.Time) *fieldError {
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = *src
		}
	}
	set(&run.Name, req.Name)
	set(&run.DetailsURL, req.DetailsURL)
	set(&run.ExternalID, req.ExternalID)
	set(&run.Status, req.Status)
	set(&run.Conclusion, req.Conclusion)
	if req.Conclusion != nil {
		run.Status = "completed"
	}
	if run.Status == "completed" && run.Conclusion == "" {
		return &fieldError{Resource: "CheckRun", Field: "conclusion", Code: "missing_field"}
	}
	switch {
	case req.StartedAt != nil:
		run.StartedAt = req.StartedAt
	case run.StartedAt == nil:
		run.StartedAt = &now
	}
	switch {
	case req.CompletedAt != nil:
		run.CompletedAt = req.CompletedAt
	case run.Status == "completed" && run.CompletedAt == nil:
		run.CompletedAt = &now
	}
	if o := req.Output; o != nil {
		run.Title, run.Summary, run.Text = *o.Title, *o.Summary, ""
		set(&run.Text, o.Text)
		run.Annotations = append(run.Annotations, o.Annotations...)
	}
	return nil
}

// recordUpdate appends the run's state after a request to its history.
func recordUpdate(run *CheckRun, req checkRunRequest, now time.Time) {
	u := CheckRunUpdate{At: now, Name: run.Name, Status: run.Status, Conclusion: run.Conclusion,
		DetailsURL: run.DetailsURL, Title: run.Title, Summary: run.Summary, Text: run.Text}
	if req.Output != nil {
		u.Annotations = slices.Clone(req.Output.Annotations)
	}
	run.History = append(run.History, u)
}

// createCheckRun is POST /repos/{owner}/{repo}/check-runs.
func (s *Server) createCheckRun(c *call) {
	var req checkRunRequest
	if !c.decode(&req) {
		return
	}
	switch {
	case req.Name == nil || *req.Name == "":
		c.missing("CheckRun", "name")
		return
	case req.HeadSHA == nil || *req.HeadSHA == "":
		c.missing("CheckRun", "head_sha")
		return
	case !c.knownCommit(*req.HeadSHA):
		c.invalid("No commit found for SHA: " + *req.HeadSHA)
		return
	}
	if req.Status == nil {
		queued := "queued"
		req.Status = &queued
	}
	run := &CheckRun{Repo: c.repo.repo.String(), ID: s.newID(), HeadSHA: strings.ToLower(*req.HeadSHA)}
	if !c.applyCheckRun(run, req) {
		return
	}
	c.repo.checkRuns = append(c.repo.checkRuns, run)
	out := c.checkRunJSON(run)
	c.w.Header().Set("Location", out["url"].(string))
	c.json(http.StatusCreated, out)
}

// applyCheckRun validates and applies req to run and records it; otherwise it answers 422 and returns false.
func (c *call) applyCheckRun(run *CheckRun, req checkRunRequest) bool {
	if fe := checkRunInvalid(req); fe != nil {
		c.invalid("Validation Failed", *fe)
		return false
	}
	now := c.s.now().UTC().Truncate(time.Second)
	updated := *run
	if fe := req.apply(&updated, now); fe != nil {
		c.invalid("Validation Failed", *fe)
		return false
	}
	*run = updated
	recordUpdate(run, req, now)
	return true
}

// checkRunByID reads the {id} of a check run route; an unknown run answers 404.
func (c *call) checkRunByID() (*CheckRun, bool) {
	id, ok := c.pathInt("id")
	if !ok {
		return nil, false
	}
	run := c.repo.checkRun(id)
	if run == nil {
		c.notFound()
		return nil, false
	}
	return run, true
}

// getCheckRun is GET /repos/{owner}/{repo}/check-runs/{check_run_id}.
func (s *Server) getCheckRun(c *call) {
	if run, ok := c.checkRunByID(); ok {
		c.json(http.StatusOK, c.checkRunJSON(run))
	}
}

// updateCheckRun is PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}.
func (s *Server) updateCheckRun(c *call) {
	run, ok := c.checkRunByID()
	if !ok {
		return
	}
	var req checkRunRequest
	if !c.decode(&req) {
		return
	}
	if req.Name != nil && *req.Name == "" {
		c.missing("CheckRun", "name")
		return
	}
	if c.applyCheckRun(run, req) {
		c.json(http.StatusOK, c.checkRunJSON(run))
	}
}

// getCommitsSub serves the operations under /repos/{owner}/{repo}/commits/{ref}/, whose ref may hold slashes.
func (s *Server) getCommitsSub(c *call) {
	rest := c.r.PathValue("rest")
	if ref, ok := strings.CutSuffix(rest, "/check-runs"); ok && ref != "" {
		s.listCheckRunsForRef(c, ref)
		return
	}
	if ref, ok := strings.CutSuffix(rest, "/status"); ok && ref != "" {
		c.doc = docs + "commits/statuses#get-the-combined-status-for-a-specific-reference"
		s.getCombinedStatus(c, ref)
		return
	}
	c.notFound()
}

// listCheckRunsForRef is GET /repos/{owner}/{repo}/commits/{ref}/check-runs: by default the latest run of each
// name, oldest first, paginated, of every App unless app_id names one (CI's runs are GitHub Actions').
func (s *Server) listCheckRunsForRef(c *call, ref string) {
	sha, ok := c.refSHA(ref)
	if !ok {
		c.invalid("No commit found for SHA: " + ref)
		return
	}
	q := c.r.URL.Query()
	var runs []*CheckRun
	if s.ciForbidden(c.repo) {
		c.fail(http.StatusForbidden, "Resource not accessible by integration")
		return
	}
	for _, run := range c.repo.checkRuns {
		if run.HeadSHA == sha && (q.Get("check_name") == "" || run.Name == q.Get("check_name")) &&
			(q.Get("app_id") == "" || q.Get("app_id") == strconv.FormatInt(s.runAppID(run), 10)) &&
			(q.Get("status") == "" || run.Status == q.Get("status")) {
			runs = append(runs, run)
		}
	}
	if q.Get("filter") != "all" {
		runs = latestByName(runs)
	}
	out := []jsonObject{}
	for _, run := range paginate(c, runs) {
		out = append(out, c.checkRunJSON(run))
	}
	c.json(http.StatusOK, jsonObject{"total_count": len(runs), "check_runs": out})
}

// latestByName keeps the newest run of each name, in creation order.
func latestByName(runs []*CheckRun) []*CheckRun {
	latest := map[string]int64{}
	for _, r := range runs {
		latest[r.Name] = max(latest[r.Name], r.ID)
	}
	return slices.DeleteFunc(runs, func(r *CheckRun) bool { return latest[r.Name] != r.ID })
}

// checkRunJSON is a check-run. Callers hold mu.
func (c *call) checkRunJSON(run *CheckRun) jsonObject {
	id := strconv.FormatInt(run.ID, 10)
	apiURL, html := c.apiURL("/check-runs/"+id), c.htmlURL("/runs/"+id)
	details := run.DetailsURL
	if details == "" {
		details = html
	}
	return jsonObject{
		"id": run.ID, "node_id": nodeID("CheckRun", run.ID), "head_sha": run.HeadSHA, "name": run.Name,
		"external_id": run.ExternalID, "url": apiURL, "html_url": html, "details_url": details,
		"status": run.Status, "conclusion": optString(run.Conclusion), "started_at": optTime(run.StartedAt),
		"completed_at": optTime(run.CompletedAt), "check_suite": jsonObject{"id": c.suiteID(run.HeadSHA)},
		"app": c.runApp(run), "pull_requests": c.minimalPulls(run.HeadSHA),
		"output": jsonObject{"title": optString(run.Title), "summary": optString(run.Summary),
			"text": optString(run.Text), "annotations_count": len(run.Annotations),
			"annotations_url": apiURL + "/annotations"},
	}
}

// suiteID is the id of the App's check suite for head SHA sha, made on first use. Callers hold mu.
func (c *call) suiteID(sha string) int64 {
	id, ok := c.repo.suites[sha]
	if !ok {
		id = c.s.newID()
		c.repo.suites[sha] = id
	}
	return id
}

// minimalPulls are the open pull requests whose head is sha, as check runs list them.
func (c *call) minimalPulls(sha string) []jsonObject {
	out := []jsonObject{}
	repo := jsonObject{"id": c.repo.id, "url": c.repoAPI(c.repo), "name": c.repo.repo.Name}
	for _, ps := range c.repo.sortedPulls() {
		if ps.State == "open" && ps.Head.SHA == sha {
			out = append(out, jsonObject{"id": ps.ID, "number": ps.Number, "url": c.apiURL("/pulls/" + strconv.Itoa(ps.Number)),
				"head": jsonObject{"ref": ps.Head.Ref, "sha": ps.Head.SHA, "repo": repo},
				"base": jsonObject{"ref": ps.Base.Ref, "sha": ps.Base.SHA, "repo": repo}})
		}
	}
	return out
}

// knownCommit reports whether sha is a commit of the repository: one git has, one SetFiles gave files at, or the
// head or base of a pull request (the SHAs of recorded webhook deliveries, which git may not have).
func (c *call) knownCommit(sha string) bool {
	if !isSHA(sha) {
		return false
	}
	sha = strings.ToLower(sha)
	if _, ok := c.repo.files[sha]; ok {
		return true
	}
	for _, ps := range c.repo.pulls {
		if ps.Head.SHA == sha || ps.Base.SHA == sha {
			return true
		}
	}
	if c.repo.gitDir != "" {
		if g, err := openGit(c.repo.gitDir); err == nil {
			return g.commit(plumbing.NewHash(sha)) != nil
		}
	}
	return false
}

// refSHA resolves a ref of the commits operations (a SHA, a branch or a tag) to a commit SHA.
func (c *call) refSHA(ref string) (string, bool) {
	if c.knownCommit(ref) {
		return strings.ToLower(ref), true
	}
	if c.repo.gitDir != "" {
		if g, err := openGit(c.repo.gitDir); err == nil {
			if h, ok := g.resolve(ref); ok {
				return h.String(), true
			}
		}
	}
	return "", false
}
