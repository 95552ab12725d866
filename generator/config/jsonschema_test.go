package config

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/sdkgen/sdkgen/generator/document"
)

func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(JSONSchema()))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource(SchemaID, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(SchemaID)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// instance parses YAML into the plain values the validator takes.
func instance(t *testing.T, data []byte) any {
	t.Helper()
	root, _, err := document.Parse("sdkgen.yml", data, document.ConfigLimits)
	if err != nil {
		t.Fatal(err)
	}
	return nodeToAny(root)
}

func nodeToAny(n *document.Node) any {
	switch n.Kind {
	case document.Bool:
		return n.IsTrue()
	case document.Number:
		return json.Number(n.Value)
	case document.String:
		return n.Value
	case document.Array:
		out := make([]any, len(n.Items))
		for i, item := range n.Items {
			out[i] = nodeToAny(item)
		}
		return out
	case document.Object:
		out := make(map[string]any, len(n.Fields))
		for _, f := range n.Fields {
			out[f.Key] = nodeToAny(f.Value)
		}
		return out
	}
	return nil
}

func TestJSONSchemaAcceptsValidConfigs(t *testing.T) {
	schema := compileSchema(t)
	inputs := realConfigs(t)
	inputs["minimal"] = readFixture(t, "valid/minimal.yml")
	inputs["kitchen_sink"] = readFixture(t, "valid/kitchen_sink.yml")
	inputs["keys with defaults left out"] = []byte(compatBase)
	inputs["display name and path environment"] = []byte(strings.Replace(compatBase, "name: acme", "name: Molten AI", 1) + "environments: {production: /api/v1}\n")
	for name, data := range inputs {
		if err := schema.Validate(instance(t, data)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestJSONSchemaRejectsBrokenConfigs(t *testing.T) {
	schema := compileSchema(t)
	for _, tc := range []struct {
		name     string
		old, new string
		extra    string
		fixture  string
	}{
		{name: "unknown key", fixture: "diag/unknown_key.yml"},
		{name: "wrong type", fixture: "diag/wrong_type.yml"},
		{name: "missing key", fixture: "diag/missing_key.yml"},
		{name: "value outside the enum", fixture: "diag/invalid_value.yml"},
		{name: "malformed endpoint", fixture: "diag/endpoint_not_http.yml"},
		{name: "missing top-level key", old: "resources:\n  accounts:\n    methods:\n      list: get /accounts\n", new: ""},
		{name: "bad shorthand word", old: "license: Apache-2.0", new: "license: GPL"},
		{name: "publish.npm object needs an object or a boolean", extra: "targets:\n  typescript: {package_name: acme, publish: {npm: yes}}\n"},
		{name: "nested unknown key", extra: "targets:\n  go: {package_name: acme, options: {client: X}}\n"},
		{name: "a key and its alias", extra: "openapi: {transforms: [], transformations: []}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var data []byte
			if tc.fixture != "" {
				data = readFixture(t, tc.fixture)
			} else {
				data = variant(t, tc.old, tc.new, tc.extra)
			}
			if err := schema.Validate(instance(t, data)); err == nil {
				t.Errorf("the schema accepts a broken configuration")
			}
		})
	}
}

func TestJSONSchemaShape(t *testing.T) {
	a, b := JSONSchema(), JSONSchema()
	if !bytes.Equal(a, b) {
		t.Fatal("JSONSchema is not deterministic")
	}
	a[0] = 'x' // callers get a copy
	if JSONSchema()[0] != '{' {
		t.Fatal("JSONSchema returns shared bytes")
	}
	var doc struct {
		Schema string                    `json:"$schema"`
		ID     string                    `json:"$id"`
		Ref    string                    `json:"$ref"`
		Defs   map[string]map[string]any `json:"$defs"`
	}
	if err := json.Unmarshal(JSONSchema(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Schema != "https://json-schema.org/draft/2020-12/schema" || doc.ID != SchemaID || doc.Ref != "#/$defs/Config" {
		t.Errorf("header: %+v", doc)
	}
	config := doc.Defs["Config"]
	if config["additionalProperties"] != false {
		t.Errorf("Config allows unknown keys")
	}
	required, _ := json.Marshal(config["required"])
	if string(required) != `["resources"]` {
		t.Errorf("Config required = %s", required)
	}
	for _, name := range []string{"Resource", "Method", "PaginationScheme", "TypeScriptTarget", "IgnorePlace"} {
		if doc.Defs[name] == nil {
			t.Errorf("$defs lacks %s", name)
		}
	}
	s := string(JSONSchema())
	for _, want := range []string{
		`"description": "Organization metadata."`,
		`"deprecated": true`,
		`"default": 60000`,
		`"transformations"`,
		`"enum": [`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the schema lacks %s", want)
		}
	}
}
