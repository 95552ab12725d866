package build

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// typeTable converts spec schemas into IR types. Each canonical schema becomes at most one type (memo), so a
// component referenced from a hundred places is one named type, and recursion terminates because a named type is
// registered before its body is converted.
//
// Naming rules, in order: a schema declared as a model takes the model's name; another component schema takes
// its component name; an inline object, enum or union takes the name of the place it appears (the method's params
// or response type, then "_<property>" for each nesting level); arrays and maps are not named, their elements take
// the name. A name already taken by a different schema gets "_2", "_3", ... and a Name/Collision warning.
type typeTable struct {
	b        *builder
	byName   map[string]*ir.Type
	memo     map[*spec.Schema]ir.TypeRef
	declared map[*spec.Schema]modelDecl
	visiting map[*spec.Schema]bool
	// components reserves the names of component schemas that become named types, so an inline type whose
	// derived name happens to equal one (Generation.request vs GenerationRequest) takes another name instead.
	components map[string]*spec.Schema
	// forced lists the models with force_generation: they count as response types, used or not.
	forced []string
}

// modelDecl is a model named in sdkgen.yml (or by x-sdkgen-model).
type modelDecl struct {
	name     string
	resource string
}

// hint is the name an inline type would get, and the resource that would own it.
type hint struct {
	name     string
	resource string
}

func (h hint) child(part string) hint {
	if part == "" {
		return h
	}
	return hint{name: h.name + "_" + part, resource: h.resource}
}

func newTypeTable(b *builder) *typeTable {
	t := &typeTable{
		b:          b,
		byName:     map[string]*ir.Type{},
		memo:       map[*spec.Schema]ir.TypeRef{},
		declared:   map[*spec.Schema]modelDecl{},
		visiting:   map[*spec.Schema]bool{},
		components: map[string]*spec.Schema{},
	}
	for _, name := range b.doc.Components.SchemaNames {
		s := b.doc.Components.Schemas[name]
		if isNamedShape(classify(s)) {
			snake := b.names.Snake(name)
			if _, taken := t.components[snake]; !taken {
				t.components[snake] = s
			}
		}
	}
	return t
}

func isNamedShape(sh shape) bool {
	return sh == shapeObject || sh == shapeEnum || sh == shapeUnion || sh == shapeMerged
}

var unknownRef = ir.TypeRef{Kind: ir.Unknown}

// ref returns the TypeRef for a schema as used at one place.
func (t *typeTable) ref(s *spec.Schema, h hint) ir.TypeRef {
	if s == nil {
		return unknownRef
	}
	if s.Ref != nil {
		r := t.ref(s.Ref, h)
		if s.Nullable {
			r.Nullable = true
		}
		return r
	}
	if r, ok := t.memo[s]; ok {
		return r
	}
	if t.visiting[s] {
		// A cycle through unnamed schemas (only possible through refs to non-component locations): break it.
		return unknownRef
	}
	t.visiting[s] = true
	defer delete(t.visiting, s)

	if decl, ok := t.declared[s]; ok {
		return t.named(s, decl.name, decl.resource, true)
	}
	shape := classify(s)
	if s.Name != "" && isNamedShape(shape) {
		return t.named(s, t.b.names.Snake(s.Name), "", false)
	}
	r := t.inline(s, shape, h)
	t.memo[s] = r
	return r
}

// shape is how a schema maps onto IR types.
type shape int

const (
	shapeUnknown shape = iota
	shapePrimitive
	shapeNull
	shapeConst
	shapeArray
	shapeMap
	shapeObject
	shapeMerged // allOf of several members: an object with their properties
	shapeWrap   // allOf, oneOf or anyOf of one member: that member
	shapeEnum
	shapeUnion
)

// classify decides a schema's shape from its own keywords, without following refs, so that a named type can be
// registered before anything recursive is converted.
func classify(s *spec.Schema) shape {
	if constrainsOnly(s) {
		object := *s // "at least one of these properties": the object its own keywords describe
		object.OneOf, object.AnyOf = nil, nil
		return classify(&object)
	}
	switch {
	case s.Const != nil || (len(s.Enum) == 1 && s.Extensions["x-sdkgen-const"].IsTrue()):
		return shapeConst
	case len(s.Enum) > 0 || openEnum(s) != nil:
		return shapeEnum
	case len(s.OneOf)+len(s.AnyOf) == 1 && len(s.AllOf) == 0 && len(s.Properties) == 0:
		return shapeWrap
	case len(s.OneOf) > 0 || len(s.AnyOf) > 0:
		return shapeUnion
	case len(s.AllOf) == 1 && len(s.Properties) == 0:
		return shapeWrap
	case len(s.AllOf) > 0:
		return shapeMerged
	case len(s.Types) > 1:
		return shapeUnion
	case s.IsType("null"):
		return shapeNull
	case s.IsType("array") || (len(s.Types) == 0 && s.Items != nil):
		return shapeArray
	case len(s.Properties) > 0 || s.Extensions["x-sdkgen-empty-object"].IsTrue():
		return shapeObject
	case s.IsType("object") || s.AdditionalProperties != nil || s.PatternProperties:
		return shapeMap
	case len(s.Types) == 1:
		return shapePrimitive
	}
	return shapeUnknown
}

// constrainsOnly reports a schema with properties or a type of its own whose oneOf/anyOf members only add
// constraints (required, minProperties, ...), as in anyOf: [{required: [a]}, {required: [b]}]. The composition
// adds no type, so it is not a union.
func constrainsOnly(s *spec.Schema) bool {
	members := append(slices.Clone(s.OneOf), s.AnyOf...)
	if len(members) == 0 || len(s.Properties) == 0 && len(s.Types) == 0 {
		return false
	}
	for _, m := range members {
		if m.Ref != nil || len(m.Types) > 0 || len(m.Properties) > 0 || m.Items != nil || len(m.PrefixItems) > 0 ||
			len(m.AllOf)+len(m.OneOf)+len(m.AnyOf) > 0 || len(m.Enum) > 0 || m.Const != nil || m.AdditionalProperties != nil ||
			m.PatternProperties || m.Format != "" || m.Nullable {
			return false
		}
	}
	return true
}

// openEnum recognises anyOf/oneOf of a string enum and a plain string, the usual way to say "one of these
// values, or another string": an enum, since SDK enums accept unknown values anyway. It returns the enum member.
func openEnum(s *spec.Schema) *spec.Schema {
	members := s.AnyOf
	if len(members) == 0 {
		members = s.OneOf
	}
	if len(members) != 2 || len(s.Properties) > 0 || len(s.AllOf) > 0 {
		return nil
	}
	for i, m := range members {
		enum, other := m.Resolve(), members[1-i].Resolve()
		if enum != nil && other != nil && enum.IsType("string") && len(enum.Enum) > 0 &&
			other.IsType("string") && len(other.Enum) == 0 && other.Const == nil {
			return enum
		}
	}
	return nil
}

// named registers a named type for s and converts its body.
func (t *typeTable) named(s *spec.Schema, name, resource string, model bool) ir.TypeRef {
	name = t.uniqueName(name, s, !model && s.Name == "", classify(s))
	typ := &ir.Type{
		Name: name, Resource: resource, Model: model, SpecRef: s.Pointer.Fragment(),
		Title: s.Title, Description: s.Description, Deprecated: deprecation(s.Deprecated, s.Extensions),
		Names: langNames(s.Extensions, "type_name", "model_name"),
	}
	t.byName[name] = typ
	ref := ir.TypeRef{Kind: ir.Named, Name: name, Nullable: s.Nullable}
	t.memo[s] = ref
	h := hint{name: name, resource: resource}
	switch shape := classify(s); shape {
	case shapeObject, shapeMerged:
		t.fillObject(typ, s, h)
	case shapeEnum:
		t.fillEnum(typ, s)
	case shapeUnion:
		t.fillUnion(typ, s, h)
	default:
		// A model that is a primitive, array or map: an alias, so the model keeps its name in the SDK.
		typ.Kind = "alias"
		inner := t.inline(s, shape, h)
		inner.Nullable = false
		typ.Alias = &inner
	}
	return ref
}

// uniqueName returns name if it is free. An inline type must also leave component names alone; when its name is
// taken it first tries "<name>_<kind>" (generation_request_union). Otherwise a number is appended, with a
// Name/Collision warning, since such names are confusing in an SDK.
func (t *typeTable) uniqueName(name string, s *spec.Schema, inline bool, sh shape) string {
	if name == "" {
		name = "type"
	}
	free := func(n string) bool {
		if _, taken := t.byName[n]; taken {
			return false
		}
		owner, reserved := t.components[n]
		return !inline || !reserved || owner == s
	}
	if free(name) {
		return name
	}
	if kind := shapeWord(sh); inline && kind != "" && free(name+"_"+kind) {
		return name + "_" + kind
	}
	for i := 2; ; i++ {
		candidate := name + "_" + strconv.Itoa(i)
		if free(candidate) {
			t.b.c.AtSpec(diag.NameCollision, s.Pointer, "type name `%s` is already used by another schema; this one is named `%s` (declare a model or set a title to choose a name)", name, candidate)
			return candidate
		}
	}
}

func shapeWord(sh shape) string {
	switch sh {
	case shapeObject, shapeMerged:
		return "object"
	case shapeEnum:
		return "enum"
	case shapeUnion:
		return "union"
	}
	return ""
}

// inline converts a schema that is not a named type by itself.
func (t *typeTable) inline(s *spec.Schema, sh shape, h hint) ir.TypeRef {
	switch sh {
	case shapeObject, shapeMerged, shapeEnum, shapeUnion:
		return t.named(s, h.name, h.resource, false)
	case shapeWrap:
		inner := t.ref(firstMember(s), h)
		if s.Nullable {
			inner.Nullable = true
		}
		return inner
	case shapeConst:
		return t.constRef(s)
	case shapeNull:
		return ir.TypeRef{Kind: ir.Null, Nullable: true}
	case shapeArray:
		elem := t.ref(s.Items, h)
		return ir.TypeRef{Kind: ir.Array, Elem: &elem, Nullable: s.Nullable, Constraints: constraints(s)}
	case shapeMap:
		return t.mapRef(s, h)
	case shapePrimitive:
		return ir.TypeRef{Kind: primitiveKind(s.Types[0]), Format: s.Format, Nullable: s.Nullable, Constraints: constraints(s)}
	}
	if !s.Extensions["x-sdkgen-any"].IsTrue() && !isEmptySchema(s) {
		t.b.c.AtSpec(diag.SchemaIsAmbiguous, s.Pointer, "schema has none of type, oneOf, anyOf or allOf, so it is typed as unknown (add a type, or x-sdkgen-any: true if any value is meant)")
	}
	return ir.TypeRef{Kind: ir.Unknown, Nullable: s.Nullable}
}

// isEmptySchema reports a schema written as {} (or true): JSON Schema's explicit "any value", which is not
// ambiguous. A schema with keywords but no type information is.
func isEmptySchema(s *spec.Schema) bool {
	return s.Title == "" && s.Description == "" && s.Format == "" && s.Example == nil && s.Default == nil &&
		!s.Nullable && !s.ReadOnly && !s.WriteOnly && !s.Deprecated && len(s.Extensions) == 0 && s.Not == nil
}

func firstMember(s *spec.Schema) *spec.Schema {
	for _, group := range [][]*spec.Schema{s.AllOf, s.OneOf, s.AnyOf} {
		if len(group) > 0 {
			return group[0]
		}
	}
	return nil
}

func (t *typeTable) mapRef(s *spec.Schema, h hint) ir.TypeRef {
	elem := unknownRef
	switch {
	case s.AdditionalProperties != nil:
		elem = t.ref(s.AdditionalProperties, h)
	case !s.PatternProperties && !s.AdditionalPropertiesFalse:
		t.b.c.AtSpec(diag.SchemaObjectHasNoProperties, s.Pointer, "object has neither properties nor additionalProperties, so it is typed as a map of unknown values (add additionalProperties for a map, or x-sdkgen-empty-object: true)")
	}
	return ir.TypeRef{Kind: ir.Map, Elem: &elem, Nullable: s.Nullable, Constraints: constraints(s)}
}

func (t *typeTable) constRef(s *spec.Schema) ir.TypeRef {
	v := s.Const
	if v == nil && len(s.Enum) == 1 {
		v = s.Enum[0]
	}
	kind := ir.String
	if len(s.Types) == 1 && s.Types[0] != "null" {
		kind = primitiveKind(s.Types[0])
	} else if v != nil {
		kind = valueKind(v)
	}
	return ir.TypeRef{Kind: kind, Format: s.Format, Const: toValue(v), Nullable: s.Nullable}
}

func primitiveKind(t string) ir.TypeKind {
	switch t {
	case "string":
		return ir.String
	case "integer":
		return ir.Integer
	case "number":
		return ir.Number
	case "boolean":
		return ir.Boolean
	case "null":
		return ir.Null
	case "array":
		return ir.Array
	case "object":
		return ir.Map
	}
	return ir.Unknown
}

func valueKind(n *document.Node) ir.TypeKind {
	switch n.Kind {
	case document.Bool:
		return ir.Boolean
	case document.Number:
		if n.IsInteger() {
			return ir.Integer
		}
		return ir.Number
	case document.Null:
		return ir.Null
	}
	return ir.String
}

func firstNode(nodes ...*document.Node) *document.Node {
	for _, n := range nodes {
		if n != nil {
			return n
		}
	}
	return nil
}

// fillEnum converts an enum; x-sdkgen-renameMap gives members SDK names.
func (t *typeTable) fillEnum(typ *ir.Type, s *spec.Schema) {
	typ.Kind = "enum"
	if len(s.Enum) == 0 {
		if member := openEnum(s); member != nil {
			s = member
		}
	}
	base := ir.String
	if len(s.Types) == 1 && s.Types[0] != "null" {
		base = primitiveKind(s.Types[0])
	} else if len(s.Enum) > 0 {
		base = valueKind(s.Enum[0])
	}
	renames := map[string]string{}
	if rm := s.Extensions["x-sdkgen-renameMap"]; rm != nil {
		for _, f := range rm.Fields {
			renames[f.Value.Value] = f.Key
		}
	}
	typ.Enum = &ir.Enum{Base: base, Members: []ir.EnumMember{}}
	used := map[string]bool{}
	seen := map[string]bool{}
	repeats, firstRepeat := 0, -1
	for i, v := range s.Enum {
		// A value listed twice would give a second member of the same value: duplicate constants in Go.
		key := fmt.Sprintf("%T:%v", toValue(v), toValue(v))
		if seen[key] {
			if repeats++; firstRepeat < 0 {
				firstRepeat = i
			}
			continue
		}
		seen[key] = true
		name := t.b.names.Snake(firstNonEmpty(renames[v.Value], v.Value))
		if name == "" {
			name = "value_" + strconv.Itoa(i)
		}
		for b, k := name, 2; used[name]; k++ {
			name = b + "_" + strconv.Itoa(k)
		}
		used[name] = true
		typ.Enum.Members = append(typ.Enum.Members, ir.EnumMember{Name: name, Value: toValue(v)})
	}
	if repeats > 0 {
		t.b.c.AtSpec(diag.SchemaEnumDuplicateValue, s.Pointer.Append("enum").Index(firstRepeat), "enum lists %d value(s) more than once; SDKs keep each value once", repeats)
	}
	if len(s.Enum) == 1 {
		t.b.c.AtSpec(diag.SchemaEnumHasOneMember, s.Pointer.Append("enum"), "enum has a single member; if it is a constant, mark it with x-sdkgen-const: true")
	}
}

// fillUnion converts oneOf/anyOf (or a multi-type schema) into variants with names unique in the union.
func (t *typeTable) fillUnion(typ *ir.Type, s *spec.Schema, h hint) {
	typ.Kind = "union"
	members := s.OneOf
	typ.Union = &ir.Union{Exclusive: len(s.OneOf) > 0, Variants: []ir.Variant{}}
	if len(members) == 0 {
		members = s.AnyOf
	}
	if s.Discriminator != nil {
		typ.Union.Discriminator = s.Discriminator.PropertyName
	}
	if len(members) == 0 { // type: [string, integer]
		for _, ty := range s.Types {
			typ.Union.Variants = append(typ.Union.Variants, ir.Variant{Name: ty, Type: ir.TypeRef{Kind: primitiveKind(ty), Format: s.Format}})
		}
		return
	}
	used := map[string]bool{}
	for i, m := range members {
		skipAll, skipLangs := skipped(m.Extensions)
		if skipAll {
			continue
		}
		values := discriminatorValues(s, m)
		name := t.variantName(m, values)
		var ref ir.TypeRef
		if name != "" {
			ref = t.ref(m, h.child(name))
		} else {
			placeholder := "variant_" + strconv.Itoa(i)
			ref = t.ref(m, h.child(placeholder))
			name = variantNameFromRef(ref)
			if ref.Kind == ir.Named && strings.HasPrefix(ref.Name, h.child(placeholder).name) || name == "" {
				name = placeholder
				t.b.c.AtSpec(diag.SchemaCannotInferVariantName, m.Pointer, "cannot infer a name for this union variant; it is called `%s` (add a title, move it to components, or set x-sdkgen-variantName)", name)
			}
		}
		for base, k := name, 2; used[name]; k++ {
			name = base + "_" + strconv.Itoa(k)
		}
		used[name] = true
		typ.Union.Variants = append(typ.Union.Variants, ir.Variant{Name: name, Type: ref, DiscriminatorValues: values, Skip: skipLangs})
	}
	t.checkDiscriminator(typ, s, members)
}

// variantName picks a variant's name from x-sdkgen-variantName, a referenced component, a title or a
// discriminator value; "" means none of these exists yet.
func (t *typeTable) variantName(m *spec.Schema, values []string) string {
	if v := m.Extensions["x-sdkgen-variantName"].Str(); v != "" {
		return t.b.names.Snake(v)
	}
	res := m.Resolve()
	switch {
	case res != nil && res.Name != "":
		if decl, ok := t.declared[res]; ok {
			return decl.name
		}
		return t.b.names.Snake(res.Name)
	case m.Title != "":
		return t.b.names.Snake(m.Title)
	case res != nil && res.Title != "":
		return t.b.names.Snake(res.Title)
	case len(values) == 1:
		return t.b.names.Snake(values[0])
	}
	if res != nil {
		if v := discriminatorConst(res); v != "" {
			return t.b.names.Snake(v)
		}
	}
	return ""
}

// variantNameFromRef names primitive, array and map variants after their shape.
func variantNameFromRef(r ir.TypeRef) string {
	switch r.Kind {
	case ir.Named:
		return r.Name
	case ir.Array:
		if inner := variantNameFromRef(*r.Elem); inner != "" {
			return inner + "_array"
		}
		return "array"
	case ir.Map:
		return "map"
	case ir.Unknown:
		return ""
	}
	return string(r.Kind)
}

// discriminatorValues returns the mapping values that select member m.
func discriminatorValues(union, m *spec.Schema) []string {
	d := union.Discriminator
	if d == nil {
		return nil
	}
	var values []string
	target := m.Resolve()
	for _, mp := range d.Mapping {
		if mp.Schema.Resolve() == target {
			values = append(values, mp.Value)
		}
	}
	if len(values) == 0 && target != nil {
		if v := discriminatorConstOf(target, d.PropertyName); v != "" {
			values = append(values, v)
		} else if target.Name != "" && len(d.Mapping) == 0 {
			values = append(values, target.Name) // OpenAPI's implicit mapping: the schema name
		}
	}
	return values
}

// discriminatorConst finds a property whose schema is a single-valued enum or const: the usual way inline
// variants carry their tag.
func discriminatorConst(s *spec.Schema) string {
	for _, p := range s.Properties {
		if v := constString(p.Schema.Resolve()); v != "" && (p.Name == "type" || p.Name == "kind" || p.Name == "object") {
			return v
		}
	}
	return ""
}

func discriminatorConstOf(s *spec.Schema, prop string) string {
	if p := s.Property(prop); p != nil {
		return constString(p.Resolve())
	}
	for _, m := range s.AllOf {
		if v := discriminatorConstOf(m.Resolve(), prop); v != "" {
			return v
		}
	}
	return ""
}

func constString(s *spec.Schema) string {
	if s == nil {
		return ""
	}
	if s.Const != nil && s.Const.Kind == document.String {
		return s.Const.Value
	}
	if len(s.Enum) == 1 && s.Enum[0].Kind == document.String {
		return s.Enum[0].Value
	}
	return ""
}

// checkDiscriminator warns when the discriminator property is missing from an object variant.
func (t *typeTable) checkDiscriminator(typ *ir.Type, s *spec.Schema, members []*spec.Schema) {
	d := s.Discriminator
	if d == nil {
		return
	}
	for _, m := range members {
		res := m.Resolve()
		if res == nil || classify(res) != shapeObject && classify(res) != shapeMerged {
			continue
		}
		if !hasProperty(res, d.PropertyName, 0) {
			t.b.c.AtSpec(diag.SchemaDiscriminatorInvalid, m.Pointer, "union variant has no property `%s`, the discriminator of `%s`", d.PropertyName, typ.Name)
		}
	}
}

func hasProperty(s *spec.Schema, name string, depth int) bool {
	if s == nil || depth > 32 {
		return false
	}
	if s.Property(name) != nil {
		return true
	}
	for _, m := range s.AllOf {
		if hasProperty(m.Resolve(), name, depth+1) {
			return true
		}
	}
	return false
}

// skipped reads x-sdkgen-skip: true omits the element everywhere; a list of languages omits it for those.
func skipped(ext map[string]*document.Node) (all bool, langs []string) {
	n := ext["x-sdkgen-skip"]
	if n == nil {
		return false, nil
	}
	if n.IsTrue() {
		return true, nil
	}
	for _, it := range n.Items {
		if s := it.Str(); s != "" {
			langs = append(langs, s)
		}
	}
	return false, langs
}

// langNames reads x-sdkgen-naming ({<lang>: {<key>: name}}), taking the first of keys each language sets. node
// is the older name of typescript.
func langNames(ext map[string]*document.Node, keys ...string) ir.LangNames {
	n := ext["x-sdkgen-naming"]
	if n == nil {
		return nil
	}
	out := ir.LangNames{}
	for _, f := range n.Fields {
		for _, k := range keys {
			if name := f.Value.Get(k).Str(); name != "" {
				lang := f.Key
				if lang == "node" {
					lang = "typescript"
				}
				out[lang] = name
				break
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func deprecation(deprecated bool, ext map[string]*document.Node) *ir.Deprecation {
	msg := ext["x-sdkgen-deprecation-message"].Str()
	if !deprecated && msg == "" {
		return nil
	}
	return &ir.Deprecation{Message: msg} // an empty message: deprecated, with nothing more to say
}

// finish computes where each type is used and which types are recursive, and sorts the types by name.
func (t *typeTable) finish() {
	api := t.b.api
	for _, m := range api.Methods() {
		for _, p := range m.Params {
			t.markUsage(p.Type, true)
		}
		if m.Body != nil && m.Body.Type != nil {
			t.markUsage(*m.Body.Type, true)
		}
		if m.Response != nil && m.Response.Type != nil {
			t.markUsage(*m.Response.Type, false)
		}
		if m.Streaming != nil {
			t.markUsage(m.Streaming.Event, false)
		}
	}
	for _, name := range t.forced {
		t.markUsage(ir.TypeRef{Kind: ir.Named, Name: name}, false)
	}
	api.Types = make([]*ir.Type, 0, len(t.byName))
	for _, typ := range t.byName {
		api.Types = append(api.Types, typ)
	}
	slices.SortFunc(api.Types, func(a, b *ir.Type) int { return strings.Compare(a.Name, b.Name) })
	markRecursive(api.Types)
}

func (t *typeTable) markUsage(r ir.TypeRef, request bool) {
	switch r.Kind {
	case ir.Array, ir.Map:
		if r.Elem != nil {
			t.markUsage(*r.Elem, request)
		}
		return
	case ir.Named:
	default:
		return
	}
	typ := t.byName[r.Name]
	if typ == nil || (request && typ.Usage.Request) || (!request && typ.Usage.Response) {
		return
	}
	if request {
		typ.Usage.Request = true
	} else {
		typ.Usage.Response = true
	}
	for _, ref := range typeRefs(typ) {
		t.markUsage(ref, request)
	}
}

// typeRefs lists the TypeRefs a named type contains directly.
func typeRefs(typ *ir.Type) []ir.TypeRef {
	var refs []ir.TypeRef
	for _, p := range typ.Properties {
		refs = append(refs, p.Type)
	}
	if typ.AdditionalProperties != nil {
		refs = append(refs, *typ.AdditionalProperties)
	}
	if typ.Union != nil {
		for _, v := range typ.Union.Variants {
			refs = append(refs, v.Type)
		}
	}
	if typ.Alias != nil {
		refs = append(refs, *typ.Alias)
	}
	return refs
}

// namedTargets lists the named types a TypeRef reaches without passing through another named type.
func namedTargets(r ir.TypeRef, out []string) []string {
	switch r.Kind {
	case ir.Named:
		return append(out, r.Name)
	case ir.Array, ir.Map:
		if r.Elem != nil {
			return namedTargets(*r.Elem, out)
		}
	}
	return out
}

// markRecursive flags the types that lie on a cycle, with Tarjan's strongly connected components (linear).
func markRecursive(types []*ir.Type) {
	index := map[string]int{}
	for i, typ := range types {
		index[typ.Name] = i
	}
	edges := make([][]int, len(types))
	for i, typ := range types {
		for _, ref := range typeRefs(typ) {
			for _, target := range namedTargets(ref, nil) {
				if j, ok := index[target]; ok {
					edges[i] = append(edges[i], j)
				}
			}
		}
	}
	for _, scc := range stronglyConnected(edges) {
		if len(scc) > 1 || slices.Contains(edges[scc[0]], scc[0]) {
			for _, i := range scc {
				types[i].Recursive = true
			}
		}
	}
}

// stronglyConnected returns the strongly connected components of a graph given as adjacency lists, iteratively
// so deep type graphs cannot overflow the stack.
func stronglyConnected(edges [][]int) [][]int {
	n := len(edges)
	idx, low := make([]int, n), make([]int, n)
	onStack := make([]bool, n)
	for i := range idx {
		idx[i] = -1
	}
	var sccs [][]int
	var order []int
	counter := 0
	type frame struct{ v, next int }
	for root := 0; root < n; root++ {
		if idx[root] >= 0 {
			continue
		}
		call := []frame{{root, 0}}
		idx[root], low[root] = counter, counter
		counter++
		order = append(order, root)
		onStack[root] = true
		for len(call) > 0 {
			f := &call[len(call)-1]
			if f.next < len(edges[f.v]) {
				w := edges[f.v][f.next]
				f.next++
				if idx[w] < 0 {
					idx[w], low[w] = counter, counter
					counter++
					order = append(order, w)
					onStack[w] = true
					call = append(call, frame{w, 0})
				} else if onStack[w] {
					low[f.v] = min(low[f.v], idx[w])
				}
				continue
			}
			v := f.v
			call = call[:len(call)-1]
			if len(call) > 0 {
				parent := call[len(call)-1].v
				low[parent] = min(low[parent], low[v])
			}
			if low[v] == idx[v] {
				var scc []int
				for {
					w := order[len(order)-1]
					order = order[:len(order)-1]
					onStack[w] = false
					scc = append(scc, w)
					if w == v {
						break
					}
				}
				sccs = append(sccs, scc)
			}
		}
	}
	return sccs
}

// typeName renders a TypeRef for messages.
func typeName(r ir.TypeRef) string {
	switch r.Kind {
	case ir.Named:
		return r.Name
	case ir.Array:
		return "array of " + typeName(*r.Elem)
	case ir.Map:
		return "map of " + typeName(*r.Elem)
	}
	return fmt.Sprint(r.Kind)
}
