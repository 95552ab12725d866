package example

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// field is a key an object example may have: a property of a named object, or a param of a flattened body.
type field struct {
	key string
	// required fields are always present; wanted ones are when a valid value can be made and the object's rules
	// allow them; the others only when the rules need them (to meet a required alternative or a property count).
	required, wanted bool
	build            func(e Builder) any
}

// picked are the values chosen for an object's fields; has says which fields are present.
type picked struct {
	vals []any
	has  []bool
}

// entries are the present fields in order.
func (p picked) entries(fields []field) Object {
	out := Object{}
	for i, f := range fields {
		if p.has[i] {
			out = append(out, Entry{f.key, p.vals[i]})
		}
	}
	return out
}

// pick chooses an object's fields under its rules: the keys its closed parts allow, one of its required
// alternatives (and, for a oneOf, no other), and its property counts. What cannot be met is recorded as the
// reason the value is invalid.
func (e Builder) pick(fields []field, c *ir.Constraints) picked {
	p := picked{vals: make([]any, len(fields)), has: make([]bool, len(fields))}
	if c != nil && c.Unsatisfiable != "" {
		e.fail("%s", c.Unsatisfiable)
	}
	for i, f := range fields {
		switch {
		case f.required:
			p.vals[i], p.has[i] = f.build(e), true
			if !c.AllowsKey(f.key) {
				e.fail("`%s` is required, and additionalProperties: false does not allow it", f.key)
			}
		case f.wanted:
			e.tryAdd(fields, &p, i, c)
		}
	}
	chosen := e.meetAlternatives(fields, &p, c)
	e.meetCounts(fields, &p, c, chosen)
	return p
}

// tryAdd adds an optional field when the rules allow its key and a valid value can be made for it.
func (e Builder) tryAdd(fields []field, p *picked, i int, c *ir.Constraints) bool {
	if p.has[i] {
		return true
	}
	if !c.AllowsKey(fields[i].key) {
		return false
	}
	sub := e.scoped()
	v := fields[i].build(sub)
	if sub.failed() {
		return false
	}
	p.vals[i], p.has[i] = v, true
	return true
}

// meetAlternatives makes the object have every key of one required alternative (the first it has, else the first
// that can be added), and for a oneOf no other's; it returns that alternative, or nil.
func (e Builder) meetAlternatives(fields []field, p *picked, c *ir.Constraints) []string {
	if c == nil || len(c.RequiredAlternatives) == 0 {
		return nil
	}
	var chosen []string
	for _, keys := range c.RequiredAlternatives {
		if p.hasAll(fields, keys) {
			chosen = keys
			break
		}
	}
	for _, keys := range c.RequiredAlternatives {
		if chosen != nil {
			break
		}
		if e.addAll(fields, p, keys, c) {
			chosen = keys
		}
	}
	if chosen == nil {
		e.fail("no valid value has every property of one of the required lists %s", lists(c.RequiredAlternatives))
		return nil
	}
	if c.RequiredExclusive {
		e.meetOnlyOne(fields, p, c.RequiredAlternatives, chosen)
	}
	return chosen
}

// addAll adds every field of a list of keys, or none of them.
func (e Builder) addAll(fields []field, p *picked, keys []string, c *ir.Constraints) bool {
	var added []int
	for _, k := range keys {
		i := indexOf(fields, k)
		if i >= 0 && p.has[i] {
			continue
		}
		if i < 0 || !e.tryAdd(fields, p, i, c) {
			for _, j := range added {
				p.has[j] = false
			}
			return false
		}
		added = append(added, i)
	}
	return true
}

// meetOnlyOne leaves out, for every other list the object has all of, an optional field the chosen list does
// not need: a oneOf's value must match one member only.
func (e Builder) meetOnlyOne(fields []field, p *picked, alternatives [][]string, chosen []string) {
	for _, keys := range alternatives {
		if slices.Equal(keys, chosen) || !p.hasAll(fields, keys) {
			continue
		}
		dropped := false
		for _, k := range keys {
			if i := indexOf(fields, k); !fields[i].required && !slices.Contains(chosen, k) {
				p.has[i], dropped = false, true
				break
			}
		}
		if !dropped {
			e.fail("every value with the properties %s also has those of %s, and its oneOf takes only one", lists([][]string{chosen}), lists([][]string{keys}))
		}
	}
}

// meetCounts adds optional fields up to minProperties, and leaves out those the chosen alternative does not need
// down to maxProperties.
func (e Builder) meetCounts(fields []field, p *picked, c *ir.Constraints, chosen []string) {
	if c == nil {
		return
	}
	if c.MinProperties != nil {
		for i := 0; i < len(fields) && int64(p.count()) < *c.MinProperties; i++ {
			e.tryAdd(fields, p, i, c)
		}
		if int64(p.count()) < *c.MinProperties {
			e.fail("no valid value has the %d properties minProperties asks for", *c.MinProperties)
		}
	}
	if c.MaxProperties != nil {
		for i := len(fields) - 1; i >= 0 && int64(p.count()) > *c.MaxProperties; i-- {
			if p.has[i] && !fields[i].required && !slices.Contains(chosen, fields[i].key) {
				p.has[i] = false
			}
		}
		if int64(p.count()) > *c.MaxProperties {
			e.fail("the value needs more properties than maxProperties (%d) allows", *c.MaxProperties)
		}
	}
}

func (p picked) count() int {
	n := 0
	for _, h := range p.has {
		if h {
			n++
		}
	}
	return n
}

func (p picked) hasAll(fields []field, keys []string) bool {
	for _, k := range keys {
		if i := indexOf(fields, k); i < 0 || !p.has[i] {
			return false
		}
	}
	return true
}

func indexOf(fields []field, key string) int {
	for i, f := range fields {
		if f.key == key {
			return i
		}
	}
	return -1
}

// lists writes lists of keys for messages: (`a`, `b`) or (`c`).
func lists(alternatives [][]string) string {
	parts := make([]string, len(alternatives))
	for i, keys := range alternatives {
		parts[i] = "(`" + strings.Join(keys, "`, `") + "`)"
	}
	return strings.Join(parts, " or ")
}

// satisfiesRules reports whether an object's keys meet its rules: every key allowed, one required alternative
// (exactly one for a oneOf), and the property counts.
func satisfiesRules(obj Object, c *ir.Constraints) bool {
	if c == nil {
		return true
	}
	if c.Unsatisfiable != "" {
		return false
	}
	for _, en := range obj {
		if !c.AllowsKey(en.Key) {
			return false
		}
	}
	n := int64(len(obj))
	if (c.MinProperties != nil && n < *c.MinProperties) || (c.MaxProperties != nil && n > *c.MaxProperties) {
		return false
	}
	if len(c.RequiredAlternatives) == 0 {
		return true
	}
	met := 0
	for _, keys := range c.RequiredAlternatives {
		if hasKeys(obj, keys) {
			met++
		}
	}
	return met == 1 || (met > 1 && !c.RequiredExclusive)
}

func hasKeys(obj Object, keys []string) bool {
	for _, k := range keys {
		if _, ok := lookup(obj, k); !ok {
			return false
		}
	}
	return true
}
