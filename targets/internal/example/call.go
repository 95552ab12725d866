package example

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Call is the example call a generated test makes of a method: the value of every param it passes and of a body
// passed as one argument. Every target renders its tests from a Call, and this repository's tests check the request
// a Call makes against the spec, so what the tests send is what was checked.
type Call struct {
	Method *ir.Method
	// All is set for the call with every param, clear for the one with only the required ones.
	All bool
	// Params are the params passed, in the method's order: every path and positional param, the required others (or
	// all of them), and the streaming discriminator set to false (the tests read a whole response).
	Params []Arg
	// Body is the value of a body that is not flattened; HasBody says whether one is passed.
	Body    any
	HasBody bool
	// Unsatisfiable says why no valid request could be made ("" when it could): the test is then skipped rather
	// than send one the server refuses.
	Unsatisfiable string
}

// Arg is one param of a Call and its value.
type Arg struct {
	Param *ir.Param
	Value any
}

// Call is the example call of a method with its required params, or with all of them. An optional param no valid
// value can be made for is left out; a required one makes the call Unsatisfiable. The params of a flattened body
// are picked under the body object's rules, so an optional one may be passed (or left out) to meet them.
func (e Builder) Call(m *ir.Method, all bool) Call {
	e.All = all
	c := Call{Method: m, All: all}
	body := e.bodyParams(&c)
	for _, p := range m.Params {
		if p.In == "body" {
			if v, ok := body[p]; ok {
				c.Params = append(c.Params, Arg{p, v})
			}
			continue
		}
		if e.Skipped(p.Skip) {
			continue
		}
		positional := p.In == "path" || slices.Contains(m.Positional, p.Name)
		if !positional && !p.Required && !all {
			continue
		}
		sub := e.scoped()
		v := sub.paramValue(p, positional)
		if p.In == "query" {
			v = sub.readableQuery(p, v)
		}
		if sub.failed() && !positional && !p.Required {
			continue
		}
		c.unsatisfiable(p.WireName, sub.reason())
		c.Params = append(c.Params, Arg{p, v})
	}
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil && (b.Required || all) {
		sub := e.scoped()
		c.HasBody, c.Body = true, sub.Ref(*b.Type, nil, 0)
		if b.Encoding == "binary" {
			c.Body = File{}
		}
		c.unsatisfiable("the body", sub.reason())
	}
	e.checkFlatBody(&c)
	return c
}

// bodyParams are the values of the body params a call passes: every positional and required one, the streaming
// discriminator (false: the tests read a whole response), the others with All, all within the body's rules.
func (e Builder) bodyParams(c *Call) map[*ir.Param]any {
	m := c.Method
	discriminator := ""
	if s := m.Streaming; s != nil {
		discriminator = s.ParamDiscriminator
	}
	var params []*ir.Param
	var fields []field
	for _, p := range m.Params {
		if p.In != "body" || e.Skipped(p.Skip) || p.ReadOnly {
			continue
		}
		positional := slices.Contains(m.Positional, p.Name)
		f := field{key: p.WireName, wanted: c.All, required: p.Required || positional}
		f.build = func(e Builder) any {
			sub := e.scoped()
			v := sub.paramValue(p, positional)
			if r := sub.reason(); r != "" {
				if f.required {
					c.unsatisfiable(p.WireName, r) // a required param's own reason names it
				}
				e.fail("%s", r)
			}
			return v
		}
		if p.Name == discriminator {
			f.required, f.build = true, func(Builder) any { return false }
		}
		params, fields = append(params, p), append(fields, f)
	}
	sub := e.scoped()
	picked := sub.pick(fields, e.bodyRules(m.Body))
	c.unsatisfiable("the body", sub.reason())
	out := map[*ir.Param]any{}
	for i, p := range params {
		if picked.has[i] {
			out[p] = picked.vals[i]
		}
	}
	return out
}

// bodyRules are the object-level constraints of a flattened body: its named type's, else the body's own.
func (e Builder) bodyRules(b *ir.Body) *ir.Constraints {
	if b == nil || !b.Flattened {
		return nil
	}
	if b.Type != nil && b.Type.Kind == ir.Named {
		if t := e.typ(b.Type.Name); t != nil && t.Kind == "object" {
			return t.Constraints
		}
		return nil
	}
	return b.Constraints
}

// paramValue is a param's example; a positional one is never empty, since an empty path param fails before
// anything is sent.
func (e Builder) paramValue(p *ir.Param, positional bool) any {
	v := e.Ref(p.Type, First(p.Example, p.Default), 0)
	if positional && v == "" {
		v = e.Ref(p.Type, nil, 0)
	}
	return v
}

// readableQuery is a query param's value as the mock server can read it back: Prism makes an array of a param only
// when its key repeats (query_settings.array_format repeat) or its schema is a plain array. A nullable array (or a
// union with one) therefore gets two items, and cannot be read at all when the SDK joins items with commas; keys
// the SDK writes with brackets are not the param's, which matters when the param is required.
func (e Builder) readableQuery(p *ir.Param, v any) any {
	items, ok := v.([]any)
	if !ok || len(items) == 0 {
		return v
	}
	format := e.API.Query.ArrayFormat
	plain := e.plainArray(p.Type)
	switch {
	case format == "repeat" && !plain:
		return append(items, items[0])
	case (format == "brackets" || format == "indices") && p.Required:
		e.fail("the mock server reads the array query param `%s` only from `%s=` keys, and the SDK writes %s keys", p.WireName, p.WireName, format)
	case !plain && format != "repeat":
		e.fail("the mock server reads the nullable array query param `%s` only from repeated keys, and the SDK joins the items with commas", p.WireName)
	}
	return v
}

// plainArray reports whether a type is an array, through aliases, and takes no null.
func (e Builder) plainArray(t ir.TypeRef) bool {
	for range maxDepth {
		typ := e.typ(t.Name)
		if t.Kind != ir.Named || typ == nil || typ.Kind != "alias" || typ.Alias == nil {
			break
		}
		t = *typ.Alias
	}
	return t.Kind == ir.Array && !t.Nullable
}

// checkFlatBody makes a call Unsatisfiable when the body its params make is not valid for the body's named type,
// e.g. a union whose variants' properties were flattened into one list.
func (e Builder) checkFlatBody(c *Call) {
	b := c.Method.Body
	if b == nil || !b.Flattened || b.Type == nil || b.Type.Kind != ir.Named || c.Unsatisfiable != "" {
		return
	}
	r := c.Request()
	if r.HasBody && !e.valid(r.Body, *b.Type, open) {
		c.unsatisfiable("the body", "its params make no valid `"+b.Type.Name+"`")
	}
}

// unsatisfiable records why the call cannot be valid, naming the part, unless a reason is already known.
func (c *Call) unsatisfiable(part, reason string) {
	if reason != "" && c.Unsatisfiable == "" {
		c.Unsatisfiable = "no valid example of " + quoteName(part) + ": " + reason
	}
}

func quoteName(part string) string {
	if part == "the body" {
		return part
	}
	return "`" + part + "`"
}

// Value is the value a Call passes for a param, and whether it passes one.
func (c Call) Value(p *ir.Param) (any, bool) {
	i := slices.IndexFunc(c.Params, func(a Arg) bool { return a.Param == p })
	if i < 0 {
		return nil, false
	}
	return c.Params[i].Value, true
}

// Request is a Call as it goes on the wire: param values by location and wire name, and the body.
type Request struct {
	Path, Query, Header map[string]any
	// Body is the body value: an Object of the body params when the body is flattened.
	Body    any
	HasBody bool
}

// Request is the request a Call makes.
func (c Call) Request() Request {
	r := Request{Path: map[string]any{}, Query: map[string]any{}, Header: map[string]any{}, Body: c.Body, HasBody: c.HasBody}
	var body Object
	for _, a := range c.Params {
		switch a.Param.In {
		case "path":
			r.Path[a.Param.WireName] = a.Value
		case "query":
			r.Query[a.Param.WireName] = a.Value
		case "header":
			r.Header[a.Param.WireName] = a.Value
		case "body":
			body = append(body, Entry{a.Param.WireName, a.Value})
		}
	}
	if b := c.Method.Body; b != nil && (b.Flattened || b.Type == nil) && (len(body) > 0 || b.Required) {
		r.Body, r.HasBody = body, true
		if body == nil {
			r.Body = Object{}
		}
	}
	return r
}
