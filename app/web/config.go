package web

import (
	"bytes"
	"net/http"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/store"
	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// configFile is sdkgen.yml's name in diagnostics.
const configFile = "sdkgen.yml"

// configLine is one line of sdkgen.yml in the editor, with the diagnostics located on it.
type configLine struct {
	N           int
	Text        string
	Diagnostics []diag.Diagnostic
}

// editor is the config editor page.
type editor struct {
	Org     store.Org
	Project store.OrgProject
	Config  string
	Lines   []configLine
	// Other are the diagnostics not on a line of sdkgen.yml (the spec's, or the whole file's).
	Other      []diag.Diagnostic
	Errors     int
	Configured []string
	Selected   []string
	Saved      bool
}

// check validates a spec and sdkgen.yml as sdkgen validate does, and lays the diagnostics out for the editor.
func (w *Web) check(r *http.Request, v *visit, spec, config []byte) editor {
	res := generator.Load(r.Context(), generator.Input{SpecFile: apibuild.SpecName(spec), Spec: spec, ConfigFile: configFile, Config: config})
	e := editor{Org: v.org, Project: v.project, Config: string(config)}
	for i, text := range bytes.Split(config, []byte("\n")) {
		e.Lines = append(e.Lines, configLine{N: i + 1, Text: string(text)})
	}
	list := res.Diagnostics
	list.Sort()
	for _, d := range list {
		if d.Ignored {
			continue
		}
		if d.Level >= diag.Error {
			e.Errors++
		}
		if d.File == configFile && d.Line > 0 && d.Line <= len(e.Lines) {
			e.Lines[d.Line-1].Diagnostics = append(e.Lines[d.Line-1].Diagnostics, d)
			continue
		}
		e.Other = append(e.Other, d)
	}
	if res.API == nil && e.Errors == 0 {
		e.Errors = 1 // a fatal stop always has a diagnostic; this guards the page's promise all the same
	}
	e.Configured = apibuild.ConfiguredTargets(w.opts.Logger, w.opts.Registry, spec, config)
	e.Selected = e.Configured
	return e
}

// configForm shows the project's sdkgen.yml with its diagnostics.
func (w *Web) configForm(rw http.ResponseWriter, r *http.Request, v *visit) error {
	if v.project.Spec.Kind == store.SpecFromRepo {
		return errNotFound // its sdkgen.yml lives in its repository
	}
	e := w.check(r, v, v.project.Spec.Upload, v.project.Config)
	w.render(rw, r, http.StatusOK, "config", withVisit(v, "sdkgen.yml of "+v.project.Name, e))
	return nil
}

// saveConfig keeps an edited sdkgen.yml that validates, and starts a build of the targets picked; one with
// errors is shown again with its diagnostics and not kept.
func (w *Web) saveConfig(rw http.ResponseWriter, r *http.Request, v *visit) error {
	if v.project.Spec.Kind == store.SpecFromRepo {
		return errNotFound
	}
	config := []byte(normalizeNewlines(r.PostFormValue("config")))
	e := w.check(r, v, v.project.Spec.Upload, config)
	if asked := r.PostForm["targets"]; len(asked) > 0 {
		e.Selected = pick(asked, e.Configured)
	}
	if e.Errors > 0 || len(e.Configured) == 0 {
		w.render(rw, r, http.StatusUnprocessableEntity, "config", withVisit(v, "sdkgen.yml of "+v.project.Name, e))
		return nil
	}
	p := v.project
	p.Config = config
	p.SDKRepos = sdkReposOf(r, e.Configured, p.SDKRepos)
	p, err := w.opts.Store.UpdateProject(r.Context(), p)
	if err != nil {
		return err
	}
	v.project = p
	b, err := w.startBuild(r.Context(), v, p, e.Selected)
	if msg, ok := requestError(err); ok {
		return w.projectPageWith(rw, r, v, http.StatusUnprocessableEntity, projectNotice{Build: msg})
	}
	if err != nil {
		return err
	}
	http.Redirect(rw, r, projectPath(v.org, p)+"?started="+b.ID, http.StatusSeeOther)
	return nil
}

// sdkReposOf reads the form's SDK repository of each target (owner/name, or empty for none) over the ones known.
func sdkReposOf(r *http.Request, targets []string, known map[string]string) map[string]string {
	out := map[string]string{}
	for t, repo := range known {
		out[t] = repo
	}
	for _, t := range targets {
		field := "sdk_repo_" + t
		if _, given := r.PostForm[field]; !given {
			continue
		}
		if repo := strings.TrimSpace(r.PostFormValue(field)); repo != "" {
			out[t] = repo
		} else {
			delete(out, t)
		}
	}
	return out
}

// normalizeNewlines turns a textarea's CRLF line ends (as browsers send them) into LF.
func normalizeNewlines(s string) string {
	return string(bytes.ReplaceAll([]byte(s), []byte("\r\n"), []byte("\n")))
}

// selected tells whether the editor picks target t (for the template).
func (e editor) IsSelected(t string) bool { return slices.Contains(e.Selected, t) }

// located is a diagnostic as the editor's script shows it: at its line and column of sdkgen.yml (0 when it is
// about another file or the whole file).
type located struct {
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	File    string `json:"file,omitempty"`
	Level   string `json:"level"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// checkJSON runs the same diagnostics as the page (and sdkgen validate) on the editor's text, for the script
// that marks them in the editor as one types. It changes nothing.
func (w *Web) checkJSON(rw http.ResponseWriter, r *http.Request, v *visit) error {
	if v.project.Spec.Kind == store.SpecFromRepo {
		return errNotFound
	}
	if !w.checks.allow(clientAddress(r)) {
		return errTooMany
	}
	e := w.check(r, v, v.project.Spec.Upload, []byte(normalizeNewlines(r.PostFormValue("config"))))
	out := []located{}
	for _, l := range e.Lines {
		for _, d := range l.Diagnostics {
			out = append(out, locatedOf(d, l.N))
		}
	}
	for _, d := range e.Other {
		out = append(out, locatedOf(d, 0))
	}
	return writeJSON(rw, map[string]any{"errors": e.Errors, "diagnostics": out, "configured": nonNil(e.Configured)})
}

func locatedOf(d diag.Diagnostic, line int) located {
	l := located{Line: line, File: d.File, Level: d.Level.String(), Code: string(d.Code), Message: d.Message}
	if line > 0 {
		l.Column = max(d.Column, 1)
	}
	return l
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
