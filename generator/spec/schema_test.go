package spec

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// loadSchemas loads components.schemas written in YAML below a header of the given OpenAPI version and fails on
// any diagnostic.
func loadSchemas(t *testing.T, version string, lines ...string) *Document {
	t.Helper()
	src := yamlSpec(append([]string{"openapi: " + version, "paths: {}", "components:", "  schemas:"}, lines...)...)
	doc, diags := load(t, "schemas.yaml", src)
	if len(diags) > 0 {
		t.Fatalf("diagnostics:%s", dump(diags))
	}
	return doc
}

func TestSchemaNormalisation(t *testing.T) {
	tests := []struct {
		name    string
		version string
		schema  string // the YAML of components.schemas.S, on one line
		check   func(s *Schema) string
	}{
		{"3.0 nullable", "3.0.3", `{type: string, nullable: true}`, func(s *Schema) string {
			return want(s.IsType("string") && s.Nullable)
		}},
		{"3.1 type with null", "3.1.0", `{type: [string, "null"]}`, func(s *Schema) string {
			return want(s.IsType("string") && s.Nullable)
		}},
		{"3.1 type with an unquoted YAML null", "3.1.0", `{type: [integer, null]}`, func(s *Schema) string {
			return want(s.IsType("integer") && s.Nullable)
		}},
		{"3.1 several types", "3.1.0", `{type: [string, integer, string]}`, func(s *Schema) string {
			return want(slices.Equal(s.Types, []string{"string", "integer"}) && !s.Nullable)
		}},
		{"only null", "3.1.0", `{type: "null"}`, func(s *Schema) string {
			return want(s.IsType("null") && s.Nullable)
		}},
		{"only null in a list", "3.1.0", `{type: ["null"]}`, func(s *Schema) string {
			return want(s.IsType("null") && s.Nullable)
		}},
		{"null variant of oneOf", "3.1.0", `{oneOf: [{type: string}, {type: "null"}], description: d}`, func(s *Schema) string {
			return want(len(s.OneOf) == 1 && s.OneOf[0].IsType("string") && s.Nullable && s.Description == "d")
		}},
		{"null variant of anyOf", "3.1.0", `{anyOf: [{type: "null"}, {$ref: '#/components/schemas/T'}]}`, func(s *Schema) string {
			return want(len(s.AnyOf) == 1 && s.AnyOf[0].Ref != nil && s.Nullable)
		}},
		{"union of null only", "3.1.0", `{anyOf: [{type: "null"}]}`, func(s *Schema) string {
			return want(len(s.AnyOf) == 0 && s.IsType("null") && s.Nullable)
		}},
		{"null in enum", "3.0.3", `{type: string, enum: [a, null, b]}`, func(s *Schema) string {
			return want(len(s.Enum) == 2 && s.Enum[1].Value == "b" && s.Nullable && s.IsType("string"))
		}},
		{"enum of null only", "3.1.0", `{enum: [null]}`, func(s *Schema) string {
			return want(s.Enum == nil && s.IsType("null") && s.Nullable)
		}},
		{"const", "3.1.0", `{const: dog}`, func(s *Schema) string {
			return want(s.Const != nil && s.Const.Value == "dog" && !s.Nullable)
		}},
		{"const null", "3.1.0", `{const: null}`, func(s *Schema) string {
			return want(s.Const == nil && s.IsType("null") && s.Nullable)
		}},
		{"3.1 examples", "3.1.0", `{type: integer, examples: [1, 2]}`, func(s *Schema) string {
			return want(s.Example != nil && s.Example.Value == "1")
		}},
		{"example wins over examples", "3.1.0", `{examples: [1], example: 9}`, func(s *Schema) string {
			return want(s.Example.Value == "9")
		}},
		{"3.0 exclusive bounds", "3.0.3", `{type: number, minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false}`, func(s *Schema) string {
			return want(*s.Minimum == 0 && s.ExclusiveMin && *s.Maximum == 10 && !s.ExclusiveMax)
		}},
		{"3.1 exclusive bounds", "3.1.0", `{type: number, exclusiveMinimum: 5, exclusiveMaximum: 100}`, func(s *Schema) string {
			return want(*s.Minimum == 5 && s.ExclusiveMin && *s.Maximum == 100 && s.ExclusiveMax)
		}},
		{"3.1 exclusive bound looser than minimum", "3.1.0", `{minimum: 10, exclusiveMinimum: 5}`, func(s *Schema) string {
			return want(*s.Minimum == 10 && !s.ExclusiveMin)
		}},
		{"boolean schemas", "3.1.0", `{properties: {any: true, never: false}}`, func(s *Schema) string {
			anyS, never := s.Property("any"), s.Property("never")
			return want(anyS != nil && !anyS.False && len(anyS.Types) == 0 && never.False && never.Pointer == "/components/schemas/S/properties/never")
		}},
		{"additionalProperties true", "3.0.3", `{type: object, additionalProperties: true}`, func(s *Schema) string {
			return want(s.AdditionalProperties != nil && !s.AdditionalPropertiesFalse && len(s.AdditionalProperties.Types) == 0)
		}},
		{"additionalProperties false", "3.0.3", `{type: object, additionalProperties: false}`, func(s *Schema) string {
			return want(s.AdditionalProperties == nil && s.AdditionalPropertiesFalse)
		}},
		{"additionalProperties schema", "3.0.3", `{type: object, additionalProperties: {type: integer}}`, func(s *Schema) string {
			return want(s.AdditionalProperties.IsType("integer") && s.AdditionalProperties.Pointer == "/components/schemas/S/additionalProperties")
		}},
		{"tuple", "3.1.0", `{type: array, prefixItems: [{type: string}, {type: integer}], items: false, minItems: 2, maxItems: 2, uniqueItems: true}`, func(s *Schema) string {
			return want(len(s.PrefixItems) == 2 && s.PrefixItems[1].IsType("integer") && s.ItemsFalse && s.Items == nil && *s.MinItems == 2 && *s.MaxItems == 2 && s.UniqueItems)
		}},
		{"base64 content", "3.1.0", `{type: string, contentEncoding: base64}`, func(s *Schema) string {
			return want(s.Format == "byte" && s.ContentEncoding == "base64")
		}},
		{"binary content", "3.1.0", `{type: string, contentMediaType: image/png}`, func(s *Schema) string {
			return want(s.Format == "binary" && s.ContentMediaType == "image/png")
		}},
		{"format kept", "3.1.0", `{type: string, format: uuid, contentEncoding: base64}`, func(s *Schema) string {
			return want(s.Format == "uuid")
		}},
		{"$ref siblings", "3.0.3", `{$ref: '#/components/schemas/T', description: d, nullable: true, readOnly: true, deprecated: true}`, func(s *Schema) string {
			return want(s.Ref != nil && s.Ref.Name == "T" && s.RefPointer == "/components/schemas/T" && s.Description == "d" && s.Nullable && s.ReadOnly && s.Deprecated && s.Resolve().IsType("string"))
		}},
		{"annotations and bounds", "3.0.3", `{type: string, format: email, title: Email, description: an address, readOnly: false, writeOnly: true, deprecated: true, minLength: 3, maxLength: 254, pattern: '^\S+@\S+$', default: a@b.c, example: x@y.z, x-sdkgen-naming: {go: {type_name: Mail}}}`, func(s *Schema) string {
			return want(s.Format == "email" && s.Title == "Email" && s.Description == "an address" && !s.ReadOnly && s.WriteOnly && s.Deprecated &&
				*s.MinLength == 3 && *s.MaxLength == 254 && s.Pattern == `^\S+@\S+$` && s.Default.Value == "a@b.c" && s.Example.Value == "x@y.z" && s.Extensions["x-sdkgen-naming"] != nil)
		}},
		{"ECMA unicode escape is a valid pattern", "3.1.0", `{type: string, pattern: '^[\u00C0-\u017F]+$'}`, func(s *Schema) string {
			return want(s.Pattern == `^[\u00C0-\u017F]+$` && !s.PatternNotRE2)
		}},
		{"object", "3.1.0", `{type: object, properties: {b: {type: string}, a: {type: integer}, "x/y": {}}, required: [a], patternProperties: {"^x-": {}}, minProperties: 1, maxProperties: 5}`, func(s *Schema) string {
			names := []string{}
			for _, p := range s.Properties {
				names = append(names, p.Name)
			}
			return want(slices.Equal(names, []string{"b", "a", "x/y"}) && s.IsRequired("a") && !s.IsRequired("b") && s.PatternProperties &&
				*s.MinProperties == 1 && *s.MaxProperties == 5 && s.Properties[2].Schema.Pointer == "/components/schemas/S/properties/x~1y")
		}},
		{"numbers", "3.0.3", `{type: integer, format: int64, minimum: -1.5e3, maximum: 9007199254740991, multipleOf: 2}`, func(s *Schema) string {
			return want(s.Format == "int64" && *s.Minimum == -1500 && *s.Maximum == 9007199254740991 && *s.MultipleOf == 2)
		}},
		{"allOf", "3.0.3", `{allOf: [{$ref: '#/components/schemas/T'}, {type: object, properties: {x: {type: string}}}]}`, func(s *Schema) string {
			return want(len(s.AllOf) == 2 && s.AllOf[0].Ref.Name == "T" && s.AllOf[1].Property("x").IsType("string"))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := loadSchemas(t, tt.version, `    S: `+tt.schema, `    T: {type: string}`)
			s := component(t, doc, "S")
			if s.Name != "S" || s.Pointer != "/components/schemas/S" {
				t.Errorf("name %q pointer %q", s.Name, s.Pointer)
			}
			if msg := tt.check(s); msg != "" {
				t.Errorf("%s: %+v", msg, *s)
			}
		})
	}
}

func want(ok bool) string {
	if ok {
		return ""
	}
	return "unexpected schema"
}

func TestDiscriminator(t *testing.T) {
	doc := loadSchemas(t, "3.0.3",
		`    Pet:`,
		`      oneOf:`,
		`        - $ref: '#/components/schemas/Cat'`,
		`        - $ref: '#/components/schemas/Dog'`,
		`      discriminator:`,
		`        propertyName: kind`,
		`        mapping:`,
		`          cat: Cat`,
		`          dog: '#/components/schemas/Dog'`,
		`          lizard: '#/components/schemas/Pet/oneOf/1'`,
		`    Cat: {type: object, properties: {kind: {type: string}}}`,
		`    Dog: {type: object, properties: {kind: {type: string}}}`,
	)
	pet := component(t, doc, "Pet")
	d := pet.Discriminator
	if d == nil || d.PropertyName != "kind" || len(d.Mapping) != 3 {
		t.Fatalf("discriminator %+v", d)
	}
	cat, dog := component(t, doc, "Cat"), component(t, doc, "Dog")
	if d.Mapping[0].Value != "cat" || d.Mapping[0].Schema != cat || d.Mapping[1].Value != "dog" || d.Mapping[1].Schema != dog {
		t.Errorf("mapping %+v", d.Mapping)
	}
	// A reference to a use site is that use site: the very Schema in oneOf.
	if d.Mapping[2].Schema != pet.OneOf[1] || pet.OneOf[1].Ref != dog {
		t.Errorf("mapping to a oneOf entry %+v", d.Mapping[2])
	}
}

func TestRefs(t *testing.T) {
	doc, diags := load(t, "refs.yaml", yamlSpec(
		`openapi: 3.1.0`,
		`paths:`,
		`  /a:`,
		`    get:`,
		`      responses:`,
		`        '200':`,
		`          content:`,
		`            application/json:`,
		`              schema: {type: object, properties: {id: {type: string}}}`,
		`    post:`,
		`      requestBody:`,
		`        content:`,
		`          application/json:`,
		`            schema: {$ref: '#/paths/~1a/get/responses/200/content/application~1json/schema'}`,
		`      responses:`,
		`        '201': {$ref: '#/paths/~1a/get/responses/200'}`,
		`components:`,
		`  schemas:`,
		`    Café: {type: string}`,
		`    "a/b": {type: integer}`,
		`    Use:`,
		`      properties:`,
		`        one: {$ref: '#/components/schemas/Caf%C3%A9'}`,
		`        two: {$ref: '#/components/schemas/Caf%C3%A9'}`,
		`        slash: {$ref: '#/components/schemas/a~1b'}`,
		`        self: {$ref: 'refs.yaml#/components/schemas/Use'}`,
	))
	if len(diags) > 0 {
		t.Fatalf("diagnostics:%s", dump(diags))
	}
	use := component(t, doc, "Use")
	one, two := use.Property("one"), use.Property("two")
	cafe := component(t, doc, "Café")
	if one == two || one.Ref != cafe || two.Ref != cafe || cafe.Name != "Café" {
		t.Errorf("each $ref is its own Schema with the shared target: %p %p %+v", one, two, one.Ref)
	}
	if s := use.Property("slash"); s.Ref != component(t, doc, "a/b") || s.Ref.Name != "a/b" {
		t.Errorf("escaped ref %+v", s.Ref)
	}
	if s := use.Property("self"); s.Ref != use {
		t.Errorf("a reference naming this file resolves in place: %+v", s)
	}

	get, post := operation(t, doc, "get /a"), operation(t, doc, "post /a")
	inline := get.Responses[0].Content[0].Schema
	if post.RequestBody.Content[0].Schema.Ref != inline {
		t.Errorf("a $ref into paths reaches the inline schema itself")
	}
	if r := post.Responses[0]; r.Status != "201" || r.Pointer != "/paths/~1a/get/responses/200" || r.Content[0].Schema != inline {
		t.Errorf("response $ref %+v", r)
	}
}

func TestRecursiveSchemas(t *testing.T) {
	doc := loadSchemas(t, "3.1.0",
		`    Node:`,
		`      type: object`,
		`      properties:`,
		`        children: {type: array, items: {$ref: '#/components/schemas/Node'}}`,
		`        parent: {$ref: '#/components/schemas/Node'}`,
		`    A: {properties: {b: {$ref: '#/components/schemas/B'}}}`,
		`    B: {properties: {a: {$ref: '#/components/schemas/A'}}}`,
		`    Self: {$ref: '#/components/schemas/Self', type: object}`,
	)
	node := component(t, doc, "Node")
	if node.Property("children").Items.Ref != node || node.Property("parent").Ref != node {
		t.Errorf("recursion must be a pointer cycle")
	}
	a, b := component(t, doc, "A"), component(t, doc, "B")
	if a.Property("b").Ref != b || b.Property("a").Ref != a {
		t.Errorf("mutual recursion")
	}
	// A $ref to itself beside content is odd but not a loop without content: kept, and Resolve stops.
	self := component(t, doc, "Self")
	if self.Ref != self || self.Resolve() != self {
		t.Errorf("self reference %+v", self)
	}
}

// TestDeepChains checks that a long chain of $refs and deeply nested inline schemas load without growing the
// stack per reference and in linear time.
func TestDeepChains(t *testing.T) {
	const chain = 20000
	var b strings.Builder
	b.WriteString("{\"openapi\": \"3.1.0\", \"components\": {\"schemas\": {\n")
	for i := 0; i < chain; i++ {
		fmt.Fprintf(&b, "\"S%d\": {\"$ref\": \"#/components/schemas/S%d\"},\n", i, i+1)
	}
	fmt.Fprintf(&b, "\"S%d\": {\"type\": \"string\"},\n", chain)
	const depth = 250 // the parser allows 512 levels; each schema level here takes two
	b.WriteString("\"Deep\": ")
	b.WriteString(strings.Repeat(`{"type": "array", "items": `, depth))
	b.WriteString(`{"type": "integer"}`)
	b.WriteString(strings.Repeat("}", depth))
	b.WriteString("}}}")

	start := time.Now()
	doc, diags := load(t, "deep.json", b.String())
	if len(diags) > 0 {
		t.Fatalf("diagnostics:%s", dump(diags[:min(len(diags), 5)]))
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Errorf("took %v", elapsed)
	}
	s := component(t, doc, "S0")
	for i := 0; i < chain; i++ {
		if s.Ref == nil {
			t.Fatalf("chain broken at S%d", i)
		}
		s = s.Ref
	}
	if s.Name != fmt.Sprintf("S%d", chain) || !s.IsType("string") {
		t.Errorf("end of chain %+v", s)
	}
	deep := component(t, doc, "Deep")
	for i := 0; i < depth; i++ {
		deep = deep.Items
	}
	if !deep.IsType("integer") {
		t.Errorf("deepest schema %+v", deep)
	}
}

// TestSchemaReadOnce checks that a problem inside a schema used from many places is reported once.
func TestSchemaReadOnce(t *testing.T) {
	var lines []string
	lines = append(lines, `openapi: 3.0.3`, `paths:`)
	for i := 0; i < 5; i++ {
		lines = append(lines, fmt.Sprintf(`  /p%d:`, i), `    get:`, `      parameters: [{$ref: '#/components/parameters/Q'}]`, `      responses: {'200': {$ref: '#/components/responses/R'}}`)
	}
	lines = append(lines,
		`components:`,
		`  parameters:`,
		`    Q: {name: q, in: query, schema: {type: str}}`,
		`  responses:`,
		`    R: {description: r, content: {application/json: {schema: {$ref: '#/components/schemas/Bad'}}}}`,
		`  schemas:`,
		`    Bad: {type: object, properties: {x: {pattern: '(?=x)'}}}`,
	)
	doc, diags := load(t, "once.yaml", yamlSpec(lines...))
	if got := summary(diags); !slices.Equal(got, []string{"Spec/Invalid@25:44", "Schema/PatternNotValid@29:51"}) {
		t.Errorf("got %v:%s", got, dump(diags))
	}
	if len(doc.Operations) != 5 || doc.Operations[0].Parameters[0] != doc.Operations[4].Parameters[0] {
		t.Errorf("the shared parameter is read once")
	}
	if x := doc.Components.Schemas["Bad"].Property("x"); x.Pattern != "(?=x)" || !x.PatternNotRE2 {
		t.Errorf("a pattern RE2 cannot compile is kept and flagged, got %q (flag %v)", x.Pattern, x.PatternNotRE2)
	}
}
