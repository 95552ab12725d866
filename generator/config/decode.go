package config

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/internal/suggest"
)

// decoder validates the parsed tree against the schema and decodes it in the same walk. A value that fails a
// check is reported and left unset; everything else is kept, so one run reports every problem it can.
type decoder struct {
	*reporter
	reg *registry
}

// decode reads n into v (addressable, of a type in the registry) and reports whether it was usable.
func (d *decoder) decode(v reflect.Value, n *document.Node, p document.Pointer, r rules) bool {
	return d.value(d.reg.lookup(v.Type()), v, n, p, r)
}

func (d *decoder) value(t *typeInfo, v reflect.Value, n *document.Node, p document.Pointer, r rules) bool {
	d.visit(p, n)
	switch t.shape {
	case shapeString:
		s, ok := d.str(n, p, r)
		if ok {
			v.SetString(s)
		}
		return ok
	case shapeBool:
		if n.Kind != document.Bool {
			return d.wrongType(n, p, "a boolean (true or false)")
		}
		v.SetBool(n.IsTrue())
		return true
	case shapeInt:
		return d.integer(v, n, p)
	case shapeFloat:
		f, ok := n.Float()
		if !ok || math.IsInf(f, 0) || math.IsNaN(f) {
			return d.wrongType(n, p, "a number")
		}
		v.SetFloat(f)
		return true
	case shapeAny:
		v.Set(reflect.ValueOf(n))
		return true
	case shapePointer:
		return d.pointer(t, v, n, p, r)
	case shapeStruct:
		return d.object(t, v, n, p)
	case shapeMap:
		return d.mapping(t, v, n, p, r)
	case shapeList:
		return d.list(t, v, n, p, r)
	case shapeCustom:
		return d.custom(v, n, p, r)
	}
	return false
}

// str reads a string and applies the field's enum and format. It returns the value to store (a format may
// normalise it).
func (d *decoder) str(n *document.Node, p document.Pointer, r rules) (string, bool) {
	if n.Kind != document.String {
		return "", d.wrongType(n, p, "a string")
	}
	if !d.enumOK(n.Value, p, r) {
		return "", false
	}
	return d.format(n.Value, p, r.format)
}

// enumOK checks a closed enum; open enums are checked by their own code (editions).
func (d *decoder) enumOK(s string, p document.Pointer, r rules) bool {
	if len(r.enum) == 0 || r.open || slices.Contains(r.enum, s) {
		return true
	}
	d.atValue(diag.ConfigInvalidValue, p, "%s: %q is not an allowed value%s (allowed: %s)",
		dotted(p), s, didYouMean(s, r.enum), strings.Join(r.enum, ", "))
	return false
}

// didYouMean returns `; did you mean "x"?` for the closest candidate, or "". Numbers get no suggestion: 11 is
// not a typo of 10.
func didYouMean(s string, candidates []string) string {
	if strings.Trim(s, "0123456789.") == "" {
		return ""
	}
	if c := suggest.Closest(s, candidates); c != "" && c != s {
		return fmt.Sprintf("; did you mean %q?", c)
	}
	return ""
}

func (d *decoder) integer(v reflect.Value, n *document.Node, p document.Pointer) bool {
	i, ok := n.Int()
	if !ok {
		return d.wrongType(n, p, "an integer")
	}
	if v.OverflowInt(i) {
		d.atValue(diag.ConfigInvalidValue, p, "%s: %s is too large", dotted(p), n.Value)
		return false
	}
	v.SetInt(i)
	return true
}

// wrongType reports a value of the wrong kind and returns false.
func (d *decoder) wrongType(n *document.Node, p document.Pointer, expected string) bool {
	hint := ""
	if strings.HasPrefix(expected, "a string") && (n.Kind == document.Number || n.Kind == document.Bool) {
		hint = fmt.Sprintf(" (quote it: %q)", n.Value)
	}
	d.atValue(diag.ConfigWrongType, p, "%s must be %s, not %s%s", dotted(p), expected, describeNode(n), hint)
	return false
}

// pointer decodes an optional value. *string also accepts null ("string | null" in the reference), which
// leaves it unset; custom values decide for themselves whether null means something.
func (d *decoder) pointer(t *typeInfo, v reflect.Value, n *document.Node, p document.Pointer, r rules) bool {
	if n.Kind == document.Null && t.elem.shape == shapeString {
		return true
	}
	target := reflect.New(t.elem.goType)
	if !d.value(t.elem, target.Elem(), n, p, r) {
		return false
	}
	v.Set(target)
	return true
}

func (d *decoder) mapping(t *typeInfo, v reflect.Value, n *document.Node, p document.Pointer, r rules) bool {
	if n.Kind != document.Object {
		return d.wrongType(n, p, "an object (a mapping of names to values)")
	}
	entries := v.FieldByName("Entries")
	entryType := entries.Type().Elem()
	for _, f := range n.Fields {
		d.visitKey(p.Append(f.Key), f.KeyPos)
		val := reflect.New(t.elem.goType).Elem()
		if !d.value(t.elem, val, f.Value, p.Append(f.Key), r) {
			continue
		}
		e := reflect.New(entryType).Elem()
		e.Field(0).SetString(f.Key)
		e.Field(1).Set(val)
		entries.Set(reflect.Append(entries, e))
	}
	v.FieldByName("Ptr").Set(reflect.ValueOf(p))
	return true
}

func (d *decoder) list(t *typeInfo, v reflect.Value, n *document.Node, p document.Pointer, r rules) bool {
	if n.Kind != document.Array {
		return d.wrongType(n, p, "a list")
	}
	out := reflect.MakeSlice(t.goType, 0, len(n.Items))
	for i, item := range n.Items {
		val := reflect.New(t.elem.goType).Elem()
		if d.value(t.elem, val, item, p.Index(i), r) {
			out = reflect.Append(out, val)
		}
	}
	v.Set(out)
	return true
}

func (d *decoder) custom(v reflect.Value, n *document.Node, p document.Pointer, r rules) bool {
	cv := v.Addr().Interface().(customValue)
	if !slices.Contains(cv.forms(), n.Kind) {
		return d.wrongType(n, p, describeForms(cv.forms()))
	}
	return cv.decodeNode(d, n, p, r)
}

// describeForms renders accepted kinds as "a number, a string or null".
func describeForms(kinds []document.Kind) string {
	words := make([]string, len(kinds))
	for i, k := range kinds {
		words[i] = kindWord(k)
	}
	return joinOr(words)
}

func kindWord(k document.Kind) string {
	switch k {
	case document.Null:
		return "null"
	case document.Bool:
		return "a boolean"
	case document.Number:
		return "a number"
	case document.String:
		return "a string"
	case document.Array:
		return "a list"
	}
	return "an object"
}

// joinOr renders [a b c] as "a, b or c".
func joinOr(words []string) string { return joinList(words, "or") }

// joinAnd renders [a b c] as "a, b and c".
func joinAnd(words []string) string { return joinList(words, "and") }

func joinList(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}

// object decodes a struct from an object, or from its boolean or string shorthand.
func (d *decoder) object(t *typeInfo, v reflect.Value, n *document.Node, p document.Pointer) bool {
	switch {
	case n.Kind == document.Object:
		d.fields(t, v, n, p)
		if t.boolShort { // the object form of "true | {...}" means enabled
			v.Addr().Interface().(boolShorthand).fromBool(true)
			if m, ok := v.Addr().Interface().(objectFormRecorder); ok {
				m.markObjectForm()
			}
		}
	case n.Kind == document.Bool && t.boolShort:
		v.Addr().Interface().(boolShorthand).fromBool(n.IsTrue())
	case n.Kind == document.String && t.stringShort:
		s, ok := d.shorthandString(t, n, p)
		if !ok {
			return false
		}
		v.Addr().Interface().(stringShorthand).fromString(s)
	default:
		return d.wrongType(n, p, expectedStruct(t))
	}
	t.setPtrs(v, p)
	return true
}

// shorthandString checks a string that stands for a whole object: against the shorthand's words, or with the
// rules of the key it stands for (a method string is an endpoint).
func (d *decoder) shorthandString(t *typeInfo, n *document.Node, p document.Pointer) (string, bool) {
	if t.words != nil {
		if !slices.Contains(t.words, n.Value) {
			d.atValue(diag.ConfigInvalidValue, p, "%s: %q is not an allowed value%s (allowed: %s, or an object)",
				dotted(p), n.Value, didYouMean(n.Value, t.words), strings.Join(t.words, ", "))
			return "", false
		}
		return n.Value, true
	}
	if f := t.byKey[t.shortKey]; f != nil {
		return d.str(n, p, f.rules)
	}
	return n.Value, true
}

// expectedStruct says which forms a struct accepts.
func expectedStruct(t *typeInfo) string {
	var forms []string
	if t.boolShort {
		forms = append(forms, "a boolean")
	}
	if t.stringShort {
		if t.words != nil {
			forms = append(forms, "one of "+strings.Join(t.words, ", "))
		} else {
			forms = append(forms, "a string")
		}
	}
	return joinOr(append(forms, "an object"))
}

// fields decodes the members of an object into struct v.
func (d *decoder) fields(t *typeInfo, v reflect.Value, n *document.Node, p document.Pointer) {
	seen := map[*fieldInfo]string{}
	for _, member := range n.Fields {
		d.visitKey(p.Append(member.Key), member.KeyPos)
		f := t.byKey[member.Key]
		if f == nil {
			d.unknownKey(t, p, member.Key)
			continue
		}
		if first, dup := seen[f]; dup {
			d.atKey(diag.ConfigConflict, p.Append(member.Key), "%s and %s are the same setting (%q is an alias of %q); keep one",
				dotted(p.Append(first)), dotted(p.Append(member.Key)), f.alias, f.key)
			continue
		}
		seen[f] = member.Key
		if f.deprecated != "" {
			d.atKey(diag.ConfigDeprecated, p.Append(member.Key), "%s is deprecated: %s", dotted(p.Append(member.Key)), f.deprecated)
		}
		d.value(f.typ, v.FieldByIndex(f.index), member.Value, p.Append(member.Key), f.rules)
	}
	for _, f := range t.fields {
		if _, ok := seen[f]; f.required && !ok {
			d.atKey(diag.ConfigMissingKey, p.Append(f.key), "missing required key %q %s", f.key, in(p))
		}
	}
}

// unknownKey reports a key the struct does not define. A near miss of a known key (see nearMiss) is a typo and
// stays an error with its did-you-mean. Any other key is ignored with a warning, so a configuration written for
// a newer sdkgen, which knows more keys, still builds; the warning names the child object that accepts the key
// when it was put one level too high, or else lists the keys this place takes.
func (d *decoder) unknownKey(t *typeInfo, p document.Pointer, key string) {
	if d.full() {
		d.atKey(diag.ConfigIgnoredKey, p.Append(key), "unknown key %q is ignored", key)
		return
	}
	keys := t.keys()
	if near := nearMiss(key, keys); near != "" {
		d.atKey(diag.ConfigUnknownKey, p.Append(key), "unknown key %q %s; did you mean %q?", key, in(p), near)
		return
	}
	if child := childAccepting(t, key); child != "" {
		d.atKey(diag.ConfigIgnoredKey, p.Append(key), "unknown key %q %s is ignored; it belongs under %q: %s.%s",
			key, in(p), child, child, key)
		return
	}
	if len(keys) == 0 {
		d.atKey(diag.ConfigIgnoredKey, p.Append(key), "unknown key %q is ignored: %s takes no keys", key, dotted(p))
		return
	}
	d.atKey(diag.ConfigIgnoredKey, p.Append(key), "unknown key %q %s is ignored: this sdkgen does not know it (allowed: %s)",
		key, in(p), strings.Join(keys, ", "))
}

// nearMiss returns the known key that key is most likely a typo of, or "": a key equal to it up to case, '_',
// '-' and camelCase (packageName, Package-Name), or at most two edits away (case-insensitive) and with fewer
// edits than the shorter of the two has characters, so that "x" is not taken for a typo of "in".
func nearMiss(key string, known []string) string {
	folded := foldKey(key)
	for _, k := range known {
		if foldKey(k) == folded {
			return k
		}
	}
	best, bestDist := "", 3
	lower := strings.ToLower(key)
	for _, k := range known {
		dist := suggest.Distance(lower, strings.ToLower(k))
		if dist < bestDist && dist < min(utf8.RuneCountInString(key), utf8.RuneCountInString(k)) {
			best, bestDist = k, dist
		}
	}
	return best
}

// foldKey writes a key without case, '_' and '-', so that spellings of one name compare equal.
func foldKey(key string) string {
	return strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(key))
}

// childAccepting returns the key of a member object of t that accepts key, or "".
func childAccepting(t *typeInfo, key string) string {
	for _, f := range t.fields {
		if child := f.typ.structElem(); child != nil && child.byKey[key] != nil {
			return f.key
		}
	}
	return ""
}
