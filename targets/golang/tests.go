package golang

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// tests writes a _test.go file per service with methods, against the mock server (Prism at TEST_API_BASE_URL,
// default http://127.0.0.1:4010): per method a call with only the required params, one with all of them, one
// reading the raw response, and a client-side error for each empty path param.
func (g *gen) tests() error {
	g.clientTests()
	if len(g.api.Methods()) == 0 {
		return nil
	}
	g.testHelpers()
	for _, r := range append([]*ir.Resource{g.api.Root}, g.api.Resources()...) {
		if r != g.api.Root && (!included(r.Skip, r.Only) || !g.parentsIncluded(r)) {
			continue
		}
		methods := g.methods(r)
		if len(methods) == 0 && len(webhookUnwraps(r)) == 0 {
			continue
		}
		f := g.file(g.names.files[r]+"_test.go", g.pkg+"_test")
		for _, m := range methods {
			g.methodTests(f, r, m)
		}
		for _, m := range webhookUnwraps(r) {
			g.webhookTest(f, r, m)
		}
	}
	return nil
}

// testPrefix is how test functions of a file's package qualify the SDK's names.
func (g *gen) testQualifier(f *goFile) string { return g.rootQualifier(f) + "." }

// testHelpers writes helpers_test.go: the client the tests use and the error check.
func (g *gen) testHelpers() {
	f := g.file("helpers_test.go", g.pkg+"_test")
	q := g.testQualifier(f)
	opt := g.opt(f)
	client := g.names.client()
	f.p("// testClient is a client of the mock server, or false when the mock server is not running (the test is")
	f.p("// then skipped).")
	f.p("func testClient(t *%s.T) (%s, bool) {", f.use("testing"), g.held(q+client))
	f.p("t.Helper()")
	f.p("baseURL := \"http://127.0.0.1:4010\"")
	f.p("if envURL, ok := %s.LookupEnv(\"TEST_API_BASE_URL\"); ok {", f.use("os"))
	f.p("baseURL = envURL")
	f.p("}")
	f.p("if !%s.CheckTestServer(t, baseURL) {", f.use(g.module+"/internal/testutil"))
	if g.v2() {
		f.p("return %s%s{}, false", q, client)
	} else {
		f.p("return nil, false")
	}
	f.p("}")
	f.p("return %sNew%s(%s), true", q, client, strings.Join(append([]string{opt + ".WithBaseURL(baseURL)"}, g.testClientOptions(f)...), ", "))
	f.p("}\n")
	f.p("// offlineClient is a client that never reaches a server, for errors raised before sending.")
	f.p("func offlineClient() %s {", g.held(q+client))
	f.p("return %sNew%s(%s)", q, client, strings.Join(append([]string{opt + `.WithBaseURL("http://127.0.0.1:1")`, opt + ".WithMaxRetries(0)"}, g.testClientOptions(f)...), ", "))
	f.p("}\n")
	f.p("// checkErr fails the test on an error, showing the request the mock server refused.")
	f.p("func checkErr(t *%s.T, err error) {", f.use("testing"))
	f.p("t.Helper()")
	f.p("if err == nil {")
	f.p("return")
	f.p("}")
	f.p("var apierr *%sError", q)
	f.p("if %s.As(err, &apierr) {", f.use("errors"))
	f.p("t.Log(string(apierr.DumpRequest(true)))")
	f.p("}")
	f.p("t.Fatalf(%q, err.Error())", "err should be nil: %s")
	f.p("}")
}

// testClientOptions are the options the test client sets: credentials Prism checks, options required in tests and
// options without a default.
func (g *gen) testClientOptions(f *goFile) []string {
	var out []string
	schemes := mocktest.Schemes(g.api)
	for _, o := range g.api.ClientOptions {
		needed := o.RequiredInTests || (!o.Nullable && o.Default == nil && o.ServerVariable == "")
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		var v string
		switch o.Type {
		case "integer", "number":
			v = "0"
		case "boolean":
			v = "true"
		default:
			s := "My " + g.names.namer.Capital(o.Name)
			if ex, ok := example.Normalize(o.Example).(string); ok && ex != "" {
				s = ex
			}
			v = quote(s)
		}
		out = append(out, g.opt(f)+"."+g.optionFunc(o)+"("+v+")")
	}
	return out
}

// chain is the expression reaching a method's service from a client variable: client.Accounts.Friends.
func (g *gen) chain(client string, r *ir.Resource) string {
	out := client
	node := g.api.Root
	for _, name := range r.Path {
		subs := g.subresources(node)
		fields := g.subserviceFields(node, subs)
		for _, s := range subs {
			if s.Name == name {
				out += "." + fields[s]
				node = s
				break
			}
		}
	}
	return out
}

// testName is a method's test function name.
func (g *gen) testName(r *ir.Resource, p *methodPlan) string {
	return "Test" + strings.TrimSuffix(g.names.services[r], "Service") + p.name
}

// methodTests writes the tests of one method.
func (g *gen) methodTests(f *goFile, r *ir.Resource, m *ir.Method) {
	p := g.plan(m)
	name := g.testName(r, p)
	if r == g.api.Root {
		name = "TestClient" + p.name
	}
	requiredCall, allCall := g.example.Call(m, false), g.example.Call(m, true)
	required, all := g.exampleArgs(f, p, requiredCall), g.exampleArgs(f, p, allCall)
	skip := firstNonEmpty(mocktest.CallSkipReason(g.api, requiredCall, "go"), formArrays(p, required), g.multipartArrays(p, requiredCall))
	g.callTest(f, name, r, p, required, skip, "")
	if all != required {
		skipAll := firstNonEmpty(mocktest.CallSkipReason(g.api, allCall, "go"), formArrays(p, all), g.multipartArrays(p, allCall))
		g.callTest(f, name+"WithOptionalParams", r, p, all, skipAll, "")
	}
	if p.result != "" && m.Pagination == nil && (m.Streaming == nil || m.Streaming.ParamDiscriminator != "") {
		g.callTest(f, name+"RawResponse", r, p, required, skip, "raw")
	}
	if m.Pagination != nil {
		g.callTest(f, name+"AutoPaging", r, p, required, skip, "autopaging")
	}
	for _, b := range g.pathBindings(p) {
		if b.typ != "string" && !g.isStringEnum(b.typ) {
			continue
		}
		g.emptyPathTest(f, name+"EmptyPathParam"+g.names.goName(b.p.Name), r, p, b)
	}
}

// exampleArgs writes the arguments of an example call (path args and the params literal), joined.
func (g *gen) exampleArgs(f *goFile, p *methodPlan, ec example.Call) string {
	w := valueWriter{g: g, f: f, q: g.testQualifier(f)}
	var parts []string
	for _, a := range p.path {
		parts = append(parts, pathExample(w, a, ec))
	}
	if p.params != "" {
		parts = append(parts, g.paramsExample(w, p, ec, ""))
	}
	return strings.Join(parts, ", ")
}

// pathExample writes a path argument of an example call.
func pathExample(w valueWriter, a pathArg, ec example.Call) string {
	v, _ := ec.Value(a.p)
	if a.typ != "string" {
		return w.value(a.p.Type, v)
	}
	if s, ok := v.(string); ok {
		return quote(s)
	}
	return quote(a.p.WireName)
}

// paramsExample writes the params struct literal of an example call: the fields of the params it passes, the path
// params (their names when the example has no value), and the constants the SDK fills in. The field named empty is
// left out, so it holds its zero value.
func (g *gen) paramsExample(w valueWriter, p *methodPlan, ec example.Call, empty string) string {
	var parts []string
	for _, fl := range p.fields {
		if p.m.Streaming != nil && fl.in == "body" && fl.wire == p.m.Streaming.ParamDiscriminator || fl.name == empty {
			continue
		}
		var v any
		ok := false
		switch prm := paramOf(p.m, fl); {
		case fl.in == "whole":
			v, ok = ec.Body, ec.HasBody || fl.required
		case prm != nil:
			v, ok = ec.Value(prm)
		}
		if !ok && fl.t.Const != nil && fl.required {
			v, ok = example.Normalize(fl.t.Const), true
		}
		if fl.in == "path" && fl.t.Kind == ir.String {
			if s, isString := v.(string); !ok || !isString || s == "" {
				v, ok = fl.wire, true
			}
		}
		if !ok || (v == nil && fl.t.Const == nil) {
			continue
		}
		switch {
		case fl.in == "whole" && p.bodyKind == "raw":
			parts = append(parts, fl.name+": "+w.value(ir.TypeRef{Kind: ir.String, Format: "binary"}, example.File{}))
		case fl.in == "whole":
			parts = append(parts, fl.name+": "+w.value(fl.t, v))
		default:
			parts = append(parts, fl.name+": "+w.field(fl.t, fl.required, v))
		}
	}
	return w.q + p.params + "{" + strings.Join(parts, ", ") + "}"
}

// paramOf finds the IR param behind a params field.
func paramOf(m *ir.Method, fl paramField) *ir.Param {
	for _, prm := range m.Params {
		if prm.WireName == fl.wire && (prm.In == fl.in || fl.in == "body" && prm.In == "body") {
			return prm
		}
	}
	return nil
}

// formArrays is why a test whose form-encoded body has an array is skipped: Prism reads form arrays only as name[].
func formArrays(p *methodPlan, args string) string {
	if p.bodyKind != "form" || !strings.Contains(args, "[]") {
		return ""
	}
	return "the mock server reads form array fields only as name[]="
}

// multipartArrays is why a test whose multipart body has an array the mock server refuses is skipped. The mock
// server reads an array only from two or more parts of the same name (the repeat format): it reads one part, or a
// comma-joined list, as a single value (the wrong type), and does not see a renamed array (name[], name[0],
// name.0) at all, which matters when the field is required.
func (g *gen) multipartArrays(p *methodPlan, ec example.Call) string {
	if p.m.Body == nil || p.m.Body.Encoding != "multipart" {
		return ""
	}
	format := g.formFormat()
	for _, a := range ec.Params {
		items, isArray := a.Value.([]any)
		if a.Param.In != "body" || !isArray {
			continue
		}
		switch {
		case format == "FormatComma":
			return "the mock server reads a comma-joined multipart array as one string"
		case format == "FormatRepeat" && len(items) < 2:
			return "the mock server reads a multipart array of one part as a single value"
		case format != "FormatRepeat" && a.Param.Required:
			return "the mock server reads multipart arrays only as repeated parts, so it misses the required " + a.Param.WireName + " that this SDK sends with indexed or bracketed names"
		}
	}
	return ""
}

// callTest writes a test that calls the method against the mock server.
func (g *gen) callTest(f *goFile, name string, r *ir.Resource, p *methodPlan, args, skip, kind string) {
	f.p("func %s(t *%s.T) {", name, f.use("testing"))
	if skip != "" {
		f.p("t.Skip(%s)", quote(skip))
	}
	f.p("client, ok := testClient(t)")
	f.p("if !ok {")
	f.p("return")
	f.p("}")
	call := g.chain("client", r)
	if r == g.api.Root {
		call = "client"
	}
	call += "." + p.name
	ctx := f.use("context") + ".TODO()"
	withCtx := ctx // the call's arguments, written as gofmt writes them
	if args != "" {
		withCtx += ", " + args
		args += ", "
	}
	switch kind {
	case "raw":
		f.p("var raw *%s.Response", f.use("net/http"))
		f.p("_, err := %s(%s, %s%s.WithResponseInto(&raw))", call, ctx, args, g.opt(f))
		f.p("checkErr(t, err)")
		f.p("if raw == nil || raw.StatusCode >= 300 {")
		f.p("t.Fatalf(%q, raw)", "want a successful raw response, got %v")
		f.p("}")
	case "autopaging":
		f.p("iter := %sAutoPaging(%s)", call, withCtx)
		f.p("for iter.Next() {")
		f.p("_ = iter.Current()")
		f.p("break // the mock server's pages never end")
		f.p("}")
		f.p("checkErr(t, iter.Err())")
	default:
		switch {
		case p.m.Streaming != nil && p.m.Streaming.ParamDiscriminator == "":
			f.p("stream := %s(%s)", call, withCtx)
			f.p("for stream.Next() {")
			f.p("_ = stream.Current()")
			f.p("}")
			f.p("checkErr(t, stream.Err())")
		case p.result == "*http.Response":
			f.p("res, err := %s(%s)", call, withCtx)
			f.p("checkErr(t, err)")
			f.p("_ = res.Body.Close()")
		case p.result == "" && p.m.Pagination == nil:
			f.p("err := %s(%s)", call, withCtx)
			f.p("checkErr(t, err)")
		default:
			f.p("_, err := %s(%s)", call, withCtx)
			f.p("checkErr(t, err)")
		}
	}
	f.p("}\n")
}

// emptyPathTest checks that an empty path param, an argument or a params field, fails before anything is sent.
func (g *gen) emptyPathTest(f *goFile, name string, r *ir.Resource, p *methodPlan, empty pathBinding) {
	w := valueWriter{g: g, f: f, q: g.testQualifier(f)}
	ec := g.example.Call(p.m, false)
	var parts []string
	for _, a := range p.path {
		if a.p == empty.p {
			parts = append(parts, `""`)
		} else {
			parts = append(parts, pathExample(w, a, ec))
		}
	}
	if p.params != "" {
		parts = append(parts, g.paramsExample(w, p, ec, empty.field))
	}
	call := g.chain("client", r)
	if r == g.api.Root {
		call = "client"
	}
	f.p("func %s(t *%s.T) {", name, f.use("testing"))
	f.p("client := offlineClient()")
	args := strings.Join(append([]string{f.use("context") + ".TODO()"}, parts...), ", ")
	m := p.m
	switch {
	case m.Streaming != nil && m.Streaming.ParamDiscriminator == "":
		f.p("err := %s.%s(%s).Err()", call, p.name, args)
	case p.result == "" && m.Pagination == nil:
		f.p("err := %s.%s(%s)", call, p.name, args)
	default:
		f.p("_, err := %s.%s(%s)", call, p.name, args)
	}
	f.p("if err == nil || !%s.Contains(err.Error(), %s) {", f.use("strings"), quote(empty.p.WireName))
	f.p("t.Fatalf(%q, err)", "want an error naming the empty path param, got %v")
	f.p("}")
	f.p("}\n")
}

// quote writes a Go string literal.
func quote(s string) string { return goLiteral(s) }
