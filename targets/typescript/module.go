package typescript

import (
	"path"
	"slices"
	"sort"
	"strings"
)

// module is one generated TypeScript file. It tracks what the file uses from other modules, so it imports exactly
// that: tsc with noUnusedLocals rejects anything more.
type module struct {
	path    string
	values  map[string]map[string]bool // import specifier -> names used as values
	types   map[string]map[string]bool // import specifier -> names used only as types
	aliases map[string]string          // `import * as X from` specifier -> X
	body    writer
}

func newModule(p string) *module {
	return &module{path: p, values: map[string]map[string]bool{}, types: map[string]map[string]bool{}, aliases: map[string]string{}}
}

// use imports name as a value from the module at target (a repository path like src/core/error.ts), unless it is
// this module.
func (m *module) use(target, name string) string {
	if target != m.path {
		addName(m.values, relImport(m.path, target), name)
	}
	return name
}

// useAs imports name under another local name, for a module that declares a name of its own that clashes.
func (m *module) useAs(target, name, local string) string {
	addName(m.values, relImport(m.path, target), name+" as "+local)
	return local
}

// useNamespace imports the module at target as a namespace (`import * as local from ...`).
func (m *module) useNamespace(target, local string) string {
	m.aliases[relImport(m.path, target)] = local
	return local
}

// imports are the package paths of the modules this module imports.
func (m *module) imports() []string {
	var out []string
	for _, set := range []map[string]map[string]bool{m.values, m.types} {
		for spec := range set {
			out = append(out, resolveImport(m.path, spec))
		}
	}
	for spec := range m.aliases {
		out = append(out, resolveImport(m.path, spec))
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// resolveImport is the package path of a relative import specifier written in module from.
func resolveImport(from, spec string) string {
	return strings.TrimSuffix(path.Join(path.Dir(from), spec), ".js") + ".ts"
}

// exports are the names the module declares with `export` at its top level, in order: lines of the form
// `export [declare ][abstract ](interface|type|class|const|function|enum) Name`. Every module is scanned, so this
// reads lines rather than running a regular expression over the body.
func (m *module) exports() []string {
	var out []string
	body := m.body.String()
	for body != "" {
		var line string
		line, body, _ = strings.Cut(body, "\n")
		if name := exportedName(line); name != "" {
			out = append(out, name)
		}
	}
	return out
}

// exportKeywords are the declarations exports reads after `export `.
var exportKeywords = []string{"interface ", "type ", "class ", "const ", "function ", "enum "}

// exportedName is the name a top-level export line declares, or "".
func exportedName(line string) string {
	rest, ok := strings.CutPrefix(line, "export ")
	if !ok {
		return ""
	}
	rest, _ = strings.CutPrefix(rest, "declare ")
	rest, _ = strings.CutPrefix(rest, "abstract ")
	for _, kw := range exportKeywords {
		if after, ok := strings.CutPrefix(rest, kw); ok {
			return identifierPrefix(after)
		}
	}
	return ""
}

// identifierPrefix is the JavaScript identifier (ASCII letters, digits, _ and $, not starting with a digit) that
// s starts with, or "".
func identifierPrefix(s string) string {
	if s == "" || ('0' <= s[0] && s[0] <= '9') {
		return ""
	}
	n := 0
	for n < len(s) && isIdentByte(s[n]) {
		n++
	}
	return s[:n]
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
}

// useTypeAs imports name for use in types only, under another local name.
func (m *module) useTypeAs(target, name, local string) string {
	addName(m.types, relImport(m.path, target), name+" as "+local)
	return local
}

// useType imports name for use in types only.
func (m *module) useType(target, name string) string {
	if target != m.path {
		addName(m.types, relImport(m.path, target), name)
	}
	return name
}

func addName(set map[string]map[string]bool, spec, name string) {
	if set[spec] == nil {
		set[spec] = map[string]bool{}
	}
	set[spec][name] = true
}

// render returns the file: banner, imports sorted by specifier, then the body.
func (m *module) render(banner string) string {
	var w writer
	w.line("%s", banner)
	w.blank()
	specs := map[string]bool{}
	for s := range m.values {
		specs[s] = true
	}
	for s := range m.types {
		specs[s] = true
	}
	for s := range m.aliases {
		specs[s] = true
	}
	sorted := make([]string, 0, len(specs))
	for s := range specs {
		sorted = append(sorted, s)
	}
	sort.Strings(sorted)
	for _, s := range sorted {
		if alias, ok := m.aliases[s]; ok {
			w.line("import * as %s from %s;", alias, str(s))
		}
		values := setNames(m.values[s])
		var typeOnly []string
		for _, t := range setNames(m.types[s]) {
			if !slices.Contains(values, t) {
				typeOnly = append(typeOnly, t)
			}
		}
		if len(values) > 0 {
			items := values
			for _, t := range typeOnly {
				items = append(items, "type "+t)
			}
			sort.SliceStable(items, func(i, j int) bool { return importKey(items[i]) < importKey(items[j]) })
			importLine(&w, "import", items, s)
		} else if len(typeOnly) > 0 {
			importLine(&w, "import type", typeOnly, s)
		}
	}
	if len(sorted) > 0 {
		w.blank()
	}
	body := strings.TrimRight(m.body.String(), "\n")
	if body != "" {
		w.b.WriteString(body)
		w.b.WriteString("\n")
	}
	return strings.TrimRight(w.String(), "\n") + "\n"
}

func importKey(item string) string { return strings.TrimPrefix(item, "type ") }

func setNames(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// importLine writes an import on one line when it fits, else one name per line as prettier does.
func importLine(w *writer, keyword string, names []string, spec string) {
	one := keyword + " { " + strings.Join(names, ", ") + " } from " + str(spec) + ";"
	if w.fits(one) || len(names) == 1 { // prettier never breaks an import of one name
		w.line("%s", one)
		return
	}
	w.open("%s {", keyword)
	for _, n := range names {
		w.line("%s,", n)
	}
	w.close("} from %s;", str(spec))
}
