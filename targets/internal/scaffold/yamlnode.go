package scaffold

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// mapping builds a YAML mapping from alternating keys and values (see node). A value that is nil drops its key,
// so optional keys read inline: mapping("environment", when(env != "", env)).
func mapping(kv ...any) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	for i := 0; i+1 < len(kv); i += 2 {
		if v := node(kv[i+1]); v != nil {
			m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: fmt.Sprint(kv[i])}, v)
		}
	}
	return m
}

// sequence builds a YAML sequence, dropping nil items.
func sequence[T any](items ...T) *yaml.Node {
	s := &yaml.Node{Kind: yaml.SequenceNode}
	for _, it := range items {
		if n := node(it); n != nil {
			s.Content = append(s.Content, n)
		}
	}
	return s
}

// when returns v when ok, and nil (a dropped key or item) otherwise.
func when(ok bool, v any) any {
	if ok {
		return v
	}
	return nil
}

// node converts a Go value into a YAML node: strings are always string scalars, quoted where YAML would read them
// as something else.
func node(v any) *yaml.Node {
	switch v := v.(type) {
	case nil:
		return nil
	case *yaml.Node:
		return v
	case string:
		return str(v)
	case int:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)}
	case bool:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(v)}
	case []string:
		return sequence(v...)
	case map[string]string:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		kv := make([]any, 0, 2*len(keys))
		for _, k := range keys {
			kv = append(kv, k, v[k])
		}
		return mapping(kv...)
	}
	return str(fmt.Sprint(v))
}

// str is a string scalar. yaml.v3 quotes strings that YAML 1.2 would read otherwise; YAML 1.1 readers also take
// yes, no, on and off for booleans, so those are quoted too.
func str(s string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
	switch strings.ToLower(s) {
	case "y", "yes", "n", "no", "on", "off", "true", "false":
		n.Style = yaml.DoubleQuotedStyle
	}
	return n
}

// marshalYAML writes n with two-space indentation.
func marshalYAML(n *yaml.Node) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
