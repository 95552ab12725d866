package java_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/java"
)

// mavenRepo is the local Maven repository the toolchain tests resolve from, offline: SDKGEN_MAVEN_REPO, else
// ~/.m2/repository (scripts/install-test-deps warms it).
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

// pinnedMaven is the Maven every generated SDK runs (scripts/utils/maven) as install-test-deps unpacked it. The
// runtime's own build runs the same one so that it resolves offline from the same warm repository: an older Maven
// (Debian's 3.8) asks for plugin dependencies (plexus-utils 1.1) that Maven 3.9 no longer injects.
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
	mvn := filepath.Join(home, "dists", "apache-maven-"+java.MavenVersion, "bin", "mvn")
	if _, err := os.Stat(mvn); err != nil {
		t.Fatalf("the pinned Maven is not unpacked (%v): run ./scripts/install-test-deps", err)
	}
	return mvn
}

// TestRuntimeToolchain builds the runtime as SDKs get it (their package and class prefix, ClientOptions filled with
// their settings) with the runtime's own Maven build, offline: javac -Xlint:all -Werror on Java 8, the runtime tests
// of both modules, and the google-java-format (AOSP) check of every copied file.
func TestRuntimeToolchain(t *testing.T) {
	toolchain.Require(t)
	for _, c := range []struct{ name, dir, pkgPath string }{
		{"onebusaway", "../../testdata/pairs/onebusaway", "org/onebusaway"},
		{"kitchen-sink", "../../testdata/kitchen-sink", "com/acme/api"},
	} {
		t.Run(c.name, func(t *testing.T) { buildRuntimeCopy(t, c.dir, c.pkgPath) })
	}
}

func buildRuntimeCopy(t *testing.T, specDir, pkgPath string) {
	dir := t.TempDir()
	writeRuntimeBuild(t, dir)
	tr := generate(t, specDir)
	copied := 0
	for _, p := range tr.Paths() {
		module, rest, ok := runtimeModule(p)
		if !ok {
			continue
		}
		f, _ := tr.File(p)
		if !strings.Contains(rest, "/java/"+pkgPath+"/core/") && !strings.Contains(rest, "/java/"+pkgPath+"/errors/") &&
			!strings.Contains(rest, "/java/"+pkgPath+"/client/okhttp/OkHttpClient") {
			continue // generated code, not the runtime
		}
		writeFile(t, filepath.Join(dir, module, filepath.FromSlash(rest)), f.Data)
		copied++
	}
	if copied < len(runtimeSources(t)) {
		t.Fatalf("copied %d runtime files, want %d", copied, len(runtimeSources(t)))
	}
	repo := mavenRepo(t)
	out := toolchain.Run(t, dir, os.Environ(), pinnedMaven(t), "-o", "-B", "-q", "-T1", "-Dmaven.repo.local="+repo, "verify")
	t.Log(out)
	checkFormat(t, dir, repo)
}

// runtimeModule splits a generated path into the runtime's module folder (core, client-okhttp) and the rest.
func runtimeModule(p string) (module, rest string, ok bool) {
	for _, m := range []string{"core", "client-okhttp"} {
		if i := strings.Index(p, "-"+m+"/src/"); i > 0 && !strings.Contains(p[:i], "/") {
			return m, p[i+len(m)+2:], true
		}
	}
	return "", "", false
}

// writeRuntimeBuild copies the runtime's Maven build (pom.xml of the parent and the two modules).
func writeRuntimeBuild(t *testing.T, dir string) {
	t.Helper()
	for _, p := range []string{"pom.xml", "core/pom.xml", "client-okhttp/pom.xml"} {
		data, err := os.ReadFile(filepath.Join("runtime", p))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, p), data)
	}
}

// checkFormat runs google-java-format 1.28.0 (AOSP) from the Maven repository over every Java file.
func checkFormat(t *testing.T, dir, repo string) {
	t.Helper()
	jar := filepath.Join(repo, "com/google/googlejavaformat/google-java-format/1.28.0/google-java-format-1.28.0-all-deps.jar")
	if _, err := os.Stat(jar); err != nil {
		t.Logf("google-java-format is not in %s: formatting not checked", repo)
		return
	}
	var files []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".java") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	out := toolchain.Run(t, dir, os.Environ(), "java", append([]string{"-jar", jar, "--aosp", "--dry-run"}, files...)...)
	if strings.TrimSpace(out) != "" {
		t.Errorf("files google-java-format would change:\n%s", out)
	}
}

var lookPath = exec.LookPath
