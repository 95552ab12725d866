package builtin

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/targets"
)

// TestBuiltTargetsMatchRegistry keeps config.BuiltTargets, which decides whether problems in a target's section
// fail validation, equal to the targets this sdkgen generates.
func TestBuiltTargetsMatchRegistry(t *testing.T) {
	var want []string
	for _, name := range config.TargetNames {
		if slices.Contains(config.BuiltTargets, name) {
			want = append(want, name)
		}
	}
	if got := Registry().Keys(); !slices.Equal(got, want) || len(want) != len(config.BuiltTargets) {
		t.Errorf("the registry builds %v but config.BuiltTargets says %v", got, config.BuiltTargets)
	}
}

// TestExampleVariable: client_settings.default_client_example_name (the IR's Client.ExampleName) names the client
// variable of the README's usage examples in every built SDK target, in the language's casing.
func TestExampleVariable(t *testing.T) {
	read := func(p string) []byte {
		data, err := os.ReadFile(filepath.Join("..", "..", "examples", "acme", p))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	config := bytes.Replace(read("sdkgen.yml"), []byte("\nclient_settings:\n"), []byte("\nclient_settings:\n  default_client_example_name: myClient\n"), 1)
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: read("openapi.yml"), ConfigFile: "sdkgen.yml", Config: config})
	if !res.OK() {
		t.Fatalf("%v", res.Diagnostics)
	}
	for target, want := range map[string]string{"typescript": "const myClient = new ", "python": "\nmy_client = ", "go": "\tmyClient := "} {
		tg, _ := Registry().Lookup(target)
		tr, err := tg.Generate(context.Background(), targets.Input{API: res.API, Config: targets.Section(&res.Config.Targets, target), Edition: res.Config.EffectiveTargetEdition(target), Targets: &res.Config.Targets})
		if err != nil {
			t.Fatal(err)
		}
		if readme, _ := tr.File("README.md"); !strings.Contains(string(readme.Data), want) {
			t.Errorf("the %s README does not declare the client as %q", target, want)
		}
	}
}
