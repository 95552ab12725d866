package fakegithub

import "testing"

// StartTest starts a fake GitHub for a test, stopped when the test ends, and returns it with its API URL.
func StartTest(t testing.TB, opts Options) (*Server, string) {
	t.Helper()
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	url, err := srv.Start()
	if err != nil {
		t.Fatal(err)
	}
	return srv, url
}
