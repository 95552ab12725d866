package kotlin

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// block is the statements of a generated test or snippet, at one indent. Example values are built by statements of
// their own (a builder per model, one setter a line), so every line has a layout ktfmt keeps: a call on one line,
// or broken one argument a line.
type block struct {
	g      *gen
	f      *kfile
	indent string
	lines  []string
	seen   map[string]bool
	// hint names the next model's builder after the param or property it is for.
	hint string
}

func (g *gen) newBlock(f *kfile, indent string, reserved ...string) *block {
	b := &block{g: g, f: f, indent: indent, seen: map[string]bool{}}
	for _, r := range reserved {
		b.seen[r] = true
	}
	return b
}

func (b *block) line(s string) { b.lines = append(b.lines, b.indent+s) }

// call adds `lead name(args)` laid out as ktfmt lays it out.
func (b *block) call(lead string, c *call) { b.lines = append(b.lines, c.render(b.indent, lead, "")) }

// assign adds `val name = expr` for a call.
func (b *block) assign(name string, c *call) {
	b.lines = append(b.lines, c.assign(b.indent, "val "+name+" ="))
}

// local is a fresh local name from a class name: its lower-case form, numbered when taken.
func (b *block) local(class string) string {
	base := plain(b.g.names.member(class))
	if base != b.g.names.member(class) || base == "" {
		base += "Value"
	}
	return unique(b.seen, base)
}

func (b *block) String() string { return strings.Join(b.lines, "\n") }

// value is an example value as an expression of the type (a string or a *call); ok is false for null, which callers
// leave unset.
func (b *block) value(ref ir.TypeRef, v any) (any, bool) {
	if v == nil {
		return nil, false
	}
	g, f := b.g, b.f
	ref = g.resolve(ref)
	switch ref.Kind {
	case ir.String:
		s := scalarText(v)
		switch ref.Format {
		case "date-time":
			return newCall(f.use("java.time.OffsetDateTime")+".parse", kotlinString(s)), true
		case "date":
			return newCall(f.use("java.time.LocalDate")+".parse", kotlinString(s)), true
		}
		return kotlinString(s), true
	case ir.Integer:
		return numberLiteral(scalarText(v), true), true
	case ir.Number:
		if ref.Format == "float" {
			// A Float param or field (ktype) takes a Float literal: Kotlin does not widen 1.0 to it.
			return numberLiteral(scalarText(v), false) + "f", true
		}
		return numberLiteral(scalarText(v), false), true
	case ir.Boolean:
		return strconv.FormatBool(v == true), true
	case ir.Array:
		items, _ := v.([]any)
		var args []any
		for _, it := range items {
			if x, ok := b.value(*ref.Elem, it); ok {
				args = append(args, x)
			}
		}
		return newCall("listOf", args...), true
	case ir.Map:
		obj, _ := v.(example.Object)
		var args []any
		for _, e := range obj {
			if x, ok := b.value(*ref.Elem, e.Val); ok {
				args = append(args, pairOf(kotlinString(e.Key), x))
			}
		}
		return newCall("mapOf", args...), true
	case ir.Named:
		if t := g.types[ref.Name]; t != nil {
			return b.named(t, ref, v)
		}
	}
	return b.raw(v), true
}

// pairOf is `key to value`; a call value keeps its layout.
func pairOf(key string, value any) any {
	if c, ok := value.(*call); ok {
		return &call{name: key + " to " + c.name, args: c.args}
	}
	return key + " to " + value.(string)
}

// named builds an enum (of), a union (of<Variant> of the first variant the value fits) or a model (its builder).
func (b *block) named(t *ir.Type, ref ir.TypeRef, v any) (any, bool) {
	name := b.g.ktype(b.f, ref)
	switch t.Kind {
	case "enum":
		_, literal, _ := enumBase(t.Enum.Base)
		return newCall(name+".of", literal(jsonScalar(v))), true
	case "union":
		return b.union(t, name, v)
	case "object":
		return b.model(t, name, v), true
	}
	return b.raw(v), true
}

func (b *block) union(t *ir.Type, name string, v any) (any, bool) {
	seen := map[string]bool{"json": true}
	for _, vr := range t.Union.Variants {
		if slices.Contains(vr.Skip, "kotlin") || slices.Contains(vr.Skip, "java") {
			continue
		}
		member := unique(seen, b.g.names.member(vr.Name))
		if !b.fits(vr.Type, v, 0) {
			continue
		}
		if x, ok := b.value(vr.Type, v); ok {
			return newCall(name+".of"+upperFirst(plain(member)), x), true
		}
	}
	return nil, false
}

// fits reports whether a value has the JSON kind of a type.
func (b *block) fits(ref ir.TypeRef, v any, depth int) bool {
	ref = b.g.resolve(ref)
	switch x := v.(type) {
	case string:
		return ref.Kind == ir.String || b.namedFits(ref, v, depth, ir.String)
	case json.Number:
		integral := !strings.ContainsAny(x.String(), ".eE")
		return ref.Kind == ir.Number || ref.Kind == ir.Integer && integral || b.namedFits(ref, v, depth, ir.Number)
	case bool:
		return ref.Kind == ir.Boolean || b.namedFits(ref, v, depth, ir.Boolean)
	case []any:
		return ref.Kind == ir.Array
	case example.Object:
		t := b.g.types[ref.Name]
		return ref.Kind == ir.Map || ref.Kind == ir.Named && t != nil && (t.Kind == "object" || t.Kind == "union" && depth < 4 && b.unionFits(t, v, depth))
	}
	return ref.Kind == ir.Unknown
}

func (b *block) namedFits(ref ir.TypeRef, v any, depth int, kind ir.TypeKind) bool {
	t := b.g.types[ref.Name]
	if ref.Kind != ir.Named || t == nil {
		return ref.Kind == ir.Unknown
	}
	switch t.Kind {
	case "enum":
		return t.Enum.Base == kind || kind == ir.Number && t.Enum.Base == ir.Integer
	case "union":
		return depth < 4 && b.unionFits(t, v, depth)
	}
	return false
}

func (b *block) unionFits(t *ir.Type, v any, depth int) bool {
	for _, vr := range t.Union.Variants {
		if b.fits(vr.Type, v, depth+1) {
			return true
		}
	}
	return false
}

// model adds the statements building a model with its builder, one setter a line, and is the built value.
func (b *block) model(t *ir.Type, name string, v any) any {
	obj, _ := v.(example.Object)
	fields := b.g.fieldsOf(t.Properties)
	type set struct {
		setter string
		value  any
	}
	var sets []set
	hint := b.hint
	for _, e := range obj {
		i := slices.IndexFunc(fields, func(fl field) bool { return fl.wire == e.Key })
		if i < 0 {
			sets = append(sets, set{"putAdditionalProperty", []any{kotlinString(e.Key), b.raw(e.Val)}})
			continue
		}
		b.hint = plain(fields[i].name)
		if x, ok := b.value(fields[i].ref, e.Val); ok {
			sets = append(sets, set{fields[i].name, x})
		}
	}
	local := b.local(firstNonEmpty(hint, name[strings.LastIndex(name, ".")+1:]))
	b.hint = ""
	b.assign(local, newCall(name+".builder"))
	for _, s := range sets {
		if args, ok := s.value.([]any); ok {
			b.call("", newCall(local+"."+s.setter, args...))
			continue
		}
		b.call("", newCall(local+"."+s.setter, s.value))
	}
	return local + ".build()"
}

// raw is a value of no known type, as a JsonValue.
func (b *block) raw(v any) any {
	return newCall(b.f.use(b.g.layout.Sub("core", "JsonValue"))+".from", plainValue(v))
}

// plainValue is a JSON value as Kotlin values JsonValue.from takes: literals, listOf and mapOf.
func plainValue(v any) any {
	switch x := v.(type) {
	case string:
		return kotlinString(x)
	case json.Number:
		return numberLiteral(x.String(), !strings.ContainsAny(x.String(), ".eE"))
	case bool:
		return strconv.FormatBool(x)
	case []any:
		var args []any
		for _, it := range x {
			args = append(args, plainValue(it))
		}
		return newCall("listOf<Any?>", args...)
	case example.Object:
		var args []any
		for _, e := range x {
			args = append(args, pairOf(kotlinString(e.Key), plainValue(e.Val)))
		}
		return newCall("mapOf<String, Any?>", args...)
	}
	return "null"
}

func scalarText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	}
	return fmt.Sprint(v)
}

// jsonScalar is a json.Number as a float64, the form enum literals take.
func jsonScalar(v any) any {
	if n, ok := v.(json.Number); ok {
		f, _ := n.Float64()
		return f
	}
	return v
}
