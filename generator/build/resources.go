package build

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/internal/suggest"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// scope is what a resource passes down to what it contains: skip and only cover everything nested.
type scope struct {
	path       []string
	skip       []string
	only       []string
	deprecated *ir.Deprecation
}

func (s scope) nested(name string, r *config.Resource) scope {
	out := scope{path: append(slicesClone(s.path), name), skip: slicesClone(s.skip), only: slicesClone(s.only), deprecated: s.deprecated}
	if r != nil {
		out.skip = mergeFilter(out.skip, r.Skip)
		if len(r.Only) > 0 {
			out.only = r.Only
		}
		if d := perLanguageDeprecation(r.Deprecated); d != nil {
			out.deprecated = d
		}
	}
	return out
}

// mergeFilter adds the languages a skip filter covers; skip: true covers all of them.
func mergeFilter(langs []string, f *config.TargetFilter) []string {
	if f == nil {
		return langs
	}
	add := f.Langs
	if f.All {
		add = config.Languages
	}
	for _, l := range add {
		if !slices.Contains(langs, l) {
			langs = append(langs, l)
		}
	}
	return langs
}

// resources builds the resource tree: $client's methods and subresources hang on the root, every other top-level
// key is a subresource of the root, and $shared only holds models.
func (b *builder) resources() {
	root := &ir.Resource{Call: "client"}
	b.api.Root = root
	for _, e := range b.cfg.Resources.Entries {
		ptr := b.cfg.Resources.EntryPtr(e.Key)
		switch e.Key {
		case "$shared":
			// $shared only holds models; their types carry Resource "$shared".
		case "$client":
			sc := scope{}.nested("$client", e.Value)
			root.Models = b.modelNames(e.Value)
			b.fillResource(root, e.Value, ptr, sc, true)
		default:
			root.Subresources = append(root.Subresources, b.resource(e.Key, e.Value, ptr, scope{}))
		}
	}
	b.addExtensionMethods()
	b.checkNames(root, "/resources")
	b.finishAuth()
}

func (b *builder) resource(name string, r *config.Resource, ptr document.Pointer, parent scope) *ir.Resource {
	sc := parent.nested(name, r)
	path := slices.DeleteFunc(slicesClone(sc.path), func(p string) bool { return p == "$client" })
	out := &ir.Resource{Name: name, Path: path, Call: "client." + strings.Join(path, ".")}
	b.fillResource(out, r, ptr, sc, false)
	return out
}

// fillResource adds a configured resource's methods, subresources and settings to out.
func (b *builder) fillResource(out *ir.Resource, r *config.Resource, ptr document.Pointer, sc scope, isClient bool) {
	if r == nil {
		return
	}
	if !isClient {
		out.Description, out.Custom = r.Description, r.Custom
		out.Deprecated = sc.deprecated
		out.Skip, out.Only = sc.skip, sc.only
		out.MCP = mcpInclusion(r.MCP)
		out.Terraform = terraformResource(r.Terraform)
		out.Models = b.modelNames(r)
		out.Standalone = r.StandaloneAPI
	}
	for _, e := range r.Methods.Entries {
		if e.Value == nil || e.Value.Kind() == "alias" {
			continue
		}
		if m := b.method(out, e.Key, e.Value, r.Methods.EntryPtr(e.Key), sc); m != nil {
			out.Methods = append(out.Methods, m)
		}
	}
	b.methodAliases(out, r)
	for _, e := range r.Subresources.Entries {
		out.Subresources = append(out.Subresources, b.resource(e.Key, e.Value, r.Subresources.EntryPtr(e.Key), sc))
	}
}

// modelNames lists the type names a resource declares in models, in order.
func (b *builder) modelNames(r *config.Resource) []string {
	if r == nil {
		return nil
	}
	var names []string
	for _, e := range r.Models.Entries {
		name := b.names.Snake(e.Key)
		if b.types.byName[name] != nil {
			names = append(names, name)
		}
	}
	return names
}

// methodAliases records alias methods on the methods they stand for (sdkgen.yml checks already reported
// aliases to unknown methods).
func (b *builder) methodAliases(out *ir.Resource, r *config.Resource) {
	for _, e := range r.Methods.Entries {
		if e.Value == nil || e.Value.Kind() != "alias" {
			continue
		}
		for _, m := range out.Methods {
			if m.Name == e.Value.To {
				m.Aliases = append(m.Aliases, e.Key)
			}
		}
	}
}

// method builds one configured method.
func (b *builder) method(res *ir.Resource, name string, cm *config.Method, ptr document.Pointer, sc scope) *ir.Method {
	m := &ir.Method{
		Name: name, Call: res.Call + "." + name, Kind: cm.Kind(),
		Deprecated: perLanguageDeprecation(cm.Deprecated), MCP: mcpInclusion(cm.MCP),
		Skip: mergeFilter(slicesClone(sc.skip), cm.Skip), Only: sc.only, SkipTestReason: perLanguageText(cm.SkipTestReason),
	}
	if len(cm.Only) > 0 {
		m.Only = cm.Only
	}
	if t := cm.Terraform; t != nil {
		m.Terraform = &ir.TerraformMethod{Method: t.Method, IDPathParam: t.IDPathParam, IDProperty: t.IDProperty, UpdateBehavior: t.UpdateBehavior}
	}
	if c := cm.CLI; c != nil {
		m.CLI = &ir.CLIMethod{Format: c.Format, ErrorFormat: c.ErrorFormat}
	}
	if o := cm.DefaultRequestOptions; o != nil {
		if o.Timeout != nil {
			m.DefaultTimeout = &ir.Timeout{Milliseconds: o.Timeout.Milliseconds, None: o.Timeout.Null}
		}
		m.DefaultMaxRetries = o.MaxRetries
	}
	if m.Kind == "webhook_unwrap" {
		return b.webhookMethod(m, cm, ptr)
	}
	endpointPtr := ptr
	if !cm.Shorthand {
		endpointPtr = ptr.Append("endpoint")
	}
	endpoint := normalizeEndpoint(cm.Endpoint)
	op := b.doc.Endpoint(endpoint)
	if op == nil {
		if validEndpoint(endpoint) {
			b.c.AtConfig(diag.EndpointNotFound, endpointPtr, "endpoint `%s` is not in the spec%s", endpoint, b.endpointHint(endpoint))
		}
		return nil
	}
	if skip := op.Extensions["x-sdkgen-skip"]; skip != nil {
		if skip.IsTrue() {
			b.c.AtConfig(diag.EndpointSkippedBySpec, endpointPtr, "endpoint `%s` has x-sdkgen-skip: true in the spec and is not generated", endpoint)
			return nil
		}
		for _, lang := range skip.Items {
			if !slices.Contains(m.Skip, lang.Str()) {
				m.Skip = append(m.Skip, lang.Str())
			}
		}
	}
	b.httpMethod(m, op, cm, ptr, sc)
	b.mapped[endpoint] = append(b.mapped[endpoint], m)
	b.methodPtr[m] = ptr
	return m
}

// httpMethod fills what an http method takes from its operation.
func (b *builder) httpMethod(m *ir.Method, op *spec.Operation, cm *config.Method, ptr document.Pointer, sc scope) {
	m.Endpoint, m.HTTPMethod, m.Path = op.Endpoint(), op.Method, op.Path
	m.OperationID, m.Summary, m.Description = op.OperationID, op.Summary, op.Description
	m.SpecRef = op.Pointer.Fragment()
	if m.Deprecated == nil {
		m.Deprecated = deprecation(op.Deprecated, op.Extensions)
	}
	if sc.deprecated != nil && (m.Deprecated == nil || m.Deprecated.Message == "" && m.Deprecated.ByLang == nil) {
		m.Deprecated = sc.deprecated // a deprecated resource deprecates everything in it, with its message
	}
	m.StreamHelper = op.Extensions["x-sdkgen-stream-helper"].Str()
	if d := cm.Docs; d != nil && d.ResponseProperty != nil {
		m.Docs = &ir.MethodDocs{ResponseProperty: d.ResponseProperty.Property, WholeResponse: d.ResponseProperty.Disabled}
	}
	b.checkServers(m, op)
	m.Security = b.methodSecurity(op)
	m.Idempotent = b.api.Idempotency != nil && op.Method != "get"
	names := methodNames{b: b, res: sc.path, method: m.Name}
	b.params(m, op, cm, ptr, names)
	b.response(m, op, cm, ptr, names)
	b.positional(m, cm, ptr)
	dropEmptyParamsType(m)
	b.streaming(m, op, cm, ptr, names)
	b.paginate(m, op, cm, ptr)
}

// checkServers warns about an operation (or path) with servers of its own that no environment has: SDKs send
// every method to the client's base URL, so such a method would reach the wrong host.
func (b *builder) checkServers(m *ir.Method, op *spec.Operation) {
	var other []string
	for _, s := range op.Servers {
		if !b.isEnvironment(s.URL) {
			other = append(other, s.URL)
		}
	}
	if len(other) > 0 {
		b.c.AtSpec(diag.MethodServerIgnored, op.ServersPointer, "`%s` has servers of its own (%s); the SDKs send `%s` to the client's base URL like every other method", op.Endpoint(), strings.Join(other, ", "), m.Call)
	}
}

// isEnvironment reports whether a URL is one of the configured environments (a trailing slash aside).
func (b *builder) isEnvironment(url string) bool {
	for _, e := range b.cfg.Environments.Entries {
		if strings.TrimSuffix(e.Value, "/") == strings.TrimSuffix(url, "/") {
			return true
		}
	}
	return false
}

// methodNames derives the names of a method's generated types: <resource>_<method>_params and so on, with the
// resource name singular, qualified by parent resources when the short name is taken.
type methodNames struct {
	b      *builder
	res    []string
	method string
}

// reserve returns the name for one of the method's generated types and reserves it, so no other method takes it.
func (n methodNames) reserve(suffix string) string {
	var parts []string
	for _, p := range n.res {
		if p != "$client" {
			parts = append(parts, n.b.names.Singular(n.b.names.Snake(p)))
		}
	}
	if len(parts) == 0 {
		parts = []string{"client"}
	}
	method := n.b.names.Snake(n.method)
	var candidate string
	for k := 1; k <= len(parts); k++ {
		candidate = strings.Join(append(slicesClone(parts[len(parts)-k:]), method, suffix), "_")
		if !n.b.methodTypes[candidate] && n.b.types.byName[candidate] == nil {
			break
		}
	}
	for base, i := candidate, 2; n.b.methodTypes[candidate] || n.b.types.byName[candidate] != nil; i++ {
		candidate = base + "_" + strconv.Itoa(i)
	}
	n.b.methodTypes[candidate] = true
	return candidate
}

// resource returns the dotted path of the resource that owns the method's types.
func (n methodNames) resource() string {
	return strings.Join(n.res, ".")
}

// normalizeEndpoint collapses the whitespace folded YAML leaves in long endpoint strings.
func normalizeEndpoint(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// validEndpoint reports whether s has the "<verb> <path>" form (sdkgen.yml checks report the others).
func validEndpoint(s string) bool {
	verb, path, ok := strings.Cut(s, " ")
	return ok && slices.Contains(spec.ConfigurableMethods, verb) && strings.HasPrefix(path, "/")
}

// endpointHint suggests the spec endpoint closest to a missing one.
func (b *builder) endpointHint(endpoint string) string {
	verb, path, _ := strings.Cut(endpoint, " ")
	var samePath []string
	candidates := make([]string, 0, len(b.doc.Operations))
	for _, op := range b.doc.Operations {
		candidates = append(candidates, op.Endpoint())
		if op.Path == path && op.Method != verb {
			samePath = append(samePath, op.Endpoint())
		}
	}
	if len(samePath) > 0 {
		return " (the spec has `" + strings.Join(samePath, "`, `") + "`)"
	}
	return suggest.Hint(endpoint, candidates)
}

// addExtensionMethods adds operations marked x-sdkgen-method: "<resource>.<method>" that sdkgen.yml does not
// configure itself (config wins over extensions).
func (b *builder) addExtensionMethods() {
	for _, op := range b.doc.Operations {
		ext := op.Extensions["x-sdkgen-method"]
		if ext == nil || len(b.mapped[op.Endpoint()]) > 0 {
			continue
		}
		path := ext.Str()
		if path == "" {
			path = ext.Get("path").Str()
		}
		parts := strings.Split(path, ".")
		if len(parts) < 2 || slices.Contains(parts, "") {
			b.c.AtSpec(diag.SpecInvalid, op.Pointer.Append("x-sdkgen-method"), "x-sdkgen-method must be <resource…>.<method>, got %q", path)
			continue
		}
		res := b.ensureResource(parts[:len(parts)-1])
		cm := &config.Method{Endpoint: op.Endpoint(), Shorthand: true}
		sc := scope{path: res.Path}
		if m := b.method(res, parts[len(parts)-1], cm, "", sc); m != nil {
			res.Methods = append(res.Methods, m)
		}
	}
}

// ensureResource finds or creates the resource at path below the root ($client is the root itself).
func (b *builder) ensureResource(path []string) *ir.Resource {
	cur := b.api.Root
	if path[0] == "$client" {
		path = path[1:]
	}
	for _, name := range path {
		var next *ir.Resource
		for _, s := range cur.Subresources {
			if s.Name == name {
				next = s
			}
		}
		if next == nil {
			p := append(slicesClone(cur.Path), name)
			next = &ir.Resource{Name: name, Path: p, Call: "client." + strings.Join(p, ".")}
			cur.Subresources = append(cur.Subresources, next)
		}
		cur = next
	}
	return cur
}

// checkNames reports a method and a subresource, or two subresources, with one name in one namespace: the SDK
// could not have both.
func (b *builder) checkNames(r *ir.Resource, ptr document.Pointer) {
	seen := map[string]string{}
	for _, m := range r.Methods {
		seen[m.Name] = "method"
	}
	for _, s := range r.Subresources {
		if kind, dup := seen[s.Name]; dup {
			b.c.AtConfig(diag.ResourceNameCollision, b.resourcePtr(s.Path), "`%s` is both a %s and a subresource of `%s`; rename one", s.Name, kind, r.Call)
		}
		seen[s.Name] = "subresource"
		b.checkNames(s, ptr)
	}
}

// resourcePtr returns the sdkgen.yml pointer of a resource path.
func (b *builder) resourcePtr(path []string) document.Pointer {
	ptr := document.Pointer("/resources")
	for i, p := range path {
		if i > 0 {
			ptr = ptr.Append("subresources")
		}
		ptr = ptr.Append(p)
	}
	return ptr
}

func perLanguageDeprecation(t *config.PerLanguageText) *ir.Deprecation {
	if t == nil {
		return nil
	}
	d := &ir.Deprecation{Message: t.All}
	if t.ByLang.Len() > 0 {
		d.ByLang = map[string]string{}
		for _, e := range t.ByLang.Entries {
			d.ByLang[e.Key] = e.Value
		}
	}
	return d
}

func perLanguageText(t *config.PerLanguageText) map[string]string {
	if t == nil {
		return nil
	}
	out := map[string]string{}
	if t.All != "" {
		out["*"] = t.All
	}
	for _, e := range t.ByLang.Entries {
		out[e.Key] = e.Value
	}
	return out
}

func terraformResource(t *config.TerraformResource) *ir.TerraformResource {
	if t == nil {
		return nil
	}
	out := &ir.TerraformResource{
		// A mapping turns the resource on, whichever keys it sets.
		Enabled: t.Enabled || t.Name != "" || t.Resource != nil || t.DataSource != nil || t.Timeouts != nil ||
			t.UnsupportedDeleteBehavior != "" || t.SkipTestsReason != "", Name: t.Name,
		Resource: t.Resource, DataSource: t.DataSource,
		UnsupportedDeleteBehavior: t.UnsupportedDeleteBehavior, SkipTestsReason: t.SkipTestsReason,
	}
	if to := t.Timeouts; to != nil {
		out.Timeouts, out.TimeoutsName = to.Enabled || to.Name != "" || to.Default != nil, to.Name
		if to.Default != nil && !to.Default.Null {
			out.TimeoutsDefaultMs = to.Default.Milliseconds
		}
	}
	return out
}

func mcpInclusion(m *config.MCPInclusion) *ir.MCP {
	if m == nil {
		return nil
	}
	enabled := m.Enabled || len(m.Tags) > 0 || m.ToolName != "" || m.Description != ""
	return &ir.MCP{Enabled: enabled, Tags: m.Tags, ToolName: m.ToolName, Description: m.Description}
}
