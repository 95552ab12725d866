package java

import (
	_ "embed"

	"github.com/sdkgen/sdkgen/targets/internal/jvm"
)

// versionsFile is targets/java/toolchain/versions.properties: the Maven, library and plugin versions every
// generated SDK pins. scripts/install-test-deps reads the same file to warm the local Maven repository.
//
//go:embed toolchain/versions.properties
var versionsFile string

// pins are versionsFile's entries in file order.
var pins = jvm.ParsePins(versionsFile)

// version is the pinned value of key; the tests check that every key the build asks for is pinned.
func version(key string) string { return pins.Version(key) }

// pluginKeys are the pinned Maven plugins (keys ending in -plugin), in file order: the root pom's pluginManagement.
func pluginKeys() []string { return pins.PluginKeys() }
