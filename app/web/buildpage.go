package web

import (
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/builds"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/surface"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// buildView is the build page.
type buildView struct {
	Org     store.Org
	Project store.OrgProject
	Build   builds.Build
	Row     buildRow
	Path    string
	// Changes are the API's changes against the previous completed build (when both kept their inputs).
	Changes      []surface.Change
	ChangesKnown bool
	Breaking     int
	Diff         *diffView
	DiffTargets  []string
	// GitHub is GitHub's web host, for the links to SDK repositories, preview branches, commits and the pull
	// request a build came from (PullURL).
	GitHub  string
	PullURL string
}

// pullSource matches a webhook build's source, "owner/name#12 at 0123abc".
var pullSource = regexp.MustCompile(`^([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)#([0-9]+) `)

// pullURL is the pull request a preview or merge build came from, when its source names one.
func pullURL(web, source string) string {
	m := pullSource.FindStringSubmatch(source)
	if m == nil || web == "" {
		return ""
	}
	return web + "/" + m[1] + "/pull/" + m[2]
}

// apiChanges compares the public API surfaces of b's inputs and prev's (none when either has no stored inputs or
// does not load).
func (w *Web) apiChanges(r *http.Request, b, prev builds.Build) ([]surface.Change, bool) {
	if prev.ID == "" {
		return nil, false
	}
	head, ok := w.surfaceOf(r, b.ID)
	if !ok {
		return nil, false
	}
	base, ok := w.surfaceOf(r, prev.ID)
	if !ok {
		return nil, false
	}
	return surface.Diff(base, head), true
}

func (w *Web) surfaceOf(r *http.Request, buildID string) (*surface.Surface, bool) {
	spec, config, err := w.opts.Store.BuildInputs(r.Context(), buildID)
	if err != nil || len(spec) == 0 {
		return nil, false
	}
	res := generator.Load(r.Context(), generator.Input{SpecFile: apibuild.SpecName(spec), Spec: spec, ConfigFile: configFile, Config: config})
	if res.API == nil {
		return nil, false
	}
	return surface.Extract(res.API), true
}

func (w *Web) buildPage(rw http.ResponseWriter, r *http.Request, v *visit) error {
	b := v.build
	view := buildView{Org: v.org, Project: v.project, Build: b, Row: rowOf(v.org, b), Path: projectPath(v.org, v.project),
		GitHub: w.gitHubWeb(), PullURL: pullURL(w.gitHubWeb(), b.Source)}
	prev, err := w.opts.Store.PreviousBuild(r.Context(), b)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	view.Changes, view.ChangesKnown = w.apiChanges(r, b, prev)
	for _, c := range view.Changes {
		if c.Breaking {
			view.Breaking++
		}
	}
	for _, t := range b.Targets {
		if t.HasArchive {
			view.DiffTargets = append(view.DiffTargets, t.Target)
		}
	}
	if target := diffTarget(r, view.DiffTargets); target != "" {
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		if view.Diff, err = w.diff(r, b, prev, target, page); err != nil {
			return err
		}
	}
	w.render(rw, r, http.StatusOK, "build", withVisit(v, "Build "+b.ID, view))
	return nil
}

// diffTarget is the target whose diff the page shows: the one asked for, else the first with an output.
func diffTarget(r *http.Request, targets []string) string {
	asked := r.URL.Query().Get("target")
	for _, t := range targets {
		if t == asked {
			return t
		}
	}
	if len(targets) > 0 {
		return targets[0]
	}
	return ""
}

// diff compares a target's output with the previous completed build's (everything added for the first). The
// comparison of a finished build is kept, so that the pages of a large diff slice it rather than redo it.
func (w *Web) diff(r *http.Request, b, prev builds.Build, target string, page int) (*diffView, error) {
	compute := func() (*comparison, error) {
		cur, err := apibuild.ArchivedTree(r.Context(), w.opts.Store, b.OrgID, b.ID, target)
		if err != nil {
			return nil, err
		}
		old := tree.New()
		if prev.ID != "" {
			if pt, err := apibuild.ArchivedTree(r.Context(), w.opts.Store, prev.OrgID, prev.ID, target); err == nil {
				old = pt
			}
		}
		return newComparison(old, cur), nil
	}
	var c *comparison
	var err error
	if b.Status.Done() {
		c, err = w.comparisons.get(r.Context(), comparisonKey{build: b.ID, target: target, previous: prev.ID}, compute)
	} else {
		c, err = compute()
	}
	if err != nil {
		return nil, err
	}
	return newDiffView(target, prev.ID, c, page), nil
}

func (w *Web) buildStatusJSON(rw http.ResponseWriter, _ *http.Request, v *visit) error {
	return writeJSON(rw, rowOf(v.org, v.build))
}

// archive downloads a target's output.
func (w *Web) archive(rw http.ResponseWriter, r *http.Request, v *visit) error {
	target := r.PathValue("target")
	data, err := w.opts.Store.Archive(r.Context(), v.org.ID, v.build.ID, target)
	if errors.Is(err, store.ErrNotFound) {
		return errNotFound
	}
	if err != nil {
		return err
	}
	if !w.opts.Registry.Has(target) {
		return errNotFound
	}
	rw.Header().Set("Content-Type", "application/gzip")
	rw.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", v.project.Name+"-"+target+"-"+v.build.ID+".tar.gz"))
	rw.Header().Set("Cache-Control", "private, no-store")
	_, _ = rw.Write(data)
	return nil
}

// gitHubWeb is GitHub's web host (github.com, or a GitHub Enterprise host).
func (w *Web) gitHubWeb() string {
	web, err := gh.WebURL(w.opts.OAuth.APIURL)
	if err != nil {
		return "https://github.com"
	}
	return web
}

// sourceLine is a line of a build's input.
type sourceLine struct {
	N    int
	Text string
}

// source shows one of the build's inputs (its spec or sdkgen.yml, by the name diagnostics give it) with numbered
// lines, so that a diagnostic's file:line links to its line.
func (w *Web) source(rw http.ResponseWriter, r *http.Request, v *visit) error {
	spec, config, err := w.opts.Store.BuildInputs(r.Context(), v.build.ID)
	if err != nil {
		return errNotFound
	}
	var data []byte
	switch name := r.PathValue("file"); {
	case name == configFile:
		data = config
	case len(spec) > 0 && name == apibuild.SpecName(spec):
		data = spec
	}
	if len(data) == 0 {
		return errNotFound
	}
	var lines []sourceLine
	for i, text := range strings.Split(string(data), "\n") {
		lines = append(lines, sourceLine{N: i + 1, Text: text})
	}
	w.render(rw, r, http.StatusOK, "source", withVisit(v, r.PathValue("file")+" of build "+v.build.ID, map[string]any{
		"Org": v.org, "Project": v.project, "Build": v.build, "File": r.PathValue("file"), "Lines": lines}))
	return nil
}
