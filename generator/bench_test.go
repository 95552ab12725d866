package generator_test

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/inspect"
	"github.com/sdkgen/sdkgen/internal/benchinput"
)

// BenchmarkValidate measures the whole of `sdkgen validate` short of reading files: parse both inputs, apply
// transforms, load the spec, build the IR with every diagnostic.
func BenchmarkValidate(b *testing.B) {
	for name, path := range benchinput.Specs("..") {
		b.Run(name, func(b *testing.B) {
			in := benchinput.Read(b, path)
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
	for name, path := range benchinput.Specs("..") {
		b.Run(name, func(b *testing.B) {
			in := benchinput.Read(b, path)
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
