package java

import (
	"github.com/sdkgen/sdkgen/generator/ir"
)

// jtype is the Java type of a value: the class code names, and whether it is raw JSON (JsonValue), which is not
// wrapped in a JsonField.
type jtype struct {
	name string
	raw  bool
	// item is the element type of a List, nil otherwise; itemClass the generated class of items or of the value.
	item  *jtype
	class *class
}

// javaType is the Java type of ref, used inside class c (nil: outside any model) of file f.
func (g *emitter) javaType(f *jfile, c *class, ref ir.TypeRef) jtype {
	ref = g.cls.resolve(ref)
	switch ref.Kind {
	case ir.String:
		switch ref.Format {
		case "date-time":
			return jtype{name: f.imp("java.time.OffsetDateTime")}
		case "date":
			return jtype{name: f.imp("java.time.LocalDate")}
		}
		return jtype{name: "String"}
	case ir.Integer:
		return jtype{name: "Long"}
	case ir.Number:
		return jtype{name: "Double"}
	case ir.Boolean:
		return jtype{name: "Boolean"}
	case ir.Array:
		if ref.Elem == nil {
			return jtype{name: f.imp("java.util.List") + "<" + f.imp(g.layout.Sub("core", "JsonValue")) + ">"}
		}
		elem := g.javaType(f, c, *ref.Elem)
		return jtype{name: f.imp("java.util.List") + "<" + elem.name + ">", item: &elem}
	case ir.Map:
		elem := jtype{name: f.imp(g.layout.Sub("core", "JsonValue")), raw: true}
		if ref.Elem != nil {
			elem = g.javaType(f, c, *ref.Elem)
		}
		return jtype{name: f.imp("java.util.Map") + "<String, " + elem.name + ">"}
	case ir.Named:
		t := g.cls.types[ref.Name]
		var k *class
		if c != nil {
			k = g.cls.classOf(c, t)
		} else if g.cls.isTopLevel(t) {
			k = g.cls.topLevel(t)
		}
		if k == nil {
			break
		}
		return jtype{name: g.classRef(f, k), class: k}
	}
	return jtype{name: f.imp(g.layout.Sub("core", "JsonValue")), raw: true}
}

// classRef is how file f names class k: its path from the top-level class, which f imports when it is another
// file's.
func (g *emitter) classRef(f *jfile, k *class) string {
	top := k.top()
	name := f.imp(top.pkg + "." + top.name)
	if k == top {
		return name
	}
	p := k.path()
	return name + p[len(top.name):]
}
