package toolchain

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// module is the go.mod module line that marks the repository root.
const module = "module github.com/sdkgen/sdkgen"

// PythonToolchain is the folder, under the repository root, that scripts/install-test-deps fills for the Python
// toolchain tests: wheelhouse/, the wheels of the pinned requirement files and their dependencies (uv's among them),
// which pip and uv read as find-links; the tests add uv-cache/, the uv cache they share.
const PythonToolchain = "targets/python/toolchain"

// RepoRoot returns the repository root: the nearest folder above the working directory (a test's package
// directory) whose go.mod declares this module, else the one above this source file.
func RepoRoot(t *testing.T) string {
	t.Helper()
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if _, file, _, ok := runtime.Caller(0); ok {
		starts = append(starts, filepath.Dir(file))
	}
	for _, start := range starts {
		if root, ok := findRoot(start); ok {
			return root
		}
	}
	t.Fatalf("no go.mod with %q above %v", module, starts)
	return ""
}

func findRoot(dir string) (string, bool) {
	for {
		// Not any go.mod: targets/typescript/toolchain/node_modules holds one of its own.
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && declaresModule(data) {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

func declaresModule(gomod []byte) bool {
	sc := bufio.NewScanner(bytes.NewReader(gomod))
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == module {
			return true
		}
	}
	return false
}
