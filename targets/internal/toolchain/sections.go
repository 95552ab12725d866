package toolchain

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Section is a target section to add to a configuration: its key and its body, indented under it (four spaces).
type Section struct{ Key, Body string }

var targetsLine = regexp.MustCompile(`(?m)^targets:[ \t]*(#.*)?$`)

// WithSections returns a temporary copy of a config with each section added under targets where the config has
// no section of that key: the examples were written for other languages than the targets built on the Go SDK.
func WithSections(t *testing.T, configPath string, sections ...Section) string {
	t.Helper()
	data, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var add string
	for _, s := range sections {
		if !regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(s.Key) + `:`).MatchString(text) {
			add += "  " + s.Key + ":\n" + s.Body
		}
	}
	if loc := targetsLine.FindStringIndex(text); loc != nil {
		text = text[:loc[1]] + "\n" + strings.TrimSuffix(add, "\n") + text[loc[1]:]
	} else {
		text = strings.TrimRight(text, "\n") + "\ntargets:\n" + add
	}
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// SpecIn is the OpenAPI file of a folder.
func SpecIn(t *testing.T, dir string) string {
	t.Helper()
	for _, name := range []string{"openapi.yml", "openapi.yaml", "openapi.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			return filepath.Join(dir, name)
		}
	}
	t.Fatalf("no openapi file in %s", dir)
	return ""
}
