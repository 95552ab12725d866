package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// prop is one property of an object class as Java code sees it.
type prop struct {
	wire     string // the JSON key
	name     string // field, accessor and builder method name
	typ      jtype
	required bool // the builder insists on it
	optional bool // the accessor returns Optional
	adder    string
}

// props lists an object type's properties with unique Java names.
func (g *emitter) props(f *jfile, c *class, ps []*ir.Property, required func(*ir.Property) bool) []prop {
	used := map[string]bool{}
	out := make([]prop, 0, len(ps))
	for _, p := range visibleProps(ps) {
		words := p.Name
		if n := p.Names["java"]; n != "" {
			words = n
		}
		jt := g.javaType(f, c, p.Type)
		ref := g.cls.resolve(p.Type)
		req := required(p)
		out = append(out, prop{
			wire: p.WireName, name: unique(used, g.jn.accessor(words)), typ: jt,
			required: req, optional: !req || ref.Nullable,
		})
	}
	// List adders (addAgency) come after every property has its name, and never take one of them.
	for i := range out {
		if out[i].typ.item == nil || out[i].typ.raw {
			continue
		}
		adder := "add" + upperFirst(strings.TrimSuffix(g.jn.member(g.names.Singular(g.names.Snake(out[i].name))), "_"))
		if !used[adder] {
			used[adder] = true
			out[i].adder = adder
		}
	}
	return out
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// fieldType is the declared type of a property's field: JsonValue for raw JSON, else JsonField<T>.
func (g *emitter) fieldType(f *jfile, p prop) string {
	if p.typ.raw {
		return p.typ.name
	}
	return f.imp(g.layout.Sub("core", "JsonField")) + "<" + p.typ.name + ">"
}

// emitModelFile writes a top-level class and its nested classes to its own file.
func (g *emitter) emitModelFile(c *class) error {
	f := newJFile(c.pkg)
	f.declare(c)
	g.emitClass(f, c)
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), c.pkg, c.name), f.bytes())
}

// emitClass writes a class of any kind, nested classes included.
func (g *emitter) emitClass(f *jfile, c *class) {
	f.within(c, func() {
		switch c.typ.Kind {
		case "enum":
			g.emitEnum(f, c)
		case "union":
			g.emitUnion(f, c)
		default:
			g.emitObject(f, c)
		}
	})
}

// classHead is the declaration line of a class: public final at the top level, public static final nested.
func classHead(c *class, rest string) string {
	if c.outer == nil {
		return "public final class " + c.name + rest + " {"
	}
	return "public static final class " + c.name + rest + " {"
}

// emitObject writes an immutable model class with JsonField properties, a builder and lazy validation.
func (g *emitter) emitObject(f *jfile, c *class) {
	t := c.typ
	ps := g.props(f, c, t.Properties, func(p *ir.Property) bool { return p.Required })
	g.emitModelBody(f, c, ps)
}

// emitModelBody writes a model class (an object type's, or a params' Body) with the given properties.
func (g *emitter) emitModelBody(f *jfile, c *class, ps []prop) {
	jsonValue := f.imp(g.layout.Sub("core", "JsonValue"))
	jsonField := f.imp(g.layout.Sub("core", "JsonField"))
	mapT := f.imp("java.util.Map")
	lhm := f.imp("java.util.LinkedHashMap")
	excl := f.imp(g.layout.Sub("core", "ExcludeMissing"))
	jprop := f.imp("com.fasterxml.jackson.annotation.JsonProperty")
	auto := f.imp("com.fasterxml.jackson.annotation.JsonAutoDetect")
	addl := mapT + "<String, " + jsonValue + ">"

	f.line("@", f.imp("com.fasterxml.jackson.databind.annotation.JsonDeserialize"), "(builder = ", c.name, ".Builder.class)")
	f.line("@", auto, "(")
	f.depth += 2
	for i, v := range []string{"getterVisibility", "isGetterVisibility", "setterVisibility", "creatorVisibility", "fieldVisibility"} {
		sep := ","
		if i == 4 {
			sep = ")"
		}
		f.line(v, " = ", auto, ".Visibility.NONE", sep)
	}
	f.depth -= 2
	f.open(classHead(c, ""))
	f.line()
	for _, p := range ps {
		f.line("private final ", g.fieldType(f, p), " ", p.name, ";")
	}
	f.line("private final ", addl, " additionalProperties;")
	f.line("private volatile boolean validated;")
	f.line()
	f.open("private ", c.name, "(Builder builder) {")
	for _, p := range ps {
		f.line("this.", p.name, " = builder.", p.name, ";")
	}
	f.line("this.additionalProperties = ", f.imp(g.layout.Sub("core", "Utils")), ".toImmutable(builder.additionalProperties);")
	f.close()
	for _, p := range ps {
		f.line()
		if !p.typ.raw {
			if p.optional {
				f.open("public ", f.imp("java.util.Optional"), "<", p.typ.name, "> ", p.name, "() {")
				f.line("return ", p.name, ".getOptional(", javaString(p.wire), ");")
			} else {
				f.open("public ", p.typ.name, " ", p.name, "() {")
				f.line("return ", p.name, ".getRequired(", javaString(p.wire), ");")
			}
			f.close()
			f.line()
		}
		f.line("@", jprop, "(", javaString(p.wire), ")")
		f.line("@", excl)
		f.open("public ", g.fieldType(f, p), " _", p.name, "() {")
		f.line("return ", p.name, ";")
		f.close()
	}
	f.line()
	f.line("@", f.imp("com.fasterxml.jackson.annotation.JsonAnyGetter"))
	f.line("@", excl)
	f.open("public ", addl, " _additionalProperties() {")
	f.line("return additionalProperties;")
	f.close()
	f.line()
	g.emitValidate(f, c, ps)
	f.line()
	emitBuilderFactories(f)
	f.line()
	g.emitBuilder(f, c, ps, addl, lhm, jsonField, jprop)
	g.emitEquality(f, c, ps)
	for _, n := range c.nested {
		f.line()
		g.emitClass(f, n)
	}
	f.close()
}

// emitValidate writes validate(): every accessor once, nested models validated, remembered once it passed.
func (g *emitter) emitValidate(f *jfile, c *class, ps []prop) {
	f.open("public ", c.name, " validate() {")
	f.open("if (validated) {")
	f.line("return this;")
	f.close()
	for _, p := range ps {
		if p.typ.raw {
			continue
		}
		call := p.name + "()"
		validates := p.typ.class != nil && p.typ.class.typ.Kind != "enum"
		itemValidates := p.typ.item != nil && p.typ.item.class != nil && p.typ.item.class.typ.Kind != "enum"
		switch {
		case validates && p.optional:
			f.line(call, ".ifPresent(value -> value.validate());")
		case validates:
			f.line(call, ".validate();")
		case itemValidates && p.optional:
			f.line(call, ".ifPresent(items -> items.forEach(item -> item.validate()));")
		case itemValidates:
			f.line(call, ".forEach(item -> item.validate());")
		default:
			f.line(call, ";")
		}
	}
	f.line("validated = true;")
	f.line("return this;")
	f.close()
}

// emitBuilder writes the Builder: setters for T, Optional<T> and JsonField<T>, list adders, the additional
// properties and build(), which insists on the required properties.
func (g *emitter) emitBuilder(f *jfile, c *class, ps []prop, addl, lhm, jsonField, jprop string) {
	jsonValue := f.imp(g.layout.Sub("core", "JsonValue"))
	f.line("@", f.imp("com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder"), "(withPrefix = \"\", buildMethodName = \"buildFromJson\")")
	f.open("public static final class Builder {")
	f.line()
	for _, p := range ps {
		init := " = " + jsonField + ".missing()"
		if p.typ.raw {
			init = " = " + f.imp(g.layout.Sub("core", "JsonMissing")) + ".of()"
		}
		f.line("private ", g.fieldType(f, p), " ", p.name, init, ";")
	}
	f.line("private ", addl, " additionalProperties = new ", lhm, "<>();")
	f.line()
	f.line("private Builder() {}")
	f.line()
	f.open("private Builder(", c.name, " source) {")
	for _, p := range ps {
		f.line("this.", p.name, " = source.", p.name, ";")
	}
	f.line("additionalProperties = new ", lhm, "<>(source.additionalProperties);")
	f.close()
	for _, p := range ps {
		f.line()
		if p.typ.raw {
			f.line("@", jprop, "(", javaString(p.wire), ")")
			f.open("public Builder ", p.name, "(", jsonValue, " ", p.name, ") {")
			f.line("this.", p.name, " = ", p.name, ";")
			f.line("return this;")
			f.close()
			continue
		}
		f.open("public Builder ", p.name, "(", p.typ.name, " ", p.name, ") {")
		if p.optional {
			f.line("return ", p.name, "(", jsonField, ".ofNullable(", p.name, "));")
		} else {
			f.line("return ", p.name, "(", jsonField, ".of(", p.name, "));")
		}
		f.close()
		f.line()
		if p.optional {
			f.open("public Builder ", p.name, "(", f.imp("java.util.Optional"), "<", p.typ.name, "> ", p.name, ") {")
			f.line("return ", p.name, "(", p.name, ".orElse(null));")
			f.close()
			f.line()
		}
		f.line("@", jprop, "(", javaString(p.wire), ")")
		f.open("public Builder ", p.name, "(", jsonField, "<", p.typ.name, "> ", p.name, ") {")
		f.line("this.", p.name, " = ", p.name, ";")
		f.line("return this;")
		f.close()
		if p.adder != "" {
			list := f.imp("java.util.ArrayList")
			f.line()
			f.open("public Builder ", p.adder, "(", p.typ.item.name, " item) {")
			f.line(p.typ.name, " list = this.", p.name, " == null || this.", p.name, ".isMissing() ? new ", list, "<>() : new ",
				list, "<>(", f.imp(g.layout.Sub("core", "Utils")), ".checkKnown(", javaString(p.wire), ", this.", p.name, "));")
			f.line("list.add(item);")
			f.line("this.", p.name, " = ", jsonField, ".of(list);")
			f.line("return this;")
			f.close()
		}
	}
	f.line()
	f.open("public Builder additionalProperties(", addl, " additionalProperties) {")
	f.line("this.additionalProperties.clear();")
	f.line("return putAllAdditionalProperties(additionalProperties);")
	f.close()
	f.line()
	f.line("@", f.imp("com.fasterxml.jackson.annotation.JsonAnySetter"))
	f.open("public Builder putAdditionalProperty(String key, ", jsonValue, " value) {")
	f.line("additionalProperties.put(key, value);")
	f.line("return this;")
	f.close()
	f.line()
	f.open("public Builder putAllAdditionalProperties(", addl, " additionalProperties) {")
	f.line("this.additionalProperties.putAll(additionalProperties);")
	f.line("return this;")
	f.close()
	f.line()
	f.open("public Builder removeAdditionalProperty(String key) {")
	f.line("additionalProperties.remove(key);")
	f.line("return this;")
	f.close()
	f.line()
	f.open("public ", c.name, " build() {")
	for _, p := range ps {
		if p.required {
			// A required property is set when it is not missing (null is a value: JSON null).
			f.line(f.imp(g.layout.Sub("core", "Utils")), ".checkRequired(", javaString(p.name), ", ", p.name, ".isMissing() ? null : ", p.name, ");")
		}
	}
	f.line("return new ", c.name, "(this);")
	f.close()
	f.line()
	f.open("private ", c.name, " buildFromJson() {")
	f.line("return new ", c.name, "(this);")
	f.close()
	f.close()
}

// emitEquality writes equals, hashCode and toString over every property and the additional ones.
func (g *emitter) emitEquality(f *jfile, c *class, ps []prop) {
	fields := make([]string, 0, len(ps)+1)
	for _, p := range ps {
		fields = append(fields, p.name)
	}
	fields = append(fields, "additionalProperties")
	g.emitFieldsEquality(f, c.name, fields)
}

// emitFieldsEquality writes equals, hashCode and toString of a class over its fields.
func (g *emitter) emitFieldsEquality(f *jfile, name string, fields []string) {
	objects := f.imp("java.util.Objects")
	equalsHead(f, name)
	for _, fl := range fields {
		f.open("if (!", objects, ".equals(", fl, ", that.", fl, ")) {")
		f.line("return false;")
		f.close()
	}
	f.line("return true;")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public int hashCode() {")
	f.line("int hash = 1;")
	for _, fl := range fields {
		f.line("hash = 31 * hash + ", objects, ".hashCode(", fl, ");")
	}
	f.line("return hash;")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public String toString() {")
	f.line("StringBuilder out = new StringBuilder(", javaString(name+"{"), ");")
	for i, fl := range fields {
		label := fl + "="
		if i > 0 {
			label = ", " + label
		}
		f.line("out.append(", javaString(label), ").append(", fl, ");")
	}
	f.line("return out.append('}').toString();")
	f.close()
}

// emitBuilderFactories writes toBuilder() and the static builder() of a class with a Builder.
func emitBuilderFactories(f *jfile) {
	f.open("public Builder toBuilder() {")
	f.line("return new Builder(this);")
	f.close()
	f.line()
	f.open("public static Builder builder() {")
	f.line("return new Builder();")
	f.close()
}

// equalsHead writes the start of equals(Object): identity, type check and the cast to that.
func equalsHead(f *jfile, name string) {
	f.line()
	f.line("@Override")
	f.open("public boolean equals(Object other) {")
	f.open("if (this == other) {")
	f.line("return true;")
	f.close()
	f.open("if (!(other instanceof ", name, ")) {")
	f.line("return false;")
	f.close()
	f.line(name, " that = (", name, ") other;")
}
