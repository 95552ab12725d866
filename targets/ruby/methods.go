package ruby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// positional are a method's positional params, in order.
func (g *gen) positional(m *ir.Method) []*ir.Param {
	var out []*ir.Param
	for _, name := range m.Positional {
		for _, p := range m.Params {
			if p.Name == name && included(p.Skip, nil) {
				out = append(out, p)
			}
		}
	}
	return out
}

// signature is a method's parameter list: the positional params, then the params hash.
func (g *gen) signature(m *ir.Method) string {
	var args []string
	for _, p := range g.positional(m) {
		args = append(args, g.local(p.Name))
	}
	return strings.Join(append(args, "params = {}"), ", ")
}

// methodSource is one API method: it checks the params, splits them into the parts of the request and sends it
// through send (call on resources, request on the client).
func (g *gen) methodSource(m *ir.Method, send string) string {
	var b strings.Builder
	b.WriteString(g.methodDoc(m))
	params := g.models() + "::" + g.params[m]
	fmt.Fprintf(&b, "def %s(%s)\n", g.methodName(m), g.signature(m))
	fmt.Fprintf(&b, "  values, options = %s.dump_request(params)\n", params)
	fmt.Fprintf(&b, "  parts = %s.request_parts(values)\n", params)
	for _, p := range g.positional(m) {
		section := map[string]string{"path": "path", "query": "query", "header": "header"}[p.In]
		if section == "" {
			section = "path"
		}
		fmt.Fprintf(&b, "  parts[:%s][%s] = %s\n", section, str(p.WireName), g.local(p.Name))
	}
	req := []string{
		"method: :" + strings.ToLower(m.HTTPMethod),
		fmt.Sprintf("path: %s::Internal::Util.path(%s, parts[:path])", g.mod, str(m.Path)),
		"query: parts[:query]", "headers: parts[:header]", "body: parts[:body]",
	}
	if b := m.Body; b != nil && b.Flattened && b.Required {
		req[len(req)-1] = "body: parts[:body] || {}" // a required object body is sent even when no field is given
	}
	req = append(req, g.responseArgs(m)...)
	if b := m.Body; b != nil {
		switch b.Encoding {
		case "multipart":
			req = append(req, "multipart: true")
		case "form":
			req = append(req, "form: true")
		case "binary", "text":
			req = append(req, "content_type: "+str(firstNonEmpty(b.ContentType, "application/octet-stream")))
		}
	}
	if m.Security != nil {
		alts := make([]string, 0, len(m.Security))
		for _, alt := range m.Security {
			alts = append(alts, strList(alt))
		}
		req = append(req, "security: ["+strings.Join(alts, ", ")+"]")
	}
	req = append(req, "options: options")
	fmt.Fprintf(&b, "  %s(\n", send)
	for i, r := range req {
		sep := ","
		if i == len(req)-1 {
			sep = ""
		}
		b.WriteString("    " + r + sep + "\n")
	}
	b.WriteString("  )\nend\n")
	return b.String()
}

// responseArgs say what the call returns: the model, a page, a stream, the bytes, an unwrapped property.
func (g *gen) responseArgs(m *ir.Method) []string {
	var out []string
	if m.Pagination != nil {
		page := g.mod + "::Internal::Page"
		scheme := "{type: \"fake_page\"}"
		for _, s := range g.api.Pagination {
			if s.Name == m.Pagination.Scheme {
				page = g.mod + "::Pagination::" + g.pageClass(s.Name)
				scheme = page + "::SCHEME"
			}
		}
		out = append(out, "page: "+page,
			fmt.Sprintf("paging: {scheme: %s, item: %s, items_path: %s}", scheme, g.typeExpr(m.Pagination.Item), strList(g.itemsPath(m))))
		return out
	}
	if s := m.Streaming; s != nil {
		stream := g.streamRules()
		if s.ParamDiscriminator != "" {
			stream = fmt.Sprintf("values[%s] ? %s : nil", symbol(g.paramField(m, s.ParamDiscriminator)), stream)
		}
		out = append(out, "stream: "+stream)
		if s.ParamDiscriminator == "" {
			return append(out, "model: "+g.typeExpr(s.Event))
		}
		out = append(out, "event: "+g.typeExpr(s.Event))
	}
	r := m.Response
	if r == nil || r.Type == nil {
		return out
	}
	if r.Binary {
		return append(out, "binary: true")
	}
	if len(r.Unwrap) > 0 {
		out = append(out, "unwrap: "+strList(r.Unwrap))
	}
	return append(out, "model: "+g.typeExpr(*r.Type))
}

// streamRules are sdkgen.yml's streaming rules as the runtime's Stream takes them.
func (g *gen) streamRules() string {
	var rules []string
	for _, r := range g.api.Streaming.Rules {
		var f []string
		if r.EventType != "" {
			f = append(f, "event: "+str(r.EventType))
		}
		if r.EventTypeNull {
			f = append(f, "event_null: true")
		}
		if r.DataStartsWith != "" {
			f = append(f, "data_prefix: "+str(r.DataStartsWith))
		}
		f = append(f, "handle: "+symbol(firstNonEmpty(r.Handle, "yield")))
		rules = append(rules, "{"+strings.Join(f, ", ")+"}")
	}
	return "[" + strings.Join(rules, ", ") + "]"
}

// methodDoc is a method's comment: summary, description, params and return.
func (g *gen) methodDoc(m *ir.Method) string {
	var b strings.Builder
	text := strings.TrimSpace(strings.Join(slices.DeleteFunc([]string{m.Summary, m.Description}, func(s string) bool { return s == "" }), "\n\n"))
	if text == "" {
		text = fmt.Sprintf("%s %s", strings.ToUpper(m.HTTPMethod), m.Path)
	}
	b.WriteString(comment(text, ""))
	if m.Deprecated != nil {
		b.WriteString(comment("@deprecated "+firstNonEmpty(m.Deprecated.Message, "This method is deprecated."), ""))
	}
	for _, p := range g.positional(m) {
		b.WriteString(comment(fmt.Sprintf("@param %s [%s] %s", g.local(p.Name), g.rbsType(p.Type), firstLine(p.Description)), ""))
	}
	b.WriteString(comment(fmt.Sprintf("@param params [Hash] see %s::%s; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}", g.models(), g.params[m]), ""))
	return b.String()
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
