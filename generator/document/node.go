// Package document is the positioned tree that sdkgen reads every input into.
//
// Both sdkgen.yml and the OpenAPI description are parsed into the same Node tree, from YAML or JSON, so that every
// later stage (config checks, spec loading, spec transforms, diagnostics) can say file:line:col for anything it
// looks at. The tree is deliberately small: six kinds, objects keep their key order, scalars keep their source text.
package document

import (
	"strconv"
	"strings"
)

// Kind is the JSON data model kind of a node.
type Kind uint8

const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "boolean"
	case Number:
		return "number"
	case String:
		return "string"
	case Array:
		return "array"
	case Object:
		return "object"
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Pos is a 1-based line and column (in characters). The zero Pos means "unknown", for nodes that a transform
// inserted or a caller built.
type Pos struct {
	Line int32
	Col  int32
}

// Known reports whether the position points into a source file.
func (p Pos) Known() bool { return p.Line > 0 }

// Node is one value of a document.
type Node struct {
	Kind Kind
	Pos  Pos
	// Value is the source text of a scalar: the unescaped string, the number literal as written, "true" or
	// "false". It is empty for null, arrays and objects.
	Value  string
	Items  []*Node // Array elements.
	Fields []Field // Object members in document order; keys are unique.
}

// Field is one member of an object.
type Field struct {
	Key    string
	KeyPos Pos
	Value  *Node
}

// Get returns the member named key of an object, or nil.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != Object {
		return nil
	}
	for i := range n.Fields {
		if n.Fields[i].Key == key {
			return n.Fields[i].Value
		}
	}
	return nil
}

// Field returns the member named key with its key position, or nil.
func (n *Node) Field(key string) *Field {
	if n == nil || n.Kind != Object {
		return nil
	}
	for i := range n.Fields {
		if n.Fields[i].Key == key {
			return &n.Fields[i]
		}
	}
	return nil
}

// Has reports whether an object has a member named key.
func (n *Node) Has(key string) bool { return n.Field(key) != nil }

// Set replaces the member named key, or appends it.
func (n *Node) Set(key string, v *Node) {
	for i := range n.Fields {
		if n.Fields[i].Key == key {
			n.Fields[i].Value = v
			return
		}
	}
	n.Fields = append(n.Fields, Field{Key: key, Value: v})
}

// Delete removes the member named key and reports whether it was there.
func (n *Node) Delete(key string) bool {
	for i := range n.Fields {
		if n.Fields[i].Key == key {
			n.Fields = append(n.Fields[:i], n.Fields[i+1:]...)
			return true
		}
	}
	return false
}

// Str returns the value of a string node, or "" for anything else.
func (n *Node) Str() string {
	if n == nil || n.Kind != String {
		return ""
	}
	return n.Value
}

// IsTrue reports whether n is the boolean true.
func (n *Node) IsTrue() bool { return n != nil && n.Kind == Bool && n.Value == "true" }

// IsNull reports whether n is absent or null.
func (n *Node) IsNull() bool { return n == nil || n.Kind == Null }

// Int returns the value of an integral number node.
func (n *Node) Int() (int64, bool) {
	if n == nil || n.Kind != Number {
		return 0, false
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64)
	if err == nil {
		return v, true
	}
	f, err := strconv.ParseFloat(n.Value, 64)
	if err != nil || f != float64(int64(f)) {
		return 0, false
	}
	return int64(f), true
}

// Float returns the value of a number node.
func (n *Node) Float() (float64, bool) {
	if n == nil || n.Kind != Number {
		return 0, false
	}
	if v, err := strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64); err == nil {
		return v, true
	}
	if v, ok := n.Int(); ok {
		return float64(v), true
	}
	return 0, false
}

// IsInteger reports whether n is a number without a fractional part.
func (n *Node) IsInteger() bool {
	_, ok := n.Int()
	return ok
}

// Clone returns a deep copy of n, positions included.
func (n *Node) Clone() *Node {
	if n == nil {
		return nil
	}
	c := &Node{Kind: n.Kind, Pos: n.Pos, Value: n.Value}
	if n.Items != nil {
		c.Items = make([]*Node, len(n.Items))
		for i, it := range n.Items {
			c.Items[i] = it.Clone()
		}
	}
	if n.Fields != nil {
		c.Fields = make([]Field, len(n.Fields))
		for i, f := range n.Fields {
			c.Fields[i] = Field{Key: f.Key, KeyPos: f.KeyPos, Value: f.Value.Clone()}
		}
	}
	return c
}

// Keys returns the member names of an object in document order.
func (n *Node) Keys() []string {
	if n == nil || n.Kind != Object {
		return nil
	}
	keys := make([]string, len(n.Fields))
	for i, f := range n.Fields {
		keys[i] = f.Key
	}
	return keys
}

// Equal reports whether a and b hold the same data, ignoring positions and key order.
func Equal(a, b *Node) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case Array:
		if len(a.Items) != len(b.Items) {
			return false
		}
		for i := range a.Items {
			if !Equal(a.Items[i], b.Items[i]) {
				return false
			}
		}
		return true
	case Object:
		if len(a.Fields) != len(b.Fields) {
			return false
		}
		for _, f := range a.Fields {
			if !Equal(f.Value, b.Get(f.Key)) {
				return false
			}
		}
		return true
	case Number:
		x, okx := a.Float()
		y, oky := b.Float()
		if okx && oky {
			return x == y
		}
	}
	return a.Value == b.Value
}

// NewString, NewBool and NewObject build nodes without a source position.
func NewString(s string) *Node { return &Node{Kind: String, Value: s} }

func NewBool(b bool) *Node { return &Node{Kind: Bool, Value: strconv.FormatBool(b)} }

func NewObject(fields ...Field) *Node { return &Node{Kind: Object, Fields: fields} }
