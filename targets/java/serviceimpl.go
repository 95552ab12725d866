package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// emitServiceImpl writes a service's implementation: each method parses what its raw twin returns, and the raw
// twin builds the request, sends it through the client's transport and checks the status.
func (g *emitter) emitServiceImpl(s *service, async bool) error {
	pkg := g.servicePkg(s, async)
	iface := serviceName(s, async)
	name := iface + "Impl"
	f := newJFile(pkg)
	f.declared[name] = pkg + "." + name
	f.declared["WithRawResponseImpl"] = ""
	f.declared["WithRawResponse"] = ""
	f.declared[iface] = pkg + "." + iface
	opts := f.imp(g.layout.Sub("core", "ClientOptions"))
	ro := f.imp(g.layout.Sub("core", "RequestOptions"))
	f.open("public final class ", name, " implements ", iface, " {")
	f.line()
	f.line("private final ", opts, " clientOptions;")
	f.line("private final WithRawResponseImpl withRawResponse;")
	g.subFields(f, s, async, "Impl")
	f.line()
	f.open("public ", name, "(", opts, " clientOptions) {")
	f.line("this.clientOptions = clientOptions;")
	f.line("this.withRawResponse = new WithRawResponseImpl(clientOptions);")
	for _, sub := range s.subs {
		f.line("this.", sub.accessor, " = new ", f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)+"Impl"), "(clientOptions);")
	}
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", iface, ".WithRawResponse withRawResponse() {")
	f.line("return withRawResponse;")
	f.close()
	g.subAccessors(f, s, async, "")
	for _, m := range s.methods {
		f.line()
		f.line("@Override")
		f.open("public ", g.returnType(f, m, async), " ", m.name, "(", g.classRef(f, m.params.cls), " params, ", ro, " requestOptions) {")
		g.parseCall(f, m, async)
		f.close()
	}
	f.line()
	f.open("public static final class WithRawResponseImpl implements ", iface, ".WithRawResponse {")
	f.line()
	f.line("private final ", opts, " clientOptions;")
	g.subFields(f, s, async, "Impl.WithRawResponseImpl")
	f.line()
	f.open("public WithRawResponseImpl(", opts, " clientOptions) {")
	f.line("this.clientOptions = clientOptions;")
	for _, sub := range s.subs {
		f.line("this.", sub.accessor, " = new ", f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)+"Impl"), ".WithRawResponseImpl(clientOptions);")
	}
	f.close()
	g.subAccessors(f, s, async, ".WithRawResponse")
	for _, m := range s.methods {
		f.line()
		f.line("@Override")
		f.open("public ", g.rawReturnType(f, m, async), " ", m.name, "(", g.classRef(f, m.params.cls), " params, ", ro, " requestOptions) {")
		g.rawCall(f, m, async)
		f.close()
	}
	f.close()
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), pkg, name), f.bytes())
}

func (g *emitter) subFields(f *jfile, s *service, async bool, suffix string) {
	for _, sub := range s.subs {
		f.line("private final ", f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)+"Impl"), strings.TrimPrefix(suffix, "Impl"), " ", sub.accessor, ";")
	}
}

func (g *emitter) subAccessors(f *jfile, s *service, async bool, suffix string) {
	for _, sub := range s.subs {
		f.line()
		f.line("@Override")
		f.open("public ", f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)), suffix, " ", sub.accessor, "() {")
		f.line("return ", sub.accessor, ";")
		f.close()
	}
}

// parseCall writes the body of a service method: the raw twin's response, parsed.
func (g *emitter) parseCall(f *jfile, m *method, async bool) {
	call := "withRawResponse." + m.name + "(params, requestOptions)"
	plain := m.binary || m.returns.Kind == "" && !m.stream
	switch {
	case m.page != nil && m.page.header != "" && async:
		f.line("return ", call, ".thenApply(response -> ", g.classRef(f, m.page.async), ".of(this, params, response.parse(), response.headers()));")
	case m.page != nil && m.page.header != "":
		// The page reads its next URL from a response header.
		f.line(g.rawReturnType(f, m, false), " response = ", call, ";")
		f.line("return ", g.classRef(f, m.page.cls), ".of(this, params, response.parse(), response.headers());")
	case m.page != nil && async:
		f.line("return ", call, ".thenApply(response -> ", g.classRef(f, m.page.async), ".of(this, params, response.parse()));")
	case m.page != nil:
		f.line("return ", g.classRef(f, m.page.cls), ".of(this, params, ", call, ".parse());")
	case async && plain && m.binary:
		f.line("return ", call, ";")
	case async && plain:
		f.line("return ", call, ".thenAccept(response -> response.close());")
	case async && m.stream:
		f.line("return ", f.imp(g.layout.Sub("core", "http", "AsyncStreamResponse")), ".toAsync(")
		f.line("        ", call, ".thenApply(response -> response.parse()),")
		f.line("        clientOptions.streamHandlerExecutor());")
	case async:
		f.line("return ", call, ".thenApply(response -> response.parse());")
	case m.binary:
		f.line("return ", call, ";")
	case plain:
		f.line(call, ".close();")
	default:
		f.line("return ", call, ".parse();")
	}
}

// httpMethod is the HttpMethod constant of a method.
func httpMethod(m *ir.Method) string {
	s := strings.ToUpper(m.HTTPMethod)
	switch s {
	case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE":
		return s
	}
	return "GET"
}

// rawCall writes the body of a raw twin's method: checks, the request, the call and the response handler.
func (g *emitter) rawCall(f *jfile, m *method, async bool) {
	for i, p := range m.params.path {
		f.open("if (params._pathParam(", itoa(i), ").isEmpty()) {")
		f.line("throw new IllegalArgumentException(", javaString(p.name+" must be set and not empty"), ");")
		f.close()
	}
	override := len(m.m.Security) > 0
	auth, authError := "clientOptions", ".authError()"
	if override {
		f.line(f.imp(g.layout.Sub("core", "ClientOptions")), ".MethodAuth methodAuth = clientOptions.authFor(", securityList(f, m.m.Security), ");")
		auth, authError = "methodAuth", ".error()"
	}
	if m.m.Security == nil || override && !authOptional(m.m.Security) {
		f.line(auth)
		f.line("        ", authError)
		f.line("        .ifPresent(")
		f.line("                message -> {")
		f.line("                    throw new ", f.imp(g.layout.Sub("errors", g.layout.Prefix+"Exception")), "(message);")
		f.line("                });")
	}
	req := f.imp(g.layout.Sub("core", "http", "HttpRequest"))
	f.line(req, " request =")
	f.depth += 2
	f.line(req, ".builder()")
	f.depth += 2
	f.line(".method(", f.imp(g.layout.Sub("core", "http", "HttpMethod")), ".", httpMethod(m.m), ")")
	f.line(".baseUrl(clientOptions.baseUrl())")
	if segs := g.pathSegments(m); len(segs) > 0 {
		f.line(".addPathSegments(", strings.Join(segs, ", "), ")")
	}
	f.line(".putAllHeaders(clientOptions.headers())")
	if m.stream {
		f.line(".replaceHeaders(\"Accept\", \"text/event-stream\")")
	}
	f.line(".putAllQueryParams(clientOptions.queryParams())")
	if m.m.Security != nil {
		f.line(".removeAllHeaders(clientOptions.authHeaders().names())")
		f.line(".removeAllQueryParams(clientOptions.authQueryParams().keys())")
	}
	if override {
		f.line(".putAllHeaders(methodAuth.headers())")
		f.line(".putAllQueryParams(methodAuth.queryParams())")
	}
	f.line(".replaceAllHeaders(params._headers())")
	f.line(".replaceAllQueryParams(params._queryParams())")
	if body := g.bodyExpr(f, m); body != "" {
		f.line(".body(", body, ")")
	}
	f.line(".build();")
	f.depth -= 4
	if m.page != nil && m.page.scheme.Type == "cursor_url" {
		// A next page's URL already holds the call's query params: it is requested as given.
		f.open("if (requestOptions.pageUrl().isPresent()) {")
		f.line("request = request.atPageUrl(requestOptions.pageUrl().get(), params._queryParams().keys());")
		f.close()
	}
	f.line(ro(f, g), " options = requestOptions.applyDefaults(", ro(f, g), ".from(clientOptions));")
	handlers := f.imp(g.layout.Sub("core", "http", "Handlers"))
	f.line(f.imp(g.layout.Sub("core", "http", "HttpResponse")), ".Handler<", f.imp(g.layout.Sub("core", "http", "HttpResponse")), "> errors =")
	f.line("        ", handlers, ".errors(clientOptions.jsonMapper(), ", javaString(g.api.Errors.MessageProperty), ");")
	plain := m.binary || m.returns.Kind == "" && !m.stream
	handler := "handler"
	if !plain {
		f.line(f.imp(g.layout.Sub("core", "http", "HttpResponse")), ".Handler<", g.handledType(f, m), "> handler = ", g.handlerExpr(f, m, handlers), ";")
	}
	if async {
		f.line("return clientOptions")
		f.line("        .httpClient()")
		f.line("        .executeAsync(request, options)")
		if plain {
			f.line("        .thenApply(response -> errors.handle(response));")
		} else {
			f.line("        .thenApply(response -> ", handlers, ".parseable(response, errors, ", handler, "));")
		}
		return
	}
	f.line(f.imp(g.layout.Sub("core", "http", "HttpResponse")), " response = clientOptions.httpClient().execute(request, options);")
	if plain {
		f.line("return errors.handle(response);")
		return
	}
	f.line("return ", handlers, ".parseable(response, errors, ", handler, ");")
}

func ro(f *jfile, g *emitter) string { return f.imp(g.layout.Sub("core", "RequestOptions")) }

// authOptional reports whether a method's security alternatives include one without credentials.
func authOptional(alts [][]string) bool {
	for _, a := range alts {
		if len(a) == 0 {
			return true
		}
	}
	return false
}

// bodyExpr is the request body of a method, "" without one.
func (g *emitter) bodyExpr(f *jfile, m *method) string {
	pc := m.params
	if pc.bodyClass == nil && pc.bodyRef == nil {
		return ""
	}
	bodies := f.imp(g.layout.Sub("core", "http", "HttpRequestBodies"))
	value := "params._body()"
	if m.stream && m.m.Streaming.ParamDiscriminator != "" && pc.bodyClass != nil {
		value = "params._body().toBuilder().putAdditionalProperty(" + javaString(m.m.Streaming.ParamDiscriminator) + ", " + f.imp(g.layout.Sub("core", "JsonValue")) + ".from(true)).build()"
	}
	// Form, text and binary bodies of an optional value left unset are null: no body.
	contentType := javaString(m.m.Body.ContentType)
	switch m.m.Body.Encoding {
	case "multipart":
		return bodies + ".multipartFormData(clientOptions.jsonMapper(), params._multipartFields(), " + javaString(multipartArrayFormat(g.api.Multipart)) + ")"
	case "form":
		return bodies + ".form(" + value + ", " + g.queryEncoder(f) + ")"
	case "text":
		return bodies + ".text(" + value + ", " + contentType + ")"
	case "binary":
		return bodies + ".binary(" + value + ", " + contentType + ")"
	}
	return bodies + ".json(clientOptions.jsonMapper(), " + value + ")"
}

// handlerExpr is the handler reading a method's response.
func (g *emitter) handlerExpr(f *jfile, m *method, handlers string) string {
	if m.stream {
		return handlers + ".sseJson(clientOptions.jsonMapper(), " + g.eventType(f, m) + ".class)"
	}
	t := g.javaType(f, nil, m.returns)
	if m.page != nil {
		t = g.javaType(f, nil, m.returns)
	}
	read := handlers + ".json(clientOptions.jsonMapper(), new " + f.imp("com.fasterxml.jackson.core.type.TypeReference") + "<" + t.name + ">() {})"
	if validatable(t) {
		read = handlers + ".validating(" + read + ", options.responseValidation().orElse(false), value -> value.validate())"
	}
	return read
}

// eventType is the class of a streaming method's events: raw JSON when the event type is generic (a list), which
// a class literal cannot name.
func (g *emitter) eventType(f *jfile, m *method) string {
	event := g.javaType(f, nil, m.m.Streaming.Event).name
	if strings.Contains(event, "<") {
		return f.imp(g.layout.Sub("core", "JsonValue"))
	}
	return event
}

// handledType is what a method's response handler reads.
func (g *emitter) handledType(f *jfile, m *method) string {
	if m.stream {
		return f.imp(g.layout.Sub("core", "http", "StreamResponse")) + "<" + g.eventType(f, m) + ">"
	}
	return g.javaType(f, nil, m.returns).name
}

// securityList is a method's security alternatives as a Java List<List<String>> of scheme names.
func securityList(f *jfile, alternatives [][]string) string {
	arrays := f.imp("java.util.Arrays")
	lists := make([]string, len(alternatives))
	for i, alt := range alternatives {
		names := make([]string, len(alt))
		for j, n := range alt {
			names[j] = javaString(n)
		}
		lists[i] = arrays + ".asList(" + strings.Join(names, ", ") + ")"
	}
	return arrays + ".<" + f.imp("java.util.List") + "<String>>asList(" + strings.Join(lists, ", ") + ")"
}
