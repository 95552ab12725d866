package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/jvm"
)

// readmeSnippet is one README example (readme.example_requests) as Java: the imports and statements that call
// its method with the example's params on a client named client.
type readmeSnippet struct {
	name string // the example's name: default, pagination, ...
	call string // the method's call chain in the API (client.accounts.list)
	code string
}

// readmeSnippetsClass is the test-source class holding every README example as a method, so scripts/lint and
// build compile them (they are not run: their values are the API's real ones, not the mock server's).
const readmeSnippetsClass = "ReadmeExamples"

// emitReadmeExamples writes the README examples for the README (gen.snippets) and into ReadmeExamples.java.
func (g *emitter) emitReadmeExamples(all []*service) error {
	pkg := g.layout.Package
	cf := newJFile(pkg)
	cf.declared[readmeSnippetsClass] = pkg + "." + readmeSnippetsClass
	cf.line("/** The README's examples, compiled with the tests so they keep up with the API. */")
	cf.open("final class ", readmeSnippetsClass, " {")
	cf.line()
	cf.line("private ", readmeSnippetsClass, "() {}")
	seen, used := map[string]bool{}, map[string]bool{}
	for i := range g.api.Readme.Examples {
		ex := &g.api.Readme.Examples[i]
		s, m := g.exampleMethod(all, ex)
		if m == nil || seen[ex.Name] {
			continue
		}
		seen[ex.Name] = true
		call := g.readmeCall(ex, m.m)
		sf := newJFile(pkg)
		sf.line(g.clientName(false), " client = ", sf.imp(g.layout.Sub("client", "okhttp", g.layout.Prefix+"OkHttpClient")), ".fromEnv();")
		sf.imp(g.layout.Sub("client", g.clientName(false)))
		sf.line()
		g.exampleBody(sf, s, m, ex, call)
		g.snippets = append(g.snippets, readmeSnippet{name: ex.Name, call: ex.Call, code: snippetCode(sf.bytes())})
		cf.line()
		cf.open("static void ", unique(used, g.jn.member("example "+ex.Name)), "(", cf.imp(g.layout.Sub("client", g.clientName(false))), " client) {")
		g.exampleBody(cf, s, m, ex, call)
		cf.close()
	}
	cf.close()
	if len(g.snippets) == 0 {
		return nil
	}
	return g.out.Add(g.layout.TestSource(g.layout.CoreModule(), pkg, readmeSnippetsClass), cf.bytes())
}

// snippetCode is a generated file's imports and code, without its banner and package line.
func snippetCode(file []byte) string {
	s := string(file)
	if i := strings.Index(s, ";\n\n"); strings.HasPrefix(s, Banner) && i >= 0 {
		s = s[i+3:]
	}
	return s
}

// exampleMethod finds the Java method of a README example: by endpoint and call chain, else by endpoint, else by
// call chain (the plain form of a method streaming by a param comes first).
func (g *emitter) exampleMethod(all []*service, ex *ir.ReadmeExample) (*service, *method) {
	for _, match := range jvm.ReadmeMatchers(ex) {
		for _, s := range all {
			for i, m := range s.methods {
				if !match(m.m) {
					continue
				}
				// An example turning a method's streaming on shows its Streaming form, declared after the plain one.
				if next := i + 1; next < len(s.methods) && s.methods[next].m == m.m && streamsOn(ex, m.m) {
					return s, s.methods[next]
				}
				return s, m
			}
		}
	}
	return nil, nil
}

// readmeCall is the example call of a method with the README example's params over the example values of the
// required ones.
func (g *emitter) readmeCall(ex *ir.ReadmeExample, m *ir.Method) example.Call {
	java := func(skip []string) bool { return contains(skip, "java") }
	return jvm.ReadmeCall(g.api, ex, m, java, func(p *ir.Param) bool { return java(p.Skip) })
}

// exampleBody writes the statements of an example: the call, and a print of what it returns (each item of a
// page, each event of a stream).
func (g *emitter) exampleBody(f *jfile, s *service, m *method, ex *ir.ReadmeExample, call example.Call) {
	invoke := "client" + s.chain + "." + m.name + "(" + g.paramsExpr(f, m, call, nil) + ")"
	switch {
	case m.stream:
		f.open("try (", g.returnType(f, m, false), " stream = ", invoke, ") {")
		f.line("stream.stream().forEach(event -> System.out.println(event));")
		f.close()
	case m.page != nil:
		_, item := g.items(f, m.page)
		f.line(g.returnType(f, m, false), " page = ", invoke, ";")
		f.open("for (", item, " item : page.autoPager()) {")
		f.line("System.out.println(item);")
		f.close()
	case m.binary:
		f.open("try (", g.returnType(f, m, false), " response = ", invoke, ") {")
		f.line("System.out.println(response.statusCode());")
		f.close()
	case m.returns.Kind == "":
		f.line(invoke, ";")
	default:
		name := "result"
		if ex.AssignTo != "" && g.jn.member(ex.AssignTo) != "client" {
			name = g.jn.member(ex.AssignTo)
		}
		f.line(g.returnType(f, m, false), " ", name, " = ", invoke, ";")
		f.line("System.out.println(", name, ");")
	}
}

// streamsOn reports whether a README example sets its method's streaming param to true.
func streamsOn(ex *ir.ReadmeExample, m *ir.Method) bool {
	if m.Streaming == nil || m.Streaming.ParamDiscriminator == "" {
		return false
	}
	params, _ := example.Normalize(ex.Params).(example.Object)
	for _, e := range params {
		if v, ok := e.Val.(bool); ok && v && e.Key == m.Streaming.ParamDiscriminator {
			return true
		}
	}
	return false
}
