package document

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// MarshalJSON encodes a tree as JSON, keeping key order. indent "" gives compact output.
func MarshalJSON(n *Node, indent string) ([]byte, error) {
	var b bytes.Buffer
	if err := writeJSON(&b, n, indent, 0); err != nil {
		return nil, err
	}
	if indent != "" {
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

func writeJSON(b *bytes.Buffer, n *Node, indent string, depth int) error {
	if n == nil {
		b.WriteString("null")
		return nil
	}
	newline := func(d int) {
		if indent != "" {
			b.WriteByte('\n')
			for range d {
				b.WriteString(indent)
			}
		}
	}
	switch n.Kind {
	case Null:
		b.WriteString("null")
	case Bool:
		b.WriteString(n.Value)
	case Number:
		if !json.Valid([]byte(n.Value)) {
			f, ok := n.Float() // a YAML number such as 0x1F or 1_000
			if !ok {
				return fmt.Errorf("number %q cannot be written as JSON", n.Value)
			}
			b.WriteString(strconv.FormatFloat(f, 'g', -1, 64))
			return nil
		}
		b.WriteString(n.Value)
	case String:
		writeJSONString(b, n.Value)
	case Array:
		if len(n.Items) == 0 {
			b.WriteString("[]")
			return nil
		}
		b.WriteByte('[')
		for i, it := range n.Items {
			if i > 0 {
				b.WriteByte(',')
			}
			newline(depth + 1)
			if err := writeJSON(b, it, indent, depth+1); err != nil {
				return err
			}
		}
		newline(depth)
		b.WriteByte(']')
	case Object:
		if len(n.Fields) == 0 {
			b.WriteString("{}")
			return nil
		}
		b.WriteByte('{')
		for i, f := range n.Fields {
			if i > 0 {
				b.WriteByte(',')
			}
			newline(depth + 1)
			writeJSONString(b, f.Key)
			b.WriteByte(':')
			if indent != "" {
				b.WriteByte(' ')
			}
			if err := writeJSON(b, f.Value, indent, depth+1); err != nil {
				return err
			}
		}
		newline(depth)
		b.WriteByte('}')
	}
	return nil
}

func writeJSONString(b *bytes.Buffer, s string) {
	enc, _ := json.Marshal(s) // never fails for a string
	b.Write(enc)
}

// intLiteral is YAML 1.2's core-schema integer in decimal, the only form a JSON or YAML number of the tree takes
// when it has no fraction or exponent.
var intLiteral = regexp.MustCompile(`^[-+]?[0-9]+$`)

// MarshalYAML encodes a tree as YAML, keeping key order.
func MarshalYAML(n *Node) ([]byte, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(toYAML(n)); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func toYAML(n *Node) *yaml.Node {
	if n == nil {
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}
	}
	switch n.Kind {
	case Null:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}
	case Bool:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: n.Value}
	case Number:
		// The tag follows how the number is written, not its value: 50.0 is a float literal, and a !!int tag on
		// it makes YAML readers (PyYAML, Prism, kin-openapi) reject the document. An integer past int64 (OpenAI's
		// -9223372036854776000) is written untagged, as the input had it: an explicit !!int or !!float tag on it makes
		// kin-openapi reject the document, and without one readers take it as they took the input.
		tag := "!!float"
		if intLiteral.MatchString(n.Value) {
			tag = "!!int"
			if _, err := strconv.ParseInt(n.Value, 10, 64); err != nil {
				tag = ""
			}
		}
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: n.Value}
	case String:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: n.Value}
	case Array:
		out := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		for _, it := range n.Items {
			out.Content = append(out.Content, toYAML(it))
		}
		return out
	default:
		out := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		for _, f := range n.Fields {
			out.Content = append(out.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: f.Key}, toYAML(f.Value))
		}
		return out
	}
}
