package preview

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/internal/benchinput"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// BenchmarkPreviewOneLineChange measures a preview build's work from the inputs to the diff, on GitHub's REST
// spec (bench/.cache/specs/github.json from ./bench/fetch-specs, or SDKGEN_BENCH_SPEC) with the config sdkgen init
// writes (TypeScript, Python, Go): both sides loaded, every target rendered on both, the API surface and every
// target compared. The head changes one operation's description, differently in each iteration. "warm" has the
// base's trees in the cache already (the pull request's earlier preview); "cold" has no cache. Each iteration
// also loads the head alone (what `sdkgen validate` does), and x_validate is the preview's time over that:
// issue 26's goal for the warm preview is 2.
func BenchmarkPreviewOneLineChange(b *testing.B) {
	path := os.Getenv("SDKGEN_BENCH_SPEC")
	if path == "" {
		path = "../../bench/.cache/specs/github.json"
	}
	in := benchinput.Read(b, path)
	log := slog.New(slog.DiscardHandler)
	baseIn := NewInputs(in.SpecFile, in.Spec, in.ConfigFile, in.Config)
	names := ConfiguredTargets(log, builtin.Registry(), baseIn)
	for _, mode := range []string{"warm", "cold"} {
		b.Run(mode, func(b *testing.B) {
			var trees cache.Store
			if mode == "warm" {
				trees = cache.NewMemory(4 << 30)
				if base := Generate(context.Background(), log, builtin.Registry(), trees, "base", baseIn, names); base.Failure() != "" {
					b.Fatal(base.Failure())
				}
			}
			var validate, load, render, compare time.Duration
			for i := 0; b.Loop(); i++ {
				head := describeDifferently(b, in.Spec, i)
				headIn := NewInputs(in.SpecFile, head, in.ConfigFile, in.Config)
				start := time.Now()
				if res := generator.Load(context.Background(), generator.Input{SpecFile: in.SpecFile, Spec: head, ConfigFile: in.ConfigFile, Config: in.Config}); !res.OK() {
					b.Fatal("the head does not validate")
				}
				validate += time.Since(start)
				l, r, c := previewPhases(b, log, trees, names, baseIn, headIn)
				load, render, compare = load+l, render+r, compare+c
			}
			n := float64(b.N)
			b.ReportMetric(validate.Seconds()/n, "validate_s")
			b.ReportMetric(load.Seconds()/n, "load_s")
			b.ReportMetric(render.Seconds()/n, "render_s")
			b.ReportMetric(compare.Seconds()/n, "compare_s")
			b.ReportMetric((load+render+compare).Seconds()/validate.Seconds(), "x_validate")
		})
	}
}

// previewPhases runs what generateAndCompare runs, without GitHub, and times its phases.
func previewPhases(b *testing.B, log *slog.Logger, trees cache.Store, names []string, baseIn, headIn Inputs) (load, render, compare time.Duration) {
	ctx := context.Background()
	start := time.Now()
	base, head := loadSides(ctx, log, baseIn, headIn)
	load = time.Since(start)
	start = time.Now()
	renderAll(ctx, log, generation{builtin.Registry(), trees}, names, base, head)
	render = time.Since(start)
	start = time.Now()
	changes := surfaceChanges(log, base, head)
	for _, name := range names {
		if t := compareTarget(name, base, head, changes); t.Failure != "" || len(t.Files) == 0 {
			b.Fatalf("%s: %s, %d files changed", name, t.Failure, len(t.Files))
		}
	}
	compare = time.Since(start)
	return load, render, compare
}

// describeDifferently rewords the first operation description of a JSON spec, with i in the new words.
func describeDifferently(b *testing.B, spec []byte, i int) []byte {
	paths := bytes.Index(spec, []byte(`"paths"`))
	at := bytes.Index(spec[max(paths, 0):], []byte(`"description": "`))
	if paths < 0 || at < 0 {
		b.Fatal("the spec has no operation description to change")
	}
	at += paths + len(`"description": "`)
	return bytes.Join([][]byte{spec[:at], fmt.Appendf(nil, "Reworded %d. ", i), spec[at:]}, nil)
}
