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
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(path, []byte(AddSections(string(data), sections...)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// HasSection reports whether a config's targets has a section of the key.
func HasSection(config, key string) bool {
	return regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(key) + `:`).MatchString(config)
}

// AddSections returns the config text with each section added under targets where it has none of that key.
func AddSections(config string, sections ...Section) string {
	var add string
	for _, s := range sections {
		if !HasSection(config, s.Key) {
			add += "  " + s.Key + ":\n" + s.Body
		}
	}
	if loc := targetsLine.FindStringIndex(config); loc != nil {
		return config[:loc[1]] + "\n" + strings.TrimSuffix(add, "\n") + config[loc[1]:]
	}
	return strings.TrimRight(config, "\n") + "\ntargets:\n" + add
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
