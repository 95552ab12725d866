// Package positions finds the types of an API that appear at a single position, which the targets name after that
// position (AgencyRetrieveResponse's data property holds AgencyRetrieveResponse::Data) as the published SDKs do.
package positions

import (
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
// count of one appears at a single position. The counts are those of the API's JSON encoding (WalkJSON); an API
// that has none (a NaN example) counts nothing.
func NamedRefs(api *ir.API) map[string]int {
	counts := map[string]int{}
	err := WalkJSON(api, Visitor{
		String: func(s, key string, _ bool) {
			if typeNameKeys[key] {
				counts[s]++
			}
		},
		Named: func(name string) { counts[name]++ },
	})
	if err != nil {
		return map[string]int{}
	}
	return counts
}

// RefsAndStrings counts every reference to each named type anywhere in the API (methods, types, errors, webhooks)
// and every other string an object of the API's JSON encoding holds directly, except under "name", so that a
// type named by a setting or a string field (webhooks.union, say) counts too. A type with a count of one has a
// single parent. An API that has no JSON encoding counts nothing.
func RefsAndStrings(api *ir.API) map[string]int {
	counts := map[string]int{}
	err := WalkJSON(api, Visitor{
		String: func(s, key string, direct bool) {
			if direct && key != "name" {
				counts[s]++
			}
		},
		Named: func(name string) { counts[name]++ },
	})
	if err != nil {
		return map[string]int{}
	}
	return counts
}

// typeNameKeys are the IR's JSON fields that hold type names as strings: allOf parents, param models, resources'
// models, params types, the error and webhook unions and the error variants' types.
var typeNameKeys = map[string]bool{"extends": true, "param_model": true, "models": true, "params_type": true, "union": true, "type": true}
