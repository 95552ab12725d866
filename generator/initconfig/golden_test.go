package initconfig

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGolden pins the whole file init writes for the OpenAPI Initiative's petstores (go test -update rewrites).
func TestGolden(t *testing.T) {
	for _, specPath := range []string{
		"testdata/specs/oai-examples/v3.0/petstore.yaml",
		"testdata/specs/oai-examples/v3.0/petstore-expanded.yaml",
	} {
		name := strings.TrimSuffix(filepath.Base(specPath), filepath.Ext(specPath))
		t.Run(name, func(t *testing.T) {
			cfg, _ := Guess(loadSpecFile(t, specPath), Options{SpecFile: specPath})
			got, err := renderConfig(cfg, filepath.Base(specPath))
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", name+".sdkgen.yml")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (go test -update creates it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs (go test -update rewrites it); got:\n%s", golden, got)
			}
		})
	}
}
