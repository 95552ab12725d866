package main

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/internal/corpus"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

func realCorpus(t *testing.T) []corpus.Pair {
	t.Helper()
	pairs, err := corpus.FromEnv("../..")
	if err != nil {
		t.Fatal(err)
	}
	return pairs
}

// TestRealConfigurations takes each real configuration as its owner wrote it, the way a new user brings it:
// validate passes with no error, inspect lists every method the configuration names with its call chain, and
// every configured target that this sdkgen builds generates.
func TestRealConfigurations(t *testing.T) {
	for _, p := range realCorpus(t) {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := sdkgen(t, "validate", "--spec", p.Spec, "--config", p.Config)
			if code != exitOK || strings.Contains(out+errOut, "error[") || strings.Contains(out+errOut, "fatal[") {
				t.Fatalf("validate: exit %d\n%s%s", code, out, errOut)
			}
			checkInspectListsConfiguredMethods(t, p)
			checkGeneratesBuiltTargets(t, p)
		})
	}
}

func checkInspectListsConfiguredMethods(t *testing.T, p corpus.Pair) {
	t.Helper()
	code, out, errOut := sdkgen(t, "inspect", "--spec", p.Spec, "--config", p.Config, "--format", "json")
	if code != exitOK {
		t.Fatalf("inspect: exit %d\n%s", code, errOut)
	}
	var surface struct{ Methods []struct{ Call string } }
	if err := json.Unmarshal([]byte(out), &surface); err != nil {
		t.Fatalf("inspect --format json: %v", err)
	}
	listed := map[string]bool{}
	for _, m := range surface.Methods {
		listed[m.Call] = true
	}
	for _, call := range configuredCalls(t, p.Config) {
		if !listed[call] {
			t.Errorf("inspect does not list %s, which %s configures", call, p.Config)
		}
	}
}

// configuredCalls reads the call chains of the methods a configuration names (client.<resource>...<method>;
// $client methods are on the client), leaving out those it skips. It reads the YAML itself rather than through
// sdkgen, so that the check does not share sdkgen's mistakes.
func configuredCalls(t *testing.T, configPath string) []string {
	t.Helper()
	data, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	var cfg struct {
		Resources map[string]yaml.Node `yaml:"resources"`
	}
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		t.Fatalf("%s: %v", configPath, err)
	}
	var calls []string
	for name, node := range cfg.Resources {
		chain := "client." + name
		if name == "$client" {
			chain = "client"
		}
		calls = append(calls, resourceCalls(t, chain, &node)...)
	}
	sort.Strings(calls)
	return calls
}

type resourceNode struct {
	Methods      map[string]yaml.Node `yaml:"methods"`
	Subresources map[string]yaml.Node `yaml:"subresources"`
	Skip         yaml.Node            `yaml:"skip"`
}

func resourceCalls(t *testing.T, chain string, node *yaml.Node) []string {
	var r resourceNode
	if err := node.Decode(&r); err != nil {
		t.Fatalf("%s: %v", chain, err)
	}
	if skipsEverything(r.Skip) {
		return nil
	}
	var calls []string
	for name, m := range r.Methods {
		var method struct{ Skip yaml.Node }
		if m.Kind == yaml.MappingNode {
			if err := m.Decode(&method); err != nil {
				t.Fatalf("%s.%s: %v", chain, name, err)
			}
		}
		if !skipsEverything(method.Skip) {
			calls = append(calls, chain+"."+name)
		}
	}
	for name, sub := range r.Subresources {
		calls = append(calls, resourceCalls(t, chain+"."+name, &sub)...)
	}
	return calls
}

// skipsEverything reports whether a skip value is `true` (a list of languages skips only those).
func skipsEverything(n yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.Value == "true" }

// checkGeneratesBuiltTargets generates every target the configuration sets up and this sdkgen builds.
func checkGeneratesBuiltTargets(t *testing.T, p corpus.Pair) {
	t.Helper()
	res := loadPair(t, p)
	built := builtin.Registry()
	args := []string{"generate", "--spec", p.Spec, "--config", p.Config, "--out", t.TempDir()}
	var targets []string
	for _, name := range res.API.Targets {
		if built.Has(name) && !slices.Contains(targets, name) {
			targets = append(targets, name)
			args = append(args, "--target", name)
		}
	}
	if len(targets) == 0 {
		t.Logf("no configured target is built yet (configured: %v)", res.API.Targets)
		return
	}
	code, out, errOut := sdkgen(t, args...)
	if code != exitOK {
		t.Fatalf("generate %v: exit %d\n%s%s", targets, code, out, errOut)
	}
	for _, name := range targets {
		if !strings.Contains(out, name+": wrote ") {
			t.Errorf("generate wrote nothing for %s:\n%s", name, out)
		}
	}
}

func loadPair(t *testing.T, p corpus.Pair) *generator.Result {
	t.Helper()
	res, err := inputFlags{spec: p.Spec, config: p.Config}.load(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.API == nil {
		t.Fatalf("%s: no IR: %v", p.Name, res.Diagnostics)
	}
	return res
}
