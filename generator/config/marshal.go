package config

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/document"
)

// Marshal writes a configuration as readable YAML, as sdkgen init does with its first guess: keys in the order
// of the Go types (map entries in their own order), unset values left out, and shorthands written back as
// shorthands where they were given (a method as its endpoint string, publish.npm as true). The first line
// points editors at the JSON Schema. Comments and anchors of a loaded file are not kept.
func Marshal(cfg *Config) ([]byte, error) {
	if cfg == nil {
		return nil, errors.New("config.Marshal: nil configuration")
	}
	e := &encoder{reg: schemaRegistry()}
	doc := &yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{e.encode(reflect.ValueOf(cfg).Elem())}}
	doc.HeadComment = "yaml-language-server: $schema=" + SchemaID
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("config.Marshal: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("config.Marshal: %w", err)
	}
	return buf.Bytes(), nil
}

// encoder turns configuration values into YAML nodes.
type encoder struct{ reg *registry }

// encode writes any registered value.
func (e *encoder) encode(v reflect.Value) *yaml.Node {
	return e.value(e.reg.lookup(v.Type()), v)
}

func (e *encoder) value(t *typeInfo, v reflect.Value) *yaml.Node {
	switch t.shape {
	case shapeString:
		return strNode(v.String())
	case shapeBool:
		return boolNode(v.Bool())
	case shapeInt:
		return numNode(strconv.FormatInt(v.Int(), 10))
	case shapeFloat:
		return numNode(strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case shapeAny:
		return nodeToYAML(v.Interface().(*document.Node))
	case shapePointer:
		if v.IsNil() {
			return nullNode()
		}
		return e.value(t.elem, v.Elem())
	case shapeStruct:
		return e.object(t, v)
	case shapeMap:
		return e.mapping(t, v)
	case shapeList:
		seq := &yaml.Node{Kind: yaml.SequenceNode}
		for i := range v.Len() {
			seq.Content = append(seq.Content, e.value(t.elem, v.Index(i)))
		}
		return seq
	case shapeCustom:
		return v.Addr().Interface().(customValue).encodeYAML(e)
	}
	return nullNode()
}

// object writes a struct as its shorthand when it has one for this value, else as a mapping of its set keys.
func (e *encoder) object(t *typeInfo, v reflect.Value) *yaml.Node {
	if t.hasShorthand && v.CanAddr() {
		if short, ok := v.Addr().Interface().(shorthandWriter).shorthand(); ok {
			switch s := short.(type) {
			case bool:
				return boolNode(s)
			case string:
				return strNode(s)
			}
		}
	}
	m := &yaml.Node{Kind: yaml.MappingNode}
	for _, f := range t.fields {
		fv := v.FieldByIndex(f.index)
		// A required key is written even when empty (resources: {} is valid, leaving it out is not).
		if isEmptyValue(fv) && (!f.required || fv.Kind() == reflect.Pointer) {
			continue
		}
		m.Content = append(m.Content, strNode(f.key), e.value(f.typ, fv))
	}
	return m
}

func (e *encoder) mapping(t *typeInfo, v reflect.Value) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	entries := v.FieldByName("Entries")
	for i := range entries.Len() {
		entry := entries.Index(i)
		m.Content = append(m.Content, strNode(entry.Field(0).String()), e.value(t.elem, entry.Field(1)))
	}
	return m
}

// isEmptyValue reports whether a field is unset and so left out: zero scalars, nil pointers, empty lists and
// maps, and structs with nothing set (Ptr fields do not count: they only record where a value was read).
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	case reflect.Slice:
		return v.Len() == 0
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).Type == pointerType {
				continue
			}
			if !isEmptyValue(v.Field(i)) {
				return false
			}
		}
		return true
	}
	return v.IsZero()
}

func strNode(s string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
	if strings.Contains(s, "\n") {
		n.Style = yaml.LiteralStyle
	}
	return n
}

func boolNode(b bool) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(b)}
}

func numNode(text string) *yaml.Node {
	tag := "!!int"
	if strings.ContainsAny(text, ".eE") || strings.Contains(text, "Inf") || strings.Contains(text, "NaN") {
		tag = "!!float"
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: text}
}

func nullNode() *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"} }

// nodeToYAML writes a free-form value (params, defaults, constants) back as it was read.
func nodeToYAML(n *document.Node) *yaml.Node {
	if n == nil {
		return nullNode()
	}
	switch n.Kind {
	case document.Bool:
		return boolNode(n.IsTrue())
	case document.Number:
		return numNode(n.Value)
	case document.String:
		return strNode(n.Value)
	case document.Array:
		seq := &yaml.Node{Kind: yaml.SequenceNode}
		for _, item := range n.Items {
			seq.Content = append(seq.Content, nodeToYAML(item))
		}
		return seq
	case document.Object:
		m := &yaml.Node{Kind: yaml.MappingNode}
		for _, f := range n.Fields {
			m.Content = append(m.Content, strNode(f.Key), nodeToYAML(f.Value))
		}
		return m
	}
	return nullNode()
}
