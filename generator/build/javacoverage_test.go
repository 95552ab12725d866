package build_test

import (
	"context"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/diag"
)

// TestJavaCoverageSendsBodies: the request bodies the java target writes raise no Java/MethodLeftOut.
func TestJavaCoverageSendsBodies(t *testing.T) {
	bodies := map[string]string{
		"form object":      "application/x-www-form-urlencoded:\n            schema: {type: object, properties: {name: {type: string}}}",
		"multipart upload": "multipart/form-data:\n            schema: {type: object, properties: {file: {type: string, format: binary}, tags: {type: array, items: {type: string}}}}",
		"binary upload":    "application/octet-stream:\n            schema: {type: string, format: binary}",
		"text":             "text/plain:\n            schema: {type: string}",
	}
	config := withResources("targets:\n  java: {reverse_domain: com.t}\nresources:\n  things:\n    methods:\n      get: get /things\n      send: post /things\n")
	for name, content := range bodies {
		t.Run(name, func(t *testing.T) {
			spec := strings.Replace(baseSpec, "    get:\n", "    post:\n      requestBody:\n        content:\n          "+content+"\n      responses: {\"204\": {description: sent}}\n    get:\n", 1)
			res := generator.Load(context.Background(), generator.Input{SpecFile: "openapi.yml", Spec: []byte(spec), ConfigFile: "sdkgen.yml", Config: []byte(config)})
			for _, d := range res.Diagnostics {
				if d.Code == diag.JavaMethodLeftOut || d.Level == diag.Error {
					t.Errorf("unexpected %s", d)
				}
			}
		})
	}
}
