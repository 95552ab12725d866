package openapi_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/golden"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/openapi"
)

var update = flag.Bool("update", false, "rewrite golden files")

func generate(t *testing.T, specPath, configPath string) (*generator.Result, *tree.Tree) {
	t.Helper()
	spec, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile(configPath)
	if err != nil {
		t.Fatal(err)
	}
	return generateFrom(t, spec, cfg)
}

func generateFrom(t *testing.T, spec, cfg []byte) (*generator.Result, *tree.Tree) {
	t.Helper()
	res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("inputs do not validate: %v", res.Diagnostics)
	}
	specBytes, err := res.TargetSpec()
	if err != nil {
		t.Fatal(err)
	}
	tr, err := openapi.Target{}.Generate(context.Background(), targets.Input{API: res.API, Config: res.Config.Targets.OpenAPI, Spec: specBytes})
	if err != nil {
		t.Fatal(err)
	}
	return res, tr
}

func TestGolden(t *testing.T) {
	_, tr := generate(t, "../../examples/acme/openapi.yml", "../../examples/acme/sdkgen.yml")
	golden.Check(t, tr, filepath.Join("testdata", "acme"), "./targets/openapi", *update, nil)
}

// TestDocumentedSpecRevalidates: the output is still a spec sdkgen reads, with the same surface.
func TestDocumentedSpecRevalidates(t *testing.T) {
	for _, dir := range []string{"../../examples/acme", "../../testdata/kitchen-sink"} {
		res, tr := generate(t, dir+"/openapi.yml", dir+"/sdkgen.yml")
		f, _ := tr.File(openapi.OutputPath)
		cfg, _ := os.ReadFile(dir + "/sdkgen.yml")
		// The documented spec already has the transforms applied; applying them again must still work or the
		// kitchen sink's update would fail, so validate it against the config without them.
		again := generator.Load(context.Background(), generator.Input{SpecFile: "documented.yml", Spec: f.Data, ConfigFile: "sdkgen.yml", Config: withoutTransforms(cfg)})
		if !again.OK() {
			t.Fatalf("%s: the documented spec does not validate: %v", dir, again.Diagnostics)
		}
		if got, want := len(again.API.Methods()), len(res.API.Methods()); got != want {
			t.Errorf("%s: %d methods after the round trip, want %d", dir, got, want)
		}
		if !bytes.Contains(f.Data, []byte("x-codeSamples")) {
			t.Errorf("%s: no code samples", dir)
		}
	}
}

func withoutTransforms(cfg []byte) []byte {
	s := string(cfg)
	start := strings.Index(s, "  transforms:\n")
	if start < 0 {
		return cfg
	}
	end := strings.Index(s[start:], "\nstreaming:")
	return []byte(s[:start] + s[start+end+1:])
}

// TestSamplesCannotInjectShell runs every generated curl command in bash with curl replaced by a function that
// prints its arguments: hostile examples in the spec must arrive as plain arguments and run nothing.
func TestSamplesCannotInjectShell(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not installed")
	}
	dir := t.TempDir()
	pwned := filepath.Join(dir, "pwned")
	hostile := `$(touch ` + pwned + `)'; touch ` + pwned + `; echo "` + "`touch " + pwned + "`"
	spec := strings.NewReplacer("HOSTILE", strings.ReplaceAll(hostile, `"`, `\"`)).Replace(`openapi: 3.1.0
info: {title: T, version: "1"}
paths:
  /items/{id}:
    post:
      parameters:
        - {name: id, in: path, required: true, schema: {type: string, example: "HOSTILE"}}
        - {name: q, in: query, required: true, schema: {type: string, example: "HOSTILE"}}
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name]
              properties:
                name: {type: string, example: "HOSTILE"}
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
`)
	cfg := `organization: {name: t}
environments: {production: "https://api.t.example"}
settings: {license: MIT}
query_settings: {nested_format: brackets, array_format: comma}
readme:
  example_requests:
    default: {type: request, endpoint: "post /items/{id}", params: {}}
    headline: {type: request, endpoint: "post /items/{id}", params: {}}
resources:
  items:
    methods:
      create: post /items/{id}
openapi:
  code_samples: sdkgen
  code_sample_languages: {curl: true}
targets:
  openapi: {}
`
	_, tr := generateFrom(t, []byte(spec), []byte(cfg))
	f, _ := tr.File(openapi.OutputPath)
	i := bytes.Index(f.Data, []byte("curl: |-"))
	if i < 0 {
		t.Fatalf("no curl sample in:\n%s", f.Data)
	}
	// Read the sample back through the YAML parser rather than by hand.
	res := generator.Load(context.Background(), generator.Input{SpecFile: "d.yml", Spec: f.Data, ConfigFile: "sdkgen.yml", Config: []byte(cfg)})
	op := res.Spec.Endpoint("post /items/{id}")
	sample := op.Extensions["x-sdkgen-snippets"].Get("curl").Str()
	script := "curl() { for a in \"$@\"; do printf '%s\\n' \"$a\"; done; }\n" + sample + "\n"
	out, err := exec.Command(bash, "-c", script).CombinedOutput()
	if err != nil {
		t.Fatalf("the sample is not valid shell: %v\n%s\n%s", err, sample, out)
	}
	if _, err := os.Stat(pwned); err == nil {
		t.Fatalf("the sample ran a command from the spec:\n%s", sample)
	}
	if !strings.Contains(string(out), `"name": "`+strings.ReplaceAll(hostile, `"`, `\"`)+`"`) {
		t.Errorf("the body does not carry the example verbatim:\n%s", out)
	}
}
