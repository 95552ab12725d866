package golang

import (
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// apiMD indexes the API as Go SDKs' api.md does: the shared package's types, then a section per resource (nested
// resources one heading level down) with its param and response types (its models and its methods' response
// types) and its methods with their Go signatures, every name linked to its documentation on pkg.go.dev.
func (g *gen) apiMD() string {
	var b strings.Builder
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
	g.typeLists(&b, "# Shared ", "\n", shared)
	if g.documentedMethods(g.api.Root) {
		fmt.Fprintf(&b, "# %s\n\n", markdown.Text(g.names.client()))
		g.methodList(&b, g.api.Root)
	}
	for _, r := range resources {
		if !g.documented(r) {
			continue
		}
		level := strings.Repeat("#", min(len(r.Path), 6))
		fmt.Fprintf(&b, "%s %s\n\n", level, markdown.Text(g.names.goName(r.Name)))
		g.typeLists(&b, "", ":\n", append(g.modelsOf(r), g.responseTypesOf(r)...))
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

// responseTypesOf are the types generated for the responses of a resource's methods (AgencyGetResponse), which
// api.md lists with the resource's models.
func (g *gen) responseTypesOf(r *ir.Resource) []*ir.Type {
	var out []*ir.Type
	key := strings.Join(r.Path, ".")
	seen := map[string]bool{}
	for _, m := range g.methods(r) {
		var ref *ir.TypeRef
		switch {
		case m.Pagination != nil:
			ref = &m.Pagination.Item
		case m.Response != nil && m.Response.Type != nil:
			u := g.unwrapped(m)
			ref = &u
		}
		if ref == nil || ref.Kind != ir.Named {
			continue
		}
		t := g.names.types[ref.Name]
		if t != nil && !t.Model && g.names.owner(t) == key && !seen[t.Name] {
			seen[t.Name] = true
			out = append(out, t)
		}
	}
	return out
}

// documented reports whether api.md has anything to say about a resource: models, methods, or a child that has.
func (g *gen) documented(r *ir.Resource) bool {
	if len(g.modelsOf(r)) > 0 || g.documentedMethods(r) {
		return true
	}
	for _, s := range g.subresources(r) {
		if g.documented(s) {
			return true
		}
	}
	return false
}

// documentedMethods reports whether a resource has methods api.md lists.
func (g *gen) documentedMethods(r *ir.Resource) bool {
	for _, m := range r.Methods {
		if !m.IsSkipped("go") && (m.Kind == "http" || m.Kind == "webhook_unwrap") {
			return true
		}
	}
	return false
}

// typeLists writes the request-side and response-side names of types, each qualified by its package.
func (g *gen) typeLists(b *strings.Builder, prefix, suffix string, types []*ir.Type) {
	var params, responses []*ir.Type
	for _, t := range types {
		if name := g.names.param[t.Name]; name != "" && t.Kind != "enum" {
			params = append(params, t)
		}
		if name := g.names.model[t.Name]; name != "" {
			responses = append(responses, t)
		}
	}
	for _, list := range []struct {
		title string
		types []*ir.Type
		names map[string]string
	}{{"Params Types", params, g.names.param}, {"Response Types", responses, g.names.model}} {
		if len(list.types) == 0 {
			continue
		}
		fmt.Fprintf(b, "%s%s%s\n", prefix, list.title, suffix)
		for _, t := range list.types {
			pkg, qual := g.module, g.qual
			if g.names.shared[t.Name] {
				pkg, qual = g.module+"/"+sharedPkg, sharedPkg
			}
			fmt.Fprintf(b, "- %s\n", g.symbolLink(pkg, qual, list.names[t.Name]))
		}
		b.WriteString("\n")
	}
}

// symbolLink is qual.name with both parts linked to pkg.go.dev: the package, and the symbol in it.
func (g *gen) symbolLink(importPath, qual, name string) string {
	u := html.EscapeString("https://pkg.go.dev/" + importPath)
	return fmt.Sprintf("<a href=\"%s\">%s</a>.<a href=\"%s#%s\">%s</a>", u, html.EscapeString(qual), u, html.EscapeString(name), html.EscapeString(name))
}

// sharedName reports whether a root-package type name is the alias of a shared package type.
func (g *gen) sharedName(name string) bool { return g.sharedNames()[name] }

// sharedTypeNames are the model and param names of the shared package's types.
func (g *gen) sharedTypeNames() map[string]bool {
	out := map[string]bool{}
	for t := range g.names.shared {
		out[g.names.model[t]] = true
		out[g.names.param[t]] = true
	}
	return out
}

// goBuiltinTypes are the predeclared types signatures use, linked to their documentation.
var goBuiltinTypes = map[string]bool{
	"string": true, "int64": true, "float64": true, "bool": true, "any": true, "error": true, "byte": true,
	"int": true, "float32": true, "int32": true, "uint": true, "rune": true,
}

// signatureIdent matches an identifier, qualified or not, in a Go signature.
var signatureIdent = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?`)

// linkedSignature escapes a Go signature for <code> and links each type in it to its documentation: qualified
// names to their package's symbol, predeclared types to builtin's.
func (g *gen) linkedSignature(sig string) string {
	packages := map[string]string{
		"context": "context", "http": "net/http", "io": "io", "time": "time", g.qual: g.module, sharedPkg: g.module + "/" + sharedPkg,
		"pagination": g.module + "/" + pkgPagination, "ssestream": g.module + "/" + pkgSSEStream,
	}
	var b strings.Builder
	last := 0
	for _, loc := range signatureIdent.FindAllStringIndex(sig, -1) {
		b.WriteString(codeHTML(sig[last:loc[0]]))
		word := sig[loc[0]:loc[1]]
		qual, name, qualified := strings.Cut(word, ".")
		if qual == g.qual && g.sharedName(name) {
			qual = sharedPkg // the root package's alias of a shared type: documented where it is declared
		}
		switch {
		case qualified && packages[qual] != "":
			b.WriteString(g.symbolLink(packages[qual], qual, name))
		case !qualified && goBuiltinTypes[word]:
			fmt.Fprintf(&b, "<a href=\"https://pkg.go.dev/builtin#%s\">%s</a>", word, word)
		default:
			b.WriteString(codeHTML(word))
		}
		last = loc[1]
	}
	b.WriteString(codeHTML(sig[last:]))
	return b.String()
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
	lines = append(lines, g.webhookLines(r, owner, w.qualified(g.webhookPayload(f)))...)
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
	return fmt.Sprintf("- <code%s>%s.<a href=\"%s\">%s</a>%s</code>", title, codeHTML(g.chain(g.exampleVar(), r)), g.godocURL(owner+"."+name), name, g.linkedSignature(signature))
}

// codeHTML escapes text inside <code>: HTML, and the characters markdown would still read there (emphasis, links,
// code spans, escapes).
func codeHTML(s string) string { return codeHTMLEscapes.Replace(html.EscapeString(s)) }

var codeHTMLEscapes = strings.NewReplacer("*", "&#42;", "_", "&#95;", "[", "&#91;", "]", "&#93;", "`", "&#96;", `\`, "&#92;", "~", "&#126;")

// webhookLines are api.md's lines of a resource's webhook_unwrap methods and their helpers (the options of a
// verifying unwrap left out, as every method's are).
func (g *gen) webhookLines(r *ir.Resource, owner, payload string) []string {
	unwraps := webhookUnwraps(r)
	if len(unwraps) == 0 {
		return nil
	}
	var lines []string
	for _, m := range unwraps {
		args := "(payload []byte)"
		if m.Webhook != nil && g.clientOption(m.Webhook.KeyOption) != nil {
			args = "(payload []byte, headers http.Header)"
		}
		lines = append(lines, g.methodLine(r, owner, "", g.methodName(m), args+" (*"+payload+", error)"))
	}
	verify, parse := g.webhookHelpers(r)
	if verify {
		lines = append(lines, g.methodLine(r, owner, "", webhookVerifyName, "(payload []byte, headers http.Header, secret string) error"))
	}
	if parse {
		lines = append(lines, g.methodLine(r, owner, "", webhookParseName, "(payload []byte) (*"+payload+", error)"))
	}
	return lines
}
