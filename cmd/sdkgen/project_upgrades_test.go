package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestServeProjectUpgrades switches a repository's upgrade pull requests off and on; each step sees the ones
// before.
func TestServeProjectUpgrades(t *testing.T) {
	db := "--database-url=sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")
	for _, step := range []struct {
		args     []string
		wantCode int
		want     string // in stdout, or in stderr for a failing step
	}{
		{nil, exitOK, "acme/api: generator upgrade pull requests on\n"},
		{[]string{"off"}, exitOK, "acme/api: generator upgrade pull requests off\n"},
		{nil, exitOK, "acme/api: generator upgrade pull requests off\n"},
		{[]string{"maybe"}, exitUsage, `want on or off, not "maybe"`},
		{nil, exitOK, "off\n"},
		{[]string{"on"}, exitOK, "acme/api: generator upgrade pull requests on\n"},
	} {
		args := append([]string{"serve", "project", "upgrades", "acme/api", db}, step.args...)
		code, out, errOut := sdkgen(t, args...)
		got := out
		if step.wantCode != exitOK {
			got = errOut
		}
		if code != step.wantCode || !strings.Contains(got, step.want) {
			t.Errorf("sdkgen %s: exit %d, stdout %q, stderr %q; want exit %d with %q",
				strings.Join(args, " "), code, out, errOut, step.wantCode, step.want)
		}
	}
}
