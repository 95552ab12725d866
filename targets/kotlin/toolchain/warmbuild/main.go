// Command warmbuild writes the Maven build every generated Kotlin SDK shares, with the runtime and no API code,
// into the folder given: scripts/install-test-deps runs its scripts/bootstrap and a build to fill the local Maven
// repository of the toolchain tests.
package main

import (
	"fmt"
	"os"

	"github.com/sdkgen/sdkgen/targets/kotlin"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: warmbuild DIR")
		os.Exit(2)
	}
	if err := kotlin.WriteBuild(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "warmbuild:", err)
		os.Exit(1)
	}
}
