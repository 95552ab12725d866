package ruby_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/ruby"
)

// TestToolchain runs each gem's scripts on a clean machine as its CONTRIBUTING.md says: bootstrap (the Debian gems
// are there, so nothing to install), lint (rubocop, rbs validate, loading the gem), build (gem build) and test (the
// runtime tests and the API tests against the Prism that scripts/test starts and stops).
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct{ name, dir string }{
		{"kitchen-sink", "../../testdata/kitchen-sink"},
		{"acme", "../../examples/acme"},
		{"onebusaway", "../../testdata/pairs/onebusaway"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := toolchain.Generate(t, ruby.Target{}, filepath.Join(c.dir, "openapi.yml"), filepath.Join(c.dir, "sdkgen.yml"))
			out := toolchain.RunScripts(t, g.Dir, toolchain.CleanEnv(t))
			if !strings.Contains(out, " 0 failures, 0 errors") {
				t.Errorf("the tests did not all pass:\n%s", out)
			}
		})
	}
}

// TestHostileGemLoadsInert lints, builds and tests the hostile spec's gem, loads it, builds a client and reads a
// model: nothing from the spec may run.
func TestHostileGemLoadsInert(t *testing.T) {
	toolchain.Require(t)
	dir := "../../testdata/hostile"
	g := toolchain.Generate(t, ruby.Target{}, filepath.Join(dir, "openapi.yml"), filepath.Join(dir, "sdkgen.yml"))
	env := toolchain.CleanEnv(t)
	toolchain.RunScripts(t, g.Dir, env)
	toolchain.Run(t, g.Dir, env, "ruby", "-Ilib", "-e", `
require "hostile"
Hostile::Client.new(api_key: "k")
thing = Hostile::Models::Thing.coerce({"ruby_text" => "x", "__END__" => "y", "kind" => "a'b"})
raise "unexpected #{thing.to_h}" unless thing.ruby_text == "x" && thing.end_ == "y"
abort("spec text ran: #{ENV["SDKGEN_PWNED"]}") if ENV["SDKGEN_PWNED"]`)
}

// TestConformance runs the cross-language conformance scenarios through the Ruby driver in a gem generated from the
// conformance API.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	g := toolchain.Generate(t, ruby.Target{}, "../conformance/api/openapi.yml", "../conformance/api/sdkgen.yml")
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
	driver, err := os.ReadFile("conformance/driver.rb")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(g.Dir, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(g.Dir, "conformance/driver.rb"), driver, 0o644); err != nil {
		t.Fatal(err)
	}
	conformance.Run(t, toolchain.Command(g.Dir, env, "ruby", "-Ilib", "conformance/driver.rb"))
}
