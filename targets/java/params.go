package java

import (
	"github.com/sdkgen/sdkgen/generator/ir"
)

// paramsMembers are the members every params class has: a param whose name is one of them gets "_" after it.
var paramsMembers = wordSet("body headers queryParams pathParam additionalHeaders additionalQueryParams additionalBodyProperties putAdditionalHeader " +
	"putAllAdditionalHeaders removeAdditionalHeader putAdditionalQueryParam putAllAdditionalQueryParams " +
	"removeAdditionalQueryParam putAdditionalBodyProperty putAllAdditionalBodyProperties removeAdditionalBodyProperty")

// paramsClass is a method's params class and what it carries.
type paramsClass struct {
	cls *class
	m   *ir.Method
	// path, query and header params in order; body holds the properties of a flattened body (its Body class),
	// bodyRef the type of a body passed whole.
	path, query, header []param
	body                []*ir.Property
	bodyClass           *class
	bodyRef             *ir.TypeRef
	files               []fileParam // the files of a multipart body (multipart.go)
}

// param is a non-body parameter as Java code sees it.
type param struct {
	p        *ir.Param
	name     string
	typ      jtype
	required bool
}

// planParams declares a method's params class and the nested classes of its params' types.
func (g *emitter) planParams(r *ir.Resource, m *ir.Method, pkg string) *paramsClass {
	name := g.jn.resourceClass(r) + g.jn.namer.Pascal(m.Name) + "Params"
	if r.Name == "" {
		name = g.layout.Prefix + g.jn.namer.Pascal(m.Name) + "Params"
	}
	c := g.cls.declareTop(pkg, name)
	pc := &paramsClass{cls: c, m: m}
	for _, p := range m.Params {
		if contains(p.Skip, "java") {
			continue
		}
		if t := g.cls.namedIn(p.Type); t != nil {
			g.cls.nest(c, t, p.Name)
		}
		if isFileParam(m, p) {
			pc.planFile(p)
		} else if p.In == "body" {
			pc.body = append(pc.body, &ir.Property{Name: p.Name, WireName: p.WireName, Type: p.Type, Required: p.Required, Names: p.Names})
		}
	}
	if m.Body != nil && !m.Body.Flattened && m.Body.Type != nil {
		ref := *m.Body.Type
		pc.bodyRef = &ref
		if t := g.cls.namedIn(ref); t != nil {
			g.cls.nest(c, t, "body_value")
		}
	}
	if len(pc.body) > 0 || m.Body != nil && m.Body.Flattened {
		pc.bodyClass = &class{name: "Body", outer: c, byType: map[string]*class{}, used: map[string]bool{"Body": true, c.name: true}}
	}
	return pc
}

// fillParams resolves the Java types of the params inside the params file.
func (g *emitter) fillParams(f *jfile, pc *paramsClass) {
	used := map[string]bool{}
	for k := range paramsMembers {
		used[k] = true
	}
	for _, p := range pc.m.Params {
		if contains(p.Skip, "java") || p.In == "body" {
			continue
		}
		words := p.Name
		if n := p.Names["java"]; n != "" {
			words = n
		}
		jp := param{p: p, name: unique(used, g.jn.accessor(words)), typ: g.javaType(f, pc.cls, p.Type), required: p.Required}
		switch p.In {
		case "path":
			// Path params are checked by the service (never empty), so none() and the overloads taking the
			// param first can build params without them.
			jp.required = false
			pc.path = append(pc.path, jp)
		case "query":
			pc.query = append(pc.query, jp)
		case "header":
			pc.header = append(pc.header, jp)
		}
	}
}

// emitParams writes a params class: path, query and header params, the body, and the escape hatches for headers,
// query params and body properties the spec does not describe.
func (g *emitter) emitParams(pc *paramsClass) error {
	c := pc.cls
	f := newJFile(c.pkg)
	f.declare(c)
	f.scope = c
	g.fillParams(f, pc)
	var bodyProps []prop
	if pc.bodyClass != nil {
		bodyProps = g.props(f, pc.bodyClass, pc.body, func(p *ir.Property) bool { return p.Required })
		avoidParamClash(bodyProps, pc)
	}
	headers := f.imp(g.layout.Sub("core", "http", "Headers"))
	query := f.imp(g.layout.Sub("core", "http", "QueryParams"))
	optional := f.imp("java.util.Optional")
	f.open("public final class ", c.name, " implements ", f.imp(g.layout.Sub("core", "Params")), " {")
	f.line()
	nonBody := append(append(append([]param(nil), pc.path...), pc.query...), pc.header...)
	for _, p := range nonBody {
		f.line("private final ", p.typ.name, " ", p.name, ";")
	}
	bodyType := g.bodyType(f, pc)
	if bodyType != "" {
		f.line("private final ", bodyType, " body;")
	}
	g.nameFiles(pc, nonBody, bodyProps)
	g.emitFileFields(f, pc, "final ")
	f.line("private final ", headers, " additionalHeaders;")
	f.line("private final ", query, " additionalQueryParams;")
	f.line()
	f.open("private ", c.name, "(Builder builder) {")
	for _, p := range nonBody {
		f.line("this.", p.name, " = builder.", p.name, ";")
	}
	switch {
	case pc.bodyClass != nil:
		f.line("this.body = builder.body.build();")
	case bodyType != "":
		f.line("this.body = builder.body;")
	}
	emitFileCopies(f, pc, "builder")
	f.line("this.additionalHeaders = builder.additionalHeaders.build();")
	f.line("this.additionalQueryParams = builder.additionalQueryParams.build();")
	f.close()
	for _, p := range nonBody {
		f.line()
		if p.required {
			f.open("public ", p.typ.name, " ", p.name, "() {")
			f.line("return ", p.name, ";")
		} else {
			f.open("public ", optional, "<", p.typ.name, "> ", p.name, "() {")
			f.line("return ", optional, ".ofNullable(", p.name, ");")
		}
		f.close()
	}
	g.emitBodyAccessors(f, pc, bodyProps, bodyType)
	g.emitFileAccessors(f, pc)
	f.line()
	f.open("public ", headers, " additionalHeaders() {")
	f.line("return additionalHeaders;")
	f.close()
	f.line()
	f.open("public ", query, " additionalQueryParams() {")
	f.line("return additionalQueryParams;")
	f.close()
	f.line()
	f.line("/** The path param at {@code index}, or an empty string past the last one. */")
	f.open("public String _pathParam(int index) {")
	f.open("switch (index) {")
	for i, p := range pc.path {
		f.line("case ", itoa(i), ":")
		f.line("    return ", p.name, " == null ? \"\" : ", g.stringOf(p.typ, p.name), ";")
	}
	f.line("default:")
	f.line("    return \"\";")
	f.close()
	f.close()
	g.emitHeadersAndQuery(f, pc, headers, query)
	f.line()
	emitBuilderFactories(f)
	if !needsParams(&method{m: pc.m}) {
		f.line()
		f.open("public static ", c.name, " none() {")
		f.line("return builder().build();")
		f.close()
	}
	f.line()
	g.emitParamsBuilder(f, pc, nonBody, bodyProps, bodyType, headers, query)
	g.emitParamsEquality(f, c, nonBody, bodyType != "")
	if pc.bodyClass != nil {
		f.line()
		// The Body class spells its property types from its own scope.
		f.within(pc.bodyClass, func() {
			ps := g.props(f, pc.bodyClass, pc.body, func(p *ir.Property) bool { return p.Required })
			avoidParamClash(ps, pc)
			g.emitModelBody(f, pc.bodyClass, ps)
		})
	}
	for _, n := range c.nested {
		f.line()
		g.emitClass(f, n)
	}
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), c.pkg, c.name), f.bytes())
}

// avoidParamClash renames body properties whose names a path, query or header param took.
func avoidParamClash(ps []prop, pc *paramsClass) {
	used := map[string]bool{}
	for k := range paramsMembers {
		used[k] = true
	}
	for _, list := range [][]param{pc.path, pc.query, pc.header} {
		for _, p := range list {
			used[p.name] = true
		}
	}
	for i := range ps {
		if used[ps[i].name] {
			ps[i].name = unique(used, ps[i].name+"Body")
		} else {
			used[ps[i].name] = true
		}
		if ps[i].adder != "" && used[ps[i].adder] {
			ps[i].adder = ""
		} else if ps[i].adder != "" {
			used[ps[i].adder] = true
		}
	}
}

// bodyType is the Java type of the params' body field, "" without one.
func (g *emitter) bodyType(f *jfile, pc *paramsClass) string {
	switch {
	case pc.bodyClass != nil:
		return "Body"
	case pc.bodyRef != nil && binaryBody(pc.m):
		return f.imp("java.io.InputStream")
	case pc.bodyRef != nil:
		return g.javaType(f, pc.cls, *pc.bodyRef).name
	}
	return ""
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

// stringOf is the Java expression writing a param value as the string a path, query or header carries.
func (g *emitter) stringOf(t jtype, expr string) string {
	if t.name == "String" {
		return expr
	}
	if t.class != nil && t.class.typ != nil && t.class.typ.Kind == "enum" {
		return expr + "._value().asKnown().map(Object::toString).orElse(\"\")"
	}
	return "String.valueOf(" + expr + ")"
}

func (g *emitter) emitBodyAccessors(f *jfile, pc *paramsClass, ps []prop, bodyType string) {
	if bodyType == "" {
		return
	}
	for _, p := range ps {
		f.line()
		if !p.typ.raw {
			if p.optional {
				f.open("public ", f.imp("java.util.Optional"), "<", p.typ.name, "> ", p.name, "() {")
			} else {
				f.open("public ", p.typ.name, " ", p.name, "() {")
			}
			f.line("return body.", p.name, "();")
			f.close()
			f.line()
		}
		f.open("public ", g.fieldType(f, p), " _", p.name, "() {")
		f.line("return body._", p.name, "();")
		f.close()
	}
	f.line()
	if pc.bodyClass != nil {
		f.open("public ", f.imp("java.util.Map"), "<String, ", f.imp(g.layout.Sub("core", "JsonValue")), "> _additionalBodyProperties() {")
		f.line("return body._additionalProperties();")
		f.close()
		f.line()
	}
	f.open("public ", bodyType, " _body() {")
	f.line("return body;")
	f.close()
}

// emitHeadersAndQuery writes _headers() and _queryParams(): the params set, then the additional ones.
func (g *emitter) emitHeadersAndQuery(f *jfile, pc *paramsClass, headers, query string) {
	f.line()
	f.line("@Override")
	f.open("public ", headers, " _headers() {")
	f.line(headers, ".Builder out = ", headers, ".builder();")
	for _, p := range pc.header {
		g.putParam(f, p, "out", false)
	}
	f.line("out.putAll(additionalHeaders);")
	f.line("return out.build();")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", query, " _queryParams() {")
	f.line(query, ".Builder out = ", query, ".builder();")
	for _, p := range pc.query {
		g.putParam(f, p, "out", true)
	}
	f.line("out.putAll(additionalQueryParams);")
	f.line("return out.build();")
	f.close()
}

// putParam writes the statements adding one param to a headers or query builder: lists by the API's array
// format, everything else as its string.
func (g *emitter) putParam(f *jfile, p param, out string, query bool) {
	wire := javaString(p.p.WireName)
	f.open("if (", p.name, " != null) {")
	switch {
	case query && encodedQuery(p.typ):
		f.line(g.queryEncoder(f), ".put(", out, ", ", wire, ", ", p.name, ");")
	case p.typ.item != nil:
		item := *p.typ.item
		switch format := g.api.Query.ArrayFormat; {
		case query && format == "repeat":
			f.open("for (", item.name, " item : ", p.name, ") {")
			f.line(out, ".put(", wire, ", ", g.stringOf(item, "item"), ");")
			f.close()
		case query && format == "brackets":
			f.open("for (", item.name, " item : ", p.name, ") {")
			f.line(out, ".put(", javaString(p.p.WireName+"[]"), ", ", g.stringOf(item, "item"), ");")
			f.close()
		case query && format == "indices":
			f.open("for (int i = 0; i < ", p.name, ".size(); i++) {")
			f.line(out, ".put(", wire, " + \"[\" + i + \"]\", ", g.stringOf(item, p.name+".get(i)"), ");")
			f.close()
		default:
			f.line("StringBuilder joined = new StringBuilder();")
			f.open("for (", item.name, " item : ", p.name, ") {")
			f.line("joined.append(joined.length() == 0 ? \"\" : \",\").append(", g.stringOf(item, "item"), ");")
			f.close()
			f.line(out, ".put(", wire, ", joined.toString());")
		}
	default:
		f.line(out, ".put(", wire, ", ", g.stringOf(p.typ, p.name), ");")
	}
	f.close()
}
