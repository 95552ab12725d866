package kotlin

import (
	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// The scripts every SDK repository has (CONTRIBUTING.md): bootstrap, format, lint, build, test (the scaffold's,
// around testCommand), plus scripts/utils/maven (the Maven to run, shared with the java target) and
// scripts/utils/ktfmt (the formatter, from the local Maven repository).

const (
	mavenScriptPath = "scripts/utils/maven"
	ktfmtPath       = "scripts/utils/ktfmt"
	ktfmtDir        = "target/ktfmt"
)

// scripts are the repository's scripts by path.
func (g *gen) scripts() map[string]string {
	return map[string]string{
		"scripts/detect-breaking-changes": g.detectBreakingChangesScript(),
		"scripts/bootstrap":               bootstrapScript(),
		"scripts/format":                  formatScript,
		"scripts/lint":                    lintScript,
		"scripts/build":                   buildScript,
		mavenScriptPath:                   jvm.MavenScript(version("maven"), version("maven.sha512")),
		ktfmtPath:                         ktfmtScript(),
	}
}

// ktfmtScript runs ktfmt's jar with its dependencies, copied from the local Maven repository into target/.
func ktfmtScript() string {
	v := version("ktfmt")
	return `#!/usr/bin/env bash
# Runs ktfmt ` + v + ` with the arguments given.
set -euo pipefail
cd "$(dirname "$0")/../.."

jar=` + ktfmtDir + `/ktfmt-` + v + `-with-dependencies.jar
if [ ! -f "$jar" ]; then
  ./` + mavenScriptPath + ` --batch-mode --quiet --offline --non-recursive dependency:copy \
    -Dartifact=com.facebook:ktfmt:` + v + `:jar:with-dependencies -DoutputDirectory=` + ktfmtDir + `
fi
exec java -jar "$jar" "$@"
`
}

func bootstrapScript() string {
	return `#!/usr/bin/env bash
# Checks that a JDK 17 or later is installed, gets Maven (scripts/utils/maven: the installed one when it is 3.9 or
# later, else one it downloads from Maven Central), and resolves every plugin and library that the build, the tests
# and scripts/lint use into the local Maven repository, so the other scripts run offline.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "scripts/bootstrap: $*" >&2
  exit 1
}

if ! command -v java >/dev/null 2>&1; then
  fail "install a JDK 17 or later first: https://adoptium.net/"
fi
major="$(java -version 2>&1 | sed -n 's/.*version "\([0-9][0-9]*\).*/\1/p' | head -n1)"
if [ -z "$major" ] || [ "$major" -lt 17 ]; then
  fail "java is $(java -version 2>&1 | head -n1); the build needs a JDK 17 or later (the SDK itself runs on Java 8)"
fi

echo "==> resolving the plugins and libraries of the build"
./` + mavenScriptPath + ` --batch-mode --quiet dependency:go-offline -DexcludeReactor=true
./` + mavenScriptPath + ` --batch-mode --quiet --non-recursive dependency:get \
  -Dartifact=org.apache.maven.surefire:surefire-junit-platform:` + version("maven-surefire-plugin") + `
./` + mavenScriptPath + ` --batch-mode --quiet --non-recursive dependency:copy \
  -Dartifact=com.facebook:ktfmt:` + version("ktfmt") + `:jar:with-dependencies -DoutputDirectory=` + ktfmtDir + `
`
}

// kotlinSources lists the Kotlin files of every module, build output left out, into the file named by $list.
const kotlinSources = `list="$(mktemp)"
trap 'rm -f "$list"' EXIT
find . -name '*.kt' -path '*/src/*' -not -path '*/target/*' -not -path './.git/*' | LC_ALL=C sort >"$list"
`

const formatScript = `#!/usr/bin/env bash
# Formats every Kotlin file with ktfmt (--kotlinlang-style).
set -euo pipefail
cd "$(dirname "$0")/.."

` + kotlinSources + `xargs ./` + ktfmtPath + ` --kotlinlang-style <"$list"
`

const lintScript = `#!/usr/bin/env bash
# Checks that every Kotlin file is formatted (ktfmt --kotlinlang-style; ./scripts/format fixes them), then compiles
# the main and test code of every module with every Kotlin warning an error.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> ktfmt --kotlinlang-style --dry-run"
` + kotlinSources + `if ! unformatted="$(xargs ./` + ktfmtPath + ` --kotlinlang-style --dry-run --set-exit-if-changed <"$list")"; then
  echo "these files are not formatted (run ./scripts/format):" >&2
  echo "$unformatted" >&2
  exit 1
fi
echo "==> kotlinc -Werror"
./` + mavenScriptPath + ` --batch-mode --quiet --offline test-compile
`

const buildScript = `#!/usr/bin/env bash
# Builds the jar of every module (tests compiled, not run) into each module's target/.
set -euo pipefail
cd "$(dirname "$0")/.."

./` + mavenScriptPath + ` --batch-mode --quiet --offline package -DskipTests
`

// testCommand runs the tests of every module offline; scripts/test wraps it with the mock server.
const testCommand = "./" + mavenScriptPath + " --batch-mode --no-transfer-progress --offline verify"

// detectBreakingChangesScript compiles the previous release's tests against this version.
func (g *gen) detectBreakingChangesScript() string {
	core := g.layout.CoreModule()
	return `#!/usr/bin/env bash
# Compiles the tests of the previous release (a v* tag, or the ref given) against this version: a test that no
# longer compiles uses something this version removed or changed incompatibly. They replace this version's tests
# in a copy of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

` + scaffold.PreviousRelease + `tests=` + scaffold.ShellQuote(core+"/src/test") + `
if ! git cat-file -e "$base:$tests" 2>/dev/null; then
  echo "$base has no tests to compile"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar --exclude=./.git --exclude='*/target' -cf - . | tar -xf - -C "$work"
rm -rf "${work:?}/$tests"
git archive "$base" "$tests" | tar -xf - -C "$work"

echo "==> compiling the tests of $base against this version"
(cd "$work" && ./` + mavenScriptPath + ` --batch-mode --quiet --offline test-compile)
`
}
