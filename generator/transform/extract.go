package transform

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// extraction is one ref of extractToRefs: the schemas to extract and the component to put them in.
type extraction struct {
	targets []target
	name    string           // the component schema's name
	at      document.Pointer // of the ref object
	nameAt  document.Pointer
}

// extractToRefs moves inline schemas into components.schemas and leaves a $ref in their place, so that a schema
// the spec writes inline gets a name of its own in the SDKs. args.ref is {target, name} or a list of them; name is
// #/components/schemas/<Name> or the bare <Name>. A target may match several schemas when they are all the same
// schema: the first is moved and every match becomes the $ref. A target that is itself a $ref (with siblings such as
// a description) is moved as written: the new component then stands for the schema it refers to.
func (e *entry) extractToRefs(doc *document.Node) {
	a := e.args("ref")
	if a.required("ref") == nil {
		return
	}
	items, ptrs := a.listOf("ref")
	var refs []extraction
	for i, it := range items {
		if x, ok := e.extraction(it, ptrs[i]); ok {
			refs = append(refs, x)
		}
	}
	if e.failed {
		return
	}
	for _, x := range refs {
		if !e.extract(doc, x) {
			return
		}
	}
}

// extraction reads one ref object.
func (e *entry) extraction(n *document.Node, at document.Pointer) (extraction, bool) {
	a := e.object(n, at, "ref", []string{"target", "name"})
	x := extraction{at: at, nameAt: a.ptr("name"), targets: a.targets("target")}
	name := a.required("name")
	switch {
	case name == nil:
	case name.Kind != document.String:
		e.report(diag.TransformInvalid, x.nameAt, "name must be a string (#/components/schemas/<Name> or <Name>), not %s", aKind(name.Kind))
	default:
		x.name = strings.TrimPrefix(name.Value, "#/components/schemas/")
		if x.name == "" || strings.HasPrefix(x.name, "#") {
			e.report(diag.TransformInvalid, x.nameAt, "name %q must name a component schema: #/components/schemas/<Name> or <Name>", name.Value)
		}
	}
	return x, !e.failed
}

// extract applies one ref; it reports and returns false when it cannot, leaving the spec as it was.
func (e *entry) extract(doc *document.Node, x extraction) bool {
	hits, ok := e.resolve(doc, x.targets)
	if !ok {
		return false
	}
	switch schemas := componentSchemas(doc); {
	case doc.Field("components") != nil && doc.Get("components") == nil:
		e.report(diag.TransformConflict, x.nameAt, "components is not an object, so no schema can be added to it")
		return false
	case schemas == nil:
	case schemas.Kind != document.Object:
		e.report(diag.TransformConflict, x.nameAt, "components.schemas is %s, so no schema can be added to it", aKind(schemas.Kind))
		return false
	case schemas.Has(x.name):
		e.report(diag.TransformConflict, x.nameAt, "components.schemas already has %q; choose another name, or refer to it with update", x.name)
		return false
	}
	var bad problems
	first := hits[0]
	for _, h := range hits {
		switch {
		case h.node.Kind != document.Object:
			bad.add(h.from, "%s is %s, not a schema object", describeAt(h.pointer()), aKind(h.node.Kind))
		case h.up == nil:
			bad.add(h.from, "the target is the document root")
		case h.node != first.node && !schemaEqual(h.node, first.node, ctxSchema, nil, nil):
			bad.add(h.from, "%s differs from %s, so one component cannot stand for both", describeAt(h.pointer()), describeAt(first.pointer()))
		}
	}
	if bad.report(e, diag.TransformConflict) {
		return false
	}
	old := first.pointer()
	moved := &document.Node{}
	*moved = *first.node // the schema keeps its spec positions: its text is in the spec, where it was
	ref := document.Pointer("/components/schemas").Append(x.name).Fragment()
	for _, h := range hits {
		*h.node = document.Node{Kind: document.Object, Fields: []document.Field{{Key: "$ref", Value: &document.Node{Kind: document.String, Value: ref}}}}
	}
	schemas := ensureComponentSchemas(doc)
	schemas.Fields = append(schemas.Fields, document.Field{Key: x.name, Value: moved})
	repointRefs(doc, old, moved)
	return true
}

// componentSchemas returns components.schemas, or nil.
func componentSchemas(doc *document.Node) *document.Node {
	if f := doc.Get("components").Field("schemas"); f != nil {
		return f.Value
	}
	return nil
}

// ensureComponentSchemas returns components.schemas, creating it (and components) when the spec has none.
func ensureComponentSchemas(doc *document.Node) *document.Node {
	comps := doc.Get("components")
	if comps == nil {
		comps = &document.Node{Kind: document.Object}
		doc.Fields = append(doc.Fields, document.Field{Key: "components", Value: comps})
	}
	schemas := comps.Get("schemas")
	if schemas == nil {
		schemas = &document.Node{Kind: document.Object}
		comps.Fields = append(comps.Fields, document.Field{Key: "schemas", Value: schemas})
	}
	return schemas
}
