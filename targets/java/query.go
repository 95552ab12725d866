package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// encodedQuery reports whether a query param's value is structured (an object, a map, raw JSON or a list of
// them): the runtime's QueryEncoder writes those as query_settings say (a[b]=1 or a.b=1).
func encodedQuery(t jtype) bool {
	if t.item != nil {
		return encodedQuery(*t.item)
	}
	if t.raw || strings.HasPrefix(t.name, "Map<") || strings.HasPrefix(t.name, "java.util.Map<") {
		return true
	}
	return t.class != nil && t.class.typ != nil && t.class.typ.Kind != "enum"
}

// queryEncoder is the Java expression of the QueryEncoder for the API's query_settings.
func (g *emitter) queryEncoder(f *jfile) string {
	return "new " + f.imp(g.layout.Sub("core", "http", "QueryEncoder")) + "(" + javaString(nestedFormat(g.api.Query)) + ", " +
		javaString(arrayFormat(g.api.Query)) + ")"
}

// nestedFormat and arrayFormat are query_settings with the Java target's defaults (brackets; comma, as lists of
// scalars are written).
func nestedFormat(q ir.QuerySettings) string {
	if q.NestedFormat == "dots" {
		return "dots"
	}
	return "brackets"
}

func arrayFormat(q ir.QuerySettings) string {
	switch q.ArrayFormat {
	case "repeat", "indices", "brackets":
		return q.ArrayFormat
	}
	return "comma"
}
