package toolchain

import (
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// MockAddr is where every generated SDK's scripts/mock serves and its tests look by default.
const MockAddr = "127.0.0.1:4010"

// RunScripts runs a generated repository's scripts as its CONTRIBUTING.md tells a user to, in env (CleanEnv's):
// ./scripts/bootstrap, ./scripts/lint, ./scripts/build, then ./scripts/test with testArgs, which starts the mock
// server and must stop it (WithMockPort). It returns what the tests printed.
func RunScripts(t *testing.T, dir string, env []string, testArgs ...string) string {
	t.Helper()
	Run(t, dir, env, "./scripts/bootstrap")
	Run(t, dir, env, "./scripts/lint")
	Run(t, dir, env, "./scripts/build")
	var out string
	WithMockServer(t, env, func(env []string) { out = Run(t, dir, env, "./scripts/test", testArgs...) })
	return out
}

// mockPortFirst and mockPortCount are where WithMockServer looks for a free port: away from 4010, which people and the scripts' tests of
// the default use, and below Linux's ephemeral range, where the kernel picks ports for outgoing connections.
const mockPortFirst, mockPortCount = 24010, 500

// WithMockServer runs fn with env plus MOCK_SERVER_PORT, a port no other test of any process holds, so that the
// SDK's scripts/test starts its mock server there and its tests reach it (scripts/test exports TEST_API_BASE_URL).
// Test binaries run in parallel, and with a port each their mock servers do too. It fails the test when anything
// still listens on the port after fn: a script that leaves the mock server running leaks a process.
func WithMockServer(t *testing.T, env []string, fn func(env []string)) {
	t.Helper()
	port, release := reserveMockPort(t)
	defer release()
	addr := net.JoinHostPort("127.0.0.1", port)
	fn(append(slices.Clone(env), "MOCK_SERVER_PORT="+port))
	if !closedWithin(addr, 2*time.Second) {
		t.Errorf("something still listens on %s after the run: the mock server was not stopped", addr)
	}
}

// MockURL is the mock server's address for env: its MOCK_SERVER_PORT (WithMockServer's), else MockAddr.
func MockURL(env []string) string {
	for _, v := range slices.Backward(env) {
		if port, ok := strings.CutPrefix(v, "MOCK_SERVER_PORT="); ok {
			return "http://" + net.JoinHostPort("127.0.0.1", port)
		}
	}
	return "http://" + MockAddr
}

// reserveMockPort takes the lock of the first port in the range whose lock is free and on which nothing listens.
// The lock (a file in the temporary folder) holds across processes until release.
func reserveMockPort(t *testing.T) (port string, release func()) {
	t.Helper()
	for p := mockPortFirst; p < mockPortFirst+mockPortCount; p++ {
		port = strconv.Itoa(p)
		lock, err := os.OpenFile(filepath.Join(os.TempDir(), "sdkgen-mock-port-"+port+".lock"), os.O_CREATE|os.O_RDWR, 0o666)
		if err != nil {
			t.Fatal(err)
		}
		if syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil || listening(net.JoinHostPort("127.0.0.1", port)) {
			_ = lock.Close()
			continue
		}
		return port, func() { _ = lock.Close() } // closing the file releases the lock
	}
	t.Fatalf("no free mock server port in %d-%d", mockPortFirst, mockPortFirst+mockPortCount-1)
	return "", nil
}

// WithMockPort runs fn, which starts the mock server on the default MockAddr (scripts/test, scripts/mock), while no
// other test of any package can: for tests of the default port itself; the others take WithMockServer's own port. It waits up
// to two minutes for the port to be free first, and fails the test when anything still listens after fn: a script
// that leaves the mock server running makes the next SDK's tests talk to the wrong API.
func WithMockPort(t *testing.T, fn func()) {
	t.Helper()
	lock, err := os.OpenFile(filepath.Join(os.TempDir(), "sdkgen-mock-port-4010.lock"), os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = lock.Close() }() // closing the file releases the lock
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	if !closedWithin(MockAddr, 2*time.Minute) {
		t.Fatalf("something that is not this test's listens on %s", MockAddr)
	}
	fn()
	if !closedWithin(MockAddr, 2*time.Second) {
		t.Errorf("something still listens on %s after the run: the mock server was not stopped", MockAddr)
	}
}

// MockListening reports whether something accepts connections on MockAddr.
func MockListening() bool { return listening(MockAddr) }

func listening(addr string) bool {
	conn, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		return false
	}
	_ = conn.Close()
	return true
}

func closedWithin(addr string, d time.Duration) bool {
	for deadline := time.Now().Add(d); listening(addr); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}
