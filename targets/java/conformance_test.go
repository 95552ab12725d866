package java_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

// conformancePackage is the base package the conformance SDK is generated with.
const conformancePackage = "com.sdkgen.conformance"

// TestConformance runs the cross-language conformance scenarios through the SDK generated from
// targets/conformance/api, with the JVM driver (conformance/Driver.java), blocking client then async one. The SDK's
// modules are built with the runtime's own Maven build, offline.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	requireTool(t, "javac")
	tr := generate(t, conformanceAPI(t))
	prefix := okHttpPrefix(tr.Paths())
	if prefix == "" {
		t.Skip("the SDK has no <Prefix>OkHttpClient: the java target writes no client yet")
	}
	dir := t.TempDir()
	writeRuntimeBuild(t, dir)
	for _, p := range tr.Paths() {
		module, rest, ok := runtimeModule(p)
		if !ok || !strings.HasPrefix(rest, "src/main/") {
			continue
		}
		f, _ := tr.File(p)
		writeFile(t, filepath.Join(dir, module, filepath.FromSlash(rest)), f.Data)
	}
	repo := mavenRepo(t)
	env := os.Environ()
	// One reactor build, so the OkHttp module's class path holds the core module built here (nothing is
	// installed into the shared repository).
	cpFile := filepath.Join(dir, "classpath.txt")
	toolchain.Run(t, dir, env, pinnedMaven(t), "-o", "-B", "-q", "-T1", "-Dmaven.repo.local="+repo, "-DskipTests",
		"package", "dependency:build-classpath", "-Dmdep.outputFile="+cpFile)
	deps, err := os.ReadFile(cpFile)
	if err != nil {
		t.Fatal(err)
	}
	classes := filepath.Join(dir, "driver")
	if err := os.MkdirAll(classes, 0o755); err != nil {
		t.Fatal(err)
	}
	cp := strings.Join([]string{
		classes, filepath.Join(dir, "core/target/classes"), filepath.Join(dir, "client-okhttp/target/classes"),
		strings.TrimSpace(string(deps)),
	}, string(os.PathListSeparator))
	driver, err := filepath.Abs("conformance/Driver.java")
	if err != nil {
		t.Fatal(err)
	}
	toolchain.Run(t, dir, env, "javac", "-Xlint:all", "-Werror", "-d", classes, "-cp", cp, driver)
	for _, mode := range []string{"sync", "async"} {
		t.Run(mode, func(t *testing.T) {
			conformance.RunWithKnownGaps(t, toolchain.Command(dir, env, "java", "--add-opens", "java.base/java.util=ALL-UNNAMED",
				"-cp", cp, "Driver", conformancePackage, prefix, mode), knownGaps)
		})
	}
}

// knownGaps are the scenarios the java target does not pass yet, with what is missing: none now, and a scenario
// listed here that passes fails the test, so the list only shrinks.
var knownGaps = map[string]string{}

func requireTool(t *testing.T, name string) {
	t.Helper()
	if _, err := lookPath(name); err != nil {
		t.Skipf("%s is not on PATH", name)
	}
}

// conformanceAPI writes the conformance API with a java section into a folder, for generate.
func conformanceAPI(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	cfg := strings.Replace(string(conformance.Config()), "\ntargets:\n",
		"\ntargets:\n  java:\n    reverse_domain: "+conformancePackage+"\n", 1)
	writeFile(t, filepath.Join(dir, "openapi.yml"), conformance.Spec())
	writeFile(t, filepath.Join(dir, "sdkgen.yml"), []byte(cfg))
	return dir
}

// okHttpPrefix is the class prefix of the generated <Prefix>OkHttpClient, or "".
func okHttpPrefix(paths []string) string {
	for _, p := range paths {
		name := filepath.Base(p)
		if strings.Contains(p, "/client/okhttp/") && strings.HasSuffix(name, "OkHttpClient.java") && name != "OkHttpClient.java" {
			return strings.TrimSuffix(name, "OkHttpClient.java")
		}
	}
	return ""
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
