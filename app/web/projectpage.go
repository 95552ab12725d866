package web

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
)

// buildsPerPage is how many builds the project page lists; older ones are a page further.
const buildsPerPage = 50

// buildRow is a build in the project's list and in its live updates.
type buildRow struct {
	ID       string         `json:"id"`
	URL      string         `json:"url"`
	Trigger  string         `json:"trigger"`
	Source   string         `json:"source"`
	Status   string         `json:"status"`
	Created  string         `json:"created"`
	Duration string         `json:"duration"`
	Targets  []targetStatus `json:"targets"`
	Done     bool           `json:"done"`
}

type targetStatus struct {
	Target string `json:"target"`
	Status string `json:"status"`
	// Duration is how long the target took to generate, once known.
	Duration string `json:"duration"`
}

func rowOf(org store.Org, b builds.Build) buildRow {
	row := buildRow{ID: b.ID, URL: "/orgs/" + org.Login + "/builds/" + b.ID, Trigger: string(b.Trigger), Source: b.Source,
		Status: string(b.Status), Created: b.CreatedAt.UTC().Format("2006-01-02 15:04:05 UTC"), Duration: duration(b),
		Done: b.Status.Done()}
	for _, t := range b.Targets {
		row.Targets = append(row.Targets, targetStatus{Target: t.Target, Status: t.Status, Duration: took(t.StartedAt, t.FinishedAt)})
	}
	return row
}

// duration is how long a build ran (so far, while it runs).
func duration(b builds.Build) string {
	if b.StartedAt == nil {
		return ""
	}
	end := time.Now()
	if b.FinishedAt != nil {
		end = *b.FinishedAt
	}
	return took(b.StartedAt, &end)
}

// took is the time from start to end to the tenth of a second (a shorter one in milliseconds), "" when either
// is unknown.
func took(start, end *time.Time) string {
	if start == nil || end == nil {
		return ""
	}
	d := end.Sub(*start)
	if d < 100*time.Millisecond {
		return d.Round(time.Millisecond).String()
	}
	return d.Round(100 * time.Millisecond).String()
}

// projectBuilds lists a page of the project's builds, newest first (before: the cursor).
func (w *Web) projectBuilds(r *http.Request, v *visit) ([]buildRow, string, error) {
	list, err := w.opts.Store.Builds(r.Context(), store.BuildFilter{OrgID: v.org.ID, ProjectID: v.project.ID,
		Before: r.URL.Query().Get("before"), Limit: buildsPerPage})
	if err != nil {
		return nil, "", err
	}
	rows := make([]buildRow, len(list))
	for i, b := range list {
		rows[i] = rowOf(v.org, b)
	}
	next := ""
	if len(list) == buildsPerPage {
		next = list[len(list)-1].ID
	}
	return rows, next, nil
}

func (w *Web) projectPage(rw http.ResponseWriter, r *http.Request, v *visit) error {
	return w.projectPageWith(rw, r, v, http.StatusOK, projectNotice{})
}

// projectNotice is what the project page says went wrong: a build that could not start, or settings not kept.
type projectNotice struct{ Build, Settings string }

// requestError is the message of an error the user can fix (a build the API would refuse with a 4xx).
func requestError(err error) (string, bool) {
	var e *api.Error
	if errors.As(err, &e) && e.Status < http.StatusInternalServerError {
		return e.Message, true
	}
	return "", false
}

// projectPageWith renders the project page, with what went wrong when something did.
func (w *Web) projectPageWith(rw http.ResponseWriter, r *http.Request, v *visit, status int, notice projectNotice) error {
	rows, next, err := w.projectBuilds(r, v)
	if err != nil {
		return err
	}
	tokens, err := w.opts.Store.Tokens(r.Context(), v.org.ID)
	if err != nil {
		return err
	}
	var repos []sdkRepoField
	for _, t := range w.repoTargets(v.project) {
		repos = append(repos, sdkRepoField{Target: t, Repo: v.project.SDKRepos[t]})
	}
	path := projectPath(v.org, v.project)
	w.render(rw, r, status, "project", withVisit(v, v.project.Name, map[string]any{
		"Org": v.org, "Project": v.project, "Path": path, "Builds": rows, "Next": next, "Live": anyRunning(rows),
		"FailOnLevels": store.FailOnLevels(), "SDKRepos": repos, "Tokens": tokens, "Back": path,
		"SettingsError": notice.Settings, "BuildError": notice.Build, "CanBuild": w.canBuild(v.project),
		"Polled": v.project.Spec.Kind == store.SpecFromURL}))
	return nil
}

// canBuild tells whether the project has what a build needs: an uploaded spec and its sdkgen.yml, or a spec in a
// repository this service reads.
func (w *Web) canBuild(p store.OrgProject) bool {
	if p.Spec.Kind == store.SpecFromRepo {
		return w.opts.Repos != nil
	}
	return len(p.Spec.Upload) > 0 && len(p.Config) > 0
}

type sdkRepoField struct{ Target, Repo string }

// repoTargets are the targets that may have an SDK repository: the configured ones, and any that has one.
func (w *Web) repoTargets(p store.OrgProject) []string {
	var out []string
	configured := apibuild.ConfiguredTargets(w.opts.Logger, w.opts.Registry, p.Spec.Upload, p.Config)
	for _, t := range w.opts.Registry.Keys() {
		if slices.Contains(configured, t) || p.SDKRepos[t] != "" {
			out = append(out, t)
		}
	}
	return out
}

func anyRunning(rows []buildRow) bool {
	for _, r := range rows {
		if !r.Done {
			return true
		}
	}
	return false
}

// projectBuildsJSON is the project page's live update: its first page of builds.
func (w *Web) projectBuildsJSON(rw http.ResponseWriter, r *http.Request, v *visit) error {
	rows, _, err := w.projectBuilds(r, v)
	if err != nil {
		return err
	}
	return writeJSON(rw, map[string]any{"builds": rows, "done": !anyRunning(rows)})
}

// createToken makes an API token of the organization and shows it, once.
func (w *Web) createToken(rw http.ResponseWriter, r *http.Request, v *visit) error {
	name := strings.TrimSpace(r.PostFormValue("name"))
	if name == "" {
		name = "web: " + v.sess.UserLogin
	}
	tok, secret, err := w.opts.Store.CreateToken(r.Context(), v.org.ID, name)
	if err != nil {
		return err
	}
	w.opts.Logger.InfoContext(r.Context(), "web: token created", "user", v.sess.UserLogin, "token_id", tok.ID)
	w.render(rw, r, http.StatusCreated, "token", withVisit(v, "New API token", map[string]any{
		"Org": v.org, "Token": tok, "Secret": secret, "Back": w.back(r, v)}))
	return nil
}

// revokeToken revokes one of the organization's tokens.
func (w *Web) revokeToken(rw http.ResponseWriter, r *http.Request, v *visit) error {
	if err := w.opts.Store.RevokeToken(r.Context(), v.org.ID, r.PathValue("token")); err != nil {
		return errNotFound
	}
	w.opts.Logger.InfoContext(r.Context(), "web: token revoked", "user", v.sess.UserLogin, "token_id", r.PathValue("token"))
	http.Redirect(rw, r, w.back(r, v)+"#tokens", http.StatusSeeOther)
	return nil
}

// back is the form's page to return to: a page of the same organization, never another site.
func (w *Web) back(r *http.Request, v *visit) string {
	orgPath := "/orgs/" + v.org.Login
	back := r.PostFormValue("back")
	if back == orgPath || strings.HasPrefix(back, orgPath+"/projects/") && !strings.ContainsAny(back, "\\?#") {
		return back
	}
	return orgPath
}
