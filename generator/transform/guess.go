package transform

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// guessDiscriminantUnions gives a discriminator to every oneOf or anyOf that has none but could: each member is an
// object schema (directly, through local $refs, or through allOf) with a property pinned to one string (const, or
// an enum of one value), and those strings differ between the members. When several properties qualify, type,
// kind or object is taken, else the first of the first member. When every member is a $ref, the discriminator also
// gets the mapping from each value to its member, so tools that need one (and openapi.documented.yml) agree.
func (e *entry) guessDiscriminantUnions(doc *document.Node) {
	if args := e.t.Args; !args.IsNull() && (args.Kind != document.Object || len(args.Fields) != 0) {
		e.report(diag.TransformInvalid, e.argPtr(), "guessDiscriminantUnions takes no args")
		return
	}
	type guess struct {
		union *document.Node
		d     *document.Node
	}
	var guesses []guess
	eachDescendant(&step{node: doc}, func(s *step) {
		if s.node.Kind == document.Object && !s.node.Has("discriminator") {
			if d := discriminatorFor(doc, s.node); d != nil {
				guesses = append(guesses, guess{s.node, d})
			}
		}
	})
	if len(guesses) == 0 {
		e.report(diag.TransformNoMatch, e.t.Ptr, "no oneOf or anyOf is left whose members a constant property tells apart; delete this transform")
		return
	}
	for _, g := range guesses {
		g.union.Fields = append(g.union.Fields, document.Field{Key: "discriminator", Value: g.d})
	}
}

// discriminatorFor returns the discriminator object a union can have, or nil.
func discriminatorFor(doc, n *document.Node) *document.Node {
	members := elements(n.Get("oneOf"))
	if len(members) == 0 {
		members = elements(n.Get("anyOf"))
	}
	if len(members) < 2 {
		return nil
	}
	consts := make([]map[string]string, len(members)) // per member: property -> its one value
	for i, m := range members {
		if consts[i] = constProperties(doc, m, 0); len(consts[i]) == 0 {
			return nil
		}
	}
	prop := pickDiscriminator(doc, members[0], consts)
	if prop == "" {
		return nil
	}
	d := &document.Node{Kind: document.Object, Fields: []document.Field{{Key: "propertyName", Value: document.NewString(prop)}}}
	mapping := &document.Node{Kind: document.Object}
	for i, m := range members {
		ref := m.Get("$ref")
		if ref == nil || ref.Kind != document.String {
			return d
		}
		mapping.Fields = append(mapping.Fields, document.Field{Key: consts[i][prop], Value: document.NewString(ref.Value)})
	}
	d.Fields = append(d.Fields, document.Field{Key: "mapping", Value: mapping})
	return d
}

// pickDiscriminator chooses the property every member pins, with values that differ between members.
func pickDiscriminator(doc, first *document.Node, consts []map[string]string) string {
	var candidates []string
	for _, name := range propertyNames(doc, first) {
		seen := map[string]bool{}
		ok := true
		for _, c := range consts {
			v, has := c[name]
			if !has || seen[v] {
				ok = false
				break
			}
			seen[v] = true
		}
		if ok {
			candidates = append(candidates, name)
		}
	}
	for _, preferred := range []string{"type", "kind", "object"} {
		if slices.Contains(candidates, preferred) {
			return preferred
		}
	}
	if len(candidates) > 0 {
		return candidates[0]
	}
	return ""
}

// constProperties maps the properties of an object schema that are pinned to one string to that string.
func constProperties(doc, s *document.Node, depth int) map[string]string {
	s = resolveNode(doc, s)
	if s == nil || s.Kind != document.Object || depth > 16 {
		return nil
	}
	out := map[string]string{}
	for _, m := range elements(s.Get("allOf")) {
		for k, v := range constProperties(doc, m, depth+1) {
			out[k] = v
		}
	}
	for _, p := range members(s.Get("properties")) {
		if v, ok := pinnedString(resolveNode(doc, p.Value)); ok {
			out[p.Key] = v
		}
	}
	return out
}

// propertyNames lists an object schema's property names in order, its allOf members' first.
func propertyNames(doc, s *document.Node) []string {
	return throughAllOf(doc, s, 0, func(s *document.Node) []string {
		var out []string
		for _, p := range members(s.Get("properties")) {
			out = append(out, p.Key)
		}
		return out
	})
}

// throughAllOf resolves a schema and collects what own finds in its allOf members (first, recursively) and in it.
func throughAllOf(doc, s *document.Node, depth int, own func(*document.Node) []string) []string {
	s = resolveNode(doc, s)
	if s == nil || depth > 16 {
		return nil
	}
	var out []string
	for _, m := range elements(s.Get("allOf")) {
		out = append(out, throughAllOf(doc, m, depth+1, own)...)
	}
	return append(out, own(s)...)
}

// pinnedString returns the one string a schema allows: its const, or the member of a one-value enum.
func pinnedString(s *document.Node) (string, bool) {
	if c := s.Get("const"); c != nil {
		return c.Value, c.Kind == document.String
	}
	if e := elements(s.Get("enum")); len(e) == 1 && e[0].Kind == document.String {
		return e[0].Value, true
	}
	return "", false
}
