package config

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// maxDiagnostics bounds what one file can report: past it, a hostile or badly broken file would only cost time
// and memory, and nobody reads the thousandth message.
const maxDiagnostics = 1000

// reporter records located diagnostics about sdkgen.yml. Keys are reported at the key (where an editor should
// jump to rename or delete it), values at the value, and a missing key at its parent's key.
//
// Positions come from an index the decoder fills as it visits each value, so reporting costs the same however
// wide an object is (a pointer lookup from the root scans every key on the way, which made a hostile file with
// a hundred thousand keys take minutes).
type reporter struct {
	c      *diag.Collector
	root   *document.Node
	file   string
	values map[document.Pointer]*document.Node // every value the decoder visited
	keys   map[document.Pointer]document.Pos   // the key position of every member it visited
	count  int
}

func newReporter(c *diag.Collector, file string, root *document.Node) *reporter {
	r := &reporter{c: c, root: root, file: file, values: map[document.Pointer]*document.Node{}, keys: map[document.Pointer]document.Pos{}}
	r.values[""] = root
	return r
}

// full reports whether the diagnostic budget is spent, so callers can skip work whose only use is a message.
func (r *reporter) full() bool { return r.count >= maxDiagnostics }

// atKey reports at the key of the member p (or at the nearest ancestor that exists, for a missing key).
func (r *reporter) atKey(code diag.Code, p document.Pointer, format string, args ...any) {
	r.emit(code, diag.DefaultLevel(code), p, r.keyPos(p), format, args...)
}

// atValue reports at the value of p.
func (r *reporter) atValue(code diag.Code, p document.Pointer, format string, args ...any) {
	r.emit(code, diag.DefaultLevel(code), p, r.valuePos(p), format, args...)
}

// atValueLevel reports at the value of p with a level other than the code's default.
func (r *reporter) atValueLevel(code diag.Code, level diag.Level, p document.Pointer, format string, args ...any) {
	r.emit(code, level, p, r.valuePos(p), format, args...)
}

// atKeyLevel reports at the key of p with a level other than the code's default.
func (r *reporter) atKeyLevel(code diag.Code, level diag.Level, p document.Pointer, format string, args ...any) {
	r.emit(code, level, p, r.keyPos(p), format, args...)
}

func (r *reporter) emit(code diag.Code, level diag.Level, p document.Pointer, pos document.Pos, format string, args ...any) {
	if t := unbuiltTargetAt(p); t != "" && level == diag.Error {
		// Nothing is generated from this section yet: a problem in it must not stop the targets that are.
		level = diag.Warning
		format += "; sdkgen does not build the %s target yet, so this does not fail validation"
		args = append(args, t)
	}
	r.count++
	switch {
	case r.count > maxDiagnostics+1:
		return
	case r.count == maxDiagnostics+1:
		code, level, format, args = diag.ConfigTooManyProblems, diag.DefaultLevel(diag.ConfigTooManyProblems),
			"sdkgen.yml has more than %d problems; fix these first, the rest are not reported", []any{maxDiagnostics}
	}
	r.c.Add(diag.Diagnostic{
		Code: code, Level: level, Message: fmt.Sprintf(format, args...),
		File: r.file, Line: int(pos.Line), Column: int(pos.Col), ConfigRef: string(p),
	})
}

// visit records a value and, for a member, its key position.
func (r *reporter) visit(p document.Pointer, n *document.Node) { r.values[p] = n }

func (r *reporter) visitKey(p document.Pointer, pos document.Pos) { r.keys[p] = pos }

// keyPos returns the key position of p, or of its nearest visited ancestor (an array item has no key: its own
// position stands in).
func (r *reporter) keyPos(p document.Pointer) document.Pos {
	for {
		if pos, ok := r.keys[p]; ok && pos.Known() {
			return pos
		}
		if n := r.values[p]; n != nil && n.Pos.Known() && (p == "" || isIndex(p)) {
			return n.Pos
		}
		if p == "" {
			return document.Pos{Line: 1, Col: 1}
		}
		p, _ = p.Parent()
	}
}

// valuePos returns the position of the value at p, or the key position when the value was not visited.
func (r *reporter) valuePos(p document.Pointer) document.Pos {
	if n := r.values[p]; n != nil && n.Pos.Known() {
		return n.Pos
	}
	return r.keyPos(p)
}

// isIndex reports whether the last token of p is an array index. Only arrays are walked with Index, and map
// keys that look like numbers have a key position, which keyPos prefers.
func isIndex(p document.Pointer) bool {
	_, last := p.Parent()
	return last != "" && strings.Trim(last, "0123456789") == ""
}

// node returns the visited node at p, or nil.
func (r *reporter) node(p document.Pointer) *document.Node { return r.values[p] }

// has reports whether the object at p has the key.
func (r *reporter) has(p document.Pointer, key string) bool { return r.node(p).Has(key) }

// dotted renders a pointer the way users write config paths: targets.python.publish. The root is "the top
// level".
func dotted(p document.Pointer) string {
	if p == "" {
		return "the top level"
	}
	return strings.Join(p.Tokens(), ".")
}

// in renders "in <path>" or "at the top level".
func in(p document.Pointer) string {
	if p == "" {
		return "at the top level"
	}
	return "in " + dotted(p)
}

// describeNode says what a node is, for "expected X, found Y" messages.
func describeNode(n *document.Node) string {
	switch n.Kind {
	case document.Null:
		return "null"
	case document.Bool:
		return "the boolean " + n.Value
	case document.Number:
		return "the number " + n.Value
	case document.String:
		return fmt.Sprintf("the string %q", truncate(n.Value, 60))
	case document.Array:
		return "a list"
	case document.Object:
		return "an object"
	}
	return n.Kind.String()
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// unbuiltTargetAt returns the target whose section p is in (targets.<t> or the 2024 package.<t>) when sdkgen does
// not build it, or "".
func unbuiltTargetAt(p document.Pointer) string {
	tokens := p.Tokens()
	if len(tokens) < 2 || (tokens[0] != "targets" && tokens[0] != "package") || TargetBuilt(tokens[1]) {
		return ""
	}
	return tokens[1]
}
