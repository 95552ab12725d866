package initconfig

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// TestGuessValidates runs sdkgen's pipeline (what `sdkgen validate` runs) on each real spec with its guessed
// config: no error or fatal diagnostic may come out, except about the README example of a spec whose operations
// return no body (or that has none).
func TestGuessValidates(t *testing.T) {
	for _, tt := range realSpecs() {
		t.Run(tt.path, func(t *testing.T) {
			specData, err := os.ReadFile(filepath.Join(repoRoot, tt.path))
			if err != nil {
				t.Fatal(err)
			}
			cfg, _ := Guess(loadSpecBytes(t, tt.path, specData), Options{SpecFile: tt.path})
			cfgData, err := config.Marshal(cfg)
			if err != nil {
				t.Fatal(err)
			}
			res := generator.Load(context.Background(), generator.Input{
				SpecFile: tt.path, Spec: specData, ConfigFile: "sdkgen.yml", Config: cfgData,
			})
			for _, d := range res.Diagnostics {
				switch {
				case d.Level < diag.Error || d.Ignored:
					if testing.Verbose() && d.File == "sdkgen.yml" {
						t.Logf("%s", d)
					}
				case tt.noResponseBody && (d.Code == diag.ReadmeExampleNoResponse || d.Code == diag.ConfigMissingKey):
				default:
					t.Errorf("%s", d)
				}
			}
			if res.API == nil && !tt.noResponseBody {
				t.Error("no IR was built")
			}
		})
	}
}

// pipelineAPI runs sdkgen's pipeline on a spec text and its guessed config, failing on any error diagnostic.
func pipelineAPI(t *testing.T, specText string) *ir.API {
	t.Helper()
	cfg, _ := Guess(loadSpecText(t, specText), Options{})
	return pipelineAPIWithConfig(t, specText, cfg)
}

// pipelineAPIWithConfig runs sdkgen's pipeline on a spec text and a config, failing on any error diagnostic and
// on any warning about the config.
func pipelineAPIWithConfig(t *testing.T, specText string, cfg *config.Config) *ir.API {
	t.Helper()
	res := runPipeline(t, specText, cfg)
	for _, d := range res.Diagnostics {
		if d.Level >= diag.Error || d.File == "sdkgen.yml" && d.Level >= diag.Warning {
			t.Errorf("%s", d)
		}
	}
	if res.API == nil {
		t.Fatal("no IR was built")
	}
	return res.API
}

// methodPagination returns the scheme the pipeline matched for a method's call chain, or "".
func methodPagination(api *ir.API, call string) string {
	var find func(r *ir.Resource) string
	find = func(r *ir.Resource) string {
		for _, m := range r.Methods {
			if m.Call == call && m.Pagination != nil {
				return m.Pagination.Scheme
			}
		}
		for _, s := range r.Subresources {
			if got := find(s); got != "" {
				return got
			}
		}
		return ""
	}
	return find(api.Root)
}

// pipelineDiagnostics runs sdkgen's pipeline on a spec text and a config and returns its diagnostics.
func pipelineDiagnostics(t *testing.T, specText string, cfg *config.Config) diag.List {
	t.Helper()
	return runPipeline(t, specText, cfg).Diagnostics
}

func runPipeline(t *testing.T, specText string, cfg *config.Config) *generator.Result {
	t.Helper()
	cfgData, err := config.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return generator.Load(context.Background(), generator.Input{
		SpecFile: "openapi.yml", Spec: []byte(specText), ConfigFile: "sdkgen.yml", Config: cfgData,
	})
}
