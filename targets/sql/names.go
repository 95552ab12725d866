package sql

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// maxIdentifier is PostgreSQL's NAMEDATALEN-1: longer names are truncated by the server, so two could collide.
const maxIdentifier = 63

var nonIdentifier = regexp.MustCompile(`[^a-z0-9_]+`)

// identifier is s as an unquoted PostgreSQL identifier: lower case letters, digits and underscores, not starting
// with a digit, at most 63 bytes (a long name keeps a hash of its whole self).
func identifier(s string) string {
	name := strings.Trim(nonIdentifier.ReplaceAllString(strings.ToLower(s), "_"), "_")
	if name != "" && name[0] >= '0' && name[0] <= '9' {
		name = "_" + name
	}
	if len(name) > maxIdentifier {
		sum := sha256.Sum256([]byte(name))
		name = name[:maxIdentifier-9] + "_" + hex.EncodeToString(sum[:])[:8]
	}
	return name
}

// claim returns name, or name with a number when it is taken in used, and marks it taken.
func claim(used map[string]bool, name string) string {
	candidate := name
	for i := 2; used[candidate] || candidate == ""; i++ {
		suffix := fmt.Sprintf("_%d", i)
		base := name
		if len(base)+len(suffix) > maxIdentifier {
			base = base[:maxIdentifier-len(suffix)]
		}
		candidate = base + suffix
	}
	used[candidate] = true
	return candidate
}

// quoteIdent is an identifier as SQL writes it: quoted when it is a keyword PostgreSQL does not take as a name.
func quoteIdent(name string) string {
	if slices.Contains(keywords, name) {
		return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
	}
	return name
}

// keywords are PostgreSQL's reserved keywords and those that cannot name a column, function or type.
var keywords = []string{
	"all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric", "both", "case", "cast", "check",
	"collate", "column", "constraint", "create", "current_catalog", "current_date", "current_role", "current_time",
	"current_timestamp", "current_user", "default", "deferrable", "desc", "distinct", "do", "else", "end", "except",
	"false", "fetch", "for", "foreign", "from", "grant", "group", "having", "in", "initially", "intersect", "into",
	"lateral", "leading", "limit", "localtime", "localtimestamp", "not", "null", "offset", "on", "only", "or",
	"order", "placing", "primary", "references", "returning", "select", "session_user", "some", "symmetric",
	"table", "then", "to", "trailing", "true", "union", "unique", "user", "using", "variadic", "when", "where",
	"window", "with",
	"authorization", "binary", "collation", "concurrently", "cross", "current_schema", "freeze", "full", "ilike",
	"inner", "is", "isnull", "join", "left", "like", "natural", "notnull", "outer", "overlaps", "right", "similar",
	"tablesample", "verbose",
	"between", "bigint", "bit", "boolean", "char", "character", "coalesce", "dec", "decimal", "exists", "extract",
	"float", "greatest", "grouping", "inout", "int", "integer", "interval", "least", "national", "nchar", "none",
	"normalize", "nullif", "numeric", "out", "overlay", "position", "precision", "real", "row", "setof",
	"smallint", "substring", "time", "timestamp", "treat", "trim", "values", "varchar", "xmlattributes",
	"xmlconcat", "xmlelement", "xmlexists", "xmlforest", "xmlnamespaces", "xmlparse", "xmlpi", "xmlroot",
	"xmlserialize", "xmltable",
}

// pythonGlobals are the names a PL/Python function body uses as globals: an argument of the same name would replace
// them (PL/Python binds arguments as globals), so arguments avoid them.
var pythonGlobals = []string{"plpy", "args", "gd", "sd", "td"}

// sqlString is s as a SQL string literal on one line: a plain literal when s has no backslash or control character,
// else an escape string (E'...') whose line breaks and backslashes are escapes. NUL (which PostgreSQL text cannot
// hold) and invalid UTF-8 are dropped. Nothing in it can end the literal, and no line of the script starts inside
// it (CREATE EXTENSION deletes every line that starts with \echo, wherever it is).
func sqlString(s string) string {
	s = strings.ReplaceAll(strings.ToValidUTF8(s, ""), "\x00", "")
	if !strings.ContainsFunc(s, func(r rune) bool { return r == '\\' || r < 0x20 || r == 0x7f }) {
		return "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	var b strings.Builder
	b.WriteString("E'")
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\'':
			b.WriteString(`''`)
		case r == '\n':
			b.WriteString(`\n`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString("'")
	return b.String()
}

// pyString is s as a Python string literal holding only letters, digits, space and _ . - : / as themselves and every
// other character as an escape: no quote, backslash, dollar sign or line break from the spec reaches the body.
func pyString(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range strings.ToValidUTF8(s, string(utf8.RuneError)) {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', strings.ContainsRune(" _.-:/", r):
			b.WriteRune(r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte('\'')
	return b.String()
}
