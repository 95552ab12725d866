package java

import (
	"sort"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// nestLimit is the most classes one type may bring along as nested copies; a bigger (or recursive) type is
// declared once, as a class of its own, so huge specs stay within the JVM's class and method size limits.
const nestLimit = 40

// class is a Java class declared for an IR type (or for a method's params): top level in a package, or nested in
// another class by the position it is used at (AgencyRetrieveResponse.Data.Entry), the way the published JVM SDKs
// nest the types a response or params object carries.
type class struct {
	name  string
	pkg   string // the top-level class's package
	outer *class
	typ   *ir.Type
	// nested are the classes declared inside, in order; byType finds the one declared for an IR type.
	nested []*class
	byType map[string]*class
	used   map[string]bool // simple names taken inside: enclosing classes', siblings', members'
}

// path is the name code uses from the top-level class on: Outer.Inner.
func (c *class) path() string {
	if c.outer == nil {
		return c.name
	}
	return c.outer.path() + "." + c.name
}

func (c *class) top() *class {
	for c.outer != nil {
		c = c.outer
	}
	return c
}

// classes plans every class: which IR types are top-level (models, method responses, recursive and large types)
// and which are nested copies where they are used.
type classes struct {
	g       *emitter
	types   map[string]*ir.Type
	top     map[string]*class // IR type -> its top-level class
	size    map[string]int    // IR type -> classes a nested copy of it declares
	pkgUsed map[string]map[string]bool
	all     []*class // top-level classes in declaration order
	// resources maps each resource's dotted path to the first resource of that path (built on first use): types
	// ask for their package one by one, and scanning every resource for each was quadratic.
	resources map[string]*ir.Resource
}

func newClasses(g *emitter) *classes {
	cs := &classes{g: g, types: map[string]*ir.Type{}, top: map[string]*class{}, size: map[string]int{}, pkgUsed: map[string]map[string]bool{}}
	for _, t := range g.api.Types {
		cs.types[t.Name] = t
	}
	return cs
}

// resolve follows aliases to the type a reference stands for.
func (cs *classes) resolve(ref ir.TypeRef) ir.TypeRef {
	for i := 0; i < 32 && ref.Kind == ir.Named; i++ {
		t := cs.types[ref.Name]
		if t == nil {
			return ir.TypeRef{Kind: ir.Unknown}
		}
		if t.Kind != "alias" || t.Alias == nil {
			return ref
		}
		nullable := ref.Nullable
		ref = *t.Alias
		ref.Nullable = ref.Nullable || nullable
	}
	if ref.Kind == ir.Named {
		return ir.TypeRef{Kind: ir.Unknown}
	}
	return ref
}

// namedIn returns the IR type a reference names after aliases, through arrays and maps: the class it needs.
func (cs *classes) namedIn(ref ir.TypeRef) *ir.Type {
	ref = cs.resolve(ref)
	for i := 0; i < 32 && (ref.Kind == ir.Array || ref.Kind == ir.Map) && ref.Elem != nil; i++ {
		ref = cs.resolve(*ref.Elem)
	}
	if ref.Kind != ir.Named {
		return nil
	}
	return cs.types[ref.Name]
}

// children are the IR types a type's properties and variants refer to, each with the words naming a nested copy
// (the property name, singular for array items), in order.
func (cs *classes) children(t *ir.Type) []child {
	var out []child
	seen := map[string]bool{}
	add := func(ref ir.TypeRef, words string) {
		r := cs.resolve(ref)
		if r.Kind == ir.Array || r.Kind == ir.Map {
			words = cs.g.names.Singular(words)
		}
		ct := cs.namedIn(ref)
		if ct == nil || seen[ct.Name] {
			return
		}
		seen[ct.Name] = true
		out = append(out, child{ct, words})
	}
	switch t.Kind {
	case "object":
		for _, p := range visibleProps(t.Properties) {
			add(p.Type, p.Name)
		}
		if t.AdditionalProperties != nil {
			add(*t.AdditionalProperties, t.Name+"_value")
		}
	case "union":
		for _, v := range visibleVariants(t.Union.Variants) {
			add(v.Type, v.Name)
		}
	}
	return out
}

type child struct {
	typ   *ir.Type
	words string
}

// isTopLevel reports whether a type gets a class of its own rather than nested copies.
func (cs *classes) isTopLevel(t *ir.Type) bool {
	if _, ok := cs.top[t.Name]; ok {
		return true
	}
	return t.Model || t.Recursive || cs.nestedSize(t, map[string]bool{}) > nestLimit
}

// nestedSize counts the classes a nested copy of t declares, itself included.
func (cs *classes) nestedSize(t *ir.Type, visiting map[string]bool) int {
	if n, ok := cs.size[t.Name]; ok {
		return n
	}
	if visiting[t.Name] {
		return nestLimit + 1
	}
	visiting[t.Name] = true
	n := 1
	for _, c := range cs.children(t) {
		if c.typ.Model || c.typ.Recursive || cs.top[c.typ.Name] != nil {
			continue
		}
		s := cs.nestedSize(c.typ, visiting)
		if s > nestLimit {
			continue // declared top level, not nested
		}
		n += s
	}
	delete(visiting, t.Name)
	cs.size[t.Name] = n
	return n
}

// packageOf is the models package of an IR type's resource.
func (cs *classes) packageOf(t *ir.Type) string {
	if t.Resource == "" || t.Resource == "$shared" {
		return cs.g.layout.Sub("models")
	}
	if cs.resources == nil {
		cs.resources = map[string]*ir.Resource{}
		for _, r := range cs.g.api.Resources() {
			if p := joinPath(r.Path); cs.resources[p] == nil {
				cs.resources[p] = r
			}
		}
	}
	if r := cs.resources[t.Resource]; r != nil {
		return cs.g.layout.Sub("models", cs.g.jn.resourcePackage(r))
	}
	return cs.g.layout.Sub("models")
}

func joinPath(p []string) string {
	out := ""
	for i, s := range p {
		if i > 0 {
			out += "."
		}
		out += s
	}
	return out
}

// topLevel returns the top-level class of an IR type, declaring it (and its nested classes) the first time.
func (cs *classes) topLevel(t *ir.Type) *class {
	if c := cs.top[t.Name]; c != nil {
		return c
	}
	pkg := cs.packageOf(t)
	name := cs.g.jn.class(typeWords(t))
	c := cs.declareTop(pkg, name)
	c.typ = t
	cs.top[t.Name] = c
	cs.all = append(cs.all, c)
	cs.fill(c)
	return c
}

// declareTop reserves a unique top-level class name in a package.
func (cs *classes) declareTop(pkg, name string) *class {
	used := cs.pkgUsed[pkg]
	if used == nil {
		used = map[string]bool{}
		cs.pkgUsed[pkg] = used
	}
	return &class{name: unique(used, name), pkg: pkg, byType: map[string]*class{}, used: map[string]bool{name: true}}
}

// typeWords is the name an IR type's class takes: its java name from x-sdkgen-naming, else its own.
func typeWords(t *ir.Type) string {
	if n := t.Names["java"]; n != "" {
		return n
	}
	return t.Name
}

// fill declares the nested classes of c for the types its properties or variants use.
func (cs *classes) fill(c *class) {
	if c.typ == nil {
		return
	}
	for _, ch := range cs.children(c.typ) {
		cs.nest(c, ch.typ, ch.words)
	}
}

// nest makes sure a type used inside c has its class: top level, or a nested copy declared in c.
func (cs *classes) nest(c *class, t *ir.Type, words string) *class {
	if cs.isTopLevel(t) {
		return cs.topLevel(t)
	}
	if n := c.byType[t.Name]; n != nil {
		return n
	}
	if t.Kind != "object" && t.Kind != "enum" && t.Kind != "union" {
		return nil
	}
	name := cs.g.jn.class(words)
	for o := c; o != nil; o = o.outer {
		if o.name == name {
			name += "Model"
		}
	}
	n := &class{name: unique(c.used, name), outer: c, typ: t, byType: map[string]*class{}, used: map[string]bool{}}
	for o := n; o != nil; o = o.outer {
		n.used[o.name] = true
	}
	c.nested = append(c.nested, n)
	c.byType[t.Name] = n
	cs.fill(n)
	return n
}

// classOf returns the class a type used inside c refers to.
func (cs *classes) classOf(c *class, t *ir.Type) *class {
	for o := c; o != nil; o = o.outer {
		if n := o.byType[t.Name]; n != nil {
			return n
		}
	}
	if top := cs.top[t.Name]; top != nil {
		return top
	}
	if c == nil {
		return nil
	}
	return cs.nest(c, t, t.Name)
}

// visibleProps are the properties Java gets (not skipped for java).
func visibleProps(ps []*ir.Property) []*ir.Property {
	out := make([]*ir.Property, 0, len(ps))
	for _, p := range ps {
		if !contains(p.Skip, "java") {
			out = append(out, p)
		}
	}
	return out
}

func visibleVariants(vs []ir.Variant) []ir.Variant {
	out := make([]ir.Variant, 0, len(vs))
	for _, v := range vs {
		if !contains(v.Skip, "java") {
			out = append(out, v)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// sortedTop returns the top-level classes sorted by package and name, for deterministic output.
func (cs *classes) sortedTop() []*class {
	out := append([]*class(nil), cs.all...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].pkg != out[j].pkg {
			return out[i].pkg < out[j].pkg
		}
		return out[i].name < out[j].name
	})
	return out
}
