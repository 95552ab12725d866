package main

import (
	"testing"

	"github.com/sdkgen/sdkgen/internal/version"
)

func TestVersionFlag(t *testing.T) {
	t.Setenv(version.TestEnv, "")
	code, out, _ := sdkgen(t, "--version")
	if want := "sdkgen version " + version.Current() + "\n"; code != exitOK || out != want {
		t.Errorf("sdkgen --version: exit %d, %q; want %q", code, out, want)
	}
}
