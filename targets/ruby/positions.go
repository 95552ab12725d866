package ruby

import (
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/positions"
)

// nestByPosition nests the types inside each method's response in the class of the object that holds them, named
// after the property, as the published Ruby SDKs do: StopRetrieveResponse's data is StopRetrieveResponse::Data,
// whose entry is StopRetrieveResponse::Data::Entry; an array's items take the property in the singular. Only a type
// that appears at this one position is nested (positional): declared models, shared types, types requests use,
// recursive ones, ones with an x-sdkgen-naming ruby name and schemas referred to anywhere else keep their own
// class and file. Paged, unwrapped, streaming and binary responses are left as they are. The response class keeps
// its name.
func (g *gen) nestByPosition() {
	refs := positions.NamedRefs(g.api)
	for _, r := range g.allResources() {
		for _, m := range g.methods(r) {
			resp := m.Response
			if resp == nil || resp.Type == nil || resp.Binary || len(resp.Unwrap) > 0 || m.Pagination != nil || m.Streaming != nil {
				continue
			}
			root, _ := positions.HeldType(*resp.Type)
			if t := g.types[root.Name]; root.Kind == ir.Named && t != nil && t.Kind == "object" {
				g.nestProperties(t, refs)
			}
		}
	}
}

// nestProperties nests in parent the positional types its properties hold, and theirs in turn.
func (g *gen) nestProperties(parent *ir.Type, refs map[string]int) {
	taken := map[string]bool{}
	for _, p := range parent.Properties {
		held, array := positions.HeldType(p.Type)
		t := g.types[held.Name]
		if held.Kind != ir.Named || t == nil || g.nestedIn[t.Name] != "" || !positional(t, refs) {
			continue
		}
		word := p.Name
		if array {
			word = g.namer.Singular(p.Name)
		}
		base := constant(g.namer.Pascal(word))
		name := base
		for i := 2; taken[name]; i++ {
			name = base + strconv.Itoa(i)
		}
		taken[name] = true
		g.model[t.Name] = g.model[parent.Name] + "::" + name
		g.nestedIn[t.Name] = parent.Name
		g.nested[parent.Name] = append(g.nested[parent.Name], t)
		if t.Kind == "object" {
			g.nestProperties(t, refs)
		}
	}
}

// positional reports whether a type may be nested where it is used: it appears once in the whole API and nothing
// else names it.
func positional(t *ir.Type, refs map[string]int) bool {
	return refs[t.Name] == 1 && !t.Model && t.Resource != "$shared" && !t.Usage.Request && !t.Recursive &&
		t.Names["ruby"] == "" && t.ParamModel == ""
}

// shortName is a type's constant within the module or class that declares it.
func (g *gen) shortName(t *ir.Type) string {
	parts := strings.Split(g.model[t.Name], "::")
	return parts[len(parts)-1]
}

// nestedDeclarations are the declarations of the types nested in t (by declare), each after an empty line and
// indented into t's body.
func (g *gen) nestedDeclarations(t *ir.Type, declare func(*ir.Type) string) string {
	var b strings.Builder
	for _, child := range g.nested[t.Name] {
		b.WriteString("\n" + indent(declare(child), "  "))
	}
	return b.String()
}
