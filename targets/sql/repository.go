package sql

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// repository writes the PGXS Makefile, META.json, the scripts and the shared scaffold.
func (g *gen) repository() error {
	files := map[string]string{
		"Makefile":   g.makefile(),
		"META.json":  g.meta(),
		".gitignore": fmt.Sprintf("/.python/\n/build/\n/dist/\n/%s--*.sql\n", g.ext),
	}
	for p, content := range files {
		if err := g.add(p, content); err != nil {
			return err
		}
	}
	scripts := map[string]string{
		"scripts/bootstrap":               g.bootstrapScript(),
		"scripts/build":                   g.buildScript(),
		"scripts/lint":                    lintScript,
		"scripts/format":                  formatScript,
		"scripts/run-tests":               g.runTestsScript(),
		"scripts/check-sql":               checkSQLScript,
		"scripts/detect-breaking-changes": detectBreakingChanges,
	}
	for p, content := range scripts {
		if err := g.out.AddExecutable(p, []byte(content)); err != nil {
			return err
		}
	}
	return g.scaffold()
}

// makefile builds <ext>--<version>.sql from sql/<ext>.sql with the control file's version and installs it, with the
// scripts scripts/build made for released versions, through PGXS.
func (g *gen) makefile() string {
	return fmt.Sprintf(`# Installs the extension with PGXS: make install (PG_CONFIG=/path/to/pg_config for another PostgreSQL).
EXTENSION = %[1]s
EXTVERSION = $(shell sed -nE "s/^default_version = '([^']+)'.*/\1/p" %[1]s.control)
DATA_built = %[1]s--$(EXTVERSION).sql
DATA = $(wildcard build/%[1]s--*.sql)
PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

%[1]s--$(EXTVERSION).sql: sql/%[1]s.sql
	cp $< $@
`, g.ext)
}

// pgxnLicenses are PGXN's names of the licences it knows, by SPDX identifier.
var pgxnLicenses = map[string]string{
	"Apache-2.0": "apache_2_0", "MIT": "mit", "BSD-2-Clause": "bsd", "BSD-3-Clause": "bsd", "PostgreSQL": "postgresql",
	"GPL-2.0": "gpl_2", "GPL-3.0": "gpl_3", "LGPL-2.1": "lgpl_2_1", "LGPL-3.0": "lgpl_3_0", "MPL-2.0": "mozilla_2_0",
}

// meta is META.json, PGXN's distribution metadata (meta-spec 1.0.0).
func (g *gen) meta() string {
	license := pgxnLicenses[g.api.Settings.License.SPDX]
	if license == "" {
		license = "unknown"
	}
	abstract := "Calls the " + g.title() + " API from SQL"
	meta := map[string]any{
		"name": g.ext, "abstract": abstract, "version": Version, "license": license,
		"maintainer": firstNonEmpty(plainText(g.api.Organization.Name), g.title()),
		"provides": map[string]any{
			g.ext: map[string]any{"abstract": abstract, "file": "sql/" + g.ext + ".sql", "version": Version},
		},
		"prereqs": map[string]any{
			"runtime": map[string]any{"requires": map[string]any{"PostgreSQL": "11.0.0", "plpython3u": 0}},
		},
		"meta-spec": map[string]any{"version": "1.0.0", "url": "https://pgxn.org/meta/spec.txt"},
		"tags":      []string{"api", "sdk", "plpython"},
	}
	if repo := g.repoSlug(); repo != "" {
		meta["resources"] = map[string]any{"repository": map[string]any{
			"url": "https://github.com/" + repo + ".git", "web": "https://github.com/" + repo, "type": "git",
		}}
	}
	data, _ := json.MarshalIndent(meta, "", "  ")
	return string(data) + "\n"
}

// repoSlug is production_repo without its #branch.
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return strings.TrimSpace(repo)
}

// bootstrapScript installs the Python SDK for the test cluster: PYTHON_SDK, else ../python when sdkgen generated it
// there, else the published package.
func (g *gen) bootstrapScript() string {
	return fmt.Sprintf(`#!/usr/bin/env bash
# Checks PostgreSQL (pg_config, PL/Python) and installs the Python SDK the extension calls into .python/, where the
# test cluster's PL/Python imports it: PYTHON_SDK names its source or a requirement pip understands (default ../python
# when "sdkgen generate --out DIR" wrote it there, else the published package).
set -euo pipefail
cd "$(dirname "$0")/.."

pg_config=${PG_CONFIG:-pg_config}
if ! command -v "$pg_config" >/dev/null; then
  echo "bootstrap: pg_config is not on the PATH: install PostgreSQL's server development files or set PG_CONFIG" >&2
  exit 1
fi
if [ ! -e "$("$pg_config" --pkglibdir)/plpython3.so" ]; then
  major=$("$pg_config" --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
  echo "bootstrap: PL/Python is not installed: install postgresql-plpython3-$major (Debian, Ubuntu) or your system's package" >&2
  exit 1
fi
sdk=${PYTHON_SDK:-}
if [ -z "$sdk" ]; then
  sdk=%s
  [ -f ../python/pyproject.toml ] && sdk=../python
fi
rm -rf .python
python3 -m pip install --quiet --disable-pip-version-check --no-warn-conflicts --target .python "$sdk"
`, scaffold.ShellQuote(g.pyProject))
}

func (g *gen) buildScript() string {
	return fmt.Sprintf(`#!/usr/bin/env bash
# Builds <ext>--<version>.sql (make) and writes build/: for every released version (a v* tag), its install script and
# the upgrade script from it to this version (sql/upgrade.sql: it drops the version's functions and types and
# creates this version's). Then packs the PGXN distribution into dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

ext=%[1]s
version=$(sed -nE "s/^default_version = '([^']+)'.*/\1/p" "$ext.control")
rm -rf build dist
mkdir -p build dist
make -s
if git rev-parse --git-dir >/dev/null 2>&1; then
  for tag in $(git tag --list 'v*' 2>/dev/null); do
    released=${tag#v}
    [ "$released" = "$version" ] && continue
    if git cat-file -e "$tag:sql/$ext.sql" 2>/dev/null; then
      git show "$tag:sql/$ext.sql" > "build/$ext--$released.sql"
      cp sql/upgrade.sql "build/$ext--$released--$version.sql"
    fi
  done
fi
stage="dist/$ext-$version"
mkdir -p "$stage"
cp -R Makefile META.json README.md "$ext.control" sql build "$stage/"
(cd dist && python3 -m zipfile -c "$ext-$version.zip" "$ext-$version")
rm -rf "$stage"
echo "built dist/$ext-$version.zip"
`, scaffold.ShellQuote(g.ext))
}

const lintScript = `#!/usr/bin/env bash
# Checks the extension's scripts: every function is SECURITY INVOKER with its own search_path, every PL/Python body
# compiles, and the control file, META.json and the install script agree on the version.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 scripts/check-sql
`

const formatScript = `#!/usr/bin/env bash
# The SQL and PL/Python are generated in their final layout: there is nothing to format.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/lint
`

// checkSQLScript is the lint: it reads the install scripts with Python (the one tool every contributor has here).
const checkSQLScript = `#!/usr/bin/env python3
"""Checks the install and upgrade scripts: every CREATE FUNCTION is SECURITY INVOKER and sets search_path, every
PL/Python body compiles, and the version agrees between the control file, META.json and the install script."""
import glob
import json
import re
import sys

problems = []
control = open(glob.glob("*.control")[0]).read()
ext = glob.glob("*.control")[0][: -len(".control")]
version = re.search(r"^default_version = '([^']+)'", control, re.M).group(1)
meta = json.load(open("META.json"))
if meta["version"] != version or meta["provides"][ext]["version"] != version:
    problems.append("META.json's version is not the control file's " + version)
scripts = ["sql/" + ext + ".sql", "sql/upgrade.sql"]
for path in scripts:
    text = open(path).read()
    functions = re.findall(r"^CREATE FUNCTION (.*?)^AS \$sdkgen\$\n(.*?)^\$sdkgen\$;", text, re.M | re.S)
    if not functions:
        problems.append(path + ": no function")
    for header, body in functions:
        name = header.split("(")[0]
        if "\nSECURITY INVOKER\n" not in header:
            problems.append(path + ": " + name + " is not SECURITY INVOKER")
        if "\nSET search_path = pg_catalog, pg_temp\n" not in header:
            problems.append(path + ": " + name + " does not set its search_path")
        source = "def body():\n" + "".join("    " + line + "\n" for line in body.splitlines())
        try:
            compile(source, path + ":" + name, "exec")
        except SyntaxError as error:
            problems.append(path + ": " + name + ": " + str(error))
for p in problems:
    print(p, file=sys.stderr)
sys.exit(1 if problems else 0)
`

// runTestsScript starts a throwaway cluster on a private copy of the PostgreSQL installation (PostgreSQL finds
// extensions only in its share directory, which the copy makes writable), installs the extension there with
// `make install DESTDIR`, runs test/sql/*.sql with psql, checks that DROP EXTENSION leaves nothing and that the
// upgrade script applies, and stops the cluster.
func (g *gen) runTestsScript() string {
	return fmt.Sprintf(`#!/usr/bin/env bash
# Runs the SQL tests (the files given, default every test/sql/*.sql but settings.psql) in a throwaway PostgreSQL
# cluster against TEST_API_BASE_URL (default the mock server on 127.0.0.1:4010), then checks that DROP EXTENSION is
# clean and that the upgrade script applies from the previous version (each released one that scripts/build wrote,
# else the install script of this version standing in for one). PostgreSQL refuses to run as root: root runs the
# cluster as the postgres user (or nobody).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
ext=%[1]s
pg_config=${PG_CONFIG:-pg_config}
bindir=$("$pg_config" --bindir)
sharedir=$("$pg_config" --sharedir)
pkglibdir=$("$pg_config" --pkglibdir)
version=$(sed -nE "s/^default_version = '([^']+)'.*/\1/p" "$ext.control")
base_url=${TEST_API_BASE_URL:-http://127.0.0.1:4010}

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  while IFS= read -r f; do files+=("$f"); done < <(find test/sql -name '*.sql' | sort)
fi

work=$(mktemp -d)
owner=
if [ "$(id -u)" -eq 0 ]; then
  owner=nobody
  id postgres >/dev/null 2>&1 && owner=postgres
fi
# as_owner runs a program as the cluster's owner, by its real path: the caller's PATH may be a folder the owner
# cannot read.
as_owner() {
  if [ -z "$owner" ]; then
    "$@"
  else
    local program runuser
    program=$(readlink -f "$(command -v "$1")")
    shift
    runuser=$(command -v runuser || echo /usr/sbin/runuser)
    (cd "$work" && "$runuser" -u "$owner" -- "$program" "$@")
  fi
}
cleanup() {
  if [ -f "$work/data/postmaster.pid" ]; then
    as_owner "$bindir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The private installation: the server binary copied (PostgreSQL finds its share and lib directories relative to
# it), everything else linked, and the extension installed into its share directory.
inst="$work/install"
mkdir -p "$inst$bindir" "$inst$sharedir/extension" "$inst$pkglibdir"
cp "$bindir/postgres" "$inst$bindir/postgres"
for f in "$sharedir"/*; do [ "$(basename "$f")" = extension ] || ln -s "$f" "$inst$sharedir/"; done
for f in "$sharedir"/extension/*; do ln -s "$f" "$inst$sharedir/extension/"; done
for f in "$pkglibdir"/*; do ln -s "$f" "$inst$pkglibdir/"; done
make -s install DESTDIR="$inst" PG_CONFIG="$pg_config" >/dev/null
# The stand-in previous version when no released one was built: this version's install script under another name.
if ! ls build/"$ext"--*--"$version".sql >/dev/null 2>&1; then
  cp "sql/$ext.sql" "$inst$sharedir/extension/$ext--previous.sql"
  cp sql/upgrade.sql "$inst$sharedir/extension/$ext--previous--$version.sql"
fi
cp -R .python "$work/python"
[ -z "$owner" ] || chown -R "$owner" "$work"

as_owner "$bindir/initdb" -D "$work/data" -A trust -U postgres --no-sync >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log"; exit 1; }
as_owner env PYTHONPATH="$work/python" "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -p "$inst$bindir/postgres" -o "-k $work -c listen_addresses= -c fsync=off" start >/dev/null ||
  { cat "$work/server.log"; exit 1; }

run_psql() { "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h "$work" -U postgres "$@"; }
run_psql -d postgres -c "CREATE DATABASE sdkgen_test" >/dev/null
db() { run_psql -d sdkgen_test -v base_url="$base_url" "$@"; }
db -c "CREATE EXTENSION $ext CASCADE"

failed=0
for f in "${files[@]}"; do
  echo "==> $f"
  db -f "$f" || failed=1
done

echo "==> DROP EXTENSION"
db -c "DROP EXTENSION $ext"
left=$(db -tA -c "SELECT count(*) FROM pg_catalog.pg_namespace WHERE nspname = '$ext'")
if [ "$left" != 0 ]; then
  echo "DROP EXTENSION left the schema $ext behind" >&2
  failed=1
fi

for script in "$inst$sharedir/extension/$ext"--*--"$version".sql; do
  from=$(basename "$script" .sql)
  from=${from#"$ext"--}
  from=${from%%--"$version"}
  echo "==> upgrade from $from"
  db -c "CREATE EXTENSION $ext VERSION '$from'" -c "ALTER EXTENSION $ext UPDATE TO '$version'" || failed=1
  installed=$(db -tA -c "SELECT extversion FROM pg_catalog.pg_extension WHERE extname = '$ext'")
  [ "$installed" = "$version" ] || { echo "the upgrade from $from left version $installed" >&2; failed=1; }
  db -f "${files[0]}" || failed=1
  db -c "DROP EXTENSION $ext" || failed=1
done

if [ "$failed" -ne 0 ]; then
  echo "==> FAILED (server log: last lines)"
  tail -n 40 "$work/server.log"
  exit 1
fi
echo "==> all SQL tests passed"
`, scaffold.ShellQuote(g.ext))
}

// detectBreakingChanges runs the SQL tests of the previous release against this version: a test that fails calls a
// function or type this version removed or changed incompatibly.
const detectBreakingChanges = `#!/usr/bin/env bash
# Runs the SQL tests of the previous release (a v* tag, or the ref given) against this version.
set -euo pipefail
cd "$(dirname "$0")/.."

base="${1:-$(git describe --tags --abbrev=0 --match 'v*' 2>/dev/null || true)}"
if [ -z "$base" ]; then
  echo "no previous release to compare with"
  exit 0
fi
previous="$(mktemp -d)"
trap 'rm -rf "$previous"' EXIT
git archive "$base" test | tar -x -C "$previous"
mapfile -t files < <(find "$previous/test/sql" -name '*.sql' | sort)
if [ ${#files[@]} -eq 0 ]; then
  echo "$base has no SQL tests"
  exit 0
fi
cp test/sql/settings.psql "$previous/test/sql/settings.psql"
echo "==> running the tests of $base against this version"
./scripts/test "${files[@]}"
`

// scaffold adds the files every SDK repository shares.
func (g *gen) scaffold() error {
	return scaffold.Add(g.out, scaffold.Repo{
		API: g.api, Common: &g.cfg.TargetCommon, Publish: g.cfg.Publish.PublishCommon,
		Lang: "sql", LangTitle: "SQL", Version: Version, PackageName: g.ext,
		Commands: scaffold.Commands{
			Bootstrap: "./scripts/bootstrap", Build: "./scripts/build", Lint: "./scripts/lint", Format: "./scripts/format",
			Test: "./scripts/test", Mock: "./scripts/mock", Install: "make install && psql -c 'CREATE EXTENSION " + g.ext + " CASCADE'",
			Example:               "psql -f examples/<example>.sql",
			DetectBreakingChanges: "./scripts/detect-breaking-changes",
		},
		Requirements: []string{
			"PostgreSQL 11 or later with its server development files (pg_config) and PL/Python (postgresql-plpython3-<major>)",
			"Python 3 with pip, and the API's Python SDK (the python target of the same sdkgen.yml)",
			"Node.js 20 or later with npm, which the mock server runs on",
		},
		BootstrapNote: "`./scripts/bootstrap` checks PostgreSQL and PL/Python and installs the Python SDK into `.python/` for the test cluster.",
		Test: scaffold.TestRun{
			Command: "./scripts/run-tests",
			Args:    "Arguments are SQL test files (default: every test/sql/*.sql).",
		},
		Spec: g.spec,
		Setup: []scaffold.Step{{Name: "Install PostgreSQL with PL/Python", Run: "sudo apt-get update && " +
			"sudo apt-get install -y --no-install-recommends postgresql postgresql-server-dev-all postgresql-plpython3-$(ls /usr/lib/postgresql | sort -n | tail -1)"}},
		Registries:        g.registries(),
		ReleaseType:       "simple",
		Artifact:          "dist",
		ExtraVersionFiles: []string{g.ext + ".control"},
		ExtraVersionKeys: []scaffold.VersionKey{
			{Path: "META.json", JSONPath: "$.version"}, {Path: "META.json", JSONPath: "$.provides." + g.ext + ".version"},
		},
	})
}

// registries is PGXN when publish.pgxn is on.
func (g *gen) registries() []scaffold.Registry {
	if g.cfg.Publish.PGXN == nil || !*g.cfg.Publish.PGXN {
		return nil
	}
	return []scaffold.Registry{{
		Name: "pgxn", Title: "PGXN", Secrets: []string{"PGXN_USERNAME", "PGXN_PASSWORD"},
		Script: `#!/usr/bin/env bash
# Builds the distribution and uploads it to PGXN Manager.
set -euo pipefail
cd "${PACKAGE_PATH:-.}"

./scripts/build
curl --fail --silent --show-error --user "$PGXN_USERNAME:$PGXN_PASSWORD" \
  -F "archive=@$(ls dist/*.zip | head -1)" https://manager.pgxn.org/upload
`,
	}}
}
