package kotlin

import (
	"slices"
	"sort"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// nestLimit is the most classes one type may bring along as nested copies; a bigger (or recursive) type is
// declared once, as a class of its own, so huge specs stay within the JVM's class size limits.
const nestLimit = 40

// class is a Kotlin class declared for an IR type (or a method's params): top level in a package, or nested in
// another class by the position it is used at (StopRetrieveResponse.Data.Entry), the way the published Kotlin
// SDKs nest the types a response or params object carries.
type class struct {
	name  string
	pkg   string // the top-level class's package
	outer *class
	typ   *ir.Type // nil for a params class
	// nested are the classes declared inside, in order; byType finds the one declared for an IR type.
	nested []*class
	byType map[string]*class
	used   map[string]bool // simple names taken inside: enclosing classes' and siblings'
}

func (c *class) top() *class {
	for c.outer != nil {
		c = c.outer
	}
	return c
}

// qualified is the class's name from its package on: pkg.Outer.Inner.
func (c *class) qualified() string {
	if c.outer == nil {
		return c.pkg + "." + c.name
	}
	return c.outer.qualified() + "." + c.name
}

// classes plans every class: the declared models and method responses top level, the types they use nested in
// them where they are used, recursive and large types top level.
type classes struct {
	g       *gen
	top     map[string]*class // IR type -> its top-level class
	first   map[string]*class // IR type -> the first class declared for it, for code outside any class
	size    map[string]int    // IR type -> classes a nested copy of it declares
	pkgUsed map[string]map[string]bool
	all     []*class // top-level classes of IR types, in declaration order
}

func newClasses(g *gen) *classes {
	return &classes{g: g, top: map[string]*class{}, first: map[string]*class{}, size: map[string]int{}, pkgUsed: map[string]map[string]bool{}}
}

// namedIn is the IR type a reference names after aliases, through lists and maps: the class it needs.
func (cs *classes) namedIn(ref ir.TypeRef) *ir.Type {
	ref = cs.g.resolve(ref)
	for i := 0; i < 32 && (ref.Kind == ir.Array || ref.Kind == ir.Map) && ref.Elem != nil; i++ {
		ref = cs.g.resolve(*ref.Elem)
	}
	t := cs.g.types[ref.Name]
	if ref.Kind != ir.Named || t == nil || !classKind(t) {
		return nil
	}
	return t
}

func classKind(t *ir.Type) bool { return t.Kind == "object" || t.Kind == "enum" || t.Kind == "union" }

type child struct {
	typ   *ir.Type
	words string
}

// children are the IR types a type's properties and variants use, each with the words naming a nested copy (the
// property's name, singular for list items and map values), in order.
func (cs *classes) children(t *ir.Type) []child {
	var out []child
	seen := map[string]bool{}
	add := func(ref ir.TypeRef, words string) {
		if r := cs.g.resolve(ref); r.Kind == ir.Array || r.Kind == ir.Map {
			words = cs.g.names.namer.Singular(words)
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
		for _, p := range t.Properties {
			if !skipped(p.Skip) {
				add(p.Type, propWords(p))
			}
		}
	case "union":
		for _, v := range t.Union.Variants {
			if !skipped(v.Skip) {
				add(v.Type, v.Name)
			}
		}
	}
	return out
}

func skipped(skip []string) bool {
	return slices.Contains(skip, "kotlin") || slices.Contains(skip, "java")
}

// propWords are the words naming a property: its kotlin name from x-sdkgen-naming, else its own.
func propWords(p *ir.Property) string {
	if n := p.Names["kotlin"]; n != "" {
		return n
	}
	return p.Name
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
		if s := cs.nestedSize(c.typ, visiting); s <= nestLimit {
			n += s
		}
	}
	delete(visiting, t.Name)
	cs.size[t.Name] = n
	return n
}

// topLevel is the top-level class of an IR type, declared (with its nested classes) the first time.
func (cs *classes) topLevel(t *ir.Type) *class {
	if c := cs.top[t.Name]; c != nil {
		return c
	}
	c := cs.declareTop(cs.g.modelPackage(t.Resource), cs.g.className(t))
	c.typ = t
	cs.top[t.Name] = c
	cs.record(t, c)
	cs.all = append(cs.all, c)
	cs.fill(c)
	return c
}

func (cs *classes) record(t *ir.Type, c *class) {
	if cs.first[t.Name] == nil {
		cs.first[t.Name] = c
	}
}

// declareTop reserves a unique top-level class name in a package.
func (cs *classes) declareTop(pkg, name string) *class {
	used := cs.pkgUsed[pkg]
	if used == nil {
		used = map[string]bool{}
		cs.pkgUsed[pkg] = used
	}
	name = unique(used, name)
	return &class{name: name, pkg: pkg, byType: map[string]*class{}, used: map[string]bool{name: true}}
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
	name := cs.g.names.class(words)
	for o := c; o != nil; o = o.outer {
		if o.name == name {
			name += "Model"
		}
	}
	n := &class{name: unique(c.used, name), outer: c, pkg: c.pkg, typ: t, byType: map[string]*class{}, used: map[string]bool{}}
	for o := n; o != nil; o = o.outer {
		n.used[o.name] = true
	}
	c.nested = append(c.nested, n)
	c.byType[t.Name] = n
	cs.record(t, n)
	cs.fill(n)
	return n
}

// classOf is the class a type used inside scope refers to (scope nil: code outside any model class).
func (cs *classes) classOf(scope *class, t *ir.Type) *class {
	for o := scope; o != nil; o = o.outer {
		if n := o.byType[t.Name]; n != nil {
			return n
		}
	}
	if top := cs.top[t.Name]; top != nil {
		return top
	}
	if scope != nil {
		return cs.nest(scope, t, t.Name)
	}
	if c := cs.first[t.Name]; c != nil {
		return c
	}
	return cs.topLevel(t)
}

// sortedTop are the top-level classes of IR types by package and name, for deterministic output.
func (cs *classes) sortedTop() []*class {
	out := slices.Clone(cs.all)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].pkg != out[j].pkg {
			return out[i].pkg < out[j].pkg
		}
		return out[i].name < out[j].name
	})
	return out
}

// lookupClass is the class a simple name means in the body of scope, as Kotlin resolves it: a nested class of the
// scope or of the first enclosing class that has one of that name, else the top-level class itself.
func lookupClass(scope *class, name string) *class {
	for o := scope; o != nil; o = o.outer {
		for _, n := range o.nested {
			if n.name == name {
				return n
			}
		}
	}
	if top := scope.top(); top.name == name {
		return top
	}
	return nil
}
