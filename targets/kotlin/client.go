package kotlin

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// settingsName is the qualified name of the object holding the API's defaults and authentication.
func (g *gen) settingsName() string { return g.layout.Sub("client", g.layout.Prefix+"ClientSettings") }

// option is a client option as the builder sets it.
type option struct {
	name, typ, env, property string
	o                        *ir.ClientOption
}

func (g *gen) options() []option {
	var out []option
	seen := map[string]bool{"baseUrl": true, "timeout": true, "maxRetries": true, "headers": true, "fromEnv": true, "build": true}
	for _, o := range g.api.ClientOptions {
		typ := "String"
		switch o.Type {
		case "integer":
			typ = "Long"
		case "number":
			typ = "Double"
		case "boolean":
			typ = "Boolean"
		}
		n := unique(seen, g.names.member(o.Name))
		out = append(out, option{name: n, typ: typ, env: o.ReadEnv, property: plain(n), o: o})
	}
	return out
}

// settingsFile is <Prefix>ClientSettings: the API's defaults, the environment variables of its options and
// how requests are authenticated.
func (g *gen) settingsFile() error {
	f := newFile(pkgOf(g.settingsName()))
	name := simpleName(g.settingsName())
	settings := f.use(g.layout.Sub("core", "ClientSettings"))
	duration := f.use("java.time.Duration")
	f.line("/** The API's defaults, and how its requests carry credentials. */")
	f.line("object " + name + " {")
	f.line("    val SETTINGS =")
	f.line("        " + settings + "(")
	timeout := "null"
	if !g.api.Timeout.None && g.api.Timeout.Milliseconds > 0 {
		timeout = duration + ".ofMillis(" + itoa64(g.api.Timeout.Milliseconds) + ")"
	}
	idem := "null"
	if g.api.Idempotency != nil && g.api.Idempotency.Header != "" {
		idem = kotlinString(g.api.Idempotency.Header)
	}
	msg := "null"
	if g.api.Errors.MessageProperty != "" {
		msg = kotlinString(g.api.Errors.MessageProperty)
	}
	args := []string{
		"clientName = " + kotlinString(g.layout.Prefix),
		"version = " + kotlinString(Version),
		"envPrefix = " + kotlinString(g.api.Client.EnvPrefix),
		"defaultBaseUrl = " + kotlinString(g.defaultBaseURL()),
		"maxRetries = " + itoa(g.api.Retries.MaxRetries),
		"initialRetryDelay = " + duration + ".ofMillis(" + itoa64(int64(g.api.Retries.InitialDelaySeconds*1000)) + ")",
		"maxRetryDelay = " + duration + ".ofMillis(" + itoa64(int64(g.api.Retries.MaxDelaySeconds*1000)) + ")",
		"timeout = " + timeout,
		"idempotencyHeader = " + idem,
		"messageProperty = " + msg,
		"nestedQueryFormat = " + kotlinString(g.api.Query.NestedFormat),
		"arrayQueryFormat = " + kotlinString(g.api.Query.ArrayFormat),
	}
	args = append(args, g.sensitiveArgs()...)
	args = append(args, g.defaultHeadersArg()...)
	for _, a := range args {
		f.line("            " + a + ",")
	}
	f.line("        )")
	f.line("")
	f.line("    /** The environment variable of each option that reads one. */")
	var env []string
	for _, o := range g.options() {
		if o.env != "" {
			env = append(env, kotlinString(o.property)+" to "+kotlinString(o.env))
		}
	}
	if len(env) == 0 {
		f.line("    val ENV: Map<String, String> = emptyMap()")
	} else {
		f.line(newCall("mapOf", toAny(env)...).assign("    ", "val ENV: Map<String, String> ="))
	}
	g.authenticator(f)
	f.line("}")
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), f.pkg, name), []byte(f.String()))
}

func itoa64(i int64) string { return fmt.Sprint(i) }

// defaultBaseURL is the default environment's URL with its variables at their options' defaults.
func (g *gen) defaultBaseURL() string {
	for _, e := range g.api.Environments {
		if e.Default || len(g.api.Environments) == 1 {
			url := e.URL
			for _, v := range e.Variables {
				for _, o := range g.api.ClientOptions {
					if o.Name == v.Option && o.Default != nil {
						url = strings.ReplaceAll(url, "{"+v.Name+"}", fmt.Sprint(o.Default))
					}
				}
			}
			return url
		}
	}
	return "http://localhost"
}

// authenticator adds the credentials of the first security alternative whose options are all set, and the
// options that go into a header or the query.
func (g *gen) authenticator(f *kfile) {
	auth := f.use(g.layout.Sub("core", "Authenticator"))
	schemes := map[string]*ir.SecurityScheme{}
	for _, s := range g.api.Auth.Schemes {
		schemes[s.Name] = s
	}
	byOption := map[string]option{}
	for _, o := range g.options() {
		byOption[o.o.Name] = o
	}
	if g.credentialsRequired() {
		f.line("")
		f.line(exprFun("    ", "private const val MISSING_CREDENTIALS", kotlinString(g.missingCredentials())))
	}
	f.line("")
	f.line("    val AUTH = " + auth + " { request, options ->")
	f.line("        when {")
	for _, alt := range g.api.Auth.Alternatives {
		var conds, stmts []string
		ok := len(alt) > 0
		for _, name := range alt {
			s := schemes[name]
			if s == nil {
				ok = false
				break
			}
			c, st, good := g.schemeCode(f, s, byOption)
			if !good {
				ok = false
				break
			}
			conds = append(conds, c...)
			stmts = append(stmts, st...)
		}
		if !ok || len(conds) == 0 {
			continue
		}
		slices.Sort(conds)
		conds = slices.Compact(conds)
		f.line("            " + strings.Join(conds, " && ") + " -> {")
		for _, st := range stmts {
			f.line("                " + st)
		}
		f.line("            }")
	}
	if g.credentialsRequired() {
		f.line("            else -> throw IllegalStateException(MISSING_CREDENTIALS)")
	}
	f.line("        }")
	for _, o := range g.options() {
		if o.o.SendInHeader != "" {
			f.line("        options.value(" + kotlinString(o.property) + ")?.let { request.replaceHeader(" + kotlinString(o.o.SendInHeader) + ", it) }")
		}
		if o.o.SendAsQueryParam != "" {
			f.line("        options.value(" + kotlinString(o.property) + ")?.let { request.replaceQueryParam(" + kotlinString(o.o.SendAsQueryParam) + ", it) }")
		}
	}
	f.line("    }")
}

// schemeCode is a scheme's conditions (its options are set) and statements (the credentials added).
func (g *gen) schemeCode(f *kfile, s *ir.SecurityScheme, byOption map[string]option) (conds, stmts []string, ok bool) {
	role := map[string]string{}
	for _, c := range s.Credentials {
		o, found := byOption[c.Option]
		if !found {
			return nil, nil, false
		}
		role[c.Role] = "options.value(" + kotlinString(o.property) + ")"
		conds = append(conds, role[c.Role]+" != null")
	}
	value := role["value"]
	switch s.Kind {
	case "http_bearer", "oauth2", "open_id_connect":
		if value == "" {
			return nil, nil, false
		}
		keyword := firstNonEmpty(s.SchemeKeyword, "Bearer")
		stmts = append(stmts, "request.replaceHeader(\"Authorization\", "+kotlinString(keyword+" ")+" + "+value+")")
	case "http_basic":
		user, pass := role["username"], role["password"]
		if user == "" {
			return nil, nil, false
		}
		if pass == "" {
			pass = "\"\""
		}
		b64 := f.use("java.util.Base64")
		stmts = append(stmts, "val basic = "+user+" + \":\" + "+pass,
			"val encoded = "+b64+".getEncoder().encodeToString(basic.toByteArray())",
			"request.replaceHeader(\"Authorization\", \"Basic \" + encoded)")
	case "api_key":
		if value == "" {
			return nil, nil, false
		}
		switch s.In {
		case "query":
			stmts = append(stmts, "request.replaceQueryParam("+kotlinString(s.ParamName)+", "+value+"!!)")
		case "cookie":
			stmts = append(stmts, "request.putHeader(\"Cookie\", "+kotlinString(s.ParamName+"=")+" + "+value+")")
		default:
			v := value + "!!"
			if s.SchemeKeyword != "" {
				v = kotlinString(s.SchemeKeyword+" ") + " + " + value
			}
			stmts = append(stmts, "request.replaceHeader("+kotlinString(s.ParamName)+", "+v+")")
		}
	default:
		return nil, nil, false
	}
	return conds, stmts, true
}

// okHttpBuilder writes <Prefix>OkHttpClient (or ...Async): fromEnv() and builder(), with a setter per client
// option, into the client-okhttp module.
func (g *gen) okHttpBuilder(async bool) error {
	suffix := ""
	if async {
		suffix = "Async"
	}
	f := newFile(g.layout.Sub("client", "okhttp"))
	name := g.layout.Prefix + "OkHttpClient" + suffix
	client := f.use(g.layout.Sub("client", g.layout.Prefix+"Client"+suffix))
	impl := f.use(g.layout.Sub("client", g.layout.Prefix+"Client"+suffix+"Impl"))
	co := f.use(g.layout.Sub("core", "ClientOptions"))
	settings := f.use(g.settingsName())
	timeout := f.use(g.layout.Sub("core", "Timeout"))
	headers := f.use(g.layout.Sub("core", "http", "Headers"))
	duration := f.use("java.time.Duration")
	f.line("/** Makes a [" + client + "] on OkHttp. */")
	f.line("class " + name + " private constructor() {")
	f.line("")
	f.line("    class Builder internal constructor() {")
	f.line(newCall(co+".Builder", settings+".SETTINGS").assign("        ", "private val options ="))
	f.line("        private var timeout: " + timeout + "? = null")
	f.line("        private var proxy: java.net.Proxy? = null")
	f.line("")
	f.line("        fun baseUrl(baseUrl: String) = apply { options.baseUrl(baseUrl) }")
	for _, o := range g.options() {
		f.line("")
		f.raw(comment("        ", o.o.Description))
		val := o.property
		if o.typ != "String" {
			val += ".toString()"
		}
		f.line(lambdaFun("        ", "fun "+o.name+"("+o.property+": "+o.typ+")", "apply", "options.value("+kotlinString(o.property)+", "+val+")", ""))
	}
	f.line("")
	f.line("        fun maxRetries(maxRetries: Int) = apply { options.maxRetries(maxRetries) }")
	f.line("")
	f.line("        fun timeout(timeout: " + timeout + ") = apply {")
	f.line("            this.timeout = timeout")
	f.line("            options.timeout(timeout)")
	f.line("        }")
	f.line("")
	f.line("        fun timeout(timeout: " + duration + ") = timeout(" + timeout + "(request = timeout))")
	f.line("")
	f.line("        fun proxy(proxy: java.net.Proxy?) = apply { this.proxy = proxy }")
	f.line("")
	f.line("        fun headers(headers: " + headers + ") = apply { options.headers(headers) }")
	f.line("")
	f.line("        fun putHeader(name: String, value: String) = apply { options.putHeader(name, value) }")
	f.line("")
	f.line("        fun responseValidation(responseValidation: Boolean) = apply {")
	f.line("            options.responseValidation(responseValidation)")
	f.line("        }")
	f.line("")
	f.line("        /** Reads the base URL and unset options from system properties and the environment. */")
	f.line(lambdaFun("        ", "fun fromEnv()", "apply", "options.fromEnv(options = "+settings+".ENV)", ""))
	f.line("")
	f.line("        fun build(): " + client + " {")
	f.line("            val transport = OkHttpClient.builder()")
	f.line("            timeout?.let { transport.timeout(it) }")
	f.line("            transport.proxy(proxy)")
	f.line("            options.httpClient(transport.build())")
	f.line("            options.authenticator(" + settings + ".AUTH)")
	f.line("            return " + impl + "(options.build())")
	f.line("        }")
	f.line("    }")
	f.line("")
	f.line("    companion object {")
	f.line("        fun builder(): Builder = Builder()")
	f.line("")
	f.line(exprFun("        ", "fun fromEnv(): "+client, "builder().fromEnv().build()"))
	f.line("    }")
	f.line("}")
	return g.out.Add(g.layout.MainSource(g.layout.OkHttpModule(), f.pkg, name), []byte(f.String()))
}
