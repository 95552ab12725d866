package java

import (
	"fmt"
	"math"
	"strconv"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// enumBase is the Java type of an enum's values.
func enumBase(e *ir.Enum) string {
	switch e.Base {
	case ir.Integer:
		return "Long"
	case ir.Number:
		return "Double"
	case ir.Boolean:
		return "Boolean"
	}
	return "String"
}

// literal is a JSON value as a Java literal of the given boxed type; ok is false when it cannot be one.
func literal(v any, base string) (string, bool) {
	switch base {
	case "String":
		if s, ok := v.(string); ok {
			return javaString(s), true
		}
	case "Long":
		switch n := v.(type) {
		case float64:
			if n == math.Trunc(n) && math.Abs(n) < 1<<62 {
				return strconv.FormatInt(int64(n), 10) + "L", true
			}
		case int:
			return strconv.Itoa(n) + "L", true
		case int64:
			return strconv.FormatInt(n, 10) + "L", true
		}
	case "Double":
		switch n := v.(type) {
		case float64:
			if math.IsInf(n, 0) || math.IsNaN(n) {
				return "", false
			}
			s := strconv.FormatFloat(n, 'g', -1, 64)
			if _, err := strconv.ParseInt(s, 10, 64); err == nil {
				s += ".0"
			}
			return s, true
		case int:
			return strconv.Itoa(n) + ".0", true
		}
	case "Boolean":
		if b, ok := v.(bool); ok {
			return strconv.FormatBool(b), true
		}
	}
	return "", false
}

type enumConst struct{ name, value string }

func (g *emitter) enumConsts(e *ir.Enum) []enumConst {
	base := enumBase(e)
	used := map[string]bool{"_UNKNOWN": true}
	seen := map[string]bool{}
	var out []enumConst
	for _, m := range e.Members {
		lit, ok := literal(m.Value, base)
		if !ok || seen[lit] {
			continue
		}
		seen[lit] = true
		words := m.Name
		if words == "" {
			words = fmt.Sprint(m.Value)
		}
		out = append(out, enumConst{name: unique(used, g.jn.constant(words)), value: lit})
	}
	return out
}

func (g *emitter) invalidData(f *jfile) string {
	return f.imp(g.layout.Sub("errors", g.layout.Prefix+"InvalidDataException"))
}

// emitEnum writes an open enum: a class holding the raw value, with a constant per known value, of(), and
// known()/value() views as Java enums (value() has _UNKNOWN for the values the SDK does not know).
func (g *emitter) emitEnum(f *jfile, c *class) {
	e := c.typ.Enum
	base := enumBase(e)
	consts := g.enumConsts(e)
	jsonField := f.imp(g.layout.Sub("core", "JsonField"))
	field := jsonField + "<" + base + ">"
	f.open(classHead(c, " implements "+f.imp(g.layout.Sub("core", "Enum"))))
	f.line()
	for _, k := range consts {
		f.line("public static final ", c.name, " ", k.name, " = of(", k.value, ");")
	}
	if len(consts) > 0 {
		f.line()
	}
	f.line("private final ", field, " value;")
	f.line()
	creator := f.imp("com.fasterxml.jackson.annotation.JsonCreator")
	f.line("@", creator, "(mode = ", creator, ".Mode.DELEGATING)")
	f.open("private ", c.name, "(", field, " value) {")
	f.line("this.value = value;")
	f.close()
	f.line()
	f.open("public static ", c.name, " of(", base, " value) {")
	f.line("return new ", c.name, "(", jsonField, ".of(value));")
	f.close()
	f.line()
	f.line("@com.fasterxml.jackson.annotation.JsonValue")
	f.line("@Override")
	f.open("public ", field, " _value() {")
	f.line("return value;")
	f.close()
	f.line()
	f.open("public enum Known {")
	for _, k := range consts {
		f.line(k.name, ",")
	}
	f.close()
	f.line()
	f.open("public enum Value {")
	for _, k := range consts {
		f.line(k.name, ",")
	}
	f.line("_UNKNOWN,")
	f.close()
	f.line()
	f.open("public Value value() {")
	for _, k := range consts {
		f.open("if (equals(", k.name, ")) {")
		f.line("return Value.", k.name, ";")
		f.close()
	}
	f.line("return Value._UNKNOWN;")
	f.close()
	f.line()
	f.open("public Known known() {")
	for _, k := range consts {
		f.open("if (equals(", k.name, ")) {")
		f.line("return Known.", k.name, ";")
		f.close()
	}
	f.line("throw new ", g.invalidData(f), "(", javaString("Unknown "+c.name+": "), " + value);")
	f.close()
	f.line()
	f.open("public ", base, " as", base, "() {")
	f.line("return value.getRequired(\"value\");")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public boolean equals(Object other) {")
	f.line("return this == other || other instanceof ", c.name, " && value.equals(((", c.name, ") other).value);")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public int hashCode() {")
	f.line("return value.hashCode();")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public String toString() {")
	f.line("return value.toString();")
	f.close()
	f.close()
}
