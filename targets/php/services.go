package php

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// requestOptionsDoc is the PHPDoc shape of every method's $requestOptions.
const requestOptionsDoc = "array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, " +
	"extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string}"

// arg is one argument of a generated method: a param, or the whole body when it is not flattened.
type arg struct {
	param    *ir.Param // nil for the body
	name     string
	typ      ir.TypeRef
	required bool
	desc     string
}

// args are a method's arguments: path params, then the other required ones, then the optional ones (PHP wants
// optional arguments last; callers name them anyway). The streaming switch is left out: the method and its
// Stream twin set it.
func (g *gen) args(m *ir.Method) []arg {
	var path, required, optional []arg
	used := map[string]bool{}
	name := func(n string) string {
		v := g.variable(n)
		for used[strings.ToLower(v)] {
			v += "_"
		}
		used[strings.ToLower(v)] = true
		return v
	}
	for _, p := range m.Params {
		if !included(p.Skip, nil) || (m.Streaming != nil && p.Name == m.Streaming.ParamDiscriminator) {
			continue
		}
		a := arg{param: p, name: name(p.Name), typ: p.Type, required: p.Required || p.In == "path", desc: p.Description}
		switch {
		case p.In == "path":
			path = append(path, a)
		case a.required:
			required = append(required, a)
		default:
			optional = append(optional, a)
		}
	}
	if b := m.Body; b != nil && !b.Flattened {
		t := ir.TypeRef{Kind: ir.Unknown}
		if b.Type != nil {
			t = *b.Type
		}
		a := arg{name: name(firstNonEmpty(b.ParamName, "body")), typ: t, required: b.Required, desc: "The request body."}
		if a.required {
			required = append(required, a)
		} else {
			optional = append(optional, a)
		}
	}
	return slices.Concat(path, required, optional)
}

// signature is a method's parameter list, one per line.
func (g *gen) signature(args []arg) string {
	var b strings.Builder
	for _, a := range args {
		native := g.paramNative(a.typ)
		if a.required {
			if a.typ.Nullable {
				native = nullable(native)
			}
			fmt.Fprintf(&b, "        %s $%s,\n", native, a.name)
		} else {
			fmt.Fprintf(&b, "        %s $%s = Omit::Omitted,\n", omittable(native), a.name)
		}
	}
	b.WriteString("        array $requestOptions = [],\n")
	return b.String()
}

// omittable is an optional argument's type: its own, null, or Omit (not given).
func omittable(native string) string {
	if native == "mixed" {
		return native
	}
	return strings.TrimPrefix(native, "?") + "|Omit|null"
}

// methodDoc is a method's docblock: summary, description, params and return.
func (g *gen) methodDoc(m *ir.Method, args []arg, returns string) string {
	text := strings.TrimSpace(strings.Join(slices.DeleteFunc([]string{m.Summary, m.Description}, func(s string) bool { return s == "" }), "\n\n"))
	if text == "" {
		text = fmt.Sprintf("%s %s", strings.ToUpper(m.HTTPMethod), m.Path)
	}
	lines := []string{text, ""}
	if m.Deprecated != nil {
		lines = append(lines, "@deprecated "+firstNonEmpty(m.Deprecated.Message, "This method is deprecated."), "")
	}
	for _, a := range args {
		t := g.doc(a.typ, true)
		if !a.required && t != "mixed" {
			t = orNull(t) + "|Omit"
		}
		lines = append(lines, strings.TrimSpace(fmt.Sprintf("@param %s $%s %s", t, a.name, firstLine(a.desc))))
	}
	lines = append(lines, "@param "+requestOptionsDoc+" $requestOptions", "@return "+returns)
	return docblock(strings.Join(lines, "\n"), "    ")
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// request is the raw method's request descriptor entries.
func (g *gen) request(m *ir.Method, args []arg, stream bool) []string {
	byIn := map[string][]string{}
	for _, a := range args {
		if a.param == nil {
			continue
		}
		in := a.param.In
		byIn[in] = append(byIn[in], fmt.Sprintf("%s => $%s", str(a.param.WireName), a.name))
	}
	if s := m.Streaming; s != nil && s.ParamDiscriminator != "" {
		for _, p := range m.Params {
			if p.Name == s.ParamDiscriminator {
				byIn[p.In] = append(byIn[p.In], fmt.Sprintf("%s => %t", str(p.WireName), stream))
			}
		}
	}
	entries := []string{
		str("method") + " => " + str(strings.ToLower(m.HTTPMethod)),
		fmt.Sprintf("%s => Util::path(%s, [%s])", str("path"), str(m.Path), strings.Join(byIn["path"], ", ")),
	}
	for _, part := range [][2]string{{"query", "query"}, {"header", "headers"}} {
		if len(byIn[part[0]]) > 0 {
			entries = append(entries, fmt.Sprintf("%s => Util::compact([%s])", str(part[1]), strings.Join(byIn[part[0]], ", ")))
		}
	}
	entries = append(entries, g.bodyEntries(m, args, byIn["body"])...)
	entries = append(entries, g.responseEntries(m, stream)...)
	if m.Security != nil {
		alts := make([]string, 0, len(m.Security))
		for _, alt := range m.Security {
			alts = append(alts, strList(alt))
		}
		entries = append(entries, str("security")+" => ["+strings.Join(alts, ", ")+"]")
	}
	return append(entries, str("options")+" => $requestOptions")
}

func (g *gen) bodyEntries(m *ir.Method, args []arg, fields []string) []string {
	b := m.Body
	if b == nil {
		return nil
	}
	var out []string
	switch {
	case !b.Flattened:
		for _, a := range args {
			if a.param == nil {
				out = append(out, str("body")+" => $"+a.name)
			}
		}
	case b.Required:
		out = append(out, fmt.Sprintf("%s => Util::compact([%s])", str("body"), strings.Join(fields, ", ")), str("objectBody")+" => true")
	default:
		out = append(out, fmt.Sprintf("%s => Util::compact([%s]) ?: null", str("body"), strings.Join(fields, ", ")), str("objectBody")+" => true")
	}
	switch b.Encoding {
	case "multipart":
		out = append(out, str("encoding")+" => "+str("multipart"))
	case "form":
		out = append(out, str("encoding")+" => "+str("form"))
	case "binary", "text":
		out = append(out, str("encoding")+" => "+str("raw"), str("contentType")+" => "+str(firstNonEmpty(b.ContentType, "application/octet-stream")))
	}
	return out
}

// responseEntries say what the call returns: a model, a page, a stream, the bytes or an unwrapped property.
func (g *gen) responseEntries(m *ir.Method, stream bool) []string {
	if p := m.Pagination; p != nil {
		return []string{str("page") + " => " + g.pageRef(m) + "::class", str("item") + " => " + g.typeSpec(p.Item), str("itemsPath") + " => " + strList(p.ItemsPath)}
	}
	if s := m.Streaming; s != nil && (stream || s.ParamDiscriminator == "") {
		return []string{str("stream") + " => " + g.streamRules(), str("event") + " => " + g.typeSpec(s.Event)}
	}
	r := m.Response
	if r == nil || r.Type == nil {
		return nil
	}
	if r.Binary {
		return []string{str("binary") + " => true"}
	}
	out := []string{str("model") + " => " + g.typeSpec(*r.Type)}
	if len(r.Unwrap) > 0 {
		out = append(out, str("unwrap")+" => "+strList(r.Unwrap))
	}
	return out
}

// pageRef is the page class of a paginated method.
func (g *gen) pageRef(m *ir.Method) string {
	for _, s := range g.api.Pagination {
		if s.Name == m.Pagination.Scheme {
			return `\` + g.ns + `\Pagination\` + g.pageClass(s.Name)
		}
	}
	return `\` + g.ns + `\Core\Pagination\Page`
}

// streamRules are sdkgen.yml's streaming rules as the runtime's SSEStream takes them.
func (g *gen) streamRules() string {
	var rules []string
	for _, r := range g.api.Streaming.Rules {
		var f []string
		if r.EventType != "" {
			f = append(f, str("event")+" => "+str(r.EventType))
		}
		if r.EventTypeNull {
			f = append(f, str("eventNull")+" => true")
		}
		if r.DataStartsWith != "" {
			f = append(f, str("dataPrefix")+" => "+str(r.DataStartsWith))
		}
		f = append(f, str("handle")+" => "+str(firstNonEmpty(r.Handle, "yield")))
		rules = append(rules, "["+strings.Join(f, ", ")+"]")
	}
	return "[" + strings.Join(rules, ", ") + "]"
}

// returns is what a method returns: its native type and its PHPDoc type.
func (g *gen) returns(m *ir.Method, stream bool) (string, string) {
	if p := m.Pagination; p != nil {
		ref := g.pageRef(m)
		return ref, ref + "<" + g.doc(p.Item, false) + ">"
	}
	if s := m.Streaming; s != nil && (stream || s.ParamDiscriminator == "") {
		ref := `\` + g.ns + `\Core\Streaming\SSEStream`
		return ref, ref + "<" + g.doc(s.Event, false) + ">"
	}
	r := m.Response
	if r == nil || r.Type == nil {
		return "mixed", "mixed"
	}
	if r.Binary {
		return "string", "string"
	}
	if len(r.Unwrap) > 0 {
		return "mixed", "mixed"
	}
	return "mixed", g.doc(*r.Type, false)
}

// variants are a method's generated forms: the plain call, and its Stream twin when a param switches streaming on.
func variants(m *ir.Method) []bool {
	if m.Streaming != nil && m.Streaming.ParamDiscriminator != "" {
		return []bool{false, true}
	}
	return []bool{false}
}

func streamName(name string, stream bool) string {
	if stream {
		return name + "Stream"
	}
	return name
}

// rawMethod is a method of a raw service: it sends the request and returns the RawResponse.
func (g *gen) rawMethod(m *ir.Method, name string, stream bool) string {
	args := g.args(m)
	var b strings.Builder
	b.WriteString(g.methodDoc(m, args, `\`+g.ns+`\Core\RawResponse`))
	fmt.Fprintf(&b, "    public function %s(\n%s    ): RawResponse {\n", streamName(name, stream), g.signature(args))
	b.WriteString("        return $this->client->requestRaw([\n")
	for _, e := range g.request(m, args, stream) {
		b.WriteString("            " + e + ",\n")
	}
	b.WriteString("        ]);\n    }\n")
	return b.String()
}

// serviceMethod is a method of a service: its raw twin's response, parsed.
func (g *gen) serviceMethod(m *ir.Method, name string, stream bool, raw string) string {
	args := g.args(m)
	native, doc := g.returns(m, stream)
	var b strings.Builder
	b.WriteString(g.methodDoc(m, args, doc))
	fmt.Fprintf(&b, "    public function %s(\n%s    ): %s {\n", streamName(name, stream), g.signature(args), native)
	forward := make([]string, 0, len(args)+1)
	for _, a := range args {
		forward = append(forward, a.name+": $"+a.name)
	}
	forward = append(forward, "requestOptions: $requestOptions")
	fmt.Fprintf(&b, "        return %s->%s(%s)->parse();\n    }\n", raw, streamName(name, stream), strings.Join(forward, ", "))
	return b.String()
}
