package java

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// apiMD indexes the API as the JVM SDKs' api.md does: a section per service (sub-services one heading level down)
// with its methods, each with the call chain from the client, its params class, what it returns and its HTTP
// operation, every class linked to its source file. The planned services give the names, so the index and the code
// agree.
func (g *emitter) apiMD(root *service) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\nThe blocking services; each has an asynchronous twin under `%s` (`client.async()`), "+
		"whose methods return `CompletableFuture`.\n", markdown.Text(g.title()+" API"), g.layout.Sub("services", "async"))
	if len(root.methods) > 0 {
		b.WriteString("\n## Client\n")
		g.apiMethods(&b, root, "client")
	}
	for _, sub := range root.subs {
		g.apiService(&b, sub, "client", 2)
	}
	return b.String()
}

func (g *emitter) apiService(b *strings.Builder, sub *subService, chain string, depth int) {
	s := sub.svc
	chain += "." + sub.accessor + "()"
	fmt.Fprintf(b, "\n%s %s\n\nService: %s\n", strings.Repeat("#", min(depth, 6)), markdown.Text(s.name),
		g.apiLink(s.name, g.layout.MainSource(g.layout.CoreModule(), g.servicePkg(s, false), s.name)))
	g.apiMethods(b, s, chain)
	for _, child := range s.subs {
		g.apiService(b, child, chain, depth+1)
	}
}

// apiMethods lists a service's methods: call, params class, return type and HTTP operation.
func (g *emitter) apiMethods(b *strings.Builder, s *service, chain string) {
	if len(s.methods) == 0 {
		return
	}
	b.WriteString("\nMethods:\n\n")
	for _, m := range s.methods {
		f := newJFile(g.servicePkg(s, false))
		ret := g.returnType(f, m, false)
		params := ""
		if m.params != nil && m.params.cls != nil {
			c := m.params.cls
			params = g.apiLink(c.name, g.layout.MainSource(g.layout.CoreModule(), c.pkg, c.name))
		}
		fmt.Fprintf(b, "- %s(%s) -> %s  \n  %s\n", markdown.Code(chain+"."+m.name), params, markdown.Code(ret),
			markdown.Code(strings.ToUpper(m.m.HTTPMethod)+" "+m.m.Path))
	}
}

// apiLink links a class name to its source file.
func (g *emitter) apiLink(name, path string) string {
	return "[" + markdown.Code(name) + "](" + markdown.URL(path) + ")"
}
