package typescript

import (
	"path"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// tests writes a test file per resource with methods: for each method a call with only the required params and
// one with all of them against the mock server, and a client-side error for each empty path param.
func (g *gen) tests() error {
	for _, r := range append([]*ir.Resource{g.api.Root}, g.api.Resources()...) {
		if !g.included(r.Skip, r.Only) || len(g.methods(r)) == 0 {
			continue
		}
		p := "tests/api-resources/client.test.ts"
		if r != g.api.Root {
			p = "tests/api-resources/" + strings.TrimPrefix(g.names.resourceModule(r), "src/resources/")
			p = strings.TrimSuffix(p, ".ts") + ".test.ts"
		}
		if err := g.add(p, g.resourceTest(p, r)); err != nil {
			return err
		}
	}
	return nil
}

func (g *gen) resourceTest(file string, r *ir.Resource) string {
	mod := newModule(file)
	w := &mod.body
	client := g.names.client()
	index := path.Join(strings.Repeat("../", strings.Count(file, "/")), "src/index.js")
	var uses testUses
	var body writer
	body.indent = 1
	for _, m := range g.methods(r) {
		g.methodTests(&body, m, &uses)
	}
	var named []string
	if uses.clientError {
		named = append(named, client+"Error")
	}
	if uses.toFile {
		named = append(named, "toFile")
	}
	imports := client
	if len(named) > 0 {
		imports += ", { " + strings.Join(named, ", ") + " }"
	}
	w.line("import { describe, expect, test } from 'vitest';")
	w.line("import %s from %s;", imports, str(index))
	w.blank()
	w.writeCall("const client = new "+client, []value{g.testClientOptions()}, ";")
	w.blank()
	w.line("const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';")
	w.blank()
	name := "client"
	if r != g.api.Root {
		name = strings.Join(r.Path, ".")
	}
	w.open("describe.skipIf(skipMock)(%s, () => {", str("resource "+name))
	w.b.WriteString(strings.TrimRight(body.String(), "\n") + "\n")
	w.close("});")
	return g.banner() + "\n\n" + w.String()
}

// testClientOptions gives every credential and required option a value, and points at the mock server.
func (g *gen) testClientOptions() object {
	var out object
	schemes := mocktest.Schemes(g.api)
	for _, o := range g.options() {
		needed := o.RequiredInTests || (!o.Nullable && o.Default == nil)
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		var v value = "My " + g.names.namer.Capital(o.Name)
		if o.Example != nil {
			v = normalize(o.Example)
		} else if t := g.optionType(o); t == "number" {
			v = code("0")
		} else if t == "boolean" {
			v = true
		}
		out = append(out, entry{g.names.camel(o.Name), v})
	}
	return append(out, entry{"baseURL", code("process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010'")})
}

// formArrays is why a test whose form-encoded body has an array field is skipped: the request repeats the field,
// as OpenAPI's default form encoding says and servers expect, but Prism reads form arrays only as `name[]=`.
func formArrays(m *ir.Method, args []value) string {
	if m.Body == nil || m.Body.Encoding != "form" || len(args) == 0 {
		return ""
	}
	params, _ := args[len(args)-1].(object)
	for _, e := range params {
		if _, ok := e.val.([]any); ok {
			return "the mock server reads form array fields only as name[]=, and this request repeats " + e.key + "="
		}
	}
	return ""
}

// multipartArrays is why a test whose multipart body holds an array is skipped, or "". Prism keeps the last of a
// repeated part and reads neither name[] nor name[0] as the array name (stoplightio/prism#2654): an array the SDK
// repeats or joins with commas never is one to it, and one the SDK writes as name[] or name[0] (the brackets and
// indices formats) is another field, which Prism lets by unless the array is required.
func (g *gen) multipartArrays(ec example.Call) string {
	if b := ec.Method.Body; b == nil || b.Encoding != "multipart" {
		return ""
	}
	format := firstNonEmpty(g.api.Multipart.ArrayFormat, "brackets")
	for _, f := range bodyFields(g.api, ec) {
		if _, ok := f.value.([]any); !ok {
			continue
		}
		switch {
		case format != "brackets" && format != "indices":
			return "the mock server reads a repeated multipart field as one value, never as the array " + f.wire
		case f.required:
			return "the mock server reads no multipart array (" + f.wire + "[] is another field to it), and " + f.wire + " is required"
		}
	}
	return ""
}

// bodyField is one top-level field of the body an example call sends.
type bodyField struct {
	wire     string
	value    any
	required bool
}

// bodyFields are the body fields an example call sends: its flattened body params, or the properties of the body
// it passes whole.
func bodyFields(api *ir.API, ec example.Call) []bodyField {
	var out []bodyField
	for _, a := range ec.Params {
		if a.Param.In == "body" {
			out = append(out, bodyField{a.Param.WireName, a.Value, a.Param.Required})
		}
	}
	body, ok := ec.Body.(example.Object)
	if !ok {
		return out
	}
	required := map[string]bool{}
	if b := ec.Method.Body; b.Type != nil && b.Type.Kind == ir.Named {
		if t := api.Type(b.Type.Name); t != nil {
			for _, p := range t.Properties {
				required[p.WireName] = p.Required
			}
		}
	}
	for _, e := range body {
		out = append(out, bodyField{e.Key, e.Val, required[e.Key]})
	}
	return out
}

// testUses says what a test file imports besides the client.
type testUses struct{ toFile, clientError bool }

// methodTests writes the tests of one method.
func (g *gen) methodTests(w *writer, m *ir.Method, uses *testUses) {
	c := g.planCall(m)
	call := strings.TrimPrefix(m.Call, "client.")
	var chain []string
	for i, part := range strings.Split(call, ".") {
		if i == len(strings.Split(call, "."))-1 {
			chain = append(chain, g.methodName(m, !strings.Contains(call, ".")))
		} else {
			chain = append(chain, g.resourceProperty(part, i))
		}
	}
	target := "client." + strings.Join(chain, ".")
	requiredCall, allCall := g.examples().Call(m, false), g.examples().Call(m, true)
	required, all := g.testArgs(c, requiredCall), g.testArgs(c, allCall)
	skip := func(ec example.Call, args []value) string {
		return firstNonEmpty(mocktest.CallSkipReason(g.api, ec, g.lang, "typescript"), formArrays(m, args), g.multipartArrays(ec))
	}
	g.testCase(w, m.Name+": only required params", skip(requiredCall, required), func() {
		w.writeCall("const responsePromise = "+target, required, ";")
		w.line("const rawResponse = await responsePromise.asResponse();")
		w.line("expect(rawResponse).toBeInstanceOf(Response);")
		w.line("const dataAndResponse = await responsePromise.withResponse();")
		w.line("expect(dataAndResponse.response.ok).toBe(true);")
	})
	if hasOptional(c) {
		g.testCase(w, m.Name+": required and optional params", skip(allCall, all), func() {
			if r := m.Response; r == nil || r.Type == nil {
				w.writeCall("await "+target, all, ";")
				return
			}
			w.writeCall("const response = await "+target, all, ";")
			w.line("expect(response).toBeDefined();")
		})
	}
	for i, p := range c.positional {
		if p.Type.Kind != ir.String {
			continue
		}
		args := append([]value{}, required...)
		args[i] = ""
		w.blank()
		// An argument that awaits (a file made with toFile) needs async functions; the method's synchronous throw
		// then arrives as the async function's rejection.
		if strings.Contains(inlineArgs(args), "await ") {
			w.open("test(%s, async () => {", str(m.Name+": empty path param "+p.WireName))
			w.open("await expect(async () => {")
			w.writeCall(target, args, ";")
			w.close("}).rejects.toThrow(%sError);", g.names.client())
		} else {
			w.open("test(%s, () => {", str(m.Name+": empty path param "+p.WireName))
			w.open("expect(() => {")
			w.writeCall(target, args, ";")
			w.close("}).toThrow(%sError);", g.names.client())
		}
		uses.clientError = true
		w.close("});")
	}
	uses.toFile = uses.toFile || strings.Contains(inline(all), "toFile(")
}

func hasOptional(c *call) bool {
	for _, p := range c.named {
		if !p.Required {
			return true
		}
	}
	return false
}

func (g *gen) testCase(w *writer, name, skip string, body func()) {
	if w.b.Len() > 0 {
		w.blank()
	}
	if skip != "" {
		w.line("// %s", lineComment(skip))
		w.open("test.skip(%s, async () => {", str(name))
	} else {
		w.open("test(%s, async () => {", str(name))
	}
	body()
	w.close("});")
}

// testArgs are the arguments of an example call: positional params, then the params object or body.
func (g *gen) testArgs(c *call, ec example.Call) []value {
	var args []value
	for _, p := range c.positional {
		v, _ := ec.Value(p)
		args = append(args, fromExample(v))
	}
	if c.bodyArg && c.m.Body.Type != nil {
		if !ec.HasBody { // an optional body left out: `null` is not a value of `body?: T`
			return args
		}
		return append(args, fromExample(ec.Body))
	}
	if c.params == "" {
		return args
	}
	var params object
	for _, p := range g.paramMembers(c) {
		v, ok := ec.Value(p)
		if p.Name == bodyParam(c.m) && p.In == "body" && !ok {
			v, ok = ec.Body, ec.HasBody
		}
		if ok {
			params = append(params, entry{c.key(p), fromExample(v)})
		}
	}
	if len(params) > 0 || !c.optional {
		args = append(args, params)
	}
	return args
}

func setEntry(o object, k string, v value) object {
	for i := range o {
		if o[i].key == k {
			o[i].val = v
			return o
		}
	}
	return append(o, entry{k, v})
}
