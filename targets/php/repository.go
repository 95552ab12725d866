package php

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// PHPVersion is the oldest PHP the packages support.
const PHPVersion = "8.1"

// phpcsConfig is the phpcs.xml of every package (and of the runtime: runtime/phpcs.xml is the same file).
//
//go:embed runtime/phpcs.xml
var phpcsConfig string

// composerSegment is what a Composer vendor or package name may hold.
var composerSegment = regexp.MustCompile(`[^a-z0-9]+`)

// composerName is composer_package_name, else <organization>/<package_name>, in the lower case Composer wants.
func (g *gen) composerName() string {
	if g.cfg.ComposerPackageName != "" {
		return g.cfg.ComposerPackageName
	}
	clean := func(s string) string {
		return strings.Trim(composerSegment.ReplaceAllString(strings.ToLower(s), "-"), "-")
	}
	vendor := firstNonEmpty(clean(g.api.Organization.Name), clean(g.api.Client.Name), "sdk")
	return vendor + "/" + firstNonEmpty(clean(g.cfg.PackageName), "sdk")
}

// repoSlug is owner/repo of production_repo without the branch.
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}

// repository writes composer.json, phpunit.xml.dist, phpcs.xml, phpstan.neon, the scripts and the shared scaffold.
func (g *gen) repository() error {
	composer, err := g.composerJSON()
	if err != nil {
		return err
	}
	files := map[string]string{
		"composer.json":       composer,
		"phpunit.xml.dist":    phpunitConfig,
		"phpcs.xml":           phpcsConfig,
		"phpstan.neon.dist":   phpstanConfig,
		"tests/bootstrap.php": g.testBootstrap(),
		".gitignore":          "/vendor/\n/dist/\ncomposer.lock\n.phpunit.result.cache\n.prism.log\n.prism.pid\n",
		"examples/.keep":      "File generated from our OpenAPI spec by sdkgen.\n\nThis directory can be used to store example files demonstrating usage of this SDK.\nIt is ignored by sdkgen and code generation.\n",
	}
	for _, p := range sortedKeys(files) {
		if err := g.add(p, files[p]); err != nil {
			return err
		}
	}
	scripts := map[string]string{
		"scripts/bootstrap": bootstrapScript, "scripts/lint": lintScript, "scripts/format": formatScript,
		"scripts/build": g.buildScript(), "scripts/run-tests": runTestsScript, "scripts/check-classes.php": checkClasses,
		"scripts/check-phpdoc.php":        checkPHPDoc,
		"scripts/detect-breaking-changes": detectBreakingChanges,
	}
	for _, p := range sortedKeys(scripts) {
		if err := g.out.AddExecutable(p, []byte(scripts[p])); err != nil {
			return err
		}
	}
	return g.scaffold()
}

// composerJSON is composer.json: the PSR interfaces and ext-curl at run time; PHPUnit, PHPStan and PHP_CodeSniffer
// for development, in ranges Debian 12's packages (phpunit 9.6, phpcs 3.7) fall in.
func (g *gen) composerJSON() (string, error) {
	type autoload struct {
		PSR4 map[string]string `json:"psr-4"`
	}
	doc := struct {
		Name        string            `json:"name"`
		Description string            `json:"description"`
		Type        string            `json:"type"`
		License     string            `json:"license"`
		Homepage    string            `json:"homepage,omitempty"`
		Require     map[string]string `json:"require"`
		RequireDev  map[string]string `json:"require-dev"`
		Autoload    autoload          `json:"autoload"`
		AutoloadDev autoload          `json:"autoload-dev"`
		Config      map[string]any    `json:"config"`
		Scripts     map[string]string `json:"scripts"`
	}{
		Name:        g.composerName(),
		Description: fmt.Sprintf("PHP library for the %s API", g.title()),
		Type:        "library",
		License:     firstNonEmpty(g.api.Settings.License.SPDX, "Apache-2.0"),
		Require: map[string]string{
			"php": ">=" + PHPVersion, "ext-curl": "*", "ext-json": "*",
			"psr/http-client": "^1.0", "psr/http-factory": "^1.0", "psr/http-message": "^1.0 || ^2.0",
		},
		RequireDev: map[string]string{
			"phpunit/phpunit": "^9.6 || ^10.5", "phpstan/phpstan": "^1.11 || ^2.0", "phpstan/phpdoc-parser": "^1.16 || ^2.0", "squizlabs/php_codesniffer": "^3.7",
		},
		Autoload:    autoload{PSR4: map[string]string{g.ns + `\`: "src/"}},
		AutoloadDev: autoload{PSR4: map[string]string{g.ns + `\Tests\`: "tests/"}},
		Config:      map[string]any{"sort-packages": true},
		Scripts:     map[string]string{"lint": "./scripts/lint", "format": "./scripts/format", "test": "./scripts/test"},
	}
	if repo := g.repoSlug(); repo != "" {
		doc.Homepage = "https://github.com/" + repo
	}
	data, err := json.MarshalIndent(doc, "", "    ")
	if err != nil {
		return "", err
	}
	return strings.ReplaceAll(string(data), `\u0026`, "&") + "\n", nil
}

const phpunitConfig = `<?xml version="1.0" encoding="UTF-8"?>
<phpunit bootstrap="tests/bootstrap.php" colors="true" failOnRisky="true" failOnWarning="true" cacheResult="false">
    <testsuites>
        <testsuite name="all">
            <directory>tests</directory>
        </testsuite>
    </testsuites>
</phpunit>
`

const phpstanConfig = `parameters:
    level: 6
    paths:
        - src
        - tests
`

// testBootstrap loads Composer's autoloader, and the PSR interfaces from the system's PHP include path (Debian's
// php-psr-http-* packages) when Composer could not install them.
func (g *gen) testBootstrap() string {
	return g.header() + `require __DIR__ . '/../vendor/autoload.php';

if (!interface_exists(\Psr\Http\Client\ClientInterface::class)) {
    foreach (['Psr/Http/Message/autoload.php', 'Psr/Http/Message/factory-autoload.php', 'Psr/Http/Client/autoload.php'] as $file) {
        $path = stream_resolve_include_path($file);
        if ($path !== false) {
            require_once $path;
        }
    }
}
if (!class_exists(\PHPUnit\Framework\TestCase::class) && ($path = stream_resolve_include_path('PHPUnit/Autoload.php')) !== false) {
    require_once $path;
}
`
}

// bootstrapScript installs the development dependencies with Composer; when Packagist cannot be reached it falls
// back to the system's packages (PHPUnit, PHP_CodeSniffer and the PSR interfaces, e.g. from Debian) and writes
// only the package's own autoloader.
const bootstrapScript = `#!/usr/bin/env bash
# Installs the dependencies with Composer, or uses the system's PHPUnit, PHP_CodeSniffer and PSR interfaces when
# Packagist cannot be reached.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "scripts/bootstrap: $*" >&2; }

if ! command -v php >/dev/null 2>&1; then
  say "install PHP ` + PHPVersion + ` or later first: https://www.php.net/downloads"
  exit 1
fi
if ! php -r 'exit(version_compare(PHP_VERSION, "` + PHPVersion + `", ">=") ? 0 : 1);'; then
  say "php is $(php -r 'echo PHP_VERSION;'); this package needs ` + PHPVersion + ` or later"
  exit 1
fi
for ext in curl json; do
  if ! php -r "exit(extension_loaded('$ext') ? 0 : 1);"; then
    say "the PHP extension $ext is missing"
    exit 1
  fi
done
if ! command -v composer >/dev/null 2>&1; then
  say "install Composer: https://getcomposer.org/download/"
  exit 1
fi
if composer install --no-interaction --no-progress; then
  exit 0
fi
say "composer install failed (is Packagist reachable?); using the system's packages"
missing=()
command -v phpunit >/dev/null 2>&1 || missing+=(phpunit)
command -v phpcs >/dev/null 2>&1 || missing+=(phpcs)
php -r 'exit(stream_resolve_include_path("Psr/Http/Client/autoload.php") && stream_resolve_include_path("Psr/Http/Message/factory-autoload.php") ? 0 : 1);' || missing+=("the PSR-7, PSR-17 and PSR-18 interfaces")
if [ ${#missing[@]} -gt 0 ]; then
  say "missing: ${missing[*]} (on Debian: apt-get install phpunit php-codesniffer php-psr-http-client php-psr-http-factory php-psr-http-message, and php-phpstan-phpdoc-parser for the PHPDoc check)"
  exit 1
fi
composer dump-autoload --dev --no-interaction
`

// lintScript checks every file's syntax and strict-types declaration, PSR-12 with PHP_CodeSniffer, that every
// class loads (inheritance and signatures are checked then), and PHPStan's analysis when it is installed.
const lintScript = `#!/usr/bin/env bash
# Lints the package: php -l, strict types, PHP_CodeSniffer (PSR-12), class loading, PHPDoc syntax and names, and
# PHPStan when installed.
set -euo pipefail
cd "$(dirname "$0")/.."

tool() { if [ -x "vendor/bin/$1" ]; then echo "vendor/bin/$1"; else command -v "$1"; fi; }

echo "==> php -l"
find src tests -name '*.php' -print0 | xargs -0 -n 200 -P 2 php -l -d display_errors=1 | { grep -v '^No syntax errors' || true; }
echo "==> declare(strict_types=1)"
missing=$(grep -rL --include='*.php' 'declare(strict_types=1);' src tests || true)
if [ -n "$missing" ]; then
  echo "files without declare(strict_types=1):" >&2
  echo "$missing" >&2
  exit 1
fi
echo "==> phpcs"
"$(tool phpcs)" -q
echo "==> classes load"
php scripts/check-classes.php
echo "==> PHPDoc (PHPStan's parser: tags parse, @param names, classes exist)"
php scripts/check-phpdoc.php
if phpstan=$(tool phpstan); then
  echo "==> phpstan"
  "$phpstan" analyse --no-progress --memory-limit=1G
else
  echo "==> phpstan is not installed (composer install installs it); skipped"
fi
`

const formatScript = `#!/usr/bin/env bash
# Formats the code with PHP_CodeSniffer's fixer (phpcbf) under phpcs.xml.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -x vendor/bin/phpcbf ]; then phpcbf=vendor/bin/phpcbf; else phpcbf=phpcbf; fi
"$phpcbf" -q || [ $? -eq 1 ]
`

// checkClasses loads every class, interface and trait under src/ and tests/ through the autoloader, so PHP checks
// what php -l cannot: parents, interfaces and compatible signatures.
// checkPHPDoc is scripts/check-phpdoc.php: the PHPDoc check that runs where PHPStan is missing.
//
//go:embed repo/check-phpdoc.php
var checkPHPDoc string

const checkClasses = `<?php

declare(strict_types=1);

// Loads every class under src/ and tests/, so that PHP checks inheritance and signatures.
require __DIR__ . '/../tests/bootstrap.php';

$count = 0;
foreach (['src', 'tests'] as $dir) {
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(__DIR__ . '/../' . $dir));
    foreach ($files as $file) {
        if ($file->getExtension() !== 'php' || $file->getFilename() === 'bootstrap.php') {
            continue;
        }
        $code = (string) file_get_contents($file->getPathname());
        if (preg_match('/^namespace\s+([^;]+);/m', $code, $ns) !== 1) {
            continue;
        }
        require_once $file->getRealPath();
        preg_match_all('/^(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+(\w+)/m', $code, $names);
        foreach ($names[1] as $name) {
            $class = $ns[1] . '\\' . $name;
            if (!class_exists($class) && !interface_exists($class) && !trait_exists($class)) {
                fwrite(STDERR, "cannot load $class from {$file->getPathname()}\n");
                exit(1);
            }
            $count++;
        }
    }
}
echo "$count classes load\n";
`

// runTestsScript runs PHPUnit: Composer's, else the system's.
const runTestsScript = `#!/usr/bin/env bash
# Runs PHPUnit (Composer's, else the system's); arguments go to PHPUnit, e.g. --filter Retrieve.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -x vendor/bin/phpunit ]; then phpunit=vendor/bin/phpunit; else phpunit=phpunit; fi
exec "$phpunit" "$@"
`

// detectBreakingChanges runs the API tests of the previous release against this version with the mock server: a
// test that fails calls something this version removed or changed incompatibly.
const detectBreakingChanges = `#!/usr/bin/env bash
# Runs the API tests of the previous release (a v* tag, or the ref given) against this version.
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)}"
if [ -z "$base" ]; then
  echo "no previous release to compare with"
  exit 0
fi
if ! git cat-file -e "$base:tests/Services" 2>/dev/null; then
  echo "$base has no API tests"
  exit 0
fi
rm -rf tests/Previous
mkdir -p tests/Previous
trap 'rm -rf tests/Previous' EXIT
git archive "$base" tests/Services | tar -x --strip-components=2 -C tests/Previous
echo "==> running the tests of $base against this version"
./scripts/test tests/Previous
`

func (g *gen) buildScript() string {
	file := strings.ReplaceAll(g.composerName(), "/", "-") + "-" + Version
	return fmt.Sprintf(`#!/usr/bin/env bash
# Validates composer.json and archives the package into dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

composer validate --strict --no-interaction
rm -rf dist
composer archive --format=zip --dir=dist --file=%s --no-interaction
`, scaffold.ShellQuote(file))
}

// scaffold adds the files every SDK repository shares.
func (g *gen) scaffold() error {
	return scaffold.Add(g.out, scaffold.Repo{
		API: g.api, Common: &g.cfg.TargetCommon, Publish: g.publishCommon(),
		Lang: "php", LangTitle: "PHP", Version: Version, PackageName: g.composerName(),
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock", Install: "composer require " + g.composerName(),
			Example: "php examples/<example>.php", DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements:  []string{"PHP " + PHPVersion + " or later with ext-curl", "Composer", "Node.js 20 or later with npm, which the mock server runs on"},
		BootstrapNote: "`./scripts/bootstrap` installs the dependencies with Composer; when Packagist cannot be reached it uses the system's PHPUnit, PHP_CodeSniffer and PSR interface packages (on Debian: phpunit, php-codesniffer, php-psr-http-client, php-psr-http-factory, php-psr-http-message; php-phpstan-phpdoc-parser for the PHPDoc check).",
		Test:          scaffold.TestRun{Command: "./scripts/run-tests", Args: "Arguments go to PHPUnit, e.g. --filter Retrieve."},
		Spec:          g.spec,
		Setup:         []scaffold.Step{{Name: "Set up PHP", Uses: "shivammathur/setup-php@v2", With: map[string]string{"php-version": PHPVersion, "tools": "composer"}}},
		CustomDirs:    []string{"src/Lib/"},
		Registries:    g.registries(),
		ReleaseType:   "php",
		Artifact:      "dist",
	})
}

func (g *gen) publishCommon() (out config.PublishCommon) {
	if g.cfg.Publish != nil {
		out = g.cfg.Publish.PublishCommon
	}
	return out
}

// registries is Packagist when publish.packagist is on: Packagist reads the repository, so publishing asks it to
// update the package from the release tag.
func (g *gen) registries() []scaffold.Registry {
	if g.cfg.Publish == nil || g.cfg.Publish.Packagist == nil || !*g.cfg.Publish.Packagist {
		return nil
	}
	return []scaffold.Registry{{
		Name: "packagist", Title: "Packagist", Secrets: []string{"PACKAGIST_USERNAME", "PACKAGIST_API_TOKEN"},
		Script: `#!/usr/bin/env bash
# Asks Packagist to update the package from this repository's new tag.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"

repo_url="$(git config --get remote.origin.url)"
curl --fail --silent --show-error -X POST -H 'Content-Type: application/json' \
  "https://packagist.org/api/update-package?username=${PACKAGIST_USERNAME}&apiToken=${PACKAGIST_API_TOKEN}" \
  -d "{\"repository\":{\"url\":\"${repo_url}\"}}"
`,
	}}
}
