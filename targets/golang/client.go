package golang

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// client writes client.go: the API's settings, the client struct, DefaultClientOptions, the constructor, the
// client's own methods and the generic methods for undocumented endpoints.
// errorAlias is the root package's name of the API error type.
const errorAlias = "Error"

func (g *gen) client() {
	f := g.file("client.go", g.pkg)
	f.doc = "Package " + g.pkg + " is the Go client library of the " + g.title() + " API.\n\nCreate a client with New" + g.names.client() + "; see README.md."
	g.settings(f)
	name := g.names.client()
	opt := g.opt(f)
	subs := g.subresources(g.api.Root)
	fields := g.subserviceFields(g.api.Root, subs)
	writeDoc(f, name+" is the API client. Construct it with New"+name+" rather than directly.", "")
	f.p("type %s struct {", name)
	f.p("%s []%s.RequestOption", g.optionsField(), opt)
	for _, s := range subs {
		writeFieldDoc(f, docText(s.Description))
		f.p("%s %s", fields[s], g.held(g.names.services[s]))
	}
	f.p("}\n")
	g.defaultOptions(f)
	f.p("// New%s returns a client configured from the environment (DefaultClientOptions) and then from opts.", name)
	f.p("func New%s(opts ...%s.RequestOption) (r %s) {", name, opt, g.held(name))
	f.p("opts = append(DefaultClientOptions(), opts...)")
	f.p("r = %s%s{%s: opts}", g.construct(), name, g.optionsField())
	for _, s := range subs {
		f.p("r.%s = New%s(opts...)", fields[s], g.names.services[s])
	}
	f.p("return")
	f.p("}\n")
	g.genericMethods(f, name)
	for _, m := range g.methods(g.api.Root) {
		g.method(f, name, m)
	}
	if !optionOr(g.cfg.Options.EscapeHTMLInJSON, true) {
		f.p("// escape_html_in_json: false keeps <, > and & as they are in request bodies.")
		f.p("func init() { %s.EscapeHTML = false }\n", g.rt(f, pkgAPIJSON))
	}
}

// held is how the client and services are held: by pointer in v1 code (NewClient().Accounts.Get(ctx) compiles,
// as in v1-style Go SDKs), by value in v2 (as v2-style SDKs declare them).
func (g *gen) held(name string) string {
	if g.v2() {
		return name
	}
	return "*" + name
}

// construct is what a constructor writes before the composite literal of a client or service: & in v1.
func (g *gen) construct() string {
	if g.v2() {
		return ""
	}
	return "&"
}

// title is the API's name for docs.
func (g *gen) title() string {
	if t := g.cfg.ReadmeTitle; t != "" {
		return t
	}
	return g.names.goName(g.api.Client.Name)
}

// settings writes the runtime settings the client passes as its first option.
func (g *gen) settings(f *goFile) {
	rc := g.rt(f, pkgRequestConfig)
	t := f.use("time")
	f.p("// settings are what this API needs from the runtime: defaults from sdkgen.yml and the spec.")
	f.p("var settings = %s.Settings{", rc)
	f.p("ClientName: %q,", g.names.goName(g.api.Client.Name))
	f.p("Lang: \"go\",")
	f.p("Version: %s.PackageVersion,", f.use(g.module+"/internal"))
	f.p("EnvPrefix: %q,", g.api.Client.EnvPrefix)
	if len(g.api.Environments) > 0 {
		f.p("BaseURL: %q,", g.defaultEnvironment().URL)
		f.p("Environments: map[string]string{")
		for _, e := range g.api.Environments {
			f.p("%q: %q,", e.Name, e.URL)
		}
		f.p("},")
	}
	if g.api.Timeout.None {
		f.p("NoTimeout: true,")
	} else {
		f.p("Timeout: %d * %s.Millisecond,", timeoutMillis(g.api.Timeout), t)
	}
	f.p("MaxRetries: %d,", g.api.Retries.MaxRetries)
	f.p("InitialRetryDelay: %s,", durationLiteral(t, g.api.Retries.InitialDelaySeconds, 0.5))
	f.p("MaxRetryDelay: %s,", durationLiteral(t, g.api.Retries.MaxDelaySeconds, 8))
	if g.api.Idempotency != nil && g.api.Idempotency.Header != "" {
		f.p("IdempotencyHeader: %q,", g.api.Idempotency.Header)
	}
	if len(g.api.Headers) > 0 {
		f.p("Headers: map[string]string{")
		for _, h := range g.api.Headers {
			f.p("%q: %q,", h.Name, h.Value)
		}
		f.p("},")
	}
	g.settingsOptions(f, rc)
	g.settingsAuth(f, rc)
	if msg := g.api.Errors.MessageProperty; msg != "" {
		f.p("MessageProperty: %q,", msg)
	}
	f.p("}\n")
}

// settingsOptions writes the client options' descriptions.
func (g *gen) settingsOptions(f *goFile, rc string) {
	if len(g.api.ClientOptions) == 0 {
		return
	}
	f.p("Options: []%s.ClientOption{", rc)
	for _, o := range g.api.ClientOptions {
		var parts []string
		parts = append(parts, "Name: "+strconv.Quote(o.Name))
		if o.ReadEnv != "" {
			parts = append(parts, "Env: "+strconv.Quote(o.ReadEnv))
		}
		if o.Default != nil {
			parts = append(parts, "Default: "+strconv.Quote(defaultString(o.Default)))
		}
		parts = append(parts, "Arg: "+strconv.Quote(g.optPkg+"."+g.optionFunc(o)))
		if o.SendInHeader != "" {
			parts = append(parts, "SendInHeader: "+strconv.Quote(o.SendInHeader))
		}
		if o.SendAsQueryParam != "" {
			parts = append(parts, "SendAsQueryParam: "+strconv.Quote(o.SendAsQueryParam))
		}
		if o.ServerVariable != "" {
			parts = append(parts, "ServerVariable: "+strconv.Quote(o.ServerVariable))
		}
		f.p("{%s},", strings.Join(parts, ", "))
	}
	f.p("},")
}

// settingsAuth writes the security schemes and the API's alternatives.
func (g *gen) settingsAuth(f *goFile, rc string) {
	var schemes []string
	for _, s := range g.api.Auth.Schemes {
		if lit := authLiteral(s); lit != "" {
			schemes = append(schemes, lit)
		}
	}
	if len(schemes) > 0 {
		f.p("Auth: []%s.AuthScheme{", rc)
		for _, s := range schemes {
			f.p("%s,", s)
		}
		f.p("},")
	}
	if g.api.Auth.Alternatives != nil {
		f.p("Security: %s,", securityLiteral(g.api.Auth.Alternatives))
	}
}

// authLiteral is a scheme's AuthScheme literal; "" for kinds the runtime cannot apply (oauth2 flows, digest, mutual
// TLS), whose credentials people pass with option.WithHeader or their own http.Client.
func authLiteral(s *ir.SecurityScheme) string {
	roles := map[string]string{}
	for _, c := range s.Credentials {
		roles[c.Role] = c.Option
	}
	parts := []string{"Name: " + strconv.Quote(s.Name)}
	switch s.Kind {
	case "http_bearer", "oauth2", "open_id_connect":
		if roles["value"] == "" {
			return ""
		}
		parts = append(parts, `Kind: "bearer"`, "Value: "+strconv.Quote(roles["value"]))
		if s.SchemeKeyword != "" {
			parts = append(parts, "Keyword: "+strconv.Quote(s.SchemeKeyword))
		}
	case "http_basic":
		parts = append(parts, `Kind: "basic"`, "Username: "+strconv.Quote(roles["username"]), "Password: "+strconv.Quote(roles["password"]))
		if s.DisableBase64 {
			parts = append(parts, "DisableBase64: true")
		}
	case "api_key":
		if roles["value"] == "" {
			return ""
		}
		parts = append(parts, "Kind: "+strconv.Quote("api_key_"+firstNonEmpty(s.In, "header")), "ParamName: "+strconv.Quote(s.ParamName), "Value: "+strconv.Quote(roles["value"]))
	default:
		return ""
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// defaultEnvironment is the environment marked default, else the first.
func (g *gen) defaultEnvironment() ir.Environment {
	for _, e := range g.api.Environments {
		if e.Default {
			return e
		}
	}
	return g.api.Environments[0]
}

// timeoutMillis is the default per-attempt timeout in milliseconds (60 s when sdkgen.yml sets none).
func timeoutMillis(t ir.Timeout) int64 {
	if t.Milliseconds > 0 {
		return t.Milliseconds
	}
	return 60000
}

// durationLiteral writes seconds as a time.Duration expression.
func durationLiteral(t string, seconds, def float64) string {
	if seconds <= 0 {
		seconds = def
	}
	return fmt.Sprintf("%d * %s.Millisecond", int64(seconds*1000+0.5), t)
}

// defaultString is a client option's default in the string form the runtime keeps values in.
func defaultString(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return strings.Trim(goLiteral(v), `"`)
}

// defaultOptions writes DefaultClientOptions: the settings, then <PREFIX>_BASE_URL and every read_env variable.
func (g *gen) defaultOptions(f *goFile) {
	opt, rc, osPkg := g.opt(f), g.rt(f, pkgRequestConfig), f.use("os")
	f.p("// DefaultClientOptions are the options every client starts with: the API's settings and the values of")
	f.p("// %s_BASE_URL and the client options' environment variables.", g.api.Client.EnvPrefix)
	f.p("func DefaultClientOptions() []%s.RequestOption {", opt)
	f.p("defaults := []%s.RequestOption{%s.WithSettings(&settings)}", opt, rc)
	f.p("if o, ok := %s.LookupEnv(%q); ok {", osPkg, g.api.Client.EnvPrefix+"_BASE_URL")
	f.p("defaults = append(defaults, %s.WithBaseURL(o))", opt)
	f.p("}")
	for _, o := range g.api.ClientOptions {
		if o.ReadEnv == "" {
			continue
		}
		f.p("if o, ok := %s.LookupEnv(%q); ok {", osPkg, o.ReadEnv)
		f.p("defaults = append(defaults, %s.WithClientValue(%q, o))", opt, o.Name)
		f.p("}")
	}
	f.p("return defaults")
	f.p("}\n")
}

// genericMethods writes Execute and Get, Post, Put, Patch, Delete for endpoints the SDK does not describe.
func (g *gen) genericMethods(f *goFile, name string) {
	opt, rc, ctx := g.opt(f), g.rt(f, pkgRequestConfig), f.use("context")
	f.p("// Execute makes a request to any endpoint, with the client's retries, auth and headers. params may be nil, a")
	f.p("// params struct or any value marshalled as JSON; res receives the decoded response (nil discards it).")
	f.p("func (r *%s) Execute(ctx %s.Context, method string, path string, params any, res any, opts ...%s.RequestOption) error {", name, ctx, opt)
	f.p("opts = %s.Concat(r.%s, opts)", f.use("slices"), g.optionsField())
	f.p("return %s.ExecuteNewRequest(ctx, method, path, params, res, opts...)", rc)
	f.p("}\n")
	methods := []string{"Get", "Post", "Put", "Patch", "Delete"}
	for _, m := range methods {
		f.p("// %s makes a %s request to any endpoint (see Execute).", m, strings.ToUpper(m))
		f.p("func (r *%s) %s(ctx %s.Context, path string, params any, res any, opts ...%s.RequestOption) error {", name, m, ctx, opt)
		f.p("return r.Execute(ctx, %s.Method%s, path, params, res, opts...)", f.use("net/http"), m)
		f.p("}\n")
	}
}

// optionFunc is the option function of a client option: With<Name>.
func (g *gen) optionFunc(o *ir.ClientOption) string { return "With" + g.names.goName(o.Name) }

// options writes <option package>/options.go: With<Option> per client option and WithEnvironment<Name> per
// environment.
func (g *gen) options() {
	f := g.file(g.optPkg+"/options.go", g.optPkg)
	used := map[string]bool{}
	for _, o := range g.api.ClientOptions {
		name := g.optionFunc(o)
		used[name] = true
		typ, conv := "string", "value"
		switch o.Type {
		case "integer":
			typ, conv = "int64", f.use("strconv")+".FormatInt(value, 10)"
		case "number":
			typ, conv = "float64", f.use("strconv")+".FormatFloat(value, 'g', -1, 64)"
		case "boolean":
			typ, conv = "bool", f.use("strconv")+".FormatBool(value)"
		}
		doc := docText(o.Description)
		if o.ReadEnv != "" {
			doc = joinDoc(doc, "Defaults to the "+o.ReadEnv+" environment variable.")
		}
		writeDoc(f, name+" sets the client option "+o.Name+".", doc)
		f.p("func %s(value %s) RequestOption {", name, typ)
		f.p("return WithClientValue(%q, %s)", o.Name, conv)
		f.p("}\n")
	}
	for _, e := range g.api.Environments {
		name := "WithEnvironment" + g.names.goName(e.Name)
		if used[name] {
			continue
		}
		used[name] = true
		f.p("// %s sends requests to the %s environment, %s.", name, e.Name, strings.ReplaceAll(e.URL, "\n", " "))
		f.p("func %s() RequestOption {", name)
		f.p("return WithEnvironment(%q)", e.Name)
		f.p("}\n")
	}
}

// helpers writes aliases.go (the error type and the embedded param markers) and field.go (constructors of param
// values), and constants.go.
func (g *gen) helpers() {
	f := g.file("aliases.go", g.pkg)
	f.p("// Error is the error of a request that ended with a status of 400 or more: use it with errors.As.")
	f.p("type %s = %s.Error\n", errorAlias, g.rt(f, pkgAPIError))
	f.p("type paramObj = %s.APIObject\n", g.rt(f, pkgParam))
	f.p("type paramUnion = %s.APIUnion\n", g.rt(f, pkgParam))
	f.p("// ptr returns a pointer to a copy of v.")
	f.p("func ptr[T any](v T) *T { return &v }\n")
	g.sharedAliases(f)
	g.fieldHelpers()
	if len(g.api.Constants) > 0 {
		c := g.file("constants.go", g.pkg)
		c.p("const (")
		for _, k := range g.api.Constants {
			c.p("%s = %s", g.names.claim(g.names.goName(k.Name)), goLiteral(k.Value))
		}
		c.p(")")
	}
}

// fieldHelpers writes field.go: String, Int, Float, Bool, Time and File in both styles; F, Null and Raw in v1.
func (g *gen) fieldHelpers() {
	f := g.file("field.go", g.pkg)
	p, io, t := g.rt(f, pkgParam), f.use("io"), f.use("time")
	wrap := "Opt"
	ctor := p + ".NewOpt"
	if !g.v2() {
		wrap, ctor = "Field", "F"
		f.p("// F sets a params field to a value.")
		f.p("func F[T any](value T) %s.Field[T] { return %s.F(value) }\n", p, p)
		f.p("// Null sets a params field to JSON null.")
		f.p("func Null[T any]() %s.Field[T] { return %s.NullField[T]() }\n", p, p)
		f.p("// Raw sets a params field to any value, sent as is (for values the API accepts beyond its spec).")
		f.p("func Raw[T any](value any) %s.Field[T] { return %s.RawField[T](value) }\n", p, p)
	} else {
		f.p("// Opt makes an optional params value.")
		f.p("func Opt[T comparable](value T) %s.Opt[T] { return %s.NewOpt(value) }\n", p, p)
		f.p("// Null sets an optional params value to JSON null.")
		f.p("func Null[T comparable]() %s.Opt[T] { return %s.Null[T]() }\n", p, p)
		f.p("// Ptr returns a pointer to a copy of v.")
		f.p("func Ptr[T any](v T) *T { return &v }\n")
	}
	for _, h := range []struct{ name, typ string }{{"String", "string"}, {"Int", "int64"}, {"Float", "float64"}, {"Bool", "bool"}, {"Time", t + ".Time"}} {
		f.p("// %s makes an optional %s params value.", h.name, h.typ)
		f.p("func %s(value %s) %s.%s[%s] { return %s(value) }\n", h.name, h.typ, p, wrap, h.typ, ctor)
	}
	file := g.names.fileHelper
	f.p("// %s names a reader for a multipart upload and gives its content type.", file)
	f.p("func %s(r %s.Reader, filename string, contentType string) %s.Reader { return %s.File(r, filename, contentType) }\n", file, io, io, p)
	if !g.v2() && file != "FileParam" {
		f.p("// FileParam is %s, under the name v1 Go SDKs use.", file)
		f.p("func FileParam(r %s.Reader, filename string, contentType string) %s.Reader { return %s(r, filename, contentType) }\n", io, io, file)
	}
}

// version writes internal/version.go, which releases bump.
func (g *gen) version() {
	f := g.file("internal/version.go", "internal")
	f.p("// PackageVersion is the module's version, sent in the User-Agent and X-Sdkgen-Package-Version headers.")
	f.p("const PackageVersion = %q // x-release-please-version", Version)
}
