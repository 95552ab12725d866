package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/store"
)

// specSourceBody is a project's spec source in requests.
type specSourceBody struct {
	Kind    string  `json:"kind"`
	Repo    string  `json:"repo,omitempty"`
	Path    string  `json:"path,omitempty"`
	Ref     string  `json:"ref,omitempty"`
	Config  string  `json:"config_path,omitempty"`
	URL     string  `json:"url,omitempty"`
	Content *string `json:"content,omitempty"`
}

// projectBody is createProject's and updateProject's request; fields left out of an update keep their value.
type projectBody struct {
	Name     string            `json:"name"`
	Spec     *specSourceBody   `json:"spec"`
	Config   *string           `json:"config"`
	SDKRepos map[string]string `json:"sdk_repos"`
	FailOn   *string           `json:"fail_on"`
	Upgrades *bool             `json:"upgrades"`
}

// Project is a project in responses; an uploaded spec is given by its hash.
type Project struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Spec struct {
		Kind       string `json:"kind"`
		Repo       string `json:"repo,omitempty"`
		Path       string `json:"path,omitempty"`
		Ref        string `json:"ref,omitempty"`
		ConfigPath string `json:"config_path,omitempty"`
		URL        string `json:"url,omitempty"`
		Hash       string `json:"hash,omitempty"`
	} `json:"spec"`
	Config   string            `json:"config,omitempty"`
	SDKRepos map[string]string `json:"sdk_repos"`
	FailOn   string            `json:"fail_on"`
	Upgrades bool              `json:"upgrades"`
	Poll     *Poll             `json:"poll,omitempty"`
	Created  time.Time         `json:"created_at"`
	Updated  time.Time         `json:"updated_at"`
}

// Poll is what the last fetch of a project's spec URL found.
type Poll struct {
	CheckedAt *time.Time `json:"checked_at,omitempty"`
	Error     string     `json:"error,omitempty"`
}

func viewProject(p store.OrgProject) Project {
	v := Project{ID: p.ID, Name: p.Name, Config: string(p.Config), SDKRepos: p.SDKRepos, FailOn: p.FailOn,
		Upgrades: !p.UpgradesOff, Created: p.CreatedAt, Updated: p.UpdatedAt}
	if v.SDKRepos == nil {
		v.SDKRepos = map[string]string{}
	}
	v.Spec.Kind, v.Spec.Repo, v.Spec.Path, v.Spec.URL = p.Spec.Kind, p.Spec.Repo, p.Spec.Path, p.Spec.URL
	v.Spec.Ref, v.Spec.ConfigPath = p.Spec.Ref, p.Spec.ConfigPath
	if p.Spec.Upload != nil {
		v.Spec.Hash = builds.Hash(p.Spec.Upload)
	}
	if p.Spec.Kind == store.SpecFromURL {
		v.Poll = &Poll{Error: p.Poll.Error}
		if !p.Poll.CheckedAt.IsZero() {
			v.Poll.CheckedAt = &p.Poll.CheckedAt
		}
	}
	return v
}

func (a *API) listProjects(w http.ResponseWriter, r *http.Request, c *call) error {
	list, err := a.opts.Store.OrgProjects(r.Context(), c.token.OrgID)
	if err != nil {
		return err
	}
	views := make([]Project, len(list))
	for i, p := range list {
		views[i] = viewProject(p)
	}
	return writeJSON(w, http.StatusOK, map[string]any{"data": views})
}

func (a *API) createProject(w http.ResponseWriter, r *http.Request, c *call) error {
	var body projectBody
	if err := decode(c, &body); err != nil {
		return err
	}
	p := store.OrgProject{OrgID: c.token.OrgID, Name: body.Name}
	applyProject(&p, body)
	created, err := a.opts.Store.CreateProject(r.Context(), p)
	if errors.Is(err, store.ErrExists) {
		return &Error{Status: http.StatusConflict, Code: codeConflict, Message: fmt.Sprintf("a project named %q exists", body.Name),
			File: requestBody, Pointer: "/name"}
	}
	if err != nil {
		return projectError(err)
	}
	return writeJSON(w, http.StatusCreated, viewProject(created))
}

func (a *API) getProject(w http.ResponseWriter, r *http.Request, c *call) error {
	p, err := a.project(r, c, c.params["project"])
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, viewProject(p))
}

func (a *API) updateProject(w http.ResponseWriter, r *http.Request, c *call) error {
	p, err := a.project(r, c, c.params["project"])
	if err != nil {
		return err
	}
	var body projectBody
	if err := decode(c, &body); err != nil {
		return err
	}
	applyProject(&p, body)
	updated, err := a.opts.Store.UpdateProject(r.Context(), p)
	if err != nil {
		return projectError(err)
	}
	return writeJSON(w, http.StatusOK, viewProject(updated))
}

// applyProject sets the fields a request gives.
func applyProject(p *store.OrgProject, body projectBody) {
	if s := body.Spec; s != nil {
		p.Spec = store.SpecSource{Kind: s.Kind, Repo: s.Repo, Path: s.Path, Ref: s.Ref, ConfigPath: s.Config, URL: s.URL}
		if s.Content != nil {
			p.Spec.Upload = []byte(*s.Content)
		}
	}
	if body.Config != nil {
		p.Config = []byte(*body.Config)
	}
	if body.SDKRepos != nil {
		p.SDKRepos = body.SDKRepos
	}
	if body.FailOn != nil {
		p.FailOn = *body.FailOn
	}
	if body.Upgrades != nil {
		p.UpgradesOff = !*body.Upgrades
	}
}

// projectError: the store's checks (a spec URL that is not https, a path with "..") are the request's fault.
func projectError(err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return notFound("project")
	}
	return badRequest(err.Error(), "/spec")
}

// project returns the token's organization's project of that name: another organization's is not found.
func (a *API) project(r *http.Request, c *call, name string) (store.OrgProject, error) {
	p, err := a.opts.Store.OrgProjectByName(r.Context(), c.token.OrgID, name)
	if errors.Is(err, store.ErrNotFound) {
		return p, notFound(fmt.Sprintf("project %q", name))
	}
	return p, err
}

// decode reads the validated JSON body into v.
func decode(c *call, v any) error {
	if err := json.Unmarshal(c.body, v); err != nil {
		return badRequest("the request body: "+err.Error(), "")
	}
	return nil
}
