package generator_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
)

var update = flag.Bool("update", false, "rewrite golden files")

// pairs are the inputs with golden IR: the kitchen sink (every contract feature) and the real users' pairs.
var pairs = []struct{ name, spec, config string }{
	{"kitchen-sink", "../testdata/kitchen-sink/openapi.yml", "../testdata/kitchen-sink/sdkgen.yml"},
	{"honcho", "../testdata/pairs/honcho/openapi.json", "../testdata/pairs/honcho/sdkgen.yml"},
	{"lumaai", "../testdata/pairs/lumaai/openapi.yml", "../testdata/pairs/lumaai/sdkgen.yml"},
	{"onebusaway", "../testdata/pairs/onebusaway/openapi.yml", "../testdata/pairs/onebusaway/sdkgen.yml"},
}

func load(t testing.TB, specPath, configPath string) *generator.Result {
	t.Helper()
	spec, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	return generator.Load(context.Background(), generator.Input{
		SpecFile: filepath.Base(specPath), Spec: spec, ConfigFile: filepath.Base(configPath), Config: cfg,
	})
}

// golden is what a golden file holds: the diagnostics and the IR.
type golden struct {
	Diagnostics diag.List `json:"diagnostics"`
	API         *ir.API   `json:"api"`
}

func TestGoldenIR(t *testing.T) {
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			res := load(t, p.spec, p.config)
			if !res.OK() {
				t.Fatalf("%s does not validate:\n%v", p.name, res.Diagnostics)
			}
			got, err := json.MarshalIndent(golden{Diagnostics: res.Diagnostics, API: res.API}, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			path := filepath.Join("testdata", "golden", p.name+".ir.json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./generator -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("IR of %s differs from %s; if the change is intended, run go test ./generator -update and review the diff", p.name, path)
			}
		})
	}
}

// TestDeterministic loads each pair twice: the IR and diagnostics must be byte-identical.
func TestDeterministic(t *testing.T) {
	for _, p := range pairs {
		a, err := json.Marshal(golden{API: load(t, p.spec, p.config).API, Diagnostics: load(t, p.spec, p.config).Diagnostics})
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			res := load(t, p.spec, p.config)
			b, _ := json.Marshal(golden{API: res.API, Diagnostics: res.Diagnostics})
			if !bytes.Equal(a, b) {
				t.Fatalf("%s: two runs gave different output", p.name)
			}
		}
	}
}

// TestInspectListsEveryMethod checks that every method configured in the real pairs appears with its call chain.
func TestInspectListsEveryMethod(t *testing.T) {
	want := map[string]map[string]string{
		"honcho": {
			"client.apps.users.sessions.messages.batch":     "post /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/batch",
			"client.apps.users.collections.documents.query": "post /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/query",
			"client.keys.create":                            "post /v1/keys",
			"client.apps.users.collections.documents.get":   "get /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
			"client.apps.users.metamessages.list":           "post /v1/apps/{app_id}/users/{user_id}/metamessages/list",
		},
		"lumaai": {
			"client.generations.create":        "post /generations/video",
			"client.generations.video.create":  "post /generations/video",
			"client.generations.concepts.list": "get /generations/concepts/list",
			"client.ping.check":                "get /ping",
			"client.generations.image.reframe": "post /generations/image/reframe",
		},
		"onebusaway": {
			"client.trip-details.retrieve":       "get /api/where/trip-details/{tripID}.json",
			"client.arrival_and_departure.list":  "get /api/where/arrivals-and-departures-for-stop/{stopID}.json",
			"client.agencies_with_coverage.list": "get /api/where/agencies-with-coverage.json",
		},
	}
	counts := map[string]int{"honcho": 41, "lumaai": 14, "onebusaway": 30}
	for _, p := range pairs[1:] {
		res := load(t, p.spec, p.config)
		calls := map[string]string{}
		for _, m := range res.API.Methods() {
			calls[m.Call] = m.Endpoint
		}
		if len(calls) != counts[p.name] {
			t.Errorf("%s: %d methods, want %d", p.name, len(calls), counts[p.name])
		}
		for call, endpoint := range want[p.name] {
			if calls[call] != endpoint {
				t.Errorf("%s: %s = %q, want %q", p.name, call, calls[call], endpoint)
			}
		}
	}
}
