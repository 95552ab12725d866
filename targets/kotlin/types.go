package kotlin

import (
	"strconv"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// classRef is how file f names the class of a named type at its scope.
func (g *gen) classRef(f *kfile, t *ir.Type) string { return f.ref(g.cls.classOf(f.scope, t)) }

// collection is Kotlin's List or Map, spelt qualified in a file that declares a class of that simple name (the
// published SDKs nest classes named List: SearchForStopListResponse.Data.List).
func collection(f *kfile, name string) string {
	if f.declared[name] {
		return "kotlin.collections." + name
	}
	return name
}

// className is a named type's simple name: x-sdkgen-naming's kotlin or java name, else its own.
func (g *gen) className(t *ir.Type) string {
	if n := t.Names["kotlin"]; n != "" {
		return g.names.class(n)
	}
	if n := t.Names["java"]; n != "" {
		return g.names.class(n)
	}
	return g.names.class(t.Name)
}

// modelPackage is the package of a resource's models: <pkg>.models.<resource path>, <pkg>.models for shared ones.
func (g *gen) modelPackage(resource string) string {
	if resource == "" || resource == "$shared" {
		return g.layout.Sub("models")
	}
	return g.layout.Sub("models", g.names.resourcePackage(resource))
}

// resolve follows aliases to the type they stand for.
func (g *gen) resolve(ref ir.TypeRef) ir.TypeRef {
	for i := 0; i < 32 && ref.Kind == ir.Named; i++ {
		t := g.types[ref.Name]
		if t == nil || t.Kind != "alias" || t.Alias == nil {
			return ref
		}
		nullable := ref.Nullable
		ref = *t.Alias
		ref.Nullable = ref.Nullable || nullable
	}
	return ref
}

// ktype is the Kotlin type of a value (never nullable: callers add ?).
func (g *gen) ktype(f *kfile, ref ir.TypeRef) string {
	ref = g.resolve(ref)
	switch ref.Kind {
	case ir.String:
		switch ref.Format {
		case "date-time":
			return f.use("java.time.OffsetDateTime")
		case "date":
			return f.use("java.time.LocalDate")
		}
		return "String"
	case ir.Integer:
		return "Long"
	case ir.Number:
		if ref.Format == "float" {
			return "Float"
		}
		return "Double"
	case ir.Boolean:
		return "Boolean"
	case ir.Array:
		return collection(f, "List") + "<" + g.ktype(f, *ref.Elem) + ">"
	case ir.Map:
		return collection(f, "Map") + "<String, " + g.ktype(f, *ref.Elem) + ">"
	case ir.Named:
		if t := g.types[ref.Name]; t != nil && classKind(t) {
			return g.classRef(f, t)
		}
	}
	return f.use(g.layout.Sub("core", "JsonValue"))
}

// decoder is the Decoder expression reading a value of the type from JSON.
func (g *gen) decoder(f *kfile, ref ir.TypeRef) string {
	ref = g.resolve(ref)
	if t := g.types[ref.Name]; ref.Kind == ir.Named && t != nil && classKind(t) {
		return g.classRef(f, t) + ".decoder"
	}
	d := f.use(g.layout.Sub("core", "Decoders"))
	switch ref.Kind {
	case ir.String:
		switch ref.Format {
		case "date-time":
			return d + ".offsetDateTime"
		case "date":
			return d + ".localDate"
		}
		return d + ".string"
	case ir.Integer:
		return d + ".long"
	case ir.Number:
		if ref.Format == "float" {
			return d + ".float"
		}
		return d + ".double"
	case ir.Boolean:
		return d + ".boolean"
	case ir.Array:
		return d + ".list(" + g.decoder(f, *ref.Elem) + ")"
	case ir.Map:
		return d + ".map(" + g.decoder(f, *ref.Elem) + ")"
	}
	return d + ".unknown"
}

// validates reports whether values of the type have a validate() to call: objects and unions, and lists and maps
// of them.
func (g *gen) validates(ref ir.TypeRef) bool {
	ref = g.resolve(ref)
	switch ref.Kind {
	case ir.Array, ir.Map:
		return g.validates(*ref.Elem)
	case ir.Named:
		t := g.types[ref.Name]
		return t != nil && (t.Kind == "object" || t.Kind == "union")
	}
	return false
}

// validateCall is the statement validating value v of the type (which validates).
func (g *gen) validateCall(v string, ref ir.TypeRef) string { return g.validateAt(v, ref, 1) }

// validateAt names each nesting level's lambda parameter (e1, e2, ...): an implicit `it` inside another would be
// a shadowing warning, which the build treats as an error.
func (g *gen) validateAt(v string, ref ir.TypeRef, depth int) string {
	ref = g.resolve(ref)
	e := "e" + strconv.Itoa(depth)
	switch ref.Kind {
	case ir.Array:
		return v + ".forEach { " + e + " -> " + g.validateAt(e, *ref.Elem, depth+1) + " }"
	case ir.Map:
		return v + ".values.forEach { " + e + " -> " + g.validateAt(e, *ref.Elem, depth+1) + " }"
	}
	return v + ".validate()"
}
