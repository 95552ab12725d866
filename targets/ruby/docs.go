package ruby

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// docs writes README.md, api.md and test/<lib>/readme_test.rb, which runs the README's examples against the mock
// server.
func (g *gen) docs() error {
	if err := g.add("README.md", g.readme()); err != nil {
		return err
	}
	if err := g.add("api.md", g.apiMD()); err != nil {
		return err
	}
	return g.add("test/"+g.lib+"/readme_test.rb", g.readmeTest())
}

// exampleVar names the client in examples: client_settings.default_client_example_name, else the require name.
func (g *gen) exampleVar() string {
	if g.api.Client.ExampleName != "" {
		return g.local(g.api.Client.ExampleName)
	}
	return g.local(g.lib)
}

// readmeExamples are the README's examples by name, each once, default first.
func (g *gen) readmeExamples() []*ir.ReadmeExample {
	var out []*ir.ReadmeExample
	seen := map[string]bool{}
	for i := range g.api.Readme.Examples {
		e := &g.api.Readme.Examples[i]
		if seen[e.Name] || g.methodByCall(e.Call) == nil {
			continue
		}
		seen[e.Name] = true
		out = append(out, e)
	}
	return out
}

func (g *gen) readmeExample(name string) *ir.ReadmeExample {
	var def *ir.ReadmeExample
	for _, e := range g.readmeExamples() {
		if e.Name == name {
			return e
		}
		if e.Name == "default" {
			def = e
		}
	}
	return def
}

func (g *gen) methodByCall(call string) *ir.Method {
	for _, r := range g.allResources() {
		for _, m := range g.methods(r) {
			if m.Call == call {
				return m
			}
		}
	}
	return nil
}

// resourceOf is the resource that declares a method.
func (g *gen) resourceOf(m *ir.Method) *ir.Resource {
	for _, r := range g.allResources() {
		for _, x := range g.methods(r) {
			if x == m {
				return r
			}
		}
	}
	return nil
}

// snippetCall is the call of a README example: its params by wire or SDK name over the example values of the
// required ones; upload is the expression of the file it uploads.
func (g *gen) snippetCall(ex *ir.ReadmeExample, m *ir.Method, upload string) string {
	c := g.example.Call(m, false)
	params, _ := example.Normalize(ex.Params).(example.Object)
	lookup := func(names ...string) (any, bool) {
		for _, e := range params {
			for _, n := range names {
				if e.Key == n {
					return e.Val, true
				}
			}
		}
		return nil, false
	}
	var args []example.Arg
	for _, p := range m.Params {
		if !included(p.Skip, nil) {
			continue
		}
		v, ok := lookup(p.WireName, p.Name)
		if !ok {
			v, ok = c.Value(p)
		}
		if ex.FileParam != "" && (p.WireName == ex.FileParam || p.Name == ex.FileParam) {
			v, ok = example.File{}, true
		}
		if ok {
			args = append(args, example.Arg{Param: p, Value: v})
		}
	}
	c.Params = args
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil {
		if v, ok := lookup(firstNonEmpty(b.ParamName, "body")); ok {
			c.Body, c.HasBody = v, true
		}
	}
	r := g.resourceOf(m)
	target := g.exampleVar()
	if r != g.api.Root {
		target += "." + g.chain(r)
	}
	call := target + "." + g.methodName(m) + g.callArgs(m, c)
	return strings.ReplaceAll(call, `StringIO.new("Example data")`, upload)
}

// snippetBody is the call of an example and what it prints.
func (g *gen) snippetBody(ex *ir.ReadmeExample, upload string) string {
	m := g.methodByCall(ex.Call)
	call := g.snippetCall(ex, m, upload)
	if m.Pagination != nil {
		return "page = " + call + "\npage.auto_paging_each do |item|\n  puts(item)\nend\n"
	}
	if m.Streaming != nil && g.exampleStreams(ex, m) {
		return "stream = " + call + "\nstream.each do |event|\n  puts(event)\nend\n"
	}
	if m.Response == nil || m.Response.Type == nil || m.Streaming != nil && m.Streaming.ParamDiscriminator == "" {
		return call + "\n"
	}
	v := g.local(firstNonEmpty(ex.AssignTo, "response"))
	prop := firstNonEmpty(ex.ResponseProperty)
	if prop == "" && m.Docs != nil {
		prop = m.Docs.ResponseProperty
	}
	read := v
	if prop != "" {
		read = v + "." + g.fieldName(prop)
		if t := g.responseObject(m); t == nil || findPropertyByName(t, prop) == nil {
			read = v + "[" + symbol(g.fieldName(prop)) + "]"
		}
	}
	return fmt.Sprintf("%s = %s\n\nputs(%s)\n", v, call, read)
}

func (g *gen) responseObject(m *ir.Method) *ir.Type {
	if m.Response == nil || m.Response.Type == nil || len(m.Response.Unwrap) > 0 || m.Response.Type.Kind != ir.Named {
		return nil
	}
	if t := g.types[m.Response.Type.Name]; t != nil && t.Kind == "object" {
		return t
	}
	return nil
}

func findPropertyByName(t *ir.Type, name string) *ir.Property {
	for _, p := range t.Properties {
		if (p.Name == name || p.WireName == name) && included(p.Skip, nil) {
			return p
		}
	}
	return nil
}

// clientConstruction is how the README makes the client: every credential from its environment variable.
func (g *gen) clientConstruction() string {
	var args []string
	for _, o := range g.clientOptions() {
		if o.AuthScheme != "" && o.ReadEnv != "" {
			args = append(args, fmt.Sprintf("%s: ENV[%s] # This is the default and can be omitted", g.optionName(o), str(o.ReadEnv)))
		}
	}
	head := fmt.Sprintf("%s = %s::%s.new", g.exampleVar(), g.mod, g.clientClass())
	if len(args) == 0 {
		return head + "\n"
	}
	if len(args) == 1 {
		return head + "(\n  " + args[0] + "\n)\n"
	}
	for i := range args[:len(args)-1] {
		args[i] = strings.Replace(args[i], " #", ", #", 1)
	}
	return head + "(\n  " + strings.Join(args, "\n  ") + "\n)\n"
}

func (g *gen) readme() string {
	var b strings.Builder
	title := g.title()
	fmt.Fprintf(&b, "# %s Ruby API library\n\n", markdown.Text(title))
	fmt.Fprintf(&b, "The %s Ruby library provides convenient access to the %s REST API from any Ruby %s+ application. It uses the standard library's `net/http`, with a connection pool of its own, and has no runtime dependencies. Type signatures for every class are in `sig/` (RBS).\n\n", markdown.Text(title), markdown.Text(title), RubyVersion)
	if g.api.Readme.Attribution {
		b.WriteString("It is generated with [sdkgen](https://sdkgen.dev).\n\n")
	}
	b.WriteString("## Installation\n\nTo use this gem, add it to your application's `Gemfile`:\n\n")
	b.WriteString(markdown.Fence("ruby", fmt.Sprintf("gem %s, %s\n", str(g.gemName()), str("~> "+Version))))
	if ex := g.readmeExample("headline"); ex != nil {
		b.WriteString("\n## Usage\n\n")
		b.WriteString(markdown.Fence("ruby", "require "+str(g.lib)+"\n\n"+g.clientConstruction()+"\n"+g.snippetBody(ex, g.uploadExpr(ex))))
	}
	fmt.Fprintf(&b, "\n### Handling errors\n\nWhen the library cannot reach the API, or the API answers with a status outside 2xx, a subclass of `%s::Errors::APIError` is raised. `e.status`, `e.headers`, `e.body` and `e.request_id` tell what the server said.\n\n", g.mod)
	b.WriteString("| Cause | Error type |\n| --- | --- |\n| HTTP 400 | `BadRequestError` |\n| HTTP 401 | `AuthenticationError` |\n| HTTP 403 | `PermissionDeniedError` |\n| HTTP 404 | `NotFoundError` |\n| HTTP 409 | `ConflictError` |\n| HTTP 422 | `UnprocessableEntityError` |\n| HTTP 429 | `RateLimitError` |\n| HTTP >= 500 | `InternalServerError` |\n| Other HTTP error | `APIStatusError` |\n| Timeout | `APITimeoutError` |\n| Network error | `APIConnectionError` |\n\n")
	fmt.Fprintf(&b, "### Retries\n\nConnection errors, timeouts, 408, 409, 429 and 5xx answers are retried %d times by default with exponential backoff and jitter; a `Retry-After` or `Retry-After-Ms` header of up to 60 seconds is honoured, and `x-should-retry` overrides the decision. Set `max_retries:` on the client or per request:\n\n", g.api.Retries.MaxRetries)
	b.WriteString(markdown.Fence("ruby", fmt.Sprintf("%s = %s::%s.new(max_retries: 0)\n", g.exampleVar(), g.mod, g.clientClass())))
	b.WriteString("\n### Timeouts\n\nEach attempt times out after the client's `timeout:` (seconds; `nil` for none), which `request_options: {timeout:}` changes per request. Timed-out attempts are retried.\n\n")
	b.WriteString("### Request options\n\nEvery method takes `request_options: {max_retries:, timeout:, idempotency_key:, extra_headers:, extra_query:, extra_body:}`; the `extra_` values are sent as well as, and override, the documented params.\n\n")
	if ex := g.readmeExample("pagination"); ex != nil && g.methodByCall(ex.Call).Pagination != nil {
		b.WriteString("## Pagination\n\nList methods return a page. `auto_paging_each` goes through the items of every page, fetching more as needed; `next_page?` and `next_page` move one page at a time, and `page.items` holds the current page's items.\n\n")
		b.WriteString(markdown.Fence("ruby", g.snippetBody(ex, g.uploadExpr(ex))))
		b.WriteString("\n")
	}
	if ex := g.readmeExample("streaming"); ex != nil && g.methodByCall(ex.Call) != nil && g.exampleStreams(ex, g.methodByCall(ex.Call)) {
		b.WriteString("## Streaming\n\nMethods that stream server-sent events return an `Enumerable` stream: `each` yields every event as soon as it has arrived, and breaking out of it closes the connection. A stream is read once.\n\n")
		b.WriteString(markdown.Fence("ruby", g.snippetBody(ex, g.uploadExpr(ex))))
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "## File uploads\n\nFile params take a `Pathname`, an IO such as `StringIO` or `File`, or `%s::FilePart.new(content, filename:, content_type:)` to set the name and content type.\n\n", g.mod)
	fmt.Fprintf(&b, "## Models\n\nResponses are `%s::Internal::Type::BaseModel` objects with a reader per field. Fields are converted when read and a value of an unexpected shape is returned as it came, never raising. Unknown properties are kept: `model[:name]` reads any property. `to_h`, `to_json` and pattern matching (`in {id:}`) work on every model. Enum values are symbols, and values the library does not know are kept as they came.\n\n", g.mod)
	b.WriteString("## Raw responses\n\nEach resource has `with_raw_response`, whose methods return the HTTP response (`status`, `headers`, `body`, `request_id`) instead of the parsed value; `parse` gives that value. This is a choice of this library: one accessor per resource instead of a `_raw` twin of every method.\n\n")
	b.WriteString(markdown.Fence("ruby", fmt.Sprintf("raw = %s.%s.with_raw_response.%s\nputs(raw.headers[\"x-request-id\"])\n", g.exampleVar(), g.exampleResourceChain(), g.exampleMethodName())))
	fmt.Fprintf(&b, "\n## Undocumented endpoints\n\n`%s.request(method: :get, path: \"/undocumented\", query: {}, body: nil)` sends any request with the client's authentication, retries and options.\n\n", g.exampleVar())
	fmt.Fprintf(&b, "## Logging\n\nSet the environment variable `%s_LOG` to `info` or `debug` to log requests and responses to standard error. Credentials are redacted.\n\n", g.api.Client.EnvPrefix)
	b.WriteString("## Client configuration\n\nArguments of `" + g.clientClass() + ".new` that are not given are read from the environment:\n\n")
	for _, o := range g.clientOptions() {
		if o.ReadEnv != "" {
			fmt.Fprintf(&b, "- `%s:` from `%s`\n", g.optionName(o), o.ReadEnv)
		}
	}
	fmt.Fprintf(&b, "- `base_url:` from `%s_BASE_URL`\n\n", g.api.Client.EnvPrefix)
	if len(g.api.Environments) > 1 {
		b.WriteString("`environment:` picks a named base URL: ")
		for i, e := range g.api.Environments {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(markdown.Code(":" + g.identifier(e.Name)))
		}
		b.WriteString(".\n\n")
	}
	b.WriteString("`with_options(**overrides)` returns a client with some settings changed.\n\n")
	b.WriteString("## Requirements\n\nRuby " + RubyVersion + " or later.\n\n")
	b.WriteString("## Migration notes\n\nCompared with the gems of the previous generator: there is no dependency on `connection_pool` (the pool is the library's own); `with_raw_response` replaces the raw-response helpers; Sorbet `rbi/` files are not shipped (only RBS under `sig/`, which `rbs validate` checks); errors and logs redact credentials; path params are escaped and an empty one raises `ArgumentError`; a `Retry-After` longer than 60 seconds is ignored in favour of the backoff schedule; timed-out attempts are retried.\n\n")
	b.WriteString("## Contributing\n\nSee [the contributing documentation](./CONTRIBUTING.md).\n")
	return b.String()
}

func (g *gen) uploadExpr(ex *ir.ReadmeExample) string {
	return "Pathname(" + str(firstNonEmpty(ex.FilePath, "/path/to/file")) + ")"
}

// exampleResourceChain and exampleMethodName name a resource method for the raw-response example.
func (g *gen) exampleResourceChain() string {
	for _, r := range g.resources() {
		if len(g.methods(r)) > 0 {
			return g.chain(r)
		}
	}
	return "resource"
}

func (g *gen) exampleMethodName() string {
	for _, r := range g.resources() {
		if ms := g.methods(r); len(ms) > 0 {
			return g.methodName(ms[0]) + g.exampleArgs(ms[0])
		}
	}
	return "method"
}

func (g *gen) exampleArgs(m *ir.Method) string { return g.callArgs(m, g.example.Call(m, false)) }

// readmeTest runs each README example against the mock server, with the test client in the example's variable
// and files from memory.
func (g *gen) readmeTest() string {
	var tests []string
	for _, ex := range g.readmeExamples() {
		m := g.methodByCall(ex.Call)
		skip := firstNonEmpty(mocktest.SkipReason(g.api, m, "ruby"), g.answers.InvalidReason(m))
		body := fmt.Sprintf("%s = @client\ncapture_io do\n%send\n", g.exampleVar(), indent(g.snippetBody(ex, `StringIO.new("Example data")`), "  "))
		if g.exampleStreams(ex, m) {
			// Prism cannot stream: the example runs against a server of the test's own that sends two events.
			skip = firstNonEmpty(g.answers.InvalidReason(m))
			body = fmt.Sprintf("request = nil\nout, = capture_io do\n  request = %s::Test.serve_events do |base_url|\n    %s = @client.with_options(base_url: base_url)\n%s  end\nend\nassert_match(/\\A%s /, request)\nassert_equal(2, out.lines.size, \"the example prints each of the two events\")\n",
				g.mod, g.exampleVar(), indent(g.snippetBody(ex, `StringIO.new("Example data")`), "    "), strings.ToUpper(m.HTTPMethod))
		}
		if m.Pagination != nil {
			body = fmt.Sprintf("%s = @client\npage = %s\nassert_kind_of(%s::Internal::Page, page)\n", g.exampleVar(), g.snippetCall(ex, m, `StringIO.new("Example data")`), g.mod)
		}
		tests = append(tests, testCase("test_readme_"+g.identifier(ex.Name), skip, body))
	}
	if len(tests) == 0 {
		tests = append(tests, testCase("test_readme_client", "", fmt.Sprintf("assert_kind_of(%s::%s, @client)\n", g.mod, g.clientClass())))
	}
	body := fmt.Sprintf("# The README's examples, run against the mock server.\nclass ReadmeTest < %s::Test::ResourceTest\n%send\n", g.mod, indent(strings.Join(tests, "\n"), "  "))
	return g.banner() + "\nrequire_relative \"test_helper\"\n\n" + strings.TrimPrefix(g.file([]string{"module " + g.mod, "module Test"}, body), g.banner()+"\n")
}

// exampleStreams reports whether a README example turns its method's streaming on.
func (g *gen) exampleStreams(ex *ir.ReadmeExample, m *ir.Method) bool {
	if m.Streaming == nil {
		return false
	}
	params, _ := example.Normalize(ex.Params).(example.Object)
	for _, e := range params {
		if v, ok := e.Val.(bool); ok && v && (e.Key == m.Streaming.ParamDiscriminator || g.identifier(e.Key) == g.identifier(m.Streaming.ParamDiscriminator)) {
			return true
		}
	}
	return m.Streaming.ParamDiscriminator == ""
}

// apiMD is api.md: every resource's methods with their Ruby calls, and the models.
func (g *gen) apiMD() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", markdown.Text(g.title()))
	for _, r := range g.allResources() {
		ms := g.methods(r)
		if len(ms) == 0 {
			continue
		}
		name := "Client"
		chain := g.exampleVar()
		if r != g.api.Root {
			name = g.resourceClass(r)
			chain += "." + g.chain(r)
		}
		fmt.Fprintf(&b, "\n## %s\n\nMethods:\n\n", markdown.Text(name))
		for _, m := range ms {
			var args []string
			for _, p := range g.positional(m) {
				args = append(args, g.local(p.Name))
			}
			args = append(args, "**params")
			ret := "untyped"
			if m.Response != nil && m.Response.Type != nil {
				ret = g.rbsType(*m.Response.Type)
			}
			if m.Pagination != nil {
				ret = "Page[" + g.rbsType(m.Pagination.Item) + "]"
			}
			fmt.Fprintf(&b, "- %s -> %s\n", markdown.Code(fmt.Sprintf("%s %s", strings.ToLower(m.HTTPMethod), m.Path)), markdown.Code(fmt.Sprintf("%s.%s(%s) -> %s", chain, g.methodName(m), strings.Join(args, ", "), ret)))
		}
	}
	if len(g.api.Types) > 0 {
		b.WriteString("\n## Models\n\n")
		for _, t := range g.api.Types {
			fmt.Fprintf(&b, "- %s\n", markdown.Code(g.models()+"::"+g.model[t.Name]))
		}
	}
	return b.String()
}
