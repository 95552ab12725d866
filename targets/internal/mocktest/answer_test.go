package mocktest

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// answersSpec holds one operation per case. What Prism 5.16 answers each with was checked by hand: its
// sl-violations header names the problems found here, and also the pattern and range ones, which the SDKs do not
// check.
const answersSpec = `
openapi: 3.1.0
info: {title: t, version: "1"}
paths:
  /items-example:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Provider"}}}}
  /default-outside-enum:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {kind: {type: string, enum: [a, b], default: c, examples: [a]}}}
  /enum:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {kind: {type: string, enum: [a, b], examples: [c]}}}
  /media-example:
    get:
      responses:
        "201": {description: created, content: {application/json: {schema: {$ref: "#/components/schemas/Item"}}}}
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/Item"}
              examples:
                first: {value: {note: x}}
  /media-example-wins:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/BadExample"}
              example: {id: 1}
  /schema-example:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/BadExample"}}}}
  /default-beats-example:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {n: {type: integer, example: 1, default: x}}}
  /enum-beats-example:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {n: {type: integer, example: x, enum: [1, 2]}}}
  /target-default-beats-sibling-examples:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {n: {$ref: "#/components/schemas/Count", examples: [x]}}}
  /nulls:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Nulls"}}}}
  /recursive:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Node"}}}}
  /recursive-optional:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Tree"}}}}
  /unwrapped:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: {$ref: "#/components/schemas/Item"}
                  meta: {type: object, properties: {count: {type: integer, example: many}}}
  /first-variant:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                oneOf:
                  - {$ref: "#/components/schemas/Item"}
                  - {type: object, properties: {n: {type: integer, example: x}}}
  /dates:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  at: {type: string, format: date-time, example: yesterday}
  /patterns:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  code: {type: string, pattern: "^[A-Z]+$", example: abc}
                  count: {type: integer, minimum: 10, example: 1}
components:
  schemas:
    Provider:
      type: object
      properties:
        collections:
          type: array
          items: {$ref: "#/components/schemas/Item", examples: [[{id: 1}]]}
    Item:
      type: object
      required: [id]
      properties:
        id: {type: integer}
        note: {type: string}
    BadExample:
      type: object
      required: [id]
      properties:
        id: {type: integer}
      example: {id: one}
    Nulls:
      type: object
      required: [maybe]
      properties:
        maybe: {type: [string, "null"]}
        optional: {type: string}
      example: {optional: null}
    Node:
      type: object
      required: [name]
      properties:
        name: {type: string}
        child: {$ref: "#/components/schemas/Node"}
    Count: {type: integer, default: 1}
    Tree:
      type: object
      properties:
        children: {type: array, items: {$ref: "#/components/schemas/Tree"}}
`

// TestInvalidAnswers: a method whose mock answer is made of a spec value its schema rejects (as far as the SDKs
// check one) gets the reason, naming where the value is written; others get none.
func TestInvalidAnswers(t *testing.T) {
	a := NewAnswers([]byte(answersSpec))
	cases := []struct {
		path   string
		unwrap []string
		want   string // a part of the reason; "" for none
	}{
		{"/items-example", nil, "the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object"},
		{"/default-outside-enum", nil, `the default at #/paths/~1default-outside-enum/get/responses/200/content/application~1json/schema/properties/kind/default, which its schema rejects: the value ("c") is not one of its enum values`},
		{"/enum", nil, ""},
		{"/media-example", nil, "the example of #/paths/~1media-example/get/responses/200/content/application~1json, which its schema rejects: the value has no id, which is required"},
		{"/media-example-wins", nil, ""},
		{"/schema-example", nil, "the example at #/components/schemas/BadExample/example, which its schema rejects: id is not an integer"},
		{"/default-beats-example", nil, "properties/n/default, which its schema rejects: the value is not an integer"},
		{"/enum-beats-example", nil, ""},
		{"/target-default-beats-sibling-examples", nil, ""},
		{"/nulls", nil, ""},
		{"/recursive", nil, "the mock server cuts the recursion of #/components/schemas/Node short with {}, which its schema rejects: the value has no name, which is required"},
		{"/recursive-optional", nil, ""},
		{"/unwrapped", []string{"data"}, ""},
		{"/unwrapped", nil, "meta/properties/count/example, which its schema rejects: the value is not an integer"},
		{"/first-variant", nil, ""},
		{"/dates", nil, `the value ("yesterday") is not a date-time`},
		{"/patterns", nil, ""},
		{"/missing", nil, ""},
	}
	for _, c := range cases {
		m := &ir.Method{HTTPMethod: "GET", Path: c.path, Response: &ir.Response{Status: "200", ContentType: "application/json", Type: &ir.TypeRef{Kind: ir.Map}, Unwrap: c.unwrap}}
		got := a.InvalidReason(m)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s (unwrap %v): got %q, want %q", c.path, c.unwrap, got, c.want)
		}
	}
}

// TestInvalidAnswersNeedAResponse: no reason without a spec, a response body or a JSON one.
func TestInvalidAnswersNeedAResponse(t *testing.T) {
	m := &ir.Method{HTTPMethod: "get", Path: "/schema-example", Response: &ir.Response{Status: "200", ContentType: "application/json", Type: &ir.TypeRef{Kind: ir.Map}}}
	if got := NewAnswers([]byte("not: [a spec")).InvalidReason(m); got != "" {
		t.Errorf("unreadable spec: got %q", got)
	}
	a := NewAnswers([]byte(answersSpec))
	for name, r := range map[string]*ir.Response{
		"no response": nil,
		"no body":     {Status: "200"},
		"binary":      {Status: "200", ContentType: "application/json", Binary: true, Type: &ir.TypeRef{Kind: ir.String}},
		"other type":  {Status: "200", ContentType: "text/plain", Type: &ir.TypeRef{Kind: ir.String}},
	} {
		m.Response = r
		if got := a.InvalidReason(m); got != "" {
			t.Errorf("%s: got %q", name, got)
		}
	}
}
