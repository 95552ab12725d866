package transform

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// hit is a matched node with the pointer of the target that selected it, where a failure is reported.
type hit struct {
	*step
	from document.Pointer
}

// resolve evaluates every target. Each target that matches nothing is reported as Transform/NoMatch (an upstream
// change the config should follow); ok is false if any failed. Hits are in document order, each location once.
func (e *entry) resolve(doc *document.Node, targets []target) (hits []hit, ok bool) {
	var all []*step
	origin := map[*step]document.Pointer{}
	ok = true
	for _, t := range targets {
		steps, found := e.match(doc, t)
		ok = ok && found
		for _, s := range steps {
			origin[s] = t.at
		}
		all = append(all, steps...)
	}
	if !ok {
		return nil, false
	}
	for _, s := range inDocumentOrder(all) {
		hits = append(hits, hit{step: s, from: origin[s]})
	}
	return hits, true
}

func (e *entry) match(doc *document.Node, t target) ([]*step, bool) {
	if t.schema != nil {
		return e.matchSchema(doc, t)
	}
	steps := t.path.steps(doc)
	if len(steps) == 0 {
		e.report(diag.TransformNoMatch, t.at, "target %q matches nothing in the spec; if the spec changed upstream, update or delete this transform", t.path.text)
		return nil, false
	}
	return steps, true
}

// update replaces every match by value, or with template: true rewrites matched strings around {{value}}.
func (e *entry) update(doc *document.Node) {
	a := e.args("target", "value", "template")
	targets := a.targets("target")
	value := a.required("value")
	template := a.boolean("template")
	if template && value != nil {
		e.checkTemplate(value, a.ptr("value"))
	}
	if e.failed {
		return
	}
	hits, ok := e.resolve(doc, targets)
	if !ok {
		return
	}
	if template {
		e.applyTemplate(hits, value.Value)
		return
	}
	replaceAll(hits, value)
}

// replaceProperties is the older spelling of update: filter.only lists the targets.
func (e *entry) replaceProperties(doc *document.Node) {
	a := e.args("filter", "value")
	filter := a.nested("filter", "only")
	targets := filter.targets("only")
	value := a.required("value")
	if e.failed {
		return
	}
	if hits, ok := e.resolve(doc, targets); ok {
		replaceAll(hits, value)
	}
}

// replaceAll overwrites each matched node in place, so the parent keeps its key (and the key its position).
func replaceAll(hits []hit, value *document.Node) {
	for _, h := range hits {
		*h.node = *fromConfig(value)
	}
}

// templateReplacer puts the old string where the template says {{value}} (or {{ value }}, as template engines
// usually allow).
func templateReplacer(old string) *strings.Replacer {
	return strings.NewReplacer("{{value}}", old, "{{ value }}", old)
}

func (e *entry) checkTemplate(value *document.Node, at document.Pointer) {
	if value.Kind != document.String {
		e.report(diag.TransformInvalid, at, "with template: true, value must be a string containing {{value}}, not %s", aKind(value.Kind))
		return
	}
	if !strings.Contains(value.Value, "{{value}}") && !strings.Contains(value.Value, "{{ value }}") {
		e.report(diag.TransformInvalid, at, "with template: true, value must contain {{value}}, which stands for the old string")
	}
}

func (e *entry) applyTemplate(hits []hit, tmpl string) {
	var bad problems
	for _, h := range hits {
		if h.node.Kind != document.String {
			bad.add(h.from, "%s is %s, and template: true only rewrites strings", describeAt(h.pointer()), aKind(h.node.Kind))
		}
	}
	if bad.report(e, diag.TransformConflict) {
		return
	}
	for _, h := range hits {
		// The new text mixes the spec's string and the config's template: its spec position no longer holds it.
		h.node.Value = templateReplacer(h.node.Value).Replace(tmpl)
		h.node.Pos = document.Pos{}
	}
}

// appendValues adds value to each matched array (each item, when value is a list) or value's members to each
// matched object, where a member that already exists is a conflict rather than a silent overwrite.
func (e *entry) appendValues(doc *document.Node) {
	a := e.args("target", "value")
	targets := a.targets("target")
	value := a.required("value")
	if e.failed {
		return
	}
	hits, ok := e.resolve(doc, targets)
	if !ok || e.checkAppend(hits, value, a.ptr("value")) {
		return
	}
	for _, h := range hits {
		appendTo(h.node, value)
	}
}

// checkAppend reports type mismatches and existing keys; it returns true when the entry cannot apply.
func (e *entry) checkAppend(hits []hit, value *document.Node, valueAt document.Pointer) bool {
	var wrongType, existing problems
	for _, h := range hits {
		switch {
		case h.node.Kind == document.Array:
		case h.node.Kind == document.Object && value.Kind != document.Object:
			wrongType.add(h.from, "%s is an object, so value must be an object of members to add, not %s", describeAt(h.pointer()), aKind(value.Kind))
		case h.node.Kind == document.Object:
			for _, f := range value.Fields {
				if h.node.Has(f.Key) {
					existing.add(valueAt.Append(f.Key), "%s already has %q; use merge or update to change it", describeAt(h.pointer()), f.Key)
				}
			}
		default:
			wrongType.add(h.from, "%s is %s; append needs an array or an object", describeAt(h.pointer()), aKind(h.node.Kind))
		}
	}
	return wrongType.report(e, diag.TransformConflict) || existing.report(e, diag.TransformConflict)
}

func appendTo(n, value *document.Node) {
	if n.Kind == document.Object {
		for _, f := range value.Fields {
			n.Fields = append(n.Fields, document.Field{Key: f.Key, Value: fromConfig(f.Value)})
		}
		return
	}
	if value.Kind == document.Array {
		for _, it := range value.Items {
			n.Items = append(n.Items, fromConfig(it))
		}
		return
	}
	n.Items = append(n.Items, fromConfig(value))
}

// merge deep-merges the object at valueKey (value, or object for mergeObject) into each matched object.
func (e *entry) merge(doc *document.Node, valueKey string) {
	a := e.args("target", valueKey)
	targets := a.targets("target")
	value := a.required(valueKey)
	if value != nil && value.Kind != document.Object {
		e.report(diag.TransformInvalid, a.ptr(valueKey), "%s must be an object to merge, not %s", valueKey, aKind(value.Kind))
	}
	if e.failed {
		return
	}
	hits, ok := e.resolve(doc, targets)
	if !ok {
		return
	}
	var bad problems
	for _, h := range hits {
		if h.node.Kind != document.Object {
			bad.add(h.from, "%s is %s; merge needs an object", describeAt(h.pointer()), aKind(h.node.Kind))
		}
	}
	if bad.report(e, diag.TransformConflict) {
		return
	}
	for _, h := range hits {
		deepMerge(h.node, value)
	}
}

// deepMerge merges src (from the config) into dst: objects merge member by member, anything else (arrays
// included) is replaced by src's value. An existing key keeps its spec position; its new value has none.
func deepMerge(dst, src *document.Node) {
	for _, f := range src.Fields {
		i := fieldIndex(dst, f.Key)
		switch {
		case i < 0:
			dst.Fields = append(dst.Fields, document.Field{Key: f.Key, Value: fromConfig(f.Value)})
		case dst.Fields[i].Value.Kind == document.Object && f.Value.Kind == document.Object:
			deepMerge(dst.Fields[i].Value, f.Value)
		default:
			dst.Fields[i].Value = fromConfig(f.Value)
		}
	}
}

// remove deletes each match from its parent, or only the listed keys from each matched object.
func (e *entry) remove(doc *document.Node) {
	a := e.args("target", "keys")
	targets := a.targets("target")
	keys, keyPtrs, withKeys := a.strings("keys")
	if e.failed {
		return
	}
	hits, ok := e.resolve(doc, targets)
	if !ok {
		return
	}
	if withKeys {
		e.removeKeys(hits, keys, keyPtrs)
		return
	}
	var bad problems
	for _, h := range hits {
		if h.up == nil {
			bad.add(h.from, "the target is the document root, which cannot be removed")
		}
	}
	if bad.report(e, diag.TransformConflict) {
		return
	}
	for _, h := range hits {
		detach(h.step)
	}
}

func (e *entry) removeKeys(hits []hit, keys []string, keyPtrs []document.Pointer) {
	var bad problems
	for _, h := range hits {
		if h.node.Kind != document.Object {
			bad.add(h.from, "%s is %s; keys can only be removed from an object", describeAt(h.pointer()), aKind(h.node.Kind))
		}
	}
	if bad.report(e, diag.TransformConflict) {
		return
	}
	for i, k := range keys {
		if !slices.ContainsFunc(hits, func(h hit) bool { return h.node.Has(k) }) {
			e.report(diag.TransformNoMatch, keyPtrs[i], "no matched object has the key %q; if the spec changed upstream, update this transform", k)
		}
	}
	if e.failed {
		return
	}
	for _, h := range hits {
		for _, k := range keys {
			h.node.Delete(k)
		}
	}
}

// detach removes s's node from its parent. Array elements are found by identity, so earlier removals from the
// same array do not shift the wrong element out.
func detach(s *step) {
	parent := s.parent()
	switch {
	case parent == nil:
	case parent.Kind == document.Object:
		parent.Delete(s.key)
	case parent.Kind == document.Array:
		if i := slices.Index(parent.Items, s.node); i >= 0 {
			parent.Items = slices.Delete(parent.Items, i, i+1)
		}
	}
}

// oneOfToAnyOf renames every oneOf (a key holding a list, so a property named oneOf is left alone) to anyOf.
func (e *entry) oneOfToAnyOf(doc *document.Node) {
	if args := e.t.Args; !args.IsNull() && (args.Kind != document.Object || len(args.Fields) != 0) {
		e.report(diag.TransformInvalid, e.argPtr(), "oneOfToAnyOf takes no args")
		return
	}
	var found []*step
	eachDescendant(&step{node: doc}, func(s *step) {
		if v := s.node.Get("oneOf"); v != nil && v.Kind == document.Array {
			found = append(found, s)
		}
	})
	if len(found) == 0 {
		e.report(diag.TransformNoMatch, e.t.Ptr, "the spec has no oneOf left to rewrite; delete this transform")
		return
	}
	var bad problems
	for _, s := range found {
		if s.node.Has("anyOf") {
			bad.add(e.t.Ptr, "%s has both oneOf and anyOf, which cannot be combined without changing its meaning", describeAt(s.pointer()))
		}
	}
	if bad.report(e, diag.TransformConflict) {
		return
	}
	for _, s := range found {
		// The key keeps its position: the spec line that says oneOf is where a reader looks for it.
		s.node.Fields[fieldIndex(s.node, "oneOf")].Key = "anyOf"
	}
}
