package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestServeProject runs set, show and unset against one SQLite database; each step sees the ones before.
func TestServeProject(t *testing.T) {
	db := "--database-url=sqlite://" + filepath.Join(t.TempDir(), "sdkgen.db")
	const discovered = "files discovered (sdkgen.yml and the first of openapi.yml, openapi.yaml, openapi.json at the root)"
	runProjectSteps(t, func(args []string) []string {
		return append([]string{"serve", "project", args[0], "acme/api", db}, args[1:]...)
	}, []projectStep{
		{[]string{"show"}, exitOK, "acme/api: " + discovered + ", fail_on error (the default)\n"},
		{[]string{"set", "--fail-on", "warning"}, exitOK, ""},
		{[]string{"show"}, exitOK, "acme/api: " + discovered + ", fail_on warning\n"},
		{[]string{"set", "--spec", "specs/openapi.yaml"}, exitOK, ""},
		{[]string{"show"}, exitOK, "acme/api: spec specs/openapi.yaml, sdkgen.yml sdkgen.yml, fail_on warning\n"},
		{[]string{"set", "--spec", "a.yml", "--sdkgen-config", "sdk/sdkgen.yml", "--fail-on", "never"}, exitOK, ""},
		{[]string{"show"}, exitOK, "acme/api: spec a.yml, sdkgen.yml sdk/sdkgen.yml, fail_on never\n"},
		{[]string{"set", "--fail-on", "warn"}, exitUsage, "want one of fatal, error, warning, note, never"},
		{[]string{"set", "--fail-on", ""}, exitUsage, "want one of fatal, error, warning, note, never"},
		{[]string{"set"}, exitUsage, "give --spec, --fail-on or both"},
		{[]string{"set", "--sdkgen-config", "sdk.yml", "--fail-on", "note"}, exitUsage, "--sdkgen-config needs --spec"},
		{[]string{"set", "--spec", "../openapi.yml"}, exitUsage, "--spec"},
		{[]string{"show"}, exitOK, "acme/api: spec a.yml, sdkgen.yml sdk/sdkgen.yml, fail_on never\n"}, // unchanged
		{[]string{"set", "--fail-on", "note"}, exitOK, ""},
		{[]string{"show"}, exitOK, "acme/api: spec a.yml, sdkgen.yml sdk/sdkgen.yml, fail_on note\n"},
		{[]string{"unset"}, exitOK, ""},
		{[]string{"show"}, exitOK, "acme/api: " + discovered + ", fail_on error (the default)\n"},
	})
}

// projectStep is one run of sdkgen: its arguments, exit code and what stdout (or, failing, stderr) says.
type projectStep struct {
	args     []string
	wantCode int
	want     string
}

// runProjectSteps runs steps in order against one database; command turns a step's arguments into sdkgen's.
func runProjectSteps(t *testing.T, command func(args []string) []string, steps []projectStep) {
	t.Helper()
	for _, step := range steps {
		args := command(step.args)
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
