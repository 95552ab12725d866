package kotlin

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// serviceImpl is the implementation of a service: each method builds its request from the params and sends it
// through the client's retrying transport; the WithRawResponse implementation does the work and the plain
// methods parse what it returns.
func (g *gen) serviceImpl(s *service) *kfile {
	f := newFile(pkgOf(s.impl))
	name := simpleName(s.impl)
	iface := f.use(s.iface)
	co := f.use(g.layout.Sub("core", "ClientOptions"))
	suspend := ""
	if s.async {
		suspend = "suspend "
	}
	visibility := " internal constructor"
	if s.root {
		visibility = ""
	}
	f.line(classLine("", "class "+name+visibility+"(private val clientOptions: "+co+")", iface, false))
	f.line("")
	f.line(lazyVal("    ", "withRawResponse", iface+".WithRawResponse", "WithRawResponseImpl(clientOptions)"))
	for _, sub := range s.subs {
		f.line("")
		f.line(lazyVal("    ", g.names.member(sub.r.Name), f.use(sub.iface), f.use(sub.impl)+"(clientOptions)"))
	}
	if s.root {
		other, otherImpl := g.layout.Sub("client", g.layout.Prefix+"ClientAsync"), "async"
		if s.async {
			other, otherImpl = g.layout.Sub("client", g.layout.Prefix+"Client"), "sync"
		}
		f.line("")
		f.line(lazyVal("    ", otherImpl, f.use(other), f.use(other+"Impl")+"(clientOptions)"))
		f.line("")
		f.line("    override fun " + otherImpl + "(): " + f.use(other) + " = " + otherImpl)
		f.line("")
		f.line("    override fun close() = clientOptions.httpClient.close()")
	}
	f.line("")
	f.line(exprFun("    ", "override fun withRawResponse(): "+iface+".WithRawResponse", "withRawResponse"))
	f.line("")
	f.line(declLineEq("    ", "override fun withOptions(modifier: ("+co+".Builder) -> Unit): "+iface))
	f.line(newCall(name, "clientOptions.toBuilder().apply(modifier).build()").render("        ", "", ""))
	for _, sub := range s.subs {
		n := g.names.member(sub.r.Name)
		f.line("")
		f.line(exprFun("    ", "override fun "+n+"(): "+f.use(sub.iface), n))
	}
	for _, m := range s.methods {
		ret := g.returnsOf(f, m, s.async)
		n, ps, rt := splitSig(g.signature(f, m, ret.typ, false))
		f.line("")
		switch ret.kind {
		case "binary", "stream":
			f.line(funDecl("    ", "override "+suspend, n, ps, rt) + " {")
			g.buildRequest(f, "        ", m)
			send := "stream"
			if s.async {
				send = "streamAsync"
			}
			f.line("        val response = clientOptions." + f.use(g.layout.Sub("core", "http", send)) + "(request, requestOptions)")
			if ret.kind == "binary" {
				f.line("        return response")
			} else {
				f.line("        return " + simpleName(f.use(g.layout.Sub("core", "http", "StreamResponse"))) + "(response, EVENT_RULES, " + ret.decoder() + ")")
			}
			f.line("    }")
		default:
			f.line(exprFunDecl("    ", "override "+suspend, n, ps, rt, "withRawResponse()."+m.name+"(params, requestOptions).parse()"))
		}
		g.streamingImpl(f, m, s.async)
	}
	g.rawImpl(f, s)
	g.companion(f, s)
	f.line("}")
	return f
}

func (g *gen) hasStreams(s *service) bool {
	for _, m := range s.methods {
		if st := m.m.Streaming; st != nil && (st.ParamDiscriminator == "" || streamsByParam(m) != nil) && m.m.Pagination == nil {
			return true
		}
	}
	return false
}

// eventRules is the API's SSE rules as a Kotlin list.
func (g *gen) eventRules(f *kfile, indent string) string {
	rule := f.use(g.layout.Sub("core", "http", "EventRule"))
	var b strings.Builder
	b.WriteString(indent + "private val EVENT_RULES =\n" + indent + "    listOf(\n")
	opt := func(s string) string {
		if s == "" {
			return "null"
		}
		return kotlinString(s)
	}
	for _, r := range g.api.Streaming.Rules {
		args := []string{opt(r.EventType), boolText(r.EventTypeNull), opt(r.DataStartsWith), kotlinString(r.Handle), opt(r.ErrorProperty)}
		b.WriteString(list(indent+"        ", rule+"(", args, "),") + "\n")
	}
	b.WriteString(indent + "    )")
	return b.String()
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// buildRequest writes the statements that make `request` from `params`.
func (g *gen) buildRequest(f *kfile, indent string, m *method) {
	st := m.m.Streaming
	g.buildRequestWithBody(f, indent, m, "params._body()", st != nil && st.ParamDiscriminator == "" && m.m.Pagination == nil)
}

// buildRequestWithBody is buildRequest with the JSON body an expression gives; a stream accepts
// text/event-stream. An operation whose security requirement is empty is sent without credentials.
func (g *gen) buildRequestWithBody(f *kfile, indent string, m *method, body string, stream bool) {
	method := f.use(g.layout.Sub("core", "http", "HttpMethod"))
	newRequest := f.use(g.layout.Sub("core", "http", "newRequest"))
	args := method + "." + strings.ToUpper(m.m.HTTPMethod)
	if m.m.Security != nil && len(m.m.Security) == 0 {
		args += ", authenticate = false"
	}
	f.line(indent + "val builder = clientOptions." + newRequest + "(" + args + ")")
	if stream {
		f.line(indent + "builder.replaceHeader(\"Accept\", \"text/event-stream\")")
	}
	for _, seg := range g.pathSegments(f, m) {
		f.line(indent + "builder.addPathSegments(" + seg + ")")
	}
	f.line(indent + "builder.headers(params._headers())")
	f.line(indent + "builder.queryParams(params._queryParams())")
	if m.m.Body != nil {
		g.requestBody(f, indent, m, body)
	}
	f.line(indent + "val request = builder.build()")
}

// pathSegments are the Kotlin expressions of the path's segments: literals, and path params checked not empty.
func (g *gen) pathSegments(f *kfile, m *method) []string {
	var out []string
	for _, seg := range strings.Split(strings.Trim(m.m.Path, "/"), "/") {
		if seg == "" {
			continue
		}
		var parts []string
		rest := seg
		for rest != "" {
			open := strings.Index(rest, "{")
			close := strings.Index(rest, "}")
			if open < 0 || close < open {
				parts = append(parts, kotlinString(rest))
				break
			}
			if open > 0 {
				parts = append(parts, kotlinString(rest[:open]))
			}
			wire := rest[open+1 : close]
			parts = append(parts, g.pathValue(f, m, wire))
			rest = rest[close+1:]
		}
		out = append(out, strings.Join(parts, " + "))
	}
	return out
}

// pathValue reads a path param by its wire name, failing when it is empty.
func (g *gen) pathValue(f *kfile, m *method, wire string) string {
	for i, p := range m.pathArgs {
		if p.wire == wire {
			req := f.use(g.layout.Sub("core", "http", "requirePathParam"))
			return req + "(" + kotlinString(p.wire) + ", params._pathParam(" + itoa(i) + "))"
		}
	}
	return kotlinString("{" + wire + "}")
}

// rawImpl is the WithRawResponse implementation, where requests are made.
func (g *gen) rawImpl(f *kfile, s *service) {
	iface := f.use(s.iface)
	co := f.use(g.layout.Sub("core", "ClientOptions"))
	suspend, send, page := "", "send", "page"
	if s.async {
		suspend, send, page = "suspend ", "sendAsync", "pageAsync"
	}
	f.line("")
	empty := len(s.subs) == 0
	for _, m := range s.methods {
		if g.returnsOf(f, m, s.async).kind != "binary" {
			empty = false
		}
	}
	f.line(classLine("    ", "class WithRawResponseImpl internal constructor(private val clientOptions: "+co+")", iface+".WithRawResponse", empty))
	if empty {
		return
	}
	for _, sub := range s.subs {
		n := g.names.member(sub.r.Name)
		f.line("")
		f.line(lazyVal("        ", n, f.use(sub.iface)+".WithRawResponse", f.use(sub.impl)+".WithRawResponseImpl(clientOptions)"))
		f.line("")
		f.line(exprFun("        ", "override fun "+n+"(): "+f.use(sub.iface)+".WithRawResponse", n))
	}
	for _, m := range s.methods {
		ret := g.returnsOf(f, m, s.async)
		if ret.kind == "binary" {
			continue
		}
		resp := f.use(g.layout.Sub("core", "http", "HttpResponseFor"))
		n, ps, rt := splitSig(g.signature(f, m, resp+"<"+ret.typ+">", false))
		f.line("")
		f.line(funDecl("        ", "override "+suspend, n, ps, rt) + " {")
		g.buildRequest(f, "            ", m)
		switch ret.kind {
		case "stream":
			stream := "stream"
			if s.async {
				stream = "streamAsync"
			}
			f.line("            val response = clientOptions." + f.use(g.layout.Sub("core", "http", stream)) + "(request, requestOptions)")
			f.line("            return " + f.use(g.layout.Sub("core", "http", "respondWith")) + "(response) {")
			f.line("                " + f.use(g.layout.Sub("core", "http", "StreamResponse")) + "(response, EVENT_RULES, " + ret.decoder() + ")")
			f.line("            }")
		case "page":
			f.line("            val response = clientOptions." + f.use(g.layout.Sub("core", "http", send)) + "(request, requestOptions)")
			f.line("            return " + f.use(g.layout.Sub("core", "http", "respondWith")) + "(response) {")
			f.line("                clientOptions." + f.use(g.layout.Sub("core", page)) + "(")
			f.line("                    request,")
			f.line("                    response,")
			f.line("                    requestOptions,")
			f.line("                    " + g.pageSchemeName(m) + ",")
			f.line("                    " + ret.decoder() + ",")
			f.line("                )")
			f.line("            }")
		case "unit":
			f.line("            val response = clientOptions." + f.use(g.layout.Sub("core", "http", send)) + "(request, requestOptions)")
			f.line("            return clientOptions." + f.use(g.layout.Sub("core", "http", "empty")) + "(response)")
		default:
			f.line("            val response = clientOptions." + f.use(g.layout.Sub("core", "http", send)) + "(request, requestOptions)")
			parsed := f.use(g.layout.Sub("core", "http", "parsed"))
			f.line(exprFun("            ", "val decoder: "+f.use(g.layout.Sub("core", "Decoder"))+"<"+ret.typ+">", ret.decoder()))
			lead := "return clientOptions." + parsed + "(response, requestOptions, decoder)"
			if ret.validates {
				f.line(trailingLambda("            ", lead, g.validateCall("it", g.returnRef(m))))
			} else {
				f.line("            " + lead)
			}
		}
		f.line("        }")
	}
	f.line("    }")
}

// companion holds the service's SSE rules and page schemes.
func (g *gen) companion(f *kfile, s *service) {
	var vals []string
	if g.hasStreams(s) {
		vals = append(vals, g.eventRules(f, "        "))
	}
	for _, m := range s.methods {
		if ret := g.returnsOf(f, m, s.async); ret.kind == "page" {
			vals = append(vals, g.pageScheme(f, "        ", ret.scheme, m))
		}
	}
	if len(vals) == 0 {
		return
	}
	f.line("")
	f.line("    companion object {")
	f.line(strings.Join(vals, "\n\n"))
	f.line("    }")
}

// pageSchemeName is the companion value holding a method's page scheme.
func (g *gen) pageSchemeName(m *method) string {
	return strings.ToUpper(g.names.namer.ScreamingSnake(m.m.Name)) + "_PAGES"
}

// pageScheme declares a method's page scheme: the runtime pages with it.
func (g *gen) pageScheme(f *kfile, indent string, s *ir.PaginationScheme, m *method) string {
	scheme := f.use(g.layout.Sub("core", "PageScheme"))
	var params, fields, headers []string
	for _, p := range s.Request {
		if p.Purpose != "" {
			params = append(params, kotlinString(p.Purpose)+" to "+kotlinString(p.Name))
		}
	}
	for _, r := range s.Response {
		if r.Purpose == "" {
			continue
		}
		if r.FromHeader != "" {
			headers = append(headers, kotlinString(r.Purpose)+" to "+kotlinString(r.FromHeader))
			continue
		}
		fields = append(fields, kotlinString(r.Purpose)+" to "+stringList(r.Path))
	}
	items := m.m.Pagination.ItemsPath
	args := []any{kotlinString(s.Type), kotlinString(s.ParamLocation), mapCall(params), mapCall(fields), mapCall(headers), stringList(items), boolText(s.ContinueOnEmptyItems)}
	return newCall(scheme, args...).assign(indent, "private val "+g.pageSchemeName(m)+" =")
}

func stringList(items []string) string {
	if len(items) == 0 {
		return "emptyList()"
	}
	var q []string
	for _, i := range items {
		q = append(q, kotlinString(i))
	}
	return "listOf(" + strings.Join(q, ", ") + ")"
}

// mapCall is mapOf(pairs...), laid out as a call.
func mapCall(pairs []string) any {
	if len(pairs) == 0 {
		return "emptyMap()"
	}
	return newCall("mapOf", toAny(pairs)...)
}
