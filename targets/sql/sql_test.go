package sql_test

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/sql"
)

var update = flag.Bool("update", false, "rewrite golden files")

func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, sql.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// TestGolden compares every generated file with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]string{"kitchen-sink": "../../testdata/kitchen-sink", "acme": "../../examples/acme"}
	for name, dir := range cases {
		t.Run(name, func(t *testing.T) {
			golden.Check(t, generate(t, dir), filepath.Join("testdata", "golden", name), "./targets/sql", *update, func(string) bool { return true })
		})
	}
}

func TestDeterministic(t *testing.T) {
	a := generate(t, "../../testdata/kitchen-sink")
	b := generate(t, "../../testdata/kitchen-sink")
	if a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// TestEveryFunctionIsInvokerWithSearchPath: each CREATE FUNCTION of the install and upgrade scripts is SECURITY
// INVOKER and sets its search_path.
func TestEveryFunctionIsInvokerWithSearchPath(t *testing.T) {
	tr := generate(t, "../../testdata/kitchen-sink")
	for _, p := range []string{"sql/acme.sql", "sql/upgrade.sql"} {
		text := file(t, tr, p)
		functions := strings.Split(text, "\nCREATE FUNCTION ")[1:]
		if len(functions) < 10 {
			t.Fatalf("%s has %d functions", p, len(functions))
		}
		for _, f := range functions {
			header := f[:strings.Index(f, "\nAS ")]
			if !strings.Contains(header, "\nSECURITY INVOKER\n") || !strings.Contains(header, "\nSET search_path = pg_catalog, pg_temp") {
				t.Errorf("%s: %s lacks SECURITY INVOKER or its search_path", p, header)
			}
		}
	}
}

// TestHostileSpecStaysInert: the hostile spec's SQL payloads ($$, $sdkgen$, '); DROP ..., comment terminators, \quit)
// reach the scripts only inside string literals, and the PL/Python bodies hold no dollar sign, so nothing of the
// spec ends a literal, a body or a comment. The DO blocks of the tests are read the same way, recursively.
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, "../../testdata/hostile")
	found := 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".sql") {
			continue
		}
		text := file(t, tr, p)
		found += strings.Count(text, "sdkgen_pwned")
		checkInert(t, p, text)
	}
	if found == 0 {
		t.Fatal("the hostile spec's SQL payload appears nowhere: the test checks nothing")
	}
}

// checkInert lexes SQL: the payload may appear in string literals and in PL/Python bodies (whose only dollar signs
// must be their quotes), never in code or a comment; plpgsql bodies are lexed in turn.
func checkInert(t *testing.T, path, text string) {
	t.Helper()
	for i := 0; i < len(text); {
		rest := text[i:]
		switch {
		case strings.HasPrefix(rest, "--"):
			end := strings.IndexAny(rest, "\r\n")
			if end < 0 {
				end = len(rest)
			}
			if strings.Contains(rest[:end], "sdkgen_pwned") {
				t.Errorf("%s: spec text in a comment: %s", path, rest[:end])
			}
			i += end
		case strings.HasPrefix(rest, "E'"), rest[0] == '\'':
			i += literalEnd(rest)
		case dollarTag.MatchString(rest):
			tag := dollarTag.FindString(rest)
			end := strings.Index(rest[len(tag):], tag)
			if end < 0 {
				t.Errorf("%s: %s is never closed", path, tag)
				return
			}
			body := rest[len(tag) : len(tag)+end]
			if tag == "$sdkgen$" {
				if strings.Contains(body, "$") {
					t.Errorf("%s: a PL/Python body holds a dollar sign", path)
				}
			} else {
				checkInert(t, path, body)
			}
			i += len(tag) + end + len(tag)
		default:
			next := strings.IndexAny(rest[1:], "-'E$")
			code := rest
			if next >= 0 {
				code = rest[:next+1]
			}
			if strings.Contains(code, "sdkgen_pwned") {
				t.Errorf("%s: spec text runs as SQL: %q", path, code)
			}
			i += len(code)
		}
	}
}

var dollarTag = regexp.MustCompile(`^\$[a-z_]*\$`)

// literalEnd is the length of the string literal rest starts with ('...' with doubled quotes, or E'...' with
// backslash escapes too).
func literalEnd(rest string) int {
	escapes := strings.HasPrefix(rest, "E'")
	i := 1
	if escapes {
		i = 2
	}
	for i < len(rest) {
		switch {
		case escapes && rest[i] == '\\':
			i += 2
		case rest[i] == '\'' && i+1 < len(rest) && rest[i+1] == '\'':
			i += 2
		case rest[i] == '\'':
			return i + 1
		default:
			i++
		}
	}
	return len(rest)
}

// TestNoLineStartsInsideALiteral: CREATE EXTENSION deletes every line that starts with \echo, even inside a string,
// so every literal of the install script stays on one line.
func TestNoLineStartsInsideALiteral(t *testing.T) {
	text := file(t, generate(t, "../../testdata/hostile"), "sql/hostile.sql")
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, `\echo`) && !strings.HasPrefix(line, `\echo Use "CREATE EXTENSION`) {
			t.Errorf("a line starts with \\echo: %s", line)
		}
	}
	if !strings.Contains(text, `\\quit`) {
		t.Error("the payload with \\quit is not escaped in an E'' literal")
	}
}

// TestUpgradeDropsThenCreates: the upgrade script drops the installed version's functions before its types and then
// creates this version's, without the schema (which stays a member).
func TestUpgradeDropsThenCreates(t *testing.T) {
	tr := generate(t, "../../examples/acme")
	upgrade := file(t, tr, "sql/upgrade.sql")
	install := file(t, tr, "sql/acme.sql")
	if strings.Contains(upgrade, "CREATE SCHEMA") || !strings.Contains(install, "CREATE SCHEMA acme;") {
		t.Error("only the install script creates the schema")
	}
	drop := strings.Index(upgrade, "DROP FUNCTION")
	create := strings.Index(upgrade, "CREATE FUNCTION acme.accounts_list(")
	if drop < 0 || create < 0 || drop > create {
		t.Errorf("the upgrade script does not drop before it creates")
	}
}

func file(t *testing.T, tr *tree.Tree, p string) string {
	t.Helper()
	f, ok := tr.File(p)
	if !ok {
		t.Fatalf("%s is not generated", p)
	}
	return string(f.Data)
}

// BenchmarkGenerate generates the kitchen sink's extension.
func BenchmarkGenerate(b *testing.B) {
	spec, err := os.ReadFile("../../testdata/kitchen-sink/openapi.yml")
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := os.ReadFile("../../testdata/kitchen-sink/sdkgen.yml")
	if err != nil {
		b.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		b.Fatal(res.Diagnostics)
	}
	in := targets.Input{API: res.API, Config: res.Config.Targets.SQL, Spec: spec, Targets: &res.Config.Targets}
	b.ResetTimer()
	for range b.N {
		if _, err := (sql.Target{}).Generate(context.Background(), in); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRuntime runs the PL/Python runtime's own tests (runtime/test_runtime.py: a stand-in plpy and SDK): rows from
// wire names, NULL arguments, SQLSTATE and DETAIL of errors without credentials, lazy lists, settings.
func TestRuntime(t *testing.T) {
	cmd := exec.Command("python3", "-B", "-m", "unittest", "-q", "test_runtime")
	cmd.Dir = "runtime"
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the runtime's tests fail: %v\n%s", err, out)
	}
}
