package initconfig

import (
	"bytes"
	"slices"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// realSpec is a public spec init is tried on. noResponseBody marks a spec where no operation returns a body, so
// that no README default example can be valid: the guess notes it, and validation reports it.
type realSpec struct {
	path           string
	noResponseBody bool
}

func realSpecs() []realSpec {
	return []realSpec{
		{path: "testdata/specs/oai-examples/v3.0/api-with-examples.yaml"}, // JSON bodies with examples and no schema
		{path: "testdata/specs/oai-examples/v3.0/callback-example.yaml"},
		{path: "testdata/specs/oai-examples/v3.0/link-example.yaml"},
		{path: "testdata/specs/oai-examples/v3.0/petstore-expanded.yaml"},
		{path: "testdata/specs/oai-examples/v3.0/petstore.yaml"},
		{path: "testdata/specs/oai-examples/v3.0/uspto.yaml"},
		{path: "testdata/specs/oai-examples/v3.1/non-oauth-scopes.yaml", noResponseBody: true},
		{path: "testdata/specs/oai-examples/v3.1/tictactoe.yaml"},
		{path: "testdata/specs/oai-examples/v3.1/webhook-example.yaml", noResponseBody: true},
		{path: "testdata/pairs/onebusaway/openapi.yml"},
		{path: "testdata/pairs/lumaai/openapi.yml"},
		{path: "testdata/pairs/honcho/openapi.json"},
		{path: "testdata/specs/discord/openapi.json"},
		{path: "testdata/specs/twilio/twilio_api_v2010.json"},
	}
}

// TestGuessRealSpecs checks on real specs that the guess loads with no config error, maps every configurable
// operation to exactly one method, leaves the others out, and is deterministic.
func TestGuessRealSpecs(t *testing.T) {
	for _, tt := range realSpecs() {
		t.Run(tt.path, func(t *testing.T) {
			doc := loadSpecFile(t, tt.path)
			cfg, r := Guess(doc, Options{SpecFile: tt.path})
			out, err := config.Marshal(cfg)
			if err != nil {
				t.Fatal(err)
			}
			checkLoads(t, out, tt.noResponseBody && r.Stats.Operations == 0)
			checkEveryOperationMapped(t, doc, cfg)
			if tt.noResponseBody && !hasNote(r, "README") && !hasNote(r, "response body") {
				t.Errorf("no note says the README example is missing or has no response body: %v", r.Notes)
			}
			if r.Stats.Methods != r.Stats.Operations {
				t.Errorf("stats: %d methods for %d operations", r.Stats.Methods, r.Stats.Operations)
			}
			again, _ := Guess(loadSpecFile(t, tt.path), Options{SpecFile: tt.path})
			if out2, _ := config.Marshal(again); !bytes.Equal(out, out2) {
				t.Error("two guesses from the same spec differ")
			}
		})
	}
}

// checkLoads loads the marshalled config and fails on any error diagnostic (only the missing README examples
// are allowed, and only when the spec has no operation).
func checkLoads(t *testing.T, out []byte, noExampleEndpoint bool) {
	t.Helper()
	c := &diag.Collector{}
	if config.Load("sdkgen.yml", out, c) == nil {
		t.Fatalf("config.Load returned nil: %v", c.List())
	}
	for _, d := range c.List() {
		if d.Level < diag.Error {
			continue
		}
		if noExampleEndpoint && d.Code == diag.ConfigMissingKey {
			continue
		}
		t.Errorf("config.Load: %s", d)
	}
}

func checkEveryOperationMapped(t *testing.T, doc *spec.Document, cfg *config.Config) {
	t.Helper()
	mapped := methodPaths(cfg)
	for _, op := range doc.Operations {
		e := op.Endpoint()
		configurable := slices.Contains(spec.ConfigurableMethods, op.Method)
		switch {
		case configurable && len(mapped[e]) != 1:
			t.Errorf("%s is mapped %d times: %v", e, len(mapped[e]), mapped[e])
		case !configurable && len(mapped[e]) > 0:
			t.Errorf("%s cannot be configured but is mapped to %v", e, mapped[e])
		}
	}
}
