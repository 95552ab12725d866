package python

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// tests writes tests/conftest.py (clients against the mock server) and a test module per resource with methods:
// for each method, sync and async, a call with only the required params and one with all of them, the raw and the
// streamed response, and a client-side error for each empty path param. Each runs with loose and strict response
// validation.
func (g *gen) tests() error {
	g.conftest()
	g.clientTests()
	for _, r := range append([]*ir.Resource{g.api.Root}, g.api.Resources()...) {
		if r != g.api.Root && (!included(r.Skip, r.Only) || !g.allIncluded(r)) {
			continue
		}
		if len(g.methods(r)) == 0 && len(g.webhookMethods(r)) == 0 {
			continue
		}
		g.resourceTests(r)
	}
	for _, p := range g.testPackages() {
		if err := g.add(p, g.banner()+"\n"); err != nil {
			return err
		}
	}
	var paths []string
	for p := range g.testModules {
		paths = append(paths, p)
	}
	for _, p := range sortedStrings(paths) {
		if err := g.add(p, g.testModules[p].render(g.banner())); err != nil {
			return err
		}
	}
	return nil
}

// testModule returns the test module at a repository path.
func (g *gen) testModule(p string) *module {
	if g.testModules == nil {
		g.testModules = map[string]*module{}
	}
	m, ok := g.testModules[p]
	if !ok {
		m = newModule(p, g.pkg)
		m.name = strings.ReplaceAll(strings.TrimSuffix(p, ".py"), "/", ".")
		g.testModules[p] = m
	}
	return m
}

// testPackages are the __init__.py files of tests/api_resources and its folders.
func (g *gen) testPackages() []string {
	dirs := map[string]bool{}
	for p := range g.testModules {
		if !strings.HasPrefix(p, "tests/api_resources/") {
			continue
		}
		for d := p[:strings.LastIndex(p, "/")]; d != "tests"; d = d[:strings.LastIndex(d, "/")] {
			dirs[d] = true
		}
	}
	var out []string
	for d := range dirs {
		out = append(out, d+"/__init__.py")
	}
	return sortedStrings(out)
}

// conftest writes tests/conftest.py: a sync and an async client for the mock server (TEST_API_BASE_URL, default
// Prism on 127.0.0.1:4010), each in loose and strict validation mode, and SKIP_MOCK_TESTS.
func (g *gen) conftest() {
	m := g.testModule("tests/conftest.py")
	w := &m.body
	client := g.names.client()
	sync := m.use(g.pkg, client)
	async := m.use(g.pkg, "Async"+client)
	m.importModule("os")
	m.importModule("pytest")
	iter, aiter := m.use("typing", "Iterator"), m.use("typing", "AsyncIterator")
	w.line(`base_url = os.environ.get("TEST_API_BASE_URL", "http://127.0.0.1:4010")`)
	w.blanks(2)
	w.open("def pytest_collection_modifyitems(items: %s[pytest.Item]) -> None:", m.use("typing", "List"))
	w.docstring("SKIP_MOCK_TESTS=true skips every test that needs the mock server.")
	w.open(`if os.environ.get("SKIP_MOCK_TESTS") != "true":`)
	w.line("return")
	w.close()
	w.line(`skip = pytest.mark.skip(reason="SKIP_MOCK_TESTS is true")`)
	w.open("for item in items:")
	w.open(`if "api_resources" in item.nodeid:`)
	w.line("item.add_marker(skip)")
	w.close()
	w.close()
	w.close()
	args := g.testClientArgs(m)
	for _, f := range []flavor{syncFlavor, asyncFlavor} {
		w.blanks(2)
		name, cls, ret, with, def := "client", sync, iter+"["+sync+"]", "with", "def"
		if f.async {
			name, cls, ret, with, def = "async_client", async, aiter+"["+async+"]", "async with", "async def"
		}
		w.line(`@pytest.fixture(scope="session", params=[False, True], ids=["loose", "strict"])`)
		w.open("%s %s(request: pytest.FixtureRequest) -> %s:", def, name, ret)
		w.docstring("A client of the mock server, with loose and with strict response validation.")
		w.line(`strict = bool(getattr(request, "param", False))`)
		w.emit(cat(txt(with+" "), call(cls, append(args, txt("strict_response_validation=strict"))...), txt(" as client:")))
		w.indent++
		w.line("yield client")
		w.close()
		w.close()
	}
}

// testClientArgs give every credential the mock can check and every required option a value, and point at the
// mock server.
func (g *gen) testClientArgs(m *module, except ...*ir.ClientOption) []doc {
	args := []doc{txt("base_url=base_url")}
	schemes := mocktest.Schemes(g.api)
	for _, o := range g.clientOptions() {
		if slices.Contains(except, o) {
			continue
		}
		needed := o.RequiredInTests || (!o.Nullable && o.Default == nil)
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		var v any = "My " + g.names.namer.Capital(o.Name)
		switch {
		case o.Example != nil:
			v = example.Normalize(o.Example)
		case optionType(o) == "int" || optionType(o) == "float":
			v = code("0")
		case optionType(o) == "bool":
			v = true
		}
		args = append(args, kw(g.optionName(o), pyValue(v)))
	}
	return args
}

// bodySkipReason is why a test's request body cannot pass the mock server's validation, as Python encodes it, or "".
// A form body repeats an array field (OpenAPI's default form encoding), but Prism reads form arrays only as name[]=.
// A multipart body writes arrays and objects under bracketed names (name[], name[key]), which Prism does not read,
// so such a field that is required is missing to it; an array written as name (repeat, comma) is one value to it.
func (g *gen) bodySkipReason(meth *ir.Method, args []testArg) string {
	if meth.Body == nil {
		return ""
	}
	for _, a := range args {
		if a.in != "body" {
			continue
		}
		_, isArray := a.value.([]any)
		_, isObject := a.value.(example.Object)
		switch {
		case meth.Body.Encoding == "form" && isArray:
			return "the mock server reads form array fields only as name[]=, and this request repeats " + a.wire + "="
		case meth.Body.Encoding != "multipart" || (!isArray && !isObject):
		case isArray && !slices.Contains([]string{"brackets", "indices"}, multipartArrayFormat(g.api)):
			return "the mock server reads a multipart field as one value, and this request sends the array " + a.wire + " as " + multipartArrayFormat(g.api)
		case a.required:
			return "the mock server does not read the multipart field " + bracketed(a.wire, isArray, multipartArrayFormat(g.api)) + ", so to it the required " + a.wire + " is missing"
		}
	}
	return ""
}

// bracketed is the name a multipart array or object field is written under: name[] or name[0], name[key].
func bracketed(name string, isArray bool, format string) string {
	switch {
	case !isArray:
		return name + "[key]"
	case format == "indices":
		return name + "[0]"
	}
	return name + "[]"
}

// multipartArrayFormat is how the client writes arrays in multipart bodies.
func multipartArrayFormat(api *ir.API) string {
	return firstNonEmpty(api.Multipart.ArrayFormat, "brackets")
}

// testArg is one argument of a test call.
type testArg struct {
	name, wire, in       string
	positional, required bool
	value                any
}

// testArgs are the arguments of an example call: positional params, then keyword params.
func testArgs(c *pcall, ec example.Call) []testArg {
	var out []testArg
	for _, a := range c.positional {
		v, _ := ec.Value(a.p)
		out = append(out, testArg{name: a.name, wire: a.p.WireName, in: "path", positional: true, value: v})
	}
	for _, a := range c.kwargs {
		if a == c.discriminator() && !a.required && !ec.All {
			continue // the call with only the required params leaves streaming at its default
		}
		ta := testArg{name: a.name, in: "body", value: ec.Body}
		ok := ec.HasBody
		if a.p != nil {
			ta.wire, ta.in, ta.required = a.p.WireName, a.p.In, a.p.Required
			ta.value, ok = ec.Value(a.p)
		}
		if ok {
			out = append(out, ta)
		}
	}
	return out
}

func argDocs(args []testArg) []doc {
	var out []doc
	for _, a := range args {
		if a.positional {
			out = append(out, pyValue(a.value))
		} else {
			out = append(out, kw(a.name, pyValue(a.value)))
		}
	}
	return out
}

// resourceTests writes a resource's test module.
func (g *gen) resourceTests(r *ir.Resource) {
	p := "tests/api_resources/test_top_level.py"
	if r != g.api.Root {
		parts := strings.Split(strings.TrimPrefix(g.names.resMod[r], g.pkg+".resources."), ".")
		if len(r.Subresources) > 0 {
			parts = parts[:len(parts)-1]
		}
		parts[len(parts)-1] = "test_" + parts[len(parts)-1]
		p = "tests/api_resources/" + strings.Join(parts, "/") + ".py"
	}
	m := g.testModule(p)
	deprecated := false
	for _, f := range []flavor{syncFlavor, asyncFlavor} {
		w := &m.body
		w.blanks(2)
		w.class("Test" + f.prefix() + g.names.namer.Pascal(firstNonEmpty(r.Name, "top_level")))
		first := true
		for _, meth := range g.methods(r) {
			deprecated = deprecated || meth.Deprecated != nil
			g.methodTests(m, meth, f, &first)
		}
		for _, meth := range g.webhookMethods(r) {
			g.webhookTest(m, meth, f, &first)
		}
		w.close()
	}
	if deprecated {
		m.pragmas = append(m.pragmas, "# pyright: reportDeprecated=false")
	}
}

// methodTests writes the tests of one method in a flavor.
func (g *gen) methodTests(m *module, meth *ir.Method, f flavor, first *bool) {
	c := g.planCall(meth)
	chain := g.callChain(meth)
	client := "client"
	fixture := "client: " + m.use(g.pkg, g.names.client())
	def, await := "def", ""
	if f.async {
		client = "async_client"
		fixture = "async_client: " + m.use(g.pkg, "Async"+g.names.client())
		def, await = "async def", "await "
	}
	target := client + strings.TrimPrefix(chain, "client")
	name := g.methodName(meth, !strings.Contains(strings.TrimPrefix(chain, "client."), "."))
	requiredCall, allCall := g.examples().Call(meth, false), g.examples().Call(meth, true)
	required, all := testArgs(c, requiredCall), testArgs(c, allCall)
	// The tests that reach the mock server check what it answers, which must be a value of the response type.
	invalid := g.mockAnswers().InvalidReason(meth)
	skip := firstNonEmpty(mocktest.CallSkipReason(g.api, requiredCall, "python"), invalid)
	check := g.resultCheck(m, meth, f)
	warns := meth.Deprecated != nil
	body := func(call doc, after ...doc) {
		w := &m.body
		if warns {
			w.open("with %s.warns(DeprecationWarning):", m.importModule("pytest"))
		}
		w.emit(call)
		for _, d := range after {
			w.emit(d)
		}
		if warns {
			w.close()
		}
	}
	g.testCase(m, def, "test_method_"+name, fixture, firstNonEmpty(skip, g.bodySkipReason(meth, required)), first, func() {
		body(cat(txt(g.resultVar(meth)+" = "+await), callArgs(target, argDocs(required))), check)
	})
	if len(required) != len(all) {
		skipAll := firstNonEmpty(mocktest.CallSkipReason(g.api, allCall, "python"), invalid)
		g.testCase(m, def, "test_method_"+name+"_with_all_params", fixture, firstNonEmpty(skipAll, g.bodySkipReason(meth, all)), first, func() {
			body(cat(txt(g.resultVar(meth)+" = "+await), callArgs(target, argDocs(all))), check)
		})
	}
	raw := wrapped(target, "with_raw_response")
	g.testCase(m, def, "test_raw_response_"+name, fixture, firstNonEmpty(skip, g.bodySkipReason(meth, required)), first, func() {
		body(cat(txt("response = "+await), callArgs(raw, argDocs(required))),
			txt("assert response.http_response.status_code < 400"),
			g.parsedCheck(m, meth, f, await))
	})
	streamed := wrapped(target, "with_streaming_response")
	g.testCase(m, def, "test_streaming_response_"+name, fixture, firstNonEmpty(skip, g.bodySkipReason(meth, required)), first, func() {
		w := &m.body
		if warns {
			w.open("with %s.warns(DeprecationWarning):", m.importModule("pytest"))
		}
		with := "with "
		if f.async {
			with = "async with "
		}
		w.emit(cat(txt(with), callArgs(streamed, argDocs(required)), txt(" as response:")))
		w.indent++
		w.line("assert not response.http_response.is_closed")
		w.emit(g.parsedCheck(m, meth, f, await))
		w.close()
		w.line("assert response.http_response.is_closed")
		if warns {
			w.close()
		}
	})
	for i, a := range c.positional {
		if a.t.Kind != ir.String {
			continue
		}
		args := append([]testArg{}, required...)
		args[i].value = ""
		g.testCase(m, def, "test_path_params_"+name+"_"+a.name, fixture, "", first, func() {
			w := &m.body
			msg := str("Expected a non-empty value for `" + a.name + "` but received ''")
			w.emit(cat(txt("with "), call(m.importModule("pytest")+".raises", txt("ValueError"), kw("match", call(m.importModule("re")+".escape", txt(msg)))), txt(":")))
			w.indent++
			if warns {
				w.open("with %s.warns(DeprecationWarning):", m.importModule("pytest"))
			}
			w.emit(cat(txt(await), callArgs(target, argDocs(args))))
			if warns {
				w.close()
			}
			w.close()
		})
	}
}

// mockAnswers reads what the mock server answers from the spec, once.
func (g *gen) mockAnswers() *mocktest.Answers {
	if g.answers == nil {
		g.answers = mocktest.NewAnswers(g.spec)
	}
	return g.answers
}

// wrapped inserts a wrapper attribute (with_raw_response) before the method of a call chain.
func wrapped(target, attr string) string {
	i := strings.LastIndex(target, ".")
	return target[:i] + "." + attr + target[i:]
}

// callArgs is target(args...).
func callArgs(target string, args []doc) doc { return call(target, args...) }

// resultVar names the value a test call returns: after its type when it has a name.
func (g *gen) resultVar(meth *ir.Method) string {
	name := g.names.identifier(g.singularName(meth))
	if slices.Contains([]string{"client", "async_client", "response", "pytest", "json", "self"}, name) || strings.HasPrefix(name, "_") {
		return "result"
	}
	return name
}

// resultCheck is the assertion on a method's return value.
func (g *gen) resultCheck(m *module, meth *ir.Method, f flavor) doc {
	return g.check(m, meth, f, g.resultVar(meth))
}

// check asserts that a value (a variable, or an expression such as response.parse()) is what the method returns.
func (g *gen) check(m *module, meth *ir.Method, f flavor, v string) doc {
	switch {
	case meth.Response == nil || meth.Response.Type == nil:
		return txt("assert " + v + " is None")
	case meth.Response.Binary && meth.Pagination == nil:
		return txt("assert isinstance(" + v + ", " + g.responseType(m, meth, f) + ")")
	}
	return call(m.use("tests.utils", "assert_matches_type"), annotation(g.checkedType(m, meth, f)), txt(v), txt(`path=["response"]`))
}

// checkedType is the type a test checks a method's result against: the page for list methods.
func (g *gen) checkedType(m *module, meth *ir.Method, f flavor) string {
	if p := meth.Pagination; p != nil {
		item := g.typeRef(m, p.Item, responseSide)
		return m.use(g.pkg+".pagination", f.prefix()+pageBase(f)+g.names.pages[p.Scheme]) + "[" + item + "]"
	}
	t := g.responseType(m, meth, f)
	if u := g.unwrapped(meth); u.Kind == ir.Map && (u.Elem == nil || u.Elem.Kind == ir.Unknown) {
		// An object of any properties: mock servers answer such a schema with no body at all.
		return m.use("typing", "Optional") + "[" + t + "]"
	}
	return t
}

// parsedCheck checks what a raw or streamed response parses to.
func (g *gen) parsedCheck(m *module, meth *ir.Method, f flavor, await string) doc {
	return g.check(m, meth, f, await+"response.parse()")
}

// testCase writes one test method, skipped with its reason when there is one.
func (g *gen) testCase(m *module, def, name, fixture, skip string, first *bool, body func()) {
	w := &m.body
	if !*first {
		w.blank()
	}
	*first = false
	if skip != "" {
		w.emit(cat(txt("@"), call(m.importModule("pytest")+".mark.skip", kw("reason", txt(str(skip))))))
	}
	w.emit(cat(txt(def+" "+name), call("", txt("self"), txt(fixture)), txt(" -> None:")))
	w.indent++
	body()
	w.close()
}

// webhookTest parses an example payload with a webhook_unwrap method.
func (g *gen) webhookTest(m *module, meth *ir.Method, f flavor, first *bool) {
	if g.api.Webhooks == nil || g.api.Webhooks.Union == "" {
		return
	}
	client := "client"
	fixture := "client: " + m.use(g.pkg, g.names.client())
	def := "def"
	if f.async {
		client, fixture, def = "async_client", "async_client: "+m.use(g.pkg, "Async"+g.names.client()), "async def"
	}
	target := client + strings.TrimPrefix(g.callChain(meth), "client")
	payload := g.exampleOf(ir.TypeRef{Kind: ir.Named, Name: g.api.Webhooks.Union}, nil, nil, false)
	name := g.methodName(meth, false)
	g.testCase(m, def, "test_method_"+name, fixture, "", first, func() {
		w := &m.body
		w.emit(cat(txt("payload = "), call(m.importModule("json")+".dumps", pyValue(payload))))
		w.line("event = %s(payload, {})", target)
		w.line("assert event is not None")
	})
}

// clientTests writes tests/test_client.py: the generated client itself, on a mock transport, reading its options
// from the environment, following redirects, retrying with the retry count header, and sharing its connection pool
// with the copies with_options makes.
func (g *gen) clientTests() {
	m := g.testModule("tests/test_client.py")
	w := &m.body
	client := m.use(g.pkg, g.names.client())
	async := m.use(g.pkg, "Async"+g.names.client())
	m.importModule("httpx")
	m.importModule("pytest")
	list := m.use("typing", "List")
	w.line(`base_url = "http://api.example.test"`)
	w.blanks(2)
	w.open("def handler(seen: %s[httpx.Request]) -> httpx.MockTransport:", list)
	w.docstring("Answers /redirected with a redirect to /target, /flaky with a 500 the first time, anything else with JSON.")
	w.blank()
	w.open("def answer(request: httpx.Request) -> httpx.Response:")
	w.line("seen.append(request)")
	w.open(`if request.url.path == "/redirected":`)
	w.line(`return httpx.Response(302, headers={"Location": "/target"})`)
	w.close()
	w.open(`if request.url.path == "/flaky" and len(seen) == 1:`)
	w.line(`return httpx.Response(500, json={"error": "try again"})`)
	w.close()
	w.line(`return httpx.Response(200, json={"path": request.url.path})`)
	w.close()
	w.blank()
	w.line("return httpx.MockTransport(answer)")
	w.close()
	w.blanks(2)
	w.open("def no_wait(*_args: object) -> float:")
	w.docstring("Retries at once.")
	w.line("return 0.0")
	w.close()
	args := g.testClientArgs(m)
	for _, f := range []flavor{syncFlavor, asyncFlavor} {
		cls, http, def, with, await, prefix := client, "httpx.Client", "def", "with", "", ""
		if f.async {
			cls, http, def, with, await, prefix = async, "httpx.AsyncClient", "async def", "async with", "await ", "async_"
		}
		make := func(transport string) doc {
			return call(cls, append(slices.Clone(args), txt("http_client="+http+"(transport="+transport+")"))...)
		}
		w.blanks(2)
		w.open("%s test_%sclient_follows_redirects() -> None:", def, prefix)
		w.line("seen: %s[httpx.Request] = []", list)
		w.emit(cat(txt(with+" "), make("handler(seen)"), txt(" as client:")))
		w.indent++
		w.line(`assert %sclient.get("/redirected", cast_to=object) == {"path": "/target"}`, await)
		w.close()
		w.line(`assert [request.url.path for request in seen] == ["/redirected", "/target"]`)
		w.close()
		w.blanks(2)
		w.open("%s test_%sclient_retries_with_the_retry_count(monkeypatch: pytest.MonkeyPatch) -> None:", def, prefix)
		w.line("seen: %s[httpx.Request] = []", list)
		w.emit(cat(txt(with+" "), make("handler(seen)"), txt(" as client:")))
		w.indent++
		w.line(`monkeypatch.setattr(%s, "_calculate_retry_timeout", no_wait)`, cls)
		w.line(`assert %sclient.with_options(max_retries=1).get("/flaky", cast_to=object) == {"path": "/flaky"}`, await)
		w.close()
		w.line(`assert [request.headers.get("X-Sdkgen-Retry-Count") for request in seen] == ["0", "1"]`)
		w.close()
		w.blanks(2)
		w.open("%s test_%sclient_copies_share_the_connection_pool() -> None:", def, prefix)
		w.emit(cat(txt(with+" "), make("handler([])"), txt(" as client:")))
		w.indent++
		w.line("copy = client.with_options(timeout=1.5, default_headers={\"X-Extra\": \"1\"})")
		w.line("assert copy._client is client._client")
		w.line(`assert copy.default_headers["X-Extra"] == "1"`)
		w.close()
		w.close()
	}
	for _, o := range g.clientOptions() {
		if o.ReadEnv == "" || optionType(o) != "str" {
			continue
		}
		name := g.optionName(o)
		w.blanks(2)
		w.open("def test_%s_is_read_from_%s(monkeypatch: pytest.MonkeyPatch) -> None:", name, strings.ToLower(g.names.identifier(o.ReadEnv)))
		w.line("monkeypatch.setenv(%s, %s)", str(o.ReadEnv), str("value from the environment"))
		w.emit(cat(txt("client = "), call(client, g.testClientArgs(m, o)...)))
		w.line(`assert client.%s == "value from the environment"`, name)
		w.close()
	}
}
