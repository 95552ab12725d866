package python

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// side says whether a type is written for requests (TypedDicts keyed by wire names, uploads, dates as strings) or
// responses (pydantic models).
type side int

const (
	responseSide side = iota
	requestSide
)

// Runtime modules generated code imports from, relative to the package.
const (
	modTypes     = "_types"
	modModels    = "_models"
	modCompat    = "_compat"
	modResource  = "_resource"
	modResponse  = "_response"
	modStreaming = "_streaming"
	modPages     = "_pages"
	modBase      = "_base_client"
	modAuth      = "_auth"
	modUtils     = "_utils"
	modErrors    = "_exceptions"
	modWebhooks  = "_webhooks"
)

// rt is the dotted name of a runtime module.
func (g *gen) rt(mod string) string { return g.pkg + "." + mod }

// typeRef renders a type reference in module m for a side, importing what it needs. Nullable types are Optional.
func (g *gen) typeRef(m *module, t ir.TypeRef, s side) string {
	out := g.baseRef(m, t, s)
	if t.Nullable && t.Kind != ir.Null && t.Kind != ir.Unknown && out != "object" && out != "None" {
		return m.use("typing", "Optional") + "[" + out + "]"
	}
	return out
}

func (g *gen) baseRef(m *module, t ir.TypeRef, s side) string {
	if t.Const != nil {
		if lit, ok := g.literal(m, []any{t.Const}); ok {
			return lit
		}
	}
	switch t.Kind {
	case ir.String:
		return g.stringRef(m, t, s)
	case ir.Integer:
		return "int"
	case ir.Number:
		return "float"
	case ir.Boolean:
		return "bool"
	case ir.Null:
		return "None"
	case ir.Array:
		elem := g.elemRef(m, t.Elem, s)
		if s == requestSide && elem != "str" {
			return m.use("typing", "Sequence") + "[" + elem + "]"
		}
		return m.use("typing", "List") + "[" + elem + "]"
	case ir.Map:
		return m.use("typing", "Dict") + "[str, " + g.elemRef(m, t.Elem, s) + "]"
	case ir.Named:
		return g.namedRef(m, t.Name, s)
	}
	return "object"
}

func (g *gen) stringRef(m *module, t ir.TypeRef, s side) string {
	switch {
	case t.IsBinary() && s == requestSide:
		return m.use(g.rt(modTypes), "FileTypes")
	case t.Format == "date-time" && s == responseSide:
		return m.use("datetime", "datetime")
	case t.Format == "date" && s == responseSide:
		return m.use("datetime", "date")
	case t.Format == "date-time":
		return m.use("typing", "Union") + "[str, " + m.use("datetime", "datetime") + "]"
	case t.Format == "date":
		return m.use("typing", "Union") + "[str, " + m.use("datetime", "date") + "]"
	}
	return "str"
}

func (g *gen) elemRef(m *module, t *ir.TypeRef, s side) string {
	if t == nil {
		return "object"
	}
	return g.typeRef(m, *t, s)
}

// namedRef is a named type's name for a side, imported from the module declaring it. A name declared later in the
// same module is quoted, as a forward reference.
func (g *gen) namedRef(m *module, name string, s side) string {
	n := g.names
	ref, mod := n.model[name], n.modelOf[name]
	if s == requestSide {
		ref, mod = n.param[name], n.paramOf[name]
	}
	if ref == "" {
		return "object"
	}
	if !m.isInternal(mod) {
		mod = exportPackage(mod) // code outside the types packages imports types from where they are exported
	}
	if mod == m.name {
		if d := g.declared[m]; d != nil && !d[ref] && !g.lazy {
			return strconv.Quote(ref)
		}
		return ref
	}
	return m.use(mod, ref)
}

// literal renders Literal[...] of values, or reports false when a value cannot be a Literal (a float).
func (g *gen) literal(m *module, values []any) (string, bool) {
	var parts []string
	for _, v := range values {
		p, ok := literalValue(v)
		if !ok {
			return "", false
		}
		if !slices.Contains(parts, p) {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 {
		return "", false
	}
	return m.use("typing_extensions", "Literal") + "[" + strings.Join(parts, ", ") + "]", true
}

// literalValue is a value as Python source: strings, integers, booleans and None.
func literalValue(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return str(x), true
	case bool:
		if x {
			return "True", true
		}
		return "False", true
	case nil:
		return "None", true
	case int:
		return strconv.Itoa(x), true
	case int64:
		return strconv.FormatInt(x, 10), true
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e15 {
			return strconv.FormatInt(int64(x), 10), true
		}
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return strconv.FormatInt(i, 10), true
		}
	}
	return "", false
}

// typesOfModule groups the API's types by the module that declares each side.
type declaration struct {
	t *ir.Type
	s side
}

// types writes every module under types/ and the package's types/__init__.py.
func (g *gen) types() {
	byModule := map[string][]declaration{}
	var order []string
	add := func(mod string, d declaration) {
		if _, ok := byModule[mod]; !ok {
			order = append(order, mod)
		}
		byModule[mod] = append(byModule[mod], d)
	}
	for _, t := range g.api.Types {
		if mod, ok := g.names.modelOf[t.Name]; ok {
			add(mod, declaration{t, responseSide})
		}
	}
	for _, t := range g.api.Types {
		if g.names.ownsParam(t) {
			add(g.names.paramOf[t.Name], declaration{t, requestSide})
		}
	}
	for _, mod := range order {
		g.typesModule(g.module(mod, false), byModule[mod])
	}
}

// typesModule declares a module's types: model classes first, so the aliases and unions after them can name them,
// then the rest in dependency order; a module whose models refer to each other rebuilds them at the end.
func (g *gen) typesModule(m *module, decls []declaration) {
	if g.declared == nil {
		g.declared = map[*module]map[string]bool{}
	}
	g.declared[m] = map[string]bool{}
	slices.SortStableFunc(decls, func(a, b declaration) int { return rank(a) - rank(b) })
	var rebuild []string
	for _, d := range decls {
		name := g.declName(d)
		w := &m.body
		w.blanks(2)
		switch {
		case d.t.Kind == "object" && d.s == responseSide && !mapLike(d.t):
			g.model(m, d.t, name)
			rebuild = append(rebuild, name)
		case d.t.Kind == "object" && !mapLike(d.t):
			g.typedDict(m, d.t, name)
		default:
			g.alias(m, d, name)
		}
		g.declared[m][name] = true
	}
	if len(rebuild) > 0 && (len(decls) > 1 || decls[0].t.Recursive) {
		m.body.blanks(2)
		for _, name := range rebuild {
			m.body.line("%s.model_rebuild()", name)
		}
	}
}

// rank orders declarations in a module: model classes, TypedDict classes, then aliases.
func rank(d declaration) int {
	if d.t.Kind == "object" && !mapLike(d.t) {
		return int(d.s)
	}
	return 2
}

// mapLike reports whether an object type is only a map: no properties, typed additional properties.
func mapLike(t *ir.Type) bool { return len(t.Properties) == 0 && t.AdditionalProperties != nil }

func (g *gen) declName(d declaration) string {
	if d.s == requestSide {
		return g.names.param[d.t.Name]
	}
	return g.names.model[d.t.Name]
}

// typeDoc is a type's documentation, with its deprecation.
func typeDoc(t *ir.Type) string {
	return joinDoc(firstNonEmpty(t.Description, t.Title), deprecationText(t.Deprecated))
}

// model writes a pydantic model class.
func (g *gen) model(m *module, t *ir.Type, name string) {
	g.lazy = true
	defer func() { g.lazy = false }()
	w := &m.body
	w.class(name, m.use(g.rt(modModels), "BaseModel"))
	w.docstring(typeDoc(t))
	props := g.properties(t, responseSide)
	fields := g.fieldNames(props)
	if g.cfg.Options.DisablePydanticNamespaceProtection && slices.ContainsFunc(fields, func(f string) bool { return strings.HasPrefix(f, "model_") }) {
		if w.b.Len() > 0 && !strings.HasSuffix(w.String(), ":\n") {
			w.blank()
		}
		// pydantic v1 has no protected namespaces, and would take the assignment for a field.
		w.open("if %s:", m.use(g.rt(modCompat), "PYDANTIC_V2"))
		w.line("model_config = %s(protected_namespaces=())", m.use("pydantic", "ConfigDict"))
		w.close()
	}
	for i, p := range props {
		if !strings.HasSuffix(w.String(), ":\n") {
			w.blank()
		}
		g.field(m, p, fields[i])
	}
	g.paramConverters(m, t, name, fields)
	if strings.HasSuffix(w.String(), ":\n") {
		w.line("pass")
	}
	w.close()
}

// paramConverters write `to_param()` and `from_param()` on a model whose request side is another model
// (`param_model`): the model as that TypedDict, to send back what the API returned, and the other way. A model
// with a field of either name keeps the field.
func (g *gen) paramConverters(m *module, t *ir.Type, name string, fields []string) {
	if g.names.paramModel(t) == nil || !g.names.ownsParam(t) || slices.ContainsFunc(fields, func(f string) bool { return f == "to_param" || f == "from_param" }) {
		return
	}
	param := g.typeRef(m, ir.TypeRef{Kind: ir.Named, Name: t.Name}, requestSide)
	w := &m.body
	if !strings.HasSuffix(w.String(), ":\n") {
		w.blank()
	}
	w.line("def to_param(self) -> %s:", param)
	w.indent++
	w.docstring(fmt.Sprintf("This %s as `%s`, the form requests take, with the fields the API sent.", name, param))
	w.line("return %s(%s, self._to_param(%s))", m.use("typing", "cast"), param, param)
	w.indent--
	w.blank()
	w.line("@classmethod")
	w.line("def from_param(cls, param: %s) -> %s:", param, name)
	w.indent++
	w.docstring(fmt.Sprintf("The %s made from `%s`, built as responses are.", name, param))
	w.line("return cls._from_param(param)")
	w.indent--
}

// field writes one model field with its docstring. Fields that are not required (or are nullable) default to None,
// since responses are built without validation and a missing field stays unset.
func (g *gen) field(m *module, p *ir.Property, name string) {
	w := &m.body
	ann := g.typeRef(m, p.Type, responseSide)
	optional := !p.Required || p.Type.Nullable
	if optional && !strings.HasPrefix(ann, "Optional[") && ann != "object" && ann != "None" {
		ann = m.use("typing", "Optional") + "[" + ann + "]"
	}
	head := name + ": "
	var value doc
	switch {
	case name != p.WireName && optional:
		value = call(m.use("pydantic", "Field"), kw("alias", txt(str(p.WireName))), kw("default", txt("None")))
	case name != p.WireName:
		value = call(m.use("pydantic", "Field"), kw("alias", txt(str(p.WireName))))
	case optional:
		value = txt("None")
	}
	d := cat(txt(head), annotation(ann))
	if value != nil {
		d = cat(d, txt(" = "), value)
	}
	w.emit(d)
	w.docstring(joinDoc(p.Description, deprecationText(p.Deprecated)))
}

// properties are the properties a side has: read-only ones are left out of requests, write-only ones out of
// responses, and those skipped for Python out of both.
func (g *gen) properties(t *ir.Type, s side) []*ir.Property {
	var out []*ir.Property
	for _, p := range t.Properties {
		if slices.Contains(p.Skip, "python") || (s == requestSide && p.ReadOnly) || (s == responseSide && p.WriteOnly) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// shadowing are names a model field or TypedDict key must not take in a class body: the builtins and imports
// annotations in it refer to.
var shadowing = []string{"str", "int", "float", "bool", "object", "bytes", "datetime", "date", "None", "True", "False"}

// modelAttributes are pydantic's and the runtime BaseModel's own attributes, which a field cannot replace.
var modelAttributes = []string{
	"model_config", "model_fields", "model_computed_fields", "model_extra", "model_fields_set", "model_construct",
	"model_copy", "model_dump", "model_dump_json", "model_json_schema", "model_parametrized_name", "model_post_init",
	"model_rebuild", "model_validate", "model_validate_json", "model_validate_strings", "dict", "json", "parse_obj",
	"parse_raw", "parse_file", "from_orm", "construct", "copy", "schema", "schema_json", "validate",
	"update_forward_refs", "to_dict", "to_json", "register",
}

// fieldNames are the Python attribute names of model fields: snake_case, safe, unique, and clear of names the
// class body or pydantic needs.
func (g *gen) fieldNames(props []*ir.Property) []string {
	used := map[string]bool{}
	out := make([]string, len(props))
	for i, p := range props {
		name := p.Names["python"]
		if name == "" {
			name = g.names.identifier(p.Name)
		}
		if !naming.IsIdentifier(name) {
			name = g.names.identifier(p.Name)
		}
		if strings.HasPrefix(name, "_") {
			name = "field" + name
		}
		if slices.Contains(shadowing, name) || slices.Contains(modelAttributes, name) {
			name += "_"
		}
		out[i] = unique(used, name)
	}
	return out
}

// typedDict writes a request-side object as a TypedDict keyed by wire names: class syntax when every key can be a
// class attribute, the functional form otherwise.
func (g *gen) typedDict(m *module, t *ir.Type, name string) {
	props := g.properties(t, requestSide)
	var fields []dictField
	for _, p := range props {
		fields = append(fields, dictField{key: p.WireName, t: p.Type, required: p.Required, doc: joinDoc(p.Description, deprecationText(p.Deprecated))})
	}
	g.writeTypedDict(m, name, "", typeDoc(t), fields)
}

// dictField is one key of a TypedDict.
type dictField struct {
	key      string
	t        ir.TypeRef
	ann      string // an annotation written as is, instead of t
	required bool
	doc      string
}

// writeTypedDict writes a TypedDict (extending base when given): class syntax when every key can be a class
// attribute, the functional form otherwise.
func (g *gen) writeTypedDict(m *module, name, base, docText string, fields []dictField) {
	w := &m.body
	classSyntax := base != "" || !slices.ContainsFunc(fields, func(f dictField) bool { return !attributeKey(f.key) })
	g.lazy = classSyntax // annotations in a class body are lazy and need no quotes
	anns := make([]string, len(fields))
	for i, f := range fields {
		anns[i] = f.ann
		if anns[i] == "" {
			anns[i] = g.typeRef(m, f.t, requestSide)
		}
		if f.required {
			anns[i] = m.use("typing_extensions", "Required") + "[" + anns[i] + "]"
		}
	}
	g.lazy = false
	if !classSyntax {
		g.functionalTypedDict(m, name, docText, fields, anns)
		return
	}
	parent := m.use("typing_extensions", "TypedDict") + ", total=False"
	if base != "" {
		parent = base + ", total=False"
	}
	w.class(name, strings.Split(parent, ", ")...)
	w.docstring(docText)
	for i, f := range fields {
		if !strings.HasSuffix(w.String(), ":\n") {
			w.blank()
		}
		w.emit(cat(txt(f.key+": "), annotation(anns[i])))
		w.docstring(f.doc)
	}
	if strings.HasSuffix(w.String(), ":\n") {
		w.line("pass")
	}
	w.close()
}

// attributeKey reports whether a TypedDict key can be a class attribute: an identifier that is no keyword and would
// not be name-mangled. (A key that hides an import, like date, is fine: pyright resolves the class body's
// annotations past it, and nothing evaluates them at run time.)
func attributeKey(key string) bool {
	return naming.IsIdentifier(key) && !naming.IsReserved("python", key) && !strings.HasPrefix(key, "__")
}

// functionalTypedDict writes Name = TypedDict("Name", {...}, total=False), for keys that are not identifiers.
func (g *gen) functionalTypedDict(m *module, name, docText string, fields []dictField, anns []string) {
	w := &m.body
	if docText != "" {
		w.comment(docText)
	}
	var items []doc
	for i, f := range fields {
		items = append(items, cat(txt(str(f.key)+": "), annotation(anns[i])))
	}
	w.emit(cat(txt(name+" = "), call(m.use("typing_extensions", "TypedDict"), txt(str(name)), dict(items...), txt("total=False"))))
}

// alias writes an enum, union, alias or map-like object as a module-level type alias.
func (g *gen) alias(m *module, d declaration, name string) {
	w := &m.body
	t := d.t
	if doc := typeDoc(t); doc != "" {
		w.comment(doc)
	}
	var rhs doc
	switch t.Kind {
	case "enum":
		rhs = g.enumRef(m, t)
	case "union":
		rhs = g.unionRef(m, t, d.s)
	case "object":
		rhs = annotation(g.typeRef(m, ir.TypeRef{Kind: ir.Map, Elem: t.AdditionalProperties}, d.s))
	default:
		ref := "object"
		if t.Alias != nil {
			ref = g.typeRef(m, *t.Alias, d.s)
		}
		if strings.HasPrefix(ref, `"`) {
			ref = "object" // an alias of an alias declared after it: a cycle of aliases, which Python cannot spell
		}
		rhs = annotation(ref)
	}
	w.emit(cat(txt(name+" = "), rhs))
}

// enumRef is Literal[...] of an enum's values, or the base type when a value cannot be a Literal.
func (g *gen) enumRef(m *module, t *ir.Type) doc {
	var values []any
	for _, e := range t.Enum.Members {
		values = append(values, e.Value)
	}
	if lit, ok := g.literal(m, values); ok {
		return annotation(lit)
	}
	switch t.Enum.Base {
	case ir.Integer:
		return txt("int")
	case ir.Number:
		return txt("float")
	case ir.Boolean:
		return txt("bool")
	}
	return txt("str")
}

// unionRef is Union[...] of the variants Python keeps; a discriminated union of models carries its mapping so
// responses pick the variant by the discriminator.
func (g *gen) unionRef(m *module, t *ir.Type, s side) doc {
	var members []string
	mapping := map[string]string{}
	var keys []string
	discriminated := t.Union.Discriminator != "" && s == responseSide
	for _, v := range t.Union.Variants {
		if slices.Contains(v.Skip, "python") {
			continue
		}
		ref := g.typeRef(m, v.Type, s)
		if strings.HasPrefix(ref, `"`) {
			ref = "object"
		}
		if !slices.Contains(members, ref) {
			members = append(members, ref)
		}
		if v.Type.Kind != ir.Named || g.names.types[v.Type.Name] == nil || g.names.types[v.Type.Name].Kind != "object" || strings.Contains(ref, `"`) {
			discriminated = false
		}
		for _, dv := range v.DiscriminatorValues {
			if _, dup := mapping[dv]; !dup {
				mapping[dv] = ref
				keys = append(keys, dv)
			}
		}
	}
	switch len(members) {
	case 0:
		return txt("object")
	case 1:
		return annotation(members[0])
	}
	union := annotation(m.use("typing", "Union") + "[" + strings.Join(members, ", ") + "]")
	if !discriminated || len(keys) == 0 {
		return union
	}
	var items []doc
	for _, k := range keys {
		items = append(items, txt(str(k)+": "+mapping[k]))
	}
	info := call(m.use(g.rt(modModels), "DiscriminatorInfo"), kw("property", txt(str(t.Union.Discriminator))), kw("mapping", dict(items...)))
	return sub(m.use("typing_extensions", "Annotated"), union, info)
}

// annotation parses a rendered type into a doc, so a long one breaks at its subscripts.
func annotation(s string) doc {
	d, _ := parseAnnotation(s, 0)
	return d
}

// parseAnnotation parses `Name[a, b]` structures (and quoted strings) from s starting at i.
func parseAnnotation(s string, i int) (doc, int) {
	var out doc
	start := i
	for i < len(s) {
		switch s[i] {
		case '"', '\'':
			q := s[i]
			i++
			for i < len(s) && s[i] != q {
				if s[i] == '\\' {
					i++
				}
				i++
			}
			i++
		case '[':
			out = append(out, part{text: s[start:i]})
			var items []doc
			i++
			for i < len(s) && s[i] != ']' {
				item, next := parseAnnotation(s, i)
				items = append(items, item)
				i = next
				if i < len(s) && s[i] == ',' {
					i++
					for i < len(s) && s[i] == ' ' {
						i++
					}
				}
			}
			out = append(out, part{group: &group{open: "[", close: "]", items: items, subscript: true}})
			i++
			start = i
		case ',', ']':
			if start < i {
				out = append(out, part{text: s[start:i]})
			}
			return out, i
		default:
			i++
		}
	}
	if start < i {
		out = append(out, part{text: s[start:i]})
	}
	return out, i
}

func joinDoc(parts ...string) string {
	var out []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "\n\n")
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// deprecationMessage is the Python message of a deprecation.
func deprecationMessage(d *ir.Deprecation) string {
	if d == nil {
		return ""
	}
	if m, ok := d.ByLang["python"]; ok {
		return m
	}
	return d.Message
}

// deprecationText is the sentence documentation carries for a deprecation.
func deprecationText(d *ir.Deprecation) string {
	if d == nil {
		return ""
	}
	if msg := deprecationMessage(d); msg != "" {
		return "Deprecated: " + msg
	}
	return "Deprecated."
}
