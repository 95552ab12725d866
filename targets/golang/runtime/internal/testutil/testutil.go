// Package testutil holds helpers of the generated tests.
package testutil

import (
	"net/http"
	"os"
	"testing"
	"time"
)

// probeTimeout bounds the check that the mock server answers, so that a black-holed address does not stall tests.
const probeTimeout = 5 * time.Second

// CheckTestServer reports whether the mock server (Prism, see SDK-QUALITY.md §11) answers at url. When
// SKIP_MOCK_TESTS=true or nothing answers it skips the test, saying why, and returns false.
func CheckTestServer(t testing.TB, url string) bool {
	t.Helper()
	if os.Getenv("SKIP_MOCK_TESTS") == "true" {
		t.Skip("SKIP_MOCK_TESTS=true: skipping a test that needs the mock server")
		return false
	}
	client := http.Client{Timeout: probeTimeout}
	res, err := client.Get(url)
	if err != nil {
		t.Skipf("no mock server answers at %s (start one with `npx prism mock <spec>` on port 4010, set TEST_API_BASE_URL, or set SKIP_MOCK_TESTS=true): %v", url, err)
		return false
	}
	_ = res.Body.Close()
	return true
}
