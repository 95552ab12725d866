package php

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// exampleFile is the expression of an uploaded file in tests and snippets.
func (g *gen) exampleFile() string {
	return `\` + g.ns + `\Core\FileParam::fromString('Example data', 'example.txt')`
}

// tests writes tests/ApiTestCase.php and a test class per service with methods: for each method a call with its
// required params and one with all of them, the raw response, auto-paging for list methods, and an
// InvalidArgumentException for each empty path param. They run against the mock server scripts/test starts.
func (g *gen) tests() error {
	if err := g.add("tests/ApiTestCase.php", g.testCase()); err != nil {
		return err
	}
	for _, r := range append([]*ir.Resource{g.api.Root}, g.resources()...) {
		if r == nil || len(g.methods(r))+len(g.webhookMethods(r)) == 0 {
			continue
		}
		name := strings.TrimSuffix(g.serviceClass(r), "Service") + "Test"
		if err := g.add("tests/Services/"+name+".php", g.serviceTests(r, name)); err != nil {
			return err
		}
	}
	return nil
}

// testClientArgs give every credential the mock server can check and every required option a value.
func (g *gen) testClientArgs() []string {
	args := []string{"baseUrl: getenv('TEST_API_BASE_URL') ?: 'http://127.0.0.1:4010'"}
	schemes := mocktest.Schemes(g.api)
	for _, o := range g.clientOptions() {
		needed := o.RequiredInTests || (!o.Nullable && o.Default == nil)
		if !needed && (o.AuthScheme == "" || !schemes[o.AuthScheme]) {
			continue
		}
		value := str("My " + g.namer.Capital(o.Name))
		switch {
		case o.Example != nil:
			value = literal(example.Normalize(o.Example))
		case o.Type == "integer":
			value = "0"
		case o.Type == "number":
			value = "0.0"
		case o.Type == "boolean":
			value = "false"
		}
		args = append(args, g.optionName(o)+": "+value)
	}
	return args
}

func (g *gen) testCase() string {
	body := fmt.Sprintf(`/**
 * The base of the API tests: a client of the mock server; SKIP_MOCK_TESTS=true skips them.
 */
abstract class ApiTestCase extends TestCase
{
    protected Client $client;

    protected function setUp(): void
    {
        if (getenv('SKIP_MOCK_TESTS') === 'true') {
            self::markTestSkipped('SKIP_MOCK_TESTS is true');
        }
        $this->client = new Client(
            %s,
        );
    }
}
`, strings.Join(g.testClientArgs(), ",\n            "))
	return g.file(g.ns+`\Tests`, []string{g.ns + `\Client`, `PHPUnit\Framework\TestCase`}, body)
}

// serviceTests is the test class of one service.
func (g *gen) serviceTests(r *ir.Resource, class string) string {
	root := r == g.api.Root
	chain := "$this->client"
	if !root {
		chain += "->" + g.chain(r)
	}
	var tests []string
	for _, m := range g.methods(r) {
		tests = append(tests, g.methodTests(m, chain, root)...)
	}
	tests = append(tests, g.webhookTests(r, chain, root)...)
	body := fmt.Sprintf("final class %s extends ApiTestCase\n{\n%s}\n", class, strings.Join(tests, "\n"))
	return g.file(g.ns+`\Tests\Services`, []string{g.ns + `\Tests\ApiTestCase`}, body)
}

// chain is the properties from the client to a resource, e.g. accounts->friends.
func (g *gen) chain(r *ir.Resource) string {
	var parts []string
	node := g.api.Root
	for i, p := range r.Path {
		for _, s := range g.subresources(node) {
			if s.Name == p {
				parts = append(parts, g.property(s, i == 0))
				node = s
				break
			}
		}
	}
	return strings.Join(parts, "->")
}

// methodTests are the tests of one method.
func (g *gen) methodTests(m *ir.Method, chain string, root bool) []string {
	name := g.methodName(m, root)
	title := strings.ToUpper(name[:1]) + name[1:]
	required, all := g.example.Call(m, false), g.example.Call(m, true)
	invalid := g.answers.InvalidReason(m)
	skip := firstNonEmpty(mocktest.CallSkipReason(g.api, required, "php"), invalid)
	skipAll := firstNonEmpty(mocktest.CallSkipReason(g.api, all, "php"), invalid)
	target := chain + "->" + name
	check := g.resultCheck(m)
	out := []string{
		testMethod("test"+title+"RequiredParams", skip, "$result = "+target+g.callArgs(m, required, nil, "")+";\n"+check),
		testMethod("test"+title+"WithAllParams", skipAll, "$result = "+target+g.callArgs(m, all, nil, "")+";\n"+check),
	}
	raw := chain + "->raw->" + name
	out = append(out, testMethod("test"+title+"RawResponse", skip, "$raw = "+raw+g.callArgs(m, required, nil, "")+";\n"+
		"self::assertGreaterThanOrEqual(200, $raw->statusCode());\nself::assertLessThan(300, $raw->statusCode());\n$result = $raw->parse();\n"+check))
	if m.Pagination != nil {
		out = append(out, testMethod("test"+title+"AutoPaging", skip, "$page = "+target+g.callArgs(m, required, nil, "")+";\n"+
			"$items = [];\n$want = count($page->items());\nforeach ($want > 0 ? $page->pagingEachItem() : [] as $item) {\n    $items[] = $item;\n    if (count($items) >= $want) {\n        break;\n    }\n}\n"+
			"self::assertSame($page->items(), $items);\n"))
	}
	for _, p := range m.Params {
		if p.In != "path" || !included(p.Skip, nil) || !g.isStringParam(p.Type) {
			continue
		}
		out = append(out, testMethod("test"+title+"Empty"+className(g.namer.Pascal(p.Name)), "",
			"$this->expectException(\\InvalidArgumentException::class);\n"+target+g.callArgs(m, required, p, "''")+";\n"))
	}
	return out
}

func (g *gen) isStringParam(t ir.TypeRef) bool {
	t = g.resolve(t)
	if t.Kind == ir.Named {
		typ := g.types[t.Name]
		return typ != nil && typ.Kind == "enum" && typ.Enum != nil && typ.Enum.Base == ir.String
	}
	return t.Kind == ir.String && t.Format != "binary"
}

func testMethod(name, skip, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "    public function %s(): void\n    {\n", name)
	if skip != "" {
		fmt.Fprintf(&b, "        self::markTestSkipped(%s);\n    }\n", str(skip))
		return b.String()
	}
	for _, l := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		if l == "" {
			b.WriteString("\n")
		} else {
			b.WriteString("        " + l + "\n")
		}
	}
	return b.String() + "    }\n"
}

// resultCheck asserts what a call returned: its page class, its model class, or bytes.
func (g *gen) resultCheck(m *ir.Method) string {
	if m.Pagination != nil {
		return fmt.Sprintf("self::assertInstanceOf(%s::class, $result);\n", g.pageRef(m))
	}
	r := m.Response
	if m.Streaming != nil && m.Streaming.ParamDiscriminator == "" {
		return fmt.Sprintf("self::assertInstanceOf(\\%s\\Core\\Streaming\\SSEStream::class, $result);\n", g.ns)
	}
	if r != nil && r.Type != nil && len(r.Unwrap) == 0 {
		if r.Binary {
			return "self::assertIsString($result);\n"
		}
		t := g.resolve(*r.Type)
		if typ := g.types[t.Name]; t.Kind == ir.Named && !t.Nullable && typ != nil && typ.Kind == "object" {
			return fmt.Sprintf("self::assertInstanceOf(%s::class, $result);\n", g.modelRef(t.Name))
		}
	}
	return "$this->addToAssertionCount(1); // the call returned without raising\n"
}

// callArgs are a call's arguments, all named; replace (when set) gets the PHP expression expr instead.
func (g *gen) callArgs(m *ir.Method, c example.Call, replace *ir.Param, expr string) string {
	byParam := map[*ir.Param]string{}
	var bodyArg string
	for _, a := range g.args(m) {
		if a.param == nil {
			bodyArg = a.name
		} else {
			byParam[a.param] = a.name
		}
	}
	var args []string
	for _, a := range c.Params {
		name, ok := byParam[a.Param]
		if !ok {
			continue
		}
		value := g.value(a.Value)
		if a.Param == replace {
			value = expr
		}
		args = append(args, name+": "+value)
	}
	if c.HasBody && bodyArg != "" {
		args = append(args, bodyArg+": "+g.value(c.Body))
	}
	return "(" + strings.Join(args, ", ") + ")"
}

// value is an example value as a PHP expression: objects as arrays keyed by wire names, files as FileParam.
func (g *gen) value(v any) string {
	switch x := v.(type) {
	case example.File:
		return g.exampleFile()
	case example.Object:
		items := make([]string, 0, len(x))
		for _, e := range x {
			items = append(items, str(e.Key)+" => "+g.value(e.Val))
		}
		return "[" + strings.Join(items, ", ") + "]"
	case []any:
		items := make([]string, 0, len(x))
		for _, it := range x {
			items = append(items, g.value(it))
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	return literal(v)
}
