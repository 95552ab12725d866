package transform

import (
	"math"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// matchSchema resolves {matches_schema, ignore}: every schema in the document structurally equal to the one
// schema at matches_schema (see schemaEqual), other than that schema itself and anything inside it.
func (e *entry) matchSchema(doc *document.Node, t target) ([]*step, bool) {
	st := t.schema
	refs := st.path.steps(doc)
	switch {
	case len(refs) == 0:
		e.report(diag.TransformNoMatch, st.at, "matches_schema %q matches nothing in the spec; if the spec changed upstream, update or delete this transform", st.path.text)
		return nil, false
	case len(refs) > 1:
		e.report(diag.TransformConflict, st.at, "matches_schema %q matches %d values; it must select exactly one schema", st.path.text, len(refs))
		return nil, false
	case refs[0].node.Kind != document.Object:
		e.report(diag.TransformConflict, st.at, "matches_schema %q selects %s, not a schema object", st.path.text, aKind(refs[0].node.Kind))
		return nil, false
	}
	found := newSchemaMatcher(refs[0].node, st.ignore).find(doc)
	if len(found) == 0 {
		e.report(diag.TransformNoMatch, t.at, "no other schema in the spec equals the one at %s; if the spec changed upstream, update or delete this transform", describeAt(refs[0].pointer()))
		return nil, false
	}
	return found, true
}

// nodeContext says how a node is compared: as a schema (annotations dropped, keywords classify children), as a
// map of names to schemas (properties: every key counts), as plain data (enum, default: compared exactly), or as
// a set of data (required, a list of types: order does not matter).
type nodeContext uint8

const (
	ctxSchema nodeContext = iota
	ctxNames
	ctxData
	ctxSet
)

type nodeSet map[*document.Node]bool

// schemaMatcher finds copies of a reference schema in one pass: every object's normalised hash is computed
// bottom-up once, and only objects whose hash equals the reference's are compared in full.
type schemaMatcher struct {
	ref        *document.Node
	ignore     []*Path
	refIgnored nodeSet
	refHash    uint64
	found      []*step
}

func newSchemaMatcher(ref *document.Node, ignore []*Path) *schemaMatcher {
	m := &schemaMatcher{ref: ref, ignore: ignore}
	m.refIgnored = ignoredNodes(ignore, ref)
	m.refHash = hashNode(ref, ctxSchema, m.refIgnored)
	return m
}

func (m *schemaMatcher) find(doc *document.Node) []*step {
	m.walk(&step{node: doc}, ctxSchema, false)
	return inDocumentOrder(m.found)
}

// walk returns the hash of s's node in context ctx (no ignore paths) and records candidates on the way.
func (m *schemaMatcher) walk(s *step, ctx nodeContext, inRef bool) uint64 {
	n := s.node
	inRef = inRef || n == m.ref
	child := func(i int, c nodeContext) uint64 {
		if c == ctxData { // data holds no schemas to find
			return hashNode(childNodeAt(n, i), ctxData, nil)
		}
		return m.walk(childStep(s, i), c, inRef)
	}
	switch n.Kind {
	case document.Object:
		h := objectHash(n, ctx, nil, child)
		if ctx == ctxSchema && !inRef {
			m.consider(s, h)
		}
		return h
	case document.Array:
		return arrayHash(n, ctx, nil, child)
	}
	return scalarHash(n)
}

// consider records s when its schema equals the reference. With ignore paths, they are evaluated on s first and
// the hash recomputed without what they select.
func (m *schemaMatcher) consider(s *step, h uint64) {
	var ignored nodeSet
	if len(m.ignore) > 0 {
		if ignored = ignoredNodes(m.ignore, s.node); len(ignored) > 0 {
			h = hashNode(s.node, ctxSchema, ignored)
		}
	}
	if h == m.refHash && schemaEqual(m.ref, s.node, ctxSchema, m.refIgnored, ignored) {
		m.found = append(m.found, s)
	}
}

// ignoredNodes returns what the ignore paths select with $ bound to root.
func ignoredNodes(paths []*Path, root *document.Node) nodeSet {
	var set nodeSet
	ev := &evaluator{root: root}
	for _, p := range paths {
		for _, s := range ev.run(&step{node: root}, p.segments) {
			if s.up == nil {
				continue
			}
			if set == nil {
				set = nodeSet{}
			}
			set[s.node] = true
		}
	}
	return set
}

func childNodeAt(n *document.Node, i int) *document.Node {
	if n.Kind == document.Object {
		return n.Fields[i].Value
	}
	return n.Items[i]
}

// isAnnotation reports whether a schema keyword is documentation that copies of one schema often differ in.
func isAnnotation(key string) bool {
	switch key {
	case "description", "title", "example", "examples":
		return true
	}
	return false
}

// fieldContext classifies the value of key inside a node of context ctx.
func fieldContext(ctx nodeContext, key string) nodeContext {
	switch ctx {
	case ctxData, ctxSet:
		return ctxData
	case ctxNames:
		return ctxSchema
	}
	switch key {
	case "enum", "const", "default":
		return ctxData
	case "required", "type":
		return ctxSet
	case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "mapping",
		"schemas", "parameters", "headers", "content", "responses", "requestBodies", "securitySchemes",
		"links", "callbacks", "pathItems", "paths", "webhooks", "encoding", "variables":
		// Maps keyed by names, where a key such as "description" is a name, not an annotation.
		return ctxNames
	}
	if strings.HasPrefix(key, "x-") {
		return ctxData // extensions are free-form data
	}
	return ctxSchema
}

func itemContext(ctx nodeContext) nodeContext {
	if ctx == ctxData || ctx == ctxSet {
		return ctxData
	}
	return ctxSchema
}

// skipField reports whether a member takes no part in the comparison.
func skipField(ctx nodeContext, f *document.Field, ignored nodeSet) bool {
	return ignored[f.Value] || ctx == ctxSchema && isAnnotation(f.Key)
}

// hashNode is the normalised hash of n: equal under schemaEqual implies equal hashes.
func hashNode(n *document.Node, ctx nodeContext, ignored nodeSet) uint64 {
	switch n.Kind {
	case document.Object:
		return objectHash(n, ctx, ignored, func(i int, c nodeContext) uint64 { return hashNode(n.Fields[i].Value, c, ignored) })
	case document.Array:
		return arrayHash(n, ctx, ignored, func(i int, c nodeContext) uint64 { return hashNode(n.Items[i], c, ignored) })
	}
	return scalarHash(n)
}

// objectHash combines the kept members' hashes by addition, so key order does not matter (as in document.Equal).
func objectHash(n *document.Node, ctx nodeContext, ignored nodeSet, child func(int, nodeContext) uint64) uint64 {
	var sum, kept uint64
	for i := range n.Fields {
		f := &n.Fields[i]
		if skipField(ctx, f, ignored) {
			continue
		}
		sum += mix(hashString(f.Key) ^ mix(child(i, fieldContext(ctx, f.Key))+0x9e3779b97f4a7c15))
		kept++
	}
	return mix(sum ^ kept<<56 ^ 0x6f626a)
}

// arrayHash combines item hashes in order, or by addition for a set.
func arrayHash(n *document.Node, ctx nodeContext, ignored nodeSet, child func(int, nodeContext) uint64) uint64 {
	h := uint64(0x617272)
	for i, it := range n.Items {
		switch {
		case ignored[it]:
		case ctx == ctxSet:
			h += mix(child(i, ctxData))
		default:
			h = mix(h*31 + child(i, itemContext(ctx)))
		}
	}
	return mix(h)
}

func scalarHash(n *document.Node) uint64 {
	if f, ok := n.Float(); ok {
		if f == 0 {
			f = 0 // -0 equals 0
		}
		return mix(math.Float64bits(f) ^ 0x6e756d)
	}
	return mix(hashString(n.Value) ^ uint64(n.Kind)<<56)
}

// mix is splitmix64's finaliser, to spread bits before combining.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// hashString is 64-bit FNV-1a.
func hashString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// schemaEqual compares a and b as schemas: equal after dropping annotations (description, title, example,
// examples) at every schema level and whatever the ignore paths selected, with data (enum, const, default,
// x- extensions) compared exactly and key order ignored.
func schemaEqual(a, b *document.Node, ctx nodeContext, ia, ib nodeSet) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case document.Object:
		return objectsEqual(a, b, ctx, ia, ib)
	case document.Array:
		return arraysEqual(a, b, ctx, ia, ib)
	}
	return document.Equal(a, b)
}

func objectsEqual(a, b *document.Node, ctx nodeContext, ia, ib nodeSet) bool {
	fa, fb := keptFields(a, ctx, ia), keptFields(b, ctx, ib)
	if len(fa) != len(fb) {
		return false
	}
	for key, va := range fa {
		vb, ok := fb[key]
		if !ok || !schemaEqual(va, vb, fieldContext(ctx, key), ia, ib) {
			return false
		}
	}
	return true
}

func keptFields(n *document.Node, ctx nodeContext, ignored nodeSet) map[string]*document.Node {
	out := make(map[string]*document.Node, len(n.Fields))
	for i := range n.Fields {
		if f := &n.Fields[i]; !skipField(ctx, f, ignored) {
			out[f.Key] = f.Value
		}
	}
	return out
}

func arraysEqual(a, b *document.Node, ctx nodeContext, ia, ib nodeSet) bool {
	xa, xb := keptItems(a, ia), keptItems(b, ib)
	if len(xa) != len(xb) {
		return false
	}
	if ctx == ctxSet {
		return sameMembers(xa, xb)
	}
	for i := range xa {
		if !schemaEqual(xa[i], xb[i], itemContext(ctx), ia, ib) {
			return false
		}
	}
	return true
}

func keptItems(n *document.Node, ignored nodeSet) []*document.Node {
	if len(ignored) == 0 {
		return n.Items
	}
	var out []*document.Node
	for _, it := range n.Items {
		if !ignored[it] {
			out = append(out, it)
		}
	}
	return out
}

// sameMembers compares two lists as multisets of data. The lists are short (required, type), so pairing items
// one by one is cheaper than sorting.
func sameMembers(a, b []*document.Node) bool {
	used := make([]bool, len(b))
	for _, x := range a {
		paired := false
		for j, y := range b {
			if !used[j] && document.Equal(x, y) {
				used[j], paired = true, true
				break
			}
		}
		if !paired {
			return false
		}
	}
	return true
}
