package pagination

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// at returns the JSON value at a property path, or nil when a step is missing or not an object.
func at(data json.RawMessage, path []string) json.RawMessage {
	for _, key := range path {
		var obj map[string]json.RawMessage
		if json.Unmarshal(data, &obj) != nil {
			return nil
		}
		data = obj[key]
	}
	return data
}

// isNull is true for a missing value and for JSON null.
func isNull(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) == 0 || string(raw) == "null"
}

// asArray returns the elements of a JSON array; anything else has none.
func asArray(raw json.RawMessage) []json.RawMessage {
	var elems []json.RawMessage
	if json.Unmarshal(raw, &elems) != nil {
		return nil
	}
	return elems
}

// asText is a JSON string's value, or a number's text (cursors and ids may be numbers); "" otherwise.
func asText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// asInt reads a whole number from a JSON number or numeric string (some APIs quote their counts).
func asInt(raw json.RawMessage) (int64, bool) {
	if isNull(raw) {
		return 0, false
	}
	return parseInt(asText(raw))
}

func parseInt(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return n, true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, false
	}
	return int64(f), true
}

// isFalse is true for JSON false and the string "false" (has_next_page: false always stops).
func isFalse(raw json.RawMessage) bool {
	if isNull(raw) {
		return false
	}
	var b bool
	if json.Unmarshal(raw, &b) == nil {
		return !b
	}
	var s string
	return json.Unmarshal(raw, &s) == nil && strings.EqualFold(strings.TrimSpace(s), "false")
}
