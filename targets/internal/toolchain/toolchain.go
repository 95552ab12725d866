// Package toolchain runs generated SDKs through their language's real toolchain in tests, the way a user does on a
// fresh machine: it generates a target into a temporary folder and runs the repository's own scripts, as its
// CONTRIBUTING.md says (./scripts/bootstrap, lint, build, then test, which starts and stops the mock server), in a
// clean environment (CleanEnv) with no Prism, uv or rye installed.
//
// These tests need Node.js, Python and Go, and package caches that keep them fast, which scripts/install-test-deps
// installs. They run when SDKGEN_TOOLCHAIN_TESTS=1 (make test sets it), so `go test ./...` stays fast.
package toolchain

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/initconfig"
	"github.com/sdkgen/sdkgen/generator/spec"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
)

// Require skips the test unless toolchain tests are on.
func Require(t *testing.T) {
	t.Helper()
	if os.Getenv("SDKGEN_TOOLCHAIN_TESTS") != "1" {
		t.Skip("toolchain tests run with SDKGEN_TOOLCHAIN_TESTS=1 (make test)")
	}
}

// Generated is a target's repository written to disk.
type Generated struct {
	Dir    string
	Result *generator.Result
}

// Tree loads a spec and config, fails the test on any error diagnostic, and runs the target: its file tree, the
// load result, and the spec bytes the target saw.
func Tree(t *testing.T, target targets.Target, specPath, configPath string) (*tree.Tree, *generator.Result, []byte) {
	t.Helper()
	spec, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	res := generator.Load(context.Background(), generator.Input{SpecFile: filepath.Base(specPath), Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("%s + %s do not validate: %v", specPath, configPath, res.Diagnostics)
	}
	specBytes, err := res.TargetSpec()
	if err != nil {
		t.Fatal(err)
	}
	key := target.Key()
	tr, err := target.Generate(context.Background(), targets.Input{
		API: res.API, Config: targets.Section(&res.Config.Targets, key),
		Edition: res.Config.EffectiveTargetEdition(key), Spec: specBytes, Targets: &res.Config.Targets,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tr, res, specBytes
}

// Generate writes a target's repository (see Tree) into a temporary folder.
func Generate(t *testing.T, target targets.Target, specPath, configPath string) Generated {
	t.Helper()
	tr, res, _ := Tree(t, target, specPath, configPath)
	dir := filepath.Join(t.TempDir(), target.Key())
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	return Generated{Dir: dir, Result: res}
}

// Run runs a command in dir and fails the test with its output when it fails. env is the command's whole
// environment (CleanEnv's); nil runs it in the test's own. The PATH of env is also where name is looked up
// (exec.Command alone searches the test's own PATH).
func Run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := Command(dir, env, name, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	t.Logf("%s %s: %s", name, strings.Join(args, " "), time.Since(start).Round(time.Millisecond))
	if err != nil {
		t.Fatalf("%s %s in %s: %v\n%s", name, strings.Join(args, " "), dir, err, tail(out.String(), 12000))
	}
	return out.String()
}

// Command is the command Run runs: name looked up in env's PATH, run in dir with exactly env (nil: the test's own).
func Command(dir string, env []string, name string, args ...string) *exec.Cmd {
	cmd := exec.Command(lookPath(name, env), args...)
	cmd.Dir = dir
	cmd.Env = env
	return cmd
}

// lookPath finds name in the last PATH of env, or returns it unchanged for exec.Command to find.
func lookPath(name string, env []string) string {
	if strings.Contains(name, "/") {
		return name
	}
	for i := len(env) - 1; i >= 0; i-- {
		if path, ok := strings.CutPrefix(env[i], "PATH="); ok {
			for _, dir := range filepath.SplitList(path) {
				candidate := filepath.Join(dir, name)
				if info, err := os.Stat(candidate); err == nil && !info.IsDir() && info.Mode()&0o111 != 0 {
					return candidate
				}
			}
			break
		}
	}
	return name
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "...\n" + s[len(s)-n:]
}

// JSONRPC starts cmd, writes each request as one line on its stdin, and returns the replies by id once it has
// `want` of them (a JSON-RPC server over stdio, such as an MCP server). It stops the process afterwards.
func JSONRPC(t *testing.T, cmd *exec.Cmd, requests []string, want int) map[int]json.RawMessage {
	t.Helper()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	// tsx and npx run the program in a child process: stop the whole group, and bound the wait for its pipes.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stop := func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	defer func() {
		stop()
		_ = cmd.Wait()
	}()
	for _, r := range requests {
		if _, err := io.WriteString(stdin, r+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	replies := map[int]json.RawMessage{}
	done := make(chan error, 1)
	go func() {
		scanner := bufio.NewScanner(stdout)
		scanner.Buffer(make([]byte, 1<<20), 16<<20)
		for len(replies) < want && scanner.Scan() {
			var msg struct {
				ID *int `json:"id"`
			}
			if json.Unmarshal(scanner.Bytes(), &msg) == nil && msg.ID != nil {
				replies[*msg.ID] = append(json.RawMessage(nil), scanner.Bytes()...)
			}
		}
		done <- scanner.Err()
	}()
	select {
	case err := <-done:
		if err != nil || len(replies) < want {
			t.Fatalf("got %d of %d replies (%v); stderr:\n%s", len(replies), want, err, tail(stderr.String(), 4000))
		}
	case <-time.After(60 * time.Second):
		stop()
		<-done
		t.Fatalf("got %d of %d replies within 60 s; stderr:\n%s", len(replies), want, tail(stderr.String(), 4000))
	}
	return replies
}

// InitConfig writes the sdkgen.yml that `sdkgen init` guesses for a spec into a temporary folder and returns its
// path: a configuration nobody tuned, as a new user's first one is.
func InitConfig(t *testing.T, specPath string) string {
	t.Helper()
	data, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	c := &diag.Collector{Spec: &diag.Source{File: specPath, Data: data}}
	root, _, err := document.Parse(specPath, data, document.SpecLimits)
	if err != nil {
		t.Fatal(err)
	}
	c.Spec.Root = root
	cfg, _ := initconfig.Guess(spec.Load(specPath, root, c), initconfig.Options{SpecFile: specPath})
	out, err := config.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
