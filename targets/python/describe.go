package python

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// Surface is a read-only description of the Python names of the SDK this target generates for an API: what a
// program built on the SDK (the sql target's PL/Python functions) needs to call it without spelling Python names
// itself.
type Surface struct {
	// Package is the import name (acme); Client the synchronous client class (Acme).
	Package, Client string
	// Options are the client constructor's keyword arguments for the API's client options, by option.
	Options map[*ir.ClientOption]string
	// Methods are the methods the SDK has, by IR method.
	Methods map[*ir.Method]*SurfaceMethod
}

// SurfaceMethod is one SDK method: the attributes leading from the client to it, its name and its arguments.
type SurfaceMethod struct {
	Attrs []string
	Name  string
	// Positional are passed by position, in order; Keywords by name (required first).
	Positional, Keywords []SurfaceArg
	// Paginated is set when the method returns a page whose iteration fetches every following page.
	Paginated bool
	// StreamFlag is the keyword argument that turns streaming on ("" when the method always streams or never does).
	StreamFlag string
}

// SurfaceArg is one argument: its param (nil for a body passed whole), its Python name, type and whether it is
// required.
type SurfaceArg struct {
	Param    *ir.Param
	Name     string
	Type     ir.TypeRef
	Required bool
}

// Describe works out the Python names of the SDK generated for api with the python section cfg, as Generate would.
func Describe(api *ir.API, cfg *config.PythonTarget) (*Surface, error) {
	if cfg == nil {
		return nil, fmt.Errorf("describing the Python SDK needs the python target's sdkgen.yml section")
	}
	api, returns := methodResponses(api, naming.New(api.Casings))
	g := &gen{
		api: api, cfg: cfg, pkg: cfg.ImportName(), modules: map[string]*module{},
		plans: map[*ir.Method]*pcall{}, chains: map[*ir.Method]string{}, attrs: map[*ir.Resource]map[*ir.Resource]string{},
	}
	g.names = newNames(api, g.pkg)
	g.names.returns = returns
	s := &Surface{Package: g.pkg, Client: g.names.client(), Options: map[*ir.ClientOption]string{}, Methods: map[*ir.Method]*SurfaceMethod{}}
	for _, o := range g.clientOptions() {
		s.Options[o] = g.optionName(o)
	}
	var walk func(r *ir.Resource)
	walk = func(r *ir.Resource) {
		for _, m := range g.methods(r) {
			s.Methods[m] = g.describeMethod(m)
		}
		for _, sub := range g.subresources(r) {
			walk(sub)
		}
	}
	if g.api.Root != nil {
		walk(g.api.Root)
	}
	return s, nil
}

func (g *gen) describeMethod(m *ir.Method) *SurfaceMethod {
	chain := strings.Split(g.callChain(m), ".")
	c := g.planCall(m)
	out := &SurfaceMethod{Attrs: chain[1 : len(chain)-1], Name: chain[len(chain)-1], Paginated: m.Pagination != nil}
	for _, a := range c.positional {
		out.Positional = append(out.Positional, SurfaceArg{Param: a.p, Name: a.name, Type: a.t, Required: true})
	}
	for _, a := range c.kwargs {
		out.Keywords = append(out.Keywords, SurfaceArg{Param: a.p, Name: a.name, Type: a.t, Required: a.required})
	}
	if d := c.discriminator(); d != nil {
		out.StreamFlag = d.name
	}
	return out
}
