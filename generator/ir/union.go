package ir

import "reflect"

// UnionObject is a union whose variants are all objects seen as one object: every variant's properties, a property
// required only when every variant requires it, read-only only when every variant has it so; a property whose
// variants disagree on its type has kind Unknown (any JSON value). Nil when t is not such a union. Targets that
// cannot express a union (the Terraform provider's schema) describe it by this object; the name is t's.
func (a *API) UnionObject(t *Type) *Type {
	if t == nil || t.Union == nil || len(t.Union.Variants) == 0 {
		return nil
	}
	out := &Type{Name: t.Name, Kind: "object", Resource: t.Resource, Description: t.Description, Usage: t.Usage}
	index := map[string]*Property{}
	count := map[string]int{}
	readOnly := map[string]int{}
	variants := 0
	for _, v := range t.Union.Variants {
		obj := a.objectBehind(v.Type)
		if obj == nil {
			return nil
		}
		variants++
		out.Recursive = out.Recursive || obj.Recursive
		for _, p := range obj.Properties {
			if p.Required {
				count[p.WireName]++
			}
			if p.ReadOnly {
				readOnly[p.WireName]++
			}
			prev, ok := index[p.WireName]
			if !ok {
				cp := *p
				index[p.WireName] = &cp
				out.Properties = append(out.Properties, &cp)
				continue
			}
			switch {
			case !sameRef(prev.Type, p.Type):
				prev.Type = TypeRef{Kind: Unknown}
			case prev.Type.Const != nil && !reflect.DeepEqual(prev.Type.Const, p.Type.Const):
				// A discriminator: each variant's constant is one of its values.
				prev.Type.Const = nil
			}
		}
	}
	for _, p := range out.Properties {
		p.Required = count[p.WireName] == variants
		p.ReadOnly = readOnly[p.WireName] == variants
	}
	return out
}

// objectBehind is the object type a reference names, through aliases; nil for anything else.
func (a *API) objectBehind(ref TypeRef) *Type {
	for i := 0; ref.Kind == Named && i < 16; i++ {
		t := a.Type(ref.Name)
		switch {
		case t == nil:
			return nil
		case t.Kind == "object":
			return t
		case t.Kind == "alias" && t.Alias != nil:
			ref = *t.Alias
		default:
			return nil
		}
	}
	return nil
}

// sameRef reports whether two references name the same type the same way.
func sameRef(a, b TypeRef) bool {
	if a.Kind != b.Kind || a.Name != b.Name || a.Format != b.Format {
		return false
	}
	if a.Elem == nil || b.Elem == nil {
		return a.Elem == b.Elem
	}
	return sameRef(*a.Elem, *b.Elem)
}
