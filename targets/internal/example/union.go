package example

import (
	"encoding/json"
	"slices"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// union is an example of a union: a value of the first variant the language keeps that can be made valid and, for
// a oneOf, matches no other variant (the server refuses a value that matches several). A variant's candidates are
// its value, then (to tell it from the others) one with its optional properties or a fractional number.
func (e Builder) union(t *ir.Type, depth int) any {
	variants := e.variants(t)
	if len(variants) == 0 {
		e.fail("union `%s` keeps no variant", t.Name)
		return Object{}
	}
	var fallback any
	reason := ""
	for _, vr := range variants {
		for _, build := range e.candidates(vr.Type) {
			sub := e.scoped()
			v := discriminate(t.Union, vr, build(sub, depth+1))
			if sub.failed() {
				reason = firstNonEmpty(reason, sub.reason())
				continue
			}
			if e.validNamed(v, t, open) {
				return v
			}
			if fallback == nil {
				fallback = v
			}
		}
	}
	if fallback != nil {
		e.fail("every example of `%s` matches several of its oneOf variants", t.Name)
		return fallback
	}
	e.fail("no variant of `%s` has a valid example: %s", t.Name, reason)
	return e.Ref(variants[0].Type, nil, depth+1)
}

// candidate makes one example of a union variant.
type candidate func(e Builder, depth int) any

// candidates are the examples tried for a union variant, in order.
func (e Builder) candidates(t ir.TypeRef) []candidate {
	out := []candidate{func(e Builder, depth int) any { return e.Ref(t, nil, depth) }}
	if typ := e.typ(t.Name); t.Kind == ir.Named && typ != nil && typ.Kind == "object" {
		out = append(out, func(e Builder, depth int) any { return e.object(typ, depth, true) })
	}
	if t.Kind == ir.Number && t.Const == nil {
		out = append(out, func(e Builder, depth int) any {
			if v := json.Number("1.5"); e.valid(v, t, open) {
				return v
			}
			return e.Ref(t, nil, depth)
		})
	}
	return out
}

// discriminate sets a variant's discriminator value in an object example, when the union names a discriminator,
// the example has that property, and its value selects another variant or none.
func discriminate(u *ir.Union, vr ir.Variant, v any) any {
	obj, ok := v.(Object)
	if !ok || u.Discriminator == "" || len(vr.DiscriminatorValues) == 0 {
		return v
	}
	i := slices.IndexFunc(obj, func(en Entry) bool { return en.Key == u.Discriminator })
	if i < 0 {
		return v
	}
	if s, ok := obj[i].Val.(string); ok && slices.Contains(vr.DiscriminatorValues, s) {
		return v
	}
	out := slices.Clone(obj)
	out[i].Val = vr.DiscriminatorValues[0]
	return out
}

// variants are the union's variants the language keeps.
func (e Builder) variants(t *ir.Type) []ir.Variant {
	var out []ir.Variant
	for _, v := range t.Union.Variants {
		if !e.Skipped(v.Skip) {
			out = append(out, v)
		}
	}
	return out
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}
