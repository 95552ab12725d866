package toolchain

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// The tools a fresh machine has, by name: what the generated scripts call and what Node.js, npm, Python, pip, uv and
// Go call in turn. Nothing else is on a clean environment's PATH: no Prism, no uv, no rye, no pnpm.
var (
	// userTools must be there; scripts/install-test-deps checks the same list.
	userTools = []string{"node", "npm", "npx", "git"}
	// baseTools are the shell and the utilities a Unix machine has; those this machine lacks are left out.
	baseTools = []string{
		"bash", "sh", "env", "cat", "cp", "mv", "rm", "mkdir", "rmdir", "ln", "ls", "chmod", "touch", "dirname",
		"basename", "head", "tail", "tr", "cut", "sed", "grep", "find", "xargs", "sort", "uniq", "wc", "tee", "sleep",
		"mktemp", "date", "uname", "id", "printf", "true", "false", "test", "expr", "readlink", "realpath",
		"sha256sum", "sha512sum", "tar", "gzip", "which",
	}
)

// rubyTools are Ruby and the tools the generated gems' scripts call (Debian's packages here: scripts/install-test-deps
// installs them); those this machine lacks are left out, and the Ruby toolchain tests then fail on the missing one.
var rubyTools = []string{"ruby", "gem", "bundle", "rubocop", "rbs"}

// phpTools are PHP and the tools the generated Composer packages' scripts call (Debian's packages here:
// scripts/install-test-deps installs them); those this machine lacks are left out.
var phpTools = []string{"php", "composer", "phpunit", "phpcs", "phpcbf"}

// sqlTools are what the sql target's extension repositories run besides the base tools: make (PGXS) and chown (a
// root caller hands the throwaway cluster to an unprivileged user). pg_config is linked from PostgreSQL's own bin
// directory (sqlPGConfig), where the rest of the server's programs are.
var sqlTools = []string{"make", "chown"}

// sqlPGConfig is the pg_config of the PostgreSQL the PATH's pg_config describes, or "" without PostgreSQL.
func sqlPGConfig() string {
	out, err := exec.Command("pg_config", "--bindir").Output()
	if err != nil {
		return ""
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "pg_config")
	if _, err := os.Stat(path); err != nil {
		return ""
	}
	return path
}

// passThrough are the machine's own network settings (a proxy, the certificates it trusts, the package index it
// uses): a user's machine has them too, and the tools cannot reach a registry here without them.
var passThrough = []string{
	"SSL_CERT_FILE", "SSL_CERT_DIR", "NODE_EXTRA_CA_CERTS", "REQUESTS_CA_BUNDLE", "PIP_CERT", "CURL_CA_BUNDLE",
	"HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy",
	"PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "UV_INDEX_URL", "UV_DEFAULT_INDEX", "npm_config_registry",
	"LANG", "LC_ALL",
}

// machine is what every clean environment shares, found once per test binary.
type machine struct {
	err        error
	python     string // the real interpreter python3 runs from the repository root (not a pyenv shim)
	goroot     string
	npmCache   string
	goCache    string
	goModCache string
	root       string
	java       javaMachine
}

// javaMachine is the JDK and the warm Maven caches of the Java toolchain tests; javaHome is "" without a JDK.
type javaMachine struct {
	javaHome string
	// mavenRepo is the local repository scripts/install-test-deps warms: SDKGEN_MAVEN_REPO, else ~/.m2/repository.
	mavenRepo string
	// mavenUserHome holds the Maven distribution the SDKs' scripts/utils/maven unpacks: MAVEN_USER_HOME, else ~/.m2.
	mavenUserHome string
}

// javaTools are the JDK's commands a clean environment links when the machine has a JDK.
var javaTools = []string{"java", "javac", "jar", "javadoc"}

// findJava finds the JDK (JAVA_HOME, else the one javac runs from) and the Maven caches.
func findJava() javaMachine {
	home, _ := os.UserHomeDir()
	m := javaMachine{
		mavenRepo:     envOr("SDKGEN_MAVEN_REPO", filepath.Join(home, ".m2", "repository")),
		mavenUserHome: envOr("MAVEN_USER_HOME", filepath.Join(home, ".m2")),
		javaHome:      os.Getenv("JAVA_HOME"),
	}
	if m.javaHome == "" {
		if javac, err := exec.LookPath("javac"); err == nil {
			if real, err := filepath.EvalSymlinks(javac); err == nil {
				m.javaHome = filepath.Dir(filepath.Dir(real))
			}
		}
	}
	if _, err := os.Stat(filepath.Join(m.javaHome, "bin", "javac")); m.javaHome != "" && err != nil {
		m.javaHome = ""
	}
	return m
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

var (
	machineOnce sync.Once
	thisMachine machine
)

func findMachine(t *testing.T) machine {
	t.Helper()
	root := RepoRoot(t)
	machineOnce.Do(func() {
		m := machine{root: root, java: findJava()}
		var err error
		if m.python, err = output(root, "python3", "-c", "import sys; print(sys.executable)"); err != nil {
			m.err = err
		} else if m.goroot, err = output(root, "go", "env", "GOROOT"); err != nil {
			m.err = err
		} else if m.goCache, err = output(root, "go", "env", "GOCACHE"); err != nil {
			m.err = err
		} else if m.goModCache, err = output(root, "go", "env", "GOMODCACHE"); err != nil {
			m.err = err
		} else if m.npmCache, err = output(root, "npm", "config", "get", "cache"); err != nil {
			m.err = err
		}
		thisMachine = m
	})
	if thisMachine.err != nil {
		t.Fatalf("the toolchains are not installed (%v): run ./scripts/install-test-deps", thisMachine.err)
	}
	return thisMachine
}

func output(dir, name string, args ...string) (string, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", &exec.Error{Name: name + " " + strings.Join(args, " "), Err: err}
	}
	return strings.TrimSpace(string(out)), nil
}

// CleanEnv is the complete environment of a fresh machine, as a user of a generated SDK has it: a PATH holding only
// Node.js (node, npm, npx), python3, Go (go, gofmt), git and the basic Unix utilities, and an empty HOME. Package
// caches make it fast through the variables the tools themselves read, which the generated scripts know nothing of:
// npm's cache (npm_config_cache, npm_config_prefer_offline) warmed by scripts/install-test-deps; pip's and uv's
// find-links (PIP_FIND_LINKS with PIP_NO_INDEX, UV_FIND_LINKS), the wheelhouse it fills, uv's wheel included, and a
// uv cache the tests share (UV_CACHE_DIR); Go's build and module caches (GOCACHE, GOMODCACHE). With a JDK, the
// PATH also holds java, javac, jar and javadoc (JAVA_HOME is set), but no Maven: Maven reads its local repository
// from MAVEN_OPTS (-Dmaven.repo.local, the repository install-test-deps warms) and a Java SDK's scripts unpack the
// Maven they download in MAVEN_USER_HOME, where install-test-deps put its archive.
//
// Run and RunScripts run commands with exactly this environment: nothing of the test's own reaches them.
func CleanEnv(t *testing.T) []string {
	t.Helper()
	m := findMachine(t)
	bin := filepath.Join(t.TempDir(), "bin")
	home := filepath.Join(t.TempDir(), "home")
	for _, dir := range []string{bin, home} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"python3": m.python,
		"go":      filepath.Join(m.goroot, "bin", "go"),
		"gofmt":   filepath.Join(m.goroot, "bin", "gofmt"),
	}
	for _, name := range userTools {
		path, err := exec.LookPath(name)
		if err != nil {
			t.Fatalf("%s is not installed: run ./scripts/install-test-deps", name)
		}
		links[name] = path
	}
	for _, name := range slices.Concat(rubyTools, phpTools) {
		if path, err := exec.LookPath(name); err == nil {
			links[name] = path
		}
	}
	for _, name := range sqlTools {
		if path, err := exec.LookPath(name); err == nil {
			links[name] = path
		}
	}
	if path := sqlPGConfig(); path != "" {
		links["pg_config"] = path
	}
	for _, name := range baseTools {
		if path, err := exec.LookPath(name); err == nil {
			links[name] = path
		}
	}
	if m.java.javaHome != "" {
		for _, name := range javaTools {
			links[name] = filepath.Join(m.java.javaHome, "bin", name)
		}
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(bin, name)); err != nil {
			t.Fatal(err)
		}
	}
	wheelhouse := filepath.Join(m.root, PythonToolchain, "wheelhouse")
	if _, err := os.Stat(filepath.Join(wheelhouse, ".sdkgen-stamp")); err != nil {
		t.Fatalf("the Python wheelhouse is missing (%v): run ./scripts/install-test-deps", err)
	}
	env := []string{
		"PATH=" + bin, "HOME=" + home, "TMPDIR=" + os.TempDir(),
		"npm_config_cache=" + m.npmCache, "npm_config_prefer_offline=true",
		"npm_config_fund=false", "npm_config_audit=false", "npm_config_update_notifier=false",
		"PIP_FIND_LINKS=" + wheelhouse, "PIP_NO_INDEX=1", "PIP_CONFIG_FILE=" + os.DevNull,
		"UV_FIND_LINKS=" + wheelhouse, "UV_CACHE_DIR=" + filepath.Join(m.root, PythonToolchain, "uv-cache"),
		"GOCACHE=" + m.goCache, "GOMODCACHE=" + m.goModCache, "GOTOOLCHAIN=local",
	}
	if m.java.javaHome != "" {
		env = append(env, "JAVA_HOME="+m.java.javaHome, "MAVEN_USER_HOME="+m.java.mavenUserHome,
			"MAVEN_OPTS=-Dmaven.repo.local="+m.java.mavenRepo)
	}
	for _, name := range passThrough {
		if v, ok := os.LookupEnv(name); ok {
			env = append(env, name+"="+v)
		}
	}
	return env
}

// RequireJava fails the test unless the machine has a JDK and the local Maven repository that
// scripts/install-test-deps warms: CleanEnv then gives Java SDKs what they build with.
func RequireJava(t *testing.T) {
	t.Helper()
	m := findMachine(t)
	if m.java.javaHome == "" {
		t.Fatal("no JDK found (JAVA_HOME, or javac on the PATH): run ./scripts/install-test-deps")
	}
	if _, err := os.Stat(filepath.Join(m.java.mavenRepo, ".sdkgen-java-stamp")); err != nil {
		t.Fatalf("the local Maven repository %s is not warm (%v): run ./scripts/install-test-deps", m.java.mavenRepo, err)
	}
}
