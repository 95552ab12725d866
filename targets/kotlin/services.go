package kotlin

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func itoa(i int) string { return strconv.Itoa(i) }

// service is a resource's service (or the root's client), blocking or async.
type service struct {
	r       *ir.Resource
	async   bool
	root    bool
	iface   string // qualified
	impl    string // qualified
	methods []*method
	subs    []*service
}

// planService names a resource's services and its subresources', and plans its methods.
func (g *gen) planService(r *ir.Resource, async bool, root bool) *service {
	s := &service{r: r, async: async, root: root}
	suffix := ""
	if async {
		suffix = "Async"
	}
	if root {
		s.iface = g.layout.Sub("client", g.layout.Prefix+"Client"+suffix)
	} else {
		kind := "blocking"
		if async {
			kind = "async"
		}
		pkg := g.layout.Sub("services", kind)
		if len(r.Path) > 1 {
			pkg += "." + g.names.resourcePackage(strings.Join(r.Path[:len(r.Path)-1], "."))
		}
		s.iface = pkg + "." + g.names.class(r.Name) + "Service" + suffix
	}
	s.impl = s.iface + "Impl"
	seen := map[string]bool{"withRawResponse": true, "withOptions": true, "async": true, "close": true}
	for _, sub := range r.Subresources {
		if slices.Contains(sub.Skip, "kotlin") || (len(sub.Only) > 0 && !slices.Contains(sub.Only, "kotlin")) {
			continue
		}
		ss := g.planService(sub, async, false)
		seen[g.names.member(sub.Name)] = true
		s.subs = append(s.subs, ss)
	}
	for _, m := range r.Methods {
		if supported(m) {
			s.methods = append(s.methods, g.newMethod(r, m, seen))
		}
	}
	return s
}

// returns is what a method returns, the decoder of its body, and its kind: json, unit, page, stream or binary.
type returns struct {
	typ, kind string
	// decoder imports what it uses only when called: a file that declares the method does not read its body.
	decoder   func() string
	validates bool
	scheme    *ir.PaginationScheme
	item      ir.TypeRef
}

func (g *gen) returnsOf(f *kfile, m *method, async bool) returns {
	resp := m.m.Response
	if p := m.m.Pagination; p != nil {
		for _, s := range g.api.Pagination {
			if s.Name == p.Scheme {
				page := "Page"
				if async {
					page = "PageAsync"
				}
				return returns{typ: f.use(g.layout.Sub("core", page)) + "<" + g.ktype(f, p.Item) + ">", kind: "page", scheme: s, item: p.Item, decoder: func() string { return g.decoder(f, p.Item) }}
			}
		}
	}
	if st := m.m.Streaming; st != nil && st.ParamDiscriminator == "" {
		return returns{typ: f.use(g.layout.Sub("core", "http", "StreamResponse")) + "<" + g.ktype(f, st.Event) + ">", kind: "stream", decoder: func() string { return g.decoder(f, st.Event) }}
	}
	if resp != nil && resp.Binary {
		return returns{typ: f.use(g.layout.Sub("core", "http", "HttpResponse")), kind: "binary"}
	}
	if resp == nil || resp.Type == nil {
		return returns{typ: "Unit", kind: "unit"}
	}
	ref := g.returnRef(m)
	dec := func() string {
		if len(resp.Unwrap) == 0 {
			return g.decoder(f, ref)
		}
		var keys []string
		for _, k := range resp.Unwrap {
			keys = append(keys, kotlinString(k))
		}
		at := f.use(g.layout.Sub("core", "http", "at"))
		return "{ " + g.decoder(f, ref) + "(it." + at + "(listOf(" + strings.Join(keys, ", ") + "))) }"
	}
	return returns{typ: g.ktype(f, ref), kind: "json", decoder: dec, validates: g.validates(ref)}
}

// unwrapped is the type at a property path of a response type; unknown when the path does not resolve.
func (g *gen) unwrapped(ref ir.TypeRef, path []string) ir.TypeRef {
	for _, key := range path {
		ref = g.resolve(ref)
		t := g.types[ref.Name]
		if ref.Kind != ir.Named || t == nil || t.Kind != "object" {
			return ir.TypeRef{Kind: ir.Unknown}
		}
		found := false
		for _, p := range t.Properties {
			if p.WireName == key {
				ref, found = p.Type, true
				break
			}
		}
		if !found {
			return ir.TypeRef{Kind: ir.Unknown}
		}
	}
	return ref
}

// serviceFiles writes a service's interface and implementation, and its subresources'.
func (g *gen) serviceFiles(s *service) error {
	for _, sub := range s.subs {
		if err := g.serviceFiles(sub); err != nil {
			return err
		}
	}
	for _, m := range s.methods {
		if !s.async {
			if err := g.paramsClass(m); err != nil {
				return err
			}
		}
	}
	module := g.layout.CoreModule()
	iface := g.serviceInterface(s)
	if err := g.out.Add(g.layout.MainSource(module, iface.pkg, simpleName(s.iface)), []byte(iface.String())); err != nil {
		return err
	}
	impl := g.serviceImpl(s)
	return g.out.Add(g.layout.MainSource(module, impl.pkg, simpleName(s.impl)), []byte(impl.String()))
}

func simpleName(q string) string { return q[strings.LastIndex(q, ".")+1:] }

func pkgOf(q string) string { return q[:strings.LastIndex(q, ".")] }

// signature is a method's declaration without fun: name(params: X[ = X.none()], requestOptions: ... ): R.
func (g *gen) signature(f *kfile, m *method, ret string, defaults bool) string {
	ro := f.use(g.layout.Sub("core", "RequestOptions"))
	params := f.use(m.params)
	p := "params: " + params
	r := "requestOptions: " + ro
	if defaults {
		if !m.hasRequired() {
			p += " = " + params + ".none()"
		}
		r += " = " + ro + ".none()"
	}
	return m.name + "(" + p + ", " + r + "): " + ret
}

// funDecl writes `[suspend ]fun sig` as one line or with one parameter a line, as ktfmt does.
func funDecl(indent, prefix, name string, params []string, ret string) string {
	return list(indent, prefix+"fun "+name+"(", params, "): "+ret)
}

// splitSig splits a signature into its name, parameters and return type.
func splitSig(sig string) (string, []string, string) {
	open := strings.Index(sig, "(")
	close := strings.LastIndex(sig, "): ")
	return sig[:open], strings.Split(sig[open+1:close], ", "), sig[close+3:]
}

// serviceInterface is the interface users call: the methods, withRawResponse(), withOptions and subresources.
func (g *gen) serviceInterface(s *service) *kfile {
	f := newFile(pkgOf(s.iface))
	name := simpleName(s.iface)
	suspend := ""
	if s.async {
		suspend = "suspend "
	}
	co := f.use(g.layout.Sub("core", "ClientOptions"))
	f.raw(comment("", s.r.Description))
	f.line("interface " + name + " {")
	if s.root {
		f.line("")
		other := g.layout.Sub("client", g.layout.Prefix+"ClientAsync")
		if s.async {
			other = g.layout.Sub("client", g.layout.Prefix+"Client")
			f.line("    /** The blocking client, sharing this one's connection pool. */")
			f.line("    fun sync(): " + f.use(other))
		} else {
			f.line("    /** The client whose methods are suspend functions, sharing this one's connection pool. */")
			f.line("    fun async(): " + f.use(other))
		}
	}
	f.line("")
	f.line("    /** The same methods, returning the raw response. */")
	f.line("    fun withRawResponse(): WithRawResponse")
	f.line("")
	f.line("    /** A copy whose options [modifier] changes; it shares the connection pool. */")
	f.line(funDecl("    ", "", "withOptions", []string{"modifier: (" + co + ".Builder) -> Unit"}, name))
	for _, sub := range s.subs {
		f.line("")
		f.line(declLine("    ", "fun "+g.names.member(sub.r.Name)+"(): "+f.use(sub.iface)))
	}
	for _, m := range s.methods {
		ret := g.returnsOf(f, m, s.async)
		n, ps, rt := splitSig(g.signature(f, m, ret.typ, true))
		prefix := suspend
		f.line("")
		f.raw(comment("    ", firstNonEmpty(m.m.Summary, m.m.Description)))
		f.line(funDecl("    ", prefix, n, ps, rt))
		g.positional(f, m, prefix, rt)
		g.streamingDecl(f, m, prefix)
	}
	if s.root {
		f.line("")
		f.line("    /** Closes the connection pool; calls after this fail. */")
		f.line("    fun close()")
	}
	f.line("")
	rawEmpty := len(s.subs) == 0
	for _, m := range s.methods {
		if g.returnsOf(newFile("scratch"), m, s.async).kind != "binary" {
			rawEmpty = false
		}
	}
	if rawEmpty {
		f.line("    interface WithRawResponse {}")
		f.line("}")
		return f
	}
	f.line("    interface WithRawResponse {")
	for _, sub := range s.subs {
		f.line("")
		f.line(declLine("        ", "fun "+g.names.member(sub.r.Name)+"(): "+f.use(sub.iface)+".WithRawResponse"))
	}
	for _, m := range s.methods {
		ret := g.returnsOf(f, m, s.async)
		if ret.kind == "binary" {
			continue
		}
		resp := f.use(g.layout.Sub("core", "http", "HttpResponseFor"))
		n, ps, rt := splitSig(g.signature(f, m, resp+"<"+ret.typ+">", true))
		f.line("")
		f.line(funDecl("        ", suspend, n, ps, rt))
	}
	f.line("    }")
	f.line("}")
	return f
}

// positional is the overload taking the path params first, as arguments of their own.
func (g *gen) positional(f *kfile, m *method, prefix, ret string) {
	if len(m.pathArgs) == 0 {
		return
	}
	params := f.use(m.params)
	ro := f.use(g.layout.Sub("core", "RequestOptions"))
	var ps []string
	for _, p := range m.pathArgs {
		ps = append(ps, plain(p.name)+": "+g.ktype(f, p.ref)+optional(!p.required))
	}
	ps = append(ps, "params: "+params+"? = null", "requestOptions: "+ro+" = "+ro+".none()")
	f.line("")
	f.line(funDecl("    ", prefix, m.name, ps, ret) + " {")
	f.line("        val builder = params?.toBuilder() ?: " + params + ".builder()")
	for _, p := range m.pathArgs {
		f.line("        builder." + p.name + "(" + plain(p.name) + ")")
	}
	f.line("        return " + m.name + "(builder.build(), requestOptions)")
	f.line("    }")
}

// returnRef is the type a JSON method returns: the response type, or the property unwrap_response names.
func (g *gen) returnRef(m *method) ir.TypeRef {
	ref := *m.m.Response.Type
	if len(m.m.Response.Unwrap) > 0 {
		ref = g.unwrapped(ref, m.m.Response.Unwrap)
	}
	return ref
}
