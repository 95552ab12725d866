package kotlin

import (
	"fmt"
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// readmeSnippet is one README example (readme.example_requests) as Kotlin: the imports and statements calling its
// method with the example's params on a client made from the environment.
type readmeSnippet struct {
	name, code string
}

// readmeExamplesObject is the test-source object holding every README example as a function, so scripts/lint and
// the build compile them (they are not run: their values are the API's real ones, not the mock server's).
const readmeExamplesObject = "ReadmeExamples"

// serviceChains are the planned blocking services with the expression reaching each from the client.
func (g *gen) serviceChains() ([]*service, []string) {
	var all []*service
	var chains []string
	var walk func(s *service, chain string)
	walk = func(s *service, chain string) {
		all, chains = append(all, s), append(chains, chain)
		for _, sub := range s.subs {
			walk(sub, chain+"."+g.names.member(sub.r.Name)+"()")
		}
	}
	walk(g.planService(g.api.Root, false, true), "client")
	return all, chains
}

// readmeExamples writes ReadmeExamples.kt and returns the snippets the README shows.
func (g *gen) readmeExamples() ([]readmeSnippet, error) {
	all, chains := g.serviceChains()
	of := newFile(g.layout.Package)
	client := of.use(g.layout.Sub("client", g.layout.Prefix+"Client"))
	of.line("/** The README's examples, compiled with the tests so they keep up with the API. */")
	of.line("internal object " + readmeExamplesObject + " {")
	var snippets []readmeSnippet
	seen, used := map[string]bool{}, map[string]bool{}
	for i := range g.api.Readme.Examples {
		ex := &g.api.Readme.Examples[i]
		at := exampleMethod(all, ex)
		if at < 0 || seen[ex.Name] {
			continue
		}
		seen[ex.Name] = true
		s, chain := all[at/1000], chains[at/1000]
		m := s.methods[at%1000]
		tc := &testCase{g: g, m: m, chain: chain, call: g.readmeCall(ex, m.m), ret: returns{}}
		sf := newFile(g.layout.Package)
		tc.f = sf
		tc.ret = g.returnsOf(sf, m, false)
		b := g.newBlock(sf, "", "client", "params", "result", "page", "response", "stream")
		b.line("val client = " + sf.use(g.layout.Sub("client", "okhttp", g.layout.Prefix+"OkHttpClient")) + ".fromEnv()")
		tc.example(b, ex)
		snippets = append(snippets, readmeSnippet{name: ex.Name, code: snippetCode(sf, b.String())})
		tc.f = of
		tc.ret = g.returnsOf(of, m, false)
		fb := g.newBlock(of, "        ", "client", "params", "result", "page", "response", "stream")
		tc.example(fb, ex)
		of.line("")
		of.line("    fun " + unique(used, plain(g.names.member("example "+ex.Name))) + "(client: " + client + ") {")
		of.line(fb.String())
		of.line("    }")
	}
	of.line("}")
	if len(snippets) == 0 {
		return nil, nil
	}
	return snippets, g.out.Add(g.layout.TestSource(g.layout.OkHttpModule(), of.pkg, readmeExamplesObject), []byte(of.String()))
}

// snippetCode is a snippet's imports and statements.
func snippetCode(f *kfile, body string) string {
	var imps []string
	for imp := range f.imports {
		if usesName(codeOnly(body), imp[strings.LastIndex(imp, ".")+1:]) {
			imps = append(imps, "import "+imp)
		}
	}
	sort.Strings(imps)
	if len(imps) == 0 {
		return body
	}
	return strings.Join(imps, "\n") + "\n\n" + body
}

// exampleMethod finds a README example's method, by endpoint and call chain, else by endpoint, else by call chain:
// its service's index * 1000 + its index, or -1.
func exampleMethod(all []*service, ex *ir.ReadmeExample) int {
	for _, match := range jvm.ReadmeMatchers(ex) {
		for si, s := range all {
			for mi, m := range s.methods {
				if match(m.m) {
					return si*1000 + mi
				}
			}
		}
	}
	return -1
}

// readmeCall is the example call of a method with the README example's params over the example values of the
// required ones.
func (g *gen) readmeCall(ex *ir.ReadmeExample, m *ir.Method) example.Call {
	skipped := func(skip []string) bool { return contains(skip, "kotlin") || contains(skip, "java") }
	return jvm.ReadmeCall(g.api, ex, m, skipped, func(*ir.Param) bool { return false })
}

// streamsOn reports whether a README example sets its method's streaming param to true.
func streamsOn(ex *ir.ReadmeExample, m *method) bool {
	st := streamsByParam(m)
	if st == nil {
		return false
	}
	params, _ := example.Normalize(ex.Params).(example.Object)
	for _, e := range params {
		if v, ok := e.Val.(bool); ok && v && e.Key == st.ParamDiscriminator {
			return true
		}
	}
	return false
}

// example writes the statements of a README example: the call, and a print of what it returns (each item of a
// page, each event of a stream).
func (tc *testCase) example(b *block, ex *ir.ReadmeExample) {
	params := tc.params(b, nil)
	switch {
	case streamsOn(ex, tc.m):
		b.assign("stream", newCall(tc.chain+"."+streamingName(tc.m), params))
		b.line("stream.use { it.asSequence().forEach { event -> println(event) } }")
	case tc.ret.kind == "stream":
		b.assign("stream", tc.invoke(params, false))
		b.line("stream.use { it.asSequence().forEach { event -> println(event) } }")
	case tc.ret.kind == "page":
		b.assign("page", tc.invoke(params, false))
		b.line("page.autoPager().forEach { println(it) }")
	case tc.ret.kind == "binary":
		b.assign("response", tc.invoke(params, false))
		b.line("response.use { println(it.statusCode()) }")
	case tc.ret.kind == "unit":
		b.call("", tc.invoke(params, false))
	default:
		name := "result"
		if n := plain(tc.g.names.member(ex.AssignTo)); ex.AssignTo != "" && !b.seen[n] {
			name = unique(b.seen, n)
		}
		b.assign(name, tc.invoke(params, false))
		b.line("println(" + name + ")")
	}
}

// apiMD indexes the API: a section per service (sub-services one heading level down) with its methods, each with
// its call from the client, its params class, what it returns and its HTTP operation. The planned services give
// the names, so the index and the code agree.
func (g *gen) apiMD() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\nThe blocking services; each has a twin under `%s` (`client.async()`) whose methods are "+
		"`suspend` functions, and whose pages and streams are `Flow`s.\n", markdown.Text(g.layout.Prefix+" Kotlin API"), g.layout.Sub("services", "async"))
	all, chains := g.serviceChains()
	for i, s := range all {
		if len(s.methods) == 0 {
			continue
		}
		title := "Client"
		if !s.root {
			title = strings.TrimPrefix(strings.TrimSuffix(chains[i], "()"), "client.")
			title = strings.ReplaceAll(title, "()", "")
		}
		fmt.Fprintf(&b, "\n%s %s\n\nService: %s\n\nMethods:\n\n", strings.Repeat("#", min(max(2, 1+strings.Count(chains[i], "()")), 6)),
			markdown.Text(title), apiLink(simpleName(s.iface), g.layout.MainSource(g.layout.CoreModule(), pkgOf(s.iface), simpleName(s.iface))))
		for _, m := range s.methods {
			f := newFile(pkgOf(s.iface))
			ret := g.returnsOf(f, m, false)
			params := apiLink(simpleName(m.params), g.layout.MainSource(g.layout.CoreModule(), pkgOf(m.params), simpleName(m.params)))
			fmt.Fprintf(&b, "- %s(%s) -> %s  \n  %s\n", markdown.Code(chains[i]+"."+plain(m.name)), params, markdown.Code(ret.typ),
				markdown.Code(strings.ToUpper(m.m.HTTPMethod)+" "+m.m.Path))
			if streamsByParam(m) != nil {
				fmt.Fprintf(&b, "- %s(%s) -> %s  \n  %s\n", markdown.Code(chains[i]+"."+streamingName(m)), params,
					markdown.Code("StreamResponse<"+g.ktype(f, streamsByParam(m).Event)+">"), markdown.Code(strings.ToUpper(m.m.HTTPMethod)+" "+m.m.Path))
			}
		}
	}
	return b.String()
}

// apiLink links a class name to its source file.
func apiLink(name, path string) string {
	return "[" + markdown.Code(name) + "](" + markdown.URL(path) + ")"
}
