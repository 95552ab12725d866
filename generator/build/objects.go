package build

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// constraints are the validation keywords of a primitive, array or map schema, which targets need to make up valid
// example values; nil when it has none.
func constraints(s *spec.Schema) *ir.Constraints {
	c := &ir.Constraints{
		Minimum: s.Minimum, Maximum: s.Maximum, ExclusiveMinimum: s.ExclusiveMin, ExclusiveMaximum: s.ExclusiveMax,
		MultipleOf: s.MultipleOf, MinLength: s.MinLength, MaxLength: s.MaxLength, Pattern: s.Pattern, PatternNotRE2: s.PatternNotRE2,
		MinItems: s.MinItems, MaxItems: s.MaxItems, UniqueItems: s.UniqueItems,
		MinProperties: s.MinProperties, MaxProperties: s.MaxProperties,
	}
	if closed := closedKeys(s); closed != nil {
		c.Closed = [][]string{closed}
	}
	return nilIfZero(c)
}

func nilIfZero(c *ir.Constraints) *ir.Constraints {
	if reflect.ValueOf(*c).IsZero() {
		return nil
	}
	return c
}

// closedKeys are the keys a schema with additionalProperties: false allows, its properties' names (never nil);
// nil when it allows others. Keys matching patternProperties are allowed too, which the IR cannot say: such a
// schema counts as open.
func closedKeys(s *spec.Schema) []string {
	if !s.AdditionalPropertiesFalse || s.PatternProperties {
		return nil
	}
	keys := make([]string, 0, len(s.Properties))
	for _, p := range s.Properties {
		keys = append(keys, p.Name)
	}
	return keys
}

// objectMerge gathers an object type from its schema and the allOf members merged into it: the properties (the
// first definition of each wins, but for a const a later one restates), the required names and the rules each
// part adds. Every part must hold of a value, so a part that sets additionalProperties: false keeps the value to
// its own properties.
type objectMerge struct {
	t        *typeTable
	typ      *ir.Type
	h        hint
	byWire   map[string]*ir.Property // nil for a property x-sdkgen-skip leaves out
	names    map[string]bool
	required []string
	rules    ir.Constraints
	// closedAt are the pointers of the parts in rules.Closed, and conflicts the contradictions found, for messages.
	closedAt  []document.Pointer
	conflicts []string
}

// fillObject converts properties, merging allOf members into one object, with the object's constraints.
func (t *typeTable) fillObject(typ *ir.Type, s *spec.Schema, h hint) {
	typ.Kind = "object"
	typ.Properties = []*ir.Property{}
	m := &objectMerge{t: t, typ: typ, h: h, byWire: map[string]*ir.Property{}, names: map[string]bool{}}
	m.add(s, 0)
	for _, p := range typ.Properties {
		p.Required = slices.Contains(m.required, p.WireName)
	}
	for _, r := range s.Required {
		if _, ok := m.byWire[r]; !ok {
			t.b.c.AtSpec(diag.SchemaRequiredPropertyMissing, s.Pointer.Append("required"), "`%s` is listed in required but is not a property", r)
		}
	}
	if t.b.cfg.Settings.SortSchemaProperties != nil && *t.b.cfg.Settings.SortSchemaProperties {
		slices.SortStableFunc(typ.Properties, func(a, b *ir.Property) int { return strings.Compare(a.Name, b.Name) })
	}
	m.rules.Unsatisfiable = m.unsatisfiable()
	if m.rules.Unsatisfiable != "" {
		t.b.c.AtSpec(diag.SchemaUnsatisfiable, s.Pointer, "no value satisfies this schema: %s; generated tests that need one are skipped", m.rules.Unsatisfiable)
	}
	typ.Constraints = nilIfZero(&m.rules)
}

// add merges one part (the object's schema or an allOf member) and, first, the allOf members it has.
func (m *objectMerge) add(s *spec.Schema, depth int) {
	s = s.Resolve()
	if s == nil || depth > 32 {
		return
	}
	for _, member := range s.AllOf {
		if target := member.Resolve(); target != nil && target.Name != "" && depth == 0 {
			m.typ.Extends = append(m.typ.Extends, m.t.b.names.Snake(target.Name))
		}
		if sh := classify(member.Resolve()); sh != shapeObject && sh != shapeMerged && sh != shapeWrap && sh != shapeMap {
			m.t.b.c.AtSpec(diag.SchemaIntersectionInline, member.Pointer, "allOf member is not an object; its constraints are not represented in the SDK type")
			continue
		}
		m.add(member, depth+1)
	}
	m.required = append(m.required, s.Required...)
	for _, p := range s.Properties {
		m.property(p)
	}
	if s.AdditionalProperties != nil && m.typ.AdditionalProperties == nil {
		ap := m.t.ref(s.AdditionalProperties, m.h.child("additional_property"))
		m.typ.AdditionalProperties = &ap
	}
	m.addRules(s)
}

// property adds a property the first time it is met; a later definition (an allOf member restating it) only
// matters when it fixes the value with a const.
func (m *objectMerge) property(p *spec.Property) {
	prev, seen := m.byWire[p.Name]
	switch {
	case !seen:
		m.byWire[p.Name] = nil
		if all, _ := skipped(p.Schema.Extensions); !all {
			prop := m.t.property(p, m.h, m.names)
			m.byWire[p.Name] = prop
			m.typ.Properties = append(m.typ.Properties, prop)
		}
	case prev != nil:
		m.restate(prev, p)
	}
}

// restate keeps the stricter of two definitions of a property: a value must satisfy both, so a const wins over a
// definition without one, and two different consts leave no valid value.
func (m *objectMerge) restate(prev *ir.Property, p *spec.Property) {
	res := p.Schema.Resolve()
	if res == nil || classify(res) != shapeConst {
		return
	}
	again := m.t.ref(p.Schema, m.h.child(m.t.b.names.Snake(p.Name)))
	switch {
	case prev.Type.Const == nil:
		prev.Type = again
	case !reflect.DeepEqual(prev.Type.Const, again.Const):
		m.conflicts = append(m.conflicts, fmt.Sprintf("allOf members set `%s` to different consts, %s and %s", p.Name, quoteValue(prev.Type.Const), quoteValue(again.Const)))
	}
}

func quoteValue(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}

// addRules adds the object-level keywords of one part: every part's hold together.
func (m *objectMerge) addRules(s *spec.Schema) {
	if keys := closedKeys(s); keys != nil {
		m.rules.Closed = append(m.rules.Closed, keys)
		m.closedAt = append(m.closedAt, s.Pointer)
	}
	if s.MinProperties != nil && (m.rules.MinProperties == nil || *s.MinProperties > *m.rules.MinProperties) {
		m.rules.MinProperties = s.MinProperties
	}
	if s.MaxProperties != nil && (m.rules.MaxProperties == nil || *s.MaxProperties < *m.rules.MaxProperties) {
		m.rules.MaxProperties = s.MaxProperties
	}
	if alternatives, exclusive := requiredAlternatives(s); alternatives != nil && m.rules.RequiredAlternatives == nil {
		m.rules.RequiredAlternatives, m.rules.RequiredExclusive = alternatives, exclusive
	}
}

// requiredAlternatives are the required lists of a schema's oneOf or anyOf whose members only require properties
// (constrainsOnly), and whether they are a oneOf; nil when a member requires nothing, which leaves no rule.
func requiredAlternatives(s *spec.Schema) ([][]string, bool) {
	if !constrainsOnly(s) {
		return nil, false
	}
	members, exclusive := s.AnyOf, false
	if len(s.OneOf) > 0 {
		members, exclusive = s.OneOf, true
	}
	out := make([][]string, 0, len(members))
	for _, member := range members {
		if len(member.Required) == 0 {
			return nil, false
		}
		out = append(out, member.Required)
	}
	return out, exclusive
}

// unsatisfiable is why no value satisfies the merged object, or "".
func (m *objectMerge) unsatisfiable() string {
	if len(m.conflicts) > 0 {
		return m.conflicts[0]
	}
	c := &m.rules
	for _, r := range m.required {
		if i := m.disallowing(r); i >= 0 {
			return fmt.Sprintf("`%s` is required, and the part at %s, with additionalProperties: false, does not allow it", r, m.closedAt[i].Fragment())
		}
	}
	if c.MinProperties != nil && c.MaxProperties != nil && *c.MinProperties > *c.MaxProperties {
		return "minProperties is above maxProperties"
	}
	if allowed := m.allowedCount(); allowed >= 0 && c.MinProperties != nil && int64(allowed) < *c.MinProperties {
		return fmt.Sprintf("minProperties is %d, and additionalProperties: false allows %d keys", *c.MinProperties, allowed)
	}
	if len(c.RequiredAlternatives) > 0 && !slices.ContainsFunc(c.RequiredAlternatives, m.allAllowed) {
		return "additionalProperties: false allows no list of required properties of its anyOf or oneOf"
	}
	return ""
}

// disallowing is the index of the first closed part that does not allow a key, or -1.
func (m *objectMerge) disallowing(key string) int {
	return slices.IndexFunc(m.rules.Closed, func(keys []string) bool { return !slices.Contains(keys, key) })
}

func (m *objectMerge) allAllowed(keys []string) bool {
	return !slices.ContainsFunc(keys, func(k string) bool { return m.disallowing(k) >= 0 })
}

// allowedCount is how many keys the closed parts allow together, or -1 when the object is open.
func (m *objectMerge) allowedCount() int {
	if len(m.rules.Closed) == 0 {
		return -1
	}
	n := 0
	for _, k := range m.rules.Closed[0] {
		if m.rules.AllowsKey(k) {
			n++
		}
	}
	return n
}

func (t *typeTable) property(p *spec.Property, h hint, names map[string]bool) *ir.Property {
	ps := p.Schema
	res := ps.Resolve()
	name := t.b.names.Snake(p.Name)
	if name == "" {
		name = "property"
	}
	for base, i := name, 2; names[name]; i++ {
		name = base + "_" + strconv.Itoa(i)
	}
	names[name] = true
	prop := &ir.Property{
		Name: name, WireName: p.Name, Type: t.ref(ps, h.child(t.b.names.Snake(p.Name))),
		Description: firstNonEmpty(ps.Description, res.Description),
		ReadOnly:    ps.ReadOnly || res.ReadOnly, WriteOnly: ps.WriteOnly || res.WriteOnly,
		Deprecated: deprecation(ps.Deprecated || res.Deprecated, ps.Extensions),
		Default:    toValue(firstNode(ps.Default, res.Default)), Example: toValue(firstNode(ps.Example, res.Example)),
		Names: langNames(ps.Extensions, "property_name"),
	}
	_, prop.Skip = skipped(ps.Extensions)
	return prop
}
