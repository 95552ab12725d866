package golang_test

import (
	"context"
	"encoding/json"
	"go/parser"
	"go/scanner"
	"go/token"
	"html"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/golang"
)

const (
	kitchenSinkDir = "../../testdata/kitchen-sink"
	hostileDir     = "../../testdata/hostile"
	realWorldDir   = "testdata/realworld"
)

// loadInput reads a spec and sdkgen.yml from the repository and returns the go target's input, with a config of
// its own that a test may change.
func loadInput(t *testing.T, dir string) (targets.Input, *config.GoTarget) {
	t.Helper()
	return loadPair(t, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
}

// loadPair reads a spec and an sdkgen.yml with a go target and returns the go target's input (the spec the
// repository keeps for its mock server included), with a config of its own that a test may change.
func loadPair(t *testing.T, specPath, configPath string) (targets.Input, *config.GoTarget) {
	t.Helper()
	spec, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: filepath.Base(specPath), Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("%s and %s do not validate: %v", specPath, configPath, res.Diagnostics)
	}
	goCfg, ok := targets.Section(&res.Config.Targets, "go").(*config.GoTarget)
	if !ok || goCfg == nil {
		t.Fatalf("%s has no go target", configPath)
	}
	specBytes, err := res.TargetSpec()
	if err != nil {
		t.Fatal(err)
	}
	return targets.Input{API: res.API, Config: goCfg, Edition: res.Config.EffectiveTargetEdition("go"), Spec: specBytes}, goCfg
}

// generateGo runs the go target on a repository spec, after edit changes its config.
func generateGo(t *testing.T, dir string, edit func(cfg *config.GoTarget)) *tree.Tree {
	t.Helper()
	in, cfg := loadInput(t, dir)
	if edit != nil {
		edit(cfg)
	}
	tr, err := golang.Target{}.Generate(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func fileText(t *testing.T, tr *tree.Tree, p string) string {
	t.Helper()
	f, ok := tr.File(p)
	if !ok {
		t.Fatalf("%s is missing", p)
	}
	return string(f.Data)
}

func codeStyle(style string) func(cfg *config.GoTarget) {
	return func(cfg *config.GoTarget) { cfg.Options.CodeStyle = &config.NullableString{Value: style} }
}

// TestRepositoryFiles: go.mod, examples/go.mod, the scripts (executable), the custom folders and the shared files
// with Go's release settings, and no registry.
func TestRepositoryFiles(t *testing.T) {
	tr := generateGo(t, kitchenSinkDir, nil)
	if got, want := fileText(t, tr, "go.mod"), "module github.com/acme-org/acme-go\n\ngo 1.22\n"; got != want {
		t.Errorf("go.mod is %q, want %q", got, want)
	}
	ex := fileText(t, tr, "examples/go.mod")
	for _, want := range []string{"module github.com/acme-org/acme-go/examples\n", "require github.com/acme-org/acme-go v0.0.0-", "replace github.com/acme-org/acme-go => ../\n"} {
		if !strings.Contains(ex, want) {
			t.Errorf("examples/go.mod lacks %q:\n%s", want, ex)
		}
	}
	for _, p := range []string{"bootstrap", "format", "lint", "build", "test", "mock", "detect-breaking-changes"} {
		f, ok := tr.File("scripts/" + p)
		if !ok || !f.Executable {
			t.Errorf("scripts/%s is missing or not executable", p)
		}
	}
	for _, p := range []string{".gitignore", "lib/.keep", "examples/.keep", "README.md", "api.md", "CONTRIBUTING.md", "SECURITY.md", "LICENSE", ".stats.yml", ".github/workflows/ci.yml", ".github/workflows/detect-breaking-changes.yml"} {
		if _, ok := tr.File(p); !ok {
			t.Errorf("%s is missing", p)
		}
	}
	for _, p := range tr.Paths() {
		if strings.HasPrefix(p, "bin/publish-") || strings.Contains(p, "workflows/publish-") {
			t.Errorf("%s: Go has no registry to publish to", p)
		}
	}
	var release struct {
		ReleaseType string   `json:"release-type"`
		ExtraFiles  []string `json:"extra-files"`
	}
	if err := json.Unmarshal([]byte(fileText(t, tr, "release-please-config.json")), &release); err != nil {
		t.Fatal(err)
	}
	if release.ReleaseType != "go" || !slices.Equal(release.ExtraFiles, []string{"internal/version.go", "README.md"}) {
		t.Errorf("release-please-config.json: release type %q, extra files %v", release.ReleaseType, release.ExtraFiles)
	}
	ci := fileText(t, tr, ".github/workflows/ci.yml")
	if !strings.Contains(ci, "actions/setup-go@v5") || !strings.Contains(ci, "1.22") {
		t.Errorf("ci.yml does not set up Go 1.22:\n%s", ci)
	}
	if contributing := fileText(t, tr, "CONTRIBUTING.md"); !strings.Contains(contributing, "`lib/`") || !strings.Contains(contributing, "go mod edit -replace") {
		t.Errorf("CONTRIBUTING.md does not name lib/ or the install command:\n%s", contributing)
	}
	readme := fileText(t, tr, "README.md")
	if !strings.Contains(readme, "<!-- x-release-please-start-version -->") || !strings.Contains(readme, "@v"+golang.Version+"'") {
		t.Error("README.md has no version for release-please to bump")
	}
	if _, ok := tr.File("MIGRATION.md"); ok {
		t.Error("MIGRATION.md is written for code_style v2")
	}
}

// TestFileHeaderAndDeterminism: settings.file_header starts every Go file, before Go's generated-code line, and two
// generations write the same docs and scripts.
func TestFileHeaderAndDeterminism(t *testing.T) {
	a := generateGo(t, kitchenSinkDir, nil)
	b := generateGo(t, kitchenSinkDir, nil)
	const header = "// Copyright Acme, Inc. Licensed under the Apache License 2.0.\n" + golang.Banner + "\n"
	for _, p := range a.Paths() {
		fa, _ := a.File(p)
		if strings.HasSuffix(p, ".go") && !strings.HasPrefix(string(fa.Data), header) {
			t.Errorf("%s does not start with the file header and the banner", p)
		}
		fb, ok := b.File(p)
		if !ok || string(fa.Data) != string(fb.Data) || fa.Executable != fb.Executable {
			t.Errorf("%s differs between two generations", p)
		}
	}
}

// TestGoVersionChecked: go_language_version lands in go.mod, the README and CI, so it must be a Go version the
// runtime builds with.
func TestGoVersionChecked(t *testing.T) {
	cases := []struct {
		version, err string
	}{
		{"1.23.4", ""},
		{"1.24rc1", ""},
		{"1.21", "older than Go 1.22"},
		{"1.22\nreplace example.com/x => ../x", "is not a Go version"},
		{"go1.22", "is not a Go version"},
	}
	for _, c := range cases {
		in, cfg := loadInput(t, kitchenSinkDir)
		cfg.Options.GoLanguageVersion = c.version
		tr, err := golang.Target{}.Generate(context.Background(), in)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.version, err)
		case c.err == "" && fileText(t, tr, "go.mod") != "module github.com/acme-org/acme-go\n\ngo "+c.version+"\n":
			t.Errorf("%q: go.mod is %q", c.version, fileText(t, tr, "go.mod"))
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want one saying %q", c.version, err, c.err)
		}
	}
}

// TestMigrationDoc: MIGRATION.md only for code_style v2_migration (or enable_v2: migration), with this API's
// params in both styles.
func TestMigrationDoc(t *testing.T) {
	cases := []struct {
		name string
		edit func(cfg *config.GoTarget)
		want bool
	}{
		{"v1", codeStyle("v1"), false},
		{"v2", codeStyle("v2"), false},
		{"v2_migration", codeStyle("v2_migration"), true},
		{"enable_v2 migration", func(cfg *config.GoTarget) {
			cfg.Options.CodeStyle = nil
			cfg.Options.EnableV2 = &config.BoolOrWord{Word: "migration"}
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := generateGo(t, kitchenSinkDir, c.edit)
			f, ok := tr.File("MIGRATION.md")
			if ok != c.want {
				t.Fatalf("MIGRATION.md written: %v, want %v", ok, c.want)
			}
			if !ok {
				return
			}
			doc := string(f.Data)
			for _, want := range []string{"acme.AccountNewParams{", `acme.F[string]("Ada Lovelace")`, `"Ada Lovelace",`, "acme.String(", "go get 'github.com/acme-org/acme-go@v" + golang.Version + "'"} {
				if !strings.Contains(doc, want) {
					t.Errorf("MIGRATION.md lacks %q:\n%s", want, doc)
				}
			}
		})
	}
	if readme := fileText(t, generateGo(t, kitchenSinkDir, codeStyle("v1")), "README.md"); !strings.Contains(readme, "`param.Field[T]`") || !strings.Contains(readme, "acme.F[") {
		t.Error("the v1 README does not explain param.Field and F")
	}
}

// fence is a fenced code block of a markdown file.
type fence struct {
	lang, code string
	line       int
}

var fenceOpen = regexp.MustCompile("^(`{3,})([A-Za-z0-9_-]*)$")

// fences splits markdown into its fenced code blocks and the lines outside them; it fails the test on a block
// that never closes.
func fences(t *testing.T, name, md string) (blocks []fence, prose []string) {
	t.Helper()
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		m := fenceOpen.FindStringSubmatch(lines[i])
		if m == nil {
			prose = append(prose, lines[i])
			continue
		}
		start := i
		var code []string
		for i++; i < len(lines) && !closesFence(lines[i], len(m[1])); i++ {
			code = append(code, lines[i])
		}
		if i == len(lines) {
			t.Fatalf("%s:%d: a code block never closes", name, start+1)
		}
		blocks = append(blocks, fence{lang: m[2], code: strings.Join(code, "\n") + "\n", line: start + 1})
	}
	return blocks, prose
}

// closesFence reports whether a line closes a fence of n backticks: n or more backticks and nothing else.
func closesFence(line string, n int) bool {
	return len(line) >= n && strings.Trim(line, "`") == ""
}

// programs are the Go blocks that are complete programs.
func programs(blocks []fence) []fence {
	var out []fence
	for _, b := range blocks {
		if b.lang == "go" && strings.HasPrefix(b.code, "package main\n") {
			out = append(out, b)
		}
	}
	return out
}

// TestReadmePrograms: every README section that shows code shows a whole program, for the kitchen sink in both
// code styles and for the hostile spec.
func TestReadmePrograms(t *testing.T) {
	tr := generateGo(t, kitchenSinkDir, nil)
	blocks, _ := fences(t, "README.md", fileText(t, tr, "README.md"))
	progs := programs(blocks)
	if len(progs) < 12 {
		t.Fatalf("README.md has %d programs, want one per section with code (12 or more)", len(progs))
	}
	readme := fileText(t, tr, "README.md")
	for _, want := range []string{
		"client.Accounts.Get(context.TODO(), \"9b2f7c1e-0000-4000-8000-000000000000\")",
		"option.WithBearerToken(\"My Bearer Token\"), // defaults to os.LookupEnv(\"ACME_BEARER_TOKEN\")",
		"client.Accounts.ListAutoPaging(", "page.GetNextPage()", "client.Chat.Completions.NewStreaming(",
		"os.Open(\"avatar.png\")", "errors.As(err, &apierr)", "option.WithRequestTimeout(20*time.Second)",
		"option.WithResponseInto(&response)", "client.Post(", "option.WithMiddleware(Logger)",
		"option.WithEnvironmentSandbox()", "`ACME_LOG`", "`ACME_CUSTOM_HEADERS`", "`ACME_BASE_URL`",
		"`client.Accounts.Get`: 10 s", "`client.Accounts.Get`: 1 retry", "`Idempotency-Key`",
		"account.JSON.Name.Valid()", "imported as acme",
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("README.md lacks %q", want)
		}
	}
	for _, b := range progs {
		if _, err := parser.ParseFile(token.NewFileSet(), "README.md", b.code, 0); err != nil {
			t.Errorf("README.md:%d: %v", b.line, err)
		}
	}
}

// TestDocsCompile writes the generated module, vets it (its generated tests included), then compiles every README
// program and a program that assigns every method api.md lists to a variable of the signature it shows, against it
// (go vet). It needs the runtime to build; while it does not, the test is skipped with the build error.
func TestDocsCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds generated modules")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	cases := []struct {
		name, dir string
		edit      func(cfg *config.GoTarget)
	}{
		{"kitchen-sink", kitchenSinkDir, nil},
		{"kitchen-sink-v1", kitchenSinkDir, codeStyle("v1")},
		{"kitchen-sink-no-shared-package", kitchenSinkDir, func(cfg *config.GoTarget) { cfg.Options.BackCompatUseSharedPackage = new(false) }},
		{"hostile", hostileDir, nil},
		{"realworld", realWorldDir, nil},
		{"realworld-v2", realWorldDir, codeStyle("v2")},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tr := generateGo(t, c.dir, c.edit)
			root := t.TempDir()
			sdk := filepath.Join(root, "sdk")
			if err := tr.WriteDir(sdk); err != nil {
				t.Fatal(err)
			}
			env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local")
			if out, err := run(sdk, env, goBin, "build", "./..."); err != nil {
				t.Skipf("the generated module does not build yet (runtime or emitter): %v\n%s", err, out)
			}
			// The generated tests, in the package's _test twin, compile too.
			if out, err := run(sdk, env, goBin, "vet", "./..."); err != nil {
				t.Fatalf("the generated module does not vet: %v\n%s", err, out)
			}
			vetDocs(t, tr, sdk, filepath.Join(root, "docs"), env, goBin)
		})
	}
}

// vetDocs writes every README program of the module in sdk, and a program assigning each method api.md lists to a
// variable of the signature it shows, into a module of their own in docs, and vets them against it.
func vetDocs(t *testing.T, tr *tree.Tree, sdk, docs string, env []string, goBin string) {
	t.Helper()
	module := strings.TrimPrefix(strings.SplitN(fileText(t, tr, "go.mod"), "\n", 2)[0], "module ")
	gomod := "module docs\n\ngo 1.22\n\nrequire " + module + " v0.0.0\n\nreplace " + module + " => " + sdk + "\n"
	write(t, filepath.Join(docs, "go.mod"), gomod)
	blocks, _ := fences(t, "README.md", fileText(t, tr, "README.md"))
	for i, b := range programs(blocks) {
		write(t, filepath.Join(docs, "readme", string(rune('a'+i/26))+string(rune('a'+i%26)), "main.go"), b.code)
	}
	write(t, filepath.Join(docs, "apimd", "main.go"), apiProgram(t, tr, module))
	if out, err := run(docs, env, goBin, "vet", "./..."); err != nil {
		t.Fatalf("the docs do not compile against the module: %v\n%s", err, out)
	}
}

var importLine = regexp.MustCompile(`^\s*(?:([A-Za-z_][A-Za-z0-9_]*) )?"([^"]+)"(?: // imported as ([A-Za-z_][A-Za-z0-9_]*))?$`)

// readmeQualifier is the name code refers to the module by, as the README's installation block imports it.
func readmeQualifier(t *testing.T, tr *tree.Tree, module string) string {
	t.Helper()
	blocks, _ := fences(t, "README.md", fileText(t, tr, "README.md"))
	for _, b := range blocks {
		for _, l := range strings.Split(b.code, "\n") {
			m := importLine.FindStringSubmatch(l)
			if m == nil || m[2] != module {
				continue
			}
			if name := m[1] + m[3]; name != "" {
				return name
			}
			return path.Base(strings.TrimSuffix(module, majorSuffixOf(module)))
		}
	}
	t.Fatalf("README.md does not show how to import %s", module)
	return ""
}

// majorSuffixOf is the /vN element of a module path, or "".
func majorSuffixOf(module string) string {
	base := path.Base(module)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" {
		return "/" + base
	}
	return ""
}

func run(dir string, env []string, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func write(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	apiMethodLine = regexp.MustCompile(`^- <code(?: title="[^"]*")?>(.*?)<a href="[^"]*">([A-Za-z0-9_]+)</a>(.*)</code>$`)
	apiLink       = regexp.MustCompile(`</?a[^>]*>`)
	apiTypeLine   = regexp.MustCompile(`^- <a href="[^"]*">([a-z0-9_]+)</a>\.<a href="[^"]*">([A-Za-z0-9_]+)</a>$`)
)

// apiProgram turns api.md into a program: a variable of each listed type, and each listed method assigned to a
// variable of the function type its signature shows (with the options every method but webhook parsers and
// signature checks takes).
func apiProgram(t *testing.T, tr *tree.Tree, module string) string {
	t.Helper()
	client := "Client"
	for _, l := range strings.Split(fileText(t, tr, "client.go"), "\n") {
		if name, ok := strings.CutPrefix(l, "func New"); ok && strings.Contains(name, "(opts ...") {
			client = name[:strings.Index(name, "(")]
		}
	}
	var body []string
	pkg, opt := "", "option"
	methods := 0
	for _, l := range strings.Split(fileText(t, tr, "api.md"), "\n") {
		if m := apiTypeLine.FindStringSubmatch(l); m != nil {
			if m[1] != "shared" {
				pkg = m[1]
			}
			body = append(body, "var _ "+m[1]+"."+m[2])
			continue
		}
		m := apiMethodLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		methods++
		chain, sig := html.UnescapeString(m[1]), html.UnescapeString(apiLink.ReplaceAllString(m[3], ""))
		end := closingParen(sig)
		params, results := sig[1:end], sig[end+1:]
		// Options follow a context, and the headers of a verifying webhook unwrap.
		if strings.HasPrefix(params, "ctx context.Context") || strings.HasSuffix(params, "headers http.Header") {
			params += ", opts ..." + opt + ".RequestOption"
		}
		body = append(body, "var _ func("+params+")"+results+" = "+chain+m[2])
	}
	if methods == 0 {
		t.Fatal("api.md lists no method")
	}
	if pkg == "" {
		pkg = readmeQualifier(t, tr, module) // an API whose api.md lists no types
	}
	src := strings.Join(body, "\n")
	var imports []string
	for _, imp := range []struct{ name, path string }{
		{"context", "context"}, {"http", "net/http"}, {opt, module + "/option"},
		{"pagination", module + "/packages/pagination"}, {"ssestream", module + "/packages/ssestream"},
		{"shared", module + "/shared"},
	} {
		if strings.Contains(src, imp.name+".") {
			imports = append(imports, imp.name+" "+`"`+imp.path+`"`)
		}
	}
	imports = append(imports, pkg+` "`+module+`"`)
	return "package main\n\nimport (\n" + strings.Join(imports, "\n") + "\n)\n\nfunc main() {\nclient := " + pkg + ".New" + client + "()\n" + src + "\n_ = client\n}\n"
}

// closingParen is the index of the parenthesis that closes the one s starts with.
func closingParen(s string) int {
	depth := 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return len(s) - 1
}

// allowedTags are the HTML tags the docs write themselves; anything else from the spec must be escaped.
var allowedTags = []string{"<a href=\"", "</a>", "<code>", "<code title=\"", "</code>", "<!-- x-release-please-", "<video src=\""}

// withoutCodeSpans removes a line's inline code spans, whose text markdown does not interpret: a run of backticks
// up to the next run of the same length.
func withoutCodeSpans(l string) string {
	var b strings.Builder
	for i := 0; i < len(l); {
		if l[i] != '`' {
			b.WriteByte(l[i])
			i++
			continue
		}
		n := 0
		for i+n < len(l) && l[i+n] == '`' {
			n++
		}
		end := -1
		for j := i + n; j < len(l); {
			if l[j] != '`' {
				j++
				continue
			}
			m := 0
			for j+m < len(l) && l[j+m] == '`' {
				m++
			}
			if m == n {
				end = j + m
				break
			}
			j += m
		}
		if end < 0 {
			b.WriteString(l[i : i+n])
			i += n
			continue
		}
		i = end
	}
	return b.String()
}

// nextIndex is the index of the next sub after i, -1 when there is none.
func nextIndex(s, sub string, i int) int {
	j := strings.Index(s[i+1:], sub)
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

// TestHostileDocsStayInert: text from the hostile spec and config reaches README.md and api.md only as escaped
// prose, inside code spans, or inside Go string literals and comments of blocks that stay closed.
func TestHostileDocsStayInert(t *testing.T) {
	tr := generateGo(t, hostileDir, nil)
	found := 0
	for _, name := range []string{"README.md", "api.md"} {
		md := fileText(t, tr, name)
		blocks, prose := fences(t, name, md)
		for _, b := range blocks {
			if b.lang != "go" {
				if strings.Contains(b.code, "pwned") {
					t.Errorf("%s:%d: spec text in a %s block", name, b.line, b.lang)
				}
				continue
			}
			fset := token.NewFileSet()
			var s scanner.Scanner
			s.Init(fset.AddFile(name, -1, len(b.code)), []byte(b.code), func(pos token.Position, msg string) { t.Errorf("%s:%d: %s", name, b.line+pos.Line, msg) }, scanner.ScanComments)
			for {
				pos, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				if strings.Contains(strings.ToLower(lit), "pwned") {
					found++
					if tok != token.STRING && tok != token.COMMENT {
						t.Errorf("%s:%d: spec text reached code: %s", name, b.line+fset.Position(pos).Line, lit)
					}
				}
			}
		}
		for i, l := range prose {
			found += strings.Count(l, "pwned")
			text := withoutCodeSpans(l)
			if strings.Contains(text, "__pwned") || strings.Contains(text, "```") {
				t.Errorf("%s: unescaped spec text outside code: %s", name, l)
			}
			for j := strings.Index(text, "<"); j >= 0; j = nextIndex(text, "<", j) {
				if !slices.ContainsFunc(allowedTags, func(tag string) bool { return strings.HasPrefix(text[j:], tag) }) {
					t.Errorf("%s (prose line %d): HTML the docs do not write: %s", name, i+1, l)
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("the hostile spec's payloads appear nowhere in the docs: the test checks nothing")
	}
}

// TestHostileDocsCodeSpans: the code-span stripping of TestHostileDocsStayInert removes spans and keeps the rest.
func TestHostileDocsCodeSpans(t *testing.T) {
	got := withoutCodeSpans("a `x` b ``y ` z`` c <d> ` e")
	if got != "a  b  c <d> ` e" {
		t.Errorf("got %q", got)
	}
}
