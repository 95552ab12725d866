package spec

import (
	"slices"
	"testing"
)

func TestBodiesAndMediaTypes(t *testing.T) {
	doc, diags := load(t, "content.yaml", yamlSpec(
		`openapi: 3.0.3`,
		`paths:`,
		`  /upload:`,
		`    post:`,
		`      parameters:`,
		`        - {name: ids, in: query, style: form, explode: false, schema: {type: array, items: {type: integer}}, example: [1, 2]}`,
		`        - {name: tag, in: query, schema: {type: string}, examples: {first: {$ref: '#/components/examples/Tag'}, second: {value: b}}}`,
		`      requestBody: {$ref: '#/components/requestBodies/Upload'}`,
		`      responses:`,
		`        '200':`,
		`          description: ok`,
		`          headers:`,
		`            X-Meta: {content: {application/json: {schema: {type: object}}}}`,
		`          content:`,
		`            application/json:`,
		`              examples: {one: {value: {id: 1}}}`,
		`              x-sdkgen-note: kept`,
		`components:`,
		`  examples:`,
		`    Tag: {value: a}`,
		`  requestBodies:`,
		`    Upload:`,
		`      required: true`,
		`      description: the file`,
		`      content:`,
		`        multipart/form-data:`,
		`          schema: {type: object, properties: {file: {type: string, format: binary}, meta: {type: object}}}`,
		`          encoding:`,
		`            file: {contentType: image/png}`,
		`            meta: {contentType: application/json, style: deepObject, explode: true}`,
		`        application/octet-stream: {}`,
	))
	if len(diags) > 0 {
		t.Fatalf("diagnostics:%s", dump(diags))
	}
	op := operation(t, doc, "post /upload")
	ids := param(t, op, "query", "ids")
	if ids.Style != "form" || ids.Explode == nil || *ids.Explode || len(ids.Example.Items) != 2 || !ids.Schema.Items.IsType("integer") {
		t.Errorf("ids %+v", ids)
	}
	if tag := param(t, op, "query", "tag"); tag.Example == nil || tag.Example.Value != "a" {
		t.Errorf("tag example %+v", tag.Example)
	}
	body := op.RequestBody
	if body == nil || !body.Required || body.Description != "the file" || body.Pointer != "/components/requestBodies/Upload" || len(body.Content) != 2 {
		t.Fatalf("body %+v", body)
	}
	form := body.Content[0]
	if form.Type != "multipart/form-data" || form.Encoding["file"].ContentType != "image/png" {
		t.Errorf("form %+v", form)
	}
	if meta := form.Encoding["meta"]; meta.Style != "deepObject" || meta.Explode == nil || !*meta.Explode {
		t.Errorf("meta encoding %+v", meta)
	}
	if raw := body.Content[1]; raw.Type != "application/octet-stream" || raw.Schema != nil {
		t.Errorf("a media type without a schema %+v", raw)
	}
	ok := op.Responses[0]
	if len(ok.Headers) != 1 || !ok.Headers[0].Schema.IsType("object") {
		t.Errorf("header with content %+v", ok.Headers)
	}
	mt := ok.Content[0]
	if mt.Example == nil || mt.Example.Get("id") == nil || mt.Extensions["x-sdkgen-note"] == nil {
		t.Errorf("media type %+v", mt)
	}
}

func TestMoreInvalidShapes(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"3.0 without paths", yamlSpec(`openapi: 3.0.3`, `info: {title: T}`), []string{"Spec/Invalid@1:1"}},
		{"3.1 without paths is fine", yamlSpec(`openapi: 3.1.0`, `webhooks: {}`), nil},
		{"path without slash", yamlSpec(`openapi: 3.1.0`, `paths:`, `  pets: {}`, `  x-note: fine`), []string{"Spec/Invalid@3:3"}},
		{"unbalanced template", yamlSpec(`openapi: 3.1.0`, `paths:`, `  /pets/{id: {get: {responses: {}}}`), []string{"Spec/Invalid@3:3"}},
		{"body without content", yamlSpec(`openapi: 3.1.0`, `paths:`, `  /a:`, `    post: {requestBody: {description: x}}`), []string{"Spec/Invalid@4:12"}},
		{"server without url", yamlSpec(`openapi: 3.1.0`, `servers: [{description: x}]`, `paths: {}`), []string{"Spec/Invalid@2:11"}},
		{"server variable without default", yamlSpec(`openapi: 3.1.0`, `servers: [{url: "https://{r}.x", variables: {r: {enum: [a]}}}]`, `paths: {}`), []string{"Spec/Invalid@2:46"}},
		{"security not a list", yamlSpec(`openapi: 3.1.0`, `security: {key: []}`, `paths: {}`), []string{"Spec/Invalid@2:1"}},
		{"parameter content with two entries", yamlSpec(`openapi: 3.1.0`, `paths:`, `  /a:`, `    get:`, `      parameters: [{name: q, in: query, content: {a/b: {}, c/d: {}}}]`), []string{"Spec/Invalid@5:41"}},
		{"parameter with schema and content", yamlSpec(`openapi: 3.1.0`, `paths:`, `  /a:`, `    get:`, `      parameters: [{name: q, in: query, schema: {}, content: {a/b: {}}}]`), []string{"Spec/Invalid@5:20"}},
		{"wrong kinds in a schema", yamlSpec(`openapi: 3.1.0`, `paths: {}`, `components:`, `  schemas:`, `    S: {properties: [], minLength: -1, maximum: x, enum: {}, oneOf: {}, title: 1}`),
			[]string{"Spec/Invalid@5:9", "Spec/Invalid@5:36", "Spec/Invalid@5:49", "Spec/Invalid@5:52", "Spec/Invalid@5:62", "Spec/Invalid@5:80"}},
		{"type not a string", yamlSpec(`openapi: 3.1.0`, `paths: {}`, `components:`, `  schemas:`, `    S: {type: {a: b}}`), []string{"Spec/Invalid@5:9"}},
		{"items as a tuple", yamlSpec(`openapi: 3.1.0`, `paths: {}`, `components:`, `  schemas:`, `    S: {items: [{}, {}]}`), []string{"Spec/Invalid@5:9"}},
		{"discriminator without propertyName", yamlSpec(`openapi: 3.1.0`, `paths: {}`, `components:`, `  schemas:`, `    S: {oneOf: [{}], discriminator: {}}`), []string{"Spec/Invalid@5:22"}},
		{"$ref not a string", yamlSpec(`openapi: 3.1.0`, `paths: {}`, `components:`, `  schemas:`, `    S: {$ref: 1}`), []string{"Spec/Invalid@5:15"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, diags := load(t, "bad.yaml", tt.src)
			if got := summary(diags); !slices.Equal(got, tt.want) && (len(got) != 0 || len(tt.want) != 0) {
				t.Errorf("got %v, want %v:%s", got, tt.want, dump(diags))
			}
			if doc == nil {
				t.Errorf("no document")
			}
		})
	}
}

func TestNilCollector(t *testing.T) {
	doc, _ := load(t, "x.yaml", yamlSpec(`openapi: 3.1.0`, `paths: {/a: {get: {}}}`))
	if doc == nil {
		t.Fatal("no document")
	}
	if d := Load("x.yaml", doc.Root, nil); d == nil || len(d.Operations) != 1 {
		t.Errorf("Load without a collector: %+v", d)
	}
}
