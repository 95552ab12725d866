package golang

import (
	"fmt"
	"html"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// docs writes README.md, api.md and, for code_style v2_migration, MIGRATION.md.
func (g *gen) docs() error {
	readme, examples, err := g.readme()
	if err != nil {
		return err
	}
	if err := g.out.Add("README.md", []byte(readme)); err != nil {
		return err
	}
	names := slices.Sorted(maps.Keys(examples))
	for _, name := range names {
		if err := g.out.Add("examples/"+name+"/main.go", []byte(g.banner()+"\n"+examples[name])); err != nil {
			return err
		}
	}
	if err := g.out.Add("api.md", []byte(g.apiMD())); err != nil {
		return err
	}
	if g.style == "v2_migration" {
		return g.out.Add("MIGRATION.md", []byte(g.migration()))
	}
	return nil
}

// doc is markdown under construction; the first snippet that does not format is kept as the error.
type doc struct {
	strings.Builder
	err error
	// examples are the programs of the main uses, by name, written to examples/<name>/main.go as well.
	examples map[string]string
}

// example writes a snippet as a Go code block and keeps it as the program of examples/<name>.
func (d *doc) example(name string, s *snippet) {
	code, err := s.code()
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return
	}
	if d.examples == nil {
		d.examples = map[string]string{}
	}
	d.examples[name] = code
	d.WriteString(markdown.Fence("go", code) + "\n")
}

// program writes a snippet as a Go code block.
func (d *doc) program(s *snippet) {
	code, err := s.code()
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return
	}
	d.WriteString(markdown.Fence("go", code) + "\n")
}

// printf writes formatted markdown.
func (d *doc) printf(format string, args ...any) { fmt.Fprintf(d, format, args...) }

// cell is a value in a code span inside a table cell (GFM splits cells at | even in code).
func cell(s string) string { return strings.ReplaceAll(markdown.Code(s), "|", `\|`) }

// readme writes the README sections in the contract's order (SERVICE-BEHAVIOUR.md §8), dropping what does not
// apply. Every Go block is a complete program built from the API's own methods, params and types.
func (g *gen) readme() (string, map[string]string, error) {
	var d doc
	g.readmeIntro(&d)
	g.usageSection(&d)
	g.configurationSection(&d)
	g.typesSection(&d)
	g.requestOptionsSection(&d)
	g.streamingSection(&d)
	g.paginationSection(&d)
	g.uploadsSection(&d)
	g.webhooksSection(&d)
	g.errorsSection(&d)
	g.retriesSection(&d)
	g.timeoutsSection(&d)
	g.advancedSection(&d)
	g.migrationNotes(&d)
	d.WriteString("## Semantic versioning\n\nThis module follows [SemVer](https://semver.org/spec/v2.0.0.html) and Go's import compatibility rule: a breaking change of the API surface comes with a new major version and import path (`/v2`, ...). Changes that only affect the `internal` packages, and changes to the spec that break only in theory (a new field in a response type, say), may be released as minor versions.\n\n")
	d.WriteString("We take backwards compatibility seriously; open an issue with questions, bugs or suggestions.\n\n")
	d.WriteString("## Contributing\n\nSee [the contributing documentation](./CONTRIBUTING.md).\n")
	return d.String(), d.examples, d.err
}

// pkgDoc is the module's page on pkg.go.dev.
func (g *gen) pkgDoc() string { return "https://pkg.go.dev/" + markdown.URL(g.module) }

func (g *gen) readmeIntro(d *doc) {
	title := markdown.Text(g.title())
	d.printf("# %s Go API Library\n\n", title)
	d.printf("[![Go Reference](https://pkg.go.dev/badge/%s.svg)](%s)\n\n", markdown.URL(g.module), g.pkgDoc())
	d.printf("The %s Go library provides convenient access to the %s REST API from applications written in Go.\n\n", title, title)
	if docs := g.api.Organization.Docs; docs != "" {
		d.printf("The REST API documentation can be found on [%s](%s). ", markdown.Text(docs), markdown.URL(docs))
	}
	d.WriteString("The full API of this library can be found in [api.md](api.md).\n\n")
	if g.api.Readme.Attribution {
		d.WriteString("It is generated with [sdkgen](https://sdkgen.dev).\n\n")
	}
	if s := g.cfg.Screencast; s != "" {
		d.printf("<video src=\"%s\" controls muted></video>\n\n", html.EscapeString(s))
	}
	d.WriteString("## Installation\n\n")
	imp := "import (\n\t" + strconv.Quote(g.module)
	switch {
	case g.qual != g.pkg:
		// The examples below name the package by qualifier, which the package's own name would shadow.
		imp = "import (\n\t" + g.qual + " " + strconv.Quote(g.module)
	case importName(g.module) != g.pkg:
		imp += " // imported as " + g.pkg
	}
	d.WriteString(markdown.Fence("go", imp+"\n)"))
	d.WriteString("\nOr to pin the version:\n\n<!-- x-release-please-start-version -->\n\n")
	d.WriteString(markdown.Fence("sh", "go get -u "+shellQuote(g.module+"@v"+Version)))
	d.WriteString("\n<!-- x-release-please-end -->\n\n")
	d.printf("## Requirements\n\nThis library requires Go %s or later (the `go` directive of `go.mod`), and no module besides the standard library.\n\n", g.goVersion())
}

// usageSection is the headline example, with the client's credentials passed explicitly.
func (g *gen) usageSection(d *doc) {
	c, ok := g.exampleCall(g.exampleFor("headline"))
	if !ok {
		return
	}
	s := g.newSnippet()
	s.client(s.credentialOptions()...)
	s.p("")
	s.callAndPrint(c, false)
	d.WriteString("## Usage\n\n")
	d.example("usage", s)
	var envs []string
	for _, o := range g.api.ClientOptions {
		if o.AuthScheme != "" && o.ReadEnv != "" {
			envs = append(envs, markdown.Code(o.ReadEnv))
		}
	}
	if len(envs) > 0 {
		d.printf("`New%s()` with no options reads the credentials from %s (see below); we recommend keeping them in the environment or a secrets manager rather than in source code.\n\n", g.names.client(), joinWords(envs))
	}
}

// joinWords joins "a", "a and b", "a, b and c".
func joinWords(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// configurationSection is the table of client options, their environment variables and defaults, and the
// environments.
func (g *gen) configurationSection(d *doc) {
	opt := g.optPkg
	prefix := g.api.Client.EnvPrefix
	d.printf("## Client configuration\n\n`%sNew%s(opts ...%s.RequestOption)` starts from `%s.DefaultClientOptions()`, which reads the environment, then applies `opts` in order. Every option can also be passed to a single call (see [Request options](#request-options)).\n\n", g.qual+".", g.names.client(), opt, g.qual)
	d.WriteString("| Option | Environment variable | Default | Description |\n|---|---|---|---|\n")
	for _, o := range g.api.ClientOptions {
		def := "none"
		switch {
		case o.Default != nil:
			def = cell(defaultString(o.Default))
		case !o.Nullable && o.ServerVariable == "":
			def = "required"
		}
		env := ""
		if o.ReadEnv != "" {
			env = cell(o.ReadEnv)
		}
		desc := markdown.Text(strings.Join(strings.Fields(o.Description), " "))
		switch {
		case o.ServerVariable != "":
			desc = strings.TrimSpace(desc + " Fills " + cell("{"+o.ServerVariable+"}") + " in the base URL.")
		case o.SendInHeader != "":
			desc = strings.TrimSpace(desc + " Sent in the " + cell(o.SendInHeader) + " header.")
		case o.SendAsQueryParam != "":
			desc = strings.TrimSpace(desc + " Sent as the " + cell(o.SendAsQueryParam) + " query parameter.")
		}
		d.printf("| `%s.%s(%s)` | %s | %s | %s |\n", opt, g.optionFunc(o), optionType(o), env, def, desc)
	}
	if len(g.api.Environments) > 0 {
		d.printf("| `%s.WithEnvironment<Name>()` | | %s | The API's environments, below. |\n", opt, cell(g.defaultEnvironment().Name))
	}
	d.printf("| `%s.WithBaseURL(string)` | `%s_BASE_URL` | the environment's URL | Sends requests elsewhere; with or without a trailing slash. |\n", opt, prefix)
	d.printf("| `%s.WithRequestTimeout(time.Duration)` | | %s | Timeout of each attempt. |\n", opt, g.timeoutText())
	d.printf("| `%s.WithMaxRetries(int)` | | %d | Retries after a connection error, a timeout, or a 408, 409, 429 or 5xx response. |\n", opt, g.api.Retries.MaxRetries)
	d.printf("| `%s.WithHeader(key, value string)` | `%s_CUSTOM_HEADERS` | | Extra headers; the variable holds one `Name: value` per line. |\n", opt, prefix)
	d.printf("| `%s.WithDebugLog(*log.Logger)` | `%s_LOG` | `warn` | Logging; see [Logging](#logging). |\n", opt, prefix)
	d.printf("| `%s.WithHTTPClient(%s.HTTPClient)`, `%s.WithMiddleware(...)` | | `http.DefaultClient` | See [Middleware and custom HTTP clients](#middleware-and-custom-http-clients). |\n\n", opt, opt, opt)
	d.printf("An explicit option wins over the environment variable, which wins over the default. A missing required option makes every call fail before sending, with an error that names the option and its environment variable.\n\n")
	if envs := g.api.Environments; len(envs) > 0 {
		d.printf("### Environments\n\nRequests go to the %s environment unless you pick another one; passing both an environment option and `%s.WithBaseURL` is an error, and an environment option wins over `%s_BASE_URL`:\n\n", markdown.Code(g.defaultEnvironment().Name), opt, prefix)
		for _, name := range g.environmentOptions() {
			d.printf("- `%s.%s()`: %s", opt, name.fn, markdown.Code(name.env.URL))
			if name.env.Name == g.defaultEnvironment().Name {
				d.WriteString(" (default)")
			}
			d.WriteString("\n")
		}
		d.WriteString("\n")
		for _, e := range envs {
			for _, v := range e.Variables {
				for _, o := range g.api.ClientOptions {
					if o.Name == v.Option {
						d.printf("%s in the %s URL comes from `%s.%s`; its value is URL-escaped.\n\n", markdown.Code("{"+v.Name+"}"), markdown.Code(e.Name), opt, g.optionFunc(o))
					}
				}
			}
		}
	}
}

// envOption is an environment and its option function.
type envOption struct {
	env ir.Environment
	fn  string
}

// environmentOptions are the WithEnvironment<Name> functions options.go declares, in the API's order.
func (g *gen) environmentOptions() []envOption {
	used := map[string]bool{}
	for _, o := range g.api.ClientOptions {
		used[g.optionFunc(o)] = true
	}
	var out []envOption
	for _, e := range g.api.Environments {
		name := "WithEnvironment" + g.names.goName(e.Name)
		if used[name] {
			continue
		}
		used[name] = true
		out = append(out, envOption{e, name})
	}
	return out
}

// optionType is the Go type a client option's With function takes.
func optionType(o *ir.ClientOption) string {
	switch o.Type {
	case "integer":
		return "int64"
	case "number":
		return "float64"
	case "boolean":
		return "bool"
	}
	return "string"
}

// timeoutText is the default per-attempt timeout.
func (g *gen) timeoutText() string {
	if g.api.Timeout.None {
		return "none"
	}
	return seconds(float64(timeoutMillis(g.api.Timeout))/1000) + " s"
}

// seconds writes a number of seconds without trailing zeros.
func seconds(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// typesSection explains request fields (param.Opt in v2, param.Field in v1) and response objects.
func (g *gen) typesSection(d *doc) {
	q := g.qual
	d.WriteString("## Request fields\n\n")
	d.printf("Each method with parameters takes one params struct, named after the method (`%s.<Resource><Method>Params`); positional path parameters come before it as plain arguments, and the other path parameters are required fields of it. ", q)
	if g.v2() {
		d.printf("Required fields are plain values, sent even when they are zero (`json:\"...,required\"`). Optional scalars are `param.Opt[T]`: set them with `%s.String`, `%s.Int`, `%s.Float`, `%s.Bool` or `%s.Time` (`%s.Opt` for any other comparable type), leave them zero to leave them out of the request, and send an explicit `null` with `%s.Null[T]()`. Optional objects, slices, maps and enums are left out when they are zero (`json:\"...,omitzero\"`); `param.IsOmitted(v)` tells whether a value would be.\n\n", q, q, q, q, q, q, q)
	} else {
		d.printf("Every field is a `param.Field[T]`: wrap values with `%s.F(v)` (or `%s.String`, `%s.Int`, `%s.Float`, `%s.Bool`, `%s.Time`), send an explicit `null` with `%s.Null[T]()`, and any JSON value with `%s.Raw[T](v)`. Fields you do not set are left out of the request.\n\n", q, q, q, q, q, q, q, q)
	}
	if u := g.unionExample(); u != "" {
		d.printf("A union is a struct with one field per variant (%s): set exactly one of them.\n\n", u)
	}
	d.printf("To send a field the SDK does not know, call `SetExtraFields(map[string]any{...})` on the params (extra fields win over known ones of the same name), or pass `%s.WithJSONSet(path, value)` to the call.\n\n", g.optPkg)
	if s := g.requestFieldsProgram(); s != nil {
		d.program(s)
	}
	d.WriteString("## Response objects\n\n")
	d.WriteString("Methods return pointers to response structs whose fields are plain Go values (a union is a struct with an `As<Variant>()` method per variant, and `AsAny()` when it has a discriminator). Decoding never fails on data the SDK does not expect: a field that is missing, `null` or of another type keeps its zero value, unknown enum values are kept as strings, and unknown properties are kept. Each struct's `JSON` field tells them apart:\n\n")
	d.WriteString("- `.JSON.<Field>.Valid()` is true when the field was present, not `null`, and decoded;\n- `.JSON.<Field>.Raw()` is the field's JSON as received (`respjson.Omitted` or `respjson.Null` when it was missing or `null`);\n- `.JSON.ExtraFields` holds the properties the SDK does not know, each with its `Raw()` JSON;\n- `.RawJSON()` is the whole object's JSON.\n\n")
	if s := g.responseProgram(); s != nil {
		d.program(s)
	}
}

// unionExample names the variant fields of the API's first request union, as an example; "" when it has none.
func (g *gen) unionExample() string {
	prefix := "Of"
	if g.option(g.cfg.Options.SubtleUnionNaming) {
		prefix = ""
	}
	for _, t := range g.api.Types {
		if t.Kind != "union" || g.names.param[t.Name] == "" {
			continue
		}
		var fields []string
		for _, v := range g.variants(t) {
			fields = append(fields, markdown.Code(prefix+g.variantName(v)))
		}
		if len(fields) > 0 {
			return markdown.Code(g.qual+"."+g.names.param[t.Name]) + " has " + joinWords(fields)
		}
	}
	return ""
}

// requestFieldsProgram builds the default example's params with every field set, then sets one optional field to
// null and adds an extra field.
func (g *gen) requestFieldsProgram() *snippet {
	c, ok := g.exampleCall(g.exampleFor("default"))
	if !ok || c.p.params == "" {
		return nil
	}
	s := g.newSnippet()
	s.client()
	s.p("")
	file := s.openFile(c)
	args := s.args(c, file, true)
	params := s.name("", "params")
	s.declare([]string{params}, args[len(args)-1])
	if fl, ok := g.nullableField(c.p); ok {
		s.p("// Send null instead of leaving the field out:")
		s.p("%s.%s = %sNull[%s]()", params, fl.name, s.q, s.w.qualified(g.paramValueType(s.f, fl.t)))
	}
	s.p("// Send a field the SDK does not know:")
	s.p("%s.SetExtraFields(map[string]any{%s: %s})", params, quote("undocumented_field"), quote("value"))
	s.p("")
	args[len(args)-1] = params
	c2 := c
	call := g.target(c.r, c.p.name) + "(" + strings.Join(append([]string{s.ctx()}, args...), ", ") + ")"
	switch c2.p.resultKind() {
	case "none":
		s.declare([]string{"err"}, call)
		s.check()
	case "stream":
		v := s.name("", "stream")
		s.declare([]string{v}, call)
		s.p("defer %s.Close()", v)
		s.p("for %s.Next() {", v)
		s.p("%s.Printf(\"%%+v\\n\", %s.Current())", s.use("fmt"), v)
		s.p("}")
		s.declare([]string{"err"}, v+".Err()")
		s.check()
	case "http":
		v := s.name("", "response")
		s.declare([]string{v, "err"}, call)
		s.check()
		s.p("defer %s.Body.Close()", v)
	default:
		v := s.resultName(c)
		if c.p.resultKind() == "page" {
			v = s.name("", "page")
		}
		s.declare([]string{v, "err"}, call)
		s.check()
		s.p("%s.Printf(\"%%+v\\n\", %s)", s.use("fmt"), v)
	}
	return s
}

// nullableField is a params field that can be set to null: an optional scalar (param.Opt) in v2, any field in v1.
func (g *gen) nullableField(p *methodPlan) (paramField, bool) {
	f := &goFile{imports: map[string]string{}}
	for _, fl := range p.fields {
		if fl.in == "whole" || fl.in == "path" || fl.def != nil || fl.t.IsBinary() {
			continue
		}
		if p.m.Streaming != nil && fl.in == "body" && fl.wire == p.m.Streaming.ParamDiscriminator {
			continue
		}
		typ := g.paramFieldType(f, fl.t, fl.required)
		if g.v2() && !strings.Contains(typ, ".Opt[") {
			continue
		}
		if !g.v2() && g.plainType(f, fl.t) == "any" {
			continue
		}
		return fl, true
	}
	return paramField{}, false
}

// responseProgram reads a response object's metadata: a field's validity and raw JSON, the extra fields and the
// raw JSON of the whole object. It uses the headline example, else the default one, when its method returns an
// object.
func (g *gen) responseProgram() *snippet {
	for _, name := range []string{"headline", "default"} {
		c, ok := g.exampleCall(g.exampleFor(name))
		if !ok || c.p.resultKind() != "value" {
			continue
		}
		obj := g.objectOf(g.unwrapped(c.p.m))
		if obj == nil || len(g.responseProps(obj)) == 0 {
			continue
		}
		props := g.responseProps(obj)
		fields := g.names.memberNames(props, nil)
		field := fields[props[0]]
		s := g.newSnippet()
		s.client()
		s.p("")
		v := s.resultName(c)
		if printed := s.printed(c, v); printed != v {
			field = strings.TrimPrefix(printed, v+".")
		}
		file := s.openFile(c)
		s.declare([]string{v, "err"}, s.callExpr(c, c.p.name, s.ctx(), file, false))
		s.check()
		fmtPkg := s.use("fmt")
		s.p("if %s.JSON.%s.Valid() {", v, field)
		s.p("%s.Println(%s.%s)", fmtPkg, v, field)
		s.p("} else {")
		s.p("// Missing, null, or not of the documented type: the JSON as received.")
		s.p("%s.Println(%s.JSON.%s.Raw())", fmtPkg, v, field)
		s.p("}")
		s.p("// Properties the SDK does not know:")
		s.p("for key, field := range %s.JSON.ExtraFields {", v)
		s.p("%s.Println(key, field.Raw())", fmtPkg)
		s.p("}")
		s.p("%s.Println(%s.RawJSON())", fmtPkg, v)
		return s
	}
	return nil
}

// requestOptionsSection shows options on the client and on one call, and lists them.
func (g *gen) requestOptionsSection(d *doc) {
	opt := g.optPkg
	d.printf("## Request options\n\nThe `%s` package holds functional options: pass them to `New%s` to apply them to every request, or to a method to apply them to that call only (a call's options apply after the client's, so they win).\n\n", opt, g.names.client())
	s := g.newSnippet()
	s.client("// Adds a header to every request made by the client\n" + s.opt + `.WithHeader("X-Some-Header", "custom_header_info")`)
	s.p("")
	s.anyCall(s.ctx(),
		"// Override the header\n"+s.opt+`.WithHeader("X-Some-Header", "some_other_custom_header_info")`,
		"// Add an undocumented field to the request body, at a dotted path\n"+s.opt+`.WithJSONSet("some.json.path", map[string]string{"my": "object"})`,
		"// Add an undocumented query parameter\n"+s.opt+`.WithQuery("some_query_arg", "value")`,
	)
	d.program(s)
	d.printf("The options: `WithHeader`, `WithHeaderAdd`, `WithHeaderDel`; `WithQuery`, `WithQueryAdd`, `WithQueryDel`; `WithJSONSet`, `WithJSONDel`, `WithRequestBody`; `WithMaxRetries`, `WithRequestTimeout`")
	if g.api.Idempotency != nil && g.api.Idempotency.Header != "" {
		d.WriteString(", `WithIdempotencyKey`")
	}
	d.printf("; `WithResponseInto`, `WithResponseBodyInto`; `WithBaseURL`, `WithEnvironment<Name>`, `WithHTTPClient`, `WithMiddleware`, `WithDebugLog`; and one `With<Option>` per client option above. See the [`%s` package documentation](%s) for each one's details.\n\n", opt, g.pkgDoc()+"/"+markdown.URL(opt))
}

// streamingSection is the streaming example: a …Streaming method (or an always-streaming one) read event by event.
func (g *gen) streamingSection(d *doc) {
	c, ok := g.exampleCall(g.ownExample("streaming"))
	if !ok || c.p.m.Streaming == nil {
		return
	}
	method := c.p.name
	if c.p.m.Streaming.ParamDiscriminator != "" {
		method += "Streaming"
	}
	s := g.newSnippet()
	s.client()
	s.p("")
	s.streamLoop(c, method, s.ctx(), s.openFile(c))
	d.printf("## Streaming responses\n\nMethods that stream server-sent events return an `*ssestream.Stream[T]` (methods whose streaming a request field turns on have a `...Streaming` twin, which sets it). `Next()` waits for the next event and decodes it, `Current()` returns it, and `Err()` reports what ended the stream early: an error event, a broken connection, or a status error. `Close()` stops reading and closes the connection. Failures in the middle of a stream are not retried.\n\n")
	d.example("streaming", s)
}

// paginationSection shows auto-paging and page-by-page iteration with the pagination example.
func (g *gen) paginationSection(d *doc) {
	if len(g.api.Pagination) == 0 {
		return
	}
	d.printf("## Pagination\n\nList methods return the first page, a `*pagination.<Scheme>[T]` whose `Items` are that page's items. Each list method has a `...AutoPaging` twin that returns a `*pagination.AutoPager[T]` over every item of every page, fetching the next page when the current one runs out: loop with `Next()` and `Current()`, then check `Err()`.\n\n")
	c, ok := g.exampleCall(g.ownExample("pagination"))
	if !ok || c.p.m.Pagination == nil {
		return
	}
	item := "item"
	if t := c.p.m.Pagination.Item; t.Kind == ir.Named {
		item = t.Name
	}
	s := g.newSnippet()
	s.client()
	s.p("")
	iter := s.name("", "iter")
	s.declare([]string{iter}, s.callExpr(c, c.p.name+"AutoPaging", s.ctx(), s.openFile(c), false))
	s.p("// Automatically fetches more pages as needed.")
	s.p("for %s.Next() {", iter)
	v := s.name(item, "item")
	s.p("%s := %s.Current()", v, iter)
	s.p("%s.Printf(\"%%+v\\n\", %s)", s.use("fmt"), v)
	s.p("}")
	s.p("if err := %s.Err(); err != nil {", iter)
	s.p("panic(err.Error())")
	s.p("}")
	d.example("pagination", s)
	d.WriteString("Or work page by page: `GetNextPage()` returns the next page, and `nil` after the last one. The next request repeats the first one's params and options, changing only the pagination params.\n\n")
	s = g.newSnippet()
	s.client()
	s.p("")
	page := s.name("", "page")
	s.declare([]string{page, "err"}, s.callExpr(c, c.p.name, s.ctx(), s.openFile(c), false))
	s.p("for %s != nil {", page)
	v = s.name(item, "item")
	s.p("for _, %s := range %s.Items {", v, page)
	s.p("%s.Printf(\"%%+v\\n\", %s)", s.use("fmt"), v)
	s.p("}")
	s.declare([]string{page, "err"}, page+".GetNextPage()")
	s.p("}")
	s.check()
	d.program(s)
}

// uploadsSection is the file upload example.
func (g *gen) uploadsSection(d *doc) {
	c, ok := g.exampleCall(g.ownExample("file_uploads"))
	if !ok {
		return
	}
	s := g.newSnippet()
	s.client()
	s.p("")
	s.callAndPrint(c, false)
	d.printf("## File uploads\n\nFile params take any `io.Reader`. The part's file name and content type come from the reader when it has `Name()` (an `*os.File` does), `Filename()` or `ContentType()` methods; otherwise the name is `anonymous_file` and the type `application/octet-stream`. Set both with `%s.%s(reader, \"name.png\", \"image/png\")`. A request whose body is an `*os.File` or another one-shot reader is not retried: read the file into a `*bytes.Reader` first to make it retryable.\n\n", g.qual, g.names.fileHelper)
	d.example("file-uploads", s)
}

// webhooksSection documents the webhook_unwrap methods.
func (g *gen) webhooksSection(d *doc) {
	for _, r := range g.api.Resources() {
		if !included(r.Skip, r.Only) || !g.parentsIncluded(r) {
			continue
		}
		for _, m := range webhookUnwraps(r) {
			d.WriteString(g.webhookText(r, m))
			return
		}
	}
}

// webhookText is the README's webhooks section for an unwrap method: what it verifies, where the secret comes from,
// and the helpers beside it.
func (g *gen) webhookText(r *ir.Resource, m *ir.Method) string {
	unwrap := g.target(r, g.methodName(m))
	verify, parse := g.webhookHelpers(r)
	var b strings.Builder
	b.WriteString("## Webhooks\n\n")
	var key *ir.ClientOption
	if m.Webhook != nil {
		key = g.clientOption(m.Webhook.KeyOption)
	}
	if key == nil {
		fmt.Fprintf(&b, "`%s(payload []byte)` parses a webhook delivery's body into its event type. It does not check the delivery's signature", unwrap)
		if verify {
			fmt.Fprintf(&b, ": call `%s(payload, headers, secret)` first", g.target(r, webhookVerifyName))
		}
		b.WriteString(".\n\n")
		return b.String()
	}
	source := "`" + g.optPkg + "." + g.optionFunc(key) + "`"
	if key.ReadEnv != "" {
		source += " or the `" + key.ReadEnv + "` environment variable"
	}
	fmt.Fprintf(&b, "`%s(payload []byte, headers http.Header, opts ...%s.RequestOption)` verifies the delivery's [Standard Webhooks](https://www.standardwebhooks.com) signature, then parses its body into its event type. The secret (`whsec_...`) comes from %s, on the client or in the call's options. A delivery whose `webhook-signature` matches none of the payload's HMAC-SHA256 signatures, or whose `webhook-timestamp` is more than five minutes away, fails with a `*webhook.VerificationError` (package %s). Without a secret, `%s` only parses.", unwrap, g.optPkg, source, markdown.Code(g.module+"/"+pkgWebhook), g.methodName(m))
	if verify {
		fmt.Fprintf(&b, " `%s(payload, headers, secret)` verifies alone", g.target(r, webhookVerifyName))
		if parse {
			b.WriteString(",")
		}
	}
	if parse {
		fmt.Fprintf(&b, " `%s(payload)` parses without verifying", g.target(r, webhookParseName))
	}
	if verify || parse {
		b.WriteString(".")
	}
	b.WriteString("\n\n")
	return b.String()
}

// errorsSection shows errors.As with *Error, its fields and dumps.
func (g *gen) errorsSection(d *doc) {
	q := g.qual
	d.printf("## Handling errors\n\nWhen the API answers with a status of 400 or more (after retries), the method returns an `*%s.Error` with the `StatusCode`, the `Request` and `Response` of the last attempt, the `RequestID`, a `Message` (", q)
	if msg := g.api.Errors.MessageProperty; msg != "" {
		d.printf("the body's %s property", markdown.Code(msg))
	} else {
		d.WriteString("the status and a summary of the body")
	}
	d.WriteString(") and the body as `RawJSON()`; `DumpRequest(true)` and `DumpResponse(true)` render the request and response for debugging (unlike logs, they are not redacted: they show credentials). Use `errors.As` to get it. Failures without a response (DNS, a refused or reset connection, a timeout) are the underlying Go errors, wrapped: a timeout satisfies `errors.Is(err, context.DeadlineExceeded)`. Problems found before sending (a missing credential or path parameter, an invalid base URL) are plain errors.\n\n")
	c, ok := g.exampleCall(g.exampleFor("errors"))
	if ok {
		s := g.newSnippet()
		s.client()
		s.p("")
		file := s.openFile(c)
		call := s.callExpr(c, c.p.name, s.ctx(), file, false)
		switch c.p.resultKind() {
		case "none":
			s.declare([]string{"err"}, call)
		case "stream":
			v := s.name("", "stream")
			s.declare([]string{v}, call)
			s.p("defer %s.Close()", v)
			s.p("for %s.Next() {", v)
			s.p("}")
			s.declare([]string{"err"}, v+".Err()")
		case "http":
			v := s.name("", "response")
			s.declare([]string{v, "err"}, call)
			s.p("if err == nil {")
			s.p("defer %s.Body.Close()", v)
			s.p("}")
		default:
			s.declare([]string{"_", "err"}, call)
		}
		apierr := s.name("", "apierr")
		s.p("if err != nil {")
		s.p("var %s *%sError", apierr, s.q)
		s.p("if %s.As(err, &%s) {", s.use("errors"), apierr)
		s.p("println(%s.StatusCode, %s.RequestID)", apierr, apierr)
		s.p("println(string(%s.DumpRequest(true)))  // Prints the serialized HTTP request", apierr)
		s.p("println(string(%s.DumpResponse(true))) // Prints the serialized HTTP response", apierr)
		s.p("}")
		s.p("panic(err.Error()) // POST \"https://...\": 400 Bad Request: ...")
		s.p("}")
		d.example("errors", s)
	}
	d.printf("### Request IDs\n\nAn `*%s.Error` carries the response's `x-request-id` header as `RequestID`. For a successful call, read the header from the raw response (see [Accessing raw response data](#accessing-raw-response-data)).\n\n", q)
}

// retriesSection states the retry rules, idempotency keys and the options.
func (g *gen) retriesSection(d *doc) {
	r := g.api.Retries
	initial, maxDelay := r.InitialDelaySeconds, r.MaxDelaySeconds
	if initial <= 0 {
		initial = 0.5
	}
	if maxDelay <= 0 {
		maxDelay = 8
	}
	d.printf("## Retries\n\nConnection errors, timeouts, and 408 Request Timeout, 409 Conflict, 429 Rate Limit and 5xx responses are retried %d times by default, with an exponential backoff that starts at %s s and is capped at %s s, minus up to 25%% of jitter. When the response has a `Retry-After-Ms` or `Retry-After` header asking for at most 60 s, that wait is used instead; an `x-should-retry: true` or `false` header forces or forbids a retry. Other 4xx responses and cancelled contexts are not retried, and neither are requests whose body cannot be replayed (a one-shot `io.Reader`, such as an `*os.File`). Every attempt sends `X-Sdkgen-Retry-Count` (0 for the first).\n\n", r.MaxRetries, seconds(initial), seconds(maxDelay))
	if lines := g.methodDefaultList(func(m *ir.Method) string {
		if m.DefaultMaxRetries == nil {
			return ""
		}
		if *m.DefaultMaxRetries == 1 {
			return "1 retry"
		}
		return strconv.Itoa(*m.DefaultMaxRetries) + " retries"
	}); lines != "" {
		d.WriteString("These methods have their own default:\n\n" + lines + "\n")
	}
	d.printf("Use `%s.WithMaxRetries` to change the count for the client or one call; 0 turns retries off.\n\n", g.optPkg)
	s := g.newSnippet()
	s.client("// Configure the default for all requests\n" + s.opt + ".WithMaxRetries(0)")
	s.p("")
	s.p("// Override per request")
	s.anyCall(s.ctx(), s.opt+".WithMaxRetries(5)")
	d.program(s)
	if idem := g.api.Idempotency; idem != nil && idem.Header != "" {
		d.printf("### Idempotency keys\n\nEvery request other than a GET sends an %s header whose key is generated once per call and reused by its retries, so the API can tell a retry from a new request. Pass `%s.WithIdempotencyKey(key)`, or set the header yourself, to use your own key.\n\n", markdown.Code(idem.Header), g.optPkg)
	}
}

// methodDefaultList lists the methods with a default_request_options value, as text gives it; "" when none has one.
func (g *gen) methodDefaultList(text func(m *ir.Method) string) string {
	var b strings.Builder
	for _, c := range g.generatedMethods() {
		if t := text(c.p.m); t != "" {
			b.WriteString("- `" + g.target(c.r, c.p.name) + "`: " + t + "\n")
		}
	}
	return b.String()
}

// timeoutsSection states the per-attempt timeout and the context's deadline.
func (g *gen) timeoutsSection(d *doc) {
	d.WriteString("## Timeouts\n\n")
	if g.api.Timeout.None {
		d.WriteString("Attempts have no timeout by default. ")
	} else {
		d.printf("Each attempt times out after %s by default; a timed-out attempt counts as a connection error and is retried. ", g.timeoutText())
	}
	d.printf("`%s.WithRequestTimeout` changes the timeout of each attempt, for the client or one call. The context's deadline limits the whole call, retries included; whichever comes first wins, and a call that timed out returns an error that satisfies `errors.Is(err, context.DeadlineExceeded)`.\n\n", g.optPkg)
	if lines := g.methodDefaultList(func(m *ir.Method) string {
		t := m.DefaultTimeout
		switch {
		case t == nil:
			return ""
		case t.None:
			return "no timeout"
		}
		return seconds(float64(t.Milliseconds)/1000) + " s"
	}); lines != "" {
		d.WriteString("These methods have their own default timeout:\n\n" + lines + "\n")
	}
	s := g.newSnippet()
	s.client()
	s.p("")
	s.p("// This sets the timeout for the request, including all the retries.")
	s.p("ctx, cancel := %s.WithTimeout(%s.Background(), 5*%s.Minute)", s.use("context"), s.use("context"), s.use("time"))
	s.p("defer cancel()")
	s.anyCall("ctx", "// This sets the per-retry timeout\n"+s.opt+".WithRequestTimeout(20*"+s.use("time")+".Second)")
	d.program(s)
}

// advancedSection covers logging, raw responses, undocumented endpoints, middleware and custom HTTP clients.
func (g *gen) advancedSection(d *doc) {
	opt := g.optPkg
	prefix := g.api.Client.EnvPrefix
	d.WriteString("## Advanced usage\n\n")
	d.printf("### Logging\n\nSet `%s_LOG` to `debug`, `info`, `warn` (the default), `error` or `off` to log through `log/slog` on standard error: retries with their reason and delay from `info`, every request and response from `debug`. `%s.WithDebugLog(logger)` writes every request and response to a `*log.Logger` (`log.Default()` when nil). Logs never show credentials: `Authorization`, cookies and the headers and query params of the API's auth schemes are redacted.\n\n", prefix, opt)
	d.WriteString("### Accessing raw response data\n\n")
	d.printf("`%s.WithResponseInto(&response)` stores the `*http.Response` of a call, status and headers included, even when the call fails with a status error. `%s.WithResponseBodyInto(&dst)` decodes the body into a value of your choice instead (`*[]byte` or `*string` for the raw body, `**http.Response` for the unread response).\n\n", opt, opt)
	s := g.newSnippet()
	s.client()
	s.p("")
	resp := s.name("", "response")
	s.p("var %s *%s.Response", resp, s.use("net/http"))
	s.anyCall(s.ctx(), s.opt+".WithResponseInto(&"+resp+")")
	fmtPkg := s.use("fmt")
	s.p("%s.Printf(\"Status Code: %%d\\n\", %s.StatusCode)", fmtPkg, resp)
	s.p("%s.Printf(\"Request ID: %%s\\n\", %s.Header.Get(\"X-Request-Id\"))", fmtPkg, resp)
	d.program(s)
	d.WriteString("### Undocumented endpoints\n\n")
	d.printf("`client.Get`, `client.Post`, `client.Put`, `client.Patch` and `client.Delete` call an endpoint this library does not cover, with the same auth, retries, headers and options; `client.Execute` takes the HTTP method too. `params` may be nil, a params struct or any value encoded as JSON, and the response is decoded into `res` (nil discards it).\n\n")
	s = g.newSnippet()
	s.client()
	s.p("")
	s.p("var result map[string]any")
	s.declare([]string{"err"}, g.exampleVar()+".Post("+s.ctx()+`, "/unspecified", map[string]any{"some_prop": "foo"}, &result, `+s.opt+`.WithQuery("some_query_arg", "bar"))`)
	s.check()
	s.p("%s.Printf(\"%%+v\\n\", result)", s.use("fmt"))
	d.program(s)
	d.printf("Undocumented request params go in with `SetExtraFields` or `%s.WithJSONSet` and `%s.WithQuery` (see [Request fields](#request-fields)); undocumented response properties are in `.JSON.ExtraFields` (see [Response objects](#response-objects)).\n\n", opt, opt)
	d.WriteString("### Middleware and custom HTTP clients\n\n")
	d.printf("`%s.WithMiddleware` runs functions around every attempt (retries included); they may change the request, call `next`, and inspect or replace the response. `%s.WithHTTPClient` sends requests through your own `*http.Client` (or anything with its `Do` method), for proxies, transports and connection pools; timeouts and retries still apply around it.\n\n", opt, opt)
	s = g.newSnippet()
	httpPkg := s.use("net/http")
	s.tail.WriteString("\n// Logger prints how long each attempt took.\nfunc Logger(req *" + httpPkg + ".Request, next " + s.opt + ".MiddlewareNext) (*" + httpPkg + ".Response, error) {\n")
	s.tail.WriteString("start := " + s.use("time") + ".Now()\nres, err := next(req)\n" + s.use("fmt") + ".Printf(\"%s %s took %s\\n\", req.Method, req.URL, time.Since(start))\nreturn res, err\n}\n")
	s.client(s.opt+".WithMiddleware(Logger)", s.opt+".WithHTTPClient(&"+httpPkg+".Client{Transport: "+httpPkg+".DefaultTransport})")
	s.p("")
	s.anyCall(s.ctx())
	d.program(s)
}
