package java

import (
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// The Spring Boot starter (publish.spring_boot_starter): one more module, <Artifact>-spring-boot-starter, published
// with the others, holding an auto-configuration that creates the client bean from <prefix>.* properties. It is the
// shape Spring Boot's own guide for third-party starters describes: an @AutoConfiguration class listed in
// META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports, its bean
// @ConditionalOnMissingBean so an application's own client wins, a @ConfigurationProperties class, and
// META-INF/spring-configuration-metadata.json so IDEs complete and document the properties.
//
// sdkgen choices: the starter alone compiles for Java 17 (Spring Boot 3 needs it); the SDK stays on Java 8. The
// client is built by the OkHttp builder's fromEnv(), then each property that is set, so system properties and
// environment variables still work and a property wins over them. The metadata is written from the IR rather than
// by Spring's annotation processor: nothing more to resolve, and the descriptions are the spec's.

// starterSuffix ends the starter's artifactId, as Spring Boot's naming rule for third-party starters asks
// (<name>-spring-boot-starter).
const starterSuffix = "-spring-boot-starter"

// StarterModule is the Spring Boot starter's folder and artifactId.
func (l layout) StarterModule() string { return l.Artifact + starterSuffix }

// starter reports whether publish.spring_boot_starter is on.
func (g *gen) starter() bool { return g.cfg.Publish.SpringBootStarter }

// springPackage is the package of the auto-configuration and its properties.
func (g *gen) springPackage() string { return g.layout.Sub("spring") }

// springClasses are the starter's class names: the auto-configuration, its properties and the README's example bean.
func (g *gen) springClasses() (autoConfig, properties, example string) {
	return jvm.SpringClasses(g.layout.Prefix)
}

// propertyPrefix is the prefix of the starter's properties: the organization's name in kebab case.
func (g *gen) propertyPrefix() string {
	return jvm.SpringPrefix(g.names.Kebab(g.api.Organization.Name))
}

// springProperty is one property of the starter: its field, its name under the prefix, its Java type and what it
// says.
type springProperty struct {
	field, name, typ, doc string
	// setter is the OkHttp builder's method that takes it.
	setter string
	// option is the client option it sets (nil for the builder's own properties).
	option *ir.ClientOption
}

// springProperties are the base URL, the environment (when the API names some), each client option the OkHttp
// builder has a setter for (the credentials of the security schemes among them), the timeout and the retries.
func (g *gen) springProperties() []springProperty {
	jn := javaNames{namer: g.names}
	env := func(name string) string {
		if g.api.Client.EnvPrefix == "" {
			return ""
		}
		return " Unset: the " + g.api.Client.EnvPrefix + "_" + name + " environment variable or system property."
	}
	out := []springProperty{{field: "baseUrl", name: "base-url", typ: "String", setter: "baseUrl",
		doc: "The API's base URL." + env("BASE_URL")}}
	if len(g.api.Environments) > 0 {
		var names []string
		for _, e := range g.api.Environments {
			names = append(names, e.Name)
		}
		out = append(out, springProperty{field: "environment", name: "environment", typ: "String", setter: "environment",
			doc: "The environment whose base URL the client uses: " + strings.Join(names, ", ") + "."})
	}
	for _, o := range builderOptions(g.api, jn) {
		doc := strings.TrimSpace(o.option.Description)
		if doc == "" {
			doc = "The " + strings.ReplaceAll(g.names.Snake(o.option.Name), "_", " ") + " option."
		}
		if o.option.ReadEnv != "" {
			doc += " Unset: the " + o.option.ReadEnv + " environment variable or system property."
		}
		out = append(out, springProperty{field: o.method, name: g.names.Kebab(o.method), typ: o.typ, setter: o.method,
			doc: doc, option: o.option})
	}
	return append(out,
		springProperty{field: "timeout", name: "timeout", typ: "Duration", setter: "timeout",
			doc: "The time limit of each attempt (e.g. 30s), " + g.timeoutText() + " when unset."},
		springProperty{field: "maxRetries", name: "max-retries", typ: "Integer", setter: "maxRetries",
			doc: "How many times a failed request is retried (" + strconv.Itoa(g.api.Retries.MaxRetries) + " when unset)."},
	)
}

// starterFiles are the starter module's pom, sources, resources and tests, by path; none when it is off.
func (g *gen) starterFiles() map[string]string {
	if !g.starter() {
		return nil
	}
	l, pkg := g.layout, g.springPackage()
	autoConfig, properties, example := g.springClasses()
	module := l.StarterModule()
	props := g.springProperties()
	return map[string]string{
		l.MainSource(module, pkg, properties):        g.propertiesClass(props),
		l.MainSource(module, pkg, autoConfig):        g.autoConfigClass(props),
		module + "/" + jvm.SpringImportsPath:         pkg + "." + autoConfig + "\n",
		module + "/" + jvm.SpringMetadataPath:        g.springMetadata(props),
		l.TestSource(module, pkg, example):           g.exampleServiceClass(),
		l.TestSource(module, pkg, autoConfig+"Test"): g.autoConfigTest(props),
	}
}

// starterPom is the starter module's pom: the SDK and Spring Boot's auto-configuration, compiled for Java 17.
func (g *gen) starterPom() string {
	l := g.layout
	boot := func(artifact string, extra ...node) node {
		return dep("org.springframework.boot", artifact, "${spring-boot.version}", extra...)
	}
	deps := []node{
		g.moduleDep(l.Artifact),
		boot("spring-boot-starter"),
		boot("spring-boot-autoconfigure"),
		boot("spring-boot-test", leaf("scope", "test")),
	}
	deps = append(deps, testDeps()...)
	return g.module(l.StarterModule(), g.title()+" SDK Spring Boot starter",
		"Spring Boot auto-configuration of the "+g.title()+" SDK's client.",
		el("properties", commented("Spring Boot 3 needs Java 17: the starter alone compiles for it, the SDK stays on Java 8.",
			leaf("maven.compiler.release", "17"))),
		el("dependencies", deps...),
	)
}

// propertiesClass is <Prefix>Properties: a field, getter and setter per property, each left null when unset.
func (g *gen) propertiesClass(props []springProperty) string {
	_, properties, _ := g.springClasses()
	f := newJFile(g.springPackage())
	f.declared[properties] = g.springPackage() + "." + properties
	client := g.layout.Prefix + "Client"
	f.javadoc("The " + g.propertyPrefix() + ".* properties of the " + client + " bean. A property left unset falls " +
		"back to its system property or environment variable, then to the SDK's default.")
	f.line("@", f.imp("org.springframework.boot.context.properties.ConfigurationProperties"), "(prefix = ", javaString(g.propertyPrefix()), ")")
	f.open("public class ", properties, " {")
	for _, p := range props {
		f.line()
		f.javadoc(p.doc)
		f.line("private ", g.springType(f, p), " ", p.field, ";")
	}
	for _, p := range props {
		typ, accessor := g.springType(f, p), upperFirst(p.field)
		f.line()
		f.open("public ", typ, " get", accessor, "() {")
		f.line("return ", p.field, ";")
		f.close()
		f.line()
		f.open("public void set", accessor, "(", typ, " ", p.field, ") {")
		f.line("this.", p.field, " = ", p.field, ";")
		f.close()
	}
	f.close()
	return string(f.bytes())
}

// springType is a property's Java type as f spells it.
func (g *gen) springType(f *jfile, p springProperty) string {
	if p.typ == "Duration" {
		return f.imp("java.time.Duration")
	}
	return p.typ
}

// autoConfigClass is <Prefix>AutoConfiguration: the client bean, built from the properties over fromEnv(), unless
// the application declares its own.
func (g *gen) autoConfigClass(props []springProperty) string {
	autoConfig, properties, _ := g.springClasses()
	l := g.layout
	f := newJFile(g.springPackage())
	f.declared[autoConfig] = g.springPackage() + "." + autoConfig
	client := f.imp(l.Sub("client", l.Prefix+"Client"))
	okhttp := f.imp(l.Sub("client", "okhttp", l.Prefix+"OkHttpClient"))
	f.javadoc("Creates the " + client + " bean from the " + g.propertyPrefix() + ".* properties (" + properties +
		"), unless the application declares its own.")
	f.line("@", f.imp("org.springframework.boot.autoconfigure.AutoConfiguration"))
	f.line("@", f.imp("org.springframework.boot.context.properties.EnableConfigurationProperties"), "(", properties, ".class)")
	f.open("public class ", autoConfig, " {")
	f.line()
	f.javadoc("The client on OkHttp: system properties and environment variables, then the properties that are set.")
	f.line("@", f.imp("org.springframework.context.annotation.Bean"))
	f.line("@", f.imp("org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean"))
	f.open("public ", client, " ", javaNames{namer: g.names}.member(g.api.Client.Name+" client"), "(", properties, " properties) {")
	f.line(okhttp, ".Builder builder = ", okhttp, ".builder().fromEnv();")
	for _, p := range props {
		f.open("if (properties.get", upperFirst(p.field), "() != null) {")
		f.line("builder.", p.setter, "(properties.get", upperFirst(p.field), "());")
		f.close()
	}
	f.line("return builder.build();")
	f.close()
	f.close()
	return string(f.bytes())
}

// exampleServiceClass is the README's example: an application bean the client is injected into. The test puts it
// in a context, so the README's code compiles and works.
func (g *gen) exampleServiceClass() string {
	_, _, example := g.springClasses()
	f := newJFile(g.springPackage())
	f.declared[example] = g.springPackage() + "." + example
	f.line(strings.TrimSuffix(g.exampleServiceCode(f), "\n"))
	return string(f.bytes())
}

// exampleServiceCode is the example bean's class; the README shows it with its imports.
func (g *gen) exampleServiceCode(f *jfile) string {
	_, _, example := g.springClasses()
	client := f.imp(g.layout.Sub("client", g.layout.Prefix+"Client"))
	service := f.imp("org.springframework.stereotype.Service")
	return "@" + service + "\npublic class " + example + " {\n\n" +
		"    private final " + client + " client;\n\n" +
		"    // The starter's client bean, configured from application.properties.\n" +
		"    public " + example + "(" + client + " client) {\n        this.client = client;\n    }\n\n" +
		"    public " + client + " client() {\n        return client;\n    }\n}\n"
}

// autoConfigTest checks the auto-configuration with ApplicationContextRunner: Spring Boot finds it, the properties
// bind and reach the client, the application's own client wins, and the client is injected into the application's
// beans.
func (g *gen) autoConfigTest(props []springProperty) string {
	autoConfig, properties, example := g.springClasses()
	l, prefix := g.layout, g.propertyPrefix()
	f := newJFile(g.springPackage())
	f.declared[autoConfig+"Test"] = g.springPackage() + "." + autoConfig + "Test"
	client := f.imp(l.Sub("client", l.Prefix+"Client"))
	okhttp := f.imp(l.Sub("client", "okhttp", l.Prefix+"OkHttpClient"))
	options := f.imp(l.Sub("core", "ClientOptions"))
	assertThat := f.static("org.assertj.core.api.Assertions.assertThat")
	runner := f.imp("org.springframework.boot.test.context.runner.ApplicationContextRunner")
	context := f.imp("org.springframework.boot.test.context.assertj.AssertableApplicationContext")
	test := f.imp("org.junit.jupiter.api.Test")
	reference := f.imp("java.util.concurrent.atomic.AtomicReference")
	duration := f.imp("java.time.Duration")
	f.open("class ", autoConfig, "Test {")
	f.line()
	f.line("private final ", runner, " runner = new ", runner, "().withConfiguration(",
		f.imp("org.springframework.boot.autoconfigure.AutoConfigurations"), ".of(", autoConfig, ".class));")
	f.line()
	f.line("@", test)
	f.open("void isAnAutoConfiguration() {")
	f.line(f.imp("java.lang.Iterable"), "<String> candidates = ", f.imp("org.springframework.boot.context.annotation.ImportCandidates"),
		".load(", f.imp("org.springframework.boot.autoconfigure.AutoConfiguration"), ".class, getClass().getClassLoader());")
	f.line(assertThat, "(candidates).contains(", autoConfig, ".class.getName());")
	f.close()
	f.line()
	values := g.springTestValues(props)
	var settings, credentials []string
	for _, v := range values {
		settings = append(settings, javaString(prefix+"."+v.name+"="+v.value))
		if v.option != nil {
			credentials = append(credentials, javaString(prefix+"."+v.name+"="+v.value))
		}
	}
	// A client whose API requires a credential does not build without one: the other tests set every option.
	f.line("/** The runner with a value for every client option, so that the client builds. */")
	f.open("private ", runner, " withOptions() {")
	if len(credentials) == 0 {
		f.line("return runner;")
	} else {
		f.line("return runner.withPropertyValues(", strings.Join(credentials, ", "), ");")
	}
	f.close()
	f.line()
	f.line("@", test)
	f.open("void createsTheClient() {")
	f.line("withOptions().run(context -> ", assertThat, "(context).hasSingleBean(", client, ".class));")
	f.close()
	f.line()
	f.line("@", test)
	f.open("void propertiesConfigureTheClient() {")
	f.line(runner, " withProperties = runner.withPropertyValues(", strings.Join(settings, ", "), ");")
	f.line("withProperties.run(this::configured);")
	f.close()
	f.line()
	f.open("private void configured(", context, " context) {")
	f.line(properties, " properties = context.getBean(", properties, ".class);")
	f.line(reference, "<", options, "> options = new ", reference, "<>();")
	f.line("context.getBean(", client, ".class).withOptions(builder -> options.set(builder.build()));")
	for _, v := range values {
		switch {
		case v.option != nil:
			f.line(assertThat, "(properties.get", upperFirst(v.field), "()).isEqualTo(", v.javaValue, ");")
			f.line(assertThat, "(options.get().option(", javaString(v.setter), ")).hasValue(", javaString(v.value), ");")
		case v.field == "timeout":
			f.line(assertThat, "(options.get().timeout().request()).isEqualTo(", duration, ".ofSeconds(7));")
		default:
			f.line(assertThat, "(options.get().", v.setter, "()).isEqualTo(", v.javaValue, ");")
		}
	}
	f.close()
	f.line()
	f.line("@", test)
	f.open("void anApplicationsOwnClientWins() {")
	f.line(okhttp, ".Builder builder = ", okhttp, ".builder().baseUrl(\"http://localhost:4010\");")
	for _, v := range values {
		if v.option != nil {
			f.line("builder.", v.setter, "(", v.javaValue, ");")
		}
	}
	f.line(client, " own = builder.build();")
	f.line("runner.withBean(", client, ".class, () -> own).run(context -> ", assertThat, "(context).getBean(", client, ".class).isSameAs(own));")
	f.close()
	f.line()
	f.line("@", test)
	f.open("void theClientIsInjected() {")
	f.line("withOptions().withBean(", example, ".class).run(this::injected);")
	f.close()
	f.line()
	f.open("private void injected(", context, " context) {")
	f.line(assertThat, "(context.getBean(", example, ".class).client()).isSameAs(context.getBean(", client, ".class));")
	f.close()
	f.close()
	return string(f.bytes())
}

// springTestValue is a property's value in the test and the Java value the properties, then the client's options,
// hold.
type springTestValue struct {
	springProperty
	value, javaValue string
}

// springTestValues are a value for each property the test sets: every one but the environment, which would
// replace the base URL the test checks.
func (g *gen) springTestValues(props []springProperty) []springTestValue {
	var out []springTestValue
	for _, p := range props {
		if p.field == "environment" {
			continue
		}
		v := springTestValue{springProperty: p, value: jvm.SpringTestValue(p.field, p.typ, p.name)}
		switch {
		case p.typ == "Long":
			v.javaValue = v.value + "L"
		case p.typ == "String":
			v.javaValue = javaString(v.value)
		case p.field != "timeout":
			v.javaValue = v.value
		}
		out = append(out, v)
	}
	return out
}

// springMetadata is META-INF/spring-configuration-metadata.json: the properties' names, types and descriptions.
func (g *gen) springMetadata(props []springProperty) string {
	_, properties, _ := g.springClasses()
	var meta []jvm.SpringProperty
	for _, p := range props {
		typ := "java.lang." + p.typ
		if p.typ == "Duration" {
			typ = "java.time.Duration"
		}
		meta = append(meta, jvm.SpringProperty{Name: p.name, Type: typ, Description: p.doc})
	}
	return jvm.SpringMetadata(g.propertyPrefix(), g.springPackage()+"."+properties, meta)
}

// readmeSpring is the README's Spring Boot section, when the starter is on.
func (g *gen) readmeSpring(b *strings.Builder) {
	if !g.starter() {
		return
	}
	_, _, example := g.springClasses()
	var props []string
	for _, p := range g.springProperties() {
		if p.field != "environment" {
			v := jvm.SpringReadmeValue(p.field, p.typ, p.name, g.exampleBaseURL(), g.api.Retries.MaxRetries)
			props = append(props, g.propertyPrefix()+"."+p.name+"="+v)
		}
	}
	b.WriteString(jvm.SpringReadme(g.layout.GroupID, g.layout.StarterModule(), Version, true, props))
	f := newJFile(g.springPackage())
	code := g.exampleServiceCode(f)
	var imports []string
	for imp := range f.imports {
		imports = append(imports, "import "+imp+";")
	}
	b.WriteString(markdown.Fence("java", strings.Join(sortedStrings(imports), "\n")+"\n\n"+strings.TrimSuffix(code, "\n")))
	b.WriteString("\nThis class is compiled and run with the starter's tests (" + markdown.Code(example+".java") +
		"). Declare your own " + markdown.Code(g.layout.Prefix+"Client") + " bean to replace the starter's.\n\n" +
		jvm.SpringKotlinNote("OkHttp "+version("okhttp")+" depends on", "the version that "+markdown.Code("okhttp-jvm")+"'s pom names"))
}

// exampleBaseURL is the README's base URL: the first environment's, else the API's.
func (g *gen) exampleBaseURL() string {
	for _, e := range g.api.Environments {
		if e.URL != "" {
			return e.URL
		}
	}
	return "https://api.example.com"
}
