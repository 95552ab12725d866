package typescript

import (
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// value is an example value for tests and snippets: a JSON value, or code written as is (a file upload).
type value = any

// code is TypeScript written into a value verbatim.
type code string

// entry is one property of an object value, in order.
type entry struct {
	key string
	val value
}

// object is an ordered object value.
type object []entry

// examples builds example values (targets/internal/example) and puts them in this package's value form.
type examples struct {
	g   *gen
	all bool // include optional properties
}

func (e examples) ref(t ir.TypeRef, ex any, depth int) value {
	return fromExample(e.g.examples().WithAll(e.all).Ref(t, ex, depth))
}

// examples is the language's example builder, made on first use.
func (g *gen) examples() example.Builder {
	if g.exampleBuilder.API == nil {
		g.exampleBuilder = example.New(g.api, func(skip []string) bool { return !g.included(skip, nil) })
	}
	return g.exampleBuilder
}

// fromExample converts a value of the example package; a file becomes a toFile call.
func fromExample(v any) value {
	switch x := v.(type) {
	case example.Object:
		out := object{}
		for _, en := range x {
			out = append(out, entry{en.Key, fromExample(en.Val)})
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = fromExample(it)
		}
		return out
	case example.File:
		return code("await toFile(Buffer.from('# my file contents'), 'README.md')")
	}
	return v
}

// normalize turns a decoded JSON value into an example value with sorted object keys.
func normalize(v any) value { return fromExample(example.Normalize(v)) }

func firstExample(ex, def any) any { return example.First(ex, def) }

// inline renders a value on one line, as prettier writes a literal that fits.
func inline(v value) string {
	switch x := v.(type) {
	case code:
		return string(x)
	case nil:
		return "null"
	case string:
		return str(x)
	case bool:
		if x {
			return "true"
		}
		return "false"
	case json.Number:
		return jsNumber(string(x))
	case object:
		if len(x) == 0 {
			return "{}"
		}
		var parts []string
		for _, en := range x {
			parts = append(parts, key(en.key)+": "+inline(en.val))
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	case []any:
		var parts []string
		for _, it := range x {
			parts = append(parts, inline(it))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return literal(v)
}

// writeValue writes head + value + tail, expanding objects and arrays that do not fit one property or element
// per line, recursively, the way prettier lays out literals.
func (w *writer) writeValue(head string, v value, tail string) {
	one := head + inline(v) + tail
	if w.fits(one) && !mustBreak(v) {
		w.line("%s", one)
		return
	}
	switch x := v.(type) {
	case object:
		if len(x) > 0 {
			w.open("%s{", head)
			for _, en := range x {
				w.writeValue(key(en.key)+": ", en.val, ",")
			}
			w.close("}%s", tail)
			return
		}
	case []any:
		if len(x) > 0 {
			w.open("%s[", head)
			for _, it := range x {
				w.writeValue("", it, ",")
			}
			w.close("]%s", tail)
			return
		}
	default:
		if k, ok := strings.CutSuffix(head, ": "); ok && valueGoesBelowKey(k, v) {
			w.open("%s", strings.TrimSuffix(head, " "))
			w.line("%s%s", inline(v), tail)
			w.indent--
			return
		}
	}
	w.line("%s", one)
}

// valueGoesBelowKey reports whether prettier moves an object property's value that does not fit to its own line
// below the key (its assignment layouts "break-after-operator" and "fluid"). It never does after a key narrower
// than tabWidth + 3 columns, where the move would gain next to nothing, nor for a number or boolean literal; a
// negative number is a unary expression, which it does move.
func valueGoesBelowKey(key string, v value) bool {
	if utf8.RuneCountInString(key) < 5 {
		return false
	}
	switch x := v.(type) {
	case bool:
		return false
	case json.Number:
		return strings.HasPrefix(string(x), "-")
	}
	return true
}

// mustBreak reports prettier's rule for arrays of several objects or arrays that each have more than one entry:
// one element per line, even when they would fit on one.
func mustBreak(v value) bool {
	items, ok := v.([]any)
	if !ok || len(items) < 2 {
		return false
	}
	_, firstIsObject := items[0].(object)
	for _, it := range items {
		switch x := it.(type) {
		case object:
			if !firstIsObject || len(x) < 2 {
				return false
			}
		case []any:
			if firstIsObject || len(x) < 2 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// writeCall writes `head(args)tail` the way prettier lays out a call, and an assignment of one when head is
// `lhs = callee`: on one line when it fits; else with the last argument hugged (`f(a, {` ... `})`) when that fits;
// else, for an assignment, the whole call on the next line when it fits there; else the arguments one per line.
func (w *writer) writeCall(head string, args []value, tail string) {
	one := head + "(" + inlineArgs(args) + ")" + tail
	if w.fits(one) {
		w.line("%s", one)
		return
	}
	i := strings.LastIndex(head, " = ")
	if i < 0 {
		w.callBody(head, args, tail)
		return
	}
	lhs, rhs := head[:i+2], head[i+3:]
	// A chain of property reads and calls with only short arguments breaks after the `=`; anything else stays on
	// the first line when `lhs = callee(` fits there.
	if poorlyBreakable(rhs, args) || !w.fits(head+"(") {
		w.open("%s", lhs)
		if w.fits(rhs+"("+inlineArgs(args)+")"+tail) || poorlyBreakable(rhs, args) {
			w.line("%s(%s)%s", rhs, inlineArgs(args), tail)
		} else {
			w.callBody(rhs, args, tail)
		}
		w.indent--
		return
	}
	w.callBody(head, args, tail)
}

// poorlyBreakable reports prettier's "poorly breakable member or call chain": a call (possibly awaited, never
// `new`) with no argument or one short literal.
func poorlyBreakable(callee string, args []value) bool {
	if strings.HasPrefix(callee, "new ") || len(args) > 1 {
		return false
	}
	for _, a := range args {
		switch x := a.(type) {
		case string:
			if len(str(x)) > printWidth/4 {
				return false
			}
		case json.Number, bool, nil:
		case object:
			if len(x) > 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func inlineArgs(args []value) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = inline(a)
	}
	return strings.Join(parts, ", ")
}

// callBody writes a call that does not fit on one line: hugging its last argument, or one argument per line.
func (w *writer) callBody(head string, args []value, tail string) {
	if len(args) == 0 {
		w.line("%s()%s", head, tail)
		return
	}
	if w.hug(head, args, tail) {
		return
	}
	w.open("%s(", head)
	for _, a := range args {
		w.writeValue("", a, ",")
	}
	w.close(")%s", tail)
}

// hug writes `head(a, b, {` ... `})tail` when the last argument is a non-empty object or array, no other argument
// is one, and the first line fits; it reports whether it did.
func (w *writer) hug(head string, args []value, tail string) bool {
	if len(args) == 0 {
		return false
	}
	for _, a := range args[:len(args)-1] {
		switch a.(type) {
		case object, []any:
			return false
		}
	}
	prefix := head + "(" + inlineArgs(args[:len(args)-1])
	if len(args) > 1 {
		prefix += ", "
	}
	switch last := args[len(args)-1].(type) {
	case object:
		if len(last) == 0 || !w.fits(prefix+"{") {
			return false
		}
		w.open("%s{", prefix)
		for _, en := range last {
			w.writeValue(key(en.key)+": ", en.val, ",")
		}
		w.close("})%s", tail)
		return true
	case []any:
		if len(last) == 0 || !w.fits(prefix+"[") {
			return false
		}
		w.open("%s[", prefix)
		for _, it := range last {
			w.writeValue("", it, ",")
		}
		w.close("])%s", tail)
		return true
	}
	return false
}
