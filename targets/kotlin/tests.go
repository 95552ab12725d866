package kotlin

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// The per-method tests, in the OkHttp module (it sees the core and the <Prefix>OkHttpClient builders): one class a
// resource calling each method against the mock server, with the blocking client and the async one (runBlocking):
// required params only, all params, the raw response, auto-paging (a Sequence, and a Flow) and each empty path
// param (refused before a request is made).

// tests writes TestServerExtension and each resource's test class.
func (g *gen) tests() error {
	if err := g.testServerExtension(); err != nil {
		return err
	}
	ex := example.New(g.api, func(skip []string) bool { return contains(skip, "kotlin") || contains(skip, "java") })
	return g.serviceTests(g.planService(g.api.Root, false, true), "client", ex)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (g *gen) serviceTests(s *service, chain string, ex example.Builder) error {
	if len(s.methods) > 0 {
		if err := g.serviceTest(s, chain, ex); err != nil {
			return err
		}
	}
	for _, sub := range s.subs {
		if err := g.serviceTests(sub, chain+"."+g.names.member(sub.r.Name)+"()", ex); err != nil {
			return err
		}
	}
	return nil
}

// testServerExtension points the tests at the mock server (TEST_API_BASE_URL, default http://localhost:4010);
// SKIP_MOCK_TESTS=true disables them.
func (g *gen) testServerExtension() error {
	f := newFile(g.layout.Package)
	ext := "org.junit.jupiter.api.extension."
	cond := f.use(ext + "ConditionEvaluationResult")
	f.line("/** Points the tests at the mock server; SKIP_MOCK_TESTS=true disables them. */")
	f.line("class TestServerExtension : " + f.use(ext+"ExecutionCondition") + " {")
	f.line("")
	f.line("    override fun evaluateExecutionCondition(context: " + f.use(ext+"ExtensionContext") + "): " + cond + " =")
	f.line("        if (System.getenv(\"SKIP_MOCK_TESTS\") == \"true\") {")
	f.line("            " + cond + ".disabled(\"SKIP_MOCK_TESTS is true\")")
	f.line("        } else {")
	f.line("            " + cond + ".enabled(\"the mock server is at $BASE_URL\")")
	f.line("        }")
	f.line("")
	f.line("    companion object {")
	f.line("        val BASE_URL: String = System.getenv(\"TEST_API_BASE_URL\") ?: \"http://localhost:4010\"")
	f.line("    }")
	f.line("}")
	return g.out.Add(g.layout.TestSource(g.layout.OkHttpModule(), f.pkg, "TestServerExtension"), []byte(f.String()))
}

// testCase is one test method being written.
type testCase struct {
	g      *gen
	f      *kfile
	s      *service
	m      *method
	chain  string // the expression of the service: client.accounts().friends()
	call   example.Call
	skip   string
	async  bool
	ret    returns
	assert string
}

func (g *gen) serviceTest(s *service, chain string, ex example.Builder) error {
	pkg := pkgOf(s.iface)
	name := simpleName(s.iface) + "Test"
	f := newFile(pkg)
	f.line("@" + f.use("org.junit.jupiter.api.extension.ExtendWith") + "(" + f.use(g.layout.Sub("TestServerExtension")) + "::class)")
	f.line("internal class " + name + " {")
	for _, m := range s.methods {
		skip := mocktest.SkipReason(g.api, m.m, "kotlin", "java")
		for _, all := range []bool{false, true} {
			call := ex.Call(m.m, all)
			reason := skip
			if reason == "" {
				reason = mocktest.CallSkipReason(g.api, call, "kotlin", "java")
			}
			for _, async := range []bool{false, true} {
				tc := &testCase{g: g, f: f, s: s, m: m, chain: chain, call: call, skip: reason, async: async,
					assert: f.use("org.assertj.core.api.Assertions.assertThat")}
				tc.ret = g.returnsOf(f, m, async)
				if tc.ret.kind == "stream" {
					continue
				}
				if all {
					tc.write(plain(m.name)+"WithAllParams", tc.plainCall)
					continue
				}
				tc.write(plain(m.name), tc.plainCall)
				if tc.ret.kind != "binary" {
					tc.write(plain(m.name)+"WithRawResponse", tc.rawCall)
				}
				if tc.ret.kind == "page" {
					tc.write(plain(m.name)+"AutoPaging", tc.autoPaging)
				}
				if !async {
					tc.emptyPathParams()
				}
			}
		}
	}
	f.line("")
	g.testClientFun(f)
	f.line("}")
	return g.out.Add(g.layout.TestSource(g.layout.OkHttpModule(), pkg, name), []byte(f.String()))
}

// testClientFun is client(): the blocking client pointed at the mock server, with every credential it checks.
func (g *gen) testClientFun(f *kfile) {
	client := f.use(g.layout.Sub("client", g.layout.Prefix+"Client"))
	f.line("    private fun client(): " + client + " {")
	okHttp := f.use(g.layout.Sub("client", "okhttp", g.layout.Prefix+"OkHttpClient"))
	f.line(newCall(okHttp+".builder").assign("        ", "val builder ="))
	f.line("        builder.baseUrl(" + f.use(g.layout.Sub("TestServerExtension")) + ".BASE_URL)")
	schemes := mocktest.Schemes(g.api)
	for _, o := range g.options() {
		needed := o.o.RequiredInTests || !o.o.Nullable && o.o.Default == nil && o.o.ReadEnv == ""
		if !needed && (o.o.AuthScheme == "" || !schemes[o.o.AuthScheme]) {
			continue
		}
		value := kotlinString("My " + g.names.namer.Capital(o.o.Name))
		switch o.typ {
		case "Long":
			value = "0L"
		case "Double":
			value = "0.0"
		case "Boolean":
			value = "false"
		}
		if s, ok := example.Normalize(o.o.Example).(string); ok && o.typ == "String" {
			value = kotlinString(s)
		}
		f.line(newCall("builder."+o.name, value).render("        ", "", ""))
	}
	f.line("        return builder.build()")
	f.line("    }")
}

// write adds a test method whose statements body writes, inside runBlocking for the async client.
func (tc *testCase) write(name string, body func(b *block)) {
	f := tc.f
	indent := "        "
	if tc.async {
		name += "Async"
		indent += "    "
	}
	f.line("")
	if tc.skip != "" {
		f.line(newCall("    @"+f.use("org.junit.jupiter.api.Disabled"), kotlinString(tc.skip)).render("", "", ""))
	}
	f.line("    @" + f.use("org.junit.jupiter.api.Test"))
	f.line("    fun " + name + "() {")
	b := tc.g.newBlock(f, indent, "client", "params", "result", "response", "page", "firstPage", "builder")
	if tc.async {
		f.line("        " + f.use("kotlinx.coroutines.runBlocking") + " {")
		b.line("val client = client().async()")
	} else {
		b.line("val client = client()")
	}
	body(b)
	f.line(b.String())
	if tc.async {
		f.line("        }")
	}
	f.line("    }")
}

// params adds the statements building the call's params (a path param may be given another value) and is the
// expression of the built params.
func (tc *testCase) params(b *block, override map[string]string) string {
	m := tc.m
	var sets []*call
	for _, a := range tc.call.Params {
		if file := tc.fileValue(a.Param); file != nil {
			sets = append(sets, file)
			continue
		}
		name, ref := tc.paramName(a.Param)
		if name == "" {
			continue
		}
		if v, ok := override[name]; ok {
			sets = append(sets, newCall("params."+name, v))
			continue
		}
		b.hint = plain(name)
		if v, ok := b.value(ref, a.Value); ok {
			sets = append(sets, newCall("params."+name, v))
		}
	}
	if tc.call.HasBody && binaryBody(m) {
		sets = append(sets, newCall("params.body", kotlinString(scalarText(tc.call.Body))+".toByteArray()"))
	} else if tc.call.HasBody && m.bodyRef != nil {
		b.hint = "body"
		if v, ok := b.value(*m.bodyRef, tc.call.Body); ok {
			sets = append(sets, newCall("params.body", v))
		}
	}
	b.assign("params", newCall(tc.f.use(m.params)+".builder"))
	for _, c := range sets {
		b.call("", c)
	}
	return "params.build()"
}

// fileValue sets a file param of a multipart body to a small text file, nil for other params.
func (tc *testCase) fileValue(p *ir.Param) *call {
	i := slices.IndexFunc(tc.m.files, func(fl field) bool { return fl.wire == p.WireName && isFileField(tc.m.m, p) })
	if i < 0 {
		return nil
	}
	fl := tc.m.files[i]
	file := newCall(tc.f.use(tc.g.layout.Sub("core", "MultipartFile"))+".of", `"Example data".toByteArray()`, `"example.txt"`)
	if tc.g.resolve(fl.ref).Kind == ir.Array {
		return newCall("params."+fl.name, newCall("listOf", file))
	}
	return newCall("params."+fl.name, file)
}

// paramName is the Kotlin name and type of an IR param in the method's params, "" when they do not have it.
func (tc *testCase) paramName(p *ir.Param) (string, ir.TypeRef) {
	if p.In == "body" {
		for _, fl := range tc.m.body {
			if fl.wire == p.WireName {
				return fl.name, fl.ref
			}
		}
		return "", ir.TypeRef{}
	}
	for _, list := range [][]param{tc.m.pathArgs, tc.m.others} {
		for _, q := range list {
			if q.in == p.In && q.wire == p.WireName {
				return q.name, q.ref
			}
		}
	}
	return "", ir.TypeRef{}
}

// invoke is the call of the method on the service (through withRawResponse() when raw).
func (tc *testCase) invoke(params string, raw bool) *call {
	svc := tc.chain
	if raw {
		svc += ".withRawResponse()"
	}
	return newCall(svc+"."+tc.m.name, params)
}

// plainCall calls the method and checks what it returns.
func (tc *testCase) plainCall(b *block) {
	params := tc.params(b, nil)
	switch tc.ret.kind {
	case "unit":
		b.call("", tc.invoke(params, false))
	case "binary":
		b.assign("response", tc.invoke(params, false))
		b.line("response.use { " + tc.assert + "(it.statusCode()).isBetween(200, 299) }")
	case "page":
		b.assign("page", tc.invoke(params, false))
		b.line(tc.assert + "(page.items()).isNotNull()")
	default:
		b.assign("result", tc.invoke(params, false))
		tc.check(b, "result")
	}
}

// check validates a parsed result when its type can be validated, else checks it is there.
func (tc *testCase) check(b *block, expr string) {
	if tc.ret.validates {
		b.line(tc.g.validateCall(expr, tc.g.returnRef(tc.m)))
		return
	}
	b.line(tc.assert + "(" + expr + ").isNotNull()")
}

// rawCall calls the method through withRawResponse(): a 2xx status, and the body parses.
func (tc *testCase) rawCall(b *block) {
	params := tc.params(b, nil)
	b.assign("response", tc.invoke(params, true))
	b.line(tc.assert + "(response.statusCode()).isBetween(200, 299)")
	switch tc.ret.kind {
	case "unit":
	case "page":
		b.line(tc.assert + "(response.parse().items()).isNotNull()")
	default:
		tc.check(b, "response.parse()")
	}
}

// autoPaging reads the first page through autoPager(): it yields that page's items first. It stops at the page's
// end, so no next page (whose URL the mock server may make up) is requested.
func (tc *testCase) autoPaging(b *block) {
	params := tc.params(b, nil)
	b.assign("page", tc.invoke(params, false))
	b.line("val firstPage = page.items()")
	take, toList := "take", "toList"
	if tc.async {
		take, toList = tc.f.use("kotlinx.coroutines.flow.take"), tc.f.use("kotlinx.coroutines.flow.toList")
	}
	b.line(tc.assert + "(page.autoPager()." + take + "(firstPage.size)." + toList + "()).isEqualTo(firstPage)")
}

// emptyPathParams check that each empty string path param is refused before a request is made.
func (tc *testCase) emptyPathParams() {
	if tc.call.Unsatisfiable != "" {
		return
	}
	for _, p := range tc.m.pathArgs {
		if r := tc.g.resolve(p.ref); r.Kind != ir.String || r.Format == "date" || r.Format == "date-time" {
			continue
		}
		saved := tc.skip
		tc.skip = ""
		tc.write(plain(tc.m.name)+"Empty"+upperFirst(plain(p.name)), func(b *block) {
			params := tc.params(b, map[string]string{p.name: `""`})
			assertThrows := tc.f.use("org.junit.jupiter.api.assertThrows")
			b.lines = append(b.lines, lambdaCall(b.indent, assertThrows+"<IllegalArgumentException>", tc.invoke(params, false)))
		})
		tc.skip = saved
	}
}
