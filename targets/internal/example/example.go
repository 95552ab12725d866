// Package example makes up example values of IR types for generated tests and README snippets: the spec's
// example or default when it has the type's shape, else a value built from the type and its constraints (minimum,
// maximum, lengths, a string the pattern matches), so the mock server accepts it. Every target renders the values
// in its own language.
package example

import (
	"encoding/json"
	"fmt"
	"math"
	"net/url"
	"regexp"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// A value is nil, bool, string, json.Number, []any, Object or File.

// Object is an object value with its properties in order.
type Object []Entry

// Entry is one property of an Object.
type Entry struct {
	Key string
	Val any
}

// File stands for a file upload; each language writes its own expression for one.
type File struct{}

// Builder builds example values from the IR for one language. Depth arguments bound recursive types; callers start
// at 0. A Builder made by New remembers type lookups and regular expressions across calls, which large APIs need.
type Builder struct {
	API *ir.API
	// Skipped reports whether a property or union variant with this x-sdkgen-skip list is left out of the language.
	Skipped func(skip []string) bool
	// All includes optional properties (near the top of the value), not only required ones.
	All  bool
	memo *memo
}

// memo holds what a Builder works out once: types by name, compiled patterns (nil when RE2 rejects one) and the
// strings made up for them.
type memo struct {
	types    map[string]*ir.Type
	patterns map[string]*regexp.Regexp
	made     map[string]made
}

// made is a string made up for a pattern, and whether one could be.
type made struct {
	s  string
	ok bool
}

// New returns a Builder of api that remembers lookups; its copies (WithAll) share them.
func New(api *ir.API, skipped func(skip []string) bool) Builder {
	m := &memo{types: map[string]*ir.Type{}, patterns: map[string]*regexp.Regexp{}, made: map[string]made{}}
	for _, t := range api.Types {
		m.types[t.Name] = t
	}
	return Builder{API: api, Skipped: skipped, memo: m}
}

// WithAll is the builder with All set.
func (e Builder) WithAll(all bool) Builder {
	e.All = all
	return e
}

func (e Builder) typ(name string) *ir.Type {
	if e.memo != nil {
		return e.memo.types[name]
	}
	return e.API.Type(name)
}

// compile compiles a pattern once; nil when it does not compile.
func (e Builder) compile(pattern string) *regexp.Regexp {
	if e.memo == nil {
		re, _ := regexp.Compile(pattern)
		return re
	}
	re, ok := e.memo.patterns[pattern]
	if !ok {
		re, _ = regexp.Compile(pattern)
		e.memo.patterns[pattern] = re
	}
	return re
}

// Ref is an example of a type: example when it has the type's shape, else one built from the type.
func (e Builder) Ref(t ir.TypeRef, example any, depth int) any {
	if example != nil && !t.IsBinary() && e.fits(example, t) {
		return Normalize(example)
	}
	if t.Const != nil {
		return Normalize(t.Const)
	}
	switch t.Kind {
	case ir.String:
		return e.stringExample(t)
	case ir.Integer, ir.Number:
		return numberExample(t)
	case ir.Boolean:
		return true
	case ir.Null:
		return nil
	case ir.Array:
		if t.Elem == nil || depth > 12 {
			return []any{}
		}
		return []any{e.Ref(*t.Elem, nil, depth+1)}
	case ir.Map:
		if t.Elem == nil || depth > 4 {
			return Object{}
		}
		return Object{{Key: "foo", Val: e.Ref(*t.Elem, nil, depth+1)}}
	case ir.Named:
		return e.named(t.Name, depth)
	}
	return Object{}
}

// fits reports whether a spec example has the type's shape; specs carry examples that do not (a string for an
// array, a quoted enum value), and a test built from one would not compile.
func (e Builder) fits(v any, t ir.TypeRef) bool {
	if v == nil {
		return t.Nullable || t.Kind == ir.Null || t.Kind == ir.Unknown
	}
	switch t.Kind {
	case ir.String:
		s, ok := v.(string)
		return ok && e.validString(s, t)
	case ir.Integer:
		return isInteger(v)
	case ir.Number:
		switch v.(type) {
		case float64, int, int64, json.Number:
			return true
		}
		return false
	case ir.Boolean:
		_, ok := v.(bool)
		return ok
	case ir.Array:
		items, ok := v.([]any)
		if !ok || t.Elem == nil {
			return ok
		}
		for _, it := range items {
			if !e.fits(it, *t.Elem) {
				return false
			}
		}
		return true
	case ir.Map:
		_, ok := v.(map[string]any)
		return ok
	case ir.Named:
		return e.fitsNamed(v, e.typ(t.Name))
	}
	return true
}

// validString reports whether a string example satisfies its type's format and constraints, as the mock server
// checks them.
func (e Builder) validString(s string, t ir.TypeRef) bool {
	switch t.Format {
	case "date-time":
		if _, err := time.Parse(time.RFC3339, s); err != nil {
			return false
		}
	case "date":
		if _, err := time.Parse("2006-01-02", s); err != nil {
			return false
		}
	case "uri", "url":
		if u, err := url.Parse(s); err != nil || u.Scheme == "" {
			return false
		}
	case "email":
		if !strings.Contains(s, "@") {
			return false
		}
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
		return re != nil && re.MatchString(s)
	}
	return true
}

func (e Builder) fitsNamed(v any, t *ir.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case "enum":
		for _, m := range t.Enum.Members {
			if fmt.Sprint(Normalize(m.Value)) == fmt.Sprint(Normalize(v)) {
				return true
			}
		}
		return false
	case "object":
		obj, ok := v.(map[string]any)
		if !ok {
			return false
		}
		for _, p := range e.requestProperties(t.Properties) {
			pv, present := obj[p.WireName]
			if (p.Required && !present) || (present && !e.fits(pv, p.Type)) {
				return false
			}
		}
		return true
	case "alias":
		return t.Alias != nil && e.fits(v, *t.Alias)
	case "union":
		for _, variant := range t.Union.Variants {
			if e.fits(v, variant.Type) {
				return true
			}
		}
		return false
	}
	return true
}

// named is an example of a named type. Past depth 4 only required properties are filled, and past 12 (a chain of
// required recursive properties, which no value satisfies) nothing is.
func (e Builder) named(name string, depth int) any {
	t := e.typ(name)
	if t == nil || depth > 12 {
		return Object{}
	}
	switch t.Kind {
	case "enum":
		if len(t.Enum.Members) > 0 {
			return Normalize(t.Enum.Members[0].Value)
		}
	case "union":
		for _, v := range t.Union.Variants {
			if !e.Skipped(v.Skip) {
				return e.Ref(v.Type, nil, depth+1)
			}
		}
	case "alias":
		if t.Alias != nil {
			return e.Ref(*t.Alias, nil, depth+1)
		}
	case "object":
		var out Object
		for _, p := range e.requestProperties(t.Properties) {
			if p.Required || (e.All && depth < 2) {
				out = append(out, Entry{p.WireName, e.Ref(p.Type, First(p.Example, p.Default), depth+1)})
			}
		}
		return out
	}
	return Object{}
}

// First is example, or def when there is no example.
func First(example, def any) any {
	if example != nil {
		return example
	}
	return def
}

func (e Builder) stringExample(t ir.TypeRef) any {
	v := formatExample(t)
	if s, ok := v.(string); ok && t.Constraints != nil {
		return e.constrainedString(t.Constraints, s)
	}
	return v
}

// formatExample is a value of a string format, or "string".
func formatExample(t ir.TypeRef) any {
	switch t.Format {
	case "binary":
		return File{}
	case "uuid":
		return "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"
	case "date-time":
		return "2019-12-27T18:11:19.117Z"
	case "date":
		return "2019-12-27"
	case "uri", "url", "uri-reference", "iri":
		return "https://example.com"
	case "email", "idn-email":
		return "dev@example.com"
	case "hostname", "idn-hostname":
		return "example.com"
	case "ipv4":
		return "127.0.0.1"
	case "ipv6":
		return "::1"
	case "time":
		return "18:11:19Z"
	case "int64", "int32", "integer", "decimal", "number":
		return "0"
	}
	return "string"
}

// Normalize turns a decoded JSON value into an example value with sorted object keys.
func Normalize(v any) any {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		out := Object{}
		for _, k := range keys {
			out = append(out, Entry{k, Normalize(x[k])})
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = Normalize(it)
		}
		return out
	case float64:
		b, _ := json.Marshal(x)
		return json.Number(b)
	case int:
		b, _ := json.Marshal(x)
		return json.Number(b)
	case int64:
		b, _ := json.Marshal(x)
		return json.Number(b)
	}
	return v
}

// numberExample is 1, moved inside the type's minimum and maximum.
func numberExample(t ir.TypeRef) any {
	v := 1.0
	if c := t.Constraints; c != nil {
		step := 1.0
		if t.Kind == ir.Number {
			step = 0.5
		}
		if c.Minimum != nil && (v < *c.Minimum || (c.ExclusiveMinimum && v <= *c.Minimum)) {
			v = *c.Minimum
			if c.ExclusiveMinimum {
				v += step
			}
		}
		if c.Maximum != nil && (v > *c.Maximum || (c.ExclusiveMaximum && v >= *c.Maximum)) {
			v = *c.Maximum
			if c.ExclusiveMaximum {
				v -= step
			}
		}
	}
	return json.Number(strconv.FormatFloat(v, 'f', -1, 64))
}

// constrainedString is an example string for a pattern and length limits: a string the pattern matches, or the
// format's example padded or cut to the allowed length.
func (e Builder) constrainedString(c *ir.Constraints, s string) string {
	if c.Pattern != "" {
		if p, ok := e.patternExample(c.Pattern); ok {
			return p
		}
	}
	if c.MinLength != nil && int64(len(s)) < *c.MinLength {
		s += strings.Repeat("x", int(*c.MinLength)-len(s))
	}
	if c.MaxLength != nil && int64(len(s)) > *c.MaxLength {
		s = s[:*c.MaxLength]
	}
	return s
}

// patternExample makes up a string the regular expression matches, taking the shortest path through it: no
// repetition beyond the minimum, the first alternative, the first character of each class.
func (e Builder) patternExample(pattern string) (string, bool) {
	if e.memo != nil {
		if m, ok := e.memo.made[pattern]; ok {
			return m.s, m.ok
		}
	}
	s, ok := e.makePattern(pattern)
	if e.memo != nil {
		e.memo.made[pattern] = made{s, ok}
	}
	return s, ok
}

func (e Builder) makePattern(pattern string) (string, bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	var b strings.Builder
	if !writeExample(&b, re.Simplify(), 0) {
		return "", false
	}
	out := b.String()
	if re := e.compile(pattern); re == nil || !re.MatchString(out) {
		return "", false
	}
	return out, true
}

func writeExample(b *strings.Builder, re *syntax.Regexp, depth int) bool {
	if depth > 50 || b.Len() > 200 {
		return false
	}
	switch re.Op {
	case syntax.OpLiteral:
		b.WriteString(string(re.Rune))
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return false
		}
		b.WriteRune(classExample(re.Rune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteByte('a')
	case syntax.OpCapture:
		return writeExample(b, re.Sub[0], depth+1)
	case syntax.OpPlus:
		return writeExample(b, re.Sub[0], depth+1)
	case syntax.OpRepeat:
		for i := 0; i < re.Min; i++ {
			if !writeExample(b, re.Sub[0], depth+1) {
				return false
			}
		}
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !writeExample(b, sub, depth+1) {
				return false
			}
		}
	case syntax.OpAlternate:
		return writeExample(b, re.Sub[0], depth+1)
	case syntax.OpStar, syntax.OpQuest, syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
	default:
		return false
	}
	return true
}

// classExample picks a readable character of a class (ranges as lo, hi pairs): a lower-case letter, an
// upper-case letter or a digit when the class has one, else its first character.
func classExample(ranges []rune) rune {
	for _, want := range []rune{'a', 'A', '0'} {
		for i := 0; i+1 < len(ranges); i += 2 {
			if ranges[i] <= want && want <= ranges[i+1] {
				return want
			}
		}
	}
	return ranges[0]
}

// requestProperties drops the properties a request does not have (read-only) and those skipped for the language.
func (e Builder) requestProperties(props []*ir.Property) []*ir.Property {
	var out []*ir.Property
	for _, p := range props {
		if !p.ReadOnly && !e.Skipped(p.Skip) {
			out = append(out, p)
		}
	}
	return out
}

// isInteger reports whether a decoded number is whole: an integer type's example must be, or typed languages reject
// the value.
func isInteger(v any) bool {
	switch x := v.(type) {
	case int, int64:
		return true
	case float64:
		return x == math.Trunc(x) && !math.IsInf(x, 0)
	case json.Number:
		_, err := x.Int64()
		return err == nil
	}
	return false
}
