package document

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParse measures parsing the shared specs, and the file named by SDKGEN_BENCH_SPEC when set (bench/run
// sets it to GitHub's 13 MB description).
func BenchmarkParse(b *testing.B) {
	files := []string{"../../testdata/specs/discord/openapi.json", "../../testdata/pairs/onebusaway/openapi.yml"}
	if extra := os.Getenv("SDKGEN_BENCH_SPEC"); extra != "" {
		files = append(files, extra)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := Parse(f, data, SpecLimits); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
