package transform

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// args reads one object of an entry's arguments (args itself, or a nested object such as filter). Every problem
// is reported as Transform/Invalid at the offending key and marks the entry failed, so all of an entry's mistakes
// show at once and nothing is applied.
type args struct {
	e      *entry
	node   *document.Node // nil when absent or not an object
	at     document.Pointer
	absent bool // a required nested object that is missing: already reported, so its keys are not
}

// args validates the entry's args: an object whose keys are among allowed.
func (e *entry) args(allowed ...string) *args {
	return e.object(e.t.Args, e.argPtr(), "args", allowed)
}

func (e *entry) object(n *document.Node, at document.Pointer, name string, allowed []string) *args {
	a := &args{e: e, at: at}
	if n.IsNull() {
		return a
	}
	if n.Kind != document.Object {
		e.report(diag.TransformInvalid, at, "%s must be an object with %s, not %s", name, strings.Join(allowed, ", "), aKind(n.Kind))
		return a
	}
	a.node = n
	for _, f := range n.Fields {
		if !slices.Contains(allowed, f.Key) {
			e.reportKey(diag.TransformInvalid, at.Append(f.Key), "unknown key %q in %s; %s takes %s", f.Key, name, e.t.Command, strings.Join(allowed, ", "))
		}
	}
	return a
}

func (a *args) ptr(key string) document.Pointer { return a.at.Append(key) }

// get returns the value of key, or nil when it is absent (an explicit null is a Null node).
func (a *args) get(key string) *document.Node {
	if f := a.node.Field(key); f != nil {
		return f.Value
	}
	return nil
}

func (a *args) required(key string) *document.Node {
	v := a.get(key)
	if v == nil && !a.absent {
		a.e.report(diag.TransformInvalid, a.at, "%s needs %q", a.e.t.Command, key)
	}
	return v
}

func (a *args) boolean(key string) bool {
	v := a.get(key)
	if v == nil {
		return false
	}
	if v.Kind != document.Bool {
		a.e.report(diag.TransformInvalid, a.ptr(key), "%s must be true or false, not %s", key, aKind(v.Kind))
		return false
	}
	return v.IsTrue()
}

// nested validates the object at key.
func (a *args) nested(key string, allowed ...string) *args {
	v := a.required(key)
	if v == nil {
		return &args{e: a.e, at: a.ptr(key), absent: true}
	}
	return a.e.object(v, a.ptr(key), key, allowed)
}

// listOf returns the items of a string-or-list argument with their pointers: a scalar stands for a list of one.
func (a *args) listOf(key string) ([]*document.Node, []document.Pointer) {
	v := a.get(key)
	if v == nil {
		return nil, nil
	}
	if v.Kind != document.Array {
		return []*document.Node{v}, []document.Pointer{a.ptr(key)}
	}
	if len(v.Items) == 0 {
		a.e.report(diag.TransformInvalid, a.ptr(key), "%s is an empty list", key)
	}
	ptrs := make([]document.Pointer, len(v.Items))
	for i := range v.Items {
		ptrs[i] = a.ptr(key).Index(i)
	}
	return v.Items, ptrs
}

// strings reads an optional list of strings; ok is false when the key is absent.
func (a *args) strings(key string) (values []string, ptrs []document.Pointer, ok bool) {
	v := a.get(key)
	if v == nil {
		return nil, nil, false
	}
	if v.Kind != document.Array || len(v.Items) == 0 {
		a.e.report(diag.TransformInvalid, a.ptr(key), "%s must be a non-empty list of strings", key)
		return nil, nil, true
	}
	for i, it := range v.Items {
		if it.Kind != document.String {
			a.e.report(diag.TransformInvalid, a.ptr(key).Index(i), "%s must be a list of strings; item %d is %s", key, i, aKind(it.Kind))
			continue
		}
		values = append(values, it.Value)
		ptrs = append(ptrs, a.ptr(key).Index(i))
	}
	return values, ptrs, true
}

// path reads a required JSONPath argument.
func (a *args) path(key string) *Path {
	v := a.required(key)
	if v == nil {
		return nil
	}
	return a.e.parsePath(v, a.ptr(key), key)
}

// parsePath parses the JSONPath written at at, reporting a non-string or a syntax error with its column.
func (e *entry) parsePath(n *document.Node, at document.Pointer, name string) *Path {
	if n.Kind != document.String {
		e.report(diag.TransformInvalid, at, "%s must be a JSONPath string, not %s", name, aKind(n.Kind))
		return nil
	}
	p, err := parsePath(n.Value)
	if err != nil {
		e.report(diag.TransformInvalid, at, "%s %q is not a valid JSONPath (column %d: %s)", name, n.Value, err.Col, err.Msg)
		return nil
	}
	return p
}

// target is one item of a target argument: a JSONPath, or a matches_schema object.
type target struct {
	at     document.Pointer // where it is written, for diagnostics
	path   *Path
	schema *schemaTarget
}

// schemaTarget is {matches_schema: <path>, ignore?: <path or paths>}.
type schemaTarget struct {
	at     document.Pointer // of the matches_schema path
	path   *Path
	ignore []*Path
}

// targets reads a required target argument: a JSONPath, a matches_schema object, or a non-empty list of them.
func (a *args) targets(key string) []target {
	if a.required(key) == nil {
		return nil
	}
	items, ptrs := a.listOf(key)
	var out []target
	for i, it := range items {
		if t, ok := a.e.target(it, ptrs[i], key); ok {
			out = append(out, t)
		}
	}
	return out
}

func (e *entry) target(n *document.Node, at document.Pointer, name string) (target, bool) {
	switch n.Kind {
	case document.String:
		p := e.parsePath(n, at, name)
		return target{at: at, path: p}, p != nil
	case document.Object:
		st := e.schemaTarget(n, at)
		return target{at: at, schema: st}, st != nil
	}
	e.report(diag.TransformInvalid, at, "%s must be a JSONPath, a list of JSONPaths or {matches_schema, ignore}, not %s", name, aKind(n.Kind))
	return target{}, false
}

func (e *entry) schemaTarget(n *document.Node, at document.Pointer) *schemaTarget {
	a := e.object(n, at, "the target", []string{"matches_schema", "ignore"})
	st := &schemaTarget{at: a.ptr("matches_schema"), path: a.path("matches_schema")}
	items, ptrs := a.listOf("ignore")
	for i, it := range items {
		p := e.parsePath(it, ptrs[i], "ignore")
		if p != nil && len(p.segments) == 0 {
			e.report(diag.TransformInvalid, ptrs[i], "ignore %q would ignore the whole schema; name a part of it, e.g. $.description", p.text)
			p = nil
		}
		if p != nil {
			st.ignore = append(st.ignore, p)
		}
	}
	if st.path == nil {
		return nil
	}
	return st
}

// destination is one item of copy/move's to: the parent path and the member name or array position to create.
type destination struct {
	at      document.Pointer
	parent  *Path
	name    string
	index   int
	isIndex bool
}

// destinations reads to: a JSONPath or a list of them, each ending in .name, ['name'] or [index].
func (a *args) destinations(key string) []destination {
	if a.required(key) == nil {
		return nil
	}
	items, ptrs := a.listOf(key)
	var out []destination
	for i, it := range items {
		if d, ok := a.e.destination(it, ptrs[i], key); ok {
			out = append(out, d)
		}
	}
	return out
}

func (e *entry) destination(n *document.Node, at document.Pointer, name string) (destination, bool) {
	p := e.parsePath(n, at, name)
	if p == nil {
		return destination{}, false
	}
	if len(p.segments) == 0 {
		e.report(diag.TransformInvalid, at, "%s %q names the document root; name the member to create, e.g. $.components.schemas.New", name, p.text)
		return destination{}, false
	}
	last := p.segments[len(p.segments)-1]
	parent := &Path{text: p.text, segments: p.segments[:len(p.segments)-1]}
	if !last.descendant && len(last.selectors) == 1 {
		switch sel := last.selectors[0]; {
		case sel.kind == selName:
			return destination{at: at, parent: parent, name: sel.name}, true
		case sel.kind == selIndex && sel.index >= 0:
			return destination{at: at, parent: parent, index: int(sel.index), isIndex: true}, true
		}
	}
	e.report(diag.TransformInvalid, at, "%s %q must end in .name, ['name'] or a non-negative [index]: the member or position to create", name, p.text)
	return destination{}, false
}
