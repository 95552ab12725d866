package java

import "github.com/sdkgen/sdkgen/generator/ir"

// emitClient writes the client interfaces and implementations (blocking and async) and the OkHttp builders. The
// client is the root service: it declares the top-level resources' services and the root methods, and adds
// async()/sync(), withRawResponse(), withOptions() and close().
func (g *emitter) emitClient(root *service) error {
	root.name = g.layout.Prefix + "Service"
	for _, async := range []bool{false, true} {
		if err := g.emitServiceInterface(root, async); err != nil {
			return err
		}
		if err := g.emitServiceImpl(root, async); err != nil {
			return err
		}
		if err := g.emitClientInterface(root, async); err != nil {
			return err
		}
		if err := g.emitClientImpl(root, async); err != nil {
			return err
		}
		if err := g.emitOkHttpBuilder(async); err != nil {
			return err
		}
	}
	return nil
}

func (g *emitter) clientName(async bool) string {
	if async {
		return g.layout.Prefix + "ClientAsync"
	}
	return g.layout.Prefix + "Client"
}

func (g *emitter) emitClientInterface(root *service, async bool) error {
	pkg := g.layout.Sub("client")
	name := g.clientName(async)
	f := newJFile(pkg)
	f.declared[name] = pkg + "." + name
	f.declared["WithRawResponse"] = ""
	svc := f.imp(g.servicePkg(root, async) + "." + serviceName(root, async))
	opts := f.imp(g.layout.Sub("core", "ClientOptions"))
	consumer := f.imp("java.util.function.Consumer")
	f.line("/** The client: a service per resource of the API, and the API's own methods. */")
	f.open("public interface ", name, " extends ", svc, " {")
	f.line()
	if async {
		f.line("/** The blocking form of this client, sharing its options and connections. */")
		f.line(g.clientName(false), " sync();")
	} else {
		f.line("/** The async form of this client, sharing its options and connections. */")
		f.line(g.clientName(true), " async();")
	}
	f.line()
	f.line("@Override")
	f.line("WithRawResponse withRawResponse();")
	f.line()
	f.line("/** A client with the same connections and options changed by {@code modifier}. */")
	f.line(name, " withOptions(", consumer, "<", opts, ".Builder> modifier);")
	f.line()
	f.line("/** Releases the connections and threads of the transport; the client cannot be used after. */")
	f.line("void close();")
	f.line()
	f.open("interface WithRawResponse extends ", svc, ".WithRawResponse {")
	f.line()
	f.line("WithRawResponse withOptions(", consumer, "<", opts, ".Builder> modifier);")
	f.close()
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), pkg, name), f.bytes())
}

func (g *emitter) emitClientImpl(root *service, async bool) error {
	pkg := g.layout.Sub("client")
	iface := g.clientName(async)
	name := iface + "Impl"
	f := newJFile(pkg)
	f.declared[name] = pkg + "." + name
	f.declared[iface] = pkg + "." + iface
	f.declared["WithRawResponse"] = ""
	f.declared["WithRawResponseImpl"] = ""
	svcIface := f.imp(g.servicePkg(root, async) + "." + serviceName(root, async))
	svcImpl := f.imp(g.servicePkg(root, async) + "." + serviceName(root, async) + "Impl")
	opts := f.imp(g.layout.Sub("core", "ClientOptions"))
	consumer := f.imp("java.util.function.Consumer")
	f.open("public final class ", name, " implements ", iface, " {")
	f.line()
	f.line("private final ", opts, " clientOptions;")
	f.line("private final ", svcIface, " service;")
	f.line("private final WithRawResponseImpl withRawResponse;")
	f.line()
	f.open("public ", name, "(", opts, " clientOptions) {")
	f.line("this.clientOptions = clientOptions;")
	f.line("this.service = new ", svcImpl, "(clientOptions);")
	f.line("this.withRawResponse = new WithRawResponseImpl(clientOptions, service.withRawResponse());")
	f.close()
	f.line()
	f.line("@Override")
	if async {
		f.open("public ", f.imp(pkg+"."+g.clientName(false)), " sync() {")
		f.line("return new ", f.imp(pkg+"."+g.clientName(false)+"Impl"), "(clientOptions);")
	} else {
		f.open("public ", f.imp(pkg+"."+g.clientName(true)), " async() {")
		f.line("return new ", f.imp(pkg+"."+g.clientName(true)+"Impl"), "(clientOptions);")
	}
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", iface, ".WithRawResponse withRawResponse() {")
	f.line("return withRawResponse;")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", iface, " withOptions(", consumer, "<", opts, ".Builder> modifier) {")
	f.line(opts, ".Builder builder = clientOptions.toBuilder();")
	f.line("modifier.accept(builder);")
	f.line("return new ", name, "(builder.build());")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public void close() {")
	f.line("clientOptions.httpClient().close();")
	f.close()
	g.delegate(f, root, async, "service", "", func(m *method) string { return g.returnType(f, m, async) })
	f.line()
	f.open("static final class WithRawResponseImpl implements ", iface, ".WithRawResponse {")
	f.line()
	f.line("private final ", opts, " clientOptions;")
	f.line("private final ", svcIface, ".WithRawResponse service;")
	f.line()
	f.open("WithRawResponseImpl(", opts, " clientOptions, ", svcIface, ".WithRawResponse service) {")
	f.line("this.clientOptions = clientOptions;")
	f.line("this.service = service;")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", iface, ".WithRawResponse withOptions(", consumer, "<", opts, ".Builder> modifier) {")
	f.line(opts, ".Builder builder = clientOptions.toBuilder();")
	f.line("modifier.accept(builder);")
	f.line("return new ", name, "(builder.build()).withRawResponse();")
	f.close()
	g.delegate(f, root, async, "service", ".WithRawResponse", func(m *method) string { return g.rawReturnType(f, m, async) })
	f.close()
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), pkg, name), f.bytes())
}

// delegate writes the root service's abstract methods, each calling the same method of field.
func (g *emitter) delegate(f *jfile, root *service, async bool, field, suffix string, ret func(*method) string) {
	ro := f.imp(g.layout.Sub("core", "RequestOptions"))
	for _, sub := range root.subs {
		f.line()
		f.line("@Override")
		f.open("public ", f.imp(g.servicePkg(sub.svc, async)+"."+serviceName(sub.svc, async)), suffix, " ", sub.accessor, "() {")
		f.line("return ", field, ".", sub.accessor, "();")
		f.close()
	}
	for _, m := range root.methods {
		r := ret(m)
		f.line()
		f.line("@Override")
		f.open("public ", r, " ", m.name, "(", g.classRef(f, m.params.cls), " params, ", ro, " requestOptions) {")
		if r == "void" {
			f.line(field, ".", m.name, "(params, requestOptions);")
		} else {
			f.line("return ", field, ".", m.name, "(params, requestOptions);")
		}
		f.close()
	}
}

// builderMethods are the OkHttp builder's own methods, which no client option's setter may take.
var builderMethods = wordSet("fromEnv baseUrl environment timeout maxRetries responseValidation logLevel proxy headers putHeader " +
	"putHeaders putAllHeaders replaceHeaders replaceAllHeaders removeHeaders removeAllHeaders queryParams putQueryParam " +
	"putQueryParams putAllQueryParams replaceQueryParams removeQueryParams jsonMapper build option sleeper clock " +
	"checkJacksonVersionCompatibility streamHandlerExecutor")

// builderOption is a client option with its setter on the OkHttp builder and the setter's parameter type.
type builderOption struct {
	option      *ir.ClientOption
	method, typ string
}

// builderOptions are the client options the OkHttp builder has a setter for: each but those whose name is one of
// the builder's own methods or an earlier option's.
func builderOptions(api *ir.API, jn javaNames) []builderOption {
	var out []builderOption
	used := map[string]bool{}
	for _, o := range api.ClientOptions {
		method := jn.member(o.Name)
		if builderMethods[method] || used[method] {
			continue
		}
		used[method] = true
		typ := map[string]string{"integer": "Long", "number": "Double", "boolean": "Boolean"}[o.Type]
		if typ == "" {
			typ = "String"
		}
		out = append(out, builderOption{option: o, method: method, typ: typ})
	}
	return out
}

// emitOkHttpBuilder writes <Prefix>OkHttpClient[Async]: builder() and fromEnv() building the client on the OkHttp
// transport, with a setter per client option of the API.
func (g *emitter) emitOkHttpBuilder(async bool) error {
	pkg := g.layout.Sub("client", "okhttp")
	name := g.layout.Prefix + "OkHttpClient"
	if async {
		name += "Async"
	}
	f := newJFile(pkg)
	f.declared[name] = pkg + "." + name
	f.declared["Builder"] = ""
	client := f.imp(g.layout.Sub("client", g.clientName(async)))
	impl := f.imp(g.layout.Sub("client", g.clientName(async)+"Impl"))
	opts := f.imp(g.layout.Sub("core", "ClientOptions"))
	duration := f.imp("java.time.Duration")
	optional := f.imp("java.util.Optional")
	f.line("/** Builds a {@link ", client, "} on the OkHttp transport. */")
	f.open("public final class ", name, " {")
	f.line()
	f.line("private ", name, "() {}")
	f.line()
	f.open("public static Builder builder() {")
	f.line("return new Builder();")
	f.close()
	f.line()
	f.line("/** A client configured from system properties and environment variables. */")
	f.open("public static ", client, " fromEnv() {")
	f.line("return builder().fromEnv().build();")
	f.close()
	f.line()
	f.open("public static final class Builder {")
	f.line()
	f.line("private final ", opts, ".Builder clientOptions = ", opts, ".builder();")
	f.line("private ", f.imp("java.net.Proxy"), " proxy;")
	f.line()
	f.line("private Builder() {}")
	setter := func(sig, body string) {
		f.line()
		f.open("public Builder ", sig, " {")
		f.line(body)
		f.line("return this;")
		f.close()
	}
	setter("fromEnv()", "clientOptions.fromEnv();")
	setter("baseUrl(String baseUrl)", "clientOptions.baseUrl(baseUrl);")
	setter("baseUrl("+optional+"<String> baseUrl)", "clientOptions.baseUrl(baseUrl);")
	if len(g.api.Environments) > 0 {
		setter("environment(String environment)", "clientOptions.environment(environment);")
	}
	for _, o := range builderOptions(g.api, g.jn) {
		value := o.method
		if o.typ != "String" {
			value = "String.valueOf(" + o.method + ")"
		}
		setter(o.method+"("+o.typ+" "+o.method+")", "clientOptions.option("+javaString(o.method)+", "+o.method+" == null ? null : "+value+");")
	}
	setter("timeout("+duration+" timeout)", "clientOptions.timeout(timeout);")
	setter("timeout("+f.imp(g.layout.Sub("core", "Timeout"))+" timeout)", "clientOptions.timeout(timeout);")
	setter("maxRetries(int maxRetries)", "clientOptions.maxRetries(maxRetries);")
	setter("responseValidation(boolean responseValidation)", "clientOptions.responseValidation(responseValidation);")
	setter("logLevel("+f.imp(g.layout.Sub("core", "LogLevel"))+" logLevel)", "clientOptions.logLevel(logLevel);")
	setter("proxy("+f.imp("java.net.Proxy")+" proxy)", "this.proxy = proxy;")
	headers := f.imp(g.layout.Sub("core", "http", "Headers"))
	query := f.imp(g.layout.Sub("core", "http", "QueryParams"))
	setter("headers("+headers+" headers)", "clientOptions.headers(headers);")
	setter("putHeader(String name, String value)", "clientOptions.putHeader(name, value);")
	setter("putAllHeaders("+headers+" headers)", "clientOptions.putAllHeaders(headers);")
	setter("removeHeaders(String name)", "clientOptions.removeHeaders(name);")
	setter("queryParams("+query+" queryParams)", "clientOptions.queryParams(queryParams);")
	setter("putQueryParam(String key, String value)", "clientOptions.putQueryParam(key, value);")
	setter("putAllQueryParams("+query+" queryParams)", "clientOptions.putAllQueryParams(queryParams);")
	setter("removeQueryParams(String key)", "clientOptions.removeQueryParams(key);")
	f.line()
	f.open("public ", client, " build() {")
	f.line("clientOptions.httpClient(OkHttpClient.builder().proxy(proxy).build());")
	f.line("return new ", impl, "(clientOptions.build());")
	f.close()
	f.close()
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.OkHttpModule(), pkg, name), f.bytes())
}
