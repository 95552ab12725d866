package java

import (
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// gitignore keeps Maven's output, the formatter copy under target/ and the mock server's files out of git.
const gitignore = "target/\n.prism.log\n.prism.pid\n.idea/\n*.iml\n.vscode/\n.classpath\n.project\n.settings/\n"

// repository writes the Maven build, scripts/, the example program and the files every SDK shares.
func (g *gen) repository() error {
	files := g.buildFiles()
	files[".gitignore"] = gitignore
	files["README.md"] = g.readme()
	if path, rules := g.proguardRules(); path != "" {
		files[path] = rules
	}
	files[g.layout.MainSource(g.layout.ExampleModule(), g.layout.Sub("example"), "Main")] = g.exampleMain()
	for path, data := range g.starterFiles() {
		files[path] = data
	}
	path, metadata, err := g.nativeImageConfig()
	if err != nil {
		return err
	}
	if path != "" {
		files[path] = string(metadata)
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

// buildFiles are the root and module poms and .mvn/jvm.config, by path.
func (g *gen) buildFiles() map[string]string {
	files := g.poms()
	files[".mvn/jvm.config"] = g.jvmConfig()
	return files
}

// jvmConfig sizes the heap of the JVM that runs Maven, and javac in it, from options.gradle_properties (the
// option's name comes from the Gradle builds it was made for; it means the same for Maven).
func (g *gen) jvmConfig() string {
	p := g.cfg.Options.GradleProperties
	return "-Xms" + firstNonEmpty(p.JVMMinMemory, "2g") + " -Xmx" + firstNonEmpty(p.JVMMaxMemory, "8g") + "\n"
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// customDirs are the folders generation never touches: the sources of the lib module, for people's own code, and of
// the example module, which the generator writes once.
func customDirs(l layout) []string {
	return []string{l.LibModule() + "/src/", l.ExampleModule() + "/src/"}
}

// CustomPaths are the folders generation never touches (targets.CustomCoder): customDirs, and examples/, which
// every repository keeps for example files.
func (Target) CustomPaths(in targets.Input) []string {
	cfg, ok := in.Config.(*config.JavaTarget)
	if !ok || cfg == nil || in.API == nil {
		return []string{"examples/"}
	}
	return append(customDirs(newLayout(in.API, cfg, naming.New(in.API.Casings))), "examples/")
}

// scaffold adds the repository files every SDK shares: LICENSE, SECURITY.md, CONTRIBUTING.md, .stats.yml,
// scripts/mock, scripts/test, the CI, release and publish workflows.
func (g *gen) scaffold() error {
	api := scaffold.NamedOrganization(g.api)
	var poms []string
	for path := range g.poms() {
		poms = append(poms, path)
	}
	return scaffold.Add(g.out, scaffold.Repo{
		API: api, Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: "java", LangTitle: "Java", Version: Version, PackageName: g.layout.GroupID + ":" + g.layout.Artifact,
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock",
			Install: "./" + mavenScriptPath + " install -DskipTests (then depend on " + g.layout.GroupID + ":" +
				g.layout.Artifact + ":" + Version + ")",
			Example:               "./" + mavenScriptPath + " --quiet --offline --also-make --projects " + g.layout.ExampleModule() + " compile exec:java",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			"a JDK 17 or later (`java` and `javac`); the SDK itself runs on Java 8 and later",
			"Node.js 20 or later with npm, which the mock server of the tests runs on",
		},
		BootstrapNote: "`./scripts/bootstrap` runs the Maven 3.9 or later on your PATH, or downloads Maven " +
			version("maven") + " from Maven Central into `$MAVEN_USER_HOME` (default `~/.m2`) and checks its SHA-512, " +
			"then resolves every plugin and library into the local Maven repository, so the other scripts run offline. " +
			"`MAVEN_OPTS=\"-Dmaven.repo.local=/some/dir\"` picks another local repository.",
		Test: scaffold.TestRun{
			Command: testCommand,
			Args:    "Arguments go to Maven (e.g. -Dtest=AccountServiceTest, or -Dtest='!AccountServiceTest#create' to leave one out).",
		},
		Spec: g.spec,
		Setup: []scaffold.Step{{
			Name: "Set up Java", Uses: "actions/setup-java@v4",
			With: map[string]string{"distribution": "temurin", "java-version": "17", "cache": "maven"},
		}},
		CustomDirs:        customDirs(g.layout),
		Registries:        g.registries(),
		ExtraVersionFiles: append(sortedStrings(poms), "README.md"),
		ReleaseType:       "simple",
	})
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return sortedStrings(out)
}

func sortedStrings(s []string) []string {
	sort.Strings(s)
	return s
}
