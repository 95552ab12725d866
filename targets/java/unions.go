package java

import "github.com/sdkgen/sdkgen/generator/ir"

// variant is one member of a union class.
type variant struct {
	field, pascal string
	typ           jtype
	ref           ir.TypeRef // resolved
	disc          []string
}

func (g *emitter) variants(f *jfile, c *class) []variant {
	used := map[string]bool{"json": true}
	usedPascal := map[string]bool{}
	var out []variant
	for _, v := range visibleVariants(c.typ.Union.Variants) {
		ref := g.cls.resolve(v.Type)
		if ref.Kind == ir.Null {
			continue
		}
		out = append(out, variant{
			field: unique(used, g.jn.variantAccessor(v.Name)), pascal: unique(usedPascal, g.jn.namer.Pascal(v.Name)),
			typ: g.javaType(f, c, v.Type), ref: ref, disc: v.DiscriminatorValues,
		})
	}
	for i := range out {
		if out[i].pascal == "" {
			out[i].pascal = unique(usedPascal, "Variant")
		}
	}
	return out
}

// emitUnion writes an open union: one nullable field per variant, ofX factories, isX/asX/x() accessors, a visitor,
// and a deserializer that tries the variants in order and keeps JSON no variant takes.
func (g *emitter) emitUnion(f *jfile, c *class) {
	vs := g.variants(f, c)
	jsonValue := f.imp(g.layout.Sub("core", "JsonValue"))
	optional := f.imp("java.util.Optional")
	f.line("@", f.imp("com.fasterxml.jackson.databind.annotation.JsonDeserialize"), "(using = ", c.name, ".Deserializer.class)")
	f.line("@", f.imp("com.fasterxml.jackson.databind.annotation.JsonSerialize"), "(using = ", c.name, ".Serializer.class)")
	f.open(classHead(c, ""))
	f.line()
	for _, v := range vs {
		f.line("private ", v.typ.name, " ", v.field, ";")
	}
	f.line("private ", jsonValue, " json;")
	f.line()
	f.line("private ", c.name, "() {}")
	for _, v := range vs {
		f.line()
		f.open("public static ", c.name, " of", v.pascal, "(", v.typ.name, " ", v.field, ") {")
		f.line(c.name, " out = new ", c.name, "();")
		f.line("out.", v.field, " = ", f.imp(g.layout.Sub("core", "Utils")), ".checkRequired(", javaString(v.field), ", ", v.field, ");")
		f.line("return out;")
		f.close()
	}
	for _, v := range vs {
		f.line()
		f.open("public ", optional, "<", v.typ.name, "> ", v.field, "() {")
		f.line("return ", optional, ".ofNullable(", v.field, ");")
		f.close()
		f.line()
		f.open("public boolean is", v.pascal, "() {")
		f.line("return ", v.field, " != null;")
		f.close()
		f.line()
		f.open("public ", v.typ.name, " as", v.pascal, "() {")
		f.open("if (", v.field, " == null) {")
		f.line("throw new ", g.invalidData(f), "(", javaString(c.name+" is not "+v.pascal), ");")
		f.close()
		f.line("return ", v.field, ";")
		f.close()
	}
	f.line()
	f.open("public ", optional, "<", jsonValue, "> _json() {")
	f.line("return ", optional, ".ofNullable(json);")
	f.close()
	f.line()
	f.open("public <T> T accept(Visitor<T> visitor) {")
	for _, v := range vs {
		f.open("if (", v.field, " != null) {")
		f.line("return visitor.visit", v.pascal, "(", v.field, ");")
		f.close()
	}
	f.line("return visitor.unknown(json);")
	f.close()
	f.line()
	f.open("public ", c.name, " validate() {")
	for _, v := range vs {
		if validatable(v.typ) {
			f.open("if (", v.field, " != null) {")
			f.line(v.field, ".validate();")
			f.close()
		} else if v.typ.item != nil && validatable(*v.typ.item) {
			f.open("if (", v.field, " != null) {")
			f.line(v.field, ".forEach(item -> item.validate());")
			f.close()
		}
	}
	f.line("return this;")
	f.close()
	g.emitUnionEquality(f, c, vs)
	f.line()
	f.open("public interface Visitor<T> {")
	for _, v := range vs {
		f.line("T visit", v.pascal, "(", v.typ.name, " ", v.field, ");")
		f.line()
	}
	f.open("default T unknown(", jsonValue, " json) {")
	f.line("throw new ", g.invalidData(f), "(", javaString("Unknown "+c.name+": "), " + json);")
	f.close()
	f.close()
	g.emitUnionDeserializer(f, c, vs, jsonValue)
	g.emitUnionSerializer(f, c, vs)
	for _, n := range c.nested {
		f.line()
		g.emitClass(f, n)
	}
	f.close()
}

// validatable reports whether values of a type have validate(): models and unions, not enums.
func validatable(t jtype) bool {
	return t.class != nil && t.class.typ != nil && t.class.typ.Kind != "enum"
}

func (g *emitter) emitUnionEquality(f *jfile, c *class, vs []variant) {
	objects := f.imp("java.util.Objects")
	equalsHead(f, c.name)
	for _, v := range vs {
		f.open("if (!", objects, ".equals(", v.field, ", that.", v.field, ")) {")
		f.line("return false;")
		f.close()
	}
	f.line("return ", objects, ".equals(json, that.json);")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public int hashCode() {")
	f.line("int hash = 1;")
	for _, v := range vs {
		f.line("hash = 31 * hash + ", objects, ".hashCode(", v.field, ");")
	}
	f.line("return 31 * hash + ", objects, ".hashCode(json);")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public String toString() {")
	for _, v := range vs {
		f.open("if (", v.field, " != null) {")
		f.line("return ", javaString(c.name+"{"+v.field+"="), " + ", v.field, " + \"}\";")
		f.close()
	}
	f.line("return ", javaString(c.name+"{_unknown="), " + json + \"}\";")
	f.close()
}

// nodeTest is the check a JSON node passes before a variant of a kind is tried, so that no variant takes a value
// only by Jackson's coercion (a string "1" as a number).
func nodeTest(ref ir.TypeRef, g *emitter) string {
	switch ref.Kind {
	case ir.String:
		return "node.isTextual()"
	case ir.Integer:
		return "node.isIntegralNumber()"
	case ir.Number:
		return "node.isNumber()"
	case ir.Boolean:
		return "node.isBoolean()"
	case ir.Array:
		return "node.isArray()"
	case ir.Map:
		return "node.isObject()"
	case ir.Named:
		if t := g.cls.types[ref.Name]; t != nil {
			switch t.Kind {
			case "object":
				return "node.isObject()"
			case "enum":
				switch t.Enum.Base {
				case ir.Integer:
					return "node.isIntegralNumber()"
				case ir.Number:
					return "node.isNumber()"
				case ir.Boolean:
					return "node.isBoolean()"
				}
				return "node.isTextual()"
			}
		}
	}
	return "true"
}

func (g *emitter) emitUnionDeserializer(f *jfile, c *class, vs []variant, jsonValue string) {
	node := f.imp("com.fasterxml.jackson.databind.JsonNode")
	codec := f.imp("com.fasterxml.jackson.core.ObjectCodec")
	typeRef := f.imp("com.fasterxml.jackson.core.type.TypeReference")
	disc := c.typ.Union.Discriminator
	f.line()
	f.open("static final class Deserializer extends ", f.imp("com.fasterxml.jackson.databind.deser.std.StdDeserializer"), "<", c.name, "> {")
	f.line("private static final long serialVersionUID = 1L;")
	f.line()
	f.open("Deserializer() {")
	f.line("super(", c.name, ".class);")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", c.name, " deserialize(", f.imp("com.fasterxml.jackson.core.JsonParser"), " parser, ", f.imp("com.fasterxml.jackson.databind.DeserializationContext"), " context) throws ", f.imp("java.io.IOException"), " {")
	f.line(codec, " codec = parser.getCodec();")
	f.line(node, " node = codec.readTree(parser);")
	f.line(c.name, " out = new ", c.name, "();")
	if disc != "" {
		f.line("String kind = node.path(", javaString(disc), ").asText(\"\");")
	}
	for _, v := range vs {
		test := nodeTest(v.ref, g)
		if disc != "" && len(v.disc) > 0 {
			test += " && (kind.isEmpty() || " + discTest(v.disc) + ")"
		}
		f.open("if (", test, ") {")
		f.open("try {")
		f.line(v.typ.name, " value = codec.readValue(codec.treeAsTokens(node), new ", typeRef, "<", v.typ.name, ">() {});")
		if validatable(v.typ) {
			f.line("value.validate();")
		}
		f.line("out.", v.field, " = value;")
		f.line("return out;")
		f.close("} catch (Exception e) {")
		f.depth++
		f.line("// Not this variant: try the next one.")
		f.close()
		f.close()
	}
	f.line("out.json = ", jsonValue, ".fromJsonNode(node);")
	f.line("return out;")
	f.close()
	f.close()
}

func discTest(values []string) string {
	out := ""
	for i, d := range values {
		if i > 0 {
			out += " || "
		}
		out += "kind.equals(" + javaString(d) + ")"
	}
	return out
}

func (g *emitter) emitUnionSerializer(f *jfile, c *class, vs []variant) {
	f.line()
	f.open("static final class Serializer extends ", f.imp("com.fasterxml.jackson.databind.ser.std.StdSerializer"), "<", c.name, "> {")
	f.line("private static final long serialVersionUID = 1L;")
	f.line()
	f.open("Serializer() {")
	f.line("super(", c.name, ".class);")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public void serialize(", c.name, " value, ", f.imp("com.fasterxml.jackson.core.JsonGenerator"), " generator, ", f.imp("com.fasterxml.jackson.databind.SerializerProvider"), " provider) throws ", f.imp("java.io.IOException"), " {")
	for _, v := range vs {
		f.open("if (value.", v.field, " != null) {")
		f.line("provider.defaultSerializeValue(value.", v.field, ", generator);")
		f.line("return;")
		f.close()
	}
	f.line("provider.defaultSerializeValue(value.json, generator);")
	f.close()
	f.close()
}
