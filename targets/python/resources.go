package python

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// wrapperKind is a resource's raw-response or streaming-response twin.
type wrapperKind struct {
	attr    string // the attribute that returns it
	suffix  string // class name suffix
	wrap    string // runtime wrapper of sync methods
	asyncFn string // runtime wrapper of async methods
	doc     string
}

var (
	rawWrapper = wrapperKind{
		attr: "with_raw_response", suffix: "WithRawResponse", wrap: "to_raw_response_wrapper", asyncFn: "async_to_raw_response_wrapper",
		doc: "Methods that return the raw response (headers, status) with the parsed data available from `.parse()`.",
	}
	streamingWrapper = wrapperKind{
		attr: "with_streaming_response", suffix: "WithStreamingResponse", wrap: "to_streamed_response_wrapper", asyncFn: "async_to_streamed_response_wrapper",
		doc: "Methods that return the response before its body is read, as a context manager.",
	}
)

// resource writes a resource's module: the sync and async classes, then their raw and streaming twins.
func (g *gen) resource(r *ir.Resource) {
	if !included(r.Skip, r.Only) {
		return
	}
	m := g.module(g.names.resMod[r], false)
	g.allowDeprecated(m, g.methods(r))
	for _, f := range []flavor{syncFlavor, asyncFlavor} {
		g.resourceClass(m, r, f)
	}
	for _, k := range []wrapperKind{rawWrapper, streamingWrapper} {
		for _, f := range []flavor{syncFlavor, asyncFlavor} {
			g.wrapperClass(m, r, f, k)
		}
	}
}

// allowDeprecated lets a module refer to the deprecated methods it defines: their raw and streaming twins wrap them.
func (g *gen) allowDeprecated(m *module, methods []*ir.Method) {
	if slices.ContainsFunc(methods, func(meth *ir.Method) bool { return meth.Deprecated != nil }) {
		m.pragmas = append(m.pragmas, "# pyright: reportDeprecated=false")
	}
}

// className is a resource's class in a flavor.
func (g *gen) className(r *ir.Resource, f flavor) string { return f.prefix() + g.names.resources[r] }

// subresourceAttrs are the attributes of a resource's children, clear of its methods' names (worked out once per
// resource).
func (g *gen) subresourceAttrs(r *ir.Resource, depth int) map[*ir.Resource]string {
	if attrs, ok := g.attrs[r]; ok {
		return attrs
	}
	attrs := g.newSubresourceAttrs(r, depth)
	g.attrs[r] = attrs
	return attrs
}

func (g *gen) newSubresourceAttrs(r *ir.Resource, depth int) map[*ir.Resource]string {
	taken := map[string]bool{}
	for _, meth := range r.Methods {
		taken[g.methodName(meth, depth == 0)] = true
	}
	out := map[*ir.Resource]string{}
	for _, s := range g.subresources(r) {
		name := g.resourceAttr(s, depth)
		if taken[name] {
			name += "_resource"
		}
		out[s] = unique(taken, name)
	}
	return out
}

// importResource imports a resource's class of a flavor (and wrapper kind) into m.
func (g *gen) importResource(m *module, r *ir.Resource, f flavor, suffix string) string {
	return m.use(g.names.resMod[r], g.className(r, f)+suffix)
}

func (g *gen) resourceClass(m *module, r *ir.Resource, f flavor) {
	w := &m.body
	base := "SyncAPIResource"
	if f.async {
		base = "AsyncAPIResource"
	}
	class := g.className(r, f)
	w.blanks(2)
	w.class(class, m.use(g.rt(modResource), base))
	w.docstring(joinDoc(r.Description, deprecationText(r.Deprecated)))
	attrs := g.subresourceAttrs(r, len(r.Path))
	for _, s := range g.subresources(r) {
		g.cachedProperty(m, attrs[s], g.importResource(m, s, f, ""), "self._client")
	}
	for _, k := range []wrapperKind{rawWrapper, streamingWrapper} {
		g.cachedProperty(m, k.attr, class+k.suffix, "self")
	}
	for _, meth := range g.methods(r) {
		w.blank()
		g.method(m, g.planCall(meth), f, g.methodName(meth, false), false)
	}
	for _, meth := range g.webhookMethods(r) {
		w.blank()
		g.webhookMethod(m, meth)
	}
	g.aliases(m, r)
	w.close()
}

// cachedProperty writes a lazily created attribute: typ built from arg.
func (g *gen) cachedProperty(m *module, name, typ, arg string) {
	w := &m.body
	if !strings.HasSuffix(w.String(), ":\n") {
		w.blank()
	}
	w.line("@%s", m.use("functools", "cached_property"))
	w.emit(cat(txt("def "+name), call("", txt("self")), txt(" -> "+typ+":")))
	w.indent++
	w.emit(cat(txt("return "), call(typ, txt(arg))))
	w.close()
}

// aliases writes the method aliases (type: alias in sdkgen.yml), which keep old names working.
func (g *gen) aliases(m *module, r *ir.Resource) {
	first := true
	for _, meth := range g.methods(r) {
		for _, a := range meth.Aliases {
			if first {
				m.body.blank()
				first = false
			}
			m.body.line("%s = %s", g.names.identifier(a), g.methodName(meth, false))
		}
	}
}

// wrapperClass writes a resource's raw-response or streaming-response twin in a flavor.
func (g *gen) wrapperClass(m *module, r *ir.Resource, f flavor, k wrapperKind) {
	w := &m.body
	class := g.className(r, f) + k.suffix
	w.blanks(2)
	w.class(class)
	w.docstring(k.doc)
	w.blank()
	w.open("def __init__(self, resource: %s) -> None:", g.className(r, f))
	w.line("self._resource = resource")
	wrap := k.wrap
	if f.async {
		wrap = k.asyncFn
	}
	for _, meth := range g.methods(r) {
		name := g.methodName(meth, false)
		names := append([]string{name}, identifiers(g, meth.Aliases)...)
		for _, n := range names {
			w.emit(cat(txt("self."+n+" = "), call(m.use(g.rt(modResponse), wrap), txt("resource."+n))))
		}
	}
	w.close()
	attrs := g.subresourceAttrs(r, len(r.Path))
	for _, s := range g.subresources(r) {
		sub := g.importResource(m, s, f, k.suffix)
		g.cachedProperty(m, attrs[s], sub, "self._resource."+attrs[s])
	}
	w.close()
}

func identifiers(g *gen, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = g.names.identifier(n)
	}
	return out
}

// webhookMethod writes a webhook_unwrap method: verify the Standard Webhooks signature when a secret is known (the
// key argument, or the client's webhook secret option), then parse the payload. It does no I/O, so the async
// resource has the same plain method.
func (g *gen) webhookMethod(m *module, meth *ir.Method) {
	w := &m.body
	payload := "object"
	if g.api.Webhooks != nil && g.api.Webhooks.Union != "" {
		payload = g.namedRef(m, g.api.Webhooks.Union, responseSide)
	}
	name := g.methodName(meth, false)
	mapping := m.use("typing", "Mapping")
	w.emit(cat(txt("def "+name), call("", txt("self"), txt("payload: str | bytes"), txt("headers: "+mapping+"[str, str]"), txt("*"), txt("key: str | None = None")), txt(" -> "+payload+":")))
	w.indent++
	w.docstring(joinDoc("Verifies the delivery's Standard Webhooks signature when a secret is known (the `key` argument, or the client's webhook secret), then parses the payload.", meth.Description))
	w.line("secret = key")
	if opt := meth.Webhook.KeyOption; opt != "" {
		w.open("if secret is None:")
		w.line(`secret = %s(%s[str], getattr(self._client, %s, None))`, m.use("typing", "cast"), m.use("typing", "Optional"), str(g.names.identifier(opt)))
		w.close()
	}
	w.open("if secret:")
	w.line("%s(payload, headers, secret)", m.use(g.rt(modWebhooks), "verify_webhook"))
	w.close()
	w.line("return %s(payload, %s)", m.use(g.rt(modWebhooks), "parse_webhook"), payload)
	w.close()
}

// resourcesInit writes the __init__.py of a resources package, re-exporting its modules' classes.
func (g *gen) resourcesInit(pkg string, members []*ir.Resource) {
	m := g.module(pkg, true)
	for _, r := range members {
		for _, f := range []flavor{syncFlavor, asyncFlavor} {
			for _, suffix := range []string{"", rawWrapper.suffix, streamingWrapper.suffix} {
				name := g.className(r, f) + suffix
				m.useAs(g.names.resMod[r], name, name)
			}
		}
	}
}

// packageInits writes the __init__.py files: the package's, types/ and resources/ (and each resource package).
func (g *gen) packageInits() {
	var top []*ir.Resource
	byPkg := map[string][]*ir.Resource{}
	for _, r := range g.api.Resources() {
		if !included(r.Skip, r.Only) || !g.allIncluded(r) {
			continue
		}
		mod := g.names.resMod[r]
		parent := mod[:strings.LastIndex(mod, ".")]
		byPkg[parent] = append(byPkg[parent], r)
		if len(r.Path) == 1 {
			top = append(top, r)
		}
	}
	for pkg, rs := range byPkg {
		if pkg == g.pkg+".resources" {
			continue
		}
		g.resourcesInit(pkg, rs)
	}
	g.resourcesInit(g.pkg+".resources", top)
	g.typesInit()
	g.rootInit()
}

// allIncluded reports whether a resource and its ancestors are generated.
func (g *gen) allIncluded(r *ir.Resource) bool {
	node := g.api.Root
	for _, name := range r.Path {
		var next *ir.Resource
		for _, s := range node.Subresources {
			if s.Name == name {
				next = s
			}
		}
		if next == nil || !included(next.Skip, next.Only) {
			return false
		}
		node = next
	}
	return true
}

// typesInit writes the __init__.py of types/ and of each package under it, re-exporting the types and params
// TypedDicts declared there; types/ also re-exports the shared types. The packages under types/ load their names on
// first use (lazyTypesInit): Python runs a package's __init__.py before any of its modules, so eager re-exports in
// packages whose types refer to each other's would meet a partially initialised module.
func (g *gen) typesInit() {
	root := g.pkg + ".types"
	inits := map[string]*module{root: g.module(root, true)}
	lazy := map[string][][2]string{} // package -> (module, name) it re-exports
	export := func(mod, name string) {
		pkg := exportPackage(mod)
		for p := pkg; p != root && strings.HasPrefix(p, root+"."); p = exportPackage(p) {
			if inits[p] == nil {
				inits[p] = g.module(p, true)
			}
		}
		if pkg == root {
			inits[root].useAs(mod, name, name)
		} else {
			lazy[pkg] = append(lazy[pkg], [2]string{mod, name})
		}
		if pkg == root+"."+sharedTypesDir {
			inits[root].useAs(mod, name, name)
		}
	}
	n := g.names
	for _, t := range g.api.Types {
		if name := n.model[t.Name]; name != "" {
			export(n.modelOf[t.Name], name)
		}
		if n.ownsParam(t) {
			export(n.paramOf[t.Name], n.param[t.Name])
		}
	}
	for _, meth := range g.api.Methods() {
		if name, ok := n.params[meth]; ok && g.writesParams(meth) {
			export(n.paramsOf[meth], name)
		}
	}
	for pkg, m := range inits {
		switch {
		case len(lazy[pkg]) > 0:
			lazyTypesInit(m, lazy[pkg])
		case len(m.from) == 0:
			m.body.line("__all__: list[str] = []")
		}
	}
}

// lazyTypesInit writes a types package's __init__.py that re-exports names for type checkers at once and at run
// time on first use (PEP 562).
func lazyTypesInit(m *module, exports [][2]string) {
	slices.SortFunc(exports, func(a, b [2]string) int { return strings.Compare(a[1], b[1]) })
	typeChecking := m.use("typing", "TYPE_CHECKING")
	importModule := m.use("importlib", "import_module")
	w := &m.body
	w.open("if %s:", typeChecking)
	for _, l := range typeCheckingImports(m.base, exports) {
		w.line("%s", l)
	}
	w.close()
	w.blanks(1)
	w.open("_exports: dict[str, str] = {")
	for _, e := range exports {
		w.line("%q: %q,", e[1], relModule(m.base, e[0]))
	}
	w.close()
	w.line("}")
	w.open("__all__ = [")
	for _, e := range exports {
		w.line("%q,", e[1])
	}
	w.close()
	w.line("]")
	w.blanks(2)
	w.open("def __getattr__(name: str) -> object:")
	w.open("if name not in _exports:")
	w.line(`raise AttributeError(f"module {__name__!r} has no attribute {name!r}")`)
	w.close()
	w.line("value = getattr(%s(_exports[name], __name__), name)", importModule)
	w.line("globals()[name] = value")
	w.line("return value")
	w.close()
}

// typeCheckingImports are the re-exports' import statements as ruff's isort leaves them, one level indented.
func typeCheckingImports(base string, exports [][2]string) []string {
	byModule := map[string][]string{}
	var mods []string
	for _, e := range exports {
		mod := relModule(base, e[0])
		if byModule[mod] == nil {
			mods = append(mods, mod)
		}
		byModule[mod] = append(byModule[mod], e[1])
	}
	slices.SortFunc(mods, compareModules)
	var lines []string
	for _, mod := range mods {
		names := byModule[mod]
		slices.SortFunc(names, compareMembers)
		items := make([]string, len(names))
		for i, n := range names {
			items[i] = n + " as " + n
		}
		if one := "from " + mod + " import " + strings.Join(items, ", "); 4+textWidth(one) <= lineLength {
			lines = append(lines, one)
			continue
		}
		lines = append(lines, "from "+mod+" import (")
		for _, it := range items {
			lines = append(lines, "    "+it+",")
		}
		lines = append(lines, ")")
	}
	return lines
}

// exportPackage is the package a dotted module belongs to (where its names are exported).
func exportPackage(mod string) string {
	if i := strings.LastIndex(mod, "."); i >= 0 {
		return mod[:i]
	}
	return mod
}

// writesParams reports whether a method's params TypedDict is generated.
func (g *gen) writesParams(meth *ir.Method) bool {
	return meth.Kind == "http" && included(meth.Skip, meth.Only) && len(g.planCall(meth).kwargs) > 0 && g.methodIncluded(meth)
}

// methodIncluded reports whether a method's resource chain is generated.
func (g *gen) methodIncluded(meth *ir.Method) bool {
	for _, r := range append([]*ir.Resource{g.api.Root}, g.api.Resources()...) {
		if slices.Contains(r.Methods, meth) {
			return r == g.api.Root || (included(r.Skip, r.Only) && g.allIncluded(r))
		}
	}
	return false
}

// paramsTypes writes each method's params TypedDict into its module.
func (g *gen) paramsTypes() {
	for _, meth := range g.api.Methods() {
		if !g.writesParams(meth) {
			continue
		}
		m := g.module(g.names.paramsOf[meth], false)
		c := g.planCall(meth)
		name := g.names.params[meth]
		doc := fmt.Sprintf("Keyword arguments of `%s` (`%s`), for building them up front.", g.callChain(meth), meth.Endpoint)
		if d := c.discriminator(); d != nil {
			g.streamingParams(m, c, name, doc, d)
			continue
		}
		g.writeTypedDict(m, name, "", doc, g.paramsFields(m, c, nil))
	}
}

// paramsFields are the keys of a params TypedDict: the keyword arguments, by their Python names.
func (g *gen) paramsFields(m *module, c *pcall, skip *arg) []dictField {
	var out []dictField
	for _, a := range c.kwargs {
		if a == skip {
			continue
		}
		desc := "The request body."
		if a.p != nil {
			desc = joinDoc(a.p.Description, deprecationText(a.p.Deprecated))
		}
		out = append(out, dictField{key: a.name, t: a.t, required: a.required, doc: desc})
	}
	return out
}

// streamingParams writes <Name>Base, <Name>NonStreaming and <Name>Streaming (which fix the discriminator) and their
// union under the params name.
func (g *gen) streamingParams(m *module, c *pcall, name, doc string, d *arg) {
	w := &m.body
	base := name + "Base"
	lit := m.use("typing_extensions", "Literal")
	g.writeTypedDict(m, base, "", doc, g.paramsFields(m, c, d))
	w.blanks(2)
	g.writeTypedDict(m, name+"NonStreaming", base, "", []dictField{{key: d.name, ann: lit + "[False]"}})
	w.blanks(2)
	g.writeTypedDict(m, name+"Streaming", base, "", []dictField{{key: d.name, ann: lit + "[True]", required: true}})
	w.blanks(2)
	w.emit(cat(txt(name+" = "), annotation(m.use("typing", "Union")+"["+name+"NonStreaming, "+name+"Streaming]")))
}

// callChain is how a method is called, e.g. client.accounts.friends.list.
func (g *gen) callChain(meth *ir.Method) string {
	if c, ok := g.chains[meth]; ok {
		return c
	}
	c := g.newCallChain(meth)
	g.chains[meth] = c
	return c
}

func (g *gen) newCallChain(meth *ir.Method) string {
	parts := strings.Split(strings.TrimPrefix(meth.Call, "client."), ".")
	chain := []string{"client"}
	node := g.api.Root
	for i, p := range parts[:len(parts)-1] {
		for _, s := range g.subresources(node) {
			if s.Name == p {
				chain = append(chain, g.subresourceAttrs(node, i)[s])
				node = s
				break
			}
		}
	}
	return strings.Join(append(chain, g.methodName(meth, len(parts) == 1)), ".")
}
