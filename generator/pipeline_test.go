package generator_test

import (
	"context"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
)

const minimalConfig = `organization: {name: t}
environments: {production: "https://api.t.example"}
settings: {license: MIT}
query_settings: {nested_format: brackets, array_format: comma}
readme:
  example_requests:
    default: {type: request, endpoint: "get /things", params: {}}
    headline: {type: request, endpoint: "get /things", params: {}}
resources:
  things:
    methods:
      get: get /things
`

const minimalSpec = `openapi: 3.0.3
info: {title: T, version: "1"}
paths:
  /things:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: object, properties: {a: {type: string, nullable: true}}}}}}
`

func run(spec, cfg string) *generator.Result {
	return generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml", Config: []byte(cfg)})
}

func TestFatalInputsStopBeforeTheIR(t *testing.T) {
	for _, tc := range []struct {
		name, spec, cfg string
		code            diag.Code
		file            string
		line, col       int
	}{
		{"spec JSON syntax", "{\"openapi\": \"3.1.0\",\n \"paths\": {]}", minimalConfig, diag.SpecSyntax, "openapi.yml", 2, 12},
		{"spec YAML syntax", "openapi: 3.1.0\npaths: [\n", minimalConfig, diag.SpecSyntax, "openapi.yml", 3, 1},
		{"spec version", "openapi: 2.0.0\ninfo: {title: T, version: '1'}\npaths: {}\n", minimalConfig, diag.SpecUnsupportedVersion, "openapi.yml", 1, 10},
		{"config syntax", minimalSpec, "organization: {name: t\n", diag.ConfigSyntax, "sdkgen.yml", 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run(tc.spec, tc.cfg)
			if res.API != nil || res.OK() {
				t.Fatal("a fatal input produced an IR")
			}
			for _, d := range res.Diagnostics {
				if d.Code == tc.code {
					if d.Level != diag.Fatal || d.File != tc.file || d.Line != tc.line || d.Column != tc.col {
						t.Errorf("got %s, want fatal at %s:%d:%d", d, tc.file, tc.line, tc.col)
					}
					return
				}
			}
			t.Fatalf("no %s in %v", tc.code, res.Diagnostics)
		})
	}
}

func TestIgnoredDiagnosticsDoNotCount(t *testing.T) {
	spec := minimalSpec + "  /other:\n    get:\n      responses: {\"200\": {description: ok}}\n"
	res := run(spec, minimalConfig)
	if res.Diagnostics.Worst() != diag.Warning {
		t.Fatalf("want a NotConfigured warning, got %v", res.Diagnostics)
	}
	res = run(spec, minimalConfig+"diagnostics:\n  ignored:\n    Endpoint/NotConfigured: true\n")
	if res.Diagnostics.Worst() != 0 || len(res.Diagnostics) != 1 || !res.Diagnostics[0].Ignored {
		t.Fatalf("the warning should be kept but ignored: %v", res.Diagnostics)
	}
}

func TestOpenAPI30NullableIsNormalised(t *testing.T) {
	res := run(minimalSpec, minimalConfig)
	if !res.OK() {
		t.Fatal(res.Diagnostics)
	}
	resp := res.API.Type(res.API.Methods()[0].Response.Type.Name)
	if resp == nil || len(resp.Properties) != 1 || !resp.Properties[0].Type.Nullable {
		t.Fatalf("3.0 nullable not carried into the IR: %+v", resp)
	}
}
