package golang

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// TestStdImportsReserved: every standard-library package the emitter imports into a generated file is in
// stdImported, so a package_name equal to its name never becomes the qualifier tests and README programs import
// the SDK under.
func TestStdImportsReserved(t *testing.T) {
	literal := regexp.MustCompile(`use\("([a-z0-9/]+)"\)`)
	sources, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, src := range sources {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(data), -1) {
			found++
			if name := path.Base(m[1]); !slices.Contains(stdImported, name) {
				t.Errorf("%s imports %q: add %q to stdImported", src, m[1], name)
			}
		}
	}
	if found == 0 {
		t.Fatal("no import found in the emitter's sources: the test checks nothing")
	}
}
