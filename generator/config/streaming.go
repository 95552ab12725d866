package config

import (
	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// EventTypes is the event_type of a streaming.on_event rule: one event type, null (events without an event:
// field), or a list of them, any of which matches.
type EventTypes struct {
	Ptr document.Pointer
	// Values are the event types in order; Null is set when null is one of the alternatives.
	Values []string
	Null   bool
	// List records that the file gave a list.
	List bool
}

func (t *EventTypes) forms() []document.Kind {
	return []document.Kind{document.String, document.Null, document.Array}
}

func (t *EventTypes) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	t.Ptr = p
	if n.Kind != document.Array {
		return t.add(d, n, p)
	}
	if len(n.Items) == 0 {
		d.atValue(diag.ConfigInvalidValue, p, "%s: an empty list matches no event; write an event type, a list of them, or null", dotted(p))
		return false
	}
	t.List = true
	ok := true
	for i, it := range n.Items {
		d.visit(p.Index(i), it)
		ok = t.add(d, it, p.Index(i)) && ok
	}
	return ok
}

// add reads one alternative: a string or null.
func (t *EventTypes) add(d *decoder, n *document.Node, p document.Pointer) bool {
	switch n.Kind {
	case document.Null:
		t.Null = true
		return true
	case document.String:
		t.Values = append(t.Values, n.Value)
		return true
	}
	return d.wrongType(n, p, "an event type (a string) or null")
}

func (t *EventTypes) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	one := oneOf(map[string]any{"type": "string"}, map[string]any{"type": "null"})
	return oneOf(one, map[string]any{"type": "array", "items": one, "minItems": 1})
}

func (t *EventTypes) encodeYAML(_ *encoder) *yaml.Node {
	if !t.List {
		if t.Null {
			return nullNode()
		}
		if len(t.Values) == 1 {
			return strNode(t.Values[0])
		}
	}
	list := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, v := range t.Values {
		list.Content = append(list.Content, strNode(v))
	}
	if t.Null {
		list.Content = append(list.Content, nullNode())
	}
	return list
}
