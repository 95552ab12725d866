package example

import (
	"encoding/json"
	"math"
	"regexp/syntax"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// stringExample is a string of the type's format that meets its constraints; when none can be made the value
// being built is invalid, and says why.
func (e Builder) stringExample(t ir.TypeRef) any {
	v := formatExample(t)
	s, ok := v.(string)
	if !ok || t.Constraints == nil {
		return v
	}
	if t.Constraints.PatternNotRE2 {
		e.fail("the pattern %q uses what Go's RE2 lacks (lookaround, backreferences), so no value can be checked against it", t.Constraints.Pattern)
		return s
	}
	s = e.constrainedString(t.Constraints, s)
	if !e.validString(s, t) {
		if t.Constraints.Pattern != "" {
			e.fail("no string of format %q with the length limits matches the pattern %q", t.Format, t.Constraints.Pattern)
		} else {
			e.fail("no string of format %q meets the length limits", t.Format)
		}
	}
	return s
}

// formatExample is a value of a string format, or "string".
func formatExample(t ir.TypeRef) any {
	switch t.Format {
	case "binary":
		return File{}
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
	case "byte":
		return "U3RhaW5sZXNzIHJvY2tz"
	case "int64", "int32", "integer", "decimal", "number":
		return "0"
	}
	return "string"
}

// numberExample is 1, moved inside the type's minimum and maximum (to a whole number for an integer type), and
// onto a multiple of multipleOf.
func (e Builder) numberExample(t ir.TypeRef) any {
	v := 1.0
	if c := t.Constraints; c != nil {
		step := 1.0
		if t.Kind == ir.Number {
			step = 0.5
		}
		if c.Minimum != nil && (v < *c.Minimum || (c.ExclusiveMinimum && v <= *c.Minimum)) {
			v = *c.Minimum
			if t.Kind == ir.Integer {
				v = math.Ceil(v)
			}
			if c.ExclusiveMinimum && v == *c.Minimum {
				v += step
			}
		}
		if c.Maximum != nil && (v > *c.Maximum || (c.ExclusiveMaximum && v >= *c.Maximum)) {
			v = *c.Maximum
			if t.Kind == ir.Integer {
				v = math.Floor(v)
			}
			if c.ExclusiveMaximum && v == *c.Maximum {
				v -= step
			}
		}
		if c.MultipleOf != nil {
			return e.multiple(t, v)
		}
	}
	n := json.Number(strconv.FormatFloat(v, 'f', -1, 64))
	if !inRange(n, t.Constraints) {
		e.fail("no number lies between the minimum and the maximum")
	}
	return n
}

// multiple is the multiple of the type's multipleOf nearest above v, or the next nearest on either side, that is
// valid for the type (whole, for an integer, and in range).
func (e Builder) multiple(t ir.TypeRef, v float64) any {
	m := *t.Constraints.MultipleOf
	if m <= 0 || math.IsInf(v/m, 0) || math.IsNaN(v/m) {
		e.fail("multipleOf is not a positive number")
		return json.Number("0")
	}
	k := math.Ceil(v / m)
	for i := range 2*maxSteps + 1 {
		offset := float64((i + 1) / 2) // 0, 1, -1, 2, -2, ...
		if i%2 == 0 {
			offset = -offset
		}
		if n := number((k + offset) * m); e.valid(n, t, open) {
			return n
		}
	}
	e.fail("no multiple of %v lies between the minimum and the maximum", m)
	return number(k * m)
}

// maxSteps bounds the multiples tried on each side of a number.
const maxSteps = 1000

// number writes a float as a JSON number.
func number(f float64) json.Number { return json.Number(strconv.FormatFloat(f, 'f', -1, 64)) }

// numberVariants are valid numbers of a type near its example, for items that must differ.
func (e Builder) numberVariants(t ir.TypeRef) []any {
	step := 1.0
	if c := t.Constraints; c != nil && c.MultipleOf != nil && *c.MultipleOf > 0 {
		step = *c.MultipleOf
	}
	base, _ := e.numberExample(t).(json.Number).Float64()
	out := make([]any, 0, 2*maxSteps)
	for i := 1; i <= maxSteps; i++ {
		out = append(out, number(base+float64(i)*step), number(base-float64(i)*step))
	}
	return out
}

// constrainedString is an example string for a pattern and length limits: a string the pattern matches, or the
// format's example padded or cut to the allowed length.
func (e Builder) constrainedString(c *ir.Constraints, s string) string {
	if c.Pattern != "" {
		if p, ok := e.patternExample(c.Pattern, c.MinLength); ok {
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

// patternExample makes up a string the regular expression matches, at least minLength long: the first
// alternative, the first character of each class, and no repetition beyond the minimum unless the length needs
// more.
func (e Builder) patternExample(pattern string, minLength *int64) (string, bool) {
	min := 0
	if minLength != nil {
		min = int(*minLength)
	}
	key := pattern + "\x00" + strconv.Itoa(min)
	if e.memo != nil {
		if m, ok := e.memo.made[key]; ok {
			return m.s, m.ok
		}
	}
	s, ok := e.makePattern(pattern, min)
	if e.memo != nil {
		e.memo.made[key] = made{s, ok}
	}
	return s, ok
}

// makePattern writes the shortest string of a pattern, and when that is shorter than min, again with more and more
// repetitions of every open-ended repeat until it is long enough.
func (e Builder) makePattern(pattern string, min int) (string, bool) {
	re, err := syntax.Parse(spec.RE2(pattern), syntax.Perl)
	if err != nil {
		return "", false
	}
	compiled := e.compile(pattern)
	for extra := 0; extra <= min; extra = max(2*extra, 1) {
		w := patternWriter{extra: extra}
		if !w.write(re, 0) {
			return "", false
		}
		out := w.b.String()
		if compiled == nil || !compiled.MatchString(out) {
			return "", false
		}
		if len([]rune(out)) >= min {
			return out, true
		}
	}
	return "", false
}

// patternWriter writes a string a parsed pattern matches, repeating each repetition extra times beyond its minimum
// (as far as its maximum allows).
type patternWriter struct {
	b     strings.Builder
	extra int
}

func (w *patternWriter) write(re *syntax.Regexp, depth int) bool {
	if depth > 50 || w.b.Len() > 1000 {
		return false
	}
	switch re.Op {
	case syntax.OpLiteral:
		w.b.WriteString(string(re.Rune))
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return false
		}
		w.b.WriteRune(classExample(re.Rune))
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		w.b.WriteByte('a')
	case syntax.OpCapture, syntax.OpAlternate:
		return w.write(re.Sub[0], depth+1)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		return w.repeat(re, depth)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !w.write(sub, depth+1) {
				return false
			}
		}
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
	default:
		return false
	}
	return true
}

// repeat writes a repetition's minimum number of copies plus extra, within its maximum.
func (w *patternWriter) repeat(re *syntax.Regexp, depth int) bool {
	lo, hi := 0, -1
	switch re.Op {
	case syntax.OpPlus:
		lo = 1
	case syntax.OpQuest:
		hi = 1
	case syntax.OpRepeat:
		lo, hi = re.Min, re.Max
	}
	n := lo + w.extra
	if hi >= 0 && n > hi {
		n = hi
	}
	for range n {
		if !w.write(re.Sub[0], depth+1) {
			return false
		}
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
