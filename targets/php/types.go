package php

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// str is a single-quoted PHP string: only \ and ' are special there, so nothing in it is interpolated.
func str(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// docblock is text as a /** */ comment at the given indent; */ in the text cannot end it.
func docblock(text, indent string) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return ""
	}
	var b strings.Builder
	b.WriteString(indent + "/**\n")
	for _, l := range strings.Split(docText(text), "\n") {
		b.WriteString(strings.TrimRight(indent+" * "+l, " ") + "\n")
	}
	b.WriteString(indent + " */\n")
	return b.String()
}

// docText is text safe inside a docblock: */ is broken up and carriage returns dropped.
func docText(s string) string {
	return strings.NewReplacer("*/", "*\\/", "\r", "").Replace(s)
}

// literal is a JSON-like value as a PHP expression.
func literal(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case string:
		return str(x)
	case json.Number:
		return number(x.String())
	case float64:
		return number(strconv.FormatFloat(x, 'g', -1, 64))
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
		items := make([]string, 0, len(x))
		for _, k := range sortedKeys(x) {
			items = append(items, str(k)+" => "+literal(x[k]))
		}
		return "[" + strings.Join(items, ", ") + "]"
	case example.Object:
		items := make([]string, 0, len(x))
		for _, e := range x {
			items = append(items, str(e.Key)+" => "+literal(e.Val))
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	return str(fmt.Sprint(v))
}

// number is a JSON number as PHP writes it: integers too large for int become floats.
func number(s string) string {
	if _, err := strconv.ParseInt(s, 10, 64); err == nil {
		return s
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		out := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(out, ".eE") {
			out += ".0"
		}
		return out
	}
	return str(s)
}

func strList(items []string) string {
	quoted := make([]string, 0, len(items))
	for _, it := range items {
		quoted = append(quoted, str(it))
	}
	return "[" + strings.Join(quoted, ", ") + "]"
}

// resolve follows aliases to the type they name (a bounded number of times: aliases may be recursive).
func (g *gen) resolve(t ir.TypeRef) ir.TypeRef {
	for range 8 {
		if t.Kind != ir.Named {
			return t
		}
		typ := g.types[t.Name]
		if typ == nil || typ.Kind != "alias" {
			return t
		}
		if typ.Alias == nil {
			return ir.TypeRef{Kind: ir.Unknown}
		}
		t = *typ.Alias
	}
	return ir.TypeRef{Kind: ir.Unknown}
}

func (g *gen) modelRef(name string) string { return `\` + g.ns + `\Models\` + g.model[name] }

// typeSpec is the runtime's type spec of a type: how a response value is built.
func (g *gen) typeSpec(t ir.TypeRef) string { return g.specDepth(t, 0) }

func (g *gen) specDepth(t ir.TypeRef, depth int) string {
	t = g.resolve(t)
	if depth > 8 {
		return str("mixed")
	}
	switch t.Kind {
	case ir.String:
		return str("string")
	case ir.Integer:
		return str("int")
	case ir.Number:
		return str("float")
	case ir.Boolean:
		return str("bool")
	case ir.Null:
		return str("null")
	case ir.Array:
		return "[" + str("list") + ", " + g.specDepth(elem(t), depth+1) + "]"
	case ir.Map:
		return "[" + str("map") + ", " + g.specDepth(elem(t), depth+1) + "]"
	case ir.Named:
		if g.types[t.Name] != nil {
			return g.modelRef(t.Name) + "::class"
		}
	}
	return str("mixed")
}

func elem(t ir.TypeRef) ir.TypeRef {
	if t.Elem == nil {
		return ir.TypeRef{Kind: ir.Unknown}
	}
	return *t.Elem
}

// native is a property's or response's PHP type declaration, without nullability: what a built value may hold.
func (g *gen) native(t ir.TypeRef) string {
	t = g.resolve(t)
	switch t.Kind {
	case ir.String:
		return "string"
	case ir.Integer:
		return "int"
	case ir.Number:
		return "float"
	case ir.Boolean:
		return "bool"
	case ir.Array, ir.Map:
		return "array"
	case ir.Named:
		typ := g.types[t.Name]
		switch {
		case typ == nil:
			return "mixed"
		case typ.Kind == "object":
			return g.modelRef(t.Name)
		case typ.Kind == "enum" && typ.Enum != nil:
			return enumNative(typ.Enum.Base)
		}
	}
	return "mixed"
}

func enumNative(base ir.TypeKind) string {
	switch base {
	case ir.Integer:
		return "int"
	case ir.Number:
		return "float"
	case ir.Boolean:
		return "bool"
	case ir.String:
		return "string"
	}
	return "mixed"
}

// nullable makes a native type nullable.
func nullable(native string) string {
	if native == "mixed" || strings.HasPrefix(native, "?") {
		return native
	}
	if strings.Contains(native, "|") {
		return native + "|null"
	}
	return "?" + native
}

// paramNative is a method argument's type declaration: a model may be given as its class or an array, a file as
// a resource, string or FileParam.
func (g *gen) paramNative(t ir.TypeRef) string {
	r := g.resolve(t)
	if r.IsBinary() {
		return "mixed"
	}
	n := g.native(t)
	if strings.HasPrefix(n, `\`) {
		return n + "|array"
	}
	return n
}

// doc is a type as PHPDoc writes it, so static analysers know the shapes of arrays.
func (g *gen) doc(t ir.TypeRef, request bool) string { return g.docDepth(t, request, 0) }

func (g *gen) docDepth(t ir.TypeRef, request bool, depth int) string {
	t = g.resolve(t)
	if depth > 4 {
		return "mixed"
	}
	var out string
	switch t.Kind {
	case ir.Array:
		out = "list<" + g.docDepth(elem(t), request, depth+1) + ">"
	case ir.Map:
		out = "array<string, " + g.docDepth(elem(t), request, depth+1) + ">"
	case ir.Named:
		out = g.namedDoc(t, request, depth)
	default:
		out = g.native(t)
		if t.IsBinary() && request {
			out = `resource|string|\` + g.ns + `\Core\FileParam`
		}
	}
	if t.Nullable && out != "mixed" {
		out += "|null"
	}
	return out
}

func (g *gen) namedDoc(t ir.TypeRef, request bool, depth int) string {
	typ := g.types[t.Name]
	switch {
	case typ == nil:
		return "mixed"
	case typ.Kind == "object" && request:
		return g.modelRef(t.Name) + "|" + g.shape(typ, depth)
	case typ.Kind == "object":
		return g.modelRef(t.Name)
	case typ.Kind == "enum" && typ.Enum != nil:
		return enumNative(typ.Enum.Base)
	case typ.Kind == "union" && typ.Union != nil:
		var parts []string
		for _, v := range typ.Union.Variants {
			if included(v.Skip, nil) {
				parts = append(parts, g.docDepth(v.Type, request, depth+1))
			}
		}
		if len(parts) == 0 {
			return "mixed"
		}
		return strings.Join(parts, "|")
	}
	return "mixed"
}

// shape is an object type as a PHPDoc array shape keyed by wire names.
func (g *gen) shape(t *ir.Type, depth int) string {
	var fields []string
	for _, p := range t.Properties {
		if !included(p.Skip, nil) || p.ReadOnly {
			continue
		}
		key := p.WireName
		if !plainKey.MatchString(key) {
			key = str(key)
		}
		opt := "?"
		if p.Required {
			opt = ""
		}
		fields = append(fields, key+opt+": "+g.docDepth(p.Type, true, depth+1))
	}
	if len(fields) == 0 || depth > 2 {
		return "array<string, mixed>"
	}
	return "array{" + strings.Join(fields, ", ") + "}"
}
