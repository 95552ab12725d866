package golang_test

import (
	"flag"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/internal/golden"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
)

var update = flag.Bool("update", false, "rewrite golden files")

// generate runs the target on a spec and config from the repository.
func generate(t *testing.T, dir string) *tree.Tree {
	t.Helper()
	spec := filepath.Join(dir, "openapi.yml")
	if _, err := os.Stat(spec); err != nil {
		spec = filepath.Join(dir, "openapi.json")
	}
	tr, _, _ := toolchain.Tree(t, golang.Target{}, spec, filepath.Join(dir, "sdkgen.yml"))
	return tr
}

// runtimePaths are the generated paths that are copies of the hand-written runtime; goldens skip those.
func runtimePaths(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	err := filepath.WalkDir("runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		out[filepath.ToSlash(strings.TrimPrefix(p, "runtime"+string(filepath.Separator)))] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGolden compares every generated file except the runtime copies with testdata/golden.
func TestGolden(t *testing.T) {
	cases := map[string]string{
		"kitchen-sink": "../../testdata/kitchen-sink",
		"onebusaway":   "../../testdata/pairs/onebusaway",
		"realworld":    "testdata/realworld",
	}
	for name, dir := range cases {
		t.Run(name, func(t *testing.T) {
			tr := generate(t, dir)
			skip := runtimePaths(t)
			golden.Check(t, tr, filepath.Join("testdata", "golden", name), "./targets/golang", *update, func(p string) bool { return !skip[p] })
		})
	}
}

// TestPathPlaceholdersFilled: every method fills every placeholder of its path, the positional argument and the
// path params that live in the params struct alike (Prism takes a literal "{owner_id}" for a string value, so the
// mock tests alone do not see one left in).
func TestPathPlaceholdersFilled(t *testing.T) {
	pathLine := regexp.MustCompile(`^\s*path := (?:fmt\.Sprintf\()?("(?:[^"\\]|\\.)*")`)
	for _, dir := range []string{"../../testdata/kitchen-sink", "../../testdata/pairs/onebusaway", "testdata/realworld"} {
		tr := generate(t, dir)
		methods := 0
		for _, p := range tr.Paths() {
			if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				continue
			}
			f, _ := tr.File(p)
			for i, line := range strings.Split(string(f.Data), "\n") {
				m := pathLine.FindStringSubmatch(line)
				if m == nil {
					continue
				}
				methods++
				if strings.Contains(m[1], "{") {
					t.Errorf("%s/%s:%d: a placeholder is sent as written: %s", dir, p, i+1, strings.TrimSpace(line))
				}
			}
		}
		if methods == 0 {
			t.Errorf("%s: no method path found: the test checks nothing", dir)
		}
	}
}

func TestDeterministic(t *testing.T) {
	a := generate(t, "../../testdata/kitchen-sink")
	b := generate(t, "../../testdata/kitchen-sink")
	if a.Hash() != b.Hash() {
		t.Fatal("two generations of the same inputs differ")
	}
}

// TestRuntimeCopied: every runtime file is in the module with the banner and the module's import path, and
// rules_default.go is replaced by the API's rules.go.
func TestRuntimeCopied(t *testing.T) {
	tr := generate(t, "../../testdata/kitchen-sink")
	for rel := range runtimePaths(t) {
		f, ok := tr.File(rel)
		if rel == "packages/ssestream/rules_default.go" {
			if ok {
				t.Errorf("%s is copied; the generated rules.go replaces it", rel)
			}
			continue
		}
		if !ok {
			t.Errorf("%s is not in the module", rel)
			continue
		}
		src := string(f.Data)
		if !strings.Contains(src, golang.Banner) {
			t.Errorf("%s has no banner", rel)
		}
		if strings.Contains(src, "github.com/sdkgen/sdkgen") {
			t.Errorf("%s still imports sdkgen's module", rel)
		}
	}
	if _, ok := tr.File("packages/ssestream/rules.go"); !ok {
		t.Error("packages/ssestream/rules.go is missing")
	}
}

// TestOptionPackageRenamed: option_package_name renames the folder, the package clause and every import.
func TestOptionPackageRenamed(t *testing.T) {
	api, cfg := minimalAPI()
	cfg.Options.OptionPackageName = "reqopt"
	tr, err := golang.Target{}.Generate(t.Context(), inputOf(api, cfg))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range tr.Paths() {
		if strings.HasPrefix(p, "option/") {
			t.Errorf("%s: the option folder is not renamed", p)
		}
		f, _ := tr.File(p)
		if strings.HasSuffix(p, ".go") && strings.Contains(string(f.Data), `"example.com/acme/option"`) {
			t.Errorf("%s imports the old option path", p)
		}
	}
	f, ok := tr.File("reqopt/options.go")
	if !ok || !strings.Contains(string(f.Data), "\npackage reqopt\n") {
		t.Error("reqopt/options.go is missing or in the wrong package")
	}
}

func minimalAPI() (*ir.API, *config.GoTarget) {
	api := &ir.API{Client: ir.Client{Name: "acme", EnvPrefix: "ACME"}, Root: &ir.Resource{}}
	cfg := &config.GoTarget{PackageName: "acme"}
	cfg.Options.GoModulePathOverride = "example.com/acme"
	return api, cfg
}

func TestModulePath(t *testing.T) {
	repo := "acme-org/acme-go#next"
	cases := []struct {
		name            string
		override, repo  string
		version, expect string
	}{
		{"from production_repo", "", repo, "0.0.1", "github.com/acme-org/acme-go"},
		{"override", "go.acme.dev/sdk", repo, "1.4.0", "go.acme.dev/sdk"},
		{"major suffix kept with override", "go.acme.dev/sdk", "", "2.0.0", "go.acme.dev/sdk/v2"},
		{"major suffix on the repo path", "", repo, "v3.1.0", "github.com/acme-org/acme-go/v3"},
		{"no repo", "", "", "0.1.0", "github.com/acme/acme-go"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			api, cfg := minimalAPI()
			cfg.Options.GoModulePathOverride = c.override
			if c.repo != "" {
				cfg.ProductionRepo = &c.repo
			}
			if got := golang.ModulePath(cfg, api, c.version); got != c.expect {
				t.Errorf("got %s, want %s", got, c.expect)
			}
		})
	}
}

// TestHostileSpecStaysInert: text from the spec reaches Go only inside comments and string literals, never as
// code (the toolchain test also builds and vets the module).
func TestHostileSpecStaysInert(t *testing.T) {
	tr := generate(t, "../../testdata/hostile")
	found := 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".go") {
			continue
		}
		f, _ := tr.File(p)
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(p, -1, len(f.Data)), f.Data, func(pos token.Position, msg string) { t.Errorf("%s: %s", pos, msg) }, scanner.ScanComments)
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				break
			}
			if strings.Contains(lit, "PWNED") {
				found++
				if tok != token.COMMENT && tok != token.STRING {
					t.Errorf("%s: spec text reached code: %s", fset.Position(pos), lit)
				}
			}
			// README programs and examples/ handle errors with panic, as Go SDKs' examples do.
			if tok == token.IDENT && (lit == "init" || lit == "panic" && !strings.HasPrefix(p, "examples/")) {
				t.Errorf("%s: spec text reached code: %s", fset.Position(pos), lit)
			}
		}
	}
	if found == 0 {
		t.Fatal("the hostile spec's payload appears nowhere: the test checks nothing")
	}
}

func inputOf(api *ir.API, cfg *config.GoTarget) targets.Input {
	return targets.Input{API: api, Config: cfg}
}

// TestMultipartArraySkips: a mock test whose multipart body holds an array the mock server cannot read is skipped
// with the reason for the array format in use (Prism reads arrays only from two or more repeated parts).
func TestMultipartArraySkips(t *testing.T) {
	cases := []struct{ format, want string }{
		{"", "misses the required photos"}, // Go v1's default: indices with dots
		{"brackets", "misses the required photos"},
		{"comma", "reads a comma-joined multipart array as one string"},
		{"repeat", "reads a multipart array of one part as a single value"},
	}
	for _, c := range cases {
		t.Run(firstOr(c.format, "default"), func(t *testing.T) {
			in, _ := loadInput(t, realWorldDir)
			in.API.Multipart.ArrayFormat = c.format
			tr, err := golang.Target{}.Generate(t.Context(), in)
			if err != nil {
				t.Fatal(err)
			}
			test := fileText(t, tr, "ownerpet_test.go")
			start := strings.Index(test, "func TestOwnerPetUploadPhotos(")
			if start < 0 {
				t.Fatal("no TestOwnerPetUploadPhotos")
			}
			body := test[start:]
			body = body[:strings.Index(body, "\n}\n")]
			if !strings.Contains(body, "t.Skip(") || !strings.Contains(body, c.want) {
				t.Errorf("want a skip saying %q:\n%s", c.want, body)
			}
		})
	}
}

func firstOr(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return s
}
