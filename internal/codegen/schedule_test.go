package codegen_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/internal/benchinput"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// TestOutputWhateverTheScheduling renders every built target the kitchen sink and acme configure, on one
// processor and on several, twice each, and requires the same targets in the same order with byte-identical
// trees, both from Render and as Generate writes them to disk. With -race it also checks that targets running at
// once share the IR safely.
func TestOutputWhateverTheScheduling(t *testing.T) {
	for _, dir := range []string{"../../testdata/kitchen-sink", "../../examples/acme"} {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			res := loadDir(t, dir)
			names, err := codegen.Select(res, builtin.Registry(), nil)
			if err != nil {
				t.Fatal(err)
			}
			var want string
			for _, procs := range []int{1, max(4, runtime.NumCPU()), 1, 3} {
				got := renderedWith(t, res, names, procs)
				if want == "" {
					want = got
					continue
				}
				if got != want {
					t.Fatalf("GOMAXPROCS=%d gives other output:\n%s\nfirst run:\n%s", procs, got, want)
				}
			}
		})
	}
}

// renderedWith renders and writes the targets with GOMAXPROCS set to procs, checks that the files on disk are the
// trees', and describes the outputs: each target's name and the hash of its tree.
func renderedWith(t *testing.T, res *generator.Result, names []string, procs int) string {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	outs, err := codegen.Generate(context.Background(), res, builtin.Registry(), names, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, o := range outs {
		for _, p := range o.Tree.Paths() {
			data, err := os.ReadFile(filepath.Join(o.Dir, filepath.FromSlash(p)))
			if f, _ := o.Tree.File(p); err != nil || !bytes.Equal(data, f.Data) {
				t.Fatalf("%s/%s on disk is not the tree's file (%v)", o.Target, p, err)
			}
		}
		b.WriteString(o.Target + " " + o.Tree.Hash() + "\n")
	}
	return b.String()
}

func loadDir(t *testing.T, dir string) *generator.Result {
	t.Helper()
	return benchinput.LoadDir(t, dir)
}
