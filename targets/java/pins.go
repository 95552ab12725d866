package java

import (
	_ "embed"
	"strings"
)

// versionsFile is targets/java/toolchain/versions.properties: the Maven, library and plugin versions every
// generated SDK pins. scripts/install-test-deps reads the same file to warm the local Maven repository.
//
//go:embed toolchain/versions.properties
var versionsFile string

// pin is one key=value line of versionsFile.
type pin struct{ key, value string }

// pins are versionsFile's entries in file order.
var pins = parsePins(versionsFile)

// parsePins reads key=value lines, skipping blank lines and # comments.
func parsePins(text string) []pin {
	var out []pin
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if k, v, ok := strings.Cut(line, "="); ok {
			out = append(out, pin{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return out
}

// version is the pinned value of key; the tests check that every key the build asks for is pinned.
func version(key string) string {
	for _, p := range pins {
		if p.key == key {
			return p.value
		}
	}
	return ""
}

// pluginKeys are the pinned Maven plugins (keys ending in -plugin), in file order: the root pom's pluginManagement.
func pluginKeys() []string {
	var out []string
	for _, p := range pins {
		if strings.HasSuffix(p.key, "-plugin") {
			out = append(out, p.key)
		}
	}
	return out
}
