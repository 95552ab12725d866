package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const legacyConfig = `# The 2024 layout.
organization:
  name: acme
  vcs_org: acme-org
resources:
  accounts:
    methods:
      list: get /accounts
package:
  go: {name: acme, repo: acme-go} # the Go SDK
`

// writeOld writes a config and dates it in the past, so that a rewrite shows in its modification time.
func writeOld(t *testing.T, data string) (string, time.Time) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(file, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	if err := os.Chtimes(file, old, old); err != nil {
		t.Fatal(err)
	}
	return file, old
}

func TestMigrateCommand(t *testing.T) {
	file, old := writeOld(t, legacyConfig)

	code, out, _ := sdkgen(t, "migrate", "--config", file, "--check")
	if code != exitProblems || !strings.Contains(out, file+":9: package → targets") || !strings.Contains(out, "needs sdkgen migrate") {
		t.Errorf("--check: exit %d\n%s", code, out)
	}
	if data, info := read(t, file); data != legacyConfig || !info.ModTime().Equal(old) {
		t.Fatalf("--check wrote the file")
	}

	code, out, _ = sdkgen(t, "migrate", "--config", file)
	want := strings.NewReplacer("package:", "targets:", "name: acme, repo: acme-go", "package_name: acme, production_repo: acme-org/acme-go").Replace(legacyConfig)
	if data, _ := read(t, file); code != exitOK || data != want || !strings.Contains(out, "rewritten") {
		t.Fatalf("migrate: exit %d\n%s\nfile:\n%s", code, out, data)
	}

	if err := os.Chtimes(file, old, old); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"migrate", "--config", file}, {"migrate", "--config", file, "--check"}} {
		code, out, _ = sdkgen(t, args...)
		if _, info := read(t, file); code != exitOK || !strings.Contains(out, "is up to date") || !info.ModTime().Equal(old) {
			t.Errorf("%v on a migrated file: exit %d, modified %v\n%s", args, code, !info.ModTime().Equal(old), out)
		}
	}
}

func TestMigrateCommandErrors(t *testing.T) {
	if code, _, errOut := sdkgen(t, "migrate"); code != exitUsage || !strings.Contains(errOut, "--config") {
		t.Errorf("without --config: exit %d %s", code, errOut)
	}
	file, _ := writeOld(t, "a: [\n")
	if code, _, errOut := sdkgen(t, "migrate", "--config", file); code != exitProblems || !strings.Contains(errOut, file) {
		t.Errorf("broken file: exit %d %s", code, errOut)
	}
	if code, _, _ := sdkgen(t, "migrate", "--config", filepath.Join(t.TempDir(), "missing.yml")); code != exitProblems {
		t.Errorf("missing file: exit %d", code)
	}
}

func read(t *testing.T, file string) (string, os.FileInfo) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(data), info
}
