package java

import (
	"github.com/sdkgen/sdkgen/targets/internal/jvm"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// The scripts every SDK repository has (CONTRIBUTING.md): bootstrap, format, lint, build, test (the scaffold's,
// around testCommand) and detect-breaking-changes, plus two helpers under scripts/utils: maven (the Maven to run)
// and google-java-format (the formatter, from the local Maven repository).
//
// sdkgen choices: the user has only a JDK, so scripts/utils/maven runs the mvn on the PATH when it is Maven 3.9 or
// later and otherwise Maven 3.9.x from Maven Central, checked against its SHA-512 and kept in $MAVEN_USER_HOME
// (default ~/.m2, the Maven Wrapper's variable). Once scripts/bootstrap resolved every plugin and library, the
// other scripts run Maven offline (-o). Maven's own variables apply: MAVEN_OPTS="-Dmaven.repo.local=<dir>" picks
// another local repository (the sdkgen toolchain tests point it at a warm one), MAVEN_ARGS adds arguments.

const (
	mavenScriptPath  = "scripts/utils/maven"
	formatterPath    = "scripts/utils/google-java-format"
	formatterDir     = "target/google-java-format"
	formatterGroupID = "com.google.googlejavaformat"
)

// scripts are the repository's scripts by path.
func (g *gen) scripts() map[string]string {
	return map[string]string{
		"scripts/bootstrap":               g.bootstrapScript(),
		"scripts/format":                  formatScript,
		"scripts/lint":                    lintScript,
		"scripts/build":                   buildScript,
		"scripts/detect-breaking-changes": g.detectBreakingChangesScript(),
		mavenScriptPath:                   mavenScript(),
		formatterPath:                     formatterScript(),
	}
}

// mavenScript is scripts/utils/maven.
func mavenScript() string {
	return jvm.MavenScript(version("maven"), version("maven.sha512"))
}

// formatterScript is scripts/utils/google-java-format: the formatter's all-deps jar, copied from the local Maven
// repository into target/ (scripts/bootstrap resolved it), run with the arguments given. It reads javac's internals,
// which Java 16 and later export only on request.
func formatterScript() string {
	v := version("google-java-format")
	jar := "google-java-format-" + v + "-all-deps.jar"
	return `#!/usr/bin/env bash
# Runs google-java-format ` + v + ` (AOSP style is --aosp) with the arguments given.
set -euo pipefail
cd "$(dirname "$0")/../.."

jar=` + formatterDir + `/` + jar + `
if [ ! -f "$jar" ]; then
  ./` + mavenScriptPath + ` --batch-mode --quiet --offline --non-recursive dependency:copy \
    -Dartifact=` + formatterGroupID + `:google-java-format:` + v + `:jar:all-deps -DoutputDirectory=` + formatterDir + `
fi
exports=()
for pkg in api code file parser tree util; do
  exports+=("--add-exports=jdk.compiler/com.sun.tools.javac.$pkg=ALL-UNNAMED")
done
exec java "${exports[@]}" -jar "$jar" "$@"
`
}

// javaSources lists the Java files of every module, build output left out, into the file named by $list.
const javaSources = `list="$(mktemp)"
trap 'rm -f "$list"' EXIT
find . -name '*.java' -path '*/src/*' -not -path '*/target/*' -not -path './.git/*' | LC_ALL=C sort >"$list"
`

func (g *gen) bootstrapScript() string {
	v := version("google-java-format")
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

if ! command -v javac >/dev/null 2>&1 || ! command -v java >/dev/null 2>&1; then
  fail "install a JDK 17 or later first (java and javac): https://adoptium.net/"
fi
major="$(javac -version 2>&1 | sed -n 's/^javac \([0-9][0-9]*\).*/\1/p')"
if [ -z "$major" ] || [ "$major" -lt 17 ]; then
  fail "javac is $(javac -version 2>&1); the build needs a JDK 17 or later (the SDK itself runs on Java 8)"
fi

echo "==> resolving the plugins and libraries of the build"
./` + mavenScriptPath + ` --batch-mode --quiet dependency:go-offline -DexcludeReactor=true
# Surefire loads its JUnit Platform provider when the tests start, which go-offline does not foresee.
./` + mavenScriptPath + ` --batch-mode --quiet --non-recursive dependency:get \
  -Dartifact=org.apache.maven.surefire:surefire-junit-platform:` + version("maven-surefire-plugin") + `
./` + mavenScriptPath + ` --batch-mode --quiet --non-recursive dependency:copy \
  -Dartifact=` + formatterGroupID + `:google-java-format:` + v + `:jar:all-deps -DoutputDirectory=` + formatterDir + `
`
}

const formatScript = `#!/usr/bin/env bash
# Formats every Java file with google-java-format, AOSP style (four-space indents).
set -euo pipefail
cd "$(dirname "$0")/.."

` + javaSources + `./` + formatterPath + ` --aosp --replace "@$list"
`

const lintScript = `#!/usr/bin/env bash
# Checks that every Java file is formatted (google-java-format, AOSP style; ./scripts/format fixes them), then
# compiles the main and test code of every module with every javac lint warning an error.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> google-java-format --aosp"
` + javaSources + `if ! unformatted="$(./` + formatterPath + ` --aosp --dry-run --set-exit-if-changed "@$list")"; then
  echo "these files are not formatted (run ./scripts/format):" >&2
  echo "$unformatted" >&2
  exit 1
fi
echo "==> javac -Xlint:all -Werror"
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
