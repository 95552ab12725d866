package kotlin_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/kotlin"
)

// TestToolchain runs each package's scripts on a clean machine that has a JDK and no Maven: bootstrap (Maven
// unpacked from the archive install-test-deps cached, every plugin and library resolved), lint (ktfmt
// --kotlinlang-style check, kotlinc with warnings as errors), build and test (mvn -o verify, with the Prism that
// scripts/test starts and stops).
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
			g := toolchain.Generate(t, kotlin.Target{}, filepath.Join(c.dir, "openapi.yml"), kotlinConfig(t, c.dir))
			out := toolchain.RunScripts(t, g.Dir, toolchain.CleanEnv(t))
			checkTestsRan(t, out)
		})
	}
}

// checkTestsRan fails unless Surefire reported tests and no failure.
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

// kotlinConfig is dir's sdkgen.yml, with a kotlin section when it has none (the bundled example); that section turns
// the Spring Boot starter on, so its module is built and tested too.
func kotlinConfig(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "sdkgen.yml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg := string(data)
	if strings.Contains(cfg, "\n  kotlin:\n") {
		return path
	}
	if !strings.Contains(cfg, "\ntargets:\n") {
		t.Fatalf("%s has no targets section", path)
	}
	cfg = strings.Replace(cfg, "\ntargets:\n", "\ntargets:\n  kotlin:\n    reverse_domain: com.example.api\n    publish:\n      spring_boot_starter: true\n", 1)
	out := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(out, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}
