package transform

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/document"
)

// step is a node and where it sits: its parent's step and its key or index there. Steps chain up to the root,
// so a match can be replaced or deleted in place and ordered by its position in the document.
type step struct {
	up    *step
	node  *document.Node
	key   string // member name, when the parent is an object
	index int    // position among the parent's fields or items
}

// parent returns the node that holds s, or nil for the root.
func (s *step) parent() *document.Node {
	if s.up == nil {
		return nil
	}
	return s.up.node
}

// pointer returns the JSON pointer of s from the root it was evaluated on.
func (s *step) pointer() document.Pointer {
	var chain []*step
	for c := s; c.up != nil; c = c.up {
		chain = append(chain, c)
	}
	var p document.Pointer
	for i := len(chain) - 1; i >= 0; i-- {
		c := chain[i]
		if c.up.node.Kind == document.Object {
			p = p.Append(c.key)
		} else {
			p = p.Index(c.index)
		}
	}
	return p
}

// within reports whether s is n or lies inside n.
func (s *step) within(n *document.Node) bool {
	for c := s; c != nil; c = c.up {
		if c.node == n {
			return true
		}
	}
	return false
}

// ordinals returns the positions from the root down to s; comparing them orders steps as the document does,
// an ancestor before its descendants.
func (s *step) ordinals() []int {
	var out []int
	for c := s; c.up != nil; c = c.up {
		out = append(out, c.index)
	}
	slices.Reverse(out)
	return out
}

// childStep returns the step of the i-th field or item of s's node.
func childStep(s *step, i int) *step {
	n := s.node
	if n.Kind == document.Object {
		return &step{up: s, node: n.Fields[i].Value, key: n.Fields[i].Key, index: i}
	}
	return &step{up: s, node: n.Items[i], index: i}
}

func childCount(n *document.Node) int {
	switch n.Kind {
	case document.Object:
		return len(n.Fields)
	case document.Array:
		return len(n.Items)
	}
	return 0
}

// Match is one node selected by a Path, with where it sits so that it can be replaced or deleted.
type Match struct {
	Node   *document.Node
	Parent *document.Node // nil for the root
	Key    string         // the member name when Parent is an object
	Index  int            // the element index when Parent is an array, else -1
	at     *step
}

// Pointer returns the JSON pointer of the match.
func (m Match) Pointer() document.Pointer { return m.at.pointer() }

// Select evaluates the path on root and returns the matches in document order, each node once.
func (p *Path) Select(root *document.Node) []Match {
	steps := p.steps(root)
	out := make([]Match, len(steps))
	for i, s := range steps {
		out[i] = Match{Node: s.node, Parent: s.parent(), Key: s.key, Index: -1, at: s}
		if out[i].Parent != nil && out[i].Parent.Kind == document.Array {
			out[i].Index = s.index
		}
	}
	return out
}

// steps evaluates the path on root: matches in document order, each once.
func (p *Path) steps(root *document.Node) []*step {
	if root == nil {
		return nil
	}
	ev := &evaluator{root: root}
	return inDocumentOrder(ev.run(&step{node: root}, p.segments))
}

// evaluator runs segments; root is what $ means inside filters.
type evaluator struct {
	root *document.Node
}

func (ev *evaluator) run(start *step, segs []segment) []*step {
	current := []*step{start}
	for _, seg := range segs {
		current = ev.segment(current, seg)
		if len(current) == 0 {
			break
		}
	}
	return current
}

// segment applies one segment to every input node. Outputs are de-duplicated as they are produced, so chains of
// descendant segments ($..a..b) stay proportional to the document instead of multiplying.
func (ev *evaluator) segment(in []*step, seg segment) []*step {
	var out []*step
	seen := map[*document.Node]bool{}
	emit := func(s *step) {
		if !seen[s.node] {
			seen[s.node] = true
			out = append(out, s)
		}
	}
	for _, s := range in {
		if seg.descendant {
			eachDescendant(s, func(d *step) { ev.selectAll(d, seg.selectors, emit) })
		} else {
			ev.selectAll(s, seg.selectors, emit)
		}
	}
	return out
}

// eachDescendant calls fn on s and every node below it, parents first.
func eachDescendant(s *step, fn func(*step)) {
	fn(s)
	for i := range childCount(s.node) {
		eachDescendant(childStep(s, i), fn)
	}
}

func (ev *evaluator) selectAll(s *step, sels []selector, emit func(*step)) {
	for i := range sels {
		ev.apply(s, &sels[i], emit)
	}
}

func (ev *evaluator) apply(s *step, sel *selector, emit func(*step)) {
	n := s.node
	switch sel.kind {
	case selName:
		if i := fieldIndex(n, sel.name); i >= 0 {
			emit(childStep(s, i))
		}
	case selIndex:
		if i, ok := arrayIndex(n, sel.index); ok {
			emit(childStep(s, i))
		}
	case selWildcard:
		for i := range childCount(n) {
			emit(childStep(s, i))
		}
	case selSlice:
		if n.Kind == document.Array {
			sel.slice.each(len(n.Items), func(i int) { emit(childStep(s, i)) })
		}
	case selFilter:
		for i := range childCount(n) {
			if c := childStep(s, i); sel.filter.test(ev, c.node) {
				emit(c)
			}
		}
	}
}

func fieldIndex(n *document.Node, key string) int {
	if n.Kind != document.Object {
		return -1
	}
	for i := range n.Fields {
		if n.Fields[i].Key == key {
			return i
		}
	}
	return -1
}

func arrayIndex(n *document.Node, i int64) (int, bool) {
	if n.Kind != document.Array {
		return 0, false
	}
	if i < 0 {
		i += int64(len(n.Items))
	}
	return int(i), i >= 0 && i < int64(len(n.Items))
}

// each calls fn with the indices the slice selects in an array of length n, in slice order (RFC 9535 §2.3.4).
func (s slice) each(n int, fn func(int)) {
	length := int64(n)
	step := int64(1)
	if s.step != nil {
		step = *s.step
	}
	if step == 0 {
		return
	}
	bound := func(b *int64, def int64, lo, hi int64) int64 {
		v := def
		if b != nil {
			v = *b
			if v < 0 {
				v += length
			}
		}
		return min(max(v, lo), hi)
	}
	if step > 0 {
		lower, upper := bound(s.start, 0, 0, length), bound(s.end, length, 0, length)
		for i := lower; i < upper; i += step {
			fn(int(i))
		}
		return
	}
	upper, lower := bound(s.start, length-1, -1, length-1), bound(s.end, -length-1, -1, length-1)
	for i := upper; lower < i; i += step {
		fn(int(i))
	}
}

// inDocumentOrder sorts steps by position in the document and drops repeats of one location.
func inDocumentOrder(steps []*step) []*step {
	type ordered struct {
		s   *step
		ord []int
	}
	list := make([]ordered, len(steps))
	for i, s := range steps {
		list[i] = ordered{s, s.ordinals()}
	}
	slices.SortStableFunc(list, func(a, b ordered) int { return slices.Compare(a.ord, b.ord) })
	out := steps[:0]
	for i, o := range list {
		if i > 0 && slices.Equal(o.ord, list[i-1].ord) {
			continue
		}
		out = append(out, o.s)
	}
	return out
}
