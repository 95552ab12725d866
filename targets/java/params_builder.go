package java

// emitParamsBuilder writes the params Builder: a setter per param (T, and Optional<T> for optional ones), the body
// properties' setters delegating to the Body builder, the additional headers, query params and body properties,
// and build(), which insists on the required params.
func (g *emitter) emitParamsBuilder(f *jfile, pc *paramsClass, nonBody []param, bodyProps []prop, bodyType, headers, query string) {
	c := pc.cls
	f.open("public static final class Builder {")
	f.line()
	for _, p := range nonBody {
		f.line("private ", p.typ.name, " ", p.name, ";")
	}
	switch {
	case pc.bodyClass != nil:
		f.line("private Body.Builder body = Body.builder();")
	case bodyType != "":
		f.line("private ", bodyType, " body;")
	}
	g.emitFileFields(f, pc, "")
	f.line("private ", headers, ".Builder additionalHeaders = ", headers, ".builder();")
	f.line("private ", query, ".Builder additionalQueryParams = ", query, ".builder();")
	f.line()
	f.line("private Builder() {}")
	f.line()
	f.open("private Builder(", c.name, " source) {")
	for _, p := range nonBody {
		f.line("this.", p.name, " = source.", p.name, ";")
	}
	switch {
	case pc.bodyClass != nil:
		f.line("body = source.body.toBuilder();")
	case bodyType != "":
		f.line("body = source.body;")
	}
	emitFileCopies(f, pc, "source")
	f.line("additionalHeaders = source.additionalHeaders.toBuilder();")
	f.line("additionalQueryParams = source.additionalQueryParams.toBuilder();")
	f.close()
	for _, p := range nonBody {
		f.line()
		f.open("public Builder ", p.name, "(", p.typ.name, " ", p.name, ") {")
		f.line("this.", p.name, " = ", p.name, ";")
		f.line("return this;")
		f.close()
		if !p.required {
			f.line()
			f.open("public Builder ", p.name, "(", f.imp("java.util.Optional"), "<", p.typ.name, "> ", p.name, ") {")
			f.line("return ", p.name, "(", p.name, ".orElse(null));")
			f.close()
		}
	}
	g.emitBodySetters(f, pc, bodyProps, bodyType)
	g.emitFileSetters(f, pc)
	g.emitEscapeHatches(f, pc, headers, query)
	f.line()
	f.open("public ", c.name, " build() {")
	utils := f.imp(g.layout.Sub("core", "Utils"))
	for _, p := range nonBody {
		if p.required {
			f.line(utils, ".checkRequired(", javaString(p.name), ", ", p.name, ");")
		}
	}
	g.emitFileChecks(f, pc, utils)
	if pc.bodyRef != nil && pc.methodBodyRequired() {
		f.line(utils, ".checkRequired(\"body\", body);")
	}
	f.line("return new ", c.name, "(this);")
	f.close()
	f.close()
}

func (pc *paramsClass) methodBodyRequired() bool { return pc.m.Body != nil && pc.m.Body.Required }

func (g *emitter) emitBodySetters(f *jfile, pc *paramsClass, ps []prop, bodyType string) {
	if pc.bodyClass == nil {
		if bodyType != "" {
			f.line()
			f.open("public Builder body(", bodyType, " body) {")
			f.line("this.body = body;")
			f.line("return this;")
			f.close()
			g.emitBinarySetters(f, pc)
		}
		return
	}
	jsonField := f.imp(g.layout.Sub("core", "JsonField"))
	f.line()
	f.open("public Builder body(Body body) {")
	f.line("this.body = body.toBuilder();")
	f.line("return this;")
	f.close()
	for _, p := range ps {
		f.line()
		if p.typ.raw {
			f.open("public Builder ", p.name, "(", p.typ.name, " ", p.name, ") {")
			f.line("body.", p.name, "(", p.name, ");")
			f.line("return this;")
			f.close()
			continue
		}
		f.open("public Builder ", p.name, "(", p.typ.name, " ", p.name, ") {")
		f.line("body.", p.name, "(", p.name, ");")
		f.line("return this;")
		f.close()
		f.line()
		if p.optional {
			f.open("public Builder ", p.name, "(", f.imp("java.util.Optional"), "<", p.typ.name, "> ", p.name, ") {")
			f.line("body.", p.name, "(", p.name, ");")
			f.line("return this;")
			f.close()
			f.line()
		}
		f.open("public Builder ", p.name, "(", jsonField, "<", p.typ.name, "> ", p.name, ") {")
		f.line("body.", p.name, "(", p.name, ");")
		f.line("return this;")
		f.close()
		if p.adder != "" {
			f.line()
			f.open("public Builder ", p.adder, "(", p.typ.item.name, " item) {")
			f.line("body.", p.adder, "(item);")
			f.line("return this;")
			f.close()
		}
	}
}

// emitEscapeHatches writes the additional headers, query params and (with a Body class) body properties setters.
func (g *emitter) emitEscapeHatches(f *jfile, pc *paramsClass, headers, query string) {
	for _, h := range []struct{ what, field, typ string }{{"Header", "additionalHeaders", headers}, {"QueryParam", "additionalQueryParams", query}} {
		f.line()
		f.open("public Builder ", h.field, "(", h.typ, " ", h.field, ") {")
		f.line("this.", h.field, " = ", h.typ, ".builder().putAll(", h.field, ");")
		f.line("return this;")
		f.close()
		f.line()
		f.open("public Builder putAdditional", h.what, "(String name, String value) {")
		f.line(h.field, ".put(name, value);")
		f.line("return this;")
		f.close()
		f.line()
		f.open("public Builder putAdditional", h.what, "s(String name, Iterable<String> values) {")
		f.line(h.field, ".put(name, values);")
		f.line("return this;")
		f.close()
		f.line()
		f.open("public Builder putAllAdditional", h.what, "s(", h.typ, " values) {")
		f.line(h.field, ".putAll(values);")
		f.line("return this;")
		f.close()
		f.line()
		f.open("public Builder removeAdditional", h.what, "s(String name) {")
		f.line(h.field, ".remove(name);")
		f.line("return this;")
		f.close()
	}
	if pc.bodyClass == nil {
		return
	}
	jsonValue := f.imp(g.layout.Sub("core", "JsonValue"))
	f.line()
	f.open("public Builder putAdditionalBodyProperty(String key, ", jsonValue, " value) {")
	f.line("body.putAdditionalProperty(key, value);")
	f.line("return this;")
	f.close()
	f.line()
	f.open("public Builder putAllAdditionalBodyProperties(", f.imp("java.util.Map"), "<String, ", jsonValue, "> values) {")
	f.line("body.putAllAdditionalProperties(values);")
	f.line("return this;")
	f.close()
	f.line()
	f.open("public Builder removeAdditionalBodyProperty(String key) {")
	f.line("body.removeAdditionalProperty(key);")
	f.line("return this;")
	f.close()
}

func (g *emitter) emitParamsEquality(f *jfile, c *class, ps []param, hasBody bool) {
	fields := make([]string, 0, len(ps)+3)
	for _, p := range ps {
		fields = append(fields, p.name)
	}
	if hasBody {
		fields = append(fields, "body")
	}
	fields = append(fields, "additionalHeaders", "additionalQueryParams")
	g.emitFieldsEquality(f, c.name, fields)
}
