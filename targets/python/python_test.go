package python_test

import (
	"bytes"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/python"
)

var update = flag.Bool("update", false, "rewrite golden files")

// generate runs the target on a spec and config from the repository.
func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, python.Target{}, filepath.Join(dir, specName(t, dir)), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

func specName(t *testing.T, dir string) string {
	t.Helper()
	for _, n := range []string{"openapi.yml", "openapi.json"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			return n
		}
	}
	t.Fatalf("no spec in %s", dir)
	return ""
}

// runtimePaths are the generated paths that are copies of the hand-written runtime; goldens skip those.
func runtimePaths(t *testing.T, pkg string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	err := filepath.WalkDir("runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator)))
		if strings.HasPrefix(rel, "src/sdkgen_runtime/") {
			rel = "src/" + pkg + strings.TrimPrefix(rel, "src/sdkgen_runtime")
		}
		out[rel] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGolden compares every generated file except the runtime copies with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]struct{ dir, pkg string }{
		"kitchen-sink": {"../../testdata/kitchen-sink", "acme"},
		"honcho":       {"../../testdata/pairs/honcho", "honcho"},
		"wild-shapes":  {"testdata/wild-shapes", "wild_shapes_of_real_configurations"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.dir)
			skip := runtimePaths(t, c.pkg)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/python", *update, func(p string) bool { return !skip[p] })
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

// optionalModules are the runtime files a package gets only when its API uses them.
var optionalModules = map[string]bool{
	"src/sdkgen_runtime/_webhooks.py": true, "tests/core/test_webhooks.py": true,
	"src/sdkgen_runtime/_pages.py": true, "tests/core/test_pagination.py": true,
	"src/sdkgen_runtime/_streaming.py": true, "tests/core/test_streaming.py": true,
}

// TestRuntimeCopied: every runtime file is in the package under the SDK's name, with the banner, and the runtime's
// tests import the package by that name.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, "../../examples/acme")
	err := filepath.WalkDir("runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.Contains(p, "__pycache__") || strings.Contains(p, ".venv") {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator)))
		if rel == "README.md" || rel == "pyproject.toml" || rel == "src/sdkgen_runtime/__init__.py" || !strings.HasPrefix(rel, "src/") && !strings.HasPrefix(rel, "tests/") {
			return nil
		}
		if optionalModules[rel] {
			return nil // TestOptionalRuntimeModules checks these
		}
		want, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.HasPrefix(rel, "src/") {
			rel = "src/acme" + strings.TrimPrefix(rel, "src/sdkgen_runtime")
		} else {
			want = bytes.ReplaceAll(want, []byte("sdkgen_runtime"), []byte("acme"))
		}
		if strings.HasSuffix(rel, ".py") {
			want = append([]byte(python.Banner+"\n\n"), want...)
		}
		f, ok := tr.File(rel)
		switch {
		case !ok:
			t.Errorf("%s is not in the package", rel)
		case rel == "src/acme/_exceptions.py":
			// The one addition: the base error under the client's name, where the previous SDKs declared it.
			if rest, found := bytes.CutPrefix(f.Data, want); !found || !bytes.Contains(rest, []byte("Error = ClientError")) {
				t.Errorf("%s is not the runtime's with the client's error name after it", rel)
			}
		case !bytes.Equal(f.Data, want):
			t.Errorf("%s is not copied verbatim", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestHostileSpecStaysInert: text from the spec reaches Python only inside comments and string literals
// (docstrings included), never as code. The toolchain test also imports the package and checks that nothing ran.
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, "../../testdata/hostile")
	payload := "__import__('os')"
	found := 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".py") {
			continue
		}
		f, _ := tr.File(p)
		src := string(f.Data)
		code := codeMask(src)
		for i := strings.Index(src, payload); i >= 0; i = next(src, payload, i) {
			found++
			if code[i] {
				line := strings.Count(src[:i], "\n") + 1
				t.Errorf("%s:%d: spec text reached code: %s", p, line, strings.Split(src, "\n")[line-1])
			}
		}
	}
	if found == 0 {
		t.Fatal("the hostile spec's payload appears nowhere: the test checks nothing")
	}
}

func next(s, sub string, i int) int {
	j := strings.Index(s[i+1:], sub)
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// codeMask marks the bytes of Python source that are code: not inside a comment or a string literal (single or
// triple quoted, with backslash escapes).
func codeMask(src string) []bool {
	mask := make([]bool, len(src))
	for i := 0; i < len(src); {
		switch src[i] {
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case '"', '\'':
			q := src[i : i+1]
			if strings.HasPrefix(src[i:], q+q+q) {
				q = q + q + q
			}
			i += len(q)
			for i < len(src) && !strings.HasPrefix(src[i:], q) {
				if src[i] == '\\' {
					i++
				}
				i++
			}
			i += len(q)
		default:
			mask[i] = true
			i++
		}
	}
	return mask
}

// TestCodeMask: the hostile-spec check tells code from strings and comments, so it would see an escape.
func TestCodeMask(t *testing.T) {
	src := "x = 1  # __import__('os')\n\"\"\"doc \\\"\"\" __import__('os') \"\"\"\ny = '\\'' + __import__('os')\n"
	mask := codeMask(src)
	var code []int
	for i := strings.Index(src, "__import__"); i >= 0; i = next(src, "__import__", i) {
		if mask[i] {
			code = append(code, strings.Count(src[:i], "\n")+1)
		}
	}
	if len(code) != 1 || code[0] != 3 {
		t.Errorf("payloads in code on lines %v, want only line 3", code)
	}
}

// TestAPIMDLinks: every link of api.md (methods to their resource module, return types and params to their type
// module) names a file of the package.
func TestAPIMDLinks(t *testing.T) {
	for _, dir := range []string{"../../testdata/kitchen-sink", "../../testdata/pairs/onebusaway"} {
		tr := generate(t, dir)
		f, ok := tr.File("api.md")
		if !ok {
			t.Fatalf("%s: no api.md", dir)
		}
		links := regexp.MustCompile(`href="\.?/?([^"]+)"`).FindAllStringSubmatch(string(f.Data), -1)
		if len(links) == 0 {
			t.Fatalf("%s: api.md links nothing", dir)
		}
		for _, l := range links {
			if _, ok := tr.File(l[1]); !ok {
				t.Errorf("%s: api.md links %s, which is not generated", dir, l[1])
			}
		}
	}
}
