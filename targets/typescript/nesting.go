package typescript

import (
	"regexp"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/targets/internal/positions"
)

// componentRef matches the spec pointer of a named component schema: such types stay top-level types.
var componentRef = regexp.MustCompile(`^#/components/schemas/[^/]+$`)

// planNesting declares the inline object, enum and union schemas of a type inside the type's namespace, as the
// published SDKs do (`StopRetrieveResponse.Data.Entry`): an inline type used by exactly one property of one
// object type of the same module is named after the property (singular for array items) in its parent's
// namespace. Component schemas, models, recursive types, types with a request-side twin or a name of their own,
// and names that would shadow an identifier of the module stay top-level.
func (g *gen) planNesting() {
	n := g.names
	refs := positions.RefsAndStrings(g.api)
	uses := g.nestingUses()
	for _, t := range g.api.Types {
		u := uses[t.Name]
		if len(u) != 1 || refs[t.Name] != 1 || !g.nestable(t) || g.names.moduleOf(t) != u[0].module {
			continue
		}
		word := u[0].word
		if u[0].array {
			word = n.namer.Singular(word)
		}
		short := n.namer.Safe(g.lang, n.namer.Pascal(word))
		if short == "" || n.taken[short] || naming.IsBuiltin(g.lang, short) || n.hasChild(u[0].parent, short) {
			continue
		}
		n.parent[t.Name] = u[0].parent
		n.short[t.Name] = short
		n.children[u[0].parent] = append(n.children[u[0].parent], t.Name)
	}
	n.dropCycles(g.api.Types)
	for _, t := range g.api.Types {
		if _, ok := n.parent[t.Name]; ok {
			n.types[t.Name] = n.qualified(t.Name)
		}
	}
}

// paramsParent is the parent key of the types nested in a method's params type.
const paramsParent = "params "

// nestingUse is where a type is used: a member (property, or param of a params type) of a parent that may hold
// it in its namespace.
type nestingUse struct {
	parent string // IR type name, or paramsParent + the params type's name
	module string // the parent's module
	word   string // the member's name
	array  bool   // the member holds an array of the type
}

// nestingUses are the uses of every type by a member of an object type or of a method's params type.
func (g *gen) nestingUses() map[string][]nestingUse {
	uses := map[string][]nestingUse{}
	for _, t := range g.api.Types {
		if t.Kind != "object" || !g.nestable(t) {
			continue
		}
		for _, p := range t.Properties {
			if name, array := propertyTarget(p.Type); name != "" && name != t.Name && !slices.Contains(p.Skip, g.lang) {
				uses[name] = append(uses[name], nestingUse{t.Name, g.names.moduleOf(t), p.Name, array})
			}
		}
	}
	for _, r := range g.api.Resources() {
		if !g.included(r.Skip, r.Only) {
			continue
		}
		for _, m := range g.methods(r) {
			if g.names.params[m] == "" {
				continue // a params type named when the methods are written: nothing nests in it
			}
			c := g.planCall(m)
			if c.params == "" {
				continue
			}
			for _, p := range c.named {
				if name, array := propertyTarget(p.Type); name != "" {
					uses[name] = append(uses[name], nestingUse{paramsParent + c.params, g.names.resourceModule(r), p.Name, array})
				}
			}
		}
	}
	return uses
}

// nestable reports a type that may hold or be held in a namespace.
func (g *gen) nestable(t *ir.Type) bool {
	_, twin := g.names.paramSide[t.Name]
	return !twin && !t.Model && !t.Recursive && !componentRef.MatchString(t.SpecRef) &&
		t.Names[g.lang] == "" && t.Names["typescript"] == ""
}

// propertyTarget is the named type a property holds, directly or as the items or values of an array or map, and
// whether it is an array's items.
func propertyTarget(t ir.TypeRef) (string, bool) {
	switch {
	case t.Kind == ir.Named && t.Const == nil:
		return t.Name, false
	case t.Kind == ir.Array && t.Elem != nil && t.Elem.Kind == ir.Named && t.Elem.Const == nil:
		return t.Elem.Name, true
	case t.Kind == ir.Map && t.Elem != nil && t.Elem.Kind == ir.Named && t.Elem.Const == nil:
		return t.Elem.Name, false
	}
	return "", false
}

// dropCycles keeps a type top-level when its chain of parents never reaches one: each nested type must sit in a
// namespace under a top-level type.
func (n *names) dropCycles(types []*ir.Type) {
	for _, t := range types {
		name := t.Name
		if _, ok := n.parent[name]; !ok {
			continue
		}
		seen := map[string]bool{name: true}
		for p, ok := n.parent[name]; ok; p, ok = n.parent[p] {
			if seen[p] {
				n.unnest(name)
				break
			}
			seen[p] = true
		}
	}
}

// hasChild reports whether a type's namespace already declares a member named short.
func (n *names) hasChild(parent, short string) bool {
	return slices.ContainsFunc(n.children[parent], func(c string) bool { return n.short[c] == short })
}

func (n *names) unnest(name string) {
	p := n.parent[name]
	n.children[p] = slices.DeleteFunc(n.children[p], func(c string) bool { return c == name })
	delete(n.parent, name)
	delete(n.short, name)
}

// qualified is the dotted TypeScript name of a nested type: Root.Child.Grandchild.
func (n *names) qualified(name string) string {
	if p, ok := n.parent[name]; ok {
		return n.qualified(p) + "." + n.short[name]
	}
	if params, ok := strings.CutPrefix(name, paramsParent); ok {
		return params
	}
	return n.types[name]
}
