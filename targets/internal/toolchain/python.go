package toolchain

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// module is the go.mod module line that marks the repository root.
const module = "module github.com/sdkgen/sdkgen"

// PythonToolchain is the folder, under the repository root, that scripts/install-test-deps fills for the Python
// toolchain tests: wheelhouse/ (the pinned requirement files' wheels and their dependencies), .venv/ (all of them
// installed, the template of every test's environment) and .pyright-cache/.
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

// PythonVenv creates dir/.venv, installs the package at dir in editable mode with the given extras, and the dev
// toolchain (targets/python/toolchain/dev-requirements.txt) and test dependencies (test-requirements.txt), offline
// from the wheelhouse that scripts/install-test-deps fills. It returns the environment to pass to Run: VIRTUAL_ENV,
// PATH with .venv/bin first, pyright's cache (warmed by install-test-deps) without its check for new releases, and
// pip settings that keep any later pip call offline on the wheelhouse.
//
// Installing the toolchain takes pip several seconds per environment (pyright alone is 6,000 files), so the
// environment is cloned from the template install-test-deps made: a fresh `python -m venv --without-pip` of the
// template's interpreter, the template's files hard-linked into it (copied across file systems), its scripts
// pointed at the new interpreter; then pip installs only the package, resolving its declared dependencies against
// what is installed and the wheelhouse. The hard links share the template's files: never edit an installed file in
// place (pip and Python replace files, which is safe).
func PythonVenv(t *testing.T, dir string, extras ...string) []string {
	t.Helper()
	start := time.Now()
	tc := filepath.Join(RepoRoot(t), PythonToolchain)
	wheelhouse, template := filepath.Join(tc, "wheelhouse"), filepath.Join(tc, ".venv")
	for _, stamp := range []string{filepath.Join(wheelhouse, ".sdkgen-stamp"), filepath.Join(template, ".sdkgen-stamp")} {
		if _, err := os.Stat(stamp); err != nil {
			t.Fatalf("the Python toolchain is not installed (%v): run ./scripts/install-test-deps", err)
		}
	}
	home, err := venvHome(template)
	if err != nil {
		t.Fatalf("%v: run ./scripts/install-test-deps", err)
	}
	venv := filepath.Join(dir, ".venv")
	Run(t, dir, nil, filepath.Join(home, "python3"), "-m", "venv", "--without-pip", venv)
	if err := cloneVenv(template, venv); err != nil {
		t.Fatal(err)
	}
	env := append([]string{
		"VIRTUAL_ENV=" + venv,
		"PATH=" + filepath.Join(venv, "bin") + string(os.PathListSeparator) + os.Getenv("PATH"),
		"PYRIGHT_PYTHON_CACHE_DIR=" + filepath.Join(tc, ".pyright-cache"),
		"PYRIGHT_PYTHON_IGNORE_WARNINGS=1",
	}, pipOffline(wheelhouse)...)
	spec := "."
	if len(extras) > 0 {
		spec = ".[" + strings.Join(extras, ",") + "]"
	}
	// The build backend (hatchling) is in the environment already: building in an isolated one would install it
	// again.
	Run(t, dir, env, filepath.Join(venv, "bin", "python"), "-m", "pip", "install", "--quiet", "--no-index",
		"--find-links", wheelhouse, "--no-build-isolation", "--editable", spec)
	t.Logf("python venv for %s: %s", dir, time.Since(start).Round(time.Millisecond))
	return env
}

// pipOffline is the environment that makes pip read only the wheelhouse, whatever the machine's pip configuration
// says.
func pipOffline(wheelhouse string) []string {
	return []string{
		"PIP_CONFIG_FILE=" + os.DevNull,
		"PIP_NO_INDEX=1",
		"PIP_FIND_LINKS=" + wheelhouse,
		"PIP_DISABLE_PIP_VERSION_CHECK=1",
	}
}

// venvHome reads the folder of the interpreter a virtual environment was made from (`home` in pyvenv.cfg).
func venvHome(venv string) (string, error) {
	data, err := os.ReadFile(filepath.Join(venv, "pyvenv.cfg"))
	if err != nil {
		return "", fmt.Errorf("read the template environment: %w", err)
	}
	for line := range strings.Lines(string(data)) {
		if key, value, ok := strings.Cut(line, "="); ok && strings.TrimSpace(key) == "home" {
			return strings.TrimSpace(value), nil
		}
	}
	return "", fmt.Errorf("%s/pyvenv.cfg has no home", venv)
}

// cloneVenv adds the template environment's files to a fresh one made by the same interpreter. What the fresh one
// has already (its interpreter links, activate scripts, pyvenv.cfg, lib64) stays; scripts that name the template's
// bin folder (pip's console scripts) are rewritten to name the new one.
func cloneVenv(template, venv string) error {
	templateBin, venvBin := filepath.Join(template, "bin"), filepath.Join(venv, "bin")
	return filepath.WalkDir(template, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(template, path)
		if err != nil {
			return err
		}
		if rel == ".sdkgen-stamp" {
			return nil
		}
		dst := filepath.Join(venv, rel)
		if _, err := os.Lstat(dst); err == nil {
			return nil // a directory is still walked: only its missing entries are added
		}
		switch {
		case d.IsDir():
			return os.Mkdir(dst, 0o755)
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(path)
			if err != nil {
				return err
			}
			return os.Symlink(target, dst)
		case filepath.Dir(path) == templateBin:
			return cloneScript(path, dst, templateBin, venvBin)
		default:
			return linkOrCopy(path, dst)
		}
	})
}

// cloneScript links a file of bin/, or writes a copy naming newBin when it is a script that names oldBin (in its
// #! line, or in the exec line pip writes for long paths).
func cloneScript(src, dst, oldBin, newBin string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if !bytes.HasPrefix(data, []byte("#!")) || !bytes.Contains(data, []byte(oldBin+"/")) {
		return linkOrCopy(src, dst)
	}
	info, err := os.Stat(src)
	if err != nil {
		return err
	}
	data = bytes.ReplaceAll(data, []byte(oldBin+"/"), []byte(newBin+"/"))
	return os.WriteFile(dst, data, info.Mode().Perm())
}

// linkOrCopy hard-links src to dst, or copies it when they are on different file systems.
func linkOrCopy(src, dst string) error {
	err := os.Link(src, dst)
	if err == nil || !errors.Is(err, syscall.EXDEV) && !errors.Is(err, syscall.EPERM) {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer func() { _ = in.Close() }()
	info, err := in.Stat()
	if err != nil {
		return err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, info.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		_ = out.Close()
		return fmt.Errorf("copy %s: %w", src, err)
	}
	return out.Close()
}
