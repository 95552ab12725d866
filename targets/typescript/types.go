package typescript

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// side says whether a type is written for requests (params) or responses: read-only properties are left out of the
// one, write-only properties out of the other, and files are uploads in requests only.
type side int

const (
	responseSide side = iota
	requestSide
)

const uploadsModule = "src/core/uploads.ts"

// typeRef renders an IR type reference in module m, importing named types it needs.
func (g *gen) typeRef(m *module, t ir.TypeRef, s side) string {
	out := g.baseRef(m, t, s)
	if t.Nullable && t.Kind != ir.Null && t.Kind != ir.Unknown {
		out += " | null"
	}
	return out
}

func (g *gen) baseRef(m *module, t ir.TypeRef, s side) string {
	if t.Const != nil {
		return literal(t.Const)
	}
	switch t.Kind {
	case ir.String:
		if t.IsBinary() && s == requestSide {
			return m.useType(uploadsModule, "Uploadable")
		}
		return "string"
	case ir.Integer, ir.Number:
		return "number"
	case ir.Boolean:
		return "boolean"
	case ir.Null:
		return "null"
	case ir.Array:
		return "Array<" + g.elemRef(m, t.Elem, s) + ">"
	case ir.Map:
		return "Record<string, " + g.elemRef(m, t.Elem, s) + ">"
	case ir.Named:
		return g.namedRef(m, t.Name, s)
	default:
		return "unknown"
	}
}

func (g *gen) elemRef(m *module, t *ir.TypeRef, s side) string {
	if t == nil {
		return "unknown"
	}
	return g.typeRef(m, *t, s)
}

// namedRef is a named type's name, its request-side twin where it has one, imported from its module.
func (g *gen) namedRef(m *module, name string, s side) string {
	t := g.api.Type(name)
	if t == nil {
		return "unknown"
	}
	ts := g.names.typeRef(name)
	if s == requestSide {
		if twin, ok := g.names.paramSide[name]; ok {
			ts = twin
		}
	}
	root, _, _ := strings.Cut(ts, ".")
	m.useType(g.names.moduleOf(t), root)
	return ts
}

// literal is a TypeScript literal type of a JSON value.
func literal(v any) string {
	switch x := v.(type) {
	case string:
		return str(x)
	case bool:
		return strconv.FormatBool(x)
	case nil:
		return "null"
	case float64, int, int64, json.Number:
		return jsNumber(fmt.Sprint(x))
	default:
		b, _ := json.Marshal(x)
		return string(b)
	}
}

// planSides finds the types that need a request-side twin: used on both sides and either having read-only or
// write-only properties or holding such a type.
func (g *gen) planSides() {
	split := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, t := range g.api.Types {
			if split[t.Name] || !t.Usage.Request || !t.Usage.Response {
				continue
			}
			if g.differsBySide(t, split) {
				split[t.Name] = true
				changed = true
			}
		}
	}
	for _, t := range g.api.Types {
		if split[t.Name] {
			name := t.ParamModel
			if name == "" {
				name = t.Name + "_param"
			}
			g.names.paramSide[t.Name] = g.names.claim(g.names.namer.Pascal(name))
		}
	}
}

func (g *gen) differsBySide(t *ir.Type, split map[string]bool) bool {
	refs := []ir.TypeRef{}
	for _, p := range t.Properties {
		if p.ReadOnly || p.WriteOnly || p.Type.IsBinary() {
			return true
		}
		refs = append(refs, p.Type)
	}
	if t.Union != nil {
		for _, v := range t.Union.Variants {
			refs = append(refs, v.Type)
		}
	}
	if t.Alias != nil {
		refs = append(refs, *t.Alias)
	}
	if t.AdditionalProperties != nil {
		refs = append(refs, *t.AdditionalProperties)
	}
	return slices.ContainsFunc(refs, func(r ir.TypeRef) bool { return refersTo(r, split) })
}

func refersTo(r ir.TypeRef, names map[string]bool) bool {
	switch r.Kind {
	case ir.Named:
		return names[r.Name]
	case ir.Array, ir.Map:
		return r.Elem != nil && refersTo(*r.Elem, names)
	}
	return r.IsBinary()
}

// declareType writes a named type into its module, and its request-side twin when it has one.
func (g *gen) declareType(m *module, t *ir.Type) {
	if twin, ok := g.names.paramSide[t.Name]; ok {
		g.declare(m, t, g.names.typeRef(t.Name), responseSide)
		g.declare(m, t, twin, requestSide)
		return
	}
	g.declare(m, t, g.names.typeRef(t.Name), soleSide(t))
	g.declareNested(m, t, g.names.typeRef(t.Name))
}

// soleSide is the side a type without a request-side twin is written for.
func soleSide(t *ir.Type) side {
	if t.Usage.Request && !t.Usage.Response {
		return requestSide
	}
	return responseSide
}

// declareNested writes the namespace of the inline types nested in t (planNesting), in t's property order.
func (g *gen) declareNested(m *module, t *ir.Type, name string) {
	refs := make([]ir.TypeRef, 0, len(t.Properties))
	for _, p := range t.Properties {
		refs = append(refs, p.Type)
	}
	g.declareNestedIn(m, g.nestedAmong(t.Name, refs), name)
}

// declareNestedIn writes a namespace name holding kids and, in turn, their own nested types.
func (g *gen) declareNestedIn(m *module, kids []*ir.Type, name string) {
	if len(kids) == 0 {
		return
	}
	w := &m.body
	w.blank()
	w.open("export namespace %s {", name)
	for _, k := range kids {
		short := g.names.short[k.Name]
		g.declare(m, k, short, soleSide(k))
		g.declareNested(m, k, short)
	}
	w.close("}")
}

// nestedAmong are the types nested in parent that members of the given types hold, in their order.
func (g *gen) nestedAmong(parent string, members []ir.TypeRef) []*ir.Type {
	var out []*ir.Type
	for _, r := range members {
		name, _ := propertyTarget(r)
		if name != "" && g.names.parent[name] == parent && !slices.ContainsFunc(out, func(k *ir.Type) bool { return k.Name == name }) {
			out = append(out, g.api.Type(name))
		}
	}
	return out
}

func (g *gen) declare(m *module, t *ir.Type, name string, s side) {
	w := &m.body
	if w.b.Len() > 0 && !strings.HasSuffix(w.b.String(), "{\n") {
		w.blank()
	}
	w.doc(firstNonEmpty(t.Description, t.Title), deprecatedTag(t.Deprecated, g.lang))
	switch t.Kind {
	case "object":
		g.declareObject(m, t, name, s)
	case "enum":
		w.union("export type "+name+" =", g.enumMembers(t), ";", false)
	case "union":
		var members []string
		for _, v := range t.Union.Variants {
			if !slices.Contains(v.Skip, g.lang) {
				members = appendUnique(members, g.typeRef(m, v.Type, s))
			}
		}
		if len(members) == 0 {
			members = []string{"unknown"}
		}
		w.union("export type "+name+" =", members, ";", false)
	default:
		ref := "unknown"
		if t.Alias != nil {
			ref = g.typeRef(m, *t.Alias, s)
		}
		w.union("export type "+name+" =", splitUnion(ref), ";", false)
	}
}

func appendUnique(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// enumMembers are the enum's values; response enums also accept values added to the API later.
func (g *gen) enumMembers(t *ir.Type) []string {
	var members []string
	for _, e := range t.Enum.Members {
		members = appendUnique(members, literal(e.Value))
	}
	if t.Usage.Response {
		switch t.Enum.Base {
		case ir.String:
			members = append(members, "(string & {})")
		case ir.Integer, ir.Number:
			members = append(members, "(number & {})")
		}
	}
	if len(members) == 0 {
		members = []string{"never"}
	}
	return members
}

func (g *gen) declareObject(m *module, t *ir.Type, name string, s side) {
	w := &m.body
	props := g.visibleProperties(t.Properties, s)
	if len(props) == 0 && t.AdditionalProperties != nil {
		w.union("export type "+name+" =", []string{"Record<string, " + g.typeRef(m, *t.AdditionalProperties, s) + ">"}, ";", false)
		return
	}
	if len(props) == 0 && t.AdditionalProperties == nil {
		w.line("export interface %s {}", name)
		return
	}
	w.open("export interface %s {", name)
	for i, p := range props {
		if i > 0 {
			w.blank()
		}
		g.property(m, p.Description, p.Deprecated, p.WireName, !p.Required, p.Type, s)
	}
	if t.AdditionalProperties != nil {
		w.blank()
		w.line("[key: string]: unknown;")
	}
	w.close("}")
}

// visibleProperties drops the properties a side does not have and those skipped for this language.
func (g *gen) visibleProperties(props []*ir.Property, s side) []*ir.Property {
	var out []*ir.Property
	for _, p := range props {
		if slices.Contains(p.Skip, g.lang) || (s == requestSide && p.ReadOnly) || (s == responseSide && p.WriteOnly) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// property writes one interface member with its documentation.
func (g *gen) property(m *module, description string, dep *ir.Deprecation, wire string, optional bool, t ir.TypeRef, s side) {
	w := &m.body
	w.doc(description, deprecatedTag(dep, g.lang))
	head := key(wire)
	if optional {
		head += "?"
	}
	head += ":"
	ref := g.typeRef(m, t, s)
	members := splitUnion(ref)
	if len(members) == 1 && strings.HasPrefix(ref, "Record<string, ") && !w.fits(head+" "+ref+";") {
		// prettier breaks the arguments of a long generic type with several of them.
		w.open("%s Record<", head)
		w.line("string,")
		w.line("%s", strings.TrimSuffix(strings.TrimPrefix(ref, "Record<string, "), ">"))
		w.close(">;")
		return
	}
	w.union(head, members, ";", true)
}

// splitUnion splits a rendered type at its top-level bars, so long unions break as prettier breaks them.
func splitUnion(ref string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(ref); i++ {
		switch ref[i] {
		case '<', '(', '{', '[':
			depth++
		case '>', ')', '}', ']':
			depth--
		case '\'', '"':
			q := ref[i]
			for i++; i < len(ref) && ref[i] != q; i++ {
				if ref[i] == '\\' {
					i++
				}
			}
		case '|':
			if depth == 0 && i > 0 && ref[i-1] == ' ' {
				parts = append(parts, ref[start:i-1])
				start = i + 2
			}
		}
	}
	return append(parts, ref[start:])
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}
