package python

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// methodResponses names each method's response type as the published SDKs do (docs/python.md, "Naming and
// shapes"): a declared model (a resource's models:) keeps its name; any other response body is
// <Resource><Method>Response (GenerationListResponse, ConceptListResponse), in the types package of the method's
// resource. A schema only that method returns is renamed so; any other body (an array, a map, a schema used
// elsewhere too) gets a type alias of that name. Bodies of a primitive type, files, pages and event streams keep
// their annotation (str, BinaryAPIResponse, SyncPage[...], Stream[...]).
//
// It returns a copy of the API with the renamed and added types, and the type each such method returns; api is
// not modified.
func methodResponses(api *ir.API, namer *naming.Namer) (*ir.API, map[*ir.Method]string) {
	refs := typeUses(api)
	byName := map[string]*ir.Type{}
	for _, t := range api.Types {
		byName[t.Name] = t
	}
	types := slices.Clone(api.Types)
	index := map[string]int{}
	for i, t := range types {
		index[t.Name] = i
	}
	returned := map[*ir.Method]string{}
	for _, m := range api.Methods() {
		ref, ok := namedResponse(m, byName)
		if !ok {
			continue
		}
		resource, base := methodTypeBase(m, namer, "response")
		if t := byName[ref.Name]; ref.Kind == ir.Named && t != nil && soleResponse(t, refs) {
			clone := *t
			clone.Names = renamed(t.Names, namer.Pascal(base))
			clone.Resource = resource
			types[index[t.Name]] = &clone
			returned[m] = t.Name
			continue
		}
		if i, ok := index[base]; ok && ref.Elem != nil && ref.Elem.Kind == ir.Named && ref.Elem.Name == base &&
			!types[i].Model && types[i].Names["python"] == "" {
			// The spec's builder named the body's inline item after the method: the whole body takes the name, the
			// part is its item.
			clone := *types[i]
			clone.Names = renamed(clone.Names, namer.Pascal(base+"_item"))
			types[i] = &clone
		}
		name := base
		for i := 2; indexed(index, name); i++ {
			name = base + "_" + strconv.Itoa(i)
		}
		alias := ref
		index[name] = len(types)
		types = append(types, &ir.Type{
			Name: name, Kind: "alias", Resource: resource, Alias: &alias, Usage: ir.Usage{Response: true},
			Names: ir.LangNames{"python": namer.Pascal(base)},
		})
		returned[m] = name
	}
	out := *api
	out.Types = types
	return &out, returned
}

// namedResponse is the body type a method returns that gets a method-named type: not a declared model, a
// primitive, a file, a page or an event stream.
func namedResponse(m *ir.Method, byName map[string]*ir.Type) (ir.TypeRef, bool) {
	r := m.Response
	if m.Kind != "http" || m.IsSkipped("python") || r == nil || r.Type == nil || r.Binary || len(r.Unwrap) > 0 ||
		m.Pagination != nil || (m.Streaming != nil && m.Streaming.ParamDiscriminator == "") {
		return ir.TypeRef{}, false
	}
	t := *r.Type
	switch t.Kind {
	case ir.Named:
		nt := byName[t.Name]
		return t, nt != nil && !nt.Model
	case ir.Array, ir.Map, ir.Unknown:
		return t, true
	}
	return ir.TypeRef{}, false
}

// soleResponse reports whether a type is a schema no declaration names and only one method's response uses, so it
// can take that method's name.
func soleResponse(t *ir.Type, uses map[string]int) bool {
	return !t.Model && !t.Recursive && !t.Usage.Request && t.Names["python"] == "" && t.ParamModel == "" && uses[t.Name] == 1
}

// renamed is a copy of per-language names with Python's set.
func renamed(names ir.LangNames, python string) ir.LangNames {
	out := ir.LangNames{}
	for k, v := range names {
		out[k] = v
	}
	out["python"] = python
	return out
}

// methodTypeBase is the snake-case name of a method's generated type (params, response): the singular of its
// resource's name, the method's, then suffix (generation_list_params); and the resource's dotted path.
func methodTypeBase(m *ir.Method, namer *naming.Namer, suffix string) (resource, base string) {
	parts := strings.Split(strings.TrimPrefix(m.Call, "client."), ".")
	words := []string{"client"} // the client's own methods, as the spec's builder names their types
	if len(parts) > 1 {
		words = []string{namer.Singular(parts[len(parts)-2])}
	}
	return strings.Join(parts[:len(parts)-1], "."), strings.Join(append(words, parts[len(parts)-1], suffix), "_")
}

// typeUses counts the references to each named type: from types, and from methods' params, bodies, responses,
// pages and event streams.
func typeUses(api *ir.API) map[string]int {
	uses := map[string]int{}
	var add func(r *ir.TypeRef)
	add = func(r *ir.TypeRef) {
		switch {
		case r == nil:
		case r.Kind == ir.Named:
			uses[r.Name]++
		case r.Elem != nil:
			add(r.Elem)
		}
	}
	for _, t := range api.Types {
		for _, name := range typeRefs(t) {
			uses[name]++
		}
	}
	for _, m := range api.Methods() {
		for _, p := range m.Params {
			add(&p.Type)
		}
		if m.Body != nil {
			add(m.Body.Type)
		}
		if m.Response != nil {
			add(m.Response.Type)
		}
		if m.Pagination != nil {
			add(&m.Pagination.Item)
		}
		if m.Streaming != nil {
			add(&m.Streaming.Event)
		}
	}
	return uses
}

func indexed(index map[string]int, name string) bool {
	_, ok := index[name]
	return ok
}
