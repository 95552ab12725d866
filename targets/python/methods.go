package python

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// perCallOptions are the keyword arguments every method ends with; API params take other names.
var perCallOptions = []string{"extra_headers", "extra_query", "extra_body", "timeout", "idempotency_key", "self"}

// pcall is how one method is called: its positional path params, its keyword params and where each goes.
type pcall struct {
	m          *ir.Method
	positional []*arg
	kwargs     []*arg // required first, then optional, each in the IR's order
	body       *arg   // a body that is not flattened (body_param_name), also in kwargs
	idempotent bool   // takes idempotency_key
}

// arg is one Python argument of a method.
type arg struct {
	p        *ir.Param // nil for a body that is not flattened
	name     string    // the Python identifier
	required bool
	t        ir.TypeRef
}

// planCall decides a method's arguments, once per method.
func (g *gen) planCall(m *ir.Method) *pcall {
	if c, ok := g.plans[m]; ok {
		return c
	}
	c := g.newPlan(m)
	g.plans[m] = c
	return c
}

func (g *gen) newPlan(m *ir.Method) *pcall {
	c := &pcall{m: m, idempotent: g.api.Idempotency != nil && m.HTTPMethod != "" && !strings.EqualFold(m.HTTPMethod, "get")}
	used := map[string]bool{}
	for _, o := range perCallOptions {
		used[o] = true
	}
	name := func(p *ir.Param) string {
		n := p.Names["python"]
		if n == "" {
			n = g.names.identifier(p.Name)
		}
		if used[n] {
			n += "_param"
		}
		return unique(used, n)
	}
	for _, pn := range m.Positional {
		if p := findParam(m, pn); p != nil {
			c.positional = append(c.positional, &arg{p: p, name: name(p), required: true, t: p.Type})
		}
	}
	var required, optional []*arg
	for _, p := range m.Params {
		if slices.Contains(m.Positional, p.Name) || slices.Contains(p.Skip, "python") {
			continue
		}
		a := &arg{p: p, name: name(p), required: p.Required, t: p.Type}
		if a.required {
			required = append(required, a)
		} else {
			optional = append(optional, a)
		}
	}
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil {
		bn := firstNonEmpty(b.ParamName, "body")
		c.body = &arg{name: unique(used, g.names.identifier(bn)), required: b.Required, t: *b.Type}
		if c.body.required {
			required = append(required, c.body)
		} else {
			optional = append(optional, c.body)
		}
	}
	c.kwargs = append(required, optional...)
	return c
}

func findParam(m *ir.Method, name string) *ir.Param {
	for _, p := range m.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// discriminator is the keyword argument that turns a method's streaming on, or nil.
func (c *pcall) discriminator() *arg {
	s := c.m.Streaming
	if s == nil || s.ParamDiscriminator == "" {
		return nil
	}
	for _, a := range c.kwargs {
		if a.p != nil && (a.p.Name == s.ParamDiscriminator || a.p.WireName == s.ParamDiscriminator) {
			return a
		}
	}
	return nil
}

// methodName is a method's Python name; on the client a name the runtime's client already uses gets _method.
func (g *gen) methodName(m *ir.Method, onClient bool) string {
	name := g.names.identifier(m.Name)
	if onClient && slices.Contains(clientMembers, name) {
		name += "_method"
	}
	if slices.Contains(shadowing, name) {
		name += "_"
	}
	return name
}

// clientMembers are names the generated and runtime clients use; a resource or method on the client avoids them.
var clientMembers = []string{
	"with_raw_response", "with_streaming_response", "copy", "with_options", "close", "get", "post", "put", "patch",
	"delete", "request", "base_url", "timeout", "max_retries", "environment", "default_headers", "default_query",
	"http_client", "is_closed", "auth_headers", "platform_headers",
}

// resourceMembers are the names a resource class uses itself.
var resourceMembers = []string{"with_raw_response", "with_streaming_response"}

// resourceAttr is the attribute holding a resource on its parent (the client at depth 0).
func (g *gen) resourceAttr(r *ir.Resource, depth int) string {
	name := g.names.identifier(r.Name)
	if strings.HasPrefix(name, "_") {
		name = "resource" + name
	}
	if slices.Contains(resourceMembers, name) || slices.Contains(shadowing, name) || (depth == 0 && (slices.Contains(clientMembers, name) || g.isOption(name))) {
		name += "_resource"
	}
	return name
}

func (g *gen) isOption(name string) bool {
	return slices.ContainsFunc(g.api.ClientOptions, func(o *ir.ClientOption) bool { return g.names.identifier(o.Name) == name })
}

// flavor is the sync or async variant of generated code.
type flavor struct {
	async bool
}

func (f flavor) prefix() string {
	if f.async {
		return "Async"
	}
	return ""
}

var (
	syncFlavor  = flavor{}
	asyncFlavor = flavor{async: true}
)

// signature is the parameter list of a method: self, positional params, then keyword-only params and the per-call
// options. override replaces the annotation of an argument (the stream discriminator of overloads), and required
// drops its default (it is required in some overloads).
func (g *gen) signature(m *module, c *pcall, override map[*arg]string, required map[*arg]bool) []doc {
	items := []doc{txt("self")}
	for _, a := range c.positional {
		items = append(items, txt(a.name+": "+g.argType(m, a)))
	}
	items = append(items, txt("*"))
	for _, a := range c.kwargs {
		t := g.argType(m, a)
		if o, ok := override[a]; ok {
			t = o
		}
		if a.required || required[a] {
			items = append(items, cat(txt(a.name+": "), annotation(t)))
			continue
		}
		if _, ok := override[a]; !ok {
			t += " | " + m.use(g.rt(modTypes), "NotGiven")
		}
		items = append(items, cat(txt(a.name+": "), annotation(t), txt(" = "+m.use(g.rt(modTypes), "NOT_GIVEN"))))
	}
	items = append(items,
		txt("extra_headers: "+m.use(g.rt(modTypes), "Headers")+" | None = None"),
		txt("extra_query: "+m.use(g.rt(modTypes), "Query")+" | None = None"),
		txt("extra_body: "+m.use(g.rt(modTypes), "Body")+" | None = None"),
		txt("timeout: float | "+m.use(g.rt(modTypes), "Timeout")+" | None | "+m.use(g.rt(modTypes), "NotGiven")+" = "+m.use(g.rt(modTypes), "NOT_GIVEN")),
	)
	if c.idempotent {
		items = append(items, txt("idempotency_key: str | None = None"))
	}
	return items
}

// argType is an argument's annotation (request side).
func (g *gen) argType(m *module, a *arg) string { return g.typeRef(m, a.t, requestSide) }

// returnType is what a method returns in a flavor.
func (g *gen) returnType(m *module, c *pcall, f flavor) string {
	meth := c.m
	if p := meth.Pagination; p != nil {
		item := g.typeRef(m, p.Item, responseSide)
		page := m.use(g.pkg+".pagination", f.prefix()+pageBase(f)+g.names.pages[p.Scheme]) + "[" + item + "]"
		if f.async {
			return m.use(g.rt(modPages), "AsyncPaginator") + "[" + item + ", " + page + "]"
		}
		return page
	}
	if s := meth.Streaming; s != nil && s.ParamDiscriminator == "" {
		return g.streamType(m, c, f)
	}
	return g.responseType(m, meth, f)
}

// pageBase is "Sync" for sync pages (async ones already have the Async prefix).
func pageBase(f flavor) string {
	if f.async {
		return ""
	}
	return "Sync"
}

func (g *gen) streamType(m *module, c *pcall, f flavor) string {
	cls := "Stream"
	if f.async {
		cls = "AsyncStream"
	}
	return m.use(g.rt(modStreaming), cls) + "[" + g.typeRef(m, c.m.Streaming.Event, responseSide) + "]"
}

// responseType is the parsed response: None without a body, the binary response for files, the unwrapped property
// when unwrap_response applies.
func (g *gen) responseType(m *module, meth *ir.Method, f flavor) string {
	r := meth.Response
	switch {
	case r == nil || r.Type == nil:
		return "None"
	case r.Binary:
		if f.async {
			return m.use(g.rt(modResponse), "AsyncBinaryAPIResponse")
		}
		return m.use(g.rt(modResponse), "BinaryAPIResponse")
	}
	return g.typeRef(m, g.returned(meth), responseSide)
}

// returned is the type a method's response is declared as: the type named after the method when it has one
// (methodResponses), else its body's type after unwrap_response.
func (g *gen) returned(meth *ir.Method) ir.TypeRef {
	if name, ok := g.names.returns[meth]; ok {
		return ir.TypeRef{Kind: ir.Named, Name: name}
	}
	return g.unwrapped(meth)
}

// unwrapped is the type of the value a method returns after unwrap_response.
func (g *gen) unwrapped(meth *ir.Method) ir.TypeRef {
	t := *meth.Response.Type
	for _, prop := range meth.Response.Unwrap {
		next, ok := g.propertyType(t, prop)
		if !ok {
			return ir.TypeRef{Kind: ir.Unknown}
		}
		t = next
	}
	return t
}

// propertyType is the type of a property (by wire name) of a named object type.
func (g *gen) propertyType(t ir.TypeRef, wire string) (ir.TypeRef, bool) {
	if t.Kind != ir.Named {
		return ir.TypeRef{}, false
	}
	nt := g.names.types[t.Name]
	if nt == nil {
		return ir.TypeRef{}, false
	}
	for _, p := range nt.Properties {
		if p.WireName == wire {
			return p.Type, true
		}
	}
	return ir.TypeRef{}, false
}

// castTo is the runtime value of the type the body is parsed into.
func (g *gen) castTo(m *module, meth *ir.Method) string {
	r := meth.Response
	if r == nil || r.Type == nil {
		return "None"
	}
	if r.Binary {
		return "object"
	}
	return g.typeRef(m, g.returned(meth), responseSide)
}

// method writes one method of a resource or of the client (onClient), with its overloads when a param turns
// streaming on. Both call the runtime's self._request.
func (g *gen) method(m *module, c *pcall, f flavor, name string, onClient bool) {
	w := &m.body
	meth := c.m
	if d := c.discriminator(); d != nil {
		g.overloads(m, c, f, name, d)
	}
	g.decorators(m, meth)
	def := "def "
	if f.async && meth.Pagination == nil {
		def = "async def "
	}
	ret := g.returnType(m, c, f)
	var override map[*arg]string
	if d := c.discriminator(); d != nil {
		lit := m.use("typing_extensions", "Literal")
		override = map[*arg]string{d: "Optional[" + lit + "[False]] | " + lit + "[True] | " + m.use(g.rt(modTypes), "NotGiven")}
		m.use("typing", "Optional")
		ret = g.responseType(m, meth, f) + " | " + g.streamType(m, c, f)
	}
	w.emit(cat(txt(def+name), doc{{group: &group{open: "(", close: ")", items: g.signature(m, c, override, nil)}}}, txt(" -> "), annotation(ret), txt(":")))
	w.indent++
	w.docstring(g.methodDoc(meth, c))
	g.methodBody(m, c, f, onClient)
	w.close()
}

// overloads declares the non-streaming, streaming and either-way signatures of a method whose streaming a boolean
// param turns on.
func (g *gen) overloads(m *module, c *pcall, f flavor, name string, d *arg) {
	w := &m.body
	lit := m.use("typing_extensions", "Literal")
	def := "def "
	if f.async {
		def = "async def "
	}
	plain := g.responseType(m, c.m, f)
	stream := g.streamType(m, c, f)
	variants := []struct {
		ann      string
		ret      string
		required bool
	}{
		{"Optional[" + lit + "[False]] | " + m.use(g.rt(modTypes), "NotGiven"), plain, false},
		{lit + "[True]", stream, true},
		{"bool", plain + " | " + stream, true},
	}
	m.use("typing", "Optional")
	for _, v := range variants {
		w.line("@%s", m.use("typing", "overload"))
		g.decorators(m, c.m)
		override := map[*arg]string{d: v.ann}
		req := map[*arg]bool{d: v.required}
		items := g.signature(m, c, override, req)
		if v.required {
			items = moveRequired(items, d.name)
		}
		w.emit(cat(txt(def+name), doc{{group: &group{open: "(", close: ")", items: items}}}, txt(" -> "), annotation(v.ret), txt(": ...")))
		w.blank()
	}
}

// moveRequired moves a required keyword argument in front of the optional ones, where Python readers expect it.
func moveRequired(items []doc, name string) []doc {
	at := slices.IndexFunc(items, func(d doc) bool { return strings.HasPrefix(flat(d), name+": ") })
	star := slices.IndexFunc(items, func(d doc) bool { return flat(d) == "*" })
	if at < 0 || star < 0 {
		return items
	}
	moved := items[at]
	rest := slices.Delete(slices.Clone(items), at, at+1)
	insert := star + 1
	for insert < len(rest) && !strings.Contains(flat(rest[insert]), " = ") {
		insert++
	}
	return slices.Insert(rest, insert, moved)
}

// decorators marks a deprecated method.
func (g *gen) decorators(m *module, meth *ir.Method) {
	if meth.Deprecated == nil {
		return
	}
	msg := firstNonEmpty(deprecationMessage(meth.Deprecated), "deprecated")
	m.body.emit(cat(txt("@"), call(m.use("typing_extensions", "deprecated"), txt(str(msg)))))
}

// methodDoc is a method's docstring: summary, description, deprecation and the documented params.
func (g *gen) methodDoc(meth *ir.Method, c *pcall) string {
	text := meth.Summary
	if meth.Description != "" && !strings.HasPrefix(meth.Description, meth.Summary) {
		text = joinDoc(meth.Summary, meth.Description)
	} else if meth.Description != "" {
		text = meth.Description
	}
	var args []string
	for _, a := range append(slices.Clone(c.positional), c.kwargs...) {
		desc := "The request body."
		if a.p != nil {
			desc = joinDoc(a.p.Description, deprecationText(a.p.Deprecated))
		}
		if strings.TrimSpace(desc) == "" {
			continue
		}
		args = append(args, "  "+a.name+": "+strings.ReplaceAll(strings.TrimSpace(desc), "\n", "\n      "))
	}
	if len(args) > 0 {
		text = joinDoc(text, "Args:\n"+strings.Join(args, "\n\n"))
	}
	return joinDoc(text, deprecationText(meth.Deprecated))
}

// methodBody writes the call to the runtime.
func (g *gen) methodBody(m *module, c *pcall, f flavor, onClient bool) {
	meth := c.m
	args := []doc{txt(str(strings.ToLower(meth.HTTPMethod))), g.pathExpr(m, c, onClient)}
	fn := "self._request"
	if p := meth.Pagination; p != nil {
		fn += "_page"
		item := g.typeRef(m, p.Item, responseSide)
		args = append(args,
			kw("page", annotation(m.use(g.pkg+".pagination", f.prefix()+pageBase(f)+g.names.pages[p.Scheme])+"["+item+"]")),
			kw("item", annotation(item)))
		if len(p.ItemsPath) > 0 {
			args = append(args, kw("items_path", strTuple(p.ItemsPath)))
		}
	} else {
		args = append(args, kw("cast_to", annotation(g.castTo(m, meth))))
	}
	args = append(args, g.locations(m, c)...)
	args = append(args, g.options(m, c)...)
	args = append(args, txt("extra_headers=extra_headers"), txt("extra_query=extra_query"), txt("extra_body=extra_body"), txt("timeout=timeout"))
	if c.idempotent {
		args = append(args, txt("idempotency_key=idempotency_key"))
	}
	prefix := "return "
	if f.async && meth.Pagination == nil {
		prefix = "return await "
	}
	m.body.emit(cat(txt(prefix), call(fn, args...)))
}

// pathExpr is the request path: a literal, or the template with its params for the runtime to encode. The
// template names each param by its Python argument, so that an empty value is reported by the name the caller used.
func (g *gen) pathExpr(m *module, c *pcall, onClient bool) doc {
	meth := c.m
	var vals []doc
	var template strings.Builder
	rest := meth.Path
	for {
		i := strings.IndexByte(rest, '{')
		j := strings.IndexByte(rest, '}')
		if i < 0 || j < i {
			break
		}
		arg := c.pathValue(rest[i+1 : j])
		template.WriteString(rest[:i] + "{" + arg + "}")
		vals = append(vals, txt(str(arg)+": "+arg))
		rest = rest[j+1:]
	}
	if len(vals) == 0 {
		return txt(str(meth.Path))
	}
	template.WriteString(rest)
	fn := "self._path"
	if onClient {
		fn = m.use(g.rt("_urls"), "encode_path")
	}
	return call(fn, txt(str(template.String())), dict(vals...))
}

// pathValue is the argument holding a path param (by wire name).
func (c *pcall) pathValue(wire string) string {
	for _, a := range append(slices.Clone(c.positional), c.kwargs...) {
		if a.p != nil && a.p.In == "path" && a.p.WireName == wire {
			return a.name
		}
	}
	return "None"
}

// locations are the query, headers and body arguments of the runtime call.
func (g *gen) locations(m *module, c *pcall) []doc {
	var query, headers, body []doc
	for _, a := range c.kwargs {
		if a.p == nil {
			continue
		}
		entry := txt(str(a.p.WireName) + ": " + a.name)
		switch a.p.In {
		case "query":
			query = append(query, entry)
		case "header":
			headers = append(headers, entry)
		case "body":
			body = append(body, entry)
		}
	}
	meth := c.m
	if meth.StreamHelper != "" && meth.Streaming != nil {
		v := str(meth.StreamHelper)
		if d := c.discriminator(); d != nil {
			v += " if " + d.name + " is True else " + m.use(g.rt(modTypes), "NOT_GIVEN")
		}
		headers = append(headers, txt(`"X-Sdkgen-Stream-Helper": `+v))
	}
	var out []doc
	if len(query) > 0 {
		out = append(out, kw("query", dict(query...)))
	}
	if len(headers) > 0 {
		out = append(out, kw("headers", dict(headers...)))
	}
	switch {
	case c.body != nil:
		out = append(out, kw("body", txt(c.body.name)))
	case len(body) > 0:
		out = append(out, kw("body", dict(body...)))
	case meth.Body != nil && meth.Body.Flattened:
		out = append(out, kw("body", txt("{}")))
	}
	if b := meth.Body; b != nil {
		if b.Encoding != "" && b.Encoding != "json" {
			out = append(out, kw("body_encoding", txt(str(b.Encoding))))
		}
		if b.ContentType != "" && b.Encoding != "multipart" && b.Encoding != "form" && b.ContentType != "application/json" {
			out = append(out, kw("content_type", txt(str(b.ContentType))))
		}
	}
	return out
}

// options are the method's own request settings: security, accept, unwrap, streaming, default request options.
func (g *gen) options(m *module, c *pcall) []doc {
	meth := c.m
	var out []doc
	if meth.Security != nil {
		var alts []doc
		for _, alt := range meth.Security {
			alts = append(alts, list(strDocs(alt)...))
		}
		out = append(out, kw("security", list(alts...)))
	}
	if r := meth.Response; r != nil && r.ContentType != "" && r.ContentType != "application/json" && meth.Streaming == nil {
		out = append(out, kw("accept", txt(str(r.ContentType))))
	}
	if r := meth.Response; r != nil && len(r.Unwrap) > 0 && meth.Pagination == nil {
		out = append(out, kw("unwrap", strTuple(r.Unwrap)))
	}
	if r := meth.Response; r != nil && r.Binary {
		out = append(out, txt("binary_response=True"))
	}
	if s := meth.Streaming; s != nil {
		if d := c.discriminator(); d != nil {
			out = append(out, txt("stream="+d.name+" is True"))
		} else {
			out = append(out, txt("stream=True"))
		}
		out = append(out, kw("stream_item", annotation(g.typeRef(m, s.Event, responseSide))))
	}
	if t := meth.DefaultTimeout; t != nil {
		if t.None {
			out = append(out, txt("default_timeout=None"))
		} else {
			out = append(out, txt("default_timeout="+seconds(t.Milliseconds)))
		}
	}
	if r := meth.DefaultMaxRetries; r != nil {
		out = append(out, txt("default_max_retries="+strconv.Itoa(*r)))
	}
	return out
}

// seconds writes milliseconds as a float of seconds.
func seconds(ms int64) string {
	s := strconv.FormatFloat(float64(ms)/1000, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

func strDocs(items []string) []doc {
	out := make([]doc, len(items))
	for i, s := range items {
		out[i] = txt(str(s))
	}
	return out
}

// strTuple is a tuple of string literals.
func strTuple(items []string) doc { return tuple(strDocs(items)...) }
