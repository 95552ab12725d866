package requestconfig

import (
	"bytes"
	"encoding/json"
	"errors"
)

// member is one property of a JSON object, kept in order with its value untouched.
type member struct {
	key   string
	value json.RawMessage
}

var errNotObject = errors.New("not a JSON object")

// editPath sets the property at path to value (JSON), or deletes it when value is nil, keeping the order and the
// bytes of everything else. An empty doc is an empty object.
func editPath(doc []byte, path []string, value []byte) ([]byte, error) {
	members, err := parseObject(doc)
	if err != nil {
		return nil, err
	}
	i := indexOf(members, path[0])
	if len(path) > 1 {
		var child json.RawMessage
		if i >= 0 && isObject(members[i].value) {
			child = members[i].value
		} else if value == nil {
			return doc, nil // nothing to delete
		}
		if value, err = editPath(child, path[1:], value); err != nil {
			return nil, err
		}
	}
	switch {
	case value == nil && i >= 0:
		members = append(members[:i], members[i+1:]...)
	case value == nil:
		return doc, nil
	case i >= 0:
		members[i].value = value
	default:
		members = append(members, member{path[0], value})
	}
	return writeObject(members), nil
}

// parseObject splits a JSON object into its members.
func parseObject(doc []byte) ([]member, error) {
	if len(bytes.TrimSpace(doc)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errNotObject
	}
	var members []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil, err
		}
		members = append(members, member{key, value})
	}
	return members, nil
}

func writeObject(members []member) []byte {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, m := range members {
		if i > 0 {
			buf.WriteByte(',')
		}
		key, _ := json.Marshal(m.key)
		buf.Write(key)
		buf.WriteByte(':')
		buf.Write(m.value)
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

func indexOf(members []member, key string) int {
	for i, m := range members {
		if m.key == key {
			return i
		}
	}
	return -1
}

func isObject(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) > 0 && t[0] == '{'
}

// extractPath is the value at path in a JSON document, or nil when a key is missing or the document is not JSON
// objects down to there.
func extractPath(doc []byte, path []string) []byte {
	raw := json.RawMessage(doc)
	for _, key := range path {
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return nil
		}
		var ok bool
		if raw, ok = obj[key]; !ok {
			return nil
		}
	}
	return raw
}
