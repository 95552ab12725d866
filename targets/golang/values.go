package golang

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// valueWriter writes example values as Go expressions of the params types, in a file outside the root package
// (tests, README snippets), qualifying the SDK's names with q.
type valueWriter struct {
	g *gen
	f *goFile
	q string // the root package's qualifier, e.g. "acme."
}

// exampleOf makes up an example value of a type: the given example or default when it fits, else one built from
// the type; all includes optional properties.
func (g *gen) exampleOf(t ir.TypeRef, ex, def any, all bool) any {
	return g.example.WithAll(all).Ref(t, example.First(ex, def), 0)
}

// field writes the value of a params field: wrapped as the field's type needs (param.Opt, param.Field).
func (w valueWriter) field(t ir.TypeRef, required bool, v any) string {
	plain := w.value(t, v)
	if !w.g.v2() {
		return w.q + "F[" + w.qualified(w.g.paramValueType(w.f, t)) + "](" + plain + ")"
	}
	typ := w.g.paramFieldType(w.f, t, required)
	if strings.Contains(typ, ".Opt[") {
		return w.opt(t, plain)
	}
	return plain
}

// opt wraps a scalar in the root package's optional constructors.
func (w valueWriter) opt(t ir.TypeRef, plain string) string {
	switch {
	case t.Kind == ir.String && (t.Format == "date" || t.Format == "date-time"):
		return w.q + "Time(" + plain + ")"
	case t.Kind == ir.String:
		return w.q + "String(" + plain + ")"
	case t.Kind == ir.Integer:
		return w.q + "Int(" + plain + ")"
	case t.Kind == ir.Number:
		return w.q + "Float(" + plain + ")"
	case t.Kind == ir.Boolean:
		return w.q + "Bool(" + plain + ")"
	}
	return w.q + "Opt(" + plain + ")"
}

// qualified qualifies the root package's type names inside a Go type expression written for the root package.
func (w valueWriter) qualified(typ string) string {
	prefix := ""
	for {
		switch {
		case strings.HasPrefix(typ, "[]"), strings.HasPrefix(typ, "*"):
			n := 1
			if typ[0] == '[' {
				n = 2
			}
			prefix += typ[:n]
			typ = typ[n:]
			continue
		case strings.HasPrefix(typ, "map[string]"):
			prefix += "map[string]"
			typ = typ[len("map[string]"):]
			continue
		}
		break
	}
	if strings.Contains(typ, ".") || goBuiltin[typ] {
		return prefix + typ
	}
	return prefix + w.q + typ
}

var goBuiltin = map[string]bool{"string": true, "int64": true, "float64": true, "bool": true, "any": true}

// value writes a value as the plain (required-form) type.
func (w valueWriter) value(t ir.TypeRef, v any) string {
	if _, ok := v.(example.File); ok || t.IsBinary() {
		return w.f.use("io") + ".Reader(" + w.f.use("bytes") + ".NewBuffer([]byte(\"some file contents\")))"
	}
	switch t.Kind {
	case ir.String:
		s, _ := v.(string)
		if t.Format == "date" || t.Format == "date-time" {
			return w.timeValue(s, t.Format)
		}
		return strconv.Quote(s)
	case ir.Integer, ir.Number:
		n, ok := v.(json.Number)
		if !ok {
			return "0"
		}
		if t.Kind == ir.Integer {
			if i, err := n.Int64(); err == nil {
				return strconv.FormatInt(i, 10)
			}
			return "0"
		}
		return numberLiteral(string(n))
	case ir.Boolean:
		b, _ := v.(bool)
		return strconv.FormatBool(b)
	case ir.Array:
		items, _ := v.([]any)
		elem := w.qualified(w.g.paramElem(w.f, *t.Elem))
		var parts []string
		for _, it := range items {
			parts = append(parts, w.elem(*t.Elem, elem, it))
		}
		return "[]" + elem + "{" + strings.Join(parts, ", ") + "}"
	case ir.Map:
		obj, _ := v.(example.Object)
		elem := w.qualified(w.g.paramElem(w.f, *t.Elem))
		var parts []string
		for _, e := range obj {
			parts = append(parts, strconv.Quote(e.Key)+": "+w.elem(*t.Elem, elem, e.Val))
		}
		return "map[string]" + elem + "{" + strings.Join(parts, ", ") + "}"
	case ir.Named:
		return w.named(t, v)
	}
	return w.anyValue(v)
}

// elem writes an array item or map value, taking its address when items are pointers.
func (w valueWriter) elem(t ir.TypeRef, typ string, v any) string {
	val := w.value(t, v)
	// Written as gofmt -s leaves them: composite literals inside a slice or map literal lose their type.
	if strings.HasPrefix(val, typ+"{") {
		return strings.TrimPrefix(val, typ)
	}
	if strings.HasPrefix(typ, "*") && strings.HasPrefix(val, "&"+typ[1:]+"{") {
		return strings.TrimPrefix(val, "&"+typ[1:])
	}
	if strings.HasPrefix(typ, "*") && !strings.HasPrefix(val, "&") {
		return w.q + "Ptr[" + strings.TrimPrefix(typ, "*") + "](" + val + ")"
	}
	return val
}

// timeValue writes a date or time as a time.Date literal (made-up values are fixed, so tests are reproducible).
func (w valueWriter) timeValue(s, format string) string {
	layout := time.RFC3339Nano
	if format == "date" {
		layout = time.DateOnly
	}
	v, err := time.Parse(layout, s)
	if err != nil {
		v = time.Date(2019, 12, 27, 18, 11, 19, 0, time.UTC)
	}
	v = v.UTC()
	return fmt.Sprintf("%s.Date(%d, %d, %d, %d, %d, %d, %d, %s.UTC)", w.f.use("time"), v.Year(), v.Month(), v.Day(), v.Hour(), v.Minute(), v.Second(), v.Nanosecond(), w.f.use("time"))
}

// named writes a value of a named type.
func (w valueWriter) named(t ir.TypeRef, v any) string {
	typ := w.g.names.types[t.Name]
	if typ == nil {
		return w.anyValue(v)
	}
	switch typ.Kind {
	case "alias":
		return w.value(*typ.Alias, v)
	case "enum":
		name := w.g.names.model[t.Name]
		for _, m := range typ.Enum.Members {
			if sameValue(m.Value, v) {
				return w.q + w.g.names.enumConst(typ, name, m)
			}
		}
		return w.q + name + "(" + w.scalar(v) + ")"
	case "union":
		return w.union(typ, v)
	}
	obj, _ := v.(example.Object)
	name := w.q + w.g.names.param[t.Name]
	fields := w.g.names.memberNames(requestProps(typ.Properties), nil)
	var parts []string
	for _, p := range requestProps(typ.Properties) {
		val, ok := lookup(obj, p.WireName)
		if !ok || val == nil {
			continue
		}
		parts = append(parts, fields[p]+": "+w.field(p.Type, p.Required || p.Type.Const != nil, val))
	}
	lit := name + "{" + strings.Join(parts, ", ") + "}"
	if w.g.recursiveObject(t) {
		return "&" + lit
	}
	return lit
}

// union writes a request union with the variant the value fits.
func (w valueWriter) union(typ *ir.Type, v any) string {
	name := w.q + w.g.names.param[typ.Name]
	prefix := "Of"
	if w.g.option(w.g.cfg.Options.SubtleUnionNaming) {
		prefix = ""
	}
	vs := w.g.variants(typ)
	i := w.g.pickVariant(typ, vs, v)
	if i < 0 {
		return name + "{}"
	}
	variant := vs[i]
	field := prefix + w.g.variantName(variant)
	vt := w.g.unionVariantType(w.f, variant.Type)
	val := w.value(variant.Type, v)
	switch {
	case strings.HasPrefix(vt, "*") && !strings.HasPrefix(val, "&"):
		val = "&" + val
	case strings.Contains(vt, ".Opt["):
		val = w.g.rt(w.f, pkgParam) + ".NewOpt[" + w.qualified(strings.TrimSuffix(vt[strings.Index(vt, ".Opt[")+5:], "]")) + "](" + val + ")"
	}
	return name + "{" + field + ": " + val + "}"
}

// pickVariant is the index of the first variant a value is valid for, else of the first whose kind it has; -1
// when none.
func (g *gen) pickVariant(typ *ir.Type, vs []ir.Variant, v any) int {
	obj, isObj := v.(example.Object)
	if isObj && typ.Union.Discriminator != "" {
		if d, ok := lookup(obj, typ.Union.Discriminator); ok {
			for i, vr := range vs {
				for _, dv := range vr.DiscriminatorValues {
					if dv == d {
						return i
					}
				}
			}
		}
	}
	for i, vr := range vs {
		if fitsKind(g, vr.Type, v) && g.example.Valid(v, vr.Type) {
			return i
		}
	}
	return slices.IndexFunc(vs, func(vr ir.Variant) bool { return fitsKind(g, vr.Type, v) })
}

// fitsKind reports whether a value has the JSON kind a type needs.
func fitsKind(g *gen, t ir.TypeRef, v any) bool {
	switch x := v.(type) {
	case string:
		return t.Kind == ir.String || isNamedKind(g, t, "enum")
	case json.Number:
		return t.Kind == ir.Integer && !strings.ContainsAny(string(x), ".eE") || t.Kind == ir.Number || isNamedKind(g, t, "enum")
	case bool:
		return t.Kind == ir.Boolean
	case []any:
		return t.Kind == ir.Array
	case example.Object:
		return t.Kind == ir.Map || isNamedKind(g, t, "object") || isNamedKind(g, t, "union")
	case example.File:
		return t.IsBinary()
	}
	return false
}

func isNamedKind(g *gen, t ir.TypeRef, kind string) bool {
	if t.Kind != ir.Named {
		return false
	}
	typ := g.names.types[t.Name]
	if typ != nil && typ.Kind == "alias" {
		return kind == "object" && typ.Alias.Kind == ir.Map
	}
	return typ != nil && typ.Kind == kind
}

// anyValue writes a JSON value as a Go value of type any.
func (w valueWriter) anyValue(v any) string {
	switch x := v.(type) {
	case example.Object:
		var parts []string
		for _, e := range x {
			parts = append(parts, strconv.Quote(e.Key)+": "+w.anyValue(e.Val))
		}
		return "map[string]any{" + strings.Join(parts, ", ") + "}"
	case []any:
		var parts []string
		for _, e := range x {
			parts = append(parts, w.anyValue(e))
		}
		return "[]any{" + strings.Join(parts, ", ") + "}"
	case example.File:
		return strconv.Quote("some file contents")
	case nil:
		return "nil"
	}
	return w.scalar(v)
}

// scalar writes a JSON scalar.
func (w valueWriter) scalar(v any) string {
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case json.Number:
		return numberLiteral(string(x))
	case bool:
		return strconv.FormatBool(x)
	}
	return "nil"
}

// lookup finds an object property's value.
func lookup(obj example.Object, key string) (any, bool) {
	for _, e := range obj {
		if e.Key == key {
			return e.Val, true
		}
	}
	return nil, false
}

// sameValue compares an enum member's value with an example value.
func sameValue(member, v any) bool {
	switch x := v.(type) {
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return false
		}
		switch m := member.(type) {
		case float64:
			return m == f
		case json.Number:
			mf, err := m.Float64()
			return err == nil && mf == f
		case int:
			return float64(m) == f
		case int64:
			return float64(m) == f
		}
		return false
	}
	return member == v
}
