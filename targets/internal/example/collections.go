package example

import (
	"slices"
	"strconv"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// array is an example of an array type: one item, or as many as minItems asks for (at most maxItems), each
// different from the others when uniqueItems asks for that.
func (e Builder) array(t ir.TypeRef, depth int) []any {
	lo, hi := bounds(t.Constraints, func(c *ir.Constraints) (*int64, *int64) { return c.MinItems, c.MaxItems })
	if lo > hi {
		e.fail("minItems is above maxItems")
		return []any{}
	}
	n := min(max(lo, 1), hi)
	if t.Elem == nil || depth > maxDepth || n == 0 {
		if lo > 0 {
			e.fail("no items can be made for an array of at least %d", lo)
		}
		return []any{}
	}
	first := e.Ref(*t.Elem, nil, depth+1)
	items := []any{first}
	unique := t.Constraints != nil && t.Constraints.UniqueItems
	for len(items) < n {
		next := first
		if unique {
			var ok bool
			if next, ok = e.another(*t.Elem, items); !ok {
				e.fail("no %d different items can be made for an array with uniqueItems", n)
				return items
			}
		}
		items = append(items, next)
	}
	return items
}

// bounds are a size's lower and upper limits from a type's constraints: 0 and no limit when unset.
func bounds(c *ir.Constraints, sizes func(*ir.Constraints) (*int64, *int64)) (int, int) {
	lo, hi := 0, maxItems
	if c == nil {
		return lo, hi
	}
	min, max := sizes(c)
	if min != nil {
		lo = int(clamp(*min))
	}
	if max != nil {
		hi = int(clamp(*max))
	}
	return lo, hi
}

// maxItems bounds the items or keys an example is made with: a schema asking for more is not worth testing.
const maxItems = 1000

func clamp(n int64) int64 { return max(0, min(n, maxItems+1)) }

// another is a valid value of a type that differs from every value made so far, for an array with uniqueItems:
// another enum member or boolean, a number a step further, a string with one character changed.
func (e Builder) another(t ir.TypeRef, made []any) (any, bool) {
	for _, v := range e.otherValues(t, made[0]) {
		if !slices.ContainsFunc(made, func(m any) bool { return sameJSON(m, v) }) && e.valid(v, t, open) {
			return v, true
		}
	}
	return nil, false
}

// otherValues are candidate values of a type besides the first one made.
func (e Builder) otherValues(t ir.TypeRef, first any) []any {
	if t.Const != nil {
		return nil
	}
	if typ := e.typ(t.Name); t.Kind == ir.Named && typ != nil && typ.Kind == "enum" {
		out := make([]any, len(typ.Enum.Members))
		for i, m := range typ.Enum.Members {
			out[i] = Normalize(m.Value)
		}
		return out
	}
	switch x := first.(type) {
	case bool:
		return []any{!x}
	case string:
		return stringVariants(x)
	}
	if t.Kind == ir.Integer || t.Kind == ir.Number {
		return e.numberVariants(t)
	}
	return nil
}

// stringVariants are a string with one character replaced by a letter or digit, from the last character back.
func stringVariants(s string) []any {
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
	runes := []rune(s)
	var out []any
	for i := len(runes) - 1; i >= 0 && len(out) < maxItems; i-- {
		for _, r := range alphabet {
			if r != runes[i] {
				v := slices.Clone(runes)
				v[i] = r
				out = append(out, string(v))
			}
		}
	}
	if len(runes) == 0 {
		for _, r := range alphabet {
			out = append(out, string(r))
		}
	}
	return out
}

// mapExample is an example of a map type: a "foo" key, or as many keys as minProperties asks for (at most
// maxProperties), none when its closed parts allow no key.
func (e Builder) mapExample(t ir.TypeRef, depth int) Object {
	lo, hi := bounds(t.Constraints, func(c *ir.Constraints) (*int64, *int64) { return c.MinProperties, c.MaxProperties })
	n := min(max(lo, 1), hi)
	if t.Elem == nil || depth > 4 || !t.Constraints.AllowsKey("foo") {
		n = 0
	}
	out := Object{}
	for i := range n {
		key := "foo"
		if i > 0 {
			key += strconv.Itoa(i + 1)
		}
		out = append(out, Entry{Key: key, Val: e.Ref(*t.Elem, nil, depth+1)})
	}
	if len(out) < lo || len(out) > hi {
		e.fail("no valid map has between %d and %d keys", lo, hi)
	}
	return out
}
