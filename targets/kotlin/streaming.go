package kotlin

import (
	"github.com/sdkgen/sdkgen/generator/ir"
)

// A method that streams when a body param says so (streaming.param_discriminator) has two functions: the plain
// one returns the JSON response as the param leaves it, and <name>Streaming sets the param to true and returns the
// events as a StreamResponse (a closeable Sequence, or a Flow through asFlow()).

// streamsByParam is the method's param-discriminated streaming, or nil.
func streamsByParam(m *method) *ir.MethodStreaming {
	if st := m.m.Streaming; st != nil && st.ParamDiscriminator != "" && m.m.Pagination == nil && m.m.Body != nil {
		return st
	}
	return nil
}

// streamingName is the name of the streaming function of a method.
func streamingName(m *method) string { return plain(m.name) + "Streaming" }

// streamingDecl declares <name>Streaming in a service interface.
func (g *gen) streamingDecl(f *kfile, m *method, suspend string) {
	st := streamsByParam(m)
	if st == nil {
		return
	}
	ret := f.use(g.layout.Sub("core", "http", "StreamResponse")) + "<" + g.ktype(f, st.Event) + ">"
	_, ps, rt := splitSig(g.signature(f, m, ret, true))
	f.line("")
	f.line("    /** Like [" + plain(m.name) + "], with `" + st.ParamDiscriminator + "` true: the events as they come. */")
	f.line(funDecl("    ", suspend, streamingName(m), ps, rt))
}

// streamingImpl implements <name>Streaming: the body with the discriminator true, sent as a stream.
func (g *gen) streamingImpl(f *kfile, m *method, async bool) {
	st := streamsByParam(m)
	if st == nil {
		return
	}
	suspend, send := "", "stream"
	if async {
		suspend, send = "suspend ", "streamAsync"
	}
	stream := f.use(g.layout.Sub("core", "http", "StreamResponse"))
	_, ps, rt := splitSig(g.signature(f, m, stream+"<"+g.ktype(f, st.Event)+">", false))
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.line("")
	f.line(funDecl("    ", "override "+suspend, streamingName(m), ps, rt) + " {")
	f.line(newCall(jsonValue+".from", "true").render("        ", "val stream = "+kotlinString(st.ParamDiscriminator)+" to ", ""))
	f.line("        val body = params._body().asObject().orEmpty() + stream")
	g.buildRequestWithBody(f, "        ", m, f.use(g.layout.Sub("core", "JsonObject"))+"(body)", true)
	f.line("        val response = clientOptions." + f.use(g.layout.Sub("core", "http", send)) + "(request, requestOptions)")
	f.line("        return " + stream + "(response, EVENT_RULES, " + g.decoder(f, st.Event) + ")")
	f.line("    }")
}
