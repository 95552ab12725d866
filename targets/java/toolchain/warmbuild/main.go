// Command warmbuild writes the Maven build every generated Java SDK shares, without code, into the folder given:
// scripts/install-test-deps runs its scripts/bootstrap to fill the local Maven repository of the toolchain tests.
// The core module also gets what the anchor check adds to compile and run the published SDKs' Kotlin tests
// (targets/internal/anchorcheck), so those resolve offline too.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/sdkgen/sdkgen/targets/internal/anchorcheck"
	"github.com/sdkgen/sdkgen/targets/java"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: warmbuild DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "warmbuild:", err)
		os.Exit(1)
	}
}

func write(dir string) error {
	if err := java.WriteBuild(dir); err != nil {
		return err
	}
	cores, err := filepath.Glob(filepath.Join(dir, "*-core", "pom.xml"))
	if err != nil {
		return err
	}
	if len(cores) != 1 {
		return fmt.Errorf("%s has %d core modules, not one", dir, len(cores))
	}
	return anchorcheck.AddKotlinTests(cores[0])
}
