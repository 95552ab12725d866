package typescript

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
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

// examples builds example values from the IR: the spec's example or default when there is one, else a value of
// the type. depth bounds recursive types.
type examples struct {
	g   *gen
	all bool // include optional properties
}

func (e examples) ref(t ir.TypeRef, example any, depth int) value {
	if example != nil && !t.IsBinary() && e.fits(example, t) {
		return normalize(example)
	}
	if t.Const != nil {
		return normalize(t.Const)
	}
	switch t.Kind {
	case ir.String:
		return stringExample(t)
	case ir.Integer, ir.Number:
		return numberExample(t)
	case ir.Boolean:
		return true
	case ir.Null:
		return nil
	case ir.Array:
		if t.Elem == nil || depth > 12 {
			return []any{}
		}
		return []any{e.ref(*t.Elem, nil, depth+1)}
	case ir.Map:
		if t.Elem == nil || depth > 4 {
			return object{}
		}
		return object{{key: "foo", val: e.ref(*t.Elem, nil, depth+1)}}
	case ir.Named:
		return e.named(t.Name, depth)
	}
	return object{}
}

// fits reports whether a spec example has the type's shape; specs carry examples that do not (a string for an
// array, a quoted enum value), and a test built from one would not compile.
func (e examples) fits(v any, t ir.TypeRef) bool {
	if v == nil {
		return t.Nullable || t.Kind == ir.Null || t.Kind == ir.Unknown
	}
	switch t.Kind {
	case ir.String:
		s, ok := v.(string)
		return ok && validString(s, t)
	case ir.Integer, ir.Number:
		switch v.(type) {
		case float64, int, int64, json.Number:
			return true
		}
		return false
	case ir.Boolean:
		_, ok := v.(bool)
		return ok
	case ir.Array:
		items, ok := v.([]any)
		if !ok || t.Elem == nil {
			return ok
		}
		for _, it := range items {
			if !e.fits(it, *t.Elem) {
				return false
			}
		}
		return true
	case ir.Map:
		_, ok := v.(map[string]any)
		return ok
	case ir.Named:
		return e.fitsNamed(v, e.g.api.Type(t.Name))
	}
	return true
}

// validString reports whether a string example satisfies its type's format and constraints, as the mock server
// checks them.
func validString(s string, t ir.TypeRef) bool {
	switch t.Format {
	case "date-time":
		if _, err := time.Parse(time.RFC3339, s); err != nil {
			return false
		}
	case "date":
		if _, err := time.Parse("2006-01-02", s); err != nil {
			return false
		}
	case "uri", "url":
		if u, err := url.Parse(s); err != nil || u.Scheme == "" {
			return false
		}
	case "email":
		if !strings.Contains(s, "@") {
			return false
		}
	}
	c := t.Constraints
	if c == nil {
		return true
	}
	n := int64(utf8.RuneCountInString(s))
	if (c.MinLength != nil && n < *c.MinLength) || (c.MaxLength != nil && n > *c.MaxLength) {
		return false
	}
	if c.Pattern != "" {
		ok, err := regexp.MatchString(c.Pattern, s)
		return err == nil && ok
	}
	return true
}

func (e examples) fitsNamed(v any, t *ir.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case "enum":
		for _, m := range t.Enum.Members {
			if fmt.Sprint(normalize(m.Value)) == fmt.Sprint(normalize(v)) {
				return true
			}
		}
		return false
	case "object":
		obj, ok := v.(map[string]any)
		if !ok {
			return false
		}
		for _, p := range e.g.visibleProperties(t.Properties, requestSide) {
			pv, present := obj[p.WireName]
			if (p.Required && !present) || (present && !e.fits(pv, p.Type)) {
				return false
			}
		}
		return true
	case "alias":
		return t.Alias != nil && e.fits(v, *t.Alias)
	case "union":
		for _, variant := range t.Union.Variants {
			if e.fits(v, variant.Type) {
				return true
			}
		}
		return false
	}
	return true
}

// named is an example of a named type. Past depth 4 only required properties are filled, and past 12 (a chain of
// required recursive properties, which no value satisfies) nothing is.
func (e examples) named(name string, depth int) value {
	t := e.g.api.Type(name)
	if t == nil || depth > 12 {
		return object{}
	}
	switch t.Kind {
	case "enum":
		if len(t.Enum.Members) > 0 {
			return normalize(t.Enum.Members[0].Value)
		}
	case "union":
		for _, v := range t.Union.Variants {
			if e.g.included(v.Skip, nil) {
				return e.ref(v.Type, nil, depth+1)
			}
		}
	case "alias":
		if t.Alias != nil {
			return e.ref(*t.Alias, nil, depth+1)
		}
	case "object":
		var out object
		for _, p := range e.g.visibleProperties(t.Properties, requestSide) {
			if p.Required || (e.all && depth < 2) {
				out = append(out, entry{p.WireName, e.ref(p.Type, firstExample(p.Example, p.Default), depth+1)})
			}
		}
		return out
	}
	return object{}
}

func firstExample(example, def any) any {
	if example != nil {
		return example
	}
	return def
}

func stringExample(t ir.TypeRef) value {
	v := formatExample(t)
	if s, ok := v.(string); ok && t.Constraints != nil {
		return constrainedString(t.Constraints, s)
	}
	return v
}

// formatExample is a value of a string format, or "string".
func formatExample(t ir.TypeRef) value {
	switch t.Format {
	case "binary":
		return code("await toFile(Buffer.from('# my file contents'), 'README.md')")
	case "uuid":
		return "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"
	case "date-time":
		return "2019-12-27T18:11:19.117Z"
	case "date":
		return "2019-12-27"
	case "uri", "url", "uri-reference", "iri":
		return "https://example.com"
	case "email", "idn-email":
		return "dev@example.com"
	case "hostname", "idn-hostname":
		return "example.com"
	case "ipv4":
		return "127.0.0.1"
	case "ipv6":
		return "::1"
	case "time":
		return "18:11:19Z"
	case "int64", "int32", "integer", "decimal", "number":
		return "0"
	}
	return "string"
}

// normalize turns a decoded JSON value into an example value with sorted object keys.
func normalize(v any) value {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		out := object{}
		for _, k := range keys {
			out = append(out, entry{k, normalize(x[k])})
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, it := range x {
			out[i] = normalize(it)
		}
		return out
	case float64:
		b, _ := json.Marshal(x)
		return json.Number(b)
	case int:
		b, _ := json.Marshal(x)
		return json.Number(b)
	case int64:
		b, _ := json.Marshal(x)
		return json.Number(b)
	}
	return v
}

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
		return string(x)
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
		if strings.HasSuffix(head, ": ") {
			// prettier moves a long primitive to its own line below the key.
			w.open("%s", strings.TrimSuffix(head, " "))
			w.line("%s%s", inline(v), tail)
			w.indent--
			return
		}
	}
	w.line("%s", one)
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
// `new`) whose arguments are all short literals.
func poorlyBreakable(callee string, args []value) bool {
	if strings.HasPrefix(callee, "new ") {
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

// numberExample is 1, moved inside the type's minimum and maximum.
func numberExample(t ir.TypeRef) value {
	v := 1.0
	if c := t.Constraints; c != nil {
		step := 1.0
		if t.Kind == ir.Number {
			step = 0.5
		}
		if c.Minimum != nil && (v < *c.Minimum || (c.ExclusiveMinimum && v <= *c.Minimum)) {
			v = *c.Minimum
			if c.ExclusiveMinimum {
				v += step
			}
		}
		if c.Maximum != nil && (v > *c.Maximum || (c.ExclusiveMaximum && v >= *c.Maximum)) {
			v = *c.Maximum
			if c.ExclusiveMaximum {
				v -= step
			}
		}
	}
	return json.Number(strconv.FormatFloat(v, 'f', -1, 64))
}

// constrainedString is an example string for a pattern and length limits: a string the pattern matches, or the
// format's example padded or cut to the allowed length.
func constrainedString(c *ir.Constraints, s string) string {
	if c.Pattern != "" {
		if p, ok := patternExample(c.Pattern); ok {
			return p
		}
	}
	if c.MinLength != nil && int64(len(s)) < *c.MinLength {
		s += strings.Repeat("x", int(*c.MinLength)-len(s))
	}
	if c.MaxLength != nil && int64(len(s)) > *c.MaxLength {
		s = s[:*c.MaxLength]
	}
	return s
}

// patternExample makes up a string the regular expression matches, taking the shortest path through it: no
// repetition beyond the minimum, the first alternative, the first character of each class.
func patternExample(pattern string) (string, bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	var b strings.Builder
	if !writeExample(&b, re.Simplify(), 0) {
		return "", false
	}
	out := b.String()
	if ok, _ := regexp.MatchString(pattern, out); !ok {
		return "", false
	}
	return out, true
}

func writeExample(b *strings.Builder, re *syntax.Regexp, depth int) bool {
	if depth > 50 || b.Len() > 200 {
		return false
	}
	switch re.Op {
	case syntax.OpLiteral:
		b.WriteString(string(re.Rune))
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return false
		}
		b.WriteRune(classExample(re.Rune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteByte('a')
	case syntax.OpCapture:
		return writeExample(b, re.Sub[0], depth+1)
	case syntax.OpPlus:
		return writeExample(b, re.Sub[0], depth+1)
	case syntax.OpRepeat:
		for i := 0; i < re.Min; i++ {
			if !writeExample(b, re.Sub[0], depth+1) {
				return false
			}
		}
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !writeExample(b, sub, depth+1) {
				return false
			}
		}
	case syntax.OpAlternate:
		return writeExample(b, re.Sub[0], depth+1)
	case syntax.OpStar, syntax.OpQuest, syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
	default:
		return false
	}
	return true
}

// classExample picks a readable character of a class (ranges as lo, hi pairs): a lower-case letter, an
// upper-case letter or a digit when the class has one, else its first character.
func classExample(ranges []rune) rune {
	for _, want := range []rune{'a', 'A', '0'} {
		for i := 0; i+1 < len(ranges); i += 2 {
			if ranges[i] <= want && want <= ranges[i+1] {
				return want
			}
		}
	}
	return ranges[0]
}
