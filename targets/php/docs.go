package php

import (
	"fmt"
	"html"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
	"github.com/sdkgen/sdkgen/targets/internal/mocktest"
)

// docs writes README.md, api.md and tests/ReadmeTest.php, which runs the README's examples against the mock
// server.
func (g *gen) docs() error {
	if err := g.add("README.md", g.readme()); err != nil {
		return err
	}
	if err := g.add("api.md", g.apiMD()); err != nil {
		return err
	}
	return g.add("tests/ReadmeTest.php", g.readmeTest())
}

// exampleVar names the client in examples: client_settings.default_client_example_name, else $client.
func (g *gen) exampleVar() string {
	if g.api.Client.ExampleName != "" {
		return "$" + g.variable(g.api.Client.ExampleName)
	}
	return "$client"
}

// readmeExamples are the README's examples by name, each once.
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

func (g *gen) allResources() []*ir.Resource {
	if g.api.Root == nil {
		return nil
	}
	return append([]*ir.Resource{g.api.Root}, g.resources()...)
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

// target is the expression of a method on the example client, e.g. $client->accounts->create.
func (g *gen) target(m *ir.Method, client string) string {
	r := g.resourceOf(m)
	if r == g.api.Root {
		return client + "->" + g.methodName(m, true)
	}
	return client + "->" + g.chain(r) + "->" + g.methodName(m, false)
}

// snippetCall is the call of a README example: its params by wire or SDK name over the example values of the
// required ones.
func (g *gen) snippetCall(ex *ir.ReadmeExample, m *ir.Method, client string) string {
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
	return g.target(m, client) + g.callArgs(m, c, nil, "")
}

// snippetBody is the call of an example and what it prints.
func (g *gen) snippetBody(ex *ir.ReadmeExample, client string) string {
	m := g.methodByCall(ex.Call)
	call := g.snippetCall(ex, m, client)
	if m.Pagination != nil {
		return "$page = " + call + ";\nforeach ($page->pagingEachItem() as $item) {\n    var_dump($item);\n}\n"
	}
	if m.Response == nil || m.Response.Type == nil || (m.Streaming != nil && m.Streaming.ParamDiscriminator == "") {
		return call + ";\n"
	}
	v := "$" + g.variable(firstNonEmpty(ex.AssignTo, "response"))
	out := v + " = " + call + ";\n"
	if t := g.responseObject(m); t != nil && ex.ResponseProperty != "" {
		for _, p := range g.modelProperties(t) {
			if p.prop.WireName == ex.ResponseProperty || p.prop.Name == ex.ResponseProperty {
				return out + "var_dump(" + v + "->" + p.field + ");\n"
			}
		}
	}
	return out + "var_dump(" + v + ");\n"
}

func (g *gen) responseObject(m *ir.Method) *ir.Type {
	if m.Response == nil || m.Response.Type == nil || len(m.Response.Unwrap) > 0 {
		return nil
	}
	t := g.resolve(*m.Response.Type)
	if typ := g.types[t.Name]; t.Kind == ir.Named && typ != nil && typ.Kind == "object" {
		return typ
	}
	return nil
}

// clientConstruction is how the README makes the client: every credential from its environment variable.
func (g *gen) clientConstruction() string {
	var args []string
	for _, o := range g.clientOptions() {
		if o.AuthScheme != "" && o.ReadEnv != "" {
			args = append(args, fmt.Sprintf("    %s: getenv(%s) ?: null, // the default, which can be omitted", g.optionName(o), str(o.ReadEnv)))
		}
	}
	if len(args) == 0 {
		return g.exampleVar() + " = new Client();\n"
	}
	return g.exampleVar() + " = new Client(\n" + strings.Join(args, "\n") + "\n);\n"
}

func (g *gen) readme() string {
	var b strings.Builder
	title := markdown.Text(g.title())
	fmt.Fprintf(&b, "# %s PHP API library\n\n", title)
	fmt.Fprintf(&b, "The %s PHP library provides convenient access to the %s REST API from PHP 8.1 and later. It sends requests through any PSR-18 HTTP client, and has a small client on ext-curl of its own, so it works with no HTTP library installed.\n\n", title, title)
	if g.api.Readme.Attribution {
		b.WriteString("It is generated with [sdkgen](https://sdkgen.dev).\n\n")
	}
	if v := g.cfg.Screencast; v != "" {
		fmt.Fprintf(&b, "<video src=\"%s\" controls muted></video>\n\n", html.EscapeString(v))
	}
	b.WriteString("## Installation\n\n")
	b.WriteString(markdown.Fence("sh", "composer require "+g.composerName()+"\n"))
	if ex := g.readmeExample("headline"); ex != nil {
		b.WriteString("\n## Usage\n\n")
		b.WriteString(markdown.Fence("php", "<?php\n\nuse "+g.ns+"\\Client;\n\n"+g.clientConstruction()+"\n"+g.snippetBody(ex, g.exampleVar())))
	}
	b.WriteString("\nService methods take named arguments; objects may be passed as the model classes under `" + g.ns + "\\Models` or as arrays keyed by the API's property names (their shapes are in the PHPDoc, for static analysers).\n\n")
	fmt.Fprintf(&b, "## Handling errors\n\nWhen the library cannot reach the API, or the API answers with a status outside 2xx, a subclass of `%s\\Core\\Exceptions\\APIException` is thrown. A status exception has `status`, `headers`, `body` and `requestId`.\n\n", g.ns)
	b.WriteString("| Cause | Exception |\n| --- | --- |\n| HTTP 400 | `BadRequestException` |\n| HTTP 401 | `AuthenticationException` |\n| HTTP 403 | `PermissionDeniedException` |\n| HTTP 404 | `NotFoundException` |\n| HTTP 409 | `ConflictException` |\n| HTTP 422 | `UnprocessableEntityException` |\n| HTTP 429 | `RateLimitException` |\n| HTTP >= 500 | `InternalServerException` |\n| Other HTTP error | `APIStatusException` |\n| Timeout | `APITimeoutException` |\n| Network error | `APIConnectionException` |\n\n")
	fmt.Fprintf(&b, "## Retries\n\nConnection errors, timeouts, 408, 409, 429 and 5xx answers are retried %d times by default with exponential backoff and jitter; a `Retry-After` or `Retry-After-Ms` header of up to 60 seconds is honoured, `x-should-retry` overrides the decision, and every attempt of a request carries the same idempotency key. Set `maxRetries` on the client or per request:\n\n", g.api.Retries.MaxRetries)
	b.WriteString(markdown.Fence("php", g.exampleVar()+" = new Client(maxRetries: 0);\n"))
	b.WriteString("\n## Timeouts\n\nEach attempt times out after the client's `timeout` (seconds; `null` for none), which `requestOptions: ['timeout' => …]` changes per request. Timed-out attempts are retried.\n\n")
	b.WriteString("## Request options\n\nEvery method takes `requestOptions: ['maxRetries' => …, 'timeout' => …, 'idempotencyKey' => …, 'extraHeaders' => […], 'extraQueryParams' => […], 'extraBodyParams' => […]]`; the extra values are sent as well as, and override, the documented params.\n\n")
	b.WriteString("## Pagination\n\nList methods return a page: `$page->items()` are its items, `$page->hasNextPage()` and `$page->getNextPage()` move on, and `$page->pagingEachItem()` goes through the items of every page, fetching more as needed.\n\n")
	if ex := g.readmeExample("pagination"); ex != nil && g.methodByCall(ex.Call).Pagination != nil {
		b.WriteString(markdown.Fence("php", g.snippetBody(ex, g.exampleVar())))
		b.WriteString("\n")
	}
	b.WriteString("## Streaming\n\nMethods that stream server-sent events return an iterable of events (a method whose request turns streaming on has a `…Stream` twin):\n\n")
	b.WriteString(markdown.Fence("php", "foreach ($stream as $event) {\n    var_dump($event);\n}\n"))
	fmt.Fprintf(&b, "\n## File uploads\n\nFile params take an `fopen()` resource, the content as a string, or `\\%s\\Core\\FileParam::fromString($content, 'name.txt', 'text/plain')` / `FileParam::fromResource($resource)` to set the name and content type.\n\n", g.ns)
	b.WriteString("## Models\n\nResponses are value objects with typed properties. Parsing never fails: a field whose value has an unexpected type is kept, with the fields the library does not know, in `unknownFields()`; `toArray()` gives the model as the API sent it. Enums and unions stay open: a value the library does not know is kept as it came.\n\n")
	b.WriteString("## Raw responses\n\nEach service has a raw twin, `$service->raw`, whose methods return the response as it came (`statusCode()`, `header()`, `body()`, `requestId()`); `parse()` gives what the service method returns.\n\n")
	fmt.Fprintf(&b, "## Undocumented endpoints\n\n`%s->request(method: 'get', path: '/undocumented', query: [], body: null)` sends any request with the client's authentication, retries and options.\n\n", g.exampleVar())
	b.WriteString(g.webhooksSection())
	fmt.Fprintf(&b, "## Logging\n\nSet the environment variable `%s_LOG` to `info` to log each request, response and retry (with its reason and wait), or to `debug` to log their headers too, through PHP's `error_log()` (standard error on the command line). Credentials are never logged: authorization, cookie and API-key headers and query params show as `***`.\n\n", g.api.Client.EnvPrefix)
	b.WriteString("## HTTP client\n\nPass any PSR-18 client and PSR-17 factories as `httpClient:`, `requestFactory:` and `streamFactory:`; without them the library uses its own client on ext-curl.\n\n")
	b.WriteString("## Client configuration\n\nArguments of `new Client()` that are not given are read from the environment:\n\n")
	for _, o := range g.clientOptions() {
		if o.ReadEnv != "" {
			fmt.Fprintf(&b, "- `%s` from `%s`\n", g.optionName(o), o.ReadEnv)
		}
	}
	fmt.Fprintf(&b, "- `baseUrl` from `%s_BASE_URL`\n\n", g.api.Client.EnvPrefix)
	if len(g.api.Environments) > 1 {
		b.WriteString("`environment:` picks a named base URL: ")
		for i, e := range g.api.Environments {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(markdown.Code(str(e.Name)))
		}
		b.WriteString(".\n\n")
	}
	b.WriteString("`$client->withOptions(maxRetries: 5)` returns a client with some settings changed.\n\n")
	b.WriteString("## Requirements\n\nPHP 8.1 or later with ext-curl and ext-json; the PSR-18, PSR-17 and PSR-7 interface packages.\n\n")
	b.WriteString("## Static analysis\n\nThe PHPDoc types (array shapes, generics, `list<…>`) are written for PHPStan and Psalm. `./scripts/lint` runs PHPStan at level 6 (`phpstan.neon.dist`) when Composer has installed it. The generator's own tests run where PHPStan cannot be installed: there the lint checks the PHPDoc with PHPStan's PHPDoc parser (every tag parses, every `@param` names a parameter, every fully qualified class exists), besides `php -l`, `declare(strict_types=1)`, PHP_CodeSniffer's PSR-12 and loading every class; PHPStan's type inference has not checked this code.\n\n")
	b.WriteString("## Contributing\n\nSee [the contributing documentation](./CONTRIBUTING.md).\n")
	return b.String()
}

// readmeTest runs each README example against the mock server, with the test client in the example's variable.
func (g *gen) readmeTest() string {
	var tests []string
	for _, ex := range g.readmeExamples() {
		m := g.methodByCall(ex.Call)
		skip := firstNonEmpty(mocktest.SkipReason(g.api, m, "php"), g.answers.InvalidReason(m))
		if g.exampleStreams(ex, m) {
			skip = "the mock server cannot stream server-sent events"
		}
		name := "testReadme" + className(g.namer.Pascal(ex.Name))
		body := g.exampleVar() + " = $this->client;\nob_start();\ntry {\n" + indent(g.snippetBody(ex, g.exampleVar()), "    ") + "} finally {\n    ob_end_clean();\n}\n$this->addToAssertionCount(1); // the example ran without raising\n"
		if m.Pagination != nil {
			body = fmt.Sprintf("%s = $this->client;\n$page = %s;\nself::assertInstanceOf(%s::class, $page);\n", g.exampleVar(), g.snippetCall(ex, m, g.exampleVar()), g.pageRef(m))
		}
		tests = append(tests, testMethod(name, skip, body))
	}
	if len(tests) == 0 {
		tests = append(tests, testMethod("testReadmeClient", "", fmt.Sprintf("self::assertInstanceOf(\\%s\\Client::class, $this->client);\n", g.ns)))
	}
	body := fmt.Sprintf("/**\n * The README's examples, run against the mock server.\n */\nfinal class ReadmeTest extends ApiTestCase\n{\n%s}\n", strings.Join(tests, "\n"))
	return g.file(g.ns+`\Tests`, nil, body)
}

// exampleStreams reports whether a README example turns its method's streaming on.
func (g *gen) exampleStreams(ex *ir.ReadmeExample, m *ir.Method) bool {
	if m.Streaming == nil {
		return false
	}
	params, _ := example.Normalize(ex.Params).(example.Object)
	for _, e := range params {
		if v, ok := e.Val.(bool); ok && v && (e.Key == m.Streaming.ParamDiscriminator || g.camel(e.Key) == g.camel(m.Streaming.ParamDiscriminator)) {
			return true
		}
	}
	return m.Streaming.ParamDiscriminator == ""
}

func indent(text, prefix string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// apiMD is api.md: every service's methods with their PHP calls, and the models.
func (g *gen) apiMD() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", markdown.Text(g.title()))
	for _, r := range g.allResources() {
		ms := g.methods(r)
		hooks := g.webhookMethods(r)
		if len(ms)+len(hooks) == 0 {
			continue
		}
		name := "Client"
		if r != g.api.Root {
			name = g.serviceClass(r)
		}
		fmt.Fprintf(&b, "\n## %s\n\nMethods:\n\n", markdown.Text(name))
		for _, m := range ms {
			for _, stream := range variants(m) {
				var args []string
				for _, a := range g.args(m) {
					args = append(args, a.name+":")
				}
				args = append(args, "requestOptions:")
				_, ret := g.returns(m, stream)
				call := strings.TrimPrefix(g.target(m, "$client"), "") + "Stream"
				if !stream {
					call = strings.TrimSuffix(call, "Stream")
				}
				fmt.Fprintf(&b, "- %s -> %s\n", markdown.Code(fmt.Sprintf("%s %s", strings.ToLower(m.HTTPMethod), m.Path)), markdown.Code(fmt.Sprintf("%s(%s): %s", call, strings.Join(args, ", "), ret)))
			}
		}
		_, payload := g.webhookPayload()
		for _, m := range hooks {
			fmt.Fprintf(&b, "- webhook -> %s\n", markdown.Code(fmt.Sprintf("%s(body:, headers:, key:): %s", g.webhookCall(r, m), payload)))
		}
	}
	if len(g.api.Types) > 0 {
		b.WriteString("\n## Models\n\n")
		for _, t := range g.api.Types {
			if g.typeBody(t) != "" {
				fmt.Fprintf(&b, "- %s\n", markdown.Code(g.ns+`\Models\`+g.model[t.Name]))
			}
		}
	}
	return b.String()
}
