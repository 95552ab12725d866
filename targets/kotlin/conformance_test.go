package kotlin_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/kotlin"
)

// conformancePackage is the base package the conformance SDK is generated with.
const conformancePackage = "com.sdkgen.conformance"

// TestConformance runs the cross-language conformance scenarios through the SDK generated from
// targets/conformance/api, with the Kotlin driver (conformance/Driver.kt, compiled into the SDK's OkHttp module
// with the SDK's own Maven build, offline, with -java-parameters: the driver reads the names of the path params
// from the positional overloads), blocking client then async one.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	toolchain.RequireJava(t)
	api := conformanceAPI(t)
	g := toolchain.Generate(t, kotlin.Target{}, filepath.Join(api, "openapi.yml"), filepath.Join(api, "sdkgen.yml"))
	okhttp, prefix := okHttpModule(t, g.Dir)
	driver, err := os.ReadFile("conformance/Driver.kt")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(g.Dir, okhttp, "src", "main", "kotlin", "Driver.kt"), driver)
	env := os.Environ()
	toolchain.Run(t, g.Dir, env, pinnedMaven(t), "-o", "-B", "-q", "-T1", "-Dmaven.repo.local="+mavenRepo(t),
		"-Dmaven.test.skip=true", "-Dkotlin.compiler.javaParameters=true", "package", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt")
	deps, err := os.ReadFile(filepath.Join(g.Dir, okhttp, "classpath.txt"))
	if err != nil {
		t.Fatal(err)
	}
	core := strings.TrimSuffix(okhttp, "-client-okhttp") + "-core"
	cp := strings.Join([]string{
		filepath.Join(g.Dir, okhttp, "target", "classes"), filepath.Join(g.Dir, core, "target", "classes"),
		strings.TrimSpace(string(deps)),
	}, string(os.PathListSeparator))
	for _, mode := range []string{"sync", "async"} {
		t.Run(mode, func(t *testing.T) {
			conformance.RunWithKnownGaps(t, toolchain.Command(g.Dir, env, "java", "--add-opens", "java.base/java.util=ALL-UNNAMED",
				"-cp", cp, "DriverKt", conformancePackage, prefix, mode), knownGaps[mode])
		})
	}
}

// knownGaps are the scenarios the kotlin target does not pass yet per client, with what is missing. A scenario
// listed here that passes fails the test, so the list only shrinks.
var knownGaps = map[string]map[string]string{"sync": {}, "async": {}}

// conformanceAPI writes the conformance API with a kotlin section into a folder.
func conformanceAPI(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	cfg := strings.Replace(string(conformance.Config()), "\ntargets:\n",
		"\ntargets:\n  kotlin:\n    reverse_domain: "+conformancePackage+"\n", 1)
	writeFile(t, filepath.Join(dir, "openapi.yml"), conformance.Spec())
	writeFile(t, filepath.Join(dir, "sdkgen.yml"), []byte(cfg))
	return dir
}

// okHttpModule is the folder of the generated OkHttp module and the class prefix of its <Prefix>OkHttpClient.
func okHttpModule(t *testing.T, dir string) (string, string) {
	t.Helper()
	var module, prefix string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		name := d.Name()
		if err == nil && strings.HasSuffix(name, "OkHttpClient.kt") && name != "OkHttpClient.kt" {
			rel, _ := filepath.Rel(dir, p)
			module, _, _ = strings.Cut(filepath.ToSlash(rel), "/")
			prefix = strings.TrimSuffix(name, "OkHttpClient.kt")
		}
		return err
	})
	if err != nil || module == "" {
		t.Fatalf("the SDK has no <Prefix>OkHttpClient (%v)", err)
	}
	return module, prefix
}

// mavenRepo is the local Maven repository install-test-deps warmed: SDKGEN_MAVEN_REPO, else ~/.m2/repository.
func mavenRepo(t *testing.T) string {
	t.Helper()
	if repo := os.Getenv("SDKGEN_MAVEN_REPO"); repo != "" {
		return repo
	}
	home, err := os.UserHomeDir()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(home, ".m2", "repository")
}

// pinnedMaven is the Maven the generated scripts run, as install-test-deps unpacked it.
func pinnedMaven(t *testing.T) string {
	t.Helper()
	home := os.Getenv("MAVEN_USER_HOME")
	if home == "" {
		userHome, err := os.UserHomeDir()
		if err != nil {
			t.Fatal(err)
		}
		home = filepath.Join(userHome, ".m2")
	}
	mvn := filepath.Join(home, "dists", "apache-maven-"+kotlin.MavenVersion, "bin", "mvn")
	if _, err := os.Stat(mvn); err != nil {
		t.Fatalf("the pinned Maven is not unpacked (%v): run ./scripts/install-test-deps", err)
	}
	return mvn
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
