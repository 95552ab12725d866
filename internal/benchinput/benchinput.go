// Package benchinput gives benchmarks of the pipeline the same inputs: the shared specs, each with the complete
// sdkgen.yml that `sdkgen init` guesses for it, so that every endpoint is mapped as a real configuration would.
package benchinput

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
	"github.com/sdkgen/sdkgen/generator/spec"
)

// Specs returns the benchmark specs by name, under the repository root root. SDKGEN_BENCH_SPEC adds another
// (bench/run sets it to GitHub's 13 MB description).
func Specs(root string) map[string]string {
	specs := map[string]string{
		"discord": filepath.Join(root, "testdata/specs/discord/openapi.json"),
		"twilio":  filepath.Join(root, "testdata/specs/twilio/twilio_api_v2010.json"),
	}
	if extra := os.Getenv("SDKGEN_BENCH_SPEC"); extra != "" {
		specs[filepath.Base(extra)] = extra
	}
	return specs
}

// Read reads a spec and guesses a complete sdkgen.yml for it with init. A missing spec skips the benchmark (or
// test).
func Read(b testing.TB, path string) generator.Input {
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

// LoadDir loads a folder's openapi.yml and sdkgen.yml (the kitchen sink's and acme's layout) and fails tb unless
// they validate.
func LoadDir(tb testing.TB, dir string) *generator.Result {
	tb.Helper()
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			tb.Fatal(err)
		}
		return data
	}
	res := generator.Load(context.Background(), generator.Input{
		SpecFile: "openapi.yml", Spec: read("openapi.yml"), ConfigFile: "sdkgen.yml", Config: read("sdkgen.yml"),
	})
	if !res.OK() {
		tb.Fatalf("%s does not validate: %v", dir, res.Diagnostics)
	}
	return res
}
