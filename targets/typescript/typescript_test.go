package typescript_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"

	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

var update = flag.Bool("update", false, "rewrite golden files")

// generate runs a target on a spec and config from the repository.
func generate(t *testing.T, target typescript.Target, dir string) *tree.Tree {
	t.Helper()
	tr, _, _ := toolchain.Tree(t, target, filepath.Join(dir, specName(t, dir)), filepath.Join(dir, "sdkgen.yml"))
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

// isRuntime reports whether a generated path is a verbatim copy of the hand-written runtime (the MCP server's
// included); goldens skip those.
func isRuntime(p string) bool {
	return strings.HasPrefix(p, "src/core/") || strings.HasPrefix(p, "src/internal/") || strings.HasPrefix(p, "tests/core/") ||
		isMCPRuntime(p)
}

// TestGolden compares the generated files (all but the runtime copies, or those under only) with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]struct {
		target typescript.Target
		dir    string
		only   []string // path prefixes kept; every file when empty
	}{
		"kitchen-sink": {typescript.Target{}, "../../testdata/kitchen-sink", nil},
		"honcho-node":  {typescript.Target{Legacy: true}, "../../testdata/pairs/honcho", nil},
		// The shapes of real configurations show in the sources and tests; the rest is the kitchen sink's.
		"wild-shapes": {typescript.Target{}, "testdata/wild-shapes", []string{"src/", "tests/api-resources/"}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, c.target, c.dir)
			keep := func(p string) bool {
				return !isRuntime(p) && (len(c.only) == 0 || slices.ContainsFunc(c.only, func(o string) bool { return strings.HasPrefix(p, o) }))
			}
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/typescript", *update, keep)
		})
	}
}

func TestDeterministic(t *testing.T) {
	a := generate(t, typescript.Target{}, "../../testdata/kitchen-sink")
	b := generate(t, typescript.Target{}, "../../testdata/kitchen-sink")
	if a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// TestRuntimeCopied: every runtime file is in the package of an API that uses every runtime module, with the
// banner and otherwise unchanged.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, typescript.Target{}, "../../testdata/kitchen-sink")
	err := filepath.WalkDir("runtime", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".ts") {
			return err
		}
		want, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, ok := tr.File(strings.TrimPrefix(filepath.ToSlash(p), "runtime/"))
		if !ok {
			t.Errorf("%s is not in the package", p)
			return nil
		}
		if !bytes.Equal(f.Data, []byte(kitchenSinkHeader+typescript.Banner+"\n\n"+string(want))) {
			t.Errorf("%s is not copied verbatim", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// kitchenSinkHeader is the kitchen sink's settings.file_header as the TypeScript files start with it.
const kitchenSinkHeader = "// Copyright Acme, Inc. Licensed under the Apache License 2.0.\n"

// TestFileHeader: settings.file_header starts every TypeScript source file the target writes (runtime,
// resources, tests, examples, the MCP server), and a package without one starts with the generated-file note.
func TestFileHeader(t *testing.T) {
	withHeader := generate(t, typescript.Target{}, "../../testdata/kitchen-sink")
	sources := 0
	for _, p := range withHeader.Paths() {
		if !strings.HasSuffix(p, ".ts") || !strings.Contains(p, "/") {
			continue // the tool configs at the root (vitest.config.ts) are copied as they are
		}
		sources++
		f, _ := withHeader.File(p)
		text := strings.TrimPrefix(strings.TrimPrefix(string(f.Data), "#!/usr/bin/env -S npx tsx\n\n"), "#!/usr/bin/env node\n")
		if !strings.HasPrefix(text, kitchenSinkHeader) {
			t.Errorf("%s does not start with the file header: %.120q", p, text)
		}
	}
	if sources < 50 {
		t.Errorf("only %d TypeScript files checked", sources)
	}
	without := generate(t, typescript.Target{}, "../../examples/acme")
	client, _ := without.File("src/client.ts")
	if !bytes.HasPrefix(client.Data, []byte(typescript.Banner+"\n\n")) {
		t.Errorf("src/client.ts of a package without a file header starts %.120q", client.Data)
	}
}

// TestVersionFollowsReleases: src/version.ts carries release-please's marker, and the release config names the
// file, so that a release bumps the version the User-Agent reports along with package.json.
func TestVersionFollowsReleases(t *testing.T) {
	tr := generate(t, typescript.Target{}, "../../examples/acme")
	version, _ := tr.File("src/version.ts")
	if !regexp.MustCompile(`(?m)^export const VERSION = '[^']+'; // x-release-please-version$`).Match(version.Data) {
		t.Errorf("src/version.ts has no release marker on the version line:\n%s", version.Data)
	}
	config, _ := tr.File("release-please-config.json")
	var rp struct {
		ExtraFiles []any `json:"extra-files"`
	}
	if err := json.Unmarshal(config.Data, &rp); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(rp.ExtraFiles, any("src/version.ts")) {
		t.Errorf("release-please-config.json extra-files %v lacks src/version.ts", rp.ExtraFiles)
	}
}

// TestRuntimeShipsOnlyWhatTheAPIUses: an API without paginated, streaming or webhook methods gets no pagination,
// SSE or webhook module, nor the runtime tests of those modules, and its index exports none of their classes;
// an API with them gets each. The toolchain tests build and test both kinds of package.
func TestRuntimeShipsOnlyWhatTheAPIUses(t *testing.T) {
	optional := []string{
		"src/core/pagination.ts", "src/internal/page-rules.ts", "src/pagination.ts", "tests/core/pagination.test.ts",
		"src/core/streaming.ts", "src/internal/sse.ts", "tests/core/streaming.test.ts", "tests/core/resource.test.ts",
		"src/core/webhooks.ts",
	}
	cases := []struct {
		name    string
		target  typescript.Target
		dir     string
		present bool
	}{
		{"onebusaway", typescript.Target{Legacy: true}, "../../testdata/pairs/onebusaway", false},
		{"kitchen-sink", typescript.Target{}, "../../testdata/kitchen-sink", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := generate(t, c.target, c.dir)
			for _, p := range optional {
				if _, ok := tr.File(p); ok != c.present {
					t.Errorf("%s in the package: %v, want %v", p, ok, c.present)
				}
			}
			index, _ := tr.File("src/index.ts")
			for _, export := range []string{"PagePromise", "Stream"} {
				if got := bytes.Contains(index.Data, []byte("export { "+export+" }")); got != c.present {
					t.Errorf("src/index.ts exports %s: %v, want %v", export, got, c.present)
				}
			}
			if _, ok := tr.File("src/internal/base-client.ts"); !ok {
				t.Error("the package lacks the base client")
			}
		})
	}
}

// TestClientMethodPaginates: a paginated method of the client itself ($client) gets the page classes and the
// pagination module, as a resource's does.
func TestClientMethodPaginates(t *testing.T) {
	dir := t.TempDir()
	spec, err := os.ReadFile("../../examples/acme/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	config, err := os.ReadFile("../../examples/acme/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	resources := regexp.MustCompile(`(?s)\nresources:\n.*?\n\n(pagination:)`)
	edited := resources.ReplaceAllString(string(config), "\nresources:\n  $$client:\n    methods:\n      list_accounts: get /accounts\n"+
		"  accounts:\n    methods:\n      create: post /accounts\n\n$1")
	if edited == string(config) {
		t.Fatal("the acme config has no resources section to replace")
	}
	for name, data := range map[string]string{"openapi.yml": string(spec), "sdkgen.yml": edited} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tr := generate(t, typescript.Target{}, dir)
	for _, p := range []string{"src/pagination.ts", "src/core/pagination.ts", "src/internal/page-rules.ts"} {
		if _, ok := tr.File(p); !ok {
			t.Errorf("%s is missing", p)
		}
	}
	index, _ := tr.File("src/index.ts")
	if !bytes.Contains(index.Data, []byte("export * from './pagination.js';")) {
		t.Errorf("src/index.ts does not export the page classes:\n%s", index.Data)
	}
}

// TestNodeTarget: the legacy target shares the generator, reports itself as node and writes no TS-only files.
func TestNodeTarget(t *testing.T) {
	tr := generate(t, typescript.Target{Legacy: true}, "../../testdata/pairs/lumaai")
	client, ok := tr.File("src/client.ts")
	if !ok {
		t.Fatal("no src/client.ts")
	}
	if !bytes.Contains(client.Data, []byte("lang: 'node'")) {
		t.Error("the node target does not send X-Sdkgen-Lang: node")
	}
	if _, ok := tr.File("MIGRATION.md"); ok {
		t.Error("the node target wrote the typescript migration guide")
	}
}

// TestMigrationGuide: node_migration writes the guide with the configured versions.
func TestMigrationGuide(t *testing.T) {
	tr := generate(t, typescript.Target{}, "testdata/migration")
	f, ok := tr.File("MIGRATION.md")
	if !ok {
		t.Fatal("no MIGRATION.md")
	}
	for _, want := range []string{"version 4.2.0", "Version 5"} {
		if !bytes.Contains(f.Data, []byte(want)) {
			t.Errorf("MIGRATION.md lacks %q:\n%s", want, f.Data)
		}
	}
}

// TestHostileSpecStaysInert: text from the spec cannot end a comment, a string or a template, or a line comment.
// The toolchain test also compiles this package and checks that loading it runs nothing.
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, typescript.Target{}, "../../testdata/hostile")
	code := regexp.MustCompile(`globalThis\.__pwned = \d+`)
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".ts") {
			continue
		}
		f, _ := tr.File(p)
		for i, line := range strings.Split(string(f.Data), "\n") {
			if !code.MatchString(line) {
				continue
			}
			trimmed := strings.TrimSpace(line)
			inComment := strings.HasPrefix(trimmed, "*") || strings.HasPrefix(trimmed, "//")
			inString := regexp.MustCompile(`^[^'"]*(['"]).*globalThis.*['"]`).MatchString(trimmed)
			if !inComment && !inString {
				t.Errorf("%s:%d: spec text reached code: %s", p, i+1, line)
			}
			if inComment && strings.Contains(line, "*/") {
				t.Errorf("%s:%d: a comment can be closed by spec text: %s", p, i+1, line)
			}
		}
	}
}

// TestAwaitOnlyInAsyncFunctions: every `await` of a generated test is inside an async function, which tsc requires.
// The uploads pair passes a file (`await toFile(...)`) to a method with a path param, in the test of an empty path
// param too.
func TestAwaitOnlyInAsyncFunctions(t *testing.T) {
	cases := map[string]typescript.Target{
		"testdata/uploads": {}, "../../testdata/kitchen-sink": {}, "../../examples/acme": {},
		"../../testdata/pairs/honcho": {Legacy: true},
	}
	for dir, target := range cases {
		tr := generate(t, target, dir)
		for _, p := range tr.Paths() {
			if !strings.HasPrefix(p, "tests/") || !strings.HasSuffix(p, ".ts") || isRuntime(p) {
				continue
			}
			f, _ := tr.File(p)
			for _, bad := range awaitsOutsideAsync(string(f.Data)) {
				t.Errorf("%s: %s:%d: await in a function that is not async", dir, p, bad)
			}
		}
	}
}

func TestAwaitsOutsideAsync(t *testing.T) {
	cases := []struct {
		name, src string
		want      []int
	}{
		{"async arrow", "test('a', async () => {\n  await f();\n});\n", nil},
		{"plain arrow", "test('a', () => {\n  await f();\n});\n", []int{2}},
		{"inside an object in a plain arrow", "test('a', () => {\n  expect(() => {\n    g('', {\n      file: await f(),\n    });\n  });\n});\n", []int{4}},
		{"inside an object in an async arrow", "test('a', async () => {\n  await expect(async () => {\n    g('', {\n      file: await f(),\n    });\n  });\n});\n", nil},
		{"top level", "await f();\n", []int{1}},
		{"in a string", "test('for await over a page', () => {\n  f('await x');\n});\n", nil},
	}
	for _, c := range cases {
		if got := awaitsOutsideAsync(c.src); !slices.Equal(got, c.want) {
			t.Errorf("%s: got lines %v, want %v", c.name, got, c.want)
		}
	}
}

// awaitsOutsideAsync returns the lines (from 1) of prettier-formatted code whose `await` is not in an async function:
// the function around a line is the nearest less indented line above it that opens one (`=> {` or `function`).
func awaitsOutsideAsync(src string) []int {
	lines := strings.Split(src, "\n")
	var bad []int
	for i, line := range lines {
		if !awaitWord.MatchString(stringLiteral.ReplaceAllString(line, "''")) {
			continue
		}
		if !enclosingFunctionIsAsync(lines[:i], indentOf(line)) {
			bad = append(bad, i+1)
		}
	}
	return bad
}

var (
	awaitWord     = regexp.MustCompile(`\bawait\b`)
	stringLiteral = regexp.MustCompile(`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`)
)

func enclosingFunctionIsAsync(above []string, indent int) bool {
	for j := len(above) - 1; j >= 0; j-- {
		l := above[j]
		if strings.TrimSpace(l) == "" || indentOf(l) >= indent {
			continue
		}
		indent = indentOf(l)
		if code := stringLiteral.ReplaceAllString(l, "''"); strings.Contains(code, "=> {") || strings.Contains(code, "function") {
			return strings.Contains(code, "async ")
		}
	}
	return false
}

func indentOf(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }

// TestPrismPinnedOnce: generated packages install the Prism that scripts/mock runs without one, the version the
// toolchain pins.
func TestPrismPinnedOnce(t *testing.T) {
	data, err := os.ReadFile("toolchain/package.json")
	if err != nil {
		t.Fatal(err)
	}
	var toolchainPkg struct {
		DevDependencies map[string]string `json:"devDependencies"`
	}
	if err := json.Unmarshal(data, &toolchainPkg); err != nil {
		t.Fatal(err)
	}
	if got := toolchainPkg.DevDependencies["@stoplight/prism-cli"]; got != scaffold.PrismVersion {
		t.Errorf("toolchain/package.json pins @stoplight/prism-cli %q, scripts/mock runs %q", got, scaffold.PrismVersion)
	}
	f, ok := generate(t, typescript.Target{}, "../../examples/acme").File("package.json")
	if !ok {
		t.Fatal("no package.json")
	}
	var pkg struct {
		DevDependencies map[string]string `json:"devDependencies"`
	}
	if err := json.Unmarshal(f.Data, &pkg); err != nil {
		t.Fatal(err)
	}
	if got := pkg.DevDependencies["@stoplight/prism-cli"]; got != scaffold.PrismVersion {
		t.Errorf("package.json has @stoplight/prism-cli %q, want %q", got, scaffold.PrismVersion)
	}
}

// TestOptionalBodyArgLeftOut: a method whose only params are positional takes its body as `body?: T`; the test of
// its required params leaves the body out rather than passing `null`, which tsc rejects (Stripe's deletes take an
// optional form body with no properties).
func TestOptionalBodyArgLeftOut(t *testing.T) {
	spec := `openapi: 3.0.3
info: {title: Hooks, version: "1"}
servers: [{url: "https://api.hooks.example"}]
paths:
  /hooks/{hook}:
    delete:
      operationId: deleteHook
      parameters: [{name: hook, in: path, required: true, schema: {type: string}}]
      requestBody:
        required: false
        content: {application/x-www-form-urlencoded: {schema: {type: object, properties: {}, additionalProperties: false}}}
      responses: {"200": {description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}}
`
	config := "organization: {name: hooks, docs: \"https://docs.hooks.example\"}\nenvironments: {production: \"https://api.hooks.example\"}\n" +
		"targets: {typescript: {package_name: hooks}}\nresources:\n  hooks:\n    methods:\n      delete: delete /hooks/{hook}\n"
	tr := generate(t, typescript.Target{}, writePair(t, spec, config))
	resource, _ := tr.File("src/resources/hooks.ts")
	if !strings.Contains(string(resource.Data), "body?: ") {
		t.Fatalf("the method no longer takes an optional body argument, so this test checks nothing:\n%s", resource.Data)
	}
	f, ok := tr.File("tests/api-resources/hooks.test.ts")
	if !ok {
		t.Fatal("no test file for the hooks resource")
	}
	if strings.Contains(string(f.Data), ", null)") {
		t.Errorf("a test passes null for the optional body:\n%s", f.Data)
	}
}

// TestEnvironmentModelBesideEnvironments: client.ts imports an API model named Environment (GitHub's) for its
// namespace, so its own type of the environment names takes another name.
func TestEnvironmentModelBesideEnvironments(t *testing.T) {
	spec := `openapi: 3.0.3
info: {title: Envs, version: "1"}
servers: [{url: "https://api.envs.example"}]
components:
  schemas:
    Environment: {type: object, properties: {name: {type: string}}}
paths:
  /environments:
    get:
      operationId: listEnvironments
      responses: {"200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Environment"}}}}}
`
	config := "organization: {name: envs, docs: \"https://docs.envs.example\"}\n" +
		"environments: {production: \"https://api.envs.example\", staging: \"https://staging.envs.example\"}\n" +
		"targets: {typescript: {package_name: envs}}\nresources:\n  environments:\n    models:\n      environment: Environment\n" +
		"    methods:\n      list: get /environments\n"
	tr := generate(t, typescript.Target{}, writePair(t, spec, config))
	f, _ := tr.File("src/client.ts")
	src := string(f.Data)
	if !strings.Contains(src, "type Environment,") {
		t.Fatalf("client.ts no longer imports the Environment model, so this test checks nothing:\n%s", src)
	}
	if strings.Contains(src, "type Environment =") {
		t.Errorf("client.ts declares its own Environment beside the imported model")
	}
}

// writePair writes a spec and an sdkgen.yml into a temporary folder and returns it.
func writePair(t *testing.T, spec, config string) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range map[string]string{"openapi.yml": spec, "sdkgen.yml": config} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
