package pagination

import (
	"strings"
)

// nextLink returns the rel="next" target of Link header values (RFC 8288), or "" when there is none. A value
// without any <...> is taken as a bare URL, for from_header headers that hold just the next URL.
func nextLink(values []string) string {
	for _, v := range values {
		if !strings.Contains(v, "<") {
			if v = strings.TrimSpace(v); v != "" {
				return v
			}
			continue
		}
		if target := findRel(v, "next"); target != "" {
			return target
		}
	}
	return ""
}

// findRel scans `<uri>; param=value; ..., <uri>; ...` for the first link whose rel holds the relation type.
func findRel(header, relation string) string {
	rest := header
	for {
		start := strings.IndexByte(rest, '<')
		if start < 0 {
			return ""
		}
		end := strings.IndexByte(rest[start:], '>')
		if end < 0 {
			return ""
		}
		target := rest[start+1 : start+end]
		params, next := linkParams(rest[start+end+1:])
		if hasRelation(params["rel"], relation) {
			return strings.TrimSpace(target)
		}
		rest = next
	}
}

// linkParams reads the `; name=value` params of one link up to the comma that ends it, and returns the rest.
func linkParams(s string) (map[string]string, string) {
	params := map[string]string{}
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" || s[0] == ',' {
			return params, strings.TrimPrefix(s, ",")
		}
		if s[0] != ';' {
			// Not a param: skip to the next link.
			i := strings.IndexByte(s, ',')
			if i < 0 {
				return params, ""
			}
			return params, s[i+1:]
		}
		var name, value string
		name, value, s = linkParam(s[1:])
		if _, seen := params[name]; !seen && name != "" {
			params[name] = value // RFC 8288: only the first rel counts
		}
	}
}

// linkParam reads `name[=value]` (the value a token or a quoted string) and returns the rest.
func linkParam(s string) (name, value, rest string) {
	i := strings.IndexAny(s, "=;,")
	if i < 0 {
		return strings.ToLower(strings.TrimSpace(s)), "", ""
	}
	name = strings.ToLower(strings.TrimSpace(s[:i]))
	if s[i] != '=' {
		return name, "", s[i:]
	}
	s = strings.TrimLeft(s[i+1:], " \t")
	if strings.HasPrefix(s, `"`) {
		value, rest = unquoted(s)
		return name, value, rest
	}
	j := strings.IndexAny(s, ";,")
	if j < 0 {
		return name, strings.TrimSpace(s), ""
	}
	return name, strings.TrimSpace(s[:j]), s[j:]
}

// unquoted reads a quoted string at the start of s (backslash escapes a character) and returns its value and
// the rest.
func unquoted(s string) (string, string) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 < len(s) {
				i++
				b.WriteByte(s[i])
			}
		case '"':
			return b.String(), s[i+1:]
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String(), ""
}

// hasRelation reports whether a space-separated rel value holds the relation type (case-insensitively).
func hasRelation(rel, relation string) bool {
	for _, r := range strings.Fields(rel) {
		if strings.EqualFold(r, relation) {
			return true
		}
	}
	return false
}
