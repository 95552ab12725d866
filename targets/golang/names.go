package golang

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// names assigns every Go identifier and file of an API once, so all files agree and nothing collides.
type names struct {
	g     *gen
	namer *naming.Namer
	types map[string]*ir.Type
	// taken holds the root package's identifiers.
	taken map[string]bool

	model    map[string]string // IR type -> response-side Go type
	param    map[string]string // IR type -> request-side Go type
	params   map[*ir.Method]string
	services map[*ir.Resource]string
	// methods: each method's Go name (conventional verbs, see goVerbs).
	methods map[*ir.Method]string
	// typeNames and paramsNames are the IR names of types and params types generated for a method, renamed
	// after the Go method (see nameMethods).
	typeNames   map[string]string
	paramsNames map[*ir.Method]string
	files       map[*ir.Resource]string // resource -> file name without .go
	fileUsed    map[string]bool
	pages       map[string]string // pagination scheme -> Go type in packages/pagination
	// shared are the types of the shared package: the $shared models and the types they reach.
	shared map[string]bool
	// enumConsts: IR type and member value -> constant name.
	enumConsts map[string]string
	// goNames memoises goName, which large APIs call for the same words again and again.
	goNames map[string]string
	// absorbedModels are the param models nothing else uses (see absorbed).
	absorbedModels map[string]bool
	// refCounts counts the references to each type (see positions.NamedRefs), worked out when first needed.
	refCounts map[string]int
	// positionOwners: the types named by their position in a response -> the dotted path of the method's resource.
	positionOwners map[string]string
	// fileHelper is the root-package function that names an upload's reader (File, unless the API has a File).
	fileHelper string
}

// goInitialisms are written in capitals in Go names (the list golint and Go's own code use).
var goInitialisms = map[string]bool{
	"acl": true, "api": true, "ascii": true, "cpu": true, "css": true, "dns": true, "eof": true, "guid": true,
	"html": true, "http": true, "https": true, "id": true, "ip": true, "json": true, "qps": true, "ram": true,
	"rpc": true, "sla": true, "smtp": true, "sql": true, "ssh": true, "tcp": true, "tls": true, "ttl": true,
	"udp": true, "ui": true, "uid": true, "uuid": true, "uri": true, "url": true, "utf8": true, "vm": true,
	"xml": true, "xmpp": true, "xsrf": true, "xss": true,
}

// goWord spells one word of a Go name: initialisms in capitals, their plurals with a small s (IDs, URLs).
func (n *names) goWord(w string) string {
	lower := strings.ToLower(w)
	switch {
	case goInitialisms[lower]:
		return strings.ToUpper(w)
	case len(lower) > 2 && strings.HasSuffix(lower, "s") && goInitialisms[strings.TrimSuffix(lower, "s")]:
		return strings.ToUpper(strings.TrimSuffix(lower, "s")) + "s"
	}
	return n.namer.Pascal(w)
}

// goKeywords and the predeclared names generated code relies on cannot be parameter names.
var goKeywords = map[string]bool{
	"break": true, "case": true, "chan": true, "const": true, "continue": true, "default": true, "defer": true,
	"else": true, "fallthrough": true, "for": true, "func": true, "go": true, "goto": true, "if": true,
	"import": true, "interface": true, "map": true, "package": true, "range": true, "return": true, "select": true,
	"struct": true, "switch": true, "type": true, "var": true,
	// predeclared identifiers and the locals of generated methods
	"string": true, "error": true, "any": true, "bool": true, "int": true, "int64": true, "float64": true, "byte": true,
	"len": true, "cap": true, "new": true, "make": true, "append": true, "copy": true, "nil": true, "true": true,
	"false": true, "iota": true, "ctx": true, "opts": true, "r": true, "res": true, "err": true, "path": true,
	"body": true, "query": true, "params": true, "cfg": true, "raw": true, "errors": true, "fmt": true, "http": true,
	"url": true, "time": true, "io": true, "context": true, "slices": true, "option": true, "param": true,
	"requestconfig": true, "pagination": true, "ssestream": true, "apijson": true, "apiquery": true,
	"apiform": true, "respjson": true, "stream": true,
}

// rootReserved are root-package identifiers the generator writes itself.
var rootReserved = []string{
	"DefaultClientOptions", "Error", "F", "Null", "Raw", "String", "Int", "Float", "Bool", "Time", "Opt", "Ptr",
	"paramObj", "paramUnion", "settings",
}

// fileHelperNames are the names the upload helper takes, the first one the API's own types leave free: an API
// model called File keeps its name, and the helper is FileParam, its name in v1 Go SDKs.
var fileHelperNames = []string{"File", "FileParam", "UploadFile"}

// memberReserved are method and field names generated types declare themselves.
var memberReserved = map[string]bool{
	"JSON": true, "RawJSON": true, "UnmarshalJSON": true, "MarshalJSON": true, "URLQuery": true,
	"MarshalMultipart": true, "RawBody": true, "SetExtraFields": true, "ExtraFields": true, "Options": true,
}

func newNames(api *ir.API, g *gen) *names {
	n := &names{
		g: g, namer: naming.New(api.Casings), types: map[string]*ir.Type{}, taken: map[string]bool{},
		model: map[string]string{}, param: map[string]string{}, params: map[*ir.Method]string{},
		services: map[*ir.Resource]string{}, methods: map[*ir.Method]string{}, typeNames: map[string]string{}, paramsNames: map[*ir.Method]string{}, files: map[*ir.Resource]string{}, pages: map[string]string{},
		enumConsts: map[string]string{}, goNames: map[string]string{}, positionOwners: map[string]string{},
		fileUsed: map[string]bool{"client": true, "aliases": true, "field": true, "shared": true, "constants": true, "api": true, "helpers": true},
	}
	for _, t := range api.Types {
		n.types[t.Name] = t
	}
	n.shared = n.sharedClosure(api)
	for _, r := range rootReserved {
		n.taken[r] = true
	}
	if !g.v2() {
		n.taken["FileParam"] = true // the v1 name of File
	}
	n.taken[n.client()] = true
	n.taken["New"+n.client()] = true
	pageTaken := map[string]bool{"Page": true, "Pager": true, "AutoPager": true, "Scheme": true, "Param": true, "Field": true, "NewAutoPager": true}
	for _, s := range api.Pagination {
		name := n.goName(s.Name)
		for i := 2; pageTaken[name]; i++ {
			name = n.goName(s.Name) + strconv.Itoa(i)
		}
		pageTaken[name] = true
		n.pages[s.Name] = name
	}
	for _, r := range api.Resources() {
		stem := n.goName(strings.Join(n.singularPath(r), "_"))
		n.services[r] = n.claim(stem + "Service")
		file := strings.ToLower(stem)
		for i := 2; n.fileUsed[file] || strings.HasSuffix(file, "_test"); i++ {
			file = strings.ToLower(stem) + strconv.Itoa(i)
		}
		n.fileUsed[file] = true
		n.files[r] = file
	}
	n.files[api.Root] = "client"
	for _, r := range append([]*ir.Resource{api.Root}, api.Resources()...) {
		n.nameMethods(r)
	}
	for _, t := range api.Types {
		n.nameType(t)
	}
	for _, t := range api.Types {
		if t.Kind == "enum" {
			for _, m := range t.Enum.Members {
				n.enumConst(t, n.model[t.Name], m)
			}
		}
	}
	for _, m := range api.Methods() {
		if m.ParamsType != "" {
			n.params[m] = n.claim(n.goName(firstNonEmpty(n.paramsNames[m], m.ParamsType)))
		}
	}
	n.fileHelper = n.claimFirstFree(fileHelperNames)
	return n
}

// claimFirstFree claims the first of the names that is free, else the last one numbered. In v1 FileParam is
// reserved up front, as the helper's v1 name, so it is the one left when the API takes File.
func (n *names) claimFirstFree(candidates []string) string {
	for _, c := range candidates {
		if !n.taken[c] {
			return n.claim(c)
		}
		if c == "FileParam" && !n.g.v2() {
			return c
		}
	}
	return n.claim(candidates[len(candidates)-1])
}

// sharedClosure is the set of types the shared package declares: the $shared models and every type they
// reach, so the package needs nothing from the root package (which imports it for its aliases). With
// back_compat_use_shared_package: false there is no shared package: the $shared models live in the root package.
func (n *names) sharedClosure(api *ir.API) map[string]bool {
	out := map[string]bool{}
	if !optionOr(n.g.cfg.Options.BackCompatUseSharedPackage, true) {
		return out
	}
	var refs []ir.TypeRef
	for _, t := range api.Types {
		if t.Resource == "$shared" {
			refs = append(refs, ir.TypeRef{Kind: ir.Named, Name: t.Name})
		}
	}
	n.reach(refs, false, func(t *ir.Type) { out[t.Name] = true })
	return out
}

// singularPath is a resource's path with each name in the singular (trip_details -> trip_detail), as the IR
// names the resource's types: a service is named like its types (TripDetailService, TripDetailGetParams) while the
// client's field keeps the configured name (client.TripDetails).
func (n *names) singularPath(r *ir.Resource) []string {
	parts := make([]string, 0, len(r.Path))
	for _, p := range r.Path {
		if p != "$client" {
			parts = append(parts, n.namer.Singular(n.namer.Snake(p)))
		}
	}
	return parts
}

// goVerbs are the Go names of the conventional methods that generated Go SDKs spell differently from the
// configuration: create is New and retrieve is Get (update, list and delete keep their names).
var goVerbs = map[string]string{"create": "new", "retrieve": "get"}

// nameMethods names a resource's methods: a conventional verb takes its Go name unless another method of the
// resource (or, on the client, a generic method) already has it. The types the IR named after the method
// (<resource>_<method>_params, _response and the types nested in them) are renamed to the resource's whole
// singular path and the Go method name, as Go SDKs name them (client.Accounts.Friends.List takes
// AccountFriendListParams; the IR's shortest unique form is friend_list_params).
func (n *names) nameMethods(r *ir.Resource) {
	irNames := map[string]bool{}
	for _, m := range r.Methods {
		irNames[n.goName(m.Name)] = true
	}
	for _, m := range r.Methods {
		verb := n.namer.Snake(m.Name)
		goVerb := verb
		if to, ok := goVerbs[verb]; ok && !irNames[n.goName(to)] && (r != n.g.api.Root || !genericMethods[n.goName(to)]) {
			goVerb = to
		}
		n.methods[m] = n.goName(goVerb)
		n.renameMethodTypes(r, m, verb, goVerb)
	}
}

// renameMethodTypes records the new names of the types generated for a method: those its params, body, response
// and events reach without passing through a declared model, that its resource owns, and whose name starts with
// one of the prefixes the IR may have chosen for the method (build.methodNames: the resource's singular names,
// the shortest suffix of the path that was free, then the method).
func (n *names) renameMethodTypes(r *ir.Resource, m *ir.Method, verb, goVerb string) {
	parts := n.singularPath(r)
	if len(parts) == 0 {
		parts = []string{"client"}
	}
	to := strings.Join(parts, "_") + "_" + goVerb + "_"
	owner := strings.Join(r.Path, ".")
	for _, name := range n.methodTypes(m) {
		t := n.types[name]
		if t == nil || t.Model || t.Resource != owner {
			continue
		}
		for k := len(parts); k >= 1; k-- {
			if rest, ok := strings.CutPrefix(name, strings.Join(parts[len(parts)-k:], "_")+"_"+verb+"_"); ok {
				n.typeNames[name] = to + rest
				break
			}
		}
	}
	if m.ParamsType != "" {
		for k := len(parts); k >= 1; k-- {
			if rest, ok := strings.CutPrefix(m.ParamsType, strings.Join(parts[len(parts)-k:], "_")+"_"+verb+"_"); ok {
				n.paramsNames[m] = to + rest
				break
			}
		}
	}
	n.namePositions(m, to, owner)
}

// methodTypes are the names of the types a method's params, body, response and events reach, not descending
// into declared models.
func (n *names) methodTypes(m *ir.Method) []string {
	var refs []ir.TypeRef
	for _, p := range m.Params {
		refs = append(refs, p.Type)
	}
	if m.Body != nil && m.Body.Type != nil {
		refs = append(refs, *m.Body.Type)
	}
	if m.Response != nil && m.Response.Type != nil {
		refs = append(refs, *m.Response.Type)
	}
	if m.Streaming != nil {
		refs = append(refs, m.Streaming.Event)
	}
	var out []string
	n.reach(refs, true, func(t *ir.Type) { out = append(out, t.Name) })
	return out
}

// reach calls visit once for each named type the references reach, through properties, additional properties,
// variants, aliases and items; with stopAtModels, declared models are neither visited nor walked into.
func (n *names) reach(refs []ir.TypeRef, stopAtModels bool, visit func(*ir.Type)) {
	seen := map[string]bool{}
	var walk func(ir.TypeRef)
	walk = func(ref ir.TypeRef) {
		if ref.Elem != nil {
			walk(*ref.Elem)
		}
		t := n.types[ref.Name]
		if ref.Kind != ir.Named || t == nil || seen[t.Name] || stopAtModels && t.Model {
			return
		}
		seen[t.Name] = true
		visit(t)
		for _, p := range t.Properties {
			walk(p.Type)
		}
		if t.AdditionalProperties != nil {
			walk(*t.AdditionalProperties)
		}
		if t.Union != nil {
			for _, v := range t.Union.Variants {
				walk(v.Type)
			}
		}
		if t.Alias != nil {
			walk(*t.Alias)
		}
	}
	for _, ref := range refs {
		walk(ref)
	}
}

// client is the client struct's name: options.client_name, else Client.
func (n *names) client() string {
	if c := n.g.cfg.Options.ClientName; c != "" {
		return c
	}
	return "Client"
}

// nameType names a type's response side and, when requests use it (or it has a param model), its request side.
func (n *names) nameType(t *ir.Type) {
	if n.absorbed(t) {
		return // the request side of the type that names it as its param model
	}
	respName := n.baseName(t)
	if t.Usage.Response || !t.Usage.Request || t.Kind == "enum" {
		n.model[t.Name] = n.claim(respName)
	}
	pm := n.paramModel(t)
	if !t.Usage.Request && pm == nil {
		return
	}
	if t.Kind == "enum" {
		n.param[t.Name] = n.model[t.Name]
		return
	}
	paramName := respName + "Param"
	removeSuffix := n.g.v2() && n.g.option(n.g.cfg.Options.RemoveParamsSuffix)
	switch {
	case pm != nil && removeSuffix && n.absorbed(pm):
		paramName = n.baseName(pm)
	case pm != nil:
		paramName = n.baseName(pm) + "Param"
	case removeSuffix && !t.Usage.Response:
		paramName = respName
	}
	n.param[t.Name] = n.claim(paramName)
}

// baseName is a type's Go name before claiming: its name renamed after its method, or its x-sdkgen-naming go
// name, with Union appended to a union's unless subtle_union_naming.
func (n *names) baseName(t *ir.Type) string {
	base := n.goName(t.Name)
	if renamed, ok := n.typeNames[t.Name]; ok {
		base = n.goName(renamed)
	}
	if v := t.Names["go"]; v != "" {
		base = v
	}
	if t.Kind == "union" && !n.g.option(n.g.cfg.Options.SubtleUnionNaming) {
		base += "Union"
	}
	return base
}

// paramModel is the type that names t's request side (models: param_model): an object or union whose own request
// side would not clash (it is not used in requests itself); nil when t has none.
func (n *names) paramModel(t *ir.Type) *ir.Type {
	if t.ParamModel == "" || t.ParamModel == t.Name || t.Kind != "object" && t.Kind != "union" {
		return nil
	}
	pm := n.types[t.ParamModel]
	if pm == nil || pm.Usage.Request {
		return nil
	}
	return pm
}

// absorbed reports whether a type is only another type's param model and used nowhere: it is not declared, the
// request side of the type naming it takes its name instead.
func (n *names) absorbed(pm *ir.Type) bool {
	if n.absorbedModels == nil {
		n.absorbedModels = map[string]bool{}
		for _, t := range n.types {
			if p := n.paramModel(t); p != nil && !p.Usage.Response {
				n.absorbedModels[p.Name] = true
			}
		}
	}
	return n.absorbedModels[pm.Name]
}

// claim reserves a root identifier, numbering it when taken.
func (n *names) claim(name string) string {
	candidate := name
	for i := 2; n.taken[candidate]; i++ {
		candidate = name + strconv.Itoa(i)
	}
	n.taken[candidate] = true
	return candidate
}

// goName is an exported Go identifier for canonical words: Pascal case with Go's initialisms in capitals.
func (n *names) goName(s string) string {
	if name, ok := n.goNames[s]; ok {
		return name
	}
	name := n.spellGoName(s)
	n.goNames[s] = name
	return name
}

// spellGoName is goName without the memo.
func (n *names) spellGoName(s string) string {
	var b strings.Builder
	for _, w := range n.namer.Split(s) {
		b.WriteString(n.goWord(w))
	}
	name := b.String()
	if name == "" {
		return "X"
	}
	if r := []rune(name)[0]; !unicode.IsLetter(r) {
		name = "X" + name
	}
	return name
}

// localName is an unexported Go identifier (a parameter) for canonical words.
func (n *names) localName(s string) string {
	words := n.namer.Split(s)
	var b strings.Builder
	for i, w := range words {
		switch {
		case i == 0 && goInitialisms[strings.ToLower(w)]:
			b.WriteString(strings.ToLower(w))
		case i == 0:
			b.WriteString(strings.ToLower(n.namer.Camel(w)))
		default:
			b.WriteString(n.goWord(w))
		}
	}
	name := b.String()
	if name == "" || !unicode.IsLetter([]rune(name)[0]) {
		name = "p" + name
	}
	if goKeywords[name] {
		name += "Param"
	}
	return name
}

// memberNames gives each property of a struct a unique field name that does not clash with the methods and
// fields the generator declares on it.
func (n *names) memberNames(props []*ir.Property, reserved map[string]bool) map[*ir.Property]string {
	out := map[*ir.Property]string{}
	used := map[string]bool{}
	for _, p := range props {
		name := n.goName(p.Name)
		if v := p.Names["go"]; v != "" {
			name = v
		}
		if memberReserved[name] || reserved[name] {
			name += "Field"
		}
		candidate := name
		for i := 2; used[candidate]; i++ {
			candidate = name + strconv.Itoa(i)
		}
		used[candidate] = true
		out[p] = candidate
	}
	return out
}

// option reads an optional boolean option, false when unset.
func (g *gen) option(b *bool) bool { return b != nil && *b }

// optionOr reads an optional boolean option with a default.
func optionOr(b *bool, def bool) bool {
	if b == nil {
		return def
	}
	return *b
}
