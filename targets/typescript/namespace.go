package typescript

import (
	"slices"
	"strings"
)

// staticErrors gives the client class the error classes as static members, so that code holding only the
// default export can test `err instanceof Client.NotFoundError`, as the published SDKs' READMEs do.
func (g *gen) staticErrors(mod *module) {
	w := &mod.body
	errs := mod.useNamespace(errorModule, g.names.local("Errors"))
	client := g.names.client()
	for _, e := range append([]string{client + "Error"}, errorExports...) {
		w.line("static %s = %s.%s;", e, errs, e)
	}
	if g.api.Errors.Union != nil {
		for _, v := range g.api.Errors.Union.Variants {
			e := g.errorClass(v)
			w.line("static %s = %s.%s;", e, errs, e)
		}
	}
}

// clientNamespace merges a namespace into the client class holding every resource class and every type the
// resources declare, so that `Client.StopRetrieveResponse` names a type with only the default export imported.
func (g *gen) clientNamespace(mod *module) {
	w := &mod.body
	client := g.names.client()
	var members []string
	var assigned []string
	for _, p := range g.resourceModulePaths() {
		classes := g.resourceClassesIn(p)
		for _, name := range g.modules[p].exports() {
			if slices.Contains(classes, name) {
				members = append(members, mod.use(p, name)+" as "+name)
				assigned = append(assigned, name)
				continue
			}
			members = append(members, "type "+mod.useType(p, name)+" as "+name)
		}
	}
	if len(members) == 0 {
		return
	}
	w.blank()
	for _, name := range assigned {
		w.line("%s.%s = %s;", client, name, name)
	}
	if len(assigned) > 0 {
		w.blank()
	}
	w.open("export declare namespace %s {", client)
	options := mod.useTypeAs(baseClientModule, "RequestOptions", g.names.local("BaseRequestOptions"))
	w.line("export type RequestOptions = %s;", options)
	w.blank()
	if one := "export { " + strings.Join(members, ", ") + " };"; w.fits(one) {
		w.line("%s", one)
	} else {
		w.list("export {", members, "};")
	}
	w.close("}")
}

// resourceModulePaths are the modules under src/resources that declare something, sorted.
func (g *gen) resourceModulePaths() []string {
	var out []string
	for p, m := range g.modules {
		if strings.HasPrefix(p, "src/resources/") && p != "src/resources/index.ts" && len(m.exports()) > 0 {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// resourceClassesIn are the resource classes a module declares, in no particular order.
func (g *gen) resourceClassesIn(p string) []string { return g.names.classesIn[p] }
