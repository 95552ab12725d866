package clikit

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Transform applies a path query to a JSON document and returns the JSON it selects. The query is a dotted path:
// `data.0.name` follows object keys and array indices; `#` maps the rest of the path over every element of an
// array (`data.#.id`), and as the last segment counts them (`data.#`); `\.` is a literal dot in a key. An empty
// query returns the document unchanged; a path that selects nothing returns null.
func Transform(doc []byte, query string) ([]byte, error) {
	if query == "" {
		return doc, nil
	}
	var v any
	dec := json.NewDecoder(strings.NewReader(string(doc)))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("--transform needs JSON, and the output is not: %w", err)
	}
	return json.Marshal(selectPath(v, splitPath(query)))
}

// splitPath splits a query at the dots that are not escaped.
func splitPath(query string) []string {
	var parts []string
	var cur strings.Builder
	for i := 0; i < len(query); i++ {
		switch {
		case query[i] == '\\' && i+1 < len(query):
			i++
			cur.WriteByte(query[i])
		case query[i] == '.':
			parts = append(parts, cur.String())
			cur.Reset()
		default:
			cur.WriteByte(query[i])
		}
	}
	return append(parts, cur.String())
}

func selectPath(v any, path []string) any {
	for i, seg := range path {
		switch node := v.(type) {
		case map[string]any:
			v = node[seg]
		case []any:
			if seg == "#" {
				if i == len(path)-1 {
					return len(node)
				}
				out := make([]any, 0, len(node))
				for _, el := range node {
					out = append(out, selectPath(el, path[i+1:]))
				}
				return out
			}
			n, err := strconv.Atoi(seg)
			if err != nil || n < 0 || n >= len(node) {
				return nil
			}
			v = node[n]
		default:
			return nil
		}
	}
	return v
}
