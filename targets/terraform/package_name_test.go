package terraform

import "testing"

// A resource may be called anything; its Go package must still compile and not clash in provider.go (GitHub's
// spec has resources called package and resource).
func TestGoPackageName(t *testing.T) {
	used := map[string]bool{}
	for _, tc := range []struct{ name, want string }{
		{"package", "packagesvc"},
		{"resource", "resourcesvc"},
		{"string", "stringsvc"},
		{"sdk", "sdksvc"},
		{"code_scanning", "codescanning"},
		{"codescanning", "codescanning2"},
		{"account", "account"},
	} {
		if got := goPackageName(tc.name, used); got != tc.want {
			t.Errorf("goPackageName(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
