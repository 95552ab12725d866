package typescript

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Runtime modules generated code imports from.
const (
	baseClientModule = "src/internal/base-client.ts"
	apiPromiseModule = "src/core/api-promise.ts"
	paginationCore   = "src/core/pagination.ts"
	streamingModule  = "src/core/streaming.ts"
	resourceModule   = "src/core/resource.ts"
	pathModule       = "src/internal/utils/path.ts"
	pagesModule      = "src/pagination.ts"
	// requestOptionsModule tells request options from params.
	requestOptionsModule = "src/internal/request-options.ts"
)

// call is how one method is called: its arguments in order and where each param goes on the wire.
type call struct {
	m          *ir.Method
	positional []*ir.Param
	named      []*ir.Param // params in the params object
	params     string      // TypeScript params type, "" when the method takes no params object
	optional   bool        // every named param is optional, so params defaults to {}
	bodyArg    bool        // the body is its own argument (a non-object body and no params object)
	keys       map[*ir.Param]string
}

// key is a param's key in the params object: its wire name, unless another param of the method has the same one.
// Body params keep theirs (the rest of the params object is the body as sent); the others, which the method picks
// out by name, get their location in front ("path_name").
func (c *call) key(p *ir.Param) string {
	if k, ok := c.keys[p]; ok {
		return k
	}
	return p.WireName
}

func (c *call) assignKeys() {
	c.keys = map[*ir.Param]string{}
	count := map[string]int{}
	for _, p := range c.named {
		count[p.WireName]++
	}
	for _, p := range c.named {
		if count[p.WireName] > 1 && p.In != "body" {
			c.keys[p] = p.In + "_" + p.WireName
		}
	}
}

func (g *gen) planCall(m *ir.Method) *call {
	c := &call{m: m, params: g.names.params[m], positional: g.positionalParams(m)}
	for _, p := range m.Params {
		if !slices.Contains(c.positional, p) && !slices.Contains(p.Skip, g.lang) {
			c.named = append(c.named, p)
		}
	}
	if len(c.named) == 0 && (m.Body == nil || m.Body.ParamName == "") {
		c.params = "" // every param is positional
	}
	c.assignKeys()
	c.optional = !slices.ContainsFunc(c.named, func(p *ir.Param) bool { return p.Required })
	if m.Body != nil && m.Body.ParamName != "" {
		if c.params == "" {
			c.bodyArg = true
		} else if m.Body.Required {
			c.optional = false
		}
	}
	if c.params == "" && len(c.named) > 0 {
		c.params = g.names.claim(g.names.namer.Pascal(m.Call[strings.LastIndex(m.Call, ".")+1:] + "_params"))
		g.names.params[m] = c.params
	}
	return c
}

// positionalParams are the method's positional params: the configured ones, else by default the last path
// param, or for the node target every path param in the order of the path, as the node SDKs took them
// (`update(appId, userId, params)`).
func (g *gen) positionalParams(m *ir.Method) []*ir.Param {
	var out []*ir.Param
	if g.lang == "node" && !m.PositionalConfigured {
		for _, match := range pathTemplateVar.FindAllStringSubmatch(m.Path, -1) {
			if p := findPathParam(m, match[1]); p != nil && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
		return out
	}
	for _, name := range m.Positional {
		if p := findParam(m, name); p != nil {
			out = append(out, p)
		}
	}
	return out
}

var pathTemplateVar = regexp.MustCompile(`\{([^{}]+)\}`)

func findPathParam(m *ir.Method, wire string) *ir.Param {
	for _, p := range m.Params {
		if p.In == "path" && p.WireName == wire {
			return p
		}
	}
	return nil
}

func findParam(m *ir.Method, name string) *ir.Param {
	for _, p := range m.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// bodyParam is the params-object key of a body that is not flattened.
func bodyParam(m *ir.Method) string {
	if m.Body == nil || m.Body.Flattened {
		return ""
	}
	return m.Body.ParamName
}

// declareParams writes the params interface of a method (and the streaming variants when it streams).
func (g *gen) declareParams(mod *module, c *call) {
	if c.params == "" {
		return
	}
	w := &mod.body
	s := c.m.Streaming
	if s != nil && s.ParamDiscriminator != "" {
		g.declareStreamingParams(mod, c)
	} else {
		if w.b.Len() > 0 {
			w.blank()
		}
		g.paramsInterface(mod, c, c.params, "")
	}
	g.declareNestedIn(mod, g.nestedInParams(c), c.params)
}

// nestedInParams are the types nested in a params type, in the order of its members.
func (g *gen) nestedInParams(c *call) []*ir.Type {
	var refs []ir.TypeRef
	for _, p := range c.named {
		refs = append(refs, p.Type)
	}
	return g.nestedAmong(paramsParent+c.params, refs)
}

func (g *gen) paramsInterface(mod *module, c *call, name, extends string) {
	w := &mod.body
	head := "export interface " + name
	if extends != "" {
		head += " extends " + extends
	}
	members := g.paramMembers(c)
	if len(members) == 0 {
		w.line("%s {}", head)
		return
	}
	w.open("%s {", head)
	for i, p := range members {
		if i > 0 {
			w.blank()
		}
		g.property(mod, p.Description, p.Deprecated, c.key(p), !p.Required, p.Type, requestSide)
	}
	w.close("}")
}

// paramMembers are the members of the params interface: the named params, and a body that is not flattened.
func (g *gen) paramMembers(c *call) []*ir.Param {
	members := slices.Clone(c.named)
	if bp := bodyParam(c.m); bp != "" && !c.bodyArg && c.m.Body.Type != nil {
		members = append(members, &ir.Param{Name: bp, WireName: bp, In: "body", Type: *c.m.Body.Type, Required: c.m.Body.Required, Description: "The request body."})
	}
	return members
}

// declareStreamingParams writes <Params>Base with every param, and the NonStreaming / Streaming variants that fix
// the discriminator, plus the union of the two under the params name.
func (g *gen) declareStreamingParams(mod *module, c *call) {
	w := &mod.body
	disc := c.m.Streaming.ParamDiscriminator
	base, non, str := c.params+"Base", c.params+"NonStreaming", c.params+"Streaming"
	if w.b.Len() > 0 {
		w.blank()
	}
	w.line("export type %s = %s | %s;", c.params, non, str)
	w.blank()
	g.paramsInterface(mod, c, base, "")
	w.blank()
	w.open("export interface %s extends %s {", non, base)
	w.line("%s?: false;", key(wireOf(c.m, disc)))
	w.close("}")
	w.blank()
	w.open("export interface %s extends %s {", str, base)
	w.line("%s: true;", key(wireOf(c.m, disc)))
	w.close("}")
}

func wireOf(m *ir.Method, name string) string {
	for _, p := range m.Params {
		if p.Name == name || p.WireName == name {
			return p.WireName
		}
	}
	return name
}

// method writes one method of a resource class (or of the client, with receiver "this").
func (g *gen) method(mod *module, c *call, receiver string) {
	w := &mod.body
	m := c.m
	name := g.methodName(m, receiver == "this")
	w.doc(methodDoc(m), deprecatedTag(m.Deprecated, g.lang))
	args := g.args(mod, c)
	if s := m.Streaming; s != nil && s.ParamDiscriminator != "" {
		g.streamingOverloads(mod, c, name, args)
	}
	ret := g.returnType(mod, c)
	if s := m.Streaming; s != nil && s.ParamDiscriminator != "" {
		args = withParamsType(args, c.params+"Base", true)
	}
	optionsOnly := optionsOverload(c)
	if optionsOnly {
		g.signature(w, name, withParamsType(args, c.params, false), ret, ";")
		g.signature(w, name, slices.Delete(slices.Clone(args), len(args)-2, len(args)-1), ret, ";")
		args = withParamsType(args, c.params+" | "+mod.useType(baseClientModule, "RequestOptions"), true)
	}
	g.signature(w, name, args, ret, " {")
	w.indent++
	if optionsOnly {
		g.optionsInPlaceOfParams(mod, c, name)
	}
	g.methodBody(mod, c, receiver)
	w.close("}")
}

// requestOptionKeys are the keys of RequestOptions (src/internal/request-options.ts).
var requestOptionKeys = []string{
	"timeout", "maxRetries", "headers", "query", "body", "signal", "idempotencyKey", "fetchOptions", "path", "httpAgent",
}

// optionsOverload reports whether a method takes its request options in place of its params (`list(options)`),
// as the node SDKs did: when every param is optional.
func optionsOverload(c *call) bool {
	return c.params != "" && c.optional && !c.bodyArg && (c.m.Streaming == nil || c.m.Streaming.ParamDiscriminator == "")
}

// optionsInPlaceOfParams calls the method again with the request options moved to their place.
func (g *gen) optionsInPlaceOfParams(mod *module, c *call, name string) {
	w := &mod.body
	var args []string
	for _, p := range c.positional {
		args = append(args, g.names.variable(p.Name))
	}
	// An object with a key of the params is params, whatever else it has.
	var shared []string
	for _, p := range c.named {
		if slices.Contains(requestOptionKeys, c.key(p)) {
			shared = append(shared, str(c.key(p)))
		}
	}
	test := "params"
	if len(shared) > 0 {
		test += ", [" + strings.Join(shared, ", ") + "]"
	}
	w.open("if (%s(%s)) {", mod.use(requestOptionsModule, "isRequestOptions"), test)
	w.list("return this."+name+"(", append(args, "{}", "params"), ");")
	w.close("}")
}

func methodDoc(m *ir.Method) string {
	switch {
	case m.Summary != "" && m.Description != "" && !strings.HasPrefix(m.Description, m.Summary):
		return m.Summary + "\n\n" + m.Description
	case m.Description != "":
		return m.Description
	}
	return m.Summary
}

// clientMembers are the names BaseClient already uses; a client-level method with one of them is renamed.
var clientMembers = []string{
	"get", "post", "put", "patch", "delete", "request", "getAPIList", "withOptions", "baseURL", "timeout",
	"maxRetries", "fetch", "logger", "logLevel", "sleep", "random", "authSchemes", "defaultSecurity", "_options",
	"buildURL", "buildRequest",
}

// resourceProperty is the property holding a resource at a depth of the call chain; on the client (depth 0) a
// name the runtime's client already uses gets "Resource" after it.
func (g *gen) resourceProperty(name string, depth int) string {
	p := g.names.camel(name)
	if depth == 0 && slices.Contains(clientMembers, p) {
		p += "Resource"
	}
	return p
}

func (g *gen) methodName(m *ir.Method, onClient bool) string {
	name := g.names.camel(m.Name)
	if onClient && slices.Contains(clientMembers, name) {
		name += "Method"
	}
	if name == "" {
		name = "call"
	}
	return name
}

// args are the method's parameters as written in its signature.
func (g *gen) args(mod *module, c *call) []string {
	var args []string
	for _, p := range c.positional {
		args = append(args, g.names.variable(p.Name)+": "+g.typeRef(mod, p.Type, requestSide))
	}
	switch {
	case c.bodyArg && c.m.Body.Type != nil:
		t := g.typeRef(mod, *c.m.Body.Type, requestSide)
		if c.m.Body.Required {
			args = append(args, "body: "+t)
		} else {
			args = append(args, "body?: "+t)
		}
	case c.params != "" && c.optional:
		args = append(args, "params: "+c.params+" = {}")
	case c.params != "":
		args = append(args, "params: "+c.params)
	}
	return append(args, "options?: "+mod.useType(baseClientModule, "RequestOptions"))
}

// returnType is what the method returns.
func (g *gen) returnType(mod *module, c *call) string {
	m := c.m
	if p := m.Pagination; p != nil {
		item := g.typeRef(mod, p.Item, responseSide)
		page := mod.use(pagesModule, g.names.pages[p.Scheme])
		return mod.useType(paginationCore, "PagePromise") + "<" + page + "<" + item + ">, " + item + ">"
	}
	promise := mod.use(apiPromiseModule, "APIPromise")
	if s := m.Streaming; s != nil {
		stream := mod.useType(streamingModule, "Stream") + "<" + g.typeRef(mod, s.Event, responseSide) + ">"
		if s.ParamDiscriminator == "" {
			return promise + "<" + stream + ">"
		}
		return promise + "<" + stream + "> | " + promise + "<" + g.responseType(mod, m) + ">"
	}
	return promise + "<" + g.responseType(mod, m) + ">"
}

// responseType is the parsed response: void without a body, the fetch Response for files, the unwrapped
// property when unwrap_response applies.
func (g *gen) responseType(mod *module, m *ir.Method) string {
	r := m.Response
	switch {
	case r == nil || r.Type == nil:
		return "void"
	case r.Binary:
		return "Response"
	}
	t := *r.Type
	for _, prop := range r.Unwrap {
		next, ok := g.propertyType(t, prop)
		if !ok {
			return "unknown"
		}
		t = next
	}
	return g.typeRef(mod, t, responseSide)
}

// propertyType is the type of a property of a named object type.
func (g *gen) propertyType(t ir.TypeRef, wire string) (ir.TypeRef, bool) {
	if t.Kind != ir.Named {
		return ir.TypeRef{}, false
	}
	nt := g.api.Type(t.Name)
	if nt == nil {
		return ir.TypeRef{}, false
	}
	for _, p := range nt.Properties {
		if p.WireName == wire {
			ref := p.Type
			return ref, true
		}
	}
	return ir.TypeRef{}, false
}

// signature writes `name(args): ret {` on one line when it fits, else one argument per line.
func (g *gen) signature(w *writer, name string, args []string, ret, tail string) {
	w.list(name+"(", args, "): "+ret+tail)
}

// streamingOverloads declares the non-streaming, streaming and either-way signatures of a method whose
// streaming a boolean param turns on.
func (g *gen) streamingOverloads(mod *module, c *call, name string, args []string) {
	w := &mod.body
	promise := mod.use(apiPromiseModule, "APIPromise")
	stream := mod.useType(streamingModule, "Stream") + "<" + g.typeRef(mod, c.m.Streaming.Event, responseSide) + ">"
	plain := g.responseType(mod, c.m)
	g.signature(w, name, withParamsType(args, c.params+"NonStreaming", false), promise+"<"+plain+">", ";")
	g.signature(w, name, withParamsType(args, c.params+"Streaming", false), promise+"<"+stream+">", ";")
	g.signature(w, name, withParamsType(args, c.params+"Base", false), promise+"<"+stream+" | "+plain+">", ";")
}

// withParamsType replaces the params argument's type. Optional params stay optional: with their default in the
// implementation, with `?` in overloads (which cannot have defaults).
func withParamsType(args []string, params string, implementation bool) []string {
	out := slices.Clone(args)
	for i, a := range out {
		if !strings.HasPrefix(a, "params: ") {
			continue
		}
		switch {
		case !strings.HasSuffix(a, " = {}"):
			out[i] = "params: " + params
		case implementation:
			out[i] = "params: " + params + " = {}"
		default:
			out[i] = "params?: " + params
		}
	}
	return out
}

// methodBody writes the statements that split params by location and send the request.
func (g *gen) methodBody(mod *module, c *call, receiver string) {
	w := &mod.body
	m := c.m
	parts := g.split(c)
	if len(parts.picks) > 0 {
		w.destructure(parts.picks, parts.rest, "params")
	}
	cast := ""
	if s := m.Streaming; s != nil && s.ParamDiscriminator != "" {
		cast = " as " + g.returnType(mod, c)
	}
	if m.Pagination != nil {
		w.open("return %s(%s, {", mod.use(paginationCore, "getAPIList"), receiver)
	} else {
		w.open("return %s.request({", receiver)
	}
	for _, f := range g.requestFields(mod, c, parts) {
		w.objectField(f)
	}
	w.close("})%s;", cast)
}

// parts says how the params object is taken apart: a destructuring pattern and the expressions for each location.
type parts struct {
	picks    []string
	rest     string
	pathVars map[string]string // param name -> local variable
	query    string
	headers  []string // `name: variable`, the name quoted when it must be
	body     string
}

func (g *gen) split(c *call) parts {
	p := parts{pathVars: map[string]string{}}
	for _, pp := range c.positional {
		p.pathVars[pp.Name] = g.names.variable(pp.Name)
	}
	if c.bodyArg {
		p.body = "body"
	}
	if c.params == "" {
		return p
	}
	var picks []string
	var query []string
	// A flattened body takes the params nobody else picks; otherwise the query does.
	hasBody := c.m.Body != nil && bodyParam(c.m) == ""
	for _, pp := range c.named {
		v := g.names.variable(pp.Name)
		switch pp.In {
		case "path":
			p.pathVars[pp.Name] = v
		case "header":
			p.headers = append(p.headers, key(pp.WireName)+": "+v)
		case "query":
			if !hasBody {
				continue // stays in the rest, which is the query
			}
			query = append(query, pick(pp.WireName, v))
		default:
			continue // body params stay in the rest
		}
		picks = append(picks, pick(c.key(pp), v))
	}
	if bp := bodyParam(c.m); bp != "" {
		picks = append(picks, pick(bp, "bodyValue"))
		p.body = "bodyValue"
	}
	rest := "query"
	if hasBody && p.body == "" {
		rest = "body"
	}
	if len(picks) == 0 {
		if rest == "query" {
			p.query = "params"
		} else {
			p.body = "params"
		}
		return p
	}
	for _, q := range query {
		p.query += q + ", "
	}
	if p.query != "" {
		p.query = "{ " + strings.TrimSuffix(p.query, ", ") + " }"
	}
	if rest == "query" && len(query) == 0 {
		p.query = "query"
	}
	if rest == "body" {
		p.body = "body"
	}
	p.picks, p.rest = picks, rest
	return p
}

// pick is one destructuring entry: `name` when the wire name is the variable, else `'wire': variable`.
func pick(wire, variable string) string {
	if wire == variable {
		return wire
	}
	return key(wire) + ": " + variable
}

// requestFields are the fields of the RequestSpec passed to the client.
func (g *gen) requestFields(mod *module, c *call, p parts) []string {
	m := c.m
	fields := []string{"method: " + str(strings.ToLower(m.HTTPMethod)), "path: " + g.pathExpr(mod, m, p.pathVars)}
	if p.query != "" {
		fields = append(fields, field("query", p.query))
	}
	headers := p.headers
	if h := streamHelperHeader(m, p); h != "" {
		headers = append(headers, h)
	}
	if len(headers) > 0 {
		fields = append(fields, "headers: { "+strings.Join(headers, ", ")+" }")
	}
	if p.body != "" {
		fields = append(fields, field("body", p.body))
		if b := m.Body; b != nil && b.Encoding != "json" {
			fields = append(fields, "bodyEncoding: "+str(b.Encoding))
		}
		if b := m.Body; b != nil && b.ContentType != "" && b.ContentType != "application/json" && b.Encoding != "multipart" {
			fields = append(fields, "contentType: "+str(b.ContentType))
		}
	}
	if m.Security != nil {
		fields = append(fields, "security: "+securityLiteral(m.Security))
	}
	if r := m.Response; r != nil && r.ContentType != "" && r.ContentType != "application/json" && m.Streaming == nil {
		fields = append(fields, "accept: "+str(r.ContentType))
	}
	if r := m.Response; r != nil && r.Binary {
		fields = append(fields, "binaryResponse: true")
	}
	if r := m.Response; r != nil && len(r.Unwrap) > 0 && m.Pagination == nil {
		fields = append(fields, "unwrap: "+stringArray(r.Unwrap))
	}
	if pg := m.Pagination; pg != nil {
		fields = append(fields, "page: "+g.names.pages[pg.Scheme])
		if len(pg.ItemsPath) > 0 {
			fields = append(fields, "itemsPath: "+stringArray(pg.ItemsPath))
		}
	}
	if s := m.Streaming; s != nil {
		if s.ParamDiscriminator == "" {
			fields = append(fields, "stream: true")
		} else {
			fields = append(fields, "stream: "+p.body+member(wireOf(m, s.ParamDiscriminator))+" ?? false")
		}
	}
	if t := m.DefaultTimeout; t != nil {
		if t.None {
			fields = append(fields, "timeout: null")
		} else {
			fields = append(fields, "timeout: "+strconv.FormatInt(t.Milliseconds, 10))
		}
	}
	if r := m.DefaultMaxRetries; r != nil {
		fields = append(fields, "maxRetries: "+strconv.Itoa(*r))
	}
	return append(fields, "options")
}

// streamHelperHeader names the method's streaming helper (x-sdkgen-stream-helper) in X-Sdkgen-Stream-Helper when
// the call streams: always, or when the discriminator param is true.
func streamHelperHeader(m *ir.Method, p parts) string {
	s := m.Streaming
	if m.StreamHelper == "" || s == nil {
		return ""
	}
	if s.ParamDiscriminator == "" {
		return "'X-Sdkgen-Stream-Helper': " + str(m.StreamHelper)
	}
	return "'X-Sdkgen-Stream-Helper': " + p.body + member(wireOf(m, s.ParamDiscriminator)) + " ? " + str(m.StreamHelper) + " : undefined"
}

// field is `name` when the value is a variable of that name, else `name: value`.
func field(name, value string) string {
	if name == value {
		return name
	}
	return name + ": " + value
}

// pathExpr is the request path as a `path` template with each path param encoded by the runtime.
func (g *gen) pathExpr(mod *module, m *ir.Method, vars map[string]string) string {
	tag := mod.use(pathModule, "path")
	var b strings.Builder
	b.WriteString(tag + "`")
	rest := m.Path
	for {
		i := strings.IndexByte(rest, '{')
		j := strings.IndexByte(rest, '}')
		if i < 0 || j < i {
			b.WriteString(escapeTemplate(rest))
			break
		}
		b.WriteString(escapeTemplate(rest[:i]))
		name := rest[i+1 : j]
		v := vars[paramByWire(m, name)]
		if v == "" {
			v = "params" + member(name)
		}
		b.WriteString("${" + v + "}")
		rest = rest[j+1:]
	}
	b.WriteString("`")
	return b.String()
}

func paramByWire(m *ir.Method, wire string) string {
	for _, p := range m.Params {
		if p.In == "path" && p.WireName == wire {
			return p.Name
		}
	}
	return wire
}

// escapeTemplate makes literal text safe inside a template literal.
func escapeTemplate(s string) string {
	s = strings.ReplaceAll(s, "\\", "\\\\")
	s = strings.ReplaceAll(s, "`", "\\`")
	return strings.ReplaceAll(s, "${", "\\${")
}

func securityLiteral(alts [][]string) string {
	var out []string
	for _, alt := range alts {
		out = append(out, stringArray(alt))
	}
	return "[" + strings.Join(out, ", ") + "]"
}

func stringArray(items []string) string {
	var out []string
	for _, s := range items {
		out = append(out, str(s))
	}
	return "[" + strings.Join(out, ", ") + "]"
}
