package sql

import (
	"fmt"
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// composite is the composite type of a response model: one column per property. A property whose value is an object,
// a union, a map or an array of those is jsonb (see docs/sql.md: nested composites cannot express recursive
// models, break every upgrade that changes a nested model, and cannot hold what unknown variants the API adds).
type composite struct {
	name    string // unquoted, in the extension's schema
	typ     *ir.Type
	columns []column
}

type column struct {
	name, wire, sqlType string
	json                bool
	doc                 string
}

// resolve follows aliases to the type a reference stands for (nil for a primitive or a missing type).
func (g *gen) resolve(t ir.TypeRef) (ir.TypeRef, *ir.Type) {
	for range 32 {
		if t.Kind != ir.Named {
			return t, nil
		}
		named := g.types[t.Name]
		if named == nil {
			return t, nil
		}
		if named.Kind == "alias" && named.Alias != nil {
			t = *named.Alias
			continue
		}
		return t, named
	}
	return ir.TypeRef{Kind: ir.Unknown}, nil
}

// columnType is a response value's SQL type and whether it is carried as JSON. Enums are their base type with no
// CHECK: the API may add values, and a row must still read.
func (g *gen) columnType(t ir.TypeRef) (string, bool) {
	t, named := g.resolve(t)
	if named != nil {
		if named.Kind == "enum" && named.Enum != nil {
			return primitive(ir.TypeRef{Kind: named.Enum.Base}, false), false
		}
		return "jsonb", true
	}
	switch t.Kind {
	case ir.String, ir.Integer, ir.Number, ir.Boolean:
		return primitive(t, true), false
	case ir.Array:
		if t.Elem != nil {
			if elem, json := g.columnType(*t.Elem); !json && !strings.HasSuffix(elem, "[]") {
				return elem + "[]", false
			}
		}
	}
	return "jsonb", true
}

// argType is a request value's SQL type and whether it is passed as JSON. A named enum is its CHECK domain.
func (g *gen) argType(t ir.TypeRef) (string, bool) {
	t, named := g.resolve(t)
	if named != nil {
		if named.Kind == "enum" && named.Enum != nil {
			return g.domain(named), false
		}
		return "jsonb", true
	}
	switch t.Kind {
	case ir.String, ir.Integer, ir.Number, ir.Boolean:
		return primitive(t, false), false
	case ir.Array:
		if t.Elem != nil {
			if elem, json := g.argType(*t.Elem); !json && !strings.HasSuffix(elem, "[]") {
				if strings.Contains(elem, ".") {
					elem = "text" // an array of a domain is not a type PostgreSQL has
				}
				return elem + "[]", false
			}
		}
	}
	return "jsonb", true
}

// primitive is the SQL type of a JSON scalar. Dates read from the API become date and timestamptz; dates passed to
// it stay text, sent as written.
func primitive(t ir.TypeRef, response bool) string {
	switch t.Kind {
	case ir.Integer:
		return "bigint"
	case ir.Number:
		return "double precision"
	case ir.Boolean:
		return "boolean"
	}
	if response && t.Format == "date-time" {
		return "timestamptz"
	}
	if response && t.Format == "date" {
		return "date"
	}
	return "text"
}

// domain is the CHECK domain of an enum (created on first use), qualified with the schema.
func (g *gen) domain(t *ir.Type) string {
	if d, ok := g.domains[t.Name]; ok {
		return d
	}
	name := claim(g.typeNames, identifier(g.namer.Snake(t.Name)))
	d := quoteIdent(g.ext) + "." + quoteIdent(name)
	g.domains[t.Name] = d
	return d
}

// domainSQL is the CREATE DOMAIN statement of every enum domain used, in name order.
func (g *gen) domainSQL() string {
	var names []string
	for n := range g.domains {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		t := g.types[n]
		base := primitive(ir.TypeRef{Kind: t.Enum.Base}, false)
		var values []string
		for _, m := range t.Enum.Members {
			values = append(values, enumLiteral(m.Value))
		}
		fmt.Fprintf(&b, "CREATE DOMAIN %s AS %s\n  CHECK (VALUE IN (%s));\n", g.domains[n], base, strings.Join(values, ", "))
		if doc := typeDoc(t); doc != "" {
			fmt.Fprintf(&b, "COMMENT ON DOMAIN %s IS %s;\n", g.domains[n], sqlString(doc))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// enumLiteral is an enum value as a SQL literal of its domain's base type.
func enumLiteral(v any) string {
	switch x := v.(type) {
	case bool:
		return fmt.Sprint(x)
	case int, int64, float64:
		return fmt.Sprint(x)
	case string:
		return sqlString(x)
	}
	return sqlString(fmt.Sprint(v))
}

func typeDoc(t *ir.Type) string {
	return strings.TrimSpace(firstNonEmpty(t.Description, t.Title))
}

// compositeFor is the composite type of a response model (made on first use), or nil when the result is not an
// object model and the function returns jsonb.
func (g *gen) compositeFor(t ir.TypeRef) *composite {
	_, named := g.resolve(t)
	if named == nil || named.Kind != "object" || len(named.Properties) == 0 {
		return nil
	}
	if c, ok := g.composites[named.Name]; ok {
		return c
	}
	c := &composite{name: claim(g.typeNames, identifier(g.namer.Snake(named.Name))), typ: named}
	used := map[string]bool{}
	for _, p := range named.Properties {
		if p.WriteOnly {
			continue
		}
		sqlType, json := g.columnType(p.Type)
		c.columns = append(c.columns, column{
			name: claim(used, identifier(g.namer.Snake(p.Name))), wire: p.WireName, sqlType: sqlType, json: json,
			doc: strings.TrimSpace(p.Description),
		})
	}
	g.composites[named.Name] = c
	return c
}

// compositeSQL is the CREATE TYPE statement of every composite made, in name order, with their comments.
func (g *gen) compositeSQL() string {
	var all []*composite
	for _, c := range g.composites {
		all = append(all, c)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].name < all[j].name })
	var b strings.Builder
	for _, c := range all {
		qualified := quoteIdent(g.ext) + "." + quoteIdent(c.name)
		fmt.Fprintf(&b, "CREATE TYPE %s AS (\n", qualified)
		for i, col := range c.columns {
			sep := ","
			if i == len(c.columns)-1 {
				sep = ""
			}
			fmt.Fprintf(&b, "  %s %s%s\n", quoteIdent(col.name), col.sqlType, sep)
		}
		b.WriteString(");\n")
		if doc := typeDoc(c.typ); doc != "" {
			fmt.Fprintf(&b, "COMMENT ON TYPE %s IS %s;\n", qualified, sqlString(doc))
		}
		for _, col := range c.columns {
			if col.doc != "" {
				fmt.Fprintf(&b, "COMMENT ON COLUMN %s.%s IS %s;\n", qualified, quoteIdent(col.name), sqlString(col.doc))
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
