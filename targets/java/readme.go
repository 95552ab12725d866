package java

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/markdown"
)

// readme is README.md: installation (Maven and Gradle coordinates, kept at the release version by release-please's
// markers), requirements, the client's construction and environment, retries, timeouts, logging, errors, the build
// and why it is Maven, and the differences from the previous generator's Java SDKs.
func (g *gen) readme() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s Java API Library\n\n", markdown.Text(g.title()))
	fmt.Fprintf(&b, "The %s Java SDK gives convenient access to the %s API from applications written in Java (8 or later) and other JVM languages.\n\n",
		markdown.Text(g.title()), markdown.Text(g.title()))
	if docs := g.api.Organization.Docs; docs != "" {
		fmt.Fprintf(&b, "The REST API documentation is at [%s](%s). The full API of this library is in [api.md](api.md).\n\n", markdown.Text(docs), markdown.URL(docs))
	} else {
		b.WriteString("The full API of this library is in [api.md](api.md).\n\n")
	}
	for _, section := range []func(*strings.Builder){g.readmeInstall, g.readmeUsage, g.readmeExamples, g.readmeSpring, g.readmeEnvironment, g.readmeBehaviour, g.readmeBuild, g.readmeMigration} {
		section(&b)
	}
	return b.String()
}

func (g *gen) readmeInstall(b *strings.Builder) {
	l := g.layout
	b.WriteString("## Installation\n\n### Maven\n\n<!-- x-release-please-start-version -->\n\n")
	b.WriteString(markdown.Fence("xml", "<dependency>\n  <groupId>"+xmlText(l.GroupID)+"</groupId>\n  <artifactId>"+
		xmlText(l.Artifact)+"</artifactId>\n  <version>"+Version+"</version>\n</dependency>"))
	b.WriteString("\n### Gradle\n\n")
	b.WriteString(markdown.Fence("kotlin", `implementation("`+l.GroupID+":"+l.Artifact+":"+Version+`")`))
	b.WriteString("\n<!-- x-release-please-end -->\n\n")
	fmt.Fprintf(b, "%s brings the SDK with its default HTTP client, on OkHttp. To plug in another HTTP client, depend on %s only.\n\n",
		markdown.Code(l.Artifact), markdown.Code(l.CoreModule()))
	b.WriteString("## Requirements\n\nJava 8 or later. The SDK depends on Jackson 2 (" + version("jackson") +
		" or a compatible 2.x) and, in the OkHttp client, OkHttp " + version("okhttp") + ".\n\n")
}

func (g *gen) readmeUsage(b *strings.Builder) {
	l := g.layout
	client, okhttp := l.Prefix+"Client", l.Prefix+"OkHttpClient"
	b.WriteString("## Usage\n\n")
	code := "import " + l.Sub("client") + "." + client + ";\nimport " + l.Sub("client", "okhttp") + "." + okhttp + ";\n\n" +
		"// Reads the client options from system properties, then environment variables.\n" +
		client + " client = " + okhttp + ".fromEnv();\n"
	b.WriteString(markdown.Fence("java", code))
	fmt.Fprintf(b, "\n%s builds a client with explicit options; %s returns a copy with some options changed that "+
		"shares the connection pool. Close a client you no longer need with %s.\n\n",
		markdown.Code(okhttp+".builder()"), markdown.Code("client.withOptions(...)"), markdown.Code("client.close()"))
	fmt.Fprintf(b, "Every service has a blocking form and an asynchronous one (%s), whose methods return %s. "+
		"%s on a service gives the raw HTTP response (%s, %s, %s and %s) with the parsed body.\n\n",
		markdown.Code("client.async()"), markdown.Code("CompletableFuture"), markdown.Code("withRawResponse()"),
		markdown.Code("statusCode()"), markdown.Code("headers()"), markdown.Code("requestId()"), markdown.Code("parse()"))
}

// readmeEnvironment is the table of the environment variables the client reads.
func (g *gen) readmeEnvironment(b *strings.Builder) {
	prefix := g.api.Client.EnvPrefix
	b.WriteString("## Client configuration\n\n| Environment variable | Builder method |\n| --- | --- |\n")
	for _, o := range g.api.ClientOptions {
		if o.ReadEnv != "" {
			fmt.Fprintf(b, "| %s | %s |\n", markdown.Code(o.ReadEnv), markdown.Code(javaNames{namer: g.names}.member(o.Name)+"(...)"))
		}
	}
	if prefix != "" {
		fmt.Fprintf(b, "| %s | base URL |\n| %s | log level: `debug`, `info`, `warn` (the default), `error` or `off` |\n"+
			"| %s | extra headers, one `Name: value` per line |\n",
			markdown.Code(prefix+"_BASE_URL"), markdown.Code(prefix+"_LOG"), markdown.Code(prefix+"_CUSTOM_HEADERS"))
	}
	b.WriteString("\nA JVM system property with the same meaning wins over the environment variable; an option set on the builder wins over both.\n\n")
}

func (g *gen) readmeBehaviour(b *strings.Builder) {
	retries := g.api.Retries.MaxRetries
	fmt.Fprintf(b, `## Retries

Connection errors, timeouts, and the statuses 408, 409, 429 and 500 or above are retried %d times by default, with
exponential backoff and jitter; a `+"`Retry-After`"+` or `+"`Retry-After-Ms`"+` header of up to 60 seconds is honoured, and
`+"`x-should-retry`"+` forces or forbids a retry. Set `+"`maxRetries`"+` on the builder, or per request. Request bodies that can be
read only once (an `+"`InputStream`"+`) are not retried.

## Timeouts

Each attempt has %s by default. Set `+"`timeout(Duration)`"+` on the builder, or per request.

## Errors

Every exception the SDK throws extends `+"`%sException`"+`: a response with an error status throws a subclass of
`+"`%sServiceException`"+` for its status (`+"`BadRequestException`"+`, `+"`UnauthorizedException`"+`, `+"`NotFoundException`"+`, ...,
`+"`UnexpectedStatusCodeException`"+` for the others), a failed connection `+"`%sIoException`"+`, and a response that does not
have the documented shape `+"`%sInvalidDataException`"+` when the value is read.

`, retries, g.timeoutText(), g.layout.Prefix, g.layout.Prefix, g.layout.Prefix, g.layout.Prefix)
}

// timeoutText is the default per-attempt timeout in words.
func (g *gen) timeoutText() string {
	switch t := g.api.Timeout; {
	case t.None:
		return "no time limit (the API's configuration turns the timeout off)"
	case t.Milliseconds > 0:
		return fmt.Sprintf("a time limit of %g seconds", float64(t.Milliseconds)/1000)
	}
	return "a time limit of 60 seconds"
}

func (g *gen) readmeBuild(b *strings.Builder) {
	starter := ""
	if g.starter() {
		starter = ", plus " + markdown.Code(g.layout.StarterModule()) + " (the Spring Boot starter, which alone needs Java 17 to run)"
	}
	fmt.Fprintf(b, `## Building from source

The repository is a Maven build: %s (the models, services and runtime, on Jackson), %s (the default HTTP client),
%s (both, with %s, which holds hand-written additions), and %s (an example program)%s. With a JDK 17 or later:

`, markdown.Code(g.layout.CoreModule()), markdown.Code(g.layout.OkHttpModule()), markdown.Code(g.layout.Artifact),
		markdown.Code(g.layout.LibModule()), markdown.Code(g.layout.ExampleModule()), starter)
	b.WriteString(markdown.Fence("sh", "./scripts/bootstrap  # Maven and every plugin and library, once\n./scripts/build      # the jars\n./scripts/test       # the tests, against a mock server of the API"))
	b.WriteString(`
scripts/bootstrap uses the Maven 3.9 or later on your PATH, or downloads Maven ` + version("maven") + ` from Maven Central (checking
its SHA-512) into ` + "`$MAVEN_USER_HOME`" + ` (default ` + "`~/.m2`" + `). The other scripts then run offline.
` + "`MAVEN_OPTS=\"-Dmaven.repo.local=/some/dir\"`" + ` builds from another local Maven repository. CONTRIBUTING.md has the details.

**Why Maven, not Gradle.** The build uses Maven because everything it needs, Maven itself included, comes from Maven
Central: it builds the same on a machine that reaches nothing else. A Gradle build needs a Gradle distribution and
plugins from the Gradle Plugin Portal. Gradle users depend on the published artifacts as shown above.

`)
}

func (g *gen) readmeMigration(b *strings.Builder) {
	b.WriteString(`## Migrating from the previous generator's SDK

The packages, classes and methods keep their names and signatures. What changed on purpose:

- The repository builds with Maven (see above), not Gradle; the published coordinates are the same.
- The HTTP client module depends on OkHttp ` + version("okhttp") + ` (` + "`okhttp-jvm`" + `) instead of OkHttp 4.
- Error messages and debug logs never show the API key or other credentials.
- Path parameters are percent-escaped (a space is ` + "`%20`" + `, where the previous ` + "`HttpRequest.url()`" + ` wrote
  ` + "`+`" + `, which a server reads as a plus), and an empty path parameter throws before the request is sent.
- A timed-out attempt is retried like a connection error, and a server-requested wait longer than 60 seconds falls
  back to the SDK's own backoff.
- Responses and exceptions carry the request id (` + "`requestId()`" + `).

## Semantic versioning

The SDK follows [SemVer](https://semver.org/spec/v2.0.0.html), except that changes to static types that do not
affect runtime behaviour, or to internals, may come in minor versions.
`)
}

// readmeExamples shows readme.example_requests, each calling its method and printing what it returns; the same
// code is in the tests' ReadmeExamples class, so the build compiles it.
func (g *gen) readmeExamples(b *strings.Builder) {
	if len(g.snippets) == 0 {
		return
	}
	b.WriteString("## Examples\n\n")
	shown := map[string]bool{}
	for _, s := range g.snippets {
		// Examples of the same method (default and headline often are) are shown once.
		if shown[s.call] {
			continue
		}
		shown[s.call] = true
		fmt.Fprintf(b, "### %s\n\n", markdown.Text(s.call))
		b.WriteString(markdown.Fence("java", s.code))
		b.WriteString("\n")
	}
	b.WriteString("These examples are compiled with the tests (" + markdown.Code("ReadmeExamples.java") + "), so they keep up with the API.\n\n")
}
