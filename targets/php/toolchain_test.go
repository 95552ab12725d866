package php_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/php"
)

// TestToolchain runs each package's scripts on a clean machine as its CONTRIBUTING.md says: bootstrap (Composer,
// or the Debian packages when Packagist is out of reach), lint (php -l, strict types, phpcs, class loading),
// build (composer validate and archive) and test (the runtime tests and the API tests against the Prism that
// scripts/test starts and stops).
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct{ name, dir string }{
		{"kitchen-sink", "../../testdata/kitchen-sink"},
		{"acme", "../../examples/acme"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := toolchain.Generate(t, php.Target{}, filepath.Join(c.dir, "openapi.yml"), filepath.Join(c.dir, "sdkgen.yml"))
			out := toolchain.RunScripts(t, g.Dir, toolchain.CleanEnv(t))
			if !strings.Contains(out, "OK (") && !strings.Contains(out, "OK, but incomplete, skipped, or risky tests!") {
				t.Errorf("the tests did not all pass:\n%s", out)
			}
			t.Log(summary(out))
		})
	}
}

// summary is PHPUnit's count line of a run's output.
func summary(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "Tests: ") || strings.HasPrefix(lines[i], "OK (") {
			return lines[i]
		}
	}
	return ""
}

// TestHostilePackageLoadsInert lints, builds and tests the hostile spec's package, then makes a client and builds
// a model from spec-like text: nothing from the spec may run.
func TestHostilePackageLoadsInert(t *testing.T) {
	toolchain.Require(t)
	dir := "../../testdata/hostile"
	g := toolchain.Generate(t, php.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	env := toolchain.CleanEnv(t)
	toolchain.RunScripts(t, g.Dir, env)
	toolchain.Run(t, g.Dir, env, "php", "-r", `
require 'tests/bootstrap.php';
new \Hostile\Client(apiKey: 'k');
$thing = \Hostile\Models\Thing::fromArray(['php_text' => 'x', 'x?>y' => 'y', 'kind' => 'EOT;']);
if ($thing->phpText !== 'x' || $thing->toArray()['x?>y'] !== 'y') {
    fwrite(STDERR, 'unexpected ' . json_encode($thing));
    exit(1);
}
if (getenv('SDKGEN_PWNED') !== false) {
    fwrite(STDERR, 'spec text ran: ' . getenv('SDKGEN_PWNED'));
    exit(1);
}`)
}

// TestConformance runs the cross-language conformance scenarios through the PHP driver in a package generated from
// the conformance API.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	g := toolchain.Generate(t, php.Target{}, "../conformance/api/openapi.yml", "../conformance/api/sdkgen.yml")
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	driver, err := os.ReadFile("conformance/driver.php")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(g.Dir, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(g.Dir, "conformance/driver.php"), driver, 0o644); err != nil {
		t.Fatal(err)
	}
	conformance.RunWithKnownGaps(t, toolchain.Command(g.Dir, env, "php", "conformance/driver.php"), nil)
}

// TestPHPDocCheckFindsErrors: scripts/check-phpdoc.php, the PHPDoc check lint runs where PHPStan is missing,
// reports a tag that does not parse, an @param naming no parameter and a class that does not exist.
func TestPHPDocCheckFindsErrors(t *testing.T) {
	toolchain.Require(t)
	g := toolchain.Generate(t, php.Target{}, "../../examples/acme/openapi.yml", "../../examples/acme/sdkgen.yml")
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	bad := "<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme\\Tests;\n\nfinal class BadDoc\n{\n    /**\n" +
		"     * @param array{a: int $x\n     * @param int $y\n     * @return \\Acme\\Models\\NoSuchModel\n     */\n" +
		"    public function f(int $x): mixed\n    {\n        return null;\n    }\n}\n"
	if err := os.WriteFile(filepath.Join(g.Dir, "tests", "BadDoc.php"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := toolchain.Command(g.Dir, env, "php", "scripts/check-phpdoc.php").CombinedOutput()
	if err == nil {
		t.Fatalf("check-phpdoc.php passed a file with bad PHPDoc:\n%s", out)
	}
	for _, want := range []string{"@param does not parse", "names no parameter of the function: $y", `names a class that does not exist: \Acme\Models\NoSuchModel`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
}
