package fakegithub

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
)

// actionsApp is GitHub Actions, the App whose check runs CI makes.
const (
	actionsAppID   = 15368
	actionsAppSlug = "github-actions"
)

// ciJobs are the jobs of the generated ci.yml, in the order it lists them.
var ciJobs = []string{"lint", "build", "test"}

// CISetup makes pushes to a repository run CI (RunCI): GitHub Actions runs the jobs of the generated ci.yml
// (lint, build, test) on every branch head and reports them as check runs.
type CISetup struct {
	Repo string `json:"repo"` // owner/name
	// Never: no CI ever reports on the repository's commits (no check run, no delivery).
	Never bool `json:"never,omitempty"`
	// FailedTests > 0 fails the test job with that many failed tests on the branches FailBranches names
	// (prefixes of branch names; every branch when empty): ["preview/"] fails only the previews (newly failing),
	// none also fails the working branch (failing on base too).
	FailedTests  int      `json:"failed_tests,omitempty"`
	FailBranches []string `json:"fail_branches,omitempty"`
	// Forbidden: listing the repository's check runs answers 403, as for an App without checks: read.
	Forbidden bool `json:"forbidden,omitempty"`
}

// CIDelivery is a webhook delivery RunCI made for the App: a check_run, check_suite or workflow_run completion.
type CIDelivery struct {
	Event    string          `json:"event"`
	Delivery string          `json:"delivery"`
	Payload  json.RawMessage `json:"payload"`
}

// ciState is a repository's CI: its setup and the commits it ran on.
type ciState struct {
	setup CISetup
	ran   map[string]bool
}

// SetCI sets how a repository's CI behaves (CISetup); it replaces an earlier setup and forgets the commits run.
func (s *Server) SetCI(c CISetup) error {
	repo, err := gh.ParseRepo(c.Repo)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lookupRepo(repo) == nil {
		return fmt.Errorf("ci: no repository %s", repo)
	}
	if s.ci == nil {
		s.ci = map[string]*ciState{}
	}
	s.ci[repoKey(repo)] = &ciState{setup: c, ran: map[string]bool{}}
	return nil
}

// RunCI runs CI on every branch head of the repositories with a CISetup that it has not run on yet: it records
// the jobs' check runs (GitHub Actions') and returns the deliveries GitHub would send an App subscribed to
// check_run, check_suite and workflow_run, which the test posts (or posts twice, or drops). base is the fake's
// URL, for the payloads' links.
func (s *Server) RunCI(base string) ([]CIDelivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []CIDelivery
	for _, k := range slices.Sorted(maps.Keys(s.ci)) {
		ci, rs := s.ci[k], s.repos[k]
		if ci.setup.Never || rs == nil || rs.gitDir == "" {
			continue
		}
		g, err := openGit(rs.gitDir)
		if err != nil {
			return nil, err
		}
		branches := g.branches()
		for _, b := range slices.Sorted(maps.Keys(branches)) {
			sha := branches[b]
			if ci.ran[sha] {
				continue
			}
			ci.ran[sha] = true
			out = append(out, s.runJobs(base, rs, ci.setup, b, sha)...)
		}
	}
	return out, nil
}

// runJobs records the CI jobs of one commit and returns their deliveries. Callers hold mu.
func (s *Server) runJobs(base string, rs *repoState, setup CISetup, branch, sha string) []CIDelivery {
	failing := setup.FailedTests > 0 && (len(setup.FailBranches) == 0 || slices.ContainsFunc(setup.FailBranches,
		func(p string) bool { return strings.HasPrefix(branch, p) }))
	now := s.now().UTC().Truncate(0)
	suite, runID := s.newID(), s.newID()
	html := base + "/" + rs.repo.String()
	var out []CIDelivery
	overall := "success"
	for _, job := range ciJobs {
		run := &CheckRun{Repo: rs.repo.String(), ID: s.newID(), Name: job, HeadSHA: sha, Status: "completed",
			Conclusion: "success", App: actionsAppSlug, StartedAt: &now, CompletedAt: &now, Title: job,
			Summary: job + " passed", DetailsURL: html + "/actions/runs/" + strconv.FormatInt(runID, 10)}
		if job == "test" && failing {
			run.Conclusion, overall = "failure", "failure"
			run.Summary = fmt.Sprintf("Tests: %d failed, 12 passed", setup.FailedTests)
		}
		run.History = []CheckRunUpdate{{At: now, Name: run.Name, Status: run.Status, Conclusion: run.Conclusion,
			DetailsURL: run.DetailsURL, Title: run.Title, Summary: run.Summary}}
		rs.checkRuns = append(rs.checkRuns, run)
		out = append(out, s.ciDelivery("check_run", map[string]any{"check_run": map[string]any{
			"id": run.ID, "name": job, "head_sha": sha, "status": "completed", "conclusion": run.Conclusion,
			"html_url": html + "/runs/" + strconv.FormatInt(run.ID, 10), "check_suite": map[string]any{"id": suite},
			"app": map[string]any{"id": actionsAppID, "slug": actionsAppSlug}}}, rs))
	}
	out = append(out, s.ciDelivery("check_suite", map[string]any{"check_suite": map[string]any{
		"id": suite, "head_branch": branch, "head_sha": sha, "status": "completed", "conclusion": overall,
		"app": map[string]any{"id": actionsAppID, "slug": actionsAppSlug}}}, rs))
	out = append(out, s.ciDelivery("workflow_run", map[string]any{"workflow_run": map[string]any{
		"id": runID, "name": "CI", "head_branch": branch, "head_sha": sha, "status": "completed",
		"conclusion": overall, "check_suite_id": suite, "html_url": html + "/actions/runs/" + strconv.FormatInt(runID, 10)}}, rs))
	return out
}

// ciDelivery is a completion delivery about rs, from the installation that has it. Callers hold mu.
func (s *Server) ciDelivery(event string, body map[string]any, rs *repoState) CIDelivery {
	body["action"] = "completed"
	body["repository"] = map[string]any{"id": rs.id, "name": rs.repo.Name, "full_name": rs.repo.String(),
		"owner": map[string]any{"login": rs.repo.Owner}}
	for _, inst := range s.installations {
		if _, ok := inst.repos[repoKey(rs.repo)]; ok {
			body["installation"] = map[string]any{"id": inst.id}
		}
	}
	data, _ := json.Marshal(body)
	return CIDelivery{Event: event, Delivery: fmt.Sprintf("fake-ci-%d", s.newID()), Payload: data}
}

// ciForbidden reports whether the repository's checks are hidden from the App (CISetup.Forbidden). Callers
// hold mu.
func (s *Server) ciForbidden(rs *repoState) bool {
	ci := s.ci[repoKey(rs.repo)]
	return ci != nil && ci.setup.Forbidden
}

// runApp is the App that made a check run: the App itself, or GitHub Actions for CI's runs. Callers hold mu.
func (c *call) runApp(run *CheckRun) jsonObject {
	if run.App != actionsAppSlug {
		return c.app()
	}
	app := c.app()
	app["id"], app["slug"], app["name"] = actionsAppID, actionsAppSlug, "GitHub Actions"
	app["node_id"] = nodeID("Integration", actionsAppID)
	app["owner"] = c.user("github", orgKind)
	app["html_url"] = c.web + "/apps/" + actionsAppSlug
	return app
}

// runAppID is the id of the App that made a check run.
func (s *Server) runAppID(run *CheckRun) int64 {
	if run.App == actionsAppSlug {
		return actionsAppID
	}
	return s.appID
}

// serveCI is POST /_fake/ci: RunCI, answered with its deliveries.
func (s *Server) serveCI(w http.ResponseWriter, r *http.Request) {
	out, err := s.RunCI("http://" + r.Host)
	if err != nil {
		writeGitHubError(w, http.StatusInternalServerError, "fakegithub ci: "+err.Error())
		return
	}
	if out == nil {
		out = []CIDelivery{}
	}
	writeJSON(w, http.StatusOK, out)
}
