package java

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// javaValue is an example value as a Java expression of the type ref has inside class ctx (nil: outside models);
// ok is false for a value that is not set (null), which callers leave out.
func (g *emitter) javaValue(f *jfile, ctx *class, ref ir.TypeRef, v any) (string, bool) {
	if v == nil {
		return "", false
	}
	ref = g.cls.resolve(ref)
	switch ref.Kind {
	case ir.String:
		s := scalarString(v)
		switch ref.Format {
		case "date-time":
			return f.imp("java.time.OffsetDateTime") + ".parse(" + javaString(s) + ")", true
		case "date":
			return f.imp("java.time.LocalDate") + ".parse(" + javaString(s) + ")", true
		}
		return javaString(s), true
	case ir.Integer:
		return integerLiteral(v), true
	case ir.Number:
		if ref.Format == "float" {
			return doubleLiteral(v) + "f", true
		}
		return doubleLiteral(v), true
	case ir.Boolean:
		b, _ := v.(bool)
		return strconv.FormatBool(b), true
	case ir.Array:
		items, _ := v.([]any)
		var parts []string
		for _, it := range items {
			if ref.Elem == nil {
				break
			}
			if s, ok := g.javaValue(f, ctx, *ref.Elem, it); ok {
				parts = append(parts, s)
			}
		}
		if len(parts) == 0 {
			return f.imp("java.util.Collections") + ".emptyList()", true
		}
		return f.imp("java.util.Arrays") + ".asList(" + strings.Join(parts, ", ") + ")", true
	case ir.Map:
		if obj, ok := v.(example.Object); ok && len(obj) > 0 && ref.Elem != nil {
			if s, ok := g.javaValue(f, ctx, *ref.Elem, obj[0].Val); ok {
				return f.imp("java.util.Collections") + ".singletonMap(" + javaString(obj[0].Key) + ", " + s + ")", true
			}
		}
		if ref.Elem == nil {
			return f.imp("java.util.Collections") + ".emptyMap()", true
		}
		return f.imp("java.util.Collections") + ".emptyMap()", true
	case ir.Named:
		return g.namedValue(f, ctx, ref, v)
	}
	return g.rawValue(f, v), true
}

// namedValue builds a model, enum or union example.
func (g *emitter) namedValue(f *jfile, ctx *class, ref ir.TypeRef, v any) (string, bool) {
	jt := g.javaType(f, ctx, ref)
	if jt.class == nil || jt.class.typ == nil {
		return g.rawValue(f, v), true
	}
	t := jt.class.typ
	switch t.Kind {
	case "enum":
		lit, ok := literal(jsonScalar(v), enumBase(t.Enum))
		if !ok {
			return "", false
		}
		return jt.name + ".of(" + lit + ")", true
	case "union":
		return g.unionValue(f, jt, v)
	}
	obj, _ := v.(example.Object)
	var b strings.Builder
	b.WriteString(jt.name + ".builder()")
	irProps := visibleProps(t.Properties)
	ps := g.props(f, jt.class, irProps, func(p *ir.Property) bool { return p.Required })
	byWire := map[string]int{}
	for i, p := range ps {
		byWire[p.wire] = i
	}
	for _, e := range obj {
		i, ok := byWire[e.Key]
		if !ok {
			b.WriteString(".putAdditionalProperty(" + javaString(e.Key) + ", " + g.rawValue(f, e.Val) + ")")
			continue
		}
		if s, ok := g.javaValue(f, jt.class, irProps[i].Type, e.Val); ok {
			b.WriteString("." + ps[i].name + "(" + s + ")")
		}
	}
	b.WriteString(".build()")
	return b.String(), true
}

// unionValue wraps a value in the first variant of its JSON kind.
func (g *emitter) unionValue(f *jfile, jt jtype, v any) (string, bool) {
	vs := g.variants(f, jt.class)
	for _, vr := range vs {
		if !valueFits(g, vr.ref, v) {
			continue
		}
		if s, ok := g.javaValue(f, jt.class, vr.ref, v); ok {
			return jt.name + ".of" + vr.pascal + "(" + s + ")", true
		}
	}
	return "", false
}

// valueFits reports whether an example value has the JSON kind of a type.
func valueFits(g *emitter, ref ir.TypeRef, v any) bool {
	test := nodeTest(ref, g)
	switch x := v.(type) {
	case string:
		return test == "node.isTextual()" || test == "true"
	case json.Number:
		n := x.String()
		if test == "node.isIntegralNumber()" {
			return !strings.ContainsAny(n, ".eE")
		}
		return test == "node.isNumber()" || test == "true"
	case bool:
		return test == "node.isBoolean()" || test == "true"
	case []any:
		return test == "node.isArray()" || test == "true"
	case example.Object:
		return test == "node.isObject()" || test == "true"
	}
	return test == "true"
}

// rawValue is an example value as a JsonValue expression.
func (g *emitter) rawValue(f *jfile, v any) string {
	return f.imp(g.layout.Sub("core", "JsonValue")) + ".from(" + g.plainJava(f, v) + ")"
}

// plainJava is an example value as a plain Java object (String, Long, Double, Boolean, List, Map).
func (g *emitter) plainJava(f *jfile, v any) string {
	switch x := v.(type) {
	case string:
		return javaString(x)
	case json.Number:
		if strings.ContainsAny(x.String(), ".eE") {
			return doubleLiteral(x)
		}
		return integerLiteral(x)
	case bool:
		return strconv.FormatBool(x)
	case []any:
		if len(x) == 0 {
			return f.imp("java.util.Collections") + ".emptyList()"
		}
		parts := make([]string, 0, len(x))
		for _, it := range x {
			parts = append(parts, g.plainJava(f, it))
		}
		return f.imp("java.util.Arrays") + ".asList(" + strings.Join(parts, ", ") + ")"
	case example.Object:
		if len(x) == 0 {
			return f.imp("java.util.Collections") + ".emptyMap()"
		}
		return f.imp("java.util.Collections") + ".singletonMap(" + javaString(x[0].Key) + ", " + g.plainJava(f, x[0].Val) + ")"
	}
	return "\"\""
}

func scalarString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		return strconv.FormatBool(x)
	}
	return ""
}

// jsonScalar turns a json.Number into a float64, the form literal takes.
func jsonScalar(v any) any {
	if n, ok := v.(json.Number); ok {
		f, _ := n.Float64()
		return f
	}
	return v
}

func integerLiteral(v any) string {
	s := scalarString(v)
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return strconv.FormatInt(n, 10) + "L"
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f > -9e18 && f < 9e18 {
		return strconv.FormatInt(int64(f), 10) + "L"
	}
	return "0L"
}

func doubleLiteral(v any) string {
	f, err := strconv.ParseFloat(scalarString(v), 64)
	if err != nil {
		return "0.0"
	}
	lit, ok := literal(f, "Double")
	if !ok {
		return "0.0"
	}
	return lit
}
