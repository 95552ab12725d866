// Package toolchain runs generated SDKs through their language's real toolchain in tests: it generates a target
// into a temporary folder, starts Prism on the spec, and runs the repository's own scripts.
//
// These tests need Node, Prism and each language's packages, which scripts/install-test-deps installs. They run
// when SDKGEN_TOOLCHAIN_TESTS=1 (make test sets it), so `go test ./...` stays fast.
package toolchain

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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

// Generated is a target's repository written to disk, with the spec it was generated from.
type Generated struct {
	Dir      string
	SpecFile string
	Result   *generator.Result
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
		Edition: res.Config.EffectiveTargetEdition(key), Spec: specBytes,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tr, res, specBytes
}

// Generate writes a target's repository (see Tree) into a temporary folder, with the spec beside it.
func Generate(t *testing.T, target targets.Target, specPath, configPath string) Generated {
	t.Helper()
	tr, res, specBytes := Tree(t, target, specPath, configPath)
	root := t.TempDir()
	dir := filepath.Join(root, target.Key())
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	specFile := filepath.Join(root, "openapi"+filepath.Ext(specPath))
	if len(res.Config.OpenAPI.Transforms) > 0 {
		specFile = filepath.Join(root, "openapi.json")
	}
	if err := os.WriteFile(specFile, specBytes, 0o644); err != nil {
		t.Fatal(err)
	}
	return Generated{Dir: dir, SpecFile: specFile, Result: res}
}

// Run runs a command in dir with extra environment variables and fails the test with its output when it fails. A
// PATH in env is also where name is looked up (exec.Command alone searches the test's own PATH).
func Run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(lookPath(name, env), args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
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

// Prism starts the Prism mock server (the binary at prismBin) on the spec, on a free local port, and returns its
// base URL. It stops when the test ends.
func Prism(t *testing.T, prismBin, specFile string) string {
	t.Helper()
	if _, err := os.Stat(prismBin); err != nil {
		t.Fatalf("Prism is not installed at %s: run ./scripts/install-test-deps", prismBin)
	}
	port := freePort(t)
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, prismBin, "mock", "--host", "127.0.0.1", "--port", strconv.Itoa(port), specFile)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		_ = cmd.Wait()
	})
	addr := "127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		if c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond); err == nil {
			_ = c.Close()
			return "http://" + addr
		}
		if cmd.ProcessState != nil {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("Prism did not listen on %s within 90 s:\n%s", addr, tail(out.String(), 4000))
	return ""
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return port
}

// Link makes dir/node_modules (or another name) point at a shared, already installed folder.
func Link(t *testing.T, shared, dir, name string) {
	t.Helper()
	if _, err := os.Stat(shared); err != nil {
		t.Fatalf("%s is missing: run ./scripts/install-test-deps (%v)", shared, err)
	}
	if err := os.Symlink(shared, filepath.Join(dir, name)); err != nil {
		t.Fatal(fmt.Errorf("link %s: %w", name, err))
	}
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
