package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const editionConfig = `# acme's SDKs
edition: 2025-10-10 # pinned
organization:
  name: acme
resources:
  accounts:
    methods:
      list: get /accounts
targets:
  python:
    package_name: acme
    publish: {pypi: true}
  go: {package_name: acme} # the Go SDK
`

func TestEditionUpgradeCommand(t *testing.T) {
	file, old := writeOld(t, editionConfig)

	code, out, errOut := sdkgen(t, "edition", "upgrade", "--config", file, "--dry-run")
	for _, want := range []string{
		file + ":2: edition 2025-10-10 → 2026-02-23",
		file + ":11: targets.python.edition added: python.2025-11-20",
		"  python.2025-11-20: uv becomes the default package manager",
		"  go.2026-04-15: Nullable map and array items become pointers",
		"-edition: 2025-10-10 # pinned\n+edition: 2026-02-23 # pinned\n",
		"+  go: {edition: go.2026-04-15, package_name: acme} # the Go SDK\n",
		"dry run: " + file + " not written",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("--dry-run output lacks %q: exit %d\n%s%s", want, code, out, errOut)
		}
	}
	if data, info := read(t, file); code != exitOK || data != editionConfig || !info.ModTime().Equal(old) {
		t.Fatalf("--dry-run wrote the file (exit %d)", code)
	}

	code, out, errOut = sdkgen(t, "edition", "upgrade", "--config", file)
	want := strings.NewReplacer(
		"edition: 2025-10-10", "edition: 2026-02-23",
		"  python:\n", "  python:\n    edition: python.2025-11-20\n",
		"go: {package_name", "go: {edition: go.2026-04-15, package_name").Replace(editionConfig)
	data, info := read(t, file)
	if code != exitOK || data != want || !strings.Contains(out, "rewritten") {
		t.Fatalf("upgrade: exit %d\n%s%s\nfile:\n%s", code, out, errOut, data)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("permissions %v, want the file's own 0600", info.Mode().Perm())
	}
	if entries, _ := os.ReadDir(filepath.Dir(file)); len(entries) != 1 {
		t.Errorf("the atomic write left files behind: %v", entries)
	}

	if err := os.Chtimes(file, old, old); err != nil {
		t.Fatal(err)
	}
	code, out, _ = sdkgen(t, "edition", "upgrade", "--config", file)
	if _, info := read(t, file); code != exitOK || !strings.Contains(out, "is up to date") ||
		!strings.Contains(out, "targets.go.edition is already go.2026-04-15, the latest edition") || !info.ModTime().Equal(old) {
		t.Errorf("second upgrade: exit %d, modified %v\n%s", code, !info.ModTime().Equal(old), out)
	}
}

func TestEditionUpgradeCommandOneTarget(t *testing.T) {
	file, _ := writeOld(t, editionConfig)
	code, out, errOut := sdkgen(t, "edition", "upgrade", "--config", file, "--target", "go", "--to", "go.2026-03-10")
	want := strings.Replace(editionConfig, "go: {package_name", "go: {edition: go.2026-03-10, package_name", 1)
	if data, _ := read(t, file); code != exitOK || data != want || strings.Contains(out, "python") {
		t.Fatalf("exit %d\n%s%s\nfile:\n%s", code, out, errOut, data)
	}
}

func TestEditionUpgradeCommandErrors(t *testing.T) {
	if code, _, errOut := sdkgen(t, "edition", "upgrade"); code != exitUsage || !strings.Contains(errOut, "--config") {
		t.Errorf("without --config: exit %d %s", code, errOut)
	}
	for _, tc := range []struct {
		name, config string
		args         []string
		want         string // on stderr, after the file name
	}{
		{"unknown edition", editionConfig, []string{"--to", "2026-13-01"}, `:2:10: "2026-13-01" is not an edition of the top level`},
		{"backwards", editionConfig, []string{"--to", "2025-10-08"}, ":2:10: edition is 2025-10-10, newer than 2025-10-08"},
		{"target not configured", editionConfig, []string{"--target", "java"}, ":9:1: targets.java is not configured"},
		{"would not validate", "edition: 2025-10-10\nenvironments: {}\n", nil, ":2:1: error[Config/InvalidValue]"},
		{"not YAML", "a: [\n", nil, ":2:1:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file, old := writeOld(t, tc.config)
			code, _, errOut := sdkgen(t, append([]string{"edition", "upgrade", "--config", file}, tc.args...)...)
			if code != exitProblems || !strings.Contains(errOut, file+tc.want) {
				t.Errorf("exit %d, stderr lacks %q:\n%s", code, tc.want, errOut)
			}
			if data, info := read(t, file); data != tc.config || !info.ModTime().Equal(old) {
				t.Errorf("the file was written")
			}
		})
	}
	if code, _, _ := sdkgen(t, "edition", "upgrade", "--config", filepath.Join(t.TempDir(), "missing.yml")); code != exitProblems {
		t.Errorf("missing file: exit %d", code)
	}
}
