package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/initconfig"
)

// orgs lists the user's organizations (those where the App is installed and they have access) and the accounts
// they could install it on, read from GitHub again when the list is older than OrgsTTL.
func (w *Web) orgs(rw http.ResponseWriter, r *http.Request, v *visit) error {
	stale := w.refreshOrgs(r, v, false)
	orgs, err := w.opts.Store.OrgsOf(r.Context(), v.sess.UserLogin)
	if err != nil {
		return err
	}
	w.render(rw, r, http.StatusOK, "orgs", withVisit(v, "Organizations", map[string]any{
		"Orgs": orgs, "Installable": v.sess.Installable, "InstallURL": w.opts.OAuth.InstallURL(), "Stale": stale}))
	return nil
}

// orgPage lists an organization's projects and its API tokens.
func (w *Web) orgPage(rw http.ResponseWriter, r *http.Request, v *visit) error {
	projects, err := w.opts.Store.OrgProjects(r.Context(), v.org.ID)
	if err != nil {
		return err
	}
	tokens, err := w.opts.Store.Tokens(r.Context(), v.org.ID)
	if err != nil {
		return err
	}
	w.render(rw, r, http.StatusOK, "org", withVisit(v, v.org.Login, map[string]any{
		"Org": v.org, "Projects": projects, "Tokens": tokens, "Back": "/orgs/" + v.org.Login}))
	return nil
}

// newProject is the new-project form's fields, kept when it is shown again with an error.
type newProject struct {
	Org             store.Org
	Name            string
	Source          string
	Repo, Path, URL string
	Targets         []string
	Supported       []string
	Error           string
}

func (w *Web) newProjectForm(rw http.ResponseWriter, r *http.Request, v *visit) error {
	w.renderNewProject(rw, r, v, http.StatusOK, newProject{Source: store.SpecFromUpload, Targets: initconfig.DefaultTargets()})
	return nil
}

func (w *Web) renderNewProject(rw http.ResponseWriter, r *http.Request, v *visit, status int, f newProject) {
	f.Org = v.org
	f.Supported = w.supportedTargets()
	w.render(rw, r, status, "new", withVisit(v, "New project", f))
}

// supportedTargets are the targets sdkgen init configures that this sdkgen builds.
func (w *Web) supportedTargets() []string {
	var out []string
	for _, t := range initconfig.SupportedTargets() {
		if w.opts.Registry.Has(t) {
			out = append(out, t)
		}
	}
	return out
}

// createProject records a project from the form: an uploaded spec or a spec URL (fetched through the spec
// poller's SSRF guard) gets sdkgen.yml guessed as sdkgen init guesses it, then the config editor; a spec in a
// GitHub repository keeps its sdkgen.yml there.
func (w *Web) createProject(rw http.ResponseWriter, r *http.Request, v *visit) error {
	if !w.uploads.allow(clientAddress(r)) {
		return errTooMany
	}
	f := newProject{Name: strings.TrimSpace(r.PostFormValue("name")), Source: r.PostFormValue("source"),
		Repo: strings.TrimSpace(r.PostFormValue("repo")), Path: strings.TrimSpace(r.PostFormValue("path")),
		URL: strings.TrimSpace(r.PostFormValue("url")), Targets: r.PostForm["targets"]}
	p := store.OrgProject{OrgID: v.org.ID, Name: f.Name, Spec: store.SpecSource{Kind: f.Source}}
	err := w.readSource(r, f, &p)
	if errors.Is(err, errTooLarge) {
		return err
	}
	if err == nil && p.Spec.Upload != nil {
		p.Config, err = initconfig.GuessData(apibuild.SpecName(p.Spec.Upload), p.Spec.Upload,
			initconfig.Options{Targets: pick(f.Targets, w.supportedTargets())})
	}
	if err != nil {
		return w.newProjectError(rw, r, v, f, err.Error())
	}
	p, err = w.opts.Store.CreateProject(r.Context(), p)
	if errors.Is(err, store.ErrExists) {
		return w.newProjectError(rw, r, v, f, fmt.Sprintf("a project named %q exists in %s", f.Name, v.org.Login))
	}
	if err != nil {
		return err
	}
	if p.Spec.Kind == store.SpecFromRepo {
		return w.firstRepoBuild(rw, r, v, p)
	}
	http.Redirect(rw, r, projectPath(v.org, p)+"/config", http.StatusSeeOther)
	return nil
}

// firstRepoBuild starts the first build of a project whose spec and sdkgen.yml are in a repository, and shows
// the project; when the repository cannot be read, the project page says why.
func (w *Web) firstRepoBuild(rw http.ResponseWriter, r *http.Request, v *visit, p store.OrgProject) error {
	v.project = p
	if !w.canBuild(p) {
		return w.projectPageWith(rw, r, v, http.StatusOK,
			projectNotice{Build: "This service does not read GitHub repositories, so it cannot build this project."})
	}
	b, err := w.startBuild(r.Context(), v, p, nil)
	if msg, ok := requestError(err); ok {
		return w.projectPageWith(rw, r, v, http.StatusUnprocessableEntity, projectNotice{Build: msg})
	}
	if err != nil {
		return err
	}
	http.Redirect(rw, r, projectPath(v.org, p)+"?started="+b.ID, http.StatusSeeOther)
	return nil
}

// readSource checks the form's name and fills in the project's spec source: an upload's or a spec URL's bytes,
// or a repository path.
func (w *Web) readSource(r *http.Request, f newProject, p *store.OrgProject) error {
	if err := store.ValidateProjectName(f.Name); err != nil {
		return err
	}
	var err error
	switch f.Source {
	case store.SpecFromUpload:
		p.Spec.Upload, err = uploadedSpec(r, w.opts.MaxUpload)
	case store.SpecFromURL:
		p.Spec.URL = f.URL
		p.Spec.Upload, err = w.fetchSpec(r.Context(), f.URL)
	case store.SpecFromRepo:
		p.Spec.Repo, p.Spec.Path = f.Repo, f.Path
		err = checkRepoSource(f.Repo, f.Path)
	default:
		err = errors.New("choose where the spec comes from")
	}
	return err
}

// newProjectError shows the form again with what is wrong.
func (w *Web) newProjectError(rw http.ResponseWriter, r *http.Request, v *visit, f newProject, msg string) error {
	f.Error = msg
	w.renderNewProject(rw, r, v, http.StatusUnprocessableEntity, f)
	return nil
}

// checkRepoSource accepts owner/name and a repository-relative path.
func checkRepoSource(repo, path string) error {
	owner, name, ok := strings.Cut(repo, "/")
	if !ok || owner == "" || name == "" || strings.Contains(name, "/") {
		return fmt.Errorf("spec repository %q: want owner/name", repo)
	}
	return store.ValidatePath(path)
}

// uploadedSpec reads the form's spec file, at most maxSize bytes (the whole body is bounded too).
func uploadedSpec(r *http.Request, maxSize int64) ([]byte, error) {
	file, header, err := r.FormFile("spec")
	if err != nil {
		return nil, errors.New("choose the spec file to upload")
	}
	if header.Size > maxSize {
		_ = file.Close()
		return nil, errTooLarge
	}
	defer func() { _ = file.Close() }()
	data, err := io.ReadAll(file)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return nil, errors.New("the spec file is empty")
	}
	return data, nil
}

func (w *Web) fetchSpec(ctx context.Context, url string) ([]byte, error) {
	if w.opts.FetchSpec == nil {
		return nil, errors.New("this service does not fetch spec URLs")
	}
	data, err := w.opts.FetchSpec(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("the spec URL: %w", err)
	}
	return data, nil
}

// pick keeps the asked values that are allowed, in the allowed order.
func pick(asked, allowed []string) []string {
	var out []string
	for _, a := range allowed {
		if slices.Contains(asked, a) {
			out = append(out, a)
		}
	}
	return out
}

func projectPath(org store.Org, p store.OrgProject) string {
	return "/orgs/" + org.Login + "/projects/" + p.Name
}

// startBuild records a build of the project for the targets asked (every configured one when none is) and
// enqueues it, as the /v1 API's builds create does: a repository project's spec is read through the App's
// installation on its repository.
func (w *Web) startBuild(ctx context.Context, v *visit, p store.OrgProject, asked []string) (builds.Build, error) {
	starter := api.BuildStarter{Store: w.opts.Store, Scheduler: w.opts.Scheduler, Registry: w.opts.Registry,
		Logger: w.opts.Logger, Repos: w.opts.Repos}
	b, _, err := starter.Start(ctx, api.BuildOrder{OrgID: v.org.ID, Project: p, Request: api.BuildRequest{Targets: asked},
		Source: "web: " + v.sess.UserLogin})
	return b, err
}

// rebuild starts a build of the project as it is.
func (w *Web) rebuild(rw http.ResponseWriter, r *http.Request, v *visit) error {
	b, err := w.startBuild(r.Context(), v, v.project, nil)
	if msg, ok := requestError(err); ok {
		return w.projectPageWith(rw, r, v, http.StatusUnprocessableEntity, projectNotice{Build: msg})
	}
	if err != nil {
		return err
	}
	http.Redirect(rw, r, "/orgs/"+v.org.Login+"/builds/"+b.ID, http.StatusSeeOther)
	return nil
}

// saveSettings updates fail_on, the spec URL and the SDK repositories.
func (w *Web) saveSettings(rw http.ResponseWriter, r *http.Request, v *visit) error {
	p := v.project
	p.FailOn = r.PostFormValue("fail_on")
	if p.Spec.Kind == store.SpecFromURL {
		p.Spec.URL = strings.TrimSpace(r.PostFormValue("spec_url"))
	}
	p.SDKRepos = sdkReposOf(r, w.repoTargets(p), p.SDKRepos)
	if _, err := w.opts.Store.UpdateProject(r.Context(), p); err != nil {
		return w.projectPageWith(rw, r, v, http.StatusUnprocessableEntity, projectNotice{Settings: err.Error()})
	}
	http.Redirect(rw, r, projectPath(v.org, p)+"#settings", http.StatusSeeOther)
	return nil
}
