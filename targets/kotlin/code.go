package kotlin

import "github.com/sdkgen/sdkgen/generator/ir"

// code plans the model classes, then writes the models, the params and services of every resource, and the
// clients and their OkHttp builders.
func (g *gen) code() error {
	g.planClasses()
	if err := g.models(); err != nil {
		return err
	}
	for _, async := range []bool{false, true} {
		root := g.planService(g.api.Root, async, true)
		if err := g.serviceFiles(root); err != nil {
			return err
		}
		if err := g.okHttpBuilder(async); err != nil {
			return err
		}
	}
	if err := g.settingsFile(); err != nil {
		return err
	}
	return g.tests()
}

// planClasses declares every class before any file is written: the declared models and the methods' responses
// top level, the params classes, then the page items and stream events that no class carries yet, then the types
// nothing uses (each top level, so none is lost).
func (g *gen) planClasses() {
	for _, t := range g.api.Types {
		if t.Model && classKind(t) {
			g.cls.topLevel(t)
		}
	}
	for _, m := range g.api.Methods() {
		if r := m.Response; supported(m) && r != nil && r.Type != nil && !r.Binary {
			if t := g.cls.namedIn(*r.Type); t != nil {
				g.cls.topLevel(t)
			}
		}
	}
	methods := g.allMethods(g.planService(g.api.Root, false, true))
	var loose []ir.TypeRef
	for _, m := range methods {
		if p := m.m.Pagination; p != nil {
			loose = append(loose, p.Item)
		}
		if st := m.m.Streaming; st != nil {
			loose = append(loose, st.Event)
		}
	}
	for _, ref := range loose {
		if t := g.cls.namedIn(ref); t != nil && g.cls.first[t.Name] == nil {
			g.cls.topLevel(t)
		}
	}
	for _, t := range g.api.Types {
		if classKind(t) && g.cls.first[t.Name] == nil {
			g.cls.topLevel(t)
		}
	}
}

// allMethods are a service's methods and its subservices', depth first.
func (g *gen) allMethods(s *service) []*method {
	var out []*method
	for _, sub := range s.subs {
		out = append(out, g.allMethods(sub)...)
	}
	return append(out, s.methods...)
}
