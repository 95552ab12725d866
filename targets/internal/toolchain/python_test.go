package toolchain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRepoRoot(t *testing.T) {
	root := RepoRoot(t)
	if _, err := os.Stat(filepath.Join(root, "scripts", "install-test-deps")); err != nil {
		t.Fatalf("RepoRoot = %s: %v", root, err)
	}
}

// tinyPackage is the smallest package shaped like a generated one: hatchling, src layout, runtime dependencies
// with ranges and an extra.
var tinyPackage = map[string]string{
	"pyproject.toml": `[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "tiny"
version = "0.1.0"
requires-python = ">=3.9"
dependencies = ["httpx>=0.23.0,<1", "pydantic>=2.5,<3"]

[project.optional-dependencies]
webhooks = ["standardwebhooks"]

[tool.hatch.build.targets.wheel]
packages = ["src/tiny"]
`,
	"src/tiny/__init__.py": "from .greeting import greet\n\n__all__ = [\"greet\"]\n",
	"src/tiny/greeting.py": "def greet(name: str) -> str:\n    return f\"hello {name}\"\n",
}

func TestPythonVenv(t *testing.T) {
	Require(t)
	dir := t.TempDir()
	for name, content := range tinyPackage {
		writeFile(t, filepath.Join(dir, name), content)
	}
	env := PythonVenv(t, dir, "webhooks")

	// `python` on PATH is the environment's; the package is imported from dir/src (editable), with the extra's
	// dependency.
	out := Run(t, dir, env, "python", "-c", `import sys, tiny, standardwebhooks
print(sys.prefix)
print(tiny.__file__)
print(tiny.greet("venv"))`)
	want := []string{filepath.Join(dir, ".venv"), filepath.Join(dir, "src", "tiny", "__init__.py"), "hello venv"}
	if got := strings.Split(strings.TrimSpace(out), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The dev toolchain's commands run from the environment, offline.
	Run(t, dir, env, "ruff", "check", "src")
	Run(t, dir, env, "pytest", "--version")
	// pyright finds the environment through `python` on PATH: the editable package and the dependencies resolve.
	writeFile(t, filepath.Join(dir, "check.py"), "import httpx\nimport tiny\n\nx: str = tiny.greet(\"a\")\ny: type[httpx.Client] = httpx.Client\n")
	Run(t, dir, env, "pyright", "check.py")
	// Scripts name the new interpreter, not the template's.
	pytest, err := os.ReadFile(filepath.Join(dir, ".venv", "bin", "pytest"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(pytest), "#!"+filepath.Join(dir, ".venv", "bin")+"/") {
		t.Errorf("bin/pytest starts %q", strings.SplitN(string(pytest), "\n", 2)[0])
	}
}

func TestCloneVenv(t *testing.T) {
	template, venv := t.TempDir(), t.TempDir()
	files := map[string]string{
		"bin/pytest":                     "#!" + template + "/bin/python\nimport pytest\n",
		"bin/long":                       "#!/bin/sh\n'''exec' '" + template + "/bin/python' \"$0\" \"$@\"\n' '''\n",
		"bin/native":                     "\x7fELF...",
		"bin/activate":                   "VIRTUAL_ENV=" + template + "\n",
		"lib/python3/site-packages/m.py": "x = 1\n",
		"pyvenv.cfg":                     "home = /usr/bin\n",
		".sdkgen-stamp":                  "stamp\n",
	}
	for name, content := range files {
		writeFile(t, filepath.Join(template, name), content)
	}
	if err := os.Chmod(filepath.Join(template, "bin/pytest"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(venv, "bin/activate"), "VIRTUAL_ENV="+venv+"\n")
	writeFile(t, filepath.Join(venv, "pyvenv.cfg"), "home = /usr/bin\nversion = new\n")
	if err := cloneVenv(template, venv); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"bin/pytest":                     "#!" + venv + "/bin/python\nimport pytest\n",
		"bin/long":                       "#!/bin/sh\n'''exec' '" + venv + "/bin/python' \"$0\" \"$@\"\n' '''\n",
		"bin/native":                     "\x7fELF...",
		"bin/activate":                   "VIRTUAL_ENV=" + venv + "\n",
		"lib/python3/site-packages/m.py": "x = 1\n",
		"pyvenv.cfg":                     "home = /usr/bin\nversion = new\n",
	}
	for name, content := range want {
		if got, err := os.ReadFile(filepath.Join(venv, name)); err != nil || string(got) != content {
			t.Errorf("%s = %q (%v), want %q", name, got, err, content)
		}
	}
	if _, err := os.Stat(filepath.Join(venv, ".sdkgen-stamp")); err == nil {
		t.Error("the template's stamp was cloned")
	}
	if info, err := os.Stat(filepath.Join(venv, "bin/pytest")); err != nil || info.Mode().Perm()&0o100 == 0 {
		t.Errorf("bin/pytest is not executable: %v %v", info, err)
	}
}

// TestLinkOrCopyAcrossFileSystems copies when a hard link cannot cross file systems (/dev/shm is a tmpfs).
func TestLinkOrCopyAcrossFileSystems(t *testing.T) {
	shm, err := os.MkdirTemp("/dev/shm", "sdkgen-")
	if err != nil {
		t.Skipf("no /dev/shm: %v", err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(shm) })
	src := filepath.Join(t.TempDir(), "f")
	writeFile(t, src, "content")
	if err := os.Chmod(src, 0o755); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(shm, "f")
	if err := linkOrCopy(src, dst); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(dst)
	if got, _ := os.ReadFile(dst); err != nil || string(got) != "content" || info.Mode().Perm() != 0o755 {
		t.Errorf("copy: %q %v %v", got, info, err)
	}
}

func TestLookPath(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "tool"), "#!/bin/sh\n")
	if err := os.Chmod(filepath.Join(dir, "tool"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"PATH=/nowhere", "PATH=" + dir + string(os.PathListSeparator) + "/usr/bin"}
	for _, c := range []struct{ name, want string }{
		{"tool", filepath.Join(dir, "tool")},
		{"./tool", "./tool"},
		{"missing-tool", "missing-tool"},
	} {
		if got := lookPath(c.name, env); got != c.want {
			t.Errorf("lookPath(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if got := lookPath("tool", nil); got != "tool" {
		t.Errorf("lookPath without PATH = %q", got)
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
