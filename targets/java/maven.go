package java

import (
	"strings"
)

// The Maven build: a root pom.xml that is both the parent (every version pinned, the compiler and test settings)
// and the aggregator of the modules:
//   - <Artifact>-core: the runtime core, models and services, on Jackson;
//   - <Artifact>-client-okhttp: the OkHttp transport and the <Prefix>OkHttpClient builders;
//   - <Artifact>: the aggregate users depend on (core, transport and lib);
//   - <Artifact>-lib: people's own code, which generation never touches;
//   - <Artifact>-example: a runnable example program, built with the rest and never published;
//   - <Artifact>-spring-boot-starter, with publish.spring_boot_starter: the client as a Spring Boot bean (spring.go).
//
// sdkgen choices: Maven rather than Gradle (a Maven build needs nothing but Maven Central, and a Maven distribution
// is itself on Maven Central, so scripts/bootstrap can fetch it); main and test code compile to Java 8 bytecode
// (--release 8) with every javac lint warning an error, except "options", which later JDKs raise for release 8
// itself; builds are reproducible (project.build.outputTimestamp is fixed).

// outputTimestamp fixes the timestamps in the jars, so a build is byte-for-byte the same on every machine.
const outputTimestamp = "2000-01-01T00:00:00Z"

// pomHeader starts every pom.xml.
const pomHeader = `<?xml version="1.0" encoding="UTF-8"?>
<!-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details. -->
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
`

// pom renders a pom.xml from the elements under <project>.
func pom(children ...node) string {
	var b strings.Builder
	b.WriteString(pomHeader)
	for _, c := range children {
		c.render(&b, 1)
	}
	b.WriteString("</project>\n")
	return b.String()
}

// pluginGroups are the groupIds of the pinned plugins that are not org.apache.maven.plugins'.
var pluginGroups = map[string]string{
	"exec-maven-plugin":               "org.codehaus.mojo",
	"build-helper-maven-plugin":       "org.codehaus.mojo",
	"central-publishing-maven-plugin": "org.sonatype.central",
}

func pluginGroup(artifact string) string {
	if g, ok := pluginGroups[artifact]; ok {
		return g
	}
	return "org.apache.maven.plugins"
}

// plugin is a pinned plugin with optional configuration and other children.
func plugin(artifact string, extra ...node) node {
	return el("plugin", append(gav(pluginGroup(artifact), artifact, "${"+artifact+".version}"), extra...)...)
}

// dep is a dependency; an empty version leaves it to dependencyManagement.
func dep(group, artifact, ver string, extra ...node) node {
	return el("dependency", append(gav(group, artifact, ver), extra...)...)
}

func testDep(group, artifact string) node { return dep(group, artifact, "", leaf("scope", "test")) }

// moduleDep is a dependency on another module of this build.
func (g *gen) moduleDep(artifact string) node {
	return dep(g.layout.GroupID, artifact, "${project.version}")
}

// parentRef is the <parent> of a module.
func (g *gen) parentRef() node {
	return el("parent", append(gav(g.layout.GroupID, g.parentArtifact(), ""), releaseVersion())...)
}

// parentArtifact is the root pom's artifactId.
func (g *gen) parentArtifact() string { return g.layout.Artifact + "-parent" }

// modules are the module folders, in build order.
func (g *gen) modules() []string {
	l := g.layout
	if g.starter() {
		return []string{l.CoreModule(), l.OkHttpModule(), l.LibModule(), l.Artifact, l.StarterModule(), l.ExampleModule()}
	}
	return []string{l.CoreModule(), l.OkHttpModule(), l.LibModule(), l.Artifact, l.ExampleModule()}
}

// poms are the root pom.xml and each module's, by path.
func (g *gen) poms() map[string]string {
	l := g.layout
	poms := map[string]string{
		"pom.xml":                      g.rootPom(),
		l.CoreModule() + "/pom.xml":    g.corePom(),
		l.OkHttpModule() + "/pom.xml":  g.okHTTPPom(),
		l.LibModule() + "/pom.xml":     g.libPom(),
		l.Artifact + "/pom.xml":        g.aggregatePom(),
		l.ExampleModule() + "/pom.xml": g.examplePom(),
	}
	if g.starter() {
		poms[l.StarterModule()+"/pom.xml"] = g.starterPom()
	}
	return poms
}

func (g *gen) rootPom() string {
	var modules []node
	for _, m := range g.modules() {
		modules = append(modules, leaf("module", m))
	}
	children := append(gav(g.layout.GroupID, g.parentArtifact(), ""), releaseVersion(),
		leaf("packaging", "pom"),
		leaf("name", g.title()+" SDK (parent)"),
		leaf("description", g.description()),
	)
	children = append(children, g.projectInfo()...)
	children = append(children,
		el("modules", modules...),
		el("properties", g.properties()...),
		g.dependencyManagement(),
		el("build", el("pluginManagement", el("plugins", g.managedPlugins()...)), el("plugins", g.buildPlugins()...)),
	)
	if p := g.releaseProfile(); p != nil {
		children = append(children, el("profiles", *p))
	}
	return pom(children...)
}

// properties are the encoding, the release, the reproducible timestamp and every pinned version.
func (g *gen) properties() []node {
	out := []node{
		leaf("project.build.sourceEncoding", "UTF-8"),
		leaf("project.reporting.outputEncoding", "UTF-8"),
		leaf("maven.compiler.release", "8"),
		leaf("project.build.outputTimestamp", outputTimestamp),
		commented("-Dtest=SomeTest runs in every module; the modules without it have nothing to run.",
			leaf("surefire.failIfNoSpecifiedTests", "false")),
		commented("exec:java runs the example program, in the example module only (exec.skip is false there), also with --also-make.",
			leaf("exec.skip", "true")),
		leaf("exec.mainClass", g.exampleClass()),
	}
	for _, p := range pins {
		if p.Key == "maven" || strings.Contains(p.Key, ".") {
			continue // Maven itself is the build's runner, not a property
		}
		if p.Key == "spring-boot" && !g.starter() {
			continue
		}
		out = append(out, leaf(p.Key+".version", p.Value))
	}
	return out
}

// dependencyManagement pins the libraries: the Jackson and JUnit BOMs, OkHttp, AssertJ and this build's modules.
func (g *gen) dependencyManagement() node {
	l := g.layout
	bom := func(group, artifact, ver string) node {
		return dep(group, artifact, ver, leaf("type", "pom"), leaf("scope", "import"))
	}
	return el("dependencyManagement", el("dependencies",
		bom("com.fasterxml.jackson", "jackson-bom", "${jackson.version}"),
		bom("org.junit", "junit-bom", "${junit.version}"),
		dep("com.squareup.okhttp3", "okhttp-jvm", "${okhttp.version}"),
		dep("org.assertj", "assertj-core", "${assertj.version}"),
		g.moduleDep(l.CoreModule()),
		g.moduleDep(l.OkHttpModule()),
		g.moduleDep(l.LibModule()),
		g.moduleDep(l.Artifact),
	))
}

// managedPlugins pins every plugin and configures the compiler and the test runner.
func (g *gen) managedPlugins() []node {
	var out []node
	for _, key := range pluginKeys() {
		switch key {
		case "maven-compiler-plugin":
			out = append(out, plugin(key, el("configuration",
				commented("Every lint warning is an error but two: \"options\" (JDK 21 and later call release 8 obsolete) and \"processing\" (annotation processors on the classpath that claim nothing).",
					el("compilerArgs", leaf("arg", "-Xlint:all,-options,-processing"), leaf("arg", "-Werror"))),
				leaf("showWarnings", "true"),
			)))
		case "maven-surefire-plugin":
			out = append(out, plugin(key, el("configuration", leaf("trimStackTrace", "false"))))
		default:
			out = append(out, plugin(key))
		}
	}
	return out
}

// buildPlugins are the plugins every module declares: the enforcer, and Surefire with its provider.
func (g *gen) buildPlugins() []node {
	return []node{g.enforcer(), surefire()}
}

// surefire names the JUnit Platform provider of the test runner in the build's plugins, where
// dependency:go-offline (scripts/bootstrap) resolves it with the rest: Surefire would fetch it at test time.
func surefire() node {
	return plugin("maven-surefire-plugin",
		el("dependencies", dep("org.apache.maven.surefire", "surefire-junit-platform", "${maven-surefire-plugin.version}")))
}

// enforcer checks the Maven and Java versions the build needs.
func (g *gen) enforcer() node {
	return plugin("maven-enforcer-plugin", el("executions", el("execution",
		leaf("id", "enforce-versions"),
		el("goals", leaf("goal", "enforce")),
		el("configuration", el("rules",
			el("requireMavenVersion", leaf("version", "[3.9,)")),
			commented("Compiling for release 8 needs a JDK 9 or later; google-java-format (scripts/lint) needs 17.",
				el("requireJavaVersion", leaf("version", "[17,)"))),
		)),
	)))
}

// testDeps are the test libraries of every module that has tests.
func testDeps() []node {
	return []node{
		testDep("org.junit.jupiter", "junit-jupiter"),
		commented("Named so that Surefire runs this launcher rather than fetching one at test time.",
			testDep("org.junit.platform", "junit-platform-launcher")),
		testDep("org.assertj", "assertj-core"),
	}
}

// module renders a module's pom.
func (g *gen) module(artifact, name, description string, rest ...node) string {
	children := []node{g.parentRef(), leaf("artifactId", artifact), leaf("name", name), leaf("description", description)}
	return pom(append(children, rest...)...)
}

func (g *gen) corePom() string {
	l := g.layout
	jackson := func(group, artifact string) node { return dep(group, artifact, "") }
	deps := []node{
		jackson("com.fasterxml.jackson.core", "jackson-core"),
		jackson("com.fasterxml.jackson.core", "jackson-databind"),
		jackson("com.fasterxml.jackson.core", "jackson-annotations"),
		jackson("com.fasterxml.jackson.datatype", "jackson-datatype-jdk8"),
		jackson("com.fasterxml.jackson.datatype", "jackson-datatype-jsr310"),
		commented("The API tests call the API through the OkHttp client: its sources are compiled with the tests (below), as a test dependency on that module would be a cycle.",
			testDep("com.squareup.okhttp3", "okhttp-jvm")),
	}
	deps = append(deps, testDeps()...)
	okhttpSources := "${project.basedir}/../" + l.OkHttpModule() + "/src/main/java"
	return g.module(l.CoreModule(), g.title()+" SDK core", "The "+g.title()+" SDK's models, services and runtime core.",
		el("dependencies", deps...),
		el("build", el("plugins", plugin("build-helper-maven-plugin", el("executions", el("execution",
			leaf("id", "okhttp-client-for-tests"),
			leaf("phase", "generate-test-sources"),
			el("goals", leaf("goal", "add-test-source")),
			el("configuration", el("sources", leaf("source", okhttpSources))),
		))))),
	)
}

func (g *gen) okHTTPPom() string {
	l := g.layout
	deps := append([]node{g.moduleDep(l.CoreModule()), dep("com.squareup.okhttp3", "okhttp-jvm", "")}, testDeps()...)
	return g.module(l.OkHttpModule(), g.title()+" SDK OkHttp client", "The "+g.title()+" SDK's HTTP transport on OkHttp.",
		el("dependencies", deps...))
}

func (g *gen) libPom() string {
	l := g.layout
	deps := append([]node{g.moduleDep(l.CoreModule()), g.moduleDep(l.OkHttpModule())}, testDeps()...)
	return g.module(l.LibModule(), g.title()+" SDK custom code", "Hand-written additions to the "+g.title()+" SDK.",
		el("dependencies", deps...))
}

func (g *gen) aggregatePom() string {
	l := g.layout
	return g.module(l.Artifact, g.title()+" SDK", g.description(),
		el("dependencies", g.moduleDep(l.CoreModule()), g.moduleDep(l.OkHttpModule()), g.moduleDep(l.LibModule())))
}

func (g *gen) examplePom() string {
	l := g.layout
	return g.module(l.ExampleModule(), g.title()+" SDK example", "An example program that uses the "+g.title()+" SDK.",
		el("properties",
			commented("The example is built and run, never published.", leaf("maven.deploy.skip", "true")),
			leaf("maven.install.skip", "true"),
			leaf("exec.skip", "false"),
		),
		el("dependencies", g.moduleDep(l.Artifact)),
		commented("exec:java runs the example; named here so that scripts/bootstrap resolves it.",
			el("build", el("plugins", plugin("exec-maven-plugin")))),
	)
}

// exampleClass is the example program's main class.
func (g *gen) exampleClass() string { return g.layout.Sub("example") + ".Main" }

// title is readme_title, else the client's name.
func (g *gen) title() string {
	if g.cfg.ReadmeTitle != "" {
		return g.cfg.ReadmeTitle
	}
	return g.names.Capital(g.api.Client.Name)
}

func (g *gen) description() string {
	return "The official Java library for the " + g.title() + " API."
}

// repoSlug is owner/repo of production_repo without the branch, or "".
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}
