package typescript

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

const (
	clientModule    = "src/client.ts"
	errorModule     = "src/error.ts"
	envModule       = "src/internal/env.ts"
	optionsModule   = "src/internal/options.ts"
	versionModule   = "src/version.ts"
	constantsModule = "src/constants.ts"
	coreErrorModule = "src/core/error.ts"
)

// client writes src/client.ts: the options, the defaults the runtime reads, the credential and environment
// resolution, and the top-level resources.
func (g *gen) client() {
	mod := g.module(clientModule)
	w := &mod.body
	name := g.names.client()
	g.version()
	g.environments(mod)
	g.defaults(mod)
	w.blank()
	g.clientOptions(mod)
	w.blank()
	w.doc(fmt.Sprintf("API client for the %s API.", g.title()))
	w.open("export class %s extends %s {", name, mod.use(baseClientModule, "BaseClient"))
	for _, o := range g.options() {
		w.line("%s: %s;", g.names.camel(o.Name), g.optionFieldType(o))
	}
	if len(g.options()) > 0 {
		w.blank()
	}
	g.staticErrors(mod)
	w.blank()
	g.constructor(mod)
	w.blank()
	g.withOptions(mod)
	g.getAPIList(mod)
	w.blank()
	g.authMethods(mod)
	for _, s := range g.subresources(g.api.Root) {
		w.blank()
		sc := mod.use(g.names.resourceModule(s), g.names.classes[s])
		w.writeCall(g.resourceProperty(s.Name, 0)+": "+sc+" = new "+sc, []value{code("this")}, ";")
	}
	var calls []*call
	for _, m := range g.methods(g.api.Root) {
		w.blank()
		c := g.planCall(m)
		calls = append(calls, c)
		g.method(mod, c, "this")
	}
	w.close("}")
	for _, c := range calls {
		g.declareParams(mod, c)
	}
	g.clientNamespace(mod)
}

// title is the API's display name.
func (g *gen) title() string {
	if g.cfg.ReadmeTitle != "" {
		return g.cfg.ReadmeTitle
	}
	return g.names.namer.Capital(g.api.Client.Name)
}

func (g *gen) version() {
	// release-please's generic updater and the App's release flow (app/release) bump the version on this line.
	g.module(versionModule).body.line("export const VERSION = %s; // x-release-please-version", str(Version))
}

// environments writes the named base URLs.
func (g *gen) environments(mod *module) {
	w := &mod.body
	if len(g.api.Environments) == 0 {
		return
	}
	w.open("const environments = {")
	for _, e := range g.api.Environments {
		w.line("%s: %s,", key(e.Name), str(e.URL))
	}
	w.close("};")
	w.line("type %s = keyof typeof environments;", g.names.environment)
	w.blank()
}

func (g *gen) defaultEnvironment() string {
	for _, e := range g.api.Environments {
		if e.Default {
			return e.Name
		}
	}
	if len(g.api.Environments) > 0 {
		return g.api.Environments[0].Name
	}
	return ""
}

// defaults writes the ClientDefaults the runtime reads.
func (g *gen) defaults(mod *module) {
	w := &mod.body
	api := g.api
	w.open("const DEFAULTS: %s = {", mod.useType(baseClientModule, "ClientDefaults"))
	w.line("clientName: %s,", str(g.names.client()))
	w.line("envPrefix: %s,", str(api.Client.EnvPrefix))
	w.line("lang: %s,", str(g.lang))
	w.line("version: %s,", mod.use(versionModule, "VERSION"))
	if len(api.Environments) > 0 {
		w.line("environments,")
		w.line("defaultEnvironment: %s,", str(g.defaultEnvironment()))
	} else {
		w.line("environments: {},")
	}
	w.line("maxRetries: %d,", api.Retries.MaxRetries)
	w.line("initialRetryDelay: %s,", number(api.Retries.InitialDelaySeconds))
	w.line("maxRetryDelay: %s,", number(api.Retries.MaxDelaySeconds))
	if api.Timeout.None {
		w.line("timeout: null,")
	} else {
		w.line("timeout: %d,", api.Timeout.Milliseconds)
	}
	if api.Idempotency != nil {
		w.line("idempotencyHeader: %s,", str(api.Idempotency.Header))
	}
	if len(api.Headers) > 0 {
		var hs []string
		for _, h := range api.Headers {
			hs = append(hs, key(h.Name)+": "+str(h.Value))
		}
		w.objectField("defaultHeaders: { " + strings.Join(hs, ", ") + " }")
	}
	w.line("query: { nestedFormat: %s, arrayFormat: %s },", str(api.Query.NestedFormat), str(api.Query.ArrayFormat))
	w.line("multipartArrayFormat: %s,", str(firstNonEmpty(api.Multipart.ArrayFormat, "brackets")))
	g.browserDefaults(w)
	if p := api.Errors.MessageProperty; p != "" {
		w.line("messageProperty: %s,", str(p))
	}
	g.streamRules(mod)
	g.errorVariants(mod)
	if g.lang == "node" {
		w.line("jsonIndent: 2, // the node SDKs' JSON bodies, byte for byte")
	}
	w.close("};")
}

func number(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func (g *gen) browserDefaults(w *writer) {
	b := g.cfg.Options.Browser
	state, message := "disallow", ""
	var headers []string
	if b != nil {
		state = firstNonEmpty(b.State, "disallow")
		message = b.Message
		for _, e := range b.Headers.Entries {
			headers = append(headers, key(e.Key)+": "+str(e.Value))
		}
	}
	fields := []string{"state: " + str(state)}
	if message != "" {
		fields = append(fields, "message: "+str(message))
	}
	if len(headers) > 0 {
		fields = append(fields, "headers: { "+strings.Join(headers, ", ")+" }")
	}
	w.objectField("browser: { " + strings.Join(fields, ", ") + " }")
}

// streamRules gives the clients of APIs with streaming methods their stream opener with the SSE event rules.
func (g *gen) streamRules(mod *module) {
	if !g.uses(func(m *ir.Method) bool { return m.Streaming != nil }) {
		return
	}
	w := &mod.body
	opener := mod.use(streamingModule, "streamOpener")
	rules := g.api.Streaming.Rules
	if len(rules) == 0 {
		w.line("openStream: %s(),", opener)
		return
	}
	w.open("openStream: %s([", opener)
	for _, r := range rules {
		var f []string
		switch {
		case r.EventTypeNull:
			f = append(f, "event: null")
		case r.EventType != "":
			f = append(f, "event: "+str(r.EventType))
		}
		if r.DataStartsWith != "" {
			f = append(f, "dataStartsWith: "+str(r.DataStartsWith))
		}
		f = append(f, "handle: "+str(r.Handle))
		if r.ErrorProperty != "" {
			f = append(f, "errorProperty: "+str(r.ErrorProperty))
		}
		if r.Fallthrough {
			f = append(f, "fallthrough: true")
		}
		w.objectField("{ " + strings.Join(f, ", ") + " }")
	}
	w.close("]),")
}

// uses reports whether a method generated for this target, the client's own among them, matches.
func (g *gen) uses(match func(*ir.Method) bool) bool {
	if g.api.Root != nil && slices.ContainsFunc(g.methods(g.api.Root), match) {
		return true
	}
	for _, r := range g.api.Resources() {
		if g.included(r.Skip, r.Only) && slices.ContainsFunc(g.methods(r), match) {
			return true
		}
	}
	return false
}

// paginates reports whether a method generated for this target returns pages.
func (g *gen) paginates() bool { return g.uses(func(m *ir.Method) bool { return m.Pagination != nil }) }

// getAPIList gives the clients of APIs with paginated methods the published SDKs' `getAPIList`.
func (g *gen) getAPIList(mod *module) {
	if !g.paginates() {
		return
	}
	w := &mod.body
	fn := mod.use(paginationCore, "getAPIList")
	page, promise, req := mod.useType(paginationCore, "AbstractPage"), mod.useType(paginationCore, "PagePromise"), mod.useType(paginationCore, "PageRequest")
	w.blank()
	w.doc("Sends a list request; the result is the first page, and iterating it walks every item of every page.")
	w.open("getAPIList<Item, PageT extends %s<Item>>(spec: %s<PageT>): %s<PageT, Item> {", page, req, promise)
	w.line("return %s(this, spec);", fn)
	w.close("}")
}

// errorVariants lists the typed error classes of errors.union.
func (g *gen) errorVariants(mod *module) {
	u := g.api.Errors.Union
	if u == nil || len(u.Variants) == 0 {
		return
	}
	w := &mod.body
	w.open("errorVariants: [")
	for _, v := range u.Variants {
		f := []string{"discriminator: " + str(u.Discriminator), "value: " + str(v.Value)}
		if v.StatusCode != 0 {
			f = append(f, "status: "+strconv.Itoa(v.StatusCode))
		}
		f = append(f, "ctor: "+mod.use(errorModule, g.errorClass(v)))
		w.objectField("{ " + strings.Join(f, ", ") + " }")
	}
	w.close("],")
}

// errorClass names the typed error of an errors.union variant; a name the runtime's errors already use gets the
// client's name in front.
func (g *gen) errorClass(v ir.ErrorVariant) string {
	if name, ok := g.names.errors[v.Value]; ok {
		return name
	}
	name := g.names.namer.Pascal(v.Name)
	if !strings.HasSuffix(name, "Error") {
		name += "Error"
	}
	if g.names.taken[name] {
		name = g.names.client() + name
	}
	name = g.names.claim(name)
	g.names.errors[v.Value] = name
	return name
}

// options are the client options the constructor takes, in sdkgen.yml order.
func (g *gen) options() []*ir.ClientOption { return g.api.ClientOptions }

func (g *gen) optionType(o *ir.ClientOption) string {
	switch o.Type {
	case "number", "integer":
		return "number"
	case "boolean":
		return "boolean"
	case "null":
		return "null"
	}
	return "string"
}

// optionFieldType is the type of the resolved option on the client and in ClientOptions. A nullable option may be
// null even when it has a default: a destructuring default replaces undefined, never an explicit null.
func (g *gen) optionFieldType(o *ir.ClientOption) string {
	t := g.optionType(o)
	if o.Nullable && t != "null" {
		t += " | null"
	}
	return t
}

// clientOptions writes the ClientOptions interface: the API's options, then the common ones.
func (g *gen) clientOptions(mod *module) {
	w := &mod.body
	base := mod.useType(baseClientModule, "BaseClientOptions")
	w.open("export interface ClientOptions extends Omit<%s, 'environment'> {", base)
	for _, o := range g.options() {
		var doc []string
		if o.Description != "" {
			doc = append(doc, o.Description)
		}
		if o.ReadEnv != "" {
			doc = append(doc, fmt.Sprintf("Defaults to process.env['%s'].", o.ReadEnv))
		}
		w.doc(strings.Join(doc, "\n\n"))
		w.line("%s?: %s | undefined;", g.names.camel(o.Name), g.optionFieldType(o))
		w.blank()
	}
	if len(g.api.Environments) > 0 {
		w.doc(fmt.Sprintf("Specifies the environment to use for the API.\n\nEach environment maps to a different base URL:\n%s", g.environmentList()))
		w.line("environment?: %s | undefined;", g.names.environment)
	} else {
		w.line("environment?: undefined;")
	}
	w.close("}")
}

func (g *gen) environmentList() string {
	var lines []string
	for _, e := range g.api.Environments {
		def := ""
		if e.Name == g.defaultEnvironment() {
			def = " (default)"
		}
		lines = append(lines, fmt.Sprintf("- `%s` corresponds to `%s`%s", e.Name, e.URL, def))
	}
	return strings.Join(lines, "\n")
}

// constructor resolves each option (argument > environment variable > default > error) and hands the common
// options to the runtime.
func (g *gen) constructor(mod *module) {
	w := &mod.body
	client := g.names.client()
	w.doc(fmt.Sprintf("API Client for interfacing with the %s API.", g.title()), g.constructorTags()...)
	var binds []string
	for _, o := range g.options() {
		binds = append(binds, g.names.camel(o.Name)+" = "+g.optionDefault(mod, o))
	}
	if one := "constructor({ " + strings.Join(append(binds, "...options"), ", ") + " }: ClientOptions = {}) {"; w.fits(one) {
		w.line("%s", one)
	} else {
		w.open("constructor({")
		for _, b := range binds {
			w.line("%s,", b)
		}
		w.line("...options")
		w.close("}: ClientOptions = {}) {")
	}
	w.indent++
	for _, o := range g.options() {
		if o.Nullable || o.Default != nil {
			continue
		}
		v := g.names.camel(o.Name)
		w.open("if (%s === undefined) {", v)
		w.open("throw new %s(", mod.use(coreErrorModule, "ClientError"))
		w.line("%s,", str(missingOptionMessage(client, v, o)))
		w.close(");")
		w.close("}")
	}
	g.superCall(mod)
	for _, o := range g.options() {
		v := g.names.camel(o.Name)
		w.line("this.%s = %s;", v, v)
	}
	w.close("}")
}

func (g *gen) constructorTags() []string {
	var tags []string
	for _, o := range g.options() {
		desc := o.Description
		if o.ReadEnv != "" {
			desc = strings.TrimSpace(desc + fmt.Sprintf(" Defaults to process.env['%s'].", o.ReadEnv))
		}
		tags = append(tags, fmt.Sprintf("@param {%s} [opts.%s] %s", g.optionFieldType(o), g.names.camel(o.Name), desc))
	}
	return []string{strings.Join(tags, "\n")}
}

func missingOptionMessage(client, arg string, o *ir.ClientOption) string {
	if o.ReadEnv == "" {
		return fmt.Sprintf("Missing the %s option; instantiate the %s client with it, like new %s({ %s: ... }).", arg, client, client, arg)
	}
	return fmt.Sprintf("The %s environment variable is missing or empty; either provide it, or instantiate the %s client with an %s option, like new %s({ %s: ... }).", o.ReadEnv, client, arg, client, arg)
}

// optionDefault is an option's default in the constructor: its environment variable, then its configured default.
func (g *gen) optionDefault(mod *module, o *ir.ClientOption) string {
	var parts []string
	if o.ReadEnv != "" {
		switch g.optionType(o) {
		case "number":
			parts = append(parts, mod.use(optionsModule, "readEnvNumber")+"("+str(o.ReadEnv)+")")
		case "boolean":
			parts = append(parts, mod.use(optionsModule, "readEnvBoolean")+"("+str(o.ReadEnv)+")")
		default:
			parts = append(parts, mod.use(envModule, "readEnv")+"("+str(o.ReadEnv)+")")
		}
	}
	switch {
	case o.Default != nil:
		parts = append(parts, literal(jsonValue(o.Default)))
	case o.Nullable:
		parts = append(parts, "null")
	}
	if len(parts) == 0 {
		return "undefined"
	}
	return strings.Join(parts, " ?? ")
}

func jsonValue(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var out any
	_ = json.Unmarshal(b, &out)
	return out
}

// superCall hands the common options to the runtime, with server variables and headers that options fill.
func (g *gen) superCall(mod *module) {
	w := &mod.body
	var vars, headers []string
	for _, o := range g.options() {
		v := g.names.camel(o.Name)
		if o.ServerVariable != "" {
			vars = append(vars, pick(o.ServerVariable, v))
		}
		if o.SendInHeader != "" {
			headers = append(headers, pick(o.SendInHeader, v))
		}
	}
	if len(vars) == 0 && len(headers) == 0 {
		w.line("super(DEFAULTS, options);")
		return
	}
	w.open("super(DEFAULTS, {")
	w.line("...options,")
	if len(vars) > 0 {
		w.objectField("serverVariables: { " + strings.Join(vars, ", ") + " }")
	}
	if len(headers) > 0 {
		w.objectField("optionHeaders: { " + strings.Join(headers, ", ") + " }")
	}
	w.close("});")
}

// withOptions returns a copy with some options changed that shares the same fetch.
func (g *gen) withOptions(mod *module) {
	w := &mod.body
	w.doc("Returns a copy of this client with some options changed. The copy shares this client's fetch and connection pool.")
	w.open("withOptions(options: Partial<ClientOptions>): this {")
	w.line("// A new base URL replaces the environment and a new environment replaces the base URL.")
	w.line("const { baseURL, environment, ...kept } = this._options;")
	w.line("const location =")
	w.line("  options.baseURL !== undefined || options.environment !== undefined ? {} : { baseURL, environment };")
	w.open("return new (this.constructor as new (options: ClientOptions) => this)({")
	w.line("...kept,")
	w.line("...location,")
	for _, o := range g.options() {
		v := g.names.camel(o.Name)
		w.line("%s: this.%s,", v, v)
	}
	w.line("...options,")
	w.close("});")
	w.close("}")
}

// authMethods tell the runtime the credentials of each security scheme and the API's default alternatives.
func (g *gen) authMethods(mod *module) {
	w := &mod.body
	w.open("protected override authSchemes(): Record<string, %s> {", mod.useType(baseClientModule, "AuthScheme"))
	if len(g.api.Auth.Schemes) == 0 {
		w.line("return {};")
		w.close("}")
	} else {
		w.open("return {")
		for _, s := range g.api.Auth.Schemes {
			g.authScheme(w, s)
		}
		w.close("};")
		w.close("}")
	}
	w.blank()
	w.open("protected override defaultSecurity(): string[][] {")
	w.line("return %s;", securityLiteral(g.api.Auth.Alternatives))
	w.close("}")
}

func (g *gen) credential(s *ir.SecurityScheme, role string) (string, string) {
	for _, c := range s.Credentials {
		if c.Role == role {
			for _, o := range g.options() {
				if o.Name == c.Option {
					return "this." + g.names.camel(o.Name), o.ReadEnv
				}
			}
		}
	}
	return "null", ""
}

func (g *gen) authScheme(w *writer, s *ir.SecurityScheme) {
	var f []string
	var envs []string
	add := func(field, role string) {
		v, env := g.credential(s, role)
		if v == "null" && field == "password" {
			return // no option holds a password: the username alone authenticates
		}
		f = append(f, field+": "+v)
		if env != "" {
			envs = append(envs, str(env))
		}
	}
	switch s.Kind {
	case "http_basic":
		f = append(f, "type: 'basic'")
		add("username", "username")
		add("password", "password")
		if s.DisableBase64 {
			f = append(f, "base64: false")
		}
		if s.SchemeKeyword != "" {
			f = append(f, "keyword: "+str(s.SchemeKeyword))
		}
	case "api_key":
		in := firstNonEmpty(s.In, "header")
		f = append(f, "type: 'apiKey'", "in: "+str(in), "name: "+str(s.ParamName))
		add("value", "value")
	default: // bearer, and the token of oauth2 and openIdConnect
		f = append(f, "type: 'bearer'")
		add("token", "value")
		if s.SchemeKeyword != "" {
			f = append(f, "keyword: "+str(s.SchemeKeyword))
		}
	}
	f = append(f, "env: ["+strings.Join(envs, ", ")+"]")
	line := key(s.Name) + ": { " + strings.Join(f, ", ") + " },"
	if w.fits(line) {
		w.line("%s", line)
		return
	}
	w.open("%s: {", key(s.Name))
	for _, x := range f {
		w.line("%s,", x)
	}
	w.close("},")
}

// pages writes src/pagination.ts: one page class per scheme.
func (g *gen) pages() {
	if !g.paginates() {
		return
	}
	mod := g.module(pagesModule)
	w := &mod.body
	for i, s := range g.api.Pagination {
		if i > 0 {
			w.blank()
		}
		page := mod.useAs(paginationCore, "Page", "BasePage")
		w.doc(s.Description)
		w.open("export class %s<Item> extends %s<Item> {", g.names.pages[s.Name], page)
		w.open("static override readonly scheme: %s = {", mod.useType(paginationCore, "PageScheme"))
		w.line("type: %s,", str(s.Type))
		w.line("location: %s,", str(s.ParamLocation))
		w.line("continueOnEmpty: %t,", s.ContinueOnEmptyItems)
		if roles := requestRoles(s); len(roles) > 0 {
			w.objectField("request: { " + strings.Join(roles, ", ") + " }")
		} else {
			w.line("request: {},")
		}
		g.responseRoles(w, s)
		w.close("};")
		w.close("}")
	}
}

var requestRoleNames = map[string]string{
	"next_cursor_param": "next", "previous_cursor_param": "previous", "next_cursor_id_param": "nextId",
	"previous_cursor_id_param": "previousId", "offset_count_param": "offset", "page_number_param": "page",
}

func requestRoles(s *ir.PaginationScheme) []string {
	var out []string
	for _, p := range s.Request {
		role, ok := requestRoleNames[p.Purpose]
		if !ok && p.Purpose == "" && !slices.ContainsFunc(out, func(x string) bool { return strings.HasPrefix(x, "limit:") }) {
			role, ok = "limit", true
		}
		if ok {
			out = append(out, role+": "+str(p.Name))
		}
	}
	return out
}

var responseRoleNames = map[string]string{
	"has_next_page": "hasNext", "next_cursor_field": "nextCursor", "previous_cursor_field": "previousCursor",
	"cursor_url_field": "cursorUrl", "offset_total_count_field": "totalCount", "offset_count_start_field": "countStart",
	"current_page_number_field": "currentPage", "total_page_count_field": "totalPages", "cursor_item_id": "cursorItemId",
}

func (g *gen) responseRoles(w *writer, s *ir.PaginationScheme) {
	var out []string
	for _, f := range s.Response {
		role, ok := responseRoleNames[f.Purpose]
		if !ok {
			continue
		}
		if f.FromHeader != "" {
			out = append(out, role+": { header: "+str(f.FromHeader)+" }")
		} else {
			out = append(out, role+": { path: "+stringArray(f.Path)+" }")
		}
	}
	if len(out) == 0 {
		w.line("response: {},")
		return
	}
	w.open("response: {")
	for _, o := range out {
		w.objectField(o)
	}
	w.close("},")
}

// errors writes src/error.ts: the runtime's errors under the client's name, and the typed errors of errors.union.
func (g *gen) errors() {
	mod := g.module(errorModule)
	w := &mod.body
	client := g.names.client()
	w.line("export {")
	w.indent++
	w.line("ClientError as %sError,", client)
	for _, e := range errorExports {
		w.line("%s,", e)
	}
	w.close("} from './core/error.js';")
	if u := g.api.Errors.Union; u != nil {
		for _, v := range u.Variants {
			w.blank()
			w.doc(fmt.Sprintf("The API answered with an error whose `%s` is `%s`.", u.Discriminator, v.Value))
			w.line("export class %s extends %s {}", g.errorClass(v), mod.use(coreErrorModule, "APIStatusError"))
		}
	}
}

// constants writes src/constants.ts with the values of sdkgen.yml's constants.
func (g *gen) constants() {
	if len(g.api.Constants) == 0 {
		return
	}
	w := &g.module(constantsModule).body
	for _, c := range g.api.Constants {
		w.line("export const %s = %s;", g.names.namer.Safe(g.lang, g.names.namer.ScreamingSnake(c.Name)), literal(jsonValue(c.Value)))
	}
}

// index writes src/index.ts, the package's entry point.
func (g *gen) index() {
	mod := g.module("src/index.ts")
	w := &mod.body
	client := g.names.client()
	w.line("export { %s as default } from './client.js';", client)
	w.blank()
	w.line("export { type Uploadable, toFile } from './core/uploads.js';")
	w.line("export { APIPromise } from './core/api-promise.js';")
	w.line("export { %s, type ClientOptions } from './client.js';", client)
	if g.paginates() {
		w.line("export { PagePromise } from './core/pagination.js';")
	}
	if g.uses(func(m *ir.Method) bool { return m.Streaming != nil }) {
		w.line("export { Stream } from './core/streaming.js';")
	}
	w.line("export type { RequestOptions } from './internal/base-client.js';")
	w.line("export * from './error.js';")
	if g.paginates() {
		w.line("export * from './pagination.js';")
	}
	if len(g.api.Constants) > 0 {
		w.line("export * from './constants.js';")
	}
	w.line("export * from './resources/index.js';")
}
