package generator_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/initconfig"
	"github.com/sdkgen/sdkgen/generator/inspect"
	"github.com/sdkgen/sdkgen/generator/spec"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/python"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// benchSpecs are the specs validate and inspect are measured on. SDKGEN_BENCH_SPEC adds another (bench/run sets
// it to GitHub's 13 MB description).
func benchSpecs(b *testing.B) map[string]string {
	specs := map[string]string{
		"discord": "../testdata/specs/discord/openapi.json",
		"twilio":  "../testdata/specs/twilio/twilio_api_v2010.json",
	}
	if extra := os.Getenv("SDKGEN_BENCH_SPEC"); extra != "" {
		specs[filepath.Base(extra)] = extra
	}
	return specs
}

// benchInput reads a spec and guesses a complete sdkgen.yml for it with init, so the benchmark maps every
// endpoint as a real configuration would.
func benchInput(b *testing.B, path string) generator.Input {
	b.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("%v", err)
	}
	c := &diag.Collector{Spec: &diag.Source{File: path, Data: data}}
	root, _, err := document.Parse(path, data, document.SpecLimits)
	if err != nil {
		b.Fatal(err)
	}
	c.Spec.Root = root
	doc := spec.Load(path, root, c)
	cfg, _ := initconfig.Guess(doc, initconfig.Options{SpecFile: path})
	cfgData, err := config.Marshal(cfg)
	if err != nil {
		b.Fatal(err)
	}
	return generator.Input{SpecFile: path, Spec: data, ConfigFile: "sdkgen.yml", Config: cfgData}
}

// BenchmarkValidate measures the whole of `sdkgen validate` short of reading files: parse both inputs, apply
// transforms, load the spec, build the IR with every diagnostic.
func BenchmarkValidate(b *testing.B) {
	for name, path := range benchSpecs(b) {
		b.Run(name, func(b *testing.B) {
			in := benchInput(b, path)
			b.SetBytes(int64(len(in.Spec)))
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if res := generator.Load(context.Background(), in); !res.OK() {
					b.Fatalf("does not validate: %v", res.Diagnostics)
				}
			}
		})
	}
}

// BenchmarkInspect adds the surface report to validate.
func BenchmarkInspect(b *testing.B) {
	for name, path := range benchSpecs(b) {
		b.Run(name, func(b *testing.B) {
			in := benchInput(b, path)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				res := generator.Load(context.Background(), in)
				if r := inspect.Surface(res.API); len(r.Methods) == 0 {
					b.Fatal("no methods")
				}
			}
		})
	}
}

// BenchmarkGenerateTypeScript measures the TypeScript target alone on a built IR; BenchmarkValidate measures what
// comes before it, which a run of several targets does once.
func BenchmarkGenerateTypeScript(b *testing.B) { benchmarkTargets(b, typescript.Target{}) }

// BenchmarkGeneratePython measures the Python target alone on a built IR.
func BenchmarkGeneratePython(b *testing.B) { benchmarkTargets(b, python.Target{}) }

// BenchmarkGenerateGo measures the Go target alone on a built IR.
func BenchmarkGenerateGo(b *testing.B) { benchmarkTargets(b, golang.Target{}) }

// BenchmarkGenerateSDKs measures what `sdkgen generate` does for the SDK targets built so far: load the inputs
// once, then generate each target from the same IR.
func BenchmarkGenerateSDKs(b *testing.B) {
	for name, path := range benchSpecs(b) {
		b.Run(name, func(b *testing.B) {
			in := benchInput(b, path)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				res := generator.Load(context.Background(), in)
				if !res.OK() {
					b.Fatalf("does not validate: %v", res.Diagnostics)
				}
				for _, t := range []targets.Target{typescript.Target{}, python.Target{}, golang.Target{}} {
					generateTarget(b, res, t)
				}
			}
		})
	}
}

// benchmarkTargets measures targets on each bench spec's IR, built once.
func benchmarkTargets(b *testing.B, ts ...targets.Target) {
	for name, path := range benchSpecs(b) {
		b.Run(name, func(b *testing.B) {
			res := generator.Load(context.Background(), benchInput(b, path))
			if !res.OK() {
				b.Fatalf("does not validate: %v", res.Diagnostics)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				for _, t := range ts {
					generateTarget(b, res, t)
				}
			}
		})
	}
}

func generateTarget(b *testing.B, res *generator.Result, t targets.Target) {
	b.Helper()
	specBytes, err := res.TargetSpec()
	if err != nil {
		b.Fatal(err)
	}
	key := t.Key()
	in := targets.Input{API: res.API, Config: targets.Section(&res.Config.Targets, key), Edition: res.Config.EffectiveTargetEdition(key), Spec: specBytes}
	if _, err := t.Generate(context.Background(), in); err != nil {
		b.Fatal(err)
	}
}
