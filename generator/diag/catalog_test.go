package diag

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/diagnostics.md")

// catalogDoc renders the catalog as the markdown table of docs/diagnostics.md.
func catalogDoc() []byte {
	var b bytes.Buffer
	b.WriteString("# Diagnostics\n\n")
	b.WriteString("Every diagnostic sdkgen reports, with its default level and what triggers it. Generated from\n")
	b.WriteString("`generator/diag/catalog.go` by `go test ./generator/diag -update`; do not edit by hand.\n\n")
	b.WriteString("Levels, most severe first: **fatal** (nothing is generated), **error** (fails `sdkgen validate` and CI under\n")
	b.WriteString("the default `fail_on: error`), **warning**, **note**. `diagnostics.ignored` in sdkgen.yml ignores a code\n")
	b.WriteString("everywhere (`Code: true`) or at listed locations or targets; ignored diagnostics are still returned with\n")
	b.WriteString("`ignored: true` but never count.\n\n")
	b.WriteString("| Code | Level | Trigger |\n|---|---|---|\n")
	codes := make([]Code, 0, len(Catalog))
	for c := range Catalog {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	for _, c := range codes {
		e := Catalog[c]
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", c, e.Level, strings.ReplaceAll(e.Trigger, "|", `\|`))
	}
	b.WriteString("\nOlder names accepted in `diagnostics.ignored`:\n\n")
	for old, now := range Aliases {
		fmt.Fprintf(&b, "- `%s` → `%s`\n", old, now)
	}
	return b.Bytes()
}

func TestDiagnosticsDocIsCurrent(t *testing.T) {
	path := filepath.Join("..", "..", "docs", "diagnostics.md")
	want := catalogDoc()
	if *update {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("docs/diagnostics.md is out of date with the catalog: run go test ./generator/diag -update")
	}
}

// TestEveryCodeIsTested checks that each catalog code appears in at least one test: as a constant
// (diag.EndpointNotFound) or as its string in a test or a test fixture.
func TestEveryCodeIsTested(t *testing.T) {
	names := constantNames(t)
	seen := map[Code]bool{}
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "out") {
			return filepath.SkipDir
		}
		inTestdata := strings.Contains(path, string(filepath.Separator)+"testdata"+string(filepath.Separator))
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") && !inTestdata {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(data)
		for code, ident := range names {
			if strings.Contains(text, "diag."+ident) || strings.Contains(text, string(code)) {
				seen[code] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for code := range Catalog {
		if !seen[code] {
			t.Errorf("no test mentions %s (%s)", code, names[code])
		}
	}
}

// constantNames maps each code to the name of its Go constant, read from catalog.go.
func constantNames(t *testing.T) map[Code]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "catalog.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[Code]string{}
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
					if v, err := strconv.Unquote(lit.Value); err == nil {
						out[Code(v)] = name.Name
					}
				}
			}
		}
	}
	return out
}

func TestLevels(t *testing.T) {
	for _, name := range []string{"note", "warning", "error", "fatal"} {
		l, err := ParseLevel(name)
		if err != nil || l.String() != name {
			t.Errorf("ParseLevel(%q) = %v, %v", name, l, err)
		}
	}
	if _, err := ParseLevel("severe"); err == nil {
		t.Error("ParseLevel accepted an unknown level")
	}
	if Fatal <= Error || Error <= Warning || Warning <= Note {
		t.Error("levels are not ordered by severity")
	}
}

func TestIgnoreRules(t *testing.T) {
	l := List{
		{Code: "Schema/IsAmbiguous", Level: Warning, SpecRef: "/components/schemas/A"},
		{Code: "Schema/IsAmbiguous", Level: Warning, SpecRef: "/components/schemas/B"},
		{Code: "Pagination/NoSchemeMatched", Level: Warning, ConfigRef: "/pagination/0/response/data/items"},
		{Code: ClientOptUnnecessarilyRequired, Level: Warning},
		{Code: "Go/DuplicateVariantNameForUnion", Level: Error, Target: "go"},
	}
	l.ApplyIgnores([]IgnoreRule{
		{Code: "Schema/IsAmbiguous", Locations: []string{"#/components/schemas/A"}},
		{Code: "Pagination/NoSchemeMatched", Locations: []string{"pagination.0.response"}},
		{Code: "ClientOpt/ShouldBeNullable"}, // the older name still works
		{Code: "Go/DuplicateVariantNameForUnion", Targets: []string{"python"}},
	})
	want := []bool{true, false, true, true, false}
	for i, d := range l {
		if d.Ignored != want[i] {
			t.Errorf("%d %s ignored = %v, want %v", i, d.Code, d.Ignored, want[i])
		}
	}
	if l.Worst() != Error || !l.HasErrors() {
		t.Errorf("Worst = %v", l.Worst())
	}
}

func TestCollectorCapsAndFolds(t *testing.T) {
	c := &Collector{}
	for range MaxDiagnostics + 5 {
		c.Add(Diagnostic{Code: SpecInvalid, Level: Error, Message: "x", File: "f", Line: 1})
	}
	l := c.List()
	// Identical diagnostics fold into one, and the five over the cap are reported as dropped.
	if len(l) != 2 || l[1].Code != "Diagnostics/TooManyProblems" || !strings.Contains(l[1].Message, "5 more") {
		t.Fatalf("got %d diagnostics: %v", len(l), l)
	}
}

func TestExcerpt(t *testing.T) {
	data := []byte("a: 1\n\tb: é2\nc: 3")
	if got := Excerpt(data, 2, 5); got != " 2 | \tb: é2\n   | \t   ^\n" {
		t.Errorf("excerpt = %q", got)
	}
	if got := Excerpt(data, 9, 1); got != "" {
		t.Errorf("line past the end = %q", got)
	}
	long := strings.Repeat("x", 500) + "ERR" + strings.Repeat("y", 500)
	got := Excerpt([]byte(long), 1, 501)
	if !strings.Contains(got, "…") || !strings.Contains(got, "ERR") || len(got) > 600 {
		t.Errorf("long line excerpt = %q", got)
	}
}
