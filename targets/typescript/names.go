package typescript

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// sharedModule holds the types no resource declares.
const sharedModule = "src/resources/shared.ts"

// names assigns every TypeScript name and module of an API once, so all files agree and nothing collides.
type names struct {
	lang   string
	namer  *naming.Namer
	api    *ir.API
	types  map[string]string // IR type name -> TypeScript name
	params map[*ir.Method]string
	// paramSide names the request-side twin of types whose request and response shapes differ.
	paramSide map[string]string
	classes   map[*ir.Resource]string
	modules   map[string]string   // resource dotted path ("" for shared) -> module path
	classesIn map[string][]string // module path -> the resource classes it declares, in no particular order
	taken     map[string]bool     // exported names in use
	errors    map[string]string   // errors.union variant value -> error class
	pages     map[string]string   // pagination scheme -> page class
	// parent, short and children place inline types in their parent type's namespace (planNesting).
	parent   map[string]string   // nested IR type -> parent IR type
	short    map[string]string   // nested IR type -> its name inside the parent's namespace
	children map[string][]string // IR type -> its nested types, in declaration order
	// environment is client.ts's own type of the environment names, clear of the API types it imports (GitHub's
	// API has an Environment model).
	environment string
}

// errorExports are the runtime's error classes src/error.ts re-exports (besides ClientError, under the client's
// name).
var errorExports = []string{
	"APIError", "APIConnectionError", "APIConnectionTimeoutError", "APIUserAbortError", "APIStatusError",
	"BadRequestError", "AuthenticationError", "PermissionDeniedError", "NotFoundError", "ConflictError",
	"UnprocessableEntityError", "RateLimitError", "InternalServerError", "APIResponseValidationError",
}

// reservedExports are the names the package's index exports besides the API's own, and runtime names generated
// modules import.
var reservedExports = append([]string{
	"APIPromise", "PagePromise", "Stream", "toFile", "Uploadable", "RequestOptions", "ClientOptions",
	"ClientError", "APIResource", "PageScheme", "BaseClient", "path",
}, errorExports...)

func newNames(api *ir.API, lang string) *names {
	n := &names{
		lang: lang, namer: naming.New(api.Casings), api: api,
		types: map[string]string{}, params: map[*ir.Method]string{}, paramSide: map[string]string{},
		classes: map[*ir.Resource]string{}, modules: map[string]string{}, taken: map[string]bool{}, errors: map[string]string{}, pages: map[string]string{},
		parent: map[string]string{}, short: map[string]string{}, children: map[string][]string{},
	}
	for _, r := range reservedExports {
		n.taken[r] = true
	}
	n.taken[n.client()] = true
	n.taken[n.client()+"Error"] = true
	for _, s := range api.Pagination {
		n.pages[s.Name] = n.claim(n.namer.Pascal(s.Name))
	}
	// Resource classes keep their names, as in the published SDKs (`client.stop` is a `Stop`); a type named like
	// one is the type, `StopType`.
	classNames := map[string]bool{}
	for _, r := range api.Resources() {
		n.classes[r] = n.claim(n.namer.Pascal(r.Name))
		classNames[n.classes[r]] = true
	}
	for _, t := range api.Types {
		name := n.typeName(t)
		if classNames[n.namer.Safe(n.lang, name)] {
			name += "Type"
		}
		n.types[t.Name] = n.claim(name)
	}
	for _, m := range api.Methods() {
		if m.ParamsType != "" {
			n.params[m] = n.claim(n.namer.Pascal(m.ParamsType))
		}
	}
	n.environment = n.claim("Environment")
	n.assignModules()
	n.classesIn = map[string][]string{}
	for r, class := range n.classes {
		m := n.resourceModule(r)
		n.classesIn[m] = append(n.classesIn[m], class)
	}
	return n
}

func (n *names) typeName(t *ir.Type) string {
	if v := t.Names[n.lang]; v != "" {
		return v
	}
	if v := t.Names["typescript"]; v != "" {
		return v
	}
	return n.namer.Pascal(t.Name)
}

// claim returns name, or name with a number when another export already has it; and a safe identifier either way.
func (n *names) claim(name string) string {
	name = n.namer.Safe(n.lang, name)
	if naming.IsBuiltin(n.lang, name) {
		name += "Type"
	}
	base := name
	for i := 2; n.taken[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	n.taken[name] = true
	return name
}

// client is the client class name.
func (n *names) client() string {
	name := n.namer.Pascal(n.api.Client.Name)
	if name == "" {
		name = "Client"
	}
	return n.namer.Safe(n.lang, name)
}

// exampleVar is the variable holding the client in README snippets (client_settings.default_client_example_name).
func (n *names) exampleVar() string {
	if v := n.namer.Safe(n.lang, n.namer.WordCamel(n.api.Client.ExampleName)); v != "" {
		return v
	}
	return "client"
}

// local is name, or name with a number, such that no export of the package has it: for module-local bindings.
func (n *names) local(name string) string {
	base := name
	for i := 2; n.taken[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	return name
}

// typeRef is the TypeScript name of an IR type.
func (n *names) typeRef(name string) string { return n.types[name] }

// camel is a property, method or variable name: initialisms are words ("stopIdsForAgency", "agencyId").
func (n *names) camel(s string) string { return n.namer.WordCamel(s) }

// variable is a safe local variable or parameter name.
func (n *names) variable(s string) string {
	v := n.namer.Safe(n.lang, n.namer.WordCamel(s))
	if v == "" || v == "options" || v == "params" || v == "body" || v == "query" || v == "path" {
		v += "Value"
	}
	return v
}

// assignModules gives every resource its module: a resource with subresources gets a folder holding its own
// module and its children's, a leaf gets a file in its parent's folder.
func (n *names) assignModules() {
	n.modules[""] = sharedModule
	var walk func(r *ir.Resource, dir string)
	walk = func(r *ir.Resource, dir string) {
		for _, s := range r.Subresources {
			file := n.namer.Kebab(s.Name)
			key := strings.Join(s.Path, ".")
			if len(s.Subresources) > 0 {
				sub := path.Join(dir, file)
				n.modules[key] = path.Join(sub, file+".ts")
				walk(s, sub)
			} else {
				n.modules[key] = path.Join(dir, file+".ts")
			}
		}
	}
	if n.api.Root != nil {
		walk(n.api.Root, "src/resources")
	}
}

// moduleOf is the module that declares a type.
func (n *names) moduleOf(t *ir.Type) string {
	if m, ok := n.modules[t.Resource]; ok && t.Resource != "$shared" {
		return m
	}
	return sharedModule
}

// resourceModule is the module of a resource.
func (n *names) resourceModule(r *ir.Resource) string { return n.modules[strings.Join(r.Path, ".")] }

// relImport is the import specifier of module `to` from module `from`, with the .js extension ESM needs.
func relImport(from, to string) string {
	rel := strings.TrimSuffix(relPath(path.Dir(from), to), ".ts") + ".js"
	if !strings.HasPrefix(rel, ".") {
		rel = "./" + rel
	}
	return rel
}

func relPath(from, to string) string {
	f := strings.Split(from, "/")
	t := strings.Split(to, "/")
	i := 0
	for i < len(f) && i < len(t)-1 && f[i] == t[i] {
		i++
	}
	parts := slices.Repeat([]string{".."}, len(f)-i)
	parts = append(parts, t[i:]...)
	return strings.Join(parts, "/")
}
