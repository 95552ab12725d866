package config

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// Some keys that real configurations leave out have defaults that depend on the spec. Load cannot apply them (it
// reads sdkgen.yml alone), so the pipeline calls ApplySpec once the spec is loaded and before the IR is built.
// Each default it applies is a Config/Defaulted note saying what was used; docs/config-decisions.md lists them.

// ApplySpec fills in what sdkgen.yml leaves to the spec:
//   - organization.name: omitted, the scope of the typescript (or node) npm package name, else a name from the
//     spec's info.title (OrganizationFromTitle);
//   - environments: omitted, the spec's servers (EnvironmentsFromServers); with neither, the SDKs have no default
//     base URL (Environment/NoBaseURL). An environment written as a path (/api/v1) is resolved against the spec's
//     first absolute servers URL, or kept with the same warning when there is none;
//   - readme.example_requests.default and headline: one omitted, the other one; both omitted, a call of the first
//     http method of resources whose operation returns a body (the first http method when none does);
//   - client_settings.send_openapi_info_version_as_header: the header, with the spec's info.version, is added to
//     default_headers (unless default_headers sets it).
func ApplySpec(cfg *Config, doc *spec.Document, c *diag.Collector) {
	if cfg == nil || doc == nil {
		return
	}
	applyOrganization(cfg, doc, c)
	applyEnvironments(cfg, doc, c)
	applyReadmeExamples(cfg, doc, c)
	applyVersionHeader(cfg, doc)
}

// applyOrganization names an organization sdkgen.yml does not name.
func applyOrganization(cfg *Config, doc *spec.Document, c *diag.Collector) {
	if cfg.Organization.Name != "" || c.Config != nil && c.Config.Root.Get("organization").Has("name") {
		return // named (an invalid name is reported by Load)
	}
	name, from := npmScope(cfg), "the scope of the npm package name"
	if name == "" {
		name, from = OrganizationFromTitle(doc.Info.Title), "the spec's info.title"
	}
	if name == "" {
		c.AtConfig(diag.ConfigMissingKey, "/organization/name", "organization.name is not set, and neither an npm package scope nor the spec's info.title gives one: add organization.name")
		return
	}
	cfg.Organization.Name = name
	c.AtConfig(diag.ConfigDefaulted, "/organization/name", "organization.name is not set: sdkgen uses %q, from %s", name, from)
}

// npmScope returns the scope of the typescript (else node) package name as an organization name, or "".
func npmScope(cfg *Config) string {
	for _, t := range []*TypeScriptTarget{cfg.Targets.TypeScript, cfg.Targets.Node} {
		if t == nil {
			continue
		}
		if scope, _, ok := strings.Cut(strings.TrimPrefix(t.PackageName, "@"), "/"); ok && strings.HasPrefix(t.PackageName, "@") {
			return deriveOrgName(scope)
		}
	}
	return ""
}

// applyVersionHeader sends the spec's info.version in the header send_openapi_info_version_as_header names.
func applyVersionHeader(cfg *Config, doc *spec.Document) {
	cs := &cfg.ClientSettings
	if h := cs.SendOpenAPIInfoVersionAsHeader; h != "" && doc.Info.Version != "" && !cs.DefaultHeaders.Has(h) {
		cs.DefaultHeaders.Set(h, doc.Info.Version)
	}
}

func applyEnvironments(cfg *Config, doc *spec.Document, c *diag.Collector) {
	envs := &cfg.Environments
	if envs.Ptr == "" && !written(c, "environments") {
		defaultEnvironments(envs, doc, c)
		return
	}
	origin := FirstAbsoluteOrigin(doc.Servers)
	for i := range envs.Entries {
		e := &envs.Entries[i]
		if !IsPathURL(e.Value) {
			continue
		}
		p := envs.EntryPtr(e.Key)
		if origin == "" {
			c.AtConfig(diag.EnvironmentNoBaseURL, p, "environment %q is the path %s and the spec has no absolute servers URL to resolve it against: callers must pass a base URL", e.Key, e.Value)
			continue
		}
		resolved := ResolvePath(origin, e.Value)
		c.AtConfig(diag.ConfigDefaulted, p, "environment %q is the path %s: sdkgen resolves it against the spec's servers to %s", e.Key, e.Value, resolved)
		e.Value = resolved
	}
}

// defaultEnvironments fills an omitted environments key from the spec's servers.
func defaultEnvironments(envs *Map[string], doc *spec.Document, c *diag.Collector) {
	servers, notes := EnvironmentsFromServers(doc.Servers, "")
	if len(servers) == 0 {
		c.AtConfig(diag.EnvironmentNoBaseURL, "", "sdkgen.yml has no environments and the spec no absolute servers URL, so the SDKs have no default base URL: callers must pass one (add environments to set it)")
		return
	}
	var named []string
	for _, s := range servers {
		envs.Set(s.Name, s.URL)
		named = append(named, s.Name+" "+s.URL)
	}
	msg := "environments is not set: sdkgen uses the spec's servers (" + strings.Join(named, ", ") + "), the first being the default"
	if len(notes) > 0 {
		msg += "; " + strings.Join(notes, "; ")
	}
	c.AtConfig(diag.ConfigDefaulted, "", "%s", msg)
}

func applyReadmeExamples(cfg *Config, doc *spec.Document, c *diag.Collector) {
	examples := &cfg.Readme.ExampleRequests
	var missing []string
	for _, name := range []string{"default", "headline"} {
		if !examples.Has(name) {
			missing = append(missing, name)
		}
	}
	if len(missing) == 0 {
		return
	}
	at := examples.Ptr
	if at == "" {
		at = cfg.Readme.Ptr
	}
	if len(missing) == 1 {
		other := map[string]string{"default": "headline", "headline": "default"}[missing[0]]
		ex, _ := examples.Get(other)
		if ex != nil {
			copied := *ex
			examples.Set(missing[0], &copied)
			c.AtConfig(diag.ConfigDefaulted, at, "readme.example_requests.%s is not set: the %s example (%s) stands in for it", missing[0], other, ex.Endpoint)
			return
		}
	}
	endpoint, call, withBody := firstExampleMethod(cfg, doc)
	if endpoint == "" {
		return // no http method to call: the README has no example, and the IR builder says why
	}
	for _, name := range missing {
		examples.Set(name, &ExampleRequest{Ptr: exampleAt(at, name), Type: "request", Endpoint: endpoint})
	}
	which := "the first method of resources that returns a body"
	if !withBody {
		which = "the first method of resources (none returns a body)"
	}
	c.AtConfig(diag.ConfigDefaulted, at, "readme.example_requests.%s %s not set: the README examples call %s (%s), %s",
		strings.Join(missing, " and "), map[bool]string{true: "is", false: "are"}[len(missing) == 1], call, endpoint, which)
}

// written reports whether sdkgen.yml has the top-level key, whatever its value.
func written(c *diag.Collector, key string) bool {
	return c.Config != nil && c.Config.Root.Has(key)
}

// exampleAt returns where an example request would be written, for diagnostics about the defaulted one.
func exampleAt(at document.Pointer, name string) document.Pointer {
	if at == "" {
		return ""
	}
	return at.Append(name)
}

// firstExampleMethod returns the endpoint and call path (client.a.b) of the first http method of resources that
// is generated for some language and whose operation returns a body, or of the first such method when none does
// (withBody false).
func firstExampleMethod(cfg *Config, doc *spec.Document) (endpoint, call string, withBody bool) {
	var firstEndpoint, firstCall string
	walkMethods(cfg.Resources, "client", func(m *Method, path string) bool {
		if m.Kind() != "http" || m.Endpoint == "" || (m.Skip != nil && m.Skip.All) {
			return true
		}
		if firstEndpoint == "" {
			firstEndpoint, firstCall = m.Endpoint, path
		}
		if op := doc.Endpoint(m.Endpoint); op != nil && returnsBody(op) {
			endpoint, call, withBody = m.Endpoint, path, true
			return false
		}
		return true
	})
	if !withBody {
		return firstEndpoint, firstCall, false
	}
	return endpoint, call, true
}

// walkMethods visits the methods of resources in the order they are written, each resource's own methods before
// its subresources, with the call path of each (methods of $client are on the client itself). It stops when
// visit returns false, and reports whether it ran to the end.
func walkMethods(resources Map[*Resource], path string, visit func(m *Method, call string) bool) bool {
	for _, e := range resources.Entries {
		if e.Value == nil || e.Key == "$shared" {
			continue
		}
		prefix := path + "." + e.Key
		if e.Key == "$client" {
			prefix = path
		}
		for _, me := range e.Value.Methods.Entries {
			if me.Value != nil && !visit(me.Value, prefix+"."+me.Key) {
				return false
			}
		}
		if !walkMethods(e.Value.Subresources, prefix, visit) {
			return false
		}
	}
	return true
}

// returnsBody reports whether an operation has a 2xx response with a schema.
func returnsBody(op *spec.Operation) bool {
	for _, r := range op.Responses {
		if !strings.HasPrefix(r.Status, "2") {
			continue
		}
		for _, m := range r.Content {
			if m.Schema != nil {
				return true
			}
		}
	}
	return false
}
