// Package example makes up example values of IR types for generated tests and README snippets: the spec's
// example or default when it is valid for the type, else a value built from the type and its constraints (minimum,
// maximum, lengths, a string the pattern matches, a union variant no other one matches), so the mock server
// accepts it. Call assembles the example call a generated test makes of a method; every target renders it in its
// own language, and the examplecheck tests validate the request it makes against the spec with kin-openapi.
package example

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
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
	// scope collects why the value being built cannot be valid; nil when nobody asks.
	scope *scope
}

// scope is where a value being built records the first reason it cannot be valid.
type scope struct{ reason string }

// fail records why the value being built is invalid, unless a reason is already known.
func (e Builder) fail(format string, args ...any) {
	if e.scope != nil && e.scope.reason == "" {
		e.scope.reason = fmt.Sprintf(format, args...)
	}
}

// scoped is the builder with a fresh scope: what it builds next reports its own failure.
func (e Builder) scoped() Builder {
	e.scope = &scope{}
	return e
}

// failed reports whether what the builder built since scoped could not be made valid.
func (e Builder) failed() bool { return e.scope != nil && e.scope.reason != "" }

// reason is why what the builder built is invalid, or "".
func (e Builder) reason() string {
	if e.scope == nil {
		return ""
	}
	return e.scope.reason
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

// compile compiles a pattern (ECMA-262, as the spec writes it) once; nil when RE2 cannot compile it.
func (e Builder) compile(pattern string) *regexp.Regexp {
	if e.memo == nil {
		re, _ := regexp.Compile(spec.RE2(pattern))
		return re
	}
	re, ok := e.memo.patterns[pattern]
	if !ok {
		re, _ = regexp.Compile(spec.RE2(pattern))
		e.memo.patterns[pattern] = re
	}
	return re
}

// Ref is an example of a type: the spec's example when it is valid for the type (without the read-only and
// skipped properties a request leaves out), else one built from the type.
func (e Builder) Ref(t ir.TypeRef, example any, depth int) any {
	if t.Const != nil {
		return Normalize(t.Const)
	}
	if example != nil && !t.IsBinary() {
		if v := e.strip(Normalize(example), t, 0); e.valid(v, t, closed) {
			return v
		}
	}
	switch t.Kind {
	case ir.String:
		return e.stringExample(t)
	case ir.Integer, ir.Number:
		return e.numberExample(t)
	case ir.Boolean:
		return true
	case ir.Null:
		return nil
	case ir.Array:
		return e.array(t, depth)
	case ir.Map:
		return e.mapExample(t, depth)
	case ir.Named:
		return e.named(t.Name, depth)
	}
	return Object{}
}

// maxDepth bounds the nesting of made-up values: past it a recursive type has no value left.
const maxDepth = 12

// Valid reports whether a value satisfies a type as JSON Schema judges it (an object may have keys its type does
// not declare); targets use it to pick the union variant a value is written as.
func (e Builder) Valid(v any, t ir.TypeRef) bool { return e.valid(v, t, open) }

// strip drops from a spec example the object properties a request leaves out: read-only ones and those skipped
// for the language.
func (e Builder) strip(v any, t ir.TypeRef, depth int) any {
	if depth > maxDepth {
		return v
	}
	switch x := v.(type) {
	case []any:
		if t.Kind != ir.Array || t.Elem == nil {
			return v
		}
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = e.strip(it, *t.Elem, depth+1)
		}
		return out
	case Object:
		return e.stripObject(x, t, depth)
	}
	return v
}

func (e Builder) stripObject(obj Object, t ir.TypeRef, depth int) Object {
	typ := e.typ(t.Name)
	for t.Kind == ir.Named && typ != nil && typ.Kind == "alias" && typ.Alias != nil {
		t = *typ.Alias
		typ = e.typ(t.Name)
	}
	out := Object{}
	for _, en := range obj {
		switch {
		case t.Kind == ir.Map && t.Elem != nil:
			en.Val = e.strip(en.Val, *t.Elem, depth+1)
		case t.Kind == ir.Named && typ != nil && typ.Kind == "object":
			i := slices.IndexFunc(typ.Properties, func(p *ir.Property) bool { return p.WireName == en.Key })
			if i >= 0 && (typ.Properties[i].ReadOnly || e.Skipped(typ.Properties[i].Skip)) {
				continue
			}
			if i >= 0 {
				en.Val = e.strip(en.Val, typ.Properties[i].Type, depth+1)
			}
		}
		out = append(out, en)
	}
	return out
}

// named is an example of a named type. Past depth 4 only required properties are filled; past maxDepth (a chain
// of required recursive properties, which no value satisfies) nothing is.
func (e Builder) named(name string, depth int) any {
	t := e.typ(name)
	if t == nil {
		return Object{}
	}
	if depth > maxDepth {
		e.fail("`%s` nests itself through required properties without end", name)
		return Object{}
	}
	switch t.Kind {
	case "enum":
		if len(t.Enum.Members) > 0 {
			return Normalize(t.Enum.Members[0].Value)
		}
		e.fail("enum `%s` has no members", name)
	case "union":
		return e.union(t, depth)
	case "alias":
		if t.Alias != nil {
			return e.Ref(*t.Alias, nil, depth+1)
		}
	case "object":
		return e.object(t, depth, false)
	}
	return Object{}
}

// object is an example of an object type: its required properties, and its others when optional is set or, with
// All, near the top of the value, leaving out any that no valid value could be made for, within the object's
// rules (closed allOf parts, required alternatives, property counts).
func (e Builder) object(t *ir.Type, depth int, optional bool) Object {
	props := e.requestProperties(t.Properties)
	fields := make([]field, len(props))
	for i, p := range props {
		fields[i] = field{key: p.WireName, required: p.Required, wanted: optional || (e.All && depth < 2), build: func(e Builder) any {
			return e.Ref(p.Type, First(p.Example, p.Default), depth+1)
		}}
	}
	return e.pick(fields, t.Constraints).entries(fields)
}

// First is example, or def when there is no example.
func First(example, def any) any {
	if example != nil {
		return example
	}
	return def
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
