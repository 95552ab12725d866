package transform

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// place is one resolved destination of copy or move: an existing parent and the member or position to create.
type place struct {
	parent *step
	dest   destination
}

// copyOrMove copies the single value matched by from to every destination of to, creating the final member (or
// inserting at the final position); move then deletes the source and, with one destination, repoints local
// $refs that named the old location.
func (e *entry) copyOrMove(doc *document.Node, move bool) {
	a := e.args("from", "to")
	from := a.path("from")
	dests := a.destinations("to")
	if move && from != nil && len(from.segments) == 0 {
		e.report(diag.TransformInvalid, a.ptr("from"), "from %q is the document root, which cannot be moved", from.text)
	}
	if e.failed {
		return
	}
	src, ok := e.source(doc, from, a.ptr("from"))
	if !ok {
		return
	}
	places, ok := e.places(doc, dests, src, move)
	if !ok {
		return
	}
	if move {
		applyMove(doc, src, places)
		return
	}
	// Copies keep their spec positions: their text is in the spec, at the source, where a reader should look.
	snapshot := src.node.Clone()
	for _, pl := range places {
		insert(pl, snapshot.Clone())
	}
}

func (e *entry) source(doc *document.Node, from *Path, at document.Pointer) (*step, bool) {
	steps := from.steps(doc)
	switch len(steps) {
	case 0:
		e.report(diag.TransformNoMatch, at, "from %q matches nothing in the spec; if the spec changed upstream, update or delete this transform", from.text)
		return nil, false
	case 1:
		return steps[0], true
	}
	e.report(diag.TransformConflict, at, "from %q matches %d values (%s, ...); %s needs exactly one", from.text, len(steps), describeAt(steps[0].pointer()), e.t.Command)
	return nil, false
}

// places resolves each destination's parent path; every parent it matches receives the value.
func (e *entry) places(doc *document.Node, dests []destination, src *step, move bool) ([]place, bool) {
	type member struct {
		parent *document.Node
		name   string
	}
	seen := map[member]bool{}
	var out []place
	var bad problems
	ok := true
	for _, d := range dests {
		parents := d.parent.steps(doc)
		if len(parents) == 0 {
			e.report(diag.TransformNoMatch, d.at, "the parent of destination %q matches nothing in the spec; a destination's parent must exist", d.parent.text)
			ok = false
		}
		for _, p := range parents {
			msg := placeProblem(p, d, src, move)
			if k := (member{p.node, d.name}); msg == "" && !d.isIndex && seen[k] {
				msg = fmt.Sprintf("two destinations create %q in %s", d.name, describeAt(p.pointer()))
			} else {
				seen[k] = true
			}
			if msg != "" {
				bad.add(d.at, "%s", msg)
				continue
			}
			out = append(out, place{parent: p, dest: d})
		}
	}
	if bad.report(e, diag.TransformConflict) || !ok {
		return nil, false
	}
	return out, true
}

// placeProblem explains why the value cannot go below parent p, or returns "".
func placeProblem(p *step, d destination, src *step, move bool) string {
	n, at := p.node, describeAt(p.pointer())
	switch {
	case move && p.within(src.node):
		return fmt.Sprintf("%s is inside the value being moved", at)
	case d.isIndex && n.Kind != document.Array:
		return fmt.Sprintf("%s is %s, so nothing can be inserted at [%d]", at, aKind(n.Kind), d.index)
	case d.isIndex && d.index > len(n.Items):
		return fmt.Sprintf("%s has %d items, so position %d is past its end", at, len(n.Items), d.index)
	case !d.isIndex && n.Kind != document.Object:
		return fmt.Sprintf("%s is %s, so member %q cannot be created in it", at, aKind(n.Kind), d.name)
	case !d.isIndex && n.Has(d.name):
		return fmt.Sprintf("%s already has %q; remove it first or choose another name", at, d.name)
	}
	return ""
}

// insert adds v at the place. A new member's key comes from sdkgen.yml, so it has no spec position.
func insert(pl place, v *document.Node) {
	n := pl.parent.node
	if pl.dest.isIndex {
		i := min(pl.dest.index, len(n.Items)) // the source, if it was in this array, is gone already
		n.Items = slices.Insert(n.Items, i, v)
		return
	}
	n.Fields = append(n.Fields, document.Field{Key: pl.dest.name, Value: v})
}

func applyMove(doc *document.Node, src *step, places []place) {
	old := src.pointer()
	moved := src.node
	if len(places) == 1 && isRename(src, places[0]) {
		// Renaming within one object keeps the member where it was in key order, and its key position.
		parent := src.parent()
		parent.Fields[fieldIndex(parent, src.key)].Key = places[0].dest.name
	} else {
		detach(src)
		for i, pl := range places {
			v := moved
			if i > 0 {
				v = moved.Clone()
			}
			insert(pl, v)
		}
	}
	if len(places) == 1 {
		repointRefs(doc, old, moved)
	}
}

func isRename(src *step, pl place) bool {
	parent := src.parent()
	return !pl.dest.isIndex && parent == pl.parent.node && parent.Kind == document.Object
}

// repointRefs rewrites local $refs to the moved value (or into it) so that moving a component renames it
// rather than breaking its references. The rewritten strings lose their positions: their text changed.
func repointRefs(doc *document.Node, old document.Pointer, moved *document.Node) {
	var now *step
	var refs []*document.Node
	oldRef := old.Fragment()
	eachDescendant(&step{node: doc}, func(s *step) {
		if s.node == moved {
			now = s
		}
		if r := s.node.Get("$ref"); r != nil && r.Kind == document.String && (r.Value == oldRef || strings.HasPrefix(r.Value, oldRef+"/")) {
			refs = append(refs, r)
		}
	})
	if now == nil {
		return
	}
	newRef := now.pointer().Fragment()
	for _, r := range refs {
		r.Value = newRef + r.Value[len(oldRef):]
		r.Pos = document.Pos{}
	}
}
