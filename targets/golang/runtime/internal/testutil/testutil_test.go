package testutil

import (
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

// check runs CheckTestServer in a subtest and reports its result and whether it skipped.
func check(t *testing.T, url string) (ok, skipped bool) {
	t.Helper()
	t.Run("check", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		ok = CheckTestServer(t, url)
	})
	return ok, skipped
}

func TestAnsweringServer(t *testing.T) {
	t.Setenv("SKIP_MOCK_TESTS", "")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNotFound) // any answer will do
	}))
	defer srv.Close()
	if ok, skipped := check(t, srv.URL); !ok || skipped {
		t.Fatalf("ok=%v skipped=%v, want a running check", ok, skipped)
	}
}

func TestSkipWhenAsked(t *testing.T) {
	t.Setenv("SKIP_MOCK_TESTS", "true")
	if ok, skipped := check(t, "http://127.0.0.1:1"); ok || !skipped {
		t.Fatalf("ok=%v skipped=%v, want a skip", ok, skipped)
	}
}

func TestSkipWhenNothingAnswers(t *testing.T) {
	t.Setenv("SKIP_MOCK_TESTS", "")
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	_ = l.Close() // nothing listens there any more
	if ok, skipped := check(t, "http://"+addr); ok || !skipped {
		t.Fatalf("ok=%v skipped=%v, want a skip", ok, skipped)
	}
}
