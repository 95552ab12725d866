package codegen_test

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/internal/benchinput"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/cli"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/java"
	"github.com/sdkgen/sdkgen/targets/kotlin"
	"github.com/sdkgen/sdkgen/targets/python"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// BenchmarkGenerateTypeScript measures the TypeScript target alone on a built IR; BenchmarkValidate measures what
// comes before it, which a run of several targets does once.
func BenchmarkGenerateTypeScript(b *testing.B) { benchmarkTargets(b, typescript.Target{}) }

// BenchmarkGeneratePython measures the Python target alone on a built IR.
func BenchmarkGeneratePython(b *testing.B) { benchmarkTargets(b, python.Target{}) }

// BenchmarkGenerateGo measures the Go target alone on a built IR.
func BenchmarkGenerateGo(b *testing.B) { benchmarkTargets(b, golang.Target{}) }

// BenchmarkGenerateCLI measures the cli target alone (with a default cli section where the bench config has none),
// which works out the Go SDK's names (golang.Describe) before writing the commands.
func BenchmarkGenerateCLI(b *testing.B) {
	benchmarkSection(b, cli.Target{}, func(t *config.Targets) any {
		if t.CLI != nil {
			return t.CLI
		}
		return &config.CLITarget{BinaryName: "bench"}
	})
}

// BenchmarkGenerateJava measures the java target alone (with bench/run's java section where the bench config has
// none): mostly its google-java-format layout.
func BenchmarkGenerateJava(b *testing.B) {
	benchmarkSection(b, java.Target{}, func(t *config.Targets) any { return jvmSection(t.Java) })
}

// BenchmarkGenerateKotlin measures the kotlin target alone, configured as BenchmarkGenerateJava.
func BenchmarkGenerateKotlin(b *testing.B) {
	benchmarkSection(b, kotlin.Target{}, func(t *config.Targets) any { return jvmSection(t.Kotlin) })
}

// jvmSection is a JVM target's section, or the one bench/run writes when the bench config has none.
func jvmSection(section *config.JavaTarget) *config.JavaTarget {
	if section != nil {
		return section
	}
	return &config.JavaTarget{ReverseDomain: "com.example.bench"}
}

// benchmarkSection measures a target whose section section picks (or makes up) from the bench config's targets.
func benchmarkSection(b *testing.B, t targets.Target, section func(*config.Targets) any) {
	for name, path := range benchinput.Specs("../..") {
		b.Run(name, func(b *testing.B) {
			res := generator.Load(context.Background(), benchinput.Read(b, path))
			if !res.OK() {
				b.Fatalf("does not validate: %v", res.Diagnostics)
			}
			specBytes, err := res.TargetSpec()
			if err != nil {
				b.Fatal(err)
			}
			key := t.Key()
			in := targets.Input{API: res.API, Config: section(&res.Config.Targets), Edition: res.Config.EffectiveTargetEdition(key), Spec: specBytes, Targets: &res.Config.Targets}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if _, err := t.Generate(context.Background(), in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGenerateSDKs measures what `sdkgen generate` does for the SDK targets built so far: load the inputs
// once, then generate each target from the same IR.
func BenchmarkGenerateSDKs(b *testing.B) {
	for name, path := range benchinput.Specs("../..") {
		b.Run(name, func(b *testing.B) {
			in := benchinput.Read(b, path)
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
	for name, path := range benchinput.Specs("../..") {
		b.Run(name, func(b *testing.B) {
			res := generator.Load(context.Background(), benchinput.Read(b, path))
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
	in := targets.Input{API: res.API, Config: targets.Section(&res.Config.Targets, key), Edition: res.Config.EffectiveTargetEdition(key), Spec: specBytes, Targets: &res.Config.Targets}
	if _, err := t.Generate(context.Background(), in); err != nil {
		b.Fatal(err)
	}
}
