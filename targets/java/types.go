package java

import (
	"strings"

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
		if ref.Format == "float" {
			return jtype{name: "Float"}
		}
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

// classRef is how file f names class k at its current scope: the shortest tail of k's path from its top-level
// class whose first name Java resolves to the right class there (nested classes in scope go by their simple names,
// which keeps lines short), else the whole path, whose top-level class f imports when it is another file's.
func (g *emitter) classRef(f *jfile, k *class) string {
	top := k.top()
	if f.scope != nil && f.scope.top() == top {
		var chain []*class
		for o := k; o != nil; o = o.outer {
			chain = append(chain, o)
		}
		// chain runs from k out to its top-level class: try k alone first, then with more outer names.
		for i, o := range chain {
			if lookupClass(f.scope, o.name) == o {
				return tailPath(chain[:i+1])
			}
		}
	}
	name := f.imp(top.pkg + "." + top.name)
	if k == top {
		return name
	}
	p := k.path()
	return name + p[len(top.name):]
}

// lookupClass is the class a simple name means in the body of scope, as Java resolves it: a member class of the
// scope or of the first enclosing class that has one of that name, else the top-level class itself.
func lookupClass(scope *class, name string) *class {
	for o := scope; o != nil; o = o.outer {
		for _, n := range o.nested {
			if n.name == name {
				return n
			}
		}
	}
	if top := scope.top(); top.name == name {
		return top
	}
	return nil
}

// tailPath joins the names of classes listed innermost first, outermost first: Outer.Inner.
func tailPath(inner []*class) string {
	names := make([]string, len(inner))
	for i, c := range inner {
		names[len(inner)-1-i] = c.name
	}
	return strings.Join(names, ".")
}
