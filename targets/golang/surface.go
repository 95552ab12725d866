package golang

import (
	"fmt"
	"sync"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// Surface is a read-only description of the Go names of the SDK this target generates for an API: what a program
// built on the SDK (the cli target) needs to call it without spelling Go names itself.
type Surface struct {
	// Module is the SDK's module path; Package its root package name; OptionPackage the import path of its
	// request-option package.
	Module, Package, OptionPackage string
	// Constructor is the client constructor of the root package (NewClient); ClientType the type it returns, a
	// pointer ("*Client") in v1-style SDKs.
	Constructor, ClientType string
	// ErrorType is the root package's alias of the API error type.
	ErrorType string
	// FieldWrapper wraps a value set on a params field ("F" in v1-style SDKs, whose fields are param.Field[T]);
	// empty when fields take plain values.
	FieldWrapper string
	// Methods are the methods the SDK has, by IR method.
	Methods map[*ir.Method]*SurfaceMethod
}

// SurfaceMethod is one SDK method.
type SurfaceMethod struct {
	// Services are the fields leading from the client to the method's service (empty for a client method).
	Services []string
	// Name is the method; Streaming, when set, is the method returning an SSE stream (Name itself for a
	// stream-only method); AutoPaging, when set, is the auto-paging iterator of a paginated method.
	Name, Streaming, AutoPaging string
	// Positional are the path arguments before the params, in order.
	Positional []SurfaceValue
	// Params is the params type ("" when the method takes none); PathFields are the path params it holds.
	Params     string
	PathFields []SurfaceValue
	// Binary is set when the method returns the raw *http.Response; NoResult when Name returns only an error.
	Binary, NoResult bool
}

// SurfaceValue is a path parameter as the SDK takes it: its Go type ("string", "int64", an enum type of the root
// package...) and, for a params field, the field's name.
type SurfaceValue struct {
	Param  *ir.Param
	GoType string
	Field  string
}

// Describe works out the Go names of the SDK generated for api with the go section cfg, as Generate would.
func Describe(api *ir.API, cfg *config.GoTarget, edition string) (*Surface, error) {
	if cfg == nil {
		return nil, fmt.Errorf("describing the Go SDK needs the go target's sdkgen.yml section")
	}
	g := newGen(api, cfg, edition, nil)
	g.types()
	s := &Surface{
		Module: g.module, Package: g.pkg, OptionPackage: g.module + "/" + g.optPkg,
		Constructor: "New" + g.names.client(), ClientType: g.held(g.names.client()), ErrorType: errorAlias, Methods: map[*ir.Method]*SurfaceMethod{},
	}
	if !g.v2() {
		s.FieldWrapper = "F"
	}
	g.describeResource(s, g.api.Root, nil)
	return s, nil
}

// describeResource adds a resource's methods and those of its children generated for Go.
func (g *gen) describeResource(s *Surface, r *ir.Resource, services []string) {
	for _, m := range g.methods(r) {
		s.Methods[m] = g.describeMethod(m, services)
	}
	subs := g.subresources(r)
	fields := g.subserviceFields(r, subs)
	for _, sub := range subs {
		g.describeResource(s, sub, append(append([]string{}, services...), fields[sub]))
	}
}

func (g *gen) describeMethod(m *ir.Method, services []string) *SurfaceMethod {
	p := g.plan(m)
	out := &SurfaceMethod{Services: services, Name: p.name, Params: p.params, Binary: p.result == "*http.Response", NoResult: p.result == "" && m.Pagination == nil}
	switch {
	case m.Pagination != nil:
		out.AutoPaging = p.name + "AutoPaging"
	case m.Streaming != nil && m.Streaming.ParamDiscriminator == "":
		out.Streaming = p.name
	case m.Streaming != nil:
		out.Streaming = p.name + "Streaming"
	}
	for _, a := range p.path {
		out.Positional = append(out.Positional, SurfaceValue{Param: a.p, GoType: a.typ})
	}
	for _, b := range g.pathBindings(p) {
		if b.field != "" {
			out.PathFields = append(out.PathFields, SurfaceValue{Param: b.p, GoType: b.typ, Field: b.field})
		}
	}
	return out
}

// newGen sets up a generation of api with cfg, writing into out (nil: a scratch tree).
func newGen(api *ir.API, cfg *config.GoTarget, edition string, spec []byte) *gen {
	g := &gen{api: api, cfg: cfg, edition: edition, spec: spec, files: map[string]*goFile{}, plans: map[*ir.Method]*methodPlan{}, subFields: map[*ir.Resource]map[*ir.Resource]string{}}
	g.style = config.GoCodeStyle(cfg)
	g.pkg = cfg.PackageIdent()
	g.optPkg = cfg.Options.OptionPackageName
	if g.optPkg == "" {
		g.optPkg = "option"
	}
	g.module = ModulePath(cfg, api, Version)
	g.nullableMapItems = config.GoNullableMapItems(cfg)
	g.names = newNames(api, g)
	g.qual = g.importQualifier()
	g.example = example.New(api, func(skip []string) bool { return skipped(skip) })
	g.sharedNames = sync.OnceValue(g.sharedTypeNames)
	return g
}
