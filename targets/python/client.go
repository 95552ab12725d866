package python

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// client writes _client.py: the defaults the runtime reads, the sync and async clients with their options,
// credential and environment resolution, top-level resources and methods, copy(), and the raw and streaming twins.
func (g *gen) client() {
	m := g.module(g.pkg+"._client", false)
	g.allowDeprecated(m, g.methods(g.api.Root))
	w := &m.body
	g.environmentsDict(m)
	g.defaults(m)
	for _, f := range []flavor{syncFlavor, asyncFlavor} {
		g.clientClass(m, f)
	}
	for _, k := range []wrapperKind{rawWrapper, streamingWrapper} {
		for _, f := range []flavor{syncFlavor, asyncFlavor} {
			g.clientWrapper(m, f, k)
		}
	}
	client := g.names.client()
	if client != "Client" {
		w.blanks(2)
		w.line("Client = %s", client)
		w.line("AsyncClient = Async%s", client)
	}
}

// environmentsDict writes the named base URLs.
func (g *gen) environmentsDict(m *module) {
	if len(g.api.Environments) == 0 {
		return
	}
	var items []doc
	for _, e := range g.api.Environments {
		items = append(items, txt(str(e.Name)+": "+str(e.URL)))
	}
	m.body.emit(cat(txt("ENVIRONMENTS: "+m.use("typing", "Dict")+"[str, str] = "), dict(items...)))
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

// defaults writes DEFAULTS, the ClientDefaults the runtime reads.
func (g *gen) defaults(m *module) {
	api := g.api
	items := []doc{
		kw("client_name", txt(str(g.names.client()))),
		kw("env_prefix", txt(str(api.Client.EnvPrefix))),
		txt(`lang="python"`),
		kw("version", txt(m.use(g.pkg+"._version", "__version__"))),
	}
	if len(api.Environments) > 0 {
		items = append(items, txt("environments=ENVIRONMENTS"), kw("default_environment", txt(str(g.defaultEnvironment()))))
	} else {
		items = append(items, txt("environments={}"))
	}
	items = append(items,
		txt("max_retries="+strconv.Itoa(api.Retries.MaxRetries)),
		txt("initial_retry_delay="+pyFloat(api.Retries.InitialDelaySeconds)),
		txt("max_retry_delay="+pyFloat(api.Retries.MaxDelaySeconds)),
	)
	if api.Timeout.None {
		items = append(items, txt("timeout=None"))
	} else {
		items = append(items, txt("timeout="+seconds(api.Timeout.Milliseconds)))
	}
	if api.Idempotency != nil {
		items = append(items, kw("idempotency_header", txt(str(api.Idempotency.Header))))
	}
	if len(api.Headers) > 0 {
		var hs []doc
		for _, h := range api.Headers {
			hs = append(hs, txt(str(h.Name)+": "+str(h.Value)))
		}
		items = append(items, kw("default_headers", dict(hs...)))
	}
	items = append(items,
		kw("query_nested_format", txt(str(firstNonEmpty(api.Query.NestedFormat, "brackets")))),
		kw("query_array_format", txt(str(firstNonEmpty(api.Query.ArrayFormat, "comma")))),
		kw("multipart_array_format", txt(str(multipartArrayFormat(api)))),
	)
	if p := api.Errors.MessageProperty; p != "" {
		items = append(items, kw("message_property", txt(str(p))))
	}
	if rules := g.streamRules(m); len(rules) > 0 {
		items = append(items, kw("stream_rules", tuple(rules...)))
	}
	if vs := g.errorVariants(m); len(vs) > 0 {
		items = append(items, kw("error_variants", tuple(vs...)))
	}
	m.body.blanks(1)
	m.body.emit(cat(txt("DEFAULTS = "), call(m.use(g.rt(modBase), "ClientDefaults"), items...)))
}

// pyFloat writes a float literal.
func pyFloat(f float64) string {
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// streamRules are the SSE event rules of sdkgen.yml; none when the built-in ones apply.
func (g *gen) streamRules(m *module) []doc {
	if g.api.Streaming.Default || !g.usesRuntime("streaming") {
		return nil // without streaming methods the package has no _streaming module
	}
	var out []doc
	for _, r := range g.api.Streaming.Rules {
		var f []doc
		switch {
		case r.EventTypeNull:
			f = append(f, txt("event_is_null=True"))
		case r.EventType != "":
			f = append(f, kw("event", txt(str(r.EventType))))
		}
		if r.DataStartsWith != "" {
			f = append(f, kw("data_starts_with", txt(str(r.DataStartsWith))))
		}
		if r.Fallthrough {
			f = append(f, txt("fallthrough=True"))
		}
		f = append(f, kw("handle", txt(str(r.Handle))))
		if r.ErrorProperty != "" {
			f = append(f, kw("error_property", txt(str(r.ErrorProperty))))
		}
		out = append(out, call(m.use(g.rt(modStreaming), "StreamRule"), f...))
	}
	return out
}

// errorVariants are the typed errors of errors.union.
func (g *gen) errorVariants(m *module) []doc {
	u := g.api.Errors.Union
	if u == nil {
		return nil
	}
	var out []doc
	for _, v := range u.Variants {
		f := []doc{kw("discriminator", txt(str(u.Discriminator))), kw("value", txt(str(v.Value))), kw("error_class", txt(m.use(g.pkg+"._errors", g.errorClass(v))))}
		if v.StatusCode != 0 {
			f = append(f, txt("status="+strconv.Itoa(v.StatusCode)))
		}
		out = append(out, call(m.use(g.rt(modErrors), "ErrorVariant"), f...))
	}
	return out
}

// errorClass names the typed error of an errors.union variant.
func (g *gen) errorClass(v ir.ErrorVariant) string {
	if name, ok := g.names.errors[v.Value]; ok {
		return name
	}
	name := g.names.namer.Pascal(v.Name)
	if !strings.HasSuffix(name, "Error") {
		name += "Error"
	}
	if g.names.taken[name] || slices.Contains(exceptionNames, name) {
		name = g.names.client() + name
	}
	name = g.names.claim(name)
	g.names.errors[v.Value] = name
	return name
}

// errorClasses writes _errors.py: one APIStatusError subclass per errors.union variant.
func (g *gen) errorClasses() {
	u := g.api.Errors.Union
	if u == nil || len(u.Variants) == 0 {
		return
	}
	m := g.module(g.pkg+"._errors", false)
	for _, v := range u.Variants {
		m.body.blanks(2)
		m.body.class(g.errorClass(v), m.use(g.rt(modErrors), "APIStatusError"))
		m.body.docstring(fmt.Sprintf("The API answered with an error whose `%s` is `%s`.", u.Discriminator, v.Value))
		m.body.close()
	}
}

// options are the client options the constructor takes, in sdkgen.yml order.
func (g *gen) clientOptions() []*ir.ClientOption {
	var out []*ir.ClientOption
	for _, o := range g.api.ClientOptions {
		if o.Type != "null" {
			out = append(out, o)
		}
	}
	return out
}

func optionType(o *ir.ClientOption) string {
	switch o.Type {
	case "number":
		return "float"
	case "integer":
		return "int"
	case "boolean":
		return "bool"
	}
	return "str"
}

// optionFieldType is the type of the resolved option on the client.
func optionFieldType(o *ir.ClientOption) string {
	if o.Nullable && o.Default == nil {
		return optionType(o) + " | None"
	}
	return optionType(o)
}

func (g *gen) optionName(o *ir.ClientOption) string { return g.names.identifier(o.Name) }

// clientClass writes the sync or async client.
func (g *gen) clientClass(m *module, f flavor) {
	w := &m.body
	client := f.prefix() + g.names.client()
	base := "SyncAPIClient"
	if f.async {
		base = "AsyncAPIClient"
	}
	w.blanks(2)
	w.class(client, m.use(g.rt(modBase), base))
	kind := "synchronous"
	if f.async {
		kind = "asynchronous"
	}
	w.docstring(fmt.Sprintf("The %s client for the %s API.", kind, g.title()))
	w.blank()
	for _, o := range g.clientOptions() {
		w.line("%s: %s", g.optionName(o), optionFieldType(o))
	}
	if len(g.clientOptions()) > 0 {
		w.blank()
	}
	g.constructor(m, f)
	attrs := g.subresourceAttrs(g.api.Root, 0)
	for _, s := range g.subresources(g.api.Root) {
		cls := g.importResource(m, s, f, "")
		g.cachedProperty(m, attrs[s], cls, "self")
	}
	for _, k := range []wrapperKind{rawWrapper, streamingWrapper} {
		cls := client + map[string]string{rawWrapper.suffix: "WithRawResponse", streamingWrapper.suffix: "WithStreamedResponse"}[k.suffix]
		g.cachedProperty(m, k.attr, cls, "self")
	}
	for _, meth := range g.methods(g.api.Root) {
		w.blank()
		g.method(m, g.planCall(meth), f, g.methodName(meth, true), true)
	}
	g.authMethods(m)
	g.copyMethod(m, f)
	w.blank()
	w.line("with_options = copy")
	w.close()
}

// constructor resolves each option (argument > environment variable > default > error) and hands the common
// options to the runtime.
func (g *gen) constructor(m *module, f flavor) {
	w := &m.body
	types := g.rt(modTypes)
	items := []doc{txt("self"), txt("*")}
	for _, o := range g.clientOptions() {
		items = append(items, txt(g.optionName(o)+": "+optionType(o)+" | None = None"))
	}
	items = append(items, g.commonParams(m, f, true)...)
	// `_strict_response_validation` is the name SDKs of the previous generator took; both are accepted.
	items = append(items, txt("strict_response_validation: bool = False"), txt("_strict_response_validation: bool = False"))
	w.emit(cat(txt("def __init__"), doc{{group: &group{open: "(", close: ")", items: items}}}, txt(" -> None:")))
	w.indent++
	w.docstring(g.constructorDoc(f))
	for _, o := range g.clientOptions() {
		g.resolveOption(m, o)
	}
	args := []doc{txt("DEFAULTS")}
	if len(g.api.Environments) > 0 {
		args = append(args, txt("environment=environment"))
	} else {
		args = append(args, txt("environment="+m.use(types, "NOT_GIVEN")))
	}
	args = append(args,
		txt("base_url=base_url"), txt("timeout=timeout"), txt("max_retries=max_retries"),
		txt("default_headers=default_headers"), txt("default_query=default_query"), txt("http_client=http_client"),
		txt("strict_response_validation=strict_response_validation or _strict_response_validation"))
	var vars, headers, query []doc
	for _, o := range g.clientOptions() {
		v := g.optionName(o)
		if o.ServerVariable != "" {
			vars = append(vars, txt(str(o.ServerVariable)+": "+v))
		}
		if o.SendInHeader != "" {
			headers = append(headers, txt(str(o.SendInHeader)+": "+v))
		}
		if o.SendAsQueryParam != "" {
			query = append(query, txt(str(o.SendAsQueryParam)+": "+v))
		}
	}
	if len(vars) > 0 {
		args = append(args, kw("server_variables", dict(vars...)))
	}
	if len(headers) > 0 {
		args = append(args, kw("option_headers", dict(headers...)))
	}
	if len(query) > 0 {
		args = append(args, kw("option_query", dict(query...)))
	}
	w.emit(call("super().__init__", args...))
	w.close()
}

// commonParams are the constructor (and copy) parameters every client has.
func (g *gen) commonParams(m *module, f flavor, withEnvironment bool) []doc {
	types := g.rt(modTypes)
	notGiven, notGivenValue := m.use(types, "NotGiven"), m.use(types, "NOT_GIVEN")
	var items []doc
	if withEnvironment && len(g.api.Environments) > 0 {
		var names []string
		for _, e := range g.api.Environments {
			names = append(names, str(e.Name))
		}
		items = append(items, cat(txt("environment: "), annotation(m.use("typing_extensions", "Literal")+"["+strings.Join(names, ", ")+"] | "+notGiven), txt(" = "+notGivenValue)))
	}
	httpClient := "httpx.Client"
	if f.async {
		httpClient = "httpx.AsyncClient"
	}
	m.importModule("httpx")
	return append(items,
		txt("base_url: str | httpx.URL | None | "+notGiven+" = "+notGivenValue),
		txt("timeout: float | "+m.use(types, "Timeout")+" | None | "+notGiven+" = "+notGivenValue),
		txt("max_retries: int | "+notGiven+" = "+notGivenValue),
		txt("default_headers: "+m.use("typing", "Mapping")+"[str, str | "+m.use(types, "Omit")+" | None] | None = None"),
		txt("default_query: "+m.use("typing", "Mapping")+"[str, object] | None = None"),
		txt("http_client: "+httpClient+" | None = None"),
	)
}

func (g *gen) constructorDoc(f flavor) string {
	kind := "synchronous"
	if f.async {
		kind = "asynchronous"
	}
	text := fmt.Sprintf("Construct a new %s %s client.", kind, g.title())
	var envs []string
	for _, o := range g.clientOptions() {
		if o.ReadEnv != "" {
			envs = append(envs, fmt.Sprintf("- `%s` from `%s`", g.optionName(o), o.ReadEnv))
		}
	}
	envs = append(envs, fmt.Sprintf("- `base_url` from `%s_BASE_URL`", g.api.Client.EnvPrefix))
	return text + "\n\nArguments that are not given are read from the environment:\n" + strings.Join(envs, "\n")
}

// resolveOption writes the resolution of one option: the argument, else its environment variable, else its
// default, else (for a required option) an error naming both.
func (g *gen) resolveOption(m *module, o *ir.ClientOption) {
	w := &m.body
	v := g.optionName(o)
	if o.ReadEnv != "" {
		read := map[string]string{"int": "read_env_int", "float": "read_env_float", "bool": "read_env_bool"}[optionType(o)]
		if read == "" {
			read = "read_env"
		}
		w.open("if %s is None:", v)
		w.line("%s = %s(%s)", v, m.use(g.rt(modUtils), read), str(o.ReadEnv))
		w.close()
	}
	switch {
	case o.Default != nil:
		w.open("if %s is None:", v)
		w.emit(cat(txt(v+" = "), pyValue(o.Default)))
		w.close()
	case !o.Nullable:
		w.open("if %s is None:", v)
		w.emit(cat(txt("raise "), call(m.use(g.rt(modErrors), "ClientError"), txt(str(g.missingOption(o))))))
		w.close()
	}
	w.line("self.%s = %s", v, v)
}

func (g *gen) missingOption(o *ir.ClientOption) string {
	v := g.optionName(o)
	if o.ReadEnv == "" {
		return fmt.Sprintf("The %s client option must be set by passing %s to the client", v, v)
	}
	return fmt.Sprintf("The %s client option must be set either by passing %s to the client or by setting the %s environment variable", v, v, o.ReadEnv)
}

// authMethods tell the runtime the credentials of each security scheme and the API's default alternatives.
func (g *gen) authMethods(m *module) {
	w := &m.body
	w.blank()
	w.open("def _auth_schemes(self) -> %s[str, %s]:", m.use("typing", "Dict"), m.use(g.rt(modAuth), "AuthScheme"))
	var items []doc
	for _, s := range g.api.Auth.Schemes {
		items = append(items, cat(txt(str(s.Name)+": "), g.authScheme(m, s)))
	}
	w.emit(cat(txt("return "), dict(items...)))
	w.close()
	w.blank()
	w.open("def _default_security(self) -> %s[%s[str]]:", m.use("typing", "List"), m.use("typing", "List"))
	w.emit(cat(txt("return "), securityList(g.api.Auth.Alternatives)))
	w.close()
}

func securityList(alts [][]string) doc {
	var items []doc
	for _, alt := range alts {
		items = append(items, list(strDocs(alt)...))
	}
	return list(items...)
}

// credential is the client attribute holding a scheme's credential of a role, and its environment variable.
func (g *gen) credential(s *ir.SecurityScheme, role string) (string, string) {
	for _, c := range s.Credentials {
		if c.Role != role {
			continue
		}
		for _, o := range g.clientOptions() {
			if o.Name == c.Option {
				return "self." + g.optionName(o), o.ReadEnv
			}
		}
	}
	return "None", ""
}

func (g *gen) authScheme(m *module, s *ir.SecurityScheme) doc {
	var f []doc
	var envs []string
	add := func(field, role string) {
		v, env := g.credential(s, role)
		if v == "None" && field == "password" {
			return // no option holds a password: the username alone authenticates
		}
		f = append(f, kw(field, txt(v)))
		if env != "" {
			envs = append(envs, env)
		}
	}
	var cls string
	switch s.Kind {
	case "http_basic":
		cls = "BasicAuth"
		add("username", "username")
		add("password", "password")
		if s.DisableBase64 {
			f = append(f, txt("base64=False"))
		}
		if s.SchemeKeyword != "" {
			f = append(f, kw("keyword", txt(str(s.SchemeKeyword))))
		}
	case "api_key":
		cls = "ApiKeyAuth"
		f = append(f, kw("location", txt(str(firstNonEmpty(s.In, "header")))), kw("name", txt(str(s.ParamName))))
		add("value", "value")
	default: // bearer, and the token of oauth2 and openIdConnect
		cls = "BearerAuth"
		add("token", "value")
		if s.SchemeKeyword != "" {
			f = append(f, kw("keyword", txt(str(s.SchemeKeyword))))
		}
	}
	if len(envs) > 0 {
		f = append(f, kw("env", strTuple(envs)))
	}
	return call(m.use(g.rt(modAuth), cls), f...)
}

// copyMethod writes copy(): a client with some options changed that shares the connection pool.
func (g *gen) copyMethod(m *module, f flavor) {
	w := &m.body
	types := g.rt(modTypes)
	notGiven, notGivenValue := m.use(types, "NotGiven"), m.use(types, "NOT_GIVEN")
	items := []doc{txt("self"), txt("*")}
	for _, o := range g.clientOptions() {
		items = append(items, txt(g.optionName(o)+": "+optionType(o)+" | None | "+notGiven+" = "+notGivenValue))
	}
	items = append(items, g.commonParams(m, f, true)...)
	items = append(items,
		txt("set_default_headers: "+m.use("typing", "Mapping")+"[str, str | "+m.use(types, "Omit")+" | None] | None = None"),
		txt("set_default_query: "+m.use("typing", "Mapping")+"[str, object] | None = None"),
		txt("strict_response_validation: bool | "+notGiven+" = "+notGivenValue))
	w.blank()
	w.emit(cat(txt("def copy"), doc{{group: &group{open: "(", close: ")", items: items}}}, txt(" -> "+m.use("typing_extensions", "Self")+":")))
	w.indent++
	w.docstring("A copy of this client with some options changed; it shares this client's connection pool.\n\n" +
		"`default_headers` and `default_query` are merged over this client's; `set_default_headers` and " +
		"`set_default_query` replace them.")
	var args []doc
	for _, o := range g.clientOptions() {
		v := g.optionName(o)
		args = append(args, txt(fmt.Sprintf("%s=self.%s if isinstance(%s, %s) else %s", v, v, v, notGiven, v)))
	}
	common := []doc{
		txt("environment=" + map[bool]string{true: "environment", false: notGivenValue}[len(g.api.Environments) > 0]),
		txt("base_url=base_url"), txt("timeout=timeout"), txt("max_retries=max_retries"),
		txt("default_headers=default_headers"), txt("set_default_headers=set_default_headers"),
		txt("default_query=default_query"), txt("set_default_query=set_default_query"),
		txt("http_client=http_client"), txt("strict_response_validation=strict_response_validation"),
	}
	args = append(args, cat(txt("**"), call("self._copy_options", common...)))
	w.emit(cat(txt("return "), call("self.__class__", args...)))
	w.close()
}

// clientWrapper writes the client's raw-response or streaming-response twin in a flavor.
func (g *gen) clientWrapper(m *module, f flavor, k wrapperKind) {
	w := &m.body
	client := f.prefix() + g.names.client()
	suffix := map[string]string{rawWrapper.suffix: "WithRawResponse", streamingWrapper.suffix: "WithStreamedResponse"}[k.suffix]
	w.blanks(2)
	w.class(client + suffix)
	w.docstring(k.doc)
	w.blank()
	w.open("def __init__(self, client: %s) -> None:", client)
	w.line("self._client = client")
	wrap := k.wrap
	if f.async {
		wrap = k.asyncFn
	}
	for _, meth := range g.methods(g.api.Root) {
		name := g.methodName(meth, true)
		w.emit(cat(txt("self."+name+" = "), call(m.use(g.rt(modResponse), wrap), txt("client."+name))))
	}
	w.close()
	attrs := g.subresourceAttrs(g.api.Root, 0)
	for _, s := range g.subresources(g.api.Root) {
		sub := g.importResource(m, s, f, k.suffix)
		g.cachedProperty(m, attrs[s], sub, "self._client."+attrs[s])
	}
	w.close()
}

// pages writes pagination.py: a sync and an async page class per scheme.
func (g *gen) pages() {
	if len(g.api.Pagination) == 0 {
		return
	}
	m := g.module(g.pkg+".pagination", false)
	w := &m.body
	w.line(`_T = %s("_T")`, m.use("typing", "TypeVar"))
	for _, s := range g.api.Pagination {
		for _, f := range []flavor{syncFlavor, asyncFlavor} {
			// The runtime's bases are imported under other names, so a scheme named "page" gives SyncPage.
			base := m.useAs(g.rt(modPages), "SyncPage", "BaseSyncPage")
			if f.async {
				base = m.useAs(g.rt(modPages), "AsyncPage", "BaseAsyncPage")
			}
			w.blanks(2)
			// A page is a generic pydantic model, whose subclasses name Generic again.
			w.class(f.prefix()+pageBase(f)+g.names.pages[s.Name], base+"[_T]", m.use("typing", "Generic")+"[_T]")
			if s.Description != "" {
				w.docstring(s.Description)
				w.blank()
			}
			w.emit(cat(txt("scheme = "), g.pageScheme(m, s)))
			w.close()
		}
	}
}

var requestRoles = map[string]string{
	"next_cursor_param": "next_param", "previous_cursor_param": "previous_param", "next_cursor_id_param": "next_id_param",
	"previous_cursor_id_param": "previous_id_param", "offset_count_param": "offset_param", "page_number_param": "page_param",
}

var responseRoles = map[string]string{
	"has_next_page": "has_next", "next_cursor_field": "next_cursor", "previous_cursor_field": "previous_cursor",
	"cursor_url_field": "cursor_url", "offset_total_count_field": "total_count", "offset_count_start_field": "count_start",
	"current_page_number_field": "current_page", "total_page_count_field": "total_pages",
}

// pageScheme is the PageScheme of a pagination scheme, with only the roles it sets.
func (g *gen) pageScheme(m *module, s *ir.PaginationScheme) doc {
	items := []doc{kw("type", txt(str(s.Type)))}
	if s.ParamLocation == "body" {
		items = append(items, txt(`location="body"`))
	}
	if s.ContinueOnEmptyItems {
		items = append(items, txt("continue_on_empty=True"))
	}
	limit := false
	for _, p := range s.Request {
		role, ok := requestRoles[p.Purpose]
		if !ok && p.Purpose == "" && !limit {
			role, ok, limit = "limit_param", true, true
		}
		if ok {
			items = append(items, kw(role, txt(str(p.Name))))
		}
	}
	field := func() string { return m.use(g.rt(modPages), "PageField") } // imported only when a field uses it
	for _, f := range s.Response {
		if f.Purpose == "cursor_item_id" {
			items = append(items, kw("cursor_item_id", strTuple(f.Path)))
			continue
		}
		role, ok := responseRoles[f.Purpose]
		if !ok {
			continue
		}
		if f.FromHeader != "" {
			items = append(items, kw(role, call(field(), kw("header", txt(str(f.FromHeader))))))
		} else {
			items = append(items, kw(role, call(field(), kw("path", strTuple(f.Path)))))
		}
	}
	return call(m.use(g.rt(modPages), "PageScheme"), items...)
}

// constants writes constants.py with sdkgen.yml's constants.
func (g *gen) constants() {
	if len(g.api.Constants) == 0 {
		return
	}
	m := g.module(g.pkg+".constants", false)
	used := map[string]bool{}
	for _, c := range g.api.Constants {
		name := unique(used, g.constantName(c))
		m.body.emit(cat(txt(name+" = "), pyValue(c.Value)))
	}
}

func (g *gen) constantName(c ir.Constant) string {
	return g.names.namer.Safe("python", g.names.namer.ScreamingSnake(c.Name))
}

// version writes _version.py, which releases bump.
func (g *gen) version() {
	m := g.module(g.pkg+"._version", false)
	m.body.line("__title__ = %s", str(g.pkg))
	m.body.line("__version__ = %s  # x-release-please-version", str(Version))
}

// rootInit writes the package's __init__.py: the clients, errors, types helpers, pages and constants.
func (g *gen) rootInit() {
	m := g.module(g.pkg, true)
	client := g.names.client()
	m.useAs(g.pkg, "types", "types")
	exports := []string{client, "Async" + client}
	if client != "Client" {
		exports = append(exports, "Client", "AsyncClient")
	}
	if len(g.api.Environments) > 0 {
		exports = append(exports, "ENVIRONMENTS")
	}
	for _, n := range exports {
		m.useAs(g.pkg+"._client", n, n)
	}
	for _, n := range []string{"__title__", "__version__"} {
		m.useAs(g.pkg+"._version", n, n)
	}
	for _, n := range []string{"NOT_GIVEN", "NotGiven", "Omit", "Timeout", "FileTypes"} {
		m.useAs(g.rt(modTypes), n, n)
	}
	m.useAs(g.rt(modErrors), "ClientError", client+"Error")
	for _, n := range exceptionNames {
		m.useAs(g.rt(modErrors), n, n)
	}
	m.useAs(g.rt(modModels), "BaseModel", "BaseModel")
	for _, n := range []string{"APIResponse", "AsyncAPIResponse", "BinaryAPIResponse", "AsyncBinaryAPIResponse"} {
		m.useAs(g.rt(modResponse), n, n)
	}
	if g.usesRuntime("streaming") {
		for _, n := range []string{"Stream", "AsyncStream"} {
			m.useAs(g.rt(modStreaming), n, n)
		}
	}
	m.useAs(g.rt("_files"), "file_from_path", "file_from_path")
	for _, n := range []string{"DEFAULT_TIMEOUT", "DEFAULT_MAX_RETRIES", "DefaultHttpxClient", "DefaultAsyncHttpxClient", "DefaultAioHttpClient"} {
		m.useAs(g.rt(modBase), n, n)
	}
	if u := g.api.Errors.Union; u != nil {
		for _, v := range u.Variants {
			n := g.errorClass(v)
			m.useAs(g.pkg+"._errors", n, n)
		}
	}
	used := map[string]bool{}
	for _, c := range g.api.Constants {
		n := unique(used, g.constantName(c))
		m.useAs(g.pkg+".constants", n, n)
	}
	// __all__ lists every export, the renamed ones (ClientError as <Client>Error) included.
	var all []string
	for _, names := range m.from {
		for name, alias := range names {
			all = append(all, firstNonEmpty(alias, name))
		}
	}
	slices.SortFunc(all, compareMembers)
	m.body.emit(cat(txt("__all__ = "), list(strDocs(all)...)))
}
