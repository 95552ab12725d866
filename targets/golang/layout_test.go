package golang

import (
	"bytes"
	"context"
	"go/build"
	"go/format"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// layoutCorpus are the spec and config folders whose Go sources TestLayoutIsGofmt checks: the kitchen sink, acme
// and every real pair kept in the repository (a pair that does not configure Go gets a default go section).
func layoutCorpus(t *testing.T) []string {
	t.Helper()
	dirs := []string{"../../testdata/kitchen-sink", "../../examples/acme", "testdata/realworld"}
	for _, pattern := range []string{"../../testdata/pairs/*", "../../testdata/wild/*"} {
		found, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range found {
			if _, err := os.Stat(filepath.Join(d, "sdkgen.yml")); err == nil {
				dirs = append(dirs, d)
			}
		}
	}
	return dirs
}

// sourcesOf runs the Go target's emitters on a spec and config folder and returns its generator, files unwritten.
func sourcesOf(t *testing.T, dir string) *gen {
	t.Helper()
	specs, _ := filepath.Glob(filepath.Join(dir, "openapi.*"))
	if len(specs) == 0 {
		t.Fatalf("%s: no spec", dir)
	}
	spec, err := os.ReadFile(specs[0])
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(filepath.Join(dir, "sdkgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: filepath.Base(specs[0]), Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("%s does not validate: %v", dir, res.Diagnostics)
	}
	goCfg := res.Config.Targets.Go
	if goCfg == nil {
		goCfg = &config.GoTarget{PackageName: "sdk"}
	}
	specBytes, err := res.TargetSpec()
	if err != nil {
		t.Fatal(err)
	}
	g := newGen(res.API, goCfg, res.Config.EffectiveTargetEdition("go"), specBytes)
	g.out = tree.New()
	for _, step := range []func() error{g.sources, g.tests} {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestLayoutIsGofmt: layout writes every file it takes exactly as go/format would, and go/format leaves the result
// unchanged; layout must take nearly all files (else the Go target is back to formatting everything).
func TestLayoutIsGofmt(t *testing.T) {
	if testing.Short() {
		t.Skip("generates the Go target for every real pair")
	}
	total, fast := 0, 0
	for _, dir := range layoutCorpus(t) {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			g := sourcesOf(t, dir)
			for p, f := range g.files {
				src := f.source(g.banner())
				want, err := format.Source([]byte(src))
				if err != nil {
					t.Fatalf("%s: %v", p, err)
				}
				total++
				got, ok := layout(src)
				if !ok {
					continue
				}
				fast++
				if !bytes.Equal(got, want) {
					t.Errorf("%s: layout differs from go/format:\n%s", p, firstDifference(string(got), string(want)))
				}
				if again, err := format.Source(got); err != nil || !bytes.Equal(again, got) {
					t.Errorf("%s: go/format changes layout's output (%v)", p, err)
				}
			}
		})
	}
	if total == 0 || float64(fast) < 0.95*float64(total) {
		t.Errorf("layout wrote %d of %d files; the rest went through go/format", fast, total)
	}
	t.Logf("layout wrote %d of %d files", fast, total)
}

// firstDifference shows the first line where two texts differ.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return "line " + strconv.Itoa(i+1) + "\n  layout:    " + strconv.Quote(g[i]) + "\n  go/format: " + strconv.Quote(w[i])
		}
	}
	return "lengths " + strconv.Itoa(len(g)) + " and " + strconv.Itoa(len(w))
}

// TestLayoutShapes: each shape gofmt lays out is written as go/format writes it, and the shapes layout leaves to
// go/format are refused.
func TestLayoutShapes(t *testing.T) {
	cases := []struct {
		name, src string
		fast      bool
	}{
		{"struct fields, tags and comments", "package p\n\ntype T struct {\nID string `json:\"id\"`\nLongName int // c\n// doc\nX []byte `json:\"x\"` // d\nembedded\n}\n", true},
		{"one field", "package p\n\ntype T struct {\nJSON struct {\nraw string\n} `json:\"-\"`\n}\n", true},
		{"const group", "package p\n\nconst (\nA T = \"a\"\nLonger T = \"b\"\n)\n", true},
		{"var group without types", "package p\n\nvar (\nA = 1\nLonger = 2 // c\nC int\n)\n", true},
		{"key value elements", "package p\n\nvar x = T{\nA: 1,\nLonger: 2,\nC: U{\nD: 3,\n},\nE: 4,\n}\n", true},
		{"keys of very different sizes", "package p\n\nvar x = map[string]int{\n\"a\": 1,\n\"a very long key that breaks the alignment of the keys\": 2,\n\"b\": 3,\n}\n", true},
		{"one-line body kept", "package p\n\nfunc (r T) RawJSON() string { return r.raw }\nfunc (r T) Other() string { return r.raw }\n", true},
		{"one-line body too long", "package p\n\nfunc (r *ClientStatusResponse) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }\n", true},
		{"switch and trailing comments", "package p\n\nfunc f(x int) {\nswitch x {\ncase 1:\ny := 2 // two\nzz := 3 // three\ndefault:\nreturn\n}\n}\n", true},
		{"doc comment reformatted", "package p\n\n// Values:\n// * `a` - first\n// * `b` - second\ntype T string\n", true},
		{"doc comment with quotes", "package p\n\n// Set it to `''` or ``x''.\ntype T string\n", true},
		{"arguments over lines", "package p\n\nfunc f() {\ng(\na,\nH{\nB: 1,\n},\n)\n}\n", true},
		{"imports", "package p\n\nimport (\n\"fmt\"\n\nx \"example.com/x\"\n\n)\n\nvar _ = fmt.Sprint(x.Y)\n", true},
		{"number literals", "package p\n\nvar x = []float64{1e5, 0x1F, 1.5, .5}\n", true},
		{"upper-case exponent", "package p\n\nvar x = 1E5\n", false},
		{"declarations of different kinds without a blank line", "package p\n\ntype T int\nfunc f() {}\n", false},
		{"blank lines in a block", "package p\n\nfunc f() {\n\nx()\n\n\ny()\n\n}\n", true},
		{"blank lines in a literal", "package p\n\nvar x = T{\n\nA: 1,\n\nB: 2,\n\n}\n", true},
		{"blank lines in a struct", "package p\n\ntype T struct {\n\nA int\n\nBb int\n\n}\n", true},
		{"multi-line field", "package p\n\ntype T struct {\nA int `json:\"a\"`\nB struct {\nC int\nDd string\n} `json:\"b\"`\nE int `json:\"e\"`\n}\n", true},
		{"case clause with a comment", "package p\n\nfunc f(x int) int {\nswitch {\ncase x < -1: // below\nreturn 1\ncase x == 0:\ncase x == 1:\nreturn 2\n}\nreturn 0\n}\n", true},
		{"parameters over lines", "package p\n\nfunc f(\na, b int) int {\nreturn a\n}\n", false},
		{"cgo preamble", "package p\n\n//#include <stdio.h>\nimport \"C\"\n", false},
		{"block comment", "package p\n\n/* c */\nvar x = 1\n", false},
		{"continued expression", "package p\n\nvar x = a &&\nb\n", false},
		{"several elements a line", "package p\n\nvar x = T{\nA: 1, B: 2,\n}\n", false},
		{"one-line if", "package p\n\nfunc f() {\nif x { return }\n}\n", false},
		{"raw string over lines", "package p\n\nvar x = `a\nb`\n", false},
		{"label", "package p\n\nfunc f() {\nloop:\nfor {\nbreak loop\n}\n}\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want, err := format.Source([]byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			got, ok := layout(c.src)
			if ok != c.fast {
				t.Fatalf("layout took it: %v, want %v", ok, c.fast)
			}
			if ok && !bytes.Equal(got, want) {
				t.Errorf("layout differs from go/format:\n%s", firstDifference(string(got), string(want)))
			}
		})
	}
}

// TestLayoutOnStandardLibrary: the standard library's sources, unindented, are laid out as go/format lays them out
// wherever layout takes them (about half: the rest has shapes it leaves to go/format).
func TestLayoutOnStandardLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the standard library")
	}
	var files []string
	for _, pattern := range []string{"*/*.go", "*/*/*.go"} {
		found, err := filepath.Glob(filepath.Join(build.Default.GOROOT, "src", pattern))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, found...)
	}
	total, fast := 0, 0
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var unindented strings.Builder
		for line := range strings.SplitSeq(string(b), "\n") {
			unindented.WriteString(strings.TrimLeft(line, " \t") + "\n")
		}
		src := unindented.String()
		want, err := format.Source([]byte(src))
		if err != nil {
			continue // unindenting changed a raw string's meaning
		}
		total++
		if got, ok := layout(src); ok {
			fast++
			if !bytes.Equal(got, want) {
				t.Errorf("%s: layout differs from go/format:\n%s", p, firstDifference(string(got), string(want)))
			}
		}
	}
	t.Logf("layout wrote %d of %d files", fast, total)
}

// BenchmarkLayout compares layout with go/format on the kitchen sink's Go sources.
func BenchmarkLayout(b *testing.B) {
	t := &testing.T{}
	g := sourcesOf(t, "../../testdata/kitchen-sink")
	var srcs []string
	for _, f := range g.files {
		srcs = append(srcs, f.source(g.banner()))
	}
	b.Run("layout", func(b *testing.B) {
		for b.Loop() {
			for _, src := range srcs {
				if _, ok := layout(src); !ok {
					_, _ = format.Source([]byte(src))
				}
			}
		}
	})
	b.Run("go-format", func(b *testing.B) {
		for b.Loop() {
			for _, src := range srcs {
				_, _ = format.Source([]byte(src))
			}
		}
	})
}
