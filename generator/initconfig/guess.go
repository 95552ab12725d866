// Package initconfig guesses a first sdkgen.yml from an OpenAPI description, for `sdkgen init`.
//
// Guess is a pure function of the spec: the same spec gives the same config, byte for byte once marshalled. It
// reads the spec's info and servers, which nothing else in sdkgen reads again: from then on the config is the
// source of truth. Run adds the prompts and the file handling around it. docs/init.md describes the heuristics.
package initconfig

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// Options steer Guess. The zero value guesses everything.
type Options struct {
	// SpecFile is the spec's path as the user gave it; its name is the fallback for organization.name.
	SpecFile string
	// Organization replaces the guessed organization.name when it is a valid name.
	Organization string
	// Targets replaces the default targets (DefaultTargets) when not empty.
	Targets []string
}

// Report says what Guess derived from where, and what the user should check or finish by hand.
type Report struct {
	Guessed []Finding
	Notes   []Finding
	Stats   Stats
}

// Finding is one line of a Report, about the config key it names.
type Finding struct {
	Key     string
	Message string
}

func (f Finding) String() string { return f.Key + ": " + f.Message }

// Stats count what the guessed config holds.
type Stats struct {
	Operations   int // configurable operations in the spec (get, post, put, patch, delete)
	Methods      int // methods in resources (every configurable operation maps to one)
	Resources    int // resources and subresources, $client and $shared excluded
	Models       int
	LeftOut      int // operations no SDK method can call (head, options, trace)
	Environments int
	Pagination   int // pagination schemes
	ClientOpts   int
}

func (r *Report) guessed(key, format string, args ...any) {
	r.Guessed = append(r.Guessed, Finding{Key: key, Message: fmt.Sprintf(format, args...)})
}

func (r *Report) note(key, format string, args ...any) {
	r.Notes = append(r.Notes, Finding{Key: key, Message: fmt.Sprintf(format, args...)})
}

// Guess builds a complete sdkgen.yml from the spec. The result is meant to pass validation as it is; whatever
// could not be derived is a placeholder with a note in the Report.
func Guess(doc *spec.Document, opts Options) (*config.Config, Report) {
	var r Report
	if doc == nil {
		doc = &spec.Document{}
	}
	org := chooseOrgName(doc, opts, &r)
	cfg := &config.Config{
		Edition:       config.LatestEdition(""),
		Organization:  guessOrganization(doc, org, &r),
		Environments:  guessEnvironments(doc, &r),
		Settings:      config.Settings{License: &config.License{Name: "Apache-2.0", SPDX: "Apache-2.0"}},
		QuerySettings: config.QuerySettings{NestedFormat: "brackets", ArrayFormat: "comma"},
	}
	layout := planLayout(doc, &r)
	cfg.Resources = layout.resources()
	cfg.Pagination = layout.pagination
	cfg.Readme = guessReadme(layout.methods, &r)
	cfg.ClientSettings.Opts = guessClientOpts(doc, org, &r)
	targets := opts.Targets
	if len(targets) == 0 {
		targets = DefaultTargets()
	}
	cfg.Targets = guessTargets(cfg.Organization, targets, &r)

	r.Stats.Environments = cfg.Environments.Len()
	r.Stats.Pagination = len(cfg.Pagination.Schemes)
	r.Stats.ClientOpts = cfg.ClientSettings.Opts.Len()
	layout.count(&r.Stats)
	return cfg, r
}

// chooseOrgName takes the caller's name when valid, else the guess.
func chooseOrgName(doc *spec.Document, opts Options, r *Report) string {
	if opts.Organization != "" {
		if validOrgName(opts.Organization) {
			return opts.Organization
		}
		r.note("organization.name", "%q is not a valid organization name (lower-case words joined by hyphens); the guess was used", opts.Organization)
	}
	name, from := guessOrgName(doc, opts.SpecFile)
	r.guessed("organization.name", "%q from %s", name, from)
	if name == fallbackOrgName {
		r.note("organization.name", "no usable name in info.title or the file name: replace %q", name)
	}
	return name
}

// layout is the guessed resource tree with its pagination schemes.
type layout struct {
	client     *draftResource
	top        []*draftResource
	shared     []draftModel
	methods    []*draftMethod // every method, in document order
	leftOut    []string       // endpoints of operations that cannot be configured
	pagination config.Pagination
	operations int
	models     int
}

// planLayout groups the configurable operations into resources, names their methods, places the models and
// recognises pagination. Operations that cannot be configured (head, options, trace) are left out with a note:
// sdkgen ignores them, and unspecified_endpoints only accepts the five configurable verbs.
func planLayout(doc *spec.Document, r *Report) *layout {
	l := &layout{}
	var configurable []*spec.Operation
	skipped := map[string]int{}
	for _, op := range doc.Operations {
		if slices.Contains(spec.ConfigurableMethods, op.Method) {
			configurable = append(configurable, op)
			continue
		}
		l.leftOut = append(l.leftOut, op.Endpoint())
		skipped[op.Method]++
	}
	for _, m := range spec.AllMethods {
		if n := skipped[m]; n > 0 {
			r.note("resources", "%d %s operation%s left out: SDK methods can only call get, post, put, patch and delete", n, m, plural(n))
		}
	}
	l.operations = len(configurable)
	l.client, l.top = buildResources(buildTrie(routeOperations(configurable)))
	visit(l.client, l.top, func(res *draftResource) { l.methods = append(l.methods, res.methods...) })
	slices.SortStableFunc(l.methods, func(a, b *draftMethod) int { return a.op.index - b.op.index })
	l.shared, l.models = assignModels(doc, l.client, l.top)
	l.pagination = planPagination(l.methods, r)
	r.guessed("resources", "%d operations grouped by path into %d top-level resources", len(configurable), len(l.top))
	return l
}

// planPagination finds each list endpoint's scheme, gives every distinct scheme a name, and marks list methods
// without one as not paginated (so that validation does not warn that no scheme matched them).
func planPagination(methods []*draftMethod, r *Report) config.Pagination {
	var p config.Pagination
	byKey := map[string]string{}
	taken := map[string]bool{}
	for _, m := range methods {
		if m.op.op.Method != "get" && !isListName(m.name) {
			continue
		}
		s := detectScheme(m.op.op)
		if s == nil {
			m.notPaginated = isListName(m.name)
			continue
		}
		key := schemeKey(s)
		if name, ok := byKey[key]; ok {
			m.scheme = name
			continue
		}
		s.Name = uniqueName(schemeBaseName(s.Type), taken)
		taken[s.Name], byKey[key] = true, s.Name
		p.Schemes = append(p.Schemes, s)
		m.scheme = s.Name
		r.guessed("pagination."+s.Name, "%s pagination recognised on %s", s.Type, m.op.op.Endpoint())
	}
	return p
}

// resources converts the draft tree: $client first when it has methods, then the resources, then $shared.
func (l *layout) resources() config.Map[*config.Resource] {
	var out config.Map[*config.Resource]
	if len(l.client.methods) > 0 || len(l.client.models) > 0 {
		out.Set(clientKey, convertResource(l.client))
	}
	for _, res := range l.top {
		out.Set(res.name, convertResource(res))
	}
	if len(l.shared) > 0 {
		shared := &config.Resource{}
		for _, m := range l.shared {
			shared.Models.Set(m.name, &config.Model{OpenAPIURI: m.ref, Shorthand: true})
		}
		out.Set(sharedKey, shared)
	}
	return out
}

func convertResource(d *draftResource) *config.Resource {
	res := &config.Resource{}
	for _, m := range d.models {
		res.Models.Set(m.name, &config.Model{OpenAPIURI: m.ref, Shorthand: true})
	}
	for _, m := range d.methods {
		res.Methods.Set(m.name, convertMethod(m))
	}
	for _, s := range d.subs {
		res.Subresources.Set(s.name, convertResource(s))
	}
	return res
}

// convertMethod writes the endpoint string, or the object form when something must be stated: paginated false
// for a list method no scheme fits, true for a method whose name does not start with list but that pages, and
// body_param_name for a body that is not an object (an array, a union), which sdkgen requires.
func convertMethod(m *draftMethod) *config.Method {
	method := &config.Method{Endpoint: m.op.op.Endpoint()}
	switch {
	case m.notPaginated:
		method.Paginated = &config.Paginated{Bool: false}
	case m.scheme != "" && !isListName(m.name):
		method.Paginated = &config.Paginated{Bool: true}
	}
	if bodyNeedsParamName(m.op.op) {
		method.BodyParamName = "body"
	}
	method.Shorthand = method.Paginated == nil && method.BodyParamName == ""
	return method
}

func (l *layout) count(s *Stats) {
	s.Operations = l.operations
	s.Methods = len(l.methods)
	s.Models = l.models
	s.LeftOut = len(l.leftOut)
	var walk func(r *draftResource)
	walk = func(r *draftResource) {
		s.Resources++
		for _, sub := range r.subs {
			walk(sub)
		}
	}
	for _, r := range l.top {
		walk(r)
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return strings.TrimPrefix(u.Hostname(), "www.")
}
