package clikit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// node is a JSON value that keeps the order of object keys, for output that shows the document as the server
// wrote it.
type node struct {
	kind  byte // o object, a array, s string, n number, b bool, z null
	keys  []string
	elems []*node // object values (parallel to keys) or array elements
	text  string  // the scalar as JSON
}

// parseNode reads one JSON document.
func parseNode(data []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("more than one JSON value")
	}
	return n, nil
}

func readNode(dec *json.Decoder) (*node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		n := &node{kind: 'a'}
		if t == '{' {
			n.kind = 'o'
		}
		for dec.More() {
			if n.kind == 'o' {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := k.(string)
				n.keys = append(n.keys, key)
			}
			child, err := readNode(dec)
			if err != nil {
				return nil, err
			}
			n.elems = append(n.elems, child)
		}
		_, err := dec.Token() // the closing delimiter
		return n, err
	case string:
		b, _ := json.Marshal(t)
		return &node{kind: 's', text: string(b)}, nil
	case json.Number:
		return &node{kind: 'n', text: t.String()}, nil
	case bool:
		return &node{kind: 'b', text: fmt.Sprint(t)}, nil
	}
	return &node{kind: 'z', text: "null"}, nil
}

// str is the string value of a string node.
func (n *node) str() string {
	var s string
	_ = json.Unmarshal([]byte(n.text), &s)
	return s
}
