package report

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// checkGolden compares got with testdata/<name>; `go test ./app/report -update` rewrites it, and a review of the
// diff follows.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./app/report -update creates it)", err)
	}
	if string(want) != got {
		t.Errorf("the output differs from %s (go test ./app/report -update, then review the diff):\n%s", path, got)
	}
}
