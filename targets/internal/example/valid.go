package example

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"net"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// validity says how an object's unknown keys are judged: a spec example is taken only when every key is one the
// SDK's types declare (closed), while JSON Schema lets any object have more (open), which decides whether a value
// matches several variants of a oneOf.
type validity int

const (
	closed validity = iota
	open
)

// valid reports whether an example value (as Normalize returns them) satisfies a type and its constraints, as the
// mock server checks them.
func (e Builder) valid(v any, t ir.TypeRef, mode validity) bool {
	if t.Const != nil {
		return sameJSON(v, Normalize(t.Const))
	}
	if v == nil {
		return t.Nullable || t.Kind == ir.Null || t.Kind == ir.Unknown || (t.Kind == ir.Named && e.nullableNamed(t.Name))
	}
	switch t.Kind {
	case ir.String:
		if _, ok := v.(File); ok {
			return t.IsBinary()
		}
		s, ok := v.(string)
		return ok && e.validString(s, t)
	case ir.Integer:
		return isInteger(v) && inRange(v, t.Constraints)
	case ir.Number:
		_, ok := v.(json.Number)
		return ok && inRange(v, t.Constraints)
	case ir.Boolean:
		_, ok := v.(bool)
		return ok
	case ir.Null:
		return false
	case ir.Array:
		items, ok := v.([]any)
		return ok && validItems(items, t.Constraints) && (t.Elem == nil || !slices.ContainsFunc(items, func(it any) bool { return !e.valid(it, *t.Elem, mode) }))
	case ir.Map:
		obj, ok := v.(Object)
		return ok && satisfiesRules(obj, t.Constraints) && (t.Elem == nil || !slices.ContainsFunc(obj, func(en Entry) bool { return !e.valid(en.Val, *t.Elem, mode) }))
	case ir.Named:
		return e.validNamed(v, e.typ(t.Name), mode)
	}
	return true
}

// nullableNamed reports whether a named type takes null: an alias of a nullable type, a union with a null variant,
// an enum with a null member.
func (e Builder) nullableNamed(name string) bool {
	t := e.typ(name)
	switch {
	case t == nil:
		return false
	case t.Kind == "alias" && t.Alias != nil:
		return e.valid(nil, *t.Alias, open)
	case t.Kind == "union":
		return slices.ContainsFunc(t.Union.Variants, func(v ir.Variant) bool { return e.valid(nil, v.Type, open) })
	case t.Kind == "enum":
		return slices.ContainsFunc(t.Enum.Members, func(m ir.EnumMember) bool { return m.Value == nil })
	}
	return false
}

func (e Builder) validNamed(v any, t *ir.Type, mode validity) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case "enum":
		return slices.ContainsFunc(t.Enum.Members, func(m ir.EnumMember) bool { return sameJSON(Normalize(m.Value), v) })
	case "object":
		obj, ok := v.(Object)
		return ok && e.validObject(obj, t, mode)
	case "alias":
		return t.Alias != nil && e.valid(v, *t.Alias, mode)
	case "union":
		if vr, ok := discriminated(t.Union, e.variants(t), v); ok {
			return e.valid(v, vr.Type, mode)
		}
		n := 0
		for _, vr := range e.variants(t) {
			if e.valid(v, vr.Type, mode) {
				n++
			}
		}
		return n == 1 || (n > 1 && !t.Union.Exclusive)
	}
	return true
}

// discriminated is the variant an object's discriminator value selects, as OpenAPI's discriminator says: the
// value is then judged by that variant alone.
func discriminated(u *ir.Union, variants []ir.Variant, v any) (ir.Variant, bool) {
	obj, ok := v.(Object)
	if !ok || u.Discriminator == "" {
		return ir.Variant{}, false
	}
	d, ok := lookup(obj, u.Discriminator)
	s, isString := d.(string)
	if !ok || !isString {
		return ir.Variant{}, false
	}
	i := slices.IndexFunc(variants, func(vr ir.Variant) bool { return slices.Contains(vr.DiscriminatorValues, s) })
	if i < 0 {
		return ir.Variant{}, false
	}
	return variants[i], true
}

// validObject checks an object's required properties, the values of those it has, and its other keys: allowed in
// open mode, else only into additional properties.
func (e Builder) validObject(obj Object, t *ir.Type, mode validity) bool {
	if !satisfiesRules(obj, t.Constraints) {
		return false
	}
	props := e.requestProperties(t.Properties)
	for _, p := range props {
		if _, ok := lookup(obj, p.WireName); p.Required && !ok {
			return false
		}
	}
	for _, en := range obj {
		i := slices.IndexFunc(props, func(p *ir.Property) bool { return p.WireName == en.Key })
		switch {
		case i >= 0:
			if !e.valid(en.Val, props[i].Type, mode) {
				return false
			}
		case t.AdditionalProperties != nil:
			if !e.valid(en.Val, *t.AdditionalProperties, mode) {
				return false
			}
		case mode == closed:
			return false
		}
	}
	return true
}

// validString reports whether a string satisfies its type's format and constraints, as the mock server checks them.
func (e Builder) validString(s string, t ir.TypeRef) bool {
	if !validFormat(s, t.Format) {
		return false
	}
	c := t.Constraints
	if c == nil {
		return true
	}
	n := int64(utf8.RuneCountInString(s))
	if (c.MinLength != nil && n < *c.MinLength) || (c.MaxLength != nil && n > *c.MaxLength) {
		return false
	}
	if c.Pattern != "" {
		re := e.compile(c.Pattern)
		return !c.PatternNotRE2 && re != nil && re.MatchString(s)
	}
	return true
}

// validItems reports whether an array's items meet its counts, and differ from each other when uniqueItems asks.
func validItems(items []any, c *ir.Constraints) bool {
	if c == nil {
		return true
	}
	n := int64(len(items))
	if (c.MinItems != nil && n < *c.MinItems) || (c.MaxItems != nil && n > *c.MaxItems) {
		return false
	}
	for i := range items {
		if c.UniqueItems && slices.ContainsFunc(items[:i], func(prev any) bool { return sameJSON(prev, items[i]) }) {
			return false
		}
	}
	return true
}

var (
	uuidRE     = regexp.MustCompile(`^(?i:urn:uuid:)?(?i:[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$`)
	emailRE    = regexp.MustCompile(`^(?i:[a-z0-9!#$%&'*+/=?^_` + "`" + `{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_` + "`" + `{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)$`)
	hostnameRE = regexp.MustCompile(`^(?i:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*)$`)
	timeRE     = regexp.MustCompile(`^(?i:\d\d:\d\d:\d\d(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?))$`)
	schemeRE   = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
)

// validFormat reports whether a string is of a format the mock server checks (Prism's ajv-formats); other formats
// accept any string.
func validFormat(s, format string) bool {
	switch format {
	case "date-time":
		_, err := time.Parse(time.RFC3339Nano, s)
		return err == nil
	case "date":
		_, err := time.Parse(time.DateOnly, s)
		return err == nil
	case "time":
		return timeRE.MatchString(s)
	case "uuid":
		return uuidRE.MatchString(s)
	case "email":
		return emailRE.MatchString(s)
	case "hostname":
		return hostnameRE.MatchString(s)
	case "uri", "url":
		_, err := url.Parse(s)
		return err == nil && schemeRE.MatchString(s)
	case "ipv4":
		ip := net.ParseIP(s)
		return ip != nil && ip.To4() != nil && !strings.Contains(s, ":")
	case "ipv6":
		return net.ParseIP(s) != nil && strings.Contains(s, ":")
	case "byte":
		_, err := base64.StdEncoding.DecodeString(s)
		return err == nil
	}
	return true
}

// inRange reports whether a number lies within a type's minimum and maximum and is a multiple of its multipleOf,
// as the mock server (ajv) checks it: the quotient must be exactly whole.
func inRange(v any, c *ir.Constraints) bool {
	n, ok := v.(json.Number)
	if !ok {
		return false
	}
	f, err := n.Float64()
	if err != nil || c == nil {
		return err == nil
	}
	if c.Minimum != nil && (f < *c.Minimum || (c.ExclusiveMinimum && f == *c.Minimum)) {
		return false
	}
	if c.MultipleOf != nil {
		if q := f / *c.MultipleOf; q != math.Trunc(q) || math.IsInf(q, 0) {
			return false
		}
	}
	return c.Maximum == nil || (f <= *c.Maximum && !(c.ExclusiveMaximum && f == *c.Maximum))
}

// sameJSON reports whether two example values are the same JSON value.
func sameJSON(a, b any) bool {
	if x, ok := a.(json.Number); ok {
		y, ok := b.(json.Number)
		fx, errx := x.Float64()
		fy, erry := y.Float64()
		return ok && errx == nil && erry == nil && fx == fy
	}
	return fmt.Sprintf("%#v", a) == fmt.Sprintf("%#v", b)
}

// lookup finds an object's property value.
func lookup(obj Object, key string) (any, bool) {
	for _, en := range obj {
		if en.Key == key {
			return en.Val, true
		}
	}
	return nil, false
}
