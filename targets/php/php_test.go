package php_test

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/php"
)

var update = flag.Bool("update", false, "rewrite golden files")

func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, php.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// runtimePaths are the generated copies of the hand-written runtime (goldens skip those).
func runtimePaths(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, root := range []string{"runtime/src", "runtime/tests"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			out[filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator)))] = true
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestGolden compares every generated file except the runtime copies with testdata/golden.
func TestGolden(t *testing.T) {
	for name, dir := range map[string]string{"kitchen-sink": "../../testdata/kitchen-sink", "acme": "../../examples/acme"} {
		t.Run(name, func(t *testing.T) {
			skip := runtimePaths(t)
			golden.Check(t, generate(t, dir), filepath.Join("testdata", "golden", name), "./targets/php", *update, func(p string) bool { return !skip[p] })
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

// TestRuntimeCopied: every runtime file is in the package in its namespace, and every generated PHP file starts
// with the opening tag, the banner and strict types.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, "../../examples/acme")
	for rel := range runtimePaths(t) {
		f, ok := tr.File(rel)
		if !ok {
			t.Errorf("%s is not in the package", rel)
			continue
		}
		if strings.Contains(string(f.Data), "SdkgenRuntime") {
			t.Errorf("%s still names the runtime placeholder", rel)
		}
	}
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".php") || strings.HasPrefix(p, "scripts/") {
			continue
		}
		f, _ := tr.File(p)
		text := string(f.Data)
		if !strings.HasPrefix(text, "<?php\n\n/**\n") || !strings.Contains(text, php.Banner) || !strings.Contains(text, "\ndeclare(strict_types=1);\n") {
			t.Errorf("%s does not start with the opening tag, the banner and strict types", p)
		}
	}
}

// TestRuntimeTestsHaveNoRealSleep: the runtime's tests replace BaseClient::sleep, so none of them waits.
func TestRuntimeTestsHaveNoRealSleep(t *testing.T) {
	err := filepath.WalkDir("runtime/tests", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		text := strings.ReplaceAll(string(data), "function sleep(", "")
		for _, call := range []string{"usleep(", " sleep(", "time_nanosleep("} {
			if strings.Contains(text, call) {
				t.Errorf("%s calls %s", p, call)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestHostileSpecStaysInert: spec text that tries to run PHP (?> closing the code, ${} in double-quoted strings,
// heredoc terminators, */ in docblocks) reaches the package only inside docblocks, where */ is broken, and
// single-quoted strings, where nothing is interpolated. PHP files hold no double-quoted string, heredoc or //
// comment with spec text.
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, "../../testdata/hostile")
	found := 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".php") || strings.HasPrefix(p, "src/Core/") || strings.HasPrefix(p, "tests/Core/") {
			continue
		}
		f, _ := tr.File(p)
		inDoc := false
		for n, line := range strings.Split(string(f.Data), "\n") {
			trimmed := strings.TrimSpace(line)
			if trimmed == "/**" {
				inDoc = true
			}
			if payload(line) {
				found++
				if !inDoc && !singleQuoted(line, "SDKGEN_PWNED") {
					t.Errorf("%s:%d: spec text outside a docblock or single-quoted string: %s", p, n+1, line)
				}
				if inDoc && strings.Contains(strings.TrimPrefix(trimmed, "*/"), "*/") {
					t.Errorf("%s:%d: spec text ends a docblock: %s", p, n+1, line)
				}
			}
			if !inDoc && strings.Contains(line, "<<<") || strings.HasPrefix(trimmed, "//") && strings.Contains(line, "?>") {
				t.Errorf("%s:%d: a heredoc or a // comment that ?> ends: %s", p, n+1, line)
			}
			if trimmed == "*/" {
				inDoc = false
			}
		}
	}
	if found == 0 {
		t.Fatal("the hostile spec's PHP payload appears nowhere: the test checks nothing")
	}
}

// payload reports whether a line holds the hostile spec's marker as text, not inside a made-up identifier (an enum
// constant named after a value).
func payload(line string) bool {
	for i := strings.Index(line, "SDKGEN_PWNED"); i >= 0; i = next(line, "SDKGEN_PWNED", i) {
		if i == 0 || !isIdent(line[i-1]) {
			return true
		}
	}
	return false
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func next(s, sub string, i int) int {
	j := strings.Index(s[i+1:], sub)
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// singleQuoted reports whether every occurrence of sub in line is inside a single-quoted PHP string.
func singleQuoted(line, sub string) bool {
	in := false
	for i := 0; i < len(line); i++ {
		switch {
		case in && line[i] == '\\':
			i++
		case line[i] == '\'':
			in = !in
		case !in && strings.HasPrefix(line[i:], sub) && (i == 0 || !isIdent(line[i-1])):
			return false
		}
	}
	return true
}

// TestTargetKeys: each targets.php key (and the keys every target takes that reach the package) changes what it
// should.
func TestTargetKeys(t *testing.T) {
	base, err := os.ReadFile("../../examples/acme/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	section := "  php:\n    package_name: acme\n    composer_package_name: acme/acme-php\n    publish: { packagist: true }\n"
	if !strings.Contains(string(base), section) {
		t.Fatal("examples/acme/sdkgen.yml's php section changed; update this test")
	}
	cases := []struct {
		name, section string
		want          map[string]string // path: text it must hold
		absent        []string          // paths that must not exist
	}{
		{"readme_title and screencast", "  php:\n    package_name: acme\n    readme_title: Acme Cloud\n    screencast: https://example.com/demo.mp4\n",
			map[string]string{"README.md": "# Acme Cloud PHP API library\n\n", "src/Client.php": "The Acme Cloud API client.", "composer.json": `"description": "PHP library for the Acme Cloud API"`},
			[]string{"bin/publish-packagist"}},
		{"video escaped", "  php:\n    package_name: acme\n    screencast: https://example.com/a.mp4?x=\"y\"&z\n",
			map[string]string{"README.md": `<video src="https://example.com/a.mp4?x=&#34;y&#34;&amp;z" controls muted></video>`}, nil},
		{"composer name and namespace", "  php:\n    package_name: acme-cloud\\sdk_kit\n    composer_package_name: acme/cloud\n    publish: { packagist: true }\n",
			map[string]string{"composer.json": `"name": "acme/cloud"`, "src/Client.php": "namespace AcmeCloud\\SdkKit;", "bin/publish-packagist": "PACKAGIST_API_TOKEN"}, nil},
		{"default composer name", "  php:\n    package_name: acme\n",
			map[string]string{"composer.json": `"name": "acme/acme"`}, []string{"bin/publish-packagist"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			config := filepath.Join(dir, "sdkgen.yml")
			if err := os.WriteFile(config, []byte(strings.Replace(string(base), section, c.section, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			tr, _, _ := toolchain.Tree(t, php.Target{}, "../../examples/acme/openapi.yml", config)
			for p, text := range c.want {
				f, ok := tr.File(p)
				if !ok || !strings.Contains(string(f.Data), text) {
					t.Errorf("%s does not hold %q", p, text)
				}
			}
			for _, p := range c.absent {
				if _, ok := tr.File(p); ok {
					t.Errorf("%s is written", p)
				}
			}
		})
	}
}
