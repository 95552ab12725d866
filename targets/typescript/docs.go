package typescript

import (
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// docs writes README.md, api.md and, for a project moving from node, MIGRATION.md.
func (g *gen) docs() error {
	if err := g.add("README.md", g.readme()); err != nil {
		return err
	}
	if err := g.add("api.md", g.apiMD()); err != nil {
		return err
	}
	if err := g.examplePrograms(); err != nil {
		return err
	}
	if nm := g.cfg.Options.NodeMigration; nm != nil && g.lang == "typescript" {
		return g.add("MIGRATION.md", g.migration(nm.PreviousVersion, nm.MigratedVersion))
	}
	return nil
}

// examplePrograms writes examples/<use>.ts for each main use the README shows: a call, error handling, and
// pagination, streaming and uploads when the API has them. tsconfig includes examples/, so `scripts/lint`
// type-checks them against the SDK.
func (g *gen) examplePrograms() error {
	type program struct {
		file string
		ex   *ir.ReadmeExample
		body func(w *writer, target string, args []value, m *ir.Method)
	}
	var programs []program
	if ex := g.example("headline"); ex != nil {
		programs = append(programs,
			program{"usage.ts", ex, func(w *writer, t string, a []value, m *ir.Method) { g.awaitCall(w, t, a, m, ex) }},
			program{"errors.ts", ex, g.errorHandling})
	}
	for _, use := range []string{"pagination", "streaming", "file_uploads"} {
		if ex := g.example(use); ex != nil && ex.Name == use {
			programs = append(programs, program{g.names.namer.Kebab(use) + ".ts", ex, func(w *writer, t string, a []value, m *ir.Method) { g.awaitCall(w, t, a, m, ex) }})
		}
	}
	for _, p := range programs {
		if code := g.snippetCode(p.ex, p.body); code != "" {
			if err := g.add("examples/"+p.file, "#!/usr/bin/env -S npx tsx\n\n"+withBlankAfter(g.fileHeader())+code); err != nil {
				return err
			}
		}
	}
	return nil
}

// errorHandling calls the method and tells the API's errors apart through the client's static error classes.
func (g *gen) errorHandling(w *writer, target string, args []value, _ *ir.Method) {
	client := g.names.client()
	w.open("try {")
	w.writeCall("await "+target, args, ";")
	w.close("} catch (err) {")
	w.indent++
	w.open("if (err instanceof %s.APIError) {", client)
	w.line("console.log(err.status); // 400")
	w.line("console.log(err.name); // BadRequestError")
	w.line("console.log(err.headers); // {server: 'nginx', ...}")
	w.close("} else {")
	w.indent++
	w.line("throw err;")
	w.close("}")
	w.close("}")
}

// example returns the README example of a name, falling back to default.
func (g *gen) example(name string) *ir.ReadmeExample {
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
		if m.Call == call {
			return m
		}
	}
	return nil
}

// snippet is a TypeScript call of a README example: the call chain and its arguments.
func (g *gen) snippet(ex *ir.ReadmeExample) (string, []value, *ir.Method) {
	m := g.methodByCall(ex.Call)
	if m == nil {
		return "", nil, nil
	}
	c := g.planCall(m)
	params, _ := normalize(ex.Params).(object)
	var args []value
	for _, p := range c.positional {
		v, ok := lookup(params, p.WireName, p.Name)
		if !ok {
			v = examples{g: g}.ref(p.Type, firstExample(p.Example, p.Default), 0)
		}
		args = append(args, v)
	}
	var rest object
	for _, e := range params {
		if slices.ContainsFunc(c.positional, func(p *ir.Param) bool { return p.WireName == e.key || p.Name == e.key }) {
			continue
		}
		k := e.key
		p := findParamByName(c.named, e.key)
		if p == nil && !c.bodyArg {
			continue // the method has no such param in this spec: the snippet would not compile
		}
		v := e.val
		if p != nil {
			k = c.key(p)
			v = uploadValue(p.Type, v)
		}
		rest = append(rest, entry{k, v})
	}
	if ex.FileParam != "" {
		file := firstNonEmpty(ex.FilePath, "/path/to/file")
		rest = setEntry(rest, ex.FileParam, code("fs.createReadStream("+str(file)+")"))
	}
	rest = g.withRequiredParams(c, rest)
	if len(rest) > 0 || (c.params != "" && !c.optional) {
		args = append(args, rest)
	}
	chain := []string{g.names.exampleVar()}
	parts := strings.Split(strings.TrimPrefix(m.Call, "client."), ".")
	for i, p := range parts {
		if i == len(parts)-1 {
			chain = append(chain, g.methodName(m, len(parts) == 1))
		} else {
			chain = append(chain, g.resourceProperty(p, i))
		}
	}
	return strings.Join(chain, "."), args, m
}

// withRequiredParams adds the required params an example leaves out, with made-up values, so that the snippet
// compiles (examples/ are type-checked).
func (g *gen) withRequiredParams(c *call, params object) object {
	if c.params == "" {
		return params
	}
	required := g.examples().Call(c.m, false)
	for _, p := range g.paramMembers(c) {
		if _, given := lookup(params, c.key(p), p.WireName, p.Name); given || !p.Required {
			continue
		}
		if v, ok := required.Value(p); ok {
			params = append(params, entry{c.key(p), fromExample(v)})
		}
	}
	return params
}

// findParamByName finds a param by its SDK name, else by its wire name.
func findParamByName(params []*ir.Param, name string) *ir.Param {
	for _, p := range params {
		if p.Name == name {
			return p
		}
	}
	for _, p := range params {
		if p.WireName == name {
			return p
		}
	}
	return nil
}

func lookup(o object, keys ...string) (value, bool) {
	for _, e := range o {
		if slices.Contains(keys, e.key) {
			return e.val, true
		}
	}
	return nil, false
}

// snippetCode is a complete example: client construction and the call.
func (g *gen) snippetCode(ex *ir.ReadmeExample, body func(w *writer, target string, args []value, m *ir.Method)) string {
	var w, call writer
	target, args, m := g.snippet(ex)
	if m == nil {
		return ""
	}
	body(&call, target, args, m)
	if ex.FileParam != "" || strings.Contains(call.String(), "fs.createReadStream(") {
		w.line("import fs from 'fs';")
	}
	imports := g.names.client()
	if strings.Contains(call.String(), "toFile(") {
		imports += ", { toFile }"
	}
	w.line("import %s from %s;", imports, str(g.cfg.PackageName))
	w.blank()
	w.line("const %s = new %s();", g.names.exampleVar(), g.names.client())
	w.blank()
	w.b.WriteString(call.String())
	return w.String()
}

// awaitCall writes `const x = await call(...)` and prints the response property.
func (g *gen) awaitCall(w *writer, target string, args []value, m *ir.Method, ex *ir.ReadmeExample) {
	v := g.names.variable(firstNonEmpty(ex.AssignTo, singular(g, m)))
	if m.Response == nil || m.Response.Type == nil {
		w.writeCall("await "+target, args, ";")
		return
	}
	w.writeCall("const "+v+" = await "+target, args, ";")
	w.blank()
	prop := ""
	if ex.ResponseProperty != "" {
		prop = member(ex.ResponseProperty)
	} else if m.Docs != nil && m.Docs.ResponseProperty != "" {
		prop = member(m.Docs.ResponseProperty)
	}
	w.line("console.log(%s%s);", v, prop)
}

func singular(g *gen, m *ir.Method) string {
	if m.Pagination != nil {
		return "page"
	}
	if r := m.Response; r != nil && r.Type != nil {
		t := *r.Type
		for _, prop := range r.Unwrap {
			if next, ok := g.propertyType(t, prop); ok {
				t = next
			}
		}
		if t.Kind == ir.Named {
			return t.Name
		}
	}
	return "response"
}

// readme writes the README sections in the contract's order, dropping what does not apply.
func (g *gen) readme() string {
	var b strings.Builder
	client := g.names.client()
	pkg := g.cfg.PackageName
	fmt.Fprintf(&b, "# %s API Library\n\n", markdown.Text(g.title()))
	fmt.Fprintf(&b, "[![npm version](https://img.shields.io/npm/v/%s.svg)](https://npmjs.org/package/%s)\n\n", pkg, pkg)
	fmt.Fprintf(&b, "This library provides convenient access to the %s REST API from server-side TypeScript or JavaScript.\n\n", markdown.Text(g.title()))
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
	if g.mcpEnabled() {
		fmt.Fprintf(&b, "## MCP Server\n\nThis package has an MCP server in [`packages/mcp-server`](packages/mcp-server): run it with `npx -y %s`.\n\n", g.mcpPackageName())
	}
	b.WriteString("## Installation\n\n")
	b.WriteString(markdown.Fence("sh", g.installCommand()))
	b.WriteString("\n## Requirements\n\nTypeScript >= 4.9 and one of: Node.js 20 or later, Deno 1.28 or later, Bun 1.0 or later, Cloudflare Workers, Vercel Edge Runtime, or a modern browser")
	b.WriteString(g.browserNote())
	b.WriteString(".\n\n")
	if ex := g.example("headline"); ex != nil {
		b.WriteString("## Usage\n\n")
		b.WriteString(markdown.Fence("ts", g.snippetCode(ex, func(w *writer, t string, a []value, m *ir.Method) { g.awaitCall(w, t, a, m, ex) })))
		b.WriteString("\n")
	}
	b.WriteString(g.configurationSection())
	b.WriteString(g.typesSection())
	b.WriteString(g.streamingSection())
	b.WriteString(g.paginationSection())
	b.WriteString(g.uploadsSection())
	b.WriteString(g.errorsSection(client))
	b.WriteString(g.retriesSection(client))
	b.WriteString(g.advancedSection(client))
	b.WriteString(g.migrationNotes())
	b.WriteString("## Semantic versioning\n\nThis package follows [SemVer](https://semver.org/spec/v2.0.0.html). Changes to the types that do not change runtime behaviour, and changes to `src/internal`, may be released as minor versions.\n\n")
	b.WriteString("## Contributing\n\nSee [the contributing documentation](./CONTRIBUTING.md).\n")
	return b.String()
}

func (g *gen) installCommand() string { return g.packageManagerAdd() + " " + g.cfg.PackageName }

func (g *gen) browserNote() string {
	switch g.browserState() {
	case "allow":
		return " (browsers are supported)"
	case "dangerous_allow":
		return " (browsers only with `dangerouslyAllowBrowser: true`, because a browser exposes your credentials)"
	}
	return " (browsers are not supported, because a browser would expose your credentials)"
}

func (g *gen) browserState() string {
	if b := g.cfg.Options.Browser; b != nil && b.State != "" {
		return b.State
	}
	return "disallow"
}

// configurationSection is the table of client options and environment variables.
func (g *gen) configurationSection() string {
	var b strings.Builder
	b.WriteString("## Client configuration\n\nEvery option can be passed to the constructor; most can come from the environment instead:\n\n")
	b.WriteString("| Option | Environment variable | Default |\n|---|---|---|\n")
	for _, o := range g.options() {
		def := "required"
		switch {
		case o.Default != nil:
			def = "`" + markdown.Text(fmt.Sprint(o.Default)) + "`"
		case o.Nullable:
			def = "none"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", g.names.camel(o.Name), envCell(o.ReadEnv), def)
	}
	prefix := g.api.Client.EnvPrefix
	if len(g.api.Environments) > 0 {
		fmt.Fprintf(&b, "| `environment` | | `%s` |\n", markdown.Text(g.defaultEnvironment()))
	}
	fmt.Fprintf(&b, "| `baseURL` | `%s_BASE_URL` | the environment's URL |\n", prefix)
	fmt.Fprintf(&b, "| `timeout` | | %s |\n", g.timeoutText())
	fmt.Fprintf(&b, "| `maxRetries` | | %d |\n", g.api.Retries.MaxRetries)
	fmt.Fprintf(&b, "| `logLevel` | `%s_LOG` | `warn` |\n", prefix)
	fmt.Fprintf(&b, "| `defaultHeaders` | `%s_CUSTOM_HEADERS` (one `Name: value` per line) | |\n\n", prefix)
	if len(g.api.Environments) > 1 {
		b.WriteString("Pass `environment` to use another base URL; passing both `environment` and `baseURL` is an error:\n\n")
		b.WriteString(g.environmentList() + "\n\n")
	}
	return b.String()
}

func envCell(env string) string {
	if env == "" {
		return ""
	}
	return "`" + env + "`"
}

func (g *gen) timeoutText() string {
	if g.api.Timeout.None {
		return "none"
	}
	return fmt.Sprintf("%d ms", g.api.Timeout.Milliseconds)
}

func (g *gen) typesSection() string {
	s := "## Request & response types\n\nThis library includes TypeScript definitions for all request params and response fields. Params are plain objects keyed by the API's own field names; omit a field to leave it out of the request, or pass `null` to send an explicit null. Every type is exported by the package and is also reachable through the client's namespace, so the default import is enough:\n\n"
	if nested := g.nestedExample(); nested != "" {
		root, _, _ := strings.Cut(nested, ".")
		s += "The inline objects of a type are declared in its namespace, as `" + nested + "`. Types can also be imported by name: `import type { " + root + " } from '" + g.cfg.PackageName + "';`.\n\n"
	}
	ex := g.example("headline")
	if ex == nil {
		return s
	}
	code := g.snippetCode(ex, func(w *writer, target string, args []value, m *ir.Method) {
		ret := g.returnText(m)
		if m.Pagination != nil || m.Streaming != nil || !slices.Contains(g.clientNamespaceTypes(), ret) {
			w.writeCall("await "+target, args, ";")
			return
		}
		v := g.names.variable(firstNonEmpty(ex.AssignTo, singular(g, m)))
		w.writeCall("const "+v+": "+g.names.client()+"."+ret+" = await "+target, args, ";")
	})
	return s + markdown.Fence("ts", code) + "\n"
}

// nestedExample is the qualified name of the first nested type, in the API's type order: "" when none is.
func (g *gen) nestedExample() string {
	for _, t := range g.api.Types {
		if _, ok := g.names.parent[t.Name]; ok {
			if q := g.names.types[t.Name]; strings.Contains(q, ".") {
				return q
			}
		}
	}
	return ""
}

// clientNamespaceTypes are the type names the client's namespace holds.
func (g *gen) clientNamespaceTypes() []string {
	var out []string
	for _, p := range g.resourceModulePaths() {
		out = append(out, g.modules[p].exports()...)
	}
	return out
}

func (g *gen) streamingSection() string {
	ex := g.example("streaming")
	if ex == nil || ex.Name != "streaming" {
		return ""
	}
	code := g.snippetCode(ex, func(w *writer, target string, args []value, _ *ir.Method) {
		w.writeCall("const stream = await "+target, args, ";")
		w.open("for await (const event of stream) {")
		w.line("console.log(event);")
		w.close("}")
	})
	return "## Streaming responses\n\nServer-sent events are returned as a `Stream`, which you iterate with `for await`. Call `stream.controller.abort()` or `break` out of the loop to stop early.\n\n" + markdown.Fence("ts", code) + "\n"
}

func (g *gen) paginationSection() string {
	if len(g.api.Pagination) == 0 {
		return ""
	}
	ex := g.example("pagination")
	var code string
	if ex != nil && ex.Name == "pagination" {
		code = g.snippetCode(ex, func(w *writer, target string, args []value, _ *ir.Method) {
			w.line("// Automatically fetches more pages as needed.")
			w.writeCall("for await (const item of "+target, args, ") {")
			w.indent++
			w.line("console.log(item);")
			w.close("}")
			w.blank()
			w.line("// Or one page at a time:")
			w.writeCall("let page = await "+target, args, ";")
			w.open("while (page.hasNextPage()) {")
			w.line("page = await page.getNextPage();")
			w.close("}")
		})
	}
	s := "## Pagination\n\nList methods return the first page, which you can iterate over with `for await` to get every item of every page: further pages are fetched as needed. A page also has `hasNextPage()`, `getNextPage()`, `nextPageRequestOptions()` and `iterPages()` for working page by page.\n\n"
	if code != "" {
		s += markdown.Fence("ts", code) + "\n"
	}
	return s
}

func (g *gen) uploadsSection() string {
	ex := g.example("file_uploads")
	if ex == nil || ex.Name != "file_uploads" {
		return ""
	}
	code := g.snippetCode(ex, func(w *writer, target string, args []value, m *ir.Method) { g.awaitCall(w, target, args, m, ex) })
	return "## File uploads\n\nParams that take files accept a `File`, a fetch `Response`, an `fs.ReadStream`, or the result of `toFile()` for a `Buffer`, `Uint8Array` or `ArrayBuffer`.\n\n" + markdown.Fence("ts", code) + "\n"
}

// errorsSection is the status to error class table.
func (g *gen) errorsSection(client string) string {
	var b strings.Builder
	b.WriteString("## Handling errors\n\n")
	fmt.Fprintf(&b, "When the API answers with a status of 400 or more, or the connection fails, the method throws a subclass of `%s.APIError`:\n\n", client)
	b.WriteString("| Status | Error |\n|---|---|\n| 400 | `BadRequestError` |\n| 401 | `AuthenticationError` |\n| 403 | `PermissionDeniedError` |\n| 404 | `NotFoundError` |\n| 409 | `ConflictError` |\n| 422 | `UnprocessableEntityError` |\n| 429 | `RateLimitError` |\n| >= 500 | `InternalServerError` |\n| other | `APIStatusError` |\n| none | `APIConnectionError` / `APIConnectionTimeoutError` |\n\n")
	if ex := g.example("errors"); ex != nil {
		code := g.snippetCode(ex, g.errorHandling)
		b.WriteString(markdown.Fence("ts", code) + "\n")
	}
	b.WriteString("Errors carry the `x-request-id` of the response as `request_id`, and the parsed error body as `body` (also `error`); parsed responses have the id as `_request_id`.\n\n")
	return b.String()
}

func (g *gen) retriesSection(client string) string {
	r := g.api.Retries
	return fmt.Sprintf("## Retries\n\nConnection errors, timeouts, 408, 409, 429 and 5xx responses are retried %d times by default, with exponential backoff starting at %s s and capped at %s s (minus up to 25%% jitter), or as long as the `Retry-After` header asks when that is at most 60 s. Requests with a body that cannot be replayed (a one-shot stream) are not retried. Set `maxRetries` on the client or per request:\n\n", r.MaxRetries, number(r.InitialDelaySeconds), number(r.MaxDelaySeconds)) +
		markdown.Fence("ts", fmt.Sprintf("const client = new %s({ maxRetries: 0 });", client)) +
		fmt.Sprintf("\n## Timeouts\n\nEach attempt times out after %s by default; a timed-out attempt is retried, and `APIConnectionTimeoutError` is thrown after the last one. Set `timeout` (milliseconds) on the client or per request:\n\n", g.timeoutText()) +
		markdown.Fence("ts", fmt.Sprintf("const client = new %s({ timeout: 20 * 1000 });", client)) + "\n"
}

func (g *gen) advancedSection(client string) string {
	prefix := g.api.Client.EnvPrefix
	return "## Advanced usage\n\n" +
		"### Accessing raw response data\n\n`.asResponse()` returns the fetch `Response` without reading its body; `.withResponse()` returns the parsed data together with the response and request id.\n\n" +
		markdown.Fence("ts", "const { data, response, request_id } = await client.request({ method: 'get', path: '/' }).withResponse();") +
		"\n### Logging\n\nSet `" + prefix + "_LOG` or the `logLevel` option to `debug`, `info`, `warn` (default), `error` or `off`; pass `logger` to use your own. Credentials are redacted.\n\n" +
		"### Undocumented endpoints, params and properties\n\nCall `client.get`, `client.post`, `client.put`, `client.patch` or `client.delete` with a path for endpoints this library does not cover; they use the same auth, retries and headers. Per-request options `query`, `headers` and `body` add undocumented params, and undocumented response properties are kept.\n\n" +
		markdown.Fence("ts", "await client.post('/some/path', { body: { some_prop: 'foo' }, query: { some_query_arg: 'bar' } });") +
		"\n### Customizing the fetch client\n\nPass `fetch` to use another fetch implementation, and `fetchOptions` for options such as a proxy dispatcher. `client.withOptions({ ... })` returns a copy that shares the connection pool.\n\n" +
		markdown.Fence("ts", fmt.Sprintf("const client = new %s({ fetchOptions: { keepalive: true } });", client)) +
		g.proxySection(client)
}

// migrationNotes lists every intentional difference from the SDKs the previous generator made for the same
// configuration, each a deliberate choice: safer, or what the platform now provides.
func (g *gen) migrationNotes() string {
	prefix := g.api.Client.EnvPrefix
	notes := []string{
		"**Credentials are redacted** in error messages, `err.request` and logs, whichever header or query parameter carries them.",
		"**Path parameters are URL-escaped**, and an empty one throws a `" + g.names.client() + "Error` before anything is sent, instead of calling another endpoint.",
		"**`Retry-After` is honoured up to 60 s**; a longer wait falls back to the exponential backoff, so a server cannot stall a call indefinitely. Timed-out attempts are retried like connection errors.",
		"**Request ids**: errors have `request_id`, `withResponse()` returns it, and parsed objects carry `_request_id`.",
		"**Errors** keep the parsed body as `body`, and as `error` too; `err.headers` is a `Headers` whose entries are also readable as lower-case properties.",
		"**The platform `fetch`** (Node.js 20 or later) replaces `node-fetch`, `agentkeepalive` and `formdata-node`: the package has no runtime dependencies. `httpAgent` is passed to `fetch` as `agent`, which the platform `fetch` ignores (see [Configuring proxies and HTTP agents](#configuring-proxies-and-http-agents)).",
		"**Logging** is set with `logLevel` or `" + prefix + "_LOG` instead of `DEBUG=true`.",
		"**Query strings** encode arrays and nested objects as `query_settings` says, where the previous runtime's encoder refused them.",
		"**`buildRequest`** builds JSON, form and text bodies only; a request whose body must be read first (files, multipart) is built by `request`.",
		"**Dual ESM and CommonJS builds** are published from `dist/`, and deep imports go through the package's `exports` (`" + g.cfg.PackageName + "/resources/...`, `" + g.cfg.PackageName + "/uploads`).",
	}
	notes = append(notes, g.mcpMigrationNotes()...)
	if g.lang == "node" {
		notes = append(notes,
			"The `shims/node` and `shims/web` imports are gone; `_shims/index` exports the platform's classes.",
			"JSON request bodies are indented by two spaces, byte for byte what the node SDKs sent.")
	}
	var b strings.Builder
	b.WriteString("## Migration notes\n\nThe public API (client options, resources, methods, params and response types) is the one the SDKs previously generated for this API had. These differences are intentional:\n\n")
	for _, n := range notes {
		b.WriteString("- " + n + "\n")
	}
	b.WriteString("\n")
	return b.String()
}

// proxySection tells how to send requests through a proxy or a custom HTTP agent.
func (g *gen) proxySection(client string) string {
	return "\n### Configuring proxies and HTTP agents\n\nThe platform `fetch` of Node.js (undici) takes a `dispatcher` in `fetchOptions`, e.g. undici's `ProxyAgent`, for every request or per request. The `httpAgent` option (an `http.Agent`, such as a proxy agent) is passed to `fetch` as `agent`, which a `fetch` like `node-fetch` given as the `fetch` option reads; the platform `fetch` ignores it and the client logs a warning.\n\n" +
		markdown.Fence("ts", "import { ProxyAgent } from 'undici';\n\n"+
			fmt.Sprintf("const client = new %s({\n  fetchOptions: { dispatcher: new ProxyAgent(process.env['PROXY_URL']!) } as RequestInit,\n});", client)) + "\n"
}

// apiMD indexes every resource with the types its module declares and its methods, each linked to its source.
func (g *gen) apiMD() string {
	var b strings.Builder
	if methods := g.methods(g.api.Root); len(methods) > 0 {
		fmt.Fprintf(&b, "# %s\n\nMethods:\n\n", markdown.Text(g.names.client()))
		for _, m := range methods {
			fmt.Fprintf(&b, "- <code title=\"%s\">client.<a href=\"./%s\">%s</a>(%s) -> %s</code>\n", html.EscapeString(m.Endpoint), clientModule, g.methodName(m, true), g.argNames(m), mdCode(g.returnText(m)))
		}
		b.WriteString("\n")
	}
	if types := g.documentedTypes(sharedModule); len(types) > 0 {
		b.WriteString("# Shared\n\n")
		writeTypeList(&b, sharedModule, types)
	}
	for _, r := range g.api.Resources() {
		if !g.included(r.Skip, r.Only) {
			continue
		}
		mod := g.names.resourceModule(r)
		fmt.Fprintf(&b, "%s %s\n\n", strings.Repeat("#", min(len(r.Path), 6)), markdown.Text(g.names.classes[r]))
		writeTypeList(&b, mod, g.documentedTypes(mod))
		if methods := g.methods(r); len(methods) > 0 {
			b.WriteString("Methods:\n\n")
			for _, m := range methods {
				call := "client." + g.chain(r) + ".<a href=\"./" + mod + "\">" + g.methodName(m, false) + "</a>"
				fmt.Fprintf(&b, "- <code title=\"%s\">%s(%s) -> %s</code>\n", html.EscapeString(m.Endpoint), call, g.argNames(m), mdCode(g.returnText(m)))
			}
			b.WriteString("\n")
		}
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

func writeTypeList(b *strings.Builder, module string, types []string) {
	if len(types) == 0 {
		return
	}
	b.WriteString("Types:\n\n")
	for _, t := range types {
		fmt.Fprintf(b, "- <code><a href=\"./%s\">%s</a></code>\n", module, t)
	}
	b.WriteString("\n")
}

// documentedTypes are the types a module declares that api.md lists: the models and response types, not the
// resource classes or the params types (and the types declared for their fields).
func (g *gen) documentedTypes(module string) []string {
	m, ok := g.modules[module]
	if !ok {
		return nil
	}
	classes := g.resourceClassesIn(module)
	var params []string
	for _, p := range g.names.params {
		params = append(params, p)
	}
	var out []string
	for _, name := range m.exports() {
		if slices.Contains(classes, name) || slices.ContainsFunc(params, func(p string) bool { return strings.HasPrefix(name, p) }) {
			continue
		}
		out = append(out, name)
	}
	return out
}

func mdCode(s string) string { return html.EscapeString(s) }

func (g *gen) chain(r *ir.Resource) string {
	var parts []string
	for i, p := range r.Path {
		parts = append(parts, g.resourceProperty(p, i))
	}
	return strings.Join(parts, ".")
}

func (g *gen) argNames(m *ir.Method) string {
	c := g.planCall(m)
	var args []string
	for _, p := range c.positional {
		args = append(args, g.names.variable(p.Name))
	}
	switch {
	case c.bodyArg:
		args = append(args, "body")
	case c.params != "":
		args = append(args, "{ ...params }")
	}
	return strings.Join(args, ", ")
}

// returnText is what a method returns, for api.md.
func (g *gen) returnText(m *ir.Method) string {
	mod := newModule("api.md")
	switch {
	case m.Pagination != nil:
		return g.names.pages[m.Pagination.Scheme] + "<" + g.typeRef(mod, m.Pagination.Item, responseSide) + ">"
	case m.Streaming != nil && m.Streaming.ParamDiscriminator == "":
		return "Stream<" + g.typeRef(mod, m.Streaming.Event, responseSide) + ">"
	}
	return g.responseType(mod, m)
}

// migration is the node to typescript migration guide.
func (g *gen) migration(prev, next string) string {
	pkg := g.cfg.PackageName
	return fmt.Sprintf("# Migrating from the node SDK\n\nVersion %s of `%s` is generated by the `typescript` target and replaces the `node` target's version %s. The API surface (resources, methods, params and response types) is unchanged; what changed is the runtime underneath.\n\n", markdown.Text(next), pkg, markdown.Text(prev)) +
		"## What changed\n\n" +
		"- The client uses the platform's `fetch`; it has no runtime dependencies. Pass `fetch` to the constructor to use another implementation, and `fetchOptions` instead of an `httpAgent`.\n" +
		"- The package ships both ESM and CommonJS builds from `dist/`, with `exports` for both.\n" +
		"- Node.js 20 or later is required.\n" +
		"- Errors, retries, timeouts and pagination behave as before; `withResponse()` now also returns `request_id`.\n\n" +
		"## Upgrading\n\n" + markdown.Fence("sh", g.installCommand()+"@"+strings.TrimPrefix(next, "v")) +
		"\nThen run your type checker: anything that relied on the removed `node-fetch` types, such as `httpAgent`, shows up there.\n"
}

// withBlankAfter is text followed by a blank line, or "" for no text.
func withBlankAfter(text string) string {
	if text == "" {
		return ""
	}
	return text + "\n"
}

// uploadValue makes a string example of a file param (a URL or a path, as configs write them) a value the param's
// Uploadable type takes: the fetch Response of a URL, or a read stream of a path.
func uploadValue(t ir.TypeRef, v value) value {
	s, ok := v.(string)
	if !ok || !t.IsBinary() {
		return v
	}
	if strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://") {
		return code("await fetch(" + str(s) + ")")
	}
	return code("fs.createReadStream(" + str(s) + ")")
}
