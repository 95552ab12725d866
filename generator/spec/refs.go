package spec

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// refTarget is what a $ref string names: a node and its canonical pointer, or the problem to report at every
// $ref that uses the string.
type refTarget struct {
	node    *document.Node
	ptr     document.Pointer
	problem diag.Code
	msg     string
}

// resolveRef resolves a $ref string against this document, once per distinct string.
func (l *loader) resolveRef(ref string) refTarget {
	if t, ok := l.refs[ref]; ok {
		return t
	}
	t := l.lookupRef(ref)
	l.refs[ref] = t
	return t
}

func (l *loader) lookupRef(ref string) refTarget {
	frag, local := l.sameDocument(ref)
	if !local {
		return refTarget{problem: diag.SpecExternalRef, msg: fmt.Sprintf(
			"$ref %q points outside this file; sdkgen reads one self-contained spec and never fetches references, "+
				"so bundle the spec into one file first", truncate(ref, 200))}
	}
	p, err := document.ParseFragment(frag)
	if err != nil {
		return refTarget{problem: diag.SpecRefNotFound, msg: fmt.Sprintf(
			"$ref %q is not a JSON pointer (plain-name fragments such as $anchor are not supported): %v", truncate(ref, 200), err)}
	}
	n, canonical, missing := l.walkPointer(p)
	if n == nil {
		return refTarget{problem: diag.SpecRefNotFound, msg: fmt.Sprintf("$ref %q does not resolve: %s", truncate(ref, 200), missing)}
	}
	return refTarget{node: n, ptr: canonical}
}

// sameDocument returns the fragment of a reference into this document: "#/...", or "<this file's name>#/...",
// which names the same document. Anything else is another file or a URL.
func (l *loader) sameDocument(ref string) (string, bool) {
	if strings.HasPrefix(ref, "#") {
		return ref, true
	}
	before, frag, found := strings.Cut(ref, "#")
	if !found {
		return "", false
	}
	name := strings.TrimPrefix(before, "./")
	if name != "" && !strings.ContainsAny(name, "/\\:") && name == path.Base(l.file) {
		return "#" + frag, true
	}
	return "", false
}

// walkPointer finds the node at p below the root. It returns the pointer rebuilt from the tokens (so that "#/a/01"
// and "#/a/1" cannot name one node twice), or a description of where the walk stopped.
func (l *loader) walkPointer(p document.Pointer) (*document.Node, document.Pointer, string) {
	cur := l.root
	var canonical document.Pointer
	for _, tok := range p.Tokens() {
		switch cur.Kind {
		case document.Object:
			next := l.member(cur, tok)
			if next == nil {
				return nil, "", fmt.Sprintf("%s has no member %q", describeLocation(canonical), truncate(tok, 80))
			}
			cur, canonical = next, canonical.Append(tok)
		case document.Array:
			i, ok := arrayIndex(tok, len(cur.Items))
			if !ok {
				return nil, "", fmt.Sprintf("%s has no element %q (it has %d)", describeLocation(canonical), truncate(tok, 80), len(cur.Items))
			}
			cur, canonical = cur.Items[i], canonical.Index(i)
		default:
			return nil, "", fmt.Sprintf("%s is %s, which has no member %q", describeLocation(canonical), article(cur.Kind), truncate(tok, 80))
		}
	}
	return cur, canonical, ""
}

// member returns the member key of object n. Objects that $refs look into can be large (components.schemas of a
// big API, paths), so those get an index on first use instead of a scan per distinct $ref.
func (l *loader) member(n *document.Node, key string) *document.Node {
	const scanLimit = 32
	if len(n.Fields) <= scanLimit {
		return n.Get(key)
	}
	idx, ok := l.index[n]
	if !ok {
		idx = make(map[string]*document.Node, len(n.Fields))
		for i := range n.Fields {
			idx[n.Fields[i].Key] = n.Fields[i].Value
		}
		l.index[n] = idx
	}
	return idx[key]
}

// arrayIndex parses an RFC 6901 array index: digits without a leading zero.
func arrayIndex(tok string, n int) (int, bool) {
	if !isIndex(tok) || (len(tok) > 1 && tok[0] == '0') || len(tok) > 9 {
		return 0, false
	}
	i, err := strconv.Atoi(tok)
	return i, err == nil && i < n
}

func describeLocation(p document.Pointer) string {
	if p == "" {
		return "the document root"
	}
	return p.Fragment()
}

// refValue returns the $ref member of a Reference Object, or nil when n is not one.
func refValue(n *document.Node) *document.Node {
	if n == nil || n.Kind != document.Object {
		return nil
	}
	return n.Get("$ref")
}

type followState uint8

const (
	following followState = iota + 1 // on the chain being followed now
	followOK
	followBroken
)

type followResult struct {
	node  *document.Node
	ptr   document.Pointer
	state followState
}

// follow returns the object that a Reference Object at p stands for, through chains of references, or n itself
// when it is not a reference. Siblings of a non-schema $ref are ignored, as 3.0 says. ok is false when the
// chain is broken: the problem is reported once, at the $ref that breaks it, however many uses lead there.
// once follows a $ref at n and reads the object it reaches with read, once per place the object is written, so
// every use of a shared component gets the same value.
func once[T any](l *loader, cache map[*document.Node]*T, n *document.Node, usePtr document.Pointer, read func(*document.Node, document.Pointer) *T) *T {
	n, p, ok := l.follow(n, usePtr)
	if !ok {
		return nil
	}
	if v, seen := cache[n]; seen {
		return v
	}
	v := read(n, p)
	cache[n] = v
	return v
}

func (l *loader) follow(n *document.Node, p document.Pointer) (*document.Node, document.Pointer, bool) {
	if refValue(n) == nil {
		return n, p, true
	}
	var chain []*document.Node
	var chainPtrs []document.Pointer
	cur, curPtr := n, p
	var result followResult
	for {
		ref := refValue(cur)
		if ref == nil {
			result = followResult{node: cur, ptr: curPtr, state: followOK}
			break
		}
		if seen, ok := l.followed[cur]; ok {
			result = seen
			if seen.state == following {
				l.reportLoop(chain, chainPtrs, cur)
				result = followResult{state: followBroken}
			}
			break
		}
		l.followed[cur] = followResult{state: following}
		chain, chainPtrs = append(chain, cur), append(chainPtrs, curPtr)
		refPtr := curPtr + "/$ref"
		if !l.expect(ref, refPtr, document.String) {
			result = followResult{state: followBroken}
			break
		}
		t := l.resolveRef(ref.Value)
		if t.problem != "" {
			l.reportValue(t.problem, refPtr, "%s", t.msg)
			result = followResult{state: followBroken}
			break
		}
		cur, curPtr = t.node, t.ptr
	}
	for _, c := range chain {
		l.followed[c] = result
	}
	return result.node, result.ptr, result.state == followOK
}

// reportLoop reports a reference chain that came back to again, at the $ref that closed the loop.
func (l *loader) reportLoop(chain []*document.Node, ptrs []document.Pointer, again *document.Node) {
	start := 0
	for i, c := range chain {
		if c == again {
			start = i
		}
	}
	loop := make([]string, 0, len(chain)-start+1)
	for _, p := range ptrs[start:] {
		loop = append(loop, p.Fragment())
	}
	loop = append(loop, ptrs[start].Fragment())
	last := ptrs[len(ptrs)-1]
	l.reportValue(diag.SpecCircularRef, last+"/$ref", "the $ref chain %s loops without reaching a value", strings.Join(loop, " -> "))
}
