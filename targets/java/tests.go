package java

import (
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// emitTests writes the test server extension and, per service with methods, a JUnit 5 test class calling each
// method against the mock server: with the required params only, with all of them, through withRawResponse(), and
// with each path param empty (refused before any request).
func (g *emitter) emitTests(all []*service) error {
	if err := g.emitTestServerExtension(); err != nil {
		return err
	}
	ex := example.New(g.api, func(skip []string) bool { return contains(skip, "java") })
	for _, s := range all {
		if len(s.methods) == 0 {
			continue
		}
		if err := g.emitServiceTest(s, ex); err != nil {
			return err
		}
	}
	return nil
}

// emitTestServerExtension writes TestServerExtension: the mock server's URL (TEST_API_BASE_URL, default
// http://localhost:4010), and SKIP_MOCK_TESTS=true disabling the tests that need it.
func (g *emitter) emitTestServerExtension() error {
	pkg := g.layout.Package
	f := newJFile(pkg)
	ext := "org.junit.jupiter.api.extension."
	f.line("/** Points the tests at the mock server; SKIP_MOCK_TESTS=true disables them. */")
	f.open("public final class TestServerExtension implements ", f.imp(ext+"ExecutionCondition"), " {")
	f.line()
	f.line("public static final String BASE_URL =")
	f.line("        System.getenv(\"TEST_API_BASE_URL\") != null")
	f.line("                ? System.getenv(\"TEST_API_BASE_URL\")")
	f.line("                : \"http://localhost:4010\";")
	f.line()
	f.line("@Override")
	cond := f.imp(ext + "ConditionEvaluationResult")
	f.open("public ", cond, " evaluateExecutionCondition(", f.imp(ext+"ExtensionContext"), " context) {")
	f.open("if (\"true\".equals(System.getenv(\"SKIP_MOCK_TESTS\"))) {")
	f.line("return ", cond, ".disabled(\"SKIP_MOCK_TESTS is true\");")
	f.close()
	f.line("return ", cond, ".enabled(\"the mock server is at \" + BASE_URL);")
	f.close()
	f.close()
	return g.out.Add(g.layout.TestSource(g.layout.CoreModule(), pkg, "TestServerExtension"), f.bytes())
}

// testClient is the statement building the test client: the mock server's URL and every credential it checks.
func (g *emitter) testClient(f *jfile) string {
	builder := f.imp(g.layout.Sub("client", "okhttp", g.layout.Prefix+"OkHttpClient"))
	out := g.clientName(false) + " client = " + builder + ".builder().baseUrl(" + f.imp(g.layout.Sub("TestServerExtension")) + ".BASE_URL)"
	f.imp(g.layout.Sub("client", g.clientName(false)))
	schemes := mocktest.Schemes(g.api)
	for _, o := range g.api.ClientOptions {
		needed := o.RequiredInTests || !o.Nullable && o.Default == nil && o.ReadEnv == ""
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		value := javaString("My " + g.names.Capital(o.Name))
		switch o.Type {
		case "integer":
			value = "0L"
		case "number":
			value = "0.0"
		case "boolean":
			value = "false"
		}
		if o.Example != nil && o.Type == "string" {
			if s, ok := example.Normalize(o.Example).(string); ok {
				value = javaString(s)
			}
		}
		out += "." + g.jn.member(o.Name) + "(" + value + ")"
	}
	return out + ".build();"
}

func (g *emitter) emitServiceTest(s *service, ex example.Builder) error {
	pkg := g.servicePkg(s, false)
	name := serviceName(s, false) + "Test"
	f := newJFile(pkg)
	f.declared[name] = pkg + "." + name
	test := f.imp("org.junit.jupiter.api.Test")
	f.line("@", f.imp("org.junit.jupiter.api.extension.ExtendWith"), "(", f.imp(g.layout.Sub("TestServerExtension")), ".class)")
	f.open("class ", name, " {")
	for _, m := range s.methods {
		// The mock server cannot stream server-sent events: a method streaming by a param is tested in its plain form.
		if m.stream {
			continue
		}
		skip := mocktest.SkipReason(g.api, m.m, "java")
		for _, all := range []bool{false, true} {
			call := ex.Call(m.m, all)
			suffix := ""
			if all {
				suffix = "WithAllParams"
			}
			reason := skip
			if reason == "" {
				reason = mocktest.CallSkipReason(g.api, call, "java")
			}
			g.testMethod(f, s, m, call, m.name+suffix, reason, test, false)
			if !all {
				g.testMethod(f, s, m, call, m.name+"WithRawResponse", reason, test, true)
				g.asyncTest(f, s, m, call, reason, test)
				g.autoPagingTest(f, s, m, call, reason, test)
				g.asyncAutoPagingTest(f, s, m, call, reason, test)
				g.emptyPathTests(f, s, m, call, test)
			}
		}
	}
	f.close()
	return g.out.Add(g.layout.TestSource(g.layout.CoreModule(), pkg, name), f.bytes())
}

// paramsExpr builds a method's params from an example call; path params can be given other values.
func (g *emitter) paramsExpr(f *jfile, m *method, call example.Call, override map[string]string) string {
	pc := m.params
	out := g.classRef(f, pc.cls) + ".builder()"
	bodyProps := map[string]prop{}
	if pc.bodyClass != nil {
		ps := g.props(f, pc.bodyClass, pc.body, func(p *ir.Property) bool { return p.Required })
		avoidParamClash(ps, pc)
		for i, p := range ps {
			bodyProps[pc.body[i].WireName] = p
		}
	}
	for _, a := range call.Params {
		name, ctx := "", pc.cls
		if upload := g.fileArg(f, pc, a.Param); upload != "" {
			out += upload
			continue
		}
		if a.Param.In == "body" {
			p, ok := bodyProps[a.Param.WireName]
			if !ok {
				continue
			}
			name, ctx = p.name, pc.bodyClass
		} else {
			for _, list := range [][]param{pc.path, pc.query, pc.header} {
				for _, p := range list {
					if p.p == a.Param {
						name = p.name
					}
				}
			}
		}
		if name == "" {
			continue
		}
		value, ok := override[name]
		if !ok {
			value, ok = g.javaValue(f, ctx, a.Param.Type, a.Value)
		}
		if ok {
			out += "." + name + "(" + value + ")"
		}
	}
	if call.HasBody && binaryBody(m.m) {
		out += ".body(" + g.exampleBytes(f) + ")"
	} else if call.HasBody && pc.bodyRef != nil {
		if v, ok := g.javaValue(f, pc.cls, *pc.bodyRef, call.Body); ok {
			out += ".body(" + v + ")"
		}
	}
	return out + ".build()"
}

func (g *emitter) testMethod(f *jfile, s *service, m *method, call example.Call, name, skip, test string, raw bool) {
	g.testHead(f, name, skip, test)
	svc := "client" + s.chain
	if raw {
		svc += ".withRawResponse()"
	}
	invoke := svc + "." + m.name + "(" + g.paramsExpr(f, m, call, nil) + ")"
	switch {
	case raw && (m.binary || m.returns.Kind == ""):
		f.open("try (", f.imp(g.layout.Sub("core", "http", "HttpResponse")), " response = ", invoke, ") {")
		f.line(f.static("org.assertj.core.api.Assertions.assertThat"), "(response.statusCode()).isBetween(200, 299);")
		f.close()
	case raw:
		f.line(g.rawReturnType(f, m, false), " response = ", invoke, ";")
		f.line(f.static("org.assertj.core.api.Assertions.assertThat"), "(response.statusCode()).isBetween(200, 299);")
		g.checkResult(f, m, "response.parse()")
	case m.binary:
		f.open("try (", f.imp(g.layout.Sub("core", "http", "HttpResponse")), " response = ", invoke, ") {")
		f.line(f.static("org.assertj.core.api.Assertions.assertThat"), "(response.statusCode()).isBetween(200, 299);")
		f.close()
	case m.returns.Kind == "":
		f.line(invoke, ";")
	default:
		f.line(g.returnType(f, m, false), " result = ", invoke, ";")
		g.checkResult(f, m, "result")
	}
	f.close()
}

// checkResult validates a parsed result when its type can be validated, else checks it is there.
func (g *emitter) checkResult(f *jfile, m *method, expr string) {
	if t := g.javaType(f, nil, m.returns); validatable(t) && m.page == nil && !m.stream {
		f.line(expr, ".validate();")
		return
	}
	f.line(f.static("org.assertj.core.api.Assertions.assertThat"), "(", expr, ").isNotNull();")
}

// emptyPathTests check that each empty path param is refused before a request is made.
func (g *emitter) emptyPathTests(f *jfile, s *service, m *method, call example.Call, test string) {
	if call.Unsatisfiable != "" {
		return
	}
	for _, p := range m.params.path {
		if p.typ.name != "String" {
			continue
		}
		f.line()
		f.line("@", test)
		f.open("void ", m.name, "Empty", upperFirst(p.name), "() {")
		f.line(g.testClient(f))
		invoke := "client" + s.chain + "." + m.name + "(" + g.paramsExpr(f, m, call, map[string]string{p.name: "\"\""}) + ")"
		f.line(f.static("org.assertj.core.api.Assertions.assertThatThrownBy"), "(() -> ", invoke, ")",
			".isInstanceOf(IllegalArgumentException.class);")
		f.close()
	}
}
