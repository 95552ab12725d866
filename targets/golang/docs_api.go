package golang

import (
	"fmt"
	"html"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// apiMD indexes the API: per resource (nested resources one heading level down), its param and response types
// with links to pkg.go.dev, and its methods with their Go signatures and endpoints. Shared types, and types of
// resources Go leaves out, come first.
func (g *gen) apiMD() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", markdown.Text(g.title()))
	generated := map[string]bool{}
	var resources []*ir.Resource
	for _, r := range g.api.Resources() {
		if included(r.Skip, r.Only) && g.parentsIncluded(r) {
			generated[strings.Join(r.Path, ".")] = true
			resources = append(resources, r)
		}
	}
	var shared []*ir.Type
	for _, t := range g.api.Types {
		if t.Model && !generated[t.Resource] {
			shared = append(shared, t)
		}
	}
	g.typeLists(&b, "Shared ", shared)
	g.methodList(&b, g.api.Root)
	for _, r := range resources {
		if !g.documented(r) {
			continue
		}
		level := strings.Repeat("#", min(len(r.Path)+1, 6))
		fmt.Fprintf(&b, "%s %s\n\n", level, markdown.Text(g.names.goName(r.Name)))
		g.typeLists(&b, "", g.modelsOf(r))
		g.methodList(&b, r)
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// modelsOf are the models a resource declares.
func (g *gen) modelsOf(r *ir.Resource) []*ir.Type {
	var out []*ir.Type
	key := strings.Join(r.Path, ".")
	for _, t := range g.api.Types {
		if t.Model && t.Resource == key {
			out = append(out, t)
		}
	}
	return out
}

// documented reports whether api.md has anything to say about a resource: models, methods, or a child that has.
func (g *gen) documented(r *ir.Resource) bool {
	if len(g.modelsOf(r)) > 0 {
		return true
	}
	for _, m := range r.Methods {
		if !m.IsSkipped("go") && (m.Kind == "http" || m.Kind == "webhook_unwrap") {
			return true
		}
	}
	for _, s := range g.subresources(r) {
		if g.documented(s) {
			return true
		}
	}
	return false
}

// typeLists writes the request-side and response-side names of types.
func (g *gen) typeLists(b *strings.Builder, prefix string, types []*ir.Type) {
	var params, responses []string
	for _, t := range types {
		if name := g.names.param[t.Name]; name != "" && t.Kind != "enum" {
			params = append(params, name)
		}
		if name := g.names.model[t.Name]; name != "" {
			responses = append(responses, name)
		}
	}
	for _, list := range []struct {
		title string
		names []string
	}{{"Params Types", params}, {"Response Types", responses}} {
		if len(list.names) == 0 {
			continue
		}
		fmt.Fprintf(b, "%s%s:\n\n", prefix, list.title)
		for _, n := range list.names {
			fmt.Fprintf(b, "- <a href=\"%s\">%s</a>.<a href=\"%s\">%s</a>\n", g.godocURL(""), g.qual, g.godocURL(n), n)
		}
		b.WriteString("\n")
	}
}

// godocURL is the pkg.go.dev address of the root package, or of a symbol in it, escaped for an HTML attribute.
func (g *gen) godocURL(symbol string) string {
	u := "https://pkg.go.dev/" + g.module
	if symbol != "" {
		u += "#" + symbol
	}
	return html.EscapeString(u)
}

// methodList writes a resource's methods, each with its twins (…AutoPaging, …Streaming), as Go signatures.
func (g *gen) methodList(b *strings.Builder, r *ir.Resource) {
	var lines []string
	owner := g.names.client()
	if r != g.api.Root {
		owner = g.names.services[r]
	}
	f := &goFile{path: "api.md", pkg: "main", imports: map[string]string{}}
	w := valueWriter{g: g, f: f, q: g.qual + "."}
	for _, m := range g.methods(r) {
		p := g.plan(m)
		args := []string{"ctx context.Context"}
		for _, a := range p.path {
			args = append(args, a.local+" "+w.qualified(a.typ))
		}
		if p.params != "" {
			args = append(args, p.argName+" "+w.q+p.params)
		}
		sig := "(" + strings.Join(args, ", ") + ")"
		for _, v := range g.methodVariants(w, p) {
			lines = append(lines, g.methodLine(r, owner, m.Endpoint, v.name, sig+" "+v.result))
		}
	}
	for _, m := range r.Methods {
		if m.Kind != "webhook_unwrap" || m.IsSkipped("go") {
			continue
		}
		payload := "any"
		if g.api.Webhooks != nil && g.api.Webhooks.Union != "" {
			payload = w.qualified(g.respType(f, ir.TypeRef{Kind: ir.Named, Name: g.api.Webhooks.Union}))
		}
		lines = append(lines, g.methodLine(r, owner, "", g.methodName(m), "(payload []byte) (*"+payload+", error)"))
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("Methods:\n\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n")
}

// variant is one Go method of an IR method and what it returns.
type variant struct{ name, result string }

// methodVariants are the Go methods an IR method becomes: the method itself, and its …AutoPaging or …Streaming
// twin.
func (g *gen) methodVariants(w valueWriter, p *methodPlan) []variant {
	m := p.m
	switch p.resultKind() {
	case "page":
		item := w.qualified(g.respType(w.f, m.Pagination.Item))
		page := g.names.pages[m.Pagination.Scheme]
		return []variant{
			{p.name, "(*pagination." + page + "[" + item + "], error)"},
			{p.name + "AutoPaging", "*pagination.AutoPager[" + item + "]"},
		}
	case "stream":
		return []variant{{p.name, "*ssestream.Stream[" + w.qualified(g.respType(w.f, m.Streaming.Event)) + "]"}}
	}
	var out []variant
	switch p.resultKind() {
	case "none":
		out = append(out, variant{p.name, "error"})
	case "http":
		out = append(out, variant{p.name, "(*http.Response, error)"})
	default:
		out = append(out, variant{p.name, "(*" + w.qualified(g.respType(w.f, g.unwrapped(m))) + ", error)"})
	}
	if m.Streaming != nil {
		out = append(out, variant{p.name + "Streaming", "*ssestream.Stream[" + w.qualified(g.respType(w.f, m.Streaming.Event)) + "]"})
	}
	return out
}

// methodLine is one api.md entry: the call with a link to the method's documentation, its signature, and the
// endpoint as the title.
func (g *gen) methodLine(r *ir.Resource, owner, endpoint, name, signature string) string {
	title := ""
	if endpoint != "" {
		title = " title=\"" + html.EscapeString(endpoint) + "\""
	}
	return fmt.Sprintf("- <code%s>%s.<a href=\"%s\">%s</a>%s</code>", title, codeHTML(g.chain(g.exampleVar(), r)), g.godocURL(owner+"."+name), name, codeHTML(signature))
}

// codeHTML escapes text inside <code>: HTML, and the characters markdown would still read there (emphasis, links,
// code spans, escapes).
func codeHTML(s string) string {
	return strings.NewReplacer("*", "&#42;", "_", "&#95;", "[", "&#91;", "]", "&#93;", "`", "&#96;", `\`, "&#92;", "~", "&#126;").Replace(html.EscapeString(s))
}
