package transform

import (
	"regexp"

	"github.com/sdkgen/sdkgen/generator/document"
)

// expr is a filter condition, evaluated with @ bound to one candidate node.
type expr interface {
	test(ev *evaluator, current *document.Node) bool
}

type (
	orExpr      []expr
	andExpr     []expr
	notExpr     struct{ inner expr }
	parenExpr   struct{ inner expr } // kept apart so "!(a == b)" is told from "!a == b" while parsing
	existsExpr  struct{ q *query }
	compareExpr struct {
		op          tokenKind
		left, right operand
	}
	matchExpr struct {
		left operand
		re   *regexp.Regexp
	}
)

// operand is a literal or a query.
type operand struct {
	literal *document.Node
	query   *query
}

// query is a filter's @... or $... path. A singular query (names and indices only) yields at most one value,
// which is what comparisons need.
type query struct {
	absolute bool
	segments []segment
	singular bool
}

func (e orExpr) test(ev *evaluator, cur *document.Node) bool {
	for _, t := range e {
		if t.test(ev, cur) {
			return true
		}
	}
	return false
}

func (e andExpr) test(ev *evaluator, cur *document.Node) bool {
	for _, t := range e {
		if !t.test(ev, cur) {
			return false
		}
	}
	return true
}

func (e notExpr) test(ev *evaluator, cur *document.Node) bool { return !e.inner.test(ev, cur) }

func (e parenExpr) test(ev *evaluator, cur *document.Node) bool { return e.inner.test(ev, cur) }

// test of an existence check is true when the query selects anything, even null or false (RFC 9535; write
// @.deprecated == true to test a value).
func (e existsExpr) test(ev *evaluator, cur *document.Node) bool {
	if e.q.singular {
		_, ok := e.q.single(ev, cur)
		return ok
	}
	return len(ev.run(&step{node: e.q.base(ev, cur)}, e.q.segments)) > 0
}

func (e compareExpr) test(ev *evaluator, cur *document.Node) bool {
	a, aok := e.left.value(ev, cur)
	b, bok := e.right.value(ev, cur)
	switch e.op {
	case tokEq:
		return sameValue(a, aok, b, bok)
	case tokNe:
		return !sameValue(a, aok, b, bok)
	case tokLt:
		return less(a, aok, b, bok)
	case tokLe:
		return less(a, aok, b, bok) || sameValue(a, aok, b, bok)
	case tokGt:
		return less(b, bok, a, aok)
	case tokGe:
		return less(b, bok, a, aok) || sameValue(a, aok, b, bok)
	}
	return false
}

func (e matchExpr) test(ev *evaluator, cur *document.Node) bool {
	v, ok := e.left.value(ev, cur)
	return ok && v.Kind == document.String && e.re.MatchString(v.Value)
}

// value returns the operand's value; ok is false when a query selects nothing.
func (o operand) value(ev *evaluator, cur *document.Node) (*document.Node, bool) {
	if o.literal != nil {
		return o.literal, true
	}
	return o.query.single(ev, cur)
}

func (q *query) base(ev *evaluator, cur *document.Node) *document.Node {
	if q.absolute {
		return ev.root
	}
	return cur
}

// single follows a singular query without building match locations.
func (q *query) single(ev *evaluator, cur *document.Node) (*document.Node, bool) {
	n := q.base(ev, cur)
	for _, seg := range q.segments {
		sel := seg.selectors[0]
		if sel.kind == selName {
			n = n.Get(sel.name)
		} else if i, ok := arrayIndex(n, sel.index); ok {
			n = n.Items[i]
		} else {
			n = nil
		}
		if n == nil {
			return nil, false
		}
	}
	return n, true
}

// sameValue is RFC 9535 equality: two absent values are equal, an absent value equals nothing else, and
// present values compare as JSON data (numbers by value, objects ignoring key order).
func sameValue(a *document.Node, aok bool, b *document.Node, bok bool) bool {
	if !aok || !bok {
		return aok == bok
	}
	return document.Equal(a, b)
}

// less orders two numbers or two strings (by code point); any other pair is unordered, so < is false.
func less(a *document.Node, aok bool, b *document.Node, bok bool) bool {
	if !aok || !bok || a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case document.Number:
		x, okx := a.Float()
		y, oky := b.Float()
		return okx && oky && x < y
	case document.String:
		return a.Value < b.Value
	}
	return false
}
