package textdiff

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// gitRunner runs git as the reference implementation, in batches: one
// shell loop per worker over many case directories, since starting git
// once per case from Go would dominate the run time.
type gitRunner struct {
	dir string
	env []string
}

func newGitRunner(t testing.TB) *gitRunner {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		// The full suite (make test) installs git: there the reference must not be skipped quietly.
		if os.Getenv("SDKGEN_TOOLCHAIN_TESTS") != "" {
			t.Fatal("git is not on PATH (scripts/install-test-deps installs it)")
		}
		t.Skip("git is not on PATH")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("sh is not on PATH")
	}
	dir := t.TempDir()
	home := filepath.Join(dir, "home")
	if err := os.Mkdir(home, 0o755); err != nil {
		t.Fatal(err)
	}
	// No system or user configuration may change git's answer.
	env := []string{"GIT_CONFIG_NOSYSTEM=1", "HOME=" + home, "XDG_CONFIG_HOME=" + home, "LC_ALL=C"}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GIT_") && !strings.HasPrefix(kv, "HOME=") &&
			!strings.HasPrefix(kv, "XDG_CONFIG_HOME=") && !strings.HasPrefix(kv, "LC_ALL=") {
			env = append(env, kv)
		}
	}
	return &gitRunner{dir: dir, env: env}
}

// gitResult is what git printed and its exit status.
type gitResult struct {
	out  []byte
	code int
}

// run writes each case's files (name → content) as "<case>.<name>" into
// one directory and runs script for each case with $d set to "<case>",
// stdout carrying the output of all cases, each followed by "\x01<status>\x01\n"
// (the generated inputs never hold \x01). The file system here is slow, so
// this keeps files and reads to a minimum.
func (g *gitRunner) run(t testing.TB, name string, cases []map[string][]byte, script string) []gitResult {
	t.Helper()
	root := filepath.Join(g.dir, name)
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	for i, files := range cases {
		for f, data := range files {
			if err := os.WriteFile(filepath.Join(root, strconv.Itoa(i)+"."+f), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	loop := `for d in "$@"; do ` + script + `; printf '\001%d\001\n' $?; done`
	// Process start-up is the cost here and does not get cheaper in
	// parallel on this kind of machine, so two workers are plenty.
	const workers = 2
	outs := make([][]byte, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		var mine []string
		for i := w; i < len(cases); i += workers {
			mine = append(mine, strconv.Itoa(i))
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			var stderr bytes.Buffer
			cmd := exec.Command("sh", append([]string{"-c", loop, "sh"}, mine...)...)
			cmd.Dir = root
			cmd.Env = g.env
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err == nil && stderr.Len() > 0 {
				err = fmt.Errorf("git wrote to stderr")
			}
			if err != nil {
				errs[w] = fmt.Errorf("%w: %s", err, stderr.Bytes())
			}
			outs[w] = out
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	results := make([]gitResult, len(cases))
	for w, out := range outs {
		for i := w; i < len(cases); i += workers {
			res, rest, err := nextResult(out)
			if err != nil {
				t.Fatalf("case %d: %v", i, err)
			}
			results[i], out = res, rest
		}
	}
	return results
}

// nextResult takes one case's output and status off the front of out.
func nextResult(out []byte) (gitResult, []byte, error) {
	i := bytes.IndexByte(out, 1)
	if i < 0 {
		return gitResult{}, nil, fmt.Errorf("git output ended early")
	}
	j := bytes.IndexByte(out[i+1:], 1)
	if j < 0 || i+1+j+1 >= len(out) {
		return gitResult{}, nil, fmt.Errorf("git output ended early")
	}
	code, err := strconv.Atoi(string(out[i+1 : i+1+j]))
	if err != nil {
		return gitResult{}, nil, err
	}
	return gitResult{out: out[:i], code: code}, out[i+1+j+2:], nil
}

// gitMerge runs `git merge-file -p -L ours -L base -L theirs` on each case.
func (g *gitRunner) gitMerge(t testing.TB, cases []mergeCase) []gitResult {
	files := make([]map[string][]byte, len(cases))
	for i, c := range cases {
		files[i] = map[string][]byte{"base": c.base, "ours": c.ours, "theirs": c.theirs}
	}
	return g.run(t, "merge", files,
		`git merge-file -p -L ours -L base -L theirs "$d.ours" "$d.base" "$d.theirs"`)
}

// gitDiff runs `git diff --no-index` with xdiff's Myers and no indent
// heuristic, with 3 lines of context, on each case's base and ours.
func (g *gitRunner) gitDiff(t testing.TB, cases []mergeCase) []gitResult {
	files := make([]map[string][]byte, len(cases))
	for i, c := range cases {
		files[i] = map[string][]byte{"old": c.base, "new": c.ours}
	}
	return g.run(t, "diff", files,
		`git diff --no-index --no-color --no-ext-diff --no-textconv --no-indent-heuristic --diff-algorithm=myers -U3 "$d.old" "$d.new"`)
}
