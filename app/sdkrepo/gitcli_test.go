package sdkrepo

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// Test helpers: real repositories on disk, changed by people through the git CLI and by sdkgen through Apply.

// requireGit skips without git, except in the full suite (make test), which installs it: there a missing git must
// fail rather than quietly skip every repository test.
func requireGit(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("SDKGEN_TOOLCHAIN_TESTS") != "" {
			t.Fatal("git is not installed (scripts/install-test-deps installs it)")
		}
		t.Skip("git is not installed")
	}
}

// gitEnv isolates the git CLI from the machine's configuration.
func gitEnv(home string) []string {
	return append(os.Environ(),
		"GIT_CONFIG_NOSYSTEM=1", "HOME="+home, "XDG_CONFIG_HOME="+home,
		"GIT_AUTHOR_NAME=Person", "GIT_AUTHOR_EMAIL=person@example.com",
		"GIT_COMMITTER_NAME=Person", "GIT_COMMITTER_EMAIL=person@example.com",
	)
}

// gitRun runs git in dir and returns its trimmed output.
func gitRun(t testing.TB, dir string, args ...string) string {
	t.Helper()
	out, err := gitTry(dir, args...)
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

func gitTry(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = gitEnv(filepath.Dir(dir))
	out, err := cmd.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// newGitRepo makes an empty repository whose unborn branch is master, as a plain `git init` does.
func newGitRepo(t testing.TB) string {
	t.Helper()
	requireGit(t)
	dir := filepath.Join(t.TempDir(), "sdk")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	gitRun(t, dir, "init", "-q", "-b", "master")
	return dir
}

// genTree builds a generation; paths ending in "*" are executable.
func genTree(t testing.TB, fs map[string]string) *tree.Tree {
	t.Helper()
	tr := tree.New()
	for p, data := range fs {
		var err error
		if strings.HasSuffix(p, "*") {
			err = tr.AddExecutable(strings.TrimSuffix(p, "*"), []byte(data))
		} else {
			err = tr.Add(p, []byte(data))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

func apply(t testing.TB, dir string, fs map[string]string, opts Options) *Result {
	t.Helper()
	res, err := applyErr(dir, genTree(t, fs), opts)
	if err != nil {
		t.Fatalf("Apply: %v", err)
	}
	return res
}

func applyErr(dir string, tr *tree.Tree, opts Options) (*Result, error) {
	r, err := Open(dir)
	if err != nil {
		return nil, err
	}
	return r.Apply(context.Background(), Generation{Files: tr, Target: "typescript", SpecHash: "5pec", ConfigHash: "c0nf", Trigger: "test"}, opts)
}

// commitAll commits everything in the work tree as a person would.
func commitAll(t testing.TB, dir, msg string) {
	t.Helper()
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "commit", "-q", "-m", msg)
}

func writeFile(t testing.TB, dir, p, data string) {
	t.Helper()
	full := filepath.Join(dir, filepath.FromSlash(p))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(full, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t testing.TB, dir, p string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// show reads a file at a revision through git.
func show(t testing.TB, dir, rev, p string) string {
	t.Helper()
	cmd := exec.Command("git", "show", rev+":"+p)
	cmd.Dir = dir
	cmd.Env = gitEnv(filepath.Dir(dir))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git show %s:%s: %v", rev, p, err)
	}
	return string(out)
}

func exists(t testing.TB, dir, rev, p string) bool {
	t.Helper()
	_, err := gitTry(dir, "cat-file", "-e", rev+":"+p)
	return err == nil
}

// checkHealthy asserts what every generation must leave: git fsck clean and nothing uncommitted in the work
// tree.
func checkHealthy(t testing.TB, dir string) {
	t.Helper()
	if out := gitRun(t, dir, "fsck", "--strict", "--no-dangling"); out != "" {
		t.Errorf("git fsck: %s", out)
	}
	if out := gitRun(t, dir, "status", "--porcelain"); out != "" {
		t.Errorf("work tree not clean after the generation:\n%s", out)
	}
}

// parents returns a commit's parents.
func parents(t testing.TB, dir, rev string) []string {
	t.Helper()
	f := strings.Fields(gitRun(t, dir, "rev-list", "--parents", "-n", "1", rev))
	return f[1:]
}

// lines makes a file of numbered lines, so tests can change one line by number.
func lines(n int, edits map[int]string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if s, ok := edits[i]; ok {
			b.WriteString(s)
		} else {
			b.WriteString("line " + strconv.Itoa(i))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func customPaths(res *Result) []string {
	var out []string
	for _, c := range res.Custom {
		out = append(out, string(c.Outcome)+" "+string(c.Change)+" "+c.Path)
	}
	sort.Strings(out)
	return out
}
