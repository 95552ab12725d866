package python

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// names assigns every Python name and module of an API once, so all files agree and nothing collides.
type names struct {
	pkg   string // the import name, e.g. acme
	namer *naming.Namer
	api   *ir.API
	types map[string]*ir.Type
	// taken holds the names of the package's public namespace (types, pages, resources, clients, errors) and the
	// runtime names generated modules import, so no module has to rename an import.
	taken map[string]bool
	// modTaken holds the module paths of types/ in use.
	modTaken map[string]bool

	model   map[string]string // IR type -> response-side name (model class, enum, union or alias)
	modelOf map[string]string // IR type -> dotted module declaring the response side
	param   map[string]string // IR type -> request-side name; the response-side name when both sides are one type
	paramOf map[string]string // IR type -> dotted module declaring the request side

	returns map[*ir.Method]string // method -> the type its response is declared as, when named after it (methodResponses)

	params   map[*ir.Method]string // method -> its params TypedDict
	paramsOf map[*ir.Method]string

	resources map[*ir.Resource]string // resource -> base class name, e.g. AccountsResource
	resMod    map[*ir.Resource]string // resource -> dotted module

	pages  map[string]string // pagination scheme -> name without Sync/Async, e.g. CursorPage
	errors map[string]string // errors.union variant value -> error class
}

// runtimeNames are the names generated modules import from the runtime, typing and pydantic; API names avoid them.
var runtimeNames = []string{
	"Any", "Dict", "List", "Mapping", "Optional", "Sequence", "Union", "Literal", "TypedDict", "Required", "Annotated",
	"Self", "TypeVar", "BaseModel", "FieldInfo", "ConfigDict", "DiscriminatorInfo", "FileTypes", "NotGiven",
	"NOT_GIVEN", "Omit", "Headers", "Query", "Body", "Timeout", "SyncAPIResource", "AsyncAPIResource", "SyncAPIClient",
	"AsyncAPIClient", "ClientDefaults", "Stream", "AsyncStream", "StreamRule", "BaseSyncPage", "BaseAsyncPage",
	"AsyncPaginator", "PageScheme", "PageField", "APIResponse", "AsyncAPIResponse", "BinaryAPIResponse",
	"AsyncBinaryAPIResponse", "BearerAuth", "BasicAuth", "ApiKeyAuth", "AuthScheme", "ErrorVariant", "ClientError",
	"RequestOptions", "Client", "AsyncClient", "ENVIRONMENTS", "DEFAULTS", "Field",
}

// exceptionNames are the runtime's error classes, which the package root exports beside the API's typed errors.
var exceptionNames = []string{
	"APIError", "APIConnectionError", "APITimeoutError", "APIStatusError", "BadRequestError", "AuthenticationError",
	"PermissionDeniedError", "NotFoundError", "ConflictError", "UnprocessableEntityError", "RateLimitError",
	"InternalServerError", "APIResponseValidationError", "WebhookVerificationError",
}

func newNames(api *ir.API, pkg string) *names {
	n := &names{
		pkg: pkg, namer: naming.New(api.Casings), api: api, types: map[string]*ir.Type{},
		taken: map[string]bool{}, modTaken: map[string]bool{"__init__": true},
		model: map[string]string{}, modelOf: map[string]string{}, param: map[string]string{}, paramOf: map[string]string{},
		params: map[*ir.Method]string{}, paramsOf: map[*ir.Method]string{},
		resources: map[*ir.Resource]string{}, resMod: map[*ir.Resource]string{},
		pages: map[string]string{}, errors: map[string]string{},
	}
	for _, t := range api.Types {
		n.types[t.Name] = t
	}
	for _, r := range runtimeNames {
		n.taken[r] = true
	}
	client := n.client()
	for _, c := range []string{client, "Async" + client, client + "Error", client + "WithRawResponse", "Async" + client + "WithRawResponse", client + "WithStreamedResponse", "Async" + client + "WithStreamedResponse"} {
		n.taken[c] = true
	}
	for _, s := range api.Pagination {
		base := n.namer.Pascal(s.Name)
		for i := 2; n.taken["Sync"+base] || n.taken["Async"+base]; i++ {
			base = n.namer.Pascal(s.Name) + strconv.Itoa(i)
		}
		n.taken["Sync"+base], n.taken["Async"+base] = true, true
		n.pages[s.Name] = base
	}
	n.assignTypes()
	n.assignResources()
	for _, m := range api.Methods() {
		if m.Kind == "http" {
			n.assignParams(m)
		}
	}
	return n
}

// client is the sync client class name.
func (n *names) client() string {
	name := n.namer.Safe("python", n.namer.Pascal(n.api.Client.Name))
	if name == "" {
		return "Client"
	}
	return name
}

// claim returns name, or name with a number when it is taken; and a safe identifier either way.
func (n *names) claim(name string) string {
	name = n.namer.Safe("python", name)
	if naming.IsBuiltin("python", name) {
		name += "Type"
	}
	base := name
	for i := 2; n.taken[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	n.taken[name] = true
	return name
}

// claimModule returns a free module of the types package dir (dotted, "" for types/ itself) for snake-case words,
// as the module's dotted path under types/.
func (n *names) claimModule(dir, snake string) string {
	snake = n.namer.Safe("python", snake)
	if strings.HasPrefix(snake, "_") {
		snake = "type" + snake
	}
	base := snake
	for i := 2; n.modTaken[joinDotted(dir, snake)]; i++ {
		snake = base + "_" + strconv.Itoa(i)
	}
	n.modTaken[joinDotted(dir, snake)] = true
	return joinDotted(dir, snake)
}

func joinDotted(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, ".")
}

// sharedTypesDir holds the types of the config's $shared resource.
const sharedTypesDir = "shared"

// typesDir is the package under types/ that holds the types of a resource (its dotted path): a resource's types
// live beside it, in the package of its parent (types/ itself for a top-level resource), so `client.apps.users`
// declares its types in types/apps/. Shared models live in types/shared/; types no resource owns in types/.
func (n *names) typesDir(resource string) string {
	if resource == "$shared" {
		return sharedTypesDir
	}
	parts := strings.Split(resource, ".")
	if resource == "" || len(parts) < 2 {
		return ""
	}
	dirs := make([]string, 0, len(parts)-1)
	for _, p := range parts[:len(parts)-1] {
		dirs = append(dirs, n.namer.Safe("python", n.namer.Snake(p)))
	}
	return strings.Join(dirs, ".")
}

// reserveDirs marks the types packages (and their parents) as taken, so no type module takes a package's name.
func (n *names) reserveDirs(dir string) {
	parts := strings.Split(dir, ".")
	for i := range parts {
		if dir != "" {
			n.modTaken[strings.Join(parts[:i+1], ".")] = true
		}
	}
}

func (n *names) typeName(t *ir.Type) string {
	if v := t.Names["python"]; v != "" {
		return v
	}
	return n.namer.Pascal(t.Name)
}

// twinned reports whether a type needs a request-side declaration of its own: objects (a TypedDict beside the
// model), and unions and aliases that reach one or a file. Enums and aliases of primitives serve both sides.
func (n *names) twinned(t *ir.Type, seen map[string]bool) bool {
	if seen[t.Name] {
		return false
	}
	seen[t.Name] = true
	switch t.Kind {
	case "object":
		return true
	case "union":
		for _, v := range t.Union.Variants {
			if n.refTwinned(v.Type, seen) {
				return true
			}
		}
	case "alias":
		return t.Alias != nil && n.refTwinned(*t.Alias, seen)
	}
	return false
}

func (n *names) refTwinned(r ir.TypeRef, seen map[string]bool) bool {
	switch r.Kind {
	case ir.Named:
		t := n.types[r.Name]
		return t != nil && n.twinned(t, seen)
	case ir.Array, ir.Map:
		return r.Elem != nil && n.refTwinned(*r.Elem, seen)
	}
	return r.IsBinary()
}

// assignTypes names every type and gives it a module under types/: one module per type, except that types which
// refer to each other in a cycle share the module of the first of them, so no two modules import each other.
//
// A type's request side is a TypedDict of its own properties named <Type>Param, or after its param model
// (models: param_model) when it has one; a param model that nothing else uses is that TypedDict, not a type of
// its own.
func (n *names) assignTypes() {
	absorbed := map[string]bool{}
	for _, t := range n.api.Types {
		if pm := n.paramModel(t); pm != nil && !pm.Usage.Request && !pm.Usage.Response {
			absorbed[pm.Name] = true
		}
	}
	for _, t := range n.api.Types {
		if absorbed[t.Name] {
			continue
		}
		twinned := n.twinned(t, map[string]bool{})
		hasModel := !twinned || t.Usage.Response || !t.Usage.Request
		base := n.typeName(t)
		if pm := n.paramModel(t); pm != nil {
			base = n.typeName(pm)
		}
		if hasModel {
			n.model[t.Name] = n.claim(n.typeName(t))
		}
		switch {
		case twinned && t.Usage.Request:
			name := base + "Param"
			if t.NoParamsSuffix && (!hasModel || base != n.typeName(t)) {
				name = base
			}
			n.param[t.Name] = n.claim(name)
		case hasModel:
			n.param[t.Name] = n.model[t.Name]
		}
	}
	leader := n.cycleLeaders()
	dirs := n.typeDirs()
	for _, t := range n.api.Types {
		n.reserveDirs(dirs[leader[t.Name]])
	}
	for _, m := range n.api.Methods() {
		n.reserveDirs(n.methodTypesDir(m))
	}
	modelMods, paramMods := map[string]string{}, map[string]string{}
	for _, t := range n.api.Types {
		if _, ok := n.model[t.Name]; !ok {
			continue
		}
		l := leader[t.Name]
		if modelMods[l] == "" {
			modelMods[l] = n.typesModule(n.claimModule(dirs[l], n.moduleWords(l)))
		}
		n.modelOf[t.Name] = modelMods[l]
	}
	for _, t := range n.api.Types {
		l := leader[t.Name]
		switch n.param[t.Name] {
		case "":
		case n.model[t.Name]:
			n.paramOf[t.Name] = n.modelOf[t.Name]
		default:
			if paramMods[l] == "" {
				paramMods[l] = n.typesModule(n.claimModule(dirs[l], n.moduleWords(l)+"_param"))
			}
			n.paramOf[t.Name] = paramMods[l]
		}
	}
}

// moduleWords are the snake-case words of the module declaring a type: those of its Python name when one is set
// for it (x-sdkgen-naming, or a method's response named after the method), else those of its name.
func (n *names) moduleWords(name string) string {
	if t := n.types[name]; t != nil && t.Names["python"] != "" {
		return n.namer.Snake(t.Names["python"])
	}
	return n.namer.Snake(name)
}

// paramModel is the type that names t's request side (models: param_model), or nil.
func (n *names) paramModel(t *ir.Type) *ir.Type {
	if t.ParamModel == "" || t.ParamModel == t.Name {
		return nil
	}
	return n.types[t.ParamModel]
}

// ownsParam reports whether t declares a request side of its own (a TypedDict, or a union or alias of them).
func (n *names) ownsParam(t *ir.Type) bool {
	return n.param[t.Name] != "" && n.param[t.Name] != n.model[t.Name]
}

func (n *names) typesModule(snake string) string { return n.pkg + ".types." + snake }

// cycleLeaders maps every type to the first type (in API order) of its strongly connected component of the
// "refers to" graph: the types that must share a module.
func (n *names) cycleLeaders() map[string]string {
	index := map[string]int{}
	for i, t := range n.api.Types {
		index[t.Name] = i
	}
	edges := make([][]int, len(n.api.Types))
	for i, t := range n.api.Types {
		for _, ref := range typeRefs(t) {
			if j, ok := index[ref]; ok {
				edges[i] = append(edges[i], j)
			}
		}
	}
	comp := stronglyConnected(len(n.api.Types), edges)
	first := map[int]string{}
	out := map[string]string{}
	for i, t := range n.api.Types {
		if _, ok := first[comp[i]]; !ok {
			first[comp[i]] = t.Name
		}
		out[t.Name] = first[comp[i]]
	}
	return out
}

// typeRefs are the named types a type refers to directly.
func typeRefs(t *ir.Type) []string {
	var out []string
	var add func(r ir.TypeRef)
	add = func(r ir.TypeRef) {
		switch r.Kind {
		case ir.Named:
			out = append(out, r.Name)
		case ir.Array, ir.Map:
			if r.Elem != nil {
				add(*r.Elem)
			}
		}
	}
	for _, p := range t.Properties {
		add(p.Type)
	}
	if t.AdditionalProperties != nil {
		add(*t.AdditionalProperties)
	}
	if t.Union != nil {
		for _, v := range t.Union.Variants {
			add(v.Type)
		}
	}
	if t.Alias != nil {
		add(*t.Alias)
	}
	if t.ParamModel != "" {
		out = append(out, t.ParamModel)
	}
	return out
}

// stronglyConnected numbers the strongly connected components of a graph (Tarjan's algorithm, iterative so a deep
// chain of types cannot exhaust the stack).
func stronglyConnected(count int, edges [][]int) []int {
	index, low, comp := make([]int, count), make([]int, count), make([]int, count)
	onStack := make([]bool, count)
	for i := range index {
		index[i], comp[i] = -1, -1
	}
	var stack []int
	next, comps := 0, 0
	type frame struct{ v, edge int }
	for root := 0; root < count; root++ {
		if index[root] >= 0 {
			continue
		}
		calls := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			if f.edge < len(edges[f.v]) {
				w := edges[f.v][f.edge]
				f.edge++
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					calls = append(calls, frame{w, 0})
				} else if onStack[w] {
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				p := calls[len(calls)-1].v
				low[p] = min(low[p], low[v])
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = comps
					if w == v {
						break
					}
				}
				comps++
			}
		}
	}
	return comp
}

// assignResources names every resource class and module: a resource with subresources is a package holding its
// own module and its children's, a leaf is a module in its parent's package.
func (n *names) assignResources() {
	var walk func(r *ir.Resource, dir string, used map[string]bool)
	walk = func(r *ir.Resource, dir string, used map[string]bool) {
		for _, s := range r.Subresources {
			n.resources[s] = n.claimResource(n.namer.Pascal(s.Name) + "Resource")
			file := n.namer.Safe("python", n.namer.Snake(s.Name))
			if strings.HasPrefix(file, "_") {
				file = "resource" + file
			}
			// Modules and packages of one folder share a namespace, the parent's own module included.
			file = unique(used, file)
			if len(s.Subresources) > 0 {
				sub := dir + "." + file
				n.resMod[s] = sub + "." + file
				walk(s, sub, map[string]bool{"__init__": true, file: true})
			} else {
				n.resMod[s] = dir + "." + file
			}
		}
	}
	if n.api.Root != nil {
		walk(n.api.Root, n.pkg+".resources", map[string]bool{"__init__": true})
	}
}

// claimResource claims a resource class name whose async and wrapper variants are all free too.
func (n *names) claimResource(base string) string {
	base = n.namer.Safe("python", base)
	variants := func(name string) []string {
		var out []string
		for _, prefix := range []string{"", "Async"} {
			for _, suffix := range []string{"", "WithRawResponse", "WithStreamingResponse"} {
				out = append(out, prefix+name+suffix)
			}
		}
		return out
	}
	name := base
	for i := 2; slices.ContainsFunc(variants(name), func(v string) bool { return n.taken[v] }); i++ {
		name = base + strconv.Itoa(i)
	}
	for _, v := range variants(name) {
		n.taken[v] = true
	}
	return name
}

// typeDirs gives each type its types package: its resource's (typesDir); for a type no resource declares, the
// package of the methods that return it when they share one (a method's response type lives beside it).
func (n *names) typeDirs() map[string]string {
	returnedBy := map[string]map[string]bool{}
	for _, m := range n.api.Methods() {
		if m.Response == nil || m.Response.Type == nil || m.Response.Type.Kind != ir.Named {
			continue
		}
		name := m.Response.Type.Name
		if returnedBy[name] == nil {
			returnedBy[name] = map[string]bool{}
		}
		returnedBy[name][n.methodTypesDir(m)] = true
	}
	dirs := map[string]string{}
	for _, t := range n.api.Types {
		switch users := returnedBy[t.Name]; {
		case t.Resource != "":
			dirs[t.Name] = n.typesDir(t.Resource)
		case len(users) == 1:
			for d := range users {
				dirs[t.Name] = d
			}
		}
	}
	return dirs
}

// methodTypesDir is the types package of a method's params: its resource's (see typesDir).
func (n *names) methodTypesDir(m *ir.Method) string {
	parts := strings.Split(strings.TrimPrefix(m.Call, "client."), ".")
	return n.typesDir(strings.Join(parts[:len(parts)-1], "."))
}

// assignParams names the params TypedDict of a method with keyword params.
func (n *names) assignParams(m *ir.Method) {
	base := m.ParamsType
	if base == "" {
		_, base = methodTypeBase(m, n.namer, "params")
		base = strings.TrimPrefix(base, "client_")
	}
	n.params[m] = n.claim(n.namer.Pascal(base))
	n.paramsOf[m] = n.typesModule(n.claimModule(n.methodTypesDir(m), n.namer.Snake(base)))
}

// modulePath is the repository path of a dotted module; packages (resources with children, types) are
// __init__.py files.
func (n *names) modulePath(mod string, pkg bool) string {
	p := "src/" + strings.ReplaceAll(mod, ".", "/")
	if pkg {
		return path.Join(p, "__init__.py")
	}
	return p + ".py"
}

// exampleVar is the variable holding the client in README snippets (client_settings.default_client_example_name).
func (n *names) exampleVar() string {
	if v := n.namer.Safe("python", n.namer.Snake(n.api.Client.ExampleName)); v != "" {
		return v
	}
	return "client"
}

// identifier is a safe snake_case identifier for a variable, argument or attribute.
func (n *names) identifier(s string) string {
	id := n.namer.Safe("python", n.namer.Snake(s))
	if id == "" {
		return "value"
	}
	return id
}

// unique returns name, with a number after it when used already has it, and records it.
func unique(used map[string]bool, name string) string {
	base := name
	for i := 2; used[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	used[name] = true
	return name
}
