package typescript

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// mcpTest is packages/mcp-server/tests/server.test.ts: the client of the MCP SDK that MCP hosts use starts the server
// over stdio (runtime-mcp's tests/stdio.ts), lists its tools in each mode, searches the methods, calls one against the
// mock server through the dynamic call tool, and gets tool errors back for invalid arguments and an unknown method.
func (g *gen) mcpTest() string {
	var w writer
	w.line("%s", g.banner())
	w.blank()
	w.line("import type { Client } from '@modelcontextprotocol/sdk/client/index.js';")
	w.line("import { afterAll, beforeAll, describe, expect, test } from 'vitest';")
	w.line("import { call, connect, listTools } from './stdio.js';")
	w.blank()
	if g.mcpRunsCall() {
		w.line("const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';")
		w.blank()
	}
	w.line("// One tool per method, in the API's order.")
	w.writeValue("const toolNames = ", g.mcpToolNames(), ";")
	w.line("const dynamicToolNames = ['search_api_methods', 'call_api_method'];")
	w.blank()
	w.line("// The server's client reads its options from the environment, as it does when an MCP host starts it.")
	w.writeValue("const env: Record<string, string> = ", g.mcpTestEnv(), ";")
	w.blank()
	g.mcpTestCases(&w)
	return w.String()
}

func (g *gen) mcpToolNames() []any {
	names := []any{}
	for _, m := range g.mcpMethods() {
		names = append(names, g.mcpToolName(m))
	}
	return names
}

// mcpTestEnv is the environment of the server in the tests: the mock server's URL and the test values of the
// options the client needs, for those it reads from the environment.
func (g *gen) mcpTestEnv() object {
	values := g.testClientOptions()
	var out object
	for _, o := range g.options() {
		if o.ReadEnv == "" {
			continue
		}
		for _, e := range values {
			if e.key == g.names.camel(o.Name) {
				out = append(out, entry{o.ReadEnv, envString(e.val)})
			}
		}
	}
	return append(out, entry{g.api.Client.EnvPrefix + "_BASE_URL", code("process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010'")})
}

// envString is an option's test value as an environment variable holds it.
func envString(v value) value {
	switch x := v.(type) {
	case string:
		return x
	case code:
		return string(x)
	case bool:
		if x {
			return "true"
		}
		return "false"
	}
	return inline(v)
}

func (g *gen) mcpTestCases(w *writer) {
	methods := g.mcpMethods()
	defaultNames := "toolNames"
	if g.mcpDefaultMode() == "dynamic" {
		defaultNames = "dynamicToolNames"
	}
	w.open("describe('MCP server over stdio', () => {")
	w.open("test('lists the tools of its default mode', async () => {")
	w.line("const tools = await listTools([], env);")
	w.line("expect(tools.map((t) => t.name)).toEqual(%s);", defaultNames)
	w.close("});")
	w.blank()
	w.open("test('lists one tool per method with --tools=all', async () => {")
	w.line("const tools = await listTools(['--tools=all'], env);")
	w.line("expect(tools.map((t) => t.name)).toEqual(toolNames);")
	w.line("expect(tools.every((t) => t.inputSchema.type === 'object')).toBe(true);")
	w.close("});")
	w.blank()
	w.open("describe('with --tools=dynamic', () => {")
	w.line("let client: Client;")
	w.open("beforeAll(async () => {")
	w.line("client = await connect(['--tools=dynamic'], env);")
	w.close("}, 60_000);")
	w.line("afterAll(() => client?.close());")
	w.blank()
	w.open("test('lists a search tool and a call tool', async () => {")
	w.line("const { tools } = await client.listTools();")
	w.line("expect(tools.map((t) => t.name)).toEqual(dynamicToolNames);")
	w.close("});")
	if len(methods) > 0 {
		g.mcpSearchCase(w, methods[len(methods)-1])
	}
	g.mcpInvalidCases(w, methods)
	g.mcpCallCase(w, methods)
	w.close("});")
	w.close("});")
}

// mcpSearchCase searches for a method by the words of its name and finds it among the matches, with its schema.
func (g *gen) mcpSearchCase(w *writer, m *ir.Method) {
	method := strings.TrimPrefix(g.mcpTarget(m), "client.")
	w.blank()
	w.open("test('finds a method by the words of its name', async () => {")
	w.writeCall("const result = await call", []value{code("client"), "search_api_methods", object{{"query", strings.ReplaceAll(method, ".", " ")}, {"limit", code("50")}}}, ";")
	w.line("expect(result.isError).toBe(false);")
	w.line("const found = JSON.parse(result.text).methods as { method: string; input_schema: { type: string } }[];")
	w.writeValue("const match = found.find((f) => f.method === ", method, ");")
	w.line("expect(match?.input_schema.type).toBe('object');")
	w.close("});")
}

// mcpInvalidCases call an unknown method, and a method with arguments its schema rejects: a missing required
// param, else a param of the wrong type. Both are tool errors, sent before any request.
func (g *gen) mcpInvalidCases(w *writer, methods []*ir.Method) {
	w.blank()
	w.open("test('an unknown method is a tool error', async () => {")
	w.line("const result = await call(client, 'call_api_method', { method: 'no.such.method', arguments: {} });")
	w.writeCall("expect(result).toMatchObject", []value{mcpToolError("Unknown method")}, ";")
	w.close("});")
	m, args, want := g.mcpInvalidCall(methods)
	if m == nil {
		return
	}
	method := strings.TrimPrefix(g.mcpTarget(m), "client.")
	w.blank()
	w.open("test('arguments that do not match the method schema are a tool error', async () => {")
	w.writeCall("const result = await call", []value{code("client"), "call_api_method", object{{"method", method}, {"arguments", args}}}, ";")
	w.writeCall("expect(result).toMatchObject", []value{mcpToolError(want)}, ";")
	w.close("});")
	w.blank()
	w.open("test('arguments sent as JSON text are read as the object', async () => {")
	w.writeCall("const result = await call", []value{code("client"), "call_api_method", object{{"method", method}, {"arguments", code("JSON.stringify(" + inline(args) + ")")}}}, ";")
	w.writeCall("expect(result).toMatchObject", []value{mcpToolError(want)}, ";")
	w.close("});")
}

// mcpToolError matches a tool error whose text contains a part.
func mcpToolError(part string) object {
	return object{{"isError", true}, {"text", code("expect.stringContaining(" + str(part) + ")")}}
}

// mcpInvalidCall is a method, arguments its schema rejects and a part of the error: no arguments for the first
// method with a required param, else a number for the first string param (a string for any other scalar).
func (g *gen) mcpInvalidCall(methods []*ir.Method) (*ir.Method, object, string) {
	for _, m := range methods {
		c := g.planCall(m)
		for _, p := range append(append([]*ir.Param{}, c.positional...), g.paramMembers(c)...) {
			if p.Required {
				return m, object{}, "arguments." + c.key(p) + ": required"
			}
		}
	}
	for _, m := range methods {
		c := g.planCall(m)
		for _, p := range g.paramMembers(c) {
			switch p.Type.Kind {
			case ir.String:
				return m, object{{c.key(p), code("42")}}, "arguments." + c.key(p) + ": must be a string"
			case ir.Integer, ir.Number, ir.Boolean:
				return m, object{{c.key(p), "text"}}, "arguments." + c.key(p) + ": must be"
			}
		}
	}
	return nil, nil, ""
}

// mcpCallCase calls, through the dynamic call tool, the first method whose generated test sends only JSON values
// (no file), with the arguments of its test with only the required params: against the mock server, or skipped with
// the reason that test is skipped when no such method's test runs there.
func (g *gen) mcpCallCase(w *writer, methods []*ir.Method) {
	m, args, skip := g.mcpCallable(methods)
	if m == nil {
		return
	}
	w.blank()
	if skip != "" {
		w.line("// %s", lineComment(skip))
		w.open("test.skip('calls a method by name against the API', async () => {")
	} else {
		w.open("test.skipIf(skipMock)('calls a method by name against the API', async () => {")
	}
	w.writeCall("const result = await call", []value{code("client"), "call_api_method", object{{"method", strings.TrimPrefix(g.mcpTarget(m), "client.")}, {"arguments", args}}}, ";")
	w.line("expect(result.isError, result.text).toBe(false);")
	w.line("expect(() => JSON.parse(result.text)).not.toThrow();")
	w.close("});")
}

// mcpCallable is the method the call test calls, its arguments, and why its test is skipped ("" when it runs): the
// first method whose test runs against the mock server, else the first one with JSON arguments.
func (g *gen) mcpCallable(methods []*ir.Method) (*ir.Method, object, string) {
	var first *ir.Method
	var firstArgs object
	var firstSkip string
	for _, m := range methods {
		args, skip, ok := g.mcpCallArgs(m)
		switch {
		case ok && skip == "":
			return m, args, ""
		case ok && first == nil:
			first, firstArgs, firstSkip = m, args, skip
		}
	}
	return first, firstArgs, firstSkip
}

// mcpCallArgs are the tool arguments of a method's test with only the required params, and why that test is
// skipped; ok is false when they are not all JSON (a file, or a body passed whole).
func (g *gen) mcpCallArgs(m *ir.Method) (object, string, bool) {
	c := g.planCall(m)
	if c.bodyArg {
		return nil, "", false
	}
	ec := g.examples().Call(m, false)
	args := g.testArgs(c, ec)
	skip := firstNonEmpty(mocktest.CallSkipReason(g.api, ec, g.lang, "typescript"), formArrays(m, args), g.multipartArrays(ec))
	out := object{}
	for i, a := range args {
		if i < len(c.positional) {
			out = append(out, entry{c.key(c.positional[i]), a})
			continue
		}
		params, _ := a.(object)
		out = append(out, params...)
	}
	if strings.Contains(inline(out), "toFile(") {
		return nil, "", false
	}
	return out, skip, true
}

// mcpRunsCall reports whether the call test runs against the mock server (and so reads SKIP_MOCK_TESTS).
func (g *gen) mcpRunsCall() bool {
	m, _, skip := g.mcpCallable(g.mcpMethods())
	return m != nil && skip == ""
}
