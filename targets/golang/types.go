package golang

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Import paths of the runtime, relative to the module.
const (
	pkgParam         = "packages/param"
	pkgRespJSON      = "packages/respjson"
	pkgPagination    = "packages/pagination"
	pkgSSEStream     = "packages/ssestream"
	pkgAPIJSON       = "internal/apijson"
	pkgAPIQuery      = "internal/apiquery"
	pkgAPIForm       = "internal/apiform"
	pkgRequestConfig = "internal/requestconfig"
	pkgAPIError      = "internal/apierror"
	pkgWebhook       = "packages/webhook"
)

// rt records an import of a runtime package in f and returns its qualifier.
func (g *gen) rt(f *goFile, pkg string) string { return f.use(g.module + "/" + pkg) }

// opt records an import of the option package in f and returns its qualifier.
func (g *gen) opt(f *goFile) string { return f.use(g.module + "/" + g.optPkg) }

// typesFile is the file that declares a type: its resource's (for a type named by its position in a response, the
// method's resource's), or shared.go.
func (g *gen) typesFile(t *ir.Type) *goFile {
	if g.typeFiles == nil {
		g.typeFiles = map[string]string{}
		for _, r := range g.api.Resources() {
			if included(r.Skip, r.Only) && g.parentsIncluded(r) {
				g.typeFiles[strings.Join(r.Path, ".")] = g.names.files[r] + ".go"
			}
		}
	}
	if g.names.shared[t.Name] {
		return g.sharedFile()
	}
	if p, ok := g.typeFiles[g.names.owner(t)]; ok {
		return g.file(p, g.pkg)
	}
	return g.file("shared.go", g.pkg)
}

// sharedPkg is the package of the $shared models (shared.ResponseWrapper), as Go SDKs place them; the root
// package aliases each of its names.
const sharedPkg = "shared"

// sharedFile is shared/shared.go, with the unexported helpers its params types use.
func (g *gen) sharedFile() *goFile {
	p := sharedPkg + "/" + sharedPkg + ".go"
	if f, ok := g.files[p]; ok {
		return f
	}
	f := g.file(p, sharedPkg)
	f.doc = "Package " + sharedPkg + " holds the models every resource of the API shares; the root package aliases them."
	f.p("type paramObj = %s.APIObject\n", g.rt(f, pkgParam))
	f.p("type paramUnion = %s.APIUnion\n", g.rt(f, pkgParam))
	return f
}

// sharedAliases writes the root package's alias of each name the shared package declares.
func (g *gen) sharedAliases(f *goFile) {
	declared := map[string]bool{}
	alias := func(keyword, name string) {
		if name != "" && !declared[name] {
			declared[name] = true
			q := f.use(g.module + "/" + sharedPkg)
			f.p("// %s is %s.%s.", name, q, name)
			f.p("%s %s = %s.%s\n", keyword, name, q, name)
		}
	}
	for _, t := range g.api.Types {
		if !g.names.shared[t.Name] {
			continue
		}
		alias("type", g.names.model[t.Name])
		alias("type", g.names.param[t.Name])
		if t.Kind == "enum" {
			for _, m := range t.Enum.Members {
				alias("const", g.names.enumConst(t, g.names.model[t.Name], m))
			}
		}
	}
}

// types declares every named type: the response side and, when requests use it, the request side.
func (g *gen) types() {
	for _, t := range g.api.Types {
		f := g.typesFile(t)
		if name, ok := g.names.model[t.Name]; ok {
			g.responseType(f, t, name)
		}
		if name, ok := g.names.param[t.Name]; ok && t.Kind != "enum" {
			g.paramType(f, t, name)
		}
		if g.names.paramModel(t) != nil && t.Kind == "object" {
			g.toParam(f, t)
		}
	}
}

// toParam writes the converter of a type with a param model (models: param_model) from its response side to its
// request side: the value's JSON read into the params struct, so it can be sent back.
func (g *gen) toParam(f *goFile, t *ir.Type) {
	model, param := g.names.model[t.Name], g.names.param[t.Name]
	if model == "" || param == "" {
		return
	}
	f.p("// ToParam converts the value, decoded from a response, into its request side %s to send it back: the", param)
	f.p("// fields a request carries keep their values, read-only ones are left out. A value not decoded from JSON")
	f.p("// converts to zero.")
	f.p("func (r %s) ToParam() %s {", model, param)
	f.p("var p %s", param)
	f.p("_ = %s.UnmarshalRoot([]byte(r.RawJSON()), &p)", g.rt(f, pkgAPIJSON))
	f.p("return p")
	f.p("}\n")
}

// responseType declares the response side of a type.
func (g *gen) responseType(f *goFile, t *ir.Type, name string) {
	doc := typeDoc(t)
	switch t.Kind {
	case "object":
		g.responseStruct(f, name, doc, g.responseProps(t))
	case "enum":
		g.enum(f, t, name, doc)
	case "union":
		g.responseUnion(f, t, name, doc)
	case "alias":
		writeDoc(f, name+" is "+article(doc), doc)
		f.p("type %s = %s\n", name, g.respType(f, *t.Alias))
	}
}

// article introduces a type's doc comment when the spec gave none.
func article(doc string) string {
	if doc == "" {
		return "a type of the API."
	}
	return ""
}

// responseProps are the properties a response carries (write-only and skipped ones left out).
func (g *gen) responseProps(t *ir.Type) []*ir.Property {
	var out []*ir.Property
	for _, p := range t.Properties {
		if !p.WriteOnly && !skipped(p.Skip) {
			out = append(out, p)
		}
	}
	return out
}

// requestProps are the properties a request may send (read-only and skipped ones left out).
func requestProps(props []*ir.Property) []*ir.Property {
	var out []*ir.Property
	for _, p := range props {
		if !p.ReadOnly && !skipped(p.Skip) {
			out = append(out, p)
		}
	}
	return out
}

// responseStruct writes a response struct with its JSON metadata, RawJSON and UnmarshalJSON.
func (g *gen) responseStruct(f *goFile, name, doc string, props []*ir.Property) {
	fields := g.names.memberNames(props, nil)
	writeDoc(f, "", doc)
	f.p("type %s struct {", name)
	for _, p := range props {
		writeFieldDoc(f, propDoc(p))
		opts := ""
		if p.Required {
			opts = ",required"
		}
		f.p("%s %s %s", fields[p], g.respFieldType(f, p.Type), tagLiteral("json:"+strconv.Quote(p.WireName+opts)+formatTag(p.Type)))
	}
	f.p("// JSON says, per field, whether it was present, null or invalid, and keeps the raw JSON.")
	if g.v2() {
		f.p("JSON struct {")
		g.metadataFields(f, fields, props)
		f.p("} `json:\"-\"`")
		f.p("}\n")
	} else {
		meta := lowerFirst(name) + "JSON"
		f.p("JSON %s `json:\"-\"`", meta)
		f.p("}\n")
		f.p("// %s is the metadata of %s's fields.", meta, name)
		f.p("type %s struct {", meta)
		g.metadataFields(f, fields, props)
		f.p("}\n")
		f.p("// RawJSON returns the JSON the value was decoded from.")
		f.p("func (r %s) RawJSON() string { return r.raw }\n", meta)
	}
	g.responseMethods(f, name)
}

// metadataFields are the fields of a response struct's JSON metadata: a respjson.Field per property, the extra
// fields and the raw JSON. v2 declares it inline (res.RawJSON()); v1 as a named type with its own RawJSON, as v1
// Go SDKs do (res.JSON.RawJSON() and res.RawJSON() both work).
func (g *gen) metadataFields(f *goFile, fields map[*ir.Property]string, props []*ir.Property) {
	rj := g.rt(f, pkgRespJSON)
	for _, p := range props {
		f.p("%s %s.Field", fields[p], rj)
	}
	f.p("ExtraFields map[string]%s.Field", rj)
	f.p("raw string")
}

// responseMethods are RawJSON and UnmarshalJSON of a response type.
func (g *gen) responseMethods(f *goFile, name string) {
	f.p("// RawJSON returns the JSON the value was decoded from.")
	f.p("func (r %s) RawJSON() string { return r.JSON.raw }\n", name)
	f.p("func (r *%s) UnmarshalJSON(data []byte) error { return %s.UnmarshalRoot(data, r) }\n", name, g.rt(f, pkgAPIJSON))
}

// enum declares a string (or number) type and a constant per member; unknown values still decode.
func (g *gen) enum(f *goFile, t *ir.Type, name, doc string) {
	base := "string"
	switch t.Enum.Base {
	case ir.Integer:
		base = "int64"
	case ir.Number:
		base = "float64"
	case ir.Boolean:
		base = "bool"
	}
	writeDoc(f, "", doc)
	f.p("type %s %s\n", name, base)
	if len(t.Enum.Members) == 0 {
		return
	}
	f.p("const (")
	consts := make([]string, 0, len(t.Enum.Members))
	for _, m := range t.Enum.Members {
		writeFieldDoc(f, m.Description)
		c := g.names.enumConst(t, name, m)
		if !slices.Contains(consts, c) {
			consts = append(consts, c)
		}
		f.p("%s %s = %s", c, name, goLiteral(m.Value))
	}
	f.p(")\n")
	f.p("// IsKnown reports whether r is one of the values this SDK knows; the API may send others.")
	f.p("func (r %s) IsKnown() bool {", name)
	f.p("switch r {")
	f.p("case %s:", strings.Join(consts, ", "))
	f.p("return true")
	f.p("}")
	f.p("return false")
	f.p("}\n")
}

// responseUnion declares a response union: the discriminator (when there is one), the raw JSON, and an As method
// per variant that decodes it.
func (g *gen) responseUnion(f *goFile, t *ir.Type, name, doc string) {
	disc := g.discriminatorField(t)
	writeDoc(f, "", joinDoc(doc, "Use the As methods to read a variant; RawJSON holds the value as received."))
	f.p("type %s struct {", name)
	if disc != "" {
		f.p("%s string %s", disc, tagLiteral("json:"+strconv.Quote(t.Union.Discriminator)))
	}
	f.p("JSON struct {")
	if disc != "" {
		f.p("%s %s.Field", disc, g.rt(f, pkgRespJSON))
	}
	f.p("raw string")
	f.p("} `json:\"-\"`")
	f.p("}\n")
	aj := g.rt(f, pkgAPIJSON)
	for _, v := range g.variants(t) {
		f.p("func (u %s) As%s() (v %s) {", name, g.variantName(v), g.respType(f, v.Type))
		f.p("%s.Port(u.JSON.raw, &v)", aj)
		f.p("return")
		f.p("}\n")
	}
	if disc != "" {
		f.p("// AsAny returns the variant the discriminator names, or nil for a value this SDK does not know.")
		f.p("func (u %s) AsAny() any {", name)
		f.p("switch u.%s {", disc)
		for _, c := range discriminatorCases(g.variants(t)) {
			f.p("case %s:", strings.Join(c.values, ", "))
			f.p("return u.As%s()", g.variantName(c.variant))
		}
		f.p("}")
		f.p("return nil")
		f.p("}\n")
	}
	g.responseMethods(f, name)
}

// discriminatorCase is one case of AsAny: the quoted discriminator values that select a variant.
type discriminatorCase struct {
	variant ir.Variant
	values  []string
}

// discriminatorCases gives each discriminator value to the first variant that claims it, so the switch has no
// duplicate case when two variants share a value (the same schema listed twice, or a variant's own constant that
// the mapping gives to another); a variant left with no value gets no case.
func discriminatorCases(vs []ir.Variant) []discriminatorCase {
	claimed := map[string]bool{}
	var out []discriminatorCase
	for _, v := range vs {
		var values []string
		for _, d := range v.DiscriminatorValues {
			if !claimed[d] {
				claimed[d] = true
				values = append(values, strconv.Quote(d))
			}
		}
		if len(values) > 0 {
			out = append(out, discriminatorCase{variant: v, values: values})
		}
	}
	return out
}

// variants are a union's variants present in Go.
func (g *gen) variants(t *ir.Type) []ir.Variant {
	var out []ir.Variant
	for _, v := range t.Union.Variants {
		if !skipped(v.Skip) {
			out = append(out, v)
		}
	}
	return out
}

// variantName is a variant's Go name, unique within its union.
func (g *gen) variantName(v ir.Variant) string {
	name := g.names.goName(v.Name)
	if name == "Any" {
		return "AnyVariant"
	}
	return name
}

// discriminatorField is the Go field holding a union's discriminator, "" when it has none.
func (g *gen) discriminatorField(t *ir.Type) string {
	if t.Union.Discriminator == "" {
		return ""
	}
	name := g.names.goName(t.Union.Discriminator)
	if memberReserved[name] || strings.HasPrefix(name, "As") {
		name += "Field"
	}
	return name
}

// paramType declares the request side of a type.
func (g *gen) paramType(f *goFile, t *ir.Type, name string) {
	doc := typeDoc(t)
	switch t.Kind {
	case "object":
		g.paramStruct(f, name, doc, requestProps(t.Properties), nil)
	case "union":
		g.paramUnion(f, t, name, doc)
	case "alias":
		writeDoc(f, name+" is "+article(doc), doc)
		f.p("type %s = %s\n", name, g.paramFieldType(f, *t.Alias, true))
	}
}

// paramField is one field of a params struct: a body property, or a query or header parameter.
type paramField struct {
	name     string
	wire     string
	in       string // body, query, header, path (a path param that is not positional), whole (the whole body)
	t        ir.TypeRef
	required bool
	doc      string
	def      any // a const value the SDK fills in
}

// propFields turns properties into body fields.
func (g *gen) propFields(props []*ir.Property) []paramField {
	names := g.names.memberNames(props, nil)
	out := make([]paramField, 0, len(props))
	for _, p := range props {
		out = append(out, paramField{name: names[p], wire: p.WireName, in: "body", t: p.Type, required: p.Required || p.Type.Const != nil, doc: propDoc(p), def: p.Type.Const})
	}
	return out
}

// paramStruct writes a params struct with its MarshalJSON; extra are query and header fields of a method.
func (g *gen) paramStruct(f *goFile, name, doc string, props []*ir.Property, extra []paramField) {
	fields := append(g.propFields(props), extra...)
	g.writeParamStruct(f, name, doc, fields)
}

// writeParamStruct writes the struct and MarshalJSON (filling in const values the caller left unset).
func (g *gen) writeParamStruct(f *goFile, name, doc string, fields []paramField) {
	writeDoc(f, "", doc)
	f.p("type %s struct {", name)
	for _, fl := range fields {
		writeFieldDoc(f, fl.doc)
		f.p("%s %s %s", fl.name, g.paramFieldType(f, fl.t, fl.required), g.paramTag(fl))
	}
	f.p("paramObj")
	f.p("}\n")
	if !hasIn(fields, "body") && (hasIn(fields, "query") || hasIn(fields, "header") || hasIn(fields, "path")) {
		return // a method's path, query and header params: no JSON body
	}
	f.p("func (r %s) MarshalJSON() (data []byte, err error) {", name)
	f.p("type shadow %s", name)
	for _, fl := range fields {
		if fl.def != nil && fl.in == "body" {
			g.fillConst(f, fl)
		}
	}
	f.p("return %s.MarshalObject(r, (*shadow)(&r))", g.rt(f, pkgParam))
	f.p("}\n")
}

// fillConst sets a const field to its value when the caller left it zero.
func (g *gen) fillConst(f *goFile, fl paramField) {
	lit := goLiteral(fl.def)
	if !g.v2() {
		f.p("if !r.%s.Present {", fl.name)
		f.p("r.%s = %s.F(%s(%s))", fl.name, g.rt(f, pkgParam), g.plainType(f, fl.t), lit)
		f.p("}")
		return
	}
	f.p("if r.%s == %s {", fl.name, zeroLiteral(fl.def))
	f.p("r.%s = %s", fl.name, lit)
	f.p("}")
}

// paramTag is a params field's struct tag.
func (g *gen) paramTag(fl paramField) string {
	opts := ",omitzero"
	if fl.required {
		opts = ",required"
	}
	var tag string
	switch fl.in {
	case "query":
		tag = "query:" + strconv.Quote(fl.wire+opts) + ` json:"-"`
	case "header":
		tag = "header:" + strconv.Quote(fl.wire+opts) + ` json:"-"`
	case "path":
		tag = "path:" + strconv.Quote(fl.wire+opts) + ` json:"-"`
	default:
		tag = "json:" + strconv.Quote(fl.wire+opts)
	}
	return tagLiteral(tag + formatTag(fl.t))
}

// tagLiteral writes a struct tag as a raw string, or quoted when a wire name holds a backquote.
func tagLiteral(tag string) string {
	if strings.Contains(tag, "`") {
		return strconv.Quote(tag)
	}
	return "`" + tag + "`"
}

// formatTag is the format tag of dates, times and files.
func formatTag(t ir.TypeRef) string {
	switch {
	case t.Kind == ir.String && (t.Format == "date" || t.Format == "date-time"):
		return ` format:"` + t.Format + `"`
	case t.IsBinary():
		return ` format:"binary"`
	}
	return ""
}

// paramUnion writes a request union: a field per variant, the first one set is sent.
func (g *gen) paramUnion(f *goFile, t *ir.Type, name, doc string) {
	prefix := "Of"
	if g.option(g.cfg.Options.SubtleUnionNaming) {
		prefix = ""
	}
	vs := g.variants(t)
	writeDoc(f, "", joinDoc(doc, "Set one field; the first one set is sent."))
	f.p("type %s struct {", name)
	var refs []string
	used := map[string]bool{}
	for _, v := range vs {
		field := prefix + g.variantName(v)
		for i := 2; used[field] || memberReserved[field]; i++ {
			field = prefix + g.variantName(v) + strconv.Itoa(i)
		}
		used[field] = true
		f.p("%s %s `json:\",omitzero,inline\"`", field, g.unionVariantType(f, v.Type))
		refs = append(refs, "u."+field)
	}
	f.p("paramUnion")
	f.p("}\n")
	f.p("func (u %s) MarshalJSON() ([]byte, error) {", name)
	f.p("return %s.MarshalUnion(u%s)", g.rt(f, pkgParam), prefixEach(", ", refs))
	f.p("}\n")
	if g.option(g.cfg.Options.UnionPropertyGetters) {
		g.unionGetters(f, t, name, vs, refs)
	}
}

// unionVariantType is the type of a request union's variant field: pointers for objects and unions, param.Opt for
// scalars.
func (g *gen) unionVariantType(f *goFile, t ir.TypeRef) string {
	switch t.Kind {
	case ir.Named:
		typ := g.names.types[t.Name]
		switch {
		case typ == nil:
			return "any"
		case typ.Kind == "enum":
			return g.rt(f, pkgParam) + ".Opt[" + g.names.model[t.Name] + "]"
		case typ.Kind == "alias":
			return g.unionVariantType(f, *typ.Alias)
		}
		return "*" + g.names.param[t.Name]
	case ir.String, ir.Integer, ir.Number, ir.Boolean:
		if t.IsBinary() {
			return f.use("io") + ".Reader"
		}
		return g.rt(f, pkgParam) + ".Opt[" + g.plainType(f, t) + "]"
	}
	return g.paramValueType(f, t)
}

// unionGetters writes Get<Property> for each property every object variant of a request union has with the same
// type: a pointer to the set variant's value, nil when none is set.
func (g *gen) unionGetters(f *goFile, t *ir.Type, name string, vs []ir.Variant, refs []string) {
	type common struct {
		prop  *ir.Property
		count int
	}
	byName := map[string]*common{}
	var order []string
	objects := 0
	for _, v := range vs {
		obj := g.objectOf(v.Type)
		if obj == nil {
			continue
		}
		objects++
		for _, p := range requestProps(obj.Properties) {
			c, ok := byName[p.WireName]
			if !ok {
				c = &common{prop: p}
				byName[p.WireName] = c
				order = append(order, p.WireName)
			}
			if g.paramFieldType(f, c.prop.Type, c.prop.Required) == g.paramFieldType(f, p.Type, p.Required) {
				c.count++
			}
		}
	}
	for _, wire := range order {
		c := byName[wire]
		if c.count != objects || objects < 2 {
			continue
		}
		g.unionGetter(f, name, c.prop, vs, refs)
	}
}

// unionGetter writes one getter of unionGetters.
func (g *gen) unionGetter(f *goFile, name string, p *ir.Property, vs []ir.Variant, refs []string) {
	prop := g.names.goName(p.Name)
	value, valid := "vt."+prop, ""
	typ := g.paramFieldType(f, p.Type, p.Required)
	switch {
	case !g.v2():
		value, valid, typ = "vt."+prop+".Value", "vt."+prop+".Present", g.plainType(f, p.Type)
	case strings.Contains(typ, ".Opt["):
		value, valid, typ = "vt."+prop+".Value", "vt."+prop+".Valid()", g.plainType(f, p.Type)
	}
	f.p("// Get%s returns the %s of the variant that is set, or nil.", prop, p.WireName)
	f.p("func (u %s) Get%s() *%s {", name, prop, typ)
	for i, v := range vs {
		obj := g.objectOf(v.Type)
		if obj == nil {
			continue
		}
		cond := "vt != nil"
		if valid != "" {
			cond += " && " + valid
		}
		f.p("if vt := %s; %s {", refs[i], cond)
		f.p("return &%s", value)
		f.p("}")
	}
	f.p("return nil")
	f.p("}\n")
}

// objectOf is the object type a type reference names, or nil.
func (g *gen) objectOf(t ir.TypeRef) *ir.Type {
	if t.Kind != ir.Named {
		return nil
	}
	typ := g.names.types[t.Name]
	if typ == nil || typ.Kind != "object" {
		return nil
	}
	return typ
}

// plainType is the Go type of a scalar value.
func (g *gen) plainType(f *goFile, t ir.TypeRef) string {
	switch t.Kind {
	case ir.String:
		switch {
		case t.Format == "date-time" || t.Format == "date":
			return f.use("time") + ".Time"
		case t.IsBinary():
			return f.use("io") + ".Reader"
		}
		return "string"
	case ir.Integer:
		return "int64"
	case ir.Number:
		return "float64"
	case ir.Boolean:
		return "bool"
	}
	return "any"
}

// respType is the Go type of a response value.
func (g *gen) respType(f *goFile, t ir.TypeRef) string {
	switch t.Kind {
	case ir.Array:
		return "[]" + g.respElem(f, *t.Elem)
	case ir.Map:
		return "map[string]" + g.respElem(f, *t.Elem)
	case ir.Named:
		if name, ok := g.names.model[t.Name]; ok {
			return name
		}
		if typ := g.names.types[t.Name]; typ != nil && typ.Kind == "alias" {
			return g.respType(f, *typ.Alias)
		}
		return "any"
	case ir.String:
		if t.IsBinary() {
			return "string"
		}
	}
	return g.plainType(f, t)
}

// respElem is the type of an array item or map value: a pointer for nullable ones under nullable_map_items.
func (g *gen) respElem(f *goFile, t ir.TypeRef) string {
	typ := g.respType(f, t)
	if g.nullableItems() && t.Nullable && pointable(typ) {
		return "*" + typ
	}
	return typ
}

// respFieldType is a response struct field's type: a pointer to a recursive object, so the struct has a size.
func (g *gen) respFieldType(f *goFile, t ir.TypeRef) string {
	typ := g.respType(f, t)
	if g.recursiveObject(t) {
		return "*" + typ
	}
	return typ
}

// recursiveObject reports whether a reference names an object type that refers back to itself.
func (g *gen) recursiveObject(t ir.TypeRef) bool {
	if t.Kind != ir.Named {
		return false
	}
	typ := g.names.types[t.Name]
	return typ != nil && typ.Recursive && typ.Kind == "object"
}

// nullableItems reports whether nullable array items and map values are pointers (nullable_map_items, V2 only).
func (g *gen) nullableItems() bool {
	return g.v2() && g.nullableMapItems
}

// pointable reports whether a Go type is a value type a pointer makes nullable.
func pointable(typ string) bool {
	return typ != "any" && !strings.HasPrefix(typ, "[]") && !strings.HasPrefix(typ, "map[") && !strings.HasPrefix(typ, "*")
}

// paramFieldType is the Go type of a params field. v2: required fields are plain values, optional scalars
// param.Opt, everything else plain with omitzero. v1: param.Field of the plain type.
func (g *gen) paramFieldType(f *goFile, t ir.TypeRef, required bool) string {
	plain := g.paramValueType(f, t)
	if !g.v2() {
		return g.rt(f, pkgParam) + ".Field[" + plain + "]"
	}
	if required || t.Const != nil {
		return plain
	}
	switch t.Kind {
	case ir.String, ir.Integer, ir.Number, ir.Boolean:
		if !t.IsBinary() {
			return g.rt(f, pkgParam) + ".Opt[" + plain + "]"
		}
	}
	return plain
}

// paramValueType is the type of a request value.
func (g *gen) paramValueType(f *goFile, t ir.TypeRef) string {
	switch t.Kind {
	case ir.Array:
		return "[]" + g.paramElem(f, *t.Elem)
	case ir.Map:
		return "map[string]" + g.paramElem(f, *t.Elem)
	case ir.Named:
		typ := g.names.types[t.Name]
		switch {
		case typ == nil:
			return "any"
		case typ.Kind == "alias":
			return g.paramValueType(f, *typ.Alias)
		}
		name := g.names.param[t.Name]
		if name == "" {
			name = g.names.model[t.Name]
		}
		if g.recursiveObject(t) {
			return "*" + name
		}
		return name
	}
	return g.plainType(f, t)
}

// paramElem is the type of a request array item or map value.
func (g *gen) paramElem(f *goFile, t ir.TypeRef) string {
	typ := g.paramValueType(f, t)
	if g.nullableItems() && t.Nullable && pointable(typ) && !strings.HasSuffix(typ, ".Reader") {
		return "*" + typ
	}
	return typ
}

// enumConst names an enum member's constant: the type's name and the member's.
func (n *names) enumConst(t *ir.Type, typeName string, m ir.EnumMember) string {
	key := t.Name + "\x00" + fmt.Sprint(m.Value)
	if c, ok := n.enumConsts[key]; ok {
		return c
	}
	c := n.claim(typeName + n.goName(m.Name))
	n.enumConsts[key] = c
	return c
}

// prefixEach joins items, each preceded by sep.
func prefixEach(sep string, items []string) string {
	var b strings.Builder
	for _, it := range items {
		b.WriteString(sep + it)
	}
	return b.String()
}
