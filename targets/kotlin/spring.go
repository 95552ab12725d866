package kotlin

import (
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// The Spring Boot starter (publish.spring_boot_starter), as the java target builds it (targets/java/spring.go): the
// module <Artifact>-spring-boot-starter, published with the others, whose @AutoConfiguration creates the client bean
// from <prefix>.* properties unless the application declares its own, registered in
// META-INF/spring/...AutoConfiguration.imports, with configuration metadata written from the IR.
//
// sdkgen choices: the starter is Kotlin like the rest of the build (kotlin-maven-plugin, -Werror) and alone
// compiles for Java 17, which Spring Boot 3 needs. The client is built from the properties that are set, then
// fromEnv(), which fills only what is still unset: a property wins over its system property or environment variable.
// Comments are // lines, which ktfmt keeps as written.

// StarterModule is the Spring Boot starter's folder and artifactId.
func (l layout) StarterModule() string { return l.Artifact + "-spring-boot-starter" }

// starter reports whether publish.spring_boot_starter is on.
func (g *gen) starter() bool { return g.cfg.Publish.SpringBootStarter }

func (g *gen) springPackage() string { return g.layout.Sub("spring") }

// springClasses are the starter's class names: the auto-configuration, its properties and the README's example bean.
func (g *gen) springClasses() (autoConfig, properties, example string) {
	return jvm.SpringClasses(g.layout.Prefix)
}

// propertyPrefix is the prefix of the starter's properties: the organization's name in kebab case.
func (g *gen) propertyPrefix() string {
	return jvm.SpringPrefix(g.names.namer.Kebab(g.api.Organization.Name))
}

// springProperty is one property of the starter.
type springProperty struct {
	// field is the Kotlin property as code spells it (a keyword in backticks), name its name under the prefix, typ its
	// Kotlin type (nullable in the class).
	field, name, typ, doc string
	// setter is the OkHttp builder's function that takes it.
	setter string
	// value is the option's name in ClientOptions.values ("" for the builder's own properties).
	value string
}

// springProperties are the base URL, each client option (the security schemes' credentials among them), the
// timeout and the retries.
func (g *gen) springProperties() []springProperty {
	env := ""
	if g.api.Client.EnvPrefix != "" {
		env = " Unset: the " + g.api.Client.EnvPrefix + "_BASE_URL environment variable or system property."
	}
	out := []springProperty{{field: "baseUrl", name: "base-url", typ: "String", setter: "baseUrl", doc: "The API's base URL." + env}}
	for _, o := range g.options() {
		doc := strings.TrimSpace(o.o.Description)
		if doc == "" {
			doc = "The " + strings.ReplaceAll(g.names.namer.Snake(o.o.Name), "_", " ") + " option."
		}
		if o.env != "" {
			doc += " Unset: the " + o.env + " environment variable or system property."
		}
		out = append(out, springProperty{field: o.name, name: g.names.namer.Kebab(o.property), typ: o.typ, setter: o.name,
			doc: doc, value: o.property})
	}
	timeout := "60 seconds"
	switch t := g.api.Timeout; {
	case t.None:
		timeout = "none"
	case t.Milliseconds > 0:
		timeout = itoa64(t.Milliseconds) + " ms"
	}
	return append(out,
		springProperty{field: "timeout", name: "timeout", typ: "Duration", setter: "timeout",
			doc: "The time limit of each attempt (e.g. 30s); unset: " + timeout + "."},
		springProperty{field: "maxRetries", name: "max-retries", typ: "Int", setter: "maxRetries",
			doc: "How many times a failed request is retried; unset: " + itoa(g.api.Retries.MaxRetries) + "."},
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
	var meta []jvm.SpringProperty
	for _, p := range props {
		typ := map[string]string{"Long": "java.lang.Long", "Double": "java.lang.Double", "Boolean": "java.lang.Boolean",
			"Int": "java.lang.Integer", "Duration": "java.time.Duration"}[p.typ]
		if typ == "" {
			typ = "java.lang.String"
		}
		meta = append(meta, jvm.SpringProperty{Name: p.name, Type: typ, Description: p.doc})
	}
	return map[string]string{
		l.MainSource(module, pkg, properties):        g.propertiesClass(props),
		l.MainSource(module, pkg, autoConfig):        g.autoConfigClass(props),
		module + "/" + jvm.SpringImportsPath:         pkg + "." + autoConfig + "\n",
		module + "/" + jvm.SpringMetadataPath:        jvm.SpringMetadata(g.propertyPrefix(), pkg+"."+properties, meta),
		l.TestSource(module, pkg, example):           g.exampleServiceFile(),
		l.TestSource(module, pkg, autoConfig+"Test"): g.autoConfigTest(props),
	}
}

// starterPom is the starter module's pom: the SDK and Spring Boot's auto-configuration, compiled for Java 17.
func (g *gen) starterPom() string {
	l := g.layout
	boot := func(artifact, scope string) string {
		return dep("org.springframework.boot", artifact, "${spring-boot.version}", scope)
	}
	deps := dep(l.GroupID, l.Artifact, "${project.version}", "") + boot("spring-boot-starter", "") +
		boot("spring-boot-autoconfigure", "") + boot("spring-boot-test", "test") +
		dep("org.junit.jupiter", "junit-jupiter", "", "test") + dep("org.assertj", "assertj-core", "${assertj.version}", "test")
	return g.modulePomWith(l.StarterModule(), deps,
		`        <!-- Spring Boot 3 needs Java 17: the starter alone compiles for it, the SDK stays on Java 8. -->
        <configuration>
          <jvmTarget>17</jvmTarget>
          <args combine.self="override">
            <arg>-Werror</arg>
            <arg>-Xjdk-release=17</arg>
          </args>
        </configuration>
`)
}

// propertiesClass is <Prefix>Properties: a nullable var per property, left null when unset.
func (g *gen) propertiesClass(props []springProperty) string {
	_, properties, _ := g.springClasses()
	f := newFile(g.springPackage())
	f.raw(comment("", "The "+g.propertyPrefix()+".* properties of the "+g.layout.Prefix+"Client bean. A property left "+
		"unset falls back to its system property or environment variable, then to the SDK's default."))
	f.line("@" + f.use("org.springframework.boot.context.properties.ConfigurationProperties") + "(prefix = " + kotlinString(g.propertyPrefix()) + ")")
	f.line("class " + properties + " {")
	for _, p := range props {
		typ := p.typ
		if typ == "Duration" {
			typ = f.use("java.time.Duration")
		}
		f.line("")
		f.raw(comment("    ", p.doc))
		f.line(exprFun("    ", "var "+p.field+": "+typ+"?", "null"))
	}
	f.line("}")
	return f.String()
}

// autoConfigClass is <Prefix>AutoConfiguration: the client bean from the properties that are set, then fromEnv().
func (g *gen) autoConfigClass(props []springProperty) string {
	autoConfig, properties, _ := g.springClasses()
	l := g.layout
	f := newFile(g.springPackage())
	client := f.use(l.Sub("client", l.Prefix+"Client"))
	okhttp := f.use(l.Sub("client", "okhttp", l.Prefix+"OkHttpClient"))
	f.raw(comment("", "Creates the "+client+" bean from the "+g.propertyPrefix()+".* properties ("+properties+
		"), unless the application declares its own."))
	f.line("@" + f.use("org.springframework.boot.autoconfigure.AutoConfiguration"))
	f.line("@" + f.use("org.springframework.boot.context.properties.EnableConfigurationProperties") + "(" + properties + "::class)")
	f.line("class " + autoConfig + " {")
	f.line("")
	f.raw(comment("    ", "The client on OkHttp: the properties that are set, then system properties and environment variables."))
	f.line("    @" + f.use("org.springframework.context.annotation.Bean"))
	f.line("    @" + f.use("org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean"))
	f.line(declLine("    ", "fun "+g.names.member(g.api.Client.Name+" client")+"(properties: "+properties+"): "+client+" {"))
	f.line("        val builder = " + okhttp + ".builder()")
	for _, p := range props {
		one := "        properties." + p.field + "?.let { builder." + p.setter + "(it) }"
		if len(one) <= maxWidth {
			f.line(one)
			continue
		}
		f.line("        properties." + p.field + "?.let {")
		f.line("            builder." + p.setter + "(it)")
		f.line("        }")
	}
	f.line("        return builder.fromEnv().build()")
	f.line("    }")
	f.line("}")
	return f.String()
}

// exampleServiceFile is the README's example bean, which the test puts in a context.
func (g *gen) exampleServiceFile() string {
	f := newFile(g.springPackage())
	f.raw(g.exampleServiceCode(f))
	return f.String()
}

// exampleServiceCode is the example bean's class; the README shows it with its imports. Its body keeps ktfmt from
// joining the annotation and the class on one line.
func (g *gen) exampleServiceCode(f *kfile) string {
	_, _, example := g.springClasses()
	client := f.use(g.layout.Sub("client", g.layout.Prefix+"Client"))
	head := "class " + example + "(val client: " + client + ") {"
	if len(head) > maxWidth {
		head = "class " + example + "(\n    val client: " + client + "\n) {"
	}
	return "// The starter's client bean, configured from application.properties, is injected.\n" +
		"@" + f.use("org.springframework.stereotype.Service") + "\n" + head + "\n" +
		"    // Your application's calls to the API go here: client.<resource>().<method>(params).\n}\n"
}

// autoConfigTest checks the auto-configuration with ApplicationContextRunner: Spring Boot finds it, the properties
// bind and reach the client, the application's own client wins, and the client is injected into its beans.
func (g *gen) autoConfigTest(props []springProperty) string {
	autoConfig, properties, example := g.springClasses()
	l, prefix := g.layout, g.propertyPrefix()
	f := newFile(g.springPackage())
	client := f.use(l.Sub("client", l.Prefix+"Client"))
	okhttp := f.use(l.Sub("client", "okhttp", l.Prefix+"OkHttpClient"))
	options := f.use(l.Sub("core", "ClientOptions"))
	assertThat := f.use("org.assertj.core.api.Assertions.assertThat")
	context := f.use("org.springframework.boot.test.context.assertj.AssertableApplicationContext")
	bean := f.use("org.springframework.context.annotation.Bean")
	test := f.use("org.junit.jupiter.api.Test")
	f.line("class " + autoConfig + "Test {")
	f.line("")
	f.line(exprFun("    ", "private val configurations", f.use("org.springframework.boot.autoconfigure.AutoConfigurations")+
		".of("+autoConfig+"::class.java)"))
	f.line("")
	f.line(exprFun("    ", "private val runner", f.use("org.springframework.boot.test.context.runner.ApplicationContextRunner")+
		"().withConfiguration(configurations)"))
	f.line("")
	f.line("    @" + test)
	f.line("    fun isAnAutoConfiguration() {")
	f.line("        val auto = " + f.use("org.springframework.boot.autoconfigure.AutoConfiguration") + "::class.java")
	f.line(exprFun("        ", "val candidates", f.use("org.springframework.boot.context.annotation.ImportCandidates")+
		".load(auto, javaClass.classLoader)"))
	f.line("        " + assertThat + "(candidates).contains(" + autoConfig + "::class.java.name)")
	f.line("    }")
	f.line("")
	f.line("    @" + test)
	f.line("    fun createsTheClient() {")
	f.line("        runner.run(::hasClient)")
	f.line("    }")
	f.line("")
	f.line("    private fun hasClient(context: " + context + ") {")
	f.line("        " + assertThat + "(context).hasSingleBean(" + client + "::class.java)")
	f.line("    }")
	f.line("")
	f.line("    @" + test)
	f.line("    fun propertiesConfigureTheClient() {")
	var settings []any
	for _, p := range props {
		settings = append(settings, kotlinString(prefix+"."+p.name+"="+g.springTestValue(p)))
	}
	f.line(newCall("runner.withPropertyValues", settings...).assign("        ", "val withProperties ="))
	f.line("        withProperties.run(::configured)")
	f.line("    }")
	f.line("")
	f.line("    private fun configured(context: " + context + ") {")
	f.line("        val properties = context.getBean(" + properties + "::class.java)")
	f.line("        lateinit var options: " + options)
	f.line("        context.getBean(" + client + "::class.java).withOptions { options = it.build() }")
	for _, p := range props {
		value := g.springTestValue(p)
		switch p.field {
		case "baseUrl":
			f.line("        " + assertThat + "(options.baseUrl).isEqualTo(" + kotlinString(value) + ")")
		case "timeout":
			f.line("        " + assertThat + "(options.timeout.request).isEqualTo(" + f.use("java.time.Duration") + ".ofSeconds(7))")
		case "maxRetries":
			f.line("        " + assertThat + "(options.maxRetries).isEqualTo(5)")
		default:
			f.line("        " + assertThat + "(properties." + p.field + ").isEqualTo(" + g.springKotlinValue(p) + ")")
			f.line("        " + assertThat + "(options.value(" + kotlinString(p.value) + ")).isEqualTo(" + kotlinString(value) + ")")
		}
	}
	f.line("    }")
	f.line("")
	f.line("    @" + test)
	f.line("    fun anApplicationsOwnClientWins() {")
	f.line("        runner.withUserConfiguration(OwnClient::class.java).run(::hasOwnClient)")
	f.line("    }")
	f.line("")
	f.line("    private fun hasOwnClient(context: " + context + ") {")
	f.line("        " + assertThat + "(context).hasSingleBean(" + client + "::class.java).hasBean(\"ownClient\")")
	f.line("    }")
	f.line("")
	f.line("    @" + test)
	f.line("    fun theClientIsInjected() {")
	f.line("        runner.withUserConfiguration(" + example + "::class.java).run(::injected)")
	f.line("    }")
	f.line("")
	f.line("    private fun injected(context: " + context + ") {")
	f.line("        val client = context.getBean(" + client + "::class.java)")
	f.line("        " + assertThat + "(context.getBean(" + example + "::class.java).client).isSameAs(client)")
	f.line("    }")
	f.line("")
	f.line("    @" + f.use("org.springframework.context.annotation.Configuration") + "(proxyBeanMethods = false)")
	f.line("    class OwnClient {")
	f.line("        @" + bean)
	f.line(exprFun("        ", "fun ownClient(): "+client, okhttp+".builder().baseUrl(\"http://localhost:4010\").build()"))
	f.line("    }")
	f.line("}")
	return f.String()
}

// springTestValue is the text the test sets a property to.
func (g *gen) springTestValue(p springProperty) string {
	return jvm.SpringTestValue(p.field, p.typ, p.name)
}

// springKotlinValue is an option property's test value as a Kotlin literal of its type.
func (g *gen) springKotlinValue(p springProperty) string {
	switch p.typ {
	case "Long":
		return "42L"
	case "Double", "Boolean":
		return g.springTestValue(p)
	}
	return kotlinString(g.springTestValue(p))
}

// readmeSpring is the README's Spring Boot section, when the starter is on.
func (g *gen) readmeSpring() string {
	if !g.starter() {
		return ""
	}
	l := g.layout
	_, _, example := g.springClasses()
	var props []string
	for _, p := range g.springProperties() {
		v := jvm.SpringReadmeValue(p.field, p.typ, p.name, g.defaultBaseURL(), g.api.Retries.MaxRetries)
		props = append(props, g.propertyPrefix()+"."+p.name+"="+v)
	}
	var b strings.Builder
	b.WriteString(jvm.SpringReadme(l.GroupID, l.StarterModule(), Version, false, props))
	f := newFile(g.springPackage())
	code := g.exampleServiceCode(f)
	var imports []string
	for imp := range f.imports {
		imports = append(imports, "import "+imp)
	}
	sort.Strings(imports)
	b.WriteString(markdown.Fence("kotlin", strings.Join(imports, "\n")+"\n\n"+strings.TrimSuffix(code, "\n")))
	b.WriteString("\nThis class is compiled and run with the starter's tests (" + markdown.Code(example+".kt") + "). Declare your own " +
		markdown.Code(l.Prefix+"Client") + " bean to replace the starter's.\n\n" +
		jvm.SpringKotlinNote("the SDK and OkHttp "+version("okhttp")+" depend on", markdown.Code(version("kotlin"))))
	return b.String()
}
