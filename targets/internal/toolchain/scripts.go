package toolchain

import (
	"net"
	"os"
	"path/filepath"
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
	WithMockPort(t, func() { out = Run(t, dir, env, "./scripts/test", testArgs...) })
	return out
}

// WithMockPort runs fn, which starts the mock server on MockAddr (scripts/test, scripts/mock), while no other test
// of any package can: test binaries run in parallel, and each SDK's tests must reach their own server. It waits up
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
	if !portClosedWithin(2 * time.Minute) {
		t.Fatalf("something that is not this test's listens on %s", MockAddr)
	}
	fn()
	if !portClosedWithin(2 * time.Second) {
		t.Errorf("something still listens on %s after the run: the mock server was not stopped", MockAddr)
	}
}

// MockListening reports whether something accepts connections on MockAddr.
func MockListening() bool {
	conn, err := net.DialTimeout("tcp", MockAddr, time.Second)
	if err != nil {
		return false
	}
	_ = conn.Close()
	return true
}

func portClosedWithin(d time.Duration) bool {
	for deadline := time.Now().Add(d); MockListening(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}
