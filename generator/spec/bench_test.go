package spec

import (
	"os"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// BenchmarkLoad measures Load alone, on trees parsed once. SDKGEN_BENCH_SPEC names a further spec, such as
// GitHub's 13 MB api.github.com.json, which is not kept in the repository.
func BenchmarkLoad(b *testing.B) {
	specs := []struct{ name, file string }{
		{"discord", testdata + "specs/discord/openapi.json"},
		{"twilio", testdata + "specs/twilio/twilio_api_v2010.json"},
		{"env", os.Getenv("SDKGEN_BENCH_SPEC")},
	}
	for _, s := range specs {
		b.Run(s.name, func(b *testing.B) {
			if s.file == "" {
				b.Skip("set SDKGEN_BENCH_SPEC to a spec file to benchmark it")
			}
			data, err := os.ReadFile(s.file)
			if err != nil {
				b.Fatal(err)
			}
			root, _, err := document.Parse(s.file, data, document.SpecLimits)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				c := &diag.Collector{Spec: &diag.Source{File: s.file, Data: data, Root: root}}
				if Load(s.file, root, c) == nil || c.HasErrors() {
					b.Fatal(c.List())
				}
			}
		})
	}
}
