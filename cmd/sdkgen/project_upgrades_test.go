package main

import (
	"path/filepath"
	"testing"
)

// TestServeProjectUpgrades switches a repository's upgrade pull requests off and on; each step sees the ones
// before.
func TestServeProjectUpgrades(t *testing.T) {
	db := "--database-url=sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")
	runProjectSteps(t, func(args []string) []string {
		return append([]string{"serve", "project", "upgrades", "acme/api", db}, args...)
	}, []projectStep{
		{nil, exitOK, "acme/api: generator upgrade pull requests on\n"},
		{[]string{"off"}, exitOK, "acme/api: generator upgrade pull requests off\n"},
		{nil, exitOK, "acme/api: generator upgrade pull requests off\n"},
		{[]string{"maybe"}, exitUsage, `want on or off, not "maybe"`},
		{nil, exitOK, "off\n"},
		{[]string{"on"}, exitOK, "acme/api: generator upgrade pull requests on\n"},
	})
}
