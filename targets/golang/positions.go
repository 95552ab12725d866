package golang

import (
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/positions"
)

// namePositions names the types inside a method's response by their position, as Go SDKs name them: the
// response is <Service><Method>Response, an object a property holds is its parent's name and the property's
// (AgencyGetResponseData, AgencyGetResponseDataEntry), an array's items take the property in the singular
// (StopsForRouteListResponseDataEntryPolyline) while the types inside them keep it as written
// (…DataEntryStopGroupingsName). Only a type that appears at this one position gets a positional name: declared
// models, the shared package's types, types requests use, recursive ones, ones with an x-sdkgen-naming go name
// and schemas the API refers to anywhere else keep their names (and so do the types inside them), as they are
// shared. Paged, unwrapped, streaming and binary responses keep the IR's names. The types named here are declared
// in the file of the method's resource (owner, its dotted path), next to the response.
func (n *names) namePositions(m *ir.Method, prefix, owner string) {
	r := m.Response
	if r == nil || r.Type == nil || r.Binary || len(r.Unwrap) > 0 || m.Pagination != nil || m.Streaming != nil {
		return
	}
	root, _ := positions.HeldType(*r.Type) // a top-level array's items are the response, as the method returns []T
	n.namePosition(root, prefix+"response", prefix+"response", owner)
}

// namePosition names the type ref holds (own) and, within an object, the types its properties hold (after
// childPrefix and the property).
func (n *names) namePosition(ref ir.TypeRef, own, childPrefix, owner string) {
	t := n.types[ref.Name]
	if ref.Kind != ir.Named || t == nil || !n.positional(t) {
		return
	}
	n.typeNames[t.Name] = own
	n.positionOwners[t.Name] = owner
	if t.Kind != "object" {
		return
	}
	for _, p := range t.Properties {
		held, array := positions.HeldType(p.Type)
		child := childPrefix + "_" + p.Name
		if array {
			n.namePosition(held, childPrefix+"_"+n.namer.Singular(p.Name), child, owner)
		} else {
			n.namePosition(held, child, child, owner)
		}
	}
}

// owner is the dotted path of the resource whose file declares a type: for a type named by its position in a
// response, the method's resource; else the type's own.
func (n *names) owner(t *ir.Type) string {
	if o, ok := n.positionOwners[t.Name]; ok {
		return o
	}
	return t.Resource
}

// positional reports whether a type may be named after its position: it appears once in the whole API and
// nothing else names it.
func (n *names) positional(t *ir.Type) bool {
	if n.refCounts == nil {
		n.refCounts = positions.NamedRefs(n.g.api)
	}
	return n.refCounts[t.Name] == 1 && !t.Model && !n.shared[t.Name] && !t.Usage.Request && !t.Recursive &&
		t.Names["go"] == "" && t.ParamModel == ""
}
