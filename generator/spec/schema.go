package spec

import (
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// maxSchemaDepth bounds the nesting of inline schemas. The parser's depth limit already keeps real input far
// below it; it guards trees that a caller or a transform built.
const maxSchemaDepth = 1000

const componentSchemas = document.Pointer("/components/schemas/")

type pendingSchema struct {
	s *Schema
	n *document.Node
}

// schema returns the Schema written at n (pointer p), reading it now if this is the first time it is met.
func (l *loader) schema(n *document.Node, p document.Pointer, depth int) *Schema {
	if s, ok := l.schemas[n]; ok {
		return s
	}
	s := l.newSchema(n, p)
	l.readSchema(s, n, depth)
	return s
}

// schemaTarget returns the Schema a $ref names. A new one is queued rather than read at once, so that a long
// chain of references costs a queue entry each instead of stack depth.
func (l *loader) schemaTarget(n *document.Node, p document.Pointer) *Schema {
	if s, ok := l.schemas[n]; ok {
		return s
	}
	s := l.newSchema(n, p)
	l.pending = append(l.pending, pendingSchema{s, n})
	return s
}

// drainSchemas reads the queued $ref targets, and those their reading queues in turn.
func (l *loader) drainSchemas() {
	for len(l.pending) > 0 {
		next := l.pending[len(l.pending)-1]
		l.pending = l.pending[:len(l.pending)-1]
		l.readSchema(next.s, next.n, 0)
	}
}

// newSchema allocates Schemas in slabs: a large spec has tens of thousands of them.
func (l *loader) newSchema(n *document.Node, p document.Pointer) *Schema {
	if len(l.slab) == 0 {
		l.slab = make([]Schema, 256)
	}
	s := &l.slab[0]
	l.slab = l.slab[1:]
	s.Pointer = p
	if name, ok := strings.CutPrefix(string(p), string(componentSchemas)); ok && !strings.Contains(name, "/") {
		s.Name = document.UnescapeToken(name)
	}
	l.schemas[n] = s
	return s
}

// schemaState gathers keywords whose meaning depends on others, applied once all are read.
type schemaState struct {
	nullable               bool
	exclusiveMinBool       bool
	exclusiveMaxBool       bool
	exclusiveMin           *float64
	exclusiveMax           *float64
	examples               *document.Node
	constSet, enumHadNull  bool
	typeNull, onlyNullType bool
}

func (l *loader) readSchema(s *Schema, n *document.Node, depth int) {
	switch n.Kind {
	case document.Bool:
		s.False = n.Value == "false"
		return
	case document.Object:
	default:
		l.report(diag.SpecInvalid, s.Pointer, "a schema must be an object (or, in 3.1, a boolean), not %s", describeValue(n))
		return
	}
	if depth > maxSchemaDepth {
		l.report(diag.SpecInvalid, s.Pointer, "schemas nest more than %d levels deep here; the rest is ignored", maxSchemaDepth)
		return
	}
	var st schemaState
	for i := range n.Fields {
		f := &n.Fields[i]
		if !l.structureKeyword(s, f, depth) && !l.valueKeyword(s, f, &st) && !l.boundKeyword(s, f, &st) {
			l.otherKeyword(s, f)
		}
	}
	l.normalise(s, &st)
}

// structureKeyword reads the keywords that hold subschemas.
func (l *loader) structureKeyword(s *Schema, f *document.Field, depth int) bool {
	p := s.Pointer
	switch f.Key {
	case "$ref":
		l.schemaRef(s, f)
	case "properties":
		s.Properties = l.properties(p, f, depth)
	case "additionalProperties":
		if f.Value.Kind == document.Bool && f.Value.Value == "false" {
			s.AdditionalPropertiesFalse = true
		} else {
			s.AdditionalProperties = l.subschema(p, f, depth)
		}
	case "patternProperties":
		_, s.PatternProperties = l.object(p, f)
	case "items":
		if f.Value.Kind == document.Bool && f.Value.Value == "false" {
			s.ItemsFalse = true
		} else if f.Value.Kind == document.Array {
			l.report(diag.SpecInvalid, p.Append(f.Key), "items must be a schema; for a tuple use prefixItems (OpenAPI 3.1)")
		} else {
			s.Items = l.subschema(p, f, depth)
		}
	case "prefixItems":
		s.PrefixItems = l.schemaList(p, f, depth)
	case "allOf":
		s.AllOf = l.schemaList(p, f, depth)
	case "oneOf":
		s.OneOf = l.schemaList(p, f, depth)
	case "anyOf":
		s.AnyOf = l.schemaList(p, f, depth)
	case "not":
		l.report(diag.SpecUnsupported, p.Append(f.Key), "not is not supported: SDKs do not check it, and the value is typed as if it were absent")
		s.Not = l.subschema(p, f, depth)
	case "discriminator":
		s.Discriminator = l.discriminator(p, f)
	default:
		return false
	}
	return true
}

// valueKeyword reads type, annotations and the keywords that list values.
func (l *loader) valueKeyword(s *Schema, f *document.Field, st *schemaState) bool {
	p := s.Pointer
	switch f.Key {
	case "type":
		s.Types = l.types(p, f, st)
	case "nullable":
		st.nullable = l.boolean(p, f)
	case "format":
		s.Format = l.str(p, f)
	case "title":
		s.Title = l.str(p, f)
	case "description":
		s.Description = l.str(p, f)
	case "deprecated":
		s.Deprecated = l.boolean(p, f)
	case "readOnly":
		s.ReadOnly = l.boolean(p, f)
	case "writeOnly":
		s.WriteOnly = l.boolean(p, f)
	case "enum":
		s.Enum = l.enum(p, f, st)
	case "const":
		s.Const, st.constSet = f.Value, true
	case "default":
		s.Default = f.Value
	case "example":
		s.Example = f.Value
	case "examples":
		st.examples = f.Value
	case "contentMediaType":
		s.ContentMediaType = l.str(p, f)
	case "contentEncoding":
		s.ContentEncoding = l.str(p, f)
	case "pattern":
		s.Pattern, s.PatternNotRE2 = l.pattern(p, f)
	default:
		return false
	}
	return true
}

// boundKeyword reads the numeric validation keywords.
func (l *loader) boundKeyword(s *Schema, f *document.Field, st *schemaState) bool {
	p := s.Pointer
	switch f.Key {
	case "minimum":
		s.Minimum = l.number(p, f)
	case "maximum":
		s.Maximum = l.number(p, f)
	case "exclusiveMinimum":
		st.exclusiveMin, st.exclusiveMinBool = l.exclusiveBound(p, f)
	case "exclusiveMaximum":
		st.exclusiveMax, st.exclusiveMaxBool = l.exclusiveBound(p, f)
	case "multipleOf":
		s.MultipleOf = l.number(p, f)
	case "minLength":
		s.MinLength = l.count(p, f)
	case "maxLength":
		s.MaxLength = l.count(p, f)
	case "minItems":
		s.MinItems = l.count(p, f)
	case "maxItems":
		s.MaxItems = l.count(p, f)
	case "minProperties":
		s.MinProperties = l.count(p, f)
	case "maxProperties":
		s.MaxProperties = l.count(p, f)
	case "uniqueItems":
		s.UniqueItems = l.boolean(p, f)
	case "required":
		s.Required = l.required(p, f)
	default:
		return false
	}
	return true
}

// otherKeyword keeps extensions and warns about the JSON Schema features that change what a value may be but
// that SDK types cannot express. Other keywords (xml, externalDocs, $comment, contains, ...) are ignored.
func (l *loader) otherKeyword(s *Schema, f *document.Field) {
	if l.extension(&s.Extensions, f) {
		return
	}
	switch f.Key {
	case "if":
		l.report(diag.SpecUnsupported, s.Pointer.Append(f.Key), "if/then/else is not supported: SDKs do not apply the conditional schemas")
	case "$dynamicRef", "$recursiveRef":
		l.report(diag.SpecUnsupported, s.Pointer.Append(f.Key), "%s is not supported: the value is typed as unknown", f.Key)
	case "dependentSchemas":
		l.report(diag.SpecUnsupported, s.Pointer.Append(f.Key), "dependentSchemas is not supported: SDKs do not apply the dependent schemas")
	}
}

// schemaRef resolves the $ref of a schema. An unresolvable one leaves Ref nil, so the schema reads as unknown.
func (l *loader) schemaRef(s *Schema, f *document.Field) {
	p := s.Pointer + "/$ref"
	if !l.expect(f.Value, p, document.String) {
		return
	}
	t := l.resolveRef(f.Value.Value)
	if t.problem != "" {
		l.reportValue(t.problem, p, "%s", t.msg)
		return
	}
	s.RefPointer = t.ptr
	s.Ref = l.schemaTarget(t.node, t.ptr)
	l.refSchemas = append(l.refSchemas, s)
}

// subschema reads the schema held by member f.
func (l *loader) subschema(parent document.Pointer, f *document.Field, depth int) *Schema {
	return l.schema(f.Value, parent.Append(f.Key), depth+1)
}

func (l *loader) schemaList(parent document.Pointer, f *document.Field, depth int) []*Schema {
	p := parent.Append(f.Key)
	if !l.expect(f.Value, p, document.Array) {
		return nil
	}
	out := make([]*Schema, len(f.Value.Items))
	for i, it := range f.Value.Items {
		out[i] = l.schema(it, p.Index(i), depth+1)
	}
	return out
}

func (l *loader) properties(parent document.Pointer, f *document.Field, depth int) []*Property {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	backing := make([]Property, len(f.Value.Fields))
	out := make([]*Property, len(f.Value.Fields))
	for i := range f.Value.Fields {
		pf := &f.Value.Fields[i]
		backing[i] = Property{Name: pf.Key, Schema: l.schema(pf.Value, p.Append(pf.Key), depth+1)}
		out[i] = &backing[i]
	}
	return out
}

// required reads a list of property names. required: true on a property is the Swagger 2 spelling, worth a hint.
func (l *loader) required(parent document.Pointer, f *document.Field) []string {
	if f.Value.Kind == document.Bool {
		l.report(diag.SpecInvalid, parent.Append(f.Key),
			"required must list property names on the object schema; required: true on a property is Swagger 2")
		return nil
	}
	return l.strs(parent, f)
}

// types reads type as a string or (3.1) a list, without "null", which st records.
func (l *loader) types(parent document.Pointer, f *document.Field, st *schemaState) []string {
	v := f.Value
	if v.Kind == document.String {
		if v.Value == "null" {
			st.typeNull, st.onlyNullType = true, true
			return nil
		}
		if l.checkType(parent.Append(f.Key), v) {
			return l.typeList(v.Value)
		}
		return nil
	}
	p := parent.Append(f.Key)
	if v.Kind != document.Array {
		hint := ""
		if v.Kind == document.Null {
			hint = ` (in YAML, write "null" in quotes)`
		}
		l.report(diag.SpecInvalid, p, "type must be a string or a list of strings, not %s%s", describeValue(v), hint)
		return nil
	}
	var out []string
	for i, it := range v.Items {
		switch {
		case it.Kind == document.String && it.Value == "null", it.Kind == document.Null: // YAML reads an unquoted null
			st.typeNull = true
		case l.checkType(p.Index(i), it) && !contains(out, it.Value):
			out = append(out, it.Value)
		}
	}
	st.onlyNullType = st.typeNull && len(out) == 0
	if len(out) == 1 {
		return l.typeList(out[0])
	}
	return out
}

func (l *loader) checkType(p document.Pointer, v *document.Node) bool {
	if v.Kind == document.String {
		switch v.Value {
		case "string", "number", "integer", "boolean", "array", "object", "null":
			return true
		}
	}
	hint := ""
	if v.Kind == document.String && v.Value == "file" {
		hint = " (type: file is Swagger 2; use type: string, format: binary)"
	}
	l.report(diag.SpecInvalid, p, "type %s is not a JSON Schema type (string, number, integer, boolean, array, object, null)%s", describeValue(v), hint)
	return false
}

// typeList returns a one-element type list shared by all schemas of that type, which saves an allocation for
// nearly every schema. The capacity of 1 makes an append by a caller copy rather than write into it.
func (l *loader) typeList(t string) []string {
	if list, ok := l.typeLists[t]; ok {
		return list
	}
	list := []string{t}[:1:1]
	l.typeLists[t] = list
	return list
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// enum reads the enum values without null, which st records.
func (l *loader) enum(parent document.Pointer, f *document.Field, st *schemaState) []*document.Node {
	if f.Value.Kind != document.Array {
		l.expect(f.Value, parent.Append(f.Key), document.Array)
		return nil
	}
	out := make([]*document.Node, 0, len(f.Value.Items))
	for _, it := range f.Value.Items {
		if it.Kind == document.Null {
			st.enumHadNull = true
			continue
		}
		out = append(out, it)
	}
	return out
}

// exclusiveBound reads exclusiveMinimum/Maximum: a 3.1 number (the bound itself) or a 3.0 boolean (a flag on
// minimum/maximum).
func (l *loader) exclusiveBound(parent document.Pointer, f *document.Field) (*float64, bool) {
	if f.Value.Kind == document.Bool {
		return nil, f.Value.Value == "true"
	}
	if v, ok := f.Value.Float(); ok {
		return &v, false
	}
	l.report(diag.SpecInvalid, parent.Append(f.Key), "%s must be a number (3.1) or a boolean (3.0), not %s", f.Key, describeValue(f.Value))
	return nil, false
}

// pattern returns the pattern as written, and whether Go's RE2 cannot compile it, which it reports. Patterns are
// written in the ECMA-262 dialect; RE2 translates the escapes RE2 spells differently before compiling.
func (l *loader) pattern(parent document.Pointer, f *document.Field) (string, bool) {
	pat := l.str(parent, f)
	if pat == "" {
		return "", false
	}
	err, seen := l.patterns[pat]
	if !seen {
		_, err = regexp.Compile(RE2(pat))
		l.patterns[pat] = err
	}
	if err != nil {
		l.reportValue(diag.SchemaPatternNotValid, parent.Append(f.Key),
			"pattern %s cannot be compiled by Go's RE2 (lookaround and backreferences are not supported): the Go SDK does not check it, and generated tests that would send a value for it are skipped: %v", describeValue(f.Value), err)
		return pat, true
	}
	return pat, false
}

// RE2 is an ECMA-262 pattern in RE2's syntax: \uXXXX, which RE2 lacks, becomes \x{XXXX}.
func RE2(pat string) string {
	if !strings.Contains(pat, `\u`) {
		return pat
	}
	var b strings.Builder
	for i := 0; i < len(pat); i++ {
		if pat[i] == '\\' && i+1 < len(pat) {
			if pat[i+1] == 'u' && i+6 <= len(pat) && isHex(pat[i+2:i+6]) {
				b.WriteString(`\x{` + pat[i+2:i+6] + `}`)
				i += 5
				continue
			}
			b.WriteString(pat[i : i+2]) // keep any other escape, and never read \\u as an escape
			i++
			continue
		}
		b.WriteByte(pat[i])
	}
	return b.String()
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9', c >= 'a' && c <= 'f', c >= 'A' && c <= 'F':
		default:
			return false
		}
	}
	return true
}

// normalise turns the 3.0 and 3.1 spellings into one model (see the Schema comment).
func (l *loader) normalise(s *Schema, st *schemaState) {
	s.Nullable = st.nullable || st.typeNull || st.enumHadNull
	onlyNull := st.onlyNullType || (st.enumHadNull && len(s.Enum) == 0)
	if st.constSet && s.Const.Kind == document.Null {
		s.Nullable, s.Const, onlyNull = true, nil, true
	}
	if st.enumHadNull && len(s.Enum) == 0 {
		s.Enum = nil
	}
	s.OneOf = l.dropNullVariants(s, s.OneOf)
	s.AnyOf = l.dropNullVariants(s, s.AnyOf)
	if onlyNull {
		s.Types = l.typeList("null")
	}
	s.Minimum, s.ExclusiveMin = exclusive(s.Minimum, st.exclusiveMin, st.exclusiveMinBool, func(a, b float64) bool { return a >= b })
	s.Maximum, s.ExclusiveMax = exclusive(s.Maximum, st.exclusiveMax, st.exclusiveMaxBool, func(a, b float64) bool { return a <= b })
	if s.Example == nil && st.examples != nil && st.examples.Kind == document.Array && len(st.examples.Items) > 0 {
		s.Example = st.examples.Items[0]
	}
	l.normaliseFormat(s)
}

// dropNullVariants removes {type: "null"} variants of a union, which only say the union is nullable. A union of
// nothing but null variants is a schema that only allows null.
func (l *loader) dropNullVariants(s *Schema, variants []*Schema) []*Schema {
	kept := variants[:0:0]
	dropped := false
	for _, v := range variants {
		if isNullVariant(v) {
			dropped = true
			continue
		}
		kept = append(kept, v)
	}
	if !dropped {
		return variants
	}
	s.Nullable = true
	if len(kept) == 0 && len(s.Types) == 0 {
		s.Types = l.typeList("null")
	}
	return kept
}

// isNullVariant reports whether v only says "null": type null and nothing that constrains or types it further.
func isNullVariant(v *Schema) bool {
	return v.Ref == nil && v.IsType("null") && len(v.Properties) == 0 && len(v.AllOf) == 0 && len(v.OneOf) == 0 && len(v.AnyOf) == 0
}

// exclusive combines minimum (or maximum) with exclusiveMinimum: a 3.1 number replaces the bound when it is the
// stricter one; a 3.0 true flags the bound as exclusive.
func exclusive(bound, excl *float64, flag bool, stricter func(a, b float64) bool) (*float64, bool) {
	switch {
	case excl != nil && (bound == nil || stricter(*excl, *bound)):
		return excl, true
	case flag && bound != nil:
		return bound, true
	}
	return bound, false
}

// normaliseFormat maps the 3.1 content keywords of binary strings onto the 3.0 formats when format is absent.
func (l *loader) normaliseFormat(s *Schema) {
	if s.Format != "" {
		return
	}
	switch {
	case strings.EqualFold(s.ContentEncoding, "base64") || strings.EqualFold(s.ContentEncoding, "base64url"):
		s.Format = "byte"
	case s.ContentMediaType != "" && s.ContentEncoding == "" && s.IsType("string"):
		s.Format = "binary"
	}
}

// discriminator reads a discriminator; mapping values may be schema names or same-document references.
func (l *loader) discriminator(parent document.Pointer, f *document.Field) *Discriminator {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	d := &Discriminator{}
	hasName := false
	for i := range f.Value.Fields {
		m := &f.Value.Fields[i]
		switch m.Key {
		case "propertyName":
			d.PropertyName, hasName = l.str(p, m), true
		case "mapping":
			d.Mapping = l.mapping(p, m)
		}
	}
	if !hasName {
		l.report(diag.SpecInvalid, p, "a discriminator needs a propertyName")
	}
	return d
}

func (l *loader) mapping(parent document.Pointer, f *document.Field) []DiscriminatorMapping {
	p, ok := l.object(parent, f)
	if !ok {
		return nil
	}
	out := make([]DiscriminatorMapping, 0, len(f.Value.Fields))
	for i := range f.Value.Fields {
		m := &f.Value.Fields[i]
		if target := l.mappingTarget(p, m); target != nil {
			out = append(out, DiscriminatorMapping{Value: m.Key, Schema: target})
		}
	}
	return out
}

// mappingTarget resolves one mapping value: a reference if it starts with # or names another document, else the
// name of a component schema.
func (l *loader) mappingTarget(parent document.Pointer, f *document.Field) *Schema {
	p := parent.Append(f.Key)
	if !l.expect(f.Value, p, document.String) {
		return nil
	}
	value := f.Value.Value
	ref := value
	byName := !strings.HasPrefix(value, "#") && !strings.ContainsAny(value, "/#:")
	if byName {
		ref = componentSchemas.Fragment() + document.EscapeToken(value)
	}
	t := l.resolveRef(ref)
	switch {
	case t.problem == "":
		return l.schemaTarget(t.node, t.ptr)
	case byName && looksLikeFile(value):
		l.reportValue(diag.SpecExternalRef, p,
			"discriminator mapping %q names another file; sdkgen never reads other files, so bundle the spec into one file first", truncate(value, 200))
	case byName:
		l.reportValue(diag.SpecRefNotFound, p, "discriminator mapping %q names no schema in components.schemas", truncate(value, 200))
	default:
		l.reportValue(t.problem, p, "discriminator mapping: %s", t.msg)
	}
	return nil
}

func looksLikeFile(name string) bool {
	for _, ext := range []string{".json", ".yaml", ".yml"} {
		if strings.HasSuffix(strings.ToLower(name), ext) {
			return true
		}
	}
	return false
}

// checkSchemaCycles reports loops of $refs that never reach a schema with content (A: $ref B, B: $ref A), and
// breaks each by clearing one Ref so later stages cannot loop. Each schema has at most one Ref, so one walk per
// schema with a colour per schema finds every loop in linear time.
func (l *loader) checkSchemaCycles() {
	const onPath, done = 1, 2
	colour := make(map[*Schema]uint8, len(l.refSchemas))
	var path []*Schema
	for _, start := range l.refSchemas {
		path = path[:0]
		s := start
		for s != nil && s.Ref != nil && colour[s] == 0 {
			colour[s] = onPath
			path = append(path, s)
			s = s.Ref
		}
		if s != nil && colour[s] == onPath {
			l.reportSchemaLoop(path, s)
		}
		for _, v := range path {
			colour[v] = done
		}
	}
}

func (l *loader) reportSchemaLoop(path []*Schema, again *Schema) {
	start := 0
	for i, v := range path {
		if v == again {
			start = i
		}
	}
	loop := path[start:]
	names := make([]string, 0, len(loop)+1)
	for _, v := range loop {
		if hasContent(v) {
			return // a recursive type, however odd, not an unresolvable chain
		}
		names = append(names, v.Pointer.Fragment())
	}
	names = append(names, loop[0].Pointer.Fragment())
	l.reportValue(diag.SpecCircularRef, loop[0].Pointer+"/$ref", "the $ref chain %s loops without reaching a schema", strings.Join(names, " -> "))
	loop[0].Ref = nil
}

// hasContent reports whether a schema says anything about the shape of a value beside its $ref.
func hasContent(s *Schema) bool {
	return len(s.Types) > 0 || len(s.Properties) > 0 || s.AdditionalProperties != nil || s.Items != nil ||
		len(s.PrefixItems) > 0 || len(s.OneOf) > 0 || len(s.AnyOf) > 0 || len(s.AllOf) > 0 || len(s.Enum) > 0 ||
		s.Const != nil || s.False
}
