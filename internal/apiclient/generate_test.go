package apiclient_test

import (
	"bytes"
	"context"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

var update = flag.Bool("update", false, "regenerate sdkgenapi/ from app/api/openapi.yaml and sdkgen.yml")

// genDir holds the committed client.
const genDir = "sdkgenapi"

// committed reports whether a generated file is part of the committed client: the Go package and its runtime.
// The module files, docs, scripts and examples belong to a published SDK repository, not to a package of this
// module; the tests of the methods need a mock server and the runtime's are sdkgen's own
// (targets/golang/runtime).
func committed(path string) bool {
	return strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") && !strings.HasPrefix(path, "examples/")
}

// generated renders the Go client of the service's API the way `sdkgen generate` does.
func generated(t *testing.T) map[string][]byte {
	t.Helper()
	read := func(path string) []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	res := generator.Load(context.Background(), generator.Input{
		SpecFile: "app/api/openapi.yaml", Spec: read("../../app/api/openapi.yaml"),
		ConfigFile: "internal/apiclient/sdkgen.yml", Config: read("sdkgen.yml"),
	})
	if !res.OK() || res.Diagnostics.Worst() > 1 { // notes only
		var b bytes.Buffer
		_ = res.Diagnostics.WriteText(&b, res.Sources)
		t.Fatalf("the API's description or sdkgen.yml has problems:\n%s", b.String())
	}
	outs, err := codegen.Render(context.Background(), res, builtin.Registry(), []string{"go"})
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, p := range outs[0].Tree.Paths() {
		if committed(p) {
			f, _ := outs[0].Tree.File(p)
			files[p] = f.Data
		}
	}
	return files
}

// The committed client is what sdkgen generates from the API's description now: a change to
// app/api/openapi.yaml, to sdkgen.yml or to the Go target fails here until `go test ./internal/apiclient -update`
// regenerates it.
func TestGeneratedClientIsCurrent(t *testing.T) {
	want := generated(t)
	if *update {
		if err := os.RemoveAll(genDir); err != nil {
			t.Fatal(err)
		}
		for p, data := range want {
			path := filepath.Join(genDir, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	have := map[string][]byte{}
	err := filepath.WalkDir(genDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(genDir, path)
		have[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for p, data := range want {
		switch got, ok := have[p]; {
		case !ok:
			t.Errorf("%s/%s is missing: run go test ./internal/apiclient -update", genDir, p)
		case !bytes.Equal(got, data):
			t.Errorf("%s/%s differs from what sdkgen generates now: run go test ./internal/apiclient -update", genDir, p)
		}
	}
	for p := range have {
		if _, ok := want[p]; !ok {
			t.Errorf("%s/%s is no longer generated: run go test ./internal/apiclient -update", genDir, p)
		}
	}
}
