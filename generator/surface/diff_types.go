package surface

import (
	"fmt"
	"slices"
)

func diffTypes(base, head map[string]*TypeDef) []Change {
	var out []Change
	for _, name := range keys(base, head) {
		b, h := base[name], head[name]
		switch {
		case b == nil:
			out = append(out, change(Added, Type, name, h.Kind, ""))
		case h == nil:
			out = append(out, change(Removed, Type, name, b.Kind, "callers naming the type stop compiling"))
		default:
			out = append(out, typeChanges(name, b, h)...)
		}
	}
	return out
}

// usage is where a type travels in either surface; a type used nowhere is taken as both, to stay conservative.
func usage(b, h *TypeDef) side {
	s := side{request: b.Request || h.Request, response: b.Response || h.Response}
	if !s.request && !s.response {
		return side{request: true, response: true}
	}
	return s
}

func typeChanges(name string, b, h *TypeDef) []Change {
	if b.Kind != h.Kind {
		return []Change{change(Changed, Type, name, fmt.Sprintf("kind %s -> %s", b.Kind, h.Kind), "values of the old kind no longer fit")}
	}
	s := usage(b, h)
	out := deprecation("", b.Deprecated, h.Deprecated).changes(Type, name)
	out = append(out, fieldChanges(name, b.Fields, h.Fields, s)...)
	out = append(out, additionalChanges(b.Additional, h.Additional).changes(Type, name)...)
	out = append(out, enumChanges(name, b, h, s)...)
	out = append(out, unionChanges(name, b, h, s)...)
	if b.Alias != h.Alias {
		out = append(out, change(Changed, Type, name, fmt.Sprintf("alias of %s -> %s", b.Alias, h.Alias), "values of the old type no longer fit"))
	}
	return out
}

func fieldChanges(typeName string, base, head map[string]*Field, s side) []Change {
	var out []Change
	for _, wire := range keys(base, head) {
		name := typeName + "." + wire
		b, h := base[wire], head[wire]
		switch {
		case b == nil && h.Required:
			out = append(out, change(Added, Type, name, "required field, "+h.Type, when(s.request, "existing values lack the new required field")))
		case b == nil:
			out = append(out, change(Added, Type, name, "optional field, "+h.Type, ""))
		case h == nil:
			out = append(out, change(Removed, Type, name, "field", "callers reading or setting the field stop compiling"))
		default:
			f := memberChanges("", member{b.Type, b.Nullable, b.Required}, member{h.Type, h.Nullable, h.Required}, s)
			f = append(f, deprecation("", b.Deprecated, h.Deprecated)...)
			out = append(out, f.changes(Type, name)...)
		}
	}
	return out
}

func additionalChanges(b, h string) findings {
	var f findings
	switch {
	case b == h:
	case b == "":
		f.add("additional properties of "+h+" allowed", "")
	case h == "":
		f.add("additional properties no longer allowed", "callers using them stop compiling")
	default:
		f.add(fmt.Sprintf("additional properties %s -> %s", b, h), "values of the old type no longer fit")
	}
	return f
}

func enumChanges(name string, b, h *TypeDef, s side) []Change {
	var out []Change
	if b.EnumBase != h.EnumBase {
		out = append(out, change(Changed, Type, name, fmt.Sprintf("enum base %s -> %s", b.EnumBase, h.EnumBase), "values of the old type no longer fit"))
	}
	for _, v := range b.EnumValues {
		if !slices.Contains(h.EnumValues, v) {
			detail := "enum value"
			if !s.request {
				detail = "enum value, no longer returned"
			}
			out = append(out, change(Removed, Type, name+"."+display(v), detail, when(s.request, "callers sending the value are refused")))
		}
	}
	for _, v := range h.EnumValues {
		if !slices.Contains(b.EnumValues, v) {
			detail := "enum value"
			if s.response {
				// Not breaking: SDKs accept values they do not know, so old callers still parse responses.
				detail = "enum value, may now be returned: SDKs accept unknown values, code switching on it should have a default"
			}
			out = append(out, change(Added, Type, name+"."+display(v), detail, ""))
		}
	}
	return out
}

func unionChanges(name string, b, h *TypeDef, s side) []Change {
	var out []Change
	if b.Discriminator != h.Discriminator {
		out = append(out, change(Changed, Type, name, fmt.Sprintf("discriminator %q -> %q", b.Discriminator, h.Discriminator), "variants are told apart differently"))
	}
	for _, v := range keys(b.Variants, h.Variants) {
		vb, vh := b.Variants[v], h.Variants[v]
		vname := name + "." + v
		switch {
		case vb == nil:
			detail := "union variant, " + vh.Type
			if s.response {
				detail += ": code handling every variant should have a default"
			}
			out = append(out, change(Added, Type, vname, detail, ""))
		case vh == nil:
			out = append(out, change(Removed, Type, vname, "union variant, "+vb.Type, "callers using the variant stop compiling"))
		default:
			out = append(out, variantChanges(vb, vh).changes(Type, vname)...)
		}
	}
	return out
}

func variantChanges(b, h *Variant) findings {
	var f findings
	if b.Type != h.Type {
		f.add(fmt.Sprintf("variant type %s -> %s", b.Type, h.Type), "values of the old type no longer fit")
	}
	if !slices.Equal(b.Values, h.Values) {
		f.add(fmt.Sprintf("discriminator values %s -> %s", list(b.Values), list(h.Values)),
			when(!subset(b.Values, h.Values), "values with a dropped discriminator value pick another variant"))
	}
	return f
}
