package ruby

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// str is a double-quoted Ruby string literal holding s exactly: #, \ and " are escaped, so no interpolation or
// escape of the spec's text runs.
func str(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	runes := []rune(s)
	for i, r := range runes {
		switch {
		case r == '#' && i+1 < len(runes) && strings.ContainsRune("{$@", runes[i+1]):
			b.WriteString(`\#`)
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// symbol is a Ruby symbol literal: bare when it is a plain identifier, quoted otherwise.
func symbol(s string) string {
	if plainSymbol.MatchString(s) {
		return ":" + s
	}
	return ":" + str(s)
}

// key is a hash key in `key: value` form.
func key(s string) string {
	if plainKey.MatchString(s) {
		return s + ":"
	}
	return str(s) + ":"
}

// comment is text as Ruby comment lines at an indent; every line starts with #, so nothing in it runs.
func comment(text, indent string) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return ""
	}
	var b strings.Builder
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(strings.ReplaceAll(l, "\r", ""), " \t")
		if l == "" {
			b.WriteString(indent + "#\n")
		} else {
			b.WriteString(indent + "# " + l + "\n")
		}
	}
	return b.String()
}

// literal is a JSON value (as decoded with UseNumber, or an example.Object) as a Ruby literal.
func literal(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case bool:
		return strconv.FormatBool(x)
	case string:
		return str(x)
	case json.Number:
		return number(string(x))
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e15 {
			return strconv.FormatInt(int64(x), 10)
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case []any:
		items := make([]string, 0, len(x))
		for _, it := range x {
			items = append(items, literal(it))
		}
		return "[" + strings.Join(items, ", ") + "]"
	case map[string]any:
		keys := sortedKeys(x)
		items := make([]string, 0, len(keys))
		for _, k := range keys {
			items = append(items, str(k)+" => "+literal(x[k]))
		}
		return "{" + strings.Join(items, ", ") + "}"
	}
	return str(fmt.Sprint(v))
}

// number is a JSON number as a Ruby numeric literal.
func number(s string) string {
	if f, err := strconv.ParseFloat(s, 64); err == nil && strings.ContainsAny(s, "eE") {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	return s
}

// models is the Models module of the gem.
func (g *gen) models() string { return g.mod + "::Models" }

// typeExpr is the runtime type of a field: a class, a converter, or a lambda naming a model (so that models may
// refer to one another in any order).
func (g *gen) typeExpr(t ir.TypeRef) string {
	in := g.mod + "::Internal::Type::"
	switch t.Kind {
	case ir.String:
		switch t.Format {
		case "date-time":
			return "Time"
		case "date":
			return "Date"
		case "binary":
			return in + "Unknown"
		}
		return "String"
	case ir.Integer:
		return "Integer"
	case ir.Number:
		return "Float"
	case ir.Boolean:
		return in + "Boolean"
	case ir.Array:
		return in + "ArrayOf[" + g.typeExpr(elem(t)) + "]"
	case ir.Map:
		return in + "HashOf[" + g.typeExpr(elem(t)) + "]"
	case ir.Named:
		if name, ok := g.model[t.Name]; ok {
			return "-> { " + g.models() + "::" + name + " }"
		}
	}
	return in + "Unknown"
}

func elem(t ir.TypeRef) ir.TypeRef {
	if t.Elem == nil {
		return ir.TypeRef{Kind: ir.Unknown}
	}
	return *t.Elem
}

// rbsType is a type in RBS.
func (g *gen) rbsType(t ir.TypeRef) string {
	s := g.rbsBase(t, 0)
	if t.Nullable && s != "untyped" && !strings.HasSuffix(s, "?") {
		if strings.Contains(s, "|") {
			s = "(" + s + ")"
		}
		s += "?"
	}
	return s
}

func (g *gen) rbsBase(t ir.TypeRef, depth int) string {
	switch t.Kind {
	case ir.String:
		switch t.Format {
		case "date-time":
			return "Time"
		case "date":
			return "Date"
		case "binary":
			return "untyped"
		}
		return "String"
	case ir.Integer:
		return "Integer"
	case ir.Number:
		return "Float"
	case ir.Boolean:
		return "bool"
	case ir.Array:
		return "::Array[" + g.rbsType(elem(t)) + "]"
	case ir.Map:
		return "::Hash[Symbol, " + g.rbsType(elem(t)) + "]"
	case ir.Named:
		return g.rbsNamed(t, depth)
	}
	return "untyped"
}

// rbsNamed is a named type in RBS: the model class; Symbol (or the base) for an enum; the alias's target; untyped
// for a union, whose open set of values no closed RBS type states.
func (g *gen) rbsNamed(t ir.TypeRef, depth int) string {
	typ := g.types[t.Name]
	if typ == nil || depth > 8 {
		return "untyped"
	}
	switch typ.Kind {
	case "object":
		return g.models() + "::" + g.model[t.Name]
	case "enum":
		if typ.Enum != nil && typ.Enum.Base == ir.String {
			return "Symbol"
		}
		return "untyped"
	case "alias":
		if typ.Alias != nil {
			return g.rbsBase(*typ.Alias, depth+1)
		}
	}
	return "untyped"
}
