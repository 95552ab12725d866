package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// serviceMembers are the methods a service interface has besides the API's: a method or sub-resource with one of
// these names gets "_" after it, so is every name of Object's methods.
var serviceMembers = wordSet("withRawResponse withOptions close getClass hashCode equals toString notify notifyAll " +
	"wait clone finalize async sync")

// service is one resource's service in both flavours (blocking and async).
type service struct {
	r       *ir.Resource
	name    string // AgencyService
	pkg     string // sub-package below services.blocking / services.async ("" or "accounts")
	methods []*method
	subs    []*subService
	chain   string // the accessor calls from the client: ".accounts().friends()"
}

type subService struct {
	accessor string
	svc      *service
}

// method is one API method as its service declares it.
type method struct {
	m       *ir.Method
	name    string
	params  *paramsClass
	returns ir.TypeRef // response type; Kind "" without a body
	stream  bool
	binary  bool
	page    *pageClass
}

// planService plans a resource's service, its methods' params classes and its sub-resources', depth first.
func (g *emitter) planService(r *ir.Resource, pkg string) *service {
	s := &service{r: r, name: g.jn.resourceClass(r) + "Service", pkg: pkg}
	used := map[string]bool{}
	for k := range serviceMembers {
		used[k] = true
	}
	modelsPkg := g.layout.Sub("models")
	if len(r.Path) > 0 {
		modelsPkg = g.layout.Sub("models", g.jn.resourcePackage(r))
	}
	for _, sub := range r.Subresources {
		if contains(sub.Skip, "java") || len(sub.Only) > 0 && !contains(sub.Only, "java") {
			continue
		}
		subPkg := g.jn.packageSegment(r.Name)
		if pkg != "" {
			subPkg = pkg + "." + subPkg
		}
		if len(r.Path) == 0 {
			subPkg = ""
		}
		accessor := unique(used, g.jn.member(sub.Name))
		svc := g.planService(sub, subPkg)
		s.subs = append(s.subs, &subService{accessor: accessor, svc: svc})
	}
	for _, m := range r.Methods {
		if m.Kind != "http" || m.IsSkipped("java") || !sendable(m) {
			continue
		}
		params := g.planParams(r, m, modelsPkg)
		name := g.jn.member(m.Name)
		switch {
		case m.Streaming == nil:
			s.add(g, g.planMethod(m, params, unique(used, name), false, modelsPkg))
		case m.Streaming.ParamDiscriminator == "":
			// An endpoint that always streams has only the streaming form, named as its method.
			s.add(g, g.planMethod(m, params, unique(used, name), true, modelsPkg))
		default:
			// Streaming by a param: the plain form returns the response model, the Streaming one the events.
			s.add(g, g.planMethod(m, params, unique(used, name), false, modelsPkg))
			s.add(g, g.planMethod(m, params, unique(used, name+"Streaming"), true, modelsPkg))
		}
	}
	return s
}

// planMethod plans one form of an API method: its return type and page classes.
func (g *emitter) planMethod(m *ir.Method, params *paramsClass, name string, stream bool, modelsPkg string) *method {
	jm := &method{m: m, params: params, name: name, stream: stream}
	if m.Response != nil && m.Response.Type != nil {
		jm.returns = *m.Response.Type
		jm.binary = m.Response.Binary || g.cls.resolve(jm.returns).IsBinary()
		if t := g.cls.namedIn(jm.returns); t != nil && !jm.binary {
			g.cls.topLevel(t)
		}
	}
	if m.Pagination != nil && !jm.stream && !jm.binary {
		jm.page = g.planPage(jm, modelsPkg)
	}
	return jm
}

// add appends a method to its service.
func (s *service) add(g *emitter, m *method) {
	s.methods = append(s.methods, m)
	g.owner[m] = s
}

// emitServices plans every service from the root, then writes params, services and the client.
func (g *emitter) emitServices() error {
	root := g.api.Root
	if root == nil {
		root = &ir.Resource{}
	}
	rs := g.planService(root, "")
	var all []*service
	var walk func(s *service)
	walk = func(s *service) {
		all = append(all, s)
		for _, sub := range s.subs {
			sub.svc.chain = s.chain + "." + sub.accessor + "()"
			walk(sub.svc)
		}
	}
	walk(rs)
	for _, s := range all {
		for i, m := range s.methods {
			// The two forms of a method streaming by a param share its params class.
			if i == 0 || s.methods[i-1].params != m.params {
				if err := g.emitParams(m.params); err != nil {
					return err
				}
			}
			if m.page != nil {
				if err := g.emitPage(m.page); err != nil {
					return err
				}
			}
		}
		if s == rs {
			continue
		}
		for _, async := range []bool{false, true} {
			if err := g.emitServiceInterface(s, async); err != nil {
				return err
			}
			if err := g.emitServiceImpl(s, async); err != nil {
				return err
			}
		}
	}
	if err := g.out.Add("api.md", []byte(g.apiMD(rs))); err != nil {
		return err
	}
	if err := g.emitClient(rs); err != nil {
		return err
	}
	if err := g.emitReadmeExamples(all); err != nil {
		return err
	}
	return g.emitTests(all)
}

// servicePkg is the package of a service flavour.
func (g *emitter) servicePkg(s *service, async bool) string {
	flavour := "blocking"
	if async {
		flavour = "async"
	}
	if s.pkg == "" {
		return g.layout.Sub("services", flavour)
	}
	return g.layout.Sub("services", flavour, s.pkg)
}

func serviceName(s *service, async bool) string {
	if async {
		return s.name + "Async"
	}
	return s.name
}

// returnType is what a method returns: its response model, a page, a stream of events, the raw response of a
// binary body, or void.
func (g *emitter) returnType(f *jfile, m *method, async bool) string {
	var out string
	switch {
	case m.stream:
		event := g.eventType(f, m)
		if async {
			return f.imp(g.layout.Sub("core", "http", "AsyncStreamResponse")) + "<" + event + ">"
		}
		return f.imp(g.layout.Sub("core", "http", "StreamResponse")) + "<" + event + ">"
	case m.page != nil:
		out = g.classRef(f, m.page.cls)
		if async {
			out = g.classRef(f, m.page.async)
		}
	case m.binary:
		out = f.imp(g.layout.Sub("core", "http", "HttpResponse"))
	case m.returns.Kind == "":
		out = "Void"
		if !async {
			return "void"
		}
	default:
		out = g.javaType(f, nil, m.returns).name
	}
	if async {
		return f.imp("java.util.concurrent.CompletableFuture") + "<" + out + ">"
	}
	return out
}

// rawReturnType is what the raw twin's method returns.
func (g *emitter) rawReturnType(f *jfile, m *method, async bool) string {
	var out string
	switch {
	case m.binary || m.returns.Kind == "" && !m.stream:
		out = f.imp(g.layout.Sub("core", "http", "HttpResponse"))
	default:
		inner := g.returnType(f, m, false)
		if m.page != nil {
			inner = g.javaType(f, nil, m.returns).name
		}
		if m.stream {
			inner = f.imp(g.layout.Sub("core", "http", "StreamResponse")) + "<" + g.eventType(f, m) + ">"
		}
		out = f.imp(g.layout.Sub("core", "http", "HttpResponseFor")) + "<" + inner + ">"
	}
	if async {
		return f.imp("java.util.concurrent.CompletableFuture") + "<" + out + ">"
	}
	return out
}

// positional is the path param a method takes before its params, as the published SDKs overload it.
func positional(m *method) *param {
	if len(m.m.Positional) == 0 {
		return nil
	}
	last := m.m.Positional[len(m.m.Positional)-1]
	for i := range m.params.path {
		if m.params.path[i].p.Name == last {
			return &m.params.path[i]
		}
	}
	return nil
}

// needsParams reports whether a method's params have a required value besides path params: then there is no
// none() and no overload without params.
func needsParams(m *method) bool {
	for _, p := range m.m.Params {
		if p.Required && p.In != "path" && !contains(p.Skip, "java") {
			return true
		}
	}
	return m.m.Body != nil && m.m.Body.Required && !m.m.Body.Flattened
}

// emitOverloads writes a method's abstract form (params, request options) and its default overloads, each with the
// method's description as its Javadoc (doc is "" in the raw-response view).
func (g *emitter) emitOverloads(f *jfile, m *method, ret, doc string) {
	pc := m.params
	pn := g.classRef(f, pc.cls)
	ro := f.imp(g.layout.Sub("core", "RequestOptions"))
	doReturn := "return "
	if ret == "void" {
		doReturn = ""
	}
	def := func(args, call string) {
		f.line()
		f.javadoc(doc)
		f.open("default ", ret, " ", m.name, "(", args, ") {")
		f.line(doReturn, m.name, "(", call, ");")
		f.close()
	}
	if pos := positional(m); pos != nil {
		// The param's type as this file spells it (the params file names its nested classes by simple names).
		p := g.javaType(f, pc.cls, pos.p.Type).name + " " + pos.name
		if !needsParams(m) {
			def(p, pos.name+", "+pn+".none()")
		}
		def(p+", "+pn+" params", pos.name+", params, "+ro+".none()")
		f.line()
		f.javadoc(doc)
		f.open("default ", ret, " ", m.name, "(", p, ", ", pn, " params, ", ro, " requestOptions) {")
		f.line(doReturn, m.name, "(params.toBuilder().", pos.name, "(", pos.name, ").build(), requestOptions);")
		f.close()
		if !needsParams(m) {
			def(p+", "+ro+" requestOptions", pos.name+", "+pn+".none(), requestOptions")
		}
	}
	def(pn+" params", "params, "+ro+".none()")
	f.line()
	f.javadoc(doc)
	f.line(ret, " ", m.name, "(", pn, " params, ", ro, " requestOptions);")
	if positional(m) == nil && !needsParams(m) {
		def("", pn+".none()")
		def(ro+" requestOptions", pn+".none(), requestOptions")
	}
}

// emitServiceInterface writes a service interface with its raw-response twin.
func (g *emitter) emitServiceInterface(s *service, async bool) error {
	pkg := g.servicePkg(s, async)
	name := serviceName(s, async)
	f := newJFile(pkg)
	f.declared[name] = pkg + "." + name
	f.declared["WithRawResponse"] = ""
	f.javadoc(s.r.Description)
	f.open("public interface ", name, " {")
	f.line()
	f.line("/** A view of this service whose methods return the raw HTTP response. */")
	f.line("WithRawResponse withRawResponse();")
	for _, sub := range s.subs {
		f.line()
		f.line(f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)), " ", sub.accessor, "();")
	}
	for _, m := range s.methods {
		g.emitOverloads(f, m, g.returnType(f, m, async), methodDoc(m.m.Summary, m.m.Description))
	}
	f.line()
	if len(s.subs) == 0 && len(s.methods) == 0 {
		f.line("interface WithRawResponse {}")
		f.close()
		return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), pkg, name), f.bytes())
	}
	f.open("interface WithRawResponse {")
	for i, sub := range s.subs {
		if i > 0 {
			f.line()
		}
		f.line(f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)), ".WithRawResponse ", sub.accessor, "();")
	}
	for _, m := range s.methods {
		g.emitOverloads(f, m, g.rawReturnType(f, m, async), "")
	}
	f.close()
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), pkg, name), f.bytes())
}

// pathSegments are the Java expressions of a method's path segments: literals, and path params by index.
func (g *emitter) pathSegments(m *method) []string {
	var out []string
	for _, seg := range strings.Split(strings.Trim(m.m.Path, "/"), "/") {
		if seg == "" {
			continue
		}
		var parts []string
		for seg != "" {
			open := strings.IndexByte(seg, '{')
			end := strings.IndexByte(seg, '}')
			if open < 0 || end < open {
				parts = append(parts, javaString(seg))
				break
			}
			if open > 0 {
				parts = append(parts, javaString(seg[:open]))
			}
			parts = append(parts, "params._pathParam("+itoa(pathIndex(m, seg[open+1:end]))+")")
			seg = seg[end+1:]
		}
		if len(parts) == 1 && strings.HasPrefix(parts[0], "params.") || len(parts) == 0 {
			out = append(out, strings.Join(parts, ""))
			continue
		}
		if !strings.HasPrefix(parts[0], "\"") {
			parts = append([]string{"\"\""}, parts...)
		}
		out = append(out, strings.Join(parts, " + "))
	}
	return out
}

// pathIndex is the index of the path param with a wire name among the method's path params (past the last one
// when the path names a param the method does not have, which _pathParam answers with "").
func pathIndex(m *method, wire string) int {
	for i, p := range m.params.path {
		if p.p.WireName == wire {
			return i
		}
	}
	return len(m.params.path)
}

// sendable reports whether the Java SDK can send a method's request body (generator/build's javaCoverage warns
// with Java/MethodLeftOut about the others, by the same rule): JSON; form and multipart bodies whose properties are
// the method's params (multipart files being MultipartFields beside them); text and binary bodies passed whole.
func sendable(m *ir.Method) bool {
	if m.Body == nil {
		return true
	}
	switch m.Body.Encoding {
	case "json":
		return true
	case "form", "multipart":
		return m.Body.Flattened
	case "text", "binary":
		return !m.Body.Flattened && m.Body.Type != nil
	}
	return false
}

// binaryBody reports whether a method uploads bytes: its params take an InputStream.
func binaryBody(m *ir.Method) bool { return m.Body != nil && m.Body.Encoding == "binary" }
