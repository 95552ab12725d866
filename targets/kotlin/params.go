package kotlin

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// method is one SDK method as the Kotlin files see it.
type method struct {
	m        *ir.Method
	r        *ir.Resource
	name     string // the Kotlin function name
	params   string // the params class, qualified
	cls      *class // the params class, with the classes nested in it for its params' types
	pathArgs []param
	others   []param // query and header params
	body     []field // flattened JSON body fields
	files    []field // the files of a multipart body
	bodyRef  *ir.TypeRef
	bodyReq  bool
}

// param is a path, query or header param.
type param struct {
	name, wire, in string
	ref            ir.TypeRef
	required       bool
}

// supported reports whether the Kotlin SDK has a method for m: an HTTP method with a JSON body or none (the
// others are left out with Kotlin/MethodLeftOut, which generator/build reports).
func supported(m *ir.Method) bool {
	return m.Kind == "http" && !m.IsSkipped("kotlin") && bodySupported(m.Body)
}

// newMethod plans m's names and params.
func (g *gen) newMethod(r *ir.Resource, m *ir.Method, seen map[string]bool) *method {
	out := &method{m: m, r: r, name: unique(seen, g.names.member(m.Name))}
	out.cls = g.paramsClassOf(r, m)
	out.params = out.cls.qualified()
	names := map[string]bool{}
	for _, p := range m.Params {
		if slices.Contains(p.Skip, "kotlin") || slices.Contains(p.Skip, "java") {
			continue
		}
		n := p.Name
		if k := p.Names["kotlin"]; k != "" {
			n = k
		}
		if isFileField(m, p) {
			out.files = append(out.files, field{name: unique(names, g.names.member(n)), wire: p.WireName, ref: p.Type, required: p.Required})
			continue
		}
		if p.In == "body" {
			out.body = append(out.body, field{name: unique(names, g.names.member(n)), wire: p.WireName, ref: p.Type, required: p.Required && !p.Type.Nullable, doc: p.Description})
			continue
		}
		pp := param{name: unique(names, g.names.member(n)), wire: p.WireName, in: p.In, ref: p.Type, required: p.Required}
		switch p.In {
		case "path":
			out.pathArgs = append(out.pathArgs, pp)
		case "query", "header":
			out.others = append(out.others, pp)
		}
	}
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil {
		out.bodyRef = b.Type
		out.bodyReq = b.Required
	}
	return out
}

// paramsClassOf declares a method's params class the first time, with nested classes for its params' types.
func (g *gen) paramsClassOf(r *ir.Resource, m *ir.Method) *class {
	if c := g.params[m]; c != nil {
		return c
	}
	name := g.names.class(m.ParamsType)
	if m.ParamsType == "" {
		name = g.names.class(strings.Join(append(slices.Clone(r.Path), m.Name, "params"), " "))
	}
	c := g.cls.declareTop(g.modelPackage(strings.Join(r.Path, ".")), name)
	g.params[m] = c
	for _, p := range m.Params {
		if t := g.cls.namedIn(p.Type); t != nil && !skipped(p.Skip) {
			g.cls.nest(c, t, propWords(&ir.Property{Name: p.Name, Names: p.Names}))
		}
	}
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil {
		if t := g.cls.namedIn(*b.Type); t != nil {
			g.cls.nest(c, t, "body_value")
		}
	}
	return c
}

// hasRequired reports whether the params have a value the caller must set.
func (m *method) hasRequired() bool {
	for _, p := range append(slices.Clone(m.pathArgs), m.others...) {
		if p.required {
			return true
		}
	}
	for _, f := range append(slices.Clone(m.body), m.files...) {
		if f.required {
			return true
		}
	}
	return m.bodyRef != nil && m.bodyReq
}

// paramsClass writes the method's params: path, query and header values, the body, and the additional headers,
// query params and body properties every request can carry.
func (g *gen) paramsClass(m *method) error {
	f := newFile(m.cls.pkg)
	name := m.cls.name
	f.declare(m.cls)
	f.scope = m.cls
	headers := f.use(g.layout.Sub("core", "http", "Headers"))
	query := f.use(g.layout.Sub("core", "http", "QueryParams"))
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	jsonField := f.use(g.layout.Sub("core", "JsonField"))
	var ctor []string
	for _, p := range append(slices.Clone(m.pathArgs), m.others...) {
		ctor = append(ctor, "private val "+p.name+": "+g.ktype(f, p.ref)+optional(!p.required))
	}
	for _, fl := range m.body {
		ctor = append(ctor, "private val "+fl.name+": "+jsonField+"<"+g.ktype(f, fl.ref)+">")
	}
	if m.bodyRef != nil {
		ctor = append(ctor, "private val body: "+g.bodyType(f, m)+optional(!m.bodyReq))
	}
	ctor = append(ctor, g.fileCtor(f, m)...)
	ctor = append(ctor, "private val additionalHeaders: "+headers, "private val additionalQueryParams: "+query,
		"private val additionalBodyProperties: "+collection(f, "Map")+"<String, "+jsonValue+">")
	f.raw(comment("", firstNonEmpty(m.m.Summary, m.m.Description)))
	f.line(classHeader("", name, ctor, " {"))
	for _, p := range append(slices.Clone(m.pathArgs), m.others...) {
		f.line("")
		f.line(exprFun("    ", "fun "+p.name+"(): "+g.ktype(f, p.ref)+optional(!p.required), p.name))
	}
	for _, fl := range m.body {
		typ := g.ktype(f, fl.ref)
		f.line("")
		f.raw(comment("    ", fl.doc))
		if fl.required {
			f.line(exprFun("    ", "fun "+fl.name+"(): "+typ, fl.name+".getRequired("+kotlinString(fl.wire)+")"))
		} else {
			f.line(exprFun("    ", "fun "+fl.name+"(): "+typ+"?", fl.name+".getNullable("+kotlinString(fl.wire)+")"))
		}
		f.line("")
		f.line(exprFun("    ", "fun _"+plain(fl.name)+"(): "+jsonField+"<"+typ+">", fl.name))
	}
	if m.bodyRef != nil {
		f.line("")
		f.line(exprFun("    ", "fun body(): "+g.bodyType(f, m)+optional(!m.bodyReq), "body"))
	}
	g.fileAccessors(f, m)
	g.paramsAccessors(f, m)
	f.line("")
	f.line("    fun toBuilder(): Builder = Builder().from(this)")
	f.line("")
	f.line(exprFun("    ", "override fun equals(other: Any?): Boolean", "(other as? "+name+")?.toString() == toString()"))
	f.line("")
	f.line("    override fun hashCode(): Int = toString().hashCode()")
	f.line("")
	f.line("    override fun toString(): String =")
	f.line("        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())")
	g.paramsBuilder(f, m, name)
	f.line("")
	f.line("    companion object {")
	f.line("        fun builder(): Builder = Builder()")
	if !m.hasRequired() {
		f.line("")
		f.line("        fun none(): " + name + " = builder().build()")
	}
	f.line("    }")
	g.nestedClasses(f, m.cls, "")
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), f.pkg, name), []byte(f.String()))
}

func optional(yes bool) string {
	if yes {
		return "?"
	}
	return ""
}

// paramsAccessors are what the service reads a request from: the path params, headers, query and body.
func (g *gen) paramsAccessors(f *kfile, m *method) {
	headers := f.use(g.layout.Sub("core", "http", "Headers"))
	query := f.use(g.layout.Sub("core", "http", "QueryParams"))
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	f.line("")
	f.line("    /** The path param at [index] as it goes into the URL, \"\" past the last. */")
	f.line("    fun _pathParam(index: Int): String =")
	f.line("        when (index) {")
	for i, p := range m.pathArgs {
		f.line("            " + itoa(i) + " -> " + g.asText(f, p.name, p.ref, !p.required))
	}
	f.line("            else -> \"\"")
	f.line("        }")
	f.line("")
	f.line(exprFun("    ", "internal fun _pathParams(): "+collection(f, "List")+"<String>", collection(f, "List")+"("+itoa(len(m.pathArgs))+") { _pathParam(it) }"))
	f.line("")
	f.line("    fun _headers(): " + headers + " {")
	f.line("        val headers = " + headers + ".builder()")
	for _, p := range m.others {
		if p.in != "header" {
			continue
		}
		// this. keeps a param named headers or query from meaning the builder of the same name.
		p.name = "this." + p.name
		f.line(g.nullSafe("        ", p, "headers.put("+kotlinString(p.wire)+", "+g.asText(f, p.name, p.ref, false)+")"))
	}
	f.line("        headers.replaceAll(additionalHeaders)")
	f.line("        return headers.build()")
	f.line("    }")
	f.line("")
	f.line("    fun _queryParams(): " + query + " {")
	f.line("        val query = " + query + ".builder()")
	encoder := ""
	for _, p := range m.others {
		if p.in != "query" {
			continue
		}
		if encoder == "" {
			encoder = f.use(g.layout.Sub("core", "http", "QueryEncoder"))
		}
		value := jsonValue + ".from(this." + p.name + ")"
		args := []string{"query", kotlinString(p.wire), value, kotlinString(g.api.Query.NestedFormat), kotlinString(g.api.Query.ArrayFormat)}
		f.line(newCall(encoder+".put", toAny(args)...).render("        ", "", ""))
	}
	f.line("        query.replaceAll(additionalQueryParams)")
	f.line("        return query.build()")
	f.line("    }")
	f.line("")
	if m.bodyRef != nil {
		f.line("    fun _body(): " + jsonValue + " = " + jsonValue + ".from(body)")
		return
	}
	var pairs []string
	for _, fl := range m.body {
		pairs = append(pairs, kotlinString(fl.wire)+" to "+fl.name)
	}
	jsonObject := f.use(g.layout.Sub("core", "JsonObject"))
	f.line(newCall(jsonObject+".of", pairsCall(pairs), "additionalBodyProperties").assign("    ", "fun _body(): "+jsonValue+" ="))
}

// nullSafe runs a statement for a param, only when it is set if it is optional.
func (g *gen) nullSafe(indent string, p param, stmt string) string {
	if p.required {
		return indent + stmt
	}
	return indent + "if (" + p.name + " != null) " + stmt
}

// asText is a path or header value as text: strings as they are, an enum's string value as it is, other values as
// their JSON text (an enum's toString is its JSON: a path would get the quotes).
func (g *gen) asText(f *kfile, v string, ref ir.TypeRef, nullable bool) string {
	r := g.resolve(ref)
	text := ".toString()"
	switch {
	case r.Kind == ir.String && r.Format != "date" && r.Format != "date-time":
		if nullable {
			return v + ".orEmpty()"
		}
		return v
	case g.isEnum(r):
		f.use(g.layout.Sub("core", "toText"))
		text = ".toText()"
	}
	if nullable {
		return v + "?" + text + ".orEmpty()"
	}
	return v + text
}

// isEnum reports whether ref names an enum class.
func (g *gen) isEnum(ref ir.TypeRef) bool {
	t := g.types[ref.Name]
	return ref.Kind == ir.Named && t != nil && t.Kind == "enum"
}

// paramsBuilder is the params' Builder.
func (g *gen) paramsBuilder(f *kfile, m *method, name string) {
	headers := f.use(g.layout.Sub("core", "http", "Headers"))
	query := f.use(g.layout.Sub("core", "http", "QueryParams"))
	jsonValue := f.use(g.layout.Sub("core", "JsonValue"))
	jsonField := f.use(g.layout.Sub("core", "JsonField"))
	missing := f.use(g.layout.Sub("core", "JsonMissing"))
	f.line("")
	f.line("    class Builder internal constructor() {")
	simple := append(slices.Clone(m.pathArgs), m.others...)
	for _, p := range simple {
		f.line(exprFun("        ", "private var "+p.name+": "+g.ktype(f, p.ref)+"?", "null"))
	}
	for _, fl := range m.body {
		f.line(exprFun("        ", "private var "+fl.name+": "+jsonField+"<"+g.ktype(f, fl.ref)+">", missing))
	}
	if m.bodyRef != nil {
		f.line("        private var body: " + g.bodyType(f, m) + "? = null")
	}
	g.fileBuilderVars(f, m)
	f.line("        private val additionalHeaders = " + headers + ".builder()")
	f.line("        private val additionalQueryParams = " + query + ".builder()")
	f.line("        private val additionalBodyProperties = LinkedHashMap<String, " + jsonValue + ">()")
	f.line("")
	f.line("        internal fun from(params: " + name + ") = apply {")
	for _, p := range simple {
		f.line("            " + copyFrom(p.name, "params"))
	}
	for _, fl := range m.body {
		f.line("            " + copyFrom(fl.name, "params"))
	}
	if m.bodyRef != nil {
		f.line("            body = params.body")
	}
	fileCopies(f, m)
	f.line("            additionalHeaders.replaceAll(params.additionalHeaders)")
	f.line("            additionalQueryParams.replaceAll(params.additionalQueryParams)")
	f.line("            additionalBodyProperties.putAll(params.additionalBodyProperties)")
	f.line("        }")
	for _, p := range simple {
		typ := g.ktype(f, p.ref)
		f.line("")
		f.line(lambdaFun("        ", "fun "+p.name+"("+plain(p.name)+": "+typ+optional(!p.required)+")", "apply", "this."+p.name+" = "+plain(p.name), ""))
	}
	for _, fl := range m.body {
		g.fieldSetters(f, "        ", fl)
	}
	if m.bodyRef != nil {
		f.line("")
		f.line(lambdaFun("        ", "fun body(body: "+g.bodyType(f, m)+optional(!m.bodyReq)+")", "apply", "this.body = body", ""))
		g.binaryBodySetters(f, m)
	}
	g.fileSetters(f, m)
	f.line("")
	f.line("        fun additionalHeaders(additionalHeaders: " + headers + ") = apply {")
	f.line("            this.additionalHeaders.replaceAll(additionalHeaders)")
	f.line("        }")
	f.line("")
	f.line("        fun putAdditionalHeader(name: String, value: String) = apply {")
	f.line("            additionalHeaders.put(name, value)")
	f.line("        }")
	f.line("")
	f.line("        fun putAdditionalHeaders(name: String, values: Iterable<String>) = apply {")
	f.line("            additionalHeaders.put(name, values)")
	f.line("        }")
	f.line("")
	f.line("        fun additionalQueryParams(additionalQueryParams: " + query + ") = apply {")
	f.line("            this.additionalQueryParams.replaceAll(additionalQueryParams)")
	f.line("        }")
	f.line("")
	f.line("        fun putAdditionalQueryParam(key: String, value: String) = apply {")
	f.line("            additionalQueryParams.put(key, value)")
	f.line("        }")
	f.line("")
	f.line("        fun putAdditionalBodyProperty(key: String, value: " + jsonValue + ") = apply {")
	f.line("            additionalBodyProperties[key] = value")
	f.line("        }")
	f.line("")
	var args []string
	for _, p := range simple {
		if p.required {
			args = append(args, f.use(g.layout.Sub("core", "checkParam"))+"("+kotlinString(p.wire)+", "+p.name+")")
		} else {
			args = append(args, p.name)
		}
	}
	for _, fl := range m.body {
		if fl.required {
			args = append(args, f.use(g.layout.Sub("core", "checkRequired"))+"("+kotlinString(fl.wire)+", "+fl.name+")")
		} else {
			args = append(args, fl.name)
		}
	}
	if m.bodyRef != nil {
		if m.bodyReq {
			args = append(args, f.use(g.layout.Sub("core", "checkParam"))+"(\"body\", body)")
		} else {
			args = append(args, "body")
		}
	}
	args = append(args, g.fileArgs(f, m)...)
	args = append(args, "additionalHeaders.build()", "additionalQueryParams.build()", "additionalBodyProperties.toMap()")
	f.line(newCall(name, toAny(args)...).assign("        ", "fun build(): "+name+" ="))
	f.line("    }")
}
