package toolchain

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRepoRoot(t *testing.T) {
	root := RepoRoot(t)
	if _, err := os.Stat(filepath.Join(root, "scripts", "install-test-deps")); err != nil {
		t.Fatalf("RepoRoot = %s: %v", root, err)
	}
}

// TestCleanEnv: the clean environment has the tools a user has and none of what the scripts must install themselves,
// and nothing of the test's own environment.
func TestCleanEnv(t *testing.T) {
	Require(t)
	t.Setenv("SDKGEN_LEAK", "1")
	env := CleanEnv(t)
	dir := t.TempDir()
	for _, tool := range []string{"node", "npm", "python3", "go", "git", "sed", "tar"} {
		Run(t, dir, env, "bash", "-c", "command -v "+tool)
	}
	out := Run(t, dir, env, "bash", "-c", `for tool in uv rye prism pnpm yarn pip; do command -v "$tool" || true; done
ls -A "$HOME"; echo "leak=${SDKGEN_LEAK:-}"`)
	if strings.TrimSpace(out) != "leak=" {
		t.Errorf("the clean environment has more than a fresh machine:\n%s", out)
	}
	if got := Run(t, dir, env, "python3", "-c", "import venv, ensurepip; print('ok')"); strings.TrimSpace(got) != "ok" {
		t.Errorf("python3 cannot make virtual environments: %s", got)
	}
}

// TestWithMockServer: each call gets a port of its own while another holds one, passed as MOCK_SERVER_PORT.
func TestWithMockServer(t *testing.T) {
	portOf := func(env []string) string {
		for _, v := range env {
			if p, ok := strings.CutPrefix(v, "MOCK_SERVER_PORT="); ok {
				return p
			}
		}
		t.Fatalf("no MOCK_SERVER_PORT in %q", env)
		return ""
	}
	var outer, inner string
	WithMockServer(t, []string{"A=1"}, func(env []string) {
		outer = portOf(env)
		WithMockServer(t, nil, func(env []string) { inner = portOf(env) })
	})
	if outer == inner {
		t.Errorf("two runs at once share port %s", outer)
	}
}

// TestWithMockPort: a server left on the mock port is seen, and one that stops is not.
func TestWithMockPort(t *testing.T) {
	WithMockPort(t, func() {
		l, err := net.Listen("tcp", MockAddr)
		if err != nil {
			t.Skipf("cannot listen on %s: %v", MockAddr, err)
		}
		if closedWithin(MockAddr, 300*time.Millisecond) {
			t.Error("a listening server went unnoticed")
		}
		if err := l.Close(); err != nil {
			t.Fatal(err)
		}
		if !closedWithin(MockAddr, 2*time.Second) {
			t.Error("a closed port still counts as listening")
		}
	})
}
