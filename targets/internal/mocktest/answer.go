package mocktest

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
	"github.com/sdkgen/sdkgen/targets/internal/memo"
)

// Answers knows what the mock server answers each operation of a spec with, for the tests that check the value a
// method returns against its type. Prism builds a static answer: the example of the response's media type, else a
// value made from the schema in which every example, default and enum value the schema writes is taken as written
// (the first of oneOf and anyOf, every part of allOf, every property). A spec example that its own schema rejects
// therefore reaches the SDK, which rightly refuses it.
type Answers struct {
	doc *spec.Document
}

// NewAnswers reads the spec the mock server serves (targets.Input.Spec). A spec that cannot be read gives Answers
// that know of no invalid answer. Answers only read the spec, so the targets of one run share them.
func NewAnswers(data []byte) *Answers {
	return lastAnswers.Get(data, func() *Answers { return readAnswers(data) })
}

var lastAnswers memo.Last[*Answers]

func readAnswers(data []byte) *Answers {
	root, _, err := document.Parse("openapi.json", data, document.SpecLimits)
	if err != nil {
		return &Answers{}
	}
	return &Answers{doc: spec.Load("openapi.json", root, nil)}
}

// InvalidReason is why the mock server's answer to a method is not a value of its documented response, or "": the
// spec example it is made of, where that example is written and what its schema says against it. Only what the
// SDKs check is judged (types, required properties, enum and const values, dates); string patterns and lengths,
// number ranges and item counts are not.
func (a *Answers) InvalidReason(m *ir.Method) string {
	if a == nil || a.doc == nil || m.Response == nil || m.Response.Type == nil || m.Response.Binary {
		return ""
	}
	op := a.doc.Endpoint(strings.ToLower(m.HTTPMethod) + " " + m.Path)
	if op == nil {
		return ""
	}
	mt := servedMedia(op, m.Response.ContentType)
	if mt == nil || mt.Schema == nil {
		return ""
	}
	schema := unwrapped(mt.Schema, m.Response.Unwrap)
	w := walker{root: a.doc.Root, seen: map[*spec.Schema]int{}}
	if mt.Example != nil {
		value := mt.Example
		for _, key := range m.Response.Unwrap {
			value = value.Get(key)
		}
		if value == nil {
			return ""
		}
		return w.judge(value, schema, "the example of "+mt.Pointer.Fragment())
	}
	return w.walk(schema)
}

// servedMedia is the media type of the response Prism serves: the lowest 2xx status, the one the method returns
// (spec.Operation.SuccessResponse), in the content type the SDK asks for.
func servedMedia(op *spec.Operation, contentType string) *spec.MediaType {
	r := op.SuccessResponse()
	if r == nil {
		return nil
	}
	i := slices.IndexFunc(r.Content, func(mt *spec.MediaType) bool { return strings.EqualFold(mt.Type, contentType) })
	if i < 0 {
		return nil
	}
	return r.Content[i]
}

// unwrapped is the schema of the property path an SDK returns instead of the whole body (unwrap_response).
func unwrapped(s *spec.Schema, path []string) *spec.Schema {
	for _, key := range path {
		p := property(s, key)
		if p == nil {
			return s
		}
		s = p
	}
	return s
}

// property is the schema of an object's property, looked for in allOf parts too.
func property(s *spec.Schema, name string) *spec.Schema {
	s = s.Resolve()
	if s == nil {
		return nil
	}
	for _, p := range s.Properties {
		if p.Name == name {
			return p.Schema
		}
	}
	for _, part := range s.AllOf {
		if p := property(part, name); p != nil {
			return p
		}
	}
	return nil
}

// walker follows the schema the way Prism's sampler does and judges each value it takes from the spec.
type walker struct {
	root *document.Node
	seen map[*spec.Schema]int // how often each schema is on the current path
}

// recursionCut is the time a schema is entered on one path at which the sampler answers {} instead: a recursive
// schema is followed twice.
const recursionCut = 3

// walk returns why the answer made from a schema is not valid for it, or "". The sampler reads a $ref with the
// keywords beside it written over those of its target; it samples the parts of allOf, else the first variant of
// oneOf or anyOf, else it takes the first of default, const, enum, example and examples that is written, else it
// makes a value of the type, filling every property.
func (w walker) walk(s *spec.Schema) string {
	target := s.Resolve()
	if target == nil {
		return ""
	}
	if w.seen[target]+1 == recursionCut {
		why := mismatch(&document.Node{Kind: document.Object}, target, "", 0)
		if why == "" {
			return ""
		}
		return "the mock server cuts the recursion of " + target.Pointer.Fragment() + " short with {}, which its schema rejects: " + why
	}
	w.seen[target]++
	defer func() { w.seen[target]-- }()
	chain := refChain(s)
	if parts := firstSet(chain, func(c *spec.Schema) []*spec.Schema { return c.AllOf }); len(parts) > 0 {
		for _, part := range parts {
			if r := w.walk(part); r != "" {
				return r
			}
		}
		return w.walkChildren(target)
	}
	variants := firstSet(chain, func(c *spec.Schema) []*spec.Schema { return append(slices.Clone(c.OneOf), c.AnyOf...) })
	if len(variants) > 0 {
		if r := w.walk(variants[0]); r != "" {
			return r
		}
		return w.walkChildren(target)
	}
	if v, what, ok := w.taken(chain); ok {
		if v == nil {
			return "" // a const or enum value, valid by definition
		}
		return w.judge(v, s, what)
	}
	return w.walkChildren(target)
}

// refChain is a schema and the schemas its $refs lead to, the use site first.
func refChain(s *spec.Schema) []*spec.Schema {
	var chain []*spec.Schema
	for ; s != nil && len(chain) < 64; s = s.Ref {
		chain = append(chain, s)
	}
	return chain
}

// firstSet is a list keyword of the first schema of a chain that writes it.
func firstSet(chain []*spec.Schema, get func(*spec.Schema) []*spec.Schema) []*spec.Schema {
	for _, c := range chain {
		if l := get(c); len(l) > 0 {
			return l
		}
	}
	return nil
}

// sampled are the keywords whose value the sampler takes as written, in the order it looks for them.
var sampled = []string{"default", "const", "enum", "example", "examples"}

// taken is the value the sampler takes as written, and what and where it is; ok is false when it makes one. A
// const or enum value is reported as nil.
func (w walker) taken(chain []*spec.Schema) (*document.Node, string, bool) {
	for _, key := range sampled {
		for _, c := range chain {
			raw, _ := w.root.Lookup(c.Pointer)
			v := raw.Get(key)
			switch {
			case v == nil:
			case key == "const" || key == "enum":
				return nil, "", true
			case key == "examples" && v.Kind == document.Array && len(v.Items) > 0:
				return v.Items[0], "the example at " + c.Pointer.Append(key).Index(0).Fragment(), true
			case key != "examples":
				return v, "the " + key + " at " + c.Pointer.Append(key).Fragment(), true
			}
		}
	}
	return nil, "", false
}

// walkChildren walks the properties, the additional properties and the items the sampler fills.
func (w walker) walkChildren(s *spec.Schema) string {
	for _, p := range s.Properties {
		if r := w.walk(p.Schema); r != "" {
			return r
		}
	}
	children := append([]*spec.Schema{s.AdditionalProperties, s.Items}, s.PrefixItems...)
	for _, c := range children {
		if r := w.walk(c); r != "" {
			return r
		}
	}
	return ""
}

// judge returns why a value the answer takes from the spec is not valid for its schema, or "".
func (w walker) judge(v *document.Node, s *spec.Schema, what string) string {
	if why := mismatch(v, s, "", 0); why != "" {
		return "the mock server answers with " + what + ", which its schema rejects: " + why
	}
	return ""
}

// maxDepth bounds the validation of a value against recursive schemas.
const maxDepth = 64

// mismatch says where and why a value does not fit a schema, as far as the SDKs check it, or "".
func mismatch(v *document.Node, s *spec.Schema, at string, depth int) string {
	if s == nil || depth > maxDepth {
		return ""
	}
	nullable := s.Nullable
	s = s.Resolve()
	if s == nil {
		return ""
	}
	where := describe(at)
	switch {
	case s.False:
		return where + " is not allowed"
	case v.Kind == document.Null:
		if nullable || s.Nullable || len(s.Types) == 0 {
			return ""
		}
		return where + " is null"
	case s.Const != nil && !document.Equal(v, s.Const):
		return fmt.Sprintf("%s is not %s", where, scalar(s.Const))
	case len(s.Enum) > 0 && !slices.ContainsFunc(s.Enum, func(e *document.Node) bool { return document.Equal(v, e) }):
		return fmt.Sprintf("%s (%s) is not one of its enum values", where, scalar(v))
	case len(s.Types) > 0 && !slices.ContainsFunc(s.Types, func(t string) bool { return isJSONType(v, t) }):
		return fmt.Sprintf("%s is not %s", where, article(strings.Join(s.Types, " or ")))
	case v.Kind == document.String && !isDate(v.Value, s.Format):
		return fmt.Sprintf("%s (%s) is not a %s", where, scalar(v), s.Format)
	}
	for _, part := range s.AllOf {
		if why := mismatch(v, part, at, depth+1); why != "" {
			return why
		}
	}
	if variants := append(slices.Clone(s.OneOf), s.AnyOf...); len(variants) > 0 &&
		!slices.ContainsFunc(variants, func(p *spec.Schema) bool { return mismatch(v, p, at, depth+1) == "" }) {
		return where + " matches none of its variants"
	}
	switch v.Kind {
	case document.Object:
		return objectMismatch(v, s, at, depth)
	case document.Array:
		for i, it := range v.Items {
			item := s.Items
			if i < len(s.PrefixItems) {
				item = s.PrefixItems[i]
			}
			if why := mismatch(it, item, at+"."+strconv.Itoa(i), depth+1); why != "" {
				return why
			}
		}
	}
	return ""
}

// objectMismatch checks an object's required properties and the values of those the schema describes. An
// optional property may be null, and a nullable one may be missing: the SDKs type both as optional.
func objectMismatch(v *document.Node, s *spec.Schema, at string, depth int) string {
	for _, name := range s.Required {
		if ps := property(s, name); !v.Has(name) && !writeOnly(ps) && !nullable(ps) {
			return fmt.Sprintf("%s has no %s, which is required", describe(at), name)
		}
	}
	for _, f := range v.Fields {
		if f.Value.Kind == document.Null && !slices.Contains(s.Required, f.Key) {
			continue
		}
		ps := property(s, f.Key)
		if ps == nil {
			ps = s.AdditionalProperties
		}
		if why := mismatch(f.Value, ps, at+"."+f.Key, depth+1); why != "" {
			return why
		}
	}
	return ""
}

// describe names a place in a value: its path, or the value itself.
func describe(at string) string {
	if at == "" {
		return "the value"
	}
	return strings.TrimPrefix(at, ".")
}

func nullable(s *spec.Schema) bool {
	return s != nil && (s.Nullable || s.Resolve().Nullable)
}

func writeOnly(s *spec.Schema) bool {
	return s != nil && (s.WriteOnly || s.Resolve().WriteOnly)
}

// isJSONType reports whether a value is of a JSON Schema type.
func isJSONType(v *document.Node, t string) bool {
	switch t {
	case "string":
		return v.Kind == document.String
	case "integer":
		return v.IsInteger()
	case "number":
		return v.Kind == document.Number
	case "boolean":
		return v.Kind == document.Bool
	case "array":
		return v.Kind == document.Array
	case "object":
		return v.Kind == document.Object
	case "null":
		return v.Kind == document.Null
	}
	return true
}

// datePrefix starts every ISO 8601 date and date-time the SDKs parse.
var datePrefix = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)

// isDate reports whether a string of a date or date-time format is one: the SDKs parse those formats.
func isDate(s, format string) bool {
	return (format != "date" && format != "date-time") || datePrefix.MatchString(s)
}

func scalar(v *document.Node) string {
	switch v.Kind {
	case document.String:
		return strconv.Quote(v.Value)
	case document.Number, document.Bool:
		return v.Value
	case document.Null:
		return "null"
	}
	return "a " + v.Kind.String()
}

func article(t string) string {
	if strings.IndexByte("aeiou", t[0]) >= 0 {
		return "an " + t
	}
	return "a " + t
}
