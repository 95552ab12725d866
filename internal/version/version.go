// Package version is the one place that says which sdkgen this is: the generator version builds record and the
// service compares with the version that last built a project's SDKs, and the generator's changelog that tells
// an SDK repository what a newer version changes for it.
//
// The version is the newest entry of the embedded CHANGELOG.md unless the build sets another with
// `-ldflags "-X github.com/sdkgen/sdkgen/internal/version.linked=1.2.3"`. End-to-end tests run one binary as two
// versions through the environment variable TestEnv.
package version

import (
	_ "embed"
	"os"
	"strconv"
	"strings"
)

// linked is set at link time (-ldflags -X); empty takes the changelog's newest version.
var linked string

// TestEnv names the environment variable that overrides the version, for end-to-end tests that restart the
// service "as a newer sdkgen". Never set it in production.
const TestEnv = "SDKGEN_TEST_GENERATOR_VERSION"

//go:embed CHANGELOG.md
var changelogText string

// Current is this sdkgen's generator version: TestEnv's value when set, else the linked version, else the
// changelog's newest.
func Current() string {
	if v := strings.TrimSpace(os.Getenv(TestEnv)); v != "" {
		return v
	}
	if linked != "" {
		return linked
	}
	if entries := Changelog(); len(entries) > 0 {
		return entries[0].Version
	}
	return "0.0.0"
}

// Compare orders two versions "MAJOR.MINOR.PATCH" (an optional leading v; a missing part counts as 0; a
// pre-release "-..." sorts before its release): -1 when a is older than b, 0 when equal, +1 when newer. Parts that
// are not numbers compare as text, so any two strings have an order.
func Compare(a, b string) int {
	ra, pa, _ := strings.Cut(strings.TrimPrefix(a, "v"), "-")
	rb, pb, _ := strings.Cut(strings.TrimPrefix(b, "v"), "-")
	xa, xb := strings.Split(ra, "."), strings.Split(rb, ".")
	for i := range max(len(xa), len(xb)) {
		if c := comparePart(part(xa, i), part(xb, i)); c != 0 {
			return c
		}
	}
	switch {
	case pa == pb:
		return 0
	case pa == "":
		return 1
	case pb == "":
		return -1
	}
	return strings.Compare(pa, pb)
}

func part(parts []string, i int) string {
	if i < len(parts) {
		return parts[i]
	}
	return "0"
}

func comparePart(a, b string) int {
	na, errA := strconv.Atoi(a)
	nb, errB := strconv.Atoi(b)
	if errA == nil && errB == nil {
		switch {
		case na < nb:
			return -1
		case na > nb:
			return 1
		}
		return 0
	}
	return strings.Compare(a, b)
}
