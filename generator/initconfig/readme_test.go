package initconfig

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

const readmeSpec = `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /things:
    delete:
      responses: {'204': {description: gone}}
    put:
      requestBody: {content: {application/json: {schema: {type: array, items: {type: string}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}}
  /accounts/{account_id}/cards:
    post:
      parameters:
        - {name: account_id, in: path, required: true, schema: {type: string}}
        - {name: mode, in: query, required: true, schema: {type: string, enum: [live, test]}}
        - {name: Idempotency-Key, in: header, schema: {type: string}}
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [number, limit, kind, tags, holder, id]
              properties:
                id: {type: string, readOnly: true}
                number: {type: string, example: '4242424242424242'}
                limit: {type: integer, minimum: 100}
                kind: {type: string, format: uuid}
                tags: {type: array, items: {type: string}}
                holder: {type: object, required: [name], properties: {name: {type: string, default: Ada}, age: {type: integer}}}
                note: {type: string}
      responses:
        '201': {description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
`

func TestReadmeExample(t *testing.T) {
	cfg, r := Guess(loadSpecText(t, readmeSpec), Options{})
	def, ok := cfg.Readme.ExampleRequests.Get("default")
	if !ok {
		t.Fatalf("no default example; notes %v", r.Notes)
	}
	if def.Endpoint != "post /accounts/{account_id}/cards" {
		t.Errorf("default calls %s: it must return a body and take an object body", def.Endpoint)
	}
	head, _ := cfg.Readme.ExampleRequests.Get("headline")
	if head.Endpoint != def.Endpoint {
		t.Errorf("headline calls %s, default %s", head.Endpoint, def.Endpoint)
	}
	want := `{"account_id":"string","mode":"live","number":"4242424242424242","limit":100,` +
		`"kind":"182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e","tags":["string"],"holder":{"name":"Ada"}}`
	if got := nodeJSON(def.Params); got != want {
		t.Errorf("params = %s\nwant     %s", got, want)
	}
	pipelineAPI(t, readmeSpec) // no warning about unknown example params, no missing response body
}

func TestReadmePrefersSimpleCalls(t *testing.T) {
	cfg, _ := Guess(loadSpecText(t, specWithOps("post /a/{id}/run object", "get /b/{id} object", "get /c array", "post /c object")), Options{})
	def, _ := cfg.Readme.ExampleRequests.Get("default")
	if def.Endpoint != "get /c" {
		t.Errorf("default calls %s, want the list without parameters", def.Endpoint)
	}
}

// nodeJSON renders a document node compactly, for comparisons.
func nodeJSON(n *document.Node) string {
	if n == nil {
		return "null"
	}
	switch n.Kind {
	case document.String:
		return `"` + n.Value + `"`
	case document.Array:
		parts := make([]string, len(n.Items))
		for i, it := range n.Items {
			parts[i] = nodeJSON(it)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case document.Object:
		parts := make([]string, len(n.Fields))
		for i, f := range n.Fields {
			parts[i] = `"` + f.Key + `":` + nodeJSON(f.Value)
		}
		return "{" + strings.Join(parts, ",") + "}"
	case document.Null:
		return "null"
	}
	return n.Value
}

func TestExampleValueStopsOnRecursion(t *testing.T) {
	doc := loadSpecText(t, `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /nodes:
    post:
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Node'}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Node'}}}}}
components:
  schemas:
    Node:
      type: object
      required: [child, either]
      properties:
        child: {$ref: '#/components/schemas/Node'}
        either: {oneOf: [{$ref: '#/components/schemas/Either'}, {type: string}]}
    Either:
      oneOf: [{$ref: '#/components/schemas/Either'}, {type: integer}]
`)
	cfg, _ := Guess(doc, Options{})
	if def, ok := cfg.Readme.ExampleRequests.Get("default"); !ok || def.Params == nil {
		t.Fatal("no default example")
	}
}

func TestGuessNilAndEmpty(t *testing.T) {
	for _, doc := range []*spec.Document{nil, {}} {
		cfg, r := Guess(doc, Options{})
		if cfg == nil || cfg.Organization.Name != fallbackOrgName || cfg.Environments.Len() != 1 {
			t.Errorf("Guess(%v) = %+v", doc, cfg)
		}
		if len(r.Notes) == 0 {
			t.Error("no notes for an empty spec")
		}
	}
}
