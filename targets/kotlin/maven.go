package kotlin

import (
	"strings"
)

// The Maven build: a root pom.xml that is both the parent (every version pinned, the compiler and test settings)
// and the aggregator of the modules:
//   - <Artifact>-core: the runtime core, models and services, on Jackson and kotlinx-coroutines;
//   - <Artifact>-client-okhttp: the OkHttp transport and the <Prefix>OkHttpClient builders;
//   - <Artifact>: the aggregate users depend on;
//   - <Artifact>-spring-boot-starter, with publish.spring_boot_starter: the client as a Spring Boot bean (spring.go).
//
// sdkgen choices: Maven rather than Gradle (as for the java target: Maven and every plugin come from Maven
// Central); kotlin-maven-plugin compiles to Java 8 bytecode (jvmTarget 1.8, -Xjdk-release) with every warning an
// error; builds are reproducible (project.build.outputTimestamp is fixed).

const pomHeader = `<?xml version="1.0" encoding="UTF-8"?>
<!-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details. -->
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
`

// xmlText escapes text for an XML element.
func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

// poms are the root and module poms by path.
func (g *gen) poms() map[string]string {
	l := g.layout
	poms := map[string]string{
		"pom.xml":                     g.rootPom(),
		l.CoreModule() + "/pom.xml":   g.modulePom(l.CoreModule(), g.coreDeps()),
		l.OkHttpModule() + "/pom.xml": g.modulePom(l.OkHttpModule(), g.okHttpDeps()),
		l.Artifact + "/pom.xml":       g.modulePom(l.Artifact, dep(l.GroupID, l.OkHttpModule(), "${project.version}", "")),
	}
	if g.starter() {
		poms[l.StarterModule()+"/pom.xml"] = g.starterPom()
	}
	return poms
}

func dep(group, artifact, version, scope string) string {
	var b strings.Builder
	b.WriteString("    <dependency>\n      <groupId>" + xmlText(group) + "</groupId>\n      <artifactId>" + xmlText(artifact) + "</artifactId>\n")
	if version != "" {
		b.WriteString("      <version>" + xmlText(version) + "</version>\n")
	}
	if scope != "" {
		b.WriteString("      <scope>" + scope + "</scope>\n")
	}
	b.WriteString("    </dependency>\n")
	return b.String()
}

func (g *gen) coreDeps() string {
	return dep("org.jetbrains.kotlin", "kotlin-stdlib", "${kotlin.version}", "") +
		dep("org.jetbrains.kotlinx", "kotlinx-coroutines-core-jvm", "${kotlinx-coroutines.version}", "") +
		dep("com.fasterxml.jackson.core", "jackson-databind", "", "") +
		dep("com.fasterxml.jackson.datatype", "jackson-datatype-jsr310", "", "") +
		dep("org.junit.jupiter", "junit-jupiter", "", "test") +
		dep("org.assertj", "assertj-core", "${assertj.version}", "test") +
		dep("org.jetbrains.kotlinx", "kotlinx-coroutines-test-jvm", "${kotlinx-coroutines.version}", "test")
}

func (g *gen) okHttpDeps() string {
	return dep(g.layout.GroupID, g.layout.CoreModule(), "${project.version}", "") +
		dep("com.squareup.okhttp3", "okhttp-jvm", "${okhttp.version}", "") +
		dep("org.junit.jupiter", "junit-jupiter", "", "test") +
		dep("org.assertj", "assertj-core", "${assertj.version}", "test") +
		dep("org.jetbrains.kotlinx", "kotlinx-coroutines-test-jvm", "${kotlinx-coroutines.version}", "test")
}

// modulePom is a module's pom: its parent, its dependencies, and the Kotlin compiler.
func (g *gen) modulePom(artifact, deps string) string { return g.modulePomWith(artifact, deps, "") }

// modulePomWith is modulePom with the Kotlin compiler's configuration for this module (XML lines, indented).
func (g *gen) modulePomWith(artifact, deps, compiler string) string {
	l := g.layout
	return pomHeader + `  <parent>
    <groupId>` + xmlText(l.GroupID) + `</groupId>
    <artifactId>` + xmlText(l.Artifact) + `-parent</artifactId>
    <version>` + Version + `</version>
  </parent>
  <artifactId>` + xmlText(artifact) + `</artifactId>
  <packaging>jar</packaging>

  <dependencies>
` + deps + `  </dependencies>

  <build>
    <sourceDirectory>src/main/kotlin</sourceDirectory>
    <testSourceDirectory>src/test/kotlin</testSourceDirectory>
    <plugins>
      <plugin>
        <groupId>org.jetbrains.kotlin</groupId>
        <artifactId>kotlin-maven-plugin</artifactId>
` + compiler + `      </plugin>
    </plugins>
  </build>
</project>
`
}

// starterModule is the starter's <module> line, when it is on.
func (g *gen) starterModule() string {
	if !g.starter() {
		return ""
	}
	return "    <module>" + xmlText(g.layout.StarterModule()) + "</module>\n"
}

// pinnedPlugins are the plugins of pluginManagement, each at its pinned version.
func pinnedPlugins() string {
	var b strings.Builder
	for _, key := range pins.PluginKeys() {
		// release.* plugins are the release profile's, pinned there.
		if key == "kotlin-maven-plugin" || strings.Contains(key, ".") {
			continue
		}
		b.WriteString("        <plugin>\n          <groupId>org.apache.maven.plugins</groupId>\n          <artifactId>" + key +
			"</artifactId>\n          <version>${" + key + ".version}</version>\n        </plugin>\n")
	}
	return b.String()
}

// properties are the build's properties: the pinned versions (Spring Boot's only with the starter) and the test
// server's URL.
func properties(starter bool) string {
	var b strings.Builder
	b.WriteString("    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>\n")
	b.WriteString("    <project.build.outputTimestamp>2000-01-01T00:00:00Z</project.build.outputTimestamp>\n")
	for _, p := range pins {
		if p.Key == "maven" || strings.Contains(p.Key, ".") || p.Key == "spring-boot" && !starter {
			continue
		}
		b.WriteString("    <" + p.Key + ".version>" + p.Value + "</" + p.Key + ".version>\n")
	}
	return b.String()
}

// rootPom is the parent and aggregator.
func (g *gen) rootPom() string {
	l := g.layout
	return pomHeader + `  <groupId>` + xmlText(l.GroupID) + `</groupId>
  <artifactId>` + xmlText(l.Artifact) + `-parent</artifactId>
  <version>` + Version + `</version>
  <packaging>pom</packaging>
  <name>` + xmlText(l.Prefix) + ` Kotlin SDK</name>
` + g.projectInfo() + `
  <modules>
    <module>` + xmlText(l.CoreModule()) + `</module>
    <module>` + xmlText(l.OkHttpModule()) + `</module>
    <module>` + xmlText(l.Artifact) + `</module>
` + g.starterModule() + `  </modules>

  <properties>
` + properties(g.starter()) + `  </properties>

  <dependencyManagement>
    <dependencies>
      <dependency>
        <groupId>com.fasterxml.jackson</groupId>
        <artifactId>jackson-bom</artifactId>
        <version>${jackson.version}</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>
      <dependency>
        <groupId>org.junit</groupId>
        <artifactId>junit-bom</artifactId>
        <version>${junit.version}</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>

  <build>
    <pluginManagement>
      <plugins>
        <plugin>
          <groupId>org.jetbrains.kotlin</groupId>
          <artifactId>kotlin-maven-plugin</artifactId>
          <version>${kotlin-maven-plugin.version}</version>
          <configuration>
            <jvmTarget>1.8</jvmTarget>
            <args>
              <arg>-Werror</arg>
              <arg>-Xjdk-release=1.8</arg>
            </args>
          </configuration>
          <executions>
            <execution>
              <id>compile</id>
              <goals>
                <goal>compile</goal>
              </goals>
            </execution>
            <execution>
              <id>test-compile</id>
              <goals>
                <goal>test-compile</goal>
              </goals>
            </execution>
          </executions>
        </plugin>
` + pinnedPlugins() + `      </plugins>
    </pluginManagement>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <configuration>
          <skip>true</skip>
          <skipMain>true</skipMain>
        </configuration>
      </plugin>
    </plugins>
  </build>
` + g.releaseProfile() + `</project>
`
}
