package config

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
)

// SchemaID is the $id of the published JSON Schema. Editors pick it up from a first line
// `# yaml-language-server: $schema=https://sdkgen.dev/schema/sdkgen.schema.json`, which Marshal writes.
const SchemaID = "https://sdkgen.dev/schema/sdkgen.schema.json"

var jsonSchemaOnce = sync.OnceValue(buildJSONSchema)

// JSONSchema returns a JSON Schema (draft 2020-12) of sdkgen.yml, derived from the same types and tags as the
// validating decoder. The output is deterministic: object keys are sorted.
//
// The schema is for editors: it catches unknown keys, wrong types, missing required keys, values outside an
// enum and the shape of most formats. Load remains the authority; it also runs the checks a schema cannot
// express (aliases that conflict, pagination roles, environment variables, target-specific rules).
func JSONSchema() []byte { return bytes.Clone(jsonSchemaOnce()) }

func buildJSONSchema() []byte {
	g := &schemaGen{reg: schemaRegistry(), defs: map[string]any{}}
	root := map[string]any{
		"$schema":     "https://json-schema.org/draft/2020-12/schema",
		"$id":         SchemaID,
		"title":       "sdkgen.yml",
		"description": "Configuration of sdkgen: SDKs, CLI and Terraform provider generated from an OpenAPI description.",
	}
	for k, v := range g.ref(reflect.TypeFor[Config]()) {
		root[k] = v
	}
	root["$defs"] = g.defs
	out, err := json.MarshalIndent(root, "", "  ")
	if err != nil { // only plain maps, slices, strings, numbers and booleans are marshalled
		return []byte("{}")
	}
	return append(out, '\n')
}

// schemaGen writes the JSON Schema of registered types; every named struct becomes one entry of $defs.
type schemaGen struct {
	reg  *registry
	defs map[string]any
}

// ref returns a reference to the $defs entry of a named struct type (through pointers), writing it first.
func (g *schemaGen) ref(t reflect.Type) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	ti := g.reg.lookup(t)
	if ti.shape != shapeStruct || t.Name() == "" {
		return g.of(ti, rules{})
	}
	if _, ok := g.defs[t.Name()]; !ok {
		g.defs[t.Name()] = map[string]any{} // placeholder: Resource refers to itself
		g.defs[t.Name()] = g.structDef(ti)
	}
	return map[string]any{"$ref": "#/$defs/" + t.Name()}
}

// of returns the schema of a value of type ti with the field rules r.
func (g *schemaGen) of(ti *typeInfo, r rules) map[string]any {
	switch ti.shape {
	case shapeString:
		return g.str(r)
	case shapeBool:
		return map[string]any{"type": "boolean"}
	case shapeInt:
		return map[string]any{"type": "integer"}
	case shapeFloat:
		return map[string]any{"type": "number"}
	case shapePointer:
		s := g.of(ti.elem, r)
		if ti.elem.shape == shapeString {
			return oneOf(s, map[string]any{"type": "null"})
		}
		return s
	case shapeStruct:
		if ti.goType.Name() == "" {
			return g.structDef(ti)
		}
		return g.ref(ti.goType)
	case shapeMap:
		return map[string]any{"type": "object", "additionalProperties": g.of(ti.elem, r)}
	case shapeList:
		return map[string]any{"type": "array", "items": g.of(ti.elem, r)}
	case shapeCustom:
		return reflect.New(ti.goType).Interface().(customValue).jsonSchema(g, r)
	}
	return map[string]any{}
}

// str returns the schema of a string with an enum and a format.
func (g *schemaGen) str(r rules) map[string]any {
	s := map[string]any{"type": "string"}
	switch {
	case len(r.enum) > 0 && r.open:
		s["examples"] = r.enum
	case len(r.enum) > 0:
		s["enum"] = r.enum
	}
	if spec, ok := lookupFormat(r.format); ok {
		if spec.pattern != "" && !spec.soft && spec.derive == nil {
			s["pattern"] = spec.pattern
		}
		if spec.jsonFormat != "" {
			s["format"] = spec.jsonFormat
		}
	}
	return s
}

// structDef returns the object schema of a struct, with its shorthand forms as alternatives.
func (g *schemaGen) structDef(ti *typeInfo) map[string]any {
	props, exclusive := map[string]any{}, map[string]any{}
	var required []string
	for _, f := range ti.fields {
		props[f.key] = g.property(f)
		if f.alias != "" {
			alias := g.property(f)
			alias["description"] = "Alias of " + f.key + "; set only one of the two."
			props[f.alias] = alias
			exclusive[f.alias] = map[string]any{"not": map[string]any{"required": []string{f.key}}}
		}
		if f.required {
			required = append(required, f.key)
		}
	}
	obj := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		obj["required"] = required
	}
	if len(exclusive) > 0 {
		obj["dependentSchemas"] = exclusive
	}
	var alternatives []map[string]any
	if ti.boolShort {
		alternatives = append(alternatives, map[string]any{"type": "boolean"})
	}
	if ti.stringShort {
		alternatives = append(alternatives, g.shorthandString(ti))
	}
	if len(alternatives) == 0 {
		return obj
	}
	return oneOf(append(alternatives, obj)...)
}

func (g *schemaGen) shorthandString(ti *typeInfo) map[string]any {
	if ti.words != nil {
		return map[string]any{"enum": ti.words}
	}
	if f := ti.byKey[ti.shortKey]; f != nil {
		s := g.str(f.rules)
		s["description"] = "Shorthand for {" + f.key + ": <this string>}."
		return s
	}
	return map[string]any{"type": "string"}
}

// property returns a field's schema with its description, default and deprecation.
func (g *schemaGen) property(f *fieldInfo) map[string]any {
	s := map[string]any{}
	for k, v := range g.of(f.typ, f.rules) {
		s[k] = v
	}
	desc := f.doc
	if f.deprecated != "" {
		s["deprecated"] = true
		desc = strings.TrimSpace("Deprecated: " + f.deprecated + ". " + desc)
	}
	if desc != "" {
		s["description"] = desc
	}
	if f.def != "" {
		s["default"] = defaultValue(f)
	}
	return s
}

// defaultValue types a default tag: a string for string fields, else the JSON value it spells (true, 60000), else
// the text.
func defaultValue(f *fieldInfo) any {
	t := f.typ
	for t.shape == shapePointer {
		t = t.elem
	}
	if t.shape == shapeString {
		return f.def
	}
	var v any
	if err := json.Unmarshal([]byte(f.def), &v); err == nil {
		return v
	}
	return f.def
}
