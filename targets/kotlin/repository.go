package kotlin

import (
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/markdown"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// gitignore keeps Maven's output, the formatter copy under target/ and the mock server's files out of git.
const gitignore = "target/\n.prism.log\n.prism.pid\n.idea/\n*.iml\n.vscode/\n"

// repository writes the Maven build, scripts/, README.md and api.md, and the files every SDK shares.
func (g *gen) repository() error {
	snippets, err := g.readmeExamples()
	if err != nil {
		return err
	}
	files := g.poms()
	files[".gitignore"] = gitignore
	files["README.md"] = g.readme(snippets)
	files["api.md"] = g.apiMD()
	for path, data := range g.starterFiles() {
		files[path] = data
	}
	for _, path := range sortedKeys(files) {
		if err := g.out.Add(path, []byte(files[path])); err != nil {
			return err
		}
	}
	scripts := g.scripts()
	for _, path := range sortedKeys(scripts) {
		if err := g.out.AddExecutable(path, []byte(scripts[path])); err != nil {
			return err
		}
	}
	return g.scaffold()
}

// scaffold adds the repository files every SDK shares: LICENSE, SECURITY.md, CONTRIBUTING.md, .stats.yml,
// scripts/mock, scripts/test, the CI and release workflows.
func (g *gen) scaffold() error {
	var poms []string
	for path := range g.poms() {
		poms = append(poms, path)
	}
	sort.Strings(poms)
	return scaffold.Add(g.out, scaffold.Repo{
		API: scaffold.NamedOrganization(g.api), Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: "kotlin", LangTitle: "Kotlin", Version: Version, PackageName: g.layout.GroupID + ":" + g.layout.Artifact,
		Registries: g.registries(),
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock",
			Install: "./" + mavenScriptPath + " install -DskipTests (then depend on " + g.layout.GroupID + ":" +
				g.layout.Artifact + ":" + Version + ")",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			"a JDK 17 or later; the SDK itself runs on Java 8 and later",
			"Node.js 20 or later with npm, which the mock server of the tests runs on",
		},
		BootstrapNote: "`./scripts/bootstrap` runs the Maven 3.9 or later on your PATH, or downloads Maven " +
			version("maven") + " from Maven Central into `$MAVEN_USER_HOME` (default `~/.m2`) and checks its SHA-512, " +
			"then resolves every plugin and library into the local Maven repository, so the other scripts run offline.",
		Test: scaffold.TestRun{
			Command: testCommand,
			Args:    "Arguments go to Maven (e.g. -Dtest=RetryingHttpClientTest).",
		},
		Spec: g.spec,
		Setup: []scaffold.Step{{
			Name: "Set up Java", Uses: "actions/setup-java@v4",
			With: map[string]string{"distribution": "temurin", "java-version": "17", "cache": "maven"},
		}},
		ExtraVersionFiles: append(poms, "README.md"),
		ReleaseType:       "simple",
	})
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// readme is README.md: installing, the client, errors, retries, raw responses, pages and streams.
func (g *gen) readme(snippets []readmeSnippet) string {
	l := g.layout
	var b strings.Builder
	b.WriteString("# " + l.Prefix + " Kotlin API library\n\n")
	b.WriteString("The " + l.Prefix + " Kotlin SDK gives Kotlin and JVM applications access to the " + l.Prefix + " API.\n\n")
	b.WriteString("## Installation\n\nMaven:\n\n```xml\n<dependency>\n  <groupId>" + xmlText(l.GroupID) + "</groupId>\n  <artifactId>" +
		xmlText(l.Artifact) + "</artifactId>\n  <version>" + Version + "</version>\n</dependency>\n```\n\n")
	b.WriteString("It needs Java 8 or later at run time. The build uses Maven (not Gradle): every plugin and Maven itself come " +
		"from Maven Central, so `./scripts/bootstrap` is all a JDK needs.\n\n")
	b.WriteString("## Usage\n\n```kotlin\nimport " + l.Sub("client", "okhttp", l.Prefix+"OkHttpClient") + "\n\n" +
		"// Reads the base URL and the credentials from system properties and the environment.\nval client = " + l.Prefix + "OkHttpClient.fromEnv()\n```\n\n")
	for _, sn := range snippets {
		b.WriteString("### " + markdown.Text(sn.name) + "\n\n```kotlin\n" + sn.code + "\n```\n\n")
	}
	b.WriteString("Each resource is a service: `client.<resource>().<method>(params)`. Params are immutable and made with " +
		"builders; models are immutable, their accessors return `null` for a missing optional value, and the `_field()` " +
		"accessors return the `JsonField` that keeps missing, null and unexpected values apart. `validate()` checks a " +
		"response against its types.\n\n")
	b.WriteString("`client.async()` has the same services with `suspend` functions. Paginated methods return a page: " +
		"`autoPager()` is a `Sequence` on the blocking client and a `Flow` on the async one. Streaming methods return a " +
		"`StreamResponse`: use it in `use { }` and read `asSequence()`, or `asFlow()`.\n\n")
	b.WriteString(g.readmeSpring())
	b.WriteString("## Logging\n\n`" + g.api.Client.EnvPrefix + "_LOG` (`off`, `error`, `warn` (the default), `info` or " +
		"`debug`) sets what the SDK writes to standard error: each request at `debug`, each retry at `info`. " +
		"Credentials are written as `[redacted]`.\n\n")
	b.WriteString("## Errors, retries and raw responses\n\n" +
		"An error status throws a subclass of `" + l.Prefix + "ServiceException` (`BadRequestException`, `NotFoundException`, " +
		"`RateLimitException`, `InternalServerException`, ...) with `statusCode()`, `headers()`, `body()` and `requestId()`. " +
		"Connection errors, timeouts, 408, 409, 429 and 5xx are retried (`maxRetries`, default " + itoa(g.api.Retries.MaxRetries) +
		") with exponential backoff and jitter, honouring `Retry-After` up to 60 s. `withRawResponse()` returns the " +
		"response with its headers before it is parsed.\n\n")
	b.WriteString("## Request bodies\n\nJSON, form and multipart bodies are set through the params' builder (a file " +
		"from a `MultipartFile`, a `Path`, an `InputStream` or bytes); text and binary bodies with `body(...)`. A form or " +
		"multipart body passed whole is left out (sdkgen warns with `Kotlin/MethodLeftOut`).\n\n")
	b.WriteString(readmeMigration)
	return b.String()
}

// readmeMigration lists what an SDK of the previous generator's users notice: the public API is the same (the
// OneBusAway anchor's tests pass), these differences are on purpose.
var readmeMigration = `## Migrating from the previous generator's SDK

The packages, classes and methods keep their names and signatures. What changed on purpose:

- The repository builds with Maven, not Gradle; the published coordinates are the same.
- The HTTP client module depends on OkHttp ` + version("okhttp") + ` (` + "`okhttp-jvm`" + `) instead of OkHttp 4.
- Error messages and debug logs never show the API key or other credentials.
- Path parameters are percent-escaped (a space is ` + "`%20`" + `), and an empty path parameter throws before the
  request is sent.
- A timed-out attempt is retried like a connection error, and a server-requested wait longer than 60 seconds falls
  back to the SDK's own backoff.
- Responses and exceptions carry the request id (` + "`requestId()`" + `).
`
