package python

import (
	"path"
	"slices"
	"strings"
	"unicode"
)

// module is one generated Python file: its imports and its body.
type module struct {
	path     string // repository path, e.g. src/acme/types/item.py
	name     string // dotted module name, e.g. acme.types.item
	base     string // the package relative imports start from: the module's own for an __init__.py
	pkgName  string // the SDK's import name: absolute imports of it are first-party
	straight map[string]bool
	from     map[string]map[string]string // module -> imported name -> alias ("" for none)
	pragmas  []string                     // file-level tool comments after the banner
	body     writer
}

func newModule(p, pkgName string) *module {
	name := moduleName(p)
	base := name
	if path.Base(p) != "__init__.py" {
		base = name[:max(strings.LastIndex(name, "."), 0)]
	}
	return &module{path: p, name: name, base: base, pkgName: pkgName, straight: map[string]bool{}, from: map[string]map[string]string{}}
}

// importModule adds `import name`.
func (m *module) importModule(name string) string {
	m.straight[name] = true
	return name
}

// use imports name from an absolute module (relative when the target is inside the SDK package and this module is
// too) and returns the name to write.
func (m *module) use(from, name string) string {
	return m.useAs(from, name, "")
}

// useAs imports name as alias.
func (m *module) useAs(from, name, alias string) string {
	if m.isInternal(from) {
		from = relModule(m.base, from)
	}
	if m.from[from] == nil {
		m.from[from] = map[string]string{}
	}
	m.from[from][name] = alias
	if alias != "" {
		return alias
	}
	return name
}

// isInternal reports whether an import of module `to` is written relatively: both are inside the SDK package's
// source tree (tests import the package absolutely).
func (m *module) isInternal(to string) bool {
	inPkg := func(s string) bool { return s == m.pkgName || strings.HasPrefix(s, m.pkgName+".") }
	return inPkg(to) && inPkg(m.name)
}

// relModule is the relative import of module `to` from package `base` (both dotted and absolute).
func relModule(base, to string) string {
	f := strings.Split(base, ".")
	t := strings.Split(to, ".")
	i := 0
	for i < len(f) && i < len(t) && f[i] == t[i] {
		i++
	}
	return strings.Repeat(".", len(f)-i+1) + strings.Join(t[i:], ".")
}

// render writes the file: banner, the future import, the imports in ruff's isort order, then the body.
func (m *module) render(banner string) string {
	var b strings.Builder
	if banner != "" {
		b.WriteString(banner)
		b.WriteString("\n")
		for _, p := range m.pragmas {
			b.WriteString(p + "\n")
		}
		b.WriteString("\n")
	}
	b.WriteString("from __future__ import annotations\n")
	sections := m.importSections()
	for _, s := range sections {
		b.WriteString("\n")
		for _, l := range s {
			b.WriteString(l)
			b.WriteString("\n")
		}
	}
	body := m.body.String()
	if body == "" {
		return b.String()
	}
	b.WriteString("\n")
	first := strings.TrimSpace(strings.SplitN(body, "\n", 2)[0])
	if strings.HasPrefix(first, "class ") || strings.HasPrefix(first, "def ") || strings.HasPrefix(first, "@") || strings.HasPrefix(first, "async def ") {
		b.WriteString("\n")
	}
	b.WriteString(body)
	return b.String()
}

// Import sections, in isort's order.
const (
	sectionStdlib = iota
	sectionThirdParty
	sectionFirstParty
	sectionLocal
	sectionCount
)

var stdlib = map[string]bool{
	"abc": true, "asyncio": true, "base64": true, "collections": true, "contextlib": true, "dataclasses": true,
	"datetime": true, "enum": true, "functools": true, "importlib": true, "inspect": true, "io": true,
	"json": true, "logging": true, "os": true, "pathlib": true, "platform": true, "re": true, "sys": true,
	"threading": true, "time": true, "typing": true, "uuid": true,
}

func (m *module) section(mod string) int {
	top := strings.SplitN(mod, ".", 2)[0]
	switch {
	case strings.HasPrefix(mod, "."):
		return sectionLocal
	case top == m.pkgName || top == "tests":
		return sectionFirstParty
	case stdlib[top]:
		return sectionStdlib
	}
	return sectionThirdParty
}

// importSections renders the import statements grouped and sorted as ruff's isort rules (with combine-as-imports)
// leave them: per section, `import x` lines first, then `from` imports by module (further relative levels first),
// names ordered constants, classes, then the rest.
func (m *module) importSections() [][]string {
	straight := make([][]string, sectionCount)
	froms := make([][]string, sectionCount)
	for name := range m.straight {
		s := m.section(name)
		straight[s] = append(straight[s], name)
	}
	for mod := range m.from {
		s := m.section(mod)
		froms[s] = append(froms[s], mod)
	}
	var out [][]string
	for s := 0; s < sectionCount; s++ {
		slices.SortFunc(straight[s], compareModules)
		slices.SortFunc(froms[s], compareModules)
		var lines []string
		for _, name := range straight[s] {
			lines = append(lines, "import "+name)
		}
		for _, mod := range froms[s] {
			lines = append(lines, m.fromLines(mod)...)
		}
		if len(lines) > 0 {
			out = append(out, lines)
		}
	}
	return out
}

func (m *module) fromLines(mod string) []string {
	names := make([]string, 0, len(m.from[mod]))
	for n := range m.from[mod] {
		names = append(names, n)
	}
	slices.SortFunc(names, compareMembers)
	items := make([]string, len(names))
	for i, n := range names {
		items[i] = n
		if a := m.from[mod][n]; a != "" {
			items[i] = n + " as " + a
		}
	}
	return importLines(mod, items)
}

// importLines is `from mod import a, b` on one line, or parenthesised with one name per line when that is too long.
func importLines(mod string, items []string) []string {
	head := "from " + mod + " import "
	if one := head + strings.Join(items, ", "); textWidth(one) <= lineLength {
		return []string{one}
	}
	lines := []string{head + "("}
	for _, it := range items {
		lines = append(lines, "    "+it+",")
	}
	return append(lines, ")")
}

// compareModules orders module names as isort does: relative modules further away first, then case-insensitively
// in natural order.
func compareModules(a, b string) int {
	da, db := len(a)-len(strings.TrimLeft(a, ".")), len(b)-len(strings.TrimLeft(b, "."))
	if da != db {
		return db - da
	}
	return naturalCompare(strings.ToLower(a), strings.ToLower(b))
}

// compareMembers orders imported names as isort's order-by-type does: CONSTANTS, then Classes, then the rest.
func compareMembers(a, b string) int {
	if ta, tb := memberType(a), memberType(b); ta != tb {
		return ta - tb
	}
	if c := naturalCompare(strings.ToLower(a), strings.ToLower(b)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

func memberType(name string) int {
	switch {
	case len(name) > 1 && strings.ToUpper(name) == name && strings.ToLower(name) != name:
		return 0
	case name != "" && unicode.IsUpper(rune(name[0])):
		return 1
	}
	return 2
}

// naturalCompare compares strings with runs of digits compared by value.
func naturalCompare(a, b string) int {
	for a != "" && b != "" {
		ca, cb := a[0], b[0]
		if isDigit(ca) && isDigit(cb) {
			na, ra := digitRun(a)
			nb, rb := digitRun(b)
			na, nb = strings.TrimLeft(na, "0"), strings.TrimLeft(nb, "0")
			if len(na) != len(nb) {
				return len(na) - len(nb)
			}
			if c := strings.Compare(na, nb); c != 0 {
				return c
			}
			a, b = ra, rb
			continue
		}
		if ca != cb {
			return int(ca) - int(cb)
		}
		a, b = a[1:], b[1:]
	}
	return len(a) - len(b)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func digitRun(s string) (string, string) {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return s[:i], s[i:]
}

// moduleName is the dotted module of a repository path under src/ or of tests/.
func moduleName(p string) string {
	p = strings.TrimPrefix(p, "src/")
	p = strings.TrimSuffix(p, ".py")
	p = strings.TrimSuffix(p, "/__init__")
	return strings.ReplaceAll(path.Clean(p), "/", ".")
}
