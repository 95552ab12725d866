// Package apiclient is the command line's client of the service's /v1 API (app/api): projects and builds, with
// the API token from SDKGEN_API_KEY. Errors the API answers keep their diagnostics, so the CLI prints them as it
// prints its own.
package apiclient

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/app/api"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// DefaultURL is the service when SDKGEN_API_URL is not set.
const DefaultURL = "http://localhost:8080"

// Client calls the /v1 API.
type Client struct {
	BaseURL string
	Token   string
	HTTP    *http.Client
}

// New returns a client of the service at baseURL with token.
func New(baseURL, token string) *Client {
	return &Client{BaseURL: strings.TrimSuffix(baseURL, "/"), Token: token, HTTP: &http.Client{Timeout: 5 * time.Minute}}
}

// Error is an error the API answered: its status and diagnostics.
type Error struct {
	Status      int
	Diagnostics diag.List
}

func (e *Error) Error() string {
	msgs := make([]string, len(e.Diagnostics))
	for i, d := range e.Diagnostics {
		msgs[i] = d.String()
	}
	return fmt.Sprintf("the service answered %d: %s", e.Status, strings.Join(msgs, "; "))
}

// IsNotFound reports whether err is the API's 404.
func IsNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusNotFound
}

// do sends a request and decodes a JSON answer into out (when not nil); raw, when not nil, gets the body as is.
func (c *Client) do(ctx context.Context, method, path string, body any, header http.Header, out any) ([]byte, int, error) {
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return nil, 0, err
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, rd)
	if err != nil {
		return nil, 0, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Authorization", "Bearer "+c.Token)
	res, err := c.HTTP.Do(req)
	if err != nil {
		return nil, 0, fmt.Errorf("call the service: %w", err)
	}
	defer func() { _ = res.Body.Close() }()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, res.StatusCode, fmt.Errorf("read the service's answer: %w", err)
	}
	if res.StatusCode >= 400 {
		e := &Error{Status: res.StatusCode}
		var payload struct{ Diagnostics diag.List }
		if json.Unmarshal(data, &payload) == nil {
			e.Diagnostics = payload.Diagnostics
		}
		if len(e.Diagnostics) == 0 {
			e.Diagnostics = diag.List{{Code: diag.APIInternal, Level: diag.Error, Message: strings.TrimSpace(string(data))}}
		}
		return nil, res.StatusCode, e
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return nil, res.StatusCode, fmt.Errorf("decode the service's answer: %w", err)
		}
	}
	return data, res.StatusCode, nil
}

// Project is a project as the API shows it.
type Project = api.Project

// NewProject is a project to create; Spec is uploaded.
type NewProject struct {
	Name     string            `json:"name"`
	Spec     map[string]string `json:"spec"`
	Config   *string           `json:"config,omitempty"`
	SDKRepos map[string]string `json:"sdk_repos,omitempty"`
	FailOn   string            `json:"fail_on,omitempty"`
}

// CreateProject creates a project.
func (c *Client) CreateProject(ctx context.Context, p NewProject) (Project, error) {
	var out Project
	_, _, err := c.do(ctx, http.MethodPost, "/v1/projects", p, nil, &out)
	return out, err
}

// Project gets a project by name.
func (c *Client) Project(ctx context.Context, name string) (Project, error) {
	var out Project
	_, _, err := c.do(ctx, http.MethodGet, "/v1/projects/"+url.PathEscape(name), nil, nil, &out)
	return out, err
}

// Projects lists the organization's projects.
func (c *Client) Projects(ctx context.Context) ([]Project, error) {
	var out struct{ Data []Project }
	_, _, err := c.do(ctx, http.MethodGet, "/v1/projects", nil, nil, &out)
	return out.Data, err
}

// NewBuild is a build to start; a nil Spec or Config builds the project's.
type NewBuild = api.BuildRequest

// CreateBuild starts a build; with an idempotency key, the same key gives the same build.
func (c *Client) CreateBuild(ctx context.Context, b NewBuild, idempotencyKey string) (builds.Build, error) {
	var out builds.Build
	h := http.Header{}
	if idempotencyKey != "" {
		h.Set("Idempotency-Key", idempotencyKey)
	}
	_, _, err := c.do(ctx, http.MethodPost, "/v1/builds", b, h, &out)
	return out, err
}

// Build gets a build.
func (c *Client) Build(ctx context.Context, id string) (builds.Build, error) {
	var out builds.Build
	_, _, err := c.do(ctx, http.MethodGet, "/v1/builds/"+url.PathEscape(id), nil, nil, &out)
	return out, err
}

// Builds lists builds, newest first (of one project when project is set).
func (c *Client) Builds(ctx context.Context, project string, limit int) ([]builds.Build, error) {
	q := url.Values{}
	if project != "" {
		q.Set("project", project)
	}
	if limit > 0 {
		q.Set("limit", fmt.Sprint(limit))
	}
	var out struct{ Data []builds.Build }
	_, _, err := c.do(ctx, http.MethodGet, "/v1/builds?"+q.Encode(), nil, nil, &out)
	return out.Data, err
}

// Archive downloads a build target's output (.tar.gz).
func (c *Client) Archive(ctx context.Context, id, target string) ([]byte, error) {
	data, _, err := c.do(ctx, http.MethodGet, "/v1/builds/"+url.PathEscape(id)+"/targets/"+url.PathEscape(target)+"/archive", nil, nil, nil)
	return data, err
}

// Wait polls a build until it is done, calling progress whenever a target's status changes.
func (c *Client) Wait(ctx context.Context, id string, every time.Duration, progress func(builds.TargetResult)) (builds.Build, error) {
	seen := map[string]string{}
	for {
		b, err := c.Build(ctx, id)
		if err != nil {
			return b, err
		}
		for _, t := range b.Targets {
			if seen[t.Target] != t.Status {
				seen[t.Target] = t.Status
				progress(t)
			}
		}
		if b.Status.Done() {
			return b, nil
		}
		select {
		case <-ctx.Done():
			return b, ctx.Err()
		case <-time.After(every):
		}
	}
}
