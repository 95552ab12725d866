package ruby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// tests writes test/<lib>/test_helper.rb and a test file per resource with methods: for each method a call with
// its required params and one with all of them, the raw response, auto-paging for list methods, and an
// ArgumentError for each empty path param. They run against the mock server scripts/test starts.
func (g *gen) tests() error {
	if err := g.add("test/"+g.lib+"/test_helper.rb", g.testHelper()); err != nil {
		return err
	}
	for _, r := range g.allResources() {
		if len(g.methods(r)) == 0 {
			continue
		}
		name := "client"
		if r != g.api.Root {
			name = strings.TrimPrefix(g.resourceFile(r), "resources/")
		}
		if err := g.add("test/"+g.lib+"/resources/"+name+"_test.rb", g.resourceTests(r)); err != nil {
			return err
		}
	}
	return nil
}

// testClientArgs give every credential the mock server can check and every required option a value.
func (g *gen) testClientArgs() []string {
	args := []string{`base_url: ENV.fetch("TEST_API_BASE_URL", "http://127.0.0.1:4010")`}
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
		case o.Type == "integer" || o.Type == "number":
			value = "0"
		case o.Type == "boolean":
			value = "false"
		}
		args = append(args, g.optionName(o)+": "+value)
	}
	return args
}

func (g *gen) testHelper() string {
	body := fmt.Sprintf(`module Test
  module Resources
  end

  # The client of the mock server the API tests share.
  def self.client
    @client ||= %s::%s.new(
      %s
    )
  end

  # The base of the API tests: SKIP_MOCK_TESTS=true skips them.
  class ResourceTest < Minitest::Test
    def setup
      skip("SKIP_MOCK_TESTS is true") if ENV["SKIP_MOCK_TESTS"] == "true"
      @client = %s::Test.client
    end
  end
end
`, g.mod, g.clientClass(), strings.Join(g.testClientArgs(), ",\n      "), g.mod)
	requires := "require \"minitest/autorun\"\nrequire " + str(g.lib) + "\n"
	if g.readmeStreams() {
		requires = "require \"minitest/autorun\"\nrequire \"socket\"\nrequire " + str(g.lib) + "\n"
		body = strings.Replace(body, "\n  # The base of the API tests", serveEvents+"\n  # The base of the API tests", 1)
	}
	return g.banner() + "\n" + requires + "\n" + strings.TrimPrefix(g.file([]string{"module " + g.mod}, body), g.banner()+"\n")
}

// serveEvents is the test helper that serves one server-sent-events response for the README's streaming example.
const serveEvents = `
  # Serves one server-sent-events response (two events) on 127.0.0.1 while the block runs with the server's base
  # URL, and returns the request line the block sent.
  def self.serve_events
    server = TCPServer.new("127.0.0.1", 0)
    thread = Thread.new do
      conn = server.accept
      request = conn.gets.to_s
      length = 0
      while (line = conn.gets) && line != "\r\n"
        length = line.split(":", 2).last.to_i if line.downcase.start_with?("content-length:")
      end
      conn.read(length)
      body = "data: {}\n\ndata: {}\n\n"
      conn.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: #{body.bytesize}\r\nConnection: close\r\n\r\n#{body}")
      conn.close
      request
    end
    yield "http://127.0.0.1:#{server.addr[1]}"
    thread.join(5)&.value
  ensure
    server&.close
  end
`

// readmeStreams reports whether a README example streams, so its test needs serve_events.
func (g *gen) readmeStreams() bool {
	for _, ex := range g.readmeExamples() {
		if m := g.methodByCall(ex.Call); m != nil && g.exampleStreams(ex, m) {
			return true
		}
	}
	return false
}

// resourceTests is the test file of one resource.
func (g *gen) resourceTests(r *ir.Resource) string {
	class := "Client"
	chain := "@client"
	if r != g.api.Root {
		class = strings.ReplaceAll(g.resourceClass(r), "::", "")
		chain = "@client." + g.chain(r)
	}
	var tests []string
	for _, m := range g.methods(r) {
		tests = append(tests, g.methodTests(m, chain, r == g.api.Root)...)
	}
	body := fmt.Sprintf("class %sTest < %s::Test::ResourceTest\n%send\n", class, g.mod, indent(strings.Join(tests, "\n"), "  "))
	return g.banner() + "\nrequire_relative " + str(strings.Repeat("../", strings.Count(g.testPath(r), "/"))+"test_helper") + "\n\n" +
		strings.TrimPrefix(g.file([]string{"module " + g.mod, "module Test", "module Resources"}, body), g.banner()+"\n")
}

// testPath is a resource's test file below test/<lib>/resources/.
func (g *gen) testPath(r *ir.Resource) string {
	if r == g.api.Root {
		return "resources/client"
	}
	return g.resourceFile(r)
}

// chain is the readers from the client to a resource, e.g. accounts.friends.
func (g *gen) chain(r *ir.Resource) string {
	var parts []string
	node := g.api.Root
	for i, p := range r.Path {
		for _, s := range g.subresources(node) {
			if s.Name == p {
				parts = append(parts, g.attr(s, i == 0))
				node = s
				break
			}
		}
	}
	return strings.Join(parts, ".")
}

// methodTests are the tests of one method.
func (g *gen) methodTests(m *ir.Method, chain string, root bool) []string {
	name := g.methodName(m)
	required, all := g.example.Call(m, false), g.example.Call(m, true)
	invalid := g.answers.InvalidReason(m)
	skip := firstNonEmpty(mocktest.CallSkipReason(g.api, required, "ruby"), invalid)
	skipAll := firstNonEmpty(mocktest.CallSkipReason(g.api, all, "ruby"), invalid)
	target := chain + "." + name
	check := g.resultCheck(m)
	assign := "response = "
	if check == "" {
		assign = ""
	}
	var out []string
	out = append(out, testCase("test_"+name+"_required_params", skip, assign+target+g.callArgs(m, required)+"\n"+check))
	out = append(out, testCase("test_"+name+"_with_all_params", skipAll, assign+target+g.callArgs(m, all)+"\n"+check))
	if !root {
		raw := strings.TrimPrefix(chain, "@client.")
		rawCall := "raw = @client." + raw + ".with_raw_response." + name + g.callArgs(m, required)
		out = append(out, testCase("test_"+name+"_raw_response", skip, rawCall+"\nassert_includes(200..299, raw.status)\n"+assign+"raw.parse\n"+check))
	}
	if m.Pagination != nil {
		out = append(out, testCase("test_"+name+"_auto_paging", skip, "page = "+target+g.callArgs(m, required)+
			"\nassert_equal(page.items, page.auto_paging_each.first(page.items.size))\nassert_includes([true, false], page.next_page?)\n"))
	}
	for _, p := range m.Params {
		if p.In != "path" || !included(p.Skip, nil) || !isStringParam(g, p.Type) {
			continue
		}
		call := g.callArgsWith(m, required, p, `""`)
		out = append(out, testCase("test_"+name+"_empty_"+g.identifier(p.Name), "", "assert_raises(ArgumentError) do\n  "+target+call+"\nend\n"))
	}
	return out
}

func isStringParam(g *gen, t ir.TypeRef) bool {
	for range 8 {
		if t.Kind != ir.Named {
			break
		}
		typ := g.types[t.Name]
		if typ == nil || typ.Kind != "alias" || typ.Alias == nil {
			return typ != nil && typ.Kind == "enum" && typ.Enum != nil && typ.Enum.Base == ir.String
		}
		t = *typ.Alias
	}
	return t.Kind == ir.String && t.Format != "binary"
}

func testCase(name, skip, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "def %s\n", name)
	if skip != "" {
		fmt.Fprintf(&b, "  skip(%s)\n", str(skip))
		return b.String() + "end\n"
	}
	b.WriteString(indent(body, "  "))
	return b.String() + "end\n"
}

// resultCheck asserts what a call returns: the page class, the model class, or bytes.
func (g *gen) resultCheck(m *ir.Method) string {
	if m.Pagination != nil {
		for _, s := range g.api.Pagination {
			if s.Name == m.Pagination.Scheme {
				return fmt.Sprintf("assert_kind_of(%s::Pagination::%s, response)\n", g.mod, g.pageClass(s.Name))
			}
		}
		return fmt.Sprintf("assert_kind_of(%s::Internal::Page, response)\n", g.mod)
	}
	r := m.Response
	if m.Streaming != nil || r == nil || r.Type == nil || len(r.Unwrap) > 0 {
		return ""
	}
	if r.Binary {
		return "assert_kind_of(String, response)\n"
	}
	if r.Type.Kind == ir.Named && !r.Type.Nullable {
		if t := g.types[r.Type.Name]; t != nil && t.Kind == "object" {
			return fmt.Sprintf("assert_kind_of(%s::%s, response)\n", g.models(), g.model[t.Name])
		}
	}
	return ""
}

// callArgs are a call's arguments: positional params, then the others as keywords.
func (g *gen) callArgs(m *ir.Method, c example.Call) string { return g.callArgsWith(m, c, nil, "") }

// callArgsWith are a call's arguments with one param's value replaced by a Ruby expression.
func (g *gen) callArgsWith(m *ir.Method, c example.Call, replace *ir.Param, expr string) string {
	var args []string
	value := func(p *ir.Param) string {
		if p == replace {
			return expr
		}
		v, _ := c.Value(p)
		return g.rubyValue(v, p.Type, 0)
	}
	for _, p := range g.positional(m) {
		args = append(args, value(p))
	}
	props, _ := g.paramsProps(m)
	for _, a := range c.Params {
		if slices.Contains(m.Positional, a.Param.Name) {
			continue
		}
		args = append(args, g.paramField(m, a.Param.Name)+": "+value(a.Param))
	}
	if c.HasBody && m.Body != nil && !m.Body.Flattened && m.Body.Type != nil {
		args = append(args, g.fieldName(props[len(props)-1].Name)+": "+g.rubyValue(c.Body, *m.Body.Type, 0))
	}
	if len(args) == 0 {
		return ""
	}
	return "(" + strings.Join(args, ", ") + ")"
}

// rubyValue is an example value as a Ruby expression for a param of type t: objects of a model type keyed by the
// fields' names, files as StringIO.
func (g *gen) rubyValue(v any, t ir.TypeRef, depth int) string {
	t = g.resolveAlias(t)
	switch x := v.(type) {
	case example.File:
		return `StringIO.new("Example data")`
	case example.Object:
		return g.objectValue(x, t, depth)
	case []any:
		items := make([]string, 0, len(x))
		for _, it := range x {
			items = append(items, g.rubyValue(it, elem(t), depth+1))
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	return literal(v)
}

func (g *gen) resolveAlias(t ir.TypeRef) ir.TypeRef {
	for range 8 {
		if t.Kind != ir.Named {
			return t
		}
		typ := g.types[t.Name]
		if typ == nil || typ.Kind != "alias" || typ.Alias == nil {
			return t
		}
		t = *typ.Alias
	}
	return t
}

func (g *gen) objectValue(obj example.Object, t ir.TypeRef, depth int) string {
	var typ *ir.Type
	if t.Kind == ir.Named {
		typ = g.types[t.Name]
	}
	items := make([]string, 0, len(obj))
	for _, e := range obj {
		if typ != nil && typ.Kind == "object" {
			if p := findProperty(typ, e.Key); p != nil {
				items = append(items, g.fieldName(p.Name)+": "+g.rubyValue(e.Val, p.Type, depth+1))
				continue
			}
		}
		items = append(items, str(e.Key)+" => "+g.rubyValue(e.Val, elemOrUnknown(t), depth+1))
	}
	return "{" + strings.Join(items, ", ") + "}"
}

func elemOrUnknown(t ir.TypeRef) ir.TypeRef {
	if t.Kind == ir.Map {
		return elem(t)
	}
	return ir.TypeRef{Kind: ir.Unknown}
}

func findProperty(t *ir.Type, wire string) *ir.Property {
	for _, p := range t.Properties {
		if p.WireName == wire && included(p.Skip, nil) {
			return p
		}
	}
	return nil
}
