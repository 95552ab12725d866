package api

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// BuildRequest is createBuild's request: a nil Spec or Config builds the project's.
type BuildRequest struct {
	Project string   `json:"project"`
	Spec    *string  `json:"spec,omitempty"`
	Config  *string  `json:"config,omitempty"`
	Targets []string `json:"targets,omitempty"`
	Branch  string   `json:"branch,omitempty"`
	// Ref builds a repository project's spec at this branch, tag or commit instead of the project's ref.
	Ref string `json:"ref,omitempty"`
}

func (a *API) createBuild(w http.ResponseWriter, r *http.Request, c *call) error {
	var body BuildRequest
	if err := decode(c, &body); err != nil {
		return err
	}
	p, err := a.project(r, c, body.Project)
	if err != nil {
		return err
	}
	b, created, err := a.starter().Start(r.Context(), BuildOrder{OrgID: c.token.OrgID, Project: p, Request: body,
		IdempotencyKey: r.Header.Get("Idempotency-Key")})
	if err != nil {
		return err
	}
	status := http.StatusCreated
	if !created {
		status = http.StatusOK
	}
	return writeJSON(w, status, b)
}

func (a *API) starter() BuildStarter {
	return BuildStarter{Store: a.opts.Store, Scheduler: a.opts.Scheduler, Registry: a.opts.Registry,
		Logger: a.opts.Logger, Repos: a.opts.Repos}
}

// inputs are the request's inline spec and config, else the project's: its uploaded spec and sdkgen.yml,
// or, for a project whose spec is in a GitHub repository, the files there (at the request's ref, else the
// project's), read through the App's installation. source says where a repository's spec came from.
func (s BuildStarter) inputs(ctx context.Context, p store.OrgProject, body BuildRequest) (spec, config []byte, source string, err error) {
	spec, config = p.Spec.Upload, p.Config
	if body.Spec == nil && p.Spec.Kind == store.SpecFromRepo {
		if spec, config, source, err = s.repoInputs(ctx, p, body.Ref); err != nil {
			return nil, nil, "", err
		}
	}
	if body.Spec != nil {
		spec = []byte(*body.Spec)
	}
	if body.Config != nil {
		config = []byte(*body.Config)
	}
	switch {
	case len(spec) == 0:
		return nil, nil, "", badRequest(fmt.Sprintf("project %q has no uploaded spec: give the spec inline", p.Name), "/spec")
	case len(config) == 0:
		return nil, nil, "", badRequest(fmt.Sprintf("project %q has no sdkgen.yml: give the config inline", p.Name), "/config")
	}
	return spec, config, source, nil
}

// repoInputs reads a repository project's spec, and its sdkgen.yml unless the project has its own.
func (s BuildStarter) repoInputs(ctx context.Context, p store.OrgProject, ref string) (spec, config []byte, source string, err error) {
	if s.Repos == nil {
		return nil, nil, "", badRequest(fmt.Sprintf("project %q's spec is in %s, which this service cannot read: give the spec inline", p.Name, p.Spec.Repo), "/spec")
	}
	src := p.Spec
	if ref != "" {
		src.Ref = ref
	}
	in, err := s.Repos.ReadProjectFiles(ctx, src)
	if errors.Is(err, apibuild.ErrRepoUnreadable) {
		return nil, nil, "", badRequest(fmt.Sprintf("project %q's spec: %v", p.Name, err), "/project")
	}
	if err != nil {
		return nil, nil, "", err
	}
	config = p.Config
	if len(config) == 0 {
		config = in.Config
	}
	return in.Spec, config, in.Source, nil
}

// targets are the targets asked for, each of which sdkgen.yml must configure and this sdkgen build, or
// every configured target this sdkgen builds.
func (s BuildStarter) targets(spec, config []byte, asked []string) ([]string, error) {
	configured := apibuild.ConfiguredTargets(s.Logger, s.Registry, spec, config)
	if len(asked) == 0 {
		if len(configured) == 0 {
			return nil, badRequest("sdkgen.yml configures no target this sdkgen builds (or does not load)", "/config")
		}
		return configured, nil
	}
	var out []string
	for i, t := range asked {
		if !slices.Contains(configured, t) {
			return nil, badRequest(fmt.Sprintf("target %q: sdkgen.yml does not configure it, or this sdkgen does not build it (configured: %v)", t, configured),
				fmt.Sprintf("/targets/%d", i))
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out, nil
}

// requestHash identifies what a build request asks for, so an idempotency key reused for another request is
// refused.
func requestHash(projectID string, spec, config []byte, targets []string, branch string) string {
	h := sha256.New()
	data, _ := json.Marshal([]any{projectID, builds.Hash(spec), builds.Hash(config), targets, branch})
	h.Write(data)
	return hex.EncodeToString(h.Sum(nil))
}

func (a *API) getBuild(w http.ResponseWriter, r *http.Request, c *call) error {
	b, err := a.build(r, c)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, b)
}

func (a *API) build(r *http.Request, c *call) (builds.Build, error) {
	b, err := a.opts.Store.Build(r.Context(), c.token.OrgID, c.params["build"])
	if errors.Is(err, store.ErrNotFound) {
		return b, notFound(fmt.Sprintf("build %q", c.params["build"]))
	}
	return b, err
}

func (a *API) cancelBuild(w http.ResponseWriter, r *http.Request, c *call) error {
	if _, err := a.build(r, c); err != nil {
		return err
	}
	b, err := a.opts.Store.CancelBuild(r.Context(), c.token.OrgID, c.params["build"])
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, b)
}

func (a *API) listBuilds(w http.ResponseWriter, r *http.Request, c *call) error {
	f := store.BuildFilter{OrgID: c.token.OrgID, Before: r.URL.Query().Get("cursor"), Limit: limitOf(r)}
	if name := r.URL.Query().Get("project"); name != "" {
		p, err := a.project(r, c, name)
		if err != nil {
			return err
		}
		f.ProjectID = p.ID
	}
	list, err := a.opts.Store.Builds(r.Context(), f)
	if err != nil {
		return err
	}
	out := map[string]any{"data": nonNil(list)}
	if len(list) == f.Limit {
		out["next_cursor"] = list[len(list)-1].ID
	}
	return writeJSON(w, http.StatusOK, out)
}

func limitOf(r *http.Request) int {
	if n, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil {
		return n
	}
	return 20
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// listBuildDiagnostics lists the build's diagnostics, each with its target (shared ones once per target they
// concern), at or above severity, in the targets asked for, a page at a time (the cursor is an offset).
func (a *API) listBuildDiagnostics(w http.ResponseWriter, r *http.Request, c *call) error {
	b, err := a.build(r, c)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	var floor diag.Level
	if s := q.Get("severity"); s != "" {
		if floor, err = diag.ParseLevel(s); err != nil {
			return badRequest(err.Error(), "")
		}
	}
	var all []diag.Diagnostic
	for _, t := range b.Targets {
		if len(q["target"]) > 0 && !slices.Contains(q["target"], t.Target) {
			continue
		}
		for _, d := range t.Diagnostics {
			if d.Level >= floor {
				d.Target = t.Target
				all = append(all, d)
			}
		}
	}
	offset, err := offsetOf(q.Get("cursor"), len(all))
	if err != nil {
		return err
	}
	end := min(len(all), offset+limitOf(r))
	out := map[string]any{"data": nonNil(all[offset:end])}
	if end < len(all) {
		out["next_cursor"] = base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(end)))
	}
	return writeJSON(w, http.StatusOK, out)
}

// offsetOf reads a diagnostics cursor (an offset this API encoded); "" is the start.
func offsetOf(cursor string, total int) (int, error) {
	if cursor == "" {
		return 0, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(cursor)
	offset, convErr := strconv.Atoi(string(raw))
	if err != nil || convErr != nil || offset < 0 || offset > total {
		return 0, &Error{Status: http.StatusBadRequest, Code: codeBadRequest, Message: "cursor: not one this API gave"}
	}
	return offset, nil
}

// maxDiff bounds the unified diff returned per target.
const maxDiff = 4 << 20

// targetDiff is one target's change against the previous build.
type targetDiff struct {
	Target  string              `json:"target"`
	Summary *builds.DiffSummary `json:"summary"`
	Files   []fileChange        `json:"files"`
	Diff    string              `json:"diff"`
}

type fileChange struct {
	Path    string `json:"path"`
	Status  string `json:"status"`
	OldPath string `json:"old_path,omitempty"`
	Added   int    `json:"added"`
	Removed int    `json:"removed"`
}

// getBuildDiff compares each target's output with the project's previous completed build (an empty output for
// its first build).
func (a *API) getBuildDiff(w http.ResponseWriter, r *http.Request, c *call) error {
	b, err := a.build(r, c)
	if err != nil {
		return err
	}
	out := map[string]any{"build_id": b.ID}
	prev, err := a.opts.Store.PreviousBuild(r.Context(), b)
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		return err
	default:
		out["previous_build_id"] = prev.ID
	}
	diffs := []targetDiff{}
	for _, t := range b.Targets {
		if !t.HasArchive {
			continue
		}
		cur, err := apibuild.ArchivedTree(r.Context(), a.opts.Store, b.OrgID, b.ID, t.Target)
		if err != nil {
			return err
		}
		old := tree.New()
		if prev.ID != "" {
			if pt, err := apibuild.ArchivedTree(r.Context(), a.opts.Store, prev.OrgID, prev.ID, t.Target); err == nil {
				old = pt
			}
		}
		diffs = append(diffs, diffOf(t.Target, old, cur))
	}
	out["targets"] = diffs
	return writeJSON(w, http.StatusOK, out)
}

func diffOf(target string, old, cur *tree.Tree) targetDiff {
	files, text := preview.DiffTrees(old, cur)
	d := targetDiff{Target: target, Summary: builds.Summarize(files), Files: []fileChange{}, Diff: text}
	if len(d.Diff) > maxDiff {
		d.Diff = d.Diff[:maxDiff] + "\n[diff cut at 4 MB]\n"
	}
	for _, f := range files {
		d.Files = append(d.Files, fileChange{Path: f.Path, Status: f.Status, OldPath: f.OldPath, Added: f.Added, Removed: f.Removed})
	}
	return d
}

func (a *API) downloadArchive(w http.ResponseWriter, r *http.Request, c *call) error {
	data, err := a.opts.Store.Archive(r.Context(), c.token.OrgID, c.params["build"], c.params["target"])
	if errors.Is(err, store.ErrNotFound) {
		return notFound(fmt.Sprintf("an archive of %q in build %q", c.params["target"], c.params["build"]))
	}
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/gzip")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", c.params["build"]+"-"+c.params["target"]+".tar.gz"))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(data)
	return nil
}
