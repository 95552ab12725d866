package python

import (
	"fmt"
	"html"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// docs writes README.md and api.md.
func (g *gen) docs() error {
	if err := g.add("README.md", g.readme()); err != nil {
		return err
	}
	if err := g.examplePrograms(); err != nil {
		return err
	}
	return g.add("api.md", g.apiMD())
}

// readmeExample returns the README example of a name, falling back to default.
func (g *gen) readmeExample(name string) *ir.ReadmeExample {
	var def *ir.ReadmeExample
	for i := range g.api.Readme.Examples {
		e := &g.api.Readme.Examples[i]
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
	for _, m := range g.api.Methods() {
		if m.Call == call && m.Kind == "http" && included(m.Skip, m.Only) && g.methodIncluded(m) {
			return m
		}
	}
	return nil
}

// bytesLiteral is the UTF-8 bytes of s: a bytes literal when s is ASCII (as ruff wants it), else s encoded.
func bytesLiteral(s string) code {
	if strings.IndexFunc(s, func(r rune) bool { return r >= utf8.RuneSelf }) < 0 {
		return code("b" + str(s))
	}
	return code(str(s) + ".encode()")
}

// snippetArgs are the arguments of a README example's call: its params by wire or SDK name, examples for
// positional params it leaves out, and the file it uploads.
func (g *gen) snippetArgs(ex *ir.ReadmeExample, meth *ir.Method, f flavor) []doc {
	c := g.planCall(meth)
	params, _ := example.Normalize(ex.Params).(example.Object)
	lookup := func(names ...string) (any, bool) {
		for _, e := range params {
			if slices.Contains(names, e.Key) {
				return e.Val, true
			}
		}
		return nil, false
	}
	var out []doc
	for _, a := range c.positional {
		v, ok := lookup(a.p.WireName, a.p.Name)
		if !ok {
			v = g.exampleOf(a.t, a.p.Example, a.p.Default, false)
		}
		out = append(out, pyValue(v))
	}
	for _, a := range c.kwargs {
		var v any
		var ok bool
		if a.p != nil {
			v, ok = lookup(a.p.WireName, a.p.Name)
		} else {
			v, ok = lookup(a.name)
		}
		if a.p != nil && ex.FileParam != "" && (a.p.WireName == ex.FileParam || a.p.Name == ex.FileParam) {
			file := firstNonEmpty(ex.FilePath, "/path/to/file")
			v, ok = code("Path("+str(file)+")"), true
		}
		if !ok && a.required {
			v, ok = g.exampleOf(a.t, nil, nil, false), true
		}
		if s, isText := v.(string); isText && a.t.IsBinary() {
			v = bytesLiteral(s) // a file param takes bytes, not the text an example gives (often a URL)
		}
		if ok {
			out = append(out, kw(a.name, pyValue(v)))
		}
	}
	return out
}

// snippet is a complete example: imports, the client, and what body writes with the call.
func (g *gen) snippet(ex *ir.ReadmeExample, f flavor, body func(w *writer, call doc, meth *ir.Method)) string {
	meth := g.methodByCall(ex.Call)
	if meth == nil {
		return ""
	}
	var w writer
	client := f.prefix() + g.names.client()
	if ex.FileParam != "" {
		w.line("from pathlib import Path")
		w.blank()
	}
	if f.async {
		w.line("import asyncio")
		w.blank()
	}
	w.line("from %s import %s", g.pkg, client)
	w.blank()
	w.line("%s = %s()", g.names.exampleVar(), client)
	w.blank()
	target := g.names.exampleVar() + strings.TrimPrefix(g.callChain(meth), "client")
	c := call(target, g.snippetArgs(ex, meth, f)...)
	if f.async {
		w.blank()
		w.open("async def main() -> None:")
		body(&w, cat(txt("await "), c), meth)
		w.close()
		w.blank()
		w.blank()
		w.line("asyncio.run(main())")
		return w.String()
	}
	body(&w, c, meth)
	return w.String()
}

// printResult assigns a call's result and prints the configured property of it.
func (g *gen) printResult(ex *ir.ReadmeExample) func(w *writer, c doc, meth *ir.Method) {
	return func(w *writer, c doc, meth *ir.Method) {
		if meth.Response == nil || meth.Response.Type == nil {
			w.emit(c)
			return
		}
		v := g.names.identifier(firstNonEmpty(ex.AssignTo, g.singularName(meth)))
		w.emit(cat(txt(v+" = "), c))
		prop := ""
		if ex.ResponseProperty != "" {
			prop = "." + g.names.identifier(ex.ResponseProperty)
		} else if meth.Docs != nil && meth.Docs.ResponseProperty != "" {
			prop = "." + g.names.identifier(meth.Docs.ResponseProperty)
		}
		w.line("print(%s%s)", v, prop)
	}
}

// singularName names a method's result in snippets.
func (g *gen) singularName(meth *ir.Method) string {
	if meth.Pagination != nil {
		return "page"
	}
	if r := meth.Response; r != nil && r.Type != nil {
		if t := g.unwrapped(meth); t.Kind == ir.Named {
			return t.Name
		}
	}
	return "response"
}

// readme writes the README sections in the contract's order, dropping what does not apply.
func (g *gen) readme() string {
	var b strings.Builder
	client := g.names.client()
	project := g.projectName()
	fmt.Fprintf(&b, "# %s Python API library\n\n", markdown.Text(g.title()))
	if g.pypiEnabled() {
		fmt.Fprintf(&b, "[![PyPI version](https://img.shields.io/pypi/v/%s.svg)](https://pypi.org/project/%s/)\n\n", project, project)
	}
	fmt.Fprintf(&b, "The %s Python library provides convenient access to the %s REST API from any Python %s application. It includes type definitions for all request params and response fields, and offers both synchronous and asynchronous clients powered by [httpx](https://github.com/encode/httpx).\n\n", markdown.Text(g.title()), markdown.Text(g.title()), markdown.Code(g.requiresPython()))
	if docs := g.api.Organization.Docs; docs != "" {
		fmt.Fprintf(&b, "The REST API documentation can be found on [%s](%s). ", markdown.Text(docs), markdown.URL(docs))
	}
	b.WriteString("The full API of this library can be found in [api.md](api.md).\n\n")
	if g.api.Readme.Attribution {
		b.WriteString("It is generated with [sdkgen](https://sdkgen.dev).\n\n")
	}
	if s := g.cfg.Screencast; s != "" {
		fmt.Fprintf(&b, "<video src=\"%s\" controls muted></video>\n\n", html.EscapeString(s))
	}
	b.WriteString("## Installation\n\n")
	b.WriteString(markdown.Fence("sh", "pip install "+g.installName()))
	fmt.Fprintf(&b, "\n## Requirements\n\nPython %s, with pydantic v1 (1.9 or later) or v2: the test suite runs under both.\n\n", markdown.Code(g.requiresPython()))
	if ex := g.readmeExample("headline"); ex != nil {
		if code := g.snippet(ex, syncFlavor, g.printResult(ex)); code != "" {
			b.WriteString("## Usage\n\n")
			b.WriteString(markdown.Fence("python", code))
			b.WriteString(g.credentialsNote())
			b.WriteString("\n")
		}
	}
	b.WriteString(g.configurationSection())
	if ex := g.readmeExample("headline"); ex != nil {
		if code := g.snippet(ex, asyncFlavor, g.printResult(ex)); code != "" {
			fmt.Fprintf(&b, "## Async usage\n\nImport `Async%s` instead of `%s` and `await` each call; everything else is the same.\n\n", client, client)
			b.WriteString(markdown.Fence("python", code) + "\n")
		}
	}
	b.WriteString("## Using types\n\nNested request parameters are [TypedDicts](https://docs.python.org/3/library/typing.html#typing.TypedDict) keyed by the API's own field names. Responses are [Pydantic models](https://docs.pydantic.dev) with helper methods such as `to_json()` and `to_dict()`. Type checkers and editors complete and check both.\n\n")
	b.WriteString(g.typeImportsSection())
	b.WriteString(g.streamingSection())
	b.WriteString(g.paginationSection())
	b.WriteString(g.uploadsSection())
	b.WriteString(g.webhooksSection())
	b.WriteString(g.errorsSection())
	b.WriteString(g.retriesSection())
	b.WriteString(g.advancedSection())
	b.WriteString(migrationNotes)
	b.WriteString("## Versioning\n\nThis package follows [SemVer](https://semver.org/spec/v2.0.0.html). Changes that only affect static types, without breaking runtime behavior, and changes to library internals (modules whose names start with `_`) may be released as minor versions.\n\n")
	b.WriteString("## Contributing\n\nSee [the contributing documentation](./CONTRIBUTING.md).\n")
	return b.String()
}

func (g *gen) credentialsNote() string {
	var envs []string
	for _, o := range g.clientOptions() {
		if o.AuthScheme != "" && o.ReadEnv != "" {
			envs = append(envs, "`"+o.ReadEnv+"`")
		}
	}
	if len(envs) == 0 {
		return ""
	}
	return fmt.Sprintf("\nThe client reads its credentials from %s when they are not passed; we recommend [python-dotenv](https://pypi.org/project/python-dotenv/) or your platform's secrets over credentials in source code.\n", strings.Join(envs, ", "))
}

// configurationSection is the table of client options and environment variables.
func (g *gen) configurationSection() string {
	var b strings.Builder
	b.WriteString("## Client configuration\n\nEvery option can be passed to the constructor; most can come from the environment instead:\n\n")
	b.WriteString("| Option | Environment variable | Default |\n|---|---|---|\n")
	for _, o := range g.clientOptions() {
		def := "required"
		switch {
		case o.Default != nil:
			def = strings.ReplaceAll(markdown.Code(fmt.Sprint(o.Default)), "|", `\|`) // GFM tables split at | even in code
		case o.Nullable:
			def = "none"
		}
		env := ""
		if o.ReadEnv != "" {
			env = "`" + o.ReadEnv + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", g.optionName(o), env, def)
	}
	prefix := g.api.Client.EnvPrefix
	if len(g.api.Environments) > 0 {
		fmt.Fprintf(&b, "| `environment` | | %s |\n", strings.ReplaceAll(markdown.Code(g.defaultEnvironment()), "|", `\|`))
	}
	fmt.Fprintf(&b, "| `base_url` | `%s_BASE_URL` | the environment's URL |\n", prefix)
	fmt.Fprintf(&b, "| `timeout` | | %s |\n", g.timeoutText())
	fmt.Fprintf(&b, "| `max_retries` | | %d |\n", g.api.Retries.MaxRetries)
	fmt.Fprintf(&b, "| `default_headers` | `%s_CUSTOM_HEADERS` (one `Name: value` per line) | |\n", prefix)
	b.WriteString("| `default_query`, `http_client`, `strict_response_validation` | | |\n\n")
	fmt.Fprintf(&b, "Logging: set `%s_LOG` to `debug`, `info`, `warn` (the default), `error` or `off`; the library logs through the standard `logging` module under the `%s` logger, and never logs credentials.\n\n", prefix, g.pkg)
	if len(g.api.Environments) > 1 {
		b.WriteString("Pass `environment` to use another base URL; passing both `environment` and `base_url` is an error:\n\n")
		for _, e := range g.api.Environments {
			def := ""
			if e.Name == g.defaultEnvironment() {
				def = " (default)"
			}
			fmt.Fprintf(&b, "- %s: %s%s\n", markdown.Code(e.Name), markdown.Code(e.URL), def)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func (g *gen) timeoutText() string {
	if g.api.Timeout.None {
		return "none"
	}
	return seconds(g.api.Timeout.Milliseconds) + " s"
}

func (g *gen) streamingSection() string {
	ex := g.readmeExample("streaming")
	if ex == nil || ex.Name != "streaming" {
		return ""
	}
	code := g.snippet(ex, syncFlavor, streamEvents)
	if code == "" {
		return ""
	}
	return "## Streaming responses\n\nServer-sent events arrive as a `Stream` (an `AsyncStream` with the async client), which you iterate over; `stream.close()` (or leaving a `with` block) stops early and closes the connection.\n\n" + markdown.Fence("python", code) + "\n"
}

func (g *gen) paginationSection() string {
	if len(g.api.Pagination) == 0 {
		return ""
	}
	s := "## Pagination\n\nList methods return the first page. Iterate over it to get every item of every page: further pages are fetched as needed (`async for` with the async client). A page also has `has_next_page()`, `next_page_info()`, `get_next_page()` and `iter_pages()` for working page by page.\n\n"
	ex := g.readmeExample("pagination")
	if ex == nil || ex.Name != "pagination" {
		return s
	}
	code := g.snippet(ex, syncFlavor, iteratePages)
	if code == "" {
		return s
	}
	return s + markdown.Fence("python", code) + "\n"
}

func (g *gen) uploadsSection() string {
	ex := g.readmeExample("file_uploads")
	if ex == nil || ex.Name != "file_uploads" {
		return ""
	}
	code := g.snippet(ex, syncFlavor, g.printResult(ex))
	if code == "" {
		return ""
	}
	return "## File uploads\n\nParams that take files accept `bytes`, a file opened in binary mode, a `PathLike` (read when the request is sent, so retries reopen it), or a tuple `(filename, contents, media type)`.\n\n" + markdown.Fence("python", code) + "\n"
}

func (g *gen) webhooksSection() string {
	for _, r := range append([]*ir.Resource{g.api.Root}, g.api.Resources()...) {
		for _, meth := range g.webhookMethods(r) {
			extra := g.webhooksExtra()
			return fmt.Sprintf("## Webhook verification\n\n`%s(payload, headers)` verifies the delivery's [Standard Webhooks](https://www.standardwebhooks.com) signature when the client has a webhook secret (or you pass `key=`), then parses the payload into its type. Verification needs the `%s` extra: `pip install '%s[%s]'`.\n\n", g.callChain(meth), extra, g.installName(), extra)
		}
	}
	return ""
}

// errorsSection is the status to error class table.
func (g *gen) errorsSection() string {
	var b strings.Builder
	b.WriteString("## Handling errors\n\n")
	fmt.Fprintf(&b, "When the library cannot reach the API, it raises a subclass of `%s.APIConnectionError`; when the API answers with a status of 400 or more, a subclass of `%s.APIStatusError` with `status_code`, `response` and `body`. All of them derive from `%s.APIError`, and everything the library raises from `%s.%sError`.\n\n", g.pkg, g.pkg, g.pkg, g.pkg, g.names.client())
	b.WriteString("| Status | Error |\n|---|---|\n| 400 | `BadRequestError` |\n| 401 | `AuthenticationError` |\n| 403 | `PermissionDeniedError` |\n| 404 | `NotFoundError` |\n| 409 | `ConflictError` |\n| 422 | `UnprocessableEntityError` |\n| 429 | `RateLimitError` |\n| >= 500 | `InternalServerError` |\n| other | `APIStatusError` |\n| none | `APIConnectionError` / `APITimeoutError` |\n\n")
	if code := g.errorsSnippet(); code != "" {
		b.WriteString(markdown.Fence("python", code) + "\n")
	}
	b.WriteString("### Request IDs\n\nErrors carry the response's `x-request-id` as `request_id`; parsed responses have it as `_request_id`.\n\n")
	return b.String()
}

// errorsSnippet calls the errors example (else the default one) and tells the errors apart, or is empty.
func (g *gen) errorsSnippet() string {
	ex := g.readmeExample("errors")
	if ex == nil {
		return ""
	}
	code := g.snippet(ex, syncFlavor, func(w *writer, c doc, _ *ir.Method) {
		w.open("try:")
		w.emit(c)
		w.close()
		w.open("except %s.APIConnectionError as e:", g.pkg)
		w.line(`print("The server could not be reached")`)
		w.line("print(e.__cause__)")
		w.close()
		w.open("except %s.RateLimitError:", g.pkg)
		w.line(`print("A 429 status code was received; we should back off a bit.")`)
		w.close()
		w.open("except %s.APIStatusError as e:", g.pkg)
		w.line(`print("Another non-200-range status code was received")`)
		w.line("print(e.status_code)")
		w.line("print(e.response)")
		w.close()
	})
	if code == "" {
		return ""
	}
	return strings.Replace(code, "from "+g.pkg+" import", "import "+g.pkg+"\nfrom "+g.pkg+" import", 1)
}

// streamEvents prints each event of a streaming call.
func streamEvents(w *writer, c doc, _ *ir.Method) {
	w.emit(cat(txt("stream = "), c))
	w.open("for event in stream:")
	w.line("print(event)")
	w.close()
}

// iteratePages goes through a list call's items, then through its pages.
func iteratePages(w *writer, c doc, _ *ir.Method) {
	w.line("# Fetches more pages as needed.")
	w.emit(cat(txt("for item in "), c, txt(":")))
	w.indent++
	w.line("print(item)")
	w.close()
	w.blank()
	w.line("# Or one page at a time:")
	w.emit(cat(txt("page = "), c))
	w.open("while page.has_next_page():")
	w.line("page = page.get_next_page()")
	w.line("print(page.items)")
	w.close()
}

// examplePrograms writes examples/<use>.py for each main use the README shows: a call, its async form, error
// handling, and pagination, streaming and uploads when the API has them. examples/ is custom code, so a person's
// edits there are kept by later generations; pyright and ruff check the programs with the package (scripts/lint).
func (g *gen) examplePrograms() error {
	programs := map[string]string{}
	if ex := g.readmeExample("headline"); ex != nil {
		programs["usage.py"] = g.snippet(ex, syncFlavor, g.printResult(ex))
		programs["async_usage.py"] = g.snippet(ex, asyncFlavor, g.printResult(ex))
		programs["errors.py"] = g.errorsSnippet()
	}
	uses := map[string]func(w *writer, c doc, meth *ir.Method){"pagination": iteratePages, "streaming": streamEvents}
	for _, use := range []string{"pagination", "streaming", "file_uploads"} {
		ex := g.readmeExample(use)
		if ex == nil || ex.Name != use || (use == "pagination" && len(g.api.Pagination) == 0) {
			continue
		}
		body := uses[use]
		if body == nil {
			body = g.printResult(ex)
		}
		programs[use+".py"] = g.snippet(ex, syncFlavor, body)
	}
	for _, name := range sortedKeys(programs) {
		if code := programs[name]; code != "" {
			if err := g.add("examples/"+name, code); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *gen) retriesSection() string {
	r := g.api.Retries
	client := g.names.client()
	return fmt.Sprintf("## Retries\n\nConnection errors, timeouts, 408, 409, 429 and 5xx responses are retried %d times by default, with exponential backoff starting at %s s and capped at %s s (minus up to 25%% jitter), or as long as the `Retry-After` header asks when that is at most 60 s. Requests whose body cannot be replayed (an iterator or an unseekable file) are sent only once. Set `max_retries` on the client, or per request with `with_options`:\n\n", r.MaxRetries, pyFloat(r.InitialDelaySeconds), pyFloat(r.MaxDelaySeconds)) +
		markdown.Fence("python", fmt.Sprintf("from %s import %s\n\nclient = %s(max_retries=0)\nclient.with_options(max_retries=5)", g.pkg, client, client)) +
		fmt.Sprintf("\n## Timeouts\n\nEach attempt times out after %s by default; a timed-out attempt is retried, and `APITimeoutError` is raised after the last one. Pass `timeout` (seconds, or an `httpx.Timeout`) to the client, to `with_options`, or to any method:\n\n", g.timeoutText()) +
		markdown.Fence("python", fmt.Sprintf("import httpx\n\nfrom %s import %s\n\nclient = %s(timeout=httpx.Timeout(60.0, read=5.0, write=10.0, connect=2.0))", g.pkg, client, client)) + "\n"
}

// migrationNotes lists every intentional difference from the SDKs the previous generator made from the same
// configuration: each keeps a safer behaviour, so code written against those SDKs keeps working unless it relied
// on the unsafe one.
const migrationNotes = "## Migration notes\n\n" +
	"This library keeps the public API of the SDK previously generated from the same configuration (client options, resources, methods, types and their modules, `with_raw_response`, `with_streaming_response`, `with_options`, `DefaultHttpxClient`, `DefaultAioHttpClient`). These differences are intentional:\n\n" +
	"- **Credentials are redacted** in error messages and debug logs (`Authorization`, `Cookie`, and every header or query param an auth scheme fills).\n" +
	"- **Path params are escaped** whole: a value cannot add path segments, a query or a fragment, `.` and `..` cannot move the request to another endpoint, and an empty value raises `ValueError` naming the argument before anything is sent.\n" +
	"- **Timed-out attempts are retried** like connection errors, and a `Retry-After` of more than 60 s is not waited for (the usual backoff applies instead).\n" +
	"- **`request_id`** is on errors and `_request_id` on parsed responses.\n" +
	"- **Redirects are followed with any `http_client`**, not only the default one; pass `options={\"follow_redirects\": False}` to the generic `get`/`post`/... methods to see a redirect as an `APIStatusError`.\n" +
	"- **`strict_response_validation`** is the constructor option's name; `_strict_response_validation` is still accepted.\n" +
	"- **Runtime modules ship only when the API uses them**: the private `_pages` (pagination), `_streaming` (server-sent events, with the package's `Stream` and `AsyncStream` exports) and `_webhooks` modules are left out of a package whose API has no method that needs them.\n\n"

func (g *gen) advancedSection() string {
	client := g.names.client()
	return "## Advanced\n\n" +
		"### Null and missing\n\nIn requests, leaving a keyword argument out leaves the field out; passing `None` sends an explicit `null`. In responses, `model.model_fields_set` tells a field the API left out from one it sent as `null`.\n\n" +
		"### Accessing raw response data\n\nPrefix a call with `.with_raw_response.` to get the response (headers, status) along with the parsed data, or with `.with_streaming_response.` to read the body lazily inside a `with` block:\n\n" +
		markdown.Fence("python", "response = client.with_raw_response."+g.anyCall()+"\nprint(response.headers.get(\"x-request-id\"))\nparsed = response.parse()") +
		"\n### Undocumented endpoints, params and properties\n\nCall `client.get`, `client.post`, `client.put`, `client.patch` or `client.delete` with a path for endpoints this library does not cover; they use the same auth, retries and headers. `content=` sends bytes, or an iterator of bytes streamed as it is read, as the raw body. Every method takes `extra_headers`, `extra_query` and `extra_body` for undocumented params, and undocumented response properties are kept on the model (`model.model_extra`).\n\n" +
		markdown.Fence("python", "response = client.post(\"/some/path\", cast_to=object, body={\"some_prop\": \"foo\"}, query={\"some_query_arg\": \"bar\"})") +
		"\n### Configuring the HTTP client\n\nPass `http_client` for proxies, transports or event hooks (middleware). `DefaultHttpxClient` (`DefaultAsyncHttpxClient`) is an `httpx.Client` with this library's defaults; redirects are followed with any client you pass. `with_options(...)` returns a copy that shares the connection pool:\n\n" +
		markdown.Fence("python", fmt.Sprintf("from %s import %s, DefaultHttpxClient\n\nclient = %s(http_client=DefaultHttpxClient(proxy=\"http://my.proxy.example\"))", g.pkg, client, client)) +
		fmt.Sprintf("\n### aiohttp\n\nThe async client can send requests with [aiohttp](https://docs.aiohttp.org) instead of httpx's own transport, for more concurrency: install the `aiohttp` extra (`pip install '%s[aiohttp]'`) and pass `http_client=DefaultAioHttpClient()`:\n\n", g.installName()) +
		markdown.Fence("python", fmt.Sprintf("from %s import Async%s, DefaultAioHttpClient\n\n\nasync def main() -> None:\n    async with Async%s(http_client=DefaultAioHttpClient()) as client:\n        print(client.base_url)", g.pkg, client, client)) +
		fmt.Sprintf("\n### Managing HTTP resources\n\nThe client closes its connections when it is garbage collected; use it as a context manager (`with %s() as client:`) or call `client.close()` to close them sooner.\n\n", client)
}

// typeImportsSection shows where types are imported from: each resource's package under types/, with its models and
// the responses named after its methods (api.md lists them all), for the first resource that has any.
func (g *gen) typeImportsSection() string {
	for _, r := range g.api.Resources() {
		if !included(r.Skip, r.Only) || !g.allIncluded(r) {
			continue
		}
		types := slices.Clone(g.resourceTypes(r))
		if len(types) == 0 {
			continue
		}
		slices.SortFunc(types, compareMembers)
		return "Each resource's types (its models, and the responses named after its methods) are imported from its package under `" +
			g.pkg + ".types`, as [api.md](api.md) lists them:\n\n" +
			markdown.Fence("python", strings.Join(importLines(g.typesPackage(strings.Join(r.Path, ".")), types), "\n")) + "\n"
	}
	return ""
}

// anyCall is a call of some method without required arguments, for examples that do not depend on the API.
func (g *gen) anyCall() string {
	for _, meth := range g.api.Methods() {
		if meth.Kind != "http" || !included(meth.Skip, meth.Only) || !g.methodIncluded(meth) || meth.Streaming != nil {
			continue
		}
		c := g.planCall(meth)
		if len(c.positional) == 0 && !slices.ContainsFunc(c.kwargs, func(a *arg) bool { return a.required }) {
			return strings.TrimPrefix(g.callChain(meth), "client.") + "()"
		}
	}
	return "get(\"/\", cast_to=object)"
}

// apiMD indexes every resource, method (with its endpoint) and type.
func (g *gen) apiMD() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", markdown.Text(g.title()))
	if types := append(g.sharedTypes(), g.responseTypes(g.api.Root)...); len(types) > 0 {
		b.WriteString(g.typesImport(g.pkg+".types", types))
	}
	typeFiles := g.typeFiles()
	if methods := g.methods(g.api.Root); len(methods) > 0 {
		b.WriteString("Methods:\n\n")
		for _, meth := range methods {
			b.WriteString(g.apiMDMethod(meth, g.pkg+"._client", typeFiles))
		}
		b.WriteString("\n")
	}
	for _, r := range g.api.Resources() {
		if !included(r.Skip, r.Only) || !g.allIncluded(r) {
			continue
		}
		level := strings.Repeat("#", min(len(r.Path)+1, 6))
		fmt.Fprintf(&b, "%s %s\n\n", level, markdown.Text(g.names.namer.Pascal(r.Name)))
		if types := g.resourceTypes(r); len(types) > 0 {
			b.WriteString(g.typesImport(g.typesPackage(strings.Join(r.Path, ".")), types))
		}
		methods := g.methods(r)
		if len(methods) == 0 {
			continue
		}
		b.WriteString("Methods:\n\n")
		for _, meth := range methods {
			b.WriteString(g.apiMDMethod(meth, g.names.resMod[r], typeFiles))
		}
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// apiMDMethod is a method's api.md line: its endpoint, its name linked to the module declaring it, its arguments, and
// what it returns, linked to the module of the one model it names (an item's for a page or a list).
func (g *gen) apiMDMethod(meth *ir.Method, module string, typeFiles map[string]string) string {
	chain := g.callChain(meth)
	dot := strings.LastIndex(chain, ".")
	name := fmt.Sprintf("%s<a href=\"./%s\">%s</a>", chain[:dot+1], g.names.modulePath(module, false), chain[dot+1:])
	ret := html.EscapeString(g.returnText(meth))
	var linked []string
	for _, word := range identifierWords.FindAllString(ret, -1) {
		if f, ok := typeFiles[word]; ok && !slices.Contains(linked, f) {
			linked = append(linked, f)
		}
	}
	if len(linked) == 1 {
		ret = fmt.Sprintf("<a href=\"./%s\">%s</a>", linked[0], ret)
	}
	return fmt.Sprintf("- <code title=\"%s\">%s(%s) -> %s</code>\n", html.EscapeString(meth.Endpoint), name, g.argNames(meth), ret)
}

var identifierWords = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// typeFiles are the repository paths of the modules declaring the response side of each type, by its Python name.
func (g *gen) typeFiles() map[string]string {
	out := map[string]string{}
	for irName, name := range g.names.model {
		if mod := g.names.modelOf[irName]; mod != "" {
			out[name] = g.names.modulePath(mod, false)
		}
	}
	return out
}

// typesImport is the api.md block that imports types from a package, formatted as ruff formats Python in markdown.
func (g *gen) typesImport(pkg string, types []string) string {
	sorted := slices.Clone(types)
	slices.SortFunc(sorted, compareMembers)
	return "Types:\n\n" + markdown.Fence("python", strings.Join(importLines(pkg, sorted), "\n")) + "\n"
}

// typesPackage is the package that exports the types of a resource (its dotted path).
func (g *gen) typesPackage(resource string) string {
	return joinDotted(g.pkg+".types", g.names.typesDir(resource))
}

func (g *gen) sharedTypes() []string {
	var out []string
	for _, t := range g.api.Types {
		if t.Model && (t.Resource == "$shared" || t.Resource == "") && g.names.model[t.Name] != "" {
			out = append(out, g.names.model[t.Name])
		}
	}
	return out
}

func (g *gen) resourceTypes(r *ir.Resource) []string {
	key := strings.Join(r.Path, ".")
	var out []string
	for _, t := range g.api.Types {
		if t.Resource == key && t.Model && g.names.model[t.Name] != "" {
			out = append(out, g.names.model[t.Name])
		}
	}
	return append(out, g.responseTypes(r)...)
}

// responseTypes are the types named after a resource's methods (methodResponses), which its types package exports
// beside its models.
func (g *gen) responseTypes(r *ir.Resource) []string {
	var out []string
	if r == nil {
		return nil
	}
	for _, meth := range g.methods(r) {
		if name, ok := g.names.returns[meth]; ok && !slices.Contains(out, g.names.model[name]) {
			out = append(out, g.names.model[name])
		}
	}
	return out
}

func (g *gen) argNames(meth *ir.Method) string {
	c := g.planCall(meth)
	var args []string
	for _, a := range c.positional {
		args = append(args, a.name)
	}
	if _, ok := g.names.params[meth]; ok && len(c.kwargs) > 0 {
		args = append(args, "**<a href=\"src/"+strings.ReplaceAll(g.names.paramsOf[meth], ".", "/")+".py\">params</a>")
	}
	return strings.Join(args, ", ")
}

// returnText is what a method returns, for api.md.
func (g *gen) returnText(meth *ir.Method) string {
	m := newModule("api.md", g.pkg)
	c := g.planCall(meth)
	if d := c.discriminator(); d != nil {
		return g.responseType(m, meth, syncFlavor) + " | " + g.streamType(m, c, syncFlavor)
	}
	return g.returnType(m, c, syncFlavor)
}

// installName is what pip installs.
func (g *gen) installName() string {
	if p := g.cfg.Publish.PyPI; p != nil && p.PackageName != "" {
		return p.PackageName
	}
	return g.projectName()
}

func (g *gen) pypiEnabled() bool {
	p := g.cfg.Publish.PyPI
	return p != nil && p.Enabled
}
