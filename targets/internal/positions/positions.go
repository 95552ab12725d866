// Package positions finds the types of an API that appear at a single position, which the targets name after that
// position (AgencyRetrieveResponse's data property holds AgencyRetrieveResponse::Data) as the published SDKs do.
package positions

import (
	"encoding/json"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// HeldType is the type a property holds, directly or as the items of an array (array is then true) or the values
// of a map.
func HeldType(ref ir.TypeRef) (held ir.TypeRef, array bool) {
	switch {
	case ref.Kind == ir.Array && ref.Elem != nil:
		return *ref.Elem, true
	case ref.Kind == ir.Map && ref.Elem != nil:
		return *ref.Elem, false
	}
	return ref, false
}

// NamedRefs counts, for each named type, the references to it anywhere in the API: the named type refs of
// methods, types, errors and webhooks, and the fields that name a type in a string (typeNameKeys). A type with a
// count of one appears at a single position.
func NamedRefs(api *ir.API) map[string]int {
	counts := map[string]int{}
	data, err := json.Marshal(api)
	if err != nil {
		return counts
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return counts
	}
	countRefs(doc, "", counts)
	return counts
}

// typeNameKeys are the IR's JSON fields that hold type names as strings: allOf parents, param models, resources'
// models, params types, the error and webhook unions and the error variants' types.
var typeNameKeys = map[string]bool{"extends": true, "param_model": true, "models": true, "params_type": true, "union": true, "type": true}

// countRefs adds the references in a decoded JSON value, found under key, to counts.
func countRefs(v any, key string, counts map[string]int) {
	switch x := v.(type) {
	case string:
		if typeNameKeys[key] {
			counts[x]++
		}
	case []any:
		for _, e := range x {
			countRefs(e, key, counts)
		}
	case map[string]any:
		if name, ok := x["name"].(string); ok && x["kind"] == string(ir.Named) {
			counts[name]++
		}
		for k, e := range x {
			countRefs(e, k, counts)
		}
	}
}
