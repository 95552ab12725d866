package kotlin

import (
	_ "embed"

	"github.com/sdkgen/sdkgen/targets/internal/jvm"
)

// versionsFile is targets/kotlin/toolchain/versions.properties: the Maven, library and plugin versions every
// generated SDK pins. scripts/install-test-deps reads the same file to warm the local Maven repository.
//
//go:embed toolchain/versions.properties
var versionsFile string

var pins = jvm.ParsePins(versionsFile)

// version is the pinned value of key; a test checks that every key the build asks for is pinned.
func version(key string) string { return pins.Version(key) }

// MavenVersion is the Maven that scripts/utils/maven downloads when none is installed.
var MavenVersion = version("maven")
