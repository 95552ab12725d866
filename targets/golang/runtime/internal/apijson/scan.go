package apijson

import (
	"encoding/json"
	"strings"
)

// The scanner below only finds value boundaries: its input has passed json.Valid, so it does not check syntax.

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index just past the string starting with the quote at i.
func skipString(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(s)
}

// skipValue returns the index just past the value starting at i.
func skipValue(s string, i int) int {
	if i >= len(s) {
		return i
	}
	switch s[i] {
	case '"':
		return skipString(s, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '"':
				j = skipString(s, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return len(s)
	}
	j := i
	for j < len(s) && !isDelimiter(s[j]) {
		j++
	}
	return j
}

func isDelimiter(c byte) bool {
	switch c {
	case ',', '}', ']', ' ', '\t', '\r', '\n':
		return true
	}
	return false
}

// eachMember calls fn with every key and raw value of the object s, in order.
func eachMember(s string, fn func(key, raw string)) {
	i := skipSpace(s, 0)
	if i >= len(s) || s[i] != '{' {
		return
	}
	for i++; ; {
		i = skipSpace(s, i)
		if i >= len(s) || s[i] == '}' {
			return
		}
		if s[i] == ',' {
			i++
			continue
		}
		end := skipString(s, i)
		key := unquote(s[i:end])
		i = skipSpace(s, end) + 1 // the colon
		i = skipSpace(s, i)
		valueEnd := skipValue(s, i)
		fn(key, s[i:valueEnd])
		i = valueEnd
	}
}

// unquote returns a JSON string's text; only strings with escapes need encoding/json.
func unquote(quoted string) string {
	if len(quoted) < 2 {
		return ""
	}
	if !strings.Contains(quoted, `\`) {
		return quoted[1 : len(quoted)-1]
	}
	var s string
	if json.Unmarshal([]byte(quoted), &s) != nil {
		return quoted[1 : len(quoted)-1]
	}
	return s
}
