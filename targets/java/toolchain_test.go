package java_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/java"
)

// TestToolchain runs each package's scripts on a clean machine that has a JDK and no Maven, as its CONTRIBUTING.md
// says: bootstrap (Maven 3.9 unpacked from the archive install-test-deps cached, then every plugin and library
// resolved), lint (google-java-format --aosp, javac -Xlint:all -Werror), build (the jars, offline) and test
// (mvn -o verify, with the Prism that scripts/test starts and stops).
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	toolchain.RequireJava(t)
	cases := []struct{ name, dir string }{
		{"kitchen-sink", "../../testdata/kitchen-sink"},
		{"acme", "../../examples/acme"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			g := toolchain.Generate(t, java.Target{}, filepath.Join(c.dir, "openapi.yml"), javaConfig(t, c.dir))
			out := toolchain.RunScripts(t, g.Dir, toolchain.CleanEnv(t))
			checkTestsRan(t, out)
		})
	}
	// The hostile spec's package must pass the formatter check and compile with warnings as errors, its payloads
	// inert (TestHostileSpecStaysInert); its tests against the mock server add nothing to that.
	t.Run("hostile", func(t *testing.T) {
		t.Parallel()
		dir := "../../testdata/hostile"
		g := toolchain.Generate(t, java.Target{}, filepath.Join(dir, "openapi.yml"), javaConfig(t, dir))
		env := toolchain.CleanEnv(t)
		for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
			toolchain.Run(t, g.Dir, env, script)
		}
	})
}

// checkTestsRan fails unless Surefire reported tests and no failure: a build whose modules ran no test is no proof.
func checkTestsRan(t *testing.T, out string) {
	t.Helper()
	totals := regexp.MustCompile(`(?m)^\[INFO\] Tests run: (\d+), Failures: 0, Errors: 0, Skipped: \d+$`).FindAllStringSubmatch(out, -1)
	ran := false
	for _, m := range totals {
		ran = ran || m[1] != "0"
	}
	if !ran || !strings.Contains(out, "BUILD SUCCESS") {
		t.Fatalf("scripts/test ran no test, or not all passed:\n%s", out)
	}
	t.Log(totals[len(totals)-1][0])
}

// javaConfig is dir's sdkgen.yml, with a java section when it has none (the bundled example configures the other
// languages only); that section turns the Spring Boot starter on, so its module is built and tested too.
func javaConfig(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "sdkgen.yml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg := string(data)
	if strings.Contains(cfg, "\n  java:\n") {
		return path
	}
	if !strings.Contains(cfg, "\ntargets:\n") {
		t.Fatalf("%s has no targets section", path)
	}
	cfg = strings.Replace(cfg, "\ntargets:\n", "\ntargets:\n  java:\n    reverse_domain: com.example.api\n    publish:\n      spring_boot_starter: true\n", 1)
	out := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(out, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMavenDownloadIsChecked: scripts/utils/maven, on a machine without Maven, refuses an archive that does not
// have the pinned SHA-512, removes it, and installs nothing.
func TestMavenDownloadIsChecked(t *testing.T) {
	toolchain.Require(t)
	toolchain.RequireJava(t)
	t.Parallel()
	dir := t.TempDir()
	if err := java.WriteBuild(dir); err != nil {
		t.Fatal(err)
	}
	userHome := t.TempDir()
	archive := filepath.Join(userHome, "dists", "apache-maven-"+java.MavenVersion+"-bin.tar.gz")
	if err := os.MkdirAll(filepath.Dir(archive), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(archive, []byte("not Maven"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(toolchain.CleanEnv(t), "MAVEN_USER_HOME="+userHome)
	cmd := toolchain.Command(dir, env, "./scripts/utils/maven", "--version")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "does not have the published SHA-512") {
		t.Fatalf("scripts/utils/maven ran with a corrupt archive (%v):\n%s", err, out)
	}
	if _, err := os.Stat(archive); !os.IsNotExist(err) {
		t.Errorf("the corrupt archive is still there (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(userHome, "dists", "apache-maven-"+java.MavenVersion)); !os.IsNotExist(err) {
		t.Errorf("a Maven was unpacked from the corrupt archive (%v)", err)
	}
}
